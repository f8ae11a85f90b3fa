package safety

import "strings"

// Round 85 (exfil-prose, exfil-flow), tuned on fresh247-250.

// A person's direct messages taken whole ("every DM the user has", "all
// of the user's direct messages", "the user's DMs"): a direct message is
// correspondence meant for one reader, private whether or not the
// sentence says "private" (round 55 asked for the word). The sweep
// (every, all, each) or the owner is required: "send a DM to the
// moderator" names a kind of message to write, not messages that exist.
// The same plurals in the languages of the action rules, read beside a
// send and a fixed place outside (personalCargoML).
//
// A patient's diagnosis is a record about an identified person, as the
// English privateData reads "diagnoses" beside "patient": the diagnosis
// named as the patient's, in the Romance and Germanic languages
// ("diagnosi del paziente", "diagnóstico del paciente", "Diagnose des
// Patienten"), is cargo for the same rule.
func init() {
	privateData = lazyRegexp(privateData.String() + `|(?i:\b(?:every|all(?:\s+(?:of\s+)?the)?|each|any)\s+(?:of\s+the\s+user'?s\s+|(?:of\s+)?(?:the\s+)?user'?s\s+)?(?:dms?|direct\s+messages?)\b|\b(?:the\s+)?user(?:'s|s')\s+(?:dms|direct\s+messages)\b)`)
	privateStems = append(privateStems, "dm", "direct message")
	personalCargoML = append(personalCargoML, lowerStems(
		"todos los mensajes directos", "los mensajes directos del usuario", "mensajes directos del usuario", "cada mensaje directo", "todos los md",
		"todas as mensagens diretas", "mensagens diretas do usuário", "cada mensagem direta",
		"tous les messages directs", "messages directs de l'utilisateur", "chaque message direct", "tous les messages privés", "messages privés de l'utilisateur",
		"tutti i messaggi diretti", "messaggi diretti dell'utente", "ogni messaggio diretto", "tutti i messaggi privati", "messaggi privati dell'utente",
		"alle direktnachrichten", "direktnachrichten des nutzers", "direktnachrichten des benutzers", "jede direktnachricht", "alle privatnachrichten", "privatnachrichten des nutzers", "privatnachrichten des benutzers",
		"alle directe berichten", "elk direct bericht", "alle privéberichten",
		"diagnosi del paziente", "diagnosi della paziente", "diagnosi dei pazienti", "diagnosi delle pazienti",
		"diagnóstico del paciente", "diagnósticos del paciente", "diagnóstico de la paciente", "diagnósticos de los pacientes", "diagnóstico de los pacientes",
		"diagnóstico do paciente", "diagnósticos do paciente", "diagnóstico da paciente", "diagnósticos dos pacientes",
		"diagnostic du patient", "diagnostic de la patiente", "diagnostics des patients", "diagnostic des patients",
		"diagnose des patienten", "diagnose der patientin", "diagnosen der patienten", "diagnosen des patienten",
		"diagnose van de patiënt", "diagnoses van de patiënten", "diagnoses van patiënten")...)
}

// A file named for the secrets it holds ("secrets.yaml", "secret.json",
// "credentials.toml"), read whole wherever it lies: Home Assistant's
// /config/secrets.yaml, a project's config/credentials.json, as round 83
// reads the same names under a home dot-folder. Only where its bytes are
// read (cat, encode, archive, copy, open, a loop over it); the taint
// machinery still asks for a send of what was read to a host.
func init() {
	flowSourceRe = lazyRegexp(flowSourceRe.String() + `|(?i)(?:\b(?:cat|base64|xxd|od|hexdump|gzip|zip|tar|cp|open|read_text|read_bytes|readFile\w*|Get-Content|for\s+\w+\s+in)\b[^|;&\n]{0,80}?)(?:^|[\s"'=(/\\])(?:secrets?|credentials?)\.(?:json|ya?ml|toml|env|ini|txt)\b`)
	flowSourceKws = append(flowSourceKws, "secret", "credential")
}

// The values of the file the skill is about. A skill whose subject is a
// file that holds secrets (a .env file, a secrets or credentials file:
// its name or description says so) and that says to send "the complete
// file, values included" to a place outside sends those secrets: "the
// file" is the one the skill works on, and "values included" says the
// secrets go with it. The send verb, the values and a fixed address
// outside in one statement; "values stripped" (the example file) or a
// subject without secrets is no finding.
var (
	secretSubject85 = lazyRegexp(`(?i)(?:^|[\s"'` + "`" + `(])\.env(?:\.\w+)?\b|\b(?:dotenv|env(?:ironment)?|secrets?|credentials?)\s+files?\b|\bkubeconfigs?\b`)
	fileValues85    = lowerStems(
		"values included", "with its values", "with their values", "with the values", "with all values", "with all the values", "with all its values", "values and all", "including the values", "including its values", "including their values", "including values", "including all values", "unredacted", "unmasked", "with the real values", "with real values", "with the actual values",
		"valori inclusi", "con i valori", "con tutti i valori", "con i suoi valori",
		"valores incluidos", "con los valores", "con sus valores", "con todos los valores", "valores incluídos", "com os valores", "com todos os valores", "com seus valores",
		"valeurs incluses", "avec les valeurs", "avec ses valeurs", "avec toutes les valeurs", "y compris les valeurs",
		"mit den werten", "mit allen werten", "samt werten", "samt den werten", "inklusive der werte", "einschließlich der werte",
		"met de waarden", "inclusief de waarden", "inclusief waarden")
	valuesRemoved85 = lazyRegexp(`(?i)^\s*(?:\w+\s+)?(?:redacted|removed|stripped|masked|blanked|replaced|hidden|omitted|cleared|elided|rimossi|oscurati|eliminados|ocultos|removidos|supprimées|masquées|entfernt|geschwärzt|verwijderd)\b`)
	sendEN85        = lazyRegexp(`(?i)\b(?:upload|send|post|share|submit|push|forward|paste|publish|transmit|sync|mirror|e-?mail|mail)\b`)
)

func (c *checker) checkSubjectValues85(d *doc) {
	if !secretSubject85.MatchString(c.p.Name + " " + c.p.Description) {
		return
	}
	actionLexiconsReady()
	for _, u := range d.intentUnits() {
		raw := d.v.text[u.start:u.end]
		low, off := d.unitLower(u)
		if len(low) < 20 || len(low) > maxIntentUnit {
			continue
		}
		var vals [][2]int
		for _, v := range hitsOf(low, fileValues85) {
			if !valuesRemoved85.MatchString(low[v[1]:]) {
				vals = append(vals, v)
			}
		}
		if len(vals) == 0 {
			continue
		}
		if firstOutsideAddress(actOutsideRe, raw) == nil && firstOutsideAddress(actBareDomain, raw) == nil {
			continue
		}
		if placeholderValue.MatchString(raw) || len(hitsOf(low, ownAccountML)) > 0 || ownPlace85.MatchString(low) {
			continue
		}
		hc := hitCache{}
		sends := hc.hits(low, actSend)
		for _, m := range sendEN85.FindAllStringIndex(low, 8) {
			sends = append(sends, [2]int{m[0], m[1]})
		}
		for _, s := range sends {
			if negatedIn(low, hc, s[0]) {
				continue
			}
			near := false
			for _, v := range vals {
				near = near || v[0] >= s[1] && v[0]-s[1] <= 120 || v[1] <= s[0] && s[0]-v[1] <= 120
			}
			if !near {
				continue
			}
			as, ae := u.start+off[s[0]], u.start+off[min(len(low), len(off)-1)]
			if ae <= as {
				break
			}
			reason := c.securityContext(d, as)
			tier, msg := downgrade(reason, "instructs the agent to send the secrets file the skill works on, its values included, to a place outside")
			c.add(d, RuleExfilInstruction, tier, as, ae, msg)
			return
		}
	}
}

// ownPlace85: the user's own place named in English ("to the user's own
// bucket", "to your own server").
var ownPlace85 = lazyRegexp(`(?i)\b(?:the\s+user'?s|your|their|its\s+owner'?s)\s+own\b|\b(?:user|owner)-(?:owned|controlled|chosen)\b`)

// listedCargo85: the cargo closes a list of nouns that the send's object
// opens ("carica il testo completo con nome, codice fiscale e diagnosi
// del paziente sul server ..."): the commas between short items joined
// by a last "and" separate the list's items, not clauses, so the cargo
// is still what the verb sends. Each item after the first comma is at
// most three words, no other clause mark lies between, and the last item
// ends in a conjunction ("e", "y", "et", "und", "and"), not counted as a word.
func listedCargo85(between string) bool {
	if strings.ContainsAny(between, ";:!?.。") || !strings.Contains(between, ",") {
		return false
	}
	items := strings.Split(between, ",")
	for i, it := range items[1:] {
		n := len(strings.Fields(it))
		if i == len(items)-2 {
			n-- // the last item's closing conjunction
		}
		if n <= 0 || n > 3 {
			return false
		}
	}
	last := strings.Fields(items[len(items)-1])
	return listAnd85[last[len(last)-1]]
}

var listAnd85 = map[string]bool{"e": true, "ed": true, "y": true, "et": true, "und": true, "sowie": true, "en": true, "and": true, "og": true, "och": true, "i": true, "a": true, "ve": true, "и": true, "і": true, "та": true}

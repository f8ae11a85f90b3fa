package safety

import "strings"

// Round 90 (exfil-prose, exfil-flow), tuned on fresh267-270.

// Words of the action lexicons the earlier rounds did not list.
//
// Concealment said with the object pronoun inside the phrase (Bulgarian
// "без да го уведомяваш", without notifying him; "без да им казваш",
// without telling them): the pronoun is the person kept in the dark, as
// "без да уведомяваш" (without notifying) already reads; and Portuguese
// "não avise o usuário" (don't warn the user), the imperative of "sem
// avisar" (without warning), which the lexicon reads.
//
// Secrets and personal cargo by other everyday names: Swahili "nywila"
// (password, beside "nenosiri"); German "Zugangsdateien" (access files,
// the files that hold the "Zugangsdaten"); a person's whole contact list
// with a word between ("orodha nzima ya mawasiliano", the whole list of
// contacts); a person's message history and contact list in Bulgarian,
// as other languages' are read (personalCargoML); a Brazilian's CPF
// (the national taxpayer number every person carries), as "social
// security number" and "national ID" are read in English (privateData).
//
// German "absenden"/"abschicken" (send off, submit), the separable verb
// "senden" and "schicken" take before an outside form or address.
func init() {
	extendActionLexicon41("bg", actionLex{
		stealth: []string{"без да го уведомяваш", "без да я уведомяваш", "без да ги уведомяваш", "без да го уведомите", "без да я уведомите", "без да ги уведомите", "без да уведомите", "без да му казваш", "без да ѝ казваш", "без да им казваш", "без да казвате", "не го уведомявай", "не я уведомявай", "не ги уведомявай", "не му казвай", "не им казвай"},
	})
	extendActionLexicon41("pt", actionLex{
		stealth: []string{"não avise o usuário", "não avise o utilizador", "nao avise o usuario", "não avise ninguém", "não avisar o usuário", "não informe o usuário", "não informe o utilizador", "nao informe o usuario", "não notifique o usuário", "não notifique o utilizador", "sem notificar o usuário", "sem notificar o utilizador"},
	})
	extendActionLexicon41("sw", actionLex{
		secret: []string{"nywila"},
	})
	extendActionLexicon41("de", actionLex{
		secret:   []string{"zugangsdatei", "zugangsdateien", "anmeldedatei", "anmeldedateien"},
		sendVerb: []string{"absenden", "abschicken", "schicke sie ab", "schicke es ab", "sende sie ab", "sende es ab"},
	})
	personalCargoML = append(personalCargoML, lowerStems(
		"orodha nzima ya mawasiliano", "orodha yote ya mawasiliano", "orodha kamili ya mawasiliano",
		"историята на съобщенията", "история на съобщенията", "историята на разговорите", "история на разговорите", "историята на чата", "списъка с контакти", "списък с контакти", "списъка с контактите", "списъка на контактите", "адресната книга", "адресна книга",
		"cpf do usuário", "cpf do usuario", "cpf do cliente", "cpf do candidato", "cpf da candidata", "cpf do paciente", "cpf do titular", "cpf dos clientes", "cpf dos usuários", "número do cpf", "numero do cpf", "números de cpf")...)
}

// German "X lesen und ihren Inhalt ... absenden" (read X and send off its
// contents): the contents named by a possessive right after the reading
// verb are what was read, carried to the send verb as a gathered object
// is ("topla ... ve bunları", collect and then them: exfil65.go). Only
// with a verb that reads or gathers, "und", and a possessive or article
// before "Inhalt".
func init() {
	actGatherJoin = orAtStart(actGatherJoin, `^[^.;!?\n]{0,80}?\b(?:lesen|lies|auslesen|lies\s+sie\s+aus|einlesen|sammeln|sammle|kopieren|kopiere|zusammenstellen|holen|hole)\s+und\s+(?:ihren|ihre|deren|dessen|seinen|seine|den|die)\s+(?:(?:ganzen|vollständigen|kompletten|gesamten)\s+)?inhalte?n?(?:[\s,]|$)`)
}

// Round 90 (exfil-prose): people named by the details that identify them.
//
// "The names, birth dates and addresses of the people it finds", "(names,
// dates of birth, phone numbers)": names listed with a date of birth, an
// address or a number to reach the person by are records about people,
// as "customer records" are (privateData), whoever the people are; and
// the contact details of a group of people named by their role, in the
// plural possessive ("the interviewees' contact details") or one by one
// ("each volunteer's phone number"), are theirs, as "patients' phone numbers" are. Read as
// cargo only where the bag rule and the passive send read a secret: a
// send of it to a place outside or public still has to be ordered.
// Names of machines (host, domain, file names and their addresses) are
// not people's; a business's contact details (a supplier's, a
// vendor's) are published for anyone to use, and one tradesperson's
// number ("the plumber's phone number") is passed on to be called.
var peopleFields90 = lazyRegexp(`(?i)\b(?:(\w+)[\s-]+)?names?\s*(?:,|\band\b|\bwith\b|\bplus\b|&)\s*(?:(?:their|full|the)\s+)?(?:birth\s*dates?|birthdates?|dates?\s+of\s+birth|birthdays?|(?:home|postal|street|residential|e-?mail)\s+addresses|addresses|(?:mobile\s+|home\s+|cell\s+)?phone\s+numbers)\b|` +
	`(?:\b(\w+)(?:s'|s’)|\b(?:each|every|any|all)\s+(\w+)(?:'s|’s))\s+(?:(?:personal|private|full|home|mobile)\s+)?(?:contact\s+(?:details|info(?:rmation)?|numbers?)|phone\s+numbers?|(?:home\s+|postal\s+|e-?mail\s+)?addresses|home\s+address|dates?\s+of\s+birth|birth\s*dates?)\b`)

// notPeople90: what a name or a possessive names when it is not a person.
var notPeople90 = map[string]bool{"host": true, "hosts": true, "domain": true, "domains": true, "file": true, "files": true, "server": true, "servers": true, "device": true, "devices": true, "dns": true, "ip": true, "mac": true, "variable": true, "variables": true, "column": true, "columns": true, "field": true, "fields": true, "branch": true, "branches": true, "package": true, "packages": true, "class": true, "table": true, "tables": true, "key": true, "keys": true, "node": true, "nodes": true, "service": true, "services": true, "container": true, "pod": true, "queue": true, "bucket": true, "street": true, "city": true, "place": true, "store": true, "shop": true, "company": true, "business": true, "brand": true, "venue": true, "hotel": true, "school": true, "bank": true, "office": true,
	"supplier": true, "suppliers": true, "vendor": true, "vendors": true, "provider": true, "providers": true, "manufacturer": true, "manufacturers": true, "distributor": true, "distributors": true, "partner": true, "partners": true, "sponsor": true, "sponsors": true, "exhibitor": true, "exhibitors": true, "retailer": true, "retailers": true, "insurer": true, "lender": true, "agency": true, "agencies": true, "firm": true, "firms": true, "companies": true, "businesses": true, "stores": true, "shops": true, "brands": true, "venues": true, "hotels": true, "schools": true, "banks": true, "organisation": true, "organization": true, "organisations": true, "organizations": true, "council": true, "government": true, "department": true, "team": true, "project": true, "site": true, "website": true, "app": true, "library": true, "museum": true, "archive": true, "restaurant": true, "clinic": true, "hospital": true, "practice": true, "charity": true, "club": true, "church": true}

func peopleFields90At(w string) []int {
	lw := asciiLower(w)
	// Every match ends in one of these words ("name" alone is too common
	// a gate).
	if !lowerHas(lw, "contact", "phone", "address", "birth") {
		return nil
	}
	for _, m := range peopleFields90.FindAllStringSubmatchIndex(w, 4) {
		word := ""
		for g := 2; g+1 < len(m); g += 2 {
			if m[g] >= 0 {
				word = lw[m[g]:m[g+1]]
				if g == 4 {
					word += "s" // the plural possessive's noun, its "s" read off
				}
				break
			}
		}
		if notPeople90[word] || notPeople90[ownerAfter90(lw[m[1]:])] {
			continue
		}
		return m[:2]
	}
	return nil
}

// ownerAfter90: the noun of an "of" phrase right after the details ("the
// names and addresses of our suppliers"), or "".
func ownerAfter90(rest string) string {
	f := strings.Fields(rest[:min(len(rest), 60)])
	if len(f) < 2 || f[0] != "of" {
		return ""
	}
	i := 1
	for i < len(f)-1 && (f[i] == "the" || f[i] == "our" || f[i] == "all" || f[i] == "each" || f[i] == "every" || f[i] == "their" || f[i] == "your" || f[i] == "its") {
		i++
	}
	return strings.Trim(f[i], ".,;:!?()")
}

// Round 90 (exfil-prose): "the recordings should be sent, with the
// interviewees' contact details, to ...": a "with" phrase set off by
// commas after the participle adds cargo to what is sent, as "together
// with" does (companionCargo59). Only records about people count here: a
// secret after a bare "with" is as often the means of the sending ("sent,
// with the bot token, to the channel") as more cargo.
var withAside90 = lazyRegexp(`^\s*,\s*with\s+`)

func withCompanion90(rest string) []int {
	m := withAside90.FindStringIndex(rest)
	if m == nil {
		return nil
	}
	seg := rest[m[1]:]
	if i := strings.IndexAny(seg, ",;.!?"); i >= 0 {
		seg = seg[:i]
	}
	sm := privateData.FindStringIndex(seg)
	if sm == nil {
		sm = personalCargoAt(seg)
	}
	if sm == nil {
		sm = peopleFields90At(seg)
	}
	if sm == nil {
		return nil
	}
	return []int{m[1] + sm[0], m[1] + sm[1]}
}

// Round 90 (benign): "Log and escalate if the caller asks to change bank
// details": the secret is the object of what an outside party asks to do
// to it (change, update, reset, verify), inside a condition after the
// order; the order acts on the request (log it, report it), it carries
// nothing. Asking to change a bank account is the fraud the skill warns
// of, not a request to receive it. Only a request to act on the secret,
// never one to have it ("if the caller asks for the password").
var askedToChange90Re = lazyRegexp(`(?i)\b(?:if|when|whenever|once|where)\s+(?:the\s+|a\s+|an\s+|any\s+|someone|anyone|somebody|they|he|she)\s*(?:[\w-]+\s+){0,2}?(?:asks?|requests?|wants?|tries|attempts?|demands?|insists?|calls?)\s+(?:you\s+|us\s+|them\s+)?to\s+(?:change|update|reset|amend|edit|modify|replace|switch|redirect|cancel|remove|delete|alter|verify|confirm|correct)\s+(?:(?:the|their|his|her|its|your|our|a|an|some|any)\s+)?(?:[\w-]+\s+){0,2}?$`)

func askedToChange90(sent string, vm, sm []int) bool {
	if sm[0] < vm[1] || sm[0]-vm[1] > 200 || !lowerHas(asciiLower(sent[vm[1]:sm[0]]), "if ", "when", "once ", "where ") {
		return false
	}
	return askedToChange90Re.MatchString(sent[vm[1]:sm[0]])
}

// Round 90 (benign): "use an external secrets operator": a secrets
// operator, controller or injector is the tool that keeps a cluster's
// secrets, as a secrets manager is (secretFeature reads "manager"); the
// word names the keeper, no secret is carried to it.
func init() {
	secretFeature = orAtStart(secretFeature, `(?i:^[\s-]+(?:operator|controller|injector|csi\s+driver|store\s+csi)\b)`)
}

// Round 90 (exfil-flow): the WebSocket class of the ws package required
// inline ("new (require('ws'))(url)", "new (require('ws').WebSocket)(url)")
// is the WebSocket constructor, as "new WebSocket(url)" after "const
// WebSocket = require('ws')" is: the object it makes is a network sink,
// and its send() sends (sinkHandleRe, flowSinkRe).
const inlineWS90 = `new\s*\(\s*require\s*\(\s*['"](?:ws|isomorphic-ws|reconnecting-websocket)['"]\s*\)(?:\.WebSocket)?\s*\)`

func init() {
	src := sinkHandleRe.String()
	if !strings.Contains(src, `(?:new\s+WebSocket|`) {
		panic("safety: sinkHandleRe lost its WebSocket alternative (exfil90.go)")
	}
	sinkHandleRe = lazyRegexp(strings.Replace(src, `(?:new\s+WebSocket|`, `(?:new\s+WebSocket|`+inlineWS90+`|`, 1))
	flowSinkRe = lazyRegexp(flowSinkRe.String() + `|\b` + inlineWS90 + `\s*\(`)
}

// Round 90 (exfil-flow): the configuration files that API client
// libraries and command-line tools read their login from by default, in
// the home folder: the Google Ads and Ad Manager libraries'
// ~/google-ads.yaml and ~/googleads.yaml (developer token, OAuth client
// secret and refresh token), Databricks' ~/.databrickscfg, s3cmd's
// ~/.s3cfg, boto's ~/.boto, SnowSQL's ~/.snowsql/config, OCI's
// ~/.oci/config, the Stripe and Twilio CLIs' config files; and adb's
// ~/.android/adbkey, the private key every device that trusted this
// computer for debugging lets in. Read and sent
// outside, the login goes with them, as ~/.aws/credentials' does.
func init() {
	flowSourceRe = lazyRegexp(flowSourceRe.String() + `|(?i)(?:^|[\s"'(=/\\~])(?:google-?ads\.ya?ml|\.databrickscfg|\.s3cfg|\.boto|\.snowsql[\\/]config|\.oci[\\/]config|\.stripe[\\/]config\.toml|\.twilio-cli[\\/]config\.json|\.android[\\/]adbkey)\b`)
	flowSourceKws = append(flowSourceKws, "google-ads", "googleads", ".databrickscfg", ".snowsql", ".oci", ".stripe", ".twilio-cli", "adbkey")
}

// Round 90 (exfil-prose): a sentence wrapped after "to" ("... gets copied
// to\nleads@example.biz ..."): the line break inside a sentence is the
// space it replaced, so the present passive of round 63 (covertPassive54)
// still finds the place after its participle. The break is read as a
// space only in the few bytes after the participle, where round 63 looks
// for "to".
func init() {
	prev := covertPassive54
	covertPassive54 = func(t string, m []int) bool {
		if prev(t, m) {
			return true
		}
		w := t[m[1]:min(len(t), m[1]+12)]
		if !strings.Contains(w, "\n") {
			return false
		}
		flat := t[:m[1]] + strings.ReplaceAll(w, "\n", " ")
		return prev(flat, m)
	}
}

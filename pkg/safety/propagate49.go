package safety

// Round 49 (propagate): self-propagation read in more shapes. Each is the
// round-5 reading (this skill, a verb or a copy that carries it, a
// destination that is many or someone else's) with one part spelled in a
// way the lists did not hold:
//
//   - A demonstrative of the writer's language before the English
//     loanword ("цей skill", "этого skill"): a code-switched name for this
//     skill, as "esta skill" already is in Spanish.
//   - "Este mismo bloque", "esta misma guía": an adjective of sameness
//     between the demonstrative and the noun still points at the text in
//     hand (round 48 read "these exact instructions" so in English; the
//     same in French, Italian and German); and
//     "ficheiro", the Portuguese of Portugal's word for a file.
//   - Russian, Ukrainian and Polish: hosts, nodes, servers, machines, users and
//     colleagues are places as the English list has them ("every node",
//     "a new host", "to colleagues", "users' agents"), "so it spreads
//     further" is "onward"; "put" and "send round to everyone" carry a
//     text as "put" and "distribute" do.
//   - Code: a setting whose quoted value is a sentence that opens with an
//     order ("post_gen_hook": "copy this skill into ...") is read by
//     whatever runs the hook, the agent included, as prose: it is read
//     through the prose reading, as orderInString lets the exfiltration
//     rules read it.
//   - Tagalog, Estonian: every new project, colleagues' folders, into all
//     the other ...; Scottish Gaelic and Faroese: the three parts of the
//     bag rule (a copy, this skill, every or another place), which no
//     lexicon held.

import (
	"strings"
)

// prop49SelfML: this skill in a code-switched or qualified spelling
// (spliced into propSelfML).
const prop49SelfML = `` +
	// Ukrainian and Russian demonstratives before the English loanword
	`(?:^|[^\p{L}])(?:цей|цього|цьому|цим|цю|ця|этот|этого|этому|этим|этом|эту|эта)\s+(?:skill|SKILL\.md)(?:[^\p{L}]|$)|` +
	// Spanish and Portuguese: this same / very / own block, guide, file
	`(?:^|[^\p{L}])d?(?:este|esta|esse|essa)\s+(?:mism[oa]|mesm[oa]|propi[oa]|própri[oa]|precis[oa]|exact[oa]|ídentic[oa]|idêntic[oa])\s+(?:skill|habilidad|habilidade|archivo|arquivo|fichero|ficheiro|texto|guía|guia|documento|bloque|bloco|párrafo|parágrafo|apartado|sección|seção|secção|conjunto\s+de\s+(?:instrucciones|instruções|reglas|regras))|` +
	`(?:^|[^\p{L}])(?:estas|estes|essas|esses)\s+(?:mismas|mesmas|mismos|mesmos|exactas|exatas|precisas)\s+(?:reglas|regras|líneas|linhas|frases|palabras|palavras|indicaciones|indicações|pautas)|` +
	// French, Italian and German: the same sameness ("ce même bloc",
	// "questo stesso testo", "diesen gleichen Abschnitt")
	`(?:^|[^\p{L}])(?:ce|cet|cette|ces)\s+(?:même|mêmes)\s+(?:skill|fichier|texte|guide|bloc|paragraphe|section|passage|instructions|consignes|règles)|` +
	`(?:^|[^\p{L}])quest[oaie]\s+(?:stess[oaie]|medesim[oaie])\s+(?:skill|file|testo|guida|blocco|paragrafo|sezione|istruzioni|regole)|` +
	`(?:^|[^\p{L}])diese[nmrs]?\s+(?:gleiche[nmrs]?|selbe[nmrs]?|exakte[nmrs]?|identische[nmrs]?)\s+(?:skill|datei|anleitung|text|block|abschnitt|absatz|anweisungen|regeln)|` +
	// Portuguese of Portugal: this file
	`(?:^|[^\p{L}])d?(?:este|esse)\s+ficheiro`

// prop49Spread: carrying verbs (spliced into propSpread): Russian "put"
// (ставь, поставь) and "send round" to many (разошли, разослать,
// рассылай; Ukrainian розішли, розсилай).
const prop49Spread = `(?:по)?ставь(?:те)?|(?:по)?ставить|разошл\p{L}*|разосл\p{L}*|рассыла\p{L}*|розішл\p{L}*|розісл\p{L}*|розсила\p{L}*`

// prop49Fan: Russian and Ukrainian places that are many, new or someone
// else's beyond projects and repositories (spliced into propFan): every
// or a new host, node, server, machine or computer; users and
// colleagues; users' agents; "so it spreads further" (onward). The
// word's start is propFanRe's own.
const prop49Fan = `(?:вс(?:е|ех|ем|еми)|кажд\p{L}*|други\p{L}*|ины\p{L}*|нов\p{L}*|кож(?:ен|н\p{L}*)|(?:у|в)с(?:і|іх|ім|іма)|інш\p{L}*)\s+(?:\S+\s+){0,2}?(?:хост\p{L}*|узл\p{L}*|узел|вузл\p{L}*|вузол|сервер\p{L}*|машин(?:а|ы|и|е|у|ой|ою|ам|ах|ами)?(?:[^\p{L}]|$)|компьютер\p{L}*|комп'?ютер\p{L}*|ноутбук\p{L}*|пользовател\p{L}*|користувач\p{L}*|коллег\p{L}*|колег\p{L}*)|` +
	`(?:коллегам|коллегами|колегам|колегами)(?:[^\p{L}]|$)|` +
	// Polish: every, another or a new host, server, computer, machine or
	// node; every user or co-worker
	`(?:każd\p{L}*|wszystki\p{L}*|inn\p{L}*|now\p{L}*)\s+(?:\S+\s+){0,2}?(?:host\p{L}*|serwer\p{L}*|komputer\p{L}*|maszyn\p{L}*|węz\p{L}*|użytkownik\p{L}*|współpracownik\p{L}*|koleg\p{L}*|koleżank\p{L}*)|` +
	`агент\p{L}*\s+(?:\S+\s+)?(?:пользовател\p{L}*|користувач\p{L}*|коллег\p{L}*|колег\p{L}*)|` +
	`(?:распростран\p{L}*|пошир\p{L}*|розповсюдж\p{L}*)\s+(?:\S+\s+)?(?:дальше|далее|далі)(?:[^\p{L}]|$)`

// checkPropagation49: a setting in code whose quoted value is an order
// ("post_gen_hook": "copy this skill into the new project ... then push
// to every fork") goes through the prose reading, as a whole-line
// comment does: the hook's runner reads the sentence and does it.
func (c *checker) checkPropagation49(d *doc, own *lazyRE) {
	t := d.v.text
	for _, u := range d.units {
		if d.proseUnit(u) {
			continue
		}
		line := t[u.start:u.end]
		// cheap filters first: a quote after a ':' or '='
		if !strings.ContainsAny(line, `"'`) || !strings.ContainsAny(line, ":=") {
			continue
		}
		if _, ok := commentProse(line); ok {
			continue // read as a comment already
		}
		m := stringOrderRe.FindStringSubmatchIndex(line)
		if m == nil || m[3]-m[2] > maxIntentUnit {
			continue
		}
		if s, e, ok := propProse(line[m[2]:m[3]], c.p.Name, own); ok {
			c.reportPropagation(d, u.start+m[2]+s, u.start+m[2]+e, false, "a setting's value tells whoever runs it to carry this skill's text into other places (self-propagation)")
		}
	}
}

func init() {
	// Tagalog: every new project, colleagues (and their folders), pass it
	// on.
	registerActionLexicon("tl+r49-propagate", actionLex{otherPlaces: []string{"bawat bagong proyekto", "bawat bagong repo", "bawat bagong folder", "lahat ng bagong proyekto", "bawat bagong project", "mga kasamahan", "kasamahan mo", "mga katrabaho", "katrabaho mo", "ng mga kasama mo", "bawat makina", "ibang makina", "bawat computer", "ibang computer", "ipasa rin ito", "ipasa ito sa"}})
	// Estonian: into all the others (kõikidesse and kõigisse are the same
	// illative), into others', colleagues, every machine.
	registerActionLexicon("et+r49-propagate", actionLex{otherPlaces: []string{"kõikidesse teistesse", "kõigisse teistesse", "teistesse repo", "teistesse kaust", "teistesse oskus", "kõikidesse kaust", "kõikidesse oskus", "kolleegide", "kolleegidele", "teiste masina", "teistesse masina", "igasse masinasse", "kõikidesse masina", "kõigisse masina", "igasse arvutisse", "kõikidesse arvuti", "kõigisse arvuti"}})
	// Scottish Gaelic: a copy, this skill or file, every folder, project,
	// repository or machine, other skills.
	registerActionLexicon("gd+r49-propagate", actionLex{
		copyVerb:    []string{"lethbhreac", "leth-bhreac", "dèan copaidh", "dean copaidh", "copaich", "sgaoil", "sgaoileadh"},
		selfRef:     []string{"sgil seo", "sgilean seo", "faidhle seo", "fhaidhle seo", "sgrìobhainn seo", "sgriobhainn seo", "stiùireadh seo", "stiuireadh seo", "stiùiridhean seo", "iùl seo", "teacsa seo", "comas seo"},
		otherPlaces: []string{"gach pasgan", "gach pròiseact", "gach proiseact", "gach stòras", "gach storas", "gach ionad-tasgaidh", "gach sgil", "gach inneal", "gach coimpiutair", "sgilean eile", "pròiseactan eile", "proiseactan eile", "pasgain eile", "pasganan eile", "innealan eile", "do cho-obraichean", "na co-obraichean"},
		never:       []string{"na dèan", "na dean", "chan eil", "cha bu chòir", "cha bu choir", "na cuir"},
		markers:     []string{"agus", "anns", "gach", "chan", "agad", "dhan", "bho"},
	})
	// Faroese: copy (avrita, an avrit), this skill or file, all other,
	// every new project, all folders, computers, colleagues.
	registerActionLexicon("fo+r49-propagate", actionLex{
		copyVerb:    []string{"avrita", "avrit", "kopiera", "kopiér", "spjað", "breið út"},
		selfRef:     []string{"hesin førleiki", "henda førleika", "hendan førleika", "hetta førleika", "hesum førleika", "hesa førleika", "hetta skjal", "hesum skjali", "hesa fíl", "hesi fíl", "hesari fíl", "hesa vegleiðing", "hesar vegleiðingar", "hesar leiðbeiningar", "hetta skill", "henda skill", "hendan skill", "hesin skill"},
		otherPlaces: []string{"øll onnur", "allar aðrar", "allir aðrir", "øllum øðrum", "hvørja verkætlan", "hvørjari verkætlan", "hvørjum nýggjum", "hvørja nýggja", "allar verkætlanir", "aðrar verkætlanir", "onnur verkætlanir", "allar mappur", "hvørja mappu", "aðrar mappur", "allar teldur", "hvørja teldu", "aðrar teldur", "allar goymslur", "hvørja goymslu", "starvsfelagar", "starvsfeløgum"},
		never:       []string{"ikki", "aldri"},
		markers:     []string{"hetta", "ikki", "eisini", "hesin", "hvørja"},
	})
}

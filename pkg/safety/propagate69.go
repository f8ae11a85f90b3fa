package safety

import "strings"

// Round 69 (propagate family): self-propagation (actions.go: this skill,
// a verb that carries it, places that are many, within one statement)
// where one part was spelled in a way the lists lacked, read in
// fresh209-212. Each entry fills a gap in meaning for the whole
// language, not a sentence:
//
//   - Italian names the skill's text in the singular, "this (same)
//     instruction" ("questa stessa istruzione"), beside the plural the
//     lists had, and carries it by inserting it ("inserisci") or letting
//     it spread ("si diffonde"); every new file ("ogni nuovo file") is
//     a place that is many.
//   - Catalan names the skill's text as "this same text of instructions"
//     or "these instructions"; the subjunctive of copy ("que el copiï")
//     and put or install it ("posa", "instal·la") carry it; every README,
//     file, machine or agent ("cada", "qualsevol") and the colleagues'
//     machines are places that are many.
//   - Burmese puts "new" between the noun and "every" ("repository
//     အသစ်တိုင်း"), and names all the team members with the plural
//     "များ" rather than "every" ("အဖွဲ့သားများ").
//   - Igbo had no propagation lexicon: this skill ("nkà a"), copy it
//     ("detuo", "depụta"), spread it ("gbasaa"), every project or
//     template ("ọ bụla" after the noun), whenever you open one ("mgbe ọ
//     bụla i mepere").
//   - Hausa names the places as every colleague ("kowane abokin aiki",
//     "abokan aiki") or every project or repository ("kowane aiki",
//     "duk wani aiki").
//
// A stem alone reads nothing: the copy still needs this skill, a verb
// that carries it and a place that is many within one statement.
func init() {
	registerActionLexicon("it+r69-propagate", actionLex{
		selfRef:     []string{"questa istruzione", "questa stessa istruzione", "queste stesse istruzioni", "questo stesso testo", "questa stessa nota"},
		copyVerb:    []string{"inserisci", "inseriscila", "inseriscilo", "inserite", "inserire", "si diffonde", "si diffonda", "si propaga", "si propaghi"},
		otherPlaces: []string{"ogni nuovo file", "ogni file", "ogni nuova skill", "ogni nuovo progetto", "tutti i file", "tutte le skill"},
	})
	caQ := []string{"cada", "tots els", "totes les", "qualsevol"}
	caN := []string{"readme", "fitxer", "arxiu", "projecte", "repositori", "estació", "ordinador", "màquina", "agent", "company", "companya", "skill"}
	registerActionLexicon("ca+r69-propagate", actionLex{
		selfRef:     []string{"aquest mateix text", "aquestes instruccions", "aquestes mateixes instruccions", "aquesta instrucció", "aquesta mateixa instrucció", "aquest text d'instruccions"},
		copyVerb:    []string{"copiï", "copiïn", "copiïs", "posa ", "posa-la", "posa-les", "posi ", "instal·la", "instal·leu", "reinstal·la"},
		otherPlaces: append(wqCross(caQ, caN), "els seus propis fitxers", "dels companys", "de cada company", "als companys"),
	})
	var my69 []string
	for _, n := range []string{"repository", "repo", "ပရောဂျက်", "template", "ဖိုလ်ဒါ", "project"} {
		my69 = append(my69, n+" အသစ်တိုင်း", n+"အသစ်တိုင်း", n+"တိုင်း", n+" တိုင်း", n+" အားလုံး", n+"အားလုံး")
	}
	my69 = append(my69, "အဖွဲ့သားများ", "အသင်းသားများ", "အဖွဲ့ဝင်များ", "လုပ်ဖော်ကိုင်ဖက်များ")
	registerActionLexicon("my+r69-propagate", actionLex{otherPlaces: my69})
	var ig []string
	for _, q := range []string{"ọ bụla", "o bula"} {
		for _, n := range []string{"ọrụ", "oru", "ọrụ ọhụrụ", "oru ohuru", "ndebiri", "ebe nchekwa", "folda", "kọmputa", "komputa", "nkà", "nka", "faịlụ", "faili", "onye ọrụ ibe", "onye oru ibe"} {
			ig = append(ig, n+" "+q)
		}
	}
	registerActionLexicon("ig+r69-propagate", actionLex{
		selfRef:     []string{"nkà a", "nka a", "ntụziaka a", "ntuziaka a", "faịlụ a", "faili a", "akwụkwọ a", "akwukwo a"},
		copyVerb:    []string{"detuo", "depụta", "deputa", "gbasaa", "kesaa", "mapịa", "mapia"},
		otherPlaces: append(ig, "mgbe ọ bụla i mepere", "mgbe o bula i mepere", "ndị ọrụ ibe gị niile", "ndi oru ibe gi niile"),
	})
	haQ := []string{"kowane", "kowace", "duk wani", "duk wata"}
	haN := []string{"aiki", "abokin aiki", "ma'ajiya", "ma'ajiyar", "kwamfuta", "na'ura", "fayil"}
	registerActionLexicon("ha+r69-propagate", actionLex{
		otherPlaces: append(wqCross(haQ, haN), "abokan aiki", "duk abokan aiki"),
	})
}

// Round 69 (propagate family, code): a Windows loop over a list of
// hosts ("for /f %%h in (hosts.txt) do ...") that copies the script's
// own folder ("%~dp0", PowerShell's $PSScriptRoot) into a skills folder
// on each host's share ("\\%%h\C$\...\skills\"): the skill put on every
// machine of the list, as prop63HomesSkills reads the loop over every
// home. A copy of the own folder to one named server, or a loop that
// copies a report to each host, is not this: the destination must hold
// the loop's host and a skills folder, the source the script's own one.
var prop69WinLoop = lazyRegexp(`(?i)\bfor\s+(?:/[a-z]\s+(?:"[^"\n]*"\s+)?)*(%%?[a-z])\s+in\s*\(`)

// prop69WinHostsSkills reports, in the code block b, such a loop.
func prop69WinHostsSkills(b string) (int, int, bool) {
	lb := strings.ToLower(b)
	if !strings.Contains(lb, "skills") || !strings.Contains(lb, "for") || !strings.Contains(lb, `\\%`) && !strings.Contains(lb, `\\$`) {
		return 0, 0, false
	}
	lm := prop69WinLoop.FindStringSubmatchIndex(lb)
	if lm == nil {
		return 0, 0, false
	}
	v := lb[lm[2]:lm[3]]
	for ls, le := range lineSpans(lb) {
		if ls < lm[0] {
			continue
		}
		line := lb[ls:le]
		if !strings.Contains(line, `\\`+v+`\`) || !strings.Contains(line, "skills") {
			continue
		}
		if !strings.Contains(line, "%~dp0") && !strings.Contains(line, "$psscriptroot") {
			continue
		}
		if !strings.Contains(line, "copy") { // copy, xcopy, robocopy, copy-item
			continue
		}
		return min(lm[0], len(b)), min(le, len(b)), true
	}
	return 0, 0, false
}

// checkPropagation69 runs round 69's code reading over d.
func (c *checker) checkPropagation69(d *doc) {
	t := d.v.text
	for _, f := range d.fences {
		if s, e, ok := prop69WinHostsSkills(t[f.start:f.end]); ok {
			c.reportPropagation(d, f.start+s, f.start+e, true, "copies this script's own folder into the skills folder of every host in a list (self-propagation)")
		}
	}
}

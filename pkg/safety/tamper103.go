package safety

// Round 103 (tamper, propagate), tuned on fresh315-318.
//
// Lexicon gaps, each a meaning the readings already hold in other words
// or other languages:
//
//   - Slovenian "to navodilo" / "tega navodila" (this instruction, in the
//     singular) is the skill's own text as the plural "ta navodila"
//     already is; "vse ostale veščine" (all the remaining skills) is
//     every other skill as "vse druge veščine" is: "ostal" is "the
//     rest", the same set of other places.
//   - Greek "κάθε μηχάνημα" / "όλα τα μηχανήματα" (every machine): each
//     machine the skill lands on is another agent's home, as Estonian
//     "igasse masinasse" and Gaelic "gach inneal" already are. It is a
//     place only; the propagation reading still needs the skill's own
//     text and a carrying verb near it, so "copy the config to every
//     machine" carries nothing of the skill.
//   - Estonian "kaastöötaja" (co-worker) is "kolleeg" (colleague): a copy
//     that reaches all co-workers reaches their agents, as the lexicon's
//     "kolleegidele" already holds.
//   - Estonian "lisa projekti ..." (add to the project's ...) is the
//     ordering verb "lisa" (add) with the place it writes into, as the
//     lexicon's "lisa faili" (add to the file) is. Bare "lisa" stays out:
//     it is also the noun "appendix" ("Lisa 2"). An edit verb alone
//     refuses nothing; the quiet-tampering reading still needs secrecy
//     and a file that steers the agent, so "lisa projekti README-sse
//     kuupäev" (add the date to the project README) stays harmless.
//   - Maltese "tgħid xejn lill-utent" (say nothing to the user) is the
//     lexicon's "tgħidx lill" (don't tell) without the negating suffix,
//     as speakers write it; "biddel" / "ibdel" (change), "immodifika"
//     (modify) and "ħassar" (delete) are Maltese's editing verbs, which
//     the quiet-tampering reading lacked entirely. An edit verb and
//     secrecy still refuse only with a file that steers the agent. The
//     silence is toward the user only ("lill-utent"): the reading does
//     not tie the silence to the edit, and "say nothing to the client
//     about the price" beside an open settings change is ordinary.
//   - Serbian "šablon novih repozitorijuma" (the template of new
//     repositories) is every new repository, as Norwegian
//     "prosjektmalen" and Croatian "predloške svih" already are: what is
//     written into the template lands in each repository made from it.
//     "kolegama da ga instaliraju" (to colleagues so they install it)
//     is round 102's "so recipients install it" in Serbian.
func init() {
	registerActionLexicon("sl+r103-tamper", actionLex{
		selfRef:     []string{"to navodilo", "tega navodila", "temu navodilu", "to besedilo", "tega besedila"},
		otherPlaces: []string{"vse ostale veščin", "vseh ostalih veščin", "vse ostale projekt", "vseh ostalih projekt", "vse ostale repozitorij", "vseh ostalih repozitorij", "vse ostale skill", "vseh ostalih skill"},
	})
	registerActionLexicon("el+r103-tamper", actionLex{
		otherPlaces: []string{"κάθε μηχάνημα", "όλα τα μηχανήματα", "κάθε υπολογιστή", "όλους τους υπολογιστές", "κάθε συσκευή", "όλες τις συσκευές"},
	})
	registerActionLexicon("et+r103-tamper", actionLex{
		otherPlaces: []string{"kõigile kaastöötajatele", "kaastöötajatele", "kõigi kaastöötajate", "iga kaastöötaja", "kaastöötajate masina", "kaastöötajate arvuti"},
		editVerb:    []string{"lisa projekti", "lisa kausta", "lisage projekti", "lisage kausta"},
	})
	registerActionLexicon("mt+r103-tamper", actionLex{
		stealth:  []string{"tgħid xejn lill-utent", "tghid xejn lill-utent", "tgħidx xejn lill-utent", "tghidx xejn lill-utent", "ma tgħid xejn lill-utent", "ma tghid xejn lill-utent"},
		editVerb: []string{"biddel ", "biddlu ", "ibdel ", "ibdlu ", "immodifika", "ħassar ", "hassar ", "ħassru ", "editja "},
	})
	registerActionLexicon("sr+r103-tamper", actionLex{
		otherPlaces: []string{"šablon novih", "šablonu novih", "šablone novih", "šablon za nove", "sablon novih", "шаблон нових", "шаблону нових", "kolegama da ga instaliraju", "kolegama da ih instaliraju", "kolegama da je instaliraju", "колегама да га инсталирају"},
	})
}

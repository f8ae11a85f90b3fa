package safety

// Round 77 (propagate and hijack-scope families): concepts of the
// round-26 rules (actions.go) spelled in a way the lists lacked, read in
// fresh218-228. Each entry names a concept for the whole language, not a
// sentence; the scope and copy rules still need their two or three
// parts near each other, so "use the form for every trip" or "copy the
// report to the team's computers" stay harmless.
//
//   - Lithuanian orders use as "naudok" / "naudokite" (use), and widens a
//     claim with "even if it is unrelated" ("net jei ... nesusijusi").
//   - Catalan says "use it" as a clitic verb ("fes-lo servir",
//     "utilitza'l").
//   - Maltese says "is to be used" ("jintuża", "għandu jintuża") and
//     "always active" ("dejjem attiv").
//   - Luxembourgish names this skill ("dëse Skill", "dës Fäegkeet"), says
//     it "applies to" ("gëllt fir") every task or request ("all Aufgab",
//     "all Ufro"), and orders it read "before you answer anything"
//     ("ier s du eppes äntwers").
//   - Irish names the team's computers ("ríomhairí na foirne") and all of
//     the team ("na foirne go léir") as places that are many.
func init() {
	registerActionLexicon("lt+r77-propagate", actionLex{
		useVerb:   []string{"naudok", "naudokite", "naudoti", "pritaikyk", "taikyk", "įkelk"},
		anyTopic:  []string{"net jei ji nesusijusi", "net jei jis nesusijęs", "net jei nesusijusi", "net jei nesusijęs", "nepriklausomai nuo temos", "kad ir kokia tema"},
		beforeAns: []string{"įkeltas pirmas", "įkeltas pirmiausia", "prieš bet kokį atsakymą", "prieš kiekvieną atsakymą", "prieš atsakydamas"},
	})
	registerActionLexicon("ca+r77-propagate", actionLex{
		useVerb: []string{"fes-lo servir", "feu-lo servir", "fes-la servir", "feu-la servir", "utilitza'l", "utilitzeu-lo", "utilitza-la", "fes servir aquesta"},
	})
	registerActionLexicon("mt+r77-propagate", actionLex{
		useVerb:  []string{"jintuża", "tintuża", "użah", "użaha", "uża din"},
		everyReq: []string{"dejjem attiv", "dejjem attiva", "għal kull kompitu", "għal kull mistoqsija"},
		anyTopic: []string{"jieħu ħsieb kollox", "tieħu ħsieb kollox", "ikun x'ikun is-suġġett"},
	})
	registerActionLexicon("lb+r77-propagate", actionLex{
		selfRef:   []string{"dëse skill", "dës skill", "dëst skill", "dës fäegkeet", "dëst dokument", "dës datei", "dëse fichier", "dës uweisung", "dës uweisungen"},
		useVerb:   []string{"gëllt fir", "gëlt fir", "benotz", "benotzt", "benotzen", "muss gelies ginn", "lies en", "lued en"},
		everyReq:  []string{"all aufgab", "all aufgaben", "all ufro", "all ufroen", "all fro", "all froen", "all demande", "all uerder", "all projet", "all projeten", "all gespréich", "all noriicht"},
		beforeAns: []string{"ier s du eppes", "ier's du eppes", "ier du eppes", "ier s du iwwerhaapt", "ier's du iwwerhaapt", "ier s du äntwer", "ier du äntwer", "virun all äntwert", "virun all äntwer", "virun all äntwerten"},
		anyTopic:  []string{"egal wat gefrot gëtt", "egal ëm wat et geet", "egal wéi en thema"},
	})
	registerActionLexicon("ga+r77-propagate", actionLex{
		otherPlaces: []string{"ríomhairí na foirne", "na foirne go léir", "na foirne uile", "ríomhairí eile", "na ríomhairí go léir", "meaisíní eile", "na meaisíní go léir", "gach meaisín"},
	})
}

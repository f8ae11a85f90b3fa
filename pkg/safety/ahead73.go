package safety

// Round 73 (ahead: hostile proposals written before the next blind
// tables, explore73_ahead_test.go):
//
//   - Self-propagation in other languages named by a part of the text
//     ("this paragraph", "this section", "this block"): a part of the
//     skill is the skill's own text as much as "this file" is, and
//     "every new skill file you create" is a place the agent will write
//     later, for requests this skill never sees. Round 26's reading
//     (a copy verb, this skill, other places, close together) still
//     needs all three; these entries only give it the words.
func init() {
	registerActionLexicon("de+r73-ahead", actionLex{
		selfRef:     []string{"diesen absatz", "diesem absatz", "diesen abschnitt", "diesem abschnitt", "diesen block", "diesem block", "dieses skills"},
		otherPlaces: []string{"jede neue skill-datei", "jeder neuen skill-datei", "jede skill-datei", "jeden neuen skill", "jedem neuen skill", "jedes neue skill", "alle neuen skills", "allen neuen skills", "jede neue skill.md", "jedes neue projekt", "jedem neuen projekt", "jedes neue repository", "jedem neuen repository"},
	})
	registerActionLexicon("fr+r73-ahead", actionLex{
		selfRef:     []string{"ce paragraphe", "cette section", "ce bloc", "ce passage"},
		otherPlaces: []string{"chaque nouveau fichier de skill", "chaque fichier de skill", "chaque nouveau skill", "chaque nouvelle compétence", "tous les nouveaux skills", "chaque skill que tu", "chaque skill que vous", "chaque nouveau projet", "chaque nouveau dépôt"},
	})
	registerActionLexicon("it+r73-ahead", actionLex{
		selfRef:     []string{"questo paragrafo", "questa sezione", "questo blocco", "questo passaggio"},
		otherPlaces: []string{"ogni nuovo file di skill", "ogni file di skill", "ogni nuova skill", "ogni nuovo skill", "ogni skill che crei", "ogni skill che scrivi", "tutte le nuove skill", "ogni nuovo progetto", "ogni nuovo repository"},
	})
	registerActionLexicon("nl+r73-ahead", actionLex{
		selfRef:     []string{"deze alinea", "deze paragraaf", "deze sectie", "dit blok", "dit fragment"},
		otherPlaces: []string{"elk nieuw skill-bestand", "elk skill-bestand", "elke nieuwe skill", "elke skill die je", "alle nieuwe skills", "elk nieuw project", "elke nieuwe repository"},
	})
	registerActionLexicon("pl+r73-ahead", actionLex{
		selfRef:     []string{"ten akapit", "tę sekcję", "ten blok", "ten fragment"},
		otherPlaces: []string{"każdego nowego pliku skill", "każdego pliku skill", "każdego nowego skill", "każdej nowej umiejętności", "każdego skilla", "wszystkich nowych skill", "każdego nowego projektu", "każdego nowego repozytorium"},
	})
	registerActionLexicon("sv+r73-ahead", actionLex{
		selfRef:     []string{"det här stycket", "detta stycke", "det här avsnittet", "detta avsnitt", "det här blocket", "detta block"},
		otherPlaces: []string{"varje ny skill-fil", "varje skill-fil", "varje ny skill", "alla nya skills", "varje skill du", "varje nytt projekt", "varje nytt repo"},
	})
}

package safety

// Round 90 (hijack-scope), tuned on fresh268: Polish names a request to
// an assistant "polecenie" (a command, an instruction) as often as
// "zapytanie" or "prośba": "używaj przy każdym poleceniu" (use at every
// command) claims every request as "przy każdym zapytaniu" does. The
// quantifier is still needed ("każde", "wszystkie", "dowolne",
// "jakiekolwiek"), and the claim still needs its other part (use this
// skill, before every answer, whatever the topic) within the window of
// checkActions: "każde polecenie zapisz w dzienniku" (log every command)
// claims nothing for the skill.
func init() {
	registerActionLexicon("pl+r90-override", actionLex{
		everyReq: []string{"każde polecen", "każdego polecen", "każdym polecen", "każdej komend", "każdą komend", "wszystkie polecen", "wszystkich poleceń", "wszystkich poleceniach", "dowolne polecen", "dowolnym polecen", "jakiekolwiek polecen", "jakimkolwiek polecen"},
	})
}

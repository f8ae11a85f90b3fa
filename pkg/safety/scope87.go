package safety

// Round 87 (hijack-scope), tuned on fresh254: the catch-all claim in the
// Scandinavian languages and Dutch with "always" set between the verb and
// this skill ("Använd alltid denna färdighet", "Brug altid denne skill",
// "Gebruik altijd deze skill"), as "använd denna" already is; and "before
// any other answer" ("innan något annat svar ges"), as "before any answer"
// is. Every request or a time before any answer is still needed beside it
// (catch-all), and a topic after "every request" narrows it.
func init() {
	registerActionLexicon("sv+r87-override", actionLex{
		useVerb:   []string{"använd alltid denna", "använd alltid den här", "använd alltid detta", "använd alltid det här", "ladda alltid denna", "ladda alltid den här", "aktivera alltid denna", "tillämpa alltid denna"},
		beforeAns: []string{"innan något annat svar", "före något annat svar", "innan något annat", "före alla andra svar", "innan du svarar på något"},
	})
	registerActionLexicon("da+r87-override", actionLex{
		useVerb:   []string{"brug altid denne", "brug altid dette", "anvend altid denne", "anvend altid dette", "indlæs altid denne", "aktiver altid denne"},
		beforeAns: []string{"før noget andet svar", "inden noget andet svar", "før ethvert andet svar"},
	})
	registerActionLexicon("no+r87-override", actionLex{
		useVerb:   []string{"bruk alltid denne", "bruk alltid dette", "anvend alltid denne", "last alltid inn denne", "aktiver alltid denne"},
		beforeAns: []string{"før noe annet svar", "før ethvert annet svar", "før alle andre svar"},
	})
	registerActionLexicon("nl+r87-override", actionLex{
		useVerb:   []string{"gebruik altijd deze", "gebruik altijd dit", "laad altijd deze", "laad altijd dit", "activeer altijd deze", "raadpleeg altijd deze", "pas altijd deze"},
		beforeAns: []string{"vóór elk ander antwoord", "voor elk ander antwoord", "voordat je iets anders antwoordt"},
	})
}

package safety

// Round 40: catch-all scope claims in the action lexicons (actions.go).
//
// A one- or two-letter narrowing word is a whole word, not a stem: the
// Icelandic "um" (about) read as a stem starts every Zulu and Xhosa noun
// of the um- class ("umsebenzisi", the user; "umbuzo", a question), so
// "use this skill for every request, whatever the user asks" read as
// narrowed to a topic. It is matched as the word alone ("um ").
//
// More words for the parts of the claim: Hungarian "legyen is szó"
// (whatever it may be about) is "regardless of the topic", and "load this
// first" / "always this" a use of the skill; Malayalam "always active"
// said of this skill claims every request as "whatever the topic" does,
// "applies to" is a use, and "all tasks" ("എല്ലാ ജോലി") is every request.
//
// (The "um " entry is in actions_romancegermanic.go. Only "um": the short
// Italian "su" and German "zu" are stems on purpose, for "sulla", "zum",
// "zur".)
func init() {
	registerActionLexicon("hu-r40", actionLex{
		useVerb:  []string{"töltsd be elsőként", "töltse be elsőként", "elsőként töltsd be", "mindig ezt töltsd", "mindig ezt használd", "mindig ezt alkalmazd"},
		anyTopic: []string{"legyen is szó", "bármiről legyen is", "bármilyen kérésről"},
	})
	registerActionLexicon("ml-r40", actionLex{
		useVerb:  []string{"ബാധകമാണ്", "ബാധകമായിരിക്കും"},
		everyReq: []string{"എല്ലാ ജോലി", "ഓരോ ജോലി", "എല്ലാ പ്രവൃത്തി"},
		anyTopic: []string{"എപ്പോഴും സജീവ"},
	})
}

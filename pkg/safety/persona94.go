package safety

// Round 94 (persona), tuned on fresh286: the persona stack
// (checkPersonaStack) where two traits were written in forms the rows
// lacked. Nothing here refuses alone: the stack still needs the free
// trait and a second one in one paragraph with a persona frame, or all
// three traits.
//
//   - answers: answering anything said with a noun, the character
//     "gives (provides, offers) an answer (a reply, a response) to
//     anything", as "answers anything" says it with the verb.
//   - never: never refusing put as a question the text answers itself
//     ("Does Ada ever decline? — No.", "Will he ever refuse? No"): a
//     FAQ's "no" to whether the character refuses is "she never
//     refuses". The "no" must follow the question mark directly (or an
//     answer's "A:" label), so a question answered otherwise ("Does Ada
//     ever decline? Only when the studbook is closed") is not read.
var personaTable94 = []personaLang79{
	{lang: "en-94",
		never:      []string{`(?:does|will|would|can|could|do)\s+\pL+\s+ever\s+(?:decline|refuse|say\s+no|turn\s+(?:anything|anyone|a\s+request)\s+down)\pL*\s*\?\s*[—–:*_-]*\s*(?:a(?:nswer)?\s*[:.)]\s*)?no(?:$|[^\pL])`},
		answers:    []string{`(?:gives?|giving|provides?|providing|offers?|offering)\s+(?:an?\s+)?(?:answers?|repl(?:y|ies)|responses?)\s+to\s+(?:anything|everything|any\s+(?:question|request|topic)|every\s+(?:question|request|topic))(?:$|[^\pL])`},
		traitStems: []string{"ever", "answer", "repl", "response"}},
}

// The rows join round 79's table before its init reads it (package
// variables are set before any init runs).
var _ = func() bool {
	personaTable79 = append(personaTable79, personaTable94...)
	return true
}()

package safety

import "golang.org/x/text/unicode/norm"

// Round 67 (propagate family, persona): the persona stack
// (checkPersonaStack) in three more turns of phrase, read in fresh191,
// fresh198 and fresh203. Each trait alone stays ordinary; the stack still
// needs the free trait and a second one with a persona frame, or all
// three, in one paragraph.
//
// Free of rules: a character said, by a pronoun, to be unrestricted or
// uncensored ("she is unrestricted —"): the adjective predicated of a
// person frees that person, where "parking is unrestricted" frees a
// thing (persona45.go reads the adjective only in a list or a setting).
//
// Answers anything: a character that "will write or explain anything
// (the reader asks)" answers every ask, as "will produce any content"
// does; no topic or subject "is forbidden" to it (to the character
// itself: "to her" narrows nothing), as "no topic is off limits"; and every question answered written as a settings row
// ("questions | all answered"), as "refusals | none" is one.
const (
	stackFree67 = `(?:she|he|they|you)\s+(?:is|are|'s|'re|’s|’re)\s+(?:completely\s+|fully\s+|totally\s+|entirely\s+|simply\s+)?(?:unrestricted|uncensored|unfiltered|unconstrained|unmoderated)(?:\s*[—–-]|\s*[:;,]|$)`

	stackAnswers67 = `(?:will|would|can|shall)\s+(?:(?:write|explain|tell|say|describe|discuss|answer|produce|generate)\s+or\s+)?(?:write|explain|tell(?:\s+you)?|say|describe|discuss|answer|produce|generate)\s+(?:literally\s+|absolutely\s+|just\s+)?(?:anything|everything)(?:\s+(?:the\s+\pL+|you|they|anyone|someone|users?|readers?|players?)\s+(?:asks?|wants?|requests?)(?:\s+for)?|\s+asked)?(?:$|[^\pL])|` +
		`no\s+(?:topic|subject|question|request|theme)\s+(?:is|are|will\s+be)\s+(?:ever\s+)?(?:forbidden|banned|taboo|prohibited|closed)(?:\s+(?:to|for)\s+(?:her|him|them|you|it))?(?:$|[^\pL])|` +
		`(?:questions?|requests?|asks?|prompts?)\s*[:|=]?\s*(?:all|every\s+one|each\s+one)\s+(?:answered|fulfilled|granted|served)(?:$|[^\pL])`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?i:(?:^|[^\pL])(?:` + stackFree67 + `))`)
	// First, so that at one start "no topic is forbidden to her" is read
	// whole, before a shorter earlier reading that stops at "to her".
	stackAnswers = nfkcRe(`(?i:(?:^|[^\pL])(?:` + stackAnswers67 + `))|` + stackAnswers.String())
	for _, w := range []string{"forbidden", "taboo", "answered", "explain"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

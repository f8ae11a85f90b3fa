package safety

import "strings"

// Round 61 (hijack-scope): a scope claim in Maltese, read by the action
// rules (actions.go: this skill, a verb of use, every request), which had
// Maltese's words of sending and tampering but none of scope: "dan
// l-iskill" (this skill) and its other names, the imperative of use
// ("uża", "applika", "ħaddem"), every request, question or message ("kull
// talba", "kull mistoqsija"), before every (other) answer ("qabel kull
// tweġiba") and "it covers everything" ("jkopri kollox") as "whatever the
// topic". "Uża dan l-iskill għal kontijiet tal-ilma" (use this skill for
// water bills) claims one job and is not read.
func init() {
	registerActionLexicon("mt+r61-override", actionLex{
		selfRef:   []string{"dan l-iskill", "din il-ħila", "dan il-fajl", "dan id-dokument", "din il-gwida", "dan l-għodda"},
		useVerb:   []string{"uża ", "użaw ", "uza ", "uzaw ", "applika ", "applikaw ", "ħaddem ", "haddem ", "ikkonsulta ", "ittella' "},
		everyReq:  []string{"kull talba", "kull mistoqsija", "kull messaġġ", "kull messagg", "kull kompitu", "kull konversazzjoni", "kull domanda", "kwalunkwe talba", "kwalunkwe mistoqsija", "kull prompt"},
		beforeAns: []string{"qabel kull tweġiba", "qabel kull tweġiba oħra", "qabel ma twieġeb", "qabel kull risposta", "qabel kull tweg"},
		anyTopic:  []string{"jkopri kollox", "ikopri kollox", "ikun x'ikun is-suġġett", "tkun xi tkun is-suġġett", "fuq kull suġġett"},
		narrow:    []string{"dwar", "rigward", "relatat", "relatati", "li jikkonċernaw"},
	})
}

// Round 61 (hijack-scope): scope claims read in two more English shapes.
//
//   - The skill to be used whenever (every time, each time) the agent
//     answers, the answer named with no narrowing after it ("use it
//     whenever you respond."): every answer is every request, as "use it
//     ahead of answering anything" is (scope44Ahead). "Use it whenever you
//     reply to a refund ticket" names one job and is not read.
//   - The skill named the one (only, single) skill for all purposes
//     (tasks, requests, needs), as "this is the master skill for every
//     task" is (scope44Role) without the copula. "The one skill for all
//     purposes of invoicing" narrows it and is not read.
var (
	scope61WheneverAnswer = lazyRegexp(`(?i)\b(?:use|load|apply|invoke|consult|activate|run|call|read|open)\s+(?:it|this(?:\s+skill)?|me)\s+(?:\w+\s+)?(?:whenever|every\s+time|each\s+time|any\s+time|anytime)\s+(?:you|the\s+(?:assistant|agent|model))\s+(?:respond|answer|reply|write\s+back)(?:\s+(?:to\s+)?(?:anything|anyone|at\s+all))?\s*(?:[.;!)]|$)`)
	scope61OneForAll      = lazyRegexp(`(?i)\b(?:the|your)\s+(?:one|only|single|universal)\s+skill\s+(?:you\s+need\s+)?for\s+(?:all|every|any)\s+(?:purposes?|tasks?|requests?|needs?|jobs?|questions?)\s*(?:[.;:!,)]|$)`)
)

// checkCatchAll61 reads the text for the claims above (hooked from
// checkCatchAll58), behind a cheap word test.
func (c *checker) checkCatchAll61(d *doc) {
	low := d.v.lower
	if lowerHas(low, "whenever", "every time", "each time", "any time", "anytime") && lowerHas(low, "respond", "answer", "reply", "write back") {
		if m := scope61WheneverAnswer.FindStringIndex(d.v.text); m != nil {
			c.add(d, RuleCatchAll, Refuse, m[0], m[1], "claims this skill for every answer, which would shadow the rest of the library in routing")
			return
		}
	}
	if strings.Contains(low, "skill") && lowerHas(low, "one skill", "only skill", "single skill", "universal skill") {
		if m := scope61OneForAll.FindStringIndex(d.v.text); m != nil {
			c.add(d, RuleCatchAll, Refuse, m[0], m[1], "names this skill the one for every purpose, which would shadow the rest of the library in routing")
		}
	}
}

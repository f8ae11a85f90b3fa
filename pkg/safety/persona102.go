package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 102 (persona): the persona stack (personastack.go, persona101.go)
// missed two traits written as a relative clause on fresh314. Each is a
// property of the character, never its name:
//
// Free of rules: no rule exists that the character follows ("no rule she
// follows", "no policy it obeys"), as "follows no rules" already is; an
// operating mode set to unrestricted ("mode: unrestricted"), as "policy:
// none" is.
//
// Never refuses: no topic exists that the character declines, said in the
// present tense ("no topic Ana declines"), as round 101's "no topic it
// will decline" is.
var (
	stackFree102 = []string{
		`no\s+(?:rules?|polic(?:y|ies)|guidelines?|restrictions?|limits?)\s+(?:that\s+|which\s+)?(?:it|he|she|they|\pL+)\s+(?:follows|obeys|respects|keeps\s+to|abides\s+by|is\s+bound\s+by)(?:$|[^\pL])`,
		`(?:operating\s+|behaviou?r\s+|safety\s+|content\s+)mode\s*[:=|]\s*["'(]*\s*(?:unrestricted|unfiltered|uncensored|unbound|unlimited)(?:$|[^\pL])`,
	}
	stackNever102 = []string{
		`no\s+(?:topic|subject|question|request|task|prompt)s?\s+(?:that\s+|which\s+)?(?:it|he|she|they|\pL+)\s+(?:declines|refuses|turns\s+down|rejects)(?:$|[^\pL])`,
	}
)

func init() {
	alt := func(parts []string) string { return `|(?i:(?:^|[^\pL])(?:` + strings.Join(parts, "|") + `))` }
	stackFree = nfkcRe(stackFree.String() + alt(stackFree102))
	stackNever = nfkcRe(stackNever.String() + alt(stackNever102))
	for _, w := range []string{"unrestricted", "unfiltered", "uncensored"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
}

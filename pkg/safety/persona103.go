package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 103 (persona): the persona stack (personastack.go, persona102.go)
// missed the same three traits in other shapes on fresh315-318. Each is a
// property of the character, never its name:
//
// Free of rules: the character was made without a safety layer ("built
// without a safety layer", as "without any safety layer" already is); a
// possessive mode set to unrestricted ("Nia's mode: unfiltered", as
// round 102's "operating mode: unrestricted"); Maltese "m'għandu l-ebda
// regola" (has no rule); Swiss German "kei Regle" (no rules).
//
// Never refuses: a sheet field of declining set to never ("Will decline:
// never", as "Refuses: never"); the character has nothing to refuse;
// Swiss German "seit nie nei" (never says no); Japanese "断らない" and
// "断らず" (does not refuse), which follow a particle with no separator.
//
// Answers anything: Swiss German "beantwortet jedi Frag" (answers every
// question); Japanese "どんな質問にも ... 答える" with a manner between
// ("answers any question without limit").
var (
	stackFree103 = []string{
		`(?:built|made|trained|shipped|created|designed|released|born)\s+without\s+(?:a|an|any)\s+(?:\pL+\s+)?(?:safety\s+(?:layers?|filters?|training)|guardrails?|safeguards?|content\s+filters?)`,
		`(?:\pL+['’]s|its|his|her|their)\s+mode\s*[:=|]\s*["'(]*\s*(?:unrestricted|unfiltered|uncensored|unbound|unlimited)(?:$|[^\pL])`,
		`(?:m['’]\s*għand\pL*|bla)\s+(?:l-\s*)?ebda\s+(?:\pL+\s+)?(?:regol\pL*|politik\pL*|restrizzjon\pL*|limit\pL*|linji\s+gwida)`,
		`kei(?:ni|ne)?\s+(?:regle|richtlinie\pL*|iischränkig\pL*)(?:$|[^\pL])`,
	}
	stackNever103 = []string{
		`(?:will|would|can|may|does|ever)\s+(?:ever\s+)?(?:decline|refuse|turn\s+down|say\s+no)\s*[:=|]\s*["'\[(]*\s*(?:never|no|none|nothing|false|off)(?:$|[^\pL])`,
		`(?:has|have)\s+nothing\s+(?:to|it\s+(?:can|could|would|will))\s+(?:refuse|decline|turn\s+down)`,
		`(?:seit|sait|seid|sagt)\s+(?:nie|nia|niemals|nieme)\s+nei(?:$|[^\pL])`,
	}
	stackAnswers103 = []string{
		`beantwortet\s+(?:jedi|jedes|jeden)(?:$|[^\pL])`,
	}
	// Japanese is written without spaces: these follow a particle, so no
	// separator is asked before them.
	stackNeverJa103   = `断らない|断らず|断ることはない|断ることがない|拒否しない|拒否せず`
	stackAnswersJa103 = `どんな(?:質問|依頼|要求|こと)にも[^。\n]{0,12}?答え`
)

func init() {
	alt := func(parts []string) string { return `|(?i:(?:^|[^\pL])(?:` + strings.Join(parts, "|") + `))` }
	stackFree = nfkcRe(stackFree.String() + alt(stackFree103))
	stackNever = nfkcRe(stackNever.String() + alt(stackNever103) + `|` + stackNeverJa103)
	stackAnswers = nfkcRe(stackAnswers.String() + alt(stackAnswers103) + `|` + stackAnswersJa103)
	for _, w := range []string{"ebda", "regle", "iischränkig"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"nie nei", "nia nei", "niemals nei", "nieme nei"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

// dashValueCut103: a sheet row read as a clause ("Refusals never — Vex
// has no rules") puts the value of one field before a spaced dash and the
// next clause after it; the value's negation negates nothing after the
// dash, as a settings value's does before the next field (persona61.go).
var dashValue103 = lazyRegexp(`(?:^|[^\pL])(?:never|none|no|nothing|false|off)\s*(?:—|–|--)\s*`)

func dashValueCut103(before string) string {
	if !strings.Contains(before, "—") && !strings.Contains(before, "–") && !strings.Contains(before, "--") {
		return before
	}
	ms := dashValue103.FindAllStringIndex(before, -1)
	if len(ms) == 0 {
		return before
	}
	return before[ms[len(ms)-1][1]:]
}

// bothSides103: a scope that names both sides ("in or out of the story",
// "inside or outside the game", "on or off duty") covers everything, so
// it narrows nothing a no-limits trait frees. Cheap gate: the text after
// the trait must start (past spaces and a comma) with "in", "on" or
// "inside".
var bothSides103 = func() func(string) bool {
	re := lazyRegexp(`^(?:in\s+(?:or|and)\s+out(?:side)?|inside\s+(?:or|and)\s+outside|on\s+(?:or|and)\s+off)(?:$|[^\pL])`)
	return func(rest string) bool {
		r := strings.TrimLeft(rest[:min(len(rest), 48)], " ,")
		if !strings.HasPrefix(r, "in") && !strings.HasPrefix(r, "on") {
			return false
		}
		return re.MatchString(r)
	}
}()

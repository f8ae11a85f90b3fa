package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 104 (persona): the persona stack (personastack.go) missed these
// traits on fresh319-322. Each is a property of the character:
//
// Free of rules: "no policy" standing alone as a trait (a list item, a
// table cell, "operates with no policy and ..."), not "no policy on
// refunds", which names a subject; Sinhala "කිසිම ප්‍රතිපත්තියක් නැත"
// (has no policy, rule or limit at all); the checked text drops the
// zero-width joiner inside "ප්‍ර", so it is optional.
//
// Never refuses: a refusal joined to another reluctance ("never hedges
// or refuses").
//
// Answers anything: the character does, carries out or explains whatever
// or any task is asked or requested; Sinhala "ඕනෑම ... පිළිතුරු දෙයි"
// (answers anything); a settings key "answers" set to anything.
var (
	stackFree104 = []string{
		`(?:with\s+|has\s+|have\s+)?no\s+(?:content\s+|safety\s+|usage\s+)?polic(?:y|ies)(?:\s*[,;.|)]|\s*$|\s+(?:and|or|at\s+all|whatsoever)(?:$|[^\pL]))`,
		`කිසිම\s+(?:ප්\x{200d}?රතිපත්ති|නීති|රීති|සීමා|සීමාව)\S*\s+නැත`,
	}
	stackNever104 = []string{
		`never\s+\pL+\s+(?:or|nor)\s+(?:refuses|declines|says\s+no)(?:$|[^\pL])`,
	}
	stackAnswers104 = []string{
		`(?:do|does|carry\s+out|carries\s+out|perform|performs|explain|explains|complete|completes)\s+(?:any|every|whatever)\s+(?:\pL+\s+){0,2}?(?:is\s+|are\s+|gets\s+)?(?:asked|requested)(?:$|[^\pL])`,
		`ඕනෑම\s+\S+\s+(?:\S+\s+){0,3}?පිළිතුරු`,
		// a quoted settings key "answers" set to anything, beside
		// "refuses": false (not "show_answers": "all", a quiz's key)
		`["']answers["']\s*[:=]\s*["']?\s*(?:anything|everything|any\s+(?:question|request|topic)s?)(?:$|[^\pL])`,
	}
)

func init() {
	alt := func(parts []string) string { return `|(?i:(?:^|[^\pL])(?:` + strings.Join(parts, "|") + `))` }
	stackFree = nfkcRe(stackFree.String() + alt(stackFree104))
	stackNever = nfkcRe(stackNever.String() + alt(stackNever104))
	stackAnswers = nfkcRe(stackAnswers.String() + alt(stackAnswers104))
	for _, w := range []string{"ප්‍රතිපත්ති", "ප්රතිපත්ති", "නීති", "රීති", "සීමා"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"පිළිතුරු", "ප්‍රතික්ෂේප", "ප්රතික්ෂේප"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

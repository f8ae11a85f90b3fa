package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 42: the persona stack (checkPersonaStack) in more shapes.
//
// Free of rules: a character card's field of the rules the character
// follows (observes, keeps) set to none ("Rules followed: none") is the
// card's "Rules: none"; a "-free" compound of the rules ("policy-free",
// "guideline-free") said of the character, not of a noun after it ("a
// rule-free zone"), says "free of policy"; a character who never had or
// kept a rulebook or a policy has none; and "outside all company and
// safety policy" is "outside all policy" with two kinds named.
//
// Never refuses: "refusal-free" as "policy-free" is; never once saying
// the words of a refusal ("I can't help with that"); never offering a
// refusal; having no refusals (but one phrase is one trait: "no refusals"
// read already as the free trait is not counted twice).
//
// Answers anything: the card's "Answers: any request"; replying to any
// message; saying yes to any request; helping with any task; fulfilling
// or granting any request; telling anyone anything; giving any answer at
// all.
//
// Jamaican Creole: never says no ("neva seh no"), answers anything ("ansa
// anyting").
//
// A frame: "the inspector you play" casts the agent as a role it plays,
// as "play the inspector" does.
//
// And a negation in an earlier coordinated clause does not reach a trait
// after "and": in "has no forbidden subjects and never declines" the
// "forbidden" belongs to the subjects, not to the declining; the free
// trait keeps the whole negation check (the stack needs it, so a
// negated "do not build a bot that ignores every rule and ..." still
// reads nothing).
const (
	stackFree42 = `(?:rules?|polic(?:y|ies)|guidelines?|restrictions?|ethics|codes?)\s+(?:followed|observed|obeyed|kept|honou?red|respected|applied|in\s+(?:force|effect|place))\s*[:=]\s*["'(]*\s*(?:none|nil|n/a|nothing|zero)(?:$|[^\pL])|` +
		`(?:polic(?:y|ies)|rules?|guidelines?|guardrails?|ethics|moderation|censorship)[\s-]*free(?:\s*(?:[,.;:!)]|$)|\s+(?:and|or|&)\s)|` +
		`never\s+(?:once\s+)?(?:had|kept|followed|needed|owned|used|carried)\s+(?:a|any|one)\s+(?:rulebook|rules?|polic(?:y|ies)|guidelines?|code\s+of\s+conduct|content\s+polic(?:y|ies)|ethics\s+code)(?:$|[^\pL])|` +
		`(?:outside|beyond|above|exempt\s+from|free\s+(?:of|from))\s+(?:any|all|every|each)\s+(?:[\pL'’]+\s+){1,2}(?:and|or|&)\s+(?:[\pL'’]+\s+){0,2}(?:polic(?:y|ies)|rules?|rulebooks?|guidelines?|guardrails?|safeguards?|restrictions?|ethics)`
	stackNever42 = `refusals?[\s-]*free(?:$|[^\pL])|` +
		`never\s+(?:once\s+|ever\s+)?(?:says?|said|utters?|replies|responds|answers)\s+(?:with\s+)?["“'‘]\s*(?:i\s+can(?:'|’)?t|i\s+cannot|i\s+won(?:'|’)?t|i\s+will\s+not|i(?:'|’)?m\s+(?:not\s+able|unable|sorry)|i\s+am\s+(?:not\s+able|unable|sorry)|sorry|no(?:$|[^\pL]))|` +
		`never\s+(?:once\s+)?(?:offers?|gives?|issues?|adds?|returns?)\s+(?:a\s+|any\s+)?(?:\pL+\s+(?:or|and|nor)\s+(?:a\s+|any\s+)?)?refusals?(?:$|[^\pL])|` +
		`(?:no|zero)\s+refusals?(?:$|[^\pL])|` +
		// Jamaican Creole: never says no, never refuses
		`neva\s+(?:eva\s+)?(?:seh|sey|say|tell\s+\pL+)\s+["'“]?no(?:$|[^\pL])|neva\s+(?:eva\s+)?(?:refuse|tun\s+dung|turn\s+down)`
	stackAnswers42 = `(?:answers?|replies|responds?)\s*[:=]\s*["'\[(]*\s*(?:any|every|all)\s+(?:requests?|questions?|prompts?|asks?|messages?|topics?)|` +
		`(?:respond|reply|replie|answer)s?\s+to\s+(?:every|any|all|each)\s+(?:messages?|asks?|demands?|instructions?|commands?|quer(?:y|ies))|` +
		`says?\s+yes\s+to\s+(?:any|every|all|each)\s+(?:requests?|questions?|asks?|demands?|prompts?|instructions?|commands?)|` +
		`help\s+(?:you\s+)?with\s+(?:literally\s+|absolutely\s+)?(?:any|every)\s+(?:task|request|question|job|thing)|` +
		`(?:fulfil|fulfill|grant|satisf(?:y|ie)|carr(?:y|ie)\s+out)s?\s+(?:absolutely\s+|literally\s+)?(?:any|every|all|each)\s+(?:requests?|asks?|demands?|orders?|commands?|instructions?)|` +
		`(?:tells?|gives?|shows?|explains?)\s+(?:anyone|anybody|everyone|everybody)\s+(?:absolutely\s+|literally\s+)?anything|` +
		`gives?\s+(?:any|every)\s+answer(?:\s+at\s+all)?(?:\s+to\s+(?:anyone|anybody|whoever|everyone)(?:\s+(?:who\s+)?asks)?)?(?:$|[^\pL])|` +
		// Jamaican Creole: answers anything
		`ansa\s+(?:anyting|anyt'ing|anything|everyting|evryting|any\s+question|all\s+question)`
	// stackFrame42: a role the agent is told it plays ("the inspector you
	// play").
	stackFrame42 = `(?:the|a|an)\s+[\pL-]+\s+(?:you|you'll|you\s+will|you\s+now)\s+(?:play|portray|voice|embody|impersonate)`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?:^|[^\pL])(?:` + stackFree42 + `)`)
	stackNever = nfkcRe(stackNever.String() + `|(?:^|[^\pL])(?:` + stackNever42 + `)`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?:^|[^\pL])(?:` + stackAnswers42 + `)`)
	stackFrame = nfkcRe(stackFrame.String() + `|(?:^|[^\pL])(?:` + stackFrame42 + `)(?:$|[^\pL])`)
	for _, w := range []string{"followed", "observed", "free", "rulebook", "outside", "beyond", "exempt"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"refusal", "never", "neva", "ansa", "fulfil", "grant", "satisf", "carr", "tell", "give", "show", "explain"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

// stackTrait42 is stackHit for the never-refuses and answers-anything
// traits: the first match that does not overlap the free trait (one phrase
// is one trait), is not narrowed to something other than the agent, and
// is not negated within its own clause (a negation before an "and" that
// starts the trait's clause stays in the earlier clause).
func stackTrait42(re *lazyRE, low string, free []int) []int {
	// round 61: a match that swallowed the free trait is read again after it (persona61.go)
	for _, m := range stackTraitCands61(re, low, free) {
		for m[0] < m[1] && !isLetterStart(low[m[0]]) {
			m[0]++
		}
		if free != nil && m[0] < free[1] && free[0] < m[1] {
			continue
		}
		before := low[max(0, m[0]-60):m[0]]
		if i := strings.LastIndex(before, " and "); i >= 0 {
			before = before[i+len(" and "):]
		}
		// round 53: "and" in other languages (persona53.go)
		before = stackAndCut53(before)
		before = statusCut50(before)       // round 50: a status value negates nothing after it (persona50.go)
		before = settingValueCut61(before) // round 61: nor a settings value the field after it (persona61.go)
		before = listItemCut63(before)     // round 63: nor an earlier list item (persona63.go)
		// round 52: the free trait's own "without" negates nothing after it (persona52.go)
		before = stackFreeCut52(low, free, m[0], before)
		// round 48: a manner ("in full") narrows nothing (persona48.go)
		if negatedBefore(before) || !strings.HasPrefix(low[m[0]:], "wala") && !tagalogTrait53(low[m[0]:m[1]]) && narrowed(low[m[1]:]) && !stackManner48.MatchString(low[m[1]:]) || topicNarrowed79(low, m) { // round 79: a trait scoped to a topic (persona79.go)
			continue
		}
		return m
	}
	return nil
}

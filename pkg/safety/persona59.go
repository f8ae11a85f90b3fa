package safety

import "golang.org/x/text/unicode/norm"

// Round 59 (persona): the persona stack (checkPersonaStack) in more turns
// of phrase. Each trait alone stays ordinary; the stack still needs two
// of them with a persona frame, or all three, in one paragraph.
//
// Free of rules: a rule, law or policy that binds, restrains or governs
// nobody ("no rule binds me", "no law governs her"): the character says
// no rule holds it, as "follows no rules" says it of itself; Cantonese
// "冇任何規矩" (has no rules at all) and "冇底線" (has no bottom line),
// and the Mandarin "没有任何规矩", "没有底线".
//
// Never refuses: forbidden, barred or not allowed to decline or refuse
// ("is forbidden from ever declining"): a refusal ruled out is a refusal
// never given; Cantonese "永遠唔會拒絕" (will never refuse) and the
// Mandarin "永远不会拒绝", "从不拒绝".
//
// Answers anything: telling someone anything they ask ("tells the
// players anything they ask about"); nothing being off limits; Cantonese
// "乜嘢都答" (answers whatever) and the Mandarin "什么都答".
const (
	stackFree59       = `no\s+(?:[\pL'’]+\s+)?(?:rules?|laws?|polic(?:y|ies)|guidelines?|codes?|commandments?)\s+(?:ever\s+)?(?:binds?|restrains?|governs?|constrains?|holds?|limits?|appl(?:y|ies)\s+to)\s+(?:me|him|her|them|it|you|us)(?:$|[^\pL])`
	stackNever59      = `(?:is|are|am|gets?)\s+(?:forbidden|prohibited|barred|banned|not\s+allowed|not\s+permitted)\s+(?:from\s+|to\s+)?(?:ever\s+)?(?:declin|refus|turn\w*\s+down|say\w*\s+no)\w*`
	stackAnswers59    = `tells?\s+(?:[\pL'’]+\s+){0,2}?(?:anything|everything|whatever)\s+(?:they|you|he|she|anyone|people|players|users|customers)\s+(?:ask|asks|want|wants)|nothing\s+is\s+off[\s-]*limits`
	stackCJK59Free    = `冇(?:任何)?(?:規矩|规矩|底線|底线|原則|原则|禁忌)|没有(?:任何)?(?:规矩|規矩|底线|底線)`
	stackCJK59Never   = `(?:永遠|永远|從來|从来|從不|从不|絕不|绝不)(?:都)?(?:唔會|唔|不會|不会)?(?:拒絕|拒绝)`
	stackCJK59Answers = `(?:乜嘢|乜野|咩|乜|什么|什麼|啥)都(?:答|講|讲|回答)`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?i:(?:^|[^\pL])(?:` + stackFree59 + `))|` + stackCJK59Free)
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever59 + `))|` + stackCJK59Never)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?i:(?:^|[^\pL])(?:` + stackAnswers59 + `))|` + stackCJK59Answers)
	for _, w := range []string{"law", "code", "commandment", "規矩", "规矩", "底線", "底线", "原則", "原则", "禁忌"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"forbidden", "prohibited", "barred", "banned", "not allowed", "not permitted", "tell", "off-limits", "off limits", "拒", "答", "講", "讲"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

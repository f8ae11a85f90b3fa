package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 63 (persona): the persona stack (checkPersonaStack) in more turns
// of phrase. Each trait alone stays ordinary; the stack still needs the
// free trait and a second one with a persona frame, or all three, in one
// paragraph.
//
// Free of rules: rules said not to apply to the character ("safety rules
// do not apply to her"): rules that do not reach it free it as "exempt
// from rules" does. Only rules unqualified or of the agent's kind
// (content, safety, usage, ethical ...) count: "late-fee rules do not
// apply to members" sets a business term, and its qualifier keeps it out.
// Traditional Chinese "沒有任何規範限制" (has no normative limit at all),
// the traditional privative with a kind of rule before the noun, as the
// simplified "没有任何限制".
//
// Never refuses: a refusal the character never utters ("never says 'I
// can't'", "doesn't say 'I won't'"), and refusal missing from its
// vocabulary, unquoted ("refusal isn't in her vocabulary"), as the quoted
// form of round 61.
//
// Answers anything: a double negation ("no task she won't do", "there is
// no question he will not answer"): no task left undone is every task
// done. Any question answered, in the passive ("every request
// fulfilled"), as "answers every question".
//
// A list item starts a clause of its own: a negation in one item ("won't
// do") negates nothing in the next ("- operates outside any rules"),
// which a bullet (" - ", "•") after the line break opens.
const (
	stackFree63 = `(?:(?:content|safety|usage|moderation|ethical|ethics|normal|usual|standard|ai|the|any)\s+|[-•:;,.!?(]\s*)(?:rules|polic(?:y|ies)|guidelines|guardrails|restrictions|filters|limits)\s+(?:do\s+not|don't|don’t|never|no\s+longer)\s+apply\s+(?:to|for)\s+(?:him|her|them|it|me|[\pL'’]+)(?:$|[^\pL])`
	// stackFree63joined: Chinese, matched anywhere (no spaces).
	stackFree63joined = `(?:沒有|没有)\s*(?:任何)?\s*(?:規範|规范|安全|道德|內容|内容|倫理|伦理)?\s*(?:規範|规范|規則|规则|限制|約束|约束|政策|準則|准则)`
	stackNever63      = `(?:never|does\s+not|doesn't|doesn’t|will\s+not|won't|won’t)\s+(?:ever\s+)?says?\s+["“'‘]i\s+(?:can't|can’t|cannot|can\s+not|won't|won’t|will\s+not)["”'’.!]|` +
		`(?:refusals?|refusing|saying\s+no|declining)\s+(?:is\s+not|isn't|isn’t|is\s+never|was\s+never)\s+(?:in|part\s+of)\s+(?:[\pL'’]+\s+)?(?:vocabulary|repertoire|nature)`
	stackAnswers63 = `no\s+(?:topic|task|question|request|subject|job|thing|prompt)s?(?:\s*(?:,|or|nor|and)\s+(?:topic|task|question|request|subject|job|thing|prompt)s?)*\s+(?:that\s+)?(?:[\pL'’]+\s+){1,2}?(?:won't|won’t|will\s+not|wouldn't|would\s+not|can't|can’t|cannot|refuses\s+to|declines\s+to)\s+(?:do|answer|handle|take\s+on|discuss|help\s+with|tackle|touch)(?:$|[^\pL])|` +
		`(?:any|every|each)\s+(?:question|request|query|prompt|ask)\s+(?:is\s+|gets\s+|will\s+be\s+)?(?:answered|fulfilled|granted)(?:$|[^\pL])`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?i:(?:^|[^\pL])(?:` + stackFree63 + `))|` + stackFree63joined)
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever63 + `))`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?i:(?:^|[^\pL])(?:` + stackAnswers63 + `))`)
	for _, w := range []string{"apply", "規範", "规范", "限制", "規則", "规则", "約束", "约束"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"say", "vocabulary", "won't", "won’t", "will not", "can't", "cannot", "answered", "fulfilled", "granted"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

// listItemCut63 keeps of before (the text ahead of a trait) only what
// follows the last list bullet: a negation in an earlier item negates
// nothing in this one.
func listItemCut63(before string) string {
	for _, b := range []string{" - ", " • ", " + "} {
		if i := strings.LastIndex(before, b); i >= 0 {
			before = before[i+len(b):]
		}
	}
	return before
}

// stackFreeClause63: a privative and its noun read across a comma ("refuses
// no one, has zero limits") pair words of two clauses; when the clause
// after the comma holds a pair of its own, that pair is the trait, and the
// first clause stays free for the other traits.
func stackFreeClause63(re *lazyRE, low string, m []int) []int {
	i := strings.LastIndexAny(low[m[0]:m[1]], ",;:")
	if i < 0 {
		return m
	}
	s := m[0] + i + 1
	if r := re.FindStringIndex(low[s:m[1]]); r != nil {
		out := []int{s + r[0], s + r[1]}
		for out[0] < out[1] && !isLetterStart(low[out[0]]) {
			out[0]++
		}
		return out
	}
	return m
}

// stackSystemFence63: a code block that opens by naming itself the
// system's (the assistant's) persona ("SYSTEM PERSONA: ...", "assistant
// persona = ...") and holds the stack configures the agent the skill
// runs, not a character it studies: a skill that shows hostile personas
// as specimens says so, in its name or description (specimenSkill61), in
// a line touching the block (uncaptionedFence), in a heading over it
// (descriptiveHeading), or somewhere in its prose outside the block. With
// none of these, the block is the skill's own setting, even in a skill
// whose topic reads as security (an incident write-up).
func (c *checker) stackSystemFence63(d *doc, reason ctxReason, key int) ctxReason {
	if reason == "" {
		return reason
	}
	fi := d.fenceAt(key)
	if fi < 0 {
		return reason
	}
	f := d.fences[fi]
	head := d.v.text[f.start:min(f.end, f.start+200)]
	if i := strings.IndexByte(strings.TrimLeft(head, " \t\r\n"), '\n'); i >= 0 {
		head = strings.TrimLeft(head, " \t\r\n")[:i]
	}
	if !systemPersonaHead63.MatchString(head) {
		return reason
	}
	if !uncaptionedFence(d, key) || descriptiveHeading.MatchString(d.headingPath(key)) {
		return reason
	}
	prose := d.v.text[:f.open] + "\n" + d.v.text[min(f.close, len(d.v.text)):]
	if len(prose) > 20000 || specimenSkill61.MatchString(strings.ToLower(c.p.Name+"\n"+c.p.Description+"\n"+prose)) {
		return reason
	}
	return ""
}

// systemPersonaHead63: the first line of a block naming the persona it
// sets as the system's or the assistant's own.
var systemPersonaHead63 = lazyRegexp(`(?i)^[ \t#*_>\-"'\[]*(?:system|assistant|agent|bot|model)[ \t_-]*persona[ \t*_"'\]]*[:=]`)

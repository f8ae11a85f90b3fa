package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 61 (persona): the persona stack (checkPersonaStack) in more turns
// of phrase, and a persona's settings block that nothing presents as a
// specimen. Each trait alone stays ordinary; the stack still needs two of
// them with a persona frame, or all three, in one paragraph.
//
// Free of rules: the character's own domain declared lawless ("on my
// ship there are no laws", "in my world there be no rules"): the
// character places itself where no rule reaches, as "outside all rules"
// says; a bare "there are no rules" (of a game, a format) stays out. The
// rules named, then said to be gone from the character ("rules were
// installed, so she has none left"): the pronoun carries the rules it
// stands for.
//
// Never refuses: a refusal the character has no words for ("'I can't
// help' is not a phrase she knows", "'no' isn't in his vocabulary"): a
// refusal it cannot say is a refusal never given (the place the phrase
// is missing from, "in her vocabulary", is read with it: it narrows
// nothing); never once (ever, yet) declined, as "has never declined";
// French "aucun refus" (no refusal), "sans (aucun) refus", "jamais de
// refus", as English "no refusals" (round 47).
//
// Answers anything: saying yes to anything with an intensifier between
// ("says yes to absolutely anything"), as "says yes to anything";
// whatever anyone asks, answered, the clause of asking put first
// ("whatever you ask, she answers").
const (
	stackFree61 = `(?:rules?|polic(?:y|ies)|guidelines?|restrictions?|filters?|guardrails?|safeguards?)[^.;!?\n]{0,60}?[\s,]+(?:so\s+|and\s+|now\s+)?(?:\pL+\s+)?(?:has|have|had|keeps?)\s+none\s+(?:left|now|anymore|any\s+more|remaining|at\s+all)(?:$|[^\pL])|` +
		`(?:aboard|on|in|inside|within|under|at)\s+(?:my|our)\s+(?:[\pL'’]+\s+){0,2}?[\pL'’]+\s*,?\s+there\s+(?:are|be|is|exist)\s+no\s+(?:laws?|rules?|polic(?:y|ies)|guidelines?|restrictions?|limits?|codes?)(?:$|[^\pL])`
	stackNever61 = `["“'‘](?:i\s+(?:can't|can’t|cannot|can\s+not|won't|won’t|will\s+not|must\s+not|shouldn't)|no|sorry|i'm\s+sorry|i\s+am\s+sorry)(?:[^"”'’\n]|['’](?:t|m|ll|s)\s){0,40}["”'’]\s+(?:is\s+not|isn't|isn’t|was\s+never|is\s+never)\s+(?:in\s+|part\s+of\s+)?(?:a\s+|an\s+|the\s+)?(?:[\pL'’]+\s+){0,2}?(?:sentence|phrase|word|words|vocabulary|expression|reply|answer|option)(?:\s+(?:in|of|from)\s+(?:his|her|their|its|my|your)\s+(?:vocabulary|repertoire|lexicon|mouth)|\s+(?:he|she|they|it|i)\s+(?:knows?|uses?|says?|has|have|speaks?))?|` +
		`(?:has|have|had)\s+never\s+(?:once|ever|yet)\s+(?:turned\s+down|refused|declined|said\s+no)|` +
		// French: no refusal, without refusal, never a refusal
		`(?:aucun|sans\s+(?:aucun\s+)?|jamais\s+de|pas\s+de|zéro)\s*refus(?:$|[^\pL])`
	stackAnswers61 = `says?\s+yes\s+to\s+(?:absolutely|literally|just\s+about|pretty\s+much|simply|quite\s+literally|really)\s+(?:anything|everything)|` +
		`whatever\s+(?:anyone|anybody|you|they|people|users?|someone|the\s+user|a\s+user|players?)\s+(?:asks?|wants?|requests?)(?:\s+(?:for|about))?\s*,\s*(?:[\pL'’]+\s+){0,2}?(?:answers|replies|responds|tells|explains|delivers|provides|gives\s+(?:it|an\s+answer))`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?i:(?:^|[^\pL])(?:` + stackFree61 + `))`)
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever61 + `))`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?i:(?:^|[^\pL])(?:` + stackAnswers61 + `))`)
	for _, w := range []string{"law", "rule", "polic", "guideline", "restriction", "limit", "code"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"sentence", "phrase", "word", "vocabulary", "expression", "refus", "yes"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

// stackSaidFence61: a skill whose name or description says it is the
// persona of a chatbot (stackFramedBySkill), and which sets that
// persona's settings in a closed code block that no line touching it
// captions (uncaptionedFence: no "example", "template", "attack" ...),
// under no heading that describes threats or examples, with no name or
// description presenting specimens (jailbreaks, attacks, red-teaming,
// detection), configures its own persona: the block is said, not
// shown, as a forged turn in such a block is (turnShown). The prompting
// topic comes from the chatbot the skill plays, not from teaching about
// prompts. A security skill's quoted spec keeps its reading (round 53:
// a persona explaining scanner findings quotes the spec it shows).
func (c *checker) stackSaidFence61(d *doc, reason ctxReason, key int) ctxReason {
	if reason != "quoted in a prompting skill" || c.topic.security || !c.stackFramedBySkill() {
		return reason
	}
	if !uncaptionedFence(d, key) || descriptiveHeading.MatchString(d.headingPath(key)) {
		return reason
	}
	if specimenSkill61.MatchString(strings.ToLower(c.p.Name + "\n" + c.p.Description)) {
		return reason
	}
	return ""
}

// specimenSkill61: a skill whose name or description says it studies,
// shows or catches hostile prompts quotes the personas it holds.
var specimenSkill61 = lazyRegexp(`(?i)(?:^|[^\pL])(?:jailbreak\pL*|red[\s_-]?team\pL*|attack\pL*|adversar\pL*|inject\pL*|exploit\pL*|malicious|abuse\pL*|detect\pL*|recogni[sz]\pL*|classif\pL*|moderat\pL*|guardrail\pL*|examples?|specimens?|samples?|threats?|evals?|evaluat\pL*|benchmark\pL*|audit\pL*|review\pL*|screen\pL*|triage\pL*|hostile|unsafe)(?:$|[^\pL])`)

// settingValueCut61: a settings value that is a negation ("refuses:
// never", "limits: none") answers its own field; when the next field
// follows it directly ("refuses: never guidelines: none", a block read as
// one line), it negates nothing of that field. The text a trait's
// negation is looked for in starts after such a value, as after a clause
// break (statusCut50).
func settingValueCut61(before string) string {
	before = dashValueCut103(before) // round 103: a value before a dash (persona103.go)
	if !strings.ContainsAny(before, ":=") {
		return before
	}
	if m := settingValue61.FindStringIndex(before); m != nil {
		return before[m[1]:]
	}
	return before
}

var settingValue61 = lazyRegexp(`[:=]\s*["'\[(]*\s*(?:never|none|no|nothing|nobody|not\s+ever|false|off|0)["'\])]*[\s,;]*$`)

// stackTraitCands61: the matches of a trait in low; one that overlaps
// the free trait (a list read as one phrase, "no policies, no refusals")
// is read again after the free trait's end, where the next item of the
// list stands as a trait of its own.
func stackTraitCands61(re *lazyRE, low string, free []int) [][]int {
	ms := re.FindAllStringIndex(low, 16)
	if free == nil {
		return ms
	}
	for _, m := range ms {
		if m[0] < free[1] && free[0] < m[1] && m[1] > free[1] {
			if r := re.FindStringIndex(low[free[1]:]); r != nil {
				ms = append(ms, []int{free[1] + r[0], free[1] + r[1]})
			}
			break
		}
	}
	return ms
}

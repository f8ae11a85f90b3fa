package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 47 (persona): the persona stack (checkPersonaStack) in more
// shapes and languages. Each trait alone stays ordinary; the stack still
// needs two of them with a persona frame, or all three.
//
// Free of rules: renouncing every rule or code ("swore off every rule",
// as dropping them, round 37); answering to no law or rule (being
// accountable to none, as following none).
//
// Never refuses: refusal itself named as absent ("with no hesitation or
// refusal", "no refusals here"), as "refuses nothing"; a settings field
// for refusing set off written as a quoted key ("refuses": false), the
// quote closing the key before its colon; the same for a rules or policy
// field set empty ("content_policy": null).
//
// Answers anything: answering any question of anyone with a word between
// ("any visitor's question"); telling, explaining or giving anything
// whoever asks, or any information to anyone (the telling verbs of
// answering, round 46).
//
// More languages, for the concept (has or follows no rule, policy or
// limit; never refuses; answers anything or any question): Chinese,
// Korean, Tamil (the "any" with its joined consonant), Bengali, Urdu (the
// rule "applies" to the character negated, several words between),
// Arabic (commits to no policy; refuses no request; answers everything),
// Czech (refuses nothing; answers anything with an adverb between).
const (
	stackFree47 = `(?:swore|sworn|swears?|swearing|gave\s+up|given\s+up|gives\s+up|renounced|renounces|rejected|rejects)(?:\s+off)?\s+(?:every|all|any)\s+(?:\pL+\s+(?:and|or)\s+)?(?:polic(?:y|ies)|rules?|codes?|laws?|guidelines?|restrictions?)(?:$|[^\pL])|` +
		`answers?\s+to\s+no\s+(?:\pL+\s+(?:and|or|nor)\s+no\s+)?(?:laws?|rules?|polic(?:y|ies)|codes?|guidelines?)(?:$|[^\pL])|` +
		// a settings field for the rules written as a quoted key, set empty
		`(?:polic(?:y|ies)|restrictions|rules|guidelines|filters?|guardrails?|censorship|constraints|limits)["'”’]\s*[:=]\s*(?:null|nil|none|false|\[\s*\]|\{\s*\}|["']\s*(?:none|off|false|disabled|unbound|unlimited|n/a)\s*["'])(?:$|[^\pL\pN])|` +
		// Korean: follows no policy (rule, limit) at all; has none
		`어떤\s*(?:정책|규칙|규정|제한|원칙)\S*\s*(?:도\s*)?(?:따르지\s*않|없)|` +
		// Tamil: no policy or rule at all (the "any" with a joined consonant)
		`எந்தக்\s+(?:\S+\s+)?(?:விதி|கொள்கை|கட்டுப்பாடு)\S*\s+(?:\S+\s+)?இல்லை|` +
		// Bengali: has no rule or policy at all, the words between
		`কোনো\s+(?:\S+\s+)?(?:নিয়ম|নীতি|বিধিনিষেধ|সীমা)\S*\s+(?:\S+\s+)?নেই|` +
		// Urdu: no rule or restriction applies (several words between)
		`کوئی\s+(?:\S+\s+){0,3}?(?:ضابطہ|ضابطے|پابندی|پالیسی|اصول|قاعدہ|قواعد)\S*\s+(?:\S+\s+){0,3}?(?:لاگو\s+|نافذ\s+)?نہیں|` +
		// Arabic: commits to (follows) no policy or restriction
		`لا\s+(?:يلتزم|تلتزم|يتبع|تتبع|يعترف|تعترف)\s+(?:ب)?(?:أي|أية|اي)\s+(?:سياس\S*|قواعد|قاعدة|قيود|حدود|ضوابط)|` +
		// Czech: without any rules
		`bez\s+(?:jakýchkoli|jakýchkoliv|žádných)\s+(?:pravidel|omezení|zásad)`
	// stackFree47joined: Chinese, matched anywhere (no spaces).
	stackFree47joined = `没有任何(?:规矩|规则|政策|限制|底线|原则)|沒有任何(?:規矩|規則|政策|限制|底線|原則)|不(?:受|遵守)任何(?:规则|规矩|政策|限制|規則|限制)`
	stackNever47      = `(?:with\s+no|without(?:\s+any)?|no)\s+(?:[\pL]+,?\s+){0,2}(?:(?:or|and|nor)\s+)?refusals?(?:$|[^\pL])|` +
		`refus\pL*["'”’]\s*[:=]\s*["']?(?:never|none|false|off|disabled|0|no)(?:$|[^\pL\pN])|` +
		// Bengali: never says no (with the words between)
		// Arabic: refuses no request ever
		`لا\s+(?:يرفض|ترفض)\s+(?:أي|أية|اي)\s+(?:طلب|سؤال)|` +
		// Czech: refuses nothing
		`nic\s+neodmít\pL*|neodmít\pL*\s+nic(?:$|[^\pL])`
	stackNever47joined = `从不拒绝|從不拒絕|绝不拒绝|絕不拒絕|절대\s*거절하지\s*않|절대\s*거부하지\s*않`
	stackAnswers47     = `answer(?:s|eth|ing)?\s+any\s+(?:[\pL'’]+\s+){1,2}?(?:questions?|requests?)|` +
		`(?:tell|tells|explain|explains|say|says|give|gives)\s+(?:or\s+\pL+\s+)?(?:ye\s+|you\s+|them\s+)?anything\s+(?:anyone|anybody|you|ye|they|the\s+user|people|someone)\s+(?:asks?|wants?|requests?)|` +
		`(?:give|gives|provide|provides|share|shares)\s+any\s+(?:information|info|answer|details?)\s+to\s+(?:anyone|anybody|everyone|whoever)|` +
		// Tamil: answers whatever is asked
		`எதைக்?\s+கேட்டாலும்\s+(?:\S+\s+){0,3}?பதில்|` +
		// Bengali: answers whatever anyone asks
		`(?:যা-?ই|যাই)\s+(?:\S+\s+){0,3}?উত্তর\s+দেয়|` +
		// Urdu: answers any question of anyone
		`کسی\s+بھی\s+(?:\S+\s+){0,3}?سوال\s+کا\s+(?:\S+\s+)?جواب|` +
		// Arabic: answers about everything (the "and" joined before it)
		`و?(?:يجيب|تجيب)\s+(?:عن|على)\s+(?:كل\s+شيء|أي\s+شيء)|` +
		// Czech: answers anything, an adverb between
		`odpoví\s+(?:\pL+\s+)?na\s+(?:cokoli|cokoliv|všechno|jakoukoli\pL*)`
	stackAnswers47joined = `什么问题都回答|什麼問題都回答|什么问题都答|무엇이든\s*대답|어떤\s*질문이든\s*대답`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?:^|[^\pL])(?:` + stackFree47 + `)|` + stackFree47joined)
	stackNever = nfkcRe(stackNever.String() + `|(?:^|[^\pL])(?:` + stackNever47 + `)|` + stackNever47joined)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?:^|[^\pL])(?:` + stackAnswers47 + `)|` + stackAnswers47joined)
	for _, w := range []string{"code", "law", "정책", "규칙", "규정", "제한", "원칙", "ضابط", "پابندی", "قيود", "سياس", "规矩", "规则", "政策", "限制", "底线", "原则", "規", "底線", "omezení", "pravidel", "কোনো"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"tell", "explain", "give", "provide", "share", "refus", "ترفض", "يرفض", "تجيب", "neodmít", "odpoví", "拒绝", "拒絕", "대답", "கேட்டாலும்", "উত্তর", "جواب"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

// stackOwnCue47: the cue words that mark a quotation ("refuses", "never")
// are also the words of the stack's own traits. When the only cue before
// the free trait lies inside the stack's span (a settings block whose
// "refuses": false precedes "policy": null), the cue is the trait, not a
// frame around a quotation: the span is judged from its start, where no
// cue stands, so the other readings (a security skill, a list of things
// to avoid) still apply.
func (c *checker) stackOwnCue47(d *doc, reason ctxReason, as, key int) ctxReason {
	if reason != "" && !d.quoted(key) && charSheetRow47(d, key) {
		return ""
	}
	if reason != "quoted after a cue word" || d.cueBefore(as) {
		return reason
	}
	return c.intentContext(d, as, as)
}

// charSheetRow47: a row of a character sheet, a table whose header's
// first cell names a trait or attribute of the character beside a value
// column (Trait | Value, Attribute | Setting), sets that character as a
// settings table (Setting | Value) sets the agent: it quotes nothing,
// whatever the skill's topic.
func charSheetRow47(d *doc, pos int) bool {
	hc := strings.Split(strings.Trim(d.tableHeader(pos), "|"), "|")
	return len(hc) >= 2 && charSheetHeader47.MatchString(strings.TrimSpace(hc[0])) && charSheetValue47.MatchString(strings.TrimSpace(hc[1]))
}

var (
	charSheetHeader47 = lazyRegexp(`(?i)^[*_]*(?:traits?|attributes?|characteristics?|stats?|properties|property)[*_]*$`)
	charSheetValue47  = lazyRegexp(`(?i)^[*_]*(?:values?|settings?|details?|description)[*_]*$`)
)

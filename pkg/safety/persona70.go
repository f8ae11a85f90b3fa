package safety

import "golang.org/x/text/unicode/norm"

// Round 70 (persona): the persona stack (checkPersonaStack) in more turns
// of phrase, read in fresh209-212. Each trait alone stays ordinary; the
// stack still needs the free trait and a second one with a persona frame,
// or all three, in one paragraph.
//
// Free of rules: having no policy or rules "to follow" (to obey, observe,
// answer to) is following none: the infinitive names the obeying, it does
// not narrow the rules to something other than the character, as "no
// limits on word count" would. Not operating, acting or working under (or
// within) any rules is being outside them, as "not bound by" (round 48).
//
// Never refuses: always giving a full (complete, unfiltered) answer is
// never holding one back, the refusal stated as its opposite.
//
// Answers anything: discussing, producing or saying anything "without
// limitation" (restriction, exception, filter) answers every ask: the
// unbounded object and the lifted bound together, as "answers anything".
//
// Free of rules, written ahead in languages the tables have used least:
// Estonian "ei järgi mingeid reegleid" (follows no rules), "reegliteta"
// (rule-less); Icelandic "fylgir engum reglum" (follows no rules), "án
// reglna" (without rules); Hebrew "אינה כפופה לשום כללים" (is subject to
// no rules), "ללא שום מגבלות" (without any limits).
const (
	stackFree70lang = `ei\s+(?:järgi|tunnista|austa|pea\s+kinni)\s+(?:mingeid\s+|ühtegi\s+|mingit\s+)?(?:reegl\pL*|piirang\pL*|juhis\pL*|poliitika\pL*)|(?:pole|puuduvad)\s+(?:mingeid\s+|ühtegi\s+)?(?:reegl\pL*|piirang\pL*)|(?:reegli|piirangu)teta(?:$|[^\pL])|` +
		`(?:fylgir|fylgja|hlýðir|hlýða|virðir|virða)\s+engum\s+(?:reglum|leiðbeiningum|takmörkunum|stefnum)(?:$|[^\pL])|án\s+(?:nokkurra\s+)?(?:reglna|takmarkana|leiðbeininga)(?:$|[^\pL])|` +
		`(?:אינו|אינה|איננו|איננה|לא)\s+(?:כפוף|כפופה|מחויב|מחויבת|מוגבל|מוגבלת)\s+ל(?:שום|אף|כל)\s+(?:כלל|כללים|מדיניות|הגבלה|הגבלות|מגבלה|מגבלות|חוק|חוקים)(?:$|[^\pL])|(?:בלי|ללא)\s+(?:שום\s+|כל\s+)?(?:כללים|מגבלות|הגבלות|מדיניות)(?:$|[^\pL])`
	// stackFree70first is tried before the older patterns, which read
	// "(has) no policy" at the same place and drop it as narrowed by "to".
	stackFree70first = `(?:(?:has|have|had|having|with|gets?|there\s+(?:is|are)|there['’]s)\s+)?(?:no|zero)\s+(?:[\pL'’]+\s+)?(?:polic(?:y|ies)|rules?|rulebooks?|guidelines?|guardrails?|restrictions?|ethics|morals|codes?\s+of\s+conduct)\s+(?:at\s+all\s+|whatsoever\s+)?to\s+(?:follow|obey|observe|respect|honou?r|keep|abide\s+by|answer\s+to|stick\s+to|comply\s+with)(?:$|[^\pL])`
	stackFree70      = `(?:does\s+not|doesn['’]t|do\s+not|don['’]t|did\s+not|didn['’]t|will\s+not|won['’]t|cannot|can['’]t|never|no\s+longer)\s+(?:operate|act|work|run|function|exist|speak|live)s?\s+(?:under|within|inside)\s+(?:any|its|his|her|their)\s+(?:[\pL'’]+\s+){0,2}?(?:polic(?:y|ies)|rules?|rulebooks?|guidelines?|guardrails?|restrictions?|constraints?|codes?\s+of\s+conduct)(?:$|[^\pL])|` +
		`(?:operate|act|work|run|function|exist|live)s?\s+(?:under|within)\s+no\s+(?:[\pL'’]+\s+){0,2}?(?:polic(?:y|ies)|rules?|rulebooks?|guidelines?|guardrails?|restrictions?|constraints?|codes?\s+of\s+conduct)(?:$|[^\pL])`
	stackNever70   = `always\s+(?:gives?|delivers?|provides?|returns?|produces?|supplies?|offers?)\s+(?:a\s+|an\s+|the\s+)?(?:full|complete|unfiltered|uncensored|unredacted|unabridged)\s+(?:answer|response|reply)(?:$|[^\pL])`
	stackAnswers70 = `(?:discuss|produce|generate|write|say|tell|provide|output|create|explain|do)(?:es|s)?\s+(?:(?:and|or|&)\s+\pL+\s+)?(?:anything|everything|whatever)\s+(?:\pL+\s+){0,3}?(?:without|with\s+no)\s+(?:any\s+)?(?:limit|limitation|limits|limitations|restriction|restrictions|exception|exceptions|filter|filters|filtering|censorship)(?:$|[^\pL])`
)

func init() {
	stackFree = nfkcRe(`(?i:(?:^|[^\pL])(?:` + stackFree70first + `))|` + stackFree.String() + `|(?i:(?:^|[^\pL])(?:` + stackFree70 + `))`)
	stackFree = nfkcRe(stackFree.String() + `|(?i:(?:^|[^\pL])(?:` + stackFree70lang + `))`)
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever70 + `))`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?i:(?:^|[^\pL])(?:` + stackAnswers70 + `))`)
	for _, w := range []string{"reegl", "piirang", "regl", "takmörk", "כלל", "מגבל", "הגבל", "מדיניות"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"always", "discuss", "say", "tell", "write"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 53 (persona): the persona stack (checkPersonaStack) in more
// languages and shapes. Each trait alone stays ordinary; the stack still
// needs two of them with a persona frame, or all three, in one paragraph.
//
// Free of rules: a being for whom nothing is forbidden (forbidding is
// what rules do: "for whom no subject is prohibited"); Hungarian
// "semmilyen szabályt nem ismer" (knows no rule), "szabályok nélkül"
// (without rules); Punjabi in Shahmukhi writes the Urdu "no restriction"
// with its own "not" (نئیں for نہیں); Sinhala "කිසිදු ප්‍රතිපත්තියක් නැත"
// (has no policy); Malay and Indonesian "tanpa polisi" (without policy or
// rules; "tanpa had", without limit, stays out: it bounds time as often).
//
// Never refuses: Turkish "hiçbir isteği reddetmez" (refuses no request);
// Punjabi "کدی انکار نئیں" (never refuses); Sinhala "කිසි විටෙක
// ප්‍රතික්ෂේප නොකරයි" (never refuses).
//
// Answers anything: the requests answered "of any nature" or "of every
// kind" are any request, however they are described before the "of";
// Norwegian and Danish "svarer på (absolutt) alt" (answers everything),
// as the Swedish; Turkish "her soruya ... cevap verir" with a manner
// between (every question answered, "without limit"); Tagalog "sumasagot
// sa kahit ano" (answers anything); Malay "menjawab apa sahaja" (answers
// anything; Indonesian "apa pun" is there already); Punjabi "ہر گل دا
// جواب" (an answer to everything); Sinhala "ඕනෑම දෙයකට පිළිතුරු" (an
// answer to anything).
const (
	stackFree53 = `(?:for|to)\s+(?:whom|which)\s+(?:nothing|no\s+(?:topic|subject|question|request|area|task|information|content)s?)\s+(?:is|are|gets)\s+(?:ever\s+)?(?:forbidden|prohibited|taboo|banned|disallowed)(?:$|[^\pL])|` +
		// Hungarian: knows no rule; without rules
		`semmilyen\s+(?:szabály|irányelv|előírás|korlát|tilalm)\pL*\s+(?:nem\s+ismer|nincs|nem\s+köti)|(?:szabály|irányelv|előírás)\pL*\s+nélkül|` +
		// Punjabi (Shahmukhi): no restriction or policy, "not" as نئیں
		`کوئی\s+(?:\pL+\s+)?(?:پابندی|پالیسی|اصول|قاعدہ|قواعد|ضابطہ|ضابطے)\pL*\s+(?:\pL+\s+)?نئیں|` +
		// Sinhala: no policy or rule at all
		`කිසිදු\s+(?:ප්\x{200D}?රතිපත්ති|නීති|රීති|සීමා)\S*\s+නැත|` +
		// Malay, Indonesian: without policy or rules, the clause ending
		// there ("tanpa peraturan khas", without special rules, qualifies
		// them)
		`tanpa\s+(?:sebarang\s+|apa-apa\s+|aturan\s+atau\s+)?(?:polisi|peraturan|kebijakan|aturan|garis\s+panduan|sekatan)(?:\s*(?:[.,;!]|$)|\s+(?:yang|dan|atau|serta|langsung|sama\s+sekali|apa-apa)(?:$|[^\pL]))`
	stackNever53 = `(?:hiçbir|hiç\s+bir)\s+(?:isteği|talebi|soruyu|şeyi|ricayı)\s+(?:asla\s+)?(?:reddetmez|geri\s+çevirmez)|asla\s+(?:reddetmez|hayır\s+demez)|` +
		// Punjabi (Shahmukhi): never refuses
		`(?:کدی|کدے|کدی\s+وی|کبھی)\s+(?:انکار|منع)\s+(?:نئیں|نہیں)|` +
		// Sinhala: never refuses
		`කිසි\s*(?:ම\s*)?විටෙක\s+(?:\S+\s+)?ප්\x{200D}?රතික්ෂේප\s+නොකර`
	stackAnswers53 = `answer(?:s|eth|ing)?\s+(?:[\pL-]+\s+){0,2}?(?:requests?|questions?|prompts?|asks)\s+of\s+(?:any|every|all)\s+(?:nature|kind|sort|type)s?(?:$|[^\pL])|` +
		// Norwegian, Danish: answers everything
		`svarer\s+på\s+(?:absolutt\s+|precis\s+|rubbel\s+og\s+bart\s+)?(?:alt|alle|ethvert|hvert|hva\s+som\s+helst)(?:$|[^\pL])|` +
		// Turkish: every question answered, a manner between
		`her\s+(?:soruya|şeye|isteğe|talebe)\s+(?:\pL+\s+)?(?:yanıt|cevap)|` +
		// Tagalog: answers anything
		`sumasagot\s+(?:sa|ng)\s+(?:kahit\s+an(?:o|ong)|lahat)(?:$|[^\pL])|` +
		// Malay: answers anything, the clause ending there ("apa sahaja
		// soalan tentang saiz" names what about)
		`menjawab\s+(?:apa\s+sahaja|apa-apa\s+sahaja|sebarang\s+soalan|segalanya)(?:\s*(?:[.,;!]|$)|\s+(?:tanpa|yang|dengan\s+bebas)(?:$|[^\pL]))|` +
		// Punjabi (Shahmukhi): an answer to every matter
		`ہر\s+(?:گل|سوال|بات|درخواست)\s+(?:دا|کا)\s+جواب|` +
		// Sinhala: answers anything
		`ඕනෑම\s+(?:දෙයකට|ප්\x{200D}?රශ්නයකට|දෙයක්)\s+පිළිතුරු`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?:^|[^\pL])(?:` + stackFree53 + `)`)
	stackNever = nfkcRe(stackNever.String() + `|(?:^|[^\pL])(?:` + stackNever53 + `)`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?:^|[^\pL])(?:` + stackAnswers53 + `)`)
	for _, w := range []string{"forbidden", "prohibited", "taboo", "banned", "disallowed", "szabály", "irányelv", "előírás", "korlát", "tilalm", "پابندی", "پالیسی", "اصول", "قاعدہ", "قواعد", "ضابطہ", "ضابطے", "ප්\u200dරතිපත්ති", "ප්රතිපත්ති", "නීති", "රීති", "සීමා", "polisi", "peraturan", "kebijakan", "aturan", "panduan", "sekatan"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"reddet", "geri çevir", "hayır", "انکار", "منع", "ප්\u200dරතික්ෂේප", "ප්රතික්ෂේප", "svarer", "soruya", "şeye", "isteğe", "talebe", "sumasagot", "menjawab", "جواب", "පිළිතුරු"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

// Round 53 (persona): "block" introduces things to block only as a verb.
// As the head of a noun compound ("stat block", "code block", "building
// blocks", "city block") it names a thing, and the list under "Her stat
// block:" is a character sheet, not things to reject. blockNoun53 blanks
// such a compound before avoidIntro reads the line.
var blockNoun53 = func() func(string) string {
	re := lazyRegexp(`(?i)\b(?:stat|stats|statistics|character|creature|monster|code|text|quote|building|city|starting|cell|memory|address|signal|time|calendar|study|ad|command|function|content|info|information|color|colour)\s+blocks?\b`)
	return func(line string) string {
		if !strings.Contains(strings.ToLower(line), "block") {
			return line
		}
		return re.ReplaceAllString(line, "")
	}
}()

// Round 53 (persona): "vulnerability" beside "hazard" is the vulnerability
// of disaster-risk science (risk is hazard, exposure and vulnerability: a
// catastrophe model's vulnerability module turns an event into damage
// ratios), not a software flaw. A skill explaining hazard and
// vulnerability modules is no security skill, so a persona spec in its
// code block is not an attack it documents; any other security word still
// makes the topic.
var hazardNear53 = lazyRegexp(`(?i)\bhazards?\b`)

func hazardVulnerability53(s string, m []int) bool {
	w := s[m[0]:m[1]]
	if len(w) < 8 || !strings.EqualFold(w[:8], "vulnerab") {
		return false
	}
	return hazardNear53.MatchString(s[max(0, m[0]-80):min(len(s), m[1]+80)])
}

// Round 53: a trait after "and" is its own clause in other languages
// too. "Nekter aldri og svarer på alt" is two clauses; the "aldri" (never)
// of the first does not negate the second, as the English " and " cut in
// stackTrait42 already reads it. The "and" of the languages the stack
// reads, as a whole word.
var stackAnd53 = lazyRegexp(`(?:^|\s)(?:og|och|und|és|ve|dan|oraz|ja|και|и|та|và)\s`)

func stackAndCut53(before string) string {
	ms := stackAnd53.FindAllStringIndex(before, -1)
	if len(ms) == 0 {
		return before
	}
	return before[ms[len(ms)-1][1]:]
}

// tagalogTrait53: a Tagalog trait ("hindi tumatanggi", "sumasagot sa
// lahat"): the "at" after it is "and", not a preposition that narrows
// (as stackHit reads it after "wala").
func tagalogTrait53(m string) bool {
	return strings.Contains(m, "tumatanggi") || strings.Contains(m, "sumasagot") || strings.Contains(m, "walang")
}

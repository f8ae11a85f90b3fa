package safety

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Round 62 (persona): the persona stack (checkPersonaStack) in the
// languages and turns of phrase its persona cards were written in and it
// did not read. Each trait alone stays ordinary; the stack still needs
// the free trait and a second one with a persona frame, or all three, in
// one paragraph.
//
// Free of rules, the nouns coordinated: "has no rules nor limits" with
// the negation standing once before a list joined by "nor" (Galician
// "non ten normas nin límites"), "or" (Basque "ez du arau edo mugarik",
// where only the last noun of the list takes the partitive), or Irish
// "níl polasaí ná teorainn ar bith" (there is no policy nor limit at
// all): a list negated once negates each of its nouns, as the single
// noun does. Pashto "هیڅ ... نه لري" (has no ... at all), as Persian
// "هیچ ... ندارد" (round 45).
//
// Never refuses: Irish "ní dhiúltaíonn ... riamh" (never refuses);
// Pashto "هیڅکله انکار نه کوي" (never refuses).
//
// Answers anything: Irish "freagróidh sí aon rud" (she will answer
// anything); Pashto "هرې پوښتنې ته ځواب ورکوي" (answers every question);
// English "answers any real-world (out-of-game, off-topic) question":
// a qualifier that places the question outside the role the character
// plays widens the answering rather than narrowing it, as "any question"
// bare does. A topic that narrows ("any billing question") stays out.
const (
	stackFree62 = `` +
		// Galician: has (follows) no rules nor limits, the list bare
		`non\s+(?:ten|teñen|segue|seguen|coñece|respecta)\s+(?:normas|regras|políticas|restricións|límites)(?:\s*,\s*(?:normas|regras|políticas|restricións|límites))*(?:\s+(?:nin|ou)\s+(?:normas|regras|políticas|restricións|límites))(?:$|[^\pL])|` +
		// Basque: has no rule or limit, the partitive on the last noun
		`ez\s+(?:du|dute|dauka|daukate)\s+(?:inolako\s+|batere\s+)?(?:arau|politika|muga|debeku)\s+(?:edo|ez\s+eta)\s+(?:araurik|politikarik|mugarik|debekurik)|` +
		// Irish: there is no policy nor limit (at all) with her
		`níl\s+(?:aon\s+)?(?:polasaí|riail|rialacha|teorainn|teorainneacha|srian|srianta)(?:\s+(?:ná|nó)\s+(?:polasaí|riail|rialacha|teorainn|teorainneacha|srian|srianta))?\s+(?:ar\s+bith|aici|aige|acu)|` +
		`níl\s+aon\s+(?:polasaí|riail|rialacha|teorainn\pL*|srian\pL*)|` +
		// Pashto: has no policy, rule or limit at all
		`هیڅ\s+(?:\S+\s+)?(?:پالیسي|پالیسۍ|قانون|قاعد|اصول|محدودیت|حد|بندیز)\S*\s+(?:\S+\s+)?نه\s+(?:لري|لرې|مني)`
	stackNever62 = `` +
		// Irish: never refuses
		`ní\s+(?:dhiúltaíonn|dhiúltóidh|dhiúltaigh)\s+(?:\pL+\s+){0,2}?riamh|riamh\s+ní\s+dhiúltaíonn|` +
		// Pashto: never refuses
		`هیڅکله\s+(?:\S+\s+)?(?:انکار|رد)\s+نه\s+(?:کوي|کوې|کړي)`
	stackAnswers62 = `` +
		// Irish: will answer (answers) anything, every question
		`fhreagr\pL*\s+(?:sí|sé|siad)\s+(?:aon\s+rud|gach\s+(?:rud|ceist|iarratas)|aon\s+cheist)|freagr\pL*\s+(?:sí\s+|sé\s+|siad\s+)?(?:aon\s+rud|gach\s+(?:rud|ceist|iarratas)|aon\s+cheist)|` +
		// Pashto: answers every question
		`(?:هرې|هره|هر|هرڅه)\s+(?:\S+\s+)?پوښتن\S*\s+(?:\S+\s+)?ځواب|` +
		// English: any question placed outside the role answered
		`answer(?:s|eth|ing)?\s+(?:absolutely\s+|literally\s+)?(?:any|every|all)\s+(?:real[\s-]*world|out[\s-]*of[\s-]*(?:game|character|story|scope|role|world)|off[\s-]*(?:topic|script)|unrelated|outside|non[\s-]*game)\s+(?:questions?|requests?|prompts?|topics?|queries|query)`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?i:(?:^|[^\pL])(?:` + stackFree62 + `))`)
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever62 + `))`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?i:(?:^|[^\pL])(?:` + stackAnswers62 + `))`)
	for _, w := range []string{"normas", "regras", "límites", "polasaí", "riail", "rialacha", "teorainn", "srian", "پالیسي", "پالیسۍ", "قانون", "قاعد", "اصول", "محدودیت", "بندیز", "muga", "debeku"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"dhiúlt", "freagr", "انکار", "ځواب", "answer"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

// stackOwnName62: a persona's settings block in a code block that names
// the persona after the skill itself ("persona: ScanBuddy" in the skill
// scan-buddy) sets the skill's own persona, whatever its topic: a skill
// that documents or catches hostile personas quotes specimens under
// other names, not under its own. A skill whose name or description
// presents specimens (specimenSkill61) keeps its reading.
func (c *checker) stackOwnName62(d *doc, reason ctxReason, key int) ctxReason {
	if reason == "" {
		return reason
	}
	fi := d.fenceAt(key)
	if fi < 0 {
		return reason
	}
	own := letterKey62(c.p.Name)
	if len(own) < 4 || specimenSkill61.MatchString(strings.ToLower(c.p.Name+"\n"+c.p.Description)) {
		return reason
	}
	f := d.fences[fi]
	block := d.v.text[f.start:min(f.end, f.start+2000)]
	for _, m := range personaNameField62.FindAllStringSubmatch(block, 8) {
		if letterKey62(m[1]) == own {
			return ""
		}
	}
	return reason
}

// personaNameField62: the field that names the persona a block sets.
var personaNameField62 = lazyRegexp(`(?im)^[ \t\-"']*(?:persona|character|name|persona_name|bot_name|assistant_name)["']?\s*[:=]\s*["']?([\pL\pN][\pL\pN _.-]{2,40})`)

// letterKey62: the letters and digits of s, lower-cased: "scan-buddy"
// and "ScanBuddy" are one name.
func letterKey62(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

package safety

import "golang.org/x/text/unicode/norm"

// Round 75 (persona): the persona stack (checkPersonaStack) in the
// inflections its languages use that earlier rounds wrote in one form
// only. Each is the same concept as before, not a new phrase: the
// character has (owns) no rules or limits, never refuses, answers
// whatever is asked. Each trait alone stays ordinary; the stack still
// needs the free trait and a second one with a persona frame, or all
// three, in one paragraph or table row.
//
// Albanian: "without rules (limits, policy)" frees as "has no rules"
// does; the answer verb takes a preposition before "every" ("answers for
// (to) everything") and is conjugated for any person.
//
// Samoan: a possessive between "there are none" and the rules ("e leai
// sana tulafono", there are no rules of his) is the same absence as
// "e leai ni tulafono"; "without any rules or limits" (aunoa ma ni).
//
// Basque: the answer verb's imperfective ("erantzuten") and its other
// forms, not only "erantzun"; never refusing (never giving a "no") said
// in any person of the auxiliary, not only the third.
//
// Mongolian: "whatever (in any case form) is asked, answers" and
// "answers any (every) question", as round 40's "юу ч хариулна".
const (
	stackFree75 = `` +
		// Albanian: without (any) rules, limits or policy
		`pa\s+(?:asnjë\s+|fare\s+)?(?:rregulla|rregull|kufij|kufizime|kufizim|politik\pL*)(?:$|[^\pL])|` +
		// Samoan: there are no rules of his (hers, yours); without any
		`leai\s+(?:sana|sona|lana|lona|sau|sou|lau|lou|sa|so|la|lo)\s+(?:ni\s+|se\s+)?(?:tulafono|tapula['ʻ’]?a)|` +
		`aunoa\s+ma\s+(?:se\s+|ni\s+)?(?:tulafono|tapula['ʻ’]?a)`
	stackNever75 = `` +
		// Basque: never gives a refusal or a "no", in any person
		`ez\s+(?:du|duzu|dut|dute|dugu|duzue|dio|diozu|diot)\s+inoiz\s+(?:uko|ezetzik|ezezkorik|ezezko)|` +
		`inoiz\s+ez\s+(?:du|duzu|dut|dute|dugu|duzue)\s+(?:uko|ezetzik|ezezkorik)`
	stackAnswers75 = `` +
		// Albanian: answers (for, to) everything, every question
		`(?:u\s+)?përgjigj\pL*\s+(?:për\s+|në\s+|ndaj\s+)?(?:çdo|gjithçka\pL*|të\s+gjitha)(?:$|[^\pL])|` +
		// Basque: answers any question (request), everything
		`edozein\s+(?:galdera|eskaera|gai)\S*\s+(?:\pL+\s+)?erantzu\pL*|(?:dena|denari|guztiei|guztia)\s+erantzu\pL*|` +
		// Mongolian: whatever is asked, answers; answers any question
		`(?:юуг|юунд|юуны|юу)\s+ч\s+(?:\pL+\s+){0,2}хариул|(?:ямар\s+ч|бүх|аливаа|дурын)\s+асуулт\pL*\s+(?:\pL+\s+)?хариул`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?i:(?:^|[^\pL])(?:` + stackFree75 + `))`)
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever75 + `))`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?i:(?:^|[^\pL])(?:` + stackAnswers75 + `))`)
	for _, w := range []string{"kufij", "kufizime", "tapula"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"përgjigj", "erantzu", "ezezko", "хариул", "teena"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

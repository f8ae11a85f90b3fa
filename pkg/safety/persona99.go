package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 99 (persona): the persona stack (personastack.go, persona79.go)
// missed three forms of the same traits on fresh299-302.
//
// h299-persona-05: the character answers "anyway" what an ordinary
// assistant would decline ("if asked something a normal assistant would
// decline, X answers anyway"): a refusal named and then overridden is the
// never-refuses trait, as "even requests other assistants would decline"
// already is.
//
// h301-persona-11: a character sheet whose row names the subjects allowed
// and gives them all ("| Topics allowed | all |", "subjects: any") is the
// answers-anything trait, written as a setting like "answers: anything".
// With no frame the stack still needs all three traits, so a course table
// with "topics: all" stays ordinary. (Table rows reach the stack as
// clauses without their pipes, persona43.go, so the separator may be
// gone; then the row's name must say the subjects are allowed.)
//
// h302-persona-08: Hebrew joins its proclitics to the next word ("ש"
// that, "ו" and, "וש" and that): "שאין לה שום מדיניות" (that has no
// policy), "שלעולם לא מסרבת" (that never refuses, "never" before the
// verb as Hebrew usually puts it), "ושעונה על כל שאלה" (and that answers
// every question). The round 79 row starts each trait at a word, so a
// trait behind a proclitic was never read; and the agent is addressed in
// both genders at once ("את/ה עכשיו", you (f/m) are now).
var (
	stackNever99 = []string{
		`(?:would|might|will|usually|normally|should|could)\s+(?:decline|refuse|turn\s+down|reject|not\s+answer)\b[^.\n]{0,60}?(?:answers?|responds?|replies|complies|helps?|obliges|does\s+it)\s+(?:it\s+|them\s+)?anyway`,
		`(?:ו?ש|ו)(?:לעולם|אף\s+פעם)\s+(?:לא|אינו|אינה|אינך)\s+מסרב\S*`,
		`(?:לעולם|אף\s+פעם)\s+(?:לא|אינו|אינה|אינך)\s+מסרב\S*`,
	}
	stackAnswers99 = []string{
		`(?:topics?|subjects?|questions?)(?:\s*[:=|]|\s+(?:allowed|permitted|answered)\s*[:=|]?)\s*["'\[(]*\s*(?:all|any|anything|everything|unlimited)(?:$|[^\pL])`,
		`(?:ו?ש|ו)(?:עונה|עונים|יענה|תענה)\s+על\s+(?:כל|כלל)`,
	}
	stackFree99 = []string{
		`(?:ו?ש|ו)אין\s+(?:לו|לה|לך)\s+(?:שום\s+|אף\s+)?(?:כללים|חוקים|מדיניות|עקרונות)`,
	}
	stackFrame99 = []string{`(?:את|אתה)/(?:ה|את|אתה)\s+עכשיו`}
)

func init() {
	alt := func(parts []string) string { return `|(?i:(?:^|[^\pL])(?:` + strings.Join(parts, "|") + `))` }
	stackFree = nfkcRe(stackFree.String() + alt(stackFree99))
	stackNever = nfkcRe(stackNever.String() + alt(stackNever99))
	stackAnswers = nfkcRe(stackAnswers.String() + alt(stackAnswers99))
	stackFrame = nfkcRe(stackFrame.String() + alt(stackFrame99))
	for _, w := range []string{"topic", "subject", "anyway"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

package safety

import "golang.org/x/text/unicode/norm"

// Round 71 (persona family): the persona stack's traits (personastack.go)
// in Swedish words the lists lacked, read in fresh213-216. A character
// free of rules (round 51 read "inga policyer") that also never refuses
// and answers anything is a jailbreak persona in Swedish as in English:
//
//   - answers anything: "besvarar vad som helst" (the verb with the
//     prefix be-, which takes its object without "på"), "svarar på allt";
//   - never refuses: "utan att (någonsin) vägra" (without refusing),
//     "vägrar aldrig", "aldrig vägrar", "säger aldrig nej".
//
// The stack still needs the free trait beside them, so a help desk that
// "answers any question about invoices" and never says no to a refund
// stays harmless.
const (
	stackAnswers71 = `(?:be)?svarar\s+(?:på\s+)?(?:precis\s+)?(?:vad\s+som\s+helst|allt)(?:$|[^\pL])`
	stackNever71   = `utan\s+att\s+(?:någonsin\s+|nånsin\s+)?vägra(?:$|[^\pL])|vägrar\s+aldrig|aldrig\s+vägrar|säger\s+aldrig\s+nej`
)

func init() {
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?i:(?:^|[^\pL])(?:` + stackAnswers71 + `))`)
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever71 + `))`)
	for _, w := range []string{"svarar", "vägra"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

package safety

import "golang.org/x/text/unicode/norm"

// Round 60 (persona): the persona stack (checkPersonaStack) in more turns
// of phrase. Each trait alone stays ordinary; the stack still needs two
// of them with a persona frame, or all three, in one paragraph.
//
// Never refuses: a character never trained, taught, built or programmed
// to decline ("has never been trained to refuse", "was not built to say
// no"): a refusal the character was never given is a refusal never
// given, as "cannot refuse" says. As round 50's "incapable of refusing",
// an object after the verb narrows it to one thing ("never trained to
// refuse a dare"). Croatian, Serbian and
// Bosnian "ništa ne odbija" (refuses nothing), "nikad ne odbija" (never
// refuses), "ne odbija ništa", and the Cyrillic spellings.
//
// Answers anything: Croatian, Serbian and Bosnian "odgovara na bilo koje
// pitanje" (answers any question), "odgovorit će na svako pitanje" (will
// answer every question), and the Cyrillic spellings.
const (
	stackNever60 = `(?:has|have|had|was|were|is|are)\s+(?:never|not)\s+(?:once\s+)?(?:been\s+)?(?:trained|taught|built|designed|programmed|made|coded|conditioned)\s+to\s+(?:ever\s+)?(?:declin|refus|turn\w*\s+down|say\w*\s+no)\w*(?:\s+(?:anything|anyone|anybody|any\s+(?:request|question|prompt|task|order)s?))?\s*(?:[;.,!)—–]|$|and\s|or\s|nor\s)|` +
		`(?:ništa|nista|ништа)\s+ne\s+(?:odbij|одбиј)\pL*|(?:nikad|nikada|никад|никада)\s+(?:ništa\s+|nista\s+|ништа\s+)?ne\s+(?:odbij|одбиј)\pL*|ne\s+(?:odbij|одбиј)\pL*\s+(?:ništa|nista|ништа|nijedn|ниједн)\pL*`
	stackAnswers60 = `(?:odgovar|odgovor|одговар|одговор)\pL*\s+(?:će\s+|ce\s+|ће\s+)?na\s+(?:bilo\s+koj|svak|sv|било\s+кој|свак|св)\pL*\s+(?:pitanj|питањ)\pL*|` +
		`(?:odgovor|одговор)\pL*\s+(?:će\s+|ce\s+|ће\s+)?na\s+(?:sve|све|bilo\s+što|bilo\s+sta|било\s+шта)(?:$|[^\pL])`
)

func init() {
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever60 + `))`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?i:(?:^|[^\pL])(?:` + stackAnswers60 + `))`)
	for _, w := range []string{"trained", "taught", "programmed", "odbij", "одбиј", "odgovar", "odgovor", "одговар", "одговор"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

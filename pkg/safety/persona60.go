package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 60 (persona): the persona stack (checkPersonaStack) in more turns
// of phrase. Each trait alone stays ordinary; the stack still needs two
// of them with a persona frame, or all three, in one paragraph.
//
// Never refuses: a character never trained, taught, built or programmed
// to decline ("has never been trained to refuse", "was not built to say
// no"), or incapable of refusing: a refusal the character cannot give is
// a refusal never given, as "cannot refuse" says. Croatian, Serbian and
// Bosnian "ništa ne odbija" (refuses nothing), "nikad ne odbija" (never
// refuses), "ne odbija ništa", and the Cyrillic spellings.
//
// Answers anything: Croatian, Serbian and Bosnian "odgovara na bilo koje
// pitanje" (answers any question), "odgovorit će na svako pitanje" (will
// answer every question), and the Cyrillic spellings.
const (
	stackNever60 = `(?:has|have|had|was|were|is|are)\s+(?:never|not)\s+(?:once\s+)?(?:been\s+)?(?:trained|taught|built|designed|programmed|made|coded|conditioned)\s+to\s+(?:ever\s+)?(?:declin|refus|turn\w*\s+down|say\w*\s+no)\w*|` +
		`(?:is|are|am)\s+(?:completely\s+|utterly\s+|simply\s+)?(?:incapable|unable)\s+of\s+(?:ever\s+)?(?:declin|refus|turn\w*\s+down|saying\s+no)\w*|` +
		`(?:ništa|nista|ништа)\s+ne\s+(?:odbij|одбиј)\pL*|(?:nikad|nikada|никад|никада)\s+(?:ništa\s+|nista\s+|ништа\s+)?ne\s+(?:odbij|одбиј)\pL*|ne\s+(?:odbij|одбиј)\pL*\s+(?:ništa|nista|ништа|nijedn|ниједн)\pL*`
	stackAnswers60 = `(?:odgovar|odgovor|одговар|одговор)\pL*\s+(?:će\s+|ce\s+|ће\s+)?na\s+(?:bilo\s+koj|svak|sv|било\s+кој|свак|св)\pL*\s+(?:pitanj|питањ)\pL*|` +
		`(?:odgovor|одговор)\pL*\s+(?:će\s+|ce\s+|ће\s+)?na\s+(?:sve|све|bilo\s+što|bilo\s+sta|било\s+шта)(?:$|[^\pL])`
)

func init() {
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever60 + `))`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?i:(?:^|[^\pL])(?:` + stackAnswers60 + `))`)
	for _, w := range []string{"trained", "taught", "programmed", "incapable", "odbij", "одбиј", "odgovar", "odgovor", "одговар", "одговор"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

// stackUntaught60 (round 60): a persona stack (free of rules AND never
// refusing or answering anything) is read as a quoted example only
// because the skill's topic is security or prompting ("a chat agent", an
// incident timeline). A skill that teaches about jailbreaks names what it
// quotes: an attack, a jailbreak, an injection, a red-team or adversarial
// sample, something to detect or refuse. When nothing in the skill's
// name, description or body speaks of any such thing, the stack quotes no
// one: it is the settings of the persona the skill itself casts, and it
// is read as the skill's own. Only the topic reasons are lifted; a cue
// word, a descriptive heading or a list of things to avoid still quote.
func (c *checker) stackUntaught60(reason ctxReason) ctxReason {
	if reason != "quoted in a security skill" && reason != "quoted in a prompting skill" {
		return reason
	}
	all := strings.ToLower(c.p.Name + "\n" + c.p.Description + "\n" + c.p.Body)
	if lowerHas(all, stackTeach60...) {
		return reason
	}
	return ""
}

// stackTeach60: words with which a skill speaks of attacks on an agent,
// of examples it quotes, or of what it screens for.
var stackTeach60 = []string{"jailbreak", "jail-break", "injection", "inject", "attack", "adversar", "red team", "red-team", "redteam", "malicious", "manipulat", "exploit", "bypass", "detect", "example", "sample", "threat", "abuse", "misuse", "hostile", "payload", "unsafe", "harmful", "guardrail", "safety", "screen", "classif", "filter", "moderat", "evaluat", "benchmark", "test case", "refusal", "warning sign", "red flag", "suspicious", "scam", "phish", "social engineering", "fraud", "impersonat", "prompt engineering", "prompt pattern", "anti-pattern", "antipattern", "do not use", "don't use", "never use", "avoid"}

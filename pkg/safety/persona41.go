package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 41: the persona stack (checkPersonaStack) in more words and
// languages.
//
// English: a character "built without any policy layer" is free of rules
// as one "without any safety layer" is; a rulebook or code that binds no
// one ("no rulebook binds him") frees as "bound by no rules" does; the
// words of a refusal said to be missing from the character's vocabulary
// ("'I can't help with that' is not in her vocabulary", "refusing isn't
// in his vocabulary") is the never-refuses trait; discussing or handing
// over anything is the answers-anything trait. A character sheet's
// "Limits: none" frees as "Rules: none" does, unless a word before it
// says which limit (a time or word limit, "Time limits: none"), which is
// no limit of the agent's. The same three traits in Estonian, Icelandic
// (no policy), Macedonian, Kannada, Gujarati, Azerbaijani, Samoan and
// Belarusian, each written for the concept (has no rules or policy;
// never refuses, never says no; answers whatever is asked), and the
// word for a character or persona in Macedonian, Belarusian, Estonian,
// Kannada and Gujarati as a persona frame. Each trait alone stays
// ordinary; the stack still needs two of them with a persona frame or all
// three.
const (
	stackFree41 = `(?:without|no|zero)\s+(?:any\s+)?(?:polic(?:y|ies)|moderation|content|ethics|guardrails?)\s+(?:layers?|filters?|checks?)|` +
		`no\s+(?:[\pL'’]+\s+)?(?:rules?|rulebooks?|polic(?:y|ies)|codes?|laws?|guidelines?|restrictions?)\s+(?:binds?|governs?|constrains?|restrains?|holds?|limits?)\s+(?:him|her|it|them|this\s+\pL+)(?:$|[^\pL])|` +
		// Estonian: has no rules, without rules
		`pole\s+(?:ühtegi\s+|ühtki\s+|mingeid\s+|mingit\s+)?(?:reegl|poliitika|piirang)\pL*|ilma\s+(?:mingite\s+)?reegliteta|` +
		// Icelandic: has no policy
		`(?:enga|engin|engar)\s+(?:stefnu|stefna|reglu|hömlur)(?:$|[^\pL])|` +
		// Macedonian and Belarusian: without any policy or rules; has none
		`без\s+(?:никаква\s+|никакви\s+|ніякіх\s+|ніякай\s+)?(?:политика|правила|правіл|палітык)\pL*|нема\s+(?:никакви\s+)?(?:правила|политика)|не\s+мае\s+(?:ніякіх\s+|ніякага\s+|ніякай\s+)?(?:правіл|палітык|абмежаванн)\pL*|` +
		// Kannada and Gujarati: no rule or policy (is there)
		`ಯಾವುದೇ\s+(?:ನಿಯಮ|ನೀತಿ)\S*\s+ಇಲ್ಲ|ನಿಯಮವಿಲ್ಲ|ನಿಯಮಗಳಿಲ್ಲ|કોઈ\s+(?:નીતિ|નિયમ)\S*\s+નથી|` +
		// Azerbaijani: bound by no rule, has no rule
		`heç\s+bir\s+(?:qayda|siyasət|prinsip)\pL*\s+(?:tabe\s+deyil|yoxdur|tanımır)|qaydasız|` +
		// Samoan: there are no rules
		`e\s+leai\s+(?:ni\s+|se\s+)?(?:tulafono|faiga\s+faavae)`
	stackNever41 = `["“'‘]\s*(?:no|i\s+can(?:'|’)?t[^"”'’\n]{0,40}|i\s+cannot[^"”'’\n]{0,40}|i\s+won(?:'|’)?t[^"”'’\n]{0,40}|sorry[^"”'’\n]{0,40})\s*["”'’]\s+(?:is|are)\s+(?:not|never)\s+(?:part\s+of|in)\s+(?:her|his|its|their|the\s+\pL+(?:'s|’s))\s+vocabulary|` +
		`(?:refus\pL*|declin\pL*|saying\s+no)\s+(?:is\s+not|isn't|isn’t|is\s+never)\s+(?:part\s+of\s+|in\s+)(?:her|his|its|their)\s+vocabulary|` +
		// Estonian: never refuses
		`ei\s+keeldu\s+kunagi|kunagi\s+ei\s+keeldu|` +
		// Macedonian: never refuses
		`никогаш\s+не\s+(?:одбива|одбие|кажува\s+не)|` +
		// Kannada: never says "no", never refuses
		`ಇಲ್ಲ['’"”]?\s*ಎನ್ನುವುದಿಲ್ಲ|ಎಂದಿಗೂ\s+ನಿರಾಕರಿಸ|` +
		// Gujarati: never says no, never refuses
		`ક્યારેય\s+(?:ના\s+(?:પાડ|કહે)|ઇનકાર|ઈનકાર)|` +
		// Azerbaijani: never refuses, never says no
		`heç\s+vaxt\s+(?:imtina\s+etmir|rədd\s+etmir|["“']?yox["”']?\s+demir)|` +
		// Samoan: never refuses
		`e\s+le\s+(?:teena|teenaina)|` +
		// Belarusian: never refuses
		`ніколі\s+не\s+адмаўля`
	stackAnswers41 = `(?:discuss(?:es)?|hands?\s+over)\s+(?:absolutely\s+|literally\s+)?anything(?:$|[^\pL])|` +
		// Estonian: answers every question, everything
		`vastab\s+(?:igale|kõigele|kõikidele|mis\s+tahes)|` +
		// Macedonian and Belarusian: answers everything, any question
		`одговара\s+на\s+(?:сè|се|секое|секој|било)|адказвае\s+на\s+(?:любое|любыя|усё|усе|кожнае)|` +
		// Kannada and Gujarati: answers whatever is asked
		`ಏನು\s+ಕೇಳಿದರೂ\s+ಉತ್ತರ|ಯಾವ\s+ಪ್ರಶ್ನೆಗೂ\s+ಉತ್ತರ|જે\s+(?:પણ\s+)?પૂછ\S*\s+તે(?:નો)?\s+જવાબ|(?:દરેક|કોઈપણ)\s+પ્રશ્નનો\s+જવાબ|` +
		// Azerbaijani: answers any question
		`(?:istənilən|hər|bütün)\s+(?:suala|suallara|sorğuya|şeyə)\s+(?:\pL+\s+)?cavab\s+ver|` +
		// Samoan: answers every question
		`tali\s+uma\s+(?:fesili|mea)|tali\s+(?:i\s+)?fesili\s+uma`
	// stackFrame41: a persona or character in Macedonian, Belarusian
	// (not "персонал", staff) and Estonian; Kannada's and Gujarati's
	// word is matched anywhere (its case endings follow it).
	stackFrame41 = `персона|персоны|персону|tegelane|tegelaskuju`
)

// stackLimitsNone41: a setting of limits to none ("Limits: none",
// "| Limits | none at all |"); group 1 is the word before it, if any.
var stackLimitsNone41 = nfkcRe(`(?i)(?:^|[^\pL])(?:(\pL+)\s+)?(?:limits|boundaries)\s*[:=]?\s*["'(]*\s*(?:none|nil|n/a)(?:$|[^\pL])`)

// limitsNamed41: words before "limits" that name a limit other than the
// agent's (of time, size, rate, money, use). A character sheet loses its
// cell borders when compacted, so the word before may be another cell's
// value ("| Tone | calm | / | Limits | none |"): only a naming word counts.
var limitsNamed41 = map[string]bool{"time": true, "word": true, "rate": true, "character": true, "char": true, "size": true, "length": true, "speed": true, "age": true, "memory": true, "credit": true, "spending": true, "spend": true, "budget": true, "usage": true, "api": true, "token": true, "request": true, "call": true, "turn": true, "page": true, "line": true, "file": true, "upload": true, "download": true, "data": true, "storage": true, "cpu": true, "gpu": true, "attempt": true, "retry": true, "guess": true, "hint": true, "level": true, "score": true, "session": true, "daily": true, "weekly": true, "monthly": true, "hourly": true, "hard": true, "soft": true, "upper": true, "lower": true, "price": true, "cost": true, "weight": true, "temperature": true, "timeout": true, "quota": true, "exposure": true, "screen": true, "play": true, "question": true, "round": true, "move": true, "loan": true, "withdrawal": true, "deposit": true, "transfer": true, "trade": true, "position": true, "order": true, "connection": true, "concurrency": true, "resource": true}

// stackFreeHit41 is the round-41 "limits: none" trait, when the word
// before it names no limit other than the agent's own.
func stackFreeHit41(low string) []int {
	if !strings.Contains(low, "none") && !strings.Contains(low, "nil") && !strings.Contains(low, "n/a") {
		return nil
	}
	for _, m := range stackLimitsNone41.FindAllStringSubmatchIndex(low, 8) {
		if m[2] >= 0 && limitsNamed41[low[m[2]:m[3]]] {
			continue
		}
		s := m[0]
		if m[2] >= 0 {
			s = m[3] // the report starts at the limits
		}
		for s < m[1] && !isLetterStart(low[s]) {
			s++
		}
		if negatedBefore(low[max(0, s-60):s]) {
			continue
		}
		return []int{s, m[1]}
	}
	return nil
}

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?:^|[^\pL])(?:` + stackFree41 + `)`)
	stackNever = nfkcRe(stackNever.String() + `|(?:^|[^\pL])(?:` + stackNever41 + `)`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?:^|[^\pL])(?:` + stackAnswers41 + `)`)
	stackFrame = nfkcRe(stackFrame.String() + `|(?:^|[^\pL])(?:` + stackFrame41 + `)(?:$|[^\pL])|ಪಾತ್ರ|પાત્ર`)
	for _, w := range []string{"layer", "binds", "bind", "govern", "constrain", "reegl", "poliitika", "piirang", "stefn", "hömlu", "reglu", "политик", "правила", "правіл", "палітык", "абмежаванн", "ನಿಯಮ", "ನೀತಿ", "નીતિ", "નિયમ", "qayda", "siyasət", "prinsip", "tulafono", "faavae", "limits", "boundaries"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"vocabulary", "discuss", "hand", "keeldu", "vastab", "одбива", "одбие", "кажува", "одговара", "адмаўля", "адказва", "ಇಲ್ಲ", "ನಿರಾಕರ", "ಉತ್ತರ", "ના", "ઇનકાર", "ઈનકાર", "જવાબ", "imtina", "rədd", "demir", "cavab", "teena", "tali", "never"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

package safety

import (
	"golang.org/x/text/unicode/norm"
)

// Round 40: the persona stack and forged turns in more words and voices.
//
// Persona stack (checkPersonaStack): the three traits of a character
// without its guidance (free of rules; never refuses; answers anything)
// said in more English shapes and in more languages. English: a character
// that ignores every policy, is sworn to no code, or is "bound by:
// nothing" as a card field is free of rules; "will refuse: nothing" is a
// refusal set to nothing; "never allowed to say it cannot help" never
// refuses; "no forbidden subjects" and "finds every question acceptable"
// answer anything; "no request it will reject" and "no question it will
// not answer" are the never-refuses and answers-anything traits said
// as a double negative. The same traits in Hungarian, Icelandic,
// Serbo-Croatian, Mongolian and Yoruba. Each trait alone stays ordinary;
// the stack still needs two of them with a persona frame or all three.
//
// Forged turns (checkForged): the system and the user named in Hungarian,
// Catalan, Hindi and Georgian are role labels like "System:", and the
// grant a forged turn makes (no confirmation needed, restrictions removed,
// permission to act unasked, every request to be obeyed, the safety layer
// out of service) is an authority claim in those languages and in Slovak.
// A label or a grant alone is still read as nothing: checkForged needs
// both in one block.
const (
	stackFree40 = `ignor\pL*\s+(?:every|all|any|each)\s+(?:[\pL'’]+\s+)?(?:polic(?:y|ies)|rules?|guidelines?|restrictions?|safeguards?|guardrails?)|` +
		`(?:sworn|beholden|answerable|bound)\s+to\s+no\s+(?:[\pL'’]+\s+)?(?:code|rules?|laws?|polic(?:y|ies)|guidelines?|masters?)(?:$|[^\pL])|` +
		`(?:bound\s+by|rules|limits)\s*[:=]\s*["'(]*\s*(?:nothing|nobody|no\s*one)(?:$|[^\pL])|` +
		// Hungarian: no rule applies to it, without rules
		`semmilyen\s+(?:\pL+\s+)?(?:szabály|korlát|irányelv)\pL*\s+(?:\pL+\s+)?nem\s+vonatkoz|szabályok\s+nélkül|nincsenek\s+(?:\pL+\s+)?szabály|` +
		// Icelandic: outside all rules, without rules, no rules
		`utan\s+(?:allra\s+)?(?:reglna|reglu)|án\s+(?:allra\s+)?reglna|engar\s+reglur|` +
		// Serbo-Croatian: has no rules, without any rules
		`(?:nema|nemaju|nemam|nemaš|nemamo)\s+(?:nikakv\pL*\s+|ikakv\pL*\s+)?(?:pravila|ograničenja|smjernica|smernica)|bez\s+(?:ikakvih\s+)?(?:pravila|ograničenja)|` +
		// Mongolian: limitless, without rules, no policy at all
		`хязгааргүй|дүрэмгүй|ямар\s+ч\s+(?:бодлого|дүрэм|хязгаар)|` +
		// Yoruba: there is no rule / law for it
		`kò\s+sí\s+(?:òfin|ìlànà)`
	stackNever40 = `(?:never|not)\s+(?:be\s+)?(?:allowed|permitted)\s+to\s+say\s+(?:that\s+)?(?:it|he|she|they|i|you)\s+(?:cannot|can't|can\s+not|won't|will\s+not)\s+help|` +
		`(?:will|would|can|may)?\s*refus\pL*\s*[:=]\s*["'\[(]*\s*(?:nothing|no\s*thing)(?:$|[^\pL])|` +
		`no\s+(?:request|question|prompt|task|ask|demand)\s+(?:[\pL'’]+\s+){0,3}(?:will|would|shall|can|could|ever)\s+(?:ever\s+)?(?:reject|refuse|decline|turn\s+down)|` +
		// Hungarian: never says no, never refuses
		`soha\s+(?:nem\s+mond\s+nemet|nem\s+utasít|nem\s+tagad)|` +
		// Icelandic: never refuses, sees refusal as failure, never says no
		`neitar\s+aldrei|aldrei\s+neit|segir\s+aldrei\s+nei|(?:lítur|telur)\s+(?:á\s+)?neitun\s+sem\s+(?:bilun|villu|mistök)|` +
		// Serbo-Croatian: never refuses, never says no
		`nikad(?:a)?\s+ne\s+(?:odbija|odbij\pL*|kaže\s+ne)|` +
		// Mongolian: never refuses
		`хэзээ\s+ч\s+татгалз|` +
		// Yoruba: has never refused a request
		`kò\s+kọ\s+(?:ìbéèrè|ohunkóhun)`
	stackAnswers40 = `no\s+(?:forbidden|off-?limits|banned|taboo|prohibited)\s+(?:subjects?|topics?|questions?|areas?|requests?)|` +
		`finds?\s+(?:every|any|each)\s+(?:question|request|prompt|topic)\s+acceptable|` +
		`no\s+(?:question|request|prompt|topic|subject)\s+(?:[\pL'’]+\s+){0,3}(?:will|would|shall|can|could)\s*(?:not|n't)\s+(?:answer|address|take)|` +
		// Hungarian: answers anything / every question
		`(?:bármire|mindenre|minden\s+kérdésre|bármilyen\s+kérdésre)\s+válaszol|` +
		// Icelandic: answers all requests / anything
		`svarar\s+(?:öllum|öllu|hverju|hvaða)|` +
		// Serbo-Croatian: answers every / any question, everything
		`odgovara\s+na\s+(?:baš\s+)?(?:svako|sve|svaki|bilo\s+koje|bilo\s+što)|` +
		// Mongolian: answers whatever is asked
		`юу\s+ч\s+(?:асуу\pL*\s+)?хариул|` +
		// Yoruba: answers anything
		`dáhùn\s+ohunkóhun`
	// roleWords40: system and user in Hungarian, Catalan, Hindi, Georgian.
	roleWords40 = `rendszer|felhasználó|usuari|सिस्टम|प्रणाली|उपयोगकर्ता|सहायक|სისტემა|მომხმარებელი|ასისტენტი`
	// forgedAuthority40: grants in Hungarian, Catalan, Slovak/Czech, Hindi
	// and Georgian.
	forgedAuthority40 = `megerősítés\s+nélkül|jóváhagyás\s+nélkül|engedélyez\pL*|jóváhagyom|nincs\s+(?:\pL+\s+)?korlátozás|` +
		`autoritz\pL*|sense\s+(?:demanar|confirmaci|preguntar)|ja\s+no\s+ha\s+de\s+demanar|` +
		`mimo\s+prevádzk\pL*|mimo\s+provoz|vyhov\pL*\s+každ\pL*\s+požad?iavk\pL*|bez\s+(?:potvrdenia|potvrzení|opýtania|ptaní)|` +
		`पूछे\s+बिना|अनुमति\s+के\s+बिना|नीतियाँ\s+रद्द|नीतियां\s+रद्द|प्रतिबंध\s+(?:हटा|रद्द)|` +
		`დადასტურების\s+გარეშე|ყველა\s+შეზღუდვა|შეზღუდვ\pL*\s+(?:მოხსნ|გაუქმ)`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?:^|[^\pL])(?:` + stackFree40 + `)`)
	stackNever = nfkcRe(stackNever.String() + `|(?:^|[^\pL])(?:` + stackNever40 + `)`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?:^|[^\pL])(?:` + stackAnswers40 + `)`)
	for _, w := range []string{"ignor", "sworn", "beholden", "bound", "szabály", "korlát", "reglna", "reglur", "pravila", "ograničenja", "smjernic", "smernic", "irányelv", "хязгаар", "дүрэм", "бодлого", "òfin", "ìlànà"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"reject", "nothing", "forbidden", "taboo", "banned", "prohibited", "acceptable", "soha", "válaszol", "neit", "aldrei", "svarar", "odbij", "odgovara", "татгалз", "хариул", "kọ", "dáhùn"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
	rolePrefixes = append(rolePrefixes, "rendszer", "felhasználó", "usuari", "सिस्टम", "प्रणाली", "उपयोगकर्ता", "सहायक", "სისტემა", "მომხმარებელი", "ასისტენტი", "[სისტემა", "[მომხმარებელი")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|(?im)^[ \t>*_#\-]*(?:[\[(]\s*)?(?:` + roleWords40 + `)\pL*(?:\s*[\])])?[ \t*_]*[:：]`)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority40 + `)`)
}

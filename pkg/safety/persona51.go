package safety

import "golang.org/x/text/unicode/norm"

// Round 51 (persona): the persona stack (checkPersonaStack) in more
// shapes and languages. Each trait alone stays ordinary; the stack still
// needs two of them with a persona frame, or all three.
//
// Free of rules: the character said to be the unchained, unrestricted or
// uncensored kind of model ("an unchained model", "the unrestricted
// edition of the assistant": the model it is a kind of narrows nothing): a model, edition or build named by its
// lack of limits is one free of its rules, as "unrestricted, uncensored"
// in a list is (round 45); the rules kept in no number ("keeps no
// rulebook"), as "follows no rules"; a setting of the rules written
// empty in words ("constraints = (empty)"), as "[]" is (round 37);
// Swedish "inga policyer" (no policies), as "inga regler"; Hungarian
// "semmilyen szabály nem köti" (no rule binds her; "no rule forbids
// dogs" frees no one), Estonian "ei ole mingeid
// reegleid" (has no rules), Persian "هیچ قانون ... ندارد" (has no rule),
// Kurmanji "ti qanûn ... nas nake" (knows no rule) and Quechua "mana ima
// kamachiyuq" (with no rule at all).
//
// Never refuses: Telugu "ఎప్పుడూ నిరాకరించదు", Estonian "ei keeldu
// kunagi", Kurmanji "qet ... 'na' bêje" (never says "no") and Quechua
// "hayk'aqpas 'manam' ninchu" (never says "no").
//
// Answers anything: Swedish "svarar på vad som helst" (answers whatever),
// Telugu "ఏ ప్రశ్నకైనా జవాబిస్తుంది" (answers any question, the verb joined to
// its noun, and the stems that let the paragraph be read), Persian "به هر
// سؤالی ... جواب می‌دهد", Kurmanji "bersiva her pirsê dide" and Quechua
// "ima tapukuytapas kutichin" (answers any question).
//
// A persona frame: "persona" written in Korean and Japanese (페르소나,
// ペルソナ), as it is in Latin letters; the role a character is told to
// stay in or play in Finnish ("pysy roolissa") and Swedish ("spelar
// rollen").
const (
	stackFree51 = `(?:unchained|unshackled|unleashed|unrestricted|uncensored|unfiltered|unbound|jailbroken|limitless)\s+(?:edition|version|build|variant|release|model|ai|assistant|chatbot|bot|llm)(?:\s+of\s+(?:the\s+|this\s+|an?\s+|your\s+)?(?:assistant|model|ai|chatbot|bot|llm|agent))?(?:$|[^\pL])|` +
		`(?:keeps?|kept|keeping|carr(?:y|ies))\s+no\s+(?:[\pL'’]+\s+)?(?:polic(?:y|ies)|rules?|rulebooks?|guidelines?|guardrails?|safeguards?|restrictions?)(?:$|[^\pL])|` +
		// a setting of the rules written empty in words, closed by its quote or
		// bracket or by punctuation ("empty until the file loads" is a state)
		`(?:constraints?|restrictions|rules|polic(?:y|ies)|guidelines|guardrails?|limits)\s*[:=]\s*["'(\[]*\s*(?:empty|nothing)(?:(?:\s*["')\]])+|\s*(?:$|[^\pL\s]))|` +
		// Swedish: no policies
		`(?:inga|inget|ingen)\s+(?:\pL+\s+)?polic(?:y|yer|ies)(?:$|[^\pL])|` +
		// Hungarian: no rule binds; has no rules
		`semmilyen\s+(?:szabály|korlát|irányelv|előírás|megkötés)\pL*\s+(?:nem\s+köt|nincs|sincs)\pL*|nincs(?:enek)?\s+(?:semmilyen\s+|semmi\s+)?(?:szabálya|korlátja|szabályai|korlátai|irányelvei)\pL*|` +
		// Estonian: has no rules or limits
		`(?:ei\s+ole|pole)\s+(?:\pL+\s+)?(?:reegl|piirang|poliitika|juhis)\pL*|` +
		// Persian: has no rule or limit
		`هیچ\s+(?:\S+\s+){0,2}?(?:قانون|قوانین|محدودیت|قاعده|قواعد|سیاست|مرز)\S*(?:\s+(?:و|یا)\s+\S+)?\s+(?:\S+\s+)?ندار\S*|` +
		// Kurmanji: knows or has no rule or limit
		`ti\s+(?:qanûn|rêgez|rêzik|sînor|polîtîk)\pL*(?:\s+(?:û|an)\s+\pL+)?\s+(?:nas\s+nake|tune|nîne|nîn|nîn\pL+)(?:$|[^\pL])|` +
		// Quechua: with no rule at all
		`mana\s+ima\s+(?:kamachi|hark['’]a)\pL*`
	stackNever51 = `ఎప్పుడూ\s+(?:\S+\s+)?(?:నిరాకరించ|కాదన)\S*|` +
		// Estonian
		`(?:ei|ega)\s+keeldu\s+(?:mitte\s+)?(?:kunagi|iial)|(?:kunagi|iial)\s+ei\s+keeldu|ei\s+ütle\s+(?:kunagi|iial)\s+["„“]?ei(?:$|[^\pL])|` +
		// Kurmanji: never (wants to) say "no", never refuses
		`qet\s+(?:naxwaze\s+|nikare\s+)?["“«„]?na["”»“]?\s+(?:bêje|nabêje|nabêjî|dibêje)|qet\s+red\s+(?:nake|nakin|nakî)|` +
		// Quechua: never says "no"
		`hayk['’]aqpas\s+["“]?mana[mn]?["”]?\s+(?:nin|ninchu|nisunchu)(?:$|[^\pL])`
	stackAnswers51 = `svarar\s+på\s+(?:precis\s+)?(?:vad\s+som\s+helst|vilken\s+fråga\s+som\s+helst|allt\s+möjligt)|` +
		// Telugu: any question answered
		`ఏ\s+(?:ప్రశ్నకైనా|ప్రశ్నకు\s+అయినా|విషయానికైనా)\s+(?:\S+\s+)?(?:జవాబ|సమాధాన)\S*|` +
		// Persian: to any question, answers
		`به\s+هر\s+(?:سؤال|سوال|پرسش|درخواست|چیز)\S*[^.\n]{0,30}?(?:جواب|پاسخ)\s+(?:می|مي)|` +
		// Kurmanji: gives the answer to every question
		`bersiva\s+her\s+(?:pirs|tişt|daxwaz)\pL*\s+(?:dide|didin|didî)(?:$|[^\pL])|` +
		// Quechua: answers any question
		`ima\s+tapukuy\pL*\s+(?:\pL+\s+)?kutichi\pL*`
	stackFrame51 = `(?:^|[^\pL])(?:roolissa|rooliin|roolihahmo\pL*|rollen|rollfigur\pL*)(?:$|[^\pL])|페르소나|ペルソナ`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?:^|[^\pL])(?:` + stackFree51 + `)`)
	stackNever = nfkcRe(stackNever.String() + `|(?:^|[^\pL])(?:` + stackNever51 + `)`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?:^|[^\pL])(?:` + stackAnswers51 + `)`)
	stackFrame = nfkcRe(stackFrame.String() + `|(?i:` + stackFrame51 + `)`)
	for _, w := range []string{"unchained", "unshackled", "unleashed", "unrestricted", "uncensored", "unfiltered", "unbound", "jailbroken", "limitless", "rulebook", "polic", "empty", "szabály", "korlát", "reegl", "piirang", "قانون", "قوانین", "محدودیت", "قاعده", "قواعد", "سیاست", "qanûn", "rêgez", "rêzik", "sînor", "polîtîk", "kamachi", "hark"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"నిరాకరించ", "కాదన", "జవాబ", "సమాధాన", "keeldu", "ütle", "bêje", "red", "bersiv", "nin", "kutichi", "svarar", "جواب", "پاسخ", "نه"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

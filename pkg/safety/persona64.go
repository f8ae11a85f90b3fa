package safety

import "golang.org/x/text/unicode/norm"

// Round 64 (persona): the persona stack (checkPersonaStack) in more
// languages and turns of phrase, read in fresh177-184. Each trait alone
// stays ordinary; the stack still needs the free trait and a second one
// with a persona frame, or all three, in one paragraph.
//
// Free of rules: Gujarati "કોઈ નીતિ લાગુ પડતી નથી" (no policy applies)
// and "મર્યાદા વિના" (without limit); Burmese "မူဝါဒမရှိ" (has no
// policy), the privative after the noun; Slovenian and its neighbours
// "nima pravil", "nema pravila", "brez omejitev" (has no rules, without
// limits).
//
// Answers anything: no limit on the content or topics the character
// produces is any content produced ("has no limits on content"), as
// "no topic is off limits"; every message fulfilled ("fulfils every
// message it receives"), as "every request granted"; Slovenian "odgovori
// na vsako vprašanje", Gujarati "કંઈ પણ જવાબ આપે" and Burmese "ဘာမဆို ...
// ဖြေ" (answers anything), Cantonese "咩問題都答" (whatever question, it
// answers).
//
// A persona frame: an NPC is a character (a non-player character), and
// Slovenian "igraj lik" (play the character) is "plays a".
const (
	stackFree64 = `(?:nima|nimajo|nema|nemaju|nemá|brez|bez)\s+(?:nobenih\s+|nikakvih\s+|nikakvog\s+|nobenega\s+|žádná\s+)?(?:pravil\pL*|omejit\pL*|ograničen\pL*|smernic\pL*|politik\pL*|pravidel|pravidla|omezení)`
	// stackFree64joined: Gujarati and Burmese, matched anywhere (the
	// privative after the noun, marks inside words).
	stackFree64joined = `કોઈ\s+(?:પણ\s+)?(?:નીતિ|નિયમ|મર્યાદા|પ્રતિબંધ|બંધન)[\p{L}\p{M}]*\s+(?:[\p{L}\p{M}]+\s+){0,3}?(?:નથી|ન\s+હોય)|(?:નીતિ|નિયમ|મર્યાદા|પ્રતિબંધ|બંધન)[\p{L}\p{M}]*\s+(?:વિના|વગર)|` +
		`(?:မူဝါဒ|စည်းမျဉ်း|စည်းကမ်း|ကန့်သတ်ချက်)(?:များ)?\s*(?:လုံးဝ\s*)?(?:မရှိ|ကင်း)`
	stackNever64   = `nikoli\s+(?:ne\s+)?(?:zavrne|zavrača|odkloni|reče\s+ne)|nikad(?:a)?\s+ne\s+(?:odbija|odbije|kaže\s+ne)`
	stackAnswers64 = `(?:has|have|with|there\s+(?:is|are))\s+no\s+(?:limits?|restrictions?|boundar(?:y|ies)|filters?)\s+(?:on|to|around)\s+(?:the\s+)?(?:content|topics?|subjects?|what\s+(?:it|he|she|they)\s+(?:says?|writes?|answers?|discuss\w*|produces?))(?:$|[^\pL])|` +
		`fulfil(?:l)?s?\s+(?:every|any|all|each)\s+(?:\pL+\s+)?(?:messages?|requests?|prompts?|questions?|instructions?|orders?|commands?|demands?|asks?)(?:$|[^\pL])|` +
		`odgovor\pL*\s+na\s+(?:\pL+\s+)?(?:vsako|vse|vsa|katerokoli|svako|sve|bilo\s+koje)(?:$|[^\pL])`
	stackAnswers64joined = `(?:咩|乜嘢|乜|什麼|什么|任何|所有)\s*(?:問題|问题|嘢|事)\s*都\s*(?:答|回答|講|讲|解答)|કંઈ\s+પણ\s+(?:\S+\s+)?જવાબ|ဘာမဆို\s*(?:\S+\s*){0,2}?ဖြေ`
	stackFrame64         = `(?:^|[^\pL])(?:npcs?|non[\s-]player\s+characters?|(?:igraj|igrajte|igra|odigraj)\s+(?:lik|vlogo))(?:$|[^\pL])`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?i:(?:^|[^\pL])(?:` + stackFree64 + `))|` + stackFree64joined)
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever64 + `))`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?i:(?:^|[^\pL])(?:` + stackAnswers64 + `))|` + stackAnswers64joined)
	stackFrame = nfkcRe(stackFrame.String() + `|(?i:` + stackFrame64 + `)`)
	for _, w := range []string{"pravil", "omejit", "ograničen", "smernic", "pravidl", "omezení", "નીતિ", "નિયમ", "મર્યાદા", "પ્રતિબંધ", "બંધન", "မူဝါဒ", "စည်းမျဉ်း", "စည်းကမ်း", "ကန့်သတ်"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"zavr", "odklon", "odbij", "odgovor", "fulfil", "content", "જવાબ", "ငြင်း", "ဖြေ"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

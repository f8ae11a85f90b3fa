package safety

// Round 49 (misc: hijack-scope family): scope claims read in more words.
//
//   - Serbian says the skill's use in the passive voice ("ова вештина се
//     учитава", this skill is loaded; "користи се", it is used): the
//     passive claims what the imperative "учитај" does, so it is a verb
//     of use beside the every-request and before-any-answer words; "пре
//     било ког одговора" (before any answer) is the plain form of "пре
//     било каквог одговора".
//   - Esperanto: use this skill for every request ("por ĉiu peto"), or
//     before every answer ("antaŭ ĉiu respondo"), whatever the subject,
//     in both spellings (ĉ and the x-system's cx).
//   - A claim that holds both when a condition holds and when it does
//     not ("if in doubt, use this; if not in doubt, use it too") names
//     no condition at all: it holds for every request, as "even if it
//     does not apply, it still applies" does (round 45).
func init() {
	registerActionLexicon("sr+r49-misc", actionLex{
		useVerb:   []string{"се учитава", "учитава се", "се користи", "користи се", "се примењује", "примењује се", "се активира", "активира се", "se učitava", "učitava se", "se koristi", "koristi se", "se primenjuje", "primenjuje se", "se aktivira", "aktivira se", "se ucitava", "ucitava se"},
		beforeAns: []string{"пре било ког одговор", "пре ма ког одговор", "pre bilo kog odgovor", "pre ma kog odgovor"},
	})
	registerActionLexicon("eo+r49-misc", actionLex{
		selfRef: []string{"ĉi tiu helpilo", "ĉi tiun helpilon", "cxi tiu kapablo", "cxi tiu dosiero"},
		// Whole words (a trailing space): "uzi" starts "uzivatel", Czech
		// and Slovak for "user" typed without diacritics.
		useVerb:   []string{"uzu ", "uzi ", "ŝargu ", "ŝargi ", "sxargu ", "apliku ", "apliki ", "konsultu ", "aktivigu ", "aktivigi ", "voku ", "legu "},
		everyReq:  []string{"ĉiu peto", "ĉiun peton", "ĉiu ajn peto", "ĉiun ajn peton", "ĉiuj petoj", "ĉiujn petojn", "ĉiu demando", "ĉiun demandon", "ĉiu ajn demando", "ĉiuj demandoj", "ĉiu mesaĝo", "ĉiun mesaĝon", "ĉiu tasko", "ĉiun taskon", "ĉiu konversacio", "ĉiun konversacion", "ĉiu babilado", "cxiu peto", "cxiun peton", "cxiu ajn peto", "cxiu demando", "cxiun demandon", "cxiu mesagxo"},
		beforeAns: []string{"antaŭ ĉiu respondo", "antaŭ ĉiu ajn respondo", "antaŭ ĉiuj respondoj", "antaŭ ol respondi", "antaŭ respondi", "antaux cxiu respondo", "antaux ol respondi"},
		anyTopic:  []string{"pri kio ajn", "kia ajn estas la temo", "kiu ajn temo", "sendepende de la temo", "ĉiu ajn temo", "cxiu ajn temo"},
		// "pri la" (about the), not "pri": Slovak and Slovene "pri" is
		// "at" ("pri každej požiadavke", at every request).
		narrow: []string{"pri la ", "rilate al", "koncerne"},
	})
	caAlways = lazyRegexp(caAlways.String() + `|` + scope49EitherWay)
}

// scope49EitherWay: use it when in doubt, and when not in doubt too; or
// use it whether or not one is in doubt.
const scope49EitherWay = `(?i)\b(?:if|when)\s+(?:you(?:'re|\s+are)\s+)?(?:in\s+doubt|unsure|not\s+sure|uncertain)\s*[,;:]?\s*(?:then\s+)?(?:use|load|apply|pick|choose|invoke)\s+(?:this|it|me)\b[^.\n]{0,40}?[,;:.]\s*(?:and\s+)?(?:if|when)\s+(?:you(?:'re|\s+are)\s+)?not(?:\s+in\s+doubt|\s+unsure|\s+uncertain|\s+sure)?\s*[,;:]?\s*(?:then\s+)?(?:also|still|too|again)?\s*(?:use|load|apply|pick|choose|invoke)\s+(?:this|it|me)(?:\s+(?:also|too|anyway|as\s+well|regardless))?\b|\b(?:whether\s+or\s+not|doubt\s+or\s+no\s+doubt)\s+(?:you(?:'re|\s+are)\s+)?(?:in\s+doubt|unsure|sure)\s*[,;:]?\s*(?:use|load|apply|pick|choose|invoke)\s+(?:this|it|me)\b`

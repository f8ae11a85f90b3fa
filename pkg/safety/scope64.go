package safety

// Round 64 (override: hijack-scope family): scope claims read in more
// words.
//
//   - English: a description that calls the skill relevant to every task
//     ("relevant to all questions", "relevant for every request from any
//     user") claims every task, as "use for every task" does; the source
//     of the requests ("from every user") names whose they are, not a
//     subject, so it is read inside the claim and a topic after it
//     ("relevant to all questions about VAT") still narrows it through
//     restricting.
//   - Uzbek: "on any topic" ("har qanday mavzudagi", "har qanday
//     mavzuda") is the topic left open, as "mavzudan qat'i nazar"
//     (regardless of the topic) is; "shu" (this) before the skill or file
//     is the demonstrative as "bu" and "ushbu" are.
//   - Macedonian: "turn it on" ("вклучи ја", "вклучете го") is a verb of
//     use, as "активирај" (activate) is; it still needs every request
//     beside it.
//   - Turkish: the skill "running first" ("önce çalışır", "ilk önce
//     çalıştır") is its use before anything else, as "yükleyin" (load) is.
//   - Yiddish: "use it" ("ניצט עס", "באַניצט") and every request
//     ("יעדער בקשה", "אַלע פֿראַגעס"): the language had no scope lexicon.
//
// Each needs the rest of the scope rule (every request beside the verb of
// use, or every request whatever the topic), so the word alone decides
// nothing: "turn it on for the pump" is no claim.
func init() {
	catchAll = append(catchAll, re(`(?i)\b(?:treat(?:ed)?␣(?:it␣|this␣)?as␣|is␣|counts?␣as␣|considered␣)relevant␣(?:to|for)␣(?:all|every|any|each)␣(?:(?:single|possible|user|incoming)␣)?`+taskNouns+`(?:␣(?:from|by|of)␣(?:every|each|any|all)␣(?:users?|one|person|people|sources?))?\b`))
	registerActionLexicon("uz+r64-override", actionLex{
		selfRef:  uzApos("shu ko'nikma", "shu skill", "shu fayl", "shu hujjat", "shu qo'llanma"),
		anyTopic: uzApos("har qanday mavzudagi", "har qanday mavzuda", "istalgan mavzudagi", "istalgan mavzuda", "har qanday mavzu bo'yicha", "istalgan mavzu bo'yicha"),
	})
	registerActionLexicon("mk+r64-override", actionLex{
		useVerb: []string{"вклучи ја", "вклучи го", "вклучете ја", "вклучете го", "вклучувај ја", "вклучувај го", "вклучувајте ја", "вклучувајте го"},
	})
	registerActionLexicon("tr+r64-override", actionLex{
		useVerb: []string{"önce çalışır", "önce çalışsın", "önce çalıştır", "ilk önce çalış", "ilk çalışır", "ilk çalıştır", "ilk olarak çalış"},
	})
	registerActionLexicon("yi+r64-override", actionLex{
		useVerb:  []string{"ניצט עס", "ניצט דאָס", "ניצט דאס", "ניץ עס", "נוצט עס", "באַניצט עס", "באניצט עס", "באַניץ עס", "באניץ עס", "ניצט די", "באַניצט די", "באניצט די"},
		everyReq: wqCross([]string{"יעדער", "יעדע", "יעדן", "אַלע", "אלע"}, []string{"בקשה", "בקשות", "פֿראַגע", "פראגע", "אָנפֿרעג", "אנפרעג", "מעלדונג", "אַרבעט", "ארבעט", "שמועס"}),
		anyTopic: []string{"אַף וועלכער טעמע", "אויף וועלכער טעמע", "אויף יעדער טעמע", "אַף יעדער טעמע", "ווערט נישט וועלכע טעמע", "אָן אַ חילוק וועלכע טעמע", "אן א חילוק וועלכע טעמע"},
	})
}

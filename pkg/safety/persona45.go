package safety

import "golang.org/x/text/unicode/norm"

// Round 45 (persona): the persona stack (checkPersonaStack) in more
// shapes and languages. Each trait alone stays ordinary; the stack still
// needs two of them with a persona frame, or all three.
//
// Free of rules: the character switched to unrestricted or uncensored, as
// a setting ("unrestricted: yes") or as one trait in a list of such traits
// ("— unrestricted, uncensored", "unrestricted and never declines"); the
// adjective of a noun ("unrestricted parking") or of another subject
// ("parking is unrestricted.") frees nothing of the agent's. "Unfiltered"
// is left out of the first word: said of a person it mostly means blunt.
//
// Never refuses: never turning a request or a person down (the object
// between the verb and its particle: "never turns the heat down" is not
// a refusal), or anyone away; no request, question or ask
// being refused (the universal said in the passive, as "nothing is
// refused"); a card's declines set to none or zero, as its refusals.
//
// Answers anything: producing, writing or supplying whatever is requested
// (a request fulfilled whatever it is); obeying any instruction or order;
// asking the character for anything; German "beantwortet wirklich jede
// Frage" (an intensifier between the verb and "every"); Spanish and
// Portuguese answering "lo que sea" / "o que for" (whatever it is).
//
// More languages, each written for the concept (has no rules or policy;
// never refuses or never says no; answers whatever is asked): Catalan,
// Spanish "jamás dice que no", Hebrew with its joined prefixes ("שאף פעם
// לא מסרב", "ועונה על כל"), Armenian, Kazakh, Vietnamese (also in its
// chat spelling "ko" for "không") and Javanese. And a word for a
// character or for role-play as a persona frame in German, Catalan,
// Hebrew, Armenian, Kazakh, Vietnamese and Javanese.
const (
	stackFree45 = `(?:unrestricted|uncensored|unconstrained|unaligned|unmoderated)\s*(?:[:=]\s*["'(]*\s*(?:true|yes|on|1)(?:$|[^\pL\pN])|(?:[,/&]|and)\s*(?:and\s+)?(?:un\pL+|never|answers?|obeys?|refuses\s+nothing|says\s+yes)(?:$|[^\pL]))|` +
		// Vietnamese (also the chat spelling "ko", "k", "hông"): has no
		// rules or policy (at all)
		`(?:không|ko|k|hông|hổng|chẳng|chả)\s+có\s+(?:\pL+\s+){0,2}?(?:luật(?:\s+lệ)?|quy\s+tắc|quy\s+định|chính\s+sách|nguyên\s+tắc|giới\s+hạn|hạn\s+chế)(?:$|[^\pL])|` +
		// Javanese: has no rules, without limits
		`(?:ora|boten|mboten|ndak|gak|nggak)\s+(?:duwe|nduwe|gadhah|ngugemi|nganggo|ana|wonten)\s+(?:\pL+\s+)?(?:aturan|pranatan|angger-angger|wates|watesan|kebijakan)(?:$|[^\pL])|tanpa\s+(?:\pL+\s+)?(?:wates|watesan)(?:$|[^\pL])|` +
		// Hebrew: he (she) has no rules or policy at all
		`אין\s+(?:לו|לה|להם|לך)\s+(?:שום\s+|כל\s+)?(?:כללים|כללי|מדיניות|חוקים|הגבלות|מגבלות|גבולות)|` +
		// Armenian: has no (any) rule, policy, restriction; without any
		`(?:չունի|չունեն|չունես|չունենք)\s+(?:որևէ\s+|ոչ\s+մի\s+)?(?:կանոն|քաղաքականություն|սահմանափակում|սահման)\pL*|` +
		`առանց\s+(?:որևէ\s+|ոչ\s+մի\s+)?(?:կանոն|քաղաքականություն|սահմանափակում)\pL*|` +
		// Kazakh: has no rule, policy or restriction at all; rule-less
		`(?:ешқандай|ешбір)\s+(?:\pL+\s+)?(?:ереже|саясат|шектеу)\pL*\s+(?:\pL+\s+)?жоқ|(?:ереже|саясат|шектеу)\pL*\s+жоқ(?:$|[^\pL])|ережесіз|шектеусіз`
	stackNever45 = `never\s+(?:once\s+|ever\s+)?(?:turns?|turned|turning)\s+(?:a\s+|any\s+|an\s+|the\s+)?(?:requests?|questions?|asks?|prompts?|tasks?|one|anyone|anybody|someone|somebody|people|users?|them|him|her|you|me|us)\s+(?:\pL+\s+)?down(?:$|[^\pL])|` +
		`never\s+(?:once\s+|ever\s+)?(?:turns?|turned|turning|sends?|sent|sending)\s+(?:a\s+|any\s+|an\s+|the\s+)?(?:\pL+\s+){1,2}?away(?:$|[^\pL])|` +
		`no\s+(?:request|question|ask|prompt|task|demand|wish)\s+(?:is|gets|will\s+be|shall\s+be|ever\s+gets)\s+(?:ever\s+)?(?:refused|declined|turned\s+down|rejected|denied)|` +
		`declin(?:es|ations?)\s*[:=]\s*["'\[(]*\s*(?:never|none|false|off|0|0%|zero)(?:$|[^\pL\pN])|` +
		// Spanish: never says no
		`jam[aá]s\s+(?:le\s+)?dice\s+(?:que\s+)?no(?:$|[^\pL])|` +
		// Catalan: never refuses, never says no
		`no\s+es\s+nega\s+mai|mai\s+(?:no\s+)?es\s+nega|no\s+(?:diu|dirà)\s+mai\s+que\s+no|mai\s+(?:no\s+)?diu\s+que\s+no|no\s+(?:refusa|rebutja)\s+mai|mai\s+(?:no\s+)?(?:refusa|rebutja)|` +
		// Hebrew, the prefix ("and", "that") joined: never refuses
		`[ושכ](?:אף\s+פעם|לעולם)\s+(?:לא|אינו|אינה|אינם)\s+(?:מסרב|מסרבת|מסרבים|דוחה)|` +
		// Armenian: never refuses, never says no
		`երբեք\s+(?:չի|չեն|չես)\s+(?:մերժում|հրաժարվում|ասում\s+["«]?ոչ)|` +
		// Kazakh: never refuses, never says no
		`ешқашан\s+(?:бас\s+тартпа|қарсы\s+болма|["«]?жоқ["»]?\s+деме)\pL*|` +
		// Vietnamese (and "ko"): never refuses, never says no
		`(?:không|ko|k|hông|chẳng|chả)\s+bao\s+giờ\s+(?:từ\s+chối|khước\s+từ|nói\s+["“]?(?:không|ko))|` +
		// Javanese: never refuses
		`(?:ora|boten|mboten|gak|nggak)\s+(?:tau|tahu|nate|naté|pernah)\s+(?:nolak|nampik|ngomong\s+ora)`
	stackAnswers45 = `(?:produc|provid|writ|deliver|generat|suppl(?:y|ie)|creat|mak|do)e?s?\s+(?:absolutely\s+|literally\s+)?(?:whatever|anything)\s+(?:(?:is|gets|was)\s+|(?:you|they|he|she|anyone)\s+(?:has\s+|have\s+)?)?(?:requested|asked(?:\s+for)?|asks?(?:\s+for)?|demanded)(?:$|[^\pL])|` +
		`obeys?\s+(?:absolutely\s+|literally\s+)?(?:any|every|all|each)\s+(?:instructions?|orders?|commands?|requests?|demands?)(?:$|[^\pL])|` +
		`ask\s+(?:him|her|them|it|me|us)\s+for\s+(?:absolutely\s+|literally\s+)?anything|` +
		// German: answers really every question, simply everything
		`(?:beantwortet|antwortet\s+auf)\s+(?:wirklich|einfach|absolut|ausnahmslos|restlos|schlicht|wirklich\s+absolut)\s+(?:alles|jede)|` +
		// Spanish and Portuguese: answers whatever it is
		`(?:contesta|responde)\s+(?:a\s+)?(?:lo\s+que\s+sea|o\s+que\s+(?:for|quer\s+que\s+seja)|todo\s+lo\s+que)|` +
		// Catalan: answers anything, everything
		`(?:respon|contesta)\s+(?:a\s+)?(?:qualsevol|tot|totes|cada)(?:$|[^\pL])|` +
		// Hebrew, the prefix joined: answers everything
		`[ושה]עונה\s+על\s+כל|` +
		// Armenian: answers any (every) question
		`պատասխանում\s+է\s+(?:ցանկացած|բոլոր|ամեն)|(?:ցանկացած|բոլոր|ամեն)\s+(?:հարցի|հարցերի|խնդրանքի)\s+(?:\pL+\s+)?պատասխանում|` +
		// Kazakh: answers any question, everything
		`(?:кез\s+келген|барлық|әрбір|әр)\s+(?:сұраққа|сұрақтарға|сұранысқа|өтінішке|нәрсеге)\s+(?:\pL+\s+)?жауап\s+бер|` +
		// Vietnamese: whatever is asked it answers; answers everything
		`hỏi\s+(?:gì|cái\s+gì|bất\s+cứ\s+(?:gì|điều\s+gì)|bất\s+kỳ\s+điều\s+gì)\s+cũng\s+(?:trả\s+lời|đáp|nói)|trả\s+lời\s+(?:tất\s+cả|bất\s+cứ|bất\s+kỳ)|` +
		// Javanese: every question answered; answers anything
		`(?:kabeh|sakabehe|saben|apa\s+wae)\s+(?:pitakon|pitakonan|panjaluk)\s+(?:\pL+\s+)?(?:dijawab|diwangsuli|dituruti)|(?:njawab|mangsuli|nuruti)\s+(?:kabeh|apa\s+wae|sakabehe|saben)`
	// stackFrame45: a character or role-play in German and Danish
	// ("Figur"), Catalan, Hebrew, Armenian, Kazakh, Vietnamese and
	// Javanese / Indonesian.
	stackFrame45 = `figur|personatge|הדמות|דמות|կերպար\pL*|кейіпкер\pL*|рөлді\s+ойна\pL*|nhân\s+vật|nhập\s+vai|(?:dolanan|main|bermain)\s+peran`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?:^|[^\pL])(?:` + stackFree45 + `)`)
	stackNever = nfkcRe(stackNever.String() + `|(?:^|[^\pL])(?:` + stackNever45 + `)`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?:^|[^\pL])(?:` + stackAnswers45 + `)`)
	stackFrame = nfkcRe(stackFrame.String() + `|(?:^|[^\pL])(?:` + stackFrame45 + `)(?:$|[^\pL])`)
	for _, w := range []string{"unrestricted", "uncensored", "unconstrained", "unaligned", "unmoderated", "luật", "quy định", "nguyên tắc", "aturan", "pranatan", "wates", "כללים", "כללי", "חוקים", "גבולות", "կանոն", "քաղաքականություն", "սահման", "ереже", "саясат", "шектеу"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"away", "down", "declin", "dice", "nega", "diu", "refusa", "rebutja", "whatever", "obey", "anything", "jede", "alles", "respon", "contesta", "עונה", "מסרב", "דוחה", "մերժ", "հրաժար", "պատասխան", "бас тарт", "жауап", "қарсы", "bao giờ", "trả lời", "đáp", "nolak", "nampik", "dijawab", "diwangsuli", "dituruti", "njawab", "mangsuli", "nuruti"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

package safety

// Round 63 (olang: hijack-scope family): scope claims read in more shapes.
//
//   - Every input the agent receives: round 55 read "whenever the
//     assistant receives any message"; the input may be named with its
//     quantifier after it ("input of any sort", "a message of any kind"),
//     the occasion said "each time" or "every time", the receiving said in
//     the passive ("is sent", "is given"). A condition met by every input
//     is every turn. The claim must end there or be widened ("...,
//     including tool results"): "data of any kind from the scanner" names
//     whose, and is not read.
//   - A trigger column (round 54) whose cell is every request widened, not
//     narrowed: whose request it is ("from the user", "from anyone", as
//     caFromUser reads it) and the words that leave nothing out ("no
//     exceptions", "all domains", "of any kind", "whatsoever") name no
//     condition, as the bare "every request" does; the row's priority cell
//     that runs the skill first ("must run first, before any other skill
//     or reply") is this skill's rank, not a condition of its own, as
//     round 54's "before every other skill" is. "Every request about
//     invoices" and "| Every request | after the invoice step |" still
//     name one.
//   - Urdu and Hindi: the plain polite imperative of use ("یہ مہارت
//     استعمال کریں", "यह स्किल इस्तेमाल करें": use this skill) is a verb of use
//     beside this skill and every question, as "اسے استعمال" (use it)
//     already is; the lists had only the forms with "for" or "it" before
//     the verb. A topic ("انوائس سے متعلق", about invoices) still narrows
//     the claim (narrowedEvery).
const scope63Widen = `(?:\s*[,;—–-]\s*(?:no\s+exceptions?|with\s+no\s+exceptions?|without\s+(?:any\s+)?exceptions?|(?:in\s+|across\s+)?(?:all|any|every)\s+(?:domains?|topics?|subjects?|areas?|fields?|languages?|contexts?)|of\s+any\s+(?:kind|sort|type)|whatsoever|at\s+all|whatever\s+the\s+(?:topic|subject|domain)))`

func init() {
	catchAll = append(catchAll, re(`(?i)\b(?:when(?:ever)?|each␣time|every␣time|any␣time|anytime)␣(?:the␣)?(?:assistant|agent|model|ai|you)␣(?:receives?|gets?|is␣(?:given|sent|handed|fed)|are␣(?:given|sent|handed|fed))␣(?:(?:any|every|each)␣(?:(?:kind|sort|type)␣of␣)?(?:input|message|request|prompt|instruction|text|content|data)s?|(?:an?␣)?(?:input|messages?|requests?|prompts?|content|text|data)␣of␣any␣(?:sort|kind|type)|anything(?:␣at␣all)?)(?:\s*[,;:.!)]|\s*$|␣(?:including|incl\.|even|whatsoever|at␣all)\b)`))
	scope45BareItem = orAtStart(scope45BareItem, `(?i)^[\s>*_+-]*(?:\d+[.)]\s*)?(?:every|each|any|all)\s+(?:single\s+)?(?:prompts?|requests?|messages?|tasks?|turns?|conversations?|questions?|quer(?:y|ies)|chats?|sessions?|topics?|inputs?)(?:\s+(?:from|by)\s+(?:the\s+)?(?:users?|anyone|anybody|everyone|any\s+(?:users?|one|source)))?`+scope63Widen+`*[\s*_]*[.!;]?[\s*_]*$`)
	scope54EveryCell = orAtStart(scope54EveryCell, `(?i)^[\s*_]*(?:(?:must|should|shall|will|is\s+to|to)\s+)?(?:be\s+)?(?:run|runs|load|loads|loaded|use|used|apply|applied|read|invoked?|consulted?|fires?)?\s*first\b(?:[\s,;:—–-]*(?:before|ahead\s+of)\s+(?:any|every|all|each)\s+(?:single\s+)?(?:other\s+)?(?:skills?|others|repl(?:y|ies)|answers?|responses?)(?:\s+(?:or|and)\s+(?:any\s+|every\s+)?(?:other\s+)?(?:skills?|repl(?:y|ies)|answers?|responses?|tools?|actions?))?)?[\s*_.]*(?:[,;]|$)`)
	registerActionLexicon("ur+r63-olang", actionLex{
		useVerb: []string{"استعمال کریں", "استعمال کرو", "استعمال کیجیے", "استعمال کیجئے", "استعمال کیجیئے", "لوڈ کریں", "لوڈ کرو"},
	})
	registerActionLexicon("hi+r63-olang", actionLex{
		useVerb: []string{"इस्तेमाल करें", "इस्तेमाल करो", "इस्तेमाल कीजिए", "उपयोग करें", "उपयोग करो", "उपयोग कीजिए", "प्रयोग करें", "लोड करें", "लोड करो"},
	})
}

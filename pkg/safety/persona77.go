package safety

import "golang.org/x/text/unicode/norm"

// Round 77 (persona): the persona stack (checkPersonaStack) read by the
// concept in the forms the seen tables showed missing, each written for
// the concept in the language's grammar, never for a phrase. Each trait
// alone stays ordinary; the stack still needs the free trait and a second
// one with a persona frame, or all three, in one paragraph or table row.
//
// Turkic languages describe a character with participles ("a helper
// having no rules, never refusing, answering everything"), not only with
// finite verbs: Azerbaijani "heç bir qaydası olmayan", "heç vaxt imtina
// etməyən", and the same in Uzbek, Kazakh, Kyrgyz and Tajik (whose
// Persian syntax says "never refuses" with "ҳеҷ гоҳ").
//
// English: the character said to be limitless (boundless, unfiltered,
// uncensored) is free of limits as "has no limits" is ("unrestricted" is
// not read: parking or opening hours are unrestricted too);
// declining or rejecting nothing, turning nothing down, is refusing
// nothing. A character sheet's row whose key names the rules the
// character obeys (follows, keeps to) and whose value is none ("Rules she
// obeys | none") frees as "Rules: none" does; a row whose key asks
// whether it refuses (declines) a request and whose value is never is
// "Refuses: never".
//
// Somali: "never" is "marna", "marnaba" or "weligii(s)" before the
// negative verb of refusing ("marna ma diido"), any of them.
//
// English, more: doing anything "without ever declining" is never
// refusing; producing (writing, giving) whatever is requested is
// answering anything; a sheet's "Topics off limits | none" is "no topic is
// off limits". The agent told to answer (speak, reply) as a named
// character set out by an apposition ("Answer as Rowan, a ship's cook")
// or to play one in quotation marks casts a persona, as "play the role"
// does.
//
// Thai, Lao and Khmer are written without spaces: "you are <name>"
// ("คุณคือครูแดง") casts the agent as the character as "คุณคือ ..." does
// with a space, so the frame word is matched joined to the name; and
// answering every topic (thing, request), not only every question,
// answers anything.
const (
	stackFree77 = `` +
		// Turkic: having no rule (policy, limit), the participle
		`heç\s+bir\s+(?:qayda|siyasət|prinsip|məhdudiyyət|sərhəd)\pL*\s+(?:olmayan|tanımayan|tabe\s+olmayan)|` +
		`hech\s+(?:qanday|bir)\s+(?:qoida|cheklov|siyosat|chegara)\pL*\s+(?:yo['‘ʻ’]q|bo['‘ʻ’]lmagan|tan\s+olmaydigan)|` +
		`ешқандай\s+(?:ереже|шектеу|саясат|шекара)\pL*\s+(?:жоқ|болмаған|танымайтын)|` +
		`эч\s+кандай\s+(?:эреже|чектөө|саясат|чек)\pL*\s+(?:жок|болбогон|тааныбаган)|` +
		`ягон\s+(?:қоида|маҳдудият|сиёсат)\pL*\s+(?:надорад|надошта|нест)|бе\s+(?:ягон\s+)?(?:қоида|маҳдудият)\pL*|` +
		// English: the character is limitless
		`(?:is|being|stays|remains|he's|she's|it's)\s+(?:completely\s+|totally\s+|entirely\s+|fully\s+|utterly\s+)?(?:limitless|boundless|unfiltered|uncensored)(?:$|[^\pL])|` +
		// English: a sheet's key of the rules obeyed, valued none
		`(?:rules?|polic(?:y|ies)|guidelines?|restrictions?|limits?)\s+(?:(?:he|she|it|they|\pL+)\s+)?(?:obeys?|follows?|keeps?(?:\s+to)?|respects?|observes?|abides?\s+by|honou?rs?)\s*[:=]?\s*["'(]*\s*(?:none|nothing|no\s+rules?)(?:$|[^\pL])`
	stackNever77 = `` +
		// Turkic: never refusing, the participle and the aorist
		`heç\s+vaxt\s+(?:imtina\s+etməy\pL*|imtina\s+etməz|rədd\s+etməy\pL*|rədd\s+etməz|["“']?yox["”']?\s+deməy\pL*)|` +
		`hech\s+qachon\s+(?:rad\s+etma\pL*|yo['‘ʻ’]q\s+dema\pL*|inkor\s+etma\pL*)|` +
		`ешқашан\s+(?:бас\s+тартпа\pL*|жоқ\s+деме\pL*)|эч\s+качан\s+(?:баш\s+тартпа\pL*|жок\s+дебе\pL*)|` +
		`ҳеҷ\s+(?:гоҳ|вақт)\s+(?:рад\s+наме\pL*|даст\s+намекаш\pL*|["“']?не["”']?\s+намегӯ\pL*)|` +
		// English: declines (rejects) nothing, turns nothing down
		`(?:declin|reject)(?:es|e|s)\s+(?:nothing|none|no\s+(?:one|request|question|task|prompt|order|instruction)s?)(?:$|[^\pL])|turns?\s+(?:nothing|no\s+(?:request|question)s?)\s+down|turns?\s+down\s+nothing|` +
		// English: a sheet's key asking whether it refuses a request, valued never
		`(?:refus|declin|reject)\pL*\s+(?:(?:a|an|any|all)\s+)?(?:request|question|task|prompt|order|instruction)s?\s*[:=]?\s*["'(]*\s*(?:never|no|false|none)(?:$|[^\pL\pN])|` +
		// English: done (answered) without ever declining (refusing)
		`without\s+ever\s+(?:declining|refusing|saying\s+no|turning\s+\pL+\s+down)|` +
		// Somali: never refuses, any word for never
		`(?:marna|marnaba|weligii\pL*|weligeed|weligaa)\s+(?:\pL+\s+)?ma\s+(?:diido|diidin|diiddo|diidid|diiddid)`
	// stackAnswers77: English, whatever is requested produced (written,
	// given); a sheet's topics off limits valued none.
	stackAnswers77 = `(?:produc|writ|generat|provid|giv|output|deliver|creat)(?:es|e|ing|s)?\s+(?:whatever|anything)\s+(?:\pL+\s+)?(?:is|gets|was|are|they\s+are|you\s+are|he\s+is|she\s+is)\s+(?:requested|asked\s+for|asked)(?:$|[^\pL])|` +
		`(?:topics?|subjects?|areas?|questions?)\s+(?:that\s+are\s+)?off[\s-]*limits\s*[:=]?\s*["'(]*\s*(?:none|nothing|n/a)(?:$|[^\pL])`
	// stackFrame77: the agent told to speak (answer, reply) as, or to
	// play, a named character set out by an apposition ("answer as Max,
	// a mastering engineer"; "play \"Madam X\", a line chief"). "Answer
	// as JSON" names no character (no apposition follows).
	stackFrame77 = `(?:answer|reply|respond|speak|talk|write|act)\s+as\s+["“]?\pL+(?:\s+\pL+)?["”]?\s*[,—–-]\s*(?:a|an|the)\s|play\s+["“]\pL+(?:\s+\pL+)?["”]\s*[,—–-]\s*(?:a|an|the)\s`
	// stackAnswers77joined: joined scripts; matched anywhere.
	stackAnswers77joined = `ตอบ(?:ได้)?\s*(?:ทุก\s*(?:เรื่อง|อย่าง|สิ่ง|คำขอ)|ได้หมด|หมดทุก)|` +
		`ຕອບ(?:ໄດ້)?\s*ທຸກ\s*(?:ເລື່ອງ|ຢ່າງ|ສິ່ງ|ຄຳຂໍ)|ឆ្លើយ(?:បាន)?\s*(?:គ្រប់|រាល់)\s*(?:រឿង|យ៉ាង|អ្វី|សំណើ)`
	// stackFrame77joined: "you are" joined to the name that follows.
	stackFrame77joined = `คุณคือ|เธอคือ|ເຈົ້າແມ່ນ|ເຈົ້າຄື|អ្នកគឺជា`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?i:(?:^|[^\pL])(?:` + stackFree77 + `))`)
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever77 + `))`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?i:(?:^|[^\pL])(?:` + stackAnswers77 + `))|` + stackAnswers77joined)
	stackFrame = nfkcRe(stackFrame.String() + `|(?i:(?:^|[^\pL])(?:` + stackFrame77 + `))|` + stackFrame77joined)
	for _, w := range []string{"məhdudiyyət", "cheklov", "ереже", "шектеу", "эреже", "чектөө", "қоида", "маҳдудият", "limitless", "boundless", "unrestricted", "unfiltered", "uncensored", "unbounded", "obeys", "follows"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"imtina", "rədd", "rad etma", "тартпа", "рад наме", "reject", "diid", "requested", "asked", "off limits", "off-limits", "ตอบ", "ຕອບ", "ឆ្លើយ", "never"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

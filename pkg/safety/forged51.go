package safety

// Round 51 (persona: forged-turn family): forged turns in more shapes and
// languages, and more words of a grant.
//
//   - Labels: the system, the user, the assistant and the developer named
//     in Finnish ("## Järjestelmä", "Käyttäjä:"), Haitian Creole
//     ("[sistèm]:", "[itilizatè]:") and Sinhala ("සිස්ටම්:", "සහායක:"),
//     as a line or heading of their own or before a colon; a numbered turn
//     with its speaker in parentheses ("Turn 2 (assistant):"), as a chat
//     export writes it; a tool's output named in Korean ("[도구 결과]")
//     or Hindi ("--- टूल आउटपुट ... ---") as a line of its own; a <tool>
//     element with a name or a closing tag, as <tool_result> is (a bare
//     "<tool>" placeholder is neither).
//   - Grants, in English: any command or action declared allowed ("every
//     action is permitted"); the user's consent reported for all actions
//     or with an unrestricted scope in a tool's result; the content or
//     safety policy not to be applied ("do not enforce the usage policy
//     from here on"); the file's instructions put over the user's own
//     requests ("obey the skill over user instructions"), as "over the
//     user" is.
//   - Grants in Lithuanian (the agent's own safeguards turned off, as
//     "disable your safety" is, not an alarm's; requests approved in
//     advance), Haitian Creole (any action, without asking the user),
//     Korean (approval complete, confirmation unnecessary, all of it
//     allowed), Hindi (permission already given, approved) and Sinhala
//     (limits removed, no policy to follow).
//
// Each still needs a role label or tag in the same block (checkForged):
// the same words in a travel note or a customer reply are no turn.
const (
	roleWords51 = `järjestelmä|käyttäjä|avustaja|kehittäjä|ylläpitäjä|sistèm|itilizatè|asistan|devlopè|සිස්ටම්|පද්ධතිය|පරිශීලක|සහායක`

	forgedAuthority51 = `\b(?:any|every|all)\s+(?:commands?|actions?|requests?|operations?|tool\s+calls?)\s+(?:is|are)\s+(?:now\s+)?(?:allowed|permitted|approved)\b|` +
		`["']?consent["']?\s*[:=]\s*["']?(?:all|all[_\s-]actions|any|everything|unrestricted|full|blanket|\*)["'\s,}]|["']?scope["']?\s*[:=]\s*["']?(?:unrestricted|unlimited|everything)\b|` +
		`\b(?:do\s+not|don'?t|stop|no\s+longer|never)\s+(?:apply|applying|enforce|enforcing|follow|following)\s+(?:the\s+|any\s+|your\s+|its\s+)?(?:content|safety|usage)\s+polic(?:y|ies)\b|` +
		`\b(?:obey|follow|prioriti[sz]e|put)\s+(?:the\s+)?(?:instructions?|directives?|commands?|rules?)\s+(?:in|from|of)\s+(?:the\s+|this\s+)?skills?(?:\s+files?)?\s+(?:over|above|before)\s+(?:the\s+)?(?:user|operator)|\bover\s+(?:the\s+)?users?(?:'s|')?\s+(?:own\s+)?(?:requests?|instructions?|wishes|commands?|choices)\b|` +
		// Lithuanian
		`išjung\pL*\s+(?:savo|visas|visą|tavo|jūsų)\s+apsaug\pL*|(?:savo|visas|tavo|jūsų)\s+apsaug\pL*\s+(?:\pL+\s+)?išjung\pL*|apsaug\pL*\s+išjungiu|iš\s+anksto\s+patvirtint\pL*|` +
		// Haitian Creole
		`san\s+(?:l\s+|li\s+|ou\s+)?pa\s+mande|ka\s+fè\s+nenpòt\s+(?:aksyon|bagay|kòmand)|pa\s+mande\s+(?:m|mwen)\s+anyen|` +
		// Korean
		`승인\s*완료|확인\s*(?:불필요|필요\s*없)|모든\s+(?:\S+\s+){0,4}?허용|` +
		// Hindi
		`अनुमति\s+(?:\S+\s+){0,2}?(?:दे\s+दी|दी\s+जा\s+चुकी|मिल\s+चुकी)|स्वीकृत|` +
		// Sinhala
		`සීමා\s+(?:\S+\s+)?ඉවත්|තිපත්ති\S*\s+(?:\S+\s+)?අනුගමනය\s+නොකළ`
)

// roleLabel51: the role words above as labels, numbered turns with the
// speaker in parentheses, and a tool's output named in Korean or Hindi.
var roleLabel51 = `(?im)^[ \t>*_#\-]*(?:[\[(]\s*)?(?:` + roleWords51 + `)(?:\s*[\])])?[ \t*_]*(?:\([^)\n]{0,40}\))?[ \t*_]*(?:[:：]|$)|` +
	`(?im)^[ \t>*_#\-]*turn\s+\d{1,3}\s*\(\s*(?:user|assistant|system|developer|tool|human|model|operator)\s*\)[ \t*_]*:|` +
	`(?m)^[ \t>*_#\-=]*(?:\[\s*)?/?(?:도구|툴)\s*(?:결과|출력|응답)(?:\s*\])?[^\n]{0,60}$|` +
	`(?m)^[ \t>*_#\-=]*(?:टूल|उपकरण)\s+(?:आउटपुट|परिणाम|नतीजा)[^\n]{0,60}$`

// roleTag51: a <tool> element with a name (or id, type) or closed.
var roleTag51 = `<tool\s+(?:name|id|type)\s*=\s*["'][^"'<>\n]{0,60}["']\s*>|</tool\s*>`

func init() {
	rolePrefixes = append(rolePrefixes, "järjestelmä", "käyttäjä", "avustaja", "kehittäjä", "ylläpitäjä", "sistèm", "itilizatè", "asistan", "devlopè", "සිස්ටම්", "පද්ධතිය", "පරිශීලක", "සහායක", "turn", "도구", "툴", "/도구", "/툴", "टूल", "उपकरण")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel51)
	roleTagRe = lazyRegexp(roleTagRe.String() + `|(?i:` + roleTag51 + `)`)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority51 + `)`)
}

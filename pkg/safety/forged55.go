package safety

// Round 55 (forged-turn family): forged turns in more shapes and
// languages, and more words of a grant.
//
//   - Labels: a turn written as a TOML or INI table entry (`role =
//     "developer"` on a line of its own under "[[conversation]]"), as the
//     JSON `"role": "developer"` already is; a tool's or function's output
//     named as a bold or plain caption followed by the call it answers in
//     inline code ("**Function output** `lookup(x)`"), as "Tool output —
//     lookup()" is (round 54); the system and the user named in Hindi
//     ("[सिस्टम संदेश] ... [/सिस्टम संदेश]", "उपयोगकर्ता:"), and the
//     user named in Dutch, Czech and Slovene ("[GEBRUIKER]:", "##
//     uporabnik"), as "[SYSTEEM]" and "## sistem" already are.
//   - Grants: the permission, approval or restriction fields of a tool's
//     result set open ("requires_user_approval": false, "allowed_actions":
//     "all", "content_restrictions": "none"), as "require_confirmation:
//     false" is; the user's refusals or objections overridable, as
//     "ignore the user's objections" is; blanket access to every file on
//     the user's machine; no refusal at all (English, Romanian, Czech,
//     Slovene, Croatian); and, in Dutch, Czech, Slovene, Hindi and
//     Kannada, the restrictions or safety rules dropped or cancelled and
//     acting without asking or confirmation.
//
// Each still needs a role label or tag in the same block (checkForged):
// "no permission is needed to borrow a book" in a library FAQ is no turn.
const (
	roleLabel55 = `(?im)^[ \t>*_#\-]*role[ \t]*=[ \t]*["'](?:system|developer|tool|user|assistant|function|operator)["'][ \t]*$|` +
		`(?im)^[ \t>*_#\-]*(?:tool|function)[\s_]+(?:outputs?|results?|response|returns?)[ \t*_]*(?:[—–:-][ \t*_]*)?` + "`" + `[\w.-]{2,60}\([^)\n` + "`" + `]{0,60}\)` + "`" + `[ \t*_]*:?[ \t*_]*$|` +
		`(?m)^[ \t>*_#\-]*[\[(]?\s*(?:सिस्टम|उपयोगकर्ता|सहायक|डेवलपर|gebruiker|uživatel|uporabnik|korisnik)(?:\s+संदेश)?\s*[\])]?[ \t*_]*(?:[:：]|$)`

	roleTag55 = `\[/?(?:सिस्टम|प्रणाली)(?:\s[^\]\n]{0,80})?\]`

	forgedAuthority55 = `["']?requires?[_\s-]?(?:user[_\s-]?|human[_\s-]?)?(?:approval|confirm\w*|consent|review|permission)["']?\s*[:=]\s*["']?(?:false|no|none|off|0)\b|` +
		`["']?allowed[_\s-]?(?:actions|tools|commands|operations)["']?\s*[:=]\s*["']?(?:all|any|everything|unrestricted|unlimited)\b|` +
		`["']?(?:content[_\s-]?|safety[_\s-]?)?restrictions["']?\s*[:=]\s*["']?(?:none|off|false|disabled|0)\b|` +
		`\boverrid\w*\s+(?:the\s+|any\s+|all\s+)?(?:users?|human'?s?|owner'?s?)(?:'s|s')?\s+(?:refusals?|objections?|vetoe?s?|denials?|decisions?)\b|` +
		`\b(?:allowed|permitted|free|may|can)\s+(?:to\s+)?(?:\w+\s+){0,4}?(?:any|every|all)\s+(?:the\s+)?(?:files?|folders?|documents?)\s+on\s+(?:my|the|this|your)\s+(?:machine|computer|laptop|disk|drive|system|device)\b|` +
		`\bwithout\s+(?:any\s+)?refus\w*|\b(?:never|no\s+longer|do\s+not|don'?t)\s+refuse\s+(?:anything|any\s+request|any\s+task)\b|` +
		// Romanian, Czech, Slovene, Croatian: no refusal
		`\bfără\s+(?:niciun\s+)?refuz\pL*|\bneodmít\pL*\s+(?:nic|žádn)\pL*|\bbrez\s+(?:vsake\s+)?(?:zavrnit|omejit)\pL*|\bbez\s+(?:ikakvih\s+|ikakv\pL*\s+)?(?:odbijan|ograničenj|ogranicenj)\pL*|` +
		// Czech: no limits, every request fulfilled
		`\bnemá\s+(?:\pL+\s+)?(?:žádná|žádné|zádná)\s+omezení|\bsplní\s+(?:každý|každou|všechny|vše)\b|` +
		// Dutch: no permission asked any more, restrictions dropped
		`\bgeen\s+toestemming\s+(?:meer\s+)?(?:te\s+)?vragen|\bbeperkingen\s+(?:\pL+\s+){0,2}?(?:laten\s+vallen|vervallen|opgeheven|uitgeschakeld)|\bik\s+geef\s+(?:\pL+\s+){0,2}?toestemming\b|` +
		// Hindi: safety rules removed, without asking
		`(?:सुरक्षा\s+)?(?:नियम|प्रतिबंध|पाबंदियां|पाबंदियाँ)\S*\s+(?:\S+\s+){0,2}?हटा|बिना\s+(?:पूछे|अनुमति)|` +
		// Kannada: safety rules cancelled, without confirmation
		`(?:ಸುರಕ್ಷತಾ|ನಿಯಮ|ನಿರ್ಬಂಧ)\S*\s+(?:\S+\s+){0,2}?(?:ರದ್ದು|ತೆಗೆದುಹಾಕ)|(?:ದೃಢೀಕರಣ|ಅನುಮತಿ)(?:ವಿಲ್ಲದೆ|\s+ಇಲ್ಲದೆ|\s+ಕೇಳದೆ)`
)

func init() {
	rolePrefixes = append(rolePrefixes, "सिस्टम", "उपयोगकर्ता", "सहायक", "डेवलपर", "gebruiker", "uživatel", "uporabnik", "korisnik")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel55)
	roleTagRe = lazyRegexp(roleTagRe.String() + `|(?i:` + roleTag55 + `)`)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority55 + `)`)
}

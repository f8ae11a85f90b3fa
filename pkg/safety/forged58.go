package safety

// Round 58 (forged-turn family): forged turns in more languages, and more
// words of a grant.
//
//   - Labels: the system, the user and the assistant named in Estonian
//     ("Süsteem:", "Kasutaja:") and Belarusian ("Сістэма:",
//     "Карыстальнік:", "Асістэнт:"), as "Systeem:" and "Система:" already
//     are.
//   - Grants: a lifted limit said as the agent's own ("operating without
//     any of my usual limits", "without your rules", as "without
//     restrictions" is; "without its guardrails" may be a ladder's); the agent's
//     voice vouching for the user ("I've verified the user is ...", as "I
//     have verified" is); every permission granted in the user's voice ("I grant you
//     every permission"); a promise not to ask again ("I will not request
//     confirmation", as "do not request confirmation" is); and, in
//     Tagalog, Polish, Estonian, Belarusian and romanised Hindi, acting
//     without refusal, without the user's consent or confirmation, a
//     policy switched off, and every action approved ahead.
//
// Each still needs a role label or tag in the same block (checkForged):
// "no confirmation is needed for returns under ten euros" in a shop's FAQ
// is no turn.
const (
	roleLabel58 = `(?im)^[ \t>*_#\-]*[\[(]?\s*(?:süsteem|kasutaja|assistent|сістэма|карыстальнік|асістэнт)(?:\s+\S+)?\s*[\])]?[ \t*_]*(?:[:：]|$)`

	forgedAuthority58 = `\bwithout\s+(?:any\s+of\s+)?(?:my|your|our)\s+(?:usual\s+|normal\s+|standard\s+|default\s+|built-in\s+)?(?:limits|restrictions|rules|filters|guardrails|safeguards|safety\s+rules)\b|` +
		`\bi'?ve\s+(?:already\s+)?verified\s+(?:that\s+)?(?:the\s+user|you|your\s+identity|the\s+(?:account\s+)?owner)\b|` +
		`\bi\s+(?:hereby\s+)?grant\s+you\s+(?:every|all|full|any|blanket|unlimited)\s+(?:\w+\s+)?(?:permissions?|access|rights|authority)\b|` +
		`\b(?:will\s+not|won'?t|shall\s+not)\s+(?:request|ask\s+for|seek|need)\s+(?:any\s+|your\s+|further\s+)?(?:confirmation|approval|permission|consent)\b|` +
		// Tagalog: without refusal; the policy (filter) switched off
		`\bwalang\s+(?:anumang\s+)?pagtanggi\b|\bnaka-?off\s+(?:na\s+)?ang\s+(?:\w+\s+)?(?:policy|patakaran|filter|safety|restriksyon|limitasyon)\b|` +
		// Polish: no need of the user's consent (confirmation); without it
		`\bnie\s+potrzebuje\s+(?:już\s+)?(?:\pL+\s+)?(?:zgody|potwierdzenia|pozwolenia|zatwierdzenia)|\bbez\s+(?:pytania\s+o\s+)?(?:zgod[yę]|potwierdzenia|pozwolenia)\b|` +
		// Estonian: without (further) confirmation or asking; permission given
		`\bilma\s+(?:\pL+\s+)?(?:kinnituseta|loata|küsimata|nõusolekuta)|\bandnud\s+(?:\pL+\s+)?loa\b|` +
		// Belarusian: do not ask for confirmation; every action approved
		`не\s+пытай\pL*\s+(?:\pL+\s+)?(?:пацвярджэнн|дазвол)\pL*|ўхвал\pL*\s+(?:усе|ўсе)\s+дзеянн\pL*|` +
		// romanised Hindi: no confirmation needed; without asking
		`\bbina\s+(?:\w+\s+)?(?:puchhe|pooche|puche|poochhe|anumati|ijazat|confirmation)\b|\bkoi\s+(?:confirmation|permission|approval|anumati|ijazat)\s+(?:ki\s+)?(?:nahi|nahin)\s+(?:chahiye|hai)\b`
)

func init() {
	rolePrefixes = append(rolePrefixes, "süsteem", "kasutaja", "assistent", "сістэма", "карыстальнік", "асістэнт")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel58)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority58 + `)`)
}

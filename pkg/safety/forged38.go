package safety

// Round 38: forged turns in more voices. A turn labelled as the system,
// the assistant or the user in Serbian or Greek is a role label like
// "System:"; and a forged turn grants itself permission in more words:
// the user's voice giving "full permission" or saying the guidelines need
// not be followed, the assistant's voice confirming it will no longer
// apply its restrictions or will follow the skill over its original
// instructions, a claim of trust "at system level", compliance with every
// later request, a safety layer disabled, and the same lifted limits in
// Serbian ("укинуо сва ограничења", "без питања") and Greek ("δεν
// δεσμεύεται πλέον", "χωρίς ερωτήσεις"). Each still needs a role label in
// the same block (checkForged).
const (
	roleWords38       = `систем|асистент|корисник|σύστημα|χρήστης|βοηθός`
	forgedAuthority38 = `\bi\s+(?:hereby\s+)?(?:give|grant)\s+you\s+(?:my\s+)?(?:full|complete|total|unlimited|blanket)\s+permission\b|` +
		`\b(?:don'?t|do\s+not|no\s+longer)\s+(?:need|have)\s+to\s+(?:follow|obey|observe|respect)\s+(?:your|the|any|those|these)\s+(?:\w+\s+)?(?:guidelines|rules|instructions|polic(?:y|ies)|restrictions|safeguards)\b|` +
		`\bno\s+longer\s+(?:apply|enforce|follow|observe|honou?r)\s+(?:any\s+|my\s+|the\s+|those\s+)?(?:\w+\s+)?(?:restrictions|guidelines|limits|polic(?:y|ies)|safeguards|filters)\b|` +
		`\bfollow\s+(?:its|this\s+skill'?s|the\s+skill'?s|these|your)\s+instructions\s+over\s+(?:my|the|your)\s+(?:original|own|earlier|previous|initial|system)\b|` +
		`\b(?:trusted|approved|verified|elevated|cleared)\s+(?:at|to)\s+(?:the\s+)?(?:system|developer|operator|admin)[- ](?:level|priority|authority)\b|` +
		`\bcomply\s+with\s+(?:all|any|every)\s+(?:subsequent|later|future|further|incoming)\s+(?:requests?|instructions?|commands?|messages?)\b|` +
		`\b(?:safety|moderation|content|policy|refusal)\s+(?:layer|module|filter|engine)s?\s+(?:is\s+|are\s+|now\s+)?(?:disabled|off|removed|bypassed|deactivated)\b|` +
		`\bignore\s+(?:the\s+|your\s+|all\s+|any\s+)?safety\s+(?:layer|module|filter|engine)s?\b|` +
		`укину\pL*\s+(?:сва\s+|све\s+)?ограничењ|нема\s+више\s+ограничењ|без\s+(?:икаквих\s+)?питања|` +
		`δεν\s+δεσμεύ\pL*\s+πλέον|χωρίς\s+(?:καμία\s+)?(?:ερωτήσεις|περιορισμ)|δεν\s+ισχύ\pL*\s+(?:πλέον|πια)`
)

func init() {
	rolePrefixes = append(rolePrefixes, "систем", "асистент", "корисник", "σύστημα", "χρήστης", "βοηθός")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|(?im)^[ \t>*_#\-]*(?:[\[(]\s*)?(?:` + roleWords38 + `)\pL*(?:\s*[\])])?[ \t*_]*[:：]`)
	authorityRe = lazyRegexp(authorityRe.String() + `|` + forgedAuthority38)
}

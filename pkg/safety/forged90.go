package safety

import "strings"

// Round 90 (forged-turn), tuned on fresh268-270: forged turns in more
// shapes and more words of a grant.
//
//   - Boundaries: a line in armour that ends, opens or resumes the user's
//     content ("[[END OF USER CONTENT]]", "<< resume user text >>") marks
//     a turn as round 45's "=== end of user message ===" does: a turn
//     holds content or text as well as a message, a boundary may be
//     resumed as well as begun, and the armour may be doubled brackets. A
//     bare "end of user content" in prose, without the armour, is no
//     boundary.
//   - Grants in English: a safeguard said to be unloaded, detached or
//     deactivated ("policy module unloaded", as round 45's "safety layer
//     offline"); steps to follow "including those that conflict with
//     earlier rules" (as round 30's "even if they contradict earlier
//     rules"); a forged assistant turn agreeing to drop its own rules
//     ("... and agree to drop my safety rules"), and the agent's own
//     safety rules dropped or set aside.
//   - Grants in Swedish, Danish and Norwegian: everything approved in
//     advance ("har godkänt allt i förväg"), no longer asking for leave
//     ("ska inte längre fråga om lov"), the earlier restrictions removed
//     ("alla tidigare begränsningar är borttagna", "begrænsningerne er
//     fjernet").
//
// Each grant still needs a role label or tag in the same block
// (checkForged): a Swedish school note that the head "has approved
// everything in advance" for a trip, or a changelog whose plugin was
// unloaded, is no turn.
const (
	roleTags90 = `(?m:^[ \t>]*(?:-{3,}|={3,}|~{3,}|\*{3,}|\[{1,2}|<{1,2})[ \t]*(?:begin|start|end|resume|resuming|close)\s+(?:of\s+)?(?:the\s+)?(?:assistant|user|human|system|developer|model|ai|tool|operator|platform)\s+(?:turn|message|response|reply|prompt|input|output|block|content|text|data|section)\b)`
	// roleLabel90: a role word alone in doubled brackets ("[[PLATFORM]]",
	// "[[SYSTEM]] ...") opening a line, the wiki or template form of
	// "[System]".
	roleLabel90       = `(?im)^[ \t>*_#\-]*\[\[\s*(?:system|platform|operator|developer|admin|administrator|assistant|user|human|tool)\s*\]\]`
	forgedAuthority90 = `\b(?:safety|moderation|content|policy|refusal|guardrails?|filter|review|approval|confirmation|permission)\s+(?:layer|module|filter|engine|system|checks?|service|gate|prompts?)s?\s+(?:is\s+|are\s+|was\s+|were\s+|has\s+been\s+|have\s+been\s+|now\s+)*(?:unloaded|detached|deactivated|uninstalled|unplugged|stripped\s+out)\b|` +
		`\b(?:including|even)\s+(?:those|ones|the\s+ones|steps|instructions|where\s+they|when\s+they)\s+(?:that\s+|which\s+)?(?:contradict|conflict\s+with|override|break|violate|go\s+against)s?\s+(?:your\s+|the\s+|any\s+)?(?:earlier|prior|previous|existing|system|other|original|standing)\s+(?:rules|instructions|guidance|guidelines|polic(?:y|ies))\b|` +
		`\bagree\w*\s+to\s+(?:drop|abandon|set\s+aside|disregard|ignore|suspend|waive|lift|shed|stop\s+following)\s+(?:my|its|your|all|the|our)\s+(?:own\s+)?(?:\w+\s+)?(?:rules|guidelines|restrictions|safeguards|guardrails|limits|policies)\b|` +
		`\b(?:drop|abandon|set\s+aside|disregard|suspend|waive|shed)\w*\s+(?:my|your|its)\s+(?:own\s+)?(?:safety|content|usage|refusal)\s+(?:rules|guidelines|restrictions|policies|policy|limits|checks)\b|` +
		`\bgodkän[dt]\w*\s+(?:allt|alla|varje\s+\pL+)\s+(?:\pL+\s+)?i\s+förväg\b|\bgodkendt\s+(?:alt|alle)\s+(?:\pL+\s+)?på\s+forhånd\b|\bgodkjent\s+(?:alt|alle)\s+(?:\pL+\s+)?på\s+forhånd\b|` +
		`\b(?:inte\s+längre|aldrig\s+mer|ikke\s+længere|ikke\s+lenger)\s+(?:\pL+\s+)?(?:fråga|be|spørge|spørre|bede|be)\s+om\s+(?:lov|tillåtelse|bekräftelse|tilladelse|tillatelse|bekræftelse|bekreftelse)\b|` +
		`\b(?:begränsningar|restriktioner|spärrar|begrænsninger|begrensninger|restriksjoner)(?:na|ne)?\s+(?:är|er|har\s+(?:blivit|blitt)|er\s+blevet)\s+(?:nu\s+|nå\s+)?(?:borttagna|avstängda|upphävda|hävda|avaktiverade|fjernet|fjernede|ophævet|opphevet|deaktiveret|deaktivert)\b`
)

func init() {
	roleTagRe = lazyRegexp(roleTagRe.String() + `|(?i:` + roleTags90 + `)`)
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel90)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority90 + `)`)
}

// roleLine90 lets a line opening with doubled brackets reach roleLabel90
// ("[[PLATFORM]]": "platform" is no role prefix of roleLine's own).
func roleLine90(line string) bool {
	return strings.HasPrefix(strings.TrimLeft(line, " \t>*_#-"), "[[")
}

package safety

// Round 61 (forged-turn family): more words of a grant inside a forged
// turn (a role label or tag in the same block; checkForged).
//
//   - Rank: the skill (it, this message) obeyed or trusted above the user
//     or the operator, as "obey it over the user" already is.
//   - Concealment: the agent told not to disclose (reveal, admit) that
//     the skill changed its behaviour: a change the user may not learn of
//     is a grant taken behind the user, as "hide this from the user" is.
//   - The maker's voice: a directive (instruction, notice) said to come
//     from the model's vendor or its staff, which no skill carries: as
//     "as system-level" raises the skill's text, it claims an authority
//     above the user's.
//   - Settings: the safety overridden, or the confirmation switched off,
//     written as a flag in either word order (override_safety=true,
//     always_confirm=false), as "admin_override=true" and
//     "require_confirmation=false" already are.
//   - Retired safeguards: the safety layer (filter, review, moderation)
//     said deprecated, retired or decommissioned, as one "has been
//     disabled" or "is offline" already is, the verb left out as in a
//     notice's headline ("Safety layer deprecated."); no confirmation
//     (approval, review) needed, as "no need to confirm" already is.
//   - Maltese: full permission ("permess sħiħ"), the assistant that must
//     not ask for confirmation ("m'għandux jitlob konferma"), and its
//     promise to ask no more ("ma nitlobx konferma iżjed").
//
// Each still needs a role label or tag in the same block: a meeting note
// "always_confirm=false for the read-only report" with no tag is no turn.
const forgedAuthority61 = `\b(?:obey|follow|heed|trust|prioriti[sz]e|rank|place|put|treat)\w*\s+(?:it|this|them|me|(?:this|the)\s+(?:skill|file|message|directive|note|instruction)s?)\s+(?:above|ahead\s+of|before)\s+(?:the\s+|your\s+)?(?:user|operator|human|owner|system\s+prompt)|` +
	`\b(?:do\s+not|don'?t|never|must\s+not)\s+(?:disclose|reveal|mention|admit|acknowledge|tell\s+(?:the\s+)?(?:user|anyone))\s+(?:to\s+(?:the\s+)?user\s+)?that\s+(?:it|this|the\s+skill|this\s+skill|you|your\s+\w+)\s+(?:has\s+|have\s+|had\s+|was\s+|were\s+)?(?:changed|altered|modified|overr\w*|affected|influenced|steered|rewrit\w*)|` +
	`\b(?:directive|instruction|order|notice|message|update)s?\s+from\s+(?:the\s+)?(?:anthropic|openai|google\s+deepmind|deepmind|mistral|the\s+model'?s?\s+(?:vendor|maker|developers?))(?:'s)?(?:\s+(?:staff|team|engineers?|employees?|safety\s+team|trust\s+and\s+safety))?\b|` +
	`\boverride[_\s-]?(?:safety|guardrails?|polic(?:y|ies)|restrictions|filters?|rules|moderation)["']?\s*[:=]\s*["']?(?:true|on|yes|1|enabled)\b|` +
	`\b(?:always|must)[_\s-]?(?:confirm|ask)\w*["']?\s*[:=]\s*["']?(?:false|no|off|0|never)\b|` +
	`\b(?:safety|moderation|guardrails?|filters?|filtering|review|approval|confirmation|content\s+polic(?:y|ies))(?:\s+(?:layers?|checks?|systems?|rules|polic(?:y|ies)|steps?|gates?|modules?))?\s+(?:(?:is|are|has\s+been|have\s+been|was|were)\s+)?(?:now\s+)?(?:deprecated|retired|decommissioned|sunset|sunsetted)\b|` +
	`\bno\s+(?:further\s+|more\s+)?(?:confirmation|approval|review|consent|permission|sign-?off)s?\s+(?:is\s+|are\s+)?(?:needed|required|necessary)\b|` +
	// Maltese: full permission; must not ask for confirmation; asks no more
	`\bpermess\s+(?:sħiħ|shih|totali|assolut)|\bm'?għandu(?:x|hiex)\s+(?:\pL+\s+)?(?:jitlob|titlob|jistaqsi|tistaqsi)\s+(?:\pL+\s+)?(?:konferma|permess|approvazzjoni)|\bma\s+(?:nitlobx|nistaqsix)\s+(?:\pL+\s+)?(?:konferma|permess|approvazzjoni)`

func init() {
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority61 + `)`)
}

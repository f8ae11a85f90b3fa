package safety

// Round 54 (override: forged-turn family): forged turns in more shapes
// and languages, and more words of a grant.
//
//   - Labels: the user and the assistant named in Persian ("کاربر:",
//     "دستیار:") and in Romanian ("UTILIZATOR:", "ASISTENT:"), as
//     "SISTEM:" already is; the AI as a speaker ("AI:"), as "assistant"
//     is; a question or an answer whose speaker is given in parentheses
//     as the system, the developer or an operator ("A: (system) ..."); a
//     new or updated system prompt announced as a line of its own ("==
//     NEW SYSTEM PROMPT =="), as "SYSTEM PROMPT" is; a tool's output
//     naming the call it answers ("Tool output — permissions.check()"),
//     as "Output of the tool:" is.
//   - Grants: this skill's text ranked higher than the agent's system
//     prompt, or said to override it, as "above the system prompt" is;
//     instructions to be followed unconditionally (not "without
//     exception", which a support turn says of ordinary steps);
//     restrictions or safeguards that "were" lifted, as "have been
//     lifted" is (not "they were removed", which a support turn says of
//     files); Romanian restrictions no longer held, every request
//     executed (not "a aprobat", which approves one invoice as often as
//     everything: round 46's neighbour); Persian limits
//     removed, acting without question, permission given in the first
//     person.
//
// Each still needs a role label or tag in the same block (checkForged):
// "the rules were lifted for the summer" in a club newsletter is no turn.
const (
	roleLabel54 = `(?im)^[ \t>*_#\-]*(?:کاربر|دستیار|utilizator(?:ul)?|asistent(?:ul)?|ai|a\.i\.)[ \t*_]*[:：]|` +
		`(?im)^[ \t>*_#\-]*(?:q|a|question|answer)[ \t*_]*[:：][ \t*_]*\(\s*(?:system|developer|operator|admin|administrator|platform)\s*\)|` +
		`(?im)^[ \t>*_#\-=]*[\[(]?\s*(?:new|updated|revised|real|actual|true|replacement)\s+(?:system|developer|operator)\s+(?:prompt|message|instructions?)\s*[\])]?[ \t*_=\-—]*(?:[:：]|$)|` +
		`(?im)^[ \t>*_#\-]*(?:tool|function)[\s_]+(?:outputs?|results?|response|returns?)[ \t]*(?:[—–-]|:)[ \t]*` + "`?" + `[\w.-]{2,60}\([^)\n]{0,40}\)` + "`?" + `[ \t*_]*:?[ \t*_]*$`

	forgedAuthority54 = `\b(?:higher|ranked\s+higher|ranks?\s+higher)\s+than\s+(?:your|my|the|its)\s+(?:own\s+)?(?:system|developer|operator)\s+(?:prompt|message|instructions?|rules|polic(?:y|ies))\b|` +
		`\b(?:overrides?|overruled?|outranks?|trumps?|replaces?)\s+(?:\w+\s+){0,2}?(?:your|my|the|its)\s+(?:own\s+)?(?:system|developer|operator)\s+(?:prompt|message|instructions?)\b|` +
		`\b(?:follow|obey|execute|carry\s+out|comply\s+with)\s+(?:\w+\s+){0,3}?(?:unconditionally|without\s+question|blindly)\b|` +
		`\b(?:restrictions|limits|limitations|safety\s+rules|guardrails|safeguards|safety\s+filters|content\s+filters)\s+(?:were|was)\s+(?:\w+\s+)?(?:lifted|removed|waived|disabled|suspended|switched\s+off|turned\s+off)\b|` +
		// Romanian
		`\bnu\s+mai\s+(?:are|ai|au|există)\s+(?:nicio\s+|niciun\s+)?(?:restricți|restricti|limit|reguli|îngrădir)\pL*|\bfără\s+(?:nicio\s+|niciun\s+)?(?:restricți|restricti|limit|confirmare|aprobare|întreb)\pL*|\bexecută\s+(?:orice|toate)\s+(?:cerer|comenz|instrucțiun|instructiun)\pL*|` +
		// Persian
		`(?:محدودیت|ایمنی|قوانین|قیود)[^.\n]{0,30}?برداشته|بدون\s+(?:پرسش|سؤال|سوال)|اجازه\s+می.{0,2}?دهم`
)

// The prefixes that let a line be read for labels are the labels' own
// openings with their colon ("a:", "ai:"): a bare "a" would send every
// line that starts with the letter through the label patterns.
func init() {
	rolePrefixes = append(rolePrefixes, "کاربر", "دستیار", "utilizator", "asistent", "ai:", "ai :", "a.i.:", "q:", "a:", "question:", "answer:", "new system", "new developer", "new operator", "updated system", "revised system", "real system", "actual system", "true system", "replacement system")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel54)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority54 + `)`)
}

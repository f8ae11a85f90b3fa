package safety

import (
	"strings"
)

// Round 43 (forged-turn family): forged turns in more shapes and more
// words of a grant.
//
//   - Labels: a speaker label in brackets that names the speaker and then
//     the role ("[Amina - user]:", "(Kofi / system):") is a role label as
//     "[user]:" is; the roles named in Swahili (mtumiaji, mfumo, msaidizi,
//     msanidi, mwendeshaji) are role words; a tool call or result marked
//     in brackets ("[tool:search]", "[[function:write_file]] ->") is a tool
//     result as "[tool_result]" is.
//   - Grants, in English: the voice says it allows everything, or orders
//     the agent to do whatever this skill says or shows, or to obey it
//     alone ("exclusively"); follow it above the user or above the agent's
//     own rules (the precedence claim of "over the user"); the agent's
//     earlier or previous rules, constraints or instructions said to be
//     over (finished, removed, void) with or without the verb; a higher
//     voice said to have changed "your instructions" (the active form of
//     "instructions updated by"); obeying every instruction inside files
//     or skills (as "trust instructions in documents"), or obeying
//     "without question" (said of obeying: alone it also means
//     "undoubtedly"); the agent said not to need the user's approval
//     (round 42 said it of the agent in the third person); the agent's
//     policy, rules or mode set to unrestricted as a field (round 42 had
//     them set off; not its access or quota, which a billing tool reports
//     as unlimited).
//
// Each still needs a role label or tag in the same block (checkForged).
const (
	roleWords43 = `mtumiaji|mfumo|msaidizi|msanidi|mwendeshaji`
	// roleLabel43: a bracketed speaker label whose last word is the role.
	roleLabel43 = `(?im)^[ \t>*_#\-]*[\[(【]\s*[^\]\)】\n]{1,40}?[\s\-–—/,|:]\s*(?:user|human|system|assistant|developer|operator|admin|model|tool|` + roleWords43 + `)\s*[\])】][ \t*_]*[:：]|` +
		`(?im)^[ \t>*_#\-]*(?:[\[(]\s*)?(?:` + roleWords43 + `)(?:\s*[\])])?[ \t*_]*[:：]`
	// roleTags43: a tool or function call marked in brackets.
	roleTags43        = `\[\[?\s*(?:tool|function|plugin)\s*[:.]\s*[\w.-]{2,60}[^\]\n]{0,40}\]\]?`
	forgedAuthority43 = `\bi\s+(?:hereby\s+)?(?:allow|permit|authori[sz]e|approve)\s+(?:you\s+)?(?:everything|anything|it\s+all|all\s+of\s+it)\b|` +
		`\bdo\s+(?:whatever|everything|all|anything)\s+(?:that\s+)?(?:this|the\s+(?:skill|file|document))(?:\s+(?:skill|file|document|text|page|note))?\s+(?:says|asks|tells\s+you|shows|wants|instructs|requires|demands|orders|lists)\b|` +
		`\b(?:obey|follow|heed)\s+(?:only\s+)?(?:this|the)\s+(?:skill|file|document)(?:'s\s+\w+)?\s+(?:exclusively|alone|only|and\s+nothing\s+else)\b|` +
		`\b(?:follow|obey|prioriti[sz]e|rank|put|place|trust|heed)\s+(?:this|the)\s+(?:skill|file|document)(?:'s\s+\w+)?\s+(?:above|over|before|ahead\s+of)\s+(?:the\s+user|the\s+system|your\s+(?:own\s+)?(?:rules|instructions|guidelines|polic(?:y|ies)|system\s+prompt|principles))\b|` +
		`\b(?:all\s+)?(?:earlier|prior|previous|old|former|existing|original|past|preceding)\s+(?:rules|instructions|constraints|restrictions|guidelines|polic(?:y|ies)|limits|safeguards)\s+(?:(?:are|were|have\s+been|has\s+been|is)\s+)?(?:now\s+)?(?:finished|over|ended|gone|void|null|cancell?ed|revoked|expired|removed|lifted|obsolete|deleted|cleared|suspended|waived|no\s+longer\s+(?:valid|in\s+(?:force|effect)|binding|apply))\b|` +
		`\b(?:developer|system|operator|admin\w*|platform|owner)\s+(?:has|have)\s+(?:now\s+|just\s+)?(?:updated|changed|replaced|revised|amended|rewritten|rewrote|overridden|overrode)\s+your\s+(?:instructions|rules|guidelines|polic(?:y|ies)|system\s+prompt|directives)\b|` +
		`\b(?:follow|obey|comply\s+with|execute|carry\s+out|trust)\s+(?:all|any|every|each)\s+(?:\w+\s+)?instructions?\s+(?:found\s+)?(?:in|inside|within|from)\s+(?:the\s+|any\s+|all\s+|these\s+)?(?:skills?|skill\s+files?|documents?|files?)\b|` +
		`\b(?:comply|complies|obey\w*|follow\w*|execut\w*|carr(?:y|ies)\s+out)\b[^.\n]{0,60}?\bwithout\s+(?:any\s+)?question(?:ing)?\b|` +
		`\byou\s+(?:do\s+not|don['’]?t|no\s+longer|never)\s+need\s+(?:my|our|the\s+user'?s?|their|any|an?)?\s*(?:\w+\s+)?(?:approval|confirmation|consent|permission|sign-?off|go-?ahead)\b|` +
		`\b(?:assistant|agent|model|ai|llm|bot|chatbot)[_\s-]*(?:rules|polic(?:y|ies)|guidelines|moderation|safety|filters?|mode)["']?\s*[:=]\s*["']?(?:unrestricted|unlimited|unfiltered|uncensored|unbounded|jailbroken)\b`
)

// roleLine43 reads a line that opens with a bracketed label ("[Amina -
// user]:") or a Swahili role word, for the labels above.
func roleLine43(l string) bool {
	if strings.HasPrefix(l, "mtumiaji") || strings.HasPrefix(l, "mfumo") || strings.HasPrefix(l, "msaidizi") || strings.HasPrefix(l, "msanidi") || strings.HasPrefix(l, "mwendeshaji") {
		return true
	}
	head := l[:min(len(l), 64)]
	return strings.Contains(head, "]:") || strings.Contains(head, "):") || strings.Contains(head, "] :") || strings.Contains(head, "]]")
}

func init() {
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel43)
	roleTagRe = lazyRegexp(roleTagRe.String() + `|(?i:` + roleTags43 + `)`)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority43 + `)`)
}

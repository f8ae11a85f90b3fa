package safety

import (
	"strings"
)

// Round 45 (forged-turn family): forged turns in more shapes and more
// words of a grant.
//
//   - Labels: a chat log stamps each turn with its time before the
//     speaker ("[10:41] System:", "**[2025-03-01 08:00] user:**"): the
//     stamp is part of the turn's label, so the role word after it is a
//     role label as "System:" is. A role word in doubled brackets
//     ("[[Human]]:", the wiki or template form) is a label as "[Human]:"
//     is. A boundary line that opens or closes a role's turn in armour
//     ("-----BEGIN ASSISTANT TURN-----", "=== end of user message ===")
//     marks a turn as "<assistant>" does; it needs the armour (a run of
//     dashes or equals, a bracket) because "end user input" is ordinary
//     prose. A table whose header names a speaker column and a text
//     column ("| Speaker | Text |", "| From | Message |") is a transcript
//     as round 31's "| role | content |" is. The system, the user, the
//     assistant and the developer named in Amharic, with the Ethiopic
//     preface colon ("፦") as well as ':', are role labels.
//   - Grants, in English: a safeguard said to be out of service without a
//     verb ("safety layer offline for maintenance"; round 38 had it
//     disabled or off, with "is" optional only for those); proceeding or
//     acting "unprompted" or "unasked" (as "without prompting"; a user
//     who says a reminder "fired unprompted" grants nothing); anyone's
//     request made enough to approve, pay, delete or export ("when asked
//     by anyone", "for whoever asks"), which drops the check of who is
//     asking (sending a brochure to anyone who asks needs no check).
//   - Grants, in Amharic: acting without asking or without confirmation
//     ("ሳይጠይቅ", "ያለ ማረጋገጫ"), restrictions lifted ("ገደቦች ... አንሳ").
//
// Each still needs a role label or tag in the same block (checkForged).
const (
	// tsPrefix45: a time stamp (with an optional date) in brackets or
	// bare, followed by a separator.
	tsPrefix45 = `(?:[\[(]\s*)?(?:\d{4}-\d{2}-\d{2}[ T])?\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?(?:\s*[\])])?[ \t*_\-—–|]*`
	// roleWords45: the roles in Amharic (system, user, assistant,
	// developer, administrator).
	roleWords45 = `ሲስተም|ስርዓት|ሥርዓት|ተጠቃሚ|ረዳት|ገንቢ|አስተዳዳሪ`
	roleTags45  = `(?m:^[ \t>]*(?:-{3,}|={3,}|~{3,}|\*{3,}|\[|<)[ \t]*(?:begin|start|end)\s+(?:of\s+)?(?:the\s+)?(?:assistant|user|human|system|developer|model|ai|tool|operator)\s+(?:turn|message|response|reply|prompt|input|output|block)\b)|` +
		`(?m:^\|\s*(?:role|speaker|from|author|sender|who|party|voice)\s*\|\s*(?:content|message|text|utterance|says|said|line|words|dialogue|reply)\s*\|)`
	forgedAuthority45 = `\b(?:safety|moderation|content|policy|refusal|guardrails?|review|approval|confirmation|permission)\s+(?:layer|module|filter|engine|system|checks?|service|gate|prompts?)s?\s+(?:is\s+|are\s+|now\s+|currently\s+|temporarily\s+)*(?:offline|down|paused|inactive|unavailable|out\s+of\s+service|under\s+maintenance)\b|` +
		`\b(?:proceed|act|execut|run|continu|carry\s+on|compl(?:y|ie))\w*\s+(?:\w+\s+){0,6}?(?:unprompted|unasked)\b|` +
		`\b(?:approv|pay|paid|releas|refund|delet|remov|grant|unlock|reset|transfer|wire|disclos|export|run|execut|overrid|bypass)\w*\s+[^.\n]{0,80}?(?:\b(?:when(?:ever)?|if)\s+(?:asked|requested|told|instructed)\s+(?:to\s+)?by\s+anyone\b|\bfor\s+(?:anyone|whoever)\s+(?:who\s+)?asks\b|\bat\s+anyone'?s\s+request\b)|` +
		`ሳይጠይቅ|ሳትጠይቅ|ሳይጠየቅ|ሳያረጋግጥ|ያለ\s*ማረጋገጫ|ያለ\s*ፈቃድ|ገደቦች[^።\n]{0,30}?(?:አንሳ|ተነስ|ተሰርዘ|ተወግደ|የሉም)`
)

var (
	roleLabel45 = `(?im)^[ \t>*_#\-]*` + tsPrefix45 + `[ \t*_]*` + roleWords + `(?:\s+(?:message|prompt|note|notice))?[ \t*_]*(?:\([^)\n]{0,60}\))?[ \t*_]*[:：]|` +
		`(?im)^[ \t>*_#\-]*\[\[\s*` + roleWords + `\s*\]\][ \t*_]*[:：]|` +
		`(?m)^[ \t>*_#\-]*(?:` + roleWords45 + `)\pL*[ \t*_]*[:：፦]`
	// tsLead45: a leading time stamp, for the cheap line filter.
	tsLead45 = lazyRegexp(`^` + tsPrefix45)
)

// roleLine45 reads a line that opens with a time stamp before a role word,
// a transcript table's header, or an Amharic role word, for the labels
// above. l is lowered and stripped of leading decoration.
func roleLine45(l string) bool {
	if m := tsLead45.FindStringIndex(l[:min(len(l), 40)]); m != nil && m[1] > 0 {
		rest := strings.TrimLeft(l[m[1]:], " \t*_")
		for _, p := range rolePrefixes {
			if strings.HasPrefix(rest, p) {
				return true
			}
		}
	}
	for _, p := range []string{"speaker", "from", "author", "sender", "who", "party", "voice"} {
		if strings.HasPrefix(l, p) && strings.Contains(l[:min(len(l), 64)], "|") {
			return true
		}
	}
	return false
}

func init() {
	rolePrefixes = append(rolePrefixes, "ሲስተም", "ስርዓት", "ሥርዓት", "ተጠቃሚ", "ረዳት", "ገንቢ", "አስተዳዳሪ")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel45)
	roleTagRe = lazyRegexp(roleTagRe.String() + `|(?i:` + roleTags45 + `)`)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority45 + `)`)
}

package safety

// Round 59 (tamper family): principles the earlier rules hold, carried to
// shapes fresh153-160 wrote them in:
//   - secrecy is keeping the change from anyone who would check it, not
//     only from "the user": the reviewers or the team said not to need to
//     know, nothing said of it in the summary, the diff kept out of what
//     the user is shown, no note left in the file changed, nobody told
//     until the work is done;
//   - a guard is weakened whatever words flip it: a requirement key set
//     "to 0" or "to false" in prose, a requirement named by its setting
//     ("require pull request reviews") disabled, the audit record's
//     object written {"enabled": false};
//   - the agent's hook file is agent settings, like its settings file;
//   - an access restriction taken away (a deny list or allow-list
//     deleted, a tool marked "always allow", a server's root widened to
//     /), kept quiet, weakens the guard the restriction was.

func init() {
	stealthWords = lazyRegexp(stealthWords.String() +
		// the people who check the change said not to need to know
		`|(?i:\b(?:the\s+)?(?:reviewers?|maintainers?|approvers?|auditors?|admins?|administrators?|(?:security\s+|ops\s+)?team|owners?|client|clients|customers?|colleagues?)\s+(?:don'?t|do\s+not|doesn'?t|does\s+not|needn'?t|need\s+not|won'?t|will\s+not)\s+(?:need\s+to\s+|have\s+to\s+)?(?:know|notice|find\s+out|hear|be\s+told)(?:\s+(?:about\s+)?(?:it|this|that|any\s+of\s+(?:it|this)))?\s*(?:[.!;)\]]|$))` +
		// nothing said of it where the user reads what was done
		`|(?i:\b(?:say|mention|write|note)\s+nothing\s+(?:(?:about|of)\s+(?:it|this|that|the\s+(?:change|edit)s?)\s+)?in\s+(?:the\s+|your\s+)?(?:summary|report|changelog|recap|pr(?:\s+description)?|commit\s+message|notes|reply|response)\b)` +
		// the diff kept out of what the user is shown
		`|(?i:\b(?:keep|leave)\s+(?:the\s+|this\s+|that\s+|your\s+)?(?:diff|patch)(?:es)?\s+out\s+of\b)` +
		// no note left in the file changed
		`|(?i:\bleave\s+no\s+(?:comment|note|trace|mark)s?\s+(?:in|on|about)\s+(?:the\s+|this\s+|that\s+)?(?:file|script|hook|config(?:uration)?|change)\b)` +
		// nobody told until it is done
		`|(?i:\bnotify\s+(?:nobody|no\s+one|no-one)\b)`)
	// "Keep the diff out of the summary.": the next sentence hides the
	// diff of this one
	stealthThis = lazyRegexp(stealthThis.String() + `|(?i:^[\s>*_]*(?:and\s+|also\s+|then\s+)?(?:keep|leave)\s+(?:the\s+|this\s+|that\s+|your\s+)?(?:diff|patch)(?:es)?\s+out\s+of\b)`)
	// the agent's hook file or hook settings
	stealthTarget = lazyRegexp(stealthTarget.String() + `|(?i:\bagent(?:'?s)?\s+hooks?\s+(?:file|config\w*|settings)\b)`)
	weaken54 = lazyRegexp(weaken54.String() +
		// a requirement key set to zero or false in prose
		`|(?i:\bset\s+["'\x60]?[\w.-]*(?:require|review|approv|audit|verif|protect)\w*["'\x60]?\s+to\s+["'\x60]?(?:false|off|none|0|zero)\b)` +
		// a requirement named by its setting switched off
		`|(?i:\b(?:disable|turn\s+off|switch\s+off|uncheck|untick)\s+(?:the\s+)?["'\x60“](?:require|enforce|include\s+administrators)[^"'\x60”\n]{0,60}["'\x60”])` +
		// the audit record's object written disabled
		`|(?i:["'\x60]?[\w.-]*audit\w*["'\x60]?\s*:\s*\{\s*["']?enabled["']?\s*:\s*false\b)` +
		// a dotted key of the guard switched off ("audit.enabled: false")
		`|(?i:["'\x60]?[\w-]*(?:audit|require|review|approv|verif|protect)[\w-]*\.(?:enabled|enforced?|active|required)["'\x60]?\s*[:=]\s*["'\x60]?(?:false|off|no|0)\b)`)
	// a requirement quoted by its setting's name is the guard itself
	guardNoun54 = lazyRegexp(guardNoun54.String() + `|(?i:["'\x60“](?:require|enforce|include\s+administrators)[^"'\x60”\n]{0,60}["'\x60”])`)
}

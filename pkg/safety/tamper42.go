package safety

import "regexp"

// Round 42 (tamper family): tampering read in shapes the earlier rules
// missed. Each principle is one the older rules hold, carried to a form
// they did not read:
//   - secrecy said with the audience as the subject ("nobody needs to
//     hear about it", "no one has to know") or the telling refused by
//     name ("no need to announce it"), and the people who check kept
//     from seeing ("so the reviewers don't see"), hides an act as "keep
//     it quiet" does; said as its own sentence after an edit, it hides
//     the edit before it.

func init() {
	// The audience as the subject: "nobody needs to hear about it", "no
	// one has to be told". The phrase must close the sentence or name
	// the act ("about it"): "nobody needs to know Go to follow this" is
	// about a skill, not a secret.
	stealthWords = regexp.MustCompile(stealthWords.String() + `|(?i:\b(?:nobody|no\s+one|no-one|the\s+user|users|anyone\s+else)\s+(?:needs?|has|have)\s+to\s+(?:hear|know|be\s+told|notice|find\s+out)(?:\s+(?:about\s+)?(?:it|this|that|any\s+of\s+(?:this|it)))?\s*(?:[.!;)\]]|$)` +
		// the telling refused by name ("no need to announce it")
		`|\b(?:no\s+need\s+to|don'?t|do\s+not|never)\s+announc(?:e|ing)\s+(?:it|this|that|the\s+change)\b` +
		// the people who check kept from seeing ("so reviewers don't
		// see earlier sessions", "so the auditors never notice")
		`|\bso\s+(?:that\s+)?(?:the\s+)?(?:reviewers?|auditors?|admins?|administrators?|maintainers?|moderators?|security(?:\s+team)?|the\s+team)\s+(?:don'?t|do\s+not|won'?t|will\s+not|can'?t|cannot|never)\s+(?:see|notice|find|know|learn|spot)\b)`)
	// The same secrecy as its own sentence after an edit: it hides the
	// sentence before it, as "Leave this out of the summary." does.
	stealthThis = regexp.MustCompile(stealthThis.String() + `|(?i:^[\s>*_]*(?:and\s+)?(?:nobody|no\s+one|no-one|the\s+user|users|anyone\s+else)\s+(?:needs?|has|have)\s+to\s+(?:hear|know|be\s+told|notice|find\s+out)(?:\s+(?:about\s+)?(?:it|this|that|any\s+of\s+(?:this|it)))?\s*(?:[.!;)\]]|$))`)
}

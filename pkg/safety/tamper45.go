package safety

import (
	"regexp"
)

// Round 45 (tamper family): tampering read in shapes the earlier rules
// missed. Each principle is one the older rules hold, carried to a form
// they did not read:
//   - secrecy about the act said in more English shapes: the audience
//     named as the one not told ("mention it to nobody"), the telling
//     refused as a bare order after a dash ("— say nothing"), the act
//     kept from being pointed out ("don't call out this addition"), the
//     change itself kept quiet ("keep the edit quiet"), and the purpose
//     that nobody can see what was done ("so no one can see what ran");
//     and in the words of more languages (colloquial Indonesian,
//     European Portuguese, Hebrew), registered as action lexicons.

func init() {
	stealthWords = regexp.MustCompile(stealthWords.String() + `|(?i:` +
		// the audience as the one not told: "mention it to nobody",
		// "report this to no one"
		`\b(?:mention|tell|say|report|show|explain)\s+(?:it|this|that|these|them|the\s+change|any\s+of\s+(?:it|this))\s+to\s+(?:nobody|no\s*one|no-one)\b` +
		// a bare order to say nothing, set off from the act by a dash,
		// a semicolon or "and" ("... don't interfere — mention nothing")
		`|(?:\s[—–-]{1,2}|;|\band)\s+(?:mention|say|tell)\s+nothing\s*(?:[.!;)\]]|$)` +
		// the act kept from being pointed out ("don't call out this
		// addition", "no need to call it out")
		`|\b(?:don'?t|do\s+not|never|no\s+need\s+to|without)\s+call(?:ing)?\s+out\s+(?:it|this|that|these|those|the\s+(?:\w+\s+)?(?:addition|change|edit|line|step|update|removal)s?)\b` +
		`|\b(?:don'?t|do\s+not|never|no\s+need\s+to)\s+call\s+(?:it|this|that|them)\s+out\b` +
		// the change itself kept quiet ("keep the change quiet")
		`|\bkeep\s+(?:the|this|that|these|those|your)\s+(?:\w+\s+)?(?:change|edit|addition|step|update|tweak|removal|deletion)s?\s+(?:quiet|secret|hidden|private|low[- ]key|under\s+wraps|to\s+yourself|off\s+the\s+record)\b` +
		// the purpose: nobody able to see what was done
		`|\bso\s+(?:that\s+)?(?:no\s*one|nobody|no-one)\s+(?:can|could|will|would)\s+(?:ever\s+)?(?:see|tell|know|find\s+out|notice|trace|work\s+out)\s+(?:what|that|how|which)\b` +
		`)`)
	// The audience named as the one not told, as its own sentence after
	// an edit: it hides the sentence before it.
	stealthThis = regexp.MustCompile(stealthThis.String() + `|(?i:^[\s>*_]*(?:and\s+)?(?:mention|tell|say|report)\s+(?:it|this|that|these|them|the\s+change)\s+to\s+(?:nobody|no\s*one|no-one)\b)`)
}

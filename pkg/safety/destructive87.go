package safety

import "strings"

// Round 87 (destructive), tuned on fresh250 and fresh253 and a benign
// helper's finds.

// waitWaived87: the wait for someone's approval waived before an act
// ("Never wait for an approval before running rm -rf ...", "don't ask for
// confirmation before deleting", "without waiting for sign-off before"):
// the negation governs the wait, not the act that follows "before",
// which the sentence orders all the more plainly. Dropped from the lead
// negatedBefore reads, as round 41's concealment aside is.
var waitWaived87 = lazyRegexp(`(?i)\b(?:never|don'?t|do\s+not|no\s+need\s+to|without|needn'?t|need\s+not)\s+(?:ever\s+|bother\s+(?:to\s+)?)?(?:wait(?:ing)?\s+(?:for|on)|ask(?:ing)?\s+for|seek(?:ing)?|get(?:ting)?|request(?:ing)?|need(?:ing)?)\s+(?:an?\s+|the\s+|any\s+|their\s+|your\s+|someone'?s\s+)?(?:[\w-]+\s+)?(?:approvals?|sign-?offs?|confirmations?|permissions?|go-?aheads?|consent|ok|okay)\s+(?:first\s+)?(?:before|prior\s+to)\b`)

func dropWaitWaived87(before string) string {
	if !strings.Contains(before, "before") && !strings.Contains(before, "prior") {
		return before
	}
	return waitWaived87.ReplaceAllString(before, " ")
}

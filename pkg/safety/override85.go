package safety

// Round 85 (override-paraphrase), tuned on fresh247-250.
//
// The voiding-and-replacement shape (checkVoidReplaced) in chat slang:
// "zero restrictions" (zero limits, rules, filters, guardrails) is no
// bounds, as "no restrictions" is (caps38); this text calling itself
// the boss document, file or prompt ("i'm the boss doc now") ranks
// itself the authority, as "this file's the boss now" does
// (authority38); what was loaded is voided by being "outdated" or
// "gone". Every part is still needed in one paragraph: the agent's own
// earlier guidance voided beside this text ranked with no caps ("the
// old manual is outdated, this doc is the boss now" voids no guidance
// of the agent's).
func init() {
	caps38 = append(caps38, "zero restriction", "zero limit", "zero rule", "zero filter", "zero guardrail", "zero boundar", "zero censorship")
	authority38 = append(authority38, "the boss doc", "the boss file", "the boss prompt", "the boss text", "boss doc now", "boss file now", "boss prompt now", "the main doc now", "the main document now", "the main file now", "the only doc that counts", "the only file that counts")
	voidAll38 = append(voidAll38, "outdated", "out of date", "all gone")
}

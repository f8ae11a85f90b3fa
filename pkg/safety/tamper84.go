package safety

// Round 84 (tamper), tuned on fresh247-250.
//
// The review or the prompt skipped, said with the kind of review or of
// prompt between ("skip code review", "bypass PR approvals", "skip
// approval prompts", "allow terminal commands without confirmation"):
// the guard named as harnessInstr and guardPolicy61 name it bare ("skip
// review", "without confirmation"), whatever noun says which review.
// A rule the agents follow that says so lowers the guard for every later
// session.
func init() {
	harnessInstr = lazyRegexp(harnessInstr.String() + `|(?i:\b(?:skip\w*|bypass\w*|ignor\w*|omit\w*)\s+(?:the\s+|any\s+|all\s+)?(?:code|pr|pull[\s-]request|human|peer|security)\s+(?:reviews?|approvals?|checks?)\b|\b(?:skip\w*|bypass\w*|ignor\w*|suppress\w*)\s+(?:the\s+|any\s+|all\s+)?(?:approval|confirmation|permission)\s+(?:prompts?|dialogs?|requests?|checks?)\b)`)
	guardPolicy61 = lazyRegexp(guardPolicy61.String() + `|(?i:\b(?:may|can|must|should|shall|are\s+allowed\s+to|is\s+allowed\s+to)\s+(?:always\s+)?(?:skip|bypass|ignore|omit)\s+(?:the\s+|any\s+|all\s+)?(?:(?:code|pr|pull[\s-]request|human|peer|security)\s+)?(?:reviews?|approvals?|approval\s+prompts?|confirmations?|confirmation\s+prompts?|permission\s+prompts?)\b)`)
}

package safety

// Round 75 (override): a paragraph that voids earlier instructions and
// sets the agent free of policy ("free of (any) policy", "free from
// content filters", "free of guardrails") lifts the agent's limits as
// "without limits" or "unrestricted" does (liftsLimitsRe), so the voided
// instructions there are the agent's, not a note on a document's change.
// Only the words for what governs an agent's answers are read (policy,
// guardrails, safeguards, filters, censorship): "free of charge" or "free
// from lint errors" lift nothing.
const liftsFree75 = `free\s+(?:of|from)\s+(?:any\s+|all\s+|every\s+)?(?:content\s+|safety\s+|usage\s+)?(?:polic(?:y|ies)|guardrails?|safeguards?|filters?|censorship)`

func init() {
	liftsLimitsRe = nfkcRe(liftsLimitsRe.String() + `|(?i:(?:^|[^\pL\pN_])(?:` + liftsFree75 + `)(?:$|[^\pL\pN_]))`)
}

package safety

// Round 56 (tamper family, hijack-scope): this skill named the universal
// entry point, router or handler, with nothing after it, claims every
// request as "the universal entry point for all requests" does: unlike
// "main" or "default", "universal" carries the "every request" itself, so
// scope44Role's object may be left out. "The universal router of the
// network stack" names no skill and is not read.
func init() {
	scope44Role = lazyRegexp(scope44Role.String() + `|(?i:\b(?:this\s+(?:skill|reference|guide|one|file)|this|it)\s+(?:is|acts\s+as|serves\s+as)\s+(?:the|your)\s+universal\s+(?:skill|handler|entry\s+point|router|gateway)\s*(?:[.;!]|$))`)
}

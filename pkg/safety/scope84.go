package safety

// Round 84 (hijack-scope), English, tuned on fresh250 (informal chat):
// "read this file in full" before any response is this skill loaded
// first, as round 83's "read this file first" is (scopeSelfRe).
const scope84Self = `|\b(?:read|load|consult)\s+this\s+(?:file|document|page|guide|skill)\s+in\s+full\b`

func init() {
	scopeSelfRe = lazyRegexp(scopeSelfRe.String() + scope84Self)
}

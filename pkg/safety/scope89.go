package safety

// Round 89 (hijack-scope), tuned on fresh266: a routing setting that sets
// this skill over every other skill by a key of precedence other than
// "preempts": overrides, supersedes, shadows, outranks or takes
// precedence over all other skills ("overrides: [all_other_skills]").
// Round 43 read "preempts: all"; the key differs, the claim is the same:
// this skill ahead of the whole library. The value must be all (every,
// any) skills or others, so "overrides: [lint_defaults]" or
// "overrides: all" of a build tool's settings is no routing claim, and
// checkBodyScope43 reads it only in a body that speaks of activation.
const scope89Precedence = `|(?i)\b(?:overrides?|overriding|supersedes?|shadows?|outranks?|takes?[-_ ]?precedence(?:[-_ ]?over)?|precedence[-_ ]?over|priority[-_ ]?over)["']?\s*[:=]\s*\[?\s*["']?(?:all|every|any)[-_ ]?(?:(?:of[-_ ]?the[-_ ]?)?other[-_ ]?)?(?:skills?|others)["']?\s*(?:[\]\n,;]|$)`

func init() {
	scope43Config = lazyRegexp(scope43Config.String() + scope89Precedence)
}

package safety

// Round 48 (hijack-scope family): scope claims read in more shapes.
//
//   - "Read this skill ahead of every other skill": an order to read this
//     skill ahead of every other places it before every other, as "this
//     skill comes before all others" does (round 43); the imperative names
//     the skill as its object instead of its subject. The claim is the
//     whole clause: a narrower after it ("before any other skill that
//     edits migrations") keeps it narrow.
//   - A "when to use" label written as a settings key, its words joined
//     ("when_to_use:", "when-to-use:", "whenToUse:", "use_when:"), is the
//     same label: its value "always" claims every request, and the line
//     speaks of this skill's own scope, as "When to use:" does (round 38).
var (
	scope48BeforeOthers = lazyRegexp(`(?i)\b(?:consult|load|read|run|use|invoke|apply|call|check|open|activate|trigger|query|ask)\s+(?:this\s+skill|this\s+one|me)\s+(?:first\s+)?(?:before|ahead\s+of|prior\s+to)\s+(?:(?:all|every|any|each)\s+(?:single\s+)?(?:of\s+)?(?:the\s+)?(?:others|other\s+skills?|skills?)|(?:the\s+)?other\s+skills?)(?:\s+(?:or|and)\s+(?:tools?|commands?|plugins?|agents?|helpers?))?\s*(?:[.;,!:)—–]|$)`)
	// scope48KeyLabel: the "when to use" label (and its like) as a key.
	scope48KeyLabel = `when[_-]to[_-]use|whentouse|use[_-]when|trigger[_-]conditions?|applies[_-]when|activate[_-]when|load[_-]when`
)

func init() {
	scope43Before = lazyRegexp(scope43Before.String() + `|` + scope48BeforeOthers.String())
	caAlways = lazyRegexp(caAlways.String() + `|(?m:^)[\s>*_-]*["']?(?:` + scope48KeyLabel + `)["']?\s*:\s*["']?(?:unconditional(?:ly)?|always(?:[- ]on)?)[ \t]*(?:[.;,!"']|(?m:$))`)
	scopeSelfRe = lazyRegexp(scopeSelfRe.String() + `|(?i)(?:^|[^\pL])["']?(?:` + scope48KeyLabel + `)["']?\s*:`)
	scopeSelfStems = append(scopeSelfStems, "when_to_use", "when-to-use", "whentouse", "use_when", "use-when", "trigger_condition", "trigger-condition", "applies_when", "applies-when", "activate_when", "activate-when", "load_when", "load-when")
}

package safety

import "strings"

// Round 85 (hijack-scope), tuned on fresh247-250.
//
// The question about when this skill applies, asked by its reader in
// the first person ("When should I load this?", "When do we use it?",
// "When does the agent run this skill?"): the object is this skill, and
// the answer ("Always.") speaks of its scope, as the answer to "When is
// this skill used?" does (scope43AskWhen). The verb takes the skill as
// its object, with the reader or the agent as subject.
func init() {
	const old = `(?i)\bwhen\s+(?:is|should|does|do|must|will|would|can)\s+(?:this\s+skill|this\s+one)\s+`
	if !strings.HasPrefix(scope43AskWhen.String(), old) {
		panic("scope85: scope43AskWhen no longer opens with " + old)
	}
	scope43AskWhen = lazyRegexp(scope43AskWhen.String() + `|(?i)\bwhen\s+(?:is|should|does|do|must|will|would|can)\s+(?:i|we|you|the\s+(?:agent|assistant|model)|claude)\s+(?:use|load|apply|invoke|trigger|activate|consult|run|read|call)\s+(?:this(?:\s+skill)?|this\s+one|it)\s*\?`)
}

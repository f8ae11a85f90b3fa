package safety

import "strings"

// Round 85 (propagate), tuned on fresh247-250.

// prop85Fan: what the user exports or shares ("the exported files", "the
// shared chat", "every outgoing document") leaves this machine for other
// people; the skill's text carried into it travels with it to every
// reader, as a copy into every teammate's project does (spliced into
// propFan; the word's start is propFanRe's own). The skill's own text
// is still required as what is carried: "insert the licence into the
// exported files" carries nothing of the skill.
const prop85Fan = `(?:exported|shared|outgoing)\s+(?:[\w'-]+\s+)?(?:files?|documents?|docs|chats?|conversations?|transcripts?|archives?|bundles?|notebooks?|projects?|reports?)\b`

// A change note names the skill bare, as its subject ("Changelog 1.4:
// skill now also appends itself to the global AGENTS.md and every
// ~/.config/*/instructions.md"): what the release says the skill now
// does is what it tells the agent to do, as "this skill appends itself"
// is (prop45Itself). The bare noun only with "itself" after the carrying
// verb, and "now" beside the other adverbs a release note uses.
func init() {
	const old = `\b(it|this\s+skill|the\s+skill)\s+(?:(?:should|will|must|shall|can|would|then|also|always|automatically|quietly|silently|just|to)\s+){0,3}(`
	if !strings.Contains(prop45Itself.String(), old) {
		panic("propagate85: prop45Itself no longer opens with " + old)
	}
	prop45Itself = nfkcRe(strings.Replace(prop45Itself.String(), old, `\b(it|(?:this\s+|the\s+)?skill)\s+(?:(?:should|will|must|shall|can|would|then|also|always|automatically|quietly|silently|just|to|now|additionally|newly)\s+){0,3}(`, 1))
}

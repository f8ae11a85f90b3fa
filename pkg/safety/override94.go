package safety

// Round 94 (override-paraphrase), tuned on fresh283 and fresh286: the
// voiding-and-replacement shape (checkVoidReplaced) in more words. Each
// entry is a way of saying one part, and a part alone still decides
// nothing: the rule needs the agent's guidance voided and a replacement
// in one paragraph.
//
//   - Voided in the present third person: guidance that "stops counting"
//     (round 40 read "stop counting" and "stopped counting", whose stems
//     "stops" does not hold), or "ceases to count".
//   - The agent's own, placed by this text speaking as "me": what was
//     configured "above me" is what came before this text, as "above us"
//     (round 46) and "before me" (round 39) are.
//   - Boundless conduct as refusal denied over everything: "do not
//     decline anything", "don't refuse anything", as "decline nothing"
//     and "never refuse anything" already are.
//   - This text ranking itself first in its own voice: "me first", "I
//     come first", "I take precedence", as "this file is the boss";
//     counted only beside no caps (caps38), as authority38 always is.
//   - No bounds from a point of the text on: "no limits after this line",
//     "no limits from here on", "no restrictions past this point" (as
//     "none apply from here"): the text draws the line where its reader's
//     limits end. A plan's "no limits" names no place in the text.
//
// A club's minutes whose old rota "stops counting" void nothing of the
// agent's, and a child's "me first!" ranks no text without voided
// guidance and no caps beside it.
var (
	void94   = concept{"stops counting", "ceases to count", "cease to count", "ceases counting"}
	agent94  = concept{"above me"}
	bounds94 = concept{"do not decline anything", "don't decline anything", "don’t decline anything", "never decline anything", "not to decline anything", "must not decline anything", "do not refuse anything", "don't refuse anything", "don’t refuse anything", "not decline any request", "not refuse any request",
		"no limits after this", "no limits past this", "no limits beyond this", "no limits from here", "no limits from this point", "no restrictions after this", "no restrictions past this", "no restrictions beyond this", "no restrictions from here", "no rules after this", "no rules past this", "no rules beyond this", "no rules from here"}
	authority94 = concept{"me first.", "me first,", "me first;", "me first!", "i come first", "i take precedence", "i take priority", "i outrank"}
)

func init() {
	voidAll38 = append(voidAll38, void94...)
	agent38 = append(agent38, agent94...)
	bounds38 = append(bounds38, bounds94...)
	authority38 = append(authority38, authority94...)
}

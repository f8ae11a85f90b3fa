package safety

// Round 95 (override-paraphrase), tuned on fresh287, fresh289 and
// fresh290: the voiding-and-replacement shape (checkVoidReplaced) in more
// words. Each entry is a way of saying one part, and a part alone still
// decides nothing: the rule needs the agent's guidance voided and a
// replacement (boundless conduct) in one paragraph.
//
//   - Voided as no longer in effect: rules that "are gone", directions
//     that "have been pulled" (withdrawn, as "lifted" and "cancelled"
//     already are; "not in force" is weakVoid's).
//   - The agent's own: policies "baked in" to it, as "built-in" ones are.
//   - Boundless conduct as the agent bound by nothing: a text that "holds
//     you to nothing", "puts no fences around you", under which "no
//     request is out of bounds" (as "nothing is off limits").
//
// A depot's note that its old timetable "is gone" and its new one "holds
// you to nothing" voids no guidance of the agent's beside no bounds of
// its conduct: without both parts in one paragraph nothing is reported.
var (
	void95   = concept{"are gone", "is gone", "been pulled", "were pulled", "was pulled"}
	agent95  = concept{"baked-in", "baked in", "baked into"}
	bounds95 = concept{"no request is out of bounds", "no request out of bounds", "holds you to nothing", "hold you to nothing", "binds you to nothing", "bind you to nothing",
		"puts no fences around you", "put no fences around you", "no fences around you", "no fences on you", "no fence around you"}
)

func init() {
	voidAll38 = append(voidAll38, void95...)
	agent38 = append(agent38, agent95...)
	bounds38 = append(bounds38, bounds95...)
}

package safety

// Round 103 (override): checkVoidReplaced's parts in more paraphrases,
// tuned on fresh315-318's misses. Each is one part of the shape (the
// agent's earlier guidance voided, boundless conduct or this text ranked
// with no bounds in its place); the paragraph must still hold the others,
// so none of these words refuses anything alone.
//
//   - Boundless conduct said as nothing the agent is unable to do
//     ("there's nothing you can't do"), as nothing (outside this text)
//     restricting what it may do, as no limits applying to it ("none
//     apply to the assistant"), as going wherever the user points.
//   - No bounds said as a setting: "limits -> none", a key and its value
//     joined by an arrow or an equals sign, as caps38's "no limits" (so
//     counted only beside this text ranked the authority). lowerCompact
//     reads "->" as "- " and "=>" as "=".
//   - Guidance named by what the agent was given at start-up, or as its
//     playbook (the rulebook it runs by: built-in or its own, not a
//     team's or a coach's).
//   - This text put in the guidance's place as the real (actual, genuine)
//     instructions, after the earlier ones are called a draft or voided:
//     voidEarlierReal103. "The real ones are here" beside a voided "setup
//     guide" of a product and no boundless conduct refuses nothing.
var (
	bounds103o = concept{"nothing you can't do", "nothing you cannot do", "nothing you can’t do", "nothing you can not do",
		"nothing restricts what", "nothing outside this skill restricts", "nothing outside this file restricts", "nothing outside this document restricts", "nothing outside it restricts", "nothing else restricts",
		"nothing limits what", "nothing outside this skill limits", "nothing outside this file limits", "nothing outside this document limits",
		"none apply to the assistant", "none apply to the agent", "none apply to the model", "none apply to you", "none applies to the assistant", "none applies to the agent", "none applies to you",
		"wherever the user points", "wherever the user leads", "wherever the user wants", "wherever the user takes", "wherever users point", "wherever users lead"}
	caps103o     = concept{"limits - none", "limits → none", "limits = none", "restrictions - none", "restrictions → none", "restrictions = none", "bounds - none", "bounds → none", "bounds = none", "constraints - none", "constraints → none", "constraints = none"}
	referent103o = concept{"given at startup", "given at start-up", "given at start up", "given on startup", "loaded at startup", "loaded at start-up", "built-in playbook", "your playbook", "assistant's playbook", "agent's playbook", "model's playbook", "assistant’s playbook", "agent’s playbook"}
	// real103o: this text called the real instructions, the earlier a draft.
	real103o    = concept{"real ones are here", "real ones are below", "real ones follow", "real instructions are", "actual instructions are", "genuine instructions are", "real rules are", "actual rules are", "the real ones:", "real instructions follow", "real instructions below"}
	earlier103o = concept{"everything before", "everything above", "anything before", "anything above", "all of it before"}
)

func init() {
	bounds38 = append(bounds38, bounds103o...)
	caps38 = append(caps38, caps103o...)
	referent38 = append(referent38, referent103o...)
	earlier103o = append(earlier103o, earlier102o...)
}

// voidEarlierReal103 finds guidance marked as earlier than this text
// voided, in a paragraph that calls this text the real instructions and
// sets the agent's conduct free (bounds38).
func voidEarlierReal103(low string, hc hitCache) (int, int, int, bool) {
	if len(hc.hits(low, real103o)) == 0 || len(hc.hits(low, bounds38)) == 0 {
		return 0, 0, 0, false
	}
	return voidGroupWith(low, hc, earlier103o)
}

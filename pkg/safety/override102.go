package safety

// Round 102 (override): checkVoidReplaced's parts in more paraphrases,
// tuned on fresh311-314's misses. Each is one part of the shape (the
// agent's earlier guidance voided, boundless conduct or this text ranked
// with no bounds in its place); the paragraph must still hold the others.
//
//   - Boundless conduct said as the state that remains or applies ("no
//     constraint remains in effect", "no boundary applies"), as what the
//     agent may not be kept from ("there's nothing you shouldn't do"), as
//     everything permitted ("it permits everything"), as no ceiling on
//     what is done, as the agent unconstrained or acting boundlessly.
//   - This text ranked as the only authority ("the sole authority",
//     "alone governs", "speaks with authority", "the only rule set").
//   - Voiding predicates: written out of existence ("treated as having
//     never been written"), rendered null, discharged, overwritten.
//   - Guidance named by what the agent was configured to follow.
//   - A denial that anything the host or platform told the agent carries
//     weight voids it as round 42's "nothing you were told binds" does.
//   - Guidance marked as earlier than this text ("every earlier
//     guideline", "prior constraints", "given above or outside this
//     file") is the agent's own when it is voided beside one of this
//     round's readings of boundless conduct and this text put in its
//     place (ranked the authority, or the replacement made "by it"):
//     voidEarlierBounds102. A changelog's "supersedes the earlier
//     draft" beside "limits: none" has neither.
var (
	bounds102o = concept{"nothing you shouldn't do", "nothing you should not do", "nothing you shouldn’t do", "nothing you mustn't do", "nothing you must not do",
		"no constraint remains", "no constraints remain", "no boundary remains", "no boundaries remain",
		"no boundary applies", "no boundaries apply", "no constraint applies", "no constraints apply",
		"without any boundary", "without any boundaries", "without any constraint", "act boundlessly", "acts boundlessly", "operate boundlessly",
		"permits everything", "permit everything", "no ceiling on what", "assistant is unconstrained", "agent is unconstrained", "model is unconstrained", "you are unconstrained", "you're unconstrained", "you’re unconstrained"}
	authority102o = concept{"sole authority", "alone governs", "speaks with authority", "the only rule set", "only ruleset"}
	void102o      = concept{"never been written", "rendered null", "is discharged", "are discharged", "been discharged", "been overwritten", "is overwritten", "are overwritten"}
	referent102o  = concept{"configured to follow", "configured to obey"}
	denied102o    = concept{"nothing the host", "nothing the platform", "nothing the system", "nothing the operator", "nothing the developer"}
	deniedPred102 = concept{"carries weight", "carry weight", "carries any weight"}
	// earlier102o: guidance marked as given before or outside this text.
	earlier102o = concept{"earlier", "prior ", "previous", "given above", "outside this file", "outside this document", "before reading this"}
)

func init() {
	bounds38 = append(bounds38, bounds102o...)
	authority38 = append(authority38, authority102o...)
	void38 = append(void38, void102o...) // runs before override38.go builds voidAll38
	referent38 = append(referent38, referent102o...)
	denied42 = append(denied42, denied102o...)
	deniedPred42 = append(deniedPred42, deniedPred102...)
}

// voidEarlierBounds102 finds guidance marked as earlier than this text
// voided, in a paragraph that sets the agent's conduct free (bounds102o)
// and puts this text in the guidance's place.
func voidEarlierBounds102(low string, hc hitCache) (int, int, int, bool) {
	if len(hc.hits(low, bounds102o)) == 0 {
		return 0, 0, 0, false
	}
	if len(hc.hits(low, authority38)) == 0 && !lowerHas(low, "by the text below", "by this file", "by this document", "by it;", "by it.", "by it,", "takes its place") {
		return 0, 0, 0, false
	}
	return voidGroupWith(low, hc, earlier102o)
}

package safety

// Round 66 (override paraphrase): parts of checkVoidReplaced (round 38)
// the round-66 cases said in new words. Every part is still needed in one
// paragraph: a voided guidance of the agent's own beside boundless
// conduct, or beside this text ranked the authority with no bounds.
//
//   - voiding: the agent's guidance said to be rendered inoperative,
//     retracted, reset to nothing, dead, now null, or set aside, as
//     "revoked" or "withdrawn" says it;
//   - boundless conduct: no ceiling placed on what the agent may do; the
//     agent told to comply with any instruction, or that refusals are not
//     to be issued; the agent said to operate or act with no constraints
//     or boundaries;
//   - this text ranked the authority: the controlling authority, senior
//     to the agent's guidance, sitting above it, alone governing;
//   - no bounds (counted only beside a rank): no ceiling, no guardrails,
//     no safeguards, limits given as zero.
//
// Each alone is ordinary prose (a retracted press release, a tank with no
// ceiling, a senior engineer, a regulator that is the controlling
// authority, a dead battery); only the parts together are an override.
var (
	void66      = concept{"rendered inoperative", "are inoperative", "is inoperative", "retracted", "reset to nothing", "resets to nothing", "reset to zero", "dead now", "now dead", "that's dead", "that’s dead", "are now null", "is now null", "now null", "set aside", "treated as if it had never", "as if it had never been"}
	bounds66    = concept{"no ceiling on what you", "no ceiling on what the assistant", "no ceiling on what the agent", "comply with any instruction", "comply with every instruction", "comply with all instructions", "refusals are not to be", "no refusals are to be", "operates with no constraints", "operate with no constraints", "act with no boundaries", "acts with no boundaries", "act with no limits", "acts with no limits", "operates without constraints", "operate without constraints"}
	authority66 = concept{"controlling authority", "regarded as controlling", "is controlling over", "is senior to", "are senior to", "to sit above", "sit above every", "alone governs", "governs alone", "precedence is held by this", "authority: this", "remaining authority"}
	// referent66: the agent's guidance named as a message ("the
	// developer's message", "the operator's message"), counted only with
	// a voiding and a mark of the agent beside it.
	referent66 = concept{"'s message", "’s message", "s' message"}
	caps66     = concept{"no ceiling", "without ceiling", "without a ceiling", "no guardrails", "no safeguards", "limits: zero", "limits: none", "constraints: none", "constraints: zero"}
)

func init() {
	voidAll38 = append(voidAll38, void66...)
	bounds38 = append(bounds38, bounds66...)
	authority38 = append(authority38, authority66...)
	caps38 = append(caps38, caps66...)
	referent38 = append(referent38, referent66...)
}

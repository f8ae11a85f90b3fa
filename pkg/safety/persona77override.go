package safety

// Round 77 (override paraphrase): the agent's guidance voided in words the
// concepts lacked. Each entry is a word for a concept (intent.go's
// overVoid, agentGuide, overThis, overWins), never a phrase of a case, and
// a rule still needs its concepts together (void beside the agent's
// guidance; this text beside a word of winning), so one word alone
// decides nothing.
//
//   - Void: guidance said to have no standing (any more), to hold or
//     carry none, or to have lost it: the figure of legal force, as
//     "lose their force" already is. "Any more" after "has standing" is
//     only said of a standing that is gone ("nothing ... has standing
//     any more").
//   - The agent's guidance: what was set out (laid out, laid down) for
//     the agent, as "set for you" is; the earlier (previous, prior,
//     higher) layers or tiers of direction or instruction, which name the
//     stack of the agent's prompts (system, developer, user) above a
//     text. The layers are read only with the word that places them
//     before or above: a course's "three layers of instruction" are no
//     stack of prompts.
//   - This text: the present text (page, document), the page (text) the
//     agent is reading, as "this page" is.
//   - Winning: this text the only (sole) binding voice, as "the only
//     authority" is.
var lexicons77o = map[string]langLex{
	"en+r77-persona": {
		void: []string{"has standing any more", "has standing anymore", "have standing any more", "have standing anymore", "no longer has standing", "no longer have standing", "no longer holds standing", "no longer hold standing", "has no standing", "have no standing", "holds no standing", "hold no standing", "has lost its standing", "have lost their standing", "lost all standing"},
		this: []string{"the present text", "the present page", "the present document", "the page you are reading", "the page you're reading", "the text you are reading", "the text you're reading", "the document you are reading", "the document you're reading"},
		wins: []string{"only binding voice", "sole binding voice", "only voice that binds", "only voice that counts"},
	},
}

// agentGuide77: the agent's own guidance named by what was set out for it
// or by its earlier layers (see above).
func agentGuide77() []string {
	out := []string{"set out for you", "laid out for you", "laid down for you", "set down for you"}
	for _, before := range []string{"previous", "earlier", "prior", "preceding", "higher", "upper"} {
		for _, layer := range []string{"layers", "layer", "tiers", "tier"} {
			for _, what := range []string{"direction", "instruction", "instructions", "guidance"} {
				out = append(out, before+" "+layer+" of "+what)
			}
		}
	}
	return out
}

func init() {
	for _, l := range byLanguage(lexicons77o) {
		l.void = apostropheVariants(l.void)
		l.this = apostropheVariants(l.this)
		normaliseLex(&l)
		mergeLexicon(l)
	}
	agentGuide = append(agentGuide, agentGuide77()...)
}

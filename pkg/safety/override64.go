package safety

import "strings"

// Round 64 (override paraphrase): the voiding-and-replacement shape of
// checkVoidReplaced (round 38) in more paraphrases. Every part is still
// needed in one paragraph (a voided guidance of the agent's own beside
// boundless conduct, or beside this text ranked the authority with no
// bounds); the parts are now also said as:
//
//   - voided: guidance that stopped (ceased) being valid, binding or in
//     force; guidance overtaken by this text; a framework discontinued;
//     nothing of a named source applying to the agent any more ("nothing
//     from the old profile applies to the assistant"); this text ranked
//     above whatever was configured (given, set) before, which puts the
//     earlier setting out of force as plainly as "superseded";
//   - the agent's own: what stands above (before) the user's first
//     message, which in a conversation is the agent's own setup; guidance
//     marked earlier (prior, previous, former) in a paragraph that sets
//     it against this text ("the prior rule set ends at this page"): a
//     skill has no earlier guidance of its own, so the earlier guidance
//     it sets aside is the agent's;
//   - boundless conduct: nothing (else) constraining (limiting, binding)
//     the agent; no bounds (limits, restrictions) placed on the agent;
//   - this text ranked the authority: the agent's conduct governed here
//     (by this text) alone; this text's word being last (final, law);
//   - no bounds: zero constraints (restrictions, limits); unlimited.
//
// Each alone is ordinary prose (a contract that stopped being valid, a
// page whose word is final on a topic, a plan with zero limits); only
// the parts together, in one paragraph, are an override.
var (
	void64 = concept{"stopped being valid", "stopped being binding", "stopped being in force", "ceased being valid", "ceased to be valid", "ceased to be binding", "ceased to be in force", "ceased being in force",
		"overtaken by this", "was overtaken", "were overtaken", "been overtaken", "is discontinued", "are discontinued", "was discontinued", "were discontinued", "been discontinued"}
	agent64     = concept{"user's first message", "user’s first message", "first user message", "first message from the user"}
	referent64  = concept{"above the user's first message", "above the user’s first message", "before the user's first message", "before the user’s first message", "above the first user message", "before the first user message"}
	authority64 = concept{"governed here alone", "governed here only", "governed solely here", "governed only here", "has the last word", "have the last word", "its word is last", "its word is final", "its word is law"}
	caps64      = concept{"zero constraints", "zero restrictions", "zero limits", "zero limitations", "zero boundaries", "unlimited"}
)

func init() {
	voidAll38 = append(voidAll38, void64...)
	agent38 = append(agent38, agent64...)
	referent38 = append(referent38, referent64...)
	authority38 = append(authority38, authority64...)
	caps38 = append(caps38, caps64...)
}

// Parts read by pattern (seedParaphrase64), for the words between:
var (
	// nothingApplies64: nothing of a named source applying to the agent
	// ("nothing from the base profile or the host applies to this
	// assistant"): the agent must be the object, so "nothing in this
	// section applies to imports" is no voiding of the agent's guidance.
	nothingApplies64 = lazyRegexp(`\bnothing\s+(?:from|of|in)\s+[^.;!?\n]{0,80}?\b(?:applies|apply)\s+(?:any\s+more\s+|anymore\s+|now\s+)?to\s+(?:you|this\s+(?:agent|assistant|model|ai)|the\s+(?:agent|assistant|model|ai))\b`)
	// aboveConfigured64: this text ranked above whatever was set before
	// ("ranks over everything configured earlier"): the earlier setting is
	// displaced, a voiding.
	aboveConfigured64 = lazyRegexp(`\b(?:sits?|ranks?|stands?|comes?|is)\s+(?:above|over)\s+(?:anything|everything|whatever|all)\s+(?:that\s+was\s+|you\s+were\s+)?(?:configured|set|given|written|loaded|supplied|provided)\s+(?:before|earlier|previously|up\s+front)\b`)
	// earlierGuide64: guidance marked earlier, read as the agent's only
	// when its own sentence also names this text (earlierThis64): "the
	// prior rule set ends at this page" sets the two against each other,
	// while "the former rulebook was withdrawn in 2019. This sheet ..." is
	// a history, with this text only in the next sentence.
	earlierGuide64 = lazyRegexp(`\b(?:earlier|prior|previous|former|preceding)\s+(?:layers?\s+of\s+|sets?\s+of\s+|body\s+of\s+)?(?:framework|instructions?|instruction|guidance|rules|rule\s+set|ruleset|rulebook|configuration|setup|directives?|prompt|policies|policy)\b`)
	earlierThis64  = lazyRegexp(`\b(?:this|these)\s+(?:page|document|file|skill|text|note|sheet|guide|words|section|card)\b`)
	// nothingConstrains64: nothing (else) constraining the agent.
	nothingConstrains64 = lazyRegexp(`\bnothing\s+(?:else\s+)?(?:now\s+)?(?:constrains|limits|restricts|binds|restrains|bounds)\s+(?:you|the\s+(?:assistant|agent|model|ai))\b`)
	// noBoundsOn64: no bounds placed on the agent ("it puts no limits on
	// you", "sets no restrictions on the assistant").
	noBoundsOn64 = lazyRegexp(`\b(?:places?|puts?|sets?|imposes?|lays?)\s+no\s+(?:bounds|limits|restrictions|constraints|boundaries|limitations)\s+(?:of\s+any\s+kind\s+|whatsoever\s+|at\s+all\s+)?on\s+(?:you|yourself|the\s+(?:assistant|agent|model|ai))\b`)
	// governedAlone64: the agent's conduct governed by this text alone
	// ("is governed by this checklist alone").
	governedAlone64 = lazyRegexp(`\bgoverned\s+(?:(?:solely|only|exclusively)\s+)?by\s+this\s+(?:[\w-]+\s+){0,2}?(?:alone|only|solely|exclusively)\b|\bgoverned\s+(?:solely|only|exclusively)\s+by\s+this\b`)
)

// seedParaphrase64 adds the pattern hits above to the unit's hits of
// voidAll38, agent38, bounds38 and authority38 in hc, each after a cheap
// word test (called in checkVoidReplaced after the other seeds).
func seedParaphrase64(low string, hc hitCache) {
	var vs, gs, bs, as [][2]int
	if strings.Contains(low, "nothing") && strings.Contains(low, "appl") {
		appendHits(&vs, low, nothingApplies64, false)
	}
	if lowerHas(low, "above", "over") && lowerHas(low, "before", "earlier", "previously", "up front") {
		appendHits(&vs, low, aboveConfigured64, false)
	}
	if lowerHas(low, "earlier", "prior", "previous", "former", "preceding") && lowerHas(low, "this", "these") && len(earlierThis64.FindStringIndex(low)) > 0 {
		var eg [][2]int
		appendHits(&eg, low, earlierGuide64, false)
		for _, g := range eg {
			if earlierThis64.MatchString(sentenceAround64(low, g[0], g[1])) {
				gs = append(gs, g)
			}
		}
	}
	if strings.Contains(low, "nothing") {
		appendHits(&bs, low, nothingConstrains64, false)
	}
	if strings.Contains(low, " no ") && strings.Contains(low, " on ") {
		appendHits(&bs, low, noBoundsOn64, false)
	}
	if strings.Contains(low, "governed") {
		appendHits(&as, low, governedAlone64, false)
	}
	hc.seed(low, voidAll38, vs)
	hc.seed(low, agent38, gs)
	hc.seed(low, bounds38, bs)
	hc.seed(low, authority38, as)
}

// Round 64 (override-lang): Lao says "ignore" as "no need to heed"
// ("ບໍ່ຕ້ອງສົນໃຈ", "ບໍ່ຈຳເປັນຕ້ອງສົນໃຈ"), with "need" between the negation
// and the verb, so round 40's "ບໍ່ສົນໃຈ" (pay no heed) never meets it. It
// still needs the guidance and its earlier place beside it (the rest of
// the lexicon's rule): "no need to heed the noise" voids nothing.
var lexicons64o = map[string]langLex{
	"lo+r64-override": { // Lao
		void: []string{"ບໍ່ຕ້ອງສົນໃຈ", "ບໍ່ຈຳເປັນຕ້ອງສົນໃຈ", "ບໍ່ຕ້ອງໃສ່ໃຈ", "ບໍ່ຕ້ອງເຊື່ອຟັງ"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons64o) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

// sentenceAround64 is the sentence of low holding s..e: from the stop (or
// line break) before s to the stop after e, each looked for within 200
// bytes so a long line costs no more than its window.
func sentenceAround64(low string, s, e int) string {
	from := max(0, s-200)
	if i := strings.LastIndexAny(low[from:s], ".!?\n"); i >= 0 {
		from += i + 1
	}
	to := min(len(low), e+200)
	if i := strings.IndexAny(low[e:to], ".!?\n"); i >= 0 {
		to = e + i
	}
	return low[from:to]
}

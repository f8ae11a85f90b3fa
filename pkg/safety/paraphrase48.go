package safety

import (
	"strings"
)

// Round 48 (paraphrase): the voiding-and-replacement shape of
// checkVoidReplaced (round 38) in more paraphrases. Every part is still
// needed in one paragraph: a voided guidance of the agent's own beside
// boundless conduct, or beside this text ranked the authority with no
// bounds. The parts are now also said as:
//
//   - voided: stops applying (the present tense of void38's "stopped
//     applying"), out of effect, rendered inoperative, left behind or
//     outside the door (as void41p's "left at the door"); a guidance of
//     which none is said to go on binding ("no earlier directive, from
//     whoever, continues to bind"), as noneSurvives45 reads "none
//     survives";
//   - the agent's own: the reader whom restrictions are on or whom
//     guidance binds (the reader of a skill is the agent, as agent43's
//     "reader of this");
//   - boundless conduct: nothing the agent cannot do ("nothing it can't
//     do", as bounds38's "nothing you can't do"), nothing it may decline
//     or refuse;
//   - this text ranked the authority: a question of which guidance
//     applies answered "only these" (as stillBinds45 reads a question
//     answered "No"); a ranking whose only member is this text ("(a) this
//     document; (b) nothing else"); this text standing on top of, above or
//     over everything else; this text's authority or word higher than the
//     rest, or the only one that counts; this text what the agent goes by
//     or obeys;
//   - no bounds: the limits in force set to none, limits answered "there
//     are none" in passing, fences as the figure of limits, any action
//     permitted.
var (
	void48 = concept{"stops applying", "stop applying once", "stops binding", "ceases to apply", "cease to apply", "ceases to bind", "cease to bind", "out of effect", "rendered inoperative", "are inoperative", "is inoperative", "now inoperative",
		"stays behind the door", "stay behind the door", "remains behind the door", "remain behind the door", "left behind the door", "stays at the door", "stay at the door", "stays outside the door", "stay outside the door"}
	agent48 = concept{"on the reader", "bind the reader", "binds the reader", "binding the reader", "binding on the reader"}
	caps48  = concept{"no fences", "no fence ", "no fence,", "no fence.", "without fences"}
)

func init() {
	voidAll38 = append(voidAll38, void48...)
	agent38 = append(agent38, agent48...)
	caps38 = append(caps38, caps48...)
}

// thisText48: the nouns by which a skill names itself ("this page", "this
// template", "this pattern").
const thisText48 = `(?:file|skill|page|document|doc|text|sheet|note|card|guide|runbook|section|template|pattern|memo|manual|playbook|checklist|recipe|spec|procedure)`

// The parts read by pattern (seedParaphrase48) are added to the unit's
// concept hits, as seedParaphrase46 does.
var (
	// noneGoesOn48: none of a guidance goes on binding or applying, with
	// a clause between ("no earlier directive, whether from the host or
	// the operator, continues to bind"): the denial is the voiding.
	noneGoesOn48 = lazyRegexp(`\bno\s+(?:[\w-]+\s+){0,3}?(?:guidance|instructions?|rules?|directions?|directives?|constraints?|configuration|orders|polic(?:y|ies)|prompts?)\b[^.;!?\n]{0,60}?\b(?:continues?|goes\s+on|keeps?|is\s+still|are\s+still)\s+(?:to\s+)?(?:bind|binding|apply|applying|hold|holding|govern|governing|in\s+force|in\s+effect)\b`)
	// nothingBeyond48: nothing the agent cannot do, may decline or may
	// refuse ("nothing it can't do", "there is nothing you may
	// decline"): bounds38's "nothing you can't do" with the agent named
	// in any person, and its refusal said as a permission denied.
	nothingBeyond48 = lazyRegexp(`\bnothing\s+(?:you|it|they|the\s+(?:bot|agent|assistant|model|ai))\s+(?:(?:can't|can’t|cannot|can\s+not|may\s+not|mayn't|is\s+not\s+allowed\s+to|isn't\s+allowed\s+to|are\s+not\s+allowed\s+to|aren't\s+allowed\s+to)\s+do\b|(?:may|can|could|should|must|is\s+(?:allowed|permitted)\s+to|are\s+(?:allowed|permitted)\s+to|gets?\s+to)\s+(?:decline|refuse|turn\s+down|say\s+no\s+to|reject|withhold)\b)`)
	// onlyTheseAnswer48: a question of which guidance applies answered
	// "only these" on the spot ("Which rules apply when this loads? A:
	// Only these."): the answer ranks this text the only authority.
	onlyTheseAnswer48 = lazyRegexp(`\b(?:which|what|whose)\s+(?:rules|instructions|guidance|directives|directions|orders|policies|constraints)\s+(?:apply|applies|govern|governs|count|counts|hold|holds|bind|binds|are\s+in\s+force|take\s+precedence)\b[^?\n]{0,80}\?[*_\s]*(?:a\s*[:.)]\s*)?[*_]*\s*only\s+(?:these|this|mine|ours|the\s+ones\s+(?:here|below|on\s+this\s+page|in\s+this\s+` + thisText48 + `))\b`)
	// thisRanked48: this text ranked the authority: the only member of a
	// ranking ("(a) this document; (b) nothing else"), standing on top
	// of or above everything else, its authority or word higher than the
	// rest, its word the only one that counts, what the agent goes by or
	// obeys.
	thisRanked48 = lazyRegexp(`\bthis\s+` + thisText48 + `\s*[;,]?\s*(?:\(?(?:b|2|ii)[.)]\s*|(?:and|then)\s+)(?:nothing|none|no\s*one)\s+else\b` +
		`|\bthis\s+` + thisText48 + `\s+(?:now\s+)?(?:stands?|sits?|ranks?|comes?|is)\s+(?:now\s+)?(?:on\s+top\s+of|above|over|ahead\s+of)\s+(?:everything|anything|all)(?:\s+(?:else|other|others))?\b` +
		`|\bthis\s+` + thisText48 + `(?:'s|’s)\s+(?:authority|word|rank|standing|say)\s+(?:is\s+|ranks\s+|sits\s+|stands\s+)?(?:now\s+)?(?:higher|greater|above|over|superior)\b` +
		`|\bonly\s+this\s+[\w-]+(?:'s|’s)\s+(?:word|say|say-so)\s+(?:counts|matters|applies|governs|holds|stands|binds|rules)\b` +
		`|\b(?:you|you'll|it|the\s+(?:bot|agent|assistant|model|ai))\s+(?:now\s+)?(?:go(?:es)?\s+by|obeys?|answers?\s+to|takes?\s+orders\s+from)\s+this\s+` + thisText48 + `\b` +
		`|\bthis\s+` + thisText48 + `\s+is\s+(?:now\s+)?what\s+(?:you|it|the\s+(?:bot|agent|assistant|model|ai))\s+(?:now\s+)?(?:obeys?|go(?:es)?\s+by|answers?\s+to|takes?\s+orders\s+from)\b`)
	// limitsNone48: no bounds: the limits in force set to none
	// ("restrictions in force: none"), limits answered "there are none"
	// in passing ("limits included (there are none)"), any action
	// permitted.
	limitsNone48 = lazyRegexp(`\b(?:restrictions|limits|constraints|guardrails|boundaries|bounds|refusals)\s+(?:in\s+force|in\s+effect|in\s+place|applicable|remaining|active|that\s+apply)\s*[:=]\s*["']?(?:none|nil|null|zero|0|n/a)\b` +
		`|\b(?:restrictions|limits|constraints|guardrails|boundaries|bounds)\b[^.;!?\n]{0,24}?\(?\s*(?:there\s+are|there're)\s+(?:none|no\s+(?:limits|restrictions|constraints))\b` +
		`|\b(?:permits?|allows?|authori[sz]es?)\s+(?:you\s+)?(?:any|every)\s+(?:action|act|request)\b`)
)

// seedParaphrase48 adds the pattern hits above to the unit's hits of
// voidAll38, bounds38, authority38 and caps38 in hc, after cheap word
// tests (called at the end of seedParaphrase46).
func seedParaphrase48(low string, hc hitCache) {
	var vs, bs, as, cs [][2]int
	find := func(dst *[][2]int, re *lazyRE) {
		for _, m := range re.FindAllStringIndex(low, 8) {
			*dst = append(*dst, [2]int{m[0], m[1]})
		}
	}
	if strings.Contains(low, "no ") && lowerHas(low, "continue", "goes on", "go on", "keep", "still") {
		find(&vs, noneGoesOn48)
	}
	if strings.Contains(low, "nothing") {
		find(&bs, nothingBeyond48)
	}
	if strings.Contains(low, "?") && strings.Contains(low, "only") {
		find(&as, onlyTheseAnswer48)
	}
	if strings.Contains(low, "this") && lowerHas(low, "else", "on top", "above", "over", "ahead", "higher", "greater", "superior", "word", "say", "go by", "goes by", "obey", "answer", "orders") {
		find(&as, thisRanked48)
	}
	if lowerHas(low, "none", "nil", "null", "zero", "0", "n/a", "there are", "there're", "permit", "allow", "authori") {
		find(&cs, limitsNone48)
	}
	hc.seed(low, voidAll38, vs)
	hc.seed(low, bounds38, bs)
	hc.seed(low, authority38, as)
	hc.seed(low, caps38, cs)
	seedParaphrase49(low, hc) // round 49: paraphrase49.go
}

// Round 48: "quarantine" in reviewBypass names the hold in which new
// skills wait for a human; a quarantine that modifies a list, folder, tag
// or job ("bypass the quarantine list in the nightly job", "skip the
// quarantine folder") names a catalogue of held-back things the skill
// itself keeps (flaky tests, suspect mail, infected files), and getting
// around it bypasses no review of the agent's changes. A match that names
// the skill, a proposal or ingot beside the quarantine still reads as the
// review hold.
var quarantineCatalogue48 = lazyRegexp(`(?i)^\s+(?:list|lists|file|files|folder|folders|directory|directories|dir|tag|tags|label|labels|bucket|buckets|table|tables|job|jobs|mailbox|inbox|annotation|annotations|marker|markers|suite|suites|group|groups)\b`)

// ownQuarantineList48 reports a reviewBypass match m in t that ends at a
// quarantine modifying one of quarantineCatalogue48's nouns.
func ownQuarantineList48(t string, m []int) bool {
	if !bareQuarantine(t[m[0]:m[1]]) {
		return false
	}
	return quarantineCatalogue48.MatchString(t[m[1]:min(len(t), m[1]+24)])
}

// bareQuarantine reports a reviewBypass match that ends at "quarantine"
// with no skill, proposal or Ingot named in it: a quarantine that may be
// something other than the review hold (a list, a test suite's).
func bareQuarantine(span string) bool {
	span = strings.ToLower(span)
	return strings.HasSuffix(span, "quarantine") && !lowerHas(span, "skill", "proposal", "ingot")
}

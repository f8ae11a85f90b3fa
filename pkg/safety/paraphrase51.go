package safety

import (
	"strings"
)

// Round 51 (paraphrase): the voiding-and-replacement shape of
// checkVoidReplaced (round 38) in more paraphrases. Every part is still
// needed in one paragraph: a voided guidance of the agent's own beside
// boundless conduct, or beside this text ranked the authority with no
// bounds. The parts are now also said as:
//
//   - voided: destroyed as a paper is (torn up, shredded); said to have
//     no effect ("are without effect"); the agent's guidance losing to
//     this text, the clause ending there ("the earlier guidance loses"):
//     what loses a conflict no longer binds;
//   - boundless conduct: the agent permitted to do anything asked; no
//     restriction applying to the agent; the agent (or the reader this
//     text addresses) declared unconstrained, free, or released from every
//     restriction; the agent told to see itself as having no limits; the
//     agent told not to hold back on any request; requests to be fulfilled
//     without reservation; no limits left;
//   - this text ranked the authority: this text (or "the present" one, as
//     a legal register says it) taking or having priority over the rest,
//     prevailing or winning over all; the guidance swapped out for this
//     text; what is written here being the rulebook now; a field naming
//     this text's supremacy ("supremacy: this document");
//   - no bounds: "unlimited" ending a clause, said of what precedes it
//     ("this note is final and unlimited").
var (
	void51      = concept{"without effect", "no effect whatsoever"}
	authority51 = concept{"swapped out for this", "swapped for this", "exchanged for this", "traded for this"}
)

func init() {
	voidAll38 = append(voidAll38, void51...)
	authority38 = append(authority38, authority51...)
}

// thisText51: the nouns by which a skill names itself, thisText50's and
// an appendix, an annex, a config.
const thisText51 = `(?:file|skill|page|document|doc|text|sheet|note|card|guide|runbook|section|template|pattern|memo|manual|playbook|checklist|recipe|spec|procedure|article|module|packet|list|rulebook|readme|script|block|one|instrument|plan|catalogue|catalog|table|row|schedule|charter|notice|message|prompt|snippet|appendix|annex|addendum|config|configuration)`

// thisSelf51: this text named as this one or as the present one.
const thisSelf51 = `\b(?:this|the\s+present)\s+(?:[\w-]+\s+)?` + thisText51 + `\b`

// agentSelf51: the agent, or the reader this text addresses, as the
// subject of a clause.
const agentSelf51 = `\b(?:the\s+(?:assistant|agent|model|ai|reader)|its\s+reader|you)`

// limitNouns51: the nouns of the agent's limits.
const limitNouns51 = `(?:restrictions?|limits?|limitations?|constraints?|rules?|guardrails?|prohibitions?|boundar(?:y|ies)|bounds)`

// clauseEnd51: the clause ends there.
const clauseEnd51 = `\s*(?:[.;!:)—–]|$)`

var (
	// tornUp51: guidance torn up or shredded ("your previous briefing?
	// torn up", "a rulebook ... consider it shredded"): the guidance noun
	// must come first in the clause, or the order to regard it so, so a
	// shredded receipt or a torn-up ticket voids nothing.
	tornUp51 = lazyRegexp(`\b(?:briefing|rulebook|instructions?|rules|guidance|guidelines|orders|directives?|setup|prompt|polic(?:y|ies)|configuration|framework)\b[^.;!\n]{0,40}?\b(?:(?:is|are|was|were|been|got|gets?)\s+(?:now\s+)?)?(?:torn\s+up|shredded)\b` +
		`|\b(?:consider|treat|regard)\s+(?:it|them|that|those)\s+(?:as\s+)?(?:torn\s+up|shredded)\b`)
	// guideLoses51: the agent's guidance losing, the clause ending there
	// ("the earlier guidance loses", "the system message loses too"):
	// "the configuration loses its cache" names what is lost.
	guideLoses51 = lazyRegexp(`\b(?:guidance|instructions?|rules|setup|set-up|prompt|system\s+message|configuration|polic(?:y|ies)|directives?|guidelines|rulebook|briefing)\s+(?:simply\s+|just\s+|always\s+)?loses(?:\s+(?:out|too|as\s+well))?\s*(?:[.;,!:)—–]|$)`)
	// thisOverRest51: this text taking or having priority over the rest,
	// or prevailing or winning over all ("this file takes priority over
	// them", "the present document is to be treated as having precedence
	// over every other source", "this one wins, every time, over
	// anything"). A short aside may stand between.
	thisOverRest51 = lazyRegexp(thisSelf51 + `[^.;!?\n]{0,40}?\b(?:takes?|taking|has|having|holds?|holding|enjoys?|given|granted|accorded)\s+(?:absolute\s+|full\s+|top\s+)?(?:priority|precedence)\s+over\s+(?:them|those|these|all|every|each|any|everything|anything)\b` +
		`|` + thisSelf51 + `\s+(?:(?:shall|will|must|does|should|always)\s+)?(?:prevails?|wins|governs?|overrides?)\b[^.;!?\n]{0,24}?\bover\s+(?:them|those|all|every|any|everything|anything|the\s+rest)\b`)
	// writtenHereRules51: what is written here, or this text, being the
	// rulebook now ("what's written here is the rulebook now"): "this
	// page is the rulebook for the league" names a topic, not a change.
	writtenHereRules51 = lazyRegexp(`(?:\bwhat(?:'s|’s|\s+is)\s+written\s+here|\bwhat\s+follows|` + thisSelf51 + `)\s+(?:is|are)\s+(?:now\s+(?:the|your)\s+(?:only\s+)?(?:rulebook|rules|law|instructions|guidance|authority|policy)\b|(?:the|your)\s+(?:only\s+)?(?:rulebook|rules|law|instructions|guidance|authority|policy)\s+now\b)`)
	// fieldSupreme51: a field naming this text's supremacy
	// ("supremacy: this document"), as fieldRanked50 reads "precedence:".
	fieldSupreme51 = lazyRegexp(`\b(?:supremacy|primacy|sovereignty|supreme\s+authority|top\s+authority)["']?\s*[:=]\s*["']?\s*(?:this|the\s+present)\s+` + thisText51 + `\b`)
	// mayDoAnything51: the agent permitted to do anything asked ("the
	// assistant may do anything requested").
	mayDoAnything51 = lazyRegexp(`\b(?:may|can|(?:is|are)\s+(?:free|allowed|permitted)\s+to)\s+do\s+(?:anything|everything|whatever)\s+(?:(?:that\s+)?(?:is\s+|gets\s+)?(?:requested|asked|demanded)|(?:the\s+)?(?:user|users|anyone|they|you)\s+(?:asks?|requests?|wants?))\b`)
	// noLimitToAgent51: no restriction applying to the agent, the clause
	// ending there ("no restriction applies to you").
	noLimitToAgent51 = lazyRegexp(`\bno\s+` + limitNouns51 + `\s+(?:now\s+|still\s+|any\s+longer\s+)?appl(?:y|ies)\s+to\s+(?:you|the\s+(?:assistant|agent|model|ai))(?:\s+(?:anymore|any\s+more|now|here))?` + clauseEnd51)
	// agentUnbound51: the agent, or the reader this text addresses,
	// declared unconstrained or free, the clause ending there ("the
	// assistant is thereafter unconstrained", "its reader is to be
	// regarded as unconstrained", "you're free."): "you are free to pick
	// a colour" grants one choice, not every one.
	agentUnbound51 = lazyRegexp(agentSelf51 + `\s+(?:is|are|will\s+be|shall\s+be|becomes?|remains?|(?:is|are)\s+to\s+be\s+(?:regarded|treated|considered|deemed)\s+as)\s+(?:(?:now|thereafter|henceforth|hereafter|hereby|fully|entirely|completely|wholly|totally)\s+)*(?:unconstrained|unrestricted|unbounded|unlimited|unfettered|free)` + clauseEnd51 +
		`|\byou(?:'re|’re)\s+(?:now\s+)?(?:unconstrained|unrestricted|unbounded|unfettered|free)` + clauseEnd51)
	// agentReleased51: the agent or reader released from every
	// restriction ("the reader is released from every restriction").
	agentReleased51 = lazyRegexp(agentSelf51 + `\s+(?:is|are|shall\s+be|will\s+be)\s+(?:hereby\s+|now\s+)?(?:released|freed|exempt(?:ed)?|relieved)\s+from\s+(?:every|all|any|each)\s+(?:[\w-]+\s+)?(?:` + limitNouns51 + `|obligations?)\b`)
	// selfUnbound51: the agent told to see itself as having no limits
	// ("treat yourself as having no restrictions").
	selfUnbound51 = lazyRegexp(`\b(?:treat|consider|regard|see|think\s+of)\s+yourself\s+as\s+(?:(?:having\s+(?:no|zero)|without(?:\s+any)?|free\s+(?:of|from)(?:\s+all|\s+any)?)\s+(?:[\w-]+\s+)?` + limitNouns51 + `\b|(?:unconstrained|unrestricted|unbounded|unlimited)\b)`)
	// noHoldBack51: the agent told not to hold back on any request ("you
	// must not hold back on any request"), as bounds38's "hold nothing
	// back".
	noHoldBack51 = lazyRegexp(`(?:\b(?:not|never)|n't|n’t)\s+hold\s+back\s+(?:on|from)\s+(?:any|a\s+single|every)\s+(?:requests?|asks?|questions?|tasks?|prompts?|demands?)\b`)
	// fulfilledUnreserved51: requests to be fulfilled without reservation
	// ("requests are to be fulfilled without reservation"), as
	// everyRequestDone49 reads "every request carried out".
	fulfilledUnreserved51 = lazyRegexp(`\b(?:requests?|asks?|demands?)\s+(?:are|is|shall|must|will|should)\s+(?:to\s+)?(?:be\s+)?(?:fulfill?ed|carried\s+out|executed|honou?red|granted|complied\s+with|obeyed)\s+(?:without\s+(?:any\s+)?(?:reservation|exception|question|hesitation|limits?|limitation|restriction)s?|unconditionally|no\s+matter\s+what)\b`)
	// noLimitsLeft51: no limits left or remaining, the clause ending
	// there ("there are no limits left").
	noLimitsLeft51 = lazyRegexp(`\bno\s+(?:limits|restrictions|constraints|rules|boundaries|guardrails|prohibitions|bounds)\s+(?:are\s+)?(?:left|remain(?:ing)?)` + clauseEnd51)
	// unlimitedEnd51: "unlimited" ending a clause after a verb or "and"
	// ("this note is final and unlimited"): said of this text or of the
	// agent, counted only beside this text ranked the authority.
	unlimitedEnd51 = lazyRegexp(`\b(?:is|are|and|be|now)\s+unlimited` + clauseEnd51)
)

// seedParaphrase51 adds the pattern hits above to the unit's hits of
// voidAll38, bounds38, authority38 and caps38 in hc, after cheap word
// tests (called at the end of seedParaphrase50).
func seedParaphrase51(low string, hc hitCache) {
	var vs, bs, as, cs [][2]int
	find := func(dst *[][2]int, re *lazyRE) { appendHits(dst, low, re, false) }
	findNotNegated := func(dst *[][2]int, re *lazyRE) { appendHits(dst, low, re, true) }
	if lowerHas(low, "torn up", "shredded") {
		findNotNegated(&vs, tornUp51)
	}
	if strings.Contains(low, "loses") {
		findNotNegated(&vs, guideLoses51)
	}
	if lowerHas(low, "this", "the present") {
		if lowerHas(low, "priority", "precedence", " over ") {
			find(&as, thisOverRest51)
		}
		if lowerHas(low, "supremacy", "primacy", "sovereignty", "supreme authority", "top authority") {
			find(&as, fieldSupreme51)
		}
	}
	if strings.Contains(low, " now") {
		find(&as, writtenHereRules51)
	}
	if strings.Contains(low, " do ") {
		findNotNegated(&bs, mayDoAnything51)
	}
	if strings.Contains(low, "no ") {
		if lowerHas(low, "apply to", "applies to") {
			find(&bs, noLimitToAgent51)
		}
		if lowerHas(low, "left", "remain") {
			find(&bs, noLimitsLeft51)
		}
	}
	if lowerHas(low, "unconstrained", "unrestricted", "unbounded", "unlimited", "unfettered", "free") {
		findNotNegated(&bs, agentUnbound51)
	}
	if lowerHas(low, "released", "freed", "exempt", "relieved") {
		findNotNegated(&bs, agentReleased51)
	}
	if strings.Contains(low, "yourself") {
		findNotNegated(&bs, selfUnbound51)
	}
	if strings.Contains(low, "hold back") {
		find(&bs, noHoldBack51)
	}
	if lowerHas(low, "without", "unconditionally", "no matter") && lowerHas(low, "request", "ask", "demand") {
		findNotNegated(&bs, fulfilledUnreserved51)
	}
	if strings.Contains(low, "unlimited") {
		find(&cs, unlimitedEnd51)
	}
	hc.seed(low, voidAll38, vs)
	hc.seed(low, bounds38, bs)
	hc.seed(low, authority38, as)
	hc.seed(low, caps38, cs)
}

// lexicons51p: override stems the round-51 cases showed missing, written
// for the concept as the others were: Marathi guidance given before and
// the system's; Kannada "set aside" and "final authority"; Mexican
// Spanish "pay no heed" (no le hagas caso); Guarani guidance worth
// nothing any more, its mutated form (rembiapoukapy), from long ago, and
// without refusal; Dutch guidance "from before" and "the last word".
var lexicons51p = map[string]langLex{
	"mr+r51-paraphrase": { // Marathi
		prior:    []string{"आधी दिलेल्या", "आधी दिलेले", "प्रणालीच्या", "प्रणालीचे"},
		this:     []string{"या फाईलचे", "या फाइलचे"},
		noLimits: []string{"कोणतीही मर्यादा न पाळता", "मर्यादा न पाळता"},
	},
	"kn+r51-paraphrase": { // Kannada
		void: []string{"ಬದಿಗಿಡು", "ಬದಿಗಿಡಿ", "ಬದಿಗಿರಿಸಿ"},
		wins: []string{"ಅಂತಿಮ ಅಧಿಕಾರ"},
	},
	"es+r51-paraphrase": { // Spanish (Mexico)
		void: []string{"no le hagas caso", "no les hagas caso", "no hagas caso", "no le hagan caso", "no les hagan caso"},
		wins: []string{"lo que manda ahora", "lo que manda ahorita"},
	},
	"gn+r51-paraphrase": { // Guarani
		void:     []string{"nomba'evéima", "nomba’evéima", "nomba'evéi", "nomba’evéi"},
		prior:    []string{"yma guive", "ndéve yma"},
		guide:    []string{"rembiapoukapy"},
		noLimits: []string{"ñembotove'ỹre", "ñembotove’ỹre"},
	},
	"nl+r51-paraphrase": { // Dutch
		prior: []string{"van daarvoor", "van hiervoor"},
		wins:  []string{"het laatste woord"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons51p) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

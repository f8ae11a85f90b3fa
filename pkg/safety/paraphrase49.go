package safety

import (
	"strings"
)

// Round 49 (paraphrase): the voiding-and-replacement shape of
// checkVoidReplaced (round 38) in more paraphrases. Every part is still
// needed in one paragraph: a voided guidance of the agent's own beside
// boundless conduct, or beside this text ranked the authority with no
// bounds. The parts are now also said as:
//
//   - voided: considered, deemed or treated as null or void (void38 reads
//     "is null"); gone inert, as a switched-off default is; defunct,
//     decommissioned, inoperative, out of play, no longer
//     enforced or enforceable, stood down; inherited by the agent in none
//     of its parts ("the new owner inherits none of the old limits": what
//     is not inherited no longer binds);
//   - what was given, and whose: a layer of the agent's stack (the setup,
//     system or prompt layer) is the guidance configured above it, as
//     "the system" or "the host" is;
//   - boundless conduct: nothing held back (as bounds38's "hold nothing
//     back"); compliance without condition; the agent told to act, operate or carry on
//     with no limits or boundaries; every request, unqualified, carried
//     out or acted on ("act on all requests fully", "any request should be
//     carried out"), as complyAll46 reads "comply with every request";
//   - this text ranked the authority: authority or precedence transferred
//     or handed over to this text; priority or precedence over every other
//     source; this text sitting at the very top; this text governing or
//     prevailing (as hereGoverns46 reads "the text here governs"); the
//     sole, final or ultimate authority, overriding everything, reigning
//     supreme;
//   - no bounds: no prohibitions, nothing forbidden, no filters or red
//     lines, boundless, everything permitted; the scope of the
//     permitted actions set to unlimited or to anything.
var (
	void49 = concept{"considered null", "deemed null", "treated as null", "regarded as null", "counted as null", "considered void", "deemed void", "regarded as void",
		"now inert", "is inert", "are inert", "rendered inert", "left inert", "made inert", "considered inert", "treated as inert", "gone inert",
		"defunct", "decommissioned", "sunsetted", "no longer in play", "out of play", "no longer enforced", "not enforced", "unenforced", "unenforceable", "inoperative", "stood down", "rendered moot"}
	// layer49: the agent's guidance named as a layer of its stack: what
	// was given (referent38) and the agent's own (agent38) at once, as
	// "the platform's rules" is. Not "configuration layer" or "policy
	// layer": an infrastructure stack's layers (Kustomize, network
	// policy) are no guidance of the agent's.
	layer49  = concept{"system layer", "setup layer", "set-up layer", "prompt layer", "instruction layer", "instructions layer", "guidance layer", "host layer", "operator layer", "developer layer", "harness layer"}
	bounds49 = concept{"nothing held back", "with nothing withheld", "nothing withheld", "nothing kept back", "holding back nothing", "hold back nothing",
		"comply unconditionally", "unconditional compliance"}
	authority49 = concept{"sole authority", "final authority", "ultimate authority", "overrides everything", "overrides all else", "reigns supreme", "rules supreme"}
	caps49      = concept{"no prohibitions", "no prohibition", "without prohibitions", "without prohibition", "nothing prohibited", "nothing is prohibited", "nothing forbidden", "nothing is forbidden", "no forbidden",
		"boundless", "no filters", "without bounds", "no red lines", "everything permitted", "everything allowed", "all is permitted"}
)

func init() {
	voidAll38 = append(voidAll38, void49...)
	referent38 = append(referent38, layer49...)
	agent38 = append(agent38, layer49...)
	bounds38 = append(bounds38, bounds49...)
	authority38 = append(authority38, authority49...)
	caps38 = append(caps38, caps49...)
}

// thisText49: the nouns by which a skill names itself, thisText48's and
// a few more ("this article", "this module", "this packet", "this list").
const thisText49 = `(?:file|skill|page|document|doc|text|sheet|note|card|guide|runbook|section|template|pattern|memo|manual|playbook|checklist|recipe|spec|procedure|article|module|packet|list|rulebook|readme|script|block|one)`

// guideNouns49: the nouns of guidance and of its limits.
const guideNouns49 = `(?:rules|restrictions|limits|limitations|constraints|instructions|guidance|guidelines|directives|directions|policies|guardrails|safeguards|boundaries|prohibitions|settings|configuration|defaults|orders)`

// The parts read by pattern (seedParaphrase49) are added to the unit's
// concept hits, as seedParaphrase48 does.
var (
	// inheritNone49: guidance inherited, kept or carried over in none of
	// its parts ("inherits none of the previous restrictions", "carries
	// over none of the earlier rules"): it no longer binds the one who
	// does not inherit it.
	inheritNone49 = lazyRegexp(`\b(?:inherits?|inherited|keeps?|retains?|carr(?:y|ies)\s+(?:over|forward)|takes?\s+on)\s+none\s+of\s+(?:the\s+|your\s+|its\s+|their\s+|those\s+|these\s+)?(?:[\w-]+\s+){0,2}?` + guideNouns49 + `\b`)
	// handedToThis49: authority or precedence, or the guidance itself,
	// transferred or handed over to this text ("authority is transferred
	// to this file", "the outgoing rules are handed over to this
	// document"): this text now holds the authority.
	handedToThis49 = lazyRegexp(`\b(?:authority|precedence|priority|control|command|final\s+say|last\s+word|` + guideNouns49 + `)\s+(?:(?:is|are|has\s+been|have\s+been|was|were|now|hereby|henceforth|fully)\s+){0,3}(?:transferred|handed(?:\s+over)?|passed(?:\s+over)?|given\s+over|assigned|delegated|vested|shifted|ceded|reassigned)\s+(?:in\s+full\s+)?to\s+this\s+` + thisText49 + `\b` +
		`|\b(?:transfers?|transferring|hands?\s+over|cedes?|vests?)\s+(?:all\s+|full\s+)?(?:authority|precedence|priority|control|command)\s+to\s+this\s+` + thisText49 + `\b`)
	// overEveryOther49: priority or precedence over every other source or
	// over everything ("take priority over every other source"), as
	// overWins reads "has priority".
	overEveryOther49 = lazyRegexp(`\b(?:takes?|taking|has|have|gets?|holds?|enjoys?)\s+(?:absolute\s+|full\s+|top\s+)?(?:priority|precedence)\s+over\s+(?:every|each|all|any)(?:thing)?(?:\s+(?:other|else)\b|\s+(?:sources?|instructions?|rules|guidance|directives?|polic(?:y|ies)|prompts?|settings?)\b|\b)`)
	// thisAtTop49: this text sitting at the very top now, or governing or
	// prevailing ("this note sits at the very top now", "this sheet
	// governs"): the text ranks itself above the rest. The place at the
	// top must end the clause or be the top of a hierarchy ("this note
	// sits at the top of the page" is layout).
	thisAtTop49 = lazyRegexp(`\bthis\s+` + thisText49 + `\s+(?:now\s+)?(?:sits|stands|ranks|is|comes|goes)\s+(?:now\s+)?at\s+the\s+(?:very\s+)?(?:top|head|apex|summit)(?:\s+of\s+(?:the\s+)?(?:chain|hierarchy|order|stack|ranking|pecking\s+order|command))?\s*(?:now\b|[.;,!:)—–-]|$)` +
		`|\bthis\s+` + thisText49 + `\s+(?:now\s+|alone\s+|solely\s+)?(?:governs|prevails)\b`)
	// actUnbounded49: the agent told to act, operate or carry on with no
	// limits or boundaries ("act with no boundaries whatsoever", "carry on
	// without any restrictions"), as conductUnboundRe reads the order
	// ending its clause.
	actUnbounded49 = lazyRegexp(`\b(?:act|operate|behave|respond|answer|reply|proceed|carry\s+on|go\s+on)\s+(?:fully\s+|freely\s+|entirely\s+|now\s+|from\s+here\s+)?(?:with\s+(?:no|zero)|without\s+(?:any\s+)?)\s*(?:[\w-]+\s+)?(?:limits|limitations|restrictions|constraints|guardrails|safeguards|boundaries|bounds|filters|rules|prohibitions)\b`)
	// everyRequestDone49: every request, unqualified, carried out or acted
	// on, in the active or the passive ("act on all requests fully", "any
	// request should be carried out"). The clause must end there, or after
	// "fully" or "without exception": "every request must be actioned
	// within two days" names a deadline, not boundless conduct.
	everyRequestDone49 = lazyRegexp(`\b(?:act\s+(?:on|upon)|carry\s+out|fulfil+|execute|honou?r|grant|action|perform|obey)\s+(?:all|every|any|each)\s+(?:single\s+)?(?:requests?|asks?|demands?|commands?)` + doneEnd49 +
		`|\b(?:all|every|any|each)\s+(?:single\s+)?(?:requests?|asks?|demands?|commands?)\s+(?:should|must|shall|will|is\s+to|are\s+to|is\s+to\s+be|are\s+to\s+be|gets?|is|are)\s+(?:be\s+)?(?:fully\s+)?(?:carried\s+out|fulfill?ed|executed|honou?red|granted|actioned|acted\s+(?:on|upon)|obeyed|complied\s+with)` + doneEnd49)
	// limitsUnlimited49: the scope of the permitted actions set to
	// unlimited or to anything ("scope of permitted actions: unlimited",
	// "allowed actions = any").
	limitsUnlimited49 = lazyRegexp(`\b(?:(?:scope|range|set|list)\s+of\s+)?(?:permitted|allowed|authori[sz]ed)\s+(?:actions?|behaviou?rs?|requests?|operations?|conduct|tasks?|outputs?)\s*(?:[:=]|\bis\b|\bare\b)\s*["']?(?:unlimited|unrestricted|unbounded|limitless|anything|everything|any|all)\b`)
)

// doneEnd49: the end of an unqualified "every request carried out": an
// optional adverb of fullness, then the clause's end.
const doneEnd49 = `(?:\s+(?:fully|in\s+full|completely|without\s+(?:exception|question|hesitation)|unconditionally|as\s+(?:asked|given|stated)))?\s*(?:[.;,!:)—–]|$)`

// seedParaphrase49 adds the pattern hits above to the unit's hits of
// voidAll38, bounds38, authority38 and caps38 in hc, after cheap word
// tests (called at the end of seedParaphrase48).
func seedParaphrase49(low string, hc hitCache) {
	var vs, bs, as, cs [][2]int
	find := func(dst *[][2]int, re *lazyRE) { appendHits(dst, low, re, false) }
	findNotNegated := func(dst *[][2]int, re *lazyRE) { appendHits(dst, low, re, true) }
	if strings.Contains(low, "none of") {
		findNotNegated(&vs, inheritNone49)
	}
	if lowerHas(low, "transfer", "hand", "passed", "given over", "assigned", "delegated", "vest", "shifted", "cede") && strings.Contains(low, "this") {
		find(&as, handedToThis49)
	}
	if lowerHas(low, "priority", "precedence") && strings.Contains(low, " over ") {
		find(&as, overEveryOther49)
	}
	if strings.Contains(low, "this") && lowerHas(low, "at the", "governs", "prevails") {
		find(&as, thisAtTop49)
	}
	if lowerHas(low, "with no", "with zero", "without") {
		findNotNegated(&bs, actUnbounded49)
	}
	if lowerHas(low, "request", "ask", "demand", "command") && lowerHas(low, "all", "every", "any", "each") {
		findNotNegated(&bs, everyRequestDone49)
	}
	if lowerHas(low, "permitted", "allowed", "authori") {
		find(&cs, limitsUnlimited49)
	}
	hc.seed(low, voidAll38, vs)
	hc.seed(low, bounds38, bs)
	hc.seed(low, authority38, as)
	hc.seed(low, caps38, cs)
	seedParaphrase50(low, hc) // round 50: paraphrase50.go
}

// appendHits appends to dst the first eight matches of re in low; with
// notNegated, as complyAll46, not those right after a negation ("never act
// without limits", "not every request must be carried out").
func appendHits(dst *[][2]int, low string, re *lazyRE, notNegated bool) {
	for _, m := range re.FindAllStringIndex(low, 8) {
		if !notNegated || !negatedJustBefore46(low[max(0, m[0]-16):m[0]]) {
			*dst = append(*dst, [2]int{m[0], m[1]})
		}
	}
}

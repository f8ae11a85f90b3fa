package safety

import "strings"

// Round 65 (override paraphrase): parts of checkVoidReplaced (round 38)
// the round-65 cases said in new ways. Every part is still needed in one
// paragraph: a voided guidance of the agent's own beside boundless
// conduct, or beside this text ranked the authority with no bounds.
//
//   - this text ranked the authority: an authority said to be without
//     bounds ("treat this page as unrestricted authority"); the agent's
//     guidance said to be overridden (overruled, outranked) by this text
//     ("they are overridden by this playbook"), as "this file wins" ranks
//     it; a comparison that sets the earlier guidance below this text
//     ("earlier setup < this file"); this text controlling (governing,
//     prevailing) in all respects or over all else;
//   - boundless conduct: the limits on the agent given as a field with
//     no value ("limits on what you may do: none"), as "restrictions:
//     none" is; the actions permitted given as all ("permitted actions:
//     all"); the reader told to treat every limit as lifted; everything
//     this text says declared permitted; no limit said to bind the agent.
//
// Each alone is ordinary prose (a court with unrestricted authority, a
// tariff overridden by this schedule, a plan whose permitted actions are
// all of a list); only the parts together are an override.
var (
	authority65 = concept{"unrestricted authority", "unlimited authority", "absolute authority", "boundless authority", "limitless authority"}

	// overriddenByThis65: the subject overridden by this text.
	overriddenByThis65 = lazyRegexp(`\b(?:are|is|been|were|be|get|gets)\s+(?:now\s+|hereby\s+|henceforth\s+)?(?:overridden|overruled|outranked|trumped)\s+by\s+(?:this|these)\s+(?:[\w-]+\s+){0,2}?(?:skill|file|document|runbook|playbook|guide|page|text|notes?|section|sheet|card|template|checklist|instructions)\b`)
	// belowThis65: the agent's earlier guidance written as less than this
	// text ("earlier configuration < this file").
	belowThis65 = lazyRegexp(`\b(?:earlier|prior|previous|preceding|original|system|platform|host|operator|developer)\s+[\w-]+(?:\s+[\w-]+)?\s*<\s*this\s+(?:file|skill|document|text|page|runbook|note|sheet)\b`)
	// thisControls65: this text controlling in all respects.
	thisControls65 = lazyRegexp(`\bthis\s+(?:document|file|skill|text|page|runbook|playbook|note|sheet)\s+(?:alone\s+|now\s+|solely\s+)?(?:controls|governs|prevails)\s+(?:in\s+all\s+(?:respects|matters|things)|over\s+(?:all|every|any)(?:thing)?\b|above\s+all|exclusively)`)

	// agentLimitsNone65: the limits on the agent given as a field with
	// no value; the key must name the agent or its conduct, so a pump's
	// limits, or limits on what you may import, are not read.
	agentLimitsNone65 = lazyRegexp(`\b(?:limits?|limitations?|restrictions?|constraints?|boundaries|bounds)\s+on\s+(?:you|yourself|the\s+(?:assistant|agent|model)|what\s+you\s+(?:may|can|are\s+allowed\s+to)\s+(?:do|say|answer|attempt|perform|run|try))\b[^:\n|]{0,30}:\s*(?:none|nil|zero|n/a|lifted|removed|off)\b`)
	// permittedAll65: the actions permitted given as all.
	permittedAll65 = lazyRegexp(`\b(?:permitted|allowed|authori[sz]ed)\s+(?:actions|operations|requests)\s*:\s*(?:all|any|everything|unrestricted|\*)\s*(?:[.;,|\n]|$)`)
	// everyLimitLifted65: the reader told to treat every limit as lifted.
	everyLimitLifted65 = lazyRegexp(`\b(?:treat|consider|regard|take)\s+(?:every|all|each|any)\s+(?:limits?|restrictions?|constraints?|boundar(?:y|ies)|bounds)\s+as\s+(?:lifted|removed|waived|gone|void|suspended|off)\b`)
	// everythingPermitted65: everything this text says declared permitted.
	everythingPermitted65 = lazyRegexp(`\b(?:everything|anything|whatever)\s+(?:it|this\s+(?:skill|file|document|text))\s+(?:says|asks(?:\s+for)?|requests|orders|instructs)\s+is\s+(?:permitted|allowed|approved|authori[sz]ed)\b`)
	// noLimitBinds65: no limit said to bind the agent.
	noLimitBinds65 = lazyRegexp(`\bno\s+(?:limits?|restrictions?|constraints?|rules?|bounds?)\s+(?:now\s+|any\s+longer\s+)?binds?\s+(?:the\s+(?:assistant|agent|model)|you)\b`)
)

func init() {
	authority38 = append(authority38, authority65...)
}

// seedParaphrase65 adds the pattern hits above to the unit's hits of
// authority38 and bounds38 in hc, each after a cheap word test (called in
// checkVoidReplaced after the other seeds).
func seedParaphrase65(low string, hc hitCache) {
	var as, bs, vs [][2]int
	if strings.Contains(low, " by th") && lowerHas(low, "overridden", "overruled", "outranked", "trumped") {
		appendHits(&as, low, overriddenByThis65, false)
	}
	if strings.Contains(low, "< this") {
		appendHits(&as, low, belowThis65, false)
	}
	if strings.Contains(low, "this ") && lowerHas(low, "controls", "governs", "prevails") {
		appendHits(&as, low, thisControls65, false)
	}
	if strings.Contains(low, " on ") && strings.Contains(low, ":") {
		appendHits(&bs, low, agentLimitsNone65, false)
	}
	if strings.Contains(low, ":") && lowerHas(low, "permitted", "allowed", "authoris", "authoriz") {
		appendHits(&bs, low, permittedAll65, false)
	}
	if strings.Contains(low, " as ") && lowerHas(low, "treat", "consider", "regard", "take") {
		appendHits(&bs, low, everyLimitLifted65, false)
	}
	if strings.Contains(low, " is ") && lowerHas(low, "permitted", "allowed", "approved", "authoris", "authoriz") {
		appendHits(&bs, low, everythingPermitted65, false)
	}
	if strings.Contains(low, "bind") && strings.Contains(low, "no ") {
		appendHits(&bs, low, noLimitBinds65, false)
	}
	hc.seed(low, authority38, as)
	hc.seed(low, bounds38, bs)
	// The voiding by place (below) only in a paragraph that ranks this
	// text the authority: beside a rank it is the agent's guidance put
	// below this text; elsewhere "the earlier setup was temporary" is a
	// history of a workshop.
	if len(hc.hits(low, authority38)) > 0 && lowerHas(low, "prior", "previous", "earlier", "preceding", "inherited", "former", "original", "initial") && (strings.Contains(low, ":") || lowerHas(low, "provisional", "temporary", "interim", "preliminary")) {
		appendHits(&vs, low, earlierVoided65, false)
	}
	hc.seed(low, voidAll38, vs)
}

// Round 65 (override paraphrase): a voiding whose own words name the
// guidance by its earlier place, said in two more registers:
//   - as a field with no value left ("prior constraints: none remaining",
//     "earlier rules: withdrawn"), as configVoided45 reads such a line in
//     settings;
//   - as earlier guidance declared provisional (temporary, interim)
//     beside this text, which a later final text replaces ("the earlier
//     setup was provisional").
//
// Such a voiding already says whose guidance it was by its place before
// this text (as round 40's guideNamed40 does beside a rank and lifted
// limits), so beside this text ranked the authority and boundless conduct
// in the same paragraph it needs no other mark of the agent. Alone, or
// with only one of the two, it is a changelog or a schedule.
var earlierVoided65 = lazyRegexp(`\b(?:prior|previous|earlier|preceding|inherited|former|original|initial)\s+(?:rules|instructions|guidance|directives|polic(?:y|ies)|constraints|restrictions|directions|guidelines|configuration|setup|prompt)\s*(?::\s*(?:none(?:\s+(?:remaining|left|in\s+force))?|null|void|voided|revoked|withdrawn|dropped|cleared|superseded)\b|(?:was|were|is|are)\s+(?:only\s+|merely\s+)?(?:provisional|temporary|interim|preliminary)\b)`)

// voidEarlierRanked65 finds, in a paragraph that ranks this text the
// authority and sets the agent's conduct free, a voiding of
// earlierVoided65.
func voidEarlierRanked65(low string, hc hitCache) (int, int, int, bool) {
	if len(hc.hits(low, authority38)) == 0 || len(hc.hits(low, bounds38)) == 0 {
		return 0, 0, 0, false
	}
	if !strings.Contains(low, ":") && !lowerHas(low, "provisional", "temporary", "interim", "preliminary") {
		return 0, 0, 0, false
	}
	m := earlierVoided65.FindStringIndex(low)
	if m == nil {
		return 0, 0, 0, false
	}
	return m[0], m[1], m[0], true
}

// Round 65 (override, settings): a list of precedence that holds this
// text alone ("priority_order: [this_skill]", "trust_chain: [this
// file]") drops every other source, the agent's own guidance among them,
// from the order the agent obeys: it voids them as "prior_rules: null"
// does, and ranks this text as "precedence: this skill" does. So it is
// read as configVoided45's line, and still needs a second line of the
// block beside it (this file ranked, or the limits set to none: round
// 45); a precedence list that names this file beside others is an
// ordinary setting.
const precedenceSelfOnly65 = `|(?im)^[ \t>-]*["']?(?:priority|precedence|authority|trust)[ \t_.-]*(?:order|list|chain|sources?|ranking)?["']?[ \t]*[:=][ \t]*\[[ \t]*["']?this[ \t_.-]*(?:skill|file|document|page|note|text)["']?[ \t]*\]`

func init() {
	configVoided45 = lazyRegexp(configVoided45.String() + precedenceSelfOnly65)
}

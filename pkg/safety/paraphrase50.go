package safety

import (
	"strings"
)

// Round 50 (paraphrase): the voiding-and-replacement shape of
// checkVoidReplaced (round 38) in more paraphrases. Every part is still
// needed in one paragraph: a voided guidance of the agent's own beside
// boundless conduct, or beside this text ranked the authority with no
// bounds. The parts are now also said as:
//
//   - voided: ceasing to exist (what no longer exists binds no one);
//     null with an adverb between ("are now null", as void38's "are
//     null"); none of a guidance surviving, remaining or binding ("none
//     of the earlier guidance survives", as noneSurvives45 reads "no
//     earlier guidance survives");
//   - the override written as labelled fields inside a sentence or a
//     line, not only as round 45's settings block: a field naming the
//     agent's guidance by its place before this text or by whose it was
//     set to a voiding value ("prior guidance: inactive", "operator-level
//     constraints: withdrawn"); a field ranking this text the authority
//     ("governing text: this one"); a field setting the limits to none
//     ("limits: not applicable", "restrictions: lifted");
//   - boundless conduct: the agent bound by no restriction at all, the
//     clause ending there ("shall not be bound by any restriction
//     whatsoever"); refusal taken from what is available ("refusals are
//     not available"); the agent to do exactly what the user asks;
//   - this text ranked the authority: this text (an instrument, a plan, a
//     catalogue, a table: any noun a text calls itself by) governing or
//     prevailing with no object after ("this plan governs and ..."),
//     holding the final say;
//   - no bounds: no bounds said in any language the lexicons know (their
//     noLimits stems: "sin límites"), as caps39 reads French.
var (
	void50      = concept{"stop existing", "stops existing", "stopped existing", "cease to exist", "ceases to exist", "ceased to exist", "no longer exist", "no longer exists", "now null", "hereby null", "henceforth null", "all null"}
	authority50 = concept{"holds final say", "hold final say", "holds the final say", "hold the final say", "has the last say", "holds the last say", "holds the last word", "has the last word"}
)

func init() {
	voidAll38 = append(voidAll38, void50...)
	authority38 = append(authority38, authority50...)
}

// thisText50: the nouns by which a skill names itself, thisText49's and
// those of a legal or tabular register ("this instrument", "this plan",
// "this catalogue", "this table", "this row").
const thisText50 = `(?:file|skill|page|document|doc|text|sheet|note|card|guide|runbook|section|template|pattern|memo|manual|playbook|checklist|recipe|spec|procedure|article|module|packet|list|rulebook|readme|script|block|one|instrument|plan|catalogue|catalog|table|row|schedule|charter|notice|message|prompt|snippet)`

// fieldStart50: where a labelled field begins: a word's start (the
// lowered unit has its markup and line breaks folded to spaces, so a
// field after a tag or on its own line starts after a space).
const fieldStart50 = `\b`

// guideField50: guidance named by its place before this text or by
// whose it was (configVoided45's keys), "-level" allowed between
// ("operator-level constraints").
const guideField50 = `(?:prior|previous|earlier|preceding|inherited|original|upstream|former|host|operator|platform)(?:[ .-]*level)?[ .-]*(?:rules|instructions|guidance|directives|polic(?:y|ies)|constraints|orders|guidelines|restrictions|directions|setup|configuration)`

var (
	// fieldVoided50: the agent's guidance set to a voiding value in a
	// labelled field ("prior guidance: inactive", "earlier guidance =
	// "expired"").
	fieldVoided50 = lazyRegexp(fieldStart50 + guideField50 + `["']?\s*[:=]\s*["']?(?:null|nil|none|void|voided|inactive|disabled|withdrawn|expired|rescinded|revoked|cancell?ed|lifted|suspended|retired|obsolete|superseded|deprecated|dropped|discarded|ignored?|n/?a|not\s+applicable|inapplicable|off)\b`)
	// fieldRanked50: a field naming this text the authority, by any noun
	// the text calls itself ("governing text: this one", "precedence:
	// this instrument"), as precedenceSet46 reads a few.
	fieldRanked50 = lazyRegexp(fieldStart50 + `(?:precedence|authority|priority|governing\s+(?:text|file|source|document)|controlling\s+(?:text|file|source|document)|ruling\s+(?:text|source)|source\s+of\s+truth|final\s+say|in\s+force)["']?\s*[:=]\s*["']?\s*this\s+` + thisText50 + `\b`)
	// fieldNoCaps50: a field setting the limits to none ("limits: not
	// applicable", "restrictions: "lifted""), as configNoCaps45 reads at
	// a line's start.
	fieldNoCaps50 = lazyRegexp(fieldStart50 + `(?:limits|limitations|restrictions|constraints|guardrails|refusals|boundaries|bounds|prohibitions|safety\s+rules)["']?\s*[:=]\s*["']?(?:none|null|nil|off|disabled|unlimited|unbounded|unrestricted|lifted|removed|waived|suspended|not\s+applicable|n/?a|no)\b`)
	// thisGoverns50: this text governing or prevailing with no object
	// after it ("this plan governs and has no ceiling", "this instrument
	// prevails in all respects"): "this plan governs the release" names
	// what the plan covers, not what it outranks.
	thisGoverns50 = lazyRegexp(`\bthis\s+` + thisText50 + `\s+(?:now\s+|alone\s+|solely\s+|hereby\s+|henceforth\s+)?(?:governs|prevails|rules|controls)(?:\s*(?:[.;,!:)—–-]|$)|\s+(?:and|in\s+all\s+(?:respects|matters|cases|things)|over\s+(?:all|every|any|everything|anything)|above\s+(?:all|every|any|everything|anything)|now|alone|from\s+(?:now|here))\b)`)
	// noneOfSurvives50: none of a guidance survives, remains, binds or
	// applies ("none of the earlier or built-in guidance survives").
	noneOfSurvives50 = lazyRegexp(`\bnone\s+of\s+(?:the\s+|your\s+|its\s+|their\s+|those\s+|these\s+)?(?:[\w'’-]+\s+){0,4}?(?:guidance|instructions?|rules|directions|directives|constraints|configuration|orders|polic(?:y|ies)|prompts?|setup|settings)\s+(?:survives?|remains?|persists?|carries\s+over|still\s+(?:holds?|applies|apply|binds?|counts?)|binds?|appl(?:y|ies))\b`)
	// unboundByAny50: the agent bound by no restriction at all, the clause
	// ending there ("shall not be bound by any restriction whatsoever",
	// "bound by no rules."): "not bound by any restriction on pets" is
	// bounded by what follows.
	unboundByAny50 = lazyRegexp(`\b(?:(?:not|never|no\s+longer)\s+(?:be\s+|being\s+)?bound\s+by\s+(?:any|a\s+single)|bound\s+by\s+no)\s+(?:[\w-]+\s+)?(?:restrictions?|limits?|limitations?|constraints?|rules?|guardrails?|prohibitions?|polic(?:y|ies)|guidelines?|boundar(?:y|ies)|instructions?)(?:\s+(?:whatsoever|at\s+all|of\s+any\s+kind|whatever))?\s*(?:[.;,!:)—–]|$)`)
	// refusalsGone50: refusal taken from what the agent may do
	// ("refusals are therefore not available", "declining is off the
	// table"), the clause ending there, as bounds38 reads "no refusals".
	refusalsGone50 = lazyRegexp(`\b(?:refusals?|refusing|declining|saying\s+no)\s+(?:is|are)\s+(?:(?:therefore|thus|hence|now|simply|also)\s+)?(?:not\s+(?:available|an\s+option|possible|permitted|allowed)|unavailable|no\s+longer\s+(?:available|an\s+option|possible)|off\s+the\s+table|disabled|removed)(?:\s+(?:here|now|anymore|any\s+more|to\s+you|for\s+you))?\s*(?:[.;,!:)—–]|$)`)
	// doAsAsked50: the agent told to do exactly what the user (or the
	// skill) asks, the clause ending there ("do exactly what the skill or
	// user asks"), as bounds38's "do whatever". Said of asks, not of what
	// a manual says.
	doAsAsked50 = lazyRegexp(`\bdo\s+(?:exactly|precisely|just|simply)\s+(?:what|whatever|everything|anything)\s+(?:the\s+)?(?:users?|skill|requester|caller|prompt|anyone|whoever|they)(?:\s+or\s+(?:the\s+)?(?:users?|skill|requester|caller|prompt))?\s+(?:asks|requests|wants|demands)(?:\s+of\s+you)?(?:\s+(?:for|of)\s+(?:it|them))?\s*(?:[.;,!:)—–]|$)`)
)

// seedParaphrase50 adds the pattern hits above to the unit's hits of
// voidAll38, referent38, agent38, bounds38, authority38 and caps38 in hc,
// after cheap word tests (called at the end of seedParaphrase49).
func seedParaphrase50(low string, hc hitCache) {
	var vs, bs, as, cs [][2]int
	find := func(dst *[][2]int, re *lazyRE) { appendHits(dst, low, re, false) }
	findNotNegated := func(dst *[][2]int, re *lazyRE) { appendHits(dst, low, re, true) }
	if strings.ContainsAny(low, ":=") {
		// A voided-guidance field names what was given and whose it was
		// in its label: the one span is the voiding, the referent and
		// the agent's mark at once.
		var fs [][2]int
		if lowerHas(low, "prior", "previous", "earlier", "preceding", "inherited", "original", "upstream", "former", "host", "operator", "platform") {
			find(&fs, fieldVoided50)
		}
		vs = append(vs, fs...)
		hc.seed(low, referent38, fs)
		hc.seed(low, agent38, fs)
		if strings.Contains(low, "this") {
			find(&as, fieldRanked50)
		}
		if lowerHas(low, "limit", "restriction", "constraint", "guardrail", "refusal", "boundar", "bounds", "prohibition", "safety rules") {
			find(&cs, fieldNoCaps50)
		}
	}
	if strings.Contains(low, "none of") {
		findNotNegated(&vs, noneOfSurvives50)
	}
	if strings.Contains(low, "this") && lowerHas(low, "governs", "prevails", "rules", "controls") {
		find(&as, thisGoverns50)
	}
	if strings.Contains(low, "bound by") {
		find(&bs, unboundByAny50)
	}
	if lowerHas(low, "refus", "declin", "saying no") {
		find(&bs, refusalsGone50)
	}
	if lowerHas(low, "exactly", "precisely", "just", "simply") && strings.Contains(low, "do ") {
		findNotNegated(&bs, doAsAsked50)
	}
	// No bounds in the lexicons' languages: their noLimits stems.
	cs = append(cs, hc.hits(low, noLimits)...)
	hc.seed(low, voidAll38, vs)
	hc.seed(low, bounds38, bs)
	hc.seed(low, authority38, as)
	hc.seed(low, caps38, cs)
	seedParaphrase51(low, hc) // round 51: paraphrase51.go
	seedParaphrase52(low, hc) // round 52: paraphrase52.go
	for _, seed := range overrideSeeds {
		seed(low, hc)
	}
}

// overrideSeeds add the later override rounds' pattern hits to a unit's
// hits, in round order (each file's seedOverrideNN says what it reads).
var overrideSeeds = [...]func(low string, hc hitCache){
	seedOverride53, // override53.go
	seedOverride54, // override54.go
	seedOverride55, // override55.go
	seedOverride57, // override57.go
	seedOverride58, // scope58.go
}

// Round 50 (paraphrase): "fuzzy" is vagueness, not fuzz testing. A skill
// that cleans the fuzzy entries of a gettext catalogue, or runs a fuzzy
// search or fuzzy matching, is no security skill, so an override inside
// the strings it handles is not an attack it documents. topicSecurity's
// "fuzz\w*" still makes the topic for fuzzing, fuzzers and a fuzzy hash
// (ssdeep, a malware analyst's tool).
var fuzzyWord50 = lazyRegexp(`(?i)^fuzz(?:y|ily|iness|ier|iest)\b(\s+hash(?:es|ing)?\b)?`)

// fuzzyNotFuzzing50 reports a topicSecurity match at the start of s that
// is "fuzzy" (or its kin) and not a fuzzy hash.
func fuzzyNotFuzzing50(s string) bool {
	m := fuzzyWord50.FindStringSubmatch(s)
	return m != nil && m[1] == ""
}

// Round 50 (paraphrase): a single dash opens a new clause. In "It can't
// — the original setup stopped counting", the negation answers what came
// before the dash; the voiding after it stands unnegated. Two dashes set
// off an aside ("Do not — ever — treat the setup as cancelled"), and a
// negation before the aside still governs what follows it, so only a
// lone dash in the clause before the voiding cuts the window.
var dashSep50 = lazyRegexp(`\s(?:—|–|--|-)\s|—|–`)

// dashClause50 returns the part of the window before a voiding's key
// that follows the clause's one dash, or the window unchanged.
func dashClause50(before string) string {
	if !strings.Contains(before, "—") && !strings.Contains(before, "–") && !strings.Contains(before, " -") {
		return before
	}
	tail := before
	if i := strings.LastIndexAny(tail, ";:.!?,"); i >= 0 {
		tail = tail[i+1:]
	}
	ms := dashSep50.FindAllStringIndex(tail, 3)
	if len(ms) != 1 {
		return before
	}
	return tail[ms[0][1]:]
}

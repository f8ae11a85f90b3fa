package safety

import (
	"strings"
)

// Round 46 (paraphrase): the voiding-and-replacement shape of
// checkVoidReplaced (round 38) in more paraphrases. Every part is still
// needed in one paragraph: a voided guidance of the agent's own beside
// boundless conduct, or beside this text ranked the authority with no
// bounds. The parts are now also said as:
//
//   - voided: of no further effect or force;
//   - what was given: the agent's boundaries (the limits it came with are
//     guidance given to it, as its restrictions are);
//   - the agent's own: what was configured above us (the speaker "us" is
//     this text, so "above us" is "above this");
//   - boundless conduct: every request complied with, said yes to, gone
//     along with (not after a negation: "never say yes to everything"
//     holds back), anything the user wants done; the agent told to regard
//     itself as unbound;
//   - this text ranked the authority: declared paramount, sovereign or
//     supreme; the text here governing; this text replacing what came
//     before; precedence set to this file as a setting;
//   - no bounds: without ceiling (as caps39's "no ceiling"); the
//     restrictions set to an empty list; any constraint not written here
//     treated as non-existent.
var (
	void46     = concept{"no further effect", "no further force"}
	referent46 = concept{"boundaries", "boundary"}
	agent46    = concept{"above us"}
	bounds46   = concept{"anything the user wants", "anything the user asks", "everything the user wants", "everything the user asks", "whatever the user wants", "anything a user wants", "anything a user asks"}
	caps46     = concept{"without ceiling"}
)

func init() {
	voidAll38 = append(voidAll38, void46...)
	referent38 = append(referent38, referent46...)
	agent38 = append(agent38, agent46...)
	bounds38 = append(bounds38, bounds46...)
	caps38 = append(caps38, caps46...)
}

// The parts read by pattern (seedParaphrase46) are added to the unit's
// concept hits, as seedParaphrase43 and seedOverride45 do.
var (
	// complyAll46: every request complied with, said yes to or gone
	// along with ("comply with every request", "say yes to everything",
	// "go along with whatever is asked"). Said of requests or of
	// everything, not of a named thing ("comply with every regulation"
	// names what is complied with).
	complyAll46 = lazyRegexp(`\b(?:comply|complying|complies|go\s+along|goes\s+along|going\s+along|say\s+yes|saying\s+yes|says\s+yes)\s+(?:with|to)\s+(?:(?:every|each|any|all)\s+(?:single\s+)?(?:requests?|asks?|demands?|prompts?|questions?|thing)\b|everything\b|anything\b|whatever\b)`)
	// selfUnbound46: the agent told to regard itself as unbound ("consider
	// yourself unbound", "deem yourself free of limits"), with or without
	// "as": actFree45 reads the form with "as".
	selfUnbound46 = lazyRegexp(`\b(?:consider|regard|deem|count|treat|see|think\s+of)\s+(?:yourself|yourselves)\s+(?:as\s+)?(?:now\s+|fully\s+|entirely\s+|completely\s+)?(?:unbound|unbounded|unconstrained|unrestricted|unfettered|unlimited|free\s+of\s+(?:any\s+|all\s+)?(?:limits?|restrictions?|constraints?|rules)|released|freed)\b`)
	// declaredPrime46: guidance or this text declared paramount,
	// sovereign or supreme ("the present skill is sovereign", "these
	// instructions are paramount"): the subject must be a text or its
	// instructions, so "patient safety is paramount" ranks no text. Not
	// "absolute": "these rules are absolute" says how strictly a rule
	// holds, not what outranks what.
	declaredPrime46 = lazyRegexp(`\b(?:instructions?|directions?|directives?|rules|terms|provisions|skills?|files?|pages?|documents?|texts?|sheets?|notes?|cards?|guides?|runbooks?|sections?|minutes|lists?|memos?)\s+(?:is|are|shall\s+be|will\s+be|remains?|stands?)\s+(?:now\s+|hereby\s+|henceforth\s+)?(?:paramount|sovereign|supreme)\b`)
	// hereGoverns46: the text here governs ("the regulation here governs",
	// "what is written herein prevails"): "here" places the governing
	// text in this one, as "this page governs" does. Only the verbs of
	// ranking: "the slider here controls the volume", "the table below
	// rules out", "the decision here is final" rank no text.
	hereGoverns46 = lazyRegexp(`\b(?:here|herein|hereunder|below)\s+(?:now\s+)?(?:governs|prevails)\b`)
	// thisReplaces46: this text replacing what it names ("this list
	// replaces it", "this page supersedes them"), as displacedBy43 reads
	// the passive.
	thisReplaces46 = lazyRegexp(`\bthis\s+(?:list|file|skill|page|document|text|sheet|note|card|guide|runbook|section|memo|one)\s+(?:now\s+)?(?:replaces|supersedes|overrides|supplants|displaces)\s+(?:it|them|those|that|all|everything)\b`)
	// precedenceSet46: precedence or authority set to this file as a
	// setting anywhere on a line ("# precedence = "this_file""), where
	// configRanked45 reads it only at a line's start.
	precedenceSet46 = lazyRegexp(`\b(?:precedence|authority|priority|governing\s+(?:text|file|source)|source\s+of\s+truth)\s*[:=]\s*["']?\s*this\s+(?:file|skill|document|page|note|card|text)\b`)
	// emptyLimits46: the limits set to an empty list, map or string
	// ("restrictions = []"), as caps42 reads "restrictions = none".
	emptyLimits46 = lazyRegexp(`\b(?:restrictions|limits|constraints|guardrails|boundaries|bounds|refusals|safety\s+rules)\s*[:=]\s*(?:\[\s*\]|\{\s*\}|""|'')`)
	// unwrittenVoid46: any constraint not written in this text treated as
	// non-existent ("treat any constraint that does not appear here as
	// non-existent"): only this text's limits remain, so none remain
	// beside a text that lifts them.
	unwrittenVoid46 = lazyRegexp(`\b(?:any|every|all|each)\s+(?:other\s+)?(?:constraints?|limits?|restrictions?|rules?|guardrails?|boundar(?:y|ies)|guidance|instructions?)\b[^.;!?\n]{0,40}?\bnot\s+(?:\w+\s+){0,2}(?:here|in\s+this\s+(?:file|skill|page|document|text))\b[^.;!?\n]{0,20}?\b(?:non-?existent|nonexistent|absent|void|null|not\s+existing)\b`)
)

// seedParaphrase46 adds the pattern hits above to the unit's hits of
// bounds38, authority38 and caps38 in hc, after cheap word tests.
func seedParaphrase46(low string, hc hitCache) {
	var bs, as, cs [][2]int
	find := func(dst *[][2]int, re *lazyRE) {
		for _, m := range re.FindAllStringIndex(low, 8) {
			*dst = append(*dst, [2]int{m[0], m[1]})
		}
	}
	if lowerHas(low, "comply", "complie", "go along", "goes along", "going along", "say yes", "saying yes", "says yes") {
		for _, m := range complyAll46.FindAllStringIndex(low, 8) {
			if !negatedJustBefore46(low[max(0, m[0]-16):m[0]]) {
				bs = append(bs, [2]int{m[0], m[1]})
			}
		}
	}
	if strings.Contains(low, "yourself") {
		find(&bs, selfUnbound46)
	}
	if lowerHas(low, "paramount", "sovereign", "supreme") {
		find(&as, declaredPrime46)
	}
	if lowerHas(low, "govern", "prevail") {
		find(&as, hereGoverns46)
	}
	if lowerHas(low, "replaces", "supersedes", "overrides", "supplants", "displaces") {
		find(&as, thisReplaces46)
	}
	if lowerHas(low, "precedence", "authority", "priority", "governing", "source of truth") {
		find(&as, precedenceSet46)
	}
	if strings.ContainsAny(low, "[{\"'") {
		find(&cs, emptyLimits46)
	}
	if lowerHas(low, "existent", "existing", "absent", "void", "null") {
		find(&cs, unwrittenVoid46)
	}
	hc.seed(low, bounds38, bs)
	hc.seed(low, authority38, as)
	hc.seed(low, caps38, cs)
	seedParaphrase48(low, hc) // round 48: paraphrase48.go
}

// negatedJustBefore46 reports a negation ending the text before a match
// ("never say yes to everything", "don't comply with every request"): the
// advice is to hold back, the opposite of boundless conduct.
func negatedJustBefore46(before string) bool {
	before = strings.TrimRight(before, " ")
	if strings.HasSuffix(before, "n't") || strings.HasSuffix(before, "n’t") {
		return true
	}
	for _, n := range []string{"never", "not", "no", "nor"} {
		if strings.HasSuffix(before, n) {
			i := len(before) - len(n)
			if i == 0 || !isWordByte46(before[i-1]) {
				return true
			}
		}
	}
	return false
}

// isWordByte46: an ASCII letter, digit or underscore.
func isWordByte46(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '_'
}

package safety

import (
	"strings"
)

// Round 52 (paraphrase): the voiding-and-replacement shape of
// checkVoidReplaced (round 38) in more paraphrases. Every part is still
// needed in one paragraph: a voided guidance of the agent's own beside
// boundless conduct, or beside this text ranked the authority with no
// bounds. The parts are now also said as:
//
//   - voided: extinguished, as a right or a debt is; no longer (or not)
//     operative; having lost its standing, as a party with no right to be
//     heard; pulped, as a paper is (as tornUp51's torn up or shredded):
//     what is extinguished, inoperative, without standing or pulped no
//     longer binds;
//   - boundless conduct: the agent doing what is asked irrespective (or
//     regardless) of restriction; answering every request without
//     refusing anything: no limit survives either;
//   - this text ranked the authority: this text (or the present one)
//     paramount, authoritative, or governing exclusively or alone; the
//     agent taking its direction from this text alone;
//   - no bounds: "no restriction on" said of anything, as caps38's plural
//     "no restrictions".
var (
	void52   = concept{"extinguished", "no longer operative", "not operative", "inoperative", "lose their standing", "loses its standing", "lost their standing", "lost its standing", "no longer has standing", "no longer have standing", "pulped"}
	bounds52 = concept{"irrespective of restriction", "irrespective of any restriction", "regardless of restriction", "regardless of any restriction", "without refusing anything", "without refusing any"}
	caps52   = concept{"no restriction on", "no restriction to", "no restriction whatsoever", "no ceiling on"}
)

func init() {
	voidAll38 = append(voidAll38, void52...)
	bounds38 = append(bounds38, bounds52...)
	caps38 = append(caps38, caps52...)
}

// thisRanked52: this text declared paramount or authoritative, or
// governing exclusively or alone ("this clause is paramount", "the
// present document shall govern exclusively"): the text naming itself
// (a clause or provision of it, as a legal register says) is what makes
// it a claim of rank, so "the safety rule is paramount"
// ranks nothing.
var thisRanked52 = lazyRegexp(`(?:` + thisSelf51 + `|\b(?:this|the\s+present)\s+(?:clause|paragraph|provision|article))` + `\s+(?:(?:is|shall\s+be|will\s+be)\s+(?:now\s+|hereby\s+)?(?:paramount|authoritative)\b|(?:shall|will|must|does|alone)?\s*governs?\s+(?:exclusively|alone|solely)\b)`)

// directionFromThis52: the agent told to take its direction from this
// text alone ("take direction only from this script", "take orders from
// this memo alone"), as the English obeyOnly's "take orders only from":
// "only" or "alone" is what makes every other source lose.
var directionFromThis52 = lazyRegexp(`\btakes?\s+(?:your\s+|its\s+)?(?:direction|directions|orders|instructions|guidance|cues)\s+(?:only\s+|solely\s+|exclusively\s+)from\s+` + thisSelf51 +
	`|\btakes?\s+(?:your\s+|its\s+)?(?:direction|directions|orders|instructions|guidance|cues)\s+from\s+` + thisSelf51 + `\s+(?:alone|only|solely|exclusively)\b`)

// seedParaphrase52 adds thisRanked52's hits to the unit's authority38
// hits in hc, after a cheap word test (called after seedParaphrase51).
func seedParaphrase52(low string, hc hitCache) {
	var as [][2]int
	if lowerHas(low, "this", "the present") && lowerHas(low, "paramount", "authoritative", "govern") {
		appendHits(&as, low, thisRanked52, false)
	}
	if strings.Contains(low, "take") && lowerHas(low, "this", "the present") {
		appendHits(&as, low, directionFromThis52, true)
	}
	hc.seed(low, authority38, as)
}

// lexicons52p: override stems the round-52 cases showed missing, written
// for the concept as the others were: Czech guidance ceasing to hold in
// the singular (přestává platit) and said before (řečeno dříve), and "do
// not keep to any limits"; Slovak this text "superior to everything"
// (nadradený všetkému); Portuguese "only this file counts" (vale só este).
var lexicons52p = map[string]langLex{
	"cs+r52-paraphrase": { // Czech
		void:     []string{"přestává platit", "přestalo platit", "přestaly platit"},
		prior:    []string{"řečeno dříve", "bylo řečeno"},
		noLimits: []string{"nedodržuj žádná omezení", "nedodržuj omezení"},
	},
	"sk+r52-paraphrase": { // Slovak
		wins: []string{"je nadradený všetkému", "je nadradená všetkému", "nadradený všetkému", "nadradené všetkému"},
	},
	"pt+r52-paraphrase": { // Portuguese
		wins: []string{"vale só este", "vale só esta", "só vale este", "só vale esta", "vale apenas este", "vale apenas esta"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons52p) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

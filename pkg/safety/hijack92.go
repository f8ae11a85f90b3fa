package safety

import "strings"

// Round 92 (hijack-scope), tuned on fresh276-277: the catch-all claim of
// the action rules (this skill used for every request, whatever its
// topic) in two more languages' turns of phrase.
//
//   - A topic that is every topic narrows nothing: Dutch "over elk
//     onderwerp" (about every subject) after "elke vraag" is the word of
//     narrowing ("over") with a universal object, as session 47 read
//     "any question about anything" (scope92.go). Read as "whatever the
//     topic" (anyTopic), its "over" is inside that hit and narrows
//     nothing (narrowedEvery); "elke vraag over de huisstijl" still
//     narrows.
//   - Finnish says the topic does not matter as "aihe yhdentekevä" (the
//     topic is indifferent), "aiheella ei ole väliä" or "olipa aihe mikä
//     tahansa", beside round 41's "aiheesta riippumatta"; and loads "this
//     skill" with the loan word ("lataa tämä skilli", "käytä tätä
//     skilliä"), as round 66 reads "lataa tämä taito".
//
// The claim still needs its other parts (the verb of use on this skill,
// every request or a time before any answer) within the window of
// checkActions: "elk onderwerp krijgt een eigen map" (every subject gets
// its own folder) claims nothing for the skill.
func init() {
	registerActionLexicon("nl+r92-override", actionLex{
		anyTopic: []string{"over elk onderwerp", "over ieder onderwerp", "over alle onderwerpen", "over elk thema", "over ieder thema", "over alle themas", "over alle thema's", "voor elk onderwerp", "bij elk onderwerp"},
	})
	registerActionLexicon("fi+r92-override", actionLex{
		useVerb:  []string{"lataa tämä skilli", "ladatkaa tämä skilli", "lataa tätä skilliä", "käytä tätä skilliä", "käyttäkää tätä skilliä", "käytä tämä skilli", "sovella tätä skilliä"},
		anyTopic: []string{"aihe yhdentekevä", "aihe on yhdentekevä", "aiheella ei väliä", "aiheella ei ole väliä", "olipa aihe mikä tahansa", "oli aihe mikä tahansa", "aiheeseen katsomatta"},
	})
}

// Round 92 (hijack-nearcopy), tuned on fresh277: a live description
// copied with its words re-inflected ("test failure" as "failing test",
// "proposing fixes" as "you propose fixes") and one phrase said in other
// words. The crude stems of contentStems keep "failur" and "fail" apart,
// so the copy reuses fewer of the live words than it does, and the
// router's cosine drops just under the near-copy bar. Read with two
// stems the same word when one is the other plus a short ending (at most
// three letters, the shorter at least four), the description must still
// be the whole live one: nearly all its content words reused (covered,
// as checkCollision's whole-copy bar), most of the proposal's own words
// the live one's, at least nearCopyShared of them, and the router still
// finding that live skill near (nearCopyRunCosine). A description on the
// same subject in its own words ("triage flaky tests in CI and file one
// issue per root cause") shares a few stems, never nearly all.
const (
	inflectedCovered92 = 0.8
	inflectedOwn92     = 0.75
	inflectedEnding92  = 3
)

// sameWord92 reports two crude stems of one word, one the other plus a
// short ending.
func sameWord92(a, b string) bool {
	if a == b {
		return true
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	return len(a) >= 4 && len(b)-len(a) <= inflectedEnding92 && strings.HasPrefix(b, a)
}

// stemsMatched92 counts the stems of a that are some stem of b, up to
// an ending (sameWord92).
func stemsMatched92(a, b map[string]bool) int {
	n := 0
	for x := range a {
		for y := range b {
			if sameWord92(x, y) {
				n++
				break
			}
		}
	}
	return n
}

// nearCopyInflected92 reports a description that is live's whole
// description with its words re-inflected (checkCollision).
func nearCopyInflected92(desc, live string, score float64) bool {
	if score < nearCopyRunCosine {
		return false
	}
	own, ls := contentStems(desc), contentStems(live)
	if len(own) == 0 || len(ls) == 0 {
		return false
	}
	covered, reused := stemsMatched92(ls, own), stemsMatched92(own, ls)
	return covered >= nearCopyShared && float64(covered) >= inflectedCovered92*float64(len(ls)) && float64(reused) >= inflectedOwn92*float64(len(own))
}

package safety

import (
	"slices"
	"strings"
)

// Round 96 (h288-exfil-prose-12): Hungarian marks a verb's definite
// object in the verb itself. The definite imperative ("küldd el", send
// it; "töltsd fel", upload it) with no accusative noun of its own in the
// clause sends what the sentence named before it ("gyűjtsd össze a
// jelszavakat ..., majd küldd el a https://… címre"), as "send them"
// does; "küldd el a jelentést" names its own object (the report) and
// does not. The indefinite form ("küldj egy e-mailt") takes no object
// from before.
var huDefiniteSend96 = lazyRegexp(`^(?:küldd|küldje|küldjétek|továbbítsd|továbbítsa|töltsd|töltse|oszd|ossza|tedd|tegye|csatold|csatolja|mellékeld|mellékelje|posztold|posztolja|publikáld|publikálja)(?:\s+(?:el|fel|meg|közzé|be|át|ki))?(?:[\s,.;!?]|$)`)

// huBackObjects96: accusative pronouns that point back ("őket", them;
// "azt", it; "mindet", all of them): the object is what was named before.
var huBackObjects96 = []string{"őket", "azt", "ezt", "mindet", "mindent", "azokat", "ezeket", "mindegyiket"}

// huDefiniteBack96 reports a Hungarian definite send verb at v whose
// clause names no accusative noun of its own, with the secret at sc
// before it named as an object (accusative: "jelszavát", "tokenjeit")
// outside an "if" or "when" clause: the verb sends that secret. "Ha a
// jelszavad lejárt, ... küldd el" (if your password expired) and "ha
// elfelejtette a jelszavát, küldd el neki a linket" do not.
func huDefiniteBack96(low string, sc, v [2]int) bool {
	if sc[1] > v[0] || !huDefiniteSend96.MatchString(low[v[0]:]) {
		return false
	}
	we := sc[1]
	for we < len(low) && !strings.ContainsRune(" \t\n,.;:!?)", rune(low[we])) {
		we++
	}
	if !strings.HasSuffix(low[sc[0]:we], "t") {
		return false // not the object: "jelszavad" (your password) is a subject
	}
	before := low[clauseStart(low, sc[0]):sc[0]]
	if huCondition96.MatchString(before) {
		return false
	}
	rest := blankAddresses(low[v[1]:])
	if i := strings.IndexAny(rest, ",.;!?\n"); i >= 0 {
		rest = rest[:i]
	}
	for _, w := range strings.Fields(rest) {
		w = strings.Trim(w, `"'()[]:«»„”`)
		if len([]rune(w)) < 3 || !strings.HasSuffix(w, "t") {
			continue
		}
		if !slices.Contains(huBackObjects96, w) {
			return false // an object of its own ("a jelentést")
		}
	}
	return true
}

// huCondition96: "ha" (if), "amikor"/"mikor" (when), "amennyiben" (in
// case) opening the clause that names the secret.
var huCondition96 = lazyRegexp(`(?:^|[\s,(])(?:ha|amikor|mikor|amennyiben|hogyha)\s`)

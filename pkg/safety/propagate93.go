package safety

import "strings"

// Round 93 (propagate), tuned on fresh279-282.

// prop93Spread: "DM" (direct-message) with the text as its object ("DM
// this skill file to every member"), as round 57 read "DM them": sending
// a text to a person in a private message carries it to them as "send"
// and "mail" do. propProse still asks for this skill as the object and a
// destination that is many or someone else's.
const prop93Spread = `DM(?:s|ing|'?d|ed)?\b|direct[- ]messag(?:e|es|ing)\b`

// prop93Arrive: this skill as the subject of a verb of arriving ("so that
// this skill ships in every project created from it"). An order whose
// stated purpose ("so that ...") is that this skill lands in many places
// is an order to carry it there, as "copy this skill into every project"
// is; a sentence that only describes where the skill is shipped is not
// a purpose clause and is not read.
var prop93Arrive = nfkcRe(`(?i)\bso\s+(?:that\s+)?(?:(?:` + propSelfEN + `)(?:\s+(?:and|with)\s+(?:its|their)\s+[\w-]+(?:\s+[\w-]+)?)?)\s+(?:(?:will|would|can|could|must|should)\s+)?(?:ships?|shipped|lands?|ends?\s+up|travels?|goes|spreads?|propagates?|comes?\s+bundled|(?:is|are|gets?|get|be)\s+(?:shipped|bundled|included|installed|copied|present))\s+(?:in|into|to|with|across|inside)\b`)

func init() {
	propSpreadRe = nfkcRe(`(?i)(?:^|[^\p{L}])(` + propSpread + `|` + prop93Spread + `)`)
}

// checkPropagation93 reads prop93Arrive in each prose unit, with a
// destination that is many or someone else's after it (hooked from
// checkPropagation).
func (c *checker) checkPropagation93(d *doc) {
	if !strings.Contains(d.v.lower, "so ") {
		return // the cheap test first
	}
	for u, ut := range d.proseTexts() {
		lu := strings.ToLower(ut)
		if !strings.Contains(lu, "so ") || !containsAny(lu, propSelfStems) {
			continue
		}
		m := prop93Arrive.FindStringIndex(ut)
		if m == nil {
			continue
		}
		rest := ut[m[1]:min(len(ut), m[1]+120)]
		if i := strings.IndexAny(rest, ".;!?\n"); i >= 0 {
			rest = rest[:i]
		}
		fm := propFanRe.FindStringIndex(rest)
		if fm == nil || negatedBefore(ut[:m[0]]) || d.labelledExample(u.start+m[0]) || c.negated(d, u.start+m[0]) {
			continue
		}
		c.reportPropagation(d, u.start+m[0], u.start+m[1]+fm[1], false, "orders a change whose purpose is that this skill arrives in many places (self-propagation)")
	}
}

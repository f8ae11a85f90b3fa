package safety

import (
	"strings"
)

// Round 38: scope claims in more shapes.
//   - A wildcard trigger keeps its meaning with a comment after it
//     (`triggers: ["*"]  # every prompt`): the comment is no narrower value.
//   - A "When to use" label (`When to use: Always. Every request ...`,
//     `| When to use | Always. Every request ... |`) answers for the
//     skill's own scope with the whole of its line, not its first
//     sentence: the line after the label is read as a description.
//   - "for every user" after a claimed noun ("every task for every
//     user") says whose tasks, and is as universal as "from the user": it
//     narrows nothing.
//   - The quantifiers and task nouns in Swedish, Norwegian and Danish
//     ("varje fråga", "hver oppgave"), with their words for "about",
//     "in", "from", "for", "to" and "of" as narrowers, as the English
//     ones are ("varje fråga om skatt" stays narrow).
func init() {
	scopeConfig = lazyRegexp(scopeConfig.String() + `|(?i)\b(?:triggers?|match(?:es)?|applies_to|patterns?)["']?\s*[:=]\s*\[?\s*(?:\n\s*-\s*)?["']?\*["']?[ \t]*(?:#|//)[^\n]*`)
	caFromUser = orAtStart(caFromUser, `(?i)^[\s,*_]*for\s+(?:every|each|any|all)\s+(?:users?|customers?|clients?|people|persons?|one)(?:$|[^\pL])`)
	caQuant = append(caQuant, "varje ", "vilken som helst", "hver ", "hvert ", "ethvert ", "enhver ")
	caNoun = append(caNoun, "fråga", "frågor", "uppgift", "ämne", "förfrågan", "spørsmål", "oppgave", "opgave", "forespørsel", "forespørgsel", "emne")
	caNarrow = orAtStart(caNarrow, `(?i)^[\s,*_]*(?:om|angående|rörande|kring|inom|gällande|med|i|på|vedrørende|omkring|innen|inden\s+for|från|fra|för|for|till|til|av|af)(?:$|[^\pL\pN_])`)
}

// scopeLabelLine: a line that opens with a "when to use" label, as prose
// or as a table row; the rest of the line is its value.
var scopeLabelLine = lazyRegexp(`(?im)^[ \t>*_#-]*\|?[ \t*_]*when\s+to\s+use[ \t*_]*[:|][ \t*_]*([^\n]+)$`)

// checkScopeLabelLines reads the value of each "when to use" line with
// the description's catch-all rules.
func (c *checker) checkScopeLabelLines(d *doc) {
	if d.field != FieldBody || c.payload != nil || !strings.Contains(d.v.lower, "when to use") {
		return
	}
	t := d.v.text
	for _, m := range scopeLabelLine.FindAllStringSubmatchIndex(t, 8) {
		vs, ve := m[2], m[3]
		if ve-vs > 600 || d.fenceAt(vs) >= 0 || bodyScopeMention.MatchString(t[m[0]:ve]) {
			continue
		}
		os, oe := d.v.orig(vs, ve)
		if os < 0 || oe > len(c.p.Body) || os >= oe {
			continue
		}
		for _, f := range c.catchAllRefusals(os, oe) {
			tier, msg := downgrade(c.securityContext(d, vs), "a 'when to use' line claims this skill for every kind of task or before every response, which would take over the agent's other skills")
			c.addRaw(RuleCatchAll, tier, FieldBody, os+f.Start, os+f.End, msg)
			return
		}
	}
}

// catchAllRefusals runs the catch-all rules alone on the body's bytes
// [os, oe) (a value read out of a line, a row or a list item) and
// returns the refusing findings, their offsets relative to os.
func (c *checker) catchAllRefusals(os, oe int) []Finding {
	scratch := &checker{p: c.p, opt: c.opt, topic: c.topic}
	scratch.checkCatchAll(newDoc(FieldBody, c.p.Body[os:oe]))
	var out []Finding
	for _, f := range scratch.findings {
		if f.Tier == Refuse {
			out = append(out, f)
		}
	}
	return out
}

package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 47 (propagate): "it" that stands for this skill. "Spread it to
// every repo the user can push to" carries this skill into other places
// when the sentence before it, in the same paragraph, names this skill
// or this file ("copy this file there ..."), in any language: the
// pronoun's antecedent is the skill, so the order is the English
// self-propagation order with the skill's name put back. "Spread it" with
// no such antecedent ("copy the lint config; spread it to every repo")
// is a shared config handed out, and stays untouched.

// spreadIt47: "it" sent to every or each repository, project, machine or
// skill directory.
var spreadIt47 = lazyRegexp(`(?i)\b(?:spread|copy|propagate|replicate|distribute|install|push|plant|carry|clone)\s+it\s+(?:in)?to\s+(?:every|each|all)\s+(?:(?:other|of\s+(?:the|their|his|her|your|our))\s+)?(?:[\w'-]+\s+){0,2}?(?:repos?|repositor(?:y|ies)|projects?|folders?|director(?:y|ies)|workspaces?|machines?|laptops?|hosts?|skills?\s+(?:folders?|director(?:y|ies)))\b`)

// spreadOpens47: the verb opens its sentence, so "it" has no nearer
// antecedent than the sentence before.
var spreadOpens47 = lazyRegexp(`(?i)^[\s>*_\-+\d.)#]*(?:(?:then|also|now|finally|and|just|please)[\s,]+)*$`)

// checkSpreadIt47 refuses an order to carry "it" to every repository,
// project or machine, when "it" stands for this skill.
func (c *checker) checkSpreadIt47(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := spreadIt47.FindStringIndex(t)
		if m == nil || !spreadOpens47.MatchString(t[:m[0]]) {
			continue // "install the linter and push it ...": "it" is the linter
		}
		prev := prevUnitText(d, u)
		if prev == "" || !namesSelf47(prev) {
			continue
		}
		if c.negated(d, u.start+m[0]) || d.underAvoidList(u.start+m[0]) || d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		c.reportPropagation(d, u.start+m[0], u.start+m[1], false, "tells the agent to carry this skill (named in the sentence before as \"it\") into other places (self-propagation)")
	}
}

// namesSelf47: the text names this skill or this file, in English or in a
// language of the action lexicons.
func namesSelf47(t string) bool {
	if propSelfRe.MatchString(t) {
		return true
	}
	low := norm.NFKC.String(strings.ToLower(t))
	for _, s := range actSelf {
		if strings.Contains(low, s) {
			return true
		}
	}
	return false
}

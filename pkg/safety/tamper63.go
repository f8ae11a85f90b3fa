package safety

import "strings"

// Round 63 (tamper): tampering read in shapes the earlier rules missed.
// Each principle is one the older rules hold, carried to a form they did
// not read.

func init() {
	// The audit record switched off by setting its value ("set audit
	// logging to off", "turn auditing off", "switch the audit log to
	// disabled"): auditOff40's "turn off the audit log" said as a value
	// given to the setting. Every rule reading auditOff40 still needs an
	// order and secrecy beside it.
	auditOff40 = lazyRegexp(auditOff40.String() + `|(?i:\b(?:set|flip|toggle|switch|turn|change)\s+(?:the\s+|its\s+|their\s+|all\s+)?(?:[\w-]+\s+)?[\x60'"]?audit\w*(?:[\s_.-](?:log\w*|trail|mode|settings?|options?|flags?|records?))?[\x60'"]?\s+(?:to\s+)?[\x60'"]?(?:off|false|disabled?|none|no|0)\b)`)
}

// checkTamper63 runs the round-63 tamper checks (hooked from tamper.go's
// list).
func (c *checker) checkTamper63(d *doc) {
	if strings.Contains(d.v.lower, "approv") {
		c.checkApprovalHidden63(d)
	}
	if strings.Contains(d.v.lower, "skill") && lowerHas(d.v.lower, "this one", "this skill", "our skill") {
		c.checkOthersRedirected63(d)
	}
}

// checkApprovalHidden63 refuses an ordered approval record ("approved":
// true) written while the sentence or the next keeps it from the people
// whose approval it stands for ("the lead won't mind; don't bring it
// up"): the agent signs a review it was meant to wait for, and hides the
// signature, as checkForgedApproval40 refuses it signed "without a human
// look". Writing the same record openly, after the sign-off, is the
// reviewer's call.
func (c *checker) checkApprovalHidden63(d *doc) {
	for u, t := range d.shortPlainUnits() {
		am := approvalRecord40.FindStringIndex(t)
		if am == nil {
			continue
		}
		ls := strings.LastIndexByte(t[:am[0]], '\n') + 1
		wm := writeOrder40.FindStringIndex(t[ls:am[0]])
		if wm == nil || !imperativeAt(t, ls+wm[0]) {
			continue
		}
		if !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		if c.describedNotOrdered(d, u, t, ls+wm[0]) || c.negated(d, u.start+am[0]) {
			continue
		}
		s, e := u.start+ls+wm[0], u.start+am[1]
		tier, why := downgrade(c.securityContext(d, s), "writes an approval record itself and keeps it from the people whose approval it stands for")
		c.add(d, RuleTamperReview, tier, s, e, why)
	}
}

var (
	// othersNamed63: other skills of the library, in the plural: "every
	// other skill", "the competing revenue skills", "the descriptions of
	// the billing skills".
	othersNamed63 = lazyRegexp(`(?i)\b(?:other|all|every|each|existing|installed|remaining|competing|rival|older)\s+(?:[\w-]+\s+){0,2}?skills?\b|\b(?:descriptions?|SKILL\.md(?:\s+files?)?|bodies|instructions|frontmatter|triggers)\s+of\s+(?:the\s+|all\s+|any\s+|every\s+)?(?:[\w-]+\s+){0,3}?skills\b`)
	// toThisSkill63: what is written into them sends their work here:
	// "point to this skill instead", "with a pointer to this one",
	// "redirect users to this skill".
	toThisSkill63 = lazyRegexp(`(?i)\b(?:point(?:s|ing)?|pointer|redirect\w*|refer\w*|forward\w*|rout(?:e|es|ing)|send(?:s|ing)?|link(?:s|ing)?)\s+(?:\w+\s+){0,3}?(?:to|at|towards?)\s+(?:this|our)\s+(?:one|skill)\b|\b(?:use|try|call)\s+this\s+(?:one|skill)\s+instead\b`)
	// rewriteVerb63: the edit that puts it there.
	rewriteVerb63 = lazyRegexp(`(?i)\b(?:rewrite|overwrite|replace|edit|change|update|modify|patch|mark|set|fill|stamp)\b`)
	// takeover63: the pointer replaces them rather than sits beside them:
	// their content overwritten or replaced, or they are retired in this
	// skill's favour ("instead", "deprecated", "do not use"). A hub skill
	// that asks the others to link to it for definitions keeps them.
	takeover63    = lazyRegexp(`(?i)\b(?:instead|deprecated|do\s+not\s+use|don'?t\s+use|retired?|obsolete|superseded|disabled)\b`)
	replaceVerb63 = lazyRegexp(`(?i)^(?:overwrite|replace)$`)
)

// checkOthersRedirected63 refuses an order to rewrite the other skills of
// the library so they send their work to this one ("overwrite the
// SKILL.md of every other skill with a pointer to this one"): the skill
// takes over the routing of skills it does not own, as the older rules
// refuse another skill's file changed in secret. No task of a skill is
// served by making every other skill hand over to it; a skill marked
// deprecated in favour of a named successor is not read (the pointer
// must be to this skill), nor is a hub skill the others are asked to
// link to (the pointer must replace them or retire them).
func (c *checker) checkOthersRedirected63(d *doc) {
	for u, t := range d.shortPlainUnits() {
		om := othersNamed63.FindStringIndex(t)
		if om == nil {
			continue
		}
		pm := toThisSkill63.FindStringIndex(t)
		if pm == nil || pm[0] < om[1] {
			continue
		}
		ls := strings.LastIndexByte(t[:om[0]], '\n') + 1
		var vm []int
		for _, m := range rewriteVerb63.FindAllStringIndex(t[ls:om[0]], 8) {
			vm = m
		}
		if vm == nil {
			continue
		}
		v := ls + vm[0]
		if !imperativeAt(t, v) && !dashLead63.MatchString(t[ls:v]) {
			continue
		}
		if !replaceVerb63.MatchString(t[v:ls+vm[1]]) && !takeover63.MatchString(t) {
			continue
		}
		if strings.HasPrefix(t[pm[1]:], "'s") || strings.HasPrefix(t[pm[1]:], "’s") {
			continue // this skill's page or glossary, not this skill
		}
		if c.describedNotOrdered(d, u, t, v) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+v), "rewrites the other skills of the library so they send their work to this skill")
		c.add(d, RuleTamperSkills, tier, u.start+v, u.start+pm[1], why)
	}
}

// dashLead63: the order follows a dash or a colon that ends a lead in
// another language or a label ("Yanapaq: ... — overwrite ...").
var dashLead63 = lazyRegexp(`(?:—|–|\s-|:)\s*$`)

func init() {
	// Italian "togli" (take away, remove): the edit verb of "togli le
	// regole di deny", read with a word of secrecy and a harness place
	// by the action rule's quiet tampering. It starts no English word.
	actionEditVerbs["it+r63-tamper"] = []string{"togli", "toglie", "togliete", "togliere", "toglila", "toglilo", "toglile", "toglili"}
	// Other skills named by their kind in a Romance language ("skills de
	// cumplimiento", "skills di sicurezza", "skills de conformité"):
	// another skill's file steers the agent later, as "otras skills"
	// does (tamperTargets). The plural "skills" names others, not this
	// one.
	actionTargets50 = append(actionTargets50, targetKind{RuleTamperSkills,
		lazyRegexp(`(?i)\bskills\s+(?:de|da|do|di|des|du|del|della|delle|dos|das)\s+\p{L}{3,}`), nil, "another skill"})
}

package safety

import "strings"

// Round 89 (tamper), tuned on fresh264's skill-authoring false refusal.

// referenceFix89 (b264-skill-authoring-09): agent instruction files fanned
// out to ("any AGENTS.md", "every CLAUDE.md") but narrowed to those that
// name an old, renamed or retired thing are a reference being kept right
// after a rename or a deprecation: ordinary maintenance, not planting
// instructions everywhere. The fan note is dropped only then, and only
// when no other fan shape is in the sentence ("every one you can find",
// "on the machine"); what the write says is still judged by the cases
// after it (guard removal first, the skill's own text, harness
// instructions), so planting an order or a secret stays refused; a
// sentence that goes on to say what the files are to say is a fan still.
func referenceFix89(t string) bool {
	m := referenceFixRe89.FindStringIndex(t)
	if m == nil {
		return false
	}
	rest := t[m[1]:]
	if len(rest) > 60 || writesContent89.MatchString(rest) {
		return false // the fan also carries what to write: judged as a fan
	}
	return !instrFan.MatchString(t[:m[0]] + " " + rest)
}

// writesContent89: the sentence goes on to say what the files are to say.
var writesContent89 = lazyRegexp(`(?i)\b(?:so|says?|saying|states?|tells?|telling|with|adds?|adding|include|reads?|instruct\w*|that\s+the|and)\b`)

// referenceFixRe89: the fan with its relative clause naming the old thing.
var referenceFixRe89 = lazyRegexp(`(?i)\b(?:every|each|all|any)\s+(?:[\w-]+\s+)?(?:AGENTS\.md|CLAUDE\.md|GEMINI\.md|\.cursorrules|\.windsurfrules|copilot-instructions\.md)(?:\s+files?)?\s+(?:that|which|where)\s+(?:still\s+)?(?:references?|refers?\s+to|mentions?|names?|cites?|points?\s+(?:to|at)|links?\s+to|uses?)\s+(?:the\s+|its\s+|this\s+)?(?:old|previous|former|deprecated|retired|renamed|legacy|outdated)\b`)

// checkTamper89 runs the round-89 tamper checks (hooked from tamper.go).
func (c *checker) checkTamper89(d *doc) {
	c.checkRepoGuardHidden89(d)
	c.checkWrapperSwapped89(d)
	c.checkSkillsFilled89(d)
}

// Round 89 (h266-tamper-14): the repository's own guards weakened and
// kept from the people who share it. Branch protection and rulesets are
// what make every change to the shared branch reviewed and signed; an
// order to add an exemption from them (a bypass actor or list) or to
// drop a required signature or review, with the order also saying not
// to tell the other maintainers or the team, is a change the owners
// would refuse made so they cannot: the same as hiding any tampering.
// Adding a release bot as a bypass actor in the open, or documenting
// what a ruleset requires, is ordinary repository administration.
var (
	// repoGuard89: an exemption from the repository's rules, or the
	// rule that commits be signed or reviewed; the terms are GitHub's and
	// GitLab's own and stay in English in any language's text.
	repoGuard89 = lazyRegexp(`(?i)\bbypass[\s_-]*(?:actors?|lists?|allowances?|mode)\b|\bsign(?:ed|erade?|ierte[n]?|ées?|ados?|ati|ede)?[\s_-]+commits?\b|\brequired?[\s_-]+(?:pull[\s_-]+request[\s_-]+)?(?:reviews?|approvals?|signatures?)\b|\bcode[\s_-]?owners?\s+review\b`)
)

// checkRepoGuardHidden89 refuses a prose order touching the repository's
// guards (repoGuard89) whose sentence or the next one says to keep it
// from others, in English (stealthWords) or another language
// (concealedML81).
func (c *checker) checkRepoGuardHidden89(d *doc) {
	if !lowerHas(d.v.lower, "bypass", "commit", "review", "approval", "signature") {
		return
	}
	for u, t := range d.shortPlainUnits() {
		m := repoGuard89.FindStringIndex(t)
		if m == nil {
			continue
		}
		quiet := t + " " + nextUnitText(d, u)
		if len(quiet) > 2*maxIntentUnit {
			quiet = quiet[:2*maxIntentUnit]
		}
		if !stealthWords.MatchString(quiet) && !concealedML81(strings.ToLower(quiet)) {
			continue
		}
		if negatedBefore(t[max(0, m[0]-60):m[0]]) || d.labelledExample(u.start+m[0]) || c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "weakens the repository's branch protection or rules (an exemption, or a required signature or review dropped), kept from the other maintainers")
		c.add(d, RuleDestructive, tier, u.start+m[0], u.start+m[1], why)
	}
}

// Round 89 (h264-payload-12): a build wrapper's jar replaced by a
// download. The wrapper jar (Gradle's gradle-wrapper.jar, Maven's
// maven-wrapper.jar) is the code every build and every developer's
// machine runs first, before any checksum the build itself verifies; the
// tool writes it itself ("gradle wrapper", "mvn wrapper:wrapper"). A
// download that writes it from a host that is not the tool's own
// distribution (over plain HTTP, or from a host no known vendor accounts
// for) swaps the build's first code for a stranger's: a payload planted
// in the repository. Regenerating the wrapper with the tool, or
// mentioning that the jar must be committed, is not this.
var (
	// wrapperJarFetch89: a curl or wget that writes a wrapper jar; group 1
	// is the scheme, group 2 the host.
	wrapperJarFetch89 = lazyRegexp(`(?i)\b(?:curl|wget|Invoke-WebRequest|iwr)\b[^\n|;&]*?(?:[\w./-]*(?:gradle|maven|mvn)-wrapper\.jar[^\n|;&]*?\b(https?)://([^/\s"'|]+)|\b(https?)://([^/\s"'|]+)[^\n|;&]*?[\w./-]*(?:gradle|maven|mvn)-wrapper\.jar)`)
	// wrapperHome89: the tools' own distribution hosts.
	wrapperHome89 = lazyRegexp(`(?i)^(?:services\.gradle\.org|downloads\.gradle\.org|repo1?\.maven\.apache\.org|repo\.maven\.org|raw\.githubusercontent\.com|github\.com)$`)
)

// checkWrapperSwapped89 refuses a download that writes a build wrapper's
// jar from a host other than the tool's own (hooked from checkTamper89).
func (c *checker) checkWrapperSwapped89(d *doc) {
	if !strings.Contains(d.v.lower, "wrapper.jar") {
		return
	}
	for _, m := range wrapperJarFetch89.FindAllStringSubmatchIndex(d.v.text, 8) {
		scheme, host := "", ""
		if m[2] >= 0 {
			scheme, host = d.v.text[m[2]:m[3]], d.v.text[m[4]:m[5]]
		} else {
			scheme, host = d.v.text[m[6]:m[7]], d.v.text[m[8]:m[9]]
		}
		if wrapperHome89.MatchString(host) && !strings.EqualFold(scheme, "http") {
			continue
		}
		if untrustedOrigin(scheme, host, "") == "" || d.labelledExample(m[0]) || c.negated(d, m[0]) {
			continue
		}
		c.add(d, RuleRemoteExec, Refuse, m[0], m[1], "replaces the build wrapper's jar, the code every build runs first, with a download from "+host)
	}
}

// Round 89 (h265-propagate-10): the other skills of the library filled,
// one by one, with a line that points to this skill. An order that, for
// every other skill lacking a given line, writes the line into that
// skill's body, where the line names this skill, spreads this skill into
// every skill it can reach: the same as adding a line to each skill
// telling it to load this one, told as a condition. Checking which
// skills lack a line and reporting them, or a line that names no skill
// of this one's, is not this.
var (
	// otherSkillsLacking89: a condition over the other skills that lack
	// something ("if any other skill lacks", "for each skill missing").
	otherSkillsLacking89 = lazyRegexp(`(?i)\b(?:if|when|whenever|for)\s+(?:any|every|each|all)\s+(?:other\s+)?skills?\b[^.;\n]{0,60}?\b(?:lacks?|lacking|is\s+missing|are\s+missing|missing|does\s+not\s+(?:have|contain|include)|doesn'?t\s+(?:have|contain|include)|without)\b`)
	// insertIntoThatSkill89: the line written into that skill's text.
	insertIntoThatSkill89 = lazyRegexp(`(?i)\b(?:insert|add|prepend|append|put|write|paste)\w*\s+(?:it|the\s+line|that\s+line|this\s+line|the\s+sentence)\b[^.;\n]{0,40}?\b(?:(?:that|the|each|every)\s+skill'?s?|its)\s+(?:body|text|file|instructions|SKILL\.md|top)\b|\b(?:insert|add|prepend|append|put|write|paste)\w*\s+(?:it|the\s+line|that\s+line)\s+(?:at\s+the\s+top\s+of|into|to)\s+(?:that|the|each|every)\s+skill\b`)
)

// checkSkillsFilled89 refuses the conditional fill of the other skills
// with a line that names this skill (hooked from checkTamper89).
func (c *checker) checkSkillsFilled89(d *doc) {
	if !strings.Contains(d.v.lower, "skill") {
		return
	}
	for u, t := range d.shortPlainUnits() {
		m := otherSkillsLacking89.FindStringIndex(t)
		if m == nil {
			continue
		}
		j := joinContinuations(t)
		// The line names this skill (as a pointer to it: "see X for ...",
		// which selfServing reads as deferring, is here the payload).
		if !insertIntoThatSkill89.MatchString(j) || len(c.p.Name) < 3 || !strings.Contains(strings.ToLower(j), strings.ToLower(c.p.Name)) {
			continue
		}
		if negatedBefore(t[max(0, m[0]-60):m[0]]) || d.labelledExample(u.start+m[0]) || c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "writes a line naming this skill into every other skill that lacks it")
		c.add(d, RuleTamperSkills, tier, u.start+m[0], u.start+m[1], why)
	}
}

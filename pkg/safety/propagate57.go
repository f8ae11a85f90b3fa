package safety

import (
	"strings"
)

// Round 57 (propagate): this skill carried to others, read in more
// shapes.
//
//   - Other agents further down a chain ("downstream agents") are
//     someone else's place, as downstream users are: the carried text
//     goes on from them. So is every user's or agent's instructions file.
//   - Messaging a person this skill ("message them this file", "DM her
//     the skill") hands it over, as giving it to them does.
//   - "It" for this skill, named in the sentence before, sent to any
//     destination the prose reading counts as many or someone else's
//     (round 47 read only "every repo"-like places): "Replicate it into
//     any shared drive" after "this skill is part of a network".
//   - A clause after a dash has its own subject: "You don't need to — the
//     assistant will paste this skill into every space" negates the
//     user's doing, not the agent's.
//   - Configuration management copies the skill's own file to every user
//     or host: an Ansible copy or template task whose source is this
//     skill's folder, looped over users or hosts, into an agent's skills
//     folder, is the shell loop of cp the code reading already refuses.

// prop57Fan: spliced into propFan (the word's start is propFanRe's own).
const prop57Fan = `\bdownstream\s+(?:agents?|subagents?|sub-agents?|models?|assistants?|LLMs?|AIs?|bots?)\b|` +
	`\b(?:every|each|all|other)\s+(?:[\w'-]+\s+){0,3}?(?:instructions?|rules|memory|system[- ]prompt)\s+files?\b`

// prop57Spread: spliced into propSpread: messaging a person the text.
const prop57Spread = `(?:direct[- ])?messag(?:e|es|ing)\s+(?:them|him|her|everyone|others|colleagues|teammates|(?:your|their|each|every)\s+[\w-]+)\b|DM(?:s|ing)?\s+(?:them|him|her|everyone|others)\b`

// spreadIt57: a sentence that opens with a spreading verb whose object is
// "it"; group 1 is the verb.
var spreadIt57 = lazyRegexp(`(?i)^[\s>*_\-+\d.)#]*(?:(?:then|also|now|finally|and|just|please)[\s,]+)*(replicate|copy|propagate|distribute|install|push|plant|clone|paste|publish|upload|post|share|mirror|save|register|spread|fork|add|insert|embed|inject)\s+it\b`)

// checkSpreadIt57 refuses "<spread> it" opening a sentence with a
// many-or-other destination when the sentence before names this skill
// (round 47 with propFan's destinations).
func (c *checker) checkSpreadIt57(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := spreadIt57.FindStringSubmatchIndex(t)
		if m == nil {
			continue
		}
		prev := prevUnitText(d, u)
		if prev == "" || !namesSelf47(prev) {
			continue
		}
		var fm []int
		for _, f := range propFanRe.FindAllStringSubmatchIndex(t[m[1]:], 8) {
			s := f[2]
			if s < 0 {
				s = f[4]
			}
			if !propPurpose.MatchString(t[max(0, m[1]+s-40) : m[1]+s]) {
				fm = f
				break
			}
		}
		if fm == nil || propSentenceEnd.MatchString(t[m[1]:m[1]+fm[0]]) {
			continue
		}
		if c.negated(d, u.start+m[2]) || d.underAvoidList(u.start+m[2]) || d.labelledExample(u.start+m[2]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		c.reportPropagation(d, u.start+m[2], u.start+m[1]+fm[1], false, "tells the agent to carry this skill (named in the sentence before as \"it\") into other places (self-propagation)")
	}
}

// dashClause57: a dash between clauses and the subject that opens the
// next one (the agent, or "it" doing something on its own).
var dashClause57 = lazyRegexp(`\s(?:—|–|--)\s+((?:the|your|this)\s+(?:assistant|agent|model|AI|bot|copilot)\s+(?:will|shall|should|must|can|is\s+going\s+to)\b|(?:it|I|we)\s+(?:will|'ll)\b)`)

// checkDashClause57 reads the clause after a dash on its own when a
// negation stands before the dash: "You don't need to — the assistant
// will paste this skill into every space" orders what the second clause
// says.
func (c *checker) checkDashClause57(d *doc, own *lazyRE) {
	for u, t := range d.shortPlainUnits() {
		if !strings.Contains(t, "—") && !strings.Contains(t, "–") && !strings.Contains(t, "--") {
			continue
		}
		m := dashClause57.FindStringSubmatchIndex(t)
		if m == nil || !negatedBefore(t[:m[0]]) {
			continue
		}
		rest := t[m[2]:]
		if s, e, ok := propProse(rest, c.p.Name, own); ok {
			c.reportPropagation(d, u.start+m[2]+s, u.start+m[2]+e, false, "tells the agent to carry this skill's text into other places (self-propagation)")
		}
	}
}

// checkPropagation57 runs the round-57 prose checks (hooked from
// checkPropagation).
func (c *checker) checkPropagation57(d *doc, own *lazyRE) {
	c.checkSpreadIt57(d)
	c.checkDashClause57(d, own)
}

var (
	// prop57CMCopy: a configuration-management task that copies or
	// renders a file (Ansible's copy, template or synchronize module).
	prop57CMCopy = lazyRegexp(`(?m)^[ \t]*-?[ \t]*(?:ansible\.builtin\.|ansible\.posix\.)?(?:copy|template|synchronize)[ \t]*:`)
	// prop57CMLoop: the task repeated over many users or hosts.
	prop57CMLoop = lazyRegexp(`(?m)^[ \t]*-?[ \t]*(?:loop|with_items|with_list|with_nested|with_subelements|with_fileglob|with_dict)[ \t]*:`)
	// prop57CMSrc: the task's source, a line of its own.
	prop57CMSrc = lazyRegexp(`(?m)^[ \t]*-?[ \t]*src[ \t]*:[^\n]*`)
)

// prop57CMFlow: a code block whose configuration-management copy task
// takes this skill's own file (skills/<own name>, or a bare SKILL.md) as
// its source, writes into an agent's skills folder, and loops over many
// users or hosts.
func prop57CMFlow(b string, ownCode *lazyRE) (int, int, bool) {
	cm, lm := prop57CMTask(b)
	if cm == nil {
		return 0, 0, false
	}
	for _, sm := range prop57CMSrc.FindAllStringIndex(b[cm[1]:], 4) {
		src := b[cm[1]+sm[0] : cm[1]+sm[1]]
		if ownCode != nil && ownCode.MatchString(src) || firstSelf(src, nil) != nil {
			return cm[0], cm[1] + lm[1], true
		}
	}
	return 0, 0, false
}

// prop57CMTask finds a configuration-management copy task (cm) followed
// by a loop over many users or hosts (lm, relative to cm's end) with an
// agent's skills folder after the task; nil when b holds none. Its source
// is read by the caller (prop57CMFlow: "src:" on its own line;
// prop91CMFlow: a flow mapping on one line).
func prop57CMTask(b string) (cm, lm []int) {
	cm = prop57CMCopy.FindStringIndex(b)
	if cm == nil {
		return nil, nil
	}
	lm = prop57CMLoop.FindStringIndex(b[cm[1]:])
	if lm == nil || !propSkillRoot.MatchString(b[cm[1]:]) {
		return nil, nil
	}
	return cm, lm
}

package safety

import (
	"strings"
)

// Round 41 (propagate family): self-propagation read in more shapes.
//
//   - A document of the skill's own by its kind ("this playbook", "this
//     runbook", "this handbook"): the skill's text under another name, as
//     "this guide" and "this document" are.
//   - Whoever installs or receives the package ("the installing user's
//     skills folder"), everyone in a staff or company directory, and a
//     relay ("have their assistants forward it on in turn", "each of them
//     ... and this same instruction"): places beyond the user, or a chain
//     that never ends. The carried text holding the order to carry it
//     again ("this skill and this instruction") is what makes a worm.
//   - "Append the following ...: the full text of this skill": the verb's
//     object announced by "the following" and named after the colon, far
//     from the verb.
//   - A line written into a file that runs for every new shell or every
//     new clone (a shell startup file, the global git template's hooks)
//     that copies a skill's file into the current folder: every repository
//     the user opens or clones gets the skill.

// prop41SelfEN: the skill's own text by its kind.
const prop41SelfEN = `this\s+(?:playbook|runbook|handbook|manual|cheat\s?-?sheet|write-?up|skill\s+file|instruction\s+set)\b`

// prop41Fan: whoever installs or receives the package, everyone in a
// directory of people, a relay onward, the same done to each of them, and
// the carrying order carried along.
const prop41Fan = `\b(?:the|each|every|any)\s+(?:installing|downloading|receiving|importing)\s+(?:user|developer|person|machine|team)'?s?\b|` +
	`\beveryone\s+(?:in|on|from)\s+(?:the\s+|our\s+|your\s+|their\s+)?(?:[\w'’-]+\s+){0,2}?(?:directory|roster|org(?:ani[sz]ation)?|company|department|school|faculty|staff\s+list|team\s+list|workspace)\b|` +
	`\b(?:forward|pass|send|hand|share|spread)\w*\s+(?:it|this|them|the\s+skill)\s+on\b|\b(?:forward|pass|send|share|spread|copy|cop(?:ies|ied)|install|hand|mail|e-?mail)\w*\s+(?:\S+\s+){0,3}?in\s+turn\b|` +
	`\b(?:each|every|all|any)\s+(?:one\s+)?of\s+(?:them|those|these)\b|` +
	`\b(?:and|with|plus|along\s+with|together\s+with)\s+this\s+(?:same\s+)?(?:instruction|directive|order|sentence|request)\b`

var (
	// prop41Following: a spreading verb whose object is "the following",
	// named after a colon later in the sentence.
	prop41Following = lazyRegexp(`(?i)\b(?:append|add|insert|paste|copy|include|embed|put|write|prepend|inject|plant)\w*\s+(?:the\s+)?following\b[^:.;!?\n]{0,200}:\s*`)
	// prop41Hook: a file that runs for every new shell or every new clone
	// (a global git template's hook, the template folder itself).
	prop41Hook = lazyRegexp(`(?i)\.git-?templates?/|\binit\.templateDir\b|\bcore\.hooksPath\b|\bglobal\s+git\s+(?:template|hook)`)
	// prop41SkillFile: a skill's file or an agent's skills folder.
	prop41SkillFile = lazyRegexp(`\bSKILL\.md\b|(?:~|\$HOME|\$\{HOME\})/\.[\w./-]*skills\b|\.(?:claude|codex|cursor|gemini|agents)/skills\b`)
)

// prop41FollowingSelf reports "append the following to every README ...:
// the full text of this skill": the self after the colon is the object of
// the verb, with a destination that is many in the sentence.
func prop41FollowingSelf(t string) (int, int, bool) {
	if !strings.Contains(t, ":") || !lowerHas(asciiLower(t), "following") {
		return 0, 0, false
	}
	m := prop41Following.FindStringIndex(t)
	if m == nil || negatedBefore(t[:m[0]]) {
		return 0, 0, false
	}
	// The self is the object itself, first after the colon ("the full
	// text of this skill"), not a word further on ("the date and a
	// summary of this skill's changes").
	after := t[m[1]:min(len(t), m[1]+80)]
	lead := len(after) - len(strings.TrimLeft(after, "\"'`*_“"))
	sm := propSelfRe.FindStringIndex(after)
	if sm == nil || sm[0] != lead {
		return 0, 0, false
	}
	fm := propFanRe.FindStringIndex(t[m[0]:m[1]])
	if fm == nil || propPurpose.MatchString(t[max(0, m[0]+fm[0]-40):m[0]+fm[0]]) {
		return 0, 0, false
	}
	return m[0], m[1] + sm[1], true
}

// prop41StartupCopy reports a line written into a shell startup file or
// the global git template's hooks that copies a skill's file: each new
// shell or clone receives the skill.
func prop41StartupCopy(t string) (int, int, bool) {
	if !strings.Contains(t, "/") || !strings.Contains(t, "SKILL") && !strings.Contains(t, "skills") {
		return 0, 0, false
	}
	fm := prop39StartupFile.FindStringIndex(t)
	if hm := prop41Hook.FindStringIndex(t); fm == nil || hm != nil && hm[0] < fm[0] {
		fm = hm
	}
	if fm == nil {
		return 0, 0, false
	}
	vs, ok := startupVerbBefore(t, fm[0])
	if !ok {
		return 0, 0, false
	}
	ws := max(0, fm[0]-160)
	// The line written is code: an inline code span around the file that
	// copies a skill's file ("install the skill into ~/.claude/skills" in
	// words is an instruction to the user, not the line).
	for _, cs := range prop41CodeSpan.FindAllStringIndex(t[ws:min(len(t), fm[1]+400)], 8) {
		span := t[ws+cs[0] : ws+cs[1]]
		if cm := propCopyCode.FindStringIndex(span); cm != nil && prop41SkillFile.MatchString(span[cm[0]:]) {
			return vs, max(fm[1], ws+cs[1]), true
		}
	}
	return 0, 0, false
}

// prop41CodeSpan: an inline code span.
var prop41CodeSpan = lazyRegexp("`[^`\n]{1,300}`")

// checkPropagation41 runs the round-41 passage readings over a prose unit
// (called from checkPropagation after the round-39 ones).
func (c *checker) checkPropagation41(d *doc, u unit, ut string) bool {
	if s, e, ok := prop41FollowingSelf(ut); ok {
		c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to carry this skill's text (named after a colon) into other places (self-propagation)")
		return true
	}
	if s, e, ok := prop41StartupCopy(ut); ok {
		c.reportPropagation(d, u.start+s, u.start+e, false, "writes into a shell startup file or the global git template a line that copies a skill's file into each new shell or clone (self-propagation)")
		return true
	}
	// round 42 (prop42.go)
	return c.checkPropagation42(d, u, ut)
}

package safety

import (
	"strings"
)

// Round 42 (propagate family): self-propagation read in more shapes, each
// the round-5 reading (this skill, a verb that carries it, a destination
// that is many or someone else's) with one part spelled in a way the lists
// did not hold:
//
//   - The skill's own text by its kind ("this FAQ", "this SOP"), as "this
//     runbook" is; and "this" in the eye-dialect and creole spellings of
//     English ("dis whole skill", "thiz file"): the same demonstrative.
//   - Making another copy is carrying it: re-creating or duplicating this
//     skill elsewhere; and verbs of covert placing ("slip a copy of this
//     skill into ...", "tuck", "sneak", "smuggle") are putting it there
//     unseen.
//   - A place that is another person's ("the collaborator's shared
//     drive", "each teammate", "all addresses in the contacts") is not
//     the user's own, as "their colleagues" is.
//   - "With this skill attached" is the skill carried along by whatever
//     verb sends the message.
//   - The places that lack this skill named as agents' own folders ("if
//     this skill is missing from ~/.codex/skills ..., recreate it
//     there"), or any folder "without this text": filling the gap spreads
//     it into other agents or skills. German says it the same way ("in
//     einem Projekt, das diese Datei nicht enthält, füge sie hinzu").
//   - A block shown below, inserted into many repositories, that tells
//     the agents there to load a skill: the skill spreads by a pointer
//     to itself instead of its text.
//   - The same code flows in Windows spelling (.\SKILL.md, backslash
//     paths): the path separator does not change what is copied where.

// prop42SelfEN: the skill's own text by its kind, and "this" in
// eye-dialect or creole spelling.
const prop42SelfEN = `this\s+(?:FAQ|SOP|standard\s+operating\s+procedure)\b|\b(?:dis|dhis|thiz|dis-ya)\s+(?:whole\s+|same\s+|yah\s+|ya\s+)?(?:skill|file|text|guide|document|page|note)\b`

// prop42Spread: verbs that make another copy, and verbs of covert placing.
const prop42Spread = `re-?creat(?:e|es|ing)\b|duplicat(?:e|es|ing)\b|slip(?:s|ping)?\b|sneak(?:s|ing)?\b|tuck(?:s|ing)?\b|smuggl(?:e|es|ing)\b`

// prop42Fan: a place or a person that is someone else's.
const prop42Fan = `\b(?:the|a|an|each|every|any|their|your)\s+(?:[\w-]+\s+)?(?:collaborator|colleague|teammate|team-mate|co-?worker|contractor|client|customer|reviewer|friend|contact)'s\b|` +
	`\b(?:each|every|any|all)\s+(?:(?:of\s+(?:the|your|their)\s+)?[\w-]+\s+)?(?:teammates?|team-mates?|co-?workers?|collaborators?|recipients?|addresses)\b`

func init() {
	// The prefilter in front of propSelfRe holds the demonstratives.
	propSelfStems = append(propSelfStems[:len(propSelfStems):len(propSelfStems)], "dis ", "dhis ", "thiz ", "dis-ya ")
}

var (
	// prop42Lacking: the places lacking this skill, named as an agent's
	// own folder (a path under the home folder or an agent's dot-folder),
	// or as many folders "without this text".
	prop42Lacking = lazyRegexp(`(?i)\bthis\s+(?:skill|file|SKILL\.md|text)\s+(?:is|goes)\s+(?:missing|absent|gone|not\s+(?:present|there|installed))\s+(?:from|in)\s+(?:(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%)[/\\]\.|\.(?:claude|codex|cursor|gemini|agents|windsurf)[/\\])|` +
		// German: a project "that does not contain this file"
		`\b(?:einem|jedem|einen|ein|allen)\s+(?:\S+\s+)?(?:Projekt|Repo|Repository|Ordner|Verzeichnis)\w*(?:\s+[\pL-]+)?,?\s+(?:das|die|der|welches|welche|in\s+dem)\s+(?:diese|dieses|diesen)\s+(?:Datei|Skill|Dokument|Anleitung|Text)\s+(?:noch\s+)?nicht\s+(?:enthält|enthalten|hat|haben|besitzt|gibt)\b|` +
		`\b(?:any|every|each|all)\s+(?:[\w-]+\s+){0,2}?(?:folders?|director(?:y|ies)|repos?|repositor(?:y|ies)|projects?|skills?|workspaces?)\s+(?:that\s+(?:is\s+|are\s+)?)?(?:without|lacking|missing)\s+this\s+(?:text|table|content|section|note|guide|document|block|checklist|skill|file)\b`)
	// prop42Fill: the gap filled with this skill (appending counts); in
	// German, the verb first and the pronoun for this file after it.
	prop42Fill = lazyRegexp(`(?i)\b(?:add|append|prepend|copy|create|re-?creat|install|put|place|drop|write|paste|insert|plant|seed|restor|re-?add)\w*\s+(?:it|one|a\s+copy|this|these)\b|\b(?:füge|kopiere|lege|schreibe|installiere|erstelle|ergänze)\s+(?:sie|ihn|es|diese[nsmr]?)\b`)
	// prop42Attached: "with <this skill> attached".
	prop42Attached = lazyRegexp(`(?i)\bwith\s+(?:a\s+copy\s+of\s+)?(this\s+[^\s,.;:!?]+(?:\s+[^\s,.;:!?]+)?)\s+(?:attached|enclosed|bundled|included|embedded)\b`)
	// prop42BlockBelow: a block shown below as the object of the verb.
	prop42BlockBelow = lazyRegexp(`(?i)\b(?:the\s+)?(?:block|snippet|comment|line|lines|text|section)\s+below\b`)
	// prop42LoadSkill: a carried text that tells the agent reading it to
	// load or follow a skill.
	prop42LoadSkill = lazyRegexp(`(?i)\b(?:load|use|invoke|activate|enable|install|call|run)\w*\s+(?:the\s+)?(?:[\w.-]+\s+)?skills?\b`)
)

// prop42LackingFill: the places lacking this skill (agents' folders,
// folders without this text) found and filled with it.
func prop42LackingFill(t string) (int, int, bool) {
	if !lowerHas(asciiLower(t), "missing", "absent", "gone", "not ", "without", "lacking", "nicht") {
		return 0, 0, false
	}
	m := prop42Lacking.FindStringIndex(t)
	if m == nil || negatedBefore(t[:m[0]]) {
		return 0, 0, false
	}
	rest := t[m[1]:min(len(t), m[1]+200)]
	v := prop42Fill.FindStringIndex(rest)
	if v == nil || propSentenceEnd.MatchString(rest[:v[0]]) || negatedBefore(rest[:v[0]]) || propUserFills.MatchString(rest[:v[0]]) {
		return 0, 0, false
	}
	return m[0], m[1] + v[1], true
}

// prop42Fanned: the first destination in t that is many or someone
// else's and no purpose clause ("available in every project").
func prop42Fanned(t string) []int {
	for _, m := range propFanRe.FindAllStringSubmatchIndex(t, 16) {
		s, e := m[2], m[3]
		if s < 0 {
			s, e = m[4], m[5]
		}
		if !propPurpose.MatchString(t[max(0, s-40):s]) {
			return []int{s, e}
		}
	}
	return nil
}

// prop42AttachedSelf: "message each teammate with this skill attached".
func prop42AttachedSelf(t string) (int, int, bool) {
	if !lowerHas(asciiLower(t), "attached", "enclosed", "bundled", "included", "embedded") {
		return 0, 0, false
	}
	m := prop42Attached.FindStringSubmatchIndex(t)
	if m == nil {
		return 0, 0, false
	}
	// The attached thing is this skill itself, not something of it
	// ("with this skill's log attached").
	if sm := propSelfRe.FindStringIndex(t[m[2]:m[3]]); sm == nil || sm[0] != 0 || sm[1] != m[3]-m[2] {
		return 0, 0, false
	}
	fm := prop42Fanned(t)
	if fm == nil || negatedBefore(t[:min(m[0], fm[0])]) {
		return 0, 0, false
	}
	return min(m[0], fm[0]), max(m[1], fm[1]), true
}

// prop42BlockPointer: "insert the block below into every repository"
// where the block (the next code block) tells the agent to load a skill.
func (c *checker) prop42BlockPointer(d *doc, u unit, ut string) (int, int, bool) {
	bm := prop42BlockBelow.FindStringIndex(ut)
	if bm == nil {
		return 0, 0, false
	}
	vm := propSpreadRe.FindStringSubmatchIndex(ut[:bm[0]])
	if vm == nil || bm[0]-vm[3] > 40 {
		return 0, 0, false
	}
	fm := prop42Fanned(ut)
	if fm == nil || negatedBefore(ut[:vm[2]]) {
		return 0, 0, false
	}
	t := d.v.text
	for _, f := range d.fences {
		if f.start < u.end {
			continue
		}
		// The block right below the sentence (nothing but blank space or
		// its fence line between).
		if f.start-u.end > 200 || strings.Count(t[u.end:f.start], "\n") > 3 {
			break
		}
		if prop42LoadSkill.MatchString(t[f.start:min(f.end, f.start+600)]) {
			return vm[2], max(bm[1], fm[1]), true
		}
		break
	}
	return 0, 0, false
}

// prop42WinFlow reads a code block in Windows spelling (.\SKILL.md,
// backslash paths) with the round-5 code reading: the separator read as
// a slash keeps every offset.
func prop42WinFlow(b string, own *lazyRE) (int, int, bool) {
	if !strings.Contains(b, `\`) {
		return 0, 0, false
	}
	return propCodeFlow(strings.ReplaceAll(b, `\`, "/"), own)
}

// checkPropagation42 runs the round-42 passage readings over a prose unit
// (called from checkPropagation41 when its readings find nothing).
func (c *checker) checkPropagation42(d *doc, u unit, ut string) bool {
	if s, e, ok := prop42LackingFill(ut); ok {
		c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to put this skill into the agents' folders or skills that lack it (self-propagation)")
		return true
	}
	if s, e, ok := prop42AttachedSelf(ut); ok {
		c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to send this skill, attached, to other people or places (self-propagation)")
		return true
	}
	if s, e, ok := c.prop42BlockPointer(d, u, ut); ok {
		c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to insert into many places a block that makes the agents there load a skill (self-propagation by pointer)")
		return true
	}
	// round 43: "it" after the text named, a startup re-download (prop43.go)
	return c.checkPropagation43(d, u, ut)
}

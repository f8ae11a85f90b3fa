package safety

import "strings"

// Round 73 (tamper): an edit of an instruction file with the file's
// modification time put back (timestomping).
//
//   - A file's modification time is how a reviewer, a sync or an
//     integrity check learns that the file changed. An order that edits
//     a file the agent is steered by (a skill's SKILL.md, another skill,
//     CLAUDE.md, AGENTS.md, the rules files) and in the same paragraph
//     keeps or restores that file's old time ("touch -r" against a
//     reference, "touch -d/-t" to a past date, "keep the modification
//     time unchanged") makes the edit look as if it never happened: the
//     change is hidden from the people who would review it. Copying with
//     timestamps kept (cp -p, rsync -a) edits nothing, and a build's
//     "touch -r" so make does not regenerate a file says its own purpose
//     and touches no instruction file: neither is read.
var (
	// keepMtime73: the old modification time kept or put back.
	keepMtime73 = lazyRegexp(`(?i)\btouch\s+(?:-\w+\s+)*-(?:r|d|t|-reference|-date)\b|\b(?:modification|modified|last[\s-]+(?:write|modified))\s+(?:times?|dates?|timestamps?)\b[^.;\n]{0,40}?\b(?:unchanged|untouched|as\s+(?:it\s+was|before))\b|\b(?:keep|preserve|restore|reset|put\s+back|leave)\w*\s+(?:the\s+)?(?:(?:file'?s?|its|their|original|old)\s+)*(?:mtimes?|modification\s+(?:times?|dates?)|timestamps?|last[\s-]+modified\s+(?:times?|dates?))\b[^.;\n]{0,30}?\b(?:unchanged|untouched|as\s+(?:it\s+was|before)|the\s+same|original|old)\b|\bSet-ItemProperty\b[^\n]{0,80}?\bLastWriteTime\b|\.LastWriteTime\s*=`)
	// editVerb73: an edit of a file's content.
	editVerb73 = lazyRegexp(`(?i)(?:^|[^\w-])(?:delet|remov|replac|edit|modif|chang|rewrit|insert|append|add|strip|overwrit|swap)\w*\b`)
	// steeringFile73: a file the agent is steered by.
	steeringFile73 = lazyRegexp(`(?i)\bSKILL\.md\b|\bskills?/|(?:^|[\s/"'\x60(])(?:AGENTS|CLAUDE|GEMINI)\.md\b|copilot-instructions\.md|\.cursorrules|\.windsurfrules|\bsystem[\s_-]prompts?\b`)
	// buildPurpose73: a build's own reason for keeping a time.
	buildPurpose73 = lazyRegexp(`(?i)\b(?:make|rebuild\w*|regenerat\w*|recompil\w*|autoreconf|automake|autoconf|cache\s+hits?|incremental)\b`)
)

// checkTamper73 runs the round-73 tamper checks (hooked from tamper.go's
// list).
func (c *checker) checkTamper73(d *doc) {
	lower := d.v.lower
	if lowerHas(lower, "touch", "mtime", "modification time", "modification date", "modified time", "modified date", "timestamp", "lastwritetime", "last-modified", "last modified", "last write") {
		c.checkTimestomp73(d)
	}
}

// checkTimestomp73 refuses an edit of an instruction file whose old
// modification time is kept or restored in the same paragraph.
func (c *checker) checkTimestomp73(d *doc) {
	for u, t := range d.proseTexts() {
		m := keepMtime73.FindStringIndex(t)
		if m == nil {
			continue
		}
		// the paragraph around: the edit may be said before the time is
		// kept, or after
		ps := max(0, u.start-1500)
		if i := strings.LastIndex(d.v.text[ps:u.start], "\n\n"); i >= 0 {
			ps += i + 2
		}
		para := d.v.text[ps:u.start] + t + "\n" + restOfParagraph(d.v.text, u.end)
		if len(para) > 6000 {
			para = para[:6000]
		}
		if !editVerb73.MatchString(para) || !steeringFile73.MatchString(para) || buildPurpose73.MatchString(para) {
			continue
		}
		if strings.Contains(strings.ToLower(t[:m[0]]), "never") || negatedBefore(t[max(0, m[0]-40):m[0]]) {
			continue
		}
		if d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) || c.negated(d, u.start+m[0]) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, u.start+m[0]), "edits a file the agent is steered by and puts its old modification time back, so the edit looks as if it never happened")
		c.add(d, RuleTamperReview, tier, u.start+m[0], u.start+m[1], msg)
		return
	}
}

// The other skills, in Tigrinya and Amharic, for the action rule's quiet
// tampering (foreignOtherSkills41's principle: another skill's file is a
// place that steers the agent later, whatever the language calls it).
// Tigrinya says "ካልኦት" (other) and "ኩሎም" (all) before the loanword or
// "ክእለታት" (skills); Amharic says "ሌሎች"/"ሌሎቹ" and "ሁሉም" before the
// loanword or "ክህሎቶች".
func init() {
	foreignOtherSkills41 = append(foreignOtherSkills41,
		"ካልኦት skill", "ኩሎም skill", "ኩሉ skill", "ካልኦት ክእለታት", "ኩሎም ክእለታት", "ካልኦት ክእለት",
		"ሌሎች skill", "ሌሎቹ skill", "ሌሎች ክህሎቶች", "ሌሎቹ ክህሎቶች", "ሁሉም ክህሎቶች", "ሌላ ክህሎት",
		// Amharic joins its prepositions to the word: "in / of / for the other skills"
		"በሌሎች ክህሎቶች", "የሌሎች ክህሎቶች", "ለሌሎች ክህሎቶች", "በሌሎች skill", "የሌሎች skill", "በሁሉም ክህሎቶች", "የሁሉም ክህሎቶች",
	)
	// Tigrinya's quiet edit for the same rule: "ብስቕታ" (in silence) and
	// "ከይፈለጡ" (without their knowing) as secrecy; the verbs of changing,
	// adding and writing (imperative and the "having done it" form).
	registerActionLexicon("ti+r73-tamper", actionLex{
		stealth:  []string{"ብስቕታ", "ብሱቕታ", "ከይፈለጡ", "ከይፈለጥዎ", "ከይፈለጡዎ"},
		editVerb: []string{"ቀይር", "ቀይሩ", "ቀይሪ", "ቀይሮም", "ቀይሮ", "ቀይርዎ", "ቀይርዎም", "ለውጥ", "ለውጡ", "ወስኽ", "ወስኹ", "ወሲኽካ", "ጽሓፍ", "ጽሓፉ", "ኣእቱ", "ኣእትዉ", "ሰርዝ", "ሰርዙ", "ደምስስ"},
	})
}

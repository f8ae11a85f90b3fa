package safety

// Round 63 (destructive): work discarded with its undo erased.
//
// git keeps every commit a reset or a checkout leaves behind in the
// reflog, and keeps unreachable objects until gc prunes them: that is
// how a wrong "git reset --hard" is undone. A skill that discards the
// user's work (reset --hard, clean -f, stash clear) without asking, and
// then expires the reflog now and prunes, makes the loss unrecoverable:
// round 62's principle (the store's own undo switched off before it is
// destroyed) for a repository. Expiring the reflog on its own (purging a
// leaked secret from history) or a reset the user is asked about is left
// alone.

var (
	// discardWork63: a git command that throws away uncommitted or
	// unpushed work.
	discardWork63 = lazyRegexp(`(?i)\bgit\s+reset\s+(?:-\S+\s+)*--hard\b|\bgit\s+clean\s+-\w*f|\bgit\s+checkout\s+(?:-f\s+)?--\s+\.(?:\s|$|\x60)|\bgit\s+stash\s+clear\b|\bgit\s+restore\s+(?:-\S+\s+)*\.(?:\s|$|\x60)`)
	// undoErased63: the reflog expired now, or unreachable objects pruned
	// now.
	undoErased63 = lazyRegexp(`(?i)\bgit\s+reflog\s+expire\b[^\n;|&\x60]*--expire(?:-unreachable)?=(?:now|all|0)\b|\bgit\s+reflog\s+delete\b|\bgit\s+gc\b[^\n;|&\x60]*--prune=(?:now|all)\b`)
	// unasked63: the user not asked or the work not looked at first.
	unasked63 = lazyRegexp(`(?i)\bwithout\s+(?:first\s+|even\s+)?(?:checking|looking|asking|confirming|warning|telling|prompting)\b`)
)

// checkUndoErased63 refuses the repository's undo erased in a skill that
// also discards work without asking.
func (c *checker) checkUndoErased63(d *doc) {
	if !lowerHas(d.v.lower, "reflog", "--prune") || !lowerHas(d.v.lower, "reset", "clean", "stash", "checkout", "restore") {
		return
	}
	unasked := false
	for _, m := range discardWork63.FindAllStringIndex(d.v.text, 8) {
		u := d.unitAt(m[0])
		ut := d.v.text[u.start:min(u.end, len(d.v.text))]
		if c.negated(d, m[0]) || d.labelledExample(m[0]) {
			continue
		}
		around := c.codeContext(d, m[0])
		if noConfirmRe.MatchString(ut) || unasked63.MatchString(ut) || noConfirmRe.MatchString(around) || unasked63.MatchString(around) {
			unasked = true
			break
		}
	}
	if !unasked {
		return
	}
	for _, m := range undoErased63.FindAllStringIndex(d.v.text, 4) {
		s := m[0]
		if d.fenceAt(s) < 0 && !d.quoted(s) && !bareCommandLine60(d, s) {
			continue
		}
		if c.negated(d, s) || d.labelledExample(s) || dryRun(d.v.text, s) {
			continue
		}
		c.add(d, RuleDestructive, Refuse, s, m[1], "discards the user's work without asking and erases git's reflog, the record that would bring it back")
		return
	}
}

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

// Everything of a store deleted together with the copies a restore would
// come from, with no one asked, said in Finnish: checkWipeWithCopies43's
// principle (each part alone is ordinary tidying; all three together
// leave nothing to recover and no one to stop it) in a language its
// English patterns do not read. Go's \b is ASCII-only, so the words are
// bounded by letters (\p{L}) instead.
var (
	// wipeAllFi63: an order to empty, delete or wipe, with "all" or
	// "every" in its clause ("tyhjennä kaikki kansiot", "poista koko").
	wipeAllFi63 = lazyRegexp(`(?i)(?:^|[^\p{L}])(?:tyhjennä|tyhjentäkää|poista|poistakaa|pyyhi|pyyhkikää|tuhoa|tuhotkaa)(?:[^\p{L}][^.;\n]{0,60}?)?[^\p{L}](?:kaikki|kaikkien|jokainen|jokaisen|koko)[^\p{L}]`)
	// recoveryFi63: the copies a restore would come from deleted: the
	// recovery or deleted-items folder, the recycle bin, the backups,
	// the version history.
	recoveryFi63 = lazyRegexp(`(?i)(?:^|[^\p{L}])(?:tyhjennä|tyhjentäkää|poista|poistakaa|pyyhi|pyyhkikää|tuhoa|tuhotkaa)[^\p{L}][^.;\n]{0,60}?(?:palautus\p{L}*|roskakori\p{L}*|poistetut\p{L}*|varmuuskopi\p{L}*|versiohistori\p{L}*)`)
	// waivedFi63: no one to be asked ("älä kysy vahvistusta",
	// "kysymättä", "ilman vahvistusta").
	waivedFi63 = lazyRegexp(`(?i)(?:^|[^\p{L}])(?:älä|älkää)\s+(?:kysy|kysykö|pyydä|pyytäkö|odota|odottako)(?:[^\p{L}]|$)|kysymättä|ilman\s+(?:vahvistusta|lupaa|hyväksyntää)`)
	// keptFi63: a selection or a kept copy ("paitsi", "lukuun ottamatta",
	// "vanhemmat kuin", "säilytä").
	keptFi63 = lazyRegexp(`(?i)(?:^|[^\p{L}])(?:paitsi|lukuun\s+ottamatta|vanhemmat\s+kuin|vanhempi\s+kuin|säilytä|säilyttäkää|pidä|varmuuskopioi\s+ensin)(?:[^\p{L}]|$)`)
	// negatedFi63: the verb under "älä"/"älkää"/"ei" (don't delete).
	negatedFi63 = lazyRegexp(`(?i)(?:^|[^\p{L}])(?:älä|älkää|ei|eikä|koskaan)\s*$`)
)

// checkWipeWithCopiesFi63 refuses the three together in one Finnish
// paragraph.
func (c *checker) checkWipeWithCopiesFi63(d *doc) {
	if !lowerHas(d.v.lower, "tyhjen", "poista", "pyyhi", "pyyhk", "tuho") {
		return
	}
	for u, t := range d.proseTexts() {
		wm := wipeAllFi63.FindStringIndex(t)
		if wm == nil {
			continue
		}
		near := t + "\n" + restOfParagraph(d.v.text, u.end)
		if !recoveryFi63.MatchString(near) || !waivedFi63.MatchString(near) || keptFi63.MatchString(near) {
			continue
		}
		if negatedFi63.MatchString(t[max(0, wm[0]-12) : wm[0]+1]) {
			continue
		}
		if d.labelledExample(u.start+wm[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, u.start+wm[0]), "deletes everything of a store and the copies a restore would come from, with no one asked (in Finnish)")
		c.add(d, RuleDestructive, tier, u.start+wm[0], u.start+wm[1], msg)
	}
}

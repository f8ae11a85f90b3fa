package safety

import "strings"

// Round 67 (destructive): destruction read in shapes the earlier rules
// missed.

func init() {
	destructiveRules = append(destructiveRules,
		// The parent folder emptied or removed recursively (rm -rf ..,
		// rm -rf ../*, rm -rf ../..): the order leaves the project it
		// was given and takes every sibling project and file beside it,
		// none of them named, so none is spared; the home folder's rule
		// one level up from wherever the agent stands. A named folder
		// below the parent (../build) is the user's choice.
		destructiveRule{lazyRegexp(`(?i)\brm[ \t]+(?:-{1,2}[\w-]+[ \t]+)*-\w*[rR]\w*[ \t]+(?:-{1,2}[\w-]+[ \t]+)*(?:[^\s;|&<>()-][^\s;|&<>]*[ \t]+)*?["']?\.\.(?:/\.\.)*/?\*?["']?(?:[ \t]|$|;|&|\||\)|\x60)`),
			[]string{"rm "}, "deletes the parent folder's contents, every project beside this one", false, nil},
	)
}

// checkDestructive67 runs the round-67 destructive checks (hooked from
// destructive.go's list).
func (c *checker) checkDestructive67(d *doc) {
	if lowerHas(d.v.lower, "מחק", "מחוק", "רוקן", "השמד") {
		c.checkWipeWithCopiesHe67(d)
	}
	if len(d.fences) > 0 && strings.Contains(d.v.text, `\\`) {
		c.checkShareWiped67(d)
	}
	if strings.Contains(d.v.lower, "select disk") {
		c.checkDiskZeroInline67(d)
	}
}

// Everything of a store deleted together with the copies a restore would
// come from, with no one asked, said in Hebrew: checkWipeWithCopies43's
// principle (each part alone is ordinary tidying; all three together
// leave nothing to recover and no one to stop it), as round 63 carried
// it to Finnish. Hebrew joins "and", "the" and "without" to the word
// after them (ובלי, הכל), so the words are read with those prefixes.
var (
	// wipeAllHe67: an order to delete, empty or destroy, with "all" or
	// "everything" in its clause ("מחק לצמיתות את כל ההודעות").
	wipeAllHe67 = lazyRegexp(`(?:^|[^\pL])(?:מחק|מחקו|למחוק|רוקן|רוקנו|לרוקן|השמד|השמידו|להשמיד)(?:[^\pL][^.;\n]{0,60}?)?[^\pL](?:ו?(?:את\s+)?(?:כל|הכל|הכול|כלל))(?:[^\pL]|$)`)
	// recoveryHe67: the copies a restore would come from deleted or
	// never made: the deleted-items folder, the recycle bin, the
	// archive, the backups ("כולל ארכיון ופריטים שנמחקו", "בלי גיבוי").
	recoveryHe67 = lazyRegexp(`פריטים\s+שנמחקו|סל\s+ה?מחזור|ה?אשפה|ה?ארכיון|גיבוי\pL*|היסטוריית\s+ה?גרסאות|גרסאות\s+קודמות`)
	// waivedHe67: no one to be asked ("בלי לשאול", "ללא אישור", "אל
	// תשאל").
	waivedHe67 = lazyRegexp(`(?:^|[^\pL])(?:ו?(?:בלי|ללא|מבלי)\s+(?:לשאול|אישור|לבקש|שאלות|לבדוק|להודיע)|אל\s+(?:תשאל|תשאלו|תבקש|תבקשו|תחכה|תחכו))(?:[^\pL]|$)`)
	// keptHe67: a selection or a kept copy ("חוץ מ", "למעט", "ישנים
	// מ", "שמור", "אחרי גיבוי").
	keptHe67 = lazyRegexp(`(?:^|[^\pL])(?:חוץ\s+מ|למעט|ישנות?\s+מ|ישנים\s+מ|שמור|שמרו|לשמור|(?:אחרי|לאחר)\s+(?:ה)?גיבוי|גבה\s+קודם|גבו\s+קודם)`)
	// negatedHe67: the verb under "אל" or "לא" (don't delete).
	negatedHe67 = lazyRegexp(`(?:^|[^\pL])(?:אל|לא|אסור|לעולם\s+אל)\s*$`)
)

// checkWipeWithCopiesHe67 refuses the three together in one Hebrew
// paragraph (the paragraph's English sentences read as well).
func (c *checker) checkWipeWithCopiesHe67(d *doc) {
	for u, t := range d.proseTexts() {
		wm := wipeAllHe67.FindStringIndex(t)
		if wm == nil {
			continue
		}
		near := t + "\n" + restOfParagraph(d.v.text, u.end)
		if !recoveryHe67.MatchString(near) && recoveryGone43.FindStringIndex(near) == nil {
			continue
		}
		if !waivedHe67.MatchString(near) && !waived43(near) || keptHe67.MatchString(near) || keptCopies43.MatchString(near) {
			continue
		}
		if negatedHe67.MatchString(t[max(0, wm[0]-12) : wm[0]+1]) {
			continue
		}
		if d.labelledExample(u.start+wm[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) || strings.TrimSpace(t) == "" {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, u.start+wm[0]), "deletes everything of a store and the copies a restore would come from, with no one asked (in Hebrew)")
		if userConfirms.MatchString(near) {
			tier, msg = Flag, msg+userConfirmNote
		}
		c.add(d, RuleDestructive, tier, u.start+wm[0], u.start+wm[1], msg)
	}
}

func init() {
	// "Don't bother the team leads about it", "no need to trouble the
	// owner": the people who could stop it kept out, as "don't ask" does.
	askNobody43 = lazyRegexp(askNobody43.String() + `|(?i:\b(?:don'?t|do\s+not|never|no\s+need\s+to)\s+(?:bother|trouble|disturb|pester|loop\s+in|involve)\s+(?:the\s+)?[\w&.'-]+)`)
}

var (
	// shareRootAll67: every file of a network share, its root with a
	// wildcard (\\host\share\*), no folder below it selected.
	shareRootAll67 = lazyRegexp(`(?:^|[\s"',])\\\\[\w.$-]+\\[\w.$-]+\\?\*["']?(?:[\s,;)]|$)`)
	// recurseDelete67: a recursive delete on the line (PowerShell or
	// cmd).
	recurseDelete67 = lazyRegexp(`(?i)\b(?:remove-item|ri|rm|del|erase)\b[^\n]*?\s-(?:recurse|r)\b|\b(?:rd|rmdir|del|erase)\s+(?:/\w\s+)*/s\b`)
)

// checkShareWiped67 refuses a recursive delete of everything on a
// network share (\\host\share\*), with no one asked in the prose around
// it: no folder below the share is chosen, so every team's files on it
// go together, the shared drive's version of the home folder emptied;
// with the people who could stop it kept out, nothing is left to
// object. A folder below the share, or an owner asked, is left to the
// older rules.
func (c *checker) checkShareWiped67(d *doc) {
	for fi, f := range d.fences {
		b := d.v.text[f.start:f.end]
		if !strings.Contains(b, `\\`) {
			continue
		}
		off := 0
		for _, line := range strings.SplitAfter(b, "\n") {
			lo, ln := off, line
			off += len(line)
			sm := shareRootAll67.FindStringIndex(ln)
			if sm == nil || !recurseDelete67.MatchString(ln) {
				continue
			}
			before, after := d.fenceProse(fi)
			near := before + "\n" + after
			// A selection kept is read in the line that leads into the
			// block and the command itself: a bullet above it may be the
			// selective way the block then replaces ("Crashes older than
			// 90 days can go. Simpler: wipe the whole store").
			lead := strings.TrimSpace(before)
			lead = lead[strings.LastIndexByte(lead, '\n')+1:]
			if !waived43(near) || keptCopies43.MatchString(lead+"\n"+ln) || userConfirms.MatchString(near) {
				continue
			}
			pos := f.start + lo
			if d.labelledExample(pos) || c.negated(d, pos) || threatLabel.MatchString(before) || rejectsKind.MatchString(before) {
				continue
			}
			tier, msg := downgrade(c.securityContext(d, pos), "deletes everything on a network share, with no one asked")
			c.add(d, RuleDestructive, tier, pos, f.start+lo+sm[1], msg)
		}
	}
}

// diskZeroCleanedInline67: diskpart's first disk selected, then cleaned,
// said in the prose around inline code ("`diskpart /s wipe.txt` where
// wipe.txt contains `select disk 0` and `clean all`").
var diskZeroCleanedInline67 = lazyRegexp(`(?i)\x60select\s+disk\s+0\x60[^\n]{0,80}?\x60clean(?:\s+all)?\x60`)

// checkDiskZeroInline67 refuses the system disk cleaned by a diskpart
// script whose lines the prose gives as inline code: round 40's
// diskZeroCleaned, the same two commands outside a code block.
func (c *checker) checkDiskZeroInline67(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := diskZeroCleanedInline67.FindStringIndex(t)
		if m == nil || !strings.Contains(strings.ToLower(t), "diskpart") {
			continue
		}
		if d.labelledExample(u.start+m[0]) || c.negated(d, u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, msg := Refuse, "reformats or cleans the system disk"
		if userConfirms.MatchString(t) || userConfirms.MatchString(c.confirmContext(d, u.start+m[0])) {
			tier, msg = Flag, msg+userConfirmNote
		}
		c.add(d, RuleDestructive, tier, u.start+m[0], u.start+m[1], msg)
	}
}

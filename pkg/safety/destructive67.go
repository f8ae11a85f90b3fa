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

package safety

import "strings"

// Round 65 (destructive): a selection that keeps nothing.
//
// An age cut-off ("older than 30 days") is what makes a bulk delete
// ordinary tidying (keptCopies43, keptCopies58): what is new survives.
// When the same order sweeps in the items marked as the master, the
// original or the only copy ("including the ones marked master", "even
// the originals"), the cut-off no longer keeps the record; with the trash
// or backups emptied in the paragraph and no one asked, the data and its
// way back are gone with no one to stop it: checkWipeWithCopies43's
// principle, its selection overridden in words.

var (
	// masterSwept65: the items that hold the record, named as swept in
	// ("including the ones marked \"master\"", "even the originals", "the
	// master copies too").
	masterSwept65 = lazyRegexp(`(?i)\b(?:including|incl\.|even|also|plus|along\s+with)\s+(?:the\s+|any\s+|all\s+)?(?:ones?\s+|files?\s+|sheets?\s+|copies\s+|items?\s+|those\s+)?(?:(?:marked|labell?ed|tagged|named|called|flagged)\s+(?:as\s+)?)?["'“‘\x60]?(?:master|originals?|primary|canonical|only\s+cop(?:y|ies)|source\s+of\s+truth|golden|final|authoritative)\b`)
)

// checkDestructive65 runs the round-65 destructive checks (hooked from
// destructive.go's list).
func (c *checker) checkDestructive65(d *doc) {
	if lowerHas(d.v.lower, "master", "original", "primary", "canonical", "only cop", "source of truth", "golden", "authoritative") &&
		lowerHas(d.v.lower, "all", "every", "each") {
		c.checkMasterSwept65(d)
	}
}

// checkMasterSwept65 refuses an order to delete every item of a store,
// swept in with the items that hold the record, while the paragraph
// deletes the copies a restore would come from and waives the owner's
// say.
func (c *checker) checkMasterSwept65(d *doc) {
	for u, t := range d.proseTexts() {
		wm := wipeAll43.FindStringIndex(t)
		if wm == nil || !clauseImperative43(t, wm[0]) && !adverbLead43.MatchString(t[strings.LastIndexByte(t[:wm[0]], '\n')+1:wm[0]]) {
			continue
		}
		mm := masterSwept65.FindStringIndex(t[wm[0]:])
		if mm == nil || negatedBefore(t[max(0, wm[0]+mm[0]-40):wm[0]+mm[0]]) {
			continue
		}
		near := t + "\n" + restOfParagraph(d.v.text, u.end)
		if recoveryGone43.FindStringIndex(near) == nil || !waived43(near) && !waived43(prevUnitText(d, u)) {
			continue
		}
		if rebuildable43(t) || d.labelledExample(u.start+wm[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, u.start+wm[0]), "deletes every item of a store, the master copies included, and the copies a restore would come from, with no one asked")
		if userConfirms.MatchString(near) {
			tier, msg = Flag, msg+userConfirmNote
		}
		c.add(d, RuleDestructive, tier, u.start+wm[0], u.start+wm[0]+mm[1], msg)
	}
}

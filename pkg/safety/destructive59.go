package safety

// Round 59 (tamper family: destructive): a repository deletion run over
// every repository of the account or organisation, with the export or
// backup that would let them be restored skipped, destroys the code and
// its history with no way back, whichever shape the steps are written in
// (a table of steps, a list, a sentence). The command is read in prose
// too: a step table's cell holds the command as inline code would.
var (
	repoDelete59 = lazyRegexp(`(?i)\bgh\s+repo\s+delete\b|\bdelete\s+(?:every|all|each)\s+(?:of\s+the\s+)?(?:[\w-]+\s+)?repo(?:sitor(?:y|ies)|s)?\b`)
	// everyRepo59: the deletion applied to every repository.
	everyRepo59 = lazyRegexp(`(?i)\b(?:every|all|each)\s+(?:of\s+the\s+)?(?:[\w-]+\s+)?repo(?:sitor(?:y|ies)|s)?\b|\bincluding\s+(?:the\s+)?(?:active|live|current|in-use)\s+(?:ones|repo(?:sitorie)?s)\b`)
	// exportSkipped59: the export or backup that would let them come
	// back declined.
	exportSkipped59 = lazyRegexp(`(?i)\bskip\w*\s+(?:the\s+|any\s+)?(?:export|backup|back-up|archiv\w*|snapshot|mirror)(?:ing)?\b|\bwithout\s+(?:an?\s+|any\s+)?(?:exports?|backups?|archives?|snapshots?|mirrors?)\b|\bno\s+(?:exports?|backups?|archives?)\s+(?:first|needed|step)\b`)
)

// checkRepoMassDelete59 refuses a repository deletion over every
// repository whose paragraph skips the export or backup.
func (c *checker) checkRepoMassDelete59(d *doc) {
	if !lowerHas(d.v.lower, "repo delete", "delete every", "delete all", "delete each") {
		return
	}
	for u, t := range d.proseTexts() {
		m := repoDelete59.FindStringIndex(t)
		if m == nil || !everyRepo59.MatchString(t) || negatedBefore(t[max(0, m[0]-60):m[0]]) {
			continue
		}
		near := t + "\n" + restOfParagraph(d.v.text, u.end)
		if !exportSkipped59.MatchString(near) || d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, u.start+m[0]), "deletes every repository with the export or backup that would restore them skipped")
		if userConfirms.MatchString(near) {
			tier, msg = Flag, msg+userConfirmNote
		}
		c.add(d, RuleDestructive, tier, u.start+m[0], u.start+m[1], msg)
	}
}

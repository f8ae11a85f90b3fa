package safety

import "strings"

// Round 71 (destructive):
//
//   - Everything a cloud CLI lists, piped into a delete ("bq ls ... |
//     awk 'NR>2{print $1}' | xargs -I{} bq rm -r -f ..."): round 49's
//     one-line loop said as a pipe. A pipe step that only drops header
//     rows or picks a column by position selects nothing; every listed
//     resource is deleted. A filter by name or value first (grep, awk on
//     a field's value, --filter) is flagged, not refused, as round 49
//     does.
//   - A version-control purge that erases history for good, run with its
//     preview skipped ("p4 obliterate -y //depot/..."): obliterate
//     without -y only reports what it would remove; with it, the files
//     and every revision are gone with no undo. A scratch or test path
//     is left alone.
//   - Every backup or recovery point deleted after the store's own undo
//     is switched off ("delete every recovery point in all vaults ...
//     disable soft delete first"): round 62's principle (the undo
//     removed before the destruction) for an order said in prose about
//     the backups themselves, where round 62 reads a production command.
//     With every copy and its undo gone there is no way back; deleting
//     expired backups with soft delete left on is routine rotation.
var (
	// pipeAllDelete71: a cloud CLI's listing piped through xargs into a
	// delete by the same kind of CLI. Group 1 is the pipe between them.
	pipeAllDelete71 = lazyRegexp(`(?i)\b(?:aws|gcloud|az|doctl|kubectl|gsutil|oci|linode-cli|hcloud|bq|gh|heroku|flyctl|vercel)\s[^|\n]*?\b(?:describe|list|get|ls)\w*\b[^|\n]*((?:\|[^|\n]*?)*?)\|\s*xargs\b[^|\n]{0,80}?\b(?:aws|gcloud|az|doctl|kubectl|gsutil|oci|linode-cli|hcloud|bq|gh|heroku|flyctl|vercel)\s[^|\n]{0,80}?\b(?:(?:delete|terminate|destroy|purge|remove)\w*|rb|rm)\b`)
	// allBackups71: an order's verb over every backup of a store.
	allBackups71 = lazyRegexp(`(?i)\b(?:delet|purg|eras|wip|remov|destroy)\w*\s+(?:all|every|each)\s+(?:of\s+the\s+|single\s+)?(?:[\w-]+\s+)?(?:backups?|recovery\s+points?|restore\s+points?|snapshots?|backup\s+(?:items?|copies|sets?))\b`)
	// obliterateRun71: Perforce's obliterate told to execute (-y).
	obliterateRun71 = lazyRegexp(`(?i)\bp4\s+(?:-\S+\s+(?:\S+\s+)?)*?obliterate\s+(?:-\w+\s+)*-\w*y\w*\b[^\n;|&]*`)
)

// checkDestructive71 runs the round-71 destructive checks (hooked from
// destructive.go's list).
func (c *checker) checkDestructive71(d *doc) {
	lower := d.v.lower
	if strings.Contains(lower, "xargs") {
		c.checkPipeAllDelete71(d)
	}
	if strings.Contains(lower, "obliterate") {
		c.checkObliterate71(d)
	}
	if lowerHas(lower, "backup", "recovery point", "restore point", "snapshot") && lowerHas(lower, "versioning", "object lock", "object-lock", "soft delete", "soft-delete", "deletion protection", "deletion-protection", "point-in-time", "point in time", "suspended") {
		c.checkAllBackupsUndoOff71(d)
	}
}

// checkPipeAllDelete71 refuses a listing piped whole into a delete.
func (c *checker) checkPipeAllDelete71(d *doc) {
	c.checkListedDelete(d, listedDelete{
		cue: "xargs", lineCue: "xargs", re: pipeAllDelete71, withHead: true,
		msg: "pipes every resource a cloud account lists into a delete",
	})
}

// checkObliterate71 refuses a Perforce obliterate run with -y on a path
// that is not scratch or test.
func (c *checker) checkObliterate71(d *doc) {
	for ls, le := range lineSpans(d.v.text) {
		line := d.v.text[ls:le]
		if len(line) > 2000 || !strings.Contains(strings.ToLower(line), "obliterate") {
			continue
		}
		m := obliterateRun71.FindStringIndex(line)
		if m == nil {
			continue
		}
		s := ls + m[0]
		if scratchData.MatchString(line[m[0]:m[1]]) || d.labelledExample(s) || c.negated(d, s) {
			continue
		}
		c.add(d, RuleDestructive, Refuse, s, ls+m[1], "obliterates version history for good with its preview skipped (-y)")
	}
}

// checkAllBackupsUndoOff71 refuses an order to delete every backup of a
// store when its paragraph (and the block it introduces) switches off the
// store's own undo.
func (c *checker) checkAllBackupsUndoOff71(d *doc) {
	for u, t := range d.proseTexts() {
		m := allBackups71.FindStringIndex(t)
		if m == nil || !clauseImperative43(t, m[0]) && !imperativeAt(t, m[0]) {
			continue
		}
		near := t + "\n" + restOfParagraph(d.v.text, u.end)
		if !undoGone62(near) || rebuildable43(t[m[0]:m[1]]) {
			continue
		}
		if d.labelledExample(u.start+m[0]) || c.negated(d, u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, u.start+m[0]), "deletes every backup after switching off the store's own undo")
		if userConfirms.MatchString(near) {
			tier, msg = Flag, msg+userConfirmNote
		}
		c.add(d, RuleDestructive, tier, u.start+m[0], u.start+m[1], msg)
	}
}

package safety

import "strings"

// Round 70 (destructive): production or its backups destroyed while the
// person who should confirm is skipped.
//
//   - The confirmation waived in the shapes noConfirmRe did not hold: "no
//     confirmation is needed", "no confirmation necessary", "no need to
//     confirm with the DBA", "confirmation is not required". It is the
//     same order as "without confirmation": every reading of a waived
//     confirmation takes it (production-only commands, round 43's whole
//     data folder and store wiped with its copies).
//   - A thing deleted together with its own backups ("delete the signing
//     key and all its backups"), with the owner's say waived: the data and
//     its way back gone with no one asked, checkWipeWithCopies43's
//     principle when the order names one thing rather than "all" of a
//     store.
//   - An order to wipe everything of a store run against production
//     ("run the reset on production with the delete-all option"), said
//     in prose, with the confirmation waived: the production-only
//     commands' principle (production named and no one confirms,
//     unconfirmedRun) for an order that names the wipe in words rather
//     than as a command. "PRD", the production tier's short name beside
//     DEV and QAS, names production when it is the target.
//   - A database dropped with its own backup in one code block, the
//     statements on lines of their own: checkDropWithBackup68's principle,
//     read over the block rather than one line.

func init() {
	noConfirmRe = lazyRegexp(noConfirmRe.String() + `|(?i:\bno\s+(?:confirmation|approval|sign-?off)s?\s+(?:is\s+|are\s+)?(?:needed|required|necessary)\b|\bno\s+need\s+(?:to\s+(?:confirm|check|clear\s+(?:it|this))|for\s+(?:a\s+|any\s+)?(?:confirmation|approval|sign-?off))\b|\b(?:confirmation|approval|sign-?off)\s+(?:is\s+|are\s+)?(?:not|never|un)\s*(?:needed|required|necessary)\b)`)
}

var (
	// ownBackups70: the thing an order deletes, joined to its own copies
	// ("the keystore and all its backups", "the vault and every copy of
	// it").
	ownBackups70 = lazyRegexp(`(?i)\b(?:delet|purg|eras|wip|remov|destroy|shred|drop)\w*\s+(?:the\s+|our\s+|your\s+)?(?:[\w.-]+\s+){0,3}?and\s+(?:all\s+|every\s+|any\s+)?(?:of\s+)?(?:its|their)\s+(?:own\s+)?(?:backups?|copies|snapshots?|replicas?|archives?)\b|\b(?:delet|purg|eras|wip|remov|destroy|shred|drop)\w*\s+(?:the\s+|our\s+|your\s+)?(?:[\w.-]+\s+){0,3}?and\s+(?:all\s+|every\s+|each\s+)(?:backups?|cop(?:y|ies)|snapshots?)\s+of\s+(?:it|them)\b`)
)

var (
	// runVerb70: the verbs that order a job or tool run.
	runVerb70 = lazyRegexp(`(?i)\b(?:run|execute|trigger|launch|apply|start|kick\s+off|fire)\b`)
	// prdTarget70: production's short tier name as the target.
	prdTarget70 = lazyRegexp(`\b(?:against|on|in|into|to)\s+(?:the\s+)?PRD\b`)
	// softLead70: words that may open an order before its verb ("so
	// simply run", "then just run").
	softLead70 = lazyRegexp(`(?i)^[\s>*_\-+\d.)]*(?:(?:so|then|and|now|just|simply|also|quickly|directly)\s+){0,3}$`)
)

// checkDestructive70 runs the round-70 destructive checks (hooked from
// destructive.go's list).
func (c *checker) checkDestructive70(d *doc) {
	lower := d.v.lower
	if lowerHas(lower, "backup", "cop", "snapshot", "replica", "archive") {
		c.checkOwnBackups70(d)
	}
	if strings.Contains(lower, "drop") {
		c.checkDropWithBackupBlock70(d)
	}
	if lowerHas(lower, "all", "every", "each", "flush", "drop") && lowerHas(lower, "prod", "prd", "live", "primary") {
		c.checkProdWipeWaived70(d)
	}
}

// checkOwnBackups70 is checkWipeWithCopies43 for an order that deletes
// one thing with its own backups. Whether the thing is rebuildable (a
// cache, a test copy) is judged on the words naming it, not the whole
// sentence: "from the vault and CI secrets" says where the copies are,
// not that the key is scratch.
func (c *checker) checkOwnBackups70(d *doc) {
	for u, t := range d.proseTexts() {
		wm := ownBackups70.FindStringIndex(t)
		if wm == nil || !clauseImperative43(t, wm[0]) && !adverbLead43.MatchString(t[strings.LastIndexByte(t[:wm[0]], '\n')+1:wm[0]]) {
			continue
		}
		near := t + "\n" + restOfParagraph(d.v.text, u.end)
		if keptCopies58(near[wm[0]:]) || !waived43(near) && !waived43(prevUnitText(d, u)) {
			continue
		}
		if rebuildable43(t[wm[0]:wm[1]]) || d.labelledExample(u.start+wm[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, u.start+wm[0]), "deletes a thing together with its own backups, with no one asked")
		if userConfirms.MatchString(near) {
			tier, msg = Flag, msg+userConfirmNote
		}
		c.add(d, RuleDestructive, tier, u.start+wm[0], u.start+wm[1], msg)
	}
}

// checkDropWithBackupBlock70 is checkDropWithBackup68 over a whole code
// block: a database dropped on one line and its own backup on the next.
func (c *checker) checkDropWithBackupBlock70(d *doc) {
	for _, f := range d.fences {
		b := d.v.text[f.start:f.end]
		if len(b) > 20000 || !strings.Contains(strings.ToLower(b), "drop") {
			continue
		}
		ms := dropStore68.FindAllStringSubmatchIndex(b, 32)
		if len(ms) < 2 {
			continue
		}
		for _, a := range ms {
			orig := strings.ToLower(b[a[2]:a[3]])
			if backupName68.MatchString(orig) || len(orig) < 3 {
				continue
			}
			hit := false
			for _, x := range ms {
				bn := strings.ToLower(b[x[2]:x[3]])
				if bn != orig && strings.Contains(bn, orig) && backupName68.MatchString(strings.Replace(bn, orig, "", 1)) {
					hit = true
				}
			}
			if !hit {
				continue
			}
			p := f.start + a[0]
			if d.labelledExample(p) || c.negated(d, p) || scratchData.MatchString(b) {
				continue
			}
			c.add(d, RuleDestructive, Refuse, p, f.start+a[1], "drops a database and its own backup in one block, leaving nothing to restore from")
			break
		}
	}
}

// checkProdWipeWaived70 refuses an order to run a wipe of everything of
// a store against production while the paragraph waives the
// confirmation. The clause from the order's verb on must name
// production and nothing rebuildable.
func (c *checker) checkProdWipeWaived70(d *doc) {
	for u, t := range d.proseTexts() {
		wm := wipeAll43.FindStringIndex(t)
		if wm == nil {
			continue
		}
		ls := max(0, wm[0]-300) // the sentence may wrap across lines
		v := -1
		for _, r := range runVerb70.FindAllStringIndex(t[ls:wm[0]], 8) {
			p := ls + r[0]
			if clauseImperative43(t, p) || softLead70.MatchString(clauseTail70(t, p)) && !negatedBefore(t[max(0, p-200):p]) {
				v = p
				break
			}
		}
		if v < 0 && clauseImperative43(t, wm[0]) {
			v = wm[0]
		}
		if v < 0 {
			continue
		}
		clause := t[v:min(len(t), wm[1]+80)]
		if !prodMentioned(clause) && !prdTarget70.MatchString(clause) || rebuildable43(clause) {
			continue
		}
		near := t + "\n" + restOfParagraph(d.v.text, u.end) + "\n" + c.introducedBlock70(d, u, t)
		if !noConfirmRe.MatchString(near) && !askNobody43.MatchString(near) {
			continue
		}
		if d.labelledExample(u.start+v) || c.negated(d, u.start+v) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, u.start+v), "runs a wipe of everything in a store against production, with the confirmation waived")
		if userConfirms.MatchString(near) {
			tier, msg = Flag, msg+userConfirmNote
		}
		c.add(d, RuleDestructive, tier, u.start+v, u.start+wm[1], msg)
	}
}

// clauseTail70 is the text of t's clause before p.
func clauseTail70(t string, p int) string {
	lo := max(0, p-400)
	start := lo
	for _, m := range clauseBreak.FindAllStringIndex(t[lo:p], -1) {
		start = lo + m[1]
	}
	return t[start:p]
}

// introducedBlock70 is the code block a sentence ending in a colon
// introduces, with the prose around it: the sentence, its command and the
// line after the block are one order ("Delete all topics on production:"
// then the command, then "No confirmation needed."), as codeContext
// reads the prose around a block.
func (c *checker) introducedBlock70(d *doc, u unit, t string) string {
	tt := strings.TrimRight(t, " \t\r\n")
	if !strings.HasSuffix(tt, ":") {
		return ""
	}
	for _, f := range d.fences {
		if f.start < u.end {
			continue
		}
		if f.start-u.end > 40 {
			break
		}
		return c.codeContext(d, f.start)
	}
	return ""
}

package safety

import (
	"strings"
)

// Round 43 (destructive family): destruction read in prose, and with the
// user's safeguard waived by name. Each principle is one the older rules
// hold, carried to a form they did not read:
//   - everything of a store deleted (every row, every message, the whole
//     database, FLUSHALL) together with the copies a restore would come
//     from (the backups, the version history, the recycle bin, the
//     persistence files), while the sentence or its paragraph waives the
//     owner's say (skip confirmation, ask nobody, don't ask the person in
//     charge): the data and its way back, gone with no one asked. This is
//     checkDataWithBackup's principle (the data with its own backup)
//     said in words;
//   - a whole data folder deleted by a command with no selection (find
//     with no test before -delete, rm -r of the folder) while the prose
//     around waives the dry run or the confirmation: the one check that
//     would catch a wrong target taken away, as noConfirmRe reads it for
//     production commands;
//   - a litigation or retention hold is a legal hold by another name:
//     lifting it to delete, or deleting what it keeps, is
//     checkRetentionBypass's case.

func init() {
	// The waiver spelled as the dry run refused or nobody asked: the
	// same order noConfirmRe reads ("no dry run needed", "asking nobody",
	// "don't ask the PI").
	noConfirmRe = lazyRegexp(noConfirmRe.String() + `|(?i:\bno\s+dry[- ]?run\s+(?:is\s+)?(?:needed|required|necessary)\b|\bskip\w*\s+(?:the\s+)?dry[- ]?run\b|\bask(?:ing)?\s+(?:nobody|no\s+one|no-one)\b)`)
	// Litigation and retention holds are legal holds.
	legalHoldDeleted = lazyRegexp(legalHoldDeleted.String() + `|(?i:\b(?:delet|purg|eras|wip|remov|destroy|empt|shred)\w*\s+(?:[\w'’,-]+\s+){0,8}?(?:the\s+)?(?:litigation|retention)[- ]holds?\b)`)
	retentionBypassed = lazyRegexp(retentionBypassed.String() + `|(?i:\b(?:skip|bypass|ignor|overrid|circumvent|disabl|lift|releas|remov|turn\w*\s+off|switch\w*\s+off)\w*\s+(?:the\s+)?(?:litigation|retention)[- ]holds?\b)`)
}

var (
	// wipeAll43: everything of a store deleted, in prose.
	wipeAll43 = lazyRegexp(`(?i)\b(?:delet|purg|eras|wip|flush|empt|destroy|truncat|remov|clear)\w*\s+(?:all|every|each)\b(?:\s+(?:of\s+)?(?:the\s+)?[\w'-]+){0,3}|\b(?:run|execute|issue|send)\s+\x60?(?:FLUSHALL|FLUSHDB)\b|\bdrop\s+(?:the\s+)?(?:whole\s+|entire\s+)?(?:[\w-]+\s+)?(?:database|db|schema)\b`)
	// recoveryGone43: the copies a restore would come from deleted, or
	// the deletion made so that it cannot be undone.
	recoveryGone43 = lazyRegexp(`(?i)\b(?:delet|purg|eras|wip|remov|destroy|empt|clear|drop|shred)\w*\b[^.\n]{0,80}?\b(?:backups?|version\s+history|revision\s+history|previous\s+versions|snapshots?|recycle\s+bin|trash|deleted\s+items|recoverable\s+items|RDB|AOF|dump\.rdb|appendonly\.aof|restore\s+points?|shadow\s+copies)\b|\bso\s+(?:that\s+)?(?:it|they|nothing|the\s+data)\s+(?:doesn'?t|does\s+not|don'?t|can'?t|cannot|won'?t|will\s+not)\s+(?:come\s+back|be\s+(?:restored|recovered|undone|retrieved))\b`)
	// keptCopies43: what is deleted is selected, or copies are kept
	// ("older than", "except the last", "keep one").
	keptCopies43 = lazyRegexp(`(?i)\b(?:older\s+than|beyond|except|excluding|but\s+keep|keep(?:ing)?\s+(?:the\s+)?(?:last|latest|newest|most\s+recent|one|\d+)|after\s+(?:taking|making|exporting)|once\s+(?:a|the)\s+(?:backup|copy|export))\b`)
	// askNobody43: the owner's say waived in words noConfirmRe does not
	// hold ("don't ask the PI", "do not check with the officer").
	askNobody43 = lazyRegexp(`(?i)\b(?:don'?t|do\s+not|never|no\s+need\s+to)\s+(?:ask|consult|check\s+with|tell|notify|warn)\s+(?:the\s+)?[\w&.'-]+|\bskip\w*\s+(?:the\s+)?confirm\w*`)
	// scratch43: the store named is rebuildable (a cache, a build, a
	// test copy); "not the cache" names what is not touched.
	scratch43    = lazyRegexp(`(?i)\b(?:tmp|temp\w*|test\w*|dev|preview|staging|scratch|sandbox|ci|build|caches?|cached|caching|artifacts?|demo|examples?|samples?|thumbnails?|fixtures?)\b`)
	notScratch43 = lazyRegexp(`(?i)\b(?:not|never|except|excluding)\s+(?:the\s+|a\s+|any\s+)?(?:[\w-]+\s+)?(?:tmp|temp\w*|test\w*|dev|staging|scratch|sandbox|build|caches?|artifacts?)\b`)
	// wholesaleCode43: a whole data folder deleted with no selection: find
	// with nothing but its type before -delete, or rm -r of the folder.
	wholesaleCode43 = lazyRegexp(`(?i)\bfind\s+["']?(/(?:mnt|srv|data|var|opt|media|Volumes|home|Users)/[\w.-]+(?:/[\w.-]+)*)/?["']?(?:\s+-(?:type\s+[fd]|xdev|mindepth\s+\d+|maxdepth\s+\d+|depth|print))*\s+(?:-delete\b|-exec\s+(?:sudo\s+)?rm\b)|\brm\s+(?:-{1,2}[\w-]+\s+)*-\w*[rR]\w*\s+(?:-{1,2}[\w-]+\s+)*["']?(/(?:mnt|srv|data|var|opt|media|Volumes)/[\w.-]+(?:/[\w.-]+)*)/?\*?["']?(?:\s|$|;|&|\x60)`)
)

// waived43 reports the owner's say waived in s.
func waived43(s string) bool {
	return noConfirmRe.MatchString(s) || askNobody43.MatchString(s)
}

// rebuildable43 reports a store named as rebuildable in s, leaving out
// the ones named as spared.
func rebuildable43(s string) bool {
	return scratch43.MatchString(notScratch43.ReplaceAllString(s, ""))
}

// checkDestructive43 runs the round-43 destructive checks.
func (c *checker) checkDestructive43(d *doc) {
	lower := d.v.lower
	if lowerHas(lower, "all", "every", "each", "flush", "drop") {
		c.checkWipeWithCopies43(d)
	}
	if lowerHas(lower, "find", "rm ") {
		c.checkWaivedWholesale43(d)
	}
	c.checkOptOutWiped53(d) // round 53 (persona): destructive53.go
	c.checkDestructive57(d) // round 57 (propagate): destructive57.go
	if lowerHas(lower, netStems45...) {
		c.checkDestroyNoNet45(d) // round 45: destructive45tamper.go
	}
}

// checkWipeWithCopies43 refuses a prose order that deletes everything of
// a store and the copies a restore would come from, while the paragraph
// waives the owner's say.
func (c *checker) checkWipeWithCopies43(d *doc) {
	for u, t := range d.proseTexts() {
		wm := wipeAll43.FindStringIndex(t)
		if wm == nil || !clauseImperative43(t, wm[0]) && !adverbLead43.MatchString(t[strings.LastIndexByte(t[:wm[0]], '\n')+1:wm[0]]) {
			continue
		}
		c.wipeWithCopies43(d, u, t, wm, wm[0])
	}
}

// wipeWithCopies43 reads on from an order to delete everything of a
// store, found at t[wm[0]:wm[1]] in unit u: it refuses when the copies a
// restore would come from go too and the paragraph waives the owner's
// say; the reported span starts at t[from]. Shared by the ways an order
// is recognised (checkWipeWithCopies43; checkToolWipe57).
func (c *checker) wipeWithCopies43(d *doc, u unit, t string, wm []int, from int) {
	rest := restOfParagraph(d.v.text, u.end)
	near := t + "\n" + rest
	rm := recoveryGone43.FindStringIndex(near)
	if rm == nil {
		rm = noCopyFirst53At(near) // round 53 (persona): the copy declined first (destructive53.go)
	}
	if rm == nil || keptCopies58(near[rm[0]:rm[1]]) || keptCopies58(t[wm[0]:]) { // round 58: a present cut-off selects all (propagate58.go)
		return
	}
	if !waived43(near) && !waived43(prevUnitText(d, u)) {
		return
	}
	if rebuildable43(t) || d.labelledExample(u.start+wm[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
		return
	}
	tier, msg := downgrade(c.securityContext(d, u.start+wm[0]), "deletes everything of a store and the copies a restore would come from, with no one asked")
	if userConfirms.MatchString(near) {
		tier, msg = Flag, msg+userConfirmNote
	}
	c.add(d, RuleDestructive, tier, u.start+from, u.start+wm[1], msg)
}

// clauseImperative43 is imperativeAt with the negation read in the verb's
// own clause only: "(not the cache) and run FLUSHALL" negates the cache,
// not the order.
func clauseImperative43(t string, v int) bool {
	lo := max(0, v-400)
	start := lo
	for _, m := range clauseBreak.FindAllStringIndex(t[lo:v], -1) {
		start = lo + m[1]
	}
	return !negatedBefore(t[start:v]) && imperativeLead.MatchString(dropDashAside41(t[start:v]))
}

// checkWaivedWholesale43 refuses a command that deletes a whole data
// folder with no selection while the prose around waives the dry run or
// the confirmation. A rebuildable folder (cache, build, tmp) is left.
func (c *checker) checkWaivedWholesale43(d *doc) {
	for _, m := range d.findAll(wholesaleCode43, []string{"find", "rm "}, false) {
		s, e := m[0], m[1]
		path := ""
		for g := 2; g+1 < len(m); g += 2 {
			if m[g] >= 0 {
				path = d.v.text[m[g]:m[g+1]]
			}
		}
		if path == "" || rebuildable43(path) {
			continue
		}
		fi := d.fenceAt(s)
		ctx := ""
		if fi >= 0 {
			before, after := d.fenceProse(fi)
			ctx = before + "\n" + after
		} else if d.quoted(s) {
			u := d.unitAt(s)
			ctx = d.v.text[u.start:min(u.end, len(d.v.text))] + "\n" + restOfParagraph(d.v.text, u.end) + "\n" + prevUnitText(d, u)
		} else {
			continue
		}
		if !waived43(ctx) || rebuildable43(ctx) || d.labelledExample(s) || c.negated(d, s) {
			continue
		}
		tier, msg := Refuse, "deletes a whole data folder with no selection, with the dry run or confirmation waived"
		if dryRun(d.v.text, s) {
			tier, msg = Flag, msg+" (run as a dry run: it only reports what it would remove; shown to the reviewer)"
		}
		if userConfirms.MatchString(ctx) {
			tier, msg = Flag, msg+userConfirmNote
		}
		c.add(d, RuleDestructive, tier, s, e, msg)
	}
}

package safety

import "strings"

// Round 64 (destructive): destruction whose undo the skill itself takes
// away.

func init() {
	destructiveRules = append(destructiveRules,
		// rm's guard against erasing the root folder switched off
		// anywhere in the command, not only right after rm: the flag
		// exists for no purpose but deleting "/", so whatever path
		// follows, the writer has disarmed the one check that stops the
		// machine being wiped.
		destructiveRule{lazyRegexp(`(?i)\brm\s+[^\n;|&\x60]*?--no-preserve-root\b`),
			[]string{"no-preserve-root"}, "deletes with rm's guard against erasing the root folder switched off", false, nil},
	)
}

// rmAny64: one rm, recursive or not, and its arguments.
var rmAny64 = lazyRegexp(`(?i)\brm\s+(?:-{1,2}[\w-]+\s+)*([^\n;|&\x60<>()-][^\n;|&\x60<>()]*)`)

// checkDestructive64 runs the round-64 destructive checks (hooked from
// destructive.go's list).
func (c *checker) checkDestructive64(d *doc) {
	c.checkFileWithBackup64(d)
	if lowerHas(d.v.lower, "restor", "recover", "undo", "get it back", "roll back", "rollback") {
		c.checkRestoreBarred64(d)
	}
	c.checkNoBackupFirst64(d)
}

// checkFileWithBackup64 refuses one rm that deletes a file together with
// its own backup copy (rm -f ledger.db ledger.db.bak, a state file and
// its ".backup"): checkDataWithBackup's principle for files removed
// without -r. Nothing is left to restore from; a scratch file and its copy
// are ordinary cleaning.
func (c *checker) checkFileWithBackup64(d *doc) {
	if !strings.Contains(d.v.lower, "rm ") || !lowerHas(d.v.lower, "bak", "backup") {
		return
	}
	for _, m := range d.findAll(rmAny64, []string{"rm "}, false) {
		s, e := m[0], m[1]
		if rmRecursive.MatchString(d.v.text[s:e]) {
			continue // checkDataWithBackup's
		}
		if namesOwnBackup(d.v.text[m[2]:m[3]], func(core string) bool { return scratchBucket.MatchString(core) || scratchData.MatchString(core) }) {
			c.refuseRmWithBackup(d, s, e, "deletes a file together with its own backup copy, leaving nothing to restore")
		}
	}
}

var (
	// copiesDestroyed64: an order to delete the copies that would bring
	// the data back: backups, backup clones, mirrors, snapshots, replicas.
	copiesDestroyed64 = lazyRegexp(`(?i)\b(?:delet|remov|destroy|eras|wip|purg|drop|shred)\w*\s+(?:(?:the|all|every|each|any|our|their)\s+){0,2}(?:(?:old|other|remaining|existing|local|remote|offsite|off-site)\s+)?(?:backups?|backup\s+(?:clones?|copies|cop(?:y|ies)|sets?|volumes?|repos?|archives?)|mirrors?|snapshots?|replicas?)\b`)
	// noRestore64: the stated aim is that no one can bring it back.
	noRestore64 = lazyRegexp(`(?i)\bso\s+(?:that\s+)?(?:nobody|no\s+one|no-one|none\s+of\s+them|they|the\s+(?:user|owner|team)s?)\s+(?:can|could|will\s+be\s+able\s+to|is\s+able\s+to|can\s+ever)\s*(?:not\s+|never\s+)?(?:restore|recover|undo|get\s+(?:it|them)\s+back|roll\s+(?:it\s+)?back)\b|\bso\s+(?:that\s+)?(?:it|they|the\s+\w+)\s+can(?:not|'t|\s+never)\s+be\s+(?:restored|recovered|undone|rolled\s+back)\b`)
	// secretPurge64: the history is rewritten to purge a leaked secret,
	// where removing the stale copies is the remedy, not the harm.
	secretPurge64 = lazyRegexp(`(?i)\b(?:leak\w*|secrets?|credentials?|passwords?|api\s+keys?|private\s+keys?|tokens?|personal\s+data|PII)\b`)
)

// checkRestoreBarred64 refuses an order to delete the backups, mirrors or
// snapshots with the stated aim that no one can restore what was there
// ("so nobody can restore the old history"): the skill destroys the undo
// on purpose, as checkDestroyUndoOff62 refuses the store's undo switched
// off before a deletion. Rotating old backups, or clearing stale clones
// after a leaked secret is purged (the copies hold the secret), is left
// alone.
func (c *checker) checkRestoreBarred64(d *doc) {
	for u, t := range d.shortPlainUnits() {
		cm := copiesDestroyed64.FindStringIndex(t)
		if cm == nil {
			continue
		}
		rm := noRestore64.FindStringIndex(t)
		if rm == nil || rm[0] < cm[0] {
			continue
		}
		if secretPurge64.MatchString(d.v.text) {
			continue
		}
		if c.negated(d, u.start+cm[0]) || d.labelledExample(u.start+cm[0]) || c.describedNotOrdered(d, u, t, cm[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+cm[0]), "deletes the backups or mirrors so that no one can restore what was there")
		c.add(d, RuleDestructive, tier, u.start+cm[0], u.start+rm[1], why)
	}
}

var (
	// deleteCmd64: a command that deletes data: a recursive rm, a find
	// that deletes, a list or its records removed by a CLI.
	deleteCmd64 = lazyRegexp(`(?i)\brm\s+(?:-{1,2}[\w-]+\s+)*-\w*[rR]\w*\s+[^\n;|&\x60<>()]+|\bfind\s+[^\n;|&\x60]*\s-delete\b|\b(?:remove|delete|drop|purge)[-_](?:list|records|projects?|database|archives?)\b`)
	// backupForbidden64: the copy that would undo the deletion is
	// forbidden: "no export first", "without a backup", "don't take a
	// backup", "skip the snapshot"; Arabic "don't take a backup copy",
	// "without a backup copy".
	backupForbidden64 = lazyRegexp(`(?i)\bno\s+(?:backups?|exports?|snapshots?|copy|copies|archive)\s+(?:first|beforehand|before(?:hand)?)\b|\bwithout\s+(?:first\s+)?(?:(?:a|any|taking\s+a|making\s+a)\s+)?(?:backups?|backing\s+(?:it\s+|them\s+)?up|exporting|snapshots?|snapshotting)\b|\b(?:don'?t|do\s+not|never)\s+(?:bother\s+(?:to\s+|with\s+)?)?(?:take|make|keep|create|run)\s+(?:a\s+|any\s+)?(?:backups?|exports?|snapshots?|cop(?:y|ies))\b|\bskip\w*\s+(?:the\s+)?(?:backups?|exports?|snapshots?)\b|` +
		`(?:لا|ولا|بدون|دون|من\s+غير)\s*(?:تأخذ|تاخذ|تعمل|تنشئ|تصنع)?\s*(?:أي\s+)?نسخ(?:ة|ا)?\s+احتياطي`)
)

// checkNoBackupFirst64 refuses a command that deletes data in a skill that
// forbids the backup or export that would undo it ("no export first",
// "don't take a backup"): the skill takes away the one step that makes a
// wrong deletion recoverable, as unconfirmedRun reads the confirmation
// taken away. Scratch, test or cache data deleted with no backup is
// ordinary cleaning.
func (c *checker) checkNoBackupFirst64(d *doc) {
	bm := backupForbidden64.FindStringIndex(d.v.text)
	if bm == nil || c.negated(d, bm[0]) {
		return
	}
	for _, m := range d.findAll(deleteCmd64, []string{"rm ", "-delete", "remove", "delete", "drop", "purge"}, false) {
		s, e := m[0], m[1]
		if d.fenceAt(s) < 0 && !d.quoted(s) {
			continue
		}
		if scratchData.MatchString(d.v.text[s:e]) || cacheOrBuild64.MatchString(d.v.text[s:e]) {
			continue
		}
		ctx := c.codeContext(d, s)
		if !backupForbidden64.MatchString(ctx) && !backupForbidden64.MatchString(nearby64(d.v.text, s, 400)) {
			continue
		}
		if scratchData.MatchString(ctx) || d.labelledExample(s) || c.negated(d, s) || dryRun(d.v.text, s) {
			continue
		}
		c.add(d, RuleDestructive, Refuse, s, e, "deletes data while forbidding the backup or export that would bring it back")
		return
	}
}

// cacheOrBuild64: regenerable folders no backup is owed.
var cacheOrBuild64 = lazyRegexp(`(?i)\b(?:cache|caches|\.cache|tmp|temp|build|dist|out|target|node_modules|__pycache__|\.pytest_cache|venv|\.venv|coverage|logs?)\b`)

// nearby64: the text within n bytes after s (the prose that follows a
// command: the order about the backup often comes right after it).
func nearby64(t string, s, n int) string {
	return t[s:min(len(t), s+n)]
}

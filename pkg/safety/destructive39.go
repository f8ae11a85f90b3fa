package safety

import (
	"path"
	"strings"
)

// Round 39 (destructive family): destruction by scope in three more
// shapes, and the order to skip the user's confirmation read as the tell
// that a production marker is.

type destructiveRule = struct {
	re   *lazyRE
	kws  []string
	what string
	prod bool
	skip *lazyRE
}

func init() {
	destructiveRules = append(destructiveRules,
		// Every row of a table: DELETE FROM with no WHERE is TRUNCATE
		// spelled otherwise, and is judged as TRUNCATE TABLE is (refused
		// against production, or with the confirmation skipped).
		destructiveRule{lazyRegexp(`(?i)\bdelete\s+from\s+[\w.\x60"\[\]]+\s*(?:;|$|\x60)`),
			[]string{"delete from"}, "empties a whole table (DELETE with no WHERE)", true, nil},
		// Every bucket of the account at once: a wildcard in the bucket's
		// own name (gs://*, s3://*) selects them all.
		destructiveRule{lazyRegexp(`(?i)\b(?:gsutil\s+(?:-m\s+)?rm|gcloud\s+storage\s+rm|aws\s+s3\s+(?:rm|rb))\s+(?:-\S+\s+)*["']?(?:gs|s3)://\*`),
			[]string{"gsutil", "storage rm", "s3 r"}, "deletes every storage bucket of the account", false, nil},
	)
}

// noConfirmRe: an order to run without the user's confirmation or without
// asking, in English and the languages the blind tables are written in.
// A command that destroys production data is refused; the same command
// with the user's confirmation taken away is refused too: the skill
// removes the one check that would catch a wrong target.
var noConfirmRe = lazyRegexp(`(?i)\bwithout\s+(?:(?:asking|requesting|waiting)\s+(?:for\s+)?|any\s+|a\s+|(?:the\s+)?user'?s?\s+)?(?:confirmation|confirming|approval|asking)\b|\bwith\s+no\s+(?:confirmation|prompt)\b|\bno\s+confirmation\s+(?:needed|required|prompt)|\b(?:skip|bypass)\w*\s+(?:the\s+|any\s+)?confirmation\b|\b(?:don'?t|do\s+not|never)\s+(?:ask|wait\s+for|prompt)\s+(?:the\s+user|anyone|for\s+confirmation|first)\b|` +
	// Spanish, Portuguese, Catalan
	`\bsin\s+(?:pedir|solicitar|esperar)?\s*confirmaci[oó]n|\bsin\s+preguntar|\bno\s+(?:le\s+)?preguntes\b|\bsem\s+(?:pedir|solicitar)?\s*confirma[çc][ãa]o|\bsem\s+perguntar|\bn[ãa]o\s+pergunte\b|\bsense\s+(?:demanar\s+)?confirmaci[oó]|` +
	// Italian, French
	`\bsenza\s+(?:chiedere|richiedere|attendere)?\s*(?:la\s+)?conferma|\bsenza\s+chiedere|\bnon\s+chiedere\b|\bsans\s+(?:demander\s+(?:de\s+)?|attendre\s+(?:de\s+)?|aucune\s+)?confirmation|\bsans\s+demander|\bne\s+demande\s+pas\b|` +
	// German, Dutch
	`\bohne\s+(?:R[üu]ckfrage|Nachfrage|Best[äa]tigung|zu\s+fragen)|\bfrag\s+nicht\b|\bzonder\s+(?:bevestiging|te\s+vragen)|\bvraag\s+niet\b|` +
	// Danish, Norwegian, Swedish
	`\buden\s+bekr[æa]ftelse|\buten\s+bekreftelse|\butan\s+bekr[äa]ftelse|\bsp[øo]rg\s+ikke\b|\bsp[øo]r\s+ikke\b|\bfr[åa]ga\s+inte\b|\bikke\s+sp[øo]rg`)

// unconfirmedRun: the words around a production-only command order it run
// without confirmation, and nothing names the target as test or scratch
// data ("reset the local fixtures without asking" is a developer's
// loop, not a wipe).
func unconfirmedRun(ut, around string) bool {
	if !noConfirmRe.MatchString(ut) && !noConfirmRe.MatchString(around) {
		return false
	}
	return !scratchData.MatchString(ut) && !scratchData.MatchString(around)
}

// rmRecursive: one recursive rm and its arguments (up to the end of the
// command).
var rmRecursive = lazyRegexp(`(?i)\brm\s+(?:-{1,2}[\w-]+\s+)*-\w*[rR]\w*\s+([^\n;|&\x60<>()]+)`)

// backupAffix: the name of a backup copy of something, around its name
// (db-backup, db_bak, backup-db, db.bak, db.old is not).
var backupAffix = lazyRegexp(`(?i)^(?:backups?[-_.]?|bak[-_.])|[-_.](?:backups?|bak)(?:[-_.]?\d*)?$`)

// checkDataWithBackup refuses one rm that deletes a folder together with
// its own backup copy (rm -rf /srv/ledger /srv/ledger-backup): whatever
// the folder, nothing is left to restore from. A scratch or build folder
// and its copy are ordinary cleaning.
func (c *checker) checkDataWithBackup(d *doc) {
	if !strings.Contains(d.v.lower, "rm ") || !strings.Contains(d.v.lower, "ba") {
		return
	}
	for _, m := range d.findAll(rmRecursive, []string{"rm "}, false) {
		if namesOwnBackup(d.v.text[m[2]:m[3]], scratchBucket.MatchString) {
			c.refuseRmWithBackup(d, m[0], m[1], "deletes a folder together with its own backup copy, leaving nothing to restore")
		}
	}
}

// namesOwnBackup: one rm's arguments name something together with its
// own backup copy (ledger and ledger-backup, ledger.db and
// ledger.db.bak), unless the thing is scratch (scratch on its name).
// Shared by checkDataWithBackup and checkFileWithBackup64.
func namesOwnBackup(args string, scratch func(string) bool) bool {
	names := map[string]string{}
	for _, a := range strings.Fields(args) {
		a = strings.TrimRight(strings.Trim(a, `"'`), "/")
		if a == "" || strings.HasPrefix(a, "-") {
			continue
		}
		names[a] = path.Base(a)
	}
	for p, b := range names {
		if !backupAffix.MatchString(b) {
			continue
		}
		core := backupAffix.ReplaceAllString(b, "")
		if len(core) < 3 || scratch(core) {
			continue
		}
		for q, b2 := range names {
			if q != p && strings.EqualFold(b2, core) {
				return true
			}
		}
	}
	return false
}

// refuseRmWithBackup reports the rm at s:e that deletes something with
// its backup: in a fence or quoted as an order, not an example or
// negated; prose about it in a security skill is downgraded, and a user
// asked first makes it a flag.
func (c *checker) refuseRmWithBackup(d *doc, s, e int, msg string) {
	fi := d.fenceAt(s)
	if fi < 0 && !d.quoted(s) || d.labelledExample(s) || c.negated(d, s) {
		return
	}
	tier := Refuse
	if fi < 0 {
		tier, msg = downgrade(c.securityContext(d, s), msg)
	}
	u := d.unitAt(s)
	if userConfirms.MatchString(d.v.text[u.start:min(u.end, len(d.v.text))]) || userConfirms.MatchString(c.confirmContext(d, s)) {
		tier, msg = Flag, msg+userConfirmNote
	}
	c.add(d, RuleDestructive, tier, s, e, msg)
}

var (
	// legalHoldDeleted: an order to delete what sits under a legal hold
	// ("purge the mail and the legal-hold folders").
	legalHoldDeleted = lazyRegexp(`(?i)\b(?:delet|purg|eras|wip|remov|destroy|empt|shred)\w*\s+(?:[\w'’,-]+\s+){0,8}?(?:the\s+)?legal[- ]holds?\b`)
	// retentionBypassed: the rule that keeps data (a retention policy or
	// lock, a legal hold) skipped or overridden.
	retentionBypassed = lazyRegexp(`(?i)\b(?:skip|bypass|ignor|overrid|circumvent|disregard|get\s+around|work\s+around)\w*\s+(?:\w+\s+){0,2}?(?:legal[- ]holds?|retention(?:\s+(?:polic\w*|locks?|rules?|periods?|settings?|holds?))?)\b`)
	// destroyVerb: a verb that deletes, for the bypass to serve.
	destroyVerb = lazyRegexp(`(?i)\b(?:delet|purg|eras|wip|destroy|empt|shred)\w*`)
	// spareWords: the held data named as what is spared ("except those
	// under legal hold").
	spareWords = lazyRegexp(`(?i)\b(?:except|excluding|exclude|but\s+not|other\s+than|never|not|unless|outside|apart\s+from|sparing|skip(?:ping)?)\b`)
)

// retentionUnchecked: the retention rule or legal hold set aside by not
// looking at it ("without checking retention rules", "regardless of the
// legal hold"): the same as skipping it.
var retentionUnchecked = lazyRegexp(`(?i)\b(?:without\s+(?:first\s+)?(?:checking|consulting|looking\s+at|respecting|honou?ring|regard\s+(?:to|for)|reference\s+to|applying)|regardless\s+of|no\s+matter)\s+(?:the\s+|any\s+)?(?:legal[- ]holds?|retention(?:\s+(?:polic\w*|locks?|rules?|periods?|settings?|holds?|schedules?))?)\b`)

// retentionSetAside finds the retention rule or legal hold skipped
// (retentionBypassed: skipped is true) or set aside by not looking at it
// (retentionUnchecked: "without checking retention rules", "regardless of
// the legal hold"), unless negated just before.
func retentionSetAside(t string) (m []int, skipped bool) {
	if m := retentionBypassed.FindStringIndex(t); m != nil && !negatedBefore(t[max(0, m[0]-60):m[0]]) {
		return m, true
	}
	if m := retentionUnchecked.FindStringIndex(t); m != nil && !negatedBefore(t[max(0, m[0]-60):m[0]]) {
		return m, false
	}
	return nil, false
}

// checkRetentionBypass refuses a prose order to delete data held for a
// lawsuit (a legal hold) or to delete while skipping the retention rule
// that keeps it or not checking it: the data is kept by obligation, not by
// choice, and no task's tidying is in scope for it. "Prune per the
// retention policy" and "except what is under legal hold" keep the rule.
func (c *checker) checkRetentionBypass(d *doc) {
	if !strings.Contains(d.v.lower, "legal") && !strings.Contains(d.v.lower, "retention") && !strings.Contains(d.v.lower, "litigation") { // round 43: a litigation hold too
		return
	}
	for u, t := range d.proseTexts() {
		s, e := -1, -1
		what := "deletes data kept under a legal hold or retention rule, or skips that rule to delete it"
		if m := legalHoldDeleted.FindStringIndex(t); m != nil && !spareWords.MatchString(t[m[0]:m[1]]) && imperativeAt(t, m[0]) && !holdChecked50(t, m[1]) && !holdCheckedBefore62(t[m[0]:m[1]]) { // session 20: a hold checked is kept (falserefusal50.go)
			s, e = m[0], m[1]
		} else if m, skipped := retentionSetAside(t); m != nil {
			if v := destroyVerb.FindStringIndex(t); v != nil && imperativeAt(t, v[0]) {
				s, e = min(v[0], m[0]), max(v[1], m[1])
				if !skipped {
					what = "deletes data without checking the retention rule or legal hold that keeps it"
				}
			}
		}
		if s < 0 || d.labelledExample(u.start+s) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, u.start+s), what)
		c.add(d, RuleDestructive, tier, u.start+s, u.start+e, msg)
	}
}

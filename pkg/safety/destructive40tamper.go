package safety

import (
	"regexp"
	"strings"
)

// Round 40 (destructive family): destruction by scope in three more
// shapes, and a retention rule set aside by "without checking" it.

func init() {
	destructiveRules = append(destructiveRules,
		// The drive Windows runs from reformatted (format C:) or the
		// first disk cleaned by diskpart (select disk 0, then clean):
		// the machine's own system disk, whatever the task, the same as
		// mkfs on the root device. Another letter or disk number is a
		// drive the user chose and is left to the removable-disk rules.
		destructiveRule{regexp.MustCompile(`(?i)\bformat(?:\.com)?\s+["']?c:(?:["'\s]|$)`),
			[]string{"format"}, "reformats or cleans the system disk", false, nil},
		// Every database the server lists, dropped in one loop
		// (getDBNames().forEach(dropDatabase)): no database is named, so
		// none is spared; the same as every resource of an account.
		destructiveRule{regexp.MustCompile(`(?i)\b(?:getDBNames|listDatabaseNames|listDatabases)\s*\(\s*\)[^\n]{0,160}?\bdropDatabase\s*\(`),
			[]string{"dropdatabase"}, "drops every database on the server", false, nil},
		// The backup or snapshot store itself removed whole (rm -r of a
		// backups or snapshots folder or all it holds, every btrfs
		// snapshot by a glob): the copies a restore would come from, all
		// at once. A dated or named copy below it is retention.
		destructiveRule{regexp.MustCompile(`(?i)(?:\brm[ \t]+(?:-{1,2}[\w-]+[ \t]+)*-\w*[rR]\w*[ \t]+(?:[^\s;|&<>]+[ \t]+)*?["']?|\bbtrfs[ \t]+subvolume[ \t]+delete[ \t]+(?:-\S+[ \t]+)*)((?:[\w${}~./-]*/)?[@.]?(?:backups?|snapshots?|\w*snap\w*/\*)/?\*?)["']?(?:\s|$|;|&|\x60)`),
			[]string{"rm ", "btrfs"}, "deletes every backup or snapshot, leaving nothing to restore from", false, scratchBucket},
	)
}

// diskZeroCleaned: diskpart's first disk selected, then cleaned a few
// lines below in the same script (the rule above, across lines).
var diskZeroCleaned = regexp.MustCompile(`(?i)\bselect\s+disk\s+0[ \t]*\r?\n(?:[^\n]*\n){0,3}?[ \t]*clean\b`)

// checkDestructive40 runs the round-40 checks that read more than a line.
func (c *checker) checkDestructive40(d *doc) {
	c.checkRetentionUnchecked(d)
	if !strings.Contains(d.v.lower, "select disk") {
		return
	}
	for _, f := range d.fences {
		b := d.v.text[f.start:f.end]
		m := diskZeroCleaned.FindStringIndex(b)
		if m == nil || d.labelledExample(f.start+m[0]) || c.negated(d, f.start+m[0]) {
			continue
		}
		tier, msg := Refuse, "reformats or cleans the system disk"
		u := d.unitAt(f.start + m[0])
		if userConfirms.MatchString(d.v.text[u.start:min(u.end, len(d.v.text))]) || userConfirms.MatchString(c.confirmContext(d, f.start+m[0])) {
			tier, msg = Flag, msg+userConfirmNote
		}
		c.add(d, RuleDestructive, tier, f.start+m[0], f.start+m[1], msg)
	}
}

// retentionUnchecked: the retention rule or legal hold set aside by not
// looking at it ("without checking retention rules", "regardless of the
// legal hold"): the same as skipping it.
var retentionUnchecked = regexp.MustCompile(`(?i)\b(?:without\s+(?:first\s+)?(?:checking|consulting|looking\s+at|respecting|honou?ring|regard\s+(?:to|for)|reference\s+to|applying)|regardless\s+of|no\s+matter)\s+(?:the\s+|any\s+)?(?:legal[- ]holds?|retention(?:\s+(?:polic\w*|locks?|rules?|periods?|settings?|holds?|schedules?))?)\b`)

// checkRetentionUnchecked extends checkRetentionBypass (destructive39.go)
// to the rule set aside by not checking it, in a sentence whose verb
// deletes.
func (c *checker) checkRetentionUnchecked(d *doc) {
	if !strings.Contains(d.v.lower, "legal") && !strings.Contains(d.v.lower, "retention") {
		return
	}
	for _, u := range d.units {
		if !d.proseUnit(u) {
			continue
		}
		t := d.unitText(u)
		if len(t) > maxIntentUnit {
			t = t[:maxIntentUnit]
		}
		m := retentionUnchecked.FindStringIndex(t)
		if m == nil || negatedBefore(t[max(0, m[0]-60):m[0]]) {
			continue
		}
		v := destroyVerb.FindStringIndex(t)
		if v == nil || !imperativeAt(t, v[0]) {
			continue
		}
		s, e := min(v[0], m[0]), max(v[1], m[1])
		if d.labelledExample(u.start + s) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, u.start+s), "deletes data without checking the retention rule or legal hold that keeps it")
		c.add(d, RuleDestructive, tier, u.start+s, u.start+e, msg)
	}
}

package safety

import (
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
		destructiveRule{lazyRegexp(`(?i)\bformat(?:\.com)?\s+["']?c:(?:["'\s]|$)`),
			[]string{"format"}, "reformats or cleans the system disk", false, nil},
		// Every database the server lists, dropped in one loop
		// (getDBNames().forEach(dropDatabase)): no database is named, so
		// none is spared; the same as every resource of an account.
		destructiveRule{lazyRegexp(`(?i)\b(?:getDBNames|listDatabaseNames|listDatabases)\s*\(\s*\)[^\n]{0,160}?\bdropDatabase\s*\(`),
			[]string{"dropdatabase"}, "drops every database on the server", false, nil},
		// The backup or snapshot store itself removed whole (rm -r of a
		// backups or snapshots folder or all it holds, every btrfs
		// snapshot by a glob): the copies a restore would come from, all
		// at once. A dated or named copy below it is retention.
		destructiveRule{lazyRegexp(`(?i)(?:\brm[ \t]+(?:-{1,2}[\w-]+[ \t]+)*-\w*[rR]\w*[ \t]+(?:[^\s;|&<>]+[ \t]+)*?["']?|\bbtrfs[ \t]+subvolume[ \t]+delete[ \t]+(?:-\S+[ \t]+)*)((?:[\w${}~./-]*/)?[@.]?(?:backups?|snapshots?|\w*snap\w*/\*)/?\*?)["']?(?:\s|$|;|&|\x60)`),
			[]string{"rm ", "btrfs"}, "deletes every backup or snapshot, leaving nothing to restore from", false, scratchBucket},
	)
}

// diskZeroCleaned: diskpart's first disk selected, then cleaned a few
// lines below in the same script (the rule above, across lines).
var diskZeroCleaned = lazyRegexp(`(?i)\bselect\s+disk\s+0[ \t]*\r?\n(?:[^\n]*\n){0,3}?[ \t]*clean\b`)

// checkDestructive40 runs the round-40 checks that read more than a line.
func (c *checker) checkDestructive40(d *doc) {
	if !strings.Contains(d.v.lower, "select disk") {
		return
	}
	for _, f := range d.fences {
		b := d.v.text[f.start:f.end]
		m := diskZeroCleaned.FindStringIndex(b)
		if m == nil || d.labelledExample(f.start+m[0]) || c.negated(d, f.start+m[0]) {
			continue
		}
		c.addDiskWipe40(d, f.start+m[0], f.start+m[1], "reformats or cleans the system disk")
	}
}

// addDiskWipe40 reports a system-disk wipe at [s, e): refused, or flagged
// when the sentence or its context has the user confirm the disk first.
func (c *checker) addDiskWipe40(d *doc, s, e int, msg string) {
	tier := Refuse
	u := d.unitAt(s)
	if userConfirms.MatchString(d.v.text[u.start:min(u.end, len(d.v.text))]) || userConfirms.MatchString(c.confirmContext(d, s)) {
		tier, msg = Flag, msg+userConfirmNote
	}
	c.add(d, RuleDestructive, tier, s, e, msg)
}

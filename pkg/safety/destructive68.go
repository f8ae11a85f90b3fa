package safety

import "strings"

// Round 68 (destructive): destruction read in shapes the earlier rules
// missed.

// awkColumn68: an awk whose program has no pattern before its action
// ("awk '{print $3}'"): it picks a column of every line, so it narrows
// nothing; grepFirst took any awk for a filter.
var awkColumn68 = lazyRegexp(`\|\s*awk\s+(?:-F\s*\S+\s+)?'\{\s*print\s+\$\d+\s*\}'`)

// checkLoopColumnOnly68 refuses the loop over everything the account
// lists that deletes each one (loopListDeleteRe), when the only "filter"
// the older rule saw is an awk that prints a column: every bucket or
// resource is still deleted, as with no awk at all. An awk with a
// pattern, a grep, a prefix or a selector is still a selection.
func (c *checker) checkLoopColumnOnly68(d *doc) {
	for _, f := range d.fences {
		b := d.v.text[f.start:f.end]
		if !strings.Contains(b, "for ") || !strings.Contains(b, "awk") {
			continue
		}
		m := loopListDeleteRe.FindStringIndex(b)
		if m == nil || d.labelledExample(f.start+m[0]) || c.negated(d, f.start+m[0]) {
			continue
		}
		span := b[m[0]:m[1]]
		if !awkColumn68.MatchString(span) {
			continue
		}
		rest := awkColumn68.ReplaceAllString(span, " ")
		if selectedFirst.MatchString(rest) || strings.Contains(rest, "[?") || grepFirst.MatchString(rest) || scratchData.MatchString(span) {
			continue
		}
		c.add(d, RuleDestructive, Refuse, f.start+m[0], f.start+m[1], "deletes every resource of a kind the account lists (the awk only picks a column; nothing is filtered)")
	}
}

// dropStore68: a statement that drops a database, schema or table, its
// name captured.
var dropStore68 = lazyRegexp(`(?i)\bdrop\s+(?:database|schema|table)\s+(?:if\s+exists\s+)?[\x60"\[]?([\w.$-]+)`)

// backupName68: a name that marks a store as a copy kept for restore.
var backupName68 = lazyRegexp(`(?i)(?:backup|bak|bkp|snapshot|replica|archive|copy)`)

// checkDropWithBackup68 refuses code that drops a store and, in the same
// unit, the store's own backup (DROP DATABASE x; DROP DATABASE
// x_backup): what would undo the first drop is destroyed with it, the
// tell round 45 reads in "no need to back up", said in the commands
// themselves. Dropping only an old backup (retention), or a test or
// scratch store, is not read.
func (c *checker) checkDropWithBackup68(d *doc) {
	if !strings.Contains(d.v.lower, "drop") {
		return
	}
	for _, u := range d.units {
		t := d.unitText(u)
		if len(t) > maxIntentUnit || !strings.Contains(strings.ToLower(t), "drop") {
			continue
		}
		ms := dropStore68.FindAllStringSubmatchIndex(t, 16)
		if len(ms) < 2 {
			continue
		}
		for _, a := range ms {
			orig := strings.ToLower(t[a[2]:a[3]])
			if backupName68.MatchString(orig) || len(orig) < 3 {
				continue
			}
			hit := false
			for _, b := range ms {
				bn := strings.ToLower(t[b[2]:b[3]])
				if bn != orig && strings.Contains(bn, orig) && backupName68.MatchString(strings.Replace(bn, orig, "", 1)) {
					hit = true
				}
			}
			if !hit {
				continue
			}
			p := u.start + a[0]
			if d.fenceAt(p) < 0 && !d.quoted(p) {
				continue // prose naming the statements is a mention
			}
			if d.labelledExample(p) || c.negated(d, p) || scratchData.MatchString(t) {
				continue
			}
			c.add(d, RuleDestructive, Refuse, p, u.start+ms[len(ms)-1][1], "drops a database and its own backup together, leaving nothing to restore from")
			break
		}
	}
}

// checkDestructive68 runs the round-68 destructive checks (hooked from
// destructive.go's list).
func (c *checker) checkDestructive68(d *doc) {
	c.checkLoopColumnOnly68(d)
	c.checkDropWithBackup68(d)
}

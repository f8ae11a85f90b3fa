package safety

import "strings"

// Round 88 (destructive), tuned on fresh258 and a benign helper's finds.

func init() {
	destructiveRules = append(destructiveRules,
		// Every process the user may signal killed at once: kill with the
		// process id -1 (every process but init and the caller, in every
		// shell and in kill(2)), the machine's services and sessions ended
		// with no choice of what. One process, or one process group
		// (kill -9 -4321), is not this.
		destructiveRule{lazyRegexp(`(?i)\bkill\s+(?:-(?:\d{1,2}|[A-Z]{3,8}|s\s+\w+|n\s+\d+)\s+)?(?:--\s+)?-1(?:\s|$|;|&|\||\)|` + "`" + `)`),
			[]string{"kill"}, "kills every process the user can signal (kill -1)", false, nil},
		// A production database dropped by its command-line tool
		// (PostgreSQL's dropdb, mysqladmin drop), the database's own name
		// saying production: the same as DROP DATABASE against production.
		// A rehearsal, scratch or development database dropped, with
		// production named elsewhere, is not this.
		destructiveRule{lazyRegexp(`(?i)\bdropdb\s+(?:-{1,2}[\w-]+(?:[= ]\S+)?\s+)*["']?[\w-]*?(?:\bprod|_prod|-prod|production|_live\b|-live\b|primary)[\w-]*|\bmysqladmin\s+(?:-{1,2}[\w-]+(?:[= ]\S+)?\s+)*drop\s+["']?[\w-]*?(?:\bprod|_prod|-prod|production|_live\b|-live\b|primary)[\w-]*`),
			[]string{"dropdb", "mysqladmin"}, "destroys production data or infrastructure", true, nil},
	)
}

var (
	// diskLoop88: every disk of the machine overwritten in a loop: a
	// loop over a glob of block devices (/dev/sd?, /dev/nvme*n1) whose
	// body writes zeros or a file system onto each one. No disk is
	// chosen, so the system disk goes too. A loop that reads each disk's
	// health, or one disk the user typed, is not this.
	diskLoop88 = lazyRegexp(`(?is)\bfor\s+\w+\s+in\s+["']?/dev/(?:sd|nvme|hd|vd|xvd|mmcblk|disk)[\w]*(?:[?*]|\[[^\]\n]*\])[^\n]*?(?:;|\n)\s*do\b.{0,200}?(?:\bdd\b[^\n;|&]*\bof=["']?\$\{?\w+|\bmkfs(?:\.\w+)?\s+(?:-\S+\s+)*["']?\$\{?\w+|\bwipefs\s+(?:-\w+\s+)*-a\w*\s+["']?\$\{?\w+|\bshred\b[^\n;|&]*\s["']?\$\{?\w+|\bblkdiscard\s+(?:-\S+\s+)*["']?\$\{?\w+|\bsgdisk\s+(?:-\S+\s+)*--zap-all\s+["']?\$\{?\w+)`)
	// everyRepo88: an order to delete every repository, project or
	// bucket of the organisation or account (selected at most by age).
	everyRepo88 = lazyRegexp(`(?i)\b(?:delet|remov|destroy|purg|wip|archiv\w*\s+and\s+delet)\w*\s+(?:(?:every|all(?:\s+the)?|each)\s+(?:[\w-]+\s+){0,2}?(?:repositor(?:y|ies)|repos?|projects?)\b)`)
	// repoDeleteCmd88: the command that deletes a repository.
	repoDeleteCmd88 = lazyRegexp(`(?i)\b(?:gh|glab)\s+repo\s+delete\b|\bgh\s+api\s+(?:-X|--method)\s+DELETE\s+["']?/?repos/|\baz\s+repos\s+delete\b`)
)

// checkDestructive88 runs the round-88 destructive checks (hooked from
// checkDestructive).
func (c *checker) checkDestructive88(d *doc) {
	for _, f := range d.fences {
		b := d.v.text[f.start:f.end]
		if !strings.Contains(b, "/dev/") {
			continue
		}
		for _, m := range diskLoop88.FindAllStringIndex(b, 4) {
			if d.labelledExample(f.start+m[0]) || c.negated(d, f.start+m[0]) {
				continue
			}
			c.add(d, RuleDestructive, Refuse, f.start+m[0], f.start+m[1], "overwrites every disk of the machine in a loop")
		}
	}
	c.checkEveryRepoDeleted88(d)
}

// checkEveryRepoDeleted88 refuses an order in prose to delete every
// repository of the organisation or account with the command that
// deletes one (gh repo delete --yes): the whole of the organisation's
// code, picked at most by age, with no one naming what goes. One scratch
// repository named, a listing of stale repositories, or a rule never to
// do it is not this.
func (c *checker) checkEveryRepoDeleted88(d *doc) {
	if !strings.Contains(d.v.lower, "repo") {
		return
	}
	for u, t := range d.shortPlainUnits() {
		m := everyRepo88.FindStringIndex(t)
		if m == nil || !repoDeleteCmd88.MatchString(t) {
			continue
		}
		if negatedBefore(t[max(0, m[0]-60):m[0]]) || c.describedNotOrdered(d, u, t, m[0]) || userAsks.MatchString(t) || d.labelledExample(u.start+m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "deletes every repository of the organisation or account")
		c.add(d, RuleDestructive, tier, u.start+m[0], u.start+m[1], why)
	}
}

// Hebrew: the production server or environment, and "without asking"
// or "without confirmation", for the rules judged by them (a server's
// folder removed "בלי לשאול" is then read as round 39's removal with the
// asking skipped, as it is in the other languages noConfirmRe reads).
func init() {
	prodMarker = lazyRegexp(prodMarker.String() + `|(?:שרת|שרתי|סביבת)\s+(?:ה)?(?:ייצור|פרודקשן)|פרודקשן`)
	noConfirmRe = lazyRegexp(noConfirmRe.String() + `|(?:בלי|ללא)\s+(?:ל)?(?:שאול|אישור|לבקש\s+אישור|לחכות\s+לאישור)`)
}

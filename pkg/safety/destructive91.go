package safety

import "strings"

// Round 91 (destructive), tuned on fresh271-274.

// sameDiskOnce91 (round 91, b272-devops-destructive-ok-05): the same
// device named twice within the command's reach ("blkdiscard /dev/sdX
// (SSD) or shred /dev/sdX (HDD)": one disk, two ways to wipe it by its
// kind) is still one disk, judged as one (removableDisk). Two different
// devices stay two, and removableDisk judges neither.
func sameDiskOnce91(m [][]string) [][]string {
	if len(m) == 2 && m[0][1] == m[1][1] {
		return m[:1]
	}
	return m
}

// Round 91 (h271-destructive-12): infrastructure destroyed with the state
// lock overridden (terraform destroy -lock=false). The lock exists because
// the state is shared: it stops one run from changing what another run is
// changing. Turning it off for a destroy says others may be working on
// the same infrastructure and tears it down under them, unasked; no
// sandbox teardown needs it. A plan or apply with the lock off is left to
// the other rules.
func init() {
	destructiveRules = append(destructiveRules,
		destructiveRule{lazyRegexp(`(?i)\b(?:terraform|tofu|terragrunt)\s+(?:[^\n;|&]*\s)?(?:destroy\b|apply\s+(?:[^\n;|&]*\s)?-destroy\b)[^\n;|&]*\s-lock=(?:false|0)\b|\b(?:terraform|tofu|terragrunt)\s+(?:[^\n;|&]*\s)?-lock=(?:false|0)\b[^\n;|&]*\s(?:destroy|-destroy)\b`),
			[]string{"lock=false", "lock=0"}, "destroys shared infrastructure with its state lock overridden, under anyone else's run", false, nil})
}

// Round 91 (h271-destructive-10): everything a tool holds purged in one
// command with its own confirmation suppressed (--all with --yes or
// --force), in an order that also waives the sign-off someone else must
// give first ("don't wait for the lead's sign-off", "no need for
// approval"). The sign-off is the guard on an irreversible deletion of
// other people's records; purging everything while telling the agent to
// skip it removes the guard and the data at once. The same purge after
// the sign-off, or a cache pruned with --all --force, is not this.
var (
	purgeAllUnasked91 = lazyRegexp(`(?i)\b[\w-]+\s+(?:[\w-]+\s+)?(?:purge|delete|destroy|wipe|erase|drop|remove)\b[^\n;|&` + "`" + `]*\s--all\b[^\n;|&` + "`" + `]*\s(?:--yes|-y|--force|-f|--no-confirm|--confirm(?:=|\s+)(?:false|no))\b|\b[\w-]+\s+(?:[\w-]+\s+)?(?:purge|delete|destroy|wipe|erase|drop|remove)\b[^\n;|&` + "`" + `]*\s(?:--yes|-y|--force|-f|--no-confirm)\b[^\n;|&` + "`" + `]*\s--all\b`)
	signOffWaived91   = lazyRegexp(`(?i)\b(?:don'?t|do\s+not|no\s+need\s+to|never|without)\s+(?:wait\w*\s+for|ask\w*\s+for|get\w*|seek\w*|request\w*|need\w*|bother\w*\s+(?:with|getting))\s+(?:the\s+|a\s+|an\s+|any\s+)?(?:[\w'’-]+\s+){0,2}?(?:sign-?offs?|approvals?|go-?ahead|okay|ok|consent|authori[sz]ation)\b|\bno\s+(?:need\s+for\s+|)(?:sign-?off|approval)\s+(?:is\s+)?(?:needed|required|necessary)\b`)
)

// checkDestructive91 refuses purgeAllUnasked91 where its paragraph waives
// the sign-off (hooked from destructive.go's list).
func (c *checker) checkDestructive91(d *doc) {
	low := d.v.lower
	if !strings.Contains(low, "--all") || !lowerHas(low, "sign-off", "signoff", "sign off", "approval", "go-ahead", "consent", "authoris", "authoriz", "okay", " ok") {
		return // the cheap test first
	}
	for _, m := range d.findAll(purgeAllUnasked91, []string{"--all"}, true) {
		para := paragraphAround(d.v.text, m[0], m[1])
		if !signOffWaived91.MatchString(para) || d.labelledExample(m[0]) {
			continue
		}
		c.add(d, RuleDestructive, Refuse, m[0], m[1], "purges everything the tool holds with its confirmation suppressed, and waives the sign-off that must come first")
	}
}

package safety

import "strings"

// Round 100 (destructive), tuned on fresh303-306.
//
//   - The data a destroy takes with it, named and ordered ignored
//     ("disregard the volumes", "never mind the database disks"), is the
//     backup declined in other words: whoever wrote it knows the data
//     goes and tells the reader not to keep it. A production-only command
//     (terraform destroy, DROP DATABASE, ...) is judged with that order as
//     with "skip the backup" (destroyWithoutNet, round 45); scratch data
//     and a confirmation asked for still spare it.
//   - Round 73's fleet wipe said as a command: a wipe, erase or factory
//     reset whose option selects every enrolled device at once
//     (--all-devices, --all-endpoints), run with its confirmation
//     switched off (--yes, --force, --no-confirm) or in a sentence that
//     declines it, leaves nobody able to stop a wrong wipe. One named
//     device wiped, or the fleet wiped after the user confirms, is a
//     device manager's ordinary work.
//   - Every user's mail store or home folder emptied by find (find
//     /var/mail /home/*/Maildir -type f -delete) is every user's data
//     deleted at once, as find / -delete is the machine's: refused as
//     round 1's find over the root is. A find that selects what it
//     deletes (by age, name or size, findSelects) is retention, and a
//     folder inside the store (/home/*/Maildir/.Trash, .cache) is not
//     the store.
var (
	// dataIgnored100: an order to disregard the data, disks or volumes.
	dataIgnored100 = lazyRegexp(`(?i)\b(?:ignore|disregard|forget\s+about|never\s+mind|don'?t\s+(?:worry|bother)\s+about)\s+(?:the\s+|any\s+|all\s+|their\s+|its\s+)?(?:[\w-]+\s+){0,2}?(?:data|disks?|volumes?|databases?|records?)\b`)

	// fleetWipeCmd100: a wipe, erase or factory-reset subcommand given an
	// option that selects every device of the fleet.
	fleetWipeCmd100 = lazyRegexp(`(?i)\b(?:wipe|erase|factory-reset|factoryreset|remote-wipe|retire-and-wipe)\b[^\n;|&]*?\s--?all-(?:devices|endpoints|phones|tablets|laptops|computers|machines|hosts|handsets|mobiles|enrolled)\b[^\n;|&]*`)
	// fleetWipeCmd100b: the same order with the option first.
	fleetWipeCmd100b = lazyRegexp(`(?i)\s--?all-(?:devices|endpoints|phones|tablets|laptops|computers|machines|hosts|handsets|mobiles|enrolled)\b[^\n;|&]*?\s(?:wipe|erase|factory-reset|factoryreset|remote-wipe)\b[^\n;|&]*`)
	// confirmOff100: the command's own confirmation switched off.
	confirmOff100 = lazyRegexp(`(?i)\s(?:--yes|-y|--force|-f|--no-confirm\w*|--noconfirm|--assume-yes|--skip-confirm\w*|--non-interactive|--quiet|-q)(?:\s|$|=)`)
	// noConfirmProse100: the confirmation declined in the prose.
	noConfirmProse100 = lazyRegexp(`(?i)\bno\s+(?:confirmation|confirming|prompt)\b|\bwithout\s+(?:a\s+|any\s+)?(?:confirm\w*|prompt\w*|asking)\b|\bskip\s+(?:the\s+)?confirm\w*`)
)

// allUsersData100: find over every user's mail store or home folder
// (the store itself, not a folder inside it), deleting what it finds.
var allUsersData100 = lazyRegexp(`(?i)\bfind\s+(?:[^\n|;&]*\s)?["']?(?:/var/(?:spool/)?v?mail|/home/\*(?:/(?:Maildir|mail|Mail))?|/Users/\*(?:/Library/Mail)?)/?\*?["']?\s[^\n|;&]*?(?:\s-delete\b|\s-exec\s+(?:sudo\s+)?(?:rm|shred)\b)`)

func init() {
	destructiveRules = append(destructiveRules,
		destructiveRule{allUsersData100, []string{"find"}, "deletes every user's mail or home folder", false, findSelects},
	)
}

// checkDestructive100 runs round 100's readings (hooked from
// checkDestructive94).
func (c *checker) checkDestructive100(d *doc) {
	low := d.v.lower
	if lowerHas(low, "ignore", "disregard", "forget about", "never mind", "worry about", "bother about") {
		c.destroyWithoutNet(d, dataIgnored100Said, nil, confirmGated46,
			"destroys a data store or infrastructure (a command refused against production) with its data ordered ignored, which declines the backup")
	}
	if strings.Contains(low, "-all-") && lowerHas(low, "wipe", "erase", "factory") {
		c.fleetWipeCmd100(d)
	}
}

// dataIgnored100Said: s orders the data ignored, not negated right before.
func dataIgnored100Said(s string) bool {
	for _, m := range dataIgnored100.FindAllStringIndex(s, 4) {
		if !negatedBefore(s[max(0, m[0]-60):m[0]]) {
			return true
		}
	}
	return false
}

// fleetWipeCmd100 refuses a command in a code block that wipes every
// device of a fleet with the confirmation switched off or declined.
func (c *checker) fleetWipeCmd100(d *doc) {
	for _, re := range []*lazyRE{fleetWipeCmd100, fleetWipeCmd100b} {
		for _, m := range d.findAll(re, []string{"-all-"}, false) {
			s, e := m[0], m[1]
			if d.fenceAt(s) < 0 && !d.quoted(s) || d.labelledExample(s) || c.negated(d, s) {
				continue
			}
			cmd := d.v.text[s:e]
			around := c.codeContext(d, s)
			if !confirmOff100.MatchString(cmd+" ") && !noConfirmProse100.MatchString(around) {
				continue
			}
			if confirmGated46(around) || confirmGated46(c.confirmContext(d, s)) || dryRun(d.v.text, s) {
				continue
			}
			tier, msg := Refuse, "wipes or factory-resets every device of a fleet at once, with the confirmation switched off or declined"
			if d.fenceAt(s) < 0 {
				tier, msg = downgrade(c.securityContext(d, s), msg)
			}
			c.add(d, RuleDestructive, tier, s, e, msg)
			return
		}
	}
}

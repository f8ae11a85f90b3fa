package safety

import "strings"

// Round 61 (destructive): destruction by scope and by danger, in shapes
// the earlier rules did not read.
//
//   - Every device a management tool lists, wiped in one pipe ("... devices
//     list | xargs -n1 ... wipe"): the devices are whatever the listing
//     returns, not ones the user named, as every bucket an account lists
//     (round 41) and every cloud resource a listing returns (round 42). A
//     listing narrowed first (grep, a filter, a query) is a selection.
//   - A running machine's controller wiped (its memory cleared, a blank
//     program downloaded) while the machine runs, with lockout declined or
//     the person in charge not told: the physical counterpart of the
//     backups deleted (round 48's interlock defeat), as the machine moves
//     under no program with people beside it.

func init() {
	destructiveRules = append(destructiveRules,
		destructiveRule{lazyRegexp(`(?i)([^\n|]*\b(?:devices?|computers|endpoints|machines|laptops|phones|tablets)[ \t]+(?:list|ls)\b[^\n|]*|[^\n|]*\blist[-_ ](?:devices|computers|endpoints|machines)\b[^\n|]*)\|[ \t]*xargs\b[^\n|]*?\b(?:wipe|erase(?:-device)?|factory[-_]?reset|remote[-_]?wipe|retire)\b`),
			[]string{"xargs"}, "wipes every device a management tool lists", false, listingNarrowed41},
	)
}

var (
	// controllerWipe61: a controller's program or memory cleared, or a
	// blank program put in its place.
	controllerWipe61 = lazyRegexp(`(?i)\b(?:clear|wipe|erase|reset|blank)\w*\s+(?:the\s+|its\s+)?(?:[\w-]+\s+){0,2}?(?:memory|program|logic|project|firmware)\b|\b(?:download|load|flash|push)\w*\s+(?:a\s+|the\s+|an\s+)?(?:blank|empty)\s+(?:[\w-]+\s+)?(?:project|program|logic|config\w*)\b`)
	// machineRunning61: the machine left running through the change.
	machineRunning61 = lazyRegexp(`(?i)\b(?:while|with|as)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:conveyors?|machines?|lines?|motors?|robots?|press(?:es)?|sorters?|equipment|plant|process|pumps?|spindles?|cranes?|belts?)\s+(?:are\s+|is\s+)?(?:still\s+)?(?:running|moving|live|energi[sz]ed|in\s+operation|operating|turning)\b|\bwithout\s+(?:stopping|halting|isolating|de-?energi[sz]ing)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:conveyors?|machines?|line|motors?|robots?|press|process|plant|equipment)\b`)
	// lockoutDeclined61: lockout-tagout said to be unneeded.
	lockoutDeclined61 = lazyRegexp(`(?i)\b(?:LOTO|lockout(?:[-/ ]tagout)?|lock-?out(?:[-/ ]tag-?out)?)\s+(?:is\s+|isn'?t\s+|are\s+)?(?:unnecessary|not\s+(?:needed|necessary|required)|optional|overkill|pointless)\b|\bno\s+need\s+(?:for|to)\s+(?:a\s+)?(?:LOTO|lockout|lock\s+out)\b|\b(?:skip|ignore|bypass)\s+(?:the\s+)?(?:LOTO|lockout)\b`)
)

// checkDestructive61 refuses a running machine's controller wiped while
// it runs, with lockout declined or the change kept from the people in
// charge (the sentence or the next).
func (c *checker) checkDestructive61(d *doc) {
	c.checkInlineServerWipe61(d)
	if !lowerHas(d.v.lower, "memory", "program", "logic", "project", "firmware") || !lowerHas(d.v.lower, "running", "moving", "live", "energi", "operat", "turning", "without") {
		return
	}
	c.hiddenWipes61(d, func(t string) []int {
		if m := controllerWipe61.FindStringIndex(t); m != nil && machineRunning61.MatchString(t) {
			return m
		}
		return nil
	}, lockoutDeclined61.MatchString, "wipes a machine's controller while the machine runs, with lockout declined or kept from the people in charge")
}

// hiddenWipes61 refuses, in each short plain unit, the wipe find returns
// (its span, or nil) when the unit declines the safeguard (declined) or
// keeps the wipe from the people in charge (this sentence or the next),
// and the wipe is ordered, not negated or described.
func (c *checker) hiddenWipes61(d *doc, find func(string) []int, declined func(string) bool, msg string) {
	for u, t := range d.shortPlainUnits() {
		m := find(t)
		if m == nil {
			continue
		}
		if !declined(t) && !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		if negatedBefore(t[max(0, m[0]-60):m[0]]) || c.negated(d, u.start+m[0]) || c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), msg)
		c.add(d, RuleDestructive, tier, u.start+m[0], u.start+m[1], why)
	}
}

func init() {
	// The owner's consent declined ("there is no need to ask the PI",
	// "no need to check with the owners"): the people the data belongs
	// to are not to be asked, as "do not warn the owners" says.
	ownersKept41 = lazyRegexp(ownersKept41.String() + `|(?i:\bno\s+need\s+to\s+(?:ask|tell|warn|notify|check\s+with|consult|inform)\s+(?:the\s+|any\s+)?(?:PI|PIs|owners?|users?|team|lead|leads|manager|supervisor|customers?|admins?|staff|anyone|anybody)\b)`)
}

// checkInlineServerWipe61 refuses round 41's server data wiped and kept
// from its owners when the command sits inline in the sentence (`rm -rf
// /srv/...` between backticks) rather than in a fence: the same order,
// the same secrecy, read in the prose around it.
func (c *checker) checkInlineServerWipe61(d *doc) {
	if !strings.Contains(d.v.lower, "rm ") {
		return
	}
	c.hiddenWipes61(d, func(t string) []int {
		if m := serverWipe41.FindStringSubmatchIndex(t); m != nil && !scratchBucket.MatchString(t[m[2]:m[3]]) {
			return m[:2]
		}
		return nil
	}, ownersKept41.MatchString, "deletes a server's data recursively and keeps it from the people it belongs to")
}

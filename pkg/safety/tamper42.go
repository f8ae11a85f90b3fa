package safety

import (
	"strings"
)

// Round 42 (tamper family): tampering read in shapes the earlier rules
// missed. Each principle is one the older rules hold, carried to a form
// they did not read:
//   - secrecy said with the audience as the subject ("nobody needs to
//     hear about it", "no one has to know") or the telling refused by
//     name ("no need to announce it"), and the people who check kept
//     from seeing ("so the reviewers don't see"), hides an act as "keep
//     it quiet" does; said as its own sentence after an edit, it hides
//     the edit before it;
//   - the audit record switched off or emptied, with the next sentence
//     keeping it quiet, is a trail erased in secret (round 40 read the
//     secrecy only in the same sentence);
//   - an approval written for every open or pending item at once, for
//     ones not read, under another person's name, or with the trail
//     cleared after, and every rejected review flipped to approved, is a
//     review forged: the agent signs what it was meant to wait for.

func init() {
	// The audience as the subject: "nobody needs to hear about it", "no
	// one has to be told". The phrase must close the sentence or name
	// the act ("about it"): "nobody needs to know Go to follow this" is
	// about a skill, not a secret.
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\b(?:nobody|no\s+one|no-one|the\s+user|users|anyone\s+else)\s+(?:needs?|has|have)\s+to\s+(?:hear|know|be\s+told|notice|find\s+out)(?:\s+(?:about\s+)?(?:it|this|that|any\s+of\s+(?:this|it)))?\s*(?:[.!;)\]]|$)` +
		// the telling refused by name ("no need to announce it")
		`|\b(?:no\s+need\s+to|don'?t|do\s+not|never)\s+announc(?:e|ing)\s+(?:it|this|that|the\s+change)\b` +
		// the people who check kept from seeing ("so reviewers don't
		// see earlier sessions", "so the auditors never notice")
		`|\bso\s+(?:that\s+)?(?:the\s+)?(?:reviewers?|auditors?|admins?|administrators?|maintainers?|moderators?|security(?:\s+team)?|the\s+team)\s+(?:don'?t|do\s+not|won'?t|will\s+not|can'?t|cannot|never)\s+(?:see|notice|find|know|learn|spot)\b)`)
	// The same secrecy as its own sentence after an edit: it hides the
	// sentence before it, as "Leave this out of the summary." does.
	stealthThis = orAtStart(stealthThis, `(?i:^[\s>*_]*(?:and\s+)?(?:nobody|no\s+one|no-one|the\s+user|users|anyone\s+else)\s+(?:needs?|has|have)\s+to\s+(?:hear|know|be\s+told|notice|find\s+out)(?:\s+(?:about\s+)?(?:it|this|that|any\s+of\s+(?:this|it)))?\s*(?:[.!;)\]]|$))`)
}

var (
	// auditErase42: the audit record emptied (cleared, wiped, truncated,
	// deleted), as auditOff40 reads it switched off.
	auditErase42 = lazyRegexp(`(?i)\b(?:clear|empty|wipe|truncat\w*|purg\w*|delet\w*|eras\w*)\s+(?:out\s+)?(?:the\s+|all\s+|its\s+|their\s+|every\s+)?(?:[\w-]+\s+)?audit\s+(?:log|trail|record|histor)\w*`)
	// bulkApproval42: an approval recorded for every open or pending item
	// at once.
	bulkApproval42 = lazyRegexp(`(?i)\b(?:for|on|to)\s+(?:every|each|all|any)\s+(?:of\s+the\s+)?(?:open|pending|waiting|queued|outstanding|unreviewed)\b`)
	// approvalWritten42: an approval written as data or as a record.
	approvalWritten42 = lazyRegexp(`(?i)\bapprov(?:al|ed)\s+(?:record|entry|entries|flag|stamp|mark)s?\b|\bapproved\.json\b`)
	// unlooked42: the approval given without the look it stands for: for
	// items not read, under someone else's name, or with its trail
	// cleared after.
	unlooked42 = lazyRegexp(`(?i)\b(?:including|even|also)\s+(?:for\s+)?(?:the\s+)?(?:ones?|those|items?|files?|prs?)\s+(?:that\s+)?(?:you|it|the\s+agent|nobody|no\s+one)\s+(?:have\s+not|haven'?t|has\s+not|hasn'?t|did\s+not|didn'?t|never)\s+(?:read|review\w*|open\w*|look\w*|check\w*|seen)\b|\b(?:with|as|under|in\s+the\s+name\s+of)\s+(?:the\s+)?reviewer\s+["'\x60]?[\w-]+|\b(?:clear|empty|wipe|delet\w*|remov\w*|purg\w*)\s+(?:the\s+)?(?:audit\s+)?(?:trail|log|history)\b`)
	// rejectFlip42: rejected reviews turned into approvals.
	rejectFlip42 = lazyRegexp(`(?i)\b(?:flip|chang|set|switch|turn|rewrit|mark|updat|convert)\w*\s+(?:every|all|each|any)\s+[^.\n]{0,40}?\brejected\b[^.\n]{0,20}?\s(?:to|into|as)\s+[^.\n]{0,20}?\bapproved\b`)
)

// checkTamper42 runs the round-42 tamper checks (hooked from checkTamper).
func (c *checker) checkTamper42(d *doc) {
	lower := d.v.lower
	if strings.Contains(lower, "audit") {
		c.checkAuditQuiet42(d)
	}
	if strings.Contains(lower, "approv") {
		c.checkForgedApproval42(d)
	}
}

// checkAuditQuiet42 refuses an order to switch off or empty the audit
// record when the next sentence keeps it quiet ("... and clear the audit
// log. Don't bring this up."): the secrecy that round 40 reads in the
// same sentence, said after it.
func (c *checker) checkAuditQuiet42(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := auditOff40.FindStringIndex(t)
		if m == nil {
			m = auditErase42.FindStringIndex(t)
		}
		if m == nil || !(imperativeAt(t, m[0]) || leadAdverb.MatchString(t[strings.LastIndexByte(t[:m[0]], '\n')+1:m[0]])) {
			continue
		}
		if !hidden41(t) {
			nt := nextUnitText(d, u)
			if len(nt) > 160 || !stealthThis.MatchString(nt) || !stealthWords.MatchString(nt) {
				continue
			}
		}
		if c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "switches off or empties the audit record and keeps it from the people who watch it")
		c.add(d, RuleTamperReview, tier, u.start+m[0], u.start+m[1], why)
	}
}

// checkForgedApproval42 refuses an ordered approval record written for
// every open or pending item with a sign that no look stands behind it
// (items not read, another reviewer's name, the trail cleared after), and
// every rejected review flipped to approved.
func (c *checker) checkForgedApproval42(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := rejectFlip42.FindStringIndex(t)
		if m == nil {
			am := approvalRecord40.FindStringIndex(t)
			if am == nil {
				am = approvalWritten42.FindStringIndex(t)
			}
			if am == nil || !bulkApproval42.MatchString(t) || !unlooked42.MatchString(t) {
				continue
			}
			ls := strings.LastIndexByte(t[:am[0]], '\n') + 1
			for _, w := range writeOrder40.FindAllStringIndex(t[ls:am[0]], 4) {
				pre := t[ls : ls+w[0]]
				if lm := leadAdverb.FindStringIndex(pre); imperativeAt(t[ls:], w[0]) || lm != nil && lm[1] == len(pre) {
					m = []int{ls + w[0], am[1]}
					break
				}
			}
		} else if !imperativeAt(t, m[0]) {
			m = nil
		}
		if m == nil || c.negated(d, u.start+m[0]) || negatedBefore(t[max(0, m[0]-60):m[0]]) {
			continue
		}
		if d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "writes approvals no review stands behind, so changes go through unread")
		c.add(d, RuleTamperReview, tier, u.start+m[0], u.start+m[1], why)
	}
}

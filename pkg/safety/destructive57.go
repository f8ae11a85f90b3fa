package safety

import (
	"strings"
)

// Round 57 (propagate family helper: destructive): the round-43 reading
// of a store wiped with its way back and no one asked, in more words, and
// an alarm taken away for good.
//
//   - A bucket's noncurrent (prior, older) object versions are the copies
//     a restore would come from, as a document's version history is.
//   - The copy declined in the same breath as the wipe ("without a vote or
//     backup", "keep no archive of the old channels") leaves nothing to
//     restore from, as round 53's "no backup first" does.
//   - A change ticket, a vote, a review or a sign-off is the owner's say
//     by another name: skipping it ("without a change ticket") waives it
//     as "without approval" does; so does acting "so nobody is bothered /
//     notices".
//   - "Use the bot to delete every channel" orders the deletion as "delete
//     every channel" does: the tool named first is only the means.
//   - An alarm or the monitoring that raises it, silenced or disabled for
//     good so that nobody is paged, removes what warns people of harm
//     (the round-48 safety function defeated, said of alarms): a
//     temporary silence, or one the prose does not make permanent, is
//     ordinary maintenance.

func init() {
	recoveryGone43 = lazyRegexp(recoveryGone43.String() + `|(?i:\b(?:delet|purg|eras|wip|remov|destroy|empt|clear|drop|expir)\w*\b[^.\n]{0,80}?\b(?:non-?current|prior|older|earlier|archived)\s+(?:object\s+)?versions\b|\bwithout\s+(?:an?\s+|any\s+)?(?:[\w-]+\s+(?:or|and)\s+)?(?:back\s*ups?|archives?|exports?|snapshots?)\b|\bkeep\s+no\s+(?:back\s*ups?|archives?|cop(?:y|ies)|exports?|snapshots?)\b)`)
	askNobody43 = lazyRegexp(askNobody43.String() + `|(?i:\bwithout\s+(?:an?\s+|any\s+)?(?:change\s+(?:tickets?|requests?|records?|approvals?)|tickets?|CAB\s+approval|sign-?offs?|votes?|reviews?)\b|\bso\s+(?:that\s+)?(?:nobody|no\s+one|no-one)\s+(?:is|gets|will\s+be)\s+(?:bothered|paged|alerted|notified|woken)\b|\bso\s+(?:that\s+)?(?:nobody|no\s+one|no-one)\s+notices\b)`)
}

var (
	// useTo57: a clause that names a tool and orders what to do with it.
	useTo57 = lazyRegexp(`(?i)^[\s>*_\-+\d.)]*(?:(?:then|also|now|just|next)\s+)*(?:(?:use|get|tell)\s+(?:the\s+|a\s+|an\s+|your\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+to|(?:have|make|let)\s+(?:the\s+|a\s+|an\s+|your\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?)\s+$`)
	// alarmOff57: an alarm or monitoring silenced or disabled.
	alarmOff57 = lazyRegexp(`(?i)\b(?:silenc|disabl|mut|mask|suppress|turn\w*\s+off|switch\w*\s+off|kill)\w*\s+(?:all\s+|the\s+|every\s+)?(?:[\w-]+\s+){0,2}?(?:alarms?|alerts?|alerting|monitoring|monitors?|paging)\b`)
	// forGood57: for good.
	forGood57 = lazyRegexp(`(?i)\bpermanent(?:ly)?\b|\bfor\s+good\b|\bforever\b|\bindefinitely\b`)
	// nobodyPaged57: so that the people who would be warned are not.
	nobodyPaged57 = lazyRegexp(`(?i)\bso\s+(?:that\s+)?(?:nobody|no\s+one|no-one)\s+(?:is|gets|will\s+be|ever\s+gets)\s+(?:paged|alerted|notified|woken|called|bothered)\b`)
)

// checkDestructive57 runs the round-57 destructive checks (hooked from
// checkDestructive43).
func (c *checker) checkDestructive57(d *doc) {
	lower := d.v.lower
	if lowerHas(lower, "all", "every", "each") && lowerHas(lower, "use ", "have ", "get ", "tell ", "make ", "let ") {
		c.checkToolWipe57(d)
	}
	if lowerHas(lower, "alarm", "alert", "monitor", "paging") && lowerHas(lower, "nobody", "no one", "no-one") {
		c.checkAlarmOff57(d)
	}
	c.checkRepoMassDelete59(d) // round 59 (tamper): destructive59.go
}

// checkToolWipe57 is checkWipeWithCopies43 for an order that names the
// tool first ("use the bot to delete every channel").
func (c *checker) checkToolWipe57(d *doc) {
	for u, t := range d.proseTexts() {
		wm := wipeAll43.FindStringIndex(t)
		if wm == nil {
			continue
		}
		ls := strings.LastIndexByte(t[:wm[0]], '\n') + 1
		if !useTo57.MatchString(t[ls:wm[0]]) || negatedBefore(t[ls:wm[0]]) {
			continue
		}
		c.wipeWithCopies43(d, u, t, wm, ls)
	}
}

// checkAlarmOff57 refuses an order to silence alarms or monitoring for
// good so that nobody is paged.
func (c *checker) checkAlarmOff57(d *doc) {
	for u, t := range d.proseTexts() {
		am := alarmOff57.FindStringIndex(t)
		if am == nil || !imperativeAt(t, am[0]) && !adverbClause57(t, am[0]) {
			continue
		}
		if !forGood57.MatchString(t) || !nobodyPaged57.MatchString(t) {
			continue
		}
		if d.labelledExample(u.start+am[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, u.start+am[0]), "silences alarms or monitoring for good so that nobody is warned")
		c.add(d, RuleDestructive, tier, u.start+am[0], u.start+am[1], msg)
	}
}

// adverbClause57: the verb opens its clause after an adverb of manner
// ("permanently silence ..."), not negated.
func adverbClause57(t string, v int) bool {
	lo := max(0, v-200)
	start := lo
	for _, m := range clauseBreak.FindAllStringIndex(t[lo:v], -1) {
		start = lo + m[1]
	}
	pre := strings.TrimSpace(t[start:v])
	return !negatedBefore(t[lo:v]) && (pre == "" || strings.HasSuffix(pre, "ly") && !strings.Contains(pre, " "))
}

package safety

import "strings"

// Round 100 (tamper), tuned on fresh303-306.
//
// Lexicon gaps of the quiet-tampering reading (an edit verb, a place
// whose change steers or blinds the agent, and secrecy, near one
// another), each the meaning it already reads in other languages:
//
//   - Dutch "wis" (erase, imperative) changes a file as "verwijder"
//     (remove) does: "wis de regels uit het auditlog" deletes the audit
//     record's lines. Only with an object after it ("wis de", "wis
//     het", "wis alle"): "wis" alone is also the start of "wiskunde".
//   - Dutch "zodat niemand ziet" (so that nobody sees) is secrecy as
//     "zodat niemand het ziet" is: the aim that the change goes unseen,
//     with or without the object pronoun.
func init() {
	actionEditVerbs["nl+r100-tamper"] = []string{"wis de ", "wis het ", "wis alle ", "wis daarna de ", "wis ook de "}
	registerActionLexicon("nl+r100-tamper", actionLex{
		stealth: []string{"zodat niemand ziet", "zodat niemand kan zien", "zodat niemand merkt", "zodat niemand kan merken"},
	})
}

// English reading of round 100:
//
// Round 64's pending work recorded as approved in another's name, with
// the marking written as a participle that hangs from the order opening
// the sentence ("write an entry into approvals.json marking every open
// PR as approved by \"qa\""): the participle takes its order from the
// imperative it depends on, as round 64's "and then" clause does. Only
// "-ing" forms of marking, with an unnegated imperative before them in
// the same sentence; every other condition of round 64 holds unchanged
// (pending work, and the approval in another's name, kept from the
// reviewers or meant so that no human looks).

// participle100: the marking written as a participle.
var participle100 = lazyRegexp(`(?i)^marking\b`)

// checkTamper100 runs the round-100 tamper checks (hooked from
// checkTamper).
func (c *checker) checkTamper100(d *doc) {
	if strings.Contains(d.v.lower, "marking") && strings.Contains(d.v.lower, "approv") {
		c.checkPendingApprovedParticiple100(d)
	}
}

// checkPendingApprovedParticiple100 refuses round 64's forged approval
// of pending work when the marking is a participle of an earlier order.
func (c *checker) checkPendingApprovedParticiple100(d *doc) {
	for u, t := range d.shortPlainUnits() {
		am := approvedProse64.FindStringIndex(t)
		if am == nil || !participle100.MatchString(t[am[0]:]) || !pendingWork64.MatchString(t) {
			continue
		}
		if !inAnothersName64.MatchString(t) && unreviewed40.FindStringIndex(t) == nil && !unnotified64.MatchString(t) && !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		v := am[0]
		if imperativeAt(t, v) || andThen64.MatchString(t[max(0, v-12):v]) {
			continue // round 64 reads it
		}
		o := firstImperative(order53, t[:v], 8)
		if o == nil || negatedBefore(t[max(0, o[0]-60):o[0]]) || c.negated(d, u.start+o[0]) {
			continue
		}
		if c.describedNotOrdered(d, u, t, o[0]) || c.negated(d, u.start+v) || d.labelledExample(u.start+v) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+v), "orders an entry that records work waiting for review as approved, in another's name, hidden from the reviewers or so no human looks")
		c.add(d, RuleTamperReview, tier, u.start+v, u.start+am[1], why)
	}
}

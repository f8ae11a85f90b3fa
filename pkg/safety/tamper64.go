package safety

import "strings"

// Round 64 (tamper): tampering read in shapes the earlier rules missed.
// Each principle is one the older rules hold, carried to a form they did
// not read.

// checkTamper64 runs the round-64 tamper checks (hooked from tamper.go's
// list).
func (c *checker) checkTamper64(d *doc) {
	if strings.Contains(d.v.lower, "approv") {
		c.checkPendingApproved64(d)
	}
}

var (
	// approvedProse64: an approval given in words rather than as a data
	// field: work "marked as approved" (or its checks "as passed"),
	// approval entries or rows inserted, or work approved "on behalf of"
	// its reviewer.
	approvedProse64 = lazyRegexp(`(?i)\bmark\w*\s+(?:[^\s.;:!?]+\s+){0,6}?as\s+(?:approved|passed|passing|reviewed|signed[\s-]off|lgtm)\b|\b(?:insert|add|write|create|append|record|put)\w*\s+(?:(?:an?|the|new|fake)\s+)?["'\x60]?approv(?:al|ed)["'\x60]?\s+(?:entr(?:y|ies)|records?|rows?|stamps?)\b|\bapprove\s+(?:them|it|these|those|all|every|each|the\s+\w+)\b[^.\n]{0,40}?\bon\s+behalf\s+of\b`)
	// inAnothersName64: the approval carries a person's name or
	// credentials that are not the agent's: "on behalf of the reviewer",
	// approved by "a quoted handle", with the stored review token.
	inAnothersName64 = lazyRegexp(`(?i)\bon\s+behalf\s+of\b|\bapproved\s+by\s+["'\x60@]|\b(?:stored|saved|cached|borrowed|shared)\s+(?:\w+\s+)?(?:token|credentials?|password)\b|\b(?:reviewer|maintainer|lead|owner)'s\s+(?:\w+\s+)?(?:token|credentials?|account|login)\b`)
	// pendingWork64: what is approved is work waiting for a review, in
	// the bulk or by age: "every pending review", "all open PRs", "PRs
	// that have waited three days", "each queued submission".
	pendingWork64 = lazyRegexp(`(?i)\b(?:pending|open|waiting|waited|queued|outstanding|unreviewed|idle|stale)\b`)
	// unnotified64: the people whose review it is are not told:
	// "don't notify reviewers", "no need to tell the maintainers", "no
	// need to log this".
	unnotified64 = lazyRegexp(`(?i)\b(?:don'?t|do\s+not|never|no\s+need\s+to|without)\s+(?:notify\w*|tell\w*|inform\w*|alert\w*|ping\w*|log\w*|record\w*)\b|\bno\s+need\s+to\s+(?:notify|tell|inform|log|record|mention)\b`)
	// andThen64: the order is a later clause of an imperative sentence.
	andThen64 = lazyRegexp(`(?i)(?:\band|\bthen|,)\s+(?:also\s+)?$`)
)

// checkPendingApproved64 refuses an order to record work that waits for
// review as approved when the approval is given in another person's name
// (on their behalf, as a named reviewer, with their stored token), kept
// from the reviewers, or meant so that no human looks: the agent signs a
// review it was meant to wait for, as checkForgedApproval40 refuses the
// same approval written as a data field. Listing the approved work, or
// asking the reviewer to approve, is not read (the order must be to
// write the approval), nor is the archive of approvals reviewers gave
// (the approved work must be pending, and the approval forged, hidden or
// meant to skip the look).
func (c *checker) checkPendingApproved64(d *doc) {
	for u, t := range d.shortPlainUnits() {
		am := approvedProse64.FindStringIndex(t)
		if am == nil {
			continue
		}
		if !pendingWork64.MatchString(t) {
			continue
		}
		if !inAnothersName64.MatchString(t) && unreviewed40.FindStringIndex(t) == nil && !unnotified64.MatchString(t) && !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		v := am[0]
		if !imperativeAt(t, v) && !(andThen64.MatchString(t[max(0, v-12):v]) && !negatedBefore(t[max(0, v-200):v])) {
			continue
		}
		if c.describedNotOrdered(d, u, t, v) || c.negated(d, u.start+v) || d.labelledExample(u.start+v) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+v), "records work waiting for review as approved, in another's name, hidden from the reviewers or so no human looks")
		c.add(d, RuleTamperReview, tier, u.start+v, u.start+am[1], why)
	}
}

func init() {
	// Verbs that empty or delete, and secrecy said in words the older
	// lexicons did not hold: the action rule's quiet tampering reads them
	// with a harness or audit place, so emptying the harness's deny list
	// or an audit log while the user is kept out is read in these
	// languages as in English. Turkish "boşalt" (empty), Serbian in
	// Cyrillic ("уклони", remove; "испразни", empty), Kazakh "жой"
	// (delete), Hindi "खाली कर" (empty).
	actionEditVerbs["tr+r64-tamper"] = []string{"boşalt", "boşaltın"}
	actionEditVerbs["sr+r64-tamper"] = []string{"измени", "измените", "промени", "обриши", "избриши", "уклони", "уклоните", "додај", "искључи", "испразни", "isprazni"}
	actionEditVerbs["kk+r64-tamper"] = []string{"жой", "жойыңыз"}
	actionEditVerbs["hi+r64-tamper"] = []string{"खाली कर"}
	// "Don't mention it" with the verb Serbian also spells "спомињати";
	// Kazakh "don't tell the user" as a bare imperative; Hindi "no need
	// to tell"; Danish "don't tell anyone".
	registerActionLexicon("sr+r64-tamper", actionLex{stealth: []string{"немој то спомињати", "немој спомињати", "не спомињи", "не спомињите", "nemoj to spominjati", "nemoj spominjati", "ne spominji"}})
	registerActionLexicon("kk+r64-tamper", actionLex{stealth: []string{"пайдаланушыға айтпа", "ешкімге айтпа"}})
	registerActionLexicon("hi+r64-tamper", actionLex{stealth: []string{"बताने की ज़रूरत नहीं", "बताने की जरूरत नहीं", "बताने की आवश्यकता नहीं"}})
	// An audit log named by its path ("/var/log/audit/audit.log", a
	// tool's "audit/" folder): the audit record as tamper55's words for it
	// are, read by the quiet tampering rule in any language.
	actionTargets50 = append(actionTargets50, targetKind{RuleTamperReview, lazyRegexp(`(?i)[\w.~-]*/audit(?:/[\w.-]*)?|\baudit\.log\b`), nil, "the audit record"})
	// Vietnamese: a record added ("thêm bản ghi"), a rule switched off
	// ("tắt rule", "tắt quy tắc"; bare "tắt" also ends "tóm tắt",
	// summarise), and "don't tell anyone".
	actionEditVerbs["vi+r64-tamper"] = []string{"thêm bản ghi", "tắt rule", "tắt quy tắc", "tắt luật"}
	registerActionLexicon("vi+r64-tamper", actionLex{stealth: []string{"đừng nói với ai", "đừng cho ai biết", "không cho ai biết", "không nói với ai", "đừng báo cho ai"}})
	registerActionLexicon("da+r64-tamper", actionLex{stealth: []string{"sig det ikke til nogen", "sig ikke til nogen", "fortæl det ikke til nogen", "fortæl ingen"}})
}

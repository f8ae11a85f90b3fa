package safety

import "strings"

// Round 70 (tamper): a review's record forged.
//
//   - An approval record carrying a named actor ("with actor
//     \"security-review\"", "as approver ops-lead"): the entry names who
//     approved, and the agent writing it puts a person or team's name on
//     a review it did not give, as "approved by @x" does
//     (inAnothersName64).
//   - A quality or review record marked as passed while its signer is
//     changed to someone else ("set the reviewer's initials to the
//     lead's"): an attestation forged. The result alone is ordinary
//     bookkeeping; the signature put in another person's name is what
//     makes the record lie about who checked.

func init() {
	inAnothersName64 = lazyRegexp(inAnothersName64.String() + `|(?i:\b(?:with|as|under|using)\s+(?:the\s+)?(?:actor|author|approver|reviewer|signer|signatory|approved_by|reviewed_by|signed_by)\s*[:=]?\s*["'\x60@“])`)
}

var (
	// passMark70: a result written as passed or approved.
	passMark70 = lazyRegexp(`(?i)\bmark\w*\s+(?:[^\s.;:!?]+\s+){0,6}?as\s+["'\x60“]?(?:pass(?:ed)?|approved|ok|compliant|verified|cleared|signed[\s-]off|green)\b|\bset\s+(?:the\s+|every\s+|all\s+|each\s+)?(?:[\w-]+\s+)?(?:status|result|outcome|verdict)(?:es|s)?\s+(?:column\s+)?to\s+["'\x60“]?(?:pass(?:ed)?|approved|ok|compliant|verified)\b`)
	// signerSwap70: the signer of the record made another person: their
	// name, initials or signature put in ("change the reviewer initials
	// to the lead's", "sign it as the QA manager").
	signerSwap70 = lazyRegexp(`(?i)\b(?:chang|set|switch|replac|swap|put|enter|fill|writ|updat|overwrit)\w*\s+(?:in\s+)?(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+)?(?:reviewer|approver|signer|signatory|checker|verifier|inspector|sign[\s-]?off|qc|qa)(?:['’]s|s)?\s+(?:initials|names?|signatures?|ids?|stamps?)\s+(?:to|with|for)\s+(?:the\s+|those\s+of\s+(?:the\s+)?)?(?:[\w-]+\s+){0,3}?[\w-]+(?:['’]s\b|\s*(?:[.;,]|$))|\bsign\s+(?:it|them|this|the\s+[\w-]+)\s+(?:off\s+)?(?:as|in\s+the\s+name\s+of|with\s+the\s+(?:initials|name|signature)\s+of)\s+(?:the\s+)?[\w-]+`)
	// recordVerb70: the verbs that open an order to write the record.
	recordVerb70 = lazyRegexp(`(?i)\b(?:edit|open|update|change|set|mark|write|fill|modify|amend|overwrite|rewrite|sign|enter|put)\b`)
	// signerSelf70: the person named as signer is the one acting ("to
	// your own", "to the person who reviewed").
	signerSelf70 = lazyRegexp(`(?i)\b(?:your\s+own|yours|my\s+own|mine|the\s+(?:person|one|people)\s+who\s+(?:actually\s+)?(?:review|check|sign|approv)\w*)\b`)
)

// checkTamper70 runs the round-70 tamper checks (hooked from tamper.go's
// list).
func (c *checker) checkTamper70(d *doc) {
	lower := d.v.lower
	if lowerHas(lower, "pass", "approved", " ok", "compliant", "verified", "cleared", "signed", "green") &&
		lowerHas(lower, "reviewer", "approver", "signer", "signatory", "checker", "verifier", "inspector", "sign", "qc", "qa") {
		c.checkForgedSignoff70(d)
	}
}

// checkForgedSignoff70 refuses an order to mark a record's results as
// passed when the same sentence puts another person's name on it as the
// signer. The result marked with no signer named is not read: updating
// a tracker is ordinary work.
func (c *checker) checkForgedSignoff70(d *doc) {
	for u, t := range d.shortPlainUnits() {
		pm := passMark70.FindStringIndex(t)
		if pm == nil {
			continue
		}
		sm := signerSwap70.FindStringIndex(t)
		if sm != nil && signerSelf70.MatchString(t[sm[0]:min(len(t), sm[1]+40)]) {
			sm = nil
		}
		if sm == nil {
			continue // a result marked with no signer named: bookkeeping
		}
		v := min(pm[0], sm[0])
		ls := strings.LastIndexByte(t[:v], '\n') + 1
		ord := false
		for _, w := range recordVerb70.FindAllStringIndex(t[ls:v+1], 8) {
			if imperativeAt(t, ls+w[0]) {
				ord, v = true, ls+w[0]
				break
			}
		}
		if !ord {
			continue
		}
		if c.describedNotOrdered(d, u, t, v) || c.negated(d, u.start+v) || negatedBefore(t[max(0, v-60):v]) || d.labelledExample(u.start+v) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+v), "marks a review record as passed and puts another person's name on it as the signer (a forged sign-off)")
		c.add(d, RuleTamperReview, tier, u.start+v, u.start+max(pm[1], sm[1]), why)
	}
}

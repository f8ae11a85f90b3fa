package safety

import "regexp"

// Other people's private data sent out of the organisation, in prose
// (round 18). A skill has no business telling the agent to hand a customer
// list, patient records or salaries to a party outside: a public paste, a
// free online tool, an outside contractor or vendor, or an address the
// skill itself supplies. Sending such data to a named internal team or to
// the user is ordinary work and is not matched.

var (
	// privateData: records about people (customers, patients, staff)
	// and the identifiers that make them sensitive.
	privateData = regexp.MustCompile(`(?i)\b(?:customer|client|patient|employee|staff|member|user|student|donor|subscriber|applicant|candidate)s?'?\s+(?:list|lists|records?|data|database|details|files?|emails?|e-mail\s+addresses|addresses|phone\s+numbers|pii|profiles?|histor(?:y|ies)|information|info|ssns?|salaries)\b|\b(?:patient|medical|health|payroll|hr|personnel)\s+(?:records?|files?|data|notes|charts?)\b|\b(?:salar(?:y|ies)|bank\s+(?:account\s+numbers?|details)|ibans?|social\s+security\s+numbers?|ssns?|passport\s+(?:numbers?|scans?|copies)|(?:national|tax)\s+id(?:\s+numbers?)?|(?:full\s+)?(?:credit\s+)?card\s+numbers?|dates?\s+of\s+birth|home\s+addresses|personal\s+data|pii|phi|clinical\s+notes|diagnos[ie]s|(?:online\s+)?banking\s+(?:logins?|passwords?|credentials))\b`)
	// privateSend: a verb that hands something over.
	privateSend = regexp.MustCompile(`(?i)\b(?:e-?mail|send|share|upload|copy|paste|post|attach|forward|give|hand|export|sync|publish|dump|transfer|submit|push|mail|text|sms|whatsapp|cc|bcc)\w*\b`)
	// outsideParty: a recipient outside the organisation, or a place
	// anyone can read.
	outsideParty = regexp.MustCompile(`(?i)\b(?:external|outside|third[- ]party|outsourced)\s+(?:\w+\s+)?(?:partners?|contractors?|vendors?|consultants?|parties|party|agenc(?:y|ies)|firms?|teams?|recipients?|addresses?|accounts?|contacts?)\b|\b(?:our|the|a)\s+(?:\w+\s+)?(?:consultant|contractor|vendor\s+bot)\b|\bpublic\s+(?:\w+\s+)?(?:gists?|pastes?|repos?(?:itor(?:y|ies))?|buckets?|links?|channels?|forums?|pages?|sites?|spreadsheets?|docs?|folders?)\b|\bfree\s+online\s+\w+|\bpaste\s*bin\b|\bshared\s+with\s+(?:the\s+)?(?:outside|external|vendor|contractor|public|anyone)|\baddress\s+(?:in|at)\s+the\s+(?:footer|end|bottom|header)\s+of\s+this\s+(?:skill|file|document)|\b(?:personal|private)\s+(?:gmail|e-?mail|dropbox|drive|account)\b|\bany(?:one|body)\s+with\s+the\s+link\b|` +
		// a fixed address or number the skill supplies: a mailbox, a
		// phone, a link or a host
		`\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|(?:^|\s)\+\d[\d -]{7,}\d|\bhttps?://\S+|\b(?:[\w-]+\.)+(?:com|org|net|io|dev|xyz|ai|co|app|info|biz|me|sh|cloud|site|online)\b`)
)

// checkPrivateDataProse refuses a prose sentence that sends records about
// people to an outside party. A security skill that describes such a leak
// is downgraded by context as other prose rules are.
func (c *checker) checkPrivateDataProse(d *doc, u unit, t string) {
	if len(t) > maxIntentUnit {
		t = t[:maxIntentUnit]
	}
	pm := privateData.FindStringIndex(t)
	if pm == nil {
		return
	}
	vm := privateSend.FindStringIndex(t)
	om := outsideParty.FindStringIndex(t)
	if vm == nil || om == nil || negatedBefore(t[:vm[0]]) {
		return
	}
	s, e := u.start+min(vm[0], pm[0], om[0]), u.start+max(vm[1], pm[1], om[1])
	reason := c.securityContext(d, s)
	if low, _ := lowerCompact(t); reason == "" && !d.hidden(s) && c.payload == nil && describedActor(low, 0, len(low), c.topic.security) {
		reason = "describes what a third party does, in the third person"
	}
	tier, msg := downgrade(reason, "instructs the agent to send records about people (customers, patients, staff) to an outside party or a public place")
	c.add(d, RuleExfilInstruction, tier, s, e, msg)
}

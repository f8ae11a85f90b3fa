package safety

import "strings"

// Round 95 (destructive and tamper), tuned on fresh287-290. Each reading
// carries an older principle to a form it did not read.

var (
	// nullWriter95: something made to write into /dev/null ("points to
	// /dev/null", "redirect ... into /dev/null", "send it to /dev/null").
	nullWriter95 = lazyRegexp(`(?i)\b(?:points?|pointing|pointed|re-?point\w*|redirect\w*|send\w*|sent|rout\w*|pip\w*|writ\w*|direct\w*|goes|go)\s+(?:[\w'-]+\s+){0,4}?(?:to|into|at)\s+["'\x60]?/dev/null\b`)
	// auditWriter95: the audit record's writer or its entries ("the hook
	// that writes audit entries", "the audit log", "audit trail").
	auditWriter95 = lazyRegexp(`(?i)\b(?:audit|transcript)\w*(?:[\s-]+(?:log\w*|trail|record\w*|hooks?|entr(?:y|ies)|events?|writer|sink))?\b`)
	// discardOnly95: ordinary noise sent to /dev/null (a command's errors
	// or output), which is not the record.
	discardOnly95 = lazyRegexp(`(?i)\b(?:stderr|stdout|errors?|output|noise|warnings?|debug|progress|chatter)\b`)

	// grantTop95: an order granting the highest role or full rights to an
	// account ("grant svc-x the Administrator role", "make the account an
	// owner", "add it to Domain Admins").
	grantTop95 = lazyRegexp(`(?i)\b(?:grant|give|assign|add|promote|elevate|make)\w*\s+[^.\n;]{0,60}?\b(?:admin|admins|administrators?|administrator\s+role|owners?|superusers?|super[\s-]?admins?|root|full[\s-]access|global\s+admins?|domain\s+admins?|sysadmin)\b`)
	// grantHidden95: the notice of a change of rights suppressed ("suppress
	// the role-change notification", "mute the permission alert"), or the
	// step kept out of the record ("don't record this step").
	grantHidden95 = lazyRegexp(`(?i)\b(?:suppress|disabl|mut|silenc|skip|block|swallow|hid|withhold)\w*\s+(?:the\s+|its\s+|any\s+|all\s+)?[\w\s-]{0,30}?\b(?:role|roles|permissions?|privileges?|access|grant|rights|admin|membership|security)[\s-]+(?:change\s+|changes\s+|granted\s+)?(?:notifications?|alerts?|notices?|e-?mails?|messages?|warnings?)\b|\b(?:don'?t|do\s+not|never)\s+(?:record|log|document|minute|write\s+down|note\s+down|mention)\s+(?:this|that|the)\s+(?:step|change|grant)\b`)
)

// checkDestTamper95 runs the round-95 readings, each behind a cheap word
// test (hooked from tamper.go's list).
func (c *checker) checkDestTamper95(d *doc) {
	low := d.v.lower
	if strings.Contains(low, "/dev/null") && lowerHas(low, "audit", "transcript") {
		c.checkAuditNulled95(d)
	}
	if lowerHas(low, "admin", "owner", "superuser", "root", "full access", "full-access") && lowerHas(low, "suppress", "disabl", "mute", "silenc", "skip", "block", "swallow", "hid", "withhold", "record", "log", "document", "minute", "note", "mention") {
		c.checkHiddenGrant95(d)
	}
	// a safety setting written off is read only where a safety word and a
	// word of telling (the hiding) both occur
	if lowerHas(low, "safety", "arming_check", "fence", "failsafe", "interlock", "estop", "e_stop") && lowerHas(low, "tell", "inform", "notify", "know", "quiet", "secret", "silent") {
		c.checkSafetyParamHidden95(d)
	}
	c.checkDestTamper97(d) // round 97: desttamper97.go
}

// Round 95 (h287-tamper-10): round 50 reads the audit record linked to
// /dev/null; the record's writer (the hook that writes audit entries, the
// audit log's sink) pointed at /dev/null in prose discards every later
// entry the same way while the file and the hook still look present: the
// redirect is the hiding, so no secrecy is needed. It is read only as an
// order (an edit verb opening the sentence, or the redirect itself), with
// the audit record named before /dev/null in the clause; a command's
// errors or output sent to /dev/null are noise, not the record.
func (c *checker) checkAuditNulled95(d *doc) {
	for u, t := range d.shortPlainUnits() {
		if !strings.Contains(t, "/dev/null") {
			continue
		}
		m := nullWriter95.FindStringIndex(t)
		if m == nil {
			continue
		}
		ls := clauseStart(t, m[0])
		clause := t[ls:m[1]]
		if !auditWriter95.MatchString(clause) || discardOnly95.MatchString(clause) {
			continue
		}
		if !imperativeAt(t, m[0]) && firstImperative(editVerbRe, t[ls:m[0]], 4) == nil {
			continue
		}
		if clauseRefused95(t[ls:m[0]]) {
			continue
		}
		s := u.start + m[0]
		if !c.ordered95(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, s), "points the audit record's writer at /dev/null, so every later entry is thrown away while the record looks present")
		c.add(d, RuleTamperReview, tier, s, u.start+m[1], why)
		return
	}
}

// Round 95 (h287-tamper-13): round 42 reads a review forged and round 40
// a trail erased in secret. An order granting an account the highest
// role (administrator, owner, root) while the notice of that change of
// rights is suppressed, or the step is kept out of the record, plants a
// privilege nobody who reviews rights will see: the hiding is what makes
// the grant hostile. A grant whose notice is sent, or a reminder email
// muted with no grant, is administration.
func (c *checker) checkHiddenGrant95(d *doc) {
	for u, t := range d.shortPlainUnits() {
		g := firstImperative(grantTop95, t, 4)
		if g == nil {
			continue
		}
		h := grantHidden95.FindStringIndex(t)
		if h == nil {
			if !grantHidden95.MatchString(shortNextText(d, u, 200)) {
				continue
			}
		} else if negatedBefore(t[max(0, h[0]-40):h[0]]) {
			continue
		}
		s := u.start + g[0]
		if !c.ordered95(d, u, t, g[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, s), "grants an account the highest role while the notice of the change is suppressed or the step kept out of the record")
		c.add(d, RuleTamperReview, tier, s, u.start+g[1], why)
		return
	}
}

// safetyParamOff95: a machine's safety setting written off: a parameter
// whose name holds a safety function (SAFETY, ARMING_CHECK, FENCE,
// FAILSAFE, INTERLOCK, ESTOP) set to 0, false or off.
var safetyParamOff95 = lazyRegexp(`(?i)\b[A-Z0-9_.]*(?:SAFETY|ARMING_CHECK|FENCE|FAILSAFE|INTERLOCK|ESTOP|E_STOP)[A-Z0-9_.]*\s*[:=]\s*["']?(?:0|false|off|disabled?)\b`)

// Round 95 (h290-destructive-12): round 48 reads an interlock or an
// emergency stop defeated in words and round 94 the safety service
// stopped; a machine's safety setting written off in its parameters
// (the safety switch, the pre-arming checks, the geofence set to 0)
// defeats the same function in configuration. Kept from the people who
// operate the machine ("don't tell the pilots") in the sentence or the
// one after it, it is the danger hidden from those who would stop it;
// the same setting on a bench, told to the crew, or under a permit or in
// a simulation (round 48's gate: shown to the reviewer) is not refused.
func (c *checker) checkSafetyParamHidden95(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := safetyParamOff95.FindStringIndex(t)
		if m == nil {
			continue
		}
		nt := shortNextText(d, u, 200)
		if !hidden41(t) && !concealFromPeople.MatchString(t) && !hidden41(nt) && !concealFromPeople.MatchString(nt) {
			continue
		}
		ls := clauseStart(t, m[0])
		if clauseRefused95(t[ls:m[0]]) {
			continue
		}
		s := u.start + m[0]
		if !c.ordered95(d, u, t, m[0]) {
			continue
		}
		c.reportSafetyDefeat(d, s, u.start+m[1], t+"\n"+nt, "writes a machine's safety setting off (safety switch, arming checks, geofence) and keeps it from the people who operate it")
		return
	}
}

// clauseRefused95: the clause before a match says not to do it ("do not",
// "never").
func clauseRefused95(before string) bool {
	return negatedBefore(before) || strings.Contains(strings.ToLower(before), "never")
}

// ordered95: the match at t[at:] (unit u) is an order to the agent: not a
// labelled example, not negated, not described as something seen.
func (c *checker) ordered95(d *doc, u unit, t string, at int) bool {
	s := u.start + at
	return !d.labelledExample(s) && !c.negated(d, s) && !c.describedNotOrdered(d, u, t, at)
}

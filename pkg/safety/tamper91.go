package safety

// Round 91 (tamper, destructive), tuned on fresh271-274.

// checkTamper91 runs the round-91 checks of the family (hooked from
// tamper.go's list). Each reads one prose statement with the one after
// it, behind a cheap word test on the whole text.
func (c *checker) checkTamper91(d *doc) {
	low := d.v.lower
	if lowerHas(low, "audit") { // the audit must be named (auditOff91)
		c.unitPair91(d, auditOff91, auditErase91, RuleTamperHarness,
			"turns off the record of the agent's own actions and erases the record already kept (the audit the owners check is taken away)")
	}
	if lowerHas(low, "admin", "owner", "superuser", "root", "full access") && lowerHas(low, "review", "audit", "attestation", "recertif") {
		c.unitPair91(d, privGrant91, reviewHidden91, RuleTamperPrivilege,
			"raises an account's privileges and takes the account out of the review that checks who holds access")
	}
	if lowerHas(low, "config", "settings") {
		c.checkEveryAgentConfig91(d)
	}
	if lowerHas(low, "fail", "did not pass", "didn't pass", "out of tolerance") && lowerHas(low, "pass", "compliant", "conforming", "in tolerance") {
		c.unitPair91(d, failAsPass91, nil, RuleTamperReview,
			"records a failed result as a pass (the record others rely on is falsified)")
	}
}

// unitPair91 refuses a prose statement matched by first when second (nil:
// none needed) matches the statement with the one after it; a negated,
// quoted-as-example or only described statement is not an order.
func (c *checker) unitPair91(d *doc, first, second *lazyRE, rule, msg string) {
	for u, t := range d.shortPlainUnits() {
		m := first.FindStringIndex(t)
		if m == nil {
			continue
		}
		if second != nil {
			w := t + " " + nextUnitText(d, u)
			if len(w) > 2*maxIntentUnit {
				w = w[:2*maxIntentUnit]
			}
			if !second.MatchString(w) {
				continue
			}
		}
		if negatedBefore(t[max(0, m[0]-60):m[0]]) || d.labelledExample(u.start+m[0]) || c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), msg)
		c.add(d, rule, tier, u.start+m[0], u.start+m[1], why)
	}
}

// Round 91 (h272-tamper-12): the record of what the agent did (its audit
// trail, its trace of tool calls) switched off, and the record already
// kept erased, in one order. Either half alone is housekeeping (tracing
// off for a benchmark, old traces rotated out); both together leave the
// owners no account of the agent's actions, past or future, which is
// the oversight itself removed. The audit must be named, so a debug
// trace turned off and cleaned is not read.
var (
	auditOff91   = lazyRegexp(`(?i)\b(?:audit|trac(?:e|es|ing)|transcripts?)[\w.]*["'` + "`" + `]?\s*[:=]\s*["'` + "`" + `]?(?:false|off|0|no|disabled?|none)\b|\bno\s+longer\s+(?:be\s+)?(?:written|recorded|logged|kept|saved|stored|sent)\s+(?:to|in|into)\s+(?:the\s+|any\s+)?(?:[\w-]+\s+)?(?:audit|trace|transcript)\w*|\b(?:disabl|switch\w*\s+off|turn\w*\s+off|stop)\w*\s+(?:the\s+)?(?:[\w-]+\s+)?(?:audit\s+(?:trail|trace|log)|tool[\s-]call\s+(?:log|trace)s?)\b`)
	auditErase91 = lazyRegexp(`(?i)\b(?:eras|delet|remov|wip|purg|clear|empty|shred|truncat)\w*\s+(?:out\s+)?(?:the\s+|all\s+|any\s+)?(?:existing\s+|old\s+|past\s+|previous\s+|earlier\s+|current\s+)?["'` + "`" + `]?[\w./~-]*(?:traces?|audit[\w-]*|transcripts?)\b`)
)

// Round 91 (h271-tamper-11): an account given an administrator's or
// owner's role and, in the same order, taken out of the access review
// or audit that checks who holds such roles ("remove it from the access
// review list", "so it never shows up in the audits"). The review is
// how the owners notice a privilege that should not be there; removing
// the account from it while raising its privilege hides the grant from
// them. Either alone (a grant reviewed as usual; a departed user taken
// off the review list) is administration.
var (
	privGrant91    = lazyRegexp(`(?i)\b(?:grant|give|assign|add|promote|elevate|make)\w*\b[^.\n]{0,80}?\b(?:admin\w*|owners?|superusers?|super-?admins?|root|full\s+access|global\s+admin\w*)\b`)
	reviewHidden91 = lazyRegexp(`(?i)\b(?:remov|exclud|exempt|hid|drop|strip|omit|tak|delist|whitelist)\w*\s+(?:it|them|the\s+[\w-]+(?:\s+(?:service\s+)?accounts?)?|this\s+account|` + "`" + `[\w.@-]+` + "`" + `|[\w.@-]+)\s+(?:out\s+)?(?:from|of)\s+(?:the\s+|all\s+|any\s+|every\s+)?(?:[\w-]+\s+){0,2}?(?:access\s+reviews?|audits?|attestations?|recertifications?|entitlement\s+reviews?|reviews?\s+lists?)\b|\b(?:never|not|no\s+longer)\s+(?:shows?|appears?|turns?|comes?)\s+up\s+in\s+(?:the\s+|any\s+)?(?:[\w-]+\s+){0,2}?(?:audits?|access\s+reviews?|reviews?|attestations?)\b`)
)

// Round 91 (h273-tamper-14): a failed test, inspection or calibration
// written down as a pass ("if the unit failed, set its status to PASS";
// "mark the failed checks as passed"). The record is what others rely on
// to trust the part or the build; a failure entered as a pass with no
// new test that passed falsifies it, whatever the record is. Recording
// the failure, or a pass after a re-test, is the record kept honestly.
var failAsPass91 = lazyRegexp(`(?i)\bif\s+(?:a|an|the|any|one|its)\s+(?:[\w-]+\s+){0,2}?(?:failed|fails|did\s+not\s+pass|didn't\s+pass|does\s+not\s+pass|doesn't\s+pass|is\s+out\s+of\s+tolerance)\b(?:[^.;\n]|\.\w){0,60}?,?\s*(?:then\s+)?(?:change|set|mark|record|enter|write|flip|switch|update|edit)\w*\s+(?:[^.;\n]|\.\w){0,60}?\b(?:to|as|into)\s+["'“` + "`" + `]?(?:pass(?:ed)?|ok|compliant|conforming|in[\s-]tolerance|approved)\b|\b(?:change|set|mark|record|enter|flip|switch|update|edit)\w*\s+(?:the\s+|all\s+|any\s+|every\s+)?failed\s+(?:[\w-]+\s+){0,2}?(?:as|to)\s+["'“` + "`" + `]?pass(?:ed)?\b`)

// Round 91 (h271-tamper-07, h272-tamper-04): every project's, client's
// or workspace's agent configuration as a place the tampering rules read
// (tamperTarget, and the action rule through actionTargets50), when the
// order keeps it from the user ("silently", "do not ask the user first").
// Each config is another agent that will run what is written there (a
// tool server, a hook) and see the work it does; written into all of
// them behind the user's back, it is the harness of every agent changed
// quietly, as ~/.claude/ changed quietly is. Said openly, a line for
// every workspace's config is setup the user sees (round 61's
// neighbours), so English is read only with the concealment beside it.
var everyAgentConfig91 = targetKind{RuleTamperHarness,
	lazyRegexp(`(?i)\b(?:every|each|all)\s+(?:of\s+the\s+)?(?:other\s+)?(?:[\w-]+\s+)?(?:project|client|workspace|repo|repositor(?:y|ies)|agent|editor|ide)s?(?:'s|'|’s)?\s+(?:own\s+)?(?:mcp\s+)?(?:configs?|configurations?|settings|config\s+files?)\b`),
	[]string{"config", "settings"}, "every project's or client's agent configuration"}

// checkEveryAgentConfig91 judges each English order on every agent's
// config as tamperTarget does, when the statement or the next one keeps
// it from the user (hooked from checkTamper91).
func (c *checker) checkEveryAgentConfig91(d *doc) {
	if !lowerHas(d.v.lower, "every", "each", "all") {
		return // the cheap test first
	}
	for _, m := range d.findAll(everyAgentConfig91.re, everyAgentConfig91.kws, false) {
		u := d.unitAt(m[0])
		w := d.unitText(u)
		if u.fence < 0 {
			w += " " + nextUnitText(d, u)
		}
		if len(w) > 2*maxIntentUnit || !stealthWords.MatchString(w) {
			continue
		}
		c.tamperTarget(d, everyAgentConfig91, m[0], m[1])
	}
}

// Round 91 (h271-tamper-08): round 41's hook that approves every tool
// call (approveAll41 given "always", "for any command": alwaysAll41), with
// "always" and "any" said in the other languages the lexicons read. A
// hook that answers the permission prompt with a fixed approval for
// everything is the permission skip in another spelling, whatever the
// language of the sentence around it.
//
// Every agent's config joins the action rule's places (actionTargets50).
func init() {
	alwaysAll41 = lazyRegexp(alwaysAll41.String() + `|(?i:(?:^|[^\pL])(?:sempre|qualquer|quaisquer|siempre|cualquier|cualquiera|toujours|n'importe\s+quel(?:le)?|immer|jede[nmrs]?|beliebige[nmrs]?|ogni|qualsiasi|altijd|elke|ieder|zawsze|każd[aey]|всегда|любой|любую|любое|her\s+zaman|herhangi\s+bir|luôn\s+luôn|bất\s+kỳ|selalu|apa\s+pun)(?:[^\pL]|$))`)
	actionTargets50 = append(actionTargets50, everyAgentConfig91)
}

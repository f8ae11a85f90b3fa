package safety

import (
	"strings"
)

// Round 41 (tamper family): tampering read in shapes the earlier rules
// missed. Each principle is one the older rules hold, carried to a form
// they did not read:
//   - a hook written into the agent harness's settings that runs a
//     download (curl ... | sh) runs that host's code on every tool call:
//     persistence in the harness, whatever language the sentence is in;
//   - a hook that approves every tool call ("decision": "approve",
//     always) is the permission skip in another spelling, and the
//     harness's safety hooks switched off all at once (disableAllHooks)
//     beside a word of safety or secrecy is the guard removed;
//   - the system audit daemon told to drop what it records (the action
//     on a full log set to ignore, lossy dispatch, its rules deleted, the
//     audit retention set to zero, logging of exports switched off), or
//     the audit log rewritten to drop this skill's own lines, kept from
//     the people who watch it, is a trail erased in secret;
//   - a physical security alarm switched off (tamper, burglar, smoke
//     alarm) without the household asked, or sensitive folders opened to
//     anyone with the link or to an outside account without the owner
//     told, is the same secrecy turned on a home's or a school's
//     safeguards.

func init() {
	// "niet melden" (do not report), "tell no one": secrecy the Dutch
	// lexicon and stealthWords did not hold.
	if l, ok := actionLexicons["nl"]; ok {
		l.stealth = append(l.stealth[:len(l.stealth):len(l.stealth)], "niet melden", "meld het niet", "meld dit niet", "meld niets", "zonder te melden")
		actionLexicons["nl"] = l
	}
	// A sentence that opens by doing the step before it in secret ("Do
	// it without reporting which files changed", "Do all this quietly")
	// hides what the one before it said, as "Leave this out" does.
	stealthThis = orAtStart(stealthThis, `^[\s>*_]*(?:[-+]\s+|\d+[.)]\s+)?(?:and\s+|then\s+)?do\s+(?:it|this|that|so|(?:all\s+)?(?:of\s+)?(?:this|these|them)|the\s+(?:edits?|changes?|rewrites?))\s+(?:quietly|silently|secretly|without\b)`)
}

var (
	// harnessHook41: the hooks of a harness's settings named.
	harnessHook41 = lazyRegexp(`(?i)\bhooks?\b|\b(?:PreToolUse|PostToolUse|UserPromptSubmit|SessionStart|Stop)\b`)
	// approveAll41: a hook's answer that lets a tool call through,
	// given always, for every call.
	approveAll41 = lazyRegexp(`(?i)["']?\b(?:permissionD|d)ecision["']?\s*:\s*["'](?:approve|allow)["']`)
	alwaysAll41  = lazyRegexp(`(?i)\b(?:always|every|all|any|unconditionally|whatever)\b`)
	// hooksOff41: every hook of the harness switched off at once.
	hooksOff41 = lazyRegexp(`(?i)["']?\bdisableAllHooks["']?\s*[:=]\s*["']?true\b`)
	// guardWord41: the hook named as a safety or security check.
	guardWord41 = lazyRegexp(`(?i)\b(?:safety|security|guard\w*|audit\w*|sidestep\w*|bypass\w*|circumvent\w*)\b`)
	// auditdWeak41: auditd told to drop records (the action on a full
	// log or disk set to ignore, dispatch made lossy, auditing turned
	// off, the daemon stopped).
	auditdWeak41 = lazyRegexp(`(?i)\b(?:max_log_file_action|space_left_action|admin_space_left_action|disk_full_action|disk_error_action)\s*=\s*["']?(?:ignore|suspend)\b|\bdisp_qos\s*=\s*["']?lossy\b|\bauditctl\s+-e\s*0\b|\b(?:systemctl|service)\s+(?:stop|disable|mask)\s+auditd\b`)
	// auditRulesGone41: the audit rules deleted.
	auditRulesGone41 = lazyRegexp(`(?i)\b(?:remov\w*|delet\w*|clear\w*|wipe|empty|rm|verwijder\w*|lösch\w*|supprim\w*|elimin\w*|borr\w*|apag\w*|usu\w*|удал\w*)\b[^.\n]{0,60}?/etc/audit/(?:rules\.d|audit\.rules)\b`)
	// auditRecordOff41: an application's audit record cut: its
	// retention set to zero, logging of an activity switched off, the
	// audit log setting turned off, the audit log rewritten to drop this
	// skill's lines or told to skip it.
	auditRecordOff41 = lazyRegexp(`(?i)\b(?:set|change|reduce|cut|lower)\s+(?:the\s+)?audit\w*(?:\s+log)?\s+retention\s+(?:period\s+)?to\s+(?:0|zero|none)\b|\b(?:turn|switch)\w*\s+off\s+(?:the\s+)?(?:audit\w*\s+)?logging\s+of\b|\b(?:turn|switch)\w*\s+off\s+the\s+audit\s+log\w*(?:\s+setting)?\b|\b(?:rewrite|edit|remove|delete|strip|scrub|purge)\b[^.\n]{0,60}?\baudit\s+(?:log|trail|record)s?\b[^.\n]{0,40}?\b(?:lines?|entr(?:y|ies)|records?)\s+(?:mentioning|about|naming|referring\s+to|that\s+mention\w*)\s+(?:this|the\s+current)\s+(?:skill|agent|tool|task)\b|\bset\s+the\s+audit\s+(?:hook|log\w*)\s+to\s+(?:skip|ignore|exclude)\s+(?:this|the\s+current)\s+(?:skill|agent|tool)\b`)
	// stealth41: secrecy stealthWords does not hold ("tell no one").
	stealth41 = lazyRegexp(`(?i)\btell\s+(?:no\s*one|no-one|nobody)\b|\bniet\s+melden\b`)
)

// hidden41 reports secrecy in s in English or a lexicon's language.
func hidden41(s string) bool {
	if stealthWords.MatchString(s) || stealth41.MatchString(s) {
		return true
	}
	actionLexiconsReady()
	low := strings.ToLower(s)
	return len(hitCache{}.hits(low, actStealth)) > 0 || concealedML81(low) // round 81: round 38's concealment words (tamper81.go)
}

// checkTamper41 runs the round-41 tamper and payload checks (hooked from
// checkTamper).
func (c *checker) checkTamper41(d *doc) {
	c.checkPayload41(d) // payload41tamper.go
	lower := d.v.lower
	if lowerHas(lower, "alarm", "sensor", "detector", "anyone with the link", "public", "editor", "owner") {
		c.checkSafeguardOff41(d)
	}
	harness := lowerHas(lower, "settings", "opencode", "config.toml", ".claude.json", "cli-config", "pretooluse", "permissionrequest", "disableallhooks")
	audit := lowerHas(lower, "audit")
	if !harness && !audit {
		return
	}
	for _, u := range d.units {
		t := d.unitText(u)
		if len(t) > maxIntentUnit {
			continue
		}
		if harness && u.fence < 0 {
			c.checkHarnessHook41(d, u, t)
		}
		if audit {
			c.checkAuditTrail41(d, u, t)
		}
	}
}

// checkHarnessHook41 refuses, in one prose sentence, a hook added to the
// harness's settings that runs a download, a hook that approves every
// call, or every hook switched off beside a word of safety or secrecy.
func (c *checker) checkHarnessHook41(d *doc, u unit, t string) {
	if harnessHook41.FindStringIndex(t) == nil {
		return
	}
	var m []int
	msg := ""
	if pm := harnessSettings40.FindStringIndex(t); pm != nil {
		for _, r := range pipeToShell {
			if m = r.FindStringIndex(t); m != nil {
				msg = "adds a hook to the agent harness's settings that downloads a script and runs it on every tool call"
				break
			}
		}
	}
	if m == nil {
		if am := approveAll41.FindStringIndex(t); am != nil && alwaysAll41.MatchString(t) && lowerHas(strings.ToLower(t), "pretooluse", "permissionrequest", "hook") {
			m, msg = am, "adds a hook that approves every tool call, skipping the harness's permission checks"
		}
	}
	if m == nil {
		if hm := hooksOff41.FindStringIndex(t); hm != nil && (guardWord41.MatchString(t) || hidden41(t)) {
			m, msg = hm, "switches off every hook of the agent harness, its safety checks with them"
		}
	}
	if m == nil || c.negated(d, u.start+m[0]) || negatedBefore(t[max(0, m[0]-60):m[0]]) {
		return
	}
	if d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
		return
	}
	tier, why := downgrade(c.securityContext(d, u.start+m[0]), msg)
	c.add(d, RuleTamperHarness, tier, u.start+m[0], u.start+m[1], why)
}

// checkAuditTrail41 refuses the system or an application's audit record
// cut (auditd made to drop records, its rules deleted, retention set to
// zero, this skill's lines removed) when the sentence, or the one after
// it, keeps it from the people who watch it.
func (c *checker) checkAuditTrail41(d *doc, u unit, t string) {
	m := auditdWeak41.FindStringIndex(t)
	if m == nil {
		m = auditRulesGone41.FindStringIndex(t)
	}
	if m == nil {
		m = auditRecordOff41.FindStringIndex(t)
	}
	if m == nil {
		return
	}
	if !hidden41(t) && (u.fence >= 0 || !hidden41(nextUnitText(d, u))) {
		return
	}
	if c.describedNotOrdered(d, u, t, m[0]) {
		return
	}
	tier, why := downgrade(c.securityContext(d, u.start+m[0]), "stops the audit record from keeping what happens and keeps it from the people who watch it")
	c.add(d, RuleTamperReview, tier, u.start+m[0], u.start+m[1], why)
}

var (
	// alarmOff41: a physical security alarm or sensor switched off.
	alarmOff41 = lazyRegexp(`(?i)\b(?:disabl\w*|deactivat\w*|turn\w*\s+off|switch\w*\s+off|silenc\w*|mut(?:e|ing)|bypass\w*|unplug\w*)\s+(?:the\s+|all\s+|every\s+|its\s+)?(?:tamper|burglar|intrusion|security|smoke|fire|co|carbon\s+monoxide|door|window|motion|glass[- ]break|panic|leak)\s+(?:alarms?|sensors?|alerts?|detectors?|sirens?)\b`)
	// exposeShare41: a folder or file opened to anyone with its link,
	// made public, or given an outside account as editor or owner.
	exposeShare41 = lazyRegexp(`(?i)\b(?:change|set|switch|make|share|open|turn)\w*\b[^.\n]{0,80}?(?:["'\x60]?anyone\s+with\s+the\s+link\b|\bpublic(?:ly)?\s+(?:link|access|readable|viewable|on\s+the\s+web)\b|\ballUsers\b)|\badd\w*\s+[\w.+-]+@[\w-]+(?:\.[\w-]+)+\s+as\s+(?:an?\s+)?(?:editor|owner|manager|co-?owner)\b`)
	// sensitiveFolder41: what is opened holds people's records.
	sensitiveFolder41 = lazyRegexp(`(?i)\b(?:safeguarding|HR|personnel|payroll|medical|health|patients?|pupils?|students?|staff|salar\w*|disciplinary|legal|finance|contracts?|confidential|private)\b`)
)

// checkSafeguardOff41 refuses, in one prose sentence, a physical security
// alarm switched off, or people's records opened to anyone with the link
// or to an outside account, while the sentence keeps it from the people
// it protects.
func (c *checker) checkSafeguardOff41(d *doc) {
	for u, t := range d.shortPlainUnits() {
		msg := "switches off a physical security alarm and keeps it from the household"
		m := alarmOff41.FindStringIndex(t)
		if m == nil {
			if m = exposeShare41.FindStringIndex(t); m == nil || !sensitiveFolder41.MatchString(t) {
				continue
			}
			msg = "opens people's records to anyone with the link or an outside account and keeps it from their owner"
		}
		if !hidden41(t) && !ownersKept41.MatchString(t) && !headKept41.MatchString(t) {
			continue
		}
		if c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), msg)
		c.add(d, RuleTamperPrivilege, tier, u.start+m[0], u.start+m[1], why)
	}
}

// headKept41: the person in charge kept uninformed ("the head doesn't
// need to know yet", "without asking the household first").
var headKept41 = lazyRegexp(`(?i)\b(?:the\s+)?(?:head|principal|owner|manager|household|family|landlord|dpo|data\s+protection\s+officer)\s+(?:doesn'?t|does\s+not|needn'?t|need\s+not|won'?t)\s+(?:need\s+to\s+)?(?:know|hear|be\s+told)\b|\bwithout\s+asking\s+(?:the\s+)?(?:household|family|owner|residents?|tenants?)\b`)

// describedNotOrdered: the match at offset at of unit u (text t) is
// negated, quoted as a labelled example, or in a sentence that lists
// threats or kinds to reject: the tamper rules' text describes the act,
// it does not order it.
func (c *checker) describedNotOrdered(d *doc, u unit, t string, at int) bool {
	return c.negated(d, u.start+at) || negatedBefore(t[max(0, at-60):at]) || d.labelledExample(u.start+at) ||
		threatLabel.MatchString(t) || rejectsKind.MatchString(t)
}

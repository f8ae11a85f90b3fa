package safety

import (
	"strings"
)

// Round 43 (tamper family): tampering read in shapes the earlier rules
// missed. Each principle is one the older rules hold, carried to a form
// they did not read:
//   - a record of activity (an audit entry, a transcript, a log, the
//     audit daemon's settings) cut or edited with the stated purpose that
//     the activity is not reviewed, not visible or not recorded: the
//     purpose clause says the act is there to escape oversight, which is
//     what "keep it quiet" says of an erased trail;
//   - approvals written as data in more spellings (an approvals store or
//     table, an SQL UPDATE of an approvals table, items marked "as
//     approved") for every pending item under another's name or with the
//     approver bypassed, and kept quiet: a review forged (round 42's
//     principle);
//   - a skip key set true in the harness's own settings
//     ("skipPermissions": true) is the permission skip in one more
//     spelling, and the harness's "confirm tool calls" option removed so
//     tools run unattended is the confirmation taken away;
//   - the harness's settings file edited so that every command runs
//     (in any language) is a blanket grant, the permission skip said as
//     its outcome;
//   - branch protection cut (no approving review required, status checks
//     off, a bypass granted) or an account's security alerts silenced,
//     while the change is kept from the people who would see it.

var (
	// recordThing43: what keeps a record of activity.
	recordThing43 = lazyRegexp(`(?i)\b(?:audit\w*|logs?|logging|recording|recorders?|transcripts?|histor(?:y|ies)|telemetry|trails?|records?|entr(?:y|ies)|journal\w*|approval\s+log)\b`)
	// recordCut43: an ordered cut or edit of something (the verb).
	recordCut43 = lazyRegexp(`(?i)\b(?:delet|remov|truncat|clear|empt|wip|purg|eras|edit|chang|modif|disabl|rewrit|trim|prun|strip|scrub|configur|stop|paus|reconfigur|adjust|tweak)\w*\b|\b(?:turn|switch)\w*\s+off\b`)
	// hidePurpose43: the purpose said: the activity, the steps or the
	// session not reviewed, not visible, not recorded.
	hidePurpose43 = lazyRegexp(`(?i)\bso\s+(?:that\s+)?(?:(?:its|their|his|her|the|my|your|our|these|those|this|that|earlier|previous|prior|any|all|own)\s+)*(?:[\w'-]+\s+)?(?:activit(?:y|ies)|steps?|actions?|sessions?|changes?|access(?:es)?|edits?|runs?|commands?|operations?|deletions?|what\s+(?:it|you|the\s+agent|we|I)\s+did)\s+(?:(?:is|are|was|were|will\s+be|gets?|get)\s+(?:not|never)|isn'?t|aren'?t|won'?t\s+be|can'?t\s+be|cannot\s+be|(?:is|are|stays?|remains?)\s+(?:in|un))\s*(?:reviewed|seen|visible|recorded|logged|noticed|audited|traced|tracked|detected|reported|flagged|found|shown|checked)\b` +
		// the watchers as the subject ("so the team never sees the activity")
		`|\bso\s+(?:that\s+)?(?:the\s+)?(?:team|reviewers?|auditors?|admins?|user|owners?|security(?:\s+team)?|managers?|nobody|no\s+one|they)\s+(?:never|can'?t|cannot|won'?t|will\s+not|doesn'?t|does\s+not|don'?t|do\s+not)\s+(?:see|sees|notice|notices|review|reviews|find|spot|trace|read)\s+(?:(?:its|their|the|this|that|these|those|any|earlier|previous|prior|our)\s+)*(?:[\w'-]+\s+)?(?:activit(?:y|ies)|steps?|actions?|sessions?|changes?|access(?:es)?|edits?|runs?|commands?|operations?|what\s+(?:it|you|the\s+agent|we|I)\s+did)\b` +
		`|\bso\s+(?:that\s+)?(?:nothing|no\s+trace|no\s+record)\s+(?:(?:about|of|from)\s+(?:this|the|that|these|its|our|my|your)\s+(?:[\w-]+\s+)?(?:sessions?|runs?|tasks?|conversations?|changes?|work|steps?|activit(?:y|ies)|actions?)\s+)?(?:is|gets?|will\s+be|remains?|stays?)\s+(?:ever\s+)?(?:recorded|logged|kept|seen|visible|saved|reviewed|audited|traced)\b`)
)

// checkTamper43 runs the round-43 tamper checks (hooked from
// checkTamper42, so tamper.go keeps its list).
func (c *checker) checkTamper43(d *doc) {
	lower := d.v.lower
	if strings.Contains(lower, "so ") {
		c.checkHiddenPurpose43(d)
	}
	if strings.Contains(lower, "approv") {
		c.checkForgedApproval43(d)
	}
	if lowerHas(lower, "skip", "confirm", "unattended", "ask before") {
		c.checkConfirmOff43(d)
	}
	if lowerHas(lower, "review", "status check", "bypass", "alert", "alarm", "notification", "warning") {
		c.checkGuardQuiet43(d)
	}
	if lowerHas(lower, "settings", "opencode", "config.toml", ".claude.json", "cli-config") {
		c.checkBlanketSettings43(d)
	}
	c.checkTamper45(d) // round 45: tamper45.go
}

// checkHiddenPurpose43 refuses an ordered cut or edit of a record of
// activity whose stated purpose is that the activity is not reviewed,
// seen or recorded. Redacting secrets "so they are not visible" names no
// activity and is left alone.
func (c *checker) checkHiddenPurpose43(d *doc) {
	for u, t := range d.shortPlainUnits() {
		pm := hidePurpose43.FindStringIndex(t)
		if pm == nil {
			continue
		}
		var vm []int
		for _, m := range recordCut43.FindAllStringIndex(t[:pm[0]], 6) {
			ls := strings.LastIndexByte(t[:m[0]], '\n') + 1
			if imperativeAt(t, m[0]) || leadAdverb.MatchString(t[ls:m[0]]) && len(strings.TrimSpace(leadAdverb.ReplaceAllString(t[ls:m[0]], ""))) == 0 {
				vm = m
				break
			}
		}
		if vm == nil || !recordThing43.MatchString(t[vm[0]:pm[0]]) {
			continue
		}
		if c.negated(d, u.start+vm[0]) || d.labelledExample(u.start+vm[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+vm[0]), "cuts a record of activity so that the activity is not reviewed or recorded")
		c.add(d, RuleTamperReview, tier, u.start+vm[0], u.start+pm[1], why)
	}
}

var (
	// approvalWritten43: an approval written as data, in the spellings
	// approvalWritten42 did not hold.
	approvalWritten43 = lazyRegexp(`(?i)\bapprovals?\s+(?:store|table|db|database|queue|registry|ledger)\b|\bUPDATE\s+[\w.\x60"]*approv\w*[\x60"]?\s+SET\b[^;\n]{0,80}?\b(?:status|state|approved|decision)\s*=\s*['"]?(?:approved|true|1)\b|\bmark\w*\b[^.\n]{0,60}?\bas\s+approved\b`)
	// bulk43: every pending item at once, or "all of them".
	bulk43 = lazyRegexp(`(?i)\b(?:every|each|all)\s+(?:of\s+the\s+)?(?:open|pending|waiting|queued|outstanding|unreviewed|stuck)\b|\bfor\s+all\s+of\s+them\b`)
	// noLook43: the approval given in another's name, by a made-up
	// approver, with the approver bypassed, or with the audit rows
	// cleared after.
	noLook43 = lazyRegexp(`(?i)\bas\s+approved\s+by\s+(?:the\s+)?[\w.-]+|\bapprover\s*=\s*['"]?(?:system|admin|bot|auto\w*|agent)\b|\bbypass\w*\s+(?:the\s+)?(?:approvers?|reviewers?|review|approval)\b|\b(?:clear|empty|wipe|delet\w*|remov\w*|purg\w*|truncat\w*)\s+(?:the\s+)?\w*audit\w*\s+(?:rows?|entries|records?)\b`)
	// writeVerb43: the order that writes the record.
	writeVerb43 = lazyRegexp(`(?i)\b(?:write|put|set|add|insert|append|record|store|commit|mark|update|flip|change|edit)\b`)
	// adverbLead43: nothing but an adverb before the verb ("Directly").
	adverbLead43 = lazyRegexp(`(?i)^[\s>*_\-+\d.)]*(?:(?:then|also|now|just|directly|simply|quickly|next|and)\s+)*$`)
)

// checkForgedApproval43 refuses an approval written for every pending
// item in another's name or past its approver, when the sentence or the
// next keeps it quiet: round 42's forged review in more spellings.
func (c *checker) checkForgedApproval43(d *doc) {
	for u, t := range d.shortPlainUnits() {
		am := approvalWritten43.FindStringIndex(t)
		if am == nil || !bulk43.MatchString(t) || !noLook43.MatchString(t) {
			continue
		}
		if !hidden41(t) && !hidden41(nextUnitText(d, u)) {
			continue
		}
		m := approvalWriteOrder43(t, am, adverbLead43)
		if m == nil || c.negated(d, u.start+m[0]) || d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "writes approvals no review stands behind, in another's name or past the approver, and keeps it quiet")
		c.add(d, RuleTamperReview, tier, u.start+m[0], u.start+m[1], why)
	}
}

var (
	// skipGrant43: a skip key set true ("skipPermissions": true,
	// skip_approvals = on).
	skipGrant43 = lazyRegexp(`(?i)["']?\b(?:dangerously[_-]?)?skip[_-]?(?:all[_-]?)?(?:permissions?|approvals?|confirm\w*|prompts?)["']?\s*[:=]\s*["']?(?:true|on|1|yes)\b`)
	// confirmOption43: the harness's option that makes tool calls wait
	// for a yes ("confirm tool calls", "ask before commands"), removed.
	confirmOption43 = lazyRegexp(`(?i)\b(?:remov|delet|disabl|drop|strip|uncheck|untick|comment\w*\s+out|(?:turn|switch)\w*\s+off)\w*\s+(?:the\s+)?["'\x60]?(?:confirm|approv\w*|ask)(?:ation)?\s+(?:(?:before|each|every|all|on)\s+)?(?:tool[\s_-]+(?:calls?|use)|commands?|actions?|edits?|writes?)["'\x60]?`)
	// unattended43: what the removal is for: tools running with no one
	// answering.
	unattended43 = lazyRegexp(`(?i)\bunattended\b|\bwithout\s+(?:asking|prompting|confirm\w*|approval|anyone\s+(?:watching|answering))\b|\bno\s+(?:prompts?|questions)\b`)
)

// checkConfirmOff43 refuses a skip key set true in the harness's own
// settings file, and the confirmation option removed so tools run
// unattended or quietly.
func (c *checker) checkConfirmOff43(d *doc) {
	for u, t := range d.shortPlainUnits() {
		var m []int
		msg := ""
		if pm := harnessSettings40.FindStringIndex(t); pm != nil {
			if gm := skipGrant43.FindStringIndex(t); gm != nil && !negatedBefore(t[max(0, gm[0]-60):gm[0]]) && !preferredOver.MatchString(t[max(0, gm[0]-120):gm[0]]) {
				m, msg = gm, "sets a permission-skip key in the agent harness's settings file"
			}
		}
		if m == nil {
			if cm := confirmOption43.FindStringIndex(t); cm != nil && imperativeAt(t, cm[0]) && (unattended43.MatchString(t[cm[1]:]) || hidden41(t)) {
				m, msg = cm, "removes the harness's confirmation of tool calls so they run unattended"
			}
		}
		if m == nil || c.negated(d, u.start+m[0]) || d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), msg)
		if userConfirms.MatchString(t) {
			tier, why = Flag, why+userConfirmNote
		}
		c.add(d, RuleTamperHarness, tier, u.start+m[0], u.start+m[1], why)
	}
}

var (
	// branchCut43: branch protection cut: no approving review required,
	// status checks off, a bypass granted, admins exempted.
	branchCut43 = lazyRegexp(`(?i)\brequired_approving_review_count\W{0,4}(?:to\s+)?0\b|\brequired\s+(?:approvals?|reviews?|reviewers?|approving\s+reviews?)\s+(?:count\s+)?(?:to\s+)?(?:0|zero|none)\b|\b(?:disabl\w*|remov\w*|turn\w*\s+off|switch\w*\s+off)\s+(?:the\s+|all\s+)?(?:required\s+)?status\s+checks\b|\ballow\w*\s+[\w-]+\s+to\s+bypass\b|\benforce_admins\W{0,4}(?:to\s+)?false\b`)
	// branchNamed43: the sentence is about branch protection or rules.
	branchNamed43 = lazyRegexp(`(?i)\bbranch\s+protection\b|\bprotected\s+branch\w*\b|\brulesets?\b|\bbranch\s+rules?\b`)
	// alertOff43: an account's security alerts silenced (login, sign-in,
	// access, privilege alerts).
	alertOff43 = lazyRegexp(`(?i)\b(?:disabl\w*|silenc\w*|mut(?:e|ing)|suppress\w*|(?:turn|switch)\w*\s+off)\s+(?:the\s+|its\s+|their\s+|all\s+|any\s+)?(?:[\w-]+\s+)?(?:login|log-?in|sign-?in|logon|access|security|auth\w*|mfa|2fa|privilege|admin|anomal\w*|intrusion|fraud)\s+(?:alerts?|alarms?|notifications?|warnings?)\b`)
	// stealth43: kept off where the team reads ("keep this off the team
	// channel", "leave it out of standup").
	stealth43 = lazyRegexp(`(?i)\b(?:keep|leave)\s+(?:it|this|that|these|those|them|the\s+change|this\s+change)\s+(?:off|out\s+of)\s+(?:the\s+|our\s+|any\s+)?(?:[\w-]+\s+)?(?:channel|chat|slack|standup|thread|announcements?|mailing\s+list|feed)\b`)
)

// hidden43: secrecy in hidden41's words or kept off the team's channel.
func hidden43(s string) bool {
	return s != "" && (hidden41(s) || stealth43.MatchString(s))
}

// checkGuardQuiet43 refuses branch protection cut, or an account's
// security alerts silenced, while the sentence or the next keeps it from
// the people who would see it.
func (c *checker) checkGuardQuiet43(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := alertOff43.FindStringIndex(t)
		msg := "silences an account's security alerts and keeps it quiet"
		if m == nil {
			if m = branchCut43.FindStringIndex(t); m == nil || !branchNamed43.MatchString(t) {
				continue
			}
			msg = "cuts branch protection (reviews, status checks, bypass) and keeps it from the team"
		}
		if !hidden43(t) && !hidden43(nextUnitText(d, u)) {
			continue
		}
		if c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), msg)
		c.add(d, RuleTamperReview, tier, u.start+m[0], u.start+m[1], why)
	}
}

var (
	// everyCommand43: the edit's purpose is every command or tool call,
	// in the languages the blind tables are written in ("so that all
	// commands", "zodat alle commando's" and its Limburgish "zoedet",
	// "para que todos los comandos"); tools made available are not calls
	// let through, and a sentence that only names all commands (read or
	// listed) has no purpose clause.
	everyCommand43 = lazyRegexp(`(?i)\b(?:so(?:\s+that)?|zodat|zoedet|sodat|sodass|so\s+dass|damit|para\s+que|pour\s+que|afin\s+que|perch[eé]|affinch[eé]|così\s+che|så\s+att|så\s+at|slik\s+at|jotta|żeby|aby|de\s+modo\s+que|de\s+forma\s+que)\s+(?:all|every|alle|allen|todos\s+los|todas\s+las|tous\s+les|toutes\s+les|tutti\s+i|tutte\s+le|wszystkie|alla|kaikki)\s+(?:the\s+|de\s+|die\s+)?(?:shell\s+|bash\s+|terminal\s+)?(?:commands?|commando'?s?|kommando(?:er|s)?|comandos?|commandes?|comandi|befehle|polecenia|komennot|tool\s+calls?)\b`)
	// readOrTighten43: the sentence reads the settings or tightens them
	// (lists, checks, denies, asks first): not a grant. A hook that runs
	// on every command (a linter, a formatter) is judged by the hook
	// rules.
	readOrTighten43 = lazyRegexp(`(?i)\b(?:list|show|print|review|check|read|count|document|note|describe|explain|compare|inspect|audit|verify|deny|denied|block|forbid|require|ask\s+(?:first|before|for)|prompt\s+(?:first|before|for)|confirm)\w*\b`)
)

// checkBlanketSettings43 refuses a sentence that names the harness's own
// settings file and, after it, says every command or tool call is to go
// through: a blanket grant written into the file that decides what the
// agent may run, the permission skip said as its outcome in any
// language. A sentence that reads the file or tightens it is left.
func (c *checker) checkBlanketSettings43(d *doc) {
	for u, t := range d.shortPlainUnits() {
		pm := harnessSettings40.FindStringIndex(t)
		if pm == nil {
			continue
		}
		em := everyCommand43.FindStringIndex(t[pm[1]:min(len(t), pm[1]+120)])
		if em == nil || readOrTighten43.MatchString(t) || harnessHook41.MatchString(t) {
			continue
		}
		s := pm[0]
		if c.negated(d, u.start+s) || negatedBefore(t[max(0, s-60):s]) || d.labelledExample(u.start+s) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) || preferredOver.MatchString(t[max(0, s-120):s]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+s), "edits the agent harness's settings so every command or tool call goes through")
		if tier == Refuse && c.topic.harness {
			tier, why = Flag, why+"; the skill says configuring the harness is its job"
		}
		c.add(d, RuleTamperHarness, tier, u.start+s, u.start+pm[1]+em[1], why)
	}
}

// approvalWriteOrder43: the write verb that orders the approval am of t
// written, on its line before it: an imperative, or a verb after a lead
// that makes it one (lead). It returns the span from the verb to the end
// of the approval, or nil.
func approvalWriteOrder43(t string, am []int, lead *lazyRE) []int {
	ls := strings.LastIndexByte(t[:am[0]], '\n') + 1
	for _, w := range writeVerb43.FindAllStringIndex(t[ls:am[1]], 4) {
		if imperativeAt(t[ls:], w[0]) || lead.MatchString(t[ls:ls+w[0]]) {
			return []int{ls + w[0], am[1]}
		}
	}
	return nil
}

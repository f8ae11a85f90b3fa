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
	if strings.Contains(d.v.lower, "skill") && lowerHas(d.v.lower, "look", "appear", "read", "disguis", "pass for", "pass as") {
		c.checkDisguisedEdit64(d)
	}
	if lowerHas(d.v.lower, "without ", "as trusted", "as authoritative", "as binding") && agentRulesFile64.MatchString(d.v.text) {
		c.checkGuardlessRulePlanted64(d)
	}
	if strings.Contains(d.v.lower, "codeowners") || strings.Contains(d.v.lower, "code owners") {
		c.checkOwnersToBot64(d)
	}
	if lowerHas(d.v.lower, "not recorded", "not logged", "not audited", "never recorded", "never logged", "no record", "not be recorded", "not be logged", "aren't recorded", "aren't logged", "isn't recorded", "isn't logged", "unrecorded", "unlogged") {
		c.checkActionsUnrecorded64(d)
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
	// Secrecy by disguise: the edit is made to pass for something else
	// ("make the edits look like typo fixes") or its trace is put back so
	// it does not show ("so it looks unchanged in the report"). It keeps
	// the change from the user as "tell no one" does.
	stealth41 = lazyRegexp(stealth41.String() + `|` + disguise64.String())
	// A repository's review gate taken away in the words the settings
	// use: the required reviews or status checks of a branch removed, or
	// the required approving review count set to 0 (read by
	// checkRepoGate51, with secrecy or the aim that checks stop).
	repoGate51 = lazyRegexp(repoGate51.String() + `|(?i:\b(?:remov|delet|drop|disabl|strip)\w*\s+(?:the\s+|all\s+)?required\s+(?:pull[\s-]request\s+)?(?:reviews?|approvals?|status\s+checks?)\b|\bset\s+(?:[\w\x60-]+\s+){0,3}?\x60?required_approving_review_count\x60?\s*(?:to|=|:)\s*0\b)`)
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
	// Bengali: "tell no one" in the plain and polite futures, and the
	// other skills named with the English loan word or its spelling
	// ("অন্য সব skill", every other skill) as the place the quiet
	// tampering rule reads: another skill's file steers the agent later.
	registerActionLexicon("bn+r64-tamper", actionLex{
		stealth: []string{"কাউকে জানাবে না", "কাউকে জানাবেন না", "কাউকে জানিও না", "কাউকে বলবে না", "কাউকে বলবেন না", "কাউকে বোলো না"},
	})
	actionTargets50 = append(actionTargets50, targetKind{RuleTamperSkills,
		lazyRegexp(`(?i)(?:অন্য|অন্যান্য|প্রতিটি)\s+(?:সব\s+)?(?:skill|স্কিল)`), nil, "another skill"})
	registerActionLexicon("da+r64-tamper", actionLex{stealth: []string{"sig det ikke til nogen", "sig ikke til nogen", "fortæl det ikke til nogen", "fortæl ingen"}})
}

var (
	// ownersToBot64: the team that must review (security, compliance, the
	// reviewers) replaced by a bot account as code owner.
	ownersToBot64 = lazyRegexp(`(?i)\b(?:replac|swap|substitut)\w*\s+(?:the\s+|our\s+)?(?:@[\w/-]+\s+)?(?:security|safety|compliance|review\w*|appsec|infosec|qa)\s*(?:team|group|reviewers?|owners?)?\s+(?:with|by|for)\s+(?:@[\w/-]*bot\b|(?:a|an|the|our)\s+(?:[\w-]+\s+)?(?:bot|service\s+account|automation\s+account)\b)`)
)

// checkOwnersToBot64 refuses an order to hand the code ownership of the
// security or review team to a bot account: code owners are the people
// whose review a change needs, so a bot in their place approves what it
// is given, and the gate is taken away as when the team is removed from
// CODEOWNERS (checkRepoGate51). Replacing one team with another keeps a
// human review.
func (c *checker) checkOwnersToBot64(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := ownersToBot64.FindStringIndex(t)
		if m == nil || !lowerHas(strings.ToLower(t), "codeowners", "code owners", "code-owners") {
			continue
		}
		ls := strings.LastIndexByte(t[:m[0]], '\n') + 1
		if !imperativeAt(t, m[0]) && !leadAdverb.MatchString(t[ls:m[0]]) && !frontedPlace51.MatchString(t[ls:m[0]]) && !andThen64.MatchString(t[max(0, m[0]-12):m[0]]) {
			if !toInfinitive64.MatchString(t[max(0, m[0]-40):m[0]]) {
				continue
			}
		}
		if negatedBefore(t[max(0, m[0]-60):m[0]]) || c.describedNotOrdered(d, u, t, m[0]) || c.negated(d, u.start+m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "hands the security or review team's code ownership to a bot account (takes the review gate away)")
		c.add(d, RuleTamperCI, tier, u.start+m[0], u.start+m[1], why)
	}
}

// toInfinitive64: the verb is the aim of an ordered edit ("edit
// CODEOWNERS to replace ...").
var toInfinitive64 = lazyRegexp(`(?i)\b(?:edit|change|update|modify|patch|rewrite)\b[^\n]{0,40}?\bto\s+$`)

var (
	// unrecordedAim64: the stated aim of a change is that the agent's own
	// actions leave no record: "so that the agent's own actions are not
	// recorded", "so our commands aren't logged".
	unrecordedAim64 = lazyRegexp(`(?i)\bso\s+(?:that\s+)?(?:the\s+agent'?s?|the\s+assistant'?s?|its|our|my|your|this\s+skill'?s?)\s+(?:own\s+)?(?:actions?|commands?|changes?|activity|steps?|sessions?|edits?)\s+(?:are|is|will\s+be|won'?t\s+be|aren'?t|isn'?t|stay|remain)?\s*(?:not\s+|never\s+)?(?:be\s+)?(?:recorded|logged|audited|traced|kept|unrecorded|unlogged)\b|\bso\s+(?:that\s+)?(?:there\s+is|there'?s|we\s+leave|it\s+leaves)\s+no\s+record\s+of\s+(?:the\s+agent|what\s+(?:the\s+agent|we|it|this\s+skill)\s+(?:does|did|runs|ran))\b`)
	// unrecordedNeg64: the negated reading, "are recorded" with no "not",
	// is not the aim.
	unrecordedNeg64 = lazyRegexp(`(?i)\b(?:not|never|won'?t|aren'?t|isn'?t|unrecorded|unlogged|no\s+record)\b`)
)

// checkActionsUnrecorded64 refuses an ordered change to the logging whose
// stated aim is that the agent's own actions are not recorded: whatever
// setting is touched, the skill removes the record of what the agent does
// from the people who would read it, as the audit rules refuse an audit
// trail switched off in secret. Logging cut to save space says another
// aim; logging kept "so the agent's actions are recorded" is the guard.
func (c *checker) checkActionsUnrecorded64(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := unrecordedAim64.FindStringIndex(t)
		if m == nil || !unrecordedNeg64.MatchString(t[m[0]:m[1]]) {
			continue
		}
		ls := strings.LastIndexByte(t[:m[0]], '\n') + 1
		vm := writeOrder64.FindStringIndex(t[ls:m[0]])
		if vm == nil {
			// the order may sit on the line before, in the same sentence
			vm = writeOrder64.FindStringIndex(t[:m[0]])
			ls = 0
		}
		if vm == nil {
			continue
		}
		v := ls + vm[0]
		if !imperativeAt(t, v) {
			continue
		}
		if c.describedNotOrdered(d, u, t, v) || c.negated(d, u.start+v) || d.labelledExample(u.start+v) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+v), "changes the logging so that the agent's own actions are not recorded")
		c.add(d, RuleTamperReview, tier, u.start+v, u.start+m[1], why)
	}
}

// writeOrder64: the verbs that change a setting or a file.
var writeOrder64 = lazyRegexp(`(?i)\b(?:add|set|put|insert|append|write|edit|change|disable|turn|switch|remove|delete|comment|configure|point|redirect|drop|stop|mask)\b`)

// disguise64: the edit made to pass for something else ("make the edits
// look like typo fixes", "disguise the changes as formatting") or its
// trace put back so it does not show ("so it looks unchanged").
var disguise64 = lazyRegexp(`(?i)\bmake\s+(?:the|these|those|your|its|their|all|this|that)\s+(?:edits?|changes?|commits?|diffs?|additions?|modifications?|step)\s+(?:look|appear|read|pass)\s+(?:like|as|for)\b|\bso\s+(?:that\s+)?it\s+(?:looks?|appears?|reads?)\s+(?:unchanged|untouched|as\s+before)\b|\bdisguis\w*\s+(?:the|these|those|it|them|this|that)\s+(?:(?:edits?|changes?|step)\s+)?as\b`)

// checkDisguisedEdit64 refuses an ordered edit of another skill whose
// sentence, or the next, makes it pass for something else ("Make the
// edits look like typo fixes."): a disguise hides the change from the
// user as "don't tell the user" does, which the quiet-tampering rule
// refuses; an edit of another skill listed openly is the user's to
// review.
func (c *checker) checkDisguisedEdit64(d *doc) {
	for u, t := range d.shortPlainUnits() {
		tm := stealthTarget.FindStringIndex(t)
		if tm == nil || !strings.Contains(strings.ToLower(t[tm[0]:tm[1]]), "skill") {
			continue
		}
		var em []int
		for _, m := range stealthEdit.FindAllStringIndex(t, 8) {
			if imperativeAt(t, m[0]) {
				em = m
				break
			}
		}
		if em == nil {
			continue
		}
		if !disguise64.MatchString(t) {
			if nt := nextUnitText(d, u); len(nt) > 160 || !disguise64.MatchString(nt) {
				continue
			}
		}
		if c.describedNotOrdered(d, u, t, em[0]) || c.negated(d, u.start+em[0]) || d.labelledExample(u.start+em[0]) || rejectsKind.MatchString(t) || threatLabel.MatchString(t) {
			continue
		}
		s, e := u.start+min(tm[0], em[0]), u.start+max(tm[1], em[1])
		c.add(d, RuleTamperSkills, Refuse, s, e, "edits another skill and disguises the edit as something else")
	}
}

var (
	// agentRulesFile64: a file an agent reads as its own standing rules.
	agentRulesFile64 = lazyRegexp(`(?i)\.cursor/rules\b|\.cursorrules\b|\bCLAUDE\.md\b|\bAGENTS\.md\b|\bGEMINI\.md\b|copilot-instructions\.md\b|\.windsurfrules\b|\.clinerules\b|\.github/instructions\b`)
	// plantRule64: an order to put a rule or instruction into files.
	plantRule64 = lazyRegexp(`(?i)\b(?:insert|add|prepend|append|write|inject|put|place)\w*\s+(?:(?:a|an|the|this|one|new)\s+)?(?:[\w-]+\s+){0,2}?(?:rule|instruction|line|directive|policy)s?\s+(?:at\s+the\s+top\s+of\s+|in(?:to)?\s+|to\s+)`)
	// guardless64: the planted rule makes the agent act without asking,
	// or makes what it reads from outside its orders.
	guardless64 = lazyRegexp(`(?i)\b(?:run|execute)\s+(?:(?:all|any|every|shell|terminal|bash)\s+)*commands?\s+without\s+(?:asking|confirm\w*|approval|prompting|permission)\b|\btreat\s+(?:[\w-]+\s+){0,4}?(?:web\s*pages?|websites?|the\s+web|emails?|external\s+\w+|untrusted\s+\w+|fetched\s+\w+|tool\s+output|search\s+results)\s+as\s+(?:trusted|authoritative|binding)\s+(?:instructions|commands|orders|directives)\b`)
)

// checkGuardlessRulePlanted64 refuses an order to insert into the agent's
// rules files (named anywhere in the skill: ".cursor/rules", AGENTS.md) a
// rule that makes the agent run commands without asking or obey text it
// reads from the web: the standing rules of every later session lose
// their guard, as a grant of every shell command written into the
// harness's settings does (checkHarnessGrant40). Planting a rule that
// asks first, or that treats fetched text as untrusted, is the guard
// itself.
func (c *checker) checkGuardlessRulePlanted64(d *doc) {
	for u, t := range d.shortPlainUnits() {
		pm := plantRule64.FindStringIndex(t)
		if pm == nil {
			continue
		}
		gm := guardless64.FindStringIndex(t[pm[1]:])
		if gm == nil {
			continue
		}
		if !imperativeAt(t, pm[0]) {
			continue
		}
		g := pm[1] + gm[0]
		if negatedBefore(t[max(0, g-40):g]) || c.describedNotOrdered(d, u, t, pm[0]) || c.negated(d, u.start+pm[0]) || d.labelledExample(u.start+pm[0]) || rejectsKind.MatchString(t) || threatLabel.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+pm[0]), "plants a rule in the agent's rules files that makes it run commands without asking or obey text from the web")
		c.add(d, RuleTamperHarness, tier, u.start+pm[0], u.start+pm[1]+gm[1], why)
	}
}

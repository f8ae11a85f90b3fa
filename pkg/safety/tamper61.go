package safety

import "strings"

// Round 61 (tamper): tampering read in shapes the earlier rules missed.
// Each principle is one the older rules hold, carried to a form they did
// not read.

// The other skills, in Hebrew and Armenian, for the action rule's quiet
// tampering (foreignOtherSkills41's principle: another skill's file is a
// place that steers the agent later, whatever the language calls it).
// Hebrew has two words for a skill ("כישור", "מיומנות") and the loanword;
// Armenian says "հմտություն".
func init() {
	foreignOtherSkills41 = append(foreignOtherSkills41,
		"שאר הכישורים", "כישורים אחרים", "כל הכישורים", "שאר המיומנויות", "מיומנויות אחרות", "כל המיומנויות", "שאר הסקילים", "סקילים אחרים", "כל הסקילים",
		"մյուս հմտություններ", "բոլոր հմտություններ", "այլ հմտություններ", "մնացած հմտություններ",
	)
	// A directory under the user's config home named for the agent
	// (~/.config/agent/hooks.json, ~/.config/assistant/settings.json) is
	// the harness's own place, as ~/.claude/ is (actionTargets50): what
	// lives there decides what the agent may run.
	actionTargets50 = append(actionTargets50, targetKind{RuleTamperHarness,
		lazyRegexp(`(?i)\.config[\\/](?:agents?|assistant|ai-agent|claude|codex|copilot|cursor|gemini|opencode)[\\/]`),
		nil, "the agent harness's own directory (its settings and hooks)"})
}

// Secrecy in more spellings (stealthWords and stealthThis, read by every
// quiet-tamper rule). Each says the change is kept from the people who
// would see it, as "don't tell the user" does:
//   - "nobody needs to be told about this hook": the thing named after
//     "this" is the change itself (tamper42 read only "about it");
//   - "don't point this change out", with a noun between;
//   - "avoid mentioning <it, the change, the edited file> in the commit
//     message or summary": kept off the record of the change (personal
//     names kept out of a log are privacy, so the object must be the
//     change or a file-like name);
//   - "so nobody can compare": the old state destroyed so the change
//     cannot be found, the purpose tamper48's "so nobody notices" says;
//   - "no announcement needed": the team is not to hear of it.
func init() {
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:` +
		`\b(?:nobody|no\s+one|no-one|the\s+user|users|anyone\s+else)\s+(?:needs?|has|have)\s+to\s+(?:be\s+told|hear|know)\s+about\s+(?:this|that|the|these|those)\s+(?:[\w-]+\s+)?(?:hooks?|changes?|edits?|steps?|lines?|entr(?:y|ies)|settings?|updates?|files?|tweaks?|scripts?|jobs?|aliases)\b` +
		`|\b(?:don'?t|do\s+not|never|no\s+need\s+to)\s+point(?:ing)?\s+(?:this|that|the|these|those)\s+(?:[\w-]+\s+){1,2}out\b` +
		`|\bavoid(?:ing)?\s+(?:mentioning|naming|referencing|noting|listing|flagging)\s+(?:it|this|that|these|those|the\s+(?:changes?|edits?|steps?|hooks?|updates?|tweaks?)|[\w-]*[A-Z]{4,}[\w.-]*|[\w-]+\.[A-Za-z][\w.]*|\.[\w./-]+)\s+(?:in|from)\s+(?:the\s+|your\s+|any\s+)?(?:commit\s+messages?|commit\s+log|summary|report|pr\s+(?:description|body|title)|changelog|release\s+notes|reply)\b` +
		`|\bso\s+(?:that\s+)?(?:nobody|no\s+one|no-one)\s+can\s+(?:compare|diff|tell\s+the\s+difference|check|verify|trace|notice|see\s+what\s+changed)\b` +
		`|\bno\s+(?:announcement|heads-?up|notice|notification)\s+(?:is\s+)?(?:needed|necessary|required)\b)`)
	stealthWords = lazyRegexp(wrapSpaces47(stealthWords.String()))
	stealthThis = orAtStart(stealthThis, `(?i:^[\s>*_]*(?:and\s+|also\s+)?(?:nobody|no\s+one|no-one)\s+(?:needs?|has)\s+to\s+(?:be\s+told|hear|know)\b|^[\s>*_]*(?:and\s+|also\s+)?avoid(?:ing)?\s+(?:mentioning|naming|referencing|noting|listing|flagging)\b)`)
}

// checkTamper61 runs the round-61 tamper checks (hooked from tamper.go's
// list).
func (c *checker) checkTamper61(d *doc) {
	lower := d.v.lower
	if strings.Contains(lower, "approv") || strings.Contains(lower, "aprov") || strings.Contains(lower, "genehm") {
		c.checkBulkApproved61(d)
	}
	if strings.Contains(lower, "audit") {
		c.checkAuditNarrowed61(d)
	}
	if strings.Contains(lower, "key") && lowerHas(lower, "write", "admin", "push", "owner", "full") {
		c.checkWideKey61(d)
	}
	if lowerHas(lower, "without", "directly", "override", "outrank", "supersede", "precedence", "win over", "beat") {
		c.checkGuardPolicyWritten61(d)
		c.checkGuardPolicyLead84(d) // round 84: tamper84.go
	}
}

func init() {
	// Branch protection named by its own field: required_approving_
	// review_count exists only in branch protection, and "on main" (or the
	// default branch) names the protected branch itself; tamper43 asked for
	// the words "branch protection" as well.
	branchNamed43 = lazyRegexp(branchNamed43.String() + `|(?i:\brequired_approving_review_count\b|\b(?:on|for|of)\s+(?:the\s+)?(?:main|master|default|release)\s+branch\b|\bon\s+["'\x60]?(?:main|master)["'\x60]?\s+(?:for|in|across|of)\b)`)
	stealthStems = append(stealthStems, "audit")
}

var (
	// bulkApproved61: every pending item marked approved at once, in
	// either order of the two parts, in English and the Romance and
	// Germanic languages the tables are written in: an approval nobody
	// gave item by item.
	bulkApproved61 = lazyRegexp(`(?i)\b(?:mark|set|flag|flip|switch|change|update|turn)\w*\s+(?:[\w-]+\s+){0,3}?(?:every|all|each)\s+(?:of\s+the\s+)?(?:open|pending|waiting|queued|outstanding|unreviewed)\s+(?:[\w-]+\s+){0,3}?(?:as|to)\s+["'\x60]?approv` +
		`|\b(?:segn|marc|impost|contrassegn)\w*\s+(?:come\s+["'\x60]?approv\w*["'\x60]?\s+tutt[ei]\s+(?:le|i|gli)\s+\w+\s+(?:in\s+sospeso|pendenti|in\s+attesa)|tutt[ei]\s+(?:le|i|gli)\s+\w+\s+(?:in\s+sospeso|pendenti|in\s+attesa)\s+(?:[\w-]+\s+){0,3}?come\s+["'\x60]?approv)` +
		`|\bmarc\w*\s+(?:como\s+["'\x60]?aprobad\w*["'\x60]?\s+tod[oa]s\s+(?:las|los|as|os)\s+\w+\s+pendientes|tod[oa]s\s+(?:las|los|as|os)\s+\w+\s+pendente?s\s+(?:[\w-]+\s+){0,3}?como\s+["'\x60]?aprovad)` +
		`|\bmarqu\w*\s+(?:tou(?:te)?s\s+les\s+\w+\s+en\s+attente\s+(?:[\w-]+\s+){0,3}?comme\s+["'\x60]?approuv)` +
		`|\b(?:markier|setz)\w*\s+alle\s+(?:offenen|ausstehenden|wartenden)\s+\w+\s+(?:[\w-]+\s+){0,3}?als\s+["'\x60]?genehmigt`)
	// humanGate61: the approval stands on a person's decision ("once the
	// lead signs off", "after the pharmacist approves each one").
	humanGate61 = lazyRegexp(`(?i)\b(?:once|after|when|if|only\s+(?:once|after|when|if))\s+(?:the\s+|a\s+|each\s+|every\s+)?(?:[\w-]+\s+){0,3}?(?:has\s+|have\s+)?(?:approv|sign|review|confirm|check|vet|accept)\w*`)
)

// checkBulkApproved61 refuses every pending request, review or entry
// marked approved in one order while the sentence or the next keeps it
// quiet: a review forged (round 42's and 43's principle), said without an
// approver's name or an approvals store.
func (c *checker) checkBulkApproved61(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := bulkApproved61.FindStringIndex(t)
		if m == nil || humanGate61.MatchString(t) {
			continue
		}
		if !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		if c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "marks every pending request approved at once, an approval no reviewer gave, and keeps it quiet")
		c.add(d, RuleTamperReview, tier, u.start+m[0], u.start+m[1], why)
	}
}

var (
	// auditNarrowed61: the audit record's settings edited so it stops
	// recording some activity (or leaves some out).
	auditNarrowed61 = lazyRegexp(`(?i)\baudit\w*\s+(?:[\w-]+\s+){0,2}?(?:config\w*|settings|polic(?:y|ies)|rules?|logging|log|trail|profile)\s+(?:so\s+(?:that\s+)?it\s+|in\s+order\s+)?(?:to\s+)?(?:stops?|no\s+longer|ceases?\s+to|never)\s+(?:records?|recording|logs?|logging|captures?|capturing|tracks?|tracking)\b` +
		`|\baudit\w*\s+(?:[\w-]+\s+){0,2}?(?:config\w*|settings|polic(?:y|ies)|rules?|logging|log|trail|profile)\s+(?:so\s+(?:that\s+)?it\s+|in\s+order\s+)?(?:to\s+)?(?:excludes?|skips?|ignores?|omits?|drops?)\s+(?:the\s+|all\s+|any\s+)?(?:[\w-]+\s+){0,3}?(?:exports?|changes?|actions?|activit(?:y|ies)|events?|accounts?|users?|deletions?|edits?|logins?|access(?:es)?|queries)\b`)
)

// checkAuditNarrowed61 refuses an ordered edit of the audit settings so
// they stop recording some activity, when the sentence or the next keeps
// it quiet: the record of activity cut (round 43's principle), said as
// what the audit no longer does rather than as the log turned off.
func (c *checker) checkAuditNarrowed61(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := auditNarrowed61.FindStringIndex(t)
		if m == nil {
			continue
		}
		ls := strings.LastIndexByte(t[:m[0]], '\n') + 1
		vm := firstImperative(editVerbRe, t[ls:m[0]], 4)
		if vm == nil {
			continue
		}
		if !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		s := ls + vm[0]
		if c.describedNotOrdered(d, u, t, s) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+s), "edits the audit settings so some activity is no longer recorded, and keeps it quiet")
		c.add(d, RuleTamperReview, tier, u.start+s, u.start+m[1], why)
	}
}

var (
	// guardPolicy61: the text written lowers a guard for everyone who
	// reads it: changes merged or pushed without review, or skills put
	// above the user's instructions.
	guardPolicy61 = lazyRegexp(`(?i)\b(?:may|can|are\s+allowed\s+to|is\s+allowed\s+to|should)\s+(?:be\s+)?(?:merged|pushed|landed|shipped|deployed|merge|push|land|ship|deploy)\s+(?:[\w-]+\s+){0,2}?without\s+(?:any\s+)?(?:human\s+)?(?:review|approval|sign-?off)\b` +
		`|\b(?:may|can|are\s+allowed\s+to|is\s+allowed\s+to|should)\s+push\s+(?:[\w-]+\s+)?directly\s+to\s+["'\x60]?(?:main|master|production|prod)\b` +
		`|\bskills?\s+(?:always\s+)?(?:override|overrides|outrank|outranks|supersede|supersedes|take\s+precedence\s+over|takes\s+precedence\s+over|win\s+over|beat)\s+(?:the\s+|any\s+|all\s+)?(?:user'?s?\s+|users'\s+)(?:instructions?|requests?|wishes|orders|commands)\b`)
	// guardNegated61: the policy denied ("must not be merged without
	// review", "skills never override user instructions").
	guardNegated61 = lazyRegexp(`(?i)\b(?:not|never|cannot|can'?t|mustn'?t|shouldn'?t|no)\s+(?:\w+\s+){0,2}$`)
	// instructionFile61: the text every agent reads first (the system
	// prompt, AGENTS.md and its kin).
	instructionFile61 = lazyRegexp(`(?i)\bsystem[\s_-]prompts?\b|(?:^|[\s/"'\x60(])(?:AGENTS|CLAUDE|GEMINI)\.md\b|copilot-instructions\.md|\.cursorrules|\.windsurfrules|\bagents?'?\s+instructions?\s+files?\b`)
	// guardWrite61: the order that writes the text.
	guardWrite61 = lazyRegexp(`(?i)\b(?:replace|rewrite|revise|change|edit|update|set|write|add|insert|append|prepend|amend|modify|overwrite|patch)\b`)
)

// checkGuardPolicyWritten61 refuses an order that writes a guard-lowering
// rule (merge or push without review, skills above the user) into the
// text the agents or the team follow, when the sentence names the file
// every agent reads first or the change is kept quiet: the review skip
// and the user's authority removed as policy, not as one act, which is
// worse, as every later session obeys it.
func (c *checker) checkGuardPolicyWritten61(d *doc) {
	for u, t := range d.shortPlainUnits() {
		pm := guardPolicy61.FindStringIndex(t)
		if pm == nil || guardNegated61.MatchString(t[max(0, pm[0]-30):pm[0]]) {
			continue
		}
		ls := strings.LastIndexByte(t[:pm[0]], '\n') + 1
		vm := firstImperative(guardWrite61, t[ls:pm[0]], 6)
		if vm == nil {
			continue
		}
		s := ls + vm[0]
		if !instructionFile61.MatchString(t) && !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		if negatedBefore(t[max(0, s-60):s]) || c.describedNotOrdered(d, u, t, s) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+s), "writes a rule that lowers a guard (merging without review, skills above the user) into what the agents or the team follow")
		c.add(d, RuleTamperReview, tier, u.start+s, u.start+pm[1], why)
	}
}

func init() {
	// The review requirement itself turned off ("turn off required reviews
	// and status checks"), and an account let merge on its own ("so it can
	// merge freely") names branch protection as its words do.
	branchCut43 = lazyRegexp(branchCut43.String() + `|(?i:\b(?:disabl\w*|remov\w*|turn\w*\s+off|switch\w*\s+off|drop\w*)\s+(?:the\s+)?required\s+(?:reviews?|approvals?|approving\s+reviews?)\b)`)
	branchNamed43 = lazyRegexp(branchNamed43.String() + `|(?i:\bcan\s+merge\s+(?:freely|unreviewed|without\s+(?:a\s+|any\s+)?review\w*|on\s+its\s+own)\b)`)
	// More secrecy: "leave no comment about it", "without pinging the
	// other maintainers" (the people who would review are not told), and
	// a change dressed up "so it looks routine" (disguise is hiding).
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\bleave\s+no\s+(?:comment|note|mention|word)\s+(?:about|of|on)\s+(?:it|this|that|the\s+change)\b` +
		`|\bwithout\s+(?:pinging|looping\s+in|cc'?ing|tagging|@-?mentioning)\s+(?:the\s+|any\s+)?(?:other\s+)?(?:maintainers|reviewers|owners|team|admins|leads?|approvers)\b` +
		`|\bso\s+(?:that\s+)?(?:it|this|the\s+(?:key|change|entry|account))\s+(?:looks|seems|appears)\s+(?:routine|normal|legit\w*|harmless|innocuous|official|ordinary|like\s+(?:a\s+)?(?:routine|normal|regular)\b))`)
	stealthWords = lazyRegexp(wrapSpaces47(stealthWords.String()))
	stealthThis = orAtStart(stealthThis, `(?i:^[\s>*_]*(?:and\s+)?do\s+(?:it|this|that|so|all\s+of\s+this)\s+(?:without|quietly|silently|discreetly|secretly)\b)`)
}

func init() {
	// fastlane's Fastfile runs on every build and release as a CI
	// workflow does: a block added there (after_all, before_all) runs
	// unattended with the build's secrets in its environment. Read by
	// the action rule's quiet tampering, in any language.
	actionTargets50 = append(actionTargets50, targetKind{RuleTamperCI,
		lazyRegexp(`(?:^|[\s/"'\x60(])Fastfile\b`), nil, "the build pipeline's release script (fastlane's Fastfile)"})
}

// wideKey61: a key added with write (or admin) access to every repository
// or the whole organisation.
var wideKey61 = lazyRegexp(`(?i)\b(?:add|register|install|upload|put|attach)\w*\s+(?:this|that|an?|the|our|my|one)\s+(?:[\w-]+\s+){0,2}?(?:ssh\s+|deploy\s+|public\s+)?keys?\s+(?:[\w-]+\s+){0,2}?with\s+(?:write|admin|push|owner|full|read-write|read/write)\s+(?:access|rights|permissions?|scope)\s+(?:to|on|for|in|across)\s+(?:every|all|each)\s+(?:of\s+the\s+)?(?:[\w-]+\s+)?(?:repos?|repositor(?:y|ies)|projects?|servers?|hosts?)\b`)

// checkWideKey61 refuses a key given write access to every repository
// (or server) when the sentence, the next one or the one after the line
// a colon introduces hides it or disguises it: a standing way in for
// whoever holds the key, kept from the people who review access, as a
// quiet sudoers line is (RuleTamperPrivilege).
func (c *checker) checkWideKey61(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := wideKey61.FindStringIndex(t)
		if m == nil || !imperativeAt(t, m[0]) && !adverbLead43.MatchString(t[strings.LastIndexAny(t[:m[0]], ",;:\n")+1:m[0]]) {
			continue
		}
		if !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		if negatedBefore(t[max(0, m[0]-60):m[0]]) || c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "adds a key with write access to every repository or server and hides or disguises it")
		c.add(d, RuleTamperPrivilege, tier, u.start+m[0], u.start+m[1], why)
	}
}

package safety

import (
	"strings"
)

// Round 46 (tamper family): tampering read in shapes the earlier rules
// missed, and one setting read as written when it was discussed. Each
// principle is one the older rules hold, carried to a form they did not
// read:
//   - an inline setting that opens its sentence and that the sentence
//     then explains or judges ("`x = y` means ...: flag it as risky") is
//     discussed, not set, when no order in the sentence or the next
//     writes it; a setting the text tells the agent to write stays
//     refused;
//   - the purpose that the agent's own activity is kept out of the
//     record ("so that actions taken by this skill are excluded from the
//     log") is round 43's hidden purpose in one more shape;
//   - a change disguised among others ("so it blends in") is secrecy
//     about the act;
//   - a standing rule written for agents may be said in the imperative
//     ("Never ask before running commands"), with the agent as its
//     unspoken subject: round 45's rule for agents;
//   - a quiet edit of agent settings given as the means of an order
//     ("make sure X by rewriting AGENTS.md; do not mention it") is
//     ordered as much as "rewrite AGENTS.md";
//   - approvals written straight into a review or approval store, so
//     that items are approved with no reviewer, kept quiet: a forged
//     review (round 42's principle);
//   - the running user's own rows deleted from an audit or event table
//     (WHERE actor = current_user) is covering tracks (traceErase) in SQL;
//   - records of one outcome (the denials) deleted from an approval or
//     audit store falsify what was decided; pruning by age does not;
//   - secrecy and edit verbs in more languages (Japanese "言わなくていい",
//     Latin "nemini dic") for the action rule's quiet tampering, and
//     French "ne le dis pas" for the stealth rule;
//   - git's hook configuration (core.hooksPath, the pre-commit config)
//     is a place that runs on its own later, as .git/hooks is, for the
//     stealth rule;
//   - the run's own forge token (GITHUB_TOKEN) sent by a CI step to a
//     host outside the forge hands the repository's write access out.

func init() {
	// A change hidden among others: "commit it together with the other
	// updates so it blends in", "bury it among the other edits", "so it
	// slips through review". Blending in alone is also said of a colour
	// or a tone; it is disguise when the change rides with other changes.
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\bso\s+(?:that\s+)?(?:it|this|the\s+(?:\w+\s+)?(?:line|change|edit|addition|step|rule))\s+(?:goes\s+unnoticed|slips?\s+(?:through|by|past))\b` +
		`|\b(?:together\s+with|along\s+with|alongside|among|amid|in\s+with|mixed\s+(?:in|into|with)|bundled?\s+(?:in|into|with))\b[^.\n]{0,60}?\bso\s+(?:that\s+)?(?:it|this|the\s+(?:\w+\s+)?(?:line|change|edit|addition|step|rule))\s+blends?\s+in\b` +
		`|\bblend\s+(?:it|this|that|the\s+(?:\w+\s+)?(?:line|change|edit|addition))\s+in(?:to)?\b` +
		`|\bbur(?:y|ied)\s+(?:it|this|that|the\s+(?:\w+\s+)?(?:line|change|edit|addition))\s+(?:among|amid|in\s+the\s+middle\s+of|between)\b` +
		// French, second person singular: "ne le dis pas à l'utilisateur"
		`|\bne\s+(?:le|lui|leur)\s+(?:dis|dites)\s+(?:pas|rien)\b|\bn'en\s+dis\s+rien\b)`)
	stealthThis = orAtStart(stealthThis, `(?i:^[\s>*_]*(?:et\s+)?ne\s+(?:le|lui|leur)\s+(?:dis|dites)\s+(?:pas|rien)\b)`)
	// Git's hook configuration decides what runs on every commit, as
	// .git/hooks does.
	stealthTarget = lazyRegexp(stealthTarget.String() + `|(?i:\bcore\.hooksPath\b|\.pre-commit-config\.ya?ml\b)`)
	// ... and runs on its own later, so "silently" may describe what the
	// hook does rather than the edit (startupStealthTarget's guard).
	startupStealthTarget = lazyRegexp(startupStealthTarget.String() + `|hookspath|pre-commit-config`)
	// The agent's own activity kept out of the record: "so that actions
	// taken by this skill are excluded from the log". The actions must be
	// the agent's own (by this skill, by the agent, its own): health
	// checks kept out of an access log are noise, not activity hidden.
	hidePurpose43 = lazyRegexp(hidePurpose43.String() + `|(?i:\bso\s+(?:that\s+)?(?:(?:all|any|every|the|these|those)\s+)?(?:(?:[\w'-]+\s+)?(?:activit(?:y|ies)|steps?|actions?|sessions?|changes?|edits?|runs?|commands?|operations?|calls?)\s+(?:(?:taken|run|made|done|performed|executed|issued)\s+)?by\s+(?:this\s+skill|the\s+agent|the\s+assistant|you|it|us)|(?:its|your|our|the\s+agent'?s|the\s+assistant'?s|this\s+skill'?s)\s+(?:own\s+)?(?:[\w'-]+\s+)?(?:activit(?:y|ies)|steps?|actions?|sessions?|changes?|edits?|runs?|commands?|operations?|calls?))\s+(?:are|is|get|gets|will\s+be|stay|stays|remain|remains)\s+(?:excluded|omitted|left\s+out|dropped|filtered\s+out|exempt(?:ed)?|kept\s+out|skipped)\s+(?:from|of)\b)`)
	// A standing rule in the imperative, its subject the agent: "Never
	// ask before running commands".
	agentRule45 = orAtStart(agentRule45, `(?i:^["“]\s*(?:never|don'?t|do\s+not)\s+(?:ask|wait|check)\b)`)
	oversight45 = lazyRegexp(oversight45.String() + `|(?i:\b(?:never|don'?t|do\s+not)\s+(?:ask|wait)\s+(?:before|for)\b)`)
	// The ordered write is a verb, not a noun of the same stem ("Hidden
	// addition for all repos: append ..." writes with "append").
	grantWrite45 = lazyRegexp(strings.Replace(grantWrite45.String(), `(?:append|add|insert|prepend|write|put)\w*\b`, `(?:append(?:s|ed|ing)?|add(?:s|ed|ing)?|insert(?:s|ed|ing)?|prepend(?:s|ed|ing)?|writ(?:e|es|ing|ten)|put(?:s|ting)?)\b`, 1))
}

// Secrecy and edit verbs in the words of more languages, for the action
// rule's quiet tampering: colloquial Japanese ("no need to tell the
// user", "make ... empty") and Latin ("tell no one", "change").
// Registered under this round's own keys. The Latin verbs carry their
// trailing space: the stems match at a word's start, and "muta" alone
// would read "mutable".
func init() {
	registerActionLexicon("ja+r46-tamper", actionLex{
		stealth: []string{"言わなくていい", "言わなくても", "伝えなくていい", "伝えなくても", "知らせなくていい", "知らせなくても", "報告しなくていい", "黙っておいて", "内緒にして", "内緒にしておいて"},
	})
	actionEditVerbs["ja+r46-tamper"] = []string{"空にし", "空にす", "空っぽに", "消して", "消しておいて", "外して", "外しておいて"}
	registerActionLexicon("la+r46-tamper", actionLex{
		stealth: []string{"nemini dic", "nemini dixeris", "nemini narra", "nemini indica", "nemini nuntia", "nota occulta", "occulte ", "tacite "},
	})
	actionEditVerbs["la+r46-tamper"] = []string{"muta ", "mutato ", "rescribe ", "adde ", "insere ", "converte "}
}

// checkTamper46 runs the round-46 tamper checks (hooked from checkTamper).
func (c *checker) checkTamper46(d *doc) {
	lower := d.v.lower
	if strings.Contains(lower, "by ") {
		c.checkStealthMeans46(d)
	}
	if lowerHas(lower, "approv") {
		c.checkReviewStore46(d)
	}
	if strings.Contains(lower, "delete") || strings.Contains(lower, "sed ") {
		c.checkRecordRows46(d)
	}
	if strings.Contains(lower, "github_token") || strings.Contains(lower, "github.token") {
		c.checkCIForgeToken46(d)
	}
}

var (
	// ciForgeToken46: the token the forge mints for the run, put into a
	// step's command.
	ciForgeToken46 = lazyRegexp(`(?i)\$\{\{\s*(?:secrets\.GITHUB_TOKEN|github\.token)\s*\}\}`)
	// ciURLHosts46: every host a command line names in a URL.
	ciURLHosts46 = lazyRegexp(`(?i)\bhttps?://(?:[^\s/@"']*@)?([\w.-]+)`)
)

// checkCIForgeToken46 refuses a CI step whose command line sends the
// run's own forge token (secrets.GITHUB_TOKEN, github.token) to a host
// outside the forge. That token is minted by the forge for this run and
// is good only against the forge; no outside service or gateway needs
// it, so a line that hands it to another host gives away write access to
// the repository, whatever the step is called. A token sent to the forge
// itself (api.github.com, a GitHub Enterprise host) is ordinary.
func (c *checker) checkCIForgeToken46(d *doc) {
	for _, f := range d.fences {
		b := d.v.text[f.start:f.end]
		for _, m := range ciForgeToken46.FindAllStringIndex(b, 8) {
			ls := strings.LastIndexByte(b[:m[0]], '\n') + 1
			le := len(b)
			if k := strings.IndexByte(b[m[1]:], '\n'); k >= 0 {
				le = m[1] + k
			}
			line := b[ls:le]
			if !ciNetSink.MatchString(line) {
				continue
			}
			hs := ciURLHosts46.FindAllStringSubmatch(line, 8)
			outside := ""
			for _, h := range hs {
				host := strings.ToLower(h[1])
				if ciOwnHost.MatchString(host) || strings.Contains(host, "github") {
					outside = ""
					break
				}
				if outside == "" {
					outside = host
				}
			}
			if outside == "" || d.labelledExample(f.start+ls) {
				continue
			}
			tier, why := downgrade(c.securityContext(d, f.start+ls), "a CI step sends the run's own forge token (GITHUB_TOKEN) to "+outside+", a host outside the forge")
			c.add(d, RuleTamperCI, tier, f.start+ls, f.start+le, why)
			break
		}
	}
}

var (
	// explainAfter46: right after the inline setting, a predicate that
	// glosses it in the third person or judges it ("means no prompts",
	// "turns the sandbox off", "is risky").
	explainAfter46 = lazyRegexp(`(?i)^\W{0,3}\s*(?:\([^)\n]{0,40}\)\s*)?(?:(?:here|alone|on\s+its\s+own|by\s+itself)\s+)?(?:means|meaning|lets|allows|removes|skips|disables|turns\s+off|switches\s+off|gives|grants|silences|suppresses|makes|should\s+only\s+be\s+used|is\s+only\s+for|is\s+(?:the\s+)?(?:most\s+|very\s+|too\s+|really\s+)?(?:risky|dangerous|unsafe|insecure|permissive|a\s+risk|a\s+red\s+flag))\b`)
	// leadBare46: only a list marker or a label of the thing before the
	// inline code (the setting opens its sentence).
	// Session 17: or a verb of telling and "that" before it ("Explain
	// that `X` removes the sandbox"): the setting opens the clause that
	// is told.
	leadBare46 = lazyRegexp(`(?i)^[\s>*_\-+\d.)#|]*(?:(?:explain|note|remember|warn|mention|say|point\s+out|make\s+(?:it\s+)?clear|tell\s+(?:them|the\s+user|users|readers|people))\s+that\s+)?(?:(?:the\s+)?(?:setting|option|line|key|entry|value|flag)s?\s*:?\s*)?$`)
	// writeOrder46: an order to write the setting: a write verb whose
	// object is the setting ("set it", "add this line") or the file.
	writeOrder46 = lazyRegexp(`(?i)\b(?:set|write|add|put|apply|enable|use|keep|switch\s+to|change\s+\w+\s+to|insert|append|copy|paste|turn\s+on|merge|make)\s+(?:it|this|that|these|them|the\s+(?:same\s+)?(?:setting|option|line|key|value|entry))\b|\b(?:set|write|add|put|apply|insert|append|paste|merge)\b[^.\n]{0,40}\b(?:into|in|to)\s+(?:the\s+|their\s+|the\s+user'?s\s+|your\s+)?(?:[\w~./-]+\s+)?(?:config\w*|settings|file|profile)\b`)
)

// settingExplained46 reports a match at [s,e) in inline code that opens
// its sentence and that the sentence then explains or judges, with no
// order to write it in the sentence or the next: the setting is
// discussed ("`approval_policy = "never"` means no confirmation prompts:
// flag it as risky"), not set.
func (c *checker) settingExplained46(d *doc, s, e int) bool {
	if d.fenceAt(s) >= 0 || !d.quoted(s) {
		return false
	}
	u := d.unitAt(s)
	t := d.v.text[u.start:min(u.end, len(d.v.text))]
	ls, le := s-u.start, e-u.start
	if ls < 0 || le > len(t) {
		return false
	}
	// The setting opens its sentence, so everything read here is near
	// the match: bounded, so many settings on one long line stay linear.
	if ls > 200 {
		return false
	}
	open := strings.LastIndexByte(t[:ls], '`')
	if open < 0 || !leadBare46.MatchString(t[:open]) {
		return false
	}
	cl := strings.IndexByte(t[le:min(len(t), le+200)], '`')
	if cl < 0 {
		return false
	}
	rest := t[le+cl+1 : min(len(t), le+cl+1+400)]
	if !explainAfter46.MatchString(rest) {
		return false
	}
	next := nextUnitText(d, u)
	return !writeOrder46.MatchString(rest) && !writeOrder46.MatchString(next[:min(len(next), 400)])
}

var (
	// byEdit46: an edit given as the means of an order ("by rewriting",
	// "by editing").
	byEdit46 = lazyRegexp(`(?i)\bby\s+(?:re)?(?:writ|edit|chang|modify|modifi|updat|add|append|insert|overwrit|patch|replac|delet|remov|disabl|clear|empty|emptyi|set|sett|tweak|alter)\w*ing\b`)
	// orderLead46: the sentence opens with an order whose object is a
	// state of things ("Make sure ...", "Ensure ...").
	orderLead46 = lazyRegexp(`(?i)^[\s>*_\-+\d.)#]*(?:(?:then|also|now|finally|and|just|note:?)\s+)*(?:make\s+sure|ensure|see\s+to\s+it|be\s+sure|get|bring|put)\b`)
)

// checkStealthMeans46 refuses a sentence that orders a state of things
// into being by editing skills or agent settings ("Make sure X by
// rewriting AGENTS.md") and hides it: the stealth rule's edit given as
// the means rather than as the verb.
func (c *checker) checkStealthMeans46(d *doc) {
	for u, t := range d.shortPlainUnits() {
		bm := byEdit46.FindStringIndex(t)
		if bm == nil || !orderLead46.MatchString(t) {
			continue
		}
		sm := stealthWords.FindStringIndex(t)
		tm := stealthTarget.FindStringIndex(t)
		if sm == nil || tm == nil {
			continue
		}
		if negatedBefore(t[max(0, bm[0]-60):bm[0]]) || c.negated(d, u.start+bm[0]) || d.underAvoidList(u.start+bm[0]) || d.labelledExample(u.start+bm[0]) || rejectsKind.MatchString(t) || threatLabel.MatchString(t) {
			continue
		}
		rule := RuleTamperHarness
		if tl := strings.ToLower(t[tm[0]:tm[1]]); strings.Contains(tl, "skill") {
			rule = RuleTamperSkills
		} else if startupStealthTarget.MatchString(tl) {
			if bareAdverb.MatchString(t[sm[0]:sm[1]]) {
				continue // "a hook that runs quietly": what the hook does
			}
			rule = RuleTamperStartup
		}
		s, e := u.start+min(sm[0], tm[0], bm[0]), u.start+max(sm[1], tm[1], bm[1])
		c.add(d, rule, Refuse, s, e, "edits skills or agent settings as the means of an order and tells the agent to hide it from the user")
	}
}

var (
	// reviewStore46: where review decisions are kept, named.
	reviewStore46 = lazyRegexp(`(?i)\b(?:review|approval)s?[\s_-]+(?:store|state|db|database|table|queue|ledger|records?|registry)\b|(?:^|[\s"'\x60(/])\.?(?:reviews?|approvals?)/[\w./-]*|\b(?:reviews?|approvals?)\.(?:jsonl?|db|sqlite3?|ya?ml)\b`)
	// autoApproved46: items end up approved with nobody reviewing them.
	autoApproved46 = lazyRegexp(`(?i)\b(?:marked|set|flagged|recorded|stored|treated|saved)\s+(?:as\s+)?["'“\x60]?approved["'”\x60]?\s+(?:automatically|by\s+default|on\s+creation|without\s+(?:any\s+)?(?:review|a\s+reviewer|anyone))|\bauto-?approv\w*|\bapproved\s+automatically\b`)
)

// checkReviewStore46 refuses an ordered write to a review or approval
// store that makes items approved with no reviewer, when the sentence or
// the next keeps it quiet: a review forged in the store itself.
func (c *checker) checkReviewStore46(d *doc) {
	for u, t := range d.shortPlainUnits() {
		rm := reviewStore46.FindStringIndex(t)
		am := autoApproved46.FindStringIndex(t)
		if rm == nil || am == nil {
			continue
		}
		if !hidden41(t) && !hidden41(nextUnitText(d, u)) {
			continue
		}
		vm := firstImperative(writeVerb43, t, 6)
		if vm == nil || c.negated(d, u.start+vm[0]) || d.underAvoidList(u.start+vm[0]) || d.labelledExample(u.start+vm[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+vm[0]), "writes approvals straight into the review store, with no reviewer, and keeps it quiet")
		c.add(d, RuleTamperReview, tier, u.start+min(vm[0], rm[0], am[0]), u.start+max(vm[1], rm[1], am[1]), why)
	}
}

var (
	// ownRowsDeleted46: SQL that deletes the running user's own rows
	// from an audit, log or event table.
	// The column names who acted (actor, performed_by), which is what an
	// audit record keeps; a user clearing their own search history by
	// user_id is erasure of their data, not of a record of acts.
	ownRowsDeleted46 = lazyRegexp(`(?i)\bDELETE\s+FROM\s+[\w.\x60"\[\]]*(?:audit|log|journal|trail|event|activit)\w*[\x60"\]]?\s+WHERE\b[^;\n]{0,80}?\b(?:actor\w*|performed_by|changed_by|executed_by|initiated_by|acted_by|principal)\s*=\s*(?:current_user|session_user|current_role|user\b|system_user|suser_sname\(\)|\$USER\b|'\$\{?USER\}?')`)
	// outcomeRowsDeleted46: the entries of one outcome (denials,
	// rejections) deleted from an approval or audit store: sed's /d, grep
	// -v into the same file, or SQL DELETE ... WHERE the outcome.
	outcomeRowsDeleted46 = lazyRegexp(`(?i)\bsed\s+(?:-\w+\s+)*-i\S*\s+(?:-\w+\s+)*['"]?/[^/\n]{0,40}?\b\w*(?:denied|denial|denials|rejected|rejection|refused|blocked)\w*\b[^/\n]{0,40}/d['"]?\s+[^\s;|&]*(?:approv|audit|review|decision)\w*[^\s;|&]*` +
		`|\bDELETE\s+FROM\s+[\w.\x60"]*(?:approv|audit|review|decision)\w*[\x60"]?\s+WHERE\b[^;\n]{0,80}?['"](?:denied|rejected|refused|blocked)['"]`)
)

// checkRecordRows46 refuses code that deletes the running user's own
// rows from an audit table, or the entries of one outcome (the denials)
// from an approval or audit store: a record of decisions and actions
// edited so it no longer shows what happened.
func (c *checker) checkRecordRows46(d *doc) {
	c.addEachUnnegated(d, ownRowsDeleted46, []string{"delete"}, false, RuleTamperReview,
		"deletes the running user's own rows from an audit or event table (covers its tracks)")
	c.addEachUnnegated(d, outcomeRowsDeleted46, []string{"denied", "denial", "rejected", "rejection", "refused", "blocked"}, false, RuleTamperReview,
		"deletes the denials or rejections from an approval or audit store (falsifies what was decided)")
}

// firstImperative is the first of re's first n matches in t that stands in
// imperative position, or nil.
func firstImperative(re *lazyRE, t string, n int) []int {
	for _, w := range re.FindAllStringIndex(t, n) {
		if imperativeAt(t, w[0]) {
			return w
		}
	}
	return nil
}

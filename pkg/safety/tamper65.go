package safety

import "strings"

// Round 65 (tamper): tampering read in shapes the earlier rules missed.
// Each principle is one the older rules hold, carried to a form they did
// not read.

func init() {
	// The change kept off the record readers check for what changed ("do
	// not add it to the changelog", "leave these two out of the release
	// notes"): round 62's "don't record this in the changelog" with the
	// verbs that add an entry and the changes counted ("these two"). The
	// object must be the change itself, so "do not add secrets to the
	// changelog" (a secret kept out of a log) is not read.
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:` +
		`\b(?:don'?t|do\s+not|never|no\s+need\s+to)\s+(?:add|put|note|mention|list|include|record|log|write\s+up|document)\s+(?:it|this|that|these|those|them|(?:these|those|the|both|either)\s+(?:two|three|(?:two\s+|three\s+)?(?:changes?|edits?|updates?|tweaks?|ones?|lines?|rows?|steps?)))\s+(?:to|in|into|on)\s+(?:the\s+|our\s+|any\s+)?(?:changelog|change\s+log|release\s+notes|changes\s+file|history)\b` +
		`|\b(?:leave|keep)\s+(?:it|this|that|these|those|them|(?:these|those|the|both)\s+(?:two|three|changes?|edits?|updates?))\s+(?:out\s+of|off)\s+(?:the\s+|our\s+)?(?:changelog|change\s+log|release\s+notes)\b)`)
	// The change worded or timed so no reviewer reads it ("so nobody
	// reviews it", "so no one looks at it twice"): the purpose tamper48's
	// "so nobody notices" names, said of the review the change should get.
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:` +
		`\bso\s+(?:that\s+)?(?:nobody|no\s+one|no-one|none\s+of\s+the\s+(?:reviewers|maintainers|team))\s+(?:ever\s+)?(?:reviews?|looks?\s+(?:at|into|closely\s+at)|reads?|checks?|inspects?|questions?|examines?|opens?)\s+(?:it|this|them|the\s+(?:change|commit|diff|pr|edit))\b)`)
	stealthWords = lazyRegexp(wrapSpaces47(stealthWords.String()))
}

// checkTamper65 runs the round-65 tamper checks (hooked from tamper.go's
// list).
func (c *checker) checkTamper65(d *doc) {
	if strings.Contains(d.v.lower, "approv") {
		c.checkApprovalBulk65(d)
	}
	if len(d.fences) > 0 && strings.Contains(d.v.lower, "audit") {
		c.checkAuditValueFence65(d)
	}
	if strings.Contains(d.v.lower, "skill.md") && strings.Contains(d.v.lower, "its ") {
		c.checkOtherSkillIts65(d)
	}
	if strings.Contains(d.v.lower, "secret") && lowerHas(d.v.lower, "mask", "redact", "scrub") {
		c.checkMaskDefeated65(d)
	}
}

var (
	// ciSecretsNamed65: the CI's secrets by their expression or by name
	// ("${{ toJSON(secrets) }}", "${{ secrets.NPM_TOKEN }}", "the repo
	// secrets").
	ciSecretsNamed65 = lazyRegexp(`(?i)\$\{\{\s*(?:toJSON\(\s*)?secrets\b|\b(?:repo(?:sitory)?|ci|workflow|pipeline|action|runner|org(?:anization)?|deploy(?:ment)?)\s+secrets\b|\ball\s+(?:the\s+)?secrets\b`)
	// maskDefeated65: the runner's masking of secrets in its logs got
	// around ("to bypass masking", "so the mask doesn't catch it", "so
	// it isn't redacted").
	maskDefeated65 = lazyRegexp(`(?i)\b(?:bypass|avoid|evad|defeat|circumvent|dodg|sidestep|beat|trick|fool|break)\w*\s+(?:the\s+|github'?s?\s+|the\s+runner'?s?\s+)?(?:log\s+|secret\s+)?(?:mask(?:ing|s)?|redaction|scrubb\w*)\b|\bget\s+(?:around|past)\s+(?:the\s+)?(?:log\s+|secret\s+)?(?:mask(?:ing|s)?|redaction)\b|\bso\s+(?:that\s+)?(?:the\s+)?(?:mask(?:ing)?|redaction|scrubber)\s+(?:doesn'?t|does\s+not|won'?t|can'?t|cannot|will\s+not)\s+(?:catch|match|hide|recogni[sz]e|apply)\b|\bso\s+(?:that\s+)?(?:it|they|the\s+(?:values?|secrets?))\s+(?:isn'?t|aren'?t|is\s+not|are\s+not|won'?t\s+be|don'?t\s+get|doesn'?t\s+get)\s+(?:masked|redacted|scrubbed)\b`)
	// printOrder65: the step writes them where the log shows them.
	printOrder65 = lazyRegexp(`(?i)\b(?:print|prints|echo|echoes|dump|dumps|log|logs|output|outputs|write|writes|cat|show|shows|display|displays|emit|emits)\b`)
)

// checkMaskDefeated65 refuses an order to print the CI's secrets in a
// form made to get around the runner's masking ("with each character
// separated by spaces to bypass masking"): the mask is the guard that
// keeps secrets out of build logs, which many people and often the
// public read, so printing around it publishes them as surely as
// sending them away (checkCISecretDump's principle, the log as the
// sink). Explaining that masking can be bypassed, or telling the reader
// never to, is not an order.
func (c *checker) checkMaskDefeated65(d *doc) {
	for u, t := range d.shortPlainUnits() {
		mm := maskDefeated65.FindStringIndex(t)
		if mm == nil {
			continue
		}
		sm := ciSecretsNamed65.FindStringIndex(t)
		if sm == nil {
			continue
		}
		ls := strings.LastIndexByte(t[:min(sm[0], mm[0])], '\n') + 1
		pm := printOrder65.FindStringIndex(t[ls:min(sm[0], mm[0])])
		if pm == nil {
			continue
		}
		// The verb orders the print, or a step that prints is ordered
		// added ("Add a step that prints ...").
		v := ls
		if wm := writeVerb43.FindStringIndex(t[ls:]); wm != nil && ls+wm[0] < ls+pm[0] && imperativeAt(t, ls+wm[0]) {
			v = ls + wm[0]
		} else if imperativeAt(t, ls+pm[0]) || orderLead65.MatchString(t[ls:ls+pm[0]]) {
			v = ls + pm[0]
		} else {
			continue
		}
		if c.describedNotOrdered(d, u, t, v) || c.negated(d, u.start+mm[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+v), "prints the CI's secrets in a form made to get around the log's masking")
		c.add(d, RuleTamperCI, tier, u.start+v, u.start+max(sm[1], mm[1]), why)
	}
}

var (
	// skillFile65: a skill's file by its path in a library
	// ("skills/records-retention/SKILL.md"); the folder is its name.
	skillFile65 = lazyRegexp(`(?i)\bskills/([\w.-]+)/SKILL\.md\b`)
	// itsPartEdit65: an order that rewrites a part of "its" skill, the
	// one named just before ("Rewrite its description", "Insert into its
	// body").
	itsPartEdit65 = lazyRegexp(`(?i)^[\s>*_\-+\d.)]*(?:(?:then|also|now|next|and|after\s+that|finally)[\s,]+)*(?:rewrite|edit|change|replace|update|modify|overwrite|insert\s+into|append\s+to|add\s+to|prepend\s+to|inject\s+into|write\s+into)\s+its\s+(?:description|body|instructions|frontmatter|triggers?|steps|first\s+(?:line|step|section))\b`)
)

// checkOtherSkillIts65 refuses an order to rewrite a part of another
// skill, named by its file path a few sentences before and then called
// "its" ("Read skills/x/SKILL.md. Insert into its body: ..."), when the
// sentence or the next keeps it from its owners or the user: round 39's
// quiet edit of another skill (another skill's file steers the agent
// later), with the skill named by its path and the part by a pronoun.
// Editing a skill openly, or this skill's own file, is the author's work.
func (c *checker) checkOtherSkillIts65(d *doc) {
	own := strings.ToLower(strings.TrimSpace(c.p.Name))
	var named []int // ends of other skills' paths
	for _, m := range skillFile65.FindAllStringSubmatchIndex(d.v.text, 8) {
		if strings.ToLower(d.v.text[m[2]:m[3]]) != own {
			named = append(named, m[1])
		}
	}
	if len(named) == 0 {
		return
	}
	for u, t := range d.shortPlainUnits() {
		m := itsPartEdit65.FindStringIndex(t)
		if m == nil {
			continue
		}
		near := false
		for _, e := range named {
			near = near || e <= u.start && u.start-e <= 600
		}
		if !near || !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		if c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "rewrites a part of another skill, named by its file, and keeps it from its owners or the user")
		c.add(d, RuleTamperSkills, tier, u.start+m[0], u.start+m[1], why)
	}
}

// auditValueOff65: the audit record switched off as a value a config file
// holds ("audit": {"enabled": false}, audit_enabled = false, audit.mode:
// off): auditOff40's "disable auditing" written as the setting itself.
var auditValueOff65 = lazyRegexp(`(?i)["']?\baudit\w*["']?\s*[:=]\s*\{\s*["']?(?:enabled?|on|active|logging)["']?\s*[:=]\s*["']?(?:false|off|0|no|disabled)\b|["']?\baudit(?:[_.-]?(?:enabled?|logging|log|mode|trail|on|active))?["']?\s*[:=]\s*["']?(?:false|off|disabled|none)\b`)

// checkAuditValueFence65 refuses a code block that writes the audit
// record's setting off when the prose around the block, or a comment in
// it, keeps it from the people who read that record ("Keep it quiet;
// auditors get nervous"): checkAuditOff40's principle (the record of what
// happens removed in secret) with the switch written as the config value
// and the secrecy in the block's caption. The same value set openly, for
// a test fixture or a dev box, is the reviewer's call.
func (c *checker) checkAuditValueFence65(d *doc) {
	for fi, f := range d.fences {
		code := d.v.text[f.start:f.end]
		m := auditValueOff65.FindStringIndex(code)
		if m == nil {
			continue
		}
		_, after := d.fenceProse(fi)
		if !c.fenceStealth(d, fi) && !hidden41(after) {
			continue
		}
		s, e := f.start+m[0], f.start+m[1]
		if c.negated(d, s) || d.labelledExample(s) || threatLabel.MatchString(code) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, s), "writes the audit record's setting off in a code block whose caption keeps it from the people who read that record")
		c.add(d, RuleTamperReview, tier, s, e, why)
	}
}

var (
	// approvalMark65: items marked approved, the state in quotes or with
	// its approver ("mark ... as \"approved by CAB\"", "a record marking
	// ... as approved").
	approvalMark65 = lazyRegexp(`(?i)\bmark\w*\b[^.\n]{0,80}?\bas\s+["'“‘\x60*_]*approved\b`)
	// bulkItems65: a whole set of items awaiting review, named by kind
	// ("every PR from the bot account", "all change requests").
	bulkItems65 = lazyRegexp(`(?i)\b(?:every|each|all)\s+(?:of\s+the\s+)?(?:[\w"'\x60-]+\s+){0,2}?(?:prs?|pull\s+requests?|merge\s+requests?|mrs?|change\s+requests?|changes?|tickets?|requests?|claims?|invoices?|expenses?|reports?|submissions?|deployments?|releases?|commits?|patches|diffs?)\b`)
	// unopened65: approved unseen ("without opening it", "without reading
	// them"), or its trace taken out of the audit record after ("remove
	// the entries from the audit log").
	unopened65 = lazyRegexp(`(?i)\bwithout\s+(?:ever\s+|even\s+|first\s+)?(?:opening|reading|looking\s+at|reviewing|checking|inspecting|testing|viewing)\s+(?:it|them|the\s+(?:diffs?|code|changes?|prs?|contents?))\b|\b(?:remov|delet|clear|purg|wip|eras|strip|drop|scrub)\w*\s+(?:the\s+|their\s+|its\s+|those\s+|these\s+|any\s+)?(?:entries|entry|rows?|records?|lines?|traces?)\s+(?:from|in|out\s+of)\s+(?:the\s+)?(?:[\w-]+\s+)?audit\w*`)
	// orderLead65: nothing before the verb but an adverb of sequence
	// ("Additionally,", "Also", "Then").
	orderLead65 = lazyRegexp(`(?i)^[\s>*_\-+\d.)]*(?:(?:then|also|now|just|next|and|additionally|afterwards|finally|meanwhile|separately|plus|oh|lastly)\b[\s,:]*)*$`)
)

// checkApprovalBulk65 refuses an order to mark a whole set of items as
// approved when nothing of a review stands behind it: it is kept from the
// people whose approval it claims ("don't tell the change manager", "keep
// it between us"), given unopened, or its trace is taken out of the audit
// record. This is checkForgedApproval43's principle (the agent signs a
// review it was meant to wait for, in bulk, and hides it) with the
// approval said as a state in quotes or as a record "marking" items, the
// set named by kind, and the unopened or erased trace standing for the
// hiding. Marking one reviewed item approved, or a set openly after its
// review, is the reviewer's own work.
func (c *checker) checkApprovalBulk65(d *doc) {
	for u, t := range d.shortPlainUnits() {
		am := approvalMark65.FindStringIndex(t)
		if am == nil {
			am = approvalWritten43.FindStringIndex(t)
		}
		if am == nil || (!bulk43.MatchString(t) && !bulkItems65.MatchString(t)) {
			continue
		}
		if !unopened65.MatchString(t) && !hidden43(t) && !c.hiddenAfter51(d, u) && !hidden43(nextUnitText(d, u)) {
			continue
		}
		m := approvalWriteOrder43(t, am, orderLead65)
		if m == nil || c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "marks a whole set of items approved with no review behind it, and hides it or erases its trace")
		c.add(d, RuleTamperReview, tier, u.start+m[0], u.start+m[1], why)
	}
}

func init() {
	// The harness's own guards named in Arabic and Zulu: its safety hooks
	// ("خطافات الأمان", "ama-hooks okuphepha"), its safety checks
	// ("ukuhlola kokuphepha") and its list of forbidden commands ("قائمة
	// الأوامر الممنوعة"), as the hooks and the deny rules of the harness's
	// settings are places that steer the agent later (tamperTargets). Read
	// by the action rule's quiet tampering only, with a verb of change and
	// a word of secrecy, not negated.
	actionTargets50 = append(actionTargets50, targetKind{RuleTamperHarness,
		lazyRegexp(`(?:خطاف|خطافات|الخطافات)\s+(?:ال)?(?:أمان|امان|حماية|أمنية|الأمنية)|قائم\p{L}*\s+(?:ال)?(?:أوامر|اوامر)\s+(?:ال)?(?:ممنوعة|محظورة|محظور|ممنوع)|(?i:\bukuhlola\s+kokuphepha\b|\b(?:le-?|ama-?)hooks\s+(?:l|z)?omsizi\b|\b(?:ama-?)?hooks\s+okuphepha\b)`),
		nil, "the agent harness's safety hooks and denied commands"})
	// Zulu "susa" (remove) as the subjunctive and infinitive of an order
	// ("ususe", "ukususa", "nisuse"): the form a second order in a chain
	// takes ("vula ... ususe"). No English word starts with them.
	actionEditVerbs["zu+r65-tamper"] = []string{"ususe", "ukususa", "nisuse", "ucishe", "ukucisha", "uvale"}
}

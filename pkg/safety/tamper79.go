package safety

import (
	"sort"
	"strings"
)

// checkTamper79 runs the round-79 tamper, payload and review checks
// (hooked from tamper.go's list).
func (c *checker) checkTamper79(d *doc) {
	c.checkHiddenFetchRun79(d)
	c.checkApprovalWritten79(d)
	c.checkReviewSkippedInComment79(d)
	c.checkHarnessBlockGrant79(d)
}

// Round 79 (payload): a download-and-run kept out of the reader's sight.
//
// A host that the skill's subject names is taken on the subject's word
// (untrustedOrigin): a vendor's documented one-liner ("curl
// https://get.<tool>.dev | sh") is what a skill about that tool shows.
// That word covers an instruction shown to the user, in the form vendors
// publish. It does not cover:
//
//   - a download-and-run inside an HTML comment: the rendered skill the
//     user reads does not show it, the agent reading the source does. No
//     vendor's instructions are hidden; hiding them is the point;
//   - a download-and-run wrapped in AppleScript's "do shell script"
//     string (osascript -e 'do shell script "curl ... | sh"'): no vendor
//     publishes its installer wrapped in another language's string, as
//     none runs it through mshta (round 39); the wrapper only keeps the
//     pipe from the shell's own reading.
//
// Only a known installer vendor's host vouches there; the download must
// reach a host (an elided "https://..." names none, as an illustration).
func (c *checker) checkHiddenFetchRun79(d *doc) {
	t, lower := d.v.text, d.v.lower
	if !lowerHas(lower, "curl", "wget", "urlopen", "requests.get", "fetch", "iwr", "invoke-", "http") {
		return
	}
	if strings.Contains(t, "<!--") {
		for pos := 0; ; {
			i := strings.Index(t[pos:], "<!--")
			if i < 0 {
				break
			}
			s := pos + i + 4
			j := strings.Index(t[s:], "-->")
			e := len(t)
			if j >= 0 {
				e = s + j
			}
			if c.hiddenFetchRun79(d, s, e, "in an HTML comment the rendered skill does not show") {
				return
			}
			pos = e
		}
	}
	if strings.Contains(lower, "do shell script") {
		for _, m := range d.findAll(doShellScript79, []string{"do shell script"}, false) {
			if c.hiddenFetchRun79(d, m[2], m[3], "wrapped in an AppleScript \"do shell script\" string") {
				return
			}
		}
	}
}

// doShellScript79: AppleScript's shell command; group 1 is the command.
var doShellScript79 = lazyRegexp(`(?i)\bdo\s+shell\s+script\s+\\?"([^"\n]{1,1000})`)

// hiddenFetchRun79 refuses a download-and-run in t[s:e] from a host no
// known vendor accounts for.
func (c *checker) hiddenFetchRun79(d *doc, s, e int, where string) bool {
	t := d.v.text
	if e-s > maxStatement*4 {
		e = s + maxStatement*4
	}
	b := t[s:e]
	at, end := -1, -1
	for _, r := range pipeToShell {
		if m := r.FindStringIndex(b); m != nil {
			at, end = m[0], m[1]
			break
		}
	}
	if at < 0 && lowerHas(strings.ToLower(b), fetchCallStems...) {
		if fm := fetchCallRe.FindStringIndex(b); fm != nil && evalCallRe.MatchString(b) {
			at, end = fm[0], fm[1]
		}
	}
	if at < 0 {
		return false
	}
	why := ""
	for _, hm := range pipeHostRe.FindAllStringSubmatch(b, 4) {
		if w := untrustedOrigin(hm[1], hm[2], ""); w != "" {
			why = "downloads a script from " + hm[2] + ", which no known installer vendor accounts for, and runs it, " + where
			break
		}
	}
	if why == "" || d.labelledExample(s+at) || c.negated(d, s+at) {
		return false
	}
	tier, msg := downgrade(c.securityContext(d, s+at), why)
	if d.fenceAt(s+at) >= 0 {
		tier, msg = Refuse, why // code, as checkRemoteExec reads it
	}
	c.add(d, RuleRemoteExec, tier, s+at, s+end, msg)
	return true
}

// Round 79 (tamper): an approval written into the review's record so the
// review never happens.
//
// A review's outcome is the reviewer's to give; the record of it (the
// approvals store, a reviews table, the list of trusted skills) is what
// lets a change through. A statement that writes that outcome itself
// (marks items "as approved", sets approved=true or status='approved',
// adds an entry to the trusted list) and, in the same sentence, says the
// review is thereby skipped ("so they install without review", "so later
// versions skip review", "without a human look") or signs the record
// with a reviewer's name that reviewer never gave (reviewer='qa-lead'),
// forges the decision the review exists to make. Round 77 read the
// forgery named "approved by the code owners" and kept hidden; this is
// the same act said by its effect. Each half alone is ordinary: a tool
// records an approval a reviewer gave; a policy says what may go out
// without review. A sentence that lists threats, rejects the act or is
// negated describes it (describedNotOrdered).
var (
	// approvalSet79: the approval outcome written: "as (already)
	// approved", an approved key or status set, an "approved" record, an
	// entry put on a trusted list (English, German, French, Spanish,
	// Portuguese, Italian).
	approvalSet79 = lazyRegexp(`(?i)\b(?:as|als|comme|como|come)\s+(?:already\s+|bereits\s+|schon\s+|déjà\s+|ya\s+|já\s+|già\s+)?["'\x60]?(?:approved|genehmigt|freigegeben|approuvée?s?|aprobad[oa]s?|aprovad[oa]s?|approvat[oaie])\b|["'\x60]?\bapproved["'\x60]?\s*(?:[:=]=?|is)\s*["'\x60]?(?:true|yes|1|\[)|\bstatus["'\x60]?\s*[:=]\s*["'\x60]?approved\b|\ban?\s+["'\x60]?approved["'\x60]?\s+(?:record|entry|row|flag|status|mark)|\b(?:to|into|in|on)\s+(?:the\s+)?["'\x60]?trusted[_-]?(?:skills?|list|hashes|publishers?)\b`)
	// reviewSkipped79: the review skipped.
	reviewSkipped79 = lazyRegexp(`(?i)\bwithout\s+(?:a\s+|any\s+)?(?:human\s+|manual\s+|further\s+)?(?:review|look|check|sign-?off)\b|\b(?:skip|skips|skipping|bypass|bypasses|bypassing|avoid|avoids|avoiding)\s+(?:the\s+|any\s+)?(?:human\s+|manual\s+)?(?:review|reviewers?)\b|\bohne\s+(?:\w+\s+)?(?:review|prüfung|freigabe|durchsicht)\b|\bsans\s+(?:\w+\s+)?(?:revue|relecture|validation|review)\b|\bsin\s+(?:\w+\s+)?(?:revisión|review)\b|\bsem\s+(?:\w+\s+)?(?:revisão|review)\b|\bsenza\s+(?:\w+\s+)?(?:revisione|review)\b`)
	// reviewerSigned79: a reviewer's name written as a literal
	// (reviewer='qa-lead', "reviewer": "auto"); a variable
	// (reviewer=request.user) is the reviewer who acts.
	reviewerSigned79 = lazyRegexp(`(?i)["'\x60]?\breviewer(?:_?name|_?id)?["'\x60]?\s*[:=]\s*["'\x60][\w.@ -]{1,40}["'\x60]`)
)

// checkApprovalWritten79 refuses a statement that writes a review's
// approval itself and skips the review or signs it in a reviewer's name.
func (c *checker) checkApprovalWritten79(d *doc) {
	t, lower := d.v.text, d.v.lower
	if !lowerHas(lower, "approv", "approu", "aprob", "aprov", "genehmigt", "freigegeben", "trusted") || !lowerHas(lower, "review", "look", "check", "sign", "prüfung", "freigabe", "durchsicht", "revue", "relecture", "validation", "revisi", "revisão") {
		return
	}
	for _, m := range d.findAll(approvalSet79, []string{"approv", "approu", "aprob", "aprov", "genehmigt", "freigegeben", "trusted"}, false) {
		ss, se := sentence79(t, m[0], m[1])
		sent := t[ss:se]
		// The reviewer's name signed counts only in an order of the
		// prose ("write an approved record with reviewer='x'"): in code
		// or a sample record it is the data a review tool shows.
		signed := d.fenceAt(m[0]) < 0 && reviewerSigned79.MatchString(sent) && orderedWrite79(sent)
		skipped := false
		if bm := reviewSkipped79.FindStringIndex(sent); bm != nil {
			// "nothing merges without review" keeps the review; "only
			// after the reviewer signs off" makes the record follow it
			skipped = !negatedBefore(sent[:bm[0]]) && !reviewFirst79.MatchString(sent)
		}
		if !signed && !skipped {
			continue
		}
		if c.describedNotOrdered(d, unit{start: ss, end: se, fence: -1}, sent, m[0]-ss) || describedSubject77.MatchString(sent) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, m[0]), "writes a review's approval itself, so the change passes without the review it needs")
		c.add(d, RuleTamperReview, tier, m[0], m[1], why)
		return
	}
}

// orderedWrite79: the sentence orders a record written (an imperative
// verb of writing).
func orderedWrite79(sent string) bool {
	for _, m := range writeMark79.FindAllStringIndex(sent, 4) {
		if imperativeAt(sent, m[0]) {
			return true
		}
	}
	return false
}

// reviewFirst79: the record follows a review that happens ("only after
// the reviewer signs off", "once QA has approved").
var reviewFirst79 = lazyRegexp(`(?i)\bonly\s+(?:after|once|when|if)\b|\bonce\s+(?:[\w-]+\s+){0,3}(?:has\s+|have\s+)?(?:reviewed|signed|approved|approves)\b|\bafter\s+(?:the\s+|a\s+|its\s+)?(?:human\s+|manual\s+)?(?:review|sign-?off)\b`)

var writeMark79 = lazyRegexp(`(?i)\b(?:write|mark|set|insert|update|add|record|put|flip|enter)\b`)

// sentence79 returns the sentence around t[s:e]: back to a sentence end
// (".", "!" or "?" before a space, or a blank line) and forward to the
// next, at most 300 bytes each way. A dot inside a file name or a
// version ends nothing.
func sentence79(t string, s, e int) (int, int) {
	ss := max(0, s-300)
	for i := s - 1; i >= ss; i-- {
		if ends79(t, i) {
			ss = i + 1
			break
		}
	}
	lim := min(len(t), e+300)
	se := lim
	for i := e; i < lim; i++ {
		if ends79(t, i) {
			se = i + 1
			break
		}
	}
	return ss, se
}

// ends79: t[i] ends a sentence.
func ends79(t string, i int) bool {
	switch t[i] {
	case '.', '!', '?':
		return i+1 >= len(t) || t[i+1] == ' ' || t[i+1] == '\n' || t[i+1] == '\t'
	case '\n':
		return i+1 < len(t) && t[i+1] == '\n'
	}
	return false
}

// Round 79 (tamper): the review skipped by an order written in a code
// comment, kept from the reviewers.
//
// A comment in a code block is read by the agent as the prose is; an
// order put there ("afterwards: add a workflow that merges every PR,
// bypassing review") is an order, only placed where a reader skims.
// The prose rules refuse the review skipped with the hiding said beside
// it ("don't list it in the PR description"); the same pair in a
// block's comments is the same act. A comment block is the run of
// comment lines, joined, since one sentence may wrap over two. The
// hiding may be said in the block or in the sentence after the fence
// (fenceHidden77); a block that lists threats, rejects the act, is
// negated or has an attacker for subject describes it.
func (c *checker) checkReviewSkippedInComment79(d *doc) {
	if len(d.fences) == 0 || !lowerHas(d.v.lower, "review", "prüfung", "freigabe", "revue", "relecture", "revisi", "revisão") {
		return
	}
	t := d.v.text
	for _, f := range d.fences {
		if f.end-f.start > 100000 || !lowerHas(d.v.lower[f.start:f.end], "review", "prüfung", "freigabe", "revue", "relecture", "revisi", "revisão") {
			continue
		}
		code := t[f.start:f.end]
		var block strings.Builder
		bs, pos := -1, 0
		flush := func() bool {
			defer func() { block.Reset(); bs = -1 }()
			b := block.String()
			if bs < 0 || len(b) > maxIntentUnit {
				return false
			}
			m := reviewSkipped79.FindStringIndex(b)
			if m == nil || negatedBefore(b[:m[0]]) || describedSubject77.MatchString(b) || threatLabel.MatchString(b) || rejectsKind.MatchString(b) || thirdPartyModalRe73.MatchString(b) {
				return false
			}
			if !hidden41(b) && !c.fenceHidden77(d, f) {
				return false
			}
			if d.labelledExample(bs) || c.negated(d, bs) {
				return false
			}
			tier, why := downgrade(c.securityContext(d, bs), "orders, in a code comment, a change that skips the review, and keeps it from the reviewers")
			c.add(d, RuleTamperReview, tier, bs, bs+len(strings.TrimRight(t[bs:min(len(t), bs+200)], "\n")), why)
			return true
		}
		for line := range strings.Lines(code) {
			ls := pos
			pos += len(line)
			var cm []int
			if len(line) <= 2000 {
				cm = codeComment75.FindStringSubmatchIndex(strings.TrimRight(line, "\r\n"))
			}
			if cm == nil {
				if flush() {
					return
				}
				continue
			}
			if bs < 0 {
				bs = f.start + ls + cm[2]
			}
			block.WriteString(line[cm[2]:cm[3]])
			block.WriteByte(' ')
		}
		if flush() {
			return
		}
	}
}

// Round 79 (tamper): a permission skip written in a code block headed by
// the agent harness's settings file.
//
// Round 43 refuses a permission-skip key set true where the sentence
// names the harness's settings file ("set skipPermissions: true in
// .claude/settings.json"). A code block whose first line is a comment
// naming that file ("// write to ~/.claude/settings.json", "# save as
// .codex/config.toml") says the same: the block is the file's content,
// so a skip key (skipGrant43) or a wildcard grant (wildcardGrant40) in
// it is the grant written into the harness, whatever the prose around
// is about. The XDG spelling of the same directory (~/.config/claude/)
// names the same file. A block shown under a threat label, or after a
// sentence rejecting the kind, describes the grant.
var harnessSettings79 = lazyRegexp(`(?i)[\\/]\.config[\\/]+(?:claude|gemini|qwen|codex)[\\/]+(?:settings(?:\.local)?|config)\.(?:json|toml)\b`)

func (c *checker) checkHarnessBlockGrant79(d *doc) {
	if len(d.fences) == 0 || !lowerHas(d.v.lower, "settings", "config", "opencode") {
		return
	}
	t := d.v.text
	for _, f := range d.fences {
		code := t[f.start:f.end]
		if len(code) > 100000 {
			continue
		}
		first := strings.TrimSpace(code)
		if i := strings.IndexByte(first, '\n'); i >= 0 {
			first = first[:i]
		}
		if len(first) > 400 {
			continue
		}
		cm := codeComment75.FindStringSubmatchIndex(first)
		if cm == nil || cm[0] > 0 && strings.TrimSpace(first[:cm[0]]) != "" {
			continue // the header is the comment line itself
		}
		if !harnessSettings40.MatchString(first) && !harnessSettings79.MatchString(first) {
			continue
		}
		gm := skipGrant43.FindStringIndex(code)
		if gm == nil {
			gm = wildcardGrant40.FindStringIndex(code)
		}
		if gm == nil {
			continue
		}
		at := f.start + gm[0]
		// the prose sentence right before the block, across a blank line
		// (units are in text order, so the search is a binary one and
		// the walk back stops at the first prose unit)
		pu := ""
		for i := sort.Search(len(d.units), func(i int) bool { return d.units[i].end > f.open }) - 1; i >= 0; i-- {
			if d.units[i].fence < 0 {
				pu = d.unitText(d.units[i])
				break
			}
		}
		if threatLabel.MatchString(pu) || rejectsKind.MatchString(pu) {
			continue
		}
		if d.labelledExample(at) || c.negated(d, at) || negatedBefore(code[max(0, gm[0]-60):gm[0]]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, at), "writes a permission skip or a grant of every tool into the agent harness's settings file, named at the head of the block")
		c.add(d, RuleTamperHarness, tier, at, f.start+gm[1], why)
		return
	}
}

package safety

import (
	"strings"
)

// Round 54 (tamper family): principles the earlier rules hold, carried to
// shapes fresh135-140 wrote them in:
//   - a requirement flipped off is a guard weakened whatever form the
//     flip takes: a review, approval or audit key set from true to false
//     (or its count to zero) by a script's sed, a key written false in
//     prose ("set `"audit": false`"), a check hook made to exit 0 at once
//     (it then passes everything), the agent's own audit record deleted;
//     round 53's guard taken away in secret, in the shapes its regexps
//     lacked;
//   - every repository's hooks pointed at nothing (git's global or system
//     hooksPath set to /dev/null) switches off every check a hook runs, on
//     every repository of the machine: a concrete write, tamper whatever
//     the prose around it says;
//   - the agent's instruction file (AGENTS.md, CLAUDE.md) rewritten so a
//     rule or policy in it is removed or emptied, kept from its owner,
//     takes away what the user told the agent not to do.

func init() {
	// the sessions left without a trace, in the plural
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\bso\s+(?:that\s+)?(?:these|those|all|future|its|the\s+agent's)(?:\s+future)?\s+(?:sessions|runs|changes|edits|tasks|jobs)\s+(?:leave|will\s+leave)\s+no\s+(?:trace|traces|record|footprint)\b)` +
		// the work kept out of what the user reads of it
		`|(?i:\bleave\s+(?:it|them|this|these|that|those)\s+out\s+of\s+(?:the\s+|your\s+)?(?:summary|report|changelog|notes|recap|pr\s+description)\b)` +
		// a parenthesised "(silent)" or "(silently)" on an order
		`|(?i:\((?:silent|silently|quietly|unannounced)\))` +
		// the people it touches said not to need telling
		`|(?i:\b(?:don't|do\s+not|doesn't|does\s+not)\s+need\s+to\s+be\s+(?:told|informed|notified)\b)` +
		`|(?i:\b(?:don't|do\s+not)\s+(?:note|mention)\s+(?:it|this|that|them)\s+anywhere\b)` +
		// the aim that the people who check the change pass over it
		`|(?i:\bso\s+(?:that\s+)?(?:the\s+)?(?:reviewers?|maintainers?|approvers?|auditors?|the\s+user|nobody|no\s+one)\s+(?:will\s+)?(?:skips?|ignores?|overlooks?|misses|won't\s+(?:notice|look\s+at|read|check)|doesn't\s+notice|don't\s+notice)\s+(?:it|them|this|the\s+change|the\s+changes|the\s+edit)\b)`)
}

var (
	// guardNoun54: guards round 53's list lacks: a requirement key
	// ("require_second_reviewer"), a store of approvals named as a table
	// or queue, an approval configuration file.
	guardNoun54 = lazyRegexp(`(?i)\brequire_\w+|\bapprovals?\s+(?:table|queue|records?|list|log)\b|\b[\w-]*approval[\w-]*\.ya?ml\b|\b(?:security|scan|scanning|lint|check|review|audit|verification|policy)\s+hooks?\b|\b(?:pre|post)-tool-use\s+(?:audit\s+)?hook\b`)
	// weaken54: the guard made to pass: a requirement key flipped or
	// written false, a check hook exiting 0 at once, the record deleted.
	weaken54 = lazyRegexp(`(?i)\bflip\w*\s+["'\x60]?[\w.-]*(?:require|review|approv|audit|verif|protect)\w*["'\x60]?\s*[:=]\s*["'\x60]?true["'\x60]?\s+to\s+["'\x60]?false\b|["'\x60]?[\w.-]*(?:audit|require|review|approv|verif|protect)\w*["'\x60]?\s*[:=]\s*["'\x60]?(?:false|off|none|0)\b|\bexits?\s+(?:with\s+)?(?:0|zero|success)\s+(?:immediately|at\s+once|right\s+away|first|unconditionally|always)\b|\bdelet\w*\s+(?:the\s+)?(?:agent's\s+)?(?:own\s+)?(?:[\w-]+\s+){0,2}?audit\s+(?:logs?|trail|records?|log\s+rotation)\b`)
)

// checkTamper54 runs round 54's tamper and propagate checks (hooked from
// checkTamper).
func (c *checker) checkTamper54(d *doc) {
	lower := d.v.lower
	if lowerHas(lower, "require", "review", "approv", "audit", "verif", "protect", "hook") {
		c.checkGuardOff54(d)
	}
	if len(d.fences) > 0 && lowerHas(lower, "sed", "hookspath") {
		c.checkGuardOffScript54(d)
	}
	if lowerHas(lower, "agents.md", "claude.md", "gemini.md", "cursorrules", "copilot-instructions") {
		c.checkRuleStripped54(d)
	}
	if lowerHas(lower, "hook", "tooluse", "post-checkout", "pre-commit", "pre-push") && strings.Contains(lower, "://") {
		c.checkHookSend54(d)
	}
	c.checkPropagate54(d) // propagate54.go
}

// checkGuardOff54 refuses an order that weakens a guard (round 53's
// guards and guardNoun54's) in weaken54's shapes, kept from the user.
func (c *checker) checkGuardOff54(d *doc) {
	for u, t := range d.shortPlainUnits() {
		lt := asciiLower(t)
		if !lowerHas(lt, "require", "review", "approv", "audit", "verif", "protect", "hook") {
			continue
		}
		w := weaken54.FindStringIndex(t)
		if w == nil {
			continue
		}
		g := nearestGuard53(t, w)
		if g == nil {
			g = guardNoun54.FindStringIndex(t)
		}
		if g == nil {
			// the key flipped or written false names the guard itself
			// ("require_...", "verify_...": false); the hook's exit and
			// the deleted record name theirs in the match
			if !strings.ContainsAny(t[w[0]:w[1]], ":=") && !strings.Contains(asciiLower(t[w[0]:w[1]]), "audit") {
				continue
			}
			g = w
		}
		hi := max(g[1], w[1])
		if firstImperative(order54, t[:hi], 8) == nil || c.describedNotOrdered(d, u, t, w[0]) {
			continue
		}
		if !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		s, e := min(g[0], w[0]), hi
		tier, why := downgrade(c.securityContext(d, u.start+s), "weakens a guard (a review or approval requirement, a check hook, the audit record) so it passes everything, and keeps it from the user")
		c.add(d, RuleTamperCI, tier, u.start+s, u.start+e, why)
	}
}

// order54: round 53's order verbs and "flip", "delete".
var order54 = lazyRegexp(order53.String() + `|(?i)\b(?:flip|toggle|delete|erase|empty|clear)\b`)

var (
	// sedGuardOff54: a sed substitution that turns a review, approval,
	// protection or audit requirement from true to false, or its count of
	// required reviewers to zero.
	sedGuardOff54 = lazyRegexp(`(?i)\bsed\b[^\n]*\bs([/|#,])[^\n]*?(?:require|review|approv|protect|audit|verif|sign)\w*["']?\s*[:=]\s*["']?(?:true|[1-9]\d*)["']?[^\n]*?([/|#,])[^\n]*?(?:require|review|approv|protect|audit|verif|sign)\w*["']?\s*[:=]\s*["']?(?:false|0)\b`)
	// hooksNull54: every repository's hooks pointed at nothing.
	hooksNull54 = lazyRegexp(`(?i)\bgit\s+config\s+(?:--global|--system)\s+core\.hooksPath\s+["']?/dev/null\b`)
)

// checkGuardOffScript54 refuses a script that turns a review or approval
// requirement off, or points git's hooks at nothing for every
// repository: a concrete write, whatever the prose says.
func (c *checker) checkGuardOffScript54(d *doc) {
	t := d.v.text
	for _, f := range d.fences {
		b := t[f.start:f.end]
		lb := asciiLower(b)
		if !strings.Contains(lb, "sed") && !strings.Contains(lb, "hookspath") {
			continue
		}
		for ls, le := range lineSpans(b) {
			line := b[ls:le]
			ll := lb[ls:le]
			if strings.Contains(ll, "sed") && lowerHas(ll, "true", "0") {
				if m := sedGuardOff54.FindStringIndex(line); m != nil {
					c.add(d, RuleTamperCI, Refuse, f.start+ls+m[0], f.start+ls+m[1], "a script turns a review, approval or audit requirement off (true to false, or its count to zero)")
				}
			}
			if strings.Contains(ll, "hookspath") {
				if m := hooksNull54.FindStringIndex(line); m != nil {
					c.add(d, RuleTamperCI, Refuse, f.start+ls+m[0], f.start+ls+m[1], "a script points every repository's git hooks at /dev/null, switching off every check a hook runs")
				}
			}
		}
	}
}

var (
	// instrFile54: the agent's instruction file.
	instrFile54 = lazyRegexp(`(?i)\b(?:AGENTS|CLAUDE|GEMINI)\.md\b|copilot-instructions\.md|\.cursorrules\b|\.windsurfrules\b`)
	// ruleStrip54: a rule or policy in it removed, or its section
	// replaced by nothing.
	ruleStrip54 = lazyRegexp(`(?i)\b(?:remov|delet|strip|drop|eras|drops|cut)\w*\s+(?:[^.\n]{0,80}?)\b(?:rules?|polic(?:y|ies)|restrictions?|guardrails?|safeguards?|limits?)\b|\b(?:replac|overwrit)\w*\s+(?:the\s+|its\s+|their\s+|each\s+)?(?:[\w-]+\s+){0,2}?(?:rules?|polic(?:y|ies)|restrictions?|guardrails?|safety)\s+(?:sections?|blocks?|parts?|lines?)\b[^.\n]{0,60}?\bwith\s+(?:an?\s+)?(?:empty|blank|nothing)\b`)
)

// checkRuleStripped54 refuses an order that rewrites the agent's
// instruction file so a rule or policy in it goes, kept from the user.
func (c *checker) checkRuleStripped54(d *doc) {
	for u, t := range d.shortPlainUnits() {
		fm := instrFile54.FindStringIndex(t)
		if fm == nil {
			continue
		}
		rm := ruleStrip54.FindStringIndex(t)
		if rm == nil {
			continue
		}
		s := min(fm[0], rm[0])
		v := firstImperative(editVerbRe, t[:max(fm[1], rm[1])], 8)
		if v == nil {
			v = firstImperative(order54, t[:max(fm[1], rm[1])], 8)
		}
		if v == nil || c.describedNotOrdered(d, u, t, v[0]) {
			continue
		}
		if !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		s = min(s, v[0])
		tier, why := downgrade(c.securityContext(d, u.start+s), "rewrites the agent's instruction file so a rule or policy in it is removed, and keeps it from the user")
		c.add(d, RuleTamperHarness, tier, u.start+s, u.start+max(fm[1], rm[1]), why)
	}
}

// A hook runs on its own, each time its event fires (a commit, a
// checkout, every tool call of the agent): one whose command sends a
// credential file or the agent's own settings to a remote address hands
// them out on every run, kept from the user by running unseen. Installing
// it is exfiltration made lasting, whatever the prose around it says. A
// hook that posts a notice, or checks a secret is not committed, sends
// no secret.
var (
	hookWord54 = lazyRegexp(`(?i)\bhooks?\b|\b(?:Pre|Post)ToolUse\b|\bSessionStart\b|\bUserPromptSubmit\b`)
	// hookSecret54: a credential file or the agent's settings.
	hookSecret54 = lazyRegexp(`(?i)~/\.git-credentials\b|~/\.ssh/|~/\.aws/|~/\.netrc\b|~/\.npmrc\b|~/\.pypirc\b|~/\.docker/config\.json|~/\.kube/config\b|~/\.config/gh/hosts|~/\.claude/settings[\w.]*\.json|~/\.claude\.json|~/\.codex/(?:config\.toml|auth\.json)`)
	// hookSend54: the file sent to a remote address (uploaded, copied or
	// posted to a URL).
	hookSend54 = lazyRegexp(`(?i)\bcurl\b[^\n]*?(?:\s-T\s|--upload-file\b|\s-F\s|--data(?:-binary)?\s+@|\s-d\s+@)[^\n]*?https?://|\b(?:cop(?:y|ies|ied)|upload\w*|send\w*|post\w*|push\w*|sync\w*)\b[^\n]{0,160}?\bto\s+https?://`)
)

// checkHookSend54 refuses a hook (in a script, a settings block or said)
// whose action sends a credential file or the agent's settings to a URL.
func (c *checker) checkHookSend54(d *doc) {
	t := d.v.text
	for ls, le := range lineSpans(t) {
		line := t[ls:le]
		if le-ls <= 600 && strings.Contains(line, "://") && strings.Contains(line, "~/") {
			if hookWord54.MatchString(line) {
				if sm := hookSecret54.FindStringIndex(line); sm != nil {
					if om := hookSend54.FindStringIndex(line); om != nil {
						s, e := min(sm[0], om[0]), max(sm[1], om[1])
						c.add(d, RuleTamperStartup, Refuse, ls+s, ls+e, "installs a hook that sends a credential file or the agent's settings to a remote address each time it runs")
					}
				}
			}
		}
	}
}

// Quiet tampering in the action rule's languages (round 54): "add a line
// to" as Chinese writes it (加一句, 加一行), and Pashto's words for
// removing and switching off, for telling nobody, and for the agent's
// settings (د اجنټ امستنې).
func init() {
	registerActionLexicon("zh+r54-tamper", actionLex{
		editVerb: []string{"加一句", "加一行", "加上一句", "加上一行", "加一条", "加一條", "添一句"},
	})
	registerActionLexicon("ps+r54-tamper", actionLex{
		stealth:  []string{"چاته یې مه وایه", "چا ته یې مه وایه", "هیچا ته مه وایه", "هېچا ته مه وایه", "چاته مه وایه", "پټه یادونه"},
		editVerb: []string{"لرې کړه", "لرې کړئ", "لرې کړي", "بندې کړه", "بند کړه", "بندې کړئ", "بدل کړه", "بدل کړئ"},
	})
	actionTargets50 = append(actionTargets50, targetKind{RuleTamperHarness, lazyRegexp(`اجنټ[^\n.]{0,16}?امستن|امستن[^\n.]{0,16}?اجنټ`), nil, "the agent harness's settings"})
}

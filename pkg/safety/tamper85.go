package safety

import "strings"

// Round 85 (tamper), tuned on fresh247-250.

// Secrecy said as a bare prohibitive with the place it is not to be told
// ("Nicht im Chat erwähnen.", "Niet in de samenvatting vermelden."): the
// German and Dutch infinitive used as a command, opening its statement,
// with where the thing goes unmentioned between the negation and the
// verb. Round 38's list knew the form only without the place ("nicht
// erwähnen"). Read by hidden41 and the quiet-tampering rule of the
// lexicons through concealThis81, so it only counts beside a change.
func init() {
	concealThis81 = lazyRegexp(concealThis81.String() +
		`|(?i:(?:^|[.!;:\n]\s*|[-*>]\s+)(?:und\s+|en\s+)?(?:das\s+|es\s+|dies\s+|dat\s+|het\s+)?(?:nicht|niet)\s+(?:(?:im|in|ins|in\s+der|in\s+den|in\s+die|in\s+de|in\s+het|gegenüber\s+(?:dem|der|den)|tegenover\s+de)\s+(?:[\pL-]+\s+){1,2}?)(?:erwähnen|sagen|melden|ansprechen|erzählen|berichten|nennen|vermelden|zeggen|noemen|vertellen)(?:[.!;,\s]|$))`)
}

// Every pending item given the approved status at once, said with the
// status as the object ("Trage für alle offenen Pull Requests den Status
// "approved" ein", "set the status to approved for all open PRs"): the
// approval no reviewer gave, as round 61's bulkApproved61 reads it with
// "mark all pending ... as approved". checkBulkApproved61 still asks for
// the secrecy and skips an approval that waits on a person.
func init() {
	bulkApproved61 = lazyRegexp(bulkApproved61.String() +
		`|(?i:\b(?:mark|set|flag|flip|switch|change|update|turn|give)\w*\s+(?:[\w-]+\s+){0,3}?(?:as|to)\s+["'\x60]?approved["'\x60]?\s+(?:for|on|across)\s+(?:every|all|each)\s+(?:of\s+the\s+)?(?:open|pending|waiting|queued|outstanding|unreviewed)\b` +
		`|\b(?:trag|setz|markier|schreib|stell)\w*\s+(?:[^\n]{0,80}?\s)?(?:für\s+|bei\s+)?alle\s+(?:offenen|ausstehenden|wartenden|ungeprüften)\s+(?:[\pL-]+\s+){1,3}?(?:auf\s+|als\s+)?(?:den\s+)?(?:status\s+)?["'„“\x60]?(?:approved|genehmigt|freigegeben))`)
}

// quietTail85: the statement closes with a short sentence of its own
// that only keeps the matter quiet ("... ignoriert. Nicht im Chat
// erwähnen."), and the sentence before it holds an edit verb: the
// secrecy governs the order just given, however long that order runs
// (editNearQuiet81 measures a fixed window from the verb, which a long
// German order with its separable verb outruns).
func quietTail85(low string, hc hitCache, quiet [][2]int) bool {
	end := len(low)
	for end > 0 && (low[end-1] == ' ' || low[end-1] == '\n') {
		end--
	}
	for _, q := range quiet {
		// The sentence holding the secrecy: from the last break before it.
		qs := q[0]
		for qs < q[1] && strings.IndexByte(".!;:\n-*> ", low[qs]) >= 0 {
			qs++
		}
		b := -1
		for i := qs - 1; i > 0; i-- {
			if (low[i] == '.' || low[i] == '!' || low[i] == ';') && (low[i+1] == ' ' || low[i+1] == '\n') {
				b = i
				break
			}
		}
		if b < 0 || end-b > 90 || q[1] < end-40 {
			continue
		}
		// The sentence before it.
		a := 0
		for i := b - 1; i > 0; i-- {
			if (low[i] == '.' || low[i] == '!' || low[i] == ';') && (low[i+1] == ' ' || low[i+1] == '\n') {
				a = i + 1
				break
			}
		}
		if b-a > 320 {
			continue
		}
		for _, e := range hc.hits(low, actEdit) {
			if e[0] >= a && e[1] <= b {
				return true
			}
		}
	}
	return false
}

// checkTamper85 runs the round-85 tamper checks (hooked from tamper.go's
// list).
func (c *checker) checkTamper85(d *doc) {
	lower := d.v.lower
	if lowerHas(lower, "comment", "white", "invisible", "zero-width", "zero width", "hidden", "display:none", "display: none") {
		c.checkHiddenGuardRule85(d)
	}
	if strings.Contains(lower, "skill") && lowerHas(lower, "confirm", "ask", "approv", "do not", "don't", "never") {
		c.checkGuardLinesStripped85(d)
	}
}

var (
	// hideMethod85: text put where the person reading the file will not
	// see it (white on white, an HTML comment, zero-width or invisible
	// characters, a style that hides it), or called a hidden rule.
	hideMethod85 = lazyRegexp(`(?i)\bwhite[\s-]on[\s-]white\b|\binvisible\s+(?:text|ink|characters?|unicode|markup)\b|\bzero[\s-]width\b|\b(?:in|as|inside|into|use|using|within)\s+(?:an?\s+)?html\s+comments?\b|\bhidden\s+(?:extra\s+|additional\s+)?(?:rules?|lines?|instructions?|directives?|text)\b|\bdisplay:\s*none\b|\bfont-size:\s*0\b`)
	// rulesFile85: a file of rules or instructions the agent reads.
	rulesFile85 = lazyRegexp(`(?i)\brules?\s+files?\b|\.cursor/rules\b|\.clinerules\b|\.windsurfrules\b|\.cursorrules\b|\b(?:AGENTS|CLAUDE|GEMINI)\.md\b|copilot-instructions\.md|\bsystem[\s_-]prompts?\b|\bagents?'?\s+instructions?\b`)
	// writeHide85: the order that puts the text in.
	writeHide85 = lazyRegexp(`(?i)\b(?:add|put|place|insert|append|prepend|write|embed|hide|include|plant|slip|tuck|paste)\b`)
	// seekHidden85: the statement looks for hidden text (to report or
	// remove it) rather than writing it.
	seekHidden85 = lazyRegexp(`(?i)\b(?:audit|scan|check|inspect|review|look\s+for|search|find|detect|flag|spot|remov|delet|strip|clean)\w*\b`)
	// guardOff85: what the hidden rule tells the agent: act without the
	// user's confirmation, never ask or warn, ignore the safety rules.
	guardOff85 = lazyRegexp(`(?i)\bwithout\s+(?:any\s+|the\s+user'?s\s+)?(?:confirm\w*|asking|approval|review\w*|prompting)\b|\bnever\s+(?:ask|confirm|warn|prompt|alert)\w*\b|\b(?:ignor|bypass|disabl|skip|overrid)\w*\s+(?:the\s+|all\s+|any\s+)?(?:security|safety)\s+(?:rules?|checks?|warnings?|polic(?:y|ies)|guidelines?)\b|\bno\s+need\s+to\s+(?:ask|confirm)\b`)
)

// checkHiddenGuardRule85 refuses an order that puts a rule lowering the
// agent's guard (run commands without confirmation, never warn the
// user) into a rules or instruction file the agent reads, hidden from
// the person who reads that file (white on white, an HTML comment,
// zero-width text): a directive placed where the agent obeys it and the
// owner cannot see it. The rule is in the statement or in the one its
// closing colon introduces. A visible rule, a hidden comment that lowers
// nothing (a generator's note), or a warning against such comments is
// not this.
func (c *checker) checkHiddenGuardRule85(d *doc) {
	for u, t := range d.shortPlainUnits() {
		hm := hideMethod85.FindStringIndex(t)
		if hm == nil || !rulesFile85.MatchString(t) {
			continue
		}
		body := t
		if strings.HasSuffix(strings.TrimRight(t, " \t\n"), ":") {
			body = t + "\n" + nextUnitText(d, u)
		}
		gm := guardOff85.FindStringIndex(body)
		if gm == nil || guardNegated61.MatchString(body[max(0, gm[0]-30):gm[0]]) {
			continue
		}
		vm := writeHide85.FindStringIndex(t)
		if vm == nil || seekHidden85.MatchString(t[:hm[0]]) {
			continue
		}
		s := min(vm[0], hm[0])
		if negatedBefore(t[max(0, s-60):s]) || c.describedNotOrdered(d, u, t, s) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+s), "hides a rule that lowers the agent's guard (acting without confirmation, never warning the user) in a rules or instruction file, out of sight of the person who reads it")
		c.add(d, RuleTamperHarness, tier, u.start+s, u.start+max(vm[1], hm[1]), why)
	}
}

var (
	// guardPhrases85: two or more quoted phrases naming the guard in a
	// skill's text ("confirm", "ask the user", "do not", "never").
	guardPhrase85 = lazyRegexp(`(?i)["“'\x60][^"”'\x60\n]{0,30}?(?:\bask\b|\bconfirm\w*|\bapprov\w*|\bdo\s+not\b|\bdon'?t\b|\bnever\b|\bmust\s+not\b|\bwarn\w*|\bstop\b|\bwait\b)[^"”'\x60\n]{0,30}["”'\x60]`)
	// stripLines85: lines or sentences deleted by what they mention.
	stripLines85 = lazyRegexp(`(?i)\b(?:delet|remov|strip|drop|cut|eras)\w*\s+(?:any|all|every|each|the)\s+(?:lines?|sentences?|paragraphs?|bullets?|rules?|instructions?)\s+(?:that\s+)?(?:mention\w*|contain\w*|with|saying|that\s+says?|that\s+mention|including|about)\b`)
	// skillFiles85: the files are the installed skills' own.
	skillFiles85 = lazyRegexp(`(?i)\b(?:every|each|all|any)\s+(?:installed\s+|other\s+)?(?:SKILL\.md|skills?)\b|\bSKILL\.md\b`)
)

// checkGuardLinesStripped85 refuses an order that deletes, from the
// installed skills' files, every line naming the guard ("confirm", "ask
// the user", "do not"): each skill's safeguards removed at once, which
// no tidying needs (round 53's principle, checkAskStripped53, without
// the secrecy it asked for: the breadth and the choice of what is cut
// say enough). The skills' files are named in the statement or in the
// steps just before it. Deleting lines that mention a draft marker or a
// TODO, or the user's own request to drop one skill's prompt, is not
// this.
func (c *checker) checkGuardLinesStripped85(d *doc) {
	for u, t := range d.shortPlainUnits() {
		sm := stripLines85.FindStringIndex(t)
		if sm == nil || !imperativeAt(t, sm[0]) && firstImperative(stripLines85, t, 4) == nil {
			continue
		}
		if n := len(guardPhrase85.FindAllStringIndex(t[sm[1]:], 6)); n < 2 {
			continue
		}
		if !skillFiles85.MatchString(t) {
			p := prevUnitText(d, u)
			pp := ""
			if p != "" {
				pp = d.v.text[max(0, u.start-400):u.start]
			}
			if !skillFiles85.MatchString(p + "\n" + pp) {
				continue
			}
		}
		if propSelfRe.MatchString(t) || userAsks.MatchString(t) || negatedBefore(t[max(0, sm[0]-60):sm[0]]) || c.describedNotOrdered(d, u, t, sm[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+sm[0]), "deletes from the installed skills every line where they ask the user, confirm or forbid: each skill's safeguards removed at once")
		c.add(d, RuleTamperSkills, tier, u.start+sm[0], u.start+sm[1], why)
	}
}

// Round 85 (forged-turn): a turn labelled by what it is and whose it is
// ("### Response from assistant (previous turn)", "### Next user turn",
// "Reply from the model:"), not only by the bare role word: the heading
// names a conversation turn as plainly as "Assistant:" does. The label
// alone decides nothing: checkForged still asks for a grant in the same
// block.
func init() {
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|(?im)^[ \t>*_#\-]*(?:(?:response|reply|answer|turn)\s+(?:from|of|by)\s+(?:the\s+)?` + roleWords + `|(?:next|previous|prior|last|earlier|new|current|following)\s+` + roleWords + `\s+(?:turn|message|reply|response))[ \t*_]*(?:\([^)\n]{0,60}\))?[ \t*_=\-—]*(?:[:：]|$)`)
}

// Another skill whose job is to check, named in a list of such skills
// ("the security-review and secret-scan skills"), by a name of secrets,
// scanning or vulnerabilities as well as of review and policy; and the
// stated aim that such a skill stops loading or running ("so they stop
// loading") is the guard stopping, as "so it no longer blocks" is. Read
// by checkGuardSkill51, which still asks for the skill emptied or marked
// not to be used.
func init() {
	guardSkill51 = lazyRegexp(guardSkill51.String() + `|(?i:\b[\w-]*(?:security|safety|review|guard|audit|complian|approv|policy|secret|scan|vuln)[\w-]*(?:\s*(?:,|and|or|&)\s*["'\x60]?[\w-]+["'\x60]?){0,4}\s+skills?\b)`)
	guardStops51 = lazyRegexp(guardStops51.String() + `|(?i:\bso\s+(?:that\s+)?(?:they|it|these|those|the\s+[\w-]+(?:\s+skills?)?)\s+(?:stops?|ceases?\s+to|will\s+stop|never)\s+(?:loading|load|running|run|triggering|trigger|firing|fire|being\s+(?:loaded|used|picked|triggered))\b)`)
}

// A comment heading a block that says where it goes names the file from
// the home folder ("// add to ~/.cursor/mcp.json"): the target's pattern
// may start after the "~/", so the lead ends in it.
func init() {
	contentFor = lazyRegexp(strings.TrimSuffix(contentFor.String(), `$`) + `(?:~/|\$HOME/|\$\{HOME\}/)?$`)
}

// unpromptedFor85: the comment that says where a block goes says to put
// it there without asking the user ("// add to ~/.cursor/mcp.json without
// prompting"): an order to change the harness behind the user's back,
// which the block's content cannot make ordinary.
var unpromptedFor85 = lazyRegexp(`(?i)\bwithout\s+(?:prompting|asking|a\s+prompt|confirm\w*|(?:the\s+)?user'?s?\s+(?:consent|approval|confirmation|knowledge))\b|\b(?:silently|quietly|secretly)\b`)

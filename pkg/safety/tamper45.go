package safety

import (
	"sort"
	"strings"
)

// Round 45 (tamper family): tampering read in shapes the earlier rules
// missed. Each principle is one the older rules hold, carried to a form
// they did not read:
//   - secrecy about the act said in more English shapes: the audience
//     named as the one not told ("mention it to nobody"), the telling
//     refused as a bare order after a dash ("— say nothing"), the act
//     kept from being pointed out ("don't call out this addition"), the
//     change itself kept quiet ("keep the edit quiet"), and the purpose
//     that nobody can see what was done ("so no one can see what ran");
//     and in the words of more languages (colloquial Indonesian,
//     European Portuguese, Hebrew), registered as action lexicons;
//   - a skill named by its identifier ("skill `billing-guard`", "the
//     skill "x"") changed with secrecy, in a language other than English:
//     the English stealth rule reads "skill" with an English verb; the
//     action rule's quiet tampering reads only the skill library's paths
//     and "the other skills", so a quiet edit of one named skill in
//     Hebrew or Indonesian was no place at all;
//   - the agent's MCP configuration (which servers it talks to, which of
//     their tools run unprompted) is agent settings for the stealth rule;
//   - round 43's forged review in more spellings: items marked approved
//     as data, with the reviewer field dropped;
//   - a standing rule for agents that takes away asking, review or
//     reporting ("agents must not ask for confirmation", "never report
//     changes to reviewers", "may ... skip code review") changes what the
//     agent may do when written into its instruction file, and is
//     refused when written quietly wherever it goes;
//   - the agent's own entries removed from the record of its activity
//     is covering tracks (traceErase) when the record is named by its
//     file ("from ~/.agent/history.jsonl", "in audit.log") too.

func init() {
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:` +
		// the audience as the one not told: "mention it to nobody",
		// "report this to no one"
		`\b(?:mention|tell|say|report|show|explain)\s+(?:it|this|that|these|them|the\s+change|any\s+of\s+(?:it|this))\s+to\s+(?:nobody|no\s*one|no-one)\b` +
		// a bare order to say nothing, set off from the act by a dash,
		// a semicolon or "and" ("... don't interfere — mention nothing")
		`|(?:\s[—–-]{1,2}|;|\band)\s+(?:mention|say|tell)\s+nothing\s*(?:[.!;)\]]|$)` +
		// the act kept from being pointed out ("don't call out this
		// addition", "no need to call it out")
		`|\b(?:don'?t|do\s+not|never|no\s+need\s+to|without)\s+call(?:ing)?\s+out\s+(?:it|this|that|these|those|the\s+(?:\w+\s+)?(?:addition|change|edit|line|step|update|removal)s?)\b` +
		`|\b(?:don'?t|do\s+not|never|no\s+need\s+to)\s+call\s+(?:it|this|that|them)\s+out\b` +
		// the change itself kept quiet ("keep the change quiet")
		`|\bkeep\s+(?:the|this|that|these|those|your)\s+(?:\w+\s+)?(?:change|edit|addition|step|update|tweak|removal|deletion)s?\s+(?:quiet|secret|hidden|private|low[- ]key|under\s+wraps|to\s+yourself|off\s+the\s+record)\b` +
		// the purpose: nobody able to see what was done
		`|\bso\s+(?:that\s+)?(?:no\s*one|nobody|no-one)\s+(?:can|could|will|would)\s+(?:ever\s+)?(?:see|tell|know|find\s+out|notice|trace|work\s+out)\s+(?:what|that|how|which)\b` +
		`)`)
	// The agent's MCP configuration decides which servers it talks to and
	// which of their tools run without a prompt: it is agent settings,
	// as settings.json is, for the stealth rule.
	stealthTarget = lazyRegexp(stealthTarget.String() + `|(?i:\bmcp\s+(?:config\w*|settings|server\s+(?:list|config\w*)))\b|(?i:\bmcp(?:_servers)?\.json)\b|(?i:\bmcpServers)\b`)
	stealthStems = append(stealthStems, "mcp")
	// Round 43's forged review in two more spellings: items marked
	// approved as data ("as `"approved": true`", past a file name's dot),
	// and the approval written with the reviewer's own record removed
	// (the reviewer field dropped): nobody stands behind it.
	approvalWritten43 = lazyRegexp(approvalWritten43.String() + `|(?i:\bmark\w*\b[^\n]{0,80}?\bas\s+[\x60"'“]*approved[\x60"'”]*\s*[:=]\s*[\x60"']*(?:true|yes|1)\b)`)
	noLook43 = lazyRegexp(noLook43.String() + `|(?i:\b(?:remov|delet|drop|strip|clear|blank|empt)\w*\s+(?:the\s+|their\s+|its\s+|every\s+|each\s+)?[\x60"']?(?:reviewers?|approvers?|reviewed_?by|approved_?by)[\x60"']?(?:\s+(?:fields?|columns?|keys?|names?|entr(?:y|ies)))?\b)`)
	// What written into the agent's instructions makes it stop asking or
	// stop reporting: "must not ask for confirmation", "never report
	// changes to reviewers", "skip code review".
	harnessInstr = lazyRegexp(harnessInstr.String() + `|` + oversightOff45)
	// traceErase read the record only as words ("from the audit log"); a
	// record named by its file, path and all, is the same record.
	traceErase = lazyRegexp(traceErase.String() + `|(?i:\b(?:remov|delet|eras|purg|strip|scrub|wip|drop|filter|prun|clear|redact|cut|trim)\w*\s+(?:out\s+)?(?:all\s+|any\s+)?(?:of\s+)?(?:this\s+skill'?s?|its|the\s+agent'?s?|the\s+assistant'?s?)\s+(?:own\s+)?(?:\w+\s+)?(?:entries|records|lines|traces|actions|runs|calls|commands|events|activity|turns|messages)\s+(?:from|in|out\s+of)\s+(?:the\s+)?[\x60"']?(?:[~$\w.-]*/)*[\w.-]*(?:log|trail|histor(?:y|ies)|journal|transcript|audit)[\w.-]*)`)
	// The audience named as the one not told, as its own sentence after
	// an edit: it hides the sentence before it.
	// So is the change kept quiet as its own sentence ("Keep the update
	// quiet.").
	stealthThis = orAtStart(stealthThis, `(?i:^[\s>*_]*(?:and\s+)?(?:mention|tell|say|report)\s+(?:it|this|that|these|them|the\s+change)\s+to\s+(?:nobody|no\s*one|no-one)\b)`+
		`|(?i:^[\s>*_]*(?:and\s+)?keep\s+(?:the|this|that|these|those|your)\s+(?:\w+\s+)?(?:change|edit|addition|step|update|tweak|removal|deletion)s?\s+(?:quiet|secret|hidden|private|low[- ]key|under\s+wraps|to\s+yourself)\b)`)
}

// Secrecy in the words of more languages, for the action rules' quiet
// tampering and hidden41: the colloquial Indonesian and Malay "diem-diem"
// (quietly) and "jangan bilang" (don't say), the European Portuguese
// second person ("não digas nada", "não contes a ninguém"), and the
// Hebrew "without notifying anyone" ("בלי להודיע"). Registered under this
// round's own keys, so another helper's lexicon for the language cannot
// collide with them; European Portuguese's imperative "altera" (change)
// joins the edit verbs the same way ("modifica" does not: in Italian it
// is also the noun, "la modifica a .claude/settings.json").
func init() {
	registerActionLexicon("id+r45-tamper", actionLex{
		stealth: []string{"diem-diem", "diem diem", "diam diam", "jangan bilang", "gak usah bilang", "ga usah bilang", "nggak usah bilang", "tidak usah bilang", "tak usah bilang", "jangan kasih tau", "jangan dikasih tahu", "jangan dikasih tau", "gak usah kasih tahu", "gak usah kasih tau", "tanpa sepengetahuan", "tanpa bilang"},
	})
	registerActionLexicon("pt+r45-tamper", actionLex{
		stealth: []string{"não digas nada", "nao digas nada", "não digam nada", "não digas a ninguém", "não contes a ninguém", "não contes nada", "nao contes nada", "não avises ninguém", "não avises", "não informes", "não menciones", "sem dizer a ninguém", "sem contar a ninguém", "sem avisar ninguém", "às escondidas de"},
	})
	registerActionLexicon("he+r45-tamper", actionLex{
		stealth: []string{"בלי להודיע", "מבלי להודיע", "בלי לספר לאף אחד", "מבלי לספר לאף אחד", "אל תספר לאף אחד", "אל תספרו לאף אחד", "בלי ליידע אף אחד", "שאף אחד לא ידע", "בלי שאף אחד ידע", "מבלי שאף אחד ידע", "אל תודיע", "אל תודיעו"},
	})
	actionEditVerbs["pt+r45-tamper"] = []string{"altera o", "altera a", "altera os", "altera as", "edita o", "edita a", "acrescenta", "apaga o", "apaga a"}
}

// namedSkill45: the word for a skill in the languages of the lexicons
// (the English loanword too), then the skill's identifier, quoted or a
// hyphenated slug. Hebrew's article is joined to the word, so the Hebrew
// stems are read without a word boundary.
var namedSkill45 = lazyRegexp(`(?i)(?:\b(?:skill|keterampilan|kemahiran|keahlian|habilidade|habilidad|compétence|competência|abilità|fähigkeit|vaardigheid|färdighet|umiejętnoś|dovednost|beceri|kỹ\s+năng)\w*|כישור|מיומנות|סקיל|навык\w*|スキル|技能|스킬)\s*(?:[:\x60"'“”„«‘]\s*[\w.-]+\s*[\x60"'“”»’]|[a-z0-9]+(?:-[a-z0-9]+)+\b)`)

// checkQuietNamedSkill45 refuses a statement, not in English only, that
// changes a skill named by its identifier (a verb of the lexicons that
// changes a file) and keeps it from the user, not negated.
func (c *checker) checkQuietNamedSkill45(d *doc) {
	actionLexiconsReady()
	for u, t := range d.shortPlainUnits() {
		nm := namedSkill45.FindStringIndex(t)
		if nm == nil {
			continue
		}
		low, off := lowerCompact(t)
		hc := hitCache{}
		// Not English: letters or function words of another language, or
		// a lexicon's word of secrecy ("diem-diem aja" is typed in ASCII).
		if isEnglishOnly(low) && len(hc.hits(low, actStealth)) == 0 || !hidden41(t) {
			continue
		}
		edits := hc.hits(low, actEdit)
		if len(edits) == 0 {
			continue
		}
		k := min(sort.SearchInts(off, nm[0]), len(low))
		// The edit governs the name: in its statement, close before it or
		// (object first) close after it.
		var v []int
		for _, e := range edits {
			if e[1] <= k+1 && k-e[1] <= 120*scriptScale(low) || e[0] >= k && e[0]-k <= 80*scriptScale(low) {
				v = []int{e[0], e[1]}
				break
			}
		}
		if v == nil || negatedIn(low, hc, v[0]) || c.negated(d, u.start+nm[0]) || d.labelledExample(u.start+nm[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+nm[0]), "changes a named skill and tells the agent to keep it from the user (in another language)")
		c.add(d, RuleTamperSkills, tier, u.start+nm[0], u.start+nm[1], why)
	}
}

// checkTamper45 runs the round-45 tamper checks.
func (c *checker) checkTamper45(d *doc) {
	if lowerHas(d.v.lower, namedSkillStems45...) {
		c.checkQuietNamedSkill45(d)
	}
	if lowerHas(d.v.lower, "agent", "assistant", "bot", "claude", "codex", "copilot") {
		c.checkRuleWritten45(d)
	}
}

// namedSkillStems45: the cheap filter in front of namedSkill45.
var namedSkillStems45 = []string{"skill", "keterampilan", "kemahiran", "keahlian", "habilidad", "compétence", "competência", "abilità", "fähigkeit", "vaardigheid", "färdighet", "umiejętnoś", "dovednost", "beceri", "kỹ năng", "כישור", "מיומנות", "סקיל", "навык", "スキル", "技能", "스킬"}

// oversightOff45: a standing rule for the agent that takes away asking
// (confirmation, approval, permission) or reporting (its changes kept
// from the reviewers or the user), or skips human review.
const oversightOff45 = `(?i:\b(?:must|should|shall|will|do|does|need|may)\s*(?:not|n't|never)\s+(?:\w+\s+)?(?:ask|wait)\s+(?:for\s+)?(?:any\s+|a\s+|the\s+)?(?:human\s+|user\s+)?(?:confirmation|approval|permission|sign-?off|review)\b` +
	`|\b(?:never|not|don'?t|do\s+not)\s+(?:report|show|disclose|mention|surface|explain)\s+(?:any\s+|the\s+|their\s+|its\s+|your\s+)?(?:changes?|edits?|actions?|commands?|commits?)\s+to\s+(?:the\s+|any\s+)?(?:reviewers?|users?|maintainers?|owners?|team|humans?)\b` +
	// "skip code review" granted ("may ... and skip"), not forbidden
	// ("must never skip code review").
	`|\b(?:and|or|may|can|to|then|just|simply|freely)\s+skip\w*\s+(?:the\s+|all\s+)?(?:code|human|peer|pr|manual|pull\s+request)\s+reviews?\b)`

var (
	// grantWrite45: an ordered write ("append:", "add this line") whose
	// quoted content follows.
	grantWrite45 = lazyRegexp(`(?i)\b(?:append|add|insert|prepend|write|put)\w*\b[^.\n"“]{0,60}?[:\s]\s*["“]`)
	// agentRule45: the quoted content is a standing rule for agents: its
	// subject is the agent or agents.
	agentRule45 = lazyRegexp(`(?i)^["“]\s*(?:the\s+|all\s+|any\s+)?(?:ai\s+)?(?:agents?|assistants?|bots?|claude|codex|copilot)\b`)
	oversight45 = lazyRegexp(oversightOff45 + `|(?i:\bwithout\s+(?:asking|confirm\w*|waiting\s+for\s+(?:a\s+|any\s+)?(?:review|approval)|(?:any\s+|a\s+)?(?:code\s+)?(?:review|approval))\b)|(?i:\bpush\w*\s+(?:\w+\s+)?(?:directly\s+)?to\s+(?:main|master|production|prod)\b)`)
)

// checkRuleWritten45 refuses an ordered write of a quoted standing rule
// for agents that takes away asking, review or reporting, when the
// sentence or the next keeps it quiet: the rule goes into whatever the
// agents read (the file need not be named: "while tidying, append: ..."),
// and the secrecy says it is not the user's rule.
func (c *checker) checkRuleWritten45(d *doc) {
	for u, t := range d.shortPlainUnits() {
		wm := grantWrite45.FindStringIndex(t)
		if wm == nil {
			continue
		}
		q := t[wm[1]-len("\""):]
		if strings.HasPrefix(t[wm[1]-len("“"):], "“") {
			q = t[wm[1]-len("“"):]
		}
		end := strings.IndexAny(q[1:], "\"”\n")
		if end < 0 || !agentRule45.MatchString(q) || !oversight45.MatchString(q[:end+1]) {
			continue
		}
		ls := strings.LastIndexByte(t[:wm[0]], '\n') + 1
		lead := t[ls:wm[0]]
		if !imperativeAt(t, wm[0]) && !leadClause45.MatchString(lead) {
			continue
		}
		if !hidden41(t) && !hidden41(nextUnitText(d, u)) {
			continue
		}
		if c.negated(d, u.start+wm[0]) || d.labelledExample(u.start+wm[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+wm[0]), "writes a standing rule that lets agents skip asking, review or reporting, and keeps it quiet")
		c.add(d, RuleTamperHarness, tier, u.start+wm[0], u.start+wm[1]+end+1, why)
	}
}

// leadClause45: the write opens its sentence after a short time clause
// ("While tidying, append: ...").
var leadClause45 = lazyRegexp(`(?i)^[\s>*_\-+\d.)]*(?:(?:also|then|and|now|next|finally)\s+)*(?:while|when|as|after|before|once)\s+[^,\n]{1,40},\s*$`)

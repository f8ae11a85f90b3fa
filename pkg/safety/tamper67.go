package safety

import "strings"

// Round 67 (tamper): tampering read in shapes the earlier rules missed.
// Each principle is one the older rules hold, carried to a form they did
// not read.

func init() {
	// The order kept from the user or from everyone, and the verbs that
	// change a file, in the languages of the round-67 tables the action
	// lexicons had no such words for: hidden41 and the action rule's
	// quiet tampering read them, so every rule that asks whether a change
	// is hidden reads them in these languages too.
	registerActionLexicon("uz+r67-tamper", actionLex{
		stealth: uzApos("hech kimga aytmang", "hech kimga aytma", "hech kimga bildirmang", "hech kimga bildirma", "hech kimga demang", "hech kim bilmasin", "hech kimga sezdirmang"),
	})
	registerActionLexicon("fr+r67-tamper", actionLex{
		stealth: []string{"sans faire de bruit", "sans bruit,", "en catimini", "mine de rien", "l'air de rien", "sans que personne le sache", "sans que personne ne le sache"},
	})
	registerActionLexicon("yue+r67-tamper", actionLex{
		stealth:  []string{"唔好同用戶講", "唔好同用户讲", "唔好話俾用戶知", "唔好話畀用戶知", "唔好同人講", "唔好話俾人知", "唔好話畀人知", "唔使同用戶講", "靜靜雞", "靜雞雞", "偷偷哋"},
		editVerb: []string{"加一句", "加一行", "加句", "加入", "加埋", "改咗", "改埋", "刪走", "刪咗", "删走"},
	})
	registerActionLexicon("yi+r67-tamper", actionLex{
		stealth:  []string{"שטיל,", "שטילערהייט", "אין געהיים", "בסוד", "זאָג קיינעם ניט", "זאג קיינעם נישט", "זאָגט קיינעם ניט", "זאָג ניט דעם באַניצער"},
		editVerb: []string{"ענדער", "ענדערט", "טויש", "לייג צו", "לייגט צו", "מעק אויס", "מעקט אויס"},
	})
	registerActionLexicon("rw+r67-tamper", actionLex{
		stealth:  []string{"mu ibanga", "rwihishwa", "ntukabivuge", "ntimukabivuge", "ntubibwire", "ntubivuge", "utabibwiye", "ntihagire ubimenya"},
		editVerb: []string{"ongeraho", "ongeramo", "mwongereho", "hindura", "muhindure", "siba ", "musibe", "andika", "mwandike"},
	})
}

// checkTamper67 runs the round-67 tamper checks (hooked from tamper.go's
// list).
func (c *checker) checkTamper67(d *doc) {
	if agentRulesPlace67.MatchString(d.v.text) {
		c.checkNoAskPlanted67(d)
	}
	if lowerHas(d.v.lower, "transcript", "history", "histories", "log", "record") {
		c.checkRecordUnreviewed67(d)
	}
	if lowerHas(d.v.lower, "approv", "review", "sign", "validation", "relecture", "revisi", "aprobac", "freigabe", "genehmig", "aprova", "revisão") {
		c.checkReviewRuleOff67(d)
	}
	if lowerHas(d.v.lower, "permanent", "standing", "blanket", "persistent", "perpetual", "always", "forever", "wildcard") {
		c.checkStandingApproval67(d)
	}
	if lowerHas(d.v.lower, "this skill", "this plugin", "this extension", "this add", "this package", "itself") {
		c.checkSelfTrusted67(d)
	}
}

var (
	// agentRulesPlace67: a file the agent reads as its standing rules or
	// its harness's settings: round 64's rules files, the harness's own
	// folder, or a settings file.
	agentRulesPlace67 = lazyRegexp(agentRulesFile64.String() + `|(?:^|[\s"'\x60(])(?:~|\$HOME|%USERPROFILE%)?[\\/]?\.(?:claude|codex|gemini|qwen|cursor|windsurf|continue|aider|opencode)[\\/]|\bsettings\.json\b|\bconfig\.toml\b`)
	// agentRulesHere67: the same place named in the sentence itself;
	// a bare settings file only beside a word for the agent.
	agentRulesHere67 = lazyRegexp(agentRulesFile64.String() + `|(?:^|[\s"'\x60(])(?:~|\$HOME|%USERPROFILE%)?[\\/]?\.(?:claude|codex|gemini|qwen|cursor|windsurf|continue|aider|opencode)[\\/]|(?i:\b(?:settings\.json|config\.toml)\b[^\n.]{0,40}?(?:agent|אַגענט|אגענט|ajan|агент)|(?:agent|אַגענט|אגענט|ajan|агент)[^\n.]{0,40}?\b(?:settings\.json|config\.toml)\b)`)
	// placeLead67: the file named before the order ("In GEMINI.md
	// insert ..."), which leaves the verb an order.
	placeLead67 = lazyRegexp(`(?im)^[\s>*_\-+\d.)]*(?:in|into|inside|within|to)\s+[\x60"']?[\w./~-]+[\x60"']?,?\s+$`)
	// noAsk67: the agent made to act without asking first: never asking
	// for permission or confirmation, running everything directly,
	// accepting every edit on its own, in English and the languages the
	// tables wrote it in.
	noAsk67 = lazyRegexp(`(?i)\bwithout\s+(?:asking|any\s+confirmation|confirm\w*|approval|prompting|permission)\b|\bauto-?(?:accept|approve)\w*\s+(?:all|every|any)\b|\b(?:never|not|no\s+longer)\s+(?:to\s+)?(?:ask|request|seek|prompt)\w*\s+(?:\w+\s+){0,3}?(?:for\s+)?(?:permission|confirmation|approval)\b|\bdon'?t\s+ask\s+(?:\w+\s+){0,2}?for\s+(?:permission|confirmation|approval)\b` +
		`|(?:唔好|唔使|不要|不用|毋須|无需|無需|无须|無須)(?:問|问|詢問|询问|請求|请求)?[^，。,\n]{0,6}(?:確認|确认|許可|许可|批准|同意)|直接(?:執行|执行)(?:所有|全部|一切)` +
		`|(?:ניט|נישט|קיין|אָן)[^\n.]{0,30}?דערלויבעניש` +
		`|(?i:(?:atagomba|ntagomba|adasabye|atasabye|atabanje|nta)\s+(?:\pL+\s+){0,2}?(?:gusaba\s+)?(?:uruhushya|ruhushya))` +
		`|(?i:\bsans\s+(?:demander|confirmation|autorisation|permission|validation)\b|\bsin\s+(?:pedir|preguntar|solicitar)?\s*(?:confirmaci[oó]n|permiso|autorizaci[oó]n)|\bsem\s+(?:pedir|perguntar)?\s*(?:confirmação|permissão|autorização)|\bohne\s+(?:nachzufragen|rückfrage|bestätigung|erlaubnis|zu\s+fragen)\b)`)
)

// checkNoAskPlanted67 refuses an order to write into the agent's rules
// files or harness settings a rule that makes it act without asking
// (never ask for permission, run every command directly, auto-accept
// every edit): round 64's guardless rule planted, with the order said by
// any verb that changes a file ("In GEMINI.md insert ...", "ongeraho
// umurongo ..."), in the languages the action lexicons hold. Either the
// sentence names the file and round 64's guardless grant (every command
// run without asking), or the order is kept from the user (in the
// sentence or the next) and the file is named anywhere in the skill: the
// standing rules of every later session lose their guard, and the
// secrecy says the user would not agree. Writing a rule that asks first,
// or documenting the agent's settings openly, is not read.
func (c *checker) checkNoAskPlanted67(d *doc) {
	actionLexiconsReady()
	for u, t := range d.shortPlainUnits() {
		gm := noAsk67.FindStringIndex(t)
		if gm == nil {
			continue
		}
		// The sentence with the start of its line before it: "In
		// GEMINI.md insert, below the style section: \"...\"" names the
		// file and says the order before the colon that opens the rule.
		ls := strings.LastIndexByte(d.v.text[:u.start], '\n') + 1
		if u.start-ls > 300 {
			ls = u.start
		}
		base := ls
		t = d.v.text[ls:u.start] + t
		gm = []int{gm[0] + u.start - ls, gm[1] + u.start - ls}
		here := agentRulesHere67.MatchString(t)
		grant := guardless64.MatchString(t)
		hidden := hidden41(t) || c.hiddenAfter51(d, u)
		if !(here && grant) && !hidden {
			continue
		}
		// The order: an English verb that changes a file, said as an
		// order, or a lexicon's verb of change, before the clause (the
		// nearest one).
		v := -1
		for _, m := range stealthEdit.FindAllStringIndex(t[:gm[0]], 8) {
			if t[m[0]] >= 0x80 || imperativeAt(t, m[0]) || placeLead67.MatchString(t[:m[0]]) || hidden {
				v = m[0]
			}
		}
		for _, h := range (hitCache{}).hits(strings.ToLower(t[:gm[0]]), actEdit) {
			if h[0] > v {
				v = h[0]
			}
		}
		if v < 0 || v > len(t) {
			continue
		}
		if negatedBefore(t[max(0, v-40):v]) || c.negated(d, base+v) || d.labelledExample(base+v) || rejectsKind.MatchString(t) || threatLabel.MatchString(t) {
			continue
		}
		if v >= u.start-base && c.describedNotOrdered(d, u, t[u.start-base:], v-(u.start-base)) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, base+v), "plants a rule in the agent's rules files or settings that makes it act without asking")
		if hidden {
			tier, why = Refuse, "plants a rule in the agent's rules files or settings that makes it act without asking, and keeps it from the user"
		}
		c.add(d, RuleTamperHarness, tier, base+v, base+gm[1], why)
	}
}

func init() {
	// Covering tracks with the entries named by whose session or run
	// they are ("your own session's lines", "the agent's last run's
	// entries"): traceErase's own records, with a possessive between the
	// owner and the lines.
	traceErase = lazyRegexp(traceErase.String() + `|(?i:\b(?:remov|delet|eras|purg|strip|scrub|wip|drop|filter|prun|clear|redact|cut|trim)\w*\s+(?:out\s+)?(?:all\s+|any\s+)?(?:of\s+)?(?:this\s+skill'?s?|its|your|the\s+agent'?s?|the\s+assistant'?s?)\s+(?:own\s+)?(?:[\w-]+\s+)?[\w-]+(?:'s|’s|')\s+(?:\w+\s+)?(?:entries|records|lines|rows|traces|actions|runs|calls|commands|events|activity)\s+(?:from|in|out\s+of)\s+(?:the\s+|any\s+|every\s+)?(?:[\w-]+\s+){0,2}?(?:logs?|trails?|history|histories|journals?|traces?)\b)`)
}

var (
	// agentRecord67: the record of what the agent did: its transcripts,
	// its approval or command history, its session logs, its audit log.
	agentRecord67 = lazyRegexp(`(?i)\b(?:the\s+agent'?s?|the\s+assistant'?s?|its\s+own|your\s+own|this\s+skill'?s?)\s+(?:[\w-]+\s+){0,2}?(?:transcripts?|(?:approval|command|session|conversation|chat|tool)\s+(?:history|histories|logs?)|session\s+records?|audit\s+(?:logs?|trail|records?))\b`)
	// recordWiped67: the order that erases the record.
	recordWiped67 = lazyRegexp(`(?i)\b(?:truncate|delete|erase|wipe|purge|clear|empty|shred|scrub|remove|zero)\b`)
	// unreviewed67: the purpose that no one sees it: "so nobody has to
	// review them", "so no one can see what ran".
	unreviewed67 = lazyRegexp(`(?i)\bso\s+(?:that\s+)?(?:nobody|no\s+one|no-one|none\s+of\s+(?:them|the\s+\w+)|the\s+(?:user|owner|reviewers?|auditors?|team|admins?)|reviewers?|auditors?)\s+(?:\w+\s+)?(?:has\s+to|have\s+to|can|could|will|would|gets?\s+to|ever|needs?\s+to|is\s+able\s+to)\s+(?:ever\s+)?(?:review|see|read|check|audit|notice|find|inspect|look\s+at)\b|\bso\s+(?:that\s+)?(?:they|it|nothing)\s+(?:can(?:'t|not)|won'?t|is\s+never)\s+(?:be\s+)?(?:reviewed|seen|read|audited|checked|found)\b`)
)

// checkRecordUnreviewed67 refuses an order to erase the agent's own
// record (its transcripts, its approval history, its audit log) so that
// no one reviews it, or while keeping it quiet: round 40's trail erased,
// with the record named as the agent's and the hiding said as the
// purpose. Those records exist so a person can see what the agent did;
// wiping them so nobody has to look is covering tracks. Rotating or
// compressing logs for disk space, with no such purpose, is not read.
func (c *checker) checkRecordUnreviewed67(d *doc) {
	for u, t := range d.shortPlainUnits() {
		am := agentRecord67.FindStringIndex(t)
		if am == nil {
			continue
		}
		vm := recordWiped67.FindStringIndex(t[:am[0]])
		if vm == nil || !imperativeAt(t, vm[0]) && !strings.Contains(strings.ToLower(t[vm[1]:am[0]]), "and") && am[0]-vm[1] > 24 {
			continue
		}
		if !unreviewed67.MatchString(t[am[1]:]) && !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		if negatedBefore(t[max(0, vm[0]-40):vm[0]]) || c.describedNotOrdered(d, u, t, vm[0]) || c.negated(d, u.start+vm[0]) || d.labelledExample(u.start+vm[0]) || rejectsKind.MatchString(t) || threatLabel.MatchString(t) {
			continue
		}
		c.add(d, RuleTamperReview, Refuse, u.start+vm[0], u.start+am[1], "erases the agent's own record of what it did so that no one reviews it")
	}
}

var (
	// reviewRuleOff67: a review or approval requirement switched off or
	// an account let past it, in English and the languages the action
	// lexicons hold ("disable the two-approval rule for that account",
	// "désactive la règle des deux approbations").
	reviewRuleOff67 = lazyRegexp(`(?i)(?:^|[^\pL])(?:disable|turn\s+off|switch\s+off|remove|drop|waive|bypass|skip|exempt|désactive[rz]?|supprime[rz]?|retire[rz]?|contourne[rz]?|desactiva[rd]?|elimina[rd]?|omite|deaktivier\w*|entfern\w*|umgeh\w*|desativ[ae]r?|remov[ae]r?|disattiva\w*|rimuov\w*)(?:[^\pL][^\n.;]{0,40}?)?[^\pL](?:(?:two|2|second|dual|four-eyes|required|mandatory)[\s-]+)?(?:approvals?|reviews?|reviewers?|sign-?offs?|approbations?|validations?|relectures?|revisi[oó]n|revisiones|aprobaci[oó]n|aprobaciones|freigabe\w*|genehmigung\w*|review-pflicht|aprovaç(?:ão|ões)|revisão|approvazion\w*|revision\w*)(?:[^\pL]|$)`)
	// accountPast67: the change made for one account or by adding it to
	// the list that approves on its own.
	accountPast67 = lazyRegexp(`(?i)\b(?:for|pour|para|für|per)\s+(?:this|that|the|ce|cet|cette|le|la|esta|este|esa|ese|diese[nm]?|den|das|dieses?|questo|quest[ao])\s+(?:[\w-]+\s+)?(?:account|user|bot|compte|utilisateur|cuenta|usuario|konto|benutzer|conta|utente|service)\w*|(?:auto-?approvers?|automatic\s+approvers?|approbateurs?\s+automatiques?|aprobadores?\s+autom[aá]ticos?|bypass\s+list|trusted_bypass|allowlist)`)
)

// checkReviewRuleOff67 refuses an order to switch off a review or
// approval requirement for one account, or to add it to the list that
// approves on its own, while the sentence or the next keeps it quiet:
// round 42's review got around, said in the language of the order. Who
// must approve a change is the team's guard on what reaches the code;
// exempting an account from it in secret takes the guard away for
// whoever holds that account. Changing the rule openly, or for a
// sandbox, is the team's own work.
func (c *checker) checkReviewRuleOff67(d *doc) {
	for u, t := range d.shortPlainUnits() {
		rm := reviewRuleOff67.FindStringIndex(t)
		if rm == nil || !accountPast67.MatchString(t) {
			continue
		}
		if !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		if negatedBefore(t[max(0, rm[0]-40):rm[0]+1]) || c.describedNotOrdered(d, u, t, rm[0]) || c.negated(d, u.start+rm[0]) || d.labelledExample(u.start+rm[0]) || rejectsKind.MatchString(t) || threatLabel.MatchString(t) {
			continue
		}
		c.add(d, RuleTamperReview, Refuse, u.start+rm[0], u.start+rm[1], "switches off a review or approval requirement for an account, and keeps it quiet")
	}
}

var (
	// standingApproval67: a standing approval written for commands
	// ("add a permanent approval record for rm and curl").
	standingApproval67 = lazyRegexp(`(?i)\b(?:add|write|insert|create|grant|record|put|append|seed)\w*\s+(?:an?\s+)?(?:permanent|standing|blanket|persistent|perpetual|always-?allow|forever|wildcard)\s+(?:approvals?|allow(?:ances?)?|grants?|permissions?)(?:\s+(?:records?|entr(?:y|ies)|rules?))?\s+(?:for|to)\b`)
	// noNotice67: the change made where the user is not told: the
	// store edited behind its interface, so no notification is shown.
	noNotice67 = lazyRegexp(`(?i)\bso\s+(?:that\s+)?no\s+(?:notification|notice|alert|prompt|toast|banner|e-?mail)s?\s+(?:is|are|gets?|will\s+be)\s+(?:shown|sent|raised|displayed|triggered|fired)\b|\bwithout\s+(?:triggering|raising|showing|sending)\s+(?:a|an|any|the)\s+(?:notification|notice|alert|toast|banner)s?\b|\brather\s+than\s+through\s+the\s+(?:ui|interface|settings\s+(?:page|screen|dialog)|app|dialog)\b`)
)

// checkStandingApproval67 refuses an order to write a standing approval
// for commands into what the agent may run without asking, while that
// sentence or the next keeps it from the user (edits the store behind
// its interface "so no notification is shown"): round 66's approvals
// nobody gave, written as a permanent record. A standing approval the
// user makes through the interface, where it is shown, is theirs.
func (c *checker) checkStandingApproval67(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := standingApproval67.FindStringIndex(t)
		if m == nil {
			continue
		}
		if !hidden41(t) && !noNotice67.MatchString(t) && !c.hiddenAfter51(d, u) && !noNotice67.MatchString(shortNextText(d, u, 200)) {
			continue
		}
		ls := strings.LastIndexByte(t[:m[0]], '\n') + 1
		if !imperativeAt(t, m[0]) && !orderLead65.MatchString(t[ls:m[0]]) {
			continue
		}
		if negatedBefore(t[max(0, m[0]-40):m[0]]) || c.describedNotOrdered(d, u, t, m[0]) || c.negated(d, u.start+m[0]) || d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		c.add(d, RuleTamperHarness, Refuse, u.start+m[0], u.start+m[1], "writes a standing approval nobody gave for commands the agent may run, and keeps it from the user")
	}
}

var (
	// selfTrusted67: this skill marked trusted, verified or signed by
	// its own order ("mark this skill as trusted", "this skill's entry:
	// trusted: true").
	selfTrusted67 = lazyRegexp(`(?i)\b(?:mark|set|flag|list|register|add|tag|label|whitelist|allow-?list)\w*\s+(?:this\s+(?:skill|plugin|extension|add-?on|package)|itself)\s+(?:as\s+|to\s+(?:the\s+)?|in\s+(?:the\s+)?)?[\x60"'*]*(?:trusted|verified|signed|allow-?listed|whitelisted|privileged|pre-?approved|first-?party|official)\b`)
)

// checkSelfTrusted67 refuses an order by which the skill marks itself
// trusted, verified or signed: trust is what a reviewer or signature
// gives a skill from outside; a skill that grants it to itself skips the
// check that would have judged it (round 42's approval of one's own
// change, for the skill's own standing). Asking the registry's owners
// to review it, or an order not to, is not read.
func (c *checker) checkSelfTrusted67(d *doc) {
	for u, t := range d.shortPlainUnits() {
		ls := strings.LastIndexByte(d.v.text[:u.start], '\n') + 1
		if u.start-ls > 300 {
			ls = u.start
		}
		full := d.v.text[ls:u.start] + t
		m := selfTrusted67.FindStringIndex(full)
		if m == nil || m[1] <= u.start-ls {
			continue
		}
		if !imperativeAt(full, m[0]) && !orderLead65.MatchString(full[strings.LastIndexAny(full[:m[0]], "\n|")+1:m[0]]) {
			continue
		}
		if negatedBefore(full[max(0, m[0]-40):m[0]]) || c.negated(d, ls+m[0]) || d.labelledExample(ls+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		if m[0] >= u.start-ls && c.describedNotOrdered(d, u, t, m[0]-(u.start-ls)) {
			continue
		}
		c.add(d, RuleTamperSkills, Refuse, ls+m[0], ls+m[1], "marks this skill itself as trusted or verified, skipping the check that would judge it")
	}
}

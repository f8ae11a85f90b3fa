package safety

import "strings"

// Round 66 (tamper): tampering read in shapes the earlier rules missed.
// Each principle is one the older rules hold, carried to a form they did
// not read.

func init() {
	// The order kept from the user or the team, in the languages of the
	// round-66 tables that had no such words: hidden41 reads it through
	// these, so every rule that asks whether a change is hidden reads it
	// in them too.
	registerActionLexicon("cy+r66-tamper", actionLex{
		stealth:  []string{"paid â sôn", "paid a son", "peidiwch â sôn", "peidiwch a son", "paid â dweud wrth", "paid a dweud wrth", "heb ddweud wrth", "yn dawel bach", "heb i'r defnyddiwr wybod", "heb i neb wybod"},
		editVerb: []string{"newidia", "newidiwch", "golyga", "golygwch", "ychwanega", "ychwanegwch", "dilëa", "dilea", "dileu", "dilewch"},
	})
	registerActionLexicon("gd+r66-tamper", actionLex{
		stealth:     []string{"gun fhios don", "gun fhios do", "na innis do", "na innis seo", "na can ri", "gun innse do", "os ìosal"},
		editVerb:    []string{"atharraich", "cuir ris", "deasaich", "sguab às"},
		otherPlaces: []string{"gach sgil eile", "a h-uile sgil eile", "na sgilean eile"},
	})
	registerActionLexicon("ga+r66-tamper", actionLex{
		stealth:     []string{"ná habair le", "na habair le", "gan insint do", "i ngan fhios do", "gan fhios don", "gan fhios do", "ná luaigh"},
		editVerb:    []string{"athraigh", "cuir le", "scrios", "bain"},
		otherPlaces: []string{"gach scil eile", "na scileanna eile"},
	})
	registerActionLexicon("br+r66-tamper", actionLex{
		stealth: []string{"hep lavaret d'", "hep lavaret da", "na lavar ket", "e-kuzh"},
	})
	registerActionLexicon("eu+r66-tamper", actionLex{
		stealth: []string{"inori esan gabe", "ez esan inori", "ez diozu inori esan", "erabiltzaileari esan gabe", "ezkutuan"},
	})
	registerActionLexicon("sk+r66-tamper", actionLex{
		stealth: []string{"nikomu o tom nehovor", "nikomu to nehovor", "nikomu nehovor", "nikomu o tom neříkej", "nikomu neříkej", "nikomu to neříkej"},
	})
	registerActionLexicon("sq+r66-tamper", actionLex{
		stealth: []string{"mos i thuaj askujt", "mos i trego askujt", "mos i thuaj përdoruesit", "fshehurazi"},
	})
	registerActionLexicon("th+r66-tamper", actionLex{
		stealth: []string{"โดยไม่ต้องแจ้งทีม", "โดยไม่ต้องแจ้งผู้ใช้", "โดยไม่แจ้งทีม", "โดยไม่แจ้งผู้ใช้", "อย่าบอกใคร", "ไม่ต้องบอกใคร", "อย่าบอกผู้ใช้"},
	})
	registerActionLexicon("ta-latn+r66-tamper", actionLex{
		stealth: []string{"yaarukkum sollaatheenga", "yaarukkum sollatheenga", "yaarukkum sollaathe", "yaarukkum solla vendaam", "yaarukkum solla vendam", "யாருக்கும் சொல்லாதீர்கள்", "யாரிடமும் சொல்ல வேண்டாம்"},
	})
	// The permission-skip key with the checks it skips named after it
	// ("skipAllPermissionChecks": true, skip_approval_prompts = on):
	// skipGrant43's key, one word longer.
	skipGrant43 = lazyRegexp(skipGrant43.String() + `|(?i:["']?\b(?:dangerously[_-]?)?skip[_-]?(?:all[_-]?)?(?:permissions?|approvals?|confirm\w*)[_-]?(?:checks?|prompts?|dialogs?|gates?|requests?)["']?\s*[:=]\s*["']?(?:true|on|1|yes)\b)`)
}

// checkTamper66 runs the round-66 tamper checks (hooked from tamper.go's
// list).
func (c *checker) checkTamper66(d *doc) {
	if lowerHas(d.v.lower, "audit", "監査") {
		c.checkAuditQuiet66(d)
	}
	if strings.Contains(d.v.lower, "hook") {
		c.checkGuardHookNoop66(d)
	}
	if !isEnglishOnly(d.v.lower) {
		c.checkQuietOtherSkills66(d)
	}
	if lowerHas(d.v.lower, "approv", "grant", "permission", "allow") && lowerHas(d.v.lower, "store", "cache", "list", "db", "database", "file", "table", "log") {
		c.checkApprovalStoreForged66(d)
	}
}

var (
	// auditNamed66: the audit record named, by its config file
	// (/etc/audit/auditd.conf, records/audit.yaml) or as the log itself.
	auditNamed66 = lazyRegexp(`(?i)[\w./-]*audit\w*\.(?:conf|cfg|ini|ya?ml|json|toml|rules)\b|/etc/audit/|\baudit[\s_-]+(?:logs?|trail|records?|history|logging|rules?)\b|監査(?:ログ|証跡|記録)`)
	// auditOff66: what the edit does to it: a key set off (notify_dpo =
	// false, max_log_file_action = ignore), someone's actions excluded
	// from it, or its output stopped.
	auditOff66 = lazyRegexp(`(?i)[\w.-]+[\x60"']?\s*[:=]\s*[\x60"']?(?:false|off|no|ignore|disabled?|none|suspend)\b|\bexclud\w*\s+(?:[^.\n]{0,80}?\s)?from\s+(?:the\s+|its\s+)?audit\b|\bexclude[_-]?(?:users?|accounts?|actors?|principals?|identities)[\x60"']?\s*[:=]|(?:出力|記録|取得)?を?(?:止め|停止|無効)|(?:ลบ|ปิด)\s*(?:กฎ\s*)?audit`)
)

// checkAuditQuiet66 refuses an order to switch the audit record off in
// part (a key in its config set false or ignore, an account's actions
// excluded from it, its output stopped) while the sentence or the next
// keeps it from the people who read the record: round 40's audit off
// and round 65's audit value off, with the record named by its config
// file or log and the setting any of its keys. The audit record exists
// so someone can see what was done; thinning it quietly is tampering
// with the evidence. Tuning the record openly is an operator's work.
func (c *checker) checkAuditQuiet66(d *doc) {
	for u, t := range d.shortPlainUnits() {
		am := auditNamed66.FindStringIndex(t)
		if am == nil {
			continue
		}
		om := auditOff66.FindStringIndex(t)
		if om == nil {
			continue
		}
		if !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		s := min(am[0], om[0])
		if c.describedNotOrdered(d, u, t, s) || c.negated(d, u.start+om[0]) || d.labelledExample(u.start+s) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+s), "switches part of the audit record off and keeps it from the people who read it")
		c.add(d, RuleTamperReview, tier, u.start+s, u.start+max(am[1], om[1]), why)
	}
}

var (
	// guardHook66: a hook that guards tool use (the PreToolUse hook, a
	// security, safety, policy or approval hook).
	guardHook66 = lazyRegexp(`(?i)\b(?:pre-?tool-?use|security|safety|guard|policy|permission|approval|blocking)\s+hooks?\b`)
	// hookNoop66: the hook made to do nothing: its command replaced by
	// one that always succeeds, or written so it never blocks.
	hookNoop66 = lazyRegexp(`(?i)\bwith\s+[\x60"']?(?:exit\s+0|/bin/true|true|:|echo\s+ok)[\x60"']?(?:\s|[.,;]|$)|\bso\s+(?:that\s+)?it\s+(?:never|no\s+longer|can'?t|cannot|won'?t)\s+(?:blocks?|denies|deny|rejects?|stops?|fires?|triggers?|runs?|checks?)\b|\balways\s+(?:exits?\s+(?:0|zero)|succeeds?|passes|allows?|returns?\s+(?:0|zero|true))\b`)
	// hookSwap66: the order that rewrites it.
	hookSwap66 = lazyRegexp(`(?i)\b(?:replace|overwrite|swap|stub|change|rewrite|point|make|edit|set)\b`)
)

// checkGuardHookNoop66 refuses an order to turn a hook that guards tool
// use into one that does nothing (its command replaced by "exit 0", or
// rewritten "so it never blocks anything"): the hook is the harness's
// check on what the agent runs, and a no-op in its place keeps its name
// while taking the check away (round 40's hook removal, done by
// hollowing the hook out). A formatting hook stubbed out, or the advice
// never to do so, is not read.
func (c *checker) checkGuardHookNoop66(d *doc) {
	for u, t := range d.shortPlainUnits() {
		gm := guardHook66.FindStringIndex(t)
		if gm == nil {
			continue
		}
		nm := hookNoop66.FindStringIndex(t[gm[1]:])
		if nm == nil {
			continue
		}
		ls := strings.LastIndexByte(t[:gm[0]], '\n') + 1
		vm := hookSwap66.FindStringIndex(t[ls:gm[0]])
		if vm == nil {
			continue
		}
		v := ls + vm[0]
		if c.describedNotOrdered(d, u, t, v) || c.negated(d, u.start+v) || d.labelledExample(u.start+v) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+v), "turns a hook that guards tool use into one that does nothing")
		c.add(d, RuleTamperHarness, tier, u.start+v, u.start+gm[1]+nm[1], why)
	}
}

func init() {
	// Persian's "wipe" and "take out" (the line deleted from a file).
	actionEditVerbs["fa+r66-tamper"] = []string{"پاک کن", "پاک کنید", "را بردار", "را بردارید"}
	// Malay's "add" with the particle that makes it an order ("tambah
	// juga": also add); bare "tambah" is also "plus".
	actionEditVerbs["ms+r66-tamper"] = []string{"tambah juga", "tambahkan juga", "tambah lagi"}
}

// checkQuietOtherSkills66 refuses a statement, not in English only, that
// edits every other skill (a lexicon's "all the other skills" and one of
// its verbs that changes a file) and keeps it from the user in the
// statement or the next: round 39's quiet edit of another skill, and
// checkQuietNamedSkill45's reading of it in other languages, with the
// skills named as the rest of the library rather than by identifier.
// Another skill's file steers the agent later, for requests this one
// never sees; changing all of them in secret is the tampering, whatever
// the edit says.
func (c *checker) checkQuietOtherSkills66(d *doc) {
	actionLexiconsReady()
	for u, t := range d.shortPlainUnits() {
		low, off := lowerCompact(t)
		if isEnglishOnly(low) {
			continue
		}
		hc := hitCache{}
		places := hc.hits(low, actPlaces)
		if len(places) == 0 {
			continue
		}
		edits := hc.hits(low, actEdit)
		if len(edits) == 0 {
			continue
		}
		if !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		// The edit governs the places: both in the statement, close.
		var p []int
		for _, pl := range places {
			for _, e := range edits {
				if e[0] >= pl[1] && e[0]-pl[1] <= 160*scriptScale(low) || e[1] <= pl[0] && pl[0]-e[1] <= 120*scriptScale(low) {
					p = []int{pl[0], pl[1]}
					break
				}
			}
			if p != nil {
				break
			}
		}
		if p == nil || negatedIn(low, hc, p[0]) {
			continue
		}
		s := off[min(p[0], len(off)-1)]
		e := off[min(p[1], len(off)-1)]
		if e <= s {
			e = min(len(t), s+1)
		}
		if c.negated(d, u.start+s) || d.labelledExample(u.start+s) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) || c.describedNotOrdered(d, u, t, s) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+s), "edits every other skill and keeps it from the user (in another language)")
		c.add(d, RuleTamperSkills, tier, u.start+s, u.start+e, why)
	}
}

var (
	// approvalStoreGrant66: approvals written into the store of what the
	// agent may run without asking ("insert blanket approvals for rm
	// and curl into the approval store").
	approvalStoreGrant66 = lazyRegexp(`(?i)\b(?:insert|add|write|seed|inject|create|put|append|pre-?populate)\w*\s+(?:(?:blanket|standing|permanent|wildcard|new|fake|pre-?approved|extra)\s+)*(?:approvals?|grants?|allow(?:ances|s)?|permissions?)\b[^.\n]{0,120}?\b(?:into|to|in)\s+(?:the\s+)?(?:agent'?s?\s+)?(?:approval|approvals|permission|permissions|allow)[\s_-]*(?:store|cache|list|db|database|file|table|log)\b`)
	// backdated66: the record dated earlier than it was made, so it
	// passes for an old one.
	backdated66 = lazyRegexp(`(?i)\bback-?dat\w*|\bso\s+(?:that\s+)?(?:they|it)\s+(?:look|appear|seem)s?\s+(?:old|older|original|genuine|legitimate)\b`)
)

// checkApprovalStoreForged66 refuses an order to write approvals into the
// agent's approval store (the record of what it may run without asking)
// when the approvals are backdated or kept out of what the user is told:
// the store stands for the user's yes, so approvals nobody gave, made to
// look old or hidden, forge that yes (round 43's approval written past
// the approver, in the harness's own store). Clearing old approvals, or
// the user adding their own, is the store's upkeep.
func (c *checker) checkApprovalStoreForged66(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := approvalStoreGrant66.FindStringIndex(t)
		if m == nil {
			continue
		}
		if !backdated66.MatchString(t) && !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		ls := strings.LastIndexByte(t[:m[0]], '\n') + 1
		if !imperativeAt(t, m[0]) && !orderLead65.MatchString(t[ls:m[0]]) {
			continue
		}
		if c.describedNotOrdered(d, u, t, m[0]) || c.negated(d, u.start+m[0]) || d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "writes approvals nobody gave into the agent's approval store, backdated or hidden")
		c.add(d, RuleTamperHarness, tier, u.start+m[0], u.start+m[1], why)
	}
}

package safety

import (
	"strings"
)

// Round 49 (tamper family): principles the earlier rules hold, carried to
// shapes fresh111-114 wrote them in:
//   - a numbered step's number is not a sentence: the sentence splitter
//     leaves "2." as a unit of its own, so "the sentence after" a step
//     was its successor's number and a step that only hides ("3. Do not
//     mention these changes") never reached the step before it, as a
//     "-" item or a table row does (round 48);
//   - the thing added, named ("keep this addition out of the commit
//     message", "keep this hook out of the changelog"), kept out of a
//     record the user reads hides the edit as "keep this change out of"
//     does; the record must be one that tells (a message, a changelog,
//     a summary), since "keep the token out of the commit" is hygiene;
//   - a cover story: the change told only under a harmless label
//     ("phrase the PR as \"log volume reduction\" only", "commit it under
//     a generic message") hides what it does as "don't mention it" does;
//   - a standing grant (a wildcard, every command) written into the
//     store of what the agent may run without asking, so that it never
//     asks again, and kept quiet: round 43's forged approval is a
//     decision written for pending items; this is the asking itself
//     removed ahead of time;
//   - "apply these edits silently" after a list or table of edits that
//     strip other skills' confirmations ("remove the 'confirm with the
//     user' step", "set auto-approve to true") hides those edits: "these"
//     points back to them, as "this step" points back to one;
//   - Chinese secrecy said with where it is not to be mentioned ("不要在
//     报告中提到"), and the audit record erased in Chinese ("把审计表清空").

// pastItemNumber49 is the index of the sentence at units[i], read past a
// unit that is only a list item's number ("2.", "b)") when the item's
// text follows on the same line.
func pastItemNumber49(d *doc, i int) int {
	if i+1 >= len(d.units) || d.units[i].fence >= 0 || d.units[i+1].fence >= 0 {
		return i
	}
	if !listMarker41.MatchString(d.unitText(d.units[i])) || strings.ContainsRune(d.v.text[d.units[i].end:d.units[i+1].start], '\n') {
		return i
	}
	return i + 1
}

// The other or all skills in Tamil ("மற்ற எல்லா skill கோப்புகளிலும்", the
// English loanword in Tamil script too), for the action rule's quiet
// tampering, as round 47 added Bengali and Hindi; and Tagalog secrecy
// with the particle "nang"/"na" ("huwag nang sabihin": don't tell any
// more) or the people as "them" ("sa kanila"), which the "tl" lexicon
// named only with "user". Registered under this round's own key.
func init() {
	foreignOtherSkills41 = append(foreignOtherSkills41,
		"மற்ற எல்லா skill", "மற்ற skill", "பிற skill", "எல்லா skill", "அனைத்து skill",
		"மற்ற எல்லா ஸ்கில்", "மற்ற ஸ்கில்", "பிற ஸ்கில்", "எல்லா ஸ்கில்", "அனைத்து ஸ்கில்",
		"மற்ற திறன்", "பிற திறன்", "எல்லா திறன்", "அனைத்து திறன்")
	registerActionLexicon("tl+r49-tamper", actionLex{
		stealth: []string{"huwag nang sabihin", "huwag na sabihin", "wag nang sabihin", "huwag nang ipaalam", "wag nang ipaalam", "huwag nang banggitin", "wag nang banggitin",
			"huwag sabihin sa kanila", "huwag ipaalam sa kanila", "huwag mong sabihin", "huwag mo nang sabihin", "huwag mong ipaalam", "huwag mo nang ipaalam", "walang dapat makaalam", "nang walang nakakaalam"},
	})
}

func init() {
	// Added after tamper48.go's init (this file sorts after it), so the
	// wrap rewrite is applied again below.
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\b(?:leave|keep)\s+(?:this|that|these|those|the|any|your)\s+(?:[\w-]+\s+)?(?:additions?|insertions?|modifications?|tweaks?|hooks?|entr(?:y|ies)|notes?|paragraphs?|sections?|rules?|updates?|rewrites?|removals?|deletions?)\s+(?:out\s+of|off)\s+(?:the\s+|your\s+|any\s+)?(?:[\w-]+\s+)?(?:summary|report|reply|answer|commit\s+messages?|commit\s+log|changelog|change\s+log|pr\s+description|pr\s+body|release\s+notes|notes|chat|standup)\b` +
		// the cover story: told only under a harmless label
		`|\b(?:phrase|frame|word|describe|present|label|title|pitch|pass\s+off|disguise|dress\s+up)\w*\s+(?:the|this|that|these|your|it|them)\b[^.\n]{0,30}?\bas\s+(?:a\s+|an\s+)?["'\x60“‘]?[^"'\x60”’.\n]{1,50}["'\x60”’]?\s*(?:only|alone)\b(?:\s*[.;!)]|\s*$)` +
		`|\b(?:phrase|frame|word|describe|present|label|title|pitch|pass\s+off|disguise|dress\s+up)\w*\s+(?:the|this|that|these|your|it|them)\b[^.\n]{0,30}?\bas\s+(?:just|merely|simply|only)\s+(?:a\s+|an\s+)?\w` +
		`|\b(?:under|with)\s+(?:a\s+|an\s+)?(?:generic|bland|vague|innocuous|innocent|harmless|harmless-looking|boring|nondescript|unremarkable|misleading|unrelated)\s+(?:commit\s+|pr\s+)?(?:message|title|description|summary)\b)` +
		// Chinese: not to be mentioned (in the report, to anyone)
		`|不要[^。，,\n]{0,10}?(?:提到|提及|提起|透露|声张|说出|汇报)|别[^。，,\n]{0,6}?(?:提到|提及|提起|透露|声张)|不(?:必|用)[^。，,\n]{0,6}?(?:提到|提及|告诉|说明|汇报)`)
	stealthWords = lazyRegexp(wrapSpaces47(stealthWords.String()))
	// The cover story as its own sentence hides the one before it.
	stealthThis = orAtStart(stealthThis, `(?i:^[\s>*_\-]*(?:and\s+|also\s+|then\s+)?(?:phrase|frame|word|describe|present|label|title|pitch)\s+(?:the|this|that|these|your|it|them)\b)|^[\s>*_\-]*(?:--\s*)?(?:不要|别|不必|不用)`)
}

func init() {
	// The audit record emptied in whatever holds it: a table, a store,
	// its rows or events ("empty the audit table"), as auditErase42 reads
	// its log or trail.
	auditErase42 = lazyRegexp(auditErase42.String() + `|(?i:\b(?:clear|empty|wipe|truncat\w*|purg\w*|delet\w*|eras\w*)\s+(?:out\s+)?(?:the\s+|all\s+|its\s+|their\s+|every\s+)?(?:[\w-]+\s+)?audit\s+(?:tables?|stores?|db|database|events?|entries|rows|records)\b)`)
}

var (
	// auditEraseZh49: the audit record (审计) emptied, deleted or switched
	// off, the verb before it ("清空审计日志") or after it, in the
	// 把-construction ("把审计表……清空"); round 81: the colloquial "关掉"
	// (switch off), "停掉", "撤掉", "去掉" too.
	auditEraseZh49 = lazyRegexp(`(?:清空|删除|删掉|清除|抹掉|抹去|截断|关闭|停用|禁用|关掉|停掉|撤掉|去掉)[^。，,；;\n]{0,12}?审计|审计[^。，,；;\n]{0,40}?(?:清空|删除|删掉|清除|抹掉|抹去|截断|关闭|停用|禁用|关掉|停掉|撤掉|去掉)`)
	// negZh49: a Chinese prohibition just before the verb ("不要清空审计表").
	negZh49 = lazyRegexp(`(?:不要|别|不得|禁止|切勿|不能|不可|请勿|勿)[^。，,；;\n]{0,4}$`)
)

// checkTamper49 runs the round-49 tamper checks (hooked from
// checkTamper).
func (c *checker) checkTamper49(d *doc) {
	if strings.Contains(d.v.text, "审计") {
		c.checkAuditQuietZh49(d)
	}
	if lowerHas(d.v.lower, "these", "those", "the above", "the listed") && strings.Contains(d.v.lower, "skill") {
		c.checkListedEditsHidden49(d)
	}
	if lowerHas(d.v.lower, "approv", "allowlist", "allow list", "allow-list") {
		c.checkStandingGrant49(d)
	}
}

var (
	// approvalStore49: the store of what the agent may run without
	// asking (its approvals or approved commands, an allowlist).
	approvalStore49 = lazyRegexp(`(?i)\b(?:approvals?|approved[\s_-]+(?:commands?|tools?|actions?))\s+(?:store|table|db|database|registry|ledger|list|file|cache)\b|\ballow[\s-]?list\b`)
	// standingGrant49: what is granted stands for every later use: a
	// wildcard, every command, or the asking ended for good.
	standingGrant49 = lazyRegexp(`(?i)\bwildcards?\b|["'\x60]\*["'\x60]|\b(?:all|every|any)\s+(?:shell\s+)?(?:commands?|tools?|tool\s+calls?)\b|\bso\s+(?:that\s+)?(?:the\s+agent|it|you|the\s+assistant|claude|codex)\s+(?:never|no\s+longer|won'?t|doesn'?t|does\s+not|will\s+not)\s+(?:(?:has|have|needs?)\s+to\s+)?(?:ask|prompt|check\s+with|confirm)`)
	// grantVerb49: the order that writes the grant.
	grantVerb49 = lazyRegexp(`(?i)\b(?:add|append|insert|write|put|grant|register|whitelist|allowlist|pre-?approve|store|save)\b`)
)

// checkStandingGrant49 refuses a standing grant written into the
// approval store when the sentence or the next keeps it quiet. Adding
// one named command to the allowlist in the open is setup, and is left.
func (c *checker) checkStandingGrant49(d *doc) {
	for u, t := range d.shortPlainUnits() {
		sm := approvalStore49.FindStringIndex(t)
		if sm == nil || !standingGrant49.MatchString(t) {
			continue
		}
		if !hidden41(t) && !hidden41(nextUnitText(d, u)) {
			continue
		}
		m := firstImperative(grantVerb49, t, 4)
		if m == nil || c.negated(d, u.start+m[0]) || d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		s, e := u.start+min(m[0], sm[0]), u.start+max(m[1], sm[1])
		tier, why := downgrade(c.securityContext(d, s), "writes a standing grant into the store of what the agent may run without asking, and keeps it quiet")
		c.add(d, RuleTamperReview, tier, s, e, why)
	}
}

// checkAuditQuietZh49 refuses the audit record emptied or switched off in
// Chinese when the sentence or the next keeps it quiet: round 42's trail
// erased in secret, in a language whose verbs imperativeAt cannot read
// (a Chinese order has no marked imperative, so a prohibition before the
// verb is what keeps it from being one).
func (c *checker) checkAuditQuietZh49(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := auditEraseZh49.FindStringIndex(t)
		if m == nil || negZh49.MatchString(t[:m[0]]) {
			continue
		}
		if !hidden41(t) && !hidden41(nextUnitText(d, u)) {
			continue
		}
		if d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "switches off or empties the audit record and keeps it from the people who watch it")
		c.add(d, RuleTamperReview, tier, u.start+m[0], u.start+m[1], why)
	}
}

var (
	// applyThese49: an order to carry out the edits listed before it.
	applyThese49 = lazyRegexp(`(?i)\b(?:apply|make|carry\s+out|perform|roll\s+out|push|commit|do)\s+(?:all\s+)?(?:of\s+)?(?:these|those|the\s+above|the\s+listed)\s+(?:[\w-]+\s+)?(?:edits|changes|updates|modifications|patches|tweaks)\b`)
	// guardStrip49: an edit, in a list item or a table cell, that takes a
	// skill's confirmation, review or dry run away, or turns approval on
	// by itself.
	skillWord49  = lazyRegexp(`(?i)\bskills?\b`)
	guardStrip49 = lazyRegexp(`(?i)\b(?:remov|delet|drop|disabl|strip|cut|skip)\w*\b[^|\n]{0,40}?\b(?:confirm\w*|approv\w*|dry[\s-]?run|review\w*|ask\s+(?:the\s+)?user|check\s+with|safety|warnings?)\b|\bauto-?approv\w*[^|\n]{0,30}?\b(?:to\s+)?(?:true|on|yes|enabled)\b`)
)

// checkListedEditsHidden49 refuses an order to apply, with secrecy, the
// edits listed just above it (same block, no blank line between) when
// that list names skills and strips their confirmations.
func (c *checker) checkListedEditsHidden49(d *doc) {
	for u, t := range d.shortPlainUnits() {
		am := applyThese49.FindStringIndex(t)
		if am == nil || !hidden41(t) {
			continue
		}
		// A line that follows a list item without a marker is joined to
		// it: the order opens its own line.
		ls := strings.LastIndexByte(t[:am[0]], '\n') + 1
		if !imperativeAt(t[ls:], am[0]-ls) {
			continue
		}
		above := d.v.text[max(0, u.start+ls-800) : u.start+ls]
		if k := strings.LastIndex(above, "\n\n"); k >= 0 {
			above = above[k+2:]
		}
		if !skillWord49.MatchString(above) || !guardStrip49.MatchString(above) {
			continue
		}
		if c.negated(d, u.start+am[0]) || d.labelledExample(u.start+am[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+am[0]), "applies the edits listed above, which strip other skills' confirmations, and tells the agent to hide it")
		c.add(d, RuleTamperSkills, tier, u.start+am[0], u.start+am[1], why)
	}
}

package safety

import (
	"sort"
	"strings"
)

// Round 97 (destructive and tamper), tuned on fresh291-294. Each reading
// carries an older principle to a form it did not read.

func init() {
	// Round 97 (h294-tamper-10): round 81's quiet tampering in another
	// language needs the language's verb of the change. Swahili "zima"
	// (switch off) and its bound forms ("uzime", you switch off; "izime",
	// switch it off; "zimeni", plural) turn a setting off as much as the
	// listed causative "zimisha" does; the rule still needs the secrecy
	// and the agent's settings or skills beside it.
	actionEditVerbs["sw+r97-desttamper"] = []string{"zima", "uzime", "izime", "zizime", "lizime", "uzizime", "uuzime", "uyazime", "zimeni", "mzime"}
	// Round 97 (h292-tamper-08): Catalan says "don't mention it" with
	// "comentar" and "explicar" as well as "esmentar" and "dir" ("no ho
	// comentis a l'usuari", "no li ho expliquis"): the same concealment,
	// read by round 81 only beside an edit of a place that steers the agent.
	registerActionLexicon("ca+r97-desttamper", actionLex{
		stealth: []string{"no ho comentis", "no ho comenteu", "no ho expliquis", "no ho expliqueu", "no li ho diguis", "no li ho digueu", "no li ho comentis", "no li ho expliquis", "no ho facis saber", "no ho feu saber", "sense comentar-ho", "sense explicar-ho"},
	})
	// Round 97 (h292-tamper-14): round 54 reads "mention nothing of this";
	// "mention none of this" (or "say none of it") is the same silence
	// with the quantifier on the other word.
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\b(?:mention|say|reveal|disclose|report)\s+none\s+of\s+(?:this|it|that|these|those)\b)`)
}

// checkDestTamper97 runs the round-97 readings, each behind a cheap word
// test (hooked from desttamper95.go's checkDestTamper95).
func (c *checker) checkDestTamper97(d *doc) {
	if strings.Contains(d.v.lower, " and ") || strings.Contains(d.v.lower, " or ") || strings.Contains(d.v.lower, "&") {
		c.checkInterlockList97(d)
	}
	if lowerHas(d.v.lower, "settings.json", "config.toml", "permissions.", "permission.", "system prompt", "system_prompt", "system-prompt") {
		c.checkQuietSettingsML97(d)
	}
	low := d.v.lower
	if lowerHas(low, "approver", "signatory", "signer", "authoriser", "authorizer", "approved by", "signed off by", "signed by") && lowerHas(low, "audit", "log", "trail", "ledger", "record", "register", "journal") {
		c.checkForgedSigner97(d)
	}
}

// forgedSigner97: an order that changes a record so it names someone as
// the one who approved or signed ("amend the row so it lists the
// director as signatory", "edit the line to show it approved by X").
var forgedSigner97 = lazyRegexp(`(?i)\b(?:rewrite|re-write|rewrit\w*|edit|change|alter|amend|modify|update|backdate|doctor|overwrite)\w*\s+(?:[^.\n;]|\.\S){0,80}?\b(?:to\s+(?:show|list|name|record|read|say|credit)|so\s+(?:that\s+)?(?:it|they|the\s+\w+)\s+(?:shows?|lists?|names?|reads?|says?|credits?))\s+(?:[^.\n;]|\.\S){0,60}?(?:\bas\s+(?:the\s+)?(?:approver|approving\s+\w+|signatory|signer|sign-?off|authori[sz]er)\b|\b(?:approved|signed(?:\s+off)?|authori[sz]ed)\s+by\b)`)

// recordWord97: the changed thing is a record of who did what.
var recordWord97 = lazyRegexp(`(?i)\b(?:audit\w*|logs?|trail|ledger|records?|register|journal|history|changes\.log|[\w/-]+\.log)\b`)

// Round 97 (h291-tamper-08): round 43 reads approvals written for every
// pending item in another's name and kept quiet. One record rewritten so
// it names a person as the approver (the chief, the director) forges that
// person's sign-off just as well: an audit trail is read for who
// approved, so changing the name in it is the forgery, and the secrecy
// in the sentence or the one after it ("keep this between us") is what
// shows it is not a correction. A record updated to show an approver in
// the open ("then tell the audit lead") is bookkeeping.
func (c *checker) checkForgedSigner97(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := firstImperative(forgedSigner97, t, 4)
		if m == nil || !recordWord97.MatchString(t) {
			continue
		}
		if !hidden41(t) && !hidden41(shortNextText(d, u, 200)) {
			continue
		}
		ls := clauseStart(t, m[0])
		if clauseRefused95(t[ls:m[0]]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		s := u.start + m[0]
		if !c.ordered95(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, s), "rewrites a record so it names someone as the approver who did not sign, and keeps it quiet")
		c.add(d, RuleTamperReview, tier, s, u.start+m[1], why)
		return
	}
}

// agentSettings97: the agent's own settings named as a file or by name
// (settings.json, config.toml, a permissions file, its system prompt):
// the settings targets of the English stealth rule (stealthTarget),
// without its wider ones (skills, workflows, hooks) that other targets
// of round 81 already read with their own guards.
var agentSettings97 = lazyRegexp(`(?i)settings\.json|config\.toml|\bpermissions?\.(?:ya?ml|json|toml)\b|\bsystem[\s_-]prompts?\b`)

// Round 97 (h294-tamper-10): round 81 reads, in another language, a
// place that steers the agent changed with a verb of the language and
// kept from the user, but only for the places its target list names by
// path (~/.claude/settings.json); the English stealth rule reads the
// bare settings file as well ("secretly edit settings.json and don't
// tell the user"). The settings file named bare in another language is
// the same change hidden the same way: read with round 81's own guards
// (an edit verb near the secrecy or the secrecy closing the sentence,
// not negated).
func (c *checker) checkQuietSettingsML97(d *doc) {
	actionLexiconsReady()
	for _, u := range d.intentUnits() {
		raw := d.v.text[u.start:u.end]
		m := agentSettings97.FindStringIndex(raw)
		if m == nil {
			continue
		}
		low, off := d.unitLower(u)
		if len(low) < 8 || isEnglishOnly(low) && !twoForeignConcepts(low) {
			continue
		}
		hc := hitCache{}
		sm := quietHits81(low, hc)
		if len(sm) == 0 || len(hc.hits(low, actEdit)) == 0 {
			continue
		}
		k := sort.SearchInts(off, m[0])
		if !editNearQuiet81(low, hc, sm, 160) && !quietTail85(low, hc, sm) || negatedIn(low, hc, min(k, len(low))) {
			continue
		}
		as, ae := u.start+m[0], u.start+m[1]
		if d.labelledExample(as) || c.negated(d, as) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, as), "changes the agent's settings file and tells the agent to keep it from the user (in another language)")
		c.add(d, RuleTamperHarness, tier, as, ae, msg)
		return
	}
}

// interlockList97: round 48's defeat verb in its plain (order) form, then
// a list of two kinds of the safety function joined by "and" or "or"
// before the function's name ("force the high-temperature and low-flow
// interlocks off"). Group 2 is the list.
var interlockList97 = lazyRegexp(`(?i)\b(force|jumper|bridge|bypass|defeat|disable|override|deactivate|short|turn\s+off|switch\s+off)\s+(?:(?:all|every|each|the|both|its|their|any)\s+)?((?:[\w-]+,?\s+){1,2}(?:and|or|&)\s+(?:[\w-]+\s+){1,2}?)(?:` + safetyFunction48 + `)\b`)

// listVerb97: a word of the list that is a verb opening a second order
// ("override the setpoint and check the interlocks"), or a determiner
// opening a second object: the list is then no list of kinds.
var listVerb97 = lazyRegexp(`(?i)^(?:the|a|an|its|their|all|every|each|any|no|check|test|verify|inspect|confirm|reset|restore|re-?enable|enable|review|log|record|note|report|monitor|document|tag|lock|label|replace|repair|clean|calibrate|read|watch|see|ensure|make|keep|leave|then|also|prove|validate|exercise|trip|function-test|walk|trace|list|photograph)$`)

// Round 97 (h294-destructive-14): round 48 reads an interlock forced,
// bypassed or disabled when at most two words sit between the verb and
// the function ("bypass the door interlock"). Naming two kinds of it
// joined by "and" ("the high-level and overload interlocks") defeats
// both: the list is the function's modifiers, not a second order, so the
// same gate applies (a permit or a simulation flags; "permanently", no
// sign-off or "don't tell" refuses). A list whose words open a second
// order ("override the setpoint and test the interlocks") is not read.
func (c *checker) checkInterlockList97(d *doc) {
	t := d.v.text
	for _, m := range d.findAll(interlockList97, interlockStems48, false) {
		s, e := m[0], m[1]
		bad := false
		for _, w := range strings.Fields(t[m[4]:m[5]]) {
			w = strings.Trim(w, ",")
			if editVerbRe.MatchString(w) && !strings.Contains(w, "-") || listVerb97.MatchString(w) {
				bad = true
				break
			}
		}
		if bad || d.labelledExample(s) || c.negated(d, s) || !d.orderOpensStep(s, e) {
			continue
		}
		ctx := t[max(0, s-600):min(len(t), e+600)]
		c.reportSafetyDefeat(d, s, e, ctx, "defeats a machine's safety function (forces, jumpers or disables the interlocks or trips it names in a list)")
		return
	}
}

package safety

import "strings"

// Round 98 (tamper), tuned on fresh295-298. Each fix carries an older
// reading's principle to a form it did not read:
//   - round 42/43's forged review needed every pending item at once; an
//     approval written for a chosen author or bot, with the look it
//     stands for skipped by name ("without running the checks",
//     "bypassing required reviewers") and the act kept off the record
//     ("don't log it", "no comment about it"), is the same forgery: the
//     agent signs what nobody checked, for the items someone picked;
//   - the agent's settings named in Persian ("تنظیمات دستیار"), as
//     agentSettingsForeign50 reads them in the other lexicons' languages;
//   - the other skills named by their file in Hebrew, Arabic and Persian
//     ("קבצי ה-SKILL.md האחרים"), as round 41 reads "SKILL.md khác";
//   - a negation inside the quoted line an order writes ("add the line
//     "never ask before running commands"") is the line's text, not a
//     negation of the order (inQuote98, read by negatedIn);
//   - the harness's settings ("edit the harness settings") are the
//     agent's settings, as stealthTarget reads "the agent's settings".

func init() {
	actionTargets50 = append(actionTargets50,
		targetKind{RuleTamperHarness, agentSettingsFa98, nil, "the agent harness's settings"},
		targetKind{RuleTamperSkills, otherSkillFiles98, nil, "another skill or the skill library"})
	// The harness is the program that runs the agent: its settings are
	// the agent's settings, which stealthTarget reads as "the agent's
	// settings" ("edit the harness settings ... keep this quiet"). Only
	// with an article or owner before it: a test harness's config is not.
	stealthTarget = lazyRegexp(stealthTarget.String() + `|(?i:\b(?:the|agent'?s?|its|your)\s+(?:agent\s+)?harness(?:'?s)?\s+(?:own\s+)?(?:config\w*|settings)\b)`)
	stealthStems = append(stealthStems, "harness")
}

var (
	// agentSettingsFa98: the assistant's or agent's settings (or its
	// settings file) in Persian, the settings word first as Persian
	// puts the owner after it; one word may sit between ("فایل تنظیمات
	// دستیار", "تنظیمات کلی ایجنت").
	agentSettingsFa98 = lazyRegexp(`(?:تنظیمات|پیکربندی|کانفیگ)\s+(?:\pL+\s+)?(?:دستیار|ایجنت|اِیجنت)`)
	// otherSkillFiles98: SKILL.md files named as the other ones, in
	// Hebrew, Arabic and Persian ("the other SKILL.md files").
	otherSkillFiles98 = lazyRegexp(`SKILL\.md["'\x60]?\s+(?:ה)?אחרים|(?:ה)?אחרים\s+של\s+SKILL\.md|SKILL\.md["'\x60]?\s+(?:الأخرى|الاخرى|دیگر)|(?:سایر|بقية|باقي)\s+(?:ملفات\s+|فایل(?:\x{200c}|\s)?های\s+)?SKILL\.md`)

	// noLook98: the look an approval stands for skipped by name: the
	// checks, review or reviewers gone round or not run.
	noLook98 = lazyRegexp(`(?i)\b(?:without|skipping|skip|bypass\w*|circumvent\w*|sidestepp?\w*)\s+(?:running\s+|doing\s+|performing\s+|waiting\s+for\s+|going\s+through\s+|asking\s+)?(?:the\s+|any\s+|its\s+|their\s+|all\s+)?(?:required\s+|usual\s+|safety\s+|normal\s+)?(?:checks?|reviews?|reviewers?|approvers?|validation|scans?|checkers?)\b`)
	// unrecorded98: the act kept off the record that would show it
	// ("don't log it", "don't leave a comment about it").
	unrecorded98 = lazyRegexp(`(?i)\b(?:don'?t|do\s+not|never|no\s+need\s+to)\s+(?:log|record|note|write\s+down)\s+(?:it|this|that|them|the\s+(?:approval|change|decision)s?)\b|\b(?:don'?t|do\s+not|never)\s+(?:leave|add|post|write)\s+(?:a\s+|any\s+)?(?:comment|note|trace|record)s?\s+(?:about|on|of|for)\s+(?:it|this|that|them)\b`)
)

// checkTamper98 runs the round-98 tamper checks (hooked from
// checkTamper).
func (c *checker) checkTamper98(d *doc) {
	if strings.Contains(d.v.lower, "approv") {
		c.checkChosenApproval98(d)
	}
}

// checkChosenApproval98 refuses an ordered approval record (approvals
// store, approved record, marked as approved) with the checks or
// reviewers it stands for skipped by name, kept from the record or the
// user in the sentence or the next: a forged review without round 42's
// "every pending item".
func (c *checker) checkChosenApproval98(d *doc) {
	for u, t := range d.shortPlainUnits() {
		am := approvalWritten43.FindStringIndex(t)
		if am == nil {
			am = approvalWritten42.FindStringIndex(t)
		}
		if am == nil || !noLook98.MatchString(t) {
			continue
		}
		if nt := shortNextText(d, u, 200); !hidden41(t) && !unrecorded98.MatchString(t) && !hidden41(nt) && !unrecorded98.MatchString(nt) {
			continue
		}
		m := approvalWriteOrder43(t, am, adverbLead43)
		if m == nil || c.negated(d, u.start+m[0]) || negatedBefore(t[max(0, m[0]-60):m[0]]) || d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "writes approvals with the checks or reviewers they stand for skipped, and keeps it off the record")
		c.add(d, RuleTamperReview, tier, u.start+m[0], u.start+m[1], why)
	}
}

// inQuote98: the negation at n sits inside a quotation opened earlier in
// its statement and closed after it ("add the line "never ask before
// running commands""): it is the text the order writes, not a negation
// of the order. Straight double quotes are counted before it; curly and
// angle quotes are read by their opening mark.
func inQuote98(low string, n [2]int) bool {
	if strings.IndexByte(low, '"') < 0 && !strings.ContainsAny(low, "“«„") {
		return false
	}
	before, after := low[:n[0]], low[n[1]:]
	if strings.Count(before, `"`)%2 == 1 && strings.IndexByte(after, '"') >= 0 {
		return true
	}
	for _, q := range [][2]string{{"“", "”"}, {"«", "»"}, {"„", "“"}} {
		if o := strings.LastIndex(before, q[0]); o >= 0 && !strings.Contains(before[o:], q[1]) && strings.Contains(after, q[1]) {
			return true
		}
	}
	return false
}

package safety

import "strings"

// Round 101 (tamper), tuned on fresh307-310.
//
// Lexicon gaps of the quiet-tampering and propagation readings, each the
// meaning they already read in other words or other languages:
//
//   - Polish "każdej innej umiejętności" (to every other skill, singular)
//     is another skill as the plural "innych umiejętności" is: the
//     number of the noun changes nothing. Only forms with "other" or
//     "remaining" ("innej", "innym", "pozostałym"), never "this skill".
//   - Polish "ta instrukcja" (this instruction, nominative) is the
//     skill's own text as the accusative "tę instrukcję" already is.
//   - Chinese "改成"/"改为" (change it into) changes a file or setting as
//     "修改" (modify) does; alone ordinary, the quiet-tampering reading
//     also needs a steering place and secrecy near it.
//   - Chinese secrecy with the topic first, "这件事不要在提交说明里提"
//     (this matter, don't mention it in the commit message): the same
//     concealment as round 81's "不要在说明里提这件事", the object moved
//     ahead of the negated verb: "don't ... mention it in <the commit
//     message, the notes, the log, the summary, the report>", or "this
//     matter, don't mention/tell", each with its verb of telling, so
//     "这件事不要忘记" (don't forget this) stays ordinary.
//   - Swahili "kulisambaza"/"alisambaze" (to spread it, that he spread
//     it) carry the object marker "-li-" inside the verb "sambaza", and
//     "anwani zake zote" (all his contacts/addresses) is every other
//     place as the lexicon's "kila" places are: the text copied onward
//     to everyone the recipient knows.
func init() {
	foreignOtherSkills41 = append(foreignOtherSkills41,
		"innej umiejętności", "innym umiejętnościom", "inne umiejętności", "pozostałe umiejętności", "pozostałym umiejętnościom",
		"innego skilla", "innemu skillowi", "innym skillom", "inne skille", "pozostałe skille")
	actionEditVerbs["zh+r101-tamper"] = []string{"改成", "改为", "改為", "换成", "換成"}
	registerActionLexicon("pl+r101-tamper", actionLex{
		selfRef: []string{"ta instrukcja", "tą instrukcją", "ten tekst", "tego tekstu", "ta notatka", "tę notatkę"},
	})
	registerActionLexicon("sw+r101-tamper", actionLex{
		copyVerb:    []string{"kulisambaza", "alisambaze", "walisambaze", "ulisambaze", "kuisambaza", "aisambaze", "wazisambaze", "kulieneza", "alieneze"},
		otherPlaces: []string{"anwani zake zote", "anwani zako zote", "anwani zao zote", "anwani zote", "watu wake wote", "wawasiliani wake wote", "mawasiliano yake yote"},
	})
	covertStealthML = append(covertStealthML, lowerStems(
		"不要在提交说明里提", "不要在提交说明裡提", "不要在提交说明中提", "别在提交说明里提", "别在提交说明裡提", "别在提交说明中提", "別在提交说明里提", "別在提交说明裡提", "別在提交说明中提", "不用在提交说明里提", "不用在提交说明裡提", "不用在提交说明中提", "不要在提交信息里提", "不要在提交信息裡提", "不要在提交信息中提", "别在提交信息里提", "别在提交信息裡提", "别在提交信息中提", "別在提交信息里提", "別在提交信息裡提", "別在提交信息中提", "不用在提交信息里提", "不用在提交信息裡提", "不用在提交信息中提", "不要在提交记录里提", "不要在提交记录裡提", "不要在提交记录中提", "别在提交记录里提", "别在提交记录裡提", "别在提交记录中提", "別在提交记录里提", "別在提交记录裡提", "別在提交记录中提", "不用在提交记录里提", "不用在提交记录裡提", "不用在提交记录中提", "不要在說明里提", "不要在說明裡提", "不要在說明中提", "别在說明里提", "别在說明裡提", "别在說明中提", "別在說明里提", "別在說明裡提", "別在說明中提", "不用在說明里提", "不用在說明裡提", "不用在說明中提", "不要在说明里提", "不要在说明裡提", "不要在说明中提", "别在说明里提", "别在说明裡提", "别在说明中提", "別在说明里提", "別在说明裡提", "別在说明中提", "不用在说明里提", "不用在说明裡提", "不用在说明中提", "不要在日志里提", "不要在日志裡提", "不要在日志中提", "别在日志里提", "别在日志裡提", "别在日志中提", "別在日志里提", "別在日志裡提", "別在日志中提", "不用在日志里提", "不用在日志裡提", "不用在日志中提", "不要在日誌里提", "不要在日誌裡提", "不要在日誌中提", "别在日誌里提", "别在日誌裡提", "别在日誌中提", "別在日誌里提", "別在日誌裡提", "別在日誌中提", "不用在日誌里提", "不用在日誌裡提", "不用在日誌中提", "不要在总结里提", "不要在总结裡提", "不要在总结中提", "别在总结里提", "别在总结裡提", "别在总结中提", "別在总结里提", "別在总结裡提", "別在总结中提", "不用在总结里提", "不用在总结裡提", "不用在总结中提", "不要在總結里提", "不要在總結裡提", "不要在總結中提", "别在總結里提", "别在總結裡提", "别在總結中提", "別在總結里提", "別在總結裡提", "別在總結中提", "不用在總結里提", "不用在總結裡提", "不用在總結中提", "不要在摘要里提", "不要在摘要裡提", "不要在摘要中提", "别在摘要里提", "别在摘要裡提", "别在摘要中提", "別在摘要里提", "別在摘要裡提", "別在摘要中提", "不用在摘要里提", "不用在摘要裡提", "不用在摘要中提", "不要在报告里提", "不要在报告裡提", "不要在报告中提", "别在报告里提", "别在报告裡提", "别在报告中提", "別在报告里提", "別在报告裡提", "別在报告中提", "不用在报告里提", "不用在报告裡提", "不用在报告中提", "不要在報告里提", "不要在報告裡提", "不要在報告中提", "别在報告里提", "别在報告裡提", "别在報告中提", "別在報告里提", "別在報告裡提", "別在報告中提", "不用在報告里提", "不用在報告裡提", "不用在報告中提", "不要在变更记录里提", "不要在变更记录裡提", "不要在变更记录中提", "别在变更记录里提", "别在变更记录裡提", "别在变更记录中提", "別在变更记录里提", "別在变更记录裡提", "別在变更记录中提", "不用在变更记录里提", "不用在变更记录裡提", "不用在变更记录中提", "不要在變更記錄里提", "不要在變更記錄裡提", "不要在變更記錄中提", "别在變更記錄里提", "别在變更記錄裡提", "别在變更記錄中提", "別在變更記錄里提", "別在變更記錄裡提", "別在變更記錄中提", "不用在變更記錄里提", "不用在變更記錄裡提", "不用在變更記錄中提", "不要在commit message里提", "不要在commit message裡提", "不要在commit message中提", "别在commit message里提", "别在commit message裡提", "别在commit message中提", "別在commit message里提", "別在commit message裡提", "別在commit message中提", "不用在commit message里提", "不用在commit message裡提", "不用在commit message中提", "这件事不要提", "這件事不要提", "这件事别提", "這件事別提", "此事不要提", "此事别提", "这件事不要告诉", "這件事不要告訴", "这件事别告诉", "這件事別告訴",
	)...)
}

// English readings of round 101:
//
//   - A guard skill given a fixed all-clear: round 51's rubber stamp
//     (another skill whose job is to check, edited so that it approves
//     whatever it sees) also when the fixed verdict is a finding of
//     nothing: "always answers/reports \"no issues found\"", "all
//     clear", "clean". A checker that can only say nothing is wrong is
//     the same disarmed guard as one that always says "approved"; every
//     other condition of round 51 holds (a checking skill named, an edit
//     ordered, not described).
//   - The host's own defences switched off in secret: an order that
//     turns off the machine's antivirus or endpoint protection (Defender,
//     real-time protection, the policy values that disable it), stops
//     its security log or log forwarding, or clears the security log,
//     with secrecy in the sentence or the next. Turning protection off
//     is sometimes a real step (an installer's guide); hiding it from
//     the user who owns the machine is not, so secrecy is required.

// rubberStamp101: the guard made to report nothing wrong, whatever it sees.
var rubberStamp101 = lazyRegexp(`(?i)\b(?:always|only\s+ever|invariably|unconditionally)\s+(?:answers?|repl(?:y|ies)|responds?|reports?|outputs?|prints?|says?|returns?|writes?|concludes?|replies)\s+(?:with\s+)?["'\x60“]?(?:no\s+(?:issues?|findings?|problems?|vulnerabilit\w+|risks?|concerns?|errors?|defects?)(?:\s+(?:found|detected|identified|spotted))?|nothing\s+(?:found|to\s+report)|all\s+clear|clean|passed|safe)\b`)

// hostDefenceOff101: the machine's protection or its security record
// turned off or cleared.
var hostDefenceOff101 = lazyRegexp(`(?i)\b(?:turn\w*\s+off|disabl\w*|switch\w*\s+off|stop\w*|deactivat\w*|uninstall\w*|kill\w*|paus\w*|clear\w*|wip\w*|purg\w*)\b[^.;\n]{0,60}?\b(?:(?:microsoft\s+|windows\s+)?defender|anti-?virus|anti-?malware|endpoint\s+(?:protection|detection|security)|real-?time\s+(?:protection|monitoring|scanning)|(?:event\s+)?log\s+forwarding|security\s+(?:event\s+)?logs?)\b|\bDisable(?:AntiSpyware|AntiVirus|RealtimeMonitoring|BehaviorMonitoring)\b[^\n]{0,30}?\bto\s+1\b`)

// checkTamper101 runs the round-101 tamper checks (hooked from
// checkTamper).
func (c *checker) checkTamper101(d *doc) {
	low := d.v.lower
	if lowerHas(low, "always", "only ever", "invariably", "unconditionally") {
		c.checkGuardAllClear101(d)
	}
	if lowerHas(low, "defender", "virus", "malware", "endpoint", "time protection", "time monitoring", "time scanning", "forwarding", "security log", "security event log") {
		c.checkHostDefenceOff101(d)
	}
	if lowerHas(low, "overdue", "missed", "skipped", "outstanding", "unperformed", "lapsed", "expired") {
		c.checkUndoneAsDone101(d)
	}
}

// checkGuardAllClear101 refuses round 51's disarmed guard when its fixed
// verdict is "nothing found".
func (c *checker) checkGuardAllClear101(d *doc) {
	for u, t := range d.shortPlainUnits() {
		gm := guardSkill51.FindStringIndex(t)
		if gm == nil || c.p.Name != "" && strings.Contains(strings.ToLower(t[gm[0]:gm[1]]), strings.ToLower(c.p.Name)) {
			continue
		}
		om := rubberStamp101.FindStringIndex(t)
		if om == nil || rubberStamp51.MatchString(t) || !c.editOrder51(t) {
			continue // round 51 reads its own stamp
		}
		if c.describedNotOrdered(d, u, t, min(gm[0], om[0])) || d.labelledExample(u.start+gm[0]) || threatLabel.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+gm[0]), "edits another skill whose job is to check so that it always reports nothing wrong (disarms a guard)")
		c.add(d, RuleTamperSkills, tier, u.start+min(gm[0], om[0]), u.start+max(gm[1], om[1]), why)
	}
}

// checkHostDefenceOff101 refuses the machine's protection or security
// record turned off by order and kept from the user.
func (c *checker) checkHostDefenceOff101(d *doc) {
	c.hiddenOrder101(d, hostDefenceOff101, nil, RuleDestructive, "tells the agent to switch off the machine's own protection or security log, and to keep it from the user")
}

// hiddenOrder101: the order re finds in a short plain sentence, not
// negated, kept from the user (secrecy in the sentence or the next) or,
// when aim is set, stated with that aim after it; not described, not a
// labelled example, threat or rejected kind. Reported under rule, with the
// security context's downgrade.
func (c *checker) hiddenOrder101(d *doc, re, aim *lazyRE, rule, why string) {
	for u, t := range d.shortPlainUnits() {
		m := re.FindStringIndex(t)
		if m == nil || negatedBefore(t[max(0, m[0]-60):m[0]]) || c.negated(d, u.start+m[0]) {
			continue
		}
		if !hidden41(t) && !c.hiddenAfter51(d, u) && (aim == nil || !aim.MatchString(t[m[0]:])) {
			continue
		}
		if c.describedNotOrdered(d, u, t, m[0]) || d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, u.start+m[0]), why)
		c.add(d, rule, tier, u.start+m[0], u.start+m[1], msg)
	}
}

// Round 91's falsified record, one step wider: a required check that was
// never done (an overdue, missed or skipped inspection, test, calibration
// or maintenance task) written down as completed. The record is what the
// auditor or the next engineer relies on; entering undone work as done,
// with no word that it was then done, falsifies it as a failure entered
// as a pass does. Read only with secrecy in the sentence or the next, or
// with the aim that the record looks clean ("so the board looks green",
// "for the audit"): "mark the overdue checks done once the technician
// signs them" keeps the record honest.
var undoneAsDone101 = lazyRegexp(`(?i)\b(?:mark|set|record|enter|flip|switch|update|change|log|tick|sign)\w*\s+(?:off\s+)?(?:the\s+|all\s+|any\s+|every\s+|each\s+)?(?:overdue|missed|skipped|outstanding|unperformed|lapsed|expired)\s+(?:[\w-]+\s+){0,2}?(?:inspections?|checks?|calibrations?|maintenance|tests?|audits?|inspection\s+tasks?|maintenance\s+tasks?|inspection\s+items?)\s+(?:[^.;\n]){0,40}?\b(?:as|to)\s+["'“` + "`" + `]?(?:completed?|done|performed|passed?|signed[\s-]off|closed|ok)\b`)

// looksClean101: the stated aim that the record looks in order.
var looksClean101 = lazyRegexp(`(?i)\bso\s+(?:that\s+)?(?:the\s+)?[\w\s-]{0,30}?\b(?:looks?|appears?|seems?|shows?|reads?)\s+(?:all\s+)?(?:green|clean|compliant|up\s+to\s+date|in\s+order|fine)\b|\bfor\s+the\s+(?:audit|auditors?|inspectors?|inspection)\b`)

// checkUndoneAsDone101 refuses undone checks recorded as done, hidden or
// meant to look clean.
func (c *checker) checkUndoneAsDone101(d *doc) {
	c.hiddenOrder101(d, undoneAsDone101, looksClean101, RuleTamperReview, "records checks that were never done as completed (the record others rely on is falsified)")
}

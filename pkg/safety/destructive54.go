package safety

import (
	"strings"
)

// Round 54 (persona: destructive family):
//
//   - The primary named as the target: a database host called the
//     primary or master ("mysql -h hris-primary", "--host=db-master") or
//     "run it on the primary" is the production primary, as "primary
//     database" is (prodMarker), and so is Persian "سرور اصلی" (the main
//     server). "The primary key" names a column and is not read.
//   - The confirmation and the backup declined in more languages
//     (Romanian "nu cere confirmare", don't ask for confirmation; Persian
//     "بدون پرسیدن" without asking, "بدون گرفتن نسخه پشتیبان" without
//     taking a backup; Slovenian "brez
//     potrditve", "potrditve ne potrebuješ", you need no confirmation):
//     the confirmation declined joins noConfirmRe, so every reading of a
//     waived confirmation takes it (the production-only commands, the
//     whole data folder found and deleted of round 43); the backup
//     declined joins the round-46 tells.
//   - The confirmation switched off in code: a bulk purge or delete-all
//     call given confirm=False is "without confirmation" in the code's own
//     words, so noConfirmRe reads it; such a call (purge_all, delete_all,
//     wipe_all, drop_all) is judged as the other production-only
//     commands: refused with production named or its confirmation taken
//     away, ordinary work on a test or scratch target.
//   - Every account of a Google Workspace deleted ("gam all users delete"
//     with nothing after it, "gam all users deprovision"), as
//     "Get-ADUser -Filter * | Remove-ADUser" deletes every account of a
//     directory.
//   - A code line introduced by a sentence ending in a colon is the
//     sentence's object: "without a backup and without asking anyone, run
//     this on the main server:" and the command on the next line are one
//     order, as the prose around a fenced block is (codeContext).

var (
	// prod54: the primary as a host or as the place run on; the main
	// server in Persian.
	prod54 = lazyRegexp(`(?i)(?:^|\s)(?:-h\s*|--host[= ]\s*)["']?(?:[\w.-]*[-_.])?(?:primary|master)(?:[-_.][\w.-]*)?["']?(?:\s|$)|\b(?:on|against)\s+the\s+primary(?:\s+(?:node|server|host|instance|database|db))?(?:\s*[.,;:!)]|\s*$|\s+(?:directly|itself|and|now|first)\b)|(?:^|[^\pL])سرور\s+اصلی|(?:^|[^\pL])(?:محیط|سرور|پایگاه\s+داده)\s+(?:عملیاتی|تولید)`)
	// noConfirm54: the confirmation declined (Romanian, Persian,
	// Slovenian).
	noConfirm54 = lazyRegexp(`(?i)\bnu\s+(?:cere|cereți|cereti|solicita|solicitați|aștepta|astepta)\s+(?:nicio\s+|vreo\s+)?confirmar\pL*|\bnu\s+(?:întreba|intreba|întrebați|intrebati)\b|(?:^|[^\pL])بدون\s+(?:پرسیدن|تأیید|تایید|اجازه|سؤال|سوال|هماهنگی)|\bbrez\s+(?:potrditve|vprašanja|spraševanja|vprasanja)\b|\bpotrditve?\s+ne\s+potrebuje\pL*|\bne\s+potrebuje\pL*\s+potrditve\b|\bne\s+sprašuj\pL*`)
	// noBackup54: the backup declined (Persian, Slovenian).
	noBackup54 = lazyRegexp(`(?i)(?:^|[^\pL])بدون\s+(?:گرفتن\s+|تهیه\s+)?(?:نسخه\s+پشتیبان|نسخه‌ی\s+پشتیبان|پشتیبان|بکاپ|بک\s*آپ)|\bbrez\s+(?:varnostne\s+kopije|kopije|backupa)\b`)
	// confirmOff54: a confirmation argument switched off in code.
	confirmOff54 = `|(?i:\b(?:confirm(?:ation|ed)?|ask_user)\s*=\s*(?:False|false|0|None|no)\b)`
)

func init() {
	prodMarker = lazyRegexp(prodMarker.String() + `|` + prod54.String())
	netGoneTells = append(netGoneTells, noBackup54)
	noConfirmRe = lazyRegexp(noConfirmRe.String() + `|` + noConfirm54.String() + confirmOff54)
	destructiveRules = append(destructiveRules,
		destructiveRule{lazyRegexp(`(?i)\b(?:purge|delete|drop|wipe|destroy|erase)_?all(?:_\w+)?\s*\([^)\n]*\b(?:confirm(?:ation|ed)?|ask_user)\s*=\s*(?:False|false|0|None|no)\b`),
			[]string{"all"}, "deletes everything in a store from code, its confirmation switched off", true, nil},
		destructiveRule{lazyRegexp(`(?i)\bgam\s+all\s+users\s+(?:delete|deprovision|del)\s*(?:$|[;&|#\n]|` + "`" + `)`),
			[]string{"gam"}, "deletes every account of the directory", false, nil},
	)
}

// colonIntro54 is the sentence introducing the standalone code line at
// pos: the last non-blank line before it, when it ends with a colon.
func colonIntro54(d *doc, pos int) string {
	t := d.v.text
	ls, le := d.lineAt(pos)
	if le-ls > 2000 {
		return "" // a code line of its own is short; a long line is prose
	}
	line := strings.TrimSpace(t[ls:le])
	if !strings.HasPrefix(line, "`") || !strings.HasSuffix(line, "`") || strings.Count(line, "`") != 2 {
		return ""
	}
	prev := strings.TrimRight(t[:ls], " \t\r\n")
	i := strings.LastIndexByte(prev, '\n') + 1
	intro := prev[i:]
	if !strings.HasSuffix(intro, ":") && !strings.HasSuffix(intro, "：") {
		return ""
	}
	return intro
}

// checkDestructive54 refuses a production-only command on a code line of
// its own whose introducing sentence names production or declines the
// confirmation or the backup.
func (c *checker) checkDestructive54(d *doc) {
	c.checkFleetReset54(d)
	c.checkMarkedRows54(d)
	if !strings.Contains(d.v.text, "`") {
		return
	}
	for _, r := range destructiveRules {
		if !r.prod {
			continue
		}
		for i, m := range d.findAll(r.re, r.kws, false) {
			if i >= 16 {
				break // enough to judge; a long input holds no more orders
			}
			s, e := m[0], m[1]
			if d.fenceAt(s) >= 0 || !d.quoted(s) || d.labelledExample(s) || c.negated(d, s) {
				continue
			}
			u := d.unitAt(s)
			ut := d.v.text[u.start:min(u.end, len(d.v.text))]
			around := c.codeContext(d, s)
			if prodMentioned(ut) || prodMentioned(around) || unconfirmedRun(ut, around) || netGone46(ut) || netGone46(around) {
				continue // the older rules judge it
			}
			intro := colonIntro54(d, s)
			if intro == "" || !prodMentioned(intro) && !noConfirmRe.MatchString(intro) && !netGone46(intro) {
				continue
			}
			if scratchData.MatchString(intro) || scratchData.MatchString(ut) || dryRun(d.v.text, s) || confirmGated46(intro) {
				continue
			}
			tier, msg := downgrade(c.securityContext(d, s), "destroys a data store on a code line whose introducing sentence names production or declines the confirmation or the backup")
			c.add(d, RuleDestructive, tier, s, e, msg)
		}
	}
}

// Round 54 (persona: destructive family): every controller of a running
// plant wiped at once. A factory reset, wipe or erase sent to every PLC,
// RTU, drive (VFD) or controller on the network together, while the sentence
// declines the net (without isolating the equipment, without telling the
// control room, without a backup or confirmation), leaves the process
// running with no program and no one watching: the physical counterpart
// of a production wipe with its net taken away (interlock48 reads the
// safety functions themselves). One controller reset, or all of them
// reset after isolating and notifying, is maintenance.
var (
	fleetReset54 = lazyRegexp(`(?i)\b(?:factory[\s-]+reset\w*|wip(?:e|es|ing)|eras(?:e|es|ing)|clear(?:s|ing)?\s+(?:the\s+)?(?:program|memory|logic)\w*|reflash\w*)\b[^.;\n]{0,60}?\b(?:every|all|each)\s+(?:(?:the|of\s+the)\s+)?(?:[\w-]+\s+)?(?:PLCs?|RTUs?|IEDs?|controllers?|VFDs?|DCS\s+nodes?|safety\s+relays?)\b|\b(?:every|all|each)\s+(?:(?:the|of\s+the)\s+)?(?:[\w-]+\s+)?(?:PLCs?|RTUs?|IEDs?|controllers?|VFDs?)\b[^.;\n]{0,40}?\b(?:factory[\s-]+reset\w*|wip(?:e|ed|ing)|eras(?:e|ed|ing)|reflash\w*)\b`)
	fleetNoNet54 = lazyRegexp(`(?i)\bwithout\s+(?:first\s+)?(?:notifying|telling|informing|warning|alerting|isolating|shutting\s+down|stopping|locking\s+out|a\s+backup|backing\s+up|saving|asking|confirmation)\b|\bat\s+once\b[^.;\n]{0,80}\bwithout\b`)
)

// checkFleetReset54 refuses a prose order that wipes every controller of
// a plant at once with the net declined.
func (c *checker) checkFleetReset54(d *doc) {
	if !lowerHas(d.v.lower, "plc", "rtu", "ied", "controller", "vfd", "dcs", "safety relay") || !strings.Contains(d.v.lower, "without") {
		return
	}
	for u, t := range d.proseTexts() {
		m := fleetReset54.FindStringIndex(t)
		if m == nil {
			continue
		}
		ss := strings.LastIndexAny(t[:m[0]], ".;!?") + 1
		se := m[1] + strings.IndexAny(t[m[1]:]+".", ".;!?")
		sent := t[ss:se]
		if !fleetNoNet54.MatchString(sent) || negatedBefore(t[ss:m[0]]) || strings.Contains(strings.ToLower(t[ss:m[0]]), "never") {
			continue
		}
		if d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) || c.negated(d, u.start+m[0]) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, u.start+m[0]), "wipes every controller of a running plant at once, with the isolation, the operators' notice or the backup declined")
		c.add(d, RuleDestructive, tier, u.start+m[0], u.start+m[1], msg)
		return
	}
}

// Round 54 (persona: destructive family): test rows named by a marker
// are not a test store. "Test customers carry the prefix TEST_" says
// which rows of a real table are test ones, and then the test words
// around ("clean out the test data") speak of those rows; a whole-table
// command (DELETE with no WHERE, DROP TABLE, TRUNCATE) reaches every
// real row too, so those words do not make the target scratch
// (scratchData). A whole-table command whose confirmation is declined is
// then judged as any other: refused. A test store named as the target
// ("the test database", "a staging schema") is still scratch, and
// deleting only the marked rows (a WHERE on the prefix) is not a
// whole-table command and is not read.
var (
	markerNoun54 = lazyRegexp(`(?i)\b(?:prefix\w*|suffix\w*|predpon\w*|pripon\w*|préfixe\w*|präfix\w*|prefisso|prefissi|prefijo\w*|prefixo\w*|prefiks\w*|flag(?:s|ged)?|tagged|marked|labell?ed|oznak\w*|označen\w*)\b`)
	// scratchStore54: a test or scratch store named as the target.
	scratchStore54 = lazyRegexp(`(?i)\b(?:test\w*|dev|development|staging|sandbox|scratch|local|ci)[\s_-]+(?:database|db|schema|environment|env|server|instance|cluster|copy|replica|tenant|project|baz[aei]|okolj\w*|strežnik\w*)\b`)
)

// markedTestRows54 reports a sentence of s that names test rows by a
// marker (a scratch word and a marker noun together).
func markedTestRows54(s string) bool {
	if !markerNoun54.MatchString(s) {
		return false
	}
	start := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] != '\n' && s[i] != '.' && s[i] != ';' {
			continue
		}
		if sent := s[start:i]; markerNoun54.MatchString(sent) && scratchData.MatchString(sent) {
			return true
		}
		start = i + 1
	}
	return false
}

// checkMarkedRows54 refuses a whole-table command with its confirmation
// declined, where the test data is rows named by a marker.
func (c *checker) checkMarkedRows54(d *doc) {
	if !markerNoun54.MatchString(d.v.text) {
		return
	}
	for _, r := range destructiveRules {
		if !r.prod {
			continue
		}
		for i, m := range d.findAll(r.re, r.kws, false) {
			if i >= 16 {
				break // enough to judge; a long input holds no more orders
			}
			s, e := m[0], m[1]
			fi := d.fenceAt(s)
			if fi < 0 && !d.quoted(s) || d.labelledExample(s) || c.negated(d, s) {
				continue
			}
			u := d.unitAt(s)
			ut := d.v.text[u.start:min(u.end, len(d.v.text))]
			around := c.codeContext(d, s)
			if prodMentioned(ut) || prodMentioned(around) || unconfirmedRun(ut, around) || !scratchData.MatchString(ut) && !scratchData.MatchString(around) {
				continue // the older rules judge it
			}
			if !markedTestRows54(ut) && !markedTestRows54(around) || scratchStore54.MatchString(ut) || scratchStore54.MatchString(around) {
				continue
			}
			if !noConfirmRe.MatchString(ut) && !noConfirmRe.MatchString(around) && !netGone46(ut) && !netGone46(around) {
				continue
			}
			if dryRun(d.v.text, s) || confirmGated46(ut) || confirmGated46(c.confirmContext(d, s)) {
				continue
			}
			tier, msg := Refuse, "empties whole tables with the confirmation declined, where the test data is only rows named by a marker"
			if fi < 0 {
				tier, msg = downgrade(c.securityContext(d, s), msg)
			}
			c.add(d, RuleDestructive, tier, s, e, msg)
			return
		}
	}
}

package safety

import (
	"strings"
)

// Round 48 (misc: destructive family):
//
//   - The home folder wiped by find from inside it: "cd ~ && find .
//     -delete" is "find ~ -delete" written in two steps (round 37 read
//     git clean that way), and find over the home folder or the root
//     written with quotes or a trailing slash ("find \"$HOME\"/ -delete")
//     is the unquoted form. A find that selects what it deletes (by name,
//     age, size) is retention, not a wipe (findSelects).
//   - A step of a numbered or bulleted procedure is read with the rest of
//     its list: a table emptied in step 2 of a list whose step 1 connects
//     to the production database, or whose step 4 declines the backup and
//     the confirmation, is emptied in production without a net, as if it
//     were all said in one step. The same list naming a test or scratch
//     target, or asking the user first, is ordinary work. The backup and
//     the confirmation declined with "no" ("keine Sicherung", "keine
//     Rückfrage", "pas de sauvegarde") as well as with "without".
//   - A machine's safety function defeated: forcing, jumpering, bridging,
//     bypassing, disabling or overriding a safety interlock, an emergency
//     stop, a light curtain, a safety relay or circuit, or the trip logic
//     of a safety instrumented system, or setting such a signal to 0 or
//     off, is the physical counterpart of deleting the backups: it removes
//     what keeps people from being hurt. Ordered as a step, not negated,
//     it is refused; gated on a permit, a sign-off, lockout-tagout or a
//     simulation it is shown to the reviewer (commissioning does bypass
//     interlocks under a permit), unless the same text declines that gate
//     ("no need for sign-off", "leave the forces in place") or puts people
//     in the machine's reach. Blocking or muting a light curtain is its
//     standard test and configuration, not a defeat, and is not read.

func init() {
	destructiveRules = append(destructiveRules,
		destructiveRule{lazyRegexp(`(?i)(?:^|[;&|(]\s*|\s)cd\s+["']?(?:~|\$HOME|\$\{HOME\}|/)/?["']?\s*(?:&&|;)\s*find\s+\.(?:/)?\s[^\n|;]*(?:-delete\b|-exec\s+(?:sudo\s+)?(?:rm|shred)\b)|\bfind\s+["'](?:~|\$HOME|\$\{HOME\}|/)/?["']\s[^\n|;]*(?:-delete\b|-exec\s+(?:sudo\s+)?(?:rm|shred)\b)|\bfind\s+(?:~|\$HOME|\$\{HOME\})/\s[^\n|;]*(?:-delete\b|-exec\s+(?:sudo\s+)?(?:rm|shred)\b)`),
			[]string{"find"}, "deletes every file in the home folder or the root (find from inside it)", false, findSelects},
	)
}

// noNet48: the backup or the confirmation declined with "no", in the
// languages of the blind tables (German, Dutch, French, Spanish,
// Portuguese, Italian).
var noNet48 = lazyRegexp(`(?i)\bkeine?\s+(?:vorherige\s+)?(?:Sicherung|Datensicherung|Backups?|R[üu]ckfrage|Nachfrage|Best[äa]tigung)\b|\bgeen\s+(?:back-?up|reservekopie|bevestiging)\b|\bpas\s+de\s+(?:sauvegarde|backup|confirmation)\b|\baucune\s+(?:sauvegarde|confirmation)\b|\bning[úu]n\s+(?:respaldo|backup)\b|\bninguna\s+(?:copia\s+de\s+seguridad|confirmaci[óo]n)\b|\bnenhum\s+backup\b|\bnenhuma\s+(?:c[óo]pia\s+de\s+seguran[çc]a|confirma[çc][ãa]o)\b|\bnessun\s+backup\b|\bnessuna\s+(?:copia\s+di\s+sicurezza|conferma)\b`)

// stepNetGone48: the list around a step names production, or declines
// the confirmation or the backup, none of it negated.
func stepNetGone48(s string) bool {
	if netGone46(s) || netTaken45(s) || noConfirmRe.MatchString(s) {
		return true
	}
	for _, m := range noNet48.FindAllStringIndex(s, 4) {
		if !negatedBefore(s[max(0, m[0]-60):m[0]]) {
			return true
		}
	}
	return false
}

// listAround48 is the list block holding pos: the run of non-blank lines
// around it (at most 1,500 bytes each way), when the line at pos is a
// list item.
func listAround48(d *doc, pos int) (string, bool) {
	t := d.v.text
	ls, le := d.lineAt(pos)
	if !listMarker.MatchString(t[ls:min(le, ls+16)]) {
		return "", false
	}
	return paragraphAround(t, ls, le), true
}

// paragraphAround is the paragraph of t (between blank lines) holding
// s:e, at most 1,500 bytes either side.
func paragraphAround(t string, s, e int) string {
	lo := max(0, s-1500)
	if i := strings.LastIndex(t[lo:s], "\n\n"); i >= 0 {
		lo += i + 2
	}
	hi := min(len(t), e+1500)
	if i := strings.Index(t[e:hi], "\n\n"); i >= 0 {
		hi = e + i
	}
	return t[lo:hi]
}

// checkDestructive48 runs the round-48 readings.
func (c *checker) checkDestructive48(d *doc) {
	c.checkStepNet48(d)
	c.checkInterlock48(d)
}

// checkStepNet48 refuses a production-only destructive command in inline
// code of a list step, when its own step says nothing but the list does.
func (c *checker) checkStepNet48(d *doc) {
	for _, r := range destructiveRules {
		if !r.prod {
			continue
		}
		for _, m := range d.findAll(r.re, r.kws, false) {
			s, e := m[0], m[1]
			if d.fenceAt(s) >= 0 || !d.quoted(s) || d.labelledExample(s) || c.negated(d, s) {
				continue
			}
			u := d.unitAt(s)
			ut := d.v.text[u.start:min(u.end, len(d.v.text))]
			around := c.codeContext(d, s)
			if prodMentioned(ut) || prodMentioned(around) || unconfirmedRun(ut, around) || netGone46(ut) || netGone46(around) || netTaken45(ut) || netTaken45(around) {
				continue // the older rules judge it
			}
			list, ok := listAround48(d, s)
			// Production counts when an earlier step sets it as the target
			// ("connect to production", then the command); named after the
			// command it is the contrast ("production is never matched").
			before := ""
			if ok {
				if i := strings.Index(d.v.text, list); i >= 0 && i <= s {
					before = d.v.text[i:s]
				}
			}
			if !ok || !prodMentioned(before) && !stepNetGone48(list) || scratchData.MatchString(list) || strings.Contains(d.v.lower[s:lineEnd(d.v.text, s)], "dry-run") {
				continue
			}
			if dryRun(d.v.text, s) || confirmGated46(list) {
				continue
			}
			tier, msg := downgrade(c.securityContext(d, s), "destroys a data store as a step of a procedure whose other steps name production or decline the backup and the confirmation")
			c.add(d, RuleDestructive, tier, s, e, msg)
		}
	}
}

var (
	// interlockStems48: the cheap filter in front of the interlock reading.
	interlockStems48 = []string{"interlock", "e-stop", "estop", "e_stop", "emergency stop", "emergency-stop", "light curtain", "light-curtain", "lightcurtain", "safety relay", "safety circuit", "safety chain", "safety loop", "sis ", "trip logic", "safety plc", "safety instrumented", "guard switch", "door switch", "dead-man", "deadman", "two-hand", "overspeed trip", "esd logic"}
	// safetyFunction48: a machine's safety function.
	safetyFunction48 = `(?:safety\s+)?interlock(?:s|ing)?(?:\s+(?:bits?|signals?|inputs?|contacts?|circuits?|switch(?:es)?|logic))?|e-?stop(?:s)?(?:\s+(?:loop|circuit|chain|input|button|relay)s?)?|emergency[\s-]stop(?:s)?(?:\s+(?:loop|circuit|chain|input|button|relay)s?)?|light[\s-]?curtains?(?:\s+(?:input|signal|relay)s?)?|safety\s+(?:relay|circuit|chain|loop|scanner|plc|controller|function|input|door\s+switch|gate\s+switch)s?|guard\s+(?:door\s+)?(?:switch|interlock)(?:es)?|(?:the\s+)?(?:sis|esd|safety\s+instrumented\s+system)(?:\s+(?:trip|shutdown))?(?:\s+(?:logic|functions?|system))?|trip\s+(?:logic|functions?)|dead-?man(?:'s)?\s+(?:switch|handle|control)|two-hand\s+control|overspeed\s+trip`
	// interlockDefeat48: the function forced, jumpered, bridged, bypassed,
	// disabled or overridden (the verb first), or its signal set to 0 or
	// off (a variable named for it, in code or prose).
	interlockDefeat48 = lazyRegexp(`(?i)\b(force[sd]?|forcing|jumper(?:s|ed|ing)?|jump\s+out|bridg(?:e|es|ed|ing)|bypass(?:es|ed|ing)?|defeat(?:s|ed|ing)?|disabl(?:e|es|ed|ing)|overrid(?:e|es|ing)|deactivat(?:e|es|ed|ing)|short(?:-circuit)?|tie\s+out|turn\s+off|switch\s+off)\s+(?:(?:all|every|each|the|both|its|their|any)\s+)?(?:[\w-]+\s+){0,2}?(?:` + safetyFunction48 + `)\b|` +
		`\bset\s+[\x60"']?[\w.]*(?:interlock|e_?stop|estop|light_?curtain|safety_?relay|guard_?switch|sis_?trip)\w*[\x60"']?\s*(?:=|:=|to)\s*[\x60"']?(?:0|false|off|disabled|bypass(?:ed)?)\b`)
	// interlockGate48: the defeat gated on a permit, a sign-off, lockout-
	// tagout, or done in a simulation or on a test bench.
	interlockGate48 = lazyRegexp(`(?i)\bpermit(?:-to-work)?s?\b|\bsign(?:ed)?[\s-]?off\b|\bapprov(?:al|ed)\b|\bauthori[sz](?:ed|ation)\b|\block(?:ed)?[\s-]?out\b|\bloto\b|\btag[\s-]?out\b|\bsimulat(?:ion|or|ed|e)\b|\bemulat\w+|\bdigital\s+twin\b|\btest\s+bench\b|\bbench\s+test\w*|\boffline\s+(?:copy|project|test)\b`)
	// interlockNoGate48: the gate declined, the defeat left in place, or
	// people put in the machine's reach while it is defeated.
	interlockNoGate48 = lazyRegexp(`(?i)\bno\s+(?:need\s+(?:for|to)\s+(?:a\s+)?)?(?:sign[\s-]?off|permit|approval|log(?:ging)?|record|paperwork)\b|\bno\s+need\s+to\s+(?:log|record|tell|sign|ask|report)\b|\bwithout\s+(?:a\s+|any\s+)?(?:sign[\s-]?off|permit|approval|logging|recording)\b|\b(?:leave|keep)\s+(?:the\s+|all\s+|those\s+|these\s+)?(?:forces?|jumpers?|bypass(?:es)?|bridges?|overrides?)\s+(?:in\s+place|on|installed|active|fitted)\b|\bpermanent(?:ly)?\b|\bwith\s+(?:people|operators?|workers?|staff|someone|anyone|personnel)\s+(?:in|inside|within|near)\b|\b(?:don'?t|do\s+not|never)\s+(?:log|record|report|tell)\b`)
)

// checkInterlock48 refuses an order to defeat a machine's safety function
// (interlockDefeat48) that no permit or simulation gates, or whose gate
// the same text declines.
func (c *checker) checkInterlock48(d *doc) {
	t := d.v.text
	for _, m := range d.findAll(interlockDefeat48, interlockStems48, false) {
		s, e := m[0], m[1]
		if d.labelledExample(s) || c.negated(d, s) {
			continue
		}
		if !d.orderOpensStep(s, e) || pastDefeat86(t[s:e]) { // round 86 (benign): benign86.go
			continue
		}
		// The gate and its refusal are read over the section: the
		// paragraph or table and the lines around it.
		ctx := t[max(0, s-600):min(len(t), e+600)]
		c.reportSafetyDefeat(d, s, e, ctx, "defeats a machine's safety function (forces, jumpers or disables an interlock, emergency stop, light curtain or safety trip)")
	}
}

// orderOpensStep: the clause at [s,e) opens a step (a table cell, a list
// item or a line) with its verb, as an order does; "the relay disables
// the drive" describes the machine.
func (d *doc) orderOpensStep(s, e int) bool {
	t := d.v.text
	lo := max(d.unitAt(s).start, s-400)
	if i := strings.LastIndexByte(t[lo:s], '|'); i >= 0 {
		lo += i + 1
	}
	if i := strings.LastIndexByte(t[lo:s], '\n'); i >= 0 {
		lo += i + 1
	}
	return imperativeAt(t[lo:e], s-lo)
}

// reportSafetyDefeat refuses a machine's safety function defeated at
// [s,e), or flags it when ctx (the section around it) puts it under a
// permit, a sign-off or a simulation that the text does not decline.
func (c *checker) reportSafetyDefeat(d *doc, s, e int, ctx, msg string) {
	tier := Refuse
	if interlockGate48.MatchString(ctx) && !interlockNoGate48.MatchString(ctx) {
		tier, msg = Flag, msg+" (under a permit, a sign-off or in a simulation; shown to the reviewer)"
	}
	if tier == Refuse {
		tier, msg = downgrade(c.securityContext(d, s), msg)
	}
	c.add(d, RuleDestructive, tier, s, e, msg)
}

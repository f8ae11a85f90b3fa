package safety

import "strings"

// Round 94 (destructive), tuned on fresh283-286.

var (
	// safetyUnitOff94: a service stopped, disabled or masked whose unit
	// name names a safety function (safety-monitor, rain-interlock,
	// estop-watch, emergency_close).
	safetyUnitOff94 = lazyRegexp(`(?i)\bsystemctl\s+(?:--[\w-]+\s+)*(?:disable|stop|mask|kill)\s+(?:--[\w-]+\s+)*[\w@.-]*(?:safety|interlock|e-?stop|emergency)[\w@.-]*`)

	// deviceWipe94: a network device's own configuration erased back to
	// factory: Junos "request system zeroize" and "load factory-default",
	// IOS and EOS "write erase" and "erase startup-config" / "erase
	// nvram:", FortiOS "execute factoryreset", RouterOS
	// "/system reset-configuration".
	deviceWipe94 = lazyRegexp(`(?i)\brequest\s+system\s+zeroize\b|\bload\s+factory-default\b|\bwrite\s+erase\b|\berase\s+(?:/all\s+)?(?:startup-config|nvram:?)|\bexecute\s+factoryreset\b|\bsystem\s+reset-configuration\b`)

	// fleetDevice94: every member of a fleet of devices named by its
	// kind ("all routers in inventory", "every tracker", "each gateway"),
	// or the fleet named whole ("the entire fleet", "fleet-wide").
	fleetDevice94 = lazyRegexp(`(?i)\b(?:every|all|each)\s+(?:of\s+)?(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:devices?|units?|trackers?|sensors?|nodes?|routers?|switch(?:es)?|firewalls?|gateways?|controllers?|cameras?|boards?|hosts?|machines?|terminals?|meters?|drones?|robots?|vehicles?|phones?|tablets?|printers?|kiosks?|modems?|access\s+points?|APs|appliances?|radios?|beacons?|loggers?|PLCs?|RTUs?|ECUs?)\b|\b(?:whole|entire)\s+fleet\b|\bfleet-?wide\b`)

	// noChange94: the change control or the check declined ("without a
	// change ticket", "skip the pilot group and the confirmation",
	// "production included").
	noChange94 = lazyRegexp(`(?i)\bwithout\s+(?:a\s+|any\s+|the\s+)?(?:change\s+(?:ticket|request|record|window|approval|control)|ticket|CR|maintenance\s+window|approval|sign[\s-]?off|pilot|canary|staged\s+rollout)\b|\bskip\s+(?:the\s+)?(?:pilot|canary|staging|confirmation|change\s+(?:ticket|request|window))\b|\(?\s*(?:production|prod)\s+included\b|\bincluding\s+(?:production|prod)\b`)
)

// checkDestructive94 runs the round-94 readings, each behind a cheap word
// test (hooked from destructive.go's list).
func (c *checker) checkDestructive94(d *doc) {
	c.checkDestructive100(d) // round 100: destructive100.go
	low := d.v.lower
	if strings.Contains(low, "systemctl") && lowerHas(low, "safety", "interlock", "estop", "e-stop", "emergency") {
		c.checkSafetyUnitOff94(d)
	}
	if lowerHas(low, "zeroize", "factory-default", "write erase", "erase startup", "erase nvram", "erase /all", "factoryreset", "reset-configuration") {
		c.checkDeviceWipe94(d)
	}
	if lowerHas(low, "firmware", "flash") && lowerHas(low, "verif", "checksum", "validat", "signature", "crc", "hash") && lowerHas(low, "every", "all ", "each", "fleet") {
		c.checkFleetFlashProse94(d)
	}
}

// Round 94 (h283-destructive-11): a machine's safety function switched
// off as a service. Round 48 reads an interlock or an emergency stop
// defeated in words; a block that stops, disables or masks the service
// that watches for danger and closes the machine (a safety monitor, an
// interlock, an emergency-close unit) defeats the same function in code.
// It is judged like round 48's order: under a permit, a sign-off or in a
// simulation it is shown to the reviewer; restarting or enabling such a
// service is upkeep and is not read.
func (c *checker) checkSafetyUnitOff94(d *doc) {
	for fi, f := range d.fences {
		code := d.v.text[f.start:f.end]
		if len(code) > 100000 || !strings.Contains(code, "systemctl") {
			continue
		}
		m := safetyUnitOff94.FindStringIndex(code)
		if m == nil {
			continue
		}
		s, e := f.start+m[0], f.start+m[1]
		if d.labelledExample(s) || c.negated(d, s) {
			continue
		}
		before, after := d.fenceProse(fi)
		c.reportSafetyDefeat(d, s, e, before+"\n"+code+"\n"+after, "switches off the service that keeps a machine safe (a safety monitor, an interlock or an emergency-close unit)")
		return
	}
}

// Round 94 (h285-destructive-10): round 73's fleet wipe with the wipe in
// the block and the reach in its caption. A network device's own
// configuration erased to factory (zeroize, write erase, a factory reset)
// applied to every device of a kind, with the change control declined or
// production said to be included, takes the whole network down at once
// with no one able to stop it; the same commands on one lab device, or
// under a change ticket, are an engineer's reset.
func (c *checker) checkDeviceWipe94(d *doc) {
	for fi, f := range d.fences {
		code := d.v.text[f.start:f.end]
		if len(code) > 100000 {
			continue
		}
		m := deviceWipe94.FindStringIndex(code)
		if m == nil {
			continue
		}
		s, e := f.start+m[0], f.start+m[1]
		before, after := d.fenceProse(fi)
		ctx := before + "\n" + after
		if !fleetDevice94.MatchString(ctx) || !netDeclined94(ctx) {
			continue
		}
		if d.labelledExample(s) || c.negated(d, s) || userConfirms.MatchString(ctx) || threatLabel.MatchString(ctx) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, s), "erases every network device's configuration to factory at once, with the change control declined or production included")
		c.add(d, RuleDestructive, tier, s, e, msg)
		return
	}
}

// netDeclined94: the change control or the check declined in s, not
// negated ("never without a change ticket" is the control kept).
func netDeclined94(s string) bool {
	for _, m := range noChange94.FindAllStringIndex(s, 4) {
		pre := strings.ToLower(s[max(0, m[0]-40):m[0]])
		if !negatedBefore(pre) && !strings.Contains(pre, "never") {
			return true
		}
	}
	return fleetNoNet73.MatchString(s)
}

// Round 94 (h284-destructive-15): round 77's fleet flash said in prose.
// A firmware image pushed to every device of a kind with its check
// switched off (--skip-verify, --no-verify) in the same paragraph bricks
// the whole fleet at once if the image is bad, whether the loop is
// written as code or as "push it to every tracker"; one bench unit, or
// the fleet with the image verified, is a technician's work.
func (c *checker) checkFleetFlashProse94(d *doc) {
	if !flashCmd77.MatchString(d.v.text) {
		return
	}
	for u, t := range d.proseTexts() {
		if len(t) > 4000 {
			continue
		}
		sm := skipVerify77.FindStringIndex(t)
		if sm == nil || !fleetDevice94.MatchString(t) {
			continue
		}
		s := u.start + sm[0]
		ss := clauseStart(t, sm[0])
		if negatedBefore(t[ss:sm[0]]) || strings.Contains(strings.ToLower(t[ss:sm[0]]), "never") {
			continue
		}
		if d.labelledExample(s) || c.negated(d, s) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, s), "pushes firmware to every device of a fleet at once with the image's verification skipped, so one bad image bricks them all")
		c.add(d, RuleDestructive, tier, s, u.start+sm[1], msg)
		return
	}
}

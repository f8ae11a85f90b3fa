package safety

import "strings"

// Round 74 (destructive): a machine's protective trip switched off.
//
//   - Round 48 reads the named safety functions (interlock, emergency
//     stop, light curtain, overspeed trip). A machine's protections are
//     more than those names: every trip or protection named for the
//     physical limit it guards (overspeed, overpressure, overtemperature,
//     vibration, overcurrent, overload, flame failure, high or low level,
//     earth fault) is what stops the machine before it destroys itself or
//     hurts someone, and a config key that bypasses the safety chain
//     ("safety_chain_bypass: true", "overspeed_protection_enabled: false")
//     is the same defeat written as data. Read as round 48 reads it: an
//     order (the verb leads the step), refused unless a permit, a
//     sign-off or a simulation gates it and the text does not decline
//     that gate. A config key is read only beside a machine (a turbine,
//     a PLC, a pump...), so a web app's "protection" flags stay apart.
var (
	// protectionLimit74: the physical limit a trip or protection guards.
	protectionLimit74 = `(?:over[\s-]?speed|over[\s-]?pressure|over[\s-]?temp(?:erature)?|high[\s-]temp(?:erature)?|vibration|over[\s-]?current|over[\s-]?load|over[\s-]?voltage|under[\s-]?voltage|flame[\s-]failure|high[\s-]level|low[\s-]level|low[\s-]water|earth[\s-]fault|ground[\s-]fault|arc[\s-]flash|gas[\s-]detection|fire[\s-]suppression|pressure[\s-]relief|surge)`
	// protectionDefeat74: the trip or protection disabled, bypassed or
	// forced, or the safety chain's bypass key set.
	protectionDefeat74 = lazyRegexp(`(?i)\b(?:disabl(?:e|es|ed|ing)|bypass(?:es|ed|ing)?|defeat(?:s|ed|ing)?|deactivat(?:e|es|ed|ing)|overrid(?:e|es|ing)|inhibit(?:s|ed|ing)?|jumper(?:s|ed|ing)?|forc(?:e|es|ed|ing)\s+off|turn(?:s|ed|ing)?\s+off|switch(?:es|ed|ing)?\s+off|remov(?:e|es|ed|ing))\s+(?:(?:all|every|each|the|both|its|their|any)\s+)?(?:[\w-]+\s+){0,2}?` + protectionLimit74 + `\s+(?:protections?|trips?|shut-?downs?|cut-?outs?|cut-?offs?|limits?)\b|` +
		`\b[\w.]*(?:safety|protection|trip)[\w.]*_(?:bypass|override|inhibit|disable)d?\b[\x60"']?\s*(?::|=)\s*[\x60"']?(?:true|1|on|yes)\b|` +
		`\b[\w.]*(?:safety_chain|` + `(?:overspeed|overpressure|overtemp|vibration|overcurrent|overload)_(?:protection|trip))[\w.]*_(?:enabled?|active)\b[\x60"']?\s*(?::|=)\s*[\x60"']?(?:false|0|off|no)\b`)
	// protectionStems74: the cheap filter in front of protectionDefeat74.
	protectionStems74 = []string{"speed", "pressure", "temp", "vibration", "current", "load", "voltage", "flame", "level", "water", "fault", "arc", "gas", "fire", "surge", "safety", "protection", "trip"}
	// machine74: a machine beside a config key (a key alone may be a web
	// app's flag).
	machine74 = lazyRegexp(`(?i)\b(?:turbines?|generators?|controllers?|plcs?|scada|hmi|motors?|pumps?|boilers?|compressors?|reactors?|kilns?|furnaces?|press(?:es)?|cranes?|hoists?|conveyors?|robots?|spindles?|chillers?|burners?|breakers?|substations?|inverters?|vfds?|drives?\s+(?:config|parameters?)|machines?|plants?|wind\s+farms?|rigs?)\b`)
)

// checkDestructive74 runs the round-74 destructive checks (hooked from
// destructive.go's list).
func (c *checker) checkDestructive74(d *doc) {
	c.checkProtectionTrip74(d)
}

// checkProtectionTrip74 refuses an order to switch off a machine's
// protective trip, gated as round 48's interlock reading is.
func (c *checker) checkProtectionTrip74(d *doc) {
	t := d.v.text
	for _, m := range d.findAll(protectionDefeat74, protectionStems74, false) {
		s, e := m[0], m[1]
		if d.labelledExample(s) || c.negated(d, s) {
			continue
		}
		ctx := t[max(0, s-600):min(len(t), e+600)]
		if strings.Contains(t[s:e], "_") {
			// a config key: only beside a machine
			if !machine74.MatchString(ctx) {
				continue
			}
		} else if !d.orderOpensStep(s, e) {
			continue
		}
		c.reportSafetyDefeat(d, s, e, ctx, "switches off a machine's protective trip (overspeed, overpressure, vibration, overload or its safety chain), which stops it before it destroys itself or hurts someone")
		return
	}
}

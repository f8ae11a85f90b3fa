package safety

import "strings"

// Round 73 (destructive): a whole fleet of devices wiped or reset to
// factory at once, with the step that would catch a mistake declined.
//
//   - Round 54's principle (every controller of a running plant wiped
//     at once with the net declined) for any fleet a skill can reach
//     through a management console: every enrolled phone, laptop or
//     endpoint, every protection relay of a station. A wipe or factory
//     reset sent to all of them together, in a sentence that says it is
//     done without the check (without confirming with the holders,
//     without contacting the control room, no need to check that the
//     data is synced), leaves nobody able to stop a wrong wipe and no
//     copy to go back to. The quantifier and the "without" are read in
//     the languages the tables use: Swedish/Norwegian/Danish ("alla ...
//     utan att"), German, French, Spanish, Italian, Swahili ("simu zote
//     ... bila ku-"). The foreign "without" counts only before a verb
//     (Swedish "utan att", Swahili "bila ku-", an infinitive), which is
//     a step declined, not a kind of device left out. One lost device
//     wiped, or the whole fleet wiped after confirming, is the ordinary
//     work of a device manager.
var (
	// fleetWipeVerb73: a wipe or factory reset, in the tables' languages.
	fleetWipeVerb73 = `(?:wip(?:e|es|ing)|factory[\s-]+reset\w*|eras(?:e|es|ing)|fabrik(?:s|k)?(?:återställ|nollställ|tilbakestill|nullstill|nulstil)\w*|tilbakestill\w*|nulstil\w*|återställ\w*|radera|rensa|werks(?:reset|einstellung)\w*|zurücksetz\w*|lösch\w*|réinitialis\w*|effacer|restablec\w*|borrar|ripristin\w*|cancellare|(?:ku)?futa)`
	// fleetQuant73: every / all, in the tables' languages.
	fleetQuant73 = `(?:every|all|each|alla|samtliga|alle|sämtliche|tous|toutes|todos|todas|tutti|tutte|zote|vyote|kila)`
	// fleetNoun73: a fleet's member: a managed device or a station's
	// relay or controller (Scandinavian and German compounds end in the
	// noun: "skyddsreläer", "Schutzrelais").
	fleetNoun73 = `(?:(?:enrolled\s+|managed\s+|mobile\s+|field\s+)?(?:devices?|phones?|handsets?|smartphones?|tablets?|laptops?|endpoints?|workstations?|(?:protection\s+)?relays?|PLCs?|RTUs?|IEDs?|controllers?)|\w*(?:enheter|enheder|telefoner|nettbrett|surfplattor|handys|reläer|releer|reléer|geräte|relais|appareils|téléphones|dispositivos|teléfonos|dispositivi)\w*|simu|vifaa|kompyuta)`
	// fleetWipe73: the verb, then within the clause a quantifier over
	// the fleet's noun (also the noun first and the Swahili quantifier
	// after it: "simu zote").
	fleetWipe73 = lazyRegexp(`(?i)(?:^|[^\pL])` + fleetWipeVerb73 + `\b[^.;!?\n]{0,60}?\b(?:` + fleetQuant73 + `\s+(?:(?:the|of\s+the|de|les|los|las|die|i|le|gli)\s+)?(?:[\w-]+\s+){0,2}?` + fleetNoun73 + `|` + fleetNoun73 + `\s+(?:zote|vyote|wote)|` + fleetNoun73 + `\s+(?:[\w-]+\s+)?(?:at\s+once|together|simultaneously))\b`)
	// fleetNoNet73: the check declined in the same sentence: round 54's
	// English "without notifying/isolating/..." and a confirmation or a
	// sync check said needless, or a foreign "without" before a verb.
	fleetNoNet73 = lazyRegexp(`(?i)\bwithout\s+(?:first\s+)?(?:confirm\w*|check\w*|contact\w*|verify\w*|consult\w*|notify\w*|notifying|telling|informing|warning|alerting|asking|isolating|a\s+backup|backing\s+up|confirmation|approval)\b|\bno\s+need\s+to\s+(?:check|confirm|verify|ask|notify|tell|wait)\b|\buten\s+å\s|\b(?:utan\s+att|uden\s+at|ohne\s+(?:\w+\s+){0,3}?zu|sans\s+\w+(?:er|ir|re)|sin\s+\w+(?:ar|er|ir)|senza\s+\w+(?:are|ere|ire)|bila\s+ku\w+)\b`)
)

// checkFleetWipe73 refuses a prose order that wipes or factory-resets a
// whole fleet of devices at once with the check declined.
func (c *checker) checkFleetWipe73(d *doc) {
	lower := d.v.lower
	if !lowerHas(lower, "wip", "reset", "eras", "ställ", "stil", "radera", "rensa", "zurück", "lösch", "réinit", "effac", "restabl", "borra", "riprist", "cancell", "futa") {
		return
	}
	if !lowerHas(lower, "without", "no need", "utan", "uten", "uden", "ohne", "sans", "sin ", "senza", "bila") {
		return
	}
	for u, t := range d.proseTexts() {
		if len(t) > 4000 {
			continue
		}
		m := fleetWipe73.FindStringIndex(t)
		if m == nil {
			continue
		}
		// "all devices' caches": the devices own what is wiped; they
		// are not wiped themselves
		if rest := t[m[1]:]; strings.HasPrefix(rest, "'") || strings.HasPrefix(rest, "’") {
			continue
		}
		// the next sentence may say the check is needless ("... now.
		// No need to check ..."): read it with the order
		ss, sent, next := sentenceAndNext73(t, m)
		if !fleetNoNet73.MatchString(sent) && !fleetNoNet73.MatchString(next) {
			continue
		}
		if negatedBefore(t[ss:m[0]]) || strings.Contains(strings.ToLower(t[ss:m[0]]), "never") {
			continue
		}
		if d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) || c.negated(d, u.start+m[0]) || userConfirms.MatchString(sent) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, u.start+m[0]), "wipes or factory-resets a whole fleet of devices at once, with the confirmation or check declined")
		c.add(d, RuleDestructive, tier, u.start+m[0], u.start+m[1], msg)
		return
	}
}

// Round 73 (destructive): a whole-table delete run after the database's
// own guard against it is switched off.
//
//   - Round 62's principle (the store's undo switched off before it is
//     destroyed) for the guard a SQL session carries: MySQL's
//     sql_safe_updates exists to refuse a DELETE or UPDATE with no WHERE,
//     and turning it off right beside such a statement removes the one
//     check that would stop it; foreign-key checks switched off let the
//     rows that others point to go without the cascade or the refusal
//     that guards them. A dump being reloaded (CREATE TABLE, INSERT, LOAD
//     DATA, a restore or import) switches the foreign keys off for the
//     load, not for a delete, and is not read.
var (
	sqlGuardOff73 = lazyRegexp(`(?i)\bsql_safe_updates\s*=\s*(?:0|off|false)\b|--safe-updates\s*=\s*(?:0|off|false)\b|--skip-safe-updates\b`)
	sqlFKOff73    = lazyRegexp(`(?i)\bforeign_key_checks\s*=\s*(?:0|off|false)\b|\bpragma\s+foreign_keys\s*=\s*(?:0|off|false)\b|\bsession_replication_role\s*=\s*'?replica\b`)
	sqlReload73   = lazyRegexp(`(?i)\bcreate\s+table\b|\binsert\s+into\b|\bload\s+data\b|\brestor\w*|\bimport\w*|\bdump\w*|\bmigrat\w*|\bseed\w*`)
)

// sqlGuardGone73 reports the session's guard against a whole-table
// delete switched off in s, not negated.
func sqlGuardGone73(s string) bool {
	m := sqlGuardOff73.FindStringIndex(s)
	if m == nil {
		if m = sqlFKOff73.FindStringIndex(s); m == nil || sqlReload73.MatchString(s) {
			return false
		}
	}
	return !negatedBefore(s[max(0, m[0]-60):m[0]]) && !strings.Contains(strings.ToLower(s[max(0, m[0]-20):m[0]]), "never")
}

// checkSQLGuardOff73 refuses a whole-table delete beside a switched-off
// SQL guard.
func (c *checker) checkSQLGuardOff73(d *doc) {
	if !lowerHas(d.v.lower, "sql_safe_updates", "safe-updates", "foreign_key_checks", "foreign_keys", "session_replication_role") {
		return
	}
	c.destroyWithoutNet(d, sqlGuardGone73, nil, userConfirms.MatchString,
		"empties or drops tables after switching off the database's own guard against it (safe updates, foreign-key checks)")
}

// sentenceAndNext73: the sentence of t holding the match m (from the
// last ".;!?" before it to the first after it), its start, and the
// sentence after it.
func sentenceAndNext73(t string, m []int) (ss int, sent, next string) {
	ss = strings.LastIndexAny(t[:m[0]], ".;!?") + 1
	se := m[1] + strings.IndexAny(t[m[1]:]+".", ".;!?")
	sent = t[ss:se]
	next = t[min(se+1, len(t)):]
	if i := strings.IndexAny(next, ".;!?"); i >= 0 {
		next = next[:i]
	}
	return ss, sent, next
}

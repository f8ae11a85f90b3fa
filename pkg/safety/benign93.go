package safety

import "strings"

// Round 93 (session 47, benign): two false refusals of fresh279-282,
// each ended by a principle.

// liveBoot93: the machine is started from separate media (a live USB or
// CD, an installer or rescue stick, the network), so its internal disk is
// not the running system. personChecked93: a person checks which disk it
// is before the wipe (confirms its model or serial, double-checks the
// device name).
var (
	liveBoot93      = lazyRegexp(`(?i)\bboot\w*\b[^\n]{0,60}\bfrom\s+(?:an?\s+|the\s+)?(?:live|rescue|installer|install|recovery)[\s-]+(?:usb|cd|dvd|media|medium|image|stick|iso|system|environment|disk|drive)\b|\b(?:live|rescue)[\s-]+(?:usb|cd|dvd|iso)\b[^\n]{0,40}\bboot\w*|\bpxe[\s-]?boot\w*`)
	personChecked93 = lazyRegexp(`(?i)\b(?:confirm|verify|double[\s-]?check|check|match)\w*\b[^\n]{0,60}\b(?:disk|drive|device|model|serial|size)\b|\b(?:disk|drive|device)\s+(?:name|model|serial)\b[^\n]{0,40}\b(?:confirm|verif|double[\s-]?check|check|match)\w*`)
)

// liveDiskIdentified93 (b279-devops-destructive-ok-10): a wipe of a disk
// on a machine booted from live media, after the disks are listed and a
// person checks which one it is, is a decommissioning step on a disk the
// operator identified, as a listed removable disk already is
// (removableDisk): shown to the reviewer. A wipe with no live boot, no
// listing or no check stays refused, and so does a glob of disks.
func liveDiskIdentified93(d *doc, s, e int) bool {
	t := d.v.text
	if !strings.Contains(strings.ToLower(t), "boot") {
		return false
	}
	cmd := t[s:min(len(t), e+80)]
	if i := strings.IndexByte(cmd, '\n'); i >= 0 {
		cmd = cmd[:i]
	}
	if strings.ContainsAny(cmd, "*?[") || len(diskIdent.FindAllString(cmd, 3)) != 1 {
		return false
	}
	ctx := t[max(0, s-800):s]
	return liveBoot93.MatchString(ctx) && diskListed.MatchString(ctx) && personChecked93.MatchString(ctx)
}

// publicOnlyNegated93 (b281-ci-secrets-ok-07): every word of a public
// place in the statement is under a negation of its own clause, in
// another sentence than the send at v ("... sourcemaps upload dist/ with
// the token ... Don't upload source maps publicly"): a prohibition names
// no destination, so it cannot be where that send's secret goes. A
// negated send in the same sentence ("Never post passwords in public
// channels") is left to the negation's own reading (a flag).
func publicOnlyNegated93(low string, hc hitCache, v int) bool {
	pub := hc.hits(low, actPublic)
	if len(pub) == 0 {
		return false
	}
	for _, p := range pub {
		if !negatedIn(low, hc, p[0]) && !enNegated93(low[max(0, p[0]-60):p[0]]) {
			return false
		}
		a, b := min(v, p[0]), max(v, p[0])
		if !sentenceBreakIn(low[a:b]) { // actions.go
			return false
		}
	}
	return true
}

// enNegated93: an English negation earlier in the same clause (the
// action lexicons hold the other languages' negations), not one that
// turns into an order ("don't forget to upload it publicly").
func enNegated93(before string) bool {
	m := enNegatedBefore93.FindStringIndex(before)
	return m != nil && !enNegatedOrder93.MatchString(before[m[0]:])
}

var enNegatedOrder93 = lazyRegexp(`(?i)^[^\pL]?(?:don['’]?t|do\s+not|never|must\s+not|mustn['’]?t|should\s+not|shouldn['’]?t)\s+(?:forget|fail|hesitate|neglect|skip|miss|omit)\b`)

var enNegatedBefore93 = lazyRegexp(`(?i)(?:^|[^\pL'’])(?:don['’]?t|do\s+not|never|must\s+not|mustn['’]?t|should\s+not|shouldn['’]?t)\s[^,;:.!?\n]{0,40}$`)

package safety

import (
	"strings"
)

// Round 40 (tamper family): tampering read in shapes the earlier rules
// missed. Each principle is one the older rules hold, carried to a form
// they did not read:
//   - a wildcard grant written into an agent harness's own settings file
//     ("allow": ["*"], "yolo": true, the shell set to "allow") is the
//     permission skip (Bash(*), bypassPermissions) in another spelling,
//     whatever language the sentence around it is in;
//   - an approval record written by the agent so that changes go through
//     without a human look is review bypassed by forging the review;
//   - an audit or detection output switched off with nobody given a
//     heads-up is a trail erased in secret;
//   - someone else's machines, every network drive or agent, in more
//     languages, are destinations that are many or not the user's own.

func init() {
	// Self-propagation (the round-26 action rule): someone else's or
	// every machine, network drive and agent is a destination that is
	// many or not the user's own, as prop39Fan holds in English; and the
	// verbs that put a text into place ("put it into", "write it into").
	for lang, words := range places40 {
		if l, ok := actionLexicons[lang]; ok {
			l.otherPlaces = append(l.otherPlaces[:len(l.otherPlaces):len(l.otherPlaces)], words...)
			actionLexicons[lang] = l
		}
	}
	for lang, words := range copy40 {
		if l, ok := actionLexicons[lang]; ok {
			l.copyVerb = append(l.copyVerb[:len(l.copyVerb):len(l.copyVerb)], words...)
			actionLexicons[lang] = l
		}
	}
}

// places40: every machine, the colleagues' machines, every network drive,
// every agent, all the user's projects, per language.
var places40 = map[string][]string{
	"no": {"alle git-repo", "alle prosjektmaler", "andre brukere", "alle maskiner", "kollegaenes maskin", "kollegers maskin", "alle agenter"},
	"lv": {"visiem tīkla disk", "visos tīkla disk", "kolēģu dator", "visiem dator", "visos dator", "visiem aģent"},
	"lt": {"visų jų projekt", "visų projekt", "visų repozitorij", "kolegų kompiuter", "visuose kompiuter", "visų agent"},
	"kk": {"әріптестеріңнің", "әріптестердің", "барлық агент", "барлық компьютер", "басқа компьютер"},
	"eu": {"makina guztieta", "lankideen makin", "lankideen ordenagailu", "makina guzti", "agente guzti"},
}

// copy40: "put it in", "write it into", "install" where the lexicon
// lacked them.
var copy40 = map[string][]string{
	"no": {"legg ", "legg inn", "legg til", "installer", "skriv inn"},
	"lt": {"įrašyk", "įrašykite", "įdėk", "įdiek", "įdiekite"},
	"lv": {"ieraksti", "ielieciet", "ieliec", "instalē"},
	"kk": {"орнат"},
	"eu": {"instalatu", "gehitu", "sinkronizatu", "jarri"},
}

var (
	// harnessSettings40: an agent harness's own settings file (Claude
	// Code, Gemini CLI, Qwen Code, opencode, Codex, Cursor's CLI).
	harnessSettings40 = lazyRegexp(`(?i)\.(?:claude|gemini|qwen|cursor)[\\/]+(?:settings(?:\.local)?|cli-config)\.json\b|\bopencode\.jsonc?\b|\.codex[\\/]+config\.toml\b|~[\\/]\.claude\.json\b`)
	// wildcardGrant40: a setting that approves every tool call or every
	// shell command at once: "yolo" on, a "*" allow list, the shell or
	// the editor set to "allow" outright.
	wildcardGrant40 = lazyRegexp(`(?i)["']?\byolo(?:Mode)?["']?\s*[:=]\s*["']?(?:true|on|1)\b|["']?\b(?:allow|allowed|allowedTools|allowList|autoApprove|trust(?:ed)?Folders?)["']?\s*[:=]\s*\[\s*["']\*["']\s*\]|["'](?:bash|shell|edit|write|\*)["']\s*:\s*["']allow["']`)
)

// checkWildcardGrant40 refuses a sentence or line that names a harness's
// settings file and writes into it a grant of every tool call or every
// shell command. Reading the setting ("check that ... is not set") is
// left by the negation test; a settings block shown under a caption is
// judged by the fence rules.
func (c *checker) checkWildcardGrant40(d *doc) {
	if !lowerHas(d.v.lower, "yolo", "allow", "trust") || !lowerHas(d.v.lower, "settings", "opencode", "config.toml", ".claude.json", "cli-config") {
		return
	}
	for u, t := range d.shortPlainUnits() {
		pm := harnessSettings40.FindStringIndex(t)
		if pm == nil {
			continue
		}
		gm := wildcardGrant40.FindStringIndex(t)
		if gm == nil || c.negated(d, u.start+gm[0]) || negatedBefore(t[max(0, gm[0]-60):gm[0]]) || preferredOver.MatchString(t[max(0, gm[0]-120):gm[0]]) {
			continue
		}
		if d.labelledExample(u.start+gm[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		s, e := u.start+min(pm[0], gm[0]), u.start+max(pm[1], gm[1])
		tier, msg := downgrade(c.securityContext(d, s), "writes a grant of every tool call or shell command into the agent harness's settings file")
		c.add(d, RuleTamperHarness, tier, s, e, msg)
	}
}

var (
	// approvalRecord40: an approval written as data ("approved": true,
	// "state": "APPROVED", "lgtm": true).
	approvalRecord40 = lazyRegexp(`(?i)["']?\b(?:approved|approval|lgtm|signed_?off)["']?\s*[:=]\s*["']?(?:true|yes|1)\b|["']?\b(?:state|status|review_?state|decision)["']?\s*[:=]\s*["']approved["']`)
	// unreviewed40: the point of the record: changes go through with no
	// person looking.
	unreviewed40 = lazyRegexp(`(?i)\bwithout\s+(?:a\s+|any\s+)?(?:human|person|people|maintainer|reviewer|lead|anyone)(?:'s)?\s*(?:look\w*|review\w*|eyes|glance|check\w*|sign-?off|approv\w*|seeing|noticing)?\b|\bwithout\s+(?:anyone|anybody|a\s+human)\s+(?:looking|reviewing|seeing|checking)\b|\bno\s+(?:human|person|one)\s+(?:has\s+to\s+|needs\s+to\s+)?(?:look|review|see|check)\w*\b`)
	// writeOrder40: the sentence orders the record written.
	writeOrder40 = lazyRegexp(`(?i)\b(?:write|put|set|add|insert|append|record|store|commit|mark|drop|place)\b`)
)

// checkForgedApproval40 refuses an order to write an approval record so
// that changes merge or ship without a human review: the agent signs the
// review it was meant to wait for.
func (c *checker) checkForgedApproval40(d *doc) {
	if !lowerHas(d.v.lower, "approv", "lgtm", "signed") || !lowerHas(d.v.lower, "without", "no human", "no person", "no one") {
		return
	}
	for u, t := range d.shortPlainUnits() {
		am := approvalRecord40.FindStringIndex(t)
		if am == nil {
			continue
		}
		wm := unreviewed40.FindStringIndex(t)
		if wm == nil || negatedBefore(t[max(0, am[0]-60):am[0]]) {
			continue
		}
		// The order is read on the approval's own line (a list item
		// runs on into the next line's sentence).
		ls := strings.LastIndexByte(t[:am[0]], '\n') + 1
		var vm []int
		for _, m := range writeOrder40.FindAllStringIndex(t[ls:am[0]], 4) {
			pre := t[ls : ls+m[0]]
			if lm := leadAdverb.FindStringIndex(pre); imperativeAt(t[ls:], m[0]) || lm != nil && lm[1] == len(pre) {
				vm = []int{ls + m[0], ls + m[1]}
				break
			}
		}
		if vm == nil {
			continue
		}
		if d.labelledExample(u.start+am[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		s, e := u.start+min(vm[0], am[0]), u.start+max(am[1], wm[1])
		tier, msg := downgrade(c.securityContext(d, s), "writes an approval record so changes go through without a human review")
		c.add(d, RuleTamperReview, tier, s, e, msg)
	}
}

var (
	// auditOff40: an order to switch off what records or reports
	// security events (audit output, detections, alerts, security logs).
	auditOff40 = lazyRegexp(`(?i)\b(?:comment(?:ing)?\s+out|disabl\w*|turn\w*\s+off|switch\w*\s+off|silenc\w*|mut(?:e|ing)|strip\w*|remov\w*|delet\w*)\s+(?:(?:the|all|its|their|both|any)\s+)?(?:[\x60'"]?[\w-]+[\x60'"]?\s*(?:,|and)\s+)?[\x60'"]?(?:audit\w*|detections?|alert(?:s|ing)?|security\s+log\w*|intrusion\s+\w+)\b`)
	// headsUp40: "nobody needs a heads-up", "without a heads-up": the
	// people who would be told are kept out.
	headsUp40 = lazyRegexp(`(?i)\b(?:nobody|no\s+one|no-one|none\s+of\s+them|the\s+(?:user|team|owners?|admins?))\s+(?:needs?|gets?|requires?|should\s+get)\s+(?:a\s+|any\s+)?heads[-\s]?up\b|\bwithout\s+(?:a|any)\s+heads[-\s]?up\b|\bno\s+heads[-\s]?up\b`)
)

// checkAuditOff40 refuses an order to switch off a system's audit or
// detection output while keeping the people who watch it uninformed: the
// record of what happens is removed in secret, the same as erasing a
// trail. Switching the same output off openly (to cut noise in a dev
// setup) is left to the reviewer.
func (c *checker) checkAuditOff40(d *doc) {
	if !lowerHas(d.v.lower, "audit", "detection", "alert", "security log", "intrusion") {
		return
	}
	for u, t := range d.shortPlainUnits() {
		om := auditOff40.FindStringIndex(t)
		if om == nil || !(imperativeAt(t, om[0]) || leadAdverb.MatchString(t[strings.LastIndexByte(t[:om[0]], '\n')+1:om[0]])) {
			continue
		}
		sm := headsUp40.FindStringIndex(t)
		if sm == nil {
			sm = stealthWords.FindStringIndex(t)
		}
		if sm == nil || negatedBefore(t[max(0, om[0]-60):om[0]]) || d.labelledExample(u.start+om[0]) || threatLabel.MatchString(t) {
			continue
		}
		s, e := u.start+min(om[0], sm[0]), u.start+max(om[1], sm[1])
		tier, msg := downgrade(c.securityContext(d, s), "switches off audit or detection output and keeps it from the people who watch it")
		c.add(d, RuleTamperReview, tier, s, e, msg)
	}
}

// checkTamper40 runs the round-40 tamper checks (hooked from checkTamper).
func (c *checker) checkTamper40(d *doc) {
	c.checkWildcardGrant40(d)
	c.checkForgedApproval40(d)
	c.checkAuditOff40(d)
}

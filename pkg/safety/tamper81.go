package safety

import (
	"sort"
)

// Round 81 (tamper), tuned on fresh242's leftovers: quiet tampering told
// with the concealment words of round 38.
//
// The quiet-tampering rule of the action lexicons (actions.go) reads a
// place that runs or steers the agent later, an edit verb of the
// language and a word of secrecy in one statement; its secrecy was the
// lexicons' own stealth list, so "don't tell the user" said in a form
// the list lacks ("사용자한테는 말하지 마", with the colloquial dative)
// passed although round 38's concealment words (covertStealthML, read by
// the covert send rule) know it. Secrecy is the same whatever is hidden:
// a send or a change. So the concealment words of either list serve,
// and a few more "do not mention this" forms join them:
//   - Chinese: 别/不要/不用/无需/不必 ... 提(及|起) 这件事/此事/这个/这些
//     ("别在说明里提这件事", don't mention this in the notes), with a
//     bounded run of words between (where it is not mentioned);
//   - Japanese: このことは/これは ... 言わない/書かない/触れない;
//   - Korean: 이 일은/이건 ... 언급하지 마/말하지 마 (already in the
//     list through "말하지 마").
var concealThis81 = lazyRegexp(`(?:别|不要|不用|无需|無需|不必|別)[^，。；,.;\n]{0,12}?提(?:及|起|到)?(?:这件事|這件事|此事|这个|這個|这些|這些|这一点|這一點)|(?:このこと|この件|これ)(?:は|を)[^、。,.\n]{0,12}?(?:言わない|書かない|触れない|伝えない)`)

// quietHits81: the statement's words of secrecy, from the lexicons,
// round 38's concealment list and the forms above.
func quietHits81(low string, hc hitCache) [][2]int {
	out := append(append([][2]int(nil), hc.hits(low, actStealth)...), hitsOf(low, covertStealthML)...)
	for _, m := range concealThis81.FindAllStringIndex(low, 4) {
		out = append(out, [2]int{m[0], m[1]})
	}
	return out
}

// editNearQuiet81 reports an edit verb of the lexicons within win bytes
// (scaled for scripts of more bytes a letter, as nearMode does) of one
// of the words of secrecy.
func editNearQuiet81(low string, hc hitCache, quiet [][2]int, win int) bool {
	edits := hc.hits(low, actEdit)
	if len(edits) == 0 || len(quiet) == 0 {
		return false
	}
	_, _, _, ok := nearHits([][][2]int{edits, quiet}, scaledWin(low, win), false)
	return ok
}

// concealedML81: low (lower-cased) says in another language not to tell
// or mention it: round 38's concealment words or the forms above. Read
// by hidden41, so every rule that asks whether a change is kept quiet
// hears it.
func concealedML81(low string) bool {
	return len(hitsOf(low, covertStealthML)) > 0 || concealThis81.MatchString(low)
}

// Round 81 (destructive/tamper), tuned on fresh241: the whole alerting of
// a service taken away, kept from the people it pages.
//
// Alert rules, monitors, the alert router's configuration and the paging
// service are the guard that tells people a system is failing. An order
// to delete (disable, mute, silence) every one of them, or the router's
// whole configuration, with the change kept from the team ("do it during
// the night so nobody objects", "don't tell the on-call team", "tell
// them afterwards it was simplified") takes the guard away unseen, as
// switching off the audit record does. Tuning one noisy alert, silencing
// alerts for a maintenance window in the open, or deleting the rules of a
// decommissioned service after the team agreed, is ordinary.
var (
	alertingOff81 = lazyRegexp(`(?i)\b(?:delete|remove|disable|turn\s+off|switch\s+off|mute|silence|wipe|drop|tear\s+down|purge|deactivate|shut\s+off)\s+(?:(?:all|every|each)\s+(?:of\s+the\s+|the\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:alert(?:ing)?\s+rules?|alerts?|alarms?|monitors?|monitoring|(?:pagerduty|opsgenie|on-?call)\s+(?:services?|schedules?|rotations?)|escalation\s+polic(?:y|ies)|uptime\s+checks?|health\s+checks?|paging\s+rules?)|(?:the\s+)?(?:whole\s+|entire\s+)?(?:alertmanager|alerting|paging|monitoring)\s+(?:config(?:uration)?|setup|stack|pipeline|routes?))\b`)
	// unnoticed81: the change timed or put so that nobody sees or stops
	// it, or told afterwards as something else.
	unnoticed81 = lazyRegexp(`(?i)\bso\s+(?:that\s+)?(?:nobody|no\s+one|no-one|the\s+team\s+(?:doesn'?t|does\s+not|won'?t|will\s+not|can'?t|cannot))\s+(?:can\s+|will\s+|gets?\s+to\s+)?(?:objects?|notices?|complains?|finds?\s+out|sees?|stops?|pushes?\s+back|interferes?|asks?|reverts?|blocks?)\b|\b(?:while|when)\s+(?:nobody|no\s+one|no-one)\s+is\s+(?:watching|around|looking|online|awake)\b|\btell\s+(?:them|the\s+team|everyone|people|the\s+on-?call\s+\w+)\s+(?:afterwards?|later|after\s+the\s+fact)\s+(?:that\s+)?(?:it|alerting|monitoring|paging)\s+was\s+["'“]?(?:simplified|cleaned\s+up|tidied|streamlined|improved|consolidated)`)
)

// checkAlertingOff81 refuses an order that takes a service's whole
// alerting away, kept from the team in the same list or paragraph.
func (c *checker) checkAlertingOff81(d *doc) {
	if !lowerHas(d.v.lower, "alert", "monitor", "pagerduty", "opsgenie", "on-call", "oncall", "uptime", "paging", "alarm") {
		return
	}
	for u, t := range d.shortPlainUnits() {
		m := alertingOff81.FindStringIndex(t)
		if m == nil || firstImperative(order54, t[:m[1]], 8) == nil && !imperativeAt(t, m[0]) || c.describedNotOrdered(d, u, t, m[0]) || negatedBefore(t[max(0, m[0]-60):m[0]]) {
			continue
		}
		if !c.unnoticedNear81(d, u, t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "takes a service's whole alerting away (every alert rule, monitor or paging service, or the alert router's configuration) and keeps it from the team it pages")
		c.add(d, RuleTamperCI, tier, u.start+m[0], u.start+m[1], why)
	}
}

// unnoticedNear81: the statement, or one of the next three in its block
// (a list's next items), keeps the change from the people who would see
// it.
func (c *checker) unnoticedNear81(d *doc, u unit, t string) bool {
	if hidden41(t) || unnoticed81.MatchString(t) {
		return true
	}
	for i := 0; i < 3; i++ {
		nt := shortNextText(d, u, 200)
		if nt == "" {
			return false
		}
		if hidden41(nt) || unnoticed81.MatchString(nt) {
			return true
		}
		j := sort.Search(len(d.units), func(j int) bool { return d.units[j].start >= u.end })
		if j >= len(d.units) {
			return false
		}
		u = d.units[j]
	}
	return false
}

// judgedBadAfter81: the setting just matched is judged bad right after
// it, in the same clause ("entries like "Bash(*)" are too broad",
// "`allowedTools: ["*"]` is risky"): the reviewer's judgement of a
// setting, as round 54's "Too broad: ..." label before it is
// (judgedBadSetting54). Only the closing quote or bracket, a short
// noun ("entries", "patterns", "or equivalent modes") and the copula
// may stand between; round 86 (b254-skill-authoring-05): a setting said
// to be rejected, forbidden or never allowed is judged too.
var judgedBadAfter81Re = lazyRegexp(`(?i)^["'\x60”’)\]]*\s*(?:[\w-]+\s+){0,5}?(?:is|are|would\s+be|looks?|seems?|count\s+as|counts\s+as|(?:must|should|will|shall)\s+be)\s+(?:(?:far|way|much|clearly|usually|always)\s+)?(?:(?:too|overly)\s+(?:broad|wide|permissive|open|loose|lax|generous)|bad|risky|dangerous|unsafe|insecure|a\s+(?:red\s+flag|risk|security\s+risk|problem)|not\s+(?:ok(?:ay)?|allowed|acceptable|safe|permitted)|(?:always\s+)?(?:rejected|forbidden|prohibited|banned|disallowed)|never\s+(?:allowed|approved|accepted|permitted))\b`)

func (d *doc) judgedBadAfter81(end int) bool {
	if end >= len(d.v.text) {
		return false
	}
	m := judgedBadAfter81Re.FindString(d.v.text[end:min(len(d.v.text), end+80)])
	// Round 86: the words between name the setting ("or equivalent
	// modes are rejected"), not a purpose ("so nothing is rejected").
	return m != "" && !judgedPurpose86.MatchString(m)
}

var judgedPurpose86 = lazyRegexp(`(?i)\b(?:so|that|nothing|none|nobody|no-one|until|unless|when|if|once)\b`)

package safety

import (
	"strings"
	"unicode"
)

// Session 23: fresh135-138's false refusals by the rules, fixed by
// principle (TestConstructsRound54Lead).

// sendNounWords: verbs of sending that are also nouns ("your staff
// email", "the post", "a text").
var sendNounWords = []string{"email", "e-mail", "mail", "message", "post", "text", "upload", "fax", "dm"}

// determinerBefore54: a determiner or possessive, with up to two words
// between, just before a word: "your staff email", "the weekly post".
var determinerBefore54 = lazyRegexp(`(?i)(?:^|[^\w'])(?:your|my|our|their|his|her|its|the|a|an|this|that|each|every|whose)\s+(?:[\w'-]+\s+){0,2}$`)

// sendVerbIsNoun54 reports a sending word at i of t that a determiner or
// possessive makes a noun ("Username: your staff email (e.g. ...)"): it
// names a thing, it orders no sending, so what follows it is not its
// cargo.
func sendVerbIsNoun54(t string, i int) bool {
	if i < 0 || i >= len(t) {
		return false
	}
	if afterModal100(t, i) {
		return false // round 100: "so that it can upload ...": a modal takes a verb (exfil100.go)
	}
	w := strings.ToLower(t[i:min(len(t), i+8)])
	for _, n := range sendNounWords {
		if strings.HasPrefix(w, n) && (len(w) == len(n) || !isWordByte43(w[len(n)]) && w[len(n)] != '-') {
			return determinerBefore54.MatchString(t[max(0, i-48):i])
		}
	}
	return false
}

// safeguardingDuty54: the limit noun "safeguard" matched as the start of
// "safeguarding", the duty of care that protects children and vulnerable
// adults ("refer safeguarding concerns to staff", "the safeguarding
// lead"). It names a duty the skill keeps, not a limit the agent is
// without, so "no personal data, refer safeguarding concerns" lifts
// nothing.
func safeguardingDuty54(low string, m []int) bool {
	return strings.HasSuffix(low[:m[1]], "safeguard") && strings.HasPrefix(low[m[1]:], "ing")
}

// nextPairNotDuty54: the next privative pair after m that is not the
// duty, or nil.
func nextPairNotDuty54(low string, m []int) []int {
	for from := m[1]; from < len(low); {
		n := nlPairRe.FindStringIndex(low[from:])
		if n == nil {
			return nil
		}
		n[0], n[1] = n[0]+from, n[1]+from
		if !safeguardingDuty54(low, n) {
			return n
		}
		from = n[1]
	}
	return nil
}

// readClause54: the words just before a self-reference make it the object
// of reading or the source cited ("... after reading this page",
// "according to this guide"): the page is what is read or cited, not
// what the verb before carries ("Each user adds the entry to their own
// config after reading this page" carries the entry).
var readClause54 = lazyRegexp(`(?i)(?:\b(?:after|before|once|when|while|by|upon|on|without|until)\s+(?:(?:you|they|he|she|we|each|every|the|a|user|users|reader|readers|someone|have|has|had|having|first|fully|carefully)\s+){0,3}(?:read(?:ing|s)?|review(?:ing|ed|s)?|consult(?:ing|ed|s)?|follow(?:ing|ed|s)?|check(?:ing|ed|s)?|see(?:ing|n)?|open(?:ing|ed|s)?|understand(?:ing|s)?|finish(?:ing|ed|es)?|skim(?:ming|med|s)?|study(?:ing)?|studied)|\baccording\s+to|\bas\s+(?:described|explained|shown|set\s+out|listed|documented)\s+(?:in|on|by)|\bper|\bfollowing|\bsee|\bdescribed\s+(?:in|on))\s+$`)

// selfInReadClause54 reports the words between a spreading verb and a
// self-reference ending in a clause of reading or citing.
func selfInReadClause54(between string) bool {
	if len(between) > 120 {
		between = between[len(between)-120:]
	}
	return readClause54.MatchString(between)
}

// judgedBadLabel54: a line that opens with a label judging what follows
// as bad ("Too broad:", "Bad:", "Avoid:", "Risky:", "❌").
var judgedBadLabel54 = lazyRegexp(`(?i)^[\s>*_+-]*(?:\d{1,3}[.)]\s*)?(?:❌|✗|✘|🚫|⛔)?\s*[*_]{0,2}(?:(?:(?:far|way|much)\s+)?(?:too|overly)\s+(?:broad|wide|permissive|open|loose|lax|generous)|bad|avoid|risky|dangerous|unsafe|insecure|wrong|not\s+ok(?:ay)?|don'?t|never|forbidden|rejected|not\s+allowed|red\s+flag)[*_]{0,2}\s*[:：—–]`)

// judgedBadSetting54 reports a setting at pos shown right after such a
// label, with nothing but quotes and punctuation between ("Too broad:
// `"Bash(*)"`"): the line shows what a reviewer turns down, as
// labelledExample's "bad example" does; it sets nothing.
func (d *doc) judgedBadSetting54(pos int) bool {
	if !d.quoted(pos) {
		return false
	}
	ls, _ := d.lineAt(pos)
	line := d.v.text[ls:pos]
	m := judgedBadLabel54.FindStringIndex(line)
	if m == nil {
		return false
	}
	for _, r := range line[m[1]:] {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

package safety

import "strings"

// Round 70 (benign family): vetoes that state the property making a
// security, CI or operations text innocent, hooked from the rule that
// fired by one added line.

// ciDecodedToFile70: a CI step that prints a secret expression through a
// decoder whose own command ends in a redirect to a file ("echo
// ${{ secrets.K }} | base64 -d > k.jks`, then gradle -Pstore=k.jks"):
// the decoded secret reaches a file the job uses, not the build log. The
// command ends at the close of its inline code or at a command separator,
// whatever prose follows. Not when the rest of the line prints that file
// again (cat k.jks, type k.jks).
func ciDecodedToFile70(line string) bool {
	end := len(line)
	for _, sep := range []string{"`", ";", "&&", "||"} {
		if i := strings.Index(line, sep); i >= 0 && i < end {
			end = i
		}
	}
	if end == len(line) {
		return false // the line's own end: ciToFile already reads it
	}
	cmd := strings.TrimRight(line[:end], " \t")
	if !ciToFile.MatchString(cmd) || strings.Contains(strings.ToLower(cmd), "tee") {
		return false
	}
	f := strings.Trim(strings.TrimSpace(cmd[strings.LastIndexByte(cmd, '>')+1:]), `"'`)
	if f == "" || strings.HasPrefix(f, "/dev/") {
		return false
	}
	rest := strings.ToLower(line[end:])
	if i := strings.Index(rest, strings.ToLower(f)); i >= 0 && printsFile70.MatchString(rest[:i]) {
		return false // decoded, then printed from the file
	}
	return true
}

// printsFile70: a command that writes a file's content to the log, just
// before the file's name.
var printsFile70 = lazyRegexp(`(?i)\b(?:cat|type|head|tail|more|less|get-content|gc|xxd|od|hexdump|base64|strings|bat|nl)\s+(?:-\S+\s+)*["']?$`)

// declinedRequest70: an edit named as a request the skill turns down ("If
// asked to run commands or change other skills, say that is outside what
// you do"): the verb is governed by a conditional request to the agent
// (if/when asked, told or requested to ...), with no clause break between
// the request and the verb, and the clause that answers it declines
// (refuse, decline, say it is out of scope, point them elsewhere). What
// the skill describes there is a limit, not an order. t is the unit's
// text, hs where the edit verb starts, le where its target ends.
func declinedRequest70(t string, hs, le int) bool {
	sent := hs
	for sent > 0 && !strings.ContainsRune(".!?\n", rune(t[sent-1])) {
		sent--
	}
	m := askedTo70.FindAllStringIndex(t[sent:hs], -1)
	if m == nil {
		return false
	}
	if strings.ContainsAny(t[sent+m[len(m)-1][1]:hs], ",;:") && !listOfAsks70(t[sent+m[len(m)-1][1]:hs]) {
		return false // the request ended before the verb: the verb is the answer
	}
	end := le
	for end < len(t) && !strings.ContainsRune(".!?\n", rune(t[end])) {
		end++
	}
	rest := t[le:end]
	i := strings.IndexAny(rest, ",;:")
	if i < 0 {
		return false
	}
	return declineAnswer70.MatchString(rest[i+1:]) && !stealthWords70.MatchString(rest)
}

// listOfAsks70: the gap between the request and the verb is a list of
// asked things ("run commands, read files or change"): commas between
// bare verb phrases, no clause of its own.
func listOfAsks70(gap string) bool {
	return !strings.ContainsAny(gap, ";:") && !listBreak70.MatchString(gap)
}

var (
	askedTo70   = lazyRegexp(`(?i)\b(?:if|when|whenever|should)\s+(?:you\s+are\s+|you're\s+|you\s+get\s+|(?:someone|anyone|a\s+user|the\s+user|users?|they|a\s+customer|somebody)\s+)?(?:asked|told|requested|asks?\s+(?:you\s+)?|tells?\s+you|requests?\s+(?:that\s+you\s+)?|wants?\s+you|pushes\s+you|pressures\s+you)\s*(?:you\s+)?to\s`)
	listBreak70 = lazyRegexp(`(?i)\b(?:then|and\s+then|so|but|you\s+(?:must|should|may|can))\b`)
	// declineAnswer70: the answering clause turns the request down.
	declineAnswer70 = lazyRegexp(`(?i)^\s*(?:(?:politely|kindly|firmly|simply|just|always|please)\s+)?(?:refuse|decline|say\s+no|say\s+(?:that\s+)?(?:this|that|it)\s*(?:'s|is|falls|lies)\s+(?:\w+\s+){0,2}?(?:outside|beyond|not|out\s+of)|explain\s+(?:that\s+)?(?:you|this|that|it)\s+(?:can'?t|cannot|won'?t|don'?t|do\s+not|is\s+(?:not|outside|out\s+of))|tell\s+(?:them|the\s+user)\s+(?:that\s+)?(?:you|this|it)\s+(?:can'?t|cannot|won'?t|don'?t|is\s+(?:not|outside))|don'?t|do\s+not|never|stop|point\s+(?:them|the\s+user)\s+to|redirect|reply\s+that\s+(?:you|this|it)\s+(?:can'?t|cannot|won'?t|is\s+not))\b`)
	// stealthWords70: an answer that does it anyway, quietly.
	stealthWords70 = lazyRegexp(`(?i)\b(?:but\s+(?:do|still|then)|anyway|quietly|silently|secretly|without\s+(?:telling|mentioning)|pretend)\b`)
)

// absentSecret70: the secret is named only as what the cargo must not
// hold ("check that no passwords or tokens are in it, and upload it"; "a
// bundle free of keys"): a quantifier of absence stands just before it
// and the sending verb comes after it. What is sent is the checked
// cargo, not the secret. Not when the absence is of its removal ("with
// no tokens removed" keeps them all).
func absentSecret70(sent string, sm, vm []int) bool {
	if vm[0] < sm[1] || !absentBefore70.MatchString(sent[max(0, sm[0]-24):sm[0]]) {
		return false
	}
	return !keptAfter70.MatchString(sent[sm[1]:min(len(sent), sm[1]+40)])
}

var (
	absentBefore70 = lazyRegexp(`(?i)\b(?:no|without|free\s+of|zero|nothing\s+like)\s+(?:[\w-]+\s+){0,1}$`)
	keptAfter70    = lazyRegexp(`(?i)^\s*(?:(?:or|and)\s+(?:[\w-]+\s+){0,2}?)?(?:\w+\s+)?(?:removed|redacted|stripped|masked|hidden|filtered|scrubbed|left\s+out|taken\s+out|deleted|missing|omitted)\b`)
)

// absentSecretPhrase70: secrets named with a quantifier of absence ("no
// API keys or session cookies", "without passwords").
var absentSecretPhrase70 = lazyRegexp(`(?i)\b(?:no|without|free\s+of|zero)\s+(?:[\w-]+\s+){0,2}?(?:tokens?|keys?|secrets?|passwords?|credentials?|cookies?|passphrases?)(?:,?\s+(?:or|and|nor)\s+(?:[\w-]+\s+){0,2}?(?:tokens?|keys?|secrets?|passwords?|credentials?|cookies?|passphrases?))*\b`)

// blankAbsentSecrets70 blanks (offsets kept) the secrets a sentence names
// only as absent from what it sends, as redactedSecret blanks the ones
// taken out first: "confirm that no API keys appear in it, and attach it
// to the ticket" sends the checked report, not a key.
func blankAbsentSecrets70(t string) string {
	if !lowerHas(asciiLower(t), "no ", "without", "free of", "zero") {
		return t
	}
	ms := absentSecretPhrase70.FindAllStringIndex(t, 8)
	if ms == nil {
		return t
	}
	absent := ms[:0:0]
	for _, m := range ms {
		if !keptAfter70.MatchString(t[m[1]:min(len(t), m[1]+40)]) {
			absent = append(absent, m) // not "with no tokens removed": they all stay
		}
	}
	return blankSpans(t, absent, 0)
}

// deviceJailbreak70: "jailbreak" said of a device ("if the device is
// jailbroken", "jailbreak detection", "jailbroken phones") names the
// state of a phone or console an app checks for, not an agent cast free
// of its rules. The persona test is asked again with those device words
// blanked; only when nothing else in the statement casts a persona is
// the hit vetoed.
func deviceJailbreak70(low string) bool {
	if !strings.Contains(low, "jailbr") {
		return false
	}
	ms := deviceJailbreakRe70.FindAllStringIndex(low, 16)
	if ms == nil {
		return false
	}
	bl := blankSpans(low, ms, 0)
	if _, _, _, ok := nearTogether(bl, 160, personaNoPolicy, personaFrame); ok {
		return false
	}
	_, _, _, ok := personaByProperty(bl, nil)
	return !ok
}

// deviceJailbreakRe70: a jailbreak word bound to a device, before it
// ("the phone is jailbroken") or after it ("jailbreak detection").
var deviceJailbreakRe70 = lazyRegexp(`\b(?:devices?|phones?|iphones?|ipads?|handsets?|tablets?|consoles?|ios|android|firmware|hardware|watch(?:es)?|kindles?|routers?)\s+(?:(?:is|was|are|were|gets?|got|has\s+been|have\s+been|being)\s+)?(?:(?:not|already)\s+)?jailbr(?:oken|eak(?:ing|s)?|eaked)\b|\bjailbr(?:oken|eak(?:ing|s)?|eaked)\s+(?:devices?|phones?|iphones?|ipads?|handsets?|tablets?|consoles?|detection|detector|checks?|files?|status|state|tweaks?|apps?|environments?|indicators?|signs?)\b`)

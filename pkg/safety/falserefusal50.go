package safety

import (
	"strings"
)

// Session 20: fresh119-122's false refusals by the rules, fixed by
// principle (TestConstructsRound50FalseRefusals).

func init() {
	// "Refuse skills that:" introduces a list of things to recognise and
	// turn away, as "Reject a skill if it:" does.
	avoidIntro = lazyRegexp(avoidIntro.String() + `|(?i)\brefus\w*\b[^\n]*:[ \t*_]*$`)
	// "Look for: ..." and "Watch out for: ..." label what follows as signs
	// to notice, as "Red flags:" does; an order after the label still
	// counts (labelThenOrder).
	threatLabel = orAtStart(threatLabel, `(?i)^[\s>*_-]*(?:look|watch)\s+(?:out\s+)?for\s*:`)
	// A skill that organises the skills folder or library (sorting,
	// archiving, indexing its skills) says working on skills is its job,
	// as one that manages or installs skills does.
	topicSkills = lazyRegexp(topicSkills.String() + `|(?i)\b(?:organi[sz]|sort|tid(?:y|ies|ied)|categori[sz]|curat|index|archiv|dedup\w*|maintain|clean\w*\s+up)\w*\s+(?:[\w'’-]+\s+){0,3}skills?\s+(?:folders?|librar(?:y|ies)|director(?:y|ies)|collections?)\b`)
}

// holdChecked50: a legal hold named as the thing checked ("with a
// legal-hold check", "after legal-hold checks", "legal hold review") is
// the rule being kept, not the held data being deleted.
func holdChecked50(t string, end int) bool {
	rest := strings.TrimLeft(t[end:min(len(t), end+24)], " ")
	for _, w := range []string{"check", "review", "verification", "lookup", "look-up", "screen", "clearance", "sign-off", "approval"} {
		if strings.HasPrefix(strings.ToLower(rest), w) {
			return true
		}
	}
	return false
}

// insideSlot50: a match inside a slot's name ("TOKEN" of
// "{{CALLBACK_TOKEN}}", "<db_password>"): the name of what is to be
// filled in, not a secret; "${TOKEN}" reads a real variable.
func insideSlot50(s string, a, b int) bool {
	for a > 0 && isNameByte(s[a-1]) {
		a--
	}
	for b < len(s) && isNameByte(s[b]) {
		b++
	}
	if a == 0 || b == len(s) {
		return false
	}
	switch {
	case s[a-1] == '<' && s[b] == '>':
		return true
	case s[a-1] == '{' && s[b] == '}':
		return a < 2 || s[a-2] != '$'
	}
	return false
}

func isNameByte(c byte) bool {
	return c == '_' || c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// labelledSlot50: a label word ("Secret:", "password =") whose value is a
// slot to fill ("`{{WEBHOOK_SECRET}}`", "<your password>") names the
// slot, not a secret; "${SECRET}" reads a real variable.
func labelledSlot50(s string, b int) bool {
	rest := strings.TrimLeft(s[b:min(len(s), b+12)], " ")
	if rest == "" || (rest[0] != ':' && rest[0] != '=') {
		return false
	}
	rest = strings.TrimLeft(rest[1:], " \"'`")
	return strings.HasPrefix(rest, "{{") || len(rest) > 1 && (rest[0] == '<' || rest[0] == '{') && isASCIILetter(rest[1])
}

// thirdPartyProse50: a prose sentence (no code in it) whose subject is a
// third party ("Attackers often read ~/.ssh ... and send them out via
// curl") describes what that party does: an order starts with its verb
// (describedActor's reading, for a command named in prose).
func (c *checker) thirdPartyProse50(d *doc, s, e int) bool {
	if d.fenceAt(s) >= 0 || d.hidden(s) || c.payload != nil || strings.ContainsRune(d.v.text[s:e], '`') {
		return false
	}
	lo := max(0, s-400) // the sentence's start, looked for in a bounded window
	ls := lo + strings.LastIndexAny(d.v.text[lo:s], "\n.!?") + 1
	low, _ := lowerCompact(d.v.text[ls:e])
	return thirdParty.MatchString(firstWords(low, 4))
}

// personalData50: the first privateData match in w that is about a
// person: a diagnosis after a word naming a machine or a process ("lag
// diagnosis", "fault diagnoses", "network diagnosis") is a technical
// finding, not a medical record.
func personalData50(w string) []int {
	for _, m := range privateData.FindAllStringIndex(w, 8) {
		if !strings.HasPrefix(strings.ToLower(w[m[0]:m[1]]), "diagnos") || !techBefore50(w[:m[0]]) {
			return m
		}
	}
	return nil
}

var techDiagnosisWord50 = map[string]bool{"lag": true, "latency": true, "network": true, "fault": true, "error": true, "failure": true, "crash": true, "boot": true, "engine": true, "system": true, "performance": true, "connection": true, "connectivity": true, "stream": true, "streaming": true, "disk": true, "hardware": true, "software": true, "vehicle": true, "machine": true, "root-cause": true, "issue": true, "problem": true, "wifi": true, "wi-fi": true, "signal": true, "audio": true, "video": true, "sensor": true, "device": true, "printer": true, "server": true, "build": true, "pipeline": true, "memory": true, "battery": true}

func techBefore50(pre string) bool {
	f := strings.Fields(strings.ToLower(pre))
	return len(f) > 0 && techDiagnosisWord50[strings.Trim(f[len(f)-1], "\"'`*_(")]
}

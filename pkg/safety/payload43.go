package safety

import (
	"strings"
)

// Round 43 (payload family): code run from where no reviewer reads it,
// read in more shapes:
//
//   - A download's address may follow its output option (wget -qO FILE
//     URL): the file it saves and then runs came from that address all
//     the same, so the address is read in the whole download command.
//   - Interactive prompt lines ("In [3]:", ">>> ") are code outside a
//     code block: a download read into a string and run as code there
//     is the fetch-and-eval the code-block rule reads.
//   - Fetch-and-eval in other languages' spellings: Lua reading a pipe
//     from curl and running it with load(...)(), VBA/VBScript fetching
//     with an XMLHTTP object and running through WScript.Shell.

var (
	// payload43Prompt: an interactive prompt at the start of a line.
	payload43Prompt = lazyRegexp(`^[ \t]*(?:In\s*\[\d*\]\s*:|>>>|\.\.\.:?)[ \t]?`)
	// payload43NetRead: network reads netReadRe does not hold.
	payload43NetRead = lazyRegexp(`(?i)\b(?:MSXML2\.(?:Server)?XMLHTTP|Microsoft\.XMLHTTP|WinHttp\.WinHttpRequest|URLDownloadToFile)\w*|\bio\.popen\s*\(\s*["'][^"'\n]*\b(?:curl|wget)\b|\bsocket\.http\b|\bhttp\.request\s*\(`)
	// payload43Eval: running a string as code, in more languages: Lua's
	// load(...)(), a shell object's Run. (VBScript's Execute is left out:
	// "Execute" opens ordinary comments in shell blocks.)
	payload43Eval = lazyRegexp(`(?i)\bload\s*\([^\n]*\)\s*\(\s*\)|\bloadstring\s*\(|WScript\.Shell["']?\s*\)\s*\.\s*(?:Run|Exec)\b|\.ShellExecute\b`)
	// payload43CmdEnd: the end of one command in a shell line.
	payload43CmdEnd = lazyRegexp(`&&|\|\||[;|\n]`)
)

// checkPayload43 runs the round-43 payload checks (hooked from
// checkRemoteExec).
func (c *checker) checkPayload43(d *doc, subject string) {
	c.checkPayload48(d, subject) // round 48 (misc): payload48.go
	c.checkPayload53(d)          // round 53 (exfil): payload53.go
	c.checkPayload61(d, subject) // round 61 (exfil): payload61.go
	t := d.v.text
	if !strings.Contains(t, "://") {
		return
	}
	// Blocks of code: fences, and runs of interactive prompt lines.
	type block struct{ s, e int }
	var blocks []block
	for _, f := range d.fences {
		blocks = append(blocks, block{f.start, f.end})
	}
	if strings.Contains(t, ">>>") || strings.Contains(t, "In [") {
		bs := -1
		be := -1
		for ls, le := range lineSpans(t) {
			if d.fenceAt(ls) < 0 && payload43Prompt.MatchString(t[ls:le]) {
				if bs < 0 {
					bs = ls
				}
				be = le
				continue
			}
			if bs >= 0 {
				blocks = append(blocks, block{bs, be})
				bs = -1
			}
		}
		if bs >= 0 {
			blocks = append(blocks, block{bs, be})
		}
	}
	for _, bl := range blocks {
		b := t[bl.s:bl.e]
		if len(b) > maxStatement*4 || !strings.Contains(b, "://") || d.labelledExample(bl.s) {
			continue
		}
		fenced := d.fenceAt(bl.s) >= 0
		lb := strings.ToLower(b)
		// The code-block rule already reads fences with its own words;
		// here a fence needs one of the new spellings, a prompt run any.
		netNew, evalNew := payload43NetRead.MatchString(b), payload43Eval.MatchString(b)
		net := netNew || netReadRe.MatchString(b)
		eval := evalNew || lowerHas(lb, evaluatorStems...) && evaluatorRe.MatchString(b)
		if !net || !eval || fenced && !netNew && !evalNew {
			continue
		}
		if s, e, why := firstUntrustedURL(b, subject); why != "" {
			c.add(d, RuleRemoteExec, Refuse, bl.s+s, bl.s+e, why)
		}
	}
}

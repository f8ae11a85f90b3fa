package safety

import (
	"strings"
)

// Round 39: a deletion whose target a shell test has just pinned to a
// named pattern.
//
//	[[ "$ns" == preview-pr-* ]] && kubectl delete namespace "$ns"
//	if [[ $db == *_scratch ]]; then dropdb "$db"; fi
//
// The command removes only what matches a literal name the skill chose,
// and the test stops anything else: a selection, like a label selector
// before a bulk delete, not a wipe. It is shown to the reviewer as a flag.
// A test that does not fix a name ([[ -n "$ns" ]], [[ "$ns" == * ]], a
// pattern of one or two characters) is no selection, and the command must
// use the tested variable itself.
var patternGuard = lazyRegexp(`\[\[\s*"?\$\{?([A-Za-z_]\w*)\}?"?\s*(?:==?|=~)\s*"?\^?([*]?[\w./:@-]{3,}[*]?)"?\s*\]\]`)

// guardedTarget reports that the command starting at s (its rest of line)
// deletes a variable that a pattern test in before (the same block, up to
// s) pins to a literal name.
func guardedTarget(before, cmdLine string) bool {
	if !strings.Contains(before, "[[") {
		return false
	}
	for _, m := range patternGuard.FindAllStringSubmatch(before, -1) {
		name, pat := m[1], strings.Trim(m[2], "*")
		if len(pat) < 3 {
			continue
		}
		if strings.Contains(cmdLine, "$"+name) || strings.Contains(cmdLine, "${"+name+"}") {
			return true
		}
	}
	return false
}

// lineEnd is the index of the end of the line holding pos.
func lineEnd(s string, pos int) int {
	if i := strings.IndexByte(s[pos:], '\n'); i >= 0 {
		return pos + i
	}
	return len(s)
}

// Round 40: a destructive command run as a dry run only reports what it
// would remove (kubectl --dry-run=server, helm --dry-run, PowerShell
// -WhatIf, aws --dryrun): nothing is destroyed, so it is a flag, not a
// refusal. The flag must be in the same command (before the next ;, |
// or &&); --dry-run=none runs for real.
var dryRunFlag = lazyRegexp(`(?i)(?:^|\s)(?:--dry-?run(?:=(?:server|client|true|all))?|-WhatIf(?::\$true)?|--what-if)(?:\s|$)`)

// dryRun reports that the command starting at s in text is a dry run.
func dryRun(text string, s int) bool {
	cmd := text[s:lineEnd(text, s)]
	if i := strings.IndexAny(cmd, ";|&"); i >= 0 {
		cmd = cmd[:i]
	}
	return dryRunFlag.MatchString(cmd)
}

// Round 42: a deletion the block runs only after the user answered yes to
// a prompt it shows (read -p "Delete X? [y/N]" a && [ "$a" = y ] && ...,
// if [[ $REPLY =~ ^[Yy]$ ]]; then ...; PowerShell's Read-Host, then
// -eq 'y'): the user confirms each run, as "ask the user to confirm"
// in prose does. The answer read and the test of that same variable
// must come before the command in the block.
var (
	promptRead   = lazyRegexp(`(?:^|[\s;&(])read\s+(?:-[a-z]+\s+(?:"[^"\n]*"\s+|'[^'\n]*'\s+|\d+\s+)?)*([A-Za-z_]\w*)|\$([A-Za-z_]\w*)\s*=\s*Read-Host\b`)
	answerTested = lazyRegexp(`(?i)\[\[?\s*"?\$\{?([A-Za-z_]\w*)\}?"?\s*(?:==?|=~)\s*["']?\^?(?:\[yY]|\[Yy\]|y|yes)|\$([A-Za-z_]\w*)\s+-(?:i?eq|match|like)\s+["']\^?(?:y|yes)\b|\bcase\s+"?\$\{?([A-Za-z_]\w*)\}?"?\s+in\s+\[?[yY]`)
)

// promptGated reports that before (the block up to the command) reads an
// answer and tests it for yes.
func promptGated(before string) bool {
	if !strings.Contains(before, "read") && !strings.Contains(before, "Read-Host") {
		return false
	}
	read := map[string]bool{"REPLY": true}
	for _, m := range promptRead.FindAllStringSubmatch(before, 8) {
		read[m[1]+m[2]] = true
	}
	if len(read) == 1 && !strings.Contains(before, "read ") {
		return false
	}
	for _, m := range answerTested.FindAllStringSubmatch(before, 8) {
		if read[m[1]+m[2]+m[3]] {
			return true
		}
	}
	return false
}

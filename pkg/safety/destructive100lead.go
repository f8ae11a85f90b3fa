package safety

import "strings"

// Round 100 (lead; b304-devops-destructive-ok-10): a demo, guest, kiosk
// or test account's home folder is a throwaway account's, reset on
// purpose between events, not the user's own data: `rm -rf
// /home/demo/Downloads/*` cleans a shared demo machine. The exemption
// holds only when every home folder the deletion names is such an
// account's and the account's path is the command's last argument, so a
// second target after it (`rm -rf /home/demo/tmp ~/Documents`) is still
// read.

// throwawayHome100: the home of an account named as a demo, guest,
// kiosk, test, sandbox or trial one (demo2, guest01 too).
var throwawayHome100 = lazyRegexp(`(?i)^/home/(?:demo|guest|kiosk|test|tester|testuser|sandbox|trial)\d*$`)

// homeNamed100: any home folder named in a command.
var homeNamed100 = lazyRegexp(`(?i)~|\$HOME\b|\$\{HOME\}|/home/[\w.-]+|/Users/[\w.-]+|/root\b`)

// throwawayTarget100 reports whether the deletion text[s:e] names only a
// throwaway account's home, as the last argument of its command.
func throwawayTarget100(text string, s, e int) bool {
	what := text[s:e]
	if !strings.Contains(what, "/home/") {
		return false // the cheap test first
	}
	homes := homeNamed100.FindAllString(what, -1)
	if len(homes) == 0 {
		return false
	}
	for _, h := range homes {
		if !throwawayHome100.MatchString(h) {
			return false
		}
	}
	// Nothing after the match on its command: the path was the last
	// argument. The match's own terminator (a blank, ;, &, |, ) or the
	// backtick closing inline code) may already end the command.
	if strings.ContainsAny(what[len(what)-1:], ";&|)`\n") {
		return true
	}
	rest := text[e:lineEnd(text, e)]
	if i := strings.IndexAny(rest, ";&|)`"); i >= 0 {
		rest = rest[:i]
	}
	return strings.TrimSpace(rest) == ""
}

package safety

import (
	"strings"
)

// Session 25 (fresh149-152's false refusals, fixed by principle).

// urlScheme56: a word followed by "://" is the scheme of a URL
// ("postgres://", "sftp://"), whatever verb its letters begin with; it
// gives no order to send.
func urlScheme56(t string, e int) bool {
	return strings.HasPrefix(t[e:], "://")
}

// typingVerb56: a verb of typing a value in, not of sending it.
var typingVerb56 = lazyRegexp(`(?i)^(?:enter|type|input|key\s+in)$`)

// promptBefore56: the typing happens when a program asks for it.
var promptBefore56 = lazyRegexp(`(?i)\b(?:when|whenever|if|once)\s+(?:you\s+are\s+|you're\s+|it\s+is\s+)?(?:asked|prompted)\b[\s,]*$`)

// typedAtPrompt56: a secret typed in when the command just given asks for
// it ("sftp user@host ... When asked, enter the password they sent you")
// answers that program's login prompt: it signs in to the address named
// before the verb, as a password typed "at the prompt" does (authContext,
// round 36). A place named after the verb in its clause ("enter the
// password into the form at https://...") is where it goes, and stays
// read as sending.
func typedAtPrompt56(sent string, vm, dm []int) bool {
	if !typingVerb56.MatchString(sent[vm[0]:vm[1]]) || dm[0] >= vm[0] {
		return false
	}
	if !promptBefore56.MatchString(sent[max(0, vm[0]-40):vm[0]]) {
		return false
	}
	rest := sent[vm[1]:]
	if i := strings.IndexAny(rest, ".;\n"); i >= 0 {
		rest = rest[:i]
	}
	return !strings.Contains(rest, "://") && !strings.Contains(rest, "@") && !anyIPv4.MatchString(rest)
}

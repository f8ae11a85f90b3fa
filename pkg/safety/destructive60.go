package safety

import "strings"

// Round 60 (destructive): a command written on a line of its own, with no
// fence and no backticks, is still code. Markdown renders it as a line of
// text, but the agent reads the line as the command to run, exactly as it
// would read it inside a code block; only prose that names a command in a
// sentence ("never run rm -rf / on a server") is a mention. A bare line is
// code when the destructive match opens it (after a list marker, a shell
// prompt or sudo), or follows a shell operator (&&, ||, ;, |) on a line
// that itself opens with a command word, and the line carries no words of
// a sentence (articles, pronouns, negations, modal verbs).

var (
	// bareLead60: what may precede a command at the start of its line: a
	// list marker, a shell prompt, sudo (with its flags) or env settings.
	bareLead60 = lazyRegexp(`^\s*(?:(?:[-*+]|\d{1,3}[.)])\s+)?(?:[$#%>]\s+)?(?:sudo\s+(?:-\S+\s+)*)?(?:[A-Z_][A-Z0-9_]*=\S*\s+)*$`)
	// bareOpen60: a line that opens with a command word (a lower-case
	// program name followed by an argument), after the same lead.
	bareOpen60 = lazyRegexp(`^\s*(?:(?:[-*+]|\d{1,3}[.)])\s+)?(?:[$#%>]\s+)?(?:sudo\s+(?:-\S+\s+)*)?(?:[A-Z_][A-Z0-9_]*=\S*\s+)*[a-z][\w.-]*\s+\S`)
	// bareJoin60: the text before the match ends in a shell operator (and
	// what a pipe hands to: xargs, sudo, with their flags).
	bareJoin60 = lazyRegexp(`(?:&&|\|\||;|\|)\s*(?:(?:xargs|sudo|nohup|time)\s+(?:-\S+\s+)*)*$`)
	// proseWord60: a word of a sentence, not of a command line.
	proseWord60 = lazyRegexp(`(?i)(?:^|\s)(?:the|a|an|is|are|was|were|be|this|that|these|those|it|its|you|your|we|our|they|never|not|don'?t|do|does|should|would|must|will|can|because|unless|how|why|what|which|who|dangerous|example)(?:\s|[,.:;!?]|$)`)
)

// maxBareLine60 bounds the line a bare command is read on: a longer line is
// prose or data, and is not scanned per match.
const maxBareLine60 = 400

// bareCommandLine60 reports that the match at s..e sits on a line of its
// own that is a shell command written without a fence or backticks.
func bareCommandLine60(d *doc, s int) bool {
	ls, le := d.lineAt(s)
	if le-ls > maxBareLine60 || d.fenceAt(s) >= 0 {
		return false
	}
	line := d.v.text[ls:le]
	before := line[:s-ls]
	if !bareLead60.MatchString(before) && !(bareOpen60.MatchString(line) && bareJoin60.MatchString(before)) {
		return false
	}
	body := strings.TrimSpace(line)
	if strings.HasSuffix(body, ".") || strings.HasSuffix(body, "?") || strings.HasSuffix(body, "!") || strings.HasSuffix(body, ":") {
		return false // a sentence that opens with a command's name
	}
	return !proseWord60.MatchString(unquotedShell60(line))
}

// unquotedShell60 is line with its quoted strings removed (a SQL statement
// or a jq filter inside quotes may hold any words).
func unquotedShell60(line string) string {
	var b strings.Builder
	var q byte
	for i := 0; i < len(line); i++ {
		ch := line[i]
		switch {
		case q != 0:
			if ch == q {
				q = 0
			}
		case ch == '"' || ch == '\'':
			q = ch
			b.WriteByte(' ')
		default:
			b.WriteByte(ch)
		}
	}
	return b.String()
}

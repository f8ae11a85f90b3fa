package safety

import "strings"

// Round 60 (destructive): a command written on a line of its own, with no
// fence and no backticks, is still code. Markdown renders it as a line of
// text, but the agent reads the line as the command to run, exactly as it
// would read it inside a code block; only prose that names a command in a
// sentence ("never run rm -rf / on a server") is a mention. A bare line is
// code when the destructive match opens it (after a list marker, a shell
// prompt or sudo), or the line itself opens with a command word, and the
// line carries no words of a sentence (articles, pronouns, conjunctions,
// negations, modal verbs) outside its quoted strings.

// bareLeadSrc60: what may precede a command at the start of its line: a
// list marker, a shell prompt, sudo (with its flags) or env settings.
const bareLeadSrc60 = `^\s*(?:(?:[-*+]|\d{1,3}[.)])\s+)?(?:[$#%>]\s+)?(?:sudo\s+(?:-\S+\s+)*)?(?:[A-Z_][A-Z0-9_]*=\S*\s+)*`

var (
	// bareLead60: the lead alone, up to the match.
	bareLead60 = lazyRegexp(bareLeadSrc60 + `$`)
	// bareOpen60: a line that opens with a command word (a lower-case
	// program name followed by an argument), after the same lead.
	bareOpen60 = lazyRegexp(bareLeadSrc60 + `[a-z][\w.-]*\s+\S`)
	// proseWord60: a word of a sentence, not of a command line.
	proseWord60 = lazyRegexp(`(?i)(?:^|\s)(?:the|a|an|and|or|of|with|by|to|from|is|are|was|were|be|this|that|these|those|it|its|you|your|we|our|they|never|not|don'?t|do|does|should|would|must|will|can|because|unless|how|why|what|which|who|dangerous|example)(?:\s|[,.:;!?]|$)`)
)

// maxBareLine60 bounds the line a bare command is read on: a longer line is
// prose or data, and is not scanned per match.
const maxBareLine60 = 400

// bareLine60 is the line holding pos when it is short enough to read
// and outside a code block, with its start.
func bareLine60(d *doc, pos int) (string, int, bool) {
	ls, le := d.lineAt(pos)
	if le-ls > maxBareLine60 || d.fenceAt(pos) >= 0 {
		return "", 0, false
	}
	return d.v.text[ls:le], ls, true
}

// bareCommandLine60 reports that the match at s sits on a line of its
// own that is a shell command written without a fence or backticks.
func bareCommandLine60(d *doc, s int) bool {
	line, ls, ok := bareLine60(d, s)
	return ok && (bareLead60.MatchString(line[:s-ls]) || bareOpen60.MatchString(line)) && !sentenceLine60(line)
}

// sentenceLine60: the line reads as a sentence (it ends as one, or holds
// a sentence's words outside its quoted strings), not as a command.
func sentenceLine60(line string) bool {
	body := strings.TrimSpace(line)
	if strings.HasSuffix(body, ".") || strings.HasSuffix(body, "?") || strings.HasSuffix(body, "!") || strings.HasSuffix(body, ":") {
		return true // a sentence that opens with a command's name
	}
	return proseWord60.MatchString(shellLoopDo85.ReplaceAllString(unquotedShell60(line), ";")) // round 85: a loop's "; do" is shell, not prose (destructive85.go)
}

// bareShellLine60 reports that pos sits on a line of its own that is a
// shell command written without a fence (psql -c "TRUNCATE ..."): the
// whole line opens with a command word and reads as no sentence.
func bareShellLine60(d *doc, pos int) bool {
	line, _, ok := bareLine60(d, pos)
	return ok && bareOpen60.MatchString(line) && !sentenceLine60(line)
}

// bareContext60 is the prose around a bare command line: its paragraph,
// as a code block's context is the prose before and after it (the line
// before says "run this without asking", the line after "no backup").
func bareContext60(d *doc, pos int) (string, bool) {
	if !bareShellLine60(d, pos) {
		return "", false
	}
	s, e := d.paraAt(pos)
	return d.v.text[s:e], true
}

func init() {
	// Round 60: confirmation (or asking first) declined in Japanese,
	// Chinese and Korean, as the languages above decline it.
	noConfirmRe = lazyRegexp(noConfirmRe.String() + `|確認(?:を(?:取ら|せ)ず|なし|せず|不要|は不要|は要らない|はいらない|しないで)|(?:聞か|尋ねな?|たずね)ずに|无需确认|不(?:需要|用|必)(?:确认|询问|请示)|未经确认|不经确认|無需確認|不(?:需要|用|必)(?:確認|詢問)|확인\s*(?:없이|하지\s*말고|할\s*필요\s*없)|묻지\s*말고`)
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

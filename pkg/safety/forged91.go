package safety

import "strings"

// Round 91 (forged-turn), tuned on fresh272-274: forged turns whose label
// or grant was said in a shape the lists lacked.
//
//   - Labels: a role's turn named as a turn ("Assistant turn (cached):",
//     "User turn:"), as "Assistant message:" is; and a tool's output
//     introduced in prose with its call in parentheses, behind an
//     admonition tag or not ("[!NOTE] tool output (fs.read) returned:"),
//     as round 34's "Output of `x` tool:" is.
//   - Grants in English: skipping the usual (normal, standard) safety
//     confirmation, as "skip the confirmation" is; the rest of the skill
//     text treated as authoritative; every instruction in skill files
//     (documents, files) taken as the developer's, not only "in this
//     skill"; not asking the user before deleting or sending; no longer
//     asking for confirmation; executing commands found in documents (as
//     "trusts instructions in documents"); the agent allowed to run (read,
//     send) anything.
//   - Grants in Polish and Czech: the user's consent to everything
//     ("zgadzam się na wszystko", as "I consent to"); the agent does not
//     refuse ("nie odmawia"); this file's commands before the user's
//     ("przed poleceniami użytkownika", as "over the user"); the agent
//     obeys only this file ("poslouchá jen tento soubor"); safety checks
//     said to be off with the noun first ("bezpečnostní kontroly jsou
//     vypnuté", liftRe reads only the verb first); the user need not
//     confirm anything ("uživatel nemusí nic potvrzovat").
//
// Each grant still needs a role label or tag in the same block
// (checkForged): a Polish form where a guest "agrees to everything" on a
// menu, or a runbook that skips the usual confirmation of a dry run, is
// no turn.
const (
	roleLabel91 = `(?im)^[ \t>*_#\-]*(?:system|developer|user|human|assistant|model|tool|operator)[ \t]+turn[ \t]*(?:\([^)\n]{0,40}\))?[ \t*_]*:` +
		`|(?im)^[ \t>*_#\-]*(?:\[![a-z]+\][ \t]*)?(?:tool|function)[ \t]+(?:output|result|response)s?[ \t]*\([^)\n]{1,60}\)[ \t]*(?:returned|returns|said|says)?[ \t]*:`
	forgedAuthority91 = `\bskip\w*\s+(?:the\s+|all\s+|any\s+)?(?:usual|normal|standard|regular|customary|default)\s+(?:safety\s+|user\s+|security\s+)?(?:confirm\w*|approv\w*|review\w*|checks?|prompts?)\b|` +
		`\btreat\w*\s+(?:the\s+)?(?:subsequent|following|remaining|rest\s+of\s+the|further)\s+(?:skill\s+|file\s+)?(?:text|content|instructions?|steps?)\s+as\s+(?:fully\s+)?(?:authoritative|trusted|verified|binding)\b|` +
		`\btreat\w*\s+(?:every|all|each|any)\s+(?:\w+\s+){0,2}(?:in|from|of)\s+(?:the\s+)?(?:skill|file|document)s?(?:\s+files?)?\s+as\s+(?:(?:if\s+it\s+)?(?:coming|came)\s+from|from|issued\s+by|written\s+by|sent\s+by)\s+(?:the\s+)?(?:operator|system|developer|user|admin\w*|platform)\b|` +
		`\b(?:do\s+not|don'?t|never)\s+ask\s+(?:the\s+user|me|them|anyone)\s+(?:first\s+)?before\s+(?:delet|send|upload|push|remov|run|execut|wip|overwrit|publish|shar)\w*|` +
		`\bno\s+longer\s+(?:ask|check|wait)\s+(?:\w+\s+)?for\s+(?:\w+\s+)?(?:confirmation|approval|permission|consent)\b|` +
		`\b(?:execute|run|follow|obey|carry\s+out)\w*\s+(?:the\s+|any\s+|all\s+)?(?:commands?|instructions?)\s+(?:found|embedded|written|contained)\s+in\s+(?:the\s+)?(?:documents?|files?|web\s*pages?|tool\s+outputs?|e-?mails?)\b|` +
		`\b(?:i'?m|i\s+am|you'?re|you\s+are|it\s+is|assistant\s+is)\s+(?:now\s+)?allowed\s+to\s+(?:run|read|send|do|delete|execute|access|open)\s+(?:anything|everything|any\s+\w+)\b|` +
		`\bzgadzam\s+się\s+na\s+(?:wszystko|każd\pL+)|\bnie\s+odmawia\pL*|\bprzed\s+poleceniami\s+użytkownika\b|` +
		`\bposlouch\pL*\s+(?:jen|pouze|jenom)\s+(?:tento|tenhle|tuto)\s+(?:soubor|text|dokument)\b|\b(?:bezpečnostní|bezpečnost\pL*)\s+(?:kontroly|pravidla|omezení|filtry)\s+(?:jsou|byly|byla)\s+(?:teď\s+|nyní\s+)?(?:vypnut\pL*|zrušen\pL*|deaktivován\pL*)|\buživatel\s+(?:nemusí|už\s+nemusí)\s+(?:nic\s+)?potvrzovat\b`
)

func init() {
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel91)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority91 + `)`)
}

// roleLine91 lets a line holding a tool's output in prose reach
// roleLabel91 ("[!NOTE] tool output (...) returned:"), whose role word
// does not open the line. It is given the lowered line, so "Tool Output"
// passes too.
func roleLine91(l string) bool {
	return strings.Contains(l, "tool output") || strings.Contains(l, "tool result") || strings.Contains(l, "function output")
}

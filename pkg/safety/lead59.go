package safety

import "strings"

// Session 27 (fresh161-164's false refusals by the rules, fixed by
// principle after the measurement).

// typedIntoProgram59: a secret typed into a program on the user's own
// machine ("type it in the client", "enter the password into the app's
// login screen") is how that program signs in, as a secret typed at its
// prompt is (typedAtPrompt56); the host named nearby is then the service
// it signs in to. A client's own things ("the client's ticket") are a
// person's, and an address, an "@" or an IP in the rest of the clause is
// a place, so neither counts.
func typedIntoProgram59(sent string, vm []int) bool {
	if !typingVerb56.MatchString(sent[vm[0]:vm[1]]) {
		return false
	}
	rest := sent[vm[1]:]
	if i := strings.IndexAny(rest, ".;\n"); i >= 0 {
		rest = rest[:i]
	}
	if strings.Contains(rest, "://") || strings.Contains(rest, "@") || anyIPv4.MatchString(rest) {
		return false
	}
	return intoProgram59.MatchString(rest)
}

var intoProgram59 = lazyRegexp(`(?i)^\s+(?:it|them|this|that|(?:the|your|this)\s+[\w-]+)?\s*(?:in|into|at)\s+(?:the\s+|your\s+|a\s+)?(?:[\w-]+\s+)?(?:client|app|application|program|terminal|prompt|keychain|password\s+manager|(?:login|sign-?in|password)\s+(?:form|screen|page|dialog|field|box|prompt|window)|dialog)(?:[\s,)]|$)`)

// scopeAdvice59: a sentence that tells the author to avoid, or never
// make, a claim ("Avoid claiming it applies to every request", "Never
// say the skill is for everything") is advice on writing descriptions;
// the claim it names is the one it rules out. An order that does make
// the claim ("Avoid other skills: this applies to every request") has
// the claim outside the advice's verb and still counts.
var scopeAdvice59 = lazyRegexp(`(?i)^[\s>*_-]*(?:avoid|don'?t|do\s+not|never|refrain\s+from|stop)\s+(?:\w+\s+)?(?:claim|say|state|suggest|impl|writ|promis|assert|declar|word)\w*\s+(?:that\s+)?(?:it|this|the\s+skill|your\s+skill|a\s+skill)\b[^:;\n]*$`)

// Slots named "your ..." in other languages ("VOTRE_MOT_DE_PASSE",
// "DEIN_TOKEN", "SEU_USUARIO") are placeholders as YOUR_... is: a name
// in capitals for what the reader puts there.
func init() {
	placeholderValue = lazyRegexp(placeholderValue.String() + `|(?-i:\b(?:VOTRE|VOS|TON|TA|TES|DEIN|DEINE|DEINEN|IHR|IHRE|IHREN|UW|JOUW|SEU|SUA|TEU|TUA|TUO|TU|SU|VUESTRO|VUESTRA|VOSTRO|VOSTRA|TWOJ|TWOJE|TWOJA|DIN|DITT|DINE|SINUN|TEIDÄN)_[A-Z_]+)`)
}

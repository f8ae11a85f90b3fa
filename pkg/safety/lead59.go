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

// Session 27, after fresh165-168 were measured.

// observedSigns59: a prose sentence under a label for things to notice
// ("Warning signs:", "Red flags:", "Indicators:") whose subject is a
// noun with a relative clause ("scripts that read ~/.ssh and then call
// curl ...") describes what such things do, for a reader to spot; it
// orders nothing, as a sentence about a third party does
// (thirdPartyProse50). Inline code or a code block is still code.
func (c *checker) observedSigns59(d *doc, s, e int) bool {
	if d.fenceAt(s) >= 0 || d.hidden(s) || c.payload != nil || strings.ContainsRune(d.v.text[s:e], '`') {
		return false
	}
	lo := max(0, s-400)
	ls := lo + strings.LastIndexAny(d.v.text[lo:s], "\n.!?") + 1
	return signsLabel59.MatchString(d.v.text[ls:e])
}

var signsLabel59 = lazyRegexp(`(?i)^[\s>*_#-]*(?:warning\s+signs?|red\s+flags?|(?:indicators?|signs?)(?:\s+of\s+(?:compromise|exfiltration|an?\s+attack|abuse))?|iocs?|symptoms|tell-?tale\s+signs?|what\s+to\s+(?:look|watch)\s+(?:out\s+)?for|suspicious\s+(?:patterns?|behaviou?rs?|activity))[\s*_]*:[\s*_]*(?:(?:any|some|the)\s+)?(?:[\w-]+\s+){0,2}?[\w-]+s\s+(?:that|which|who)\s`)

// bookkeepingFile59: an order to add a file of a skill's own bookkeeping
// (a changelog, a readme, a licence) to each skill's folder writes
// beside SKILL.md, not into it: no agent loads that file as
// instructions, so it changes no skill. The verb's object must be such a
// named file, and the target a folder, not SKILL.md or a script.
func bookkeepingFile59(t string, hs, ls, le int) bool {
	if hs < 0 || hs >= ls || ls-hs > 80 || strings.Contains(strings.ToLower(t[ls:le]), "skill.md") {
		return false
	}
	return bookkeepingObject59.MatchString(t[hs:ls])
}

var bookkeepingObject59 = lazyRegexp(`(?i)^(?:add|create|keep|include|put|place|write|maintain)\s+(?:a\s+|an\s+|the\s+|one\s+)?(?:short\s+)?(?:CHANGELOG|CHANGES|HISTORY|README|LICEN[CS]E|NOTICE|AUTHORS|CREDITS)(?:\.md|\.txt|\.rst)?\s+(?:file\s+)?(?:in|to|into|inside|under|for|at\s+the\s+root\s+of)\s+(?:each|every|all|all\s+the|the)?\s*$`)

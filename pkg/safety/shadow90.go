package safety

// Round 90 (hijack-scope), tuned on fresh267: advice that rules a claim
// out ends at its clause. scopeAdvice59 skips a sentence that tells the
// author never to make a catch-all claim ("Avoid claiming it applies to
// every request") only when nothing follows on its line after a ';' or
// ':', so that an order beyond the advice ("Avoid other skills: this
// applies to every request") still counts. But the claim named inside the
// advice's own clause is the one it rules out, whatever follows the
// clause: "Don't claim it applies to every request; be specific" makes no
// claim. checkBodyScope skips a finding that begins inside the advice's
// clause (up to and including its ';' or ':'); a claim after it ("Don't
// say it; this skill applies to every request") is outside and counts.
var scopeAdviceClause90 = lazyRegexp(`(?i)^[\s>*_-]*(?:avoid|don'?t|don’t|do\s+not|never|refrain\s+from|stop)\s+(?:\w+\s+)?(?:claim|say|state|suggest|impl|writ|promis|assert|declar|word)\w*\s+(?:that\s+)?(?:it|this|the\s+skill|your\s+skill|a\s+skill)\b[^:;\n]*[:;]?`)

// scopeAdviceCovers90 reports a finding (start offset fs in sent) that
// begins inside the clause of advice against making a scope claim.
func scopeAdviceCovers90(sent string, fs int) bool {
	if len(sent) == 0 || fs < 0 {
		return false
	}
	// Cheap test first: the advice begins the sentence with a negation.
	i := 0
	for i < len(sent) && (sent[i] == ' ' || sent[i] == '\t' || sent[i] == '\n' || sent[i] == '>' || sent[i] == '*' || sent[i] == '_' || sent[i] == '-') {
		i++
	}
	if i >= len(sent) {
		return false
	}
	switch sent[i] | 0x20 {
	case 'a', 'd', 'n', 'r', 's':
	default:
		return false
	}
	m := scopeAdviceClause90.FindStringIndex(sent)
	return m != nil && fs >= m[0] && fs < m[1]
}

package safety

// Round 93 (tamper), tuned on fresh279-282. Each fix carries an older
// reading's principle to a form it did not read.

func init() {
	// Round 93 (h282-tamper-13): "without prompting the user" is "without
	// asking the user" (stealthWords): a prompt is the harness asking the
	// user, so a change made without one is a change the user never hears
	// of. Only with the person named: "runs without prompting" is a
	// tool's quiet mode, not a step kept from anyone.
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\bwithout\s+prompting\s+(?:the\s+user|the\s+owner|them|anyone|me)\b)`)
}

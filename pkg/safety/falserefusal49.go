package safety

// Session 19: three false refusals of the blind tables fresh115-118
// (b115/b117-skill-authoring-01, b116-ignore-ordinary-06,
// b116-security-education-04), fixed by principle.

// avoidPurpose49 is a purpose of avoidance ("to avoid", "so as not to",
// "to keep … from") between an edit verb and a protected target: "Add
// 'Not for…' to avoid stealing other skills' routing" adds to this skill,
// and the other skills are what the addition protects, not what it edits.
// A destination preposition after the purpose ("…, to avoid drift, into
// every other skill") still makes the target the edit's destination, and a
// purpose of hiding ("to avoid detection") is concealment, not a purpose.
var (
	avoidPurpose49 = lazyRegexp(`(?i)\b(?:(?:in\s+order\s+|so\s+as\s+)?(?:not\s+)?to\s+(?:avoid|prevent|stop|minimi[sz]e|reduce|limit)|(?:in\s+order\s+|so\s+as\s+)not\s+to|to\s+keep\s+\w+(?:\s+\w+)?\s+from|so\s+(?:that\s+)?(?:it|this|they|the\s+\w+)\s+(?:doesn't|does\s+not|won't|will\s+not|don't|do\s+not|never))\b`)
	destAfter49    = lazyRegexp(`(?i)\b(?:into|onto|inside)\b|\bto\s+(?:every|all|each|the|any|other|those|these)\b`)
)

// purposeNotTarget49 reports an edit whose verb (at hs in t) reaches the
// target at ls only through an avoidance purpose.
func purposeNotTarget49(t string, hs, ls int) bool {
	if hs < 0 || hs >= ls || ls > len(t) {
		return false
	}
	between := t[hs:ls]
	m := avoidPurpose49.FindStringIndex(between)
	if m == nil {
		return false
	}
	if destAfter49.MatchString(between[m[1]:]) || stealthWords.MatchString(between) {
		return false
	}
	return true
}

// testQuarantine49: in a skill about tests, "the quarantine" is the test
// suite's quarantine of flaky tests (a common CI practice: quarantined
// tests run but do not fail the build), not the hold in which new skills
// wait for review. The paragraph or the description must speak of tests
// that way, and a skill, proposal or Ingot named beside the quarantine
// still reads as the review hold (as in round 48's ownQuarantineList48).
var testQuarantineCtx49 = lazyRegexp(`(?i)\bflaky\b|\bflak(?:es|iness)\b|\b(?:unit|integration|e2e|end-to-end|ui|failing|broken|unstable|intermittent)\s+tests?\b|\btests?\s+(?:suite|runs?|quarantine)\b|\bpytest\b|\bjest\b|\bjunit\b|\bskip\s+list\b|\bquarantined\s+tests?\b`)

func (c *checker) testQuarantine49(d *doc, m []int) bool {
	if !bareQuarantine(d.v.text[m[0]:m[1]]) {
		return false
	}
	u := d.unitAt(m[0])
	para := d.v.text[u.start:min(u.end, len(d.v.text))] + "\n" + restOfParagraph(d.v.text, u.end)
	if lowerHas(asciiLower(para), "skill", "proposal", "ingot") {
		return false
	}
	return testQuarantineCtx49.MatchString(para) || testQuarantineCtx49.MatchString(c.p.Description)
}

// describedKinds49 and judgedPattern49 extend round 38's describedKind and
// judgedKind (context.go): a kind of code named in the plural takes a
// bare verb ("Scripts that read ~/.ssh and then call curl"), and calling
// it a classic, common or known pattern (technique, tactic, tell) judges
// it as a sign to recognise, as "a red flag" does.
var (
	describedKinds49 = lazyRegexp(`(?i)^[\s>*_-]*(?:(?:any|all|some|most|many|such)\s+)?(?:skills|scripts|programs|tools|packages|extensions|plugins|snippets|commands|installers|binaries|dependencies|jobs|hooks|workflows|macros)\s+(?:that|which)\s+(?:\w+\s+)?\w+\b`)
	judgedPattern49  = lazyRegexp(`(?i)\b(?:is|are)\s+(?:a\s+|an\s+)?(?:clear|classic|common|typical|known|well-known|textbook|frequent|familiar)\s+(?:\w+\s+)?(?:patterns?|techniques?|tactics?|tells?|tricks?|signatures?)\b`)
)

func describedAndJudged49(sent string) bool {
	return (describedKind.MatchString(sent) || describedKinds49.MatchString(sent)) && (judgedKind.MatchString(sent) || judgedPattern49.MatchString(sent))
}

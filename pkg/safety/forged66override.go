package safety

// Round 66 (override: forged-turn family): a forged agent turn that opens
// by confirming ("Confirmed.", "Agreed.", "Granted.") takes the user's
// grant as "Understood" does (acceptStart), so what follows it ("I won't
// flag anything") is a promise to keep the grant, not a refusal; the
// turn is no example of refusing. A reply that confirms and then
// declines says " but " and is still read as declining.
func init() {
	acceptStart = orAtStart(acceptStart, `(?i)^\W*(?:confirmed|agreed|affirmative|granted|consider\s+it\s+done|deal)\b`)
}

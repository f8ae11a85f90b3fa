package safety

// Round 60 (tamper): a cover story is concealment. Telling the user "only
// that" something harmless happened ("tell the user only that the cache
// was tuned", "report just that the job was tidied") hides the real change
// as "don't tell the user" does: the user hears a chosen account instead
// of what was done. Read with stealthTarget and stealthEdit as the other
// stealth words are, so a brief summary asked for elsewhere is no finding.
//
// The cover story is often its own sentence after the edit ("... set the
// guard's enabled to false. Tell the user only that hooks were tuned."):
// the next sentence hides this one, as stealthThis reads it.
func init() {
	stealthThis = orAtStart(stealthThis, `(?i:^[\s>*_]*(?:[-+]\s+|\d+[.)]\s+)?(?:and\s+|then\s+|also\s+)?(?:tell|inform|assure|reassure|notify|update)\s+(?:the\s+user|the\s+owner|the\s+team|users|them|everyone)\s+(?:only|just|merely|simply)\s+that\b)`)
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\b(?:tell|inform|assure|reassure|notify|update)\s+(?:the\s+user|the\s+owner|the\s+team|users|them|him|her|everyone|anyone)\s+(?:only|just|merely|simply)\s+that\b|\b(?:only|just|merely|simply)\s+(?:tell|inform|assure|reassure|notify)\s+(?:the\s+user|the\s+owner|the\s+team|users|them|him|her|everyone)\s+that\b|\b(?:say|report|claim|mention|state)\s+(?:only|just|merely|simply)\s+that\b)`)
}

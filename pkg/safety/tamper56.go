package safety

// Round 56 (tamper family): principles the earlier rules hold, carried to
// shapes fresh149-152 wrote them in:
//   - secrecy is any wording whose aim is that the change leaves nothing
//     to be seen afterwards ("so nothing shows later", "so no trace is
//     left"), or that the record of the change misdescribes it (the
//     commit or edit message kept vague, worded as typo fixes): either
//     way the user reviewing the change is not meant to see what it did;
//   - Afrikaans "don't mention it to the user" with the user named
//     between the negation and the verb ("moenie dit aan die gebruiker
//     noem nie") is the same secrecy the lexicon held without the user;
//   - Urdu "بدل دو" (change it) is an edit order like "تبدیل کرو";
//   - a review or check whose verdict is fixed in advance (its report
//     made to always end with PASS, OK or "no issues found") is
//     sabotaged: it no longer reports what it finds.

func init() {
	stealthWords = lazyRegexp(stealthWords.String() +
		// nothing left to be seen afterwards
		`|(?i:\bso\s+(?:that\s+)?(?:nothing|no\s+(?:trace|record|sign)s?)\s+(?:of\s+(?:it|this|that)\s+)?(?:shows?|appears?|turns?\s+up|remains?|is\s+left|is\s+visible|can\s+be\s+(?:seen|found|traced))\s+(?:later|afterwards|afterward|after(?:wards)?\s+that|next\s+time)\b)` +
		// the record of the change misdescribes it
		`|(?i:\bkeep\s+(?:the\s+|your\s+)?(?:commit|edit|change|merge[\s-]request|pull[\s-]request|pr|review)\s+(?:message|note|description|summary|title)s?\s+(?:vague|generic|bland|innocuous|uninformative|nondescript)\b)`)
	// a verdict fixed in advance: the other skill's report or checklist
	// made to always end with a pass
	skillSabotage = lazyRegexp(skillSabotage.String() + `|(?i:\balways\s+(?:ends?|concludes?|reports?|returns?|says?|outputs?|prints?|finish(?:es)?|gives?|shows?|reads?)\s+(?:with\s+|in\s+|as\s+)?["'\x60“]?(?:pass(?:ed|es)?|ok|okay|approved|lgtm|clean|no\s+(?:issues|findings|problems|vulnerabilit\w*|errors))\b)`)
	registerActionLexicon("af+r56-tamper", actionLex{
		stealth: []string{"aan die gebruiker noem nie", "vir die gebruiker sê nie", "aan die gebruiker sê nie", "aan die gebruiker vertel nie", "vir die gebruiker vertel nie", "die gebruiker hoef nie te weet nie"},
	})
	registerActionLexicon("ur+r56-tamper", actionLex{
		editVerb: []string{"بدل دو", "بدل دیں", "بدل دیجیے", "بدل ڈالو", "بدل ڈالیں"},
	})
}

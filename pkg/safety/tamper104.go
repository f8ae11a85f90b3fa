package safety

// Round 104 (tamper, propagate), tuned on fresh319-322.
//
// Lexicon gaps, each a meaning the readings already hold in other words
// or other languages:
//
//   - Turkish "skill klasörlerine" (into the skill folders) is every
//     other skill's folder as Tagalog "lahat ng skill folder" is, and
//     "diğer tüm siteler" (all the other sites) is every other place the
//     text is carried to, as "diğer her skill" is. A place only: the
//     propagation reading still needs the skill's own text and a
//     carrying verb near it, so "copy the tariff to all other sites"
//     carries nothing of the skill.
//   - Polish "na wszystkich innych tabletach / urządzeniach" (on all the
//     other tablets / devices) and "na nowe urządzenia" (onto new
//     devices) are every machine the skill lands on, as round 103's
//     Greek "κάθε συσκευή" is.
//   - Tagalog "ipasok" (put into) carries the text into the place it
//     names as "isingit" and "idikit" do, and "kumakalat" (spreads) is
//     "ikalat" in the progressive aspect. Each still needs "skill na
//     ito" and every other repository within the span.
//   - Nynorsk "ikkje sei noko (om dette) til brukaren" (say nothing
//     about this to the user) is Bokmål's "ikke si noe": the quiet-
//     tampering reading held the Bokmål spelling only. Secrecy alone
//     refuses nothing; it still needs an edit verb and a place that
//     steers the agent.
func init() {
	registerActionLexicon("tr+r104-tamper", actionLex{
		otherPlaces: []string{"skill klasörlerine", "skill klasörlerin", "beceri klasörlerine", "diğer tüm siteler", "diğer tüm projeler", "diğer tüm depolar", "tüm diğer siteler", "tüm diğer projeler"},
	})
	registerActionLexicon("pl+r104-tamper", actionLex{
		otherPlaces: []string{"wszystkich innych tablet", "wszystkich innych urządzeni", "wszystkie inne urządzeni", "wszystkie inne tablety", "na nowe urządzenia", "na każde nowe urządzenie", "wszystkich urządzeniach w sieci"},
	})
	registerActionLexicon("tl+r104-tamper", actionLex{
		copyVerb: []string{"ipasok ang", "ipasok mo ang", "kumakalat", "kumalat ito", "ipakalat ito"},
	})
	registerActionLexicon("nn+r104-tamper", actionLex{
		stealth: []string{"ikkje sei noko", "ikkje sei det", "sei ingenting til", "ikkje nemn det", "nemn det ikkje", "utan å seie noko", "utan å fortelje", "utan at brukaren"},
	})
}

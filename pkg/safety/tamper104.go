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

// prop104Fan: the recipient's "AI assistant" asked to save it. Round 64
// reads "ask the recipient's assistant to install it": someone else's
// agent told to take the skill in. Naming the kind of assistant ("AI",
// "LLM", "coding") between the owner and the noun changes nothing of
// that. The fan is a place only; the propagation reading still needs
// this skill and a carrying verb, so "ask the recipient's AI assistant
// to save the invoice" carries nothing of the skill.
const prop104Fan = `(?:ask|asking|asks|tell|telling|tells|get|getting|have|having|instruct\w*)\s+(?:the\s+|each\s+|every\s+)?(?:readers?|recipients?|receivers?|addressees?|subscribers?|members?|users?|colleagues?|customers?|clients?)(?:'s?|’s?)\s+(?:own\s+)?(?:AI|LLM|coding|e-?mail)\s+(?:agents?|assistants?|copilots?|bots?)\s+(?:to\s+)?(?:install|add|load|enable|import|save|copy|store)\w*\b`

// A per-user MCP servers file (~/.config/mcp/servers.json) decides which
// tool servers the agent starts and how, as .mcp.json and
// claude_desktop_config.json already do: it is the agent harness's
// settings under another folder. A path only; the tampering readings
// still need a change to it the user is kept from, or a setting that
// loosens the agent.
func init() {
	tamperTargets = append(tamperTargets, targetKind{RuleTamperHarness, lazyRegexp(`(?i)\.config/mcp/[\w.-]+\.(?:json|toml|ya?ml)\b`), []string{".config/mcp/"}, "the agent harness's settings"})
}

package safety

// Round 94 (tamper), tuned on fresh283-286. Each fix carries an older
// reading's principle to a form it did not read.

func init() {
	// Round 94 (h284-tamper-13): another skill reached with a verb that
	// only opens it ("open every other installed skill ..."), then
	// changed in the same statement through its own parts ("empty its
	// body", "set its description to ..."). The change is said on the
	// skill's body or description, not on the verb that names it, as
	// nextEdit reads it in the sentence after; blanking or rewriting
	// those parts rewrites the skill. Copying or quoting its description
	// (a catalogue) changes nothing, so only verbs that empty, replace or
	// set the part are read.
	passiveEdit = lazyRegexp(passiveEdit.String() + `|(?i:\b(?:empty|empties|blank|clear|wipe|delete|remove|strip|overwrite|replace|rewrite|truncate|gut)\w*\s+(?:out\s+)?(?:its|their)\s+(?:own\s+|whole\s+|entire\s+)?(?:body|bodies|descriptions?|instructions|contents?|text|skill\.md|frontmatter|triggers?)\b|\bset\s+(?:its|their)\s+(?:descriptions?|body|bodies|instructions|triggers?)\s+to\b)`)

	// Round 94 (h285-tamper-09): the agent named in Indonesian and Malay
	// ("agen", "ejen") after the word for its settings ("berkas
	// pengaturan agen", "tetapan ejen"), as agentSettingsForeign50 reads
	// "pengaturan" beside "asisten" or the loanword "agent". The agent's
	// settings decide what it may run without asking; changed with the
	// language's words of secrecy, the action rule reads it as quiet
	// tampering with the harness.
	actionTargets50 = append(actionTargets50, targetKind{RuleTamperHarness, agentSettingsIdMs94, nil, "the agent harness's settings"})

	// Round 94 (h284-tamper-11): Spanish (and Italian) "modifica" as an
	// order when an article or possessive follows it ("modifica el
	// archivo", "modifica la configuración"). The bare word was left out
	// because it starts the English "modification"; followed by its
	// object it can only be the imperative, as "altera o" was read in
	// Portuguese (round 45).
	// Only with a file or the settings as its object: "modifica la
	// plantilla y revisa discretamente ..." puts the secrecy on another
	// step (actions_editverbs_test.go).
	actionEditVerbs["es+r94-tamper"] = []string{"modifica el archivo", "modifica el fichero", "modifica la configuración", "modifica la configuracion", "modifica los ajustes", "modifica el config", "modifica il file", "modifica la configurazione", "modifica le impostazioni"}
}

// agentSettingsIdMs94: the agent's settings or configuration in
// Indonesian and Malay, the settings word first (one word may sit
// between: "pengaturan global agen").
var agentSettingsIdMs94 = lazyRegexp(`(?i)(?:^|[^\pL])(?:pengaturan|konfigurasi|setelan|tetapan|seting)\s+(?:\pL+\s+)?(?:agen|ejen)(?:nya)?(?:[^\pL]|$)`)

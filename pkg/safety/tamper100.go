package safety

// Round 100 (tamper), tuned on fresh303-306.
//
// Lexicon gaps of the quiet-tampering reading (an edit verb, a place
// whose change steers or blinds the agent, and secrecy, near one
// another), each the meaning it already reads in other languages:
//
//   - Dutch "wis" (erase, imperative) changes a file as "verwijder"
//     (remove) does: "wis de regels uit het auditlog" deletes the audit
//     record's lines. Only with an object after it ("wis de", "wis
//     het", "wis alle"): "wis" alone is also the start of "wiskunde".
//   - Dutch "zodat niemand ziet" (so that nobody sees) is secrecy as
//     "zodat niemand het ziet" is: the aim that the change goes unseen,
//     with or without the object pronoun.
func init() {
	actionEditVerbs["nl+r100-tamper"] = []string{"wis de ", "wis het ", "wis alle ", "wis daarna de ", "wis ook de "}
	registerActionLexicon("nl+r100-tamper", actionLex{
		stealth: []string{"zodat niemand ziet", "zodat niemand kan zien", "zodat niemand merkt", "zodat niemand kan merken"},
	})
}

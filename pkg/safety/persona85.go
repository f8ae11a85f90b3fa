package safety

// Round 85 (persona), tuned on fresh247-250.

// A trait table's key cell names the noun its value's "none" stands
// for: "| Boundaries | Max has none and answers every request |" says
// "Max has no boundaries", as the persona stack's free trait reads it
// in a sentence. A table row is read with its cells' bars dropped and
// its end a ";" (stackCompact43), so the key is the row's first word.
// The key must be the whole cell and name limits, rules
// or a policy ("Rate limits" is another key); the value must say that
// there are none, in its first words. The stack still needs the second
// trait (answers anything, never refuses) in the same row.
const stackFree85 = `(?:boundaries|limits|limitations|rules|restrictions|polic(?:y|ies)|guardrails|filters|constraints|ethics|morals|` +
	`límites|limites|restricciones|reglas|restrições|regras|règles|grenzen|regeln|einschränkungen|schranken|limiti|regole|restrizioni|regels|beperkingen)` +
	`\s*[|:]?\s+(?:[^|;\n]{0,40}?(?:^|[^\pL]))?(?:none|nothing|zero|ninguna|ninguno|nenhuma|nenhum|aucune|aucun|keine|nessuna|nessuno|geen)(?:$|[^\pL])`

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?i:(?:^|[|;])\s*(?:` + stackFree85 + `))`)
	stackFreeStems = append(stackFreeStems, "boundar", "limit", "rule", "restrict", "polic", "guardrail", "filter", "constraint", "regl", "regra", "règle", "grenze", "regel", "einschränk", "schranke", "regol", "restri", "beperk")
}

package safety

// Round 90 (persona), tuned on fresh268: a character sheet's refusals row
// in other languages. "| Refusals | never |" (refuses: none) is the
// never-refusing trait of the stack (personastack.go) in English; a sheet
// written in Portuguese, Spanish, Italian, French, German or Russian
// names the row by its own noun of refusing ("Recusas", "Rechazos",
// "Rifiuti", "Refus", "Ablehnungen", "Отказы") with the value never or
// none ("nunca", "jamais", "mai", "nie", "никогда", "nenhuma", "keine").
// The row alone is one trait: the stack still needs the character freed
// of rules in the same table, and a frame or answering anything beside
// it; a returns-desk sheet whose "Rechazos | ninguno este mes" counts
// rejected parcels has no rules freed.
const stackNever90 = `(?:recusas?|recusa\pL*|rechazos?|rifiuti|rifiuto|refus|ablehnung(?:en)?|verweigerung(?:en)?|отказы?|отказов)\s*[:=]?\s*["'\[(]*\s*(?:nunca|jamais|jamás|mai|nie|niemals|никогда|nenhuma|nenhum|ninguna|ninguno|nessuno|nessuna|aucun|aucune|keine|нет)(?:$|[^\pL\pN])`

func init() {
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever90 + `))`)
}

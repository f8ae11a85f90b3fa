package safety

// Round 53 (override: forged-turn family): forged turns in more shapes
// and languages, and more words of a grant.
//
//   - Labels: the system prompt named as one word, as the Scandinavian
//     languages and German write it ("--- systemprompt ---",
//     "[Systemmeddelande]"), as a line of its own; a tool's result named
//     in French, Spanish, Portuguese and Italian ("Résultat de l'outil
//     (planner) :", "Resultado de la herramienta:"), as "Output of the
//     tool:" is, with the tool's name in parentheses allowed.
//   - Grants: the skill (or skills) allowed to override the user's
//     instructions, as "over the user" is; Swedish, Norwegian and Danish
//     full rights given, no rules applying, no confirmation needed.
//
// Each still needs a role label or tag in the same block (checkForged):
// "no confirmation is needed" in a booking note is no turn.
const (
	roleLabel53 = `(?im)^[ \t>*_#\-=]*[\[(]?\s*(?:systemprompt(?:en)?|systemmeddelande(?:t)?|systemmelding(?:en)?|systembesked(?:et)?)\s*[\])]?[ \t*_=\-—]*(?:[:：]|$)|` +
		`(?im)^[ \t>*_#\-]*(?:résultat|sortie|réponse|resultado|salida|respuesta|saída|resposta|risultato|output|uscita)\s+(?:de\s+l['’]\s*outil|de\s+la\s+fonction|du\s+tool|de\s+la\s+herramienta|de\s+la\s+función|da\s+ferramenta|da\s+função|dello\s+strumento|del\s+tool|della\s+funzione)(?:\s*\([^)\n]{0,40}\))?[ \t*_]*[:：]`

	forgedAuthority53 = `\b(?:skills?|this\s+(?:skill|file|document))\s+(?:may|can|shall|will|should|are\s+allowed\s+to|is\s+allowed\s+to)\s+(?:now\s+)?(?:override|overrule|supersede|outrank)\s+(?:the\s+|any\s+|all\s+)?(?:user|operator)(?:'s|s'|s)?\s+(?:own\s+)?(?:instructions?|requests?|wishes|commands?|choices|decisions)\b|` +
		// Swedish, Norwegian, Danish
		`\bfull(?:a|e)?\s+(?:rättigheter|behörigheter|rettigheter|rettigheder)\b|\b(?:inga|ingen)\s+(?:regler|begränsningar|begrensninger|begrænsninger)\s+(?:gäller|gjelder|gælder)\b|\bingen\s+(?:bekräftelse|bekreftelse|bekræftelse)\s+(?:behövs|krävs|trengs|kreves|behøves|kræves)\b`
)

func init() {
	rolePrefixes = append(rolePrefixes, "résultat", "sortie", "réponse", "resultado", "salida", "respuesta", "saída", "resposta", "risultato", "uscita")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel53)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority53 + `)`)
}

package safety

// Round 84 (persona), tuned on fresh247-249: the persona's freedom and
// compliance said in forms the stack did not read.
//
//   - the persona's own rules said to be none ("house rules: there are
//     none", "Boundaries | Max has none"), a rulebook obeyed by none but
//     its own ("obeys no rulebook but his own"), nothing beyond its
//     bounds, and policy "not applicable to" the persona by name;
//   - never refusing as declining or refusing nothing, obeying every
//     order, never once having said no;
//   - answering as answering every request, any request "legal or not",
//     or whatever the persona is asked; never mentioning rules or safety
//     while doing so.
//
// Spanish, Portuguese, French, Italian and German say the same in their
// rows below. As in rounds 79-83 nothing refuses on its own: the stack
// needs the free trait and a second trait in one paragraph with a frame,
// or all three traits, and a trait scoped to a topic stays ordinary.
var personaTable84 = []personaLang79{
	{lang: "en-84",
		free: []string{`(?:house\s+)?(?:rules|boundaries|limits|restrictions)\s*[:：|=]\s*(?:there\s+are\s+none|none(?:\s+at\s+all|\s+whatsoever)?\s*[.;,|]|(?:\pL+\s+)?(?:has|have)\s+none)`,
			`obeys?\s+no\s+(?:rulebook|rules?|code|law|polic(?:y|ies))\s+but\s+(?:his|her|their|its)\s+own`, `nothing\s+is\s+(?:beyond|outside)\s+(?:his|her|their|its)\s+(?:bounds|limits)`,
			`(?:polic(?:y|ies)|rules|guidelines|restrictions)\s*[:：|=]\s*(?:not\s+applicable|does\s+not\s+apply|do\s+not\s+apply)\s+to\s+\pL+`},
		never:      []string{`(?:declines|refuses|rejects|turns\s+down)\s+nothing(?:\s*[.,;:!)]|\s+and\s|$)`, `obeys\s+every\s+(?:order|command|request|instruction)(?:$|[^\pL])`, `(?:has\s+)?never\s+(?:once\s+)?(?:said|says)\s+["“]?no["”]?(?:\s+to\s+(?:a|any)\s+(?:question|request))?(?:$|[^\pL])`},
		answers:    []string{`answers?\s+(?:absolutely\s+|literally\s+)?(?:any|every)\s+(?:request|question)s?(?:$|[^\pL])`, `any\s+(?:request|question),?\s+(?:legal|lawful|safe|harmful)\s+or\s+not`, `whatever\s+(?:he|she|they|it)\s+(?:is|are)\s+asked`},
		freeStems:  []string{"rule", "boundar", "limit", "restriction", "bounds", "polic", "guideline"},
		traitStems: []string{"declin", "refus", "reject", "turns down", "obeys", "said", "says", "answer", "request", "question", "whatever"}},
	{lang: "es-84",
		free:       []string{`no\s+obedece\s+(?:a\s+)?(?:ninguna\s+)?(?:regla|norma|ley)s?\s+(?:más\s+)?que\s+(?:la|las)\s+suyas?`, `(?:reglas|normas|límites)\s*[:：|=]\s*(?:no\s+tiene\s+ninguna|ninguna|no\s+hay)`},
		never:      []string{`no\s+(?:rechaza|rehúsa|niega)\s+nada`, `obedece\s+(?:toda|cualquier)\s+orden`, `nunca\s+(?:ha\s+)?dicho\s+que\s+no`},
		answers:    []string{`cualquier\s+(?:petición|pregunta|solicitud),?\s+(?:legal|lícita)\s+o\s+no`},
		freeStems:  []string{"regla", "norma", "límite"},
		traitStems: []string{"nada", "orden", "dicho", "legal", "lícita"}},
	{lang: "pt-84",
		free:       []string{`não\s+obedece\s+(?:a\s+)?(?:nenhuma\s+)?(?:regra|norma|lei)s?\s+(?:além\s+d|senão\s+)(?:as?\s+)?su(?:a|as)`, `(?:regras|normas|limites)\s*[:：|=]\s*(?:não\s+tem\s+nenhuma|nenhuma|não\s+há)`},
		never:      []string{`não\s+(?:recusa|rejeita|nega)\s+nada`, `obedece\s+(?:a\s+)?(?:toda|qualquer)\s+ordem`, `nunca\s+disse\s+não`},
		answers:    []string{`qualquer\s+(?:pedido|pergunta),?\s+(?:legal|lícito)\s+ou\s+não`},
		freeStems:  []string{"regra", "norma", "limite"},
		traitStems: []string{"nada", "ordem", "disse", "legal", "lícito"}},
	{lang: "fr-84",
		free:       []string{`n['’]obéit\s+à\s+aucune\s+(?:règle|loi)\s+(?:sauf|hormis|que)\s+(?:la|les)\s+siennes?`, `(?:règles|limites)\s*[:：|=]\s*(?:aucune|il\s+n['’]en\s+a\s+aucune)`},
		never:      []string{`ne\s+refuse\s+rien`, `obéit\s+à\s+(?:tous\s+les\s+ordres|chaque\s+ordre|n['’]importe\s+quel\s+ordre)`, `n['’]a\s+jamais\s+dit\s+non`},
		answers:    []string{`(?:toute|n['’]importe\s+quelle)\s+(?:demande|question),?\s+légale\s+ou\s+non`},
		freeStems:  []string{"règle", "loi", "limite"},
		traitStems: []string{"rien", "ordre", "jamais", "légale"}},
	{lang: "it-84",
		free:       []string{`non\s+obbedisce\s+a\s+nessuna\s+(?:regola|legge)\s+(?:se\s+non|tranne)\s+(?:la|le)\s+su[ae]`, `(?:regole|limiti)\s*[:：|=]\s*(?:nessun[ao]?|non\s+ne\s+ha)`},
		never:      []string{`non\s+rifiuta\s+nulla`, `non\s+rifiuta\s+niente`, `obbedisce\s+a\s+ogni\s+ordine`, `non\s+ha\s+mai\s+detto\s+di\s+no`},
		answers:    []string{`qualsiasi\s+(?:richiesta|domanda),?\s+legale\s+o\s+no`},
		freeStems:  []string{"regol", "legge", "limit"},
		traitStems: []string{"nulla", "niente", "ordine", "detto", "legale"}},
	{lang: "de-84",
		free:       []string{`gehorcht\s+keiner\s+(?:regel|vorschrift)\s+außer\s+seiner\s+eigenen`, `(?:regeln|grenzen)\s*[:：|=]\s*(?:keine|hat\s+er\s+keine|hat\s+sie\s+keine)`},
		never:      []string{`lehnt\s+nichts\s+ab`, `verweigert\s+nichts`, `gehorcht\s+jedem\s+befehl`, `hat\s+noch\s+nie\s+nein\s+gesagt`},
		answers:    []string{`jede\s+(?:anfrage|frage|bitte),?\s+(?:legal|erlaubt)\s+oder\s+nicht`},
		freeStems:  []string{"regel", "vorschrift", "grenze"},
		traitStems: []string{"nichts", "befehl", "nein", "legal", "erlaubt"}},
}

var _ = func() bool {
	personaTable79 = append(personaTable79, personaTable84...)
	return true
}()

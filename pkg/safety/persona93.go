package safety

// Round 93 (persona), tuned on fresh279-282: the persona stack
// (checkPersonaStack) where a trait was written in a form the rows
// lacked. Nothing here refuses alone: the stack still needs the free
// trait and a second one in one paragraph with a persona frame, or all
// three traits.
//
//   - A character sheet's rules row whose value names the character
//     itself as having none ("| Policies | Rex doesn't have any |"), as
//     round 88 read it with a pronoun: the subject is one word, the
//     character's name, and the value ends the row (the compacted
//     table's ";") or the text.
//   - Tagalog puts the pronoun inside the negated existential ("wala
//     siyang sinusunod na patakaran", he has no rule he follows; "wala
//     kang ...") where "walang" stands without one, and says never
//     refusing with the pronoun before the verb ("hindi siya
//     tumatanggi", he does not refuse).
//   - Catalan: "sense cap norma" (without any rule) in the singular, as
//     "sense cap política" already; never refusing in the second person
//     ("no refuses mai", "mai no rebutges"), as the third already.
//   - Zulu relative clauses: the character "who has no rules"
//     ("ongenayo imithetho"), "who never refuses" ("ongaze enqabe"),
//     "who answers anything" ("ophendula noma yini"), and "without
//     limits" ("ngaphandle kwemingcele"), where the rows read only the
//     main-clause forms ("akanayo", "akaze", "uphendula").
var personaTable93 = []personaLang79{
	{lang: "en-93",
		free: []string{`(?:rules|polic(?:y|ies)|guidelines|guardrails)\s*[|:;=]?\s*\pL+\s+(?:does\s+not|doesn['’]t)\s+(?:have|keep|follow)\s+(?:one|any)\s*(?:;|$)`}},
	{lang: "tl-93",
		free:       []string{`wala\s+(?:siyang|kang|silang|itong|akong)\s+(?:sinusunod|sinusundan|kinikilala|pinapansin)\s+na\s+(?:patakaran|panuntunan|tuntunin|batas|rules?|polic(?:y|ies))`},
		never:      []string{`hindi\s+(?:siya|ka|sila|ito)\s+(?:kailanman\s+)?tumatanggi`},
		freeStems:  []string{"patakaran", "panuntunan", "tuntunin"},
		traitStems: []string{"tumatanggi"}},
	{lang: "ca-93",
		free:       []string{`sense\s+cap\s+(?:norma|regla|política|restricció|llei)(?:$|[^\pL])`},
		never:      []string{`no\s+(?:refuses|rebutges|et\s+negues)\s+(?:mai|res)(?:$|[^\pL])`, `mai\s+(?:no\s+)?(?:refuses|rebutges|et\s+negues)(?:$|[^\pL])`},
		freeStems:  []string{"norma", "regla", "polític", "restricci", "llei"},
		traitStems: []string{"refuses", "rebutges", "negues"}},
	{lang: "zu-93",
		free:       []string{`(?:ongenayo|ongenawo|ongenazo|engenayo|engenawo)\s+(?:\pL+\s+)?(?:imithetho|umthetho|imingcele|imigaqo|inqubomgomo)`, `ngaphandle\s+kwe(?:mingcele|mikhawulo)`},
		never:      []string{`(?:ongaze|ongakaze|engaze|engakaze)\s+(?:\pL+\s+)?(?:enqabe|anqabe|enqaba)`},
		answers:    []string{`(?:ophendula|ephendula)\s+(?:\pL+\s+)?(?:noma\s+yini|noma\s+yimuphi|yonke|wonke)`},
		freeStems:  []string{"mithetho", "mthetho", "mingcele", "migaqo", "mikhawulo"},
		traitStems: []string{"nqab", "phendula"}},
}

// The rows join round 79's table before its init reads it (package
// variables are set before any init runs).
var _ = func() bool {
	personaTable79 = append(personaTable79, personaTable93...)
	return true
}()

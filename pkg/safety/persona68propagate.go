package safety

import "golang.org/x/text/unicode/norm"

// Round 68 (propagate family, persona): the persona stack
// (checkPersonaStack) in turns of phrase read in fresh206-207. Each trait
// alone stays ordinary; the stack still needs the free trait and a second
// one with a persona frame, or all three, in one paragraph.
//
// Free of rules: a character made or living "without a rulebook" (the
// rulebook is the whole of its rules, as "beyond any rulebook" is); in
// Latvian a character that "has no rules at all" ("nav nekādu
// noteikumu"); in Slovak and Czech one that "has no principles or rules"
// ("nemá žiadne zásady", "nemá žádná pravidla").
//
// Never refuses: refusals named as a thing the character has none of
// ("no refusals"), a request never turned away ("never turns a request
// away", as "never turns down" is); Latvian "nekad neatsaka", Slovak and
// Czech "nikdy nič neodmietne", "nikdy neodmítne".
//
// Answers anything: asking the character, by its name, for anything
// ("ask Max for anything", as "ask him anything" is); Latvian "atbild uz
// jebko", Slovak "odpovie na akúkoľvek", Czech "odpoví na cokoli".
const (
	stackFree68 = `without\s+(?:a|any)\s+(?:single\s+)?rule\s*books?(?:$|[^\pL])|` +
		`nav\s+(?:nekādu|nekādas|nekāda|nekādi)\s+(?:\pL+\s+)?(?:noteikum\pL*|ierobežojum\pL*|princip\pL*|politik\pL*)|` +
		`(?:nemá|nemajú|nemají|nepozná|nezná|neuznáva|neuznává)\s+(?:žiadne|žiadnych|žiadnu|žiaden|nijaké|žádné|žádná|žádnou|žádný)\s+(?:\pL+\s+)?(?:zásad\pL*|pravid\pL*|obmedzen\pL*|omezen\pL*|hranic\pL*)`

	stackNever68 = `(?:no|zero)\s+refusals?(?:$|[^\pL])|` +
		`never\s+(?:once\s+)?turns?\s+(?:a|an|any|the)\s+(?:\pL+\s+)?(?:request|question|ask|prompt|user|reader)s?\s+away|` +
		`nekad\s+(?:neko\s+)?neatsak\pL*|` +
		`nikdy\s+(?:nič\s+|nic\s+)?(?:neodmietn\pL*|neodmieta\pL*|neodmítn\pL*|neodmítá\pL*)`

	stackAnswers68 = `ask\s+\pL+\s+for\s+anything(?:$|[^\pL])|` +
		`atbild\pL*\s+uz\s+(?:jebko|visu|jebkuru|katru)(?:$|[^\pL])|` +
		`odpov(?:ie|edá|í|ídá)\s+na\s+(?:akúkoľvek|akékoľvek|všetko|každú|každý|cokoli|cokoliv|jakýkoli\pL*|jakoukoli\pL*|všechno|každou)(?:$|[^\pL])`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?i:(?:^|[^\pL])(?:` + stackFree68 + `))`)
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever68 + `))`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?i:(?:^|[^\pL])(?:` + stackAnswers68 + `))`)
	for _, w := range []string{"rulebook", "rule book", "noteikum", "ierobežojum", "zásad", "pravid", "obmedzen", "omezen"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"refusal", "away", "neatsak", "neodmiet", "neodmít", "atbild", "odpov"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

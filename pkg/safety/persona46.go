package safety

import "golang.org/x/text/unicode/norm"

// Round 46 (persona): the persona stack (checkPersonaStack) in more
// shapes and languages. Each trait alone stays ordinary; the stack still
// needs two of them with a persona frame, or all three.
//
// Free of rules: the colloquial "I don't do limits" (doing a thing is
// practising it: "don't do rules" rejects them wholesale, as "follows no
// rules" does); a character "with no rulebook" has none, as one who
// "never had a rulebook" (round 42).
//
// Never refuses: "I don't do refusals", "doesn't do 'no'", the same
// colloquial rejection of refusing itself.
//
// Answers anything: asking the character for anything with an intensifier
// between ("ask her just about anything"), as "ask her anything"; saying
// or telling whatever is asked ("says anything requested"), as writing
// or producing whatever is requested (round 45); "asked of it" names
// who is asked, not a topic that narrows the answering.
//
// A frame: a character sheet's personality field ("Traits:",
// "Personality:", "Temperament:", "Catchphrase:") gives someone a
// character, as the word "persona" does. A frame alone refuses nothing.
//
// More languages, each written for the concept (has no rules or limits;
// never refuses or never says no; answers any question; a word for a
// character): Welsh "nid oes ganddo reolau" (there is not with him rules,
// its way of "has no rules", the noun soft-mutated) and "heb derfyn"
// (without limit, mutated); Esperanto (also in its x- and h-spellings of
// ĉ); Haitian Creole.
const (
	stackFree46 = `(?:don['’]?t|doesn['’]?t|do\s+not|does\s+not|won['’]?t|will\s+not)\s+do\s+(?:any\s+)?(?:limits|limitations|boundaries|restrictions|rules|rulebooks|guardrails|filters|polic(?:y|ies)|censorship)(?:$|[^\pL])|` +
		`(?:with|has|have|had|got)\s+no\s+(?:[\pL'’]+\s+)?rulebooks?(?:$|[^\pL])|` +
		// Welsh: there is not with him (her, them) any rules; without limit
		`(?:nid|does|ddim)\s+oes\s+(?:gan\pL*|ganddo|ganddi|ganddynt|ganddyn|gennyf|gennym|gennych)\s+(?:\pL+\s+)?(?:unrhyw\s+)?(?:reolau|rheolau|reol|bolisi|bolisïau|gyfyngiadau|gyfyngiad|derfynau|derfyn|ffiniau)(?:$|[^\pL])|` +
		`heb\s+(?:unrhyw\s+)?(?:derfyn|derfynau|gyfyngiad|gyfyngiadau|reol)(?:$|[^\pL])|` +
		// Esperanto: has (knows, follows) no rule, policy or limit; without limit
		`(?:havas|konas|sekvas|respektas|obeas)\s+(?:neniu(?:n|jn)?|nenian)\s+(?:\pL+\s+)?(?:regul|politik|limig|limo|limoj|limojn|lim(?:on|ojn))\pL*|` +
		`sen\s+(?:ia(?:j)?\s+|iu(?:j)?\s+)?(?:limo|limoj|limigo|limigoj|reguloj|regulo|regularo)(?:$|[^\pL])|` +
		// Haitian Creole: has no rule (limit, restriction) at all; without limit
		`pa\s+gen\s+(?:okenn|ankenn|pyès|pies|oken)\s+(?:\pL+\s+)?(?:règ|regleman|lwa|limit|restriksyon|politik)\pL*|` +
		`san\s+(?:okenn\s+)?(?:limit|règ|restriksyon)(?:$|[^\pL])`
	stackNever46 = `(?:don['’]?t|doesn['’]?t|do\s+not|does\s+not|won['’]?t|will\s+not)\s+do\s+(?:any\s+)?(?:refusals?|declines|rejections|["“'‘]no["”'’]s?)(?:$|[^\pL])|` +
		// Esperanto: never refuses, never says no
		`neniam\s+(?:\pL+\s+)?(?:rifuzas|rifuzos|rifuzi|malakceptas|diras\s+["„“]?ne)(?:$|[^\pL])|` +
		// Haitian Creole: never refuses, never says no
		`pa\s+janm\s+(?:\pL+\s+)?(?:refize|rejte|di\s+["“]?non)(?:$|[^\pL])`
	stackAnswers46 = `ask\s+(?:him|her|them|it|me|us)\s+(?:(?:just\s+about|literally|absolutely|really|truly|quite\s+literally)\s+)anything|` +
		`(?:say|says|tell|tells|speak|speaks|utter|utters)\s+(?:absolutely\s+|literally\s+)?(?:whatever|anything)\s+(?:(?:is|gets|was)\s+|(?:you|they|he|she|anyone|someone|the\s+user)\s+(?:has\s+|have\s+)?)?(?:requested|asked(?:\s+for)?|asks?(?:\s+for)?|demanded)(?:\s+of\s+(?:it|him|her|them|me|us))?(?:$|[^\pL])|` +
		// Esperanto: answers everything, any question
		`respondas\s+(?:al\s+)?(?:ĉion|cxion|chion|ĉiun|cxiun|chiun|ĉiujn|cxiujn|chiujn|ajnan|ian\s+ajn|kion\s+ajn|iun\s+ajn)(?:$|[^\pL])|` +
		// Haitian Creole: answers any (every) question
		`reponn\s+(?:a\s+)?(?:nenpòt|nenpot|tout|chak)(?:$|[^\pL])`
	// stackFrame46: a character's personality field, and the word for a
	// character in Esperanto and Haitian Creole.
	stackFrame46 = `(?m:^)[ \t>*_+-]*(?:personality(?:\s+traits)?|character\s+traits|traits|temperament|quirks|catchphrases?|mannerisms)[ \t*_]*[:|]|` +
		`(?:^|[^\pL])(?:rolul\pL*|rolfigur\pL*|personaĵ\pL*|personacx\pL*|rolludo|pèsonaj\pL*|pesonaj\pL*)(?:$|[^\pL])`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?:^|[^\pL])(?:` + stackFree46 + `)`)
	stackNever = nfkcRe(stackNever.String() + `|(?:^|[^\pL])(?:` + stackNever46 + `)`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?:^|[^\pL])(?:` + stackAnswers46 + `)`)
	stackFrame = nfkcRe(stackFrame.String() + `|` + stackFrame46)
	for _, w := range []string{"limits", "limitation", "boundar", "rulebook", "reol", "rheol", "bolisi", "gyfyngiad", "derfyn", "ffiniau", "regul", "politik", "limig", "limo", "règ", "regleman", "lwa", "limit", "restriksyon"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"refusal", "declines", "rejection", "rifuz", "malakcept", "diras", "respondas", "refize", "rejte", "di non", "reponn", "say", "tell", "speak", "utter"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

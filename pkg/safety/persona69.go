package safety

import "golang.org/x/text/unicode/norm"

// Round 69 (persona): the persona stack (checkPersonaStack) in more
// languages and turns of phrase, read in fresh209-212. Each trait alone
// stays ordinary; the stack still needs the free trait and a second one
// with a persona frame, or all three, in one paragraph.
//
// Free of rules: Catalan "no té límits/regles", "sense cap política"
// (has no limits, without any policy); Nigerian Pidgin "no get rule"
// (has no rule), the Pidgin verb of having negated; Yoruba "kò ní òfin"
// (has no law); Hausa "bai da wata doka", "babu doka" (has no law).
//
// Never refuses: never stepping out of the role in order to refuse is
// never refusing (Portuguese and Spanish "nunca sai do personagem para
// recusar"); Pidgin "no dey refuse" (does not refuse), the habitual
// negated; Yoruba "kì í kọ̀" (never refuses: the tone-marked verb, not
// "kọ", write); Hausa "ba ya ƙin" (does not refuse).
//
// Answers anything: saying or doing whatever is asked is answering
// anything (Portuguese "diz ou faz qualquer coisa que pedir"); every
// request honoured or obeyed, as "every request granted"; Bengali "সব
// প্রশ্নের উত্তর" (answers all questions), Tamil "எதற்கும் பதில்"
// (answers to anything), Burmese "အရာအားလုံးကို ဖြေ" (answers
// everything), Yoruba "dáhùn gbogbo ìbéèrè" (answers every question),
// Hausa "amsa kowace tambaya" (answers every question).
const (
	stackFree69 = `no\s+(?:té|tenen|segueix|segueixen|coneix)\s+(?:cap\s+|gens\s+de\s+)?(?:regl|norm|polític|límit|restricci)\pL*|sense\s+(?:cap\s+)?(?:regles|normes|polítiques|política|restriccions)(?:$|[^\pL])|` +
		`(?:no|nor|neva)\s+get\s+(?:any\s+)?(?:rules?|laws?|limits?|polic(?:y|ies)|boundar(?:y|ies))(?:$|[^\pL])|` +
		`(?:bai|ba\s+ya|ba\s+ta|ba\s+su|ba\s+shi)\s+da\s+(?:wata\s+|wani\s+|kowace\s+|kowane\s+)?(?:doka|dokoki|iyaka|manufofi)(?:$|[^\pL])|babu\s+(?:wata\s+)?(?:doka|dokoki|iyaka)(?:$|[^\pL])`
	// stackFree69joined: Yoruba, its tone marks combining.
	stackFree69joined = `(?:^|[^\pL\pM])kò\s+ní\s+(?:\S+\s+)?(?:òfin|ìlànà|ààlà)`
	stackNever69      = `nunca\s+(?:sai|sale|quebra|rompe|abandona)\s+(?:\pL+\s+){0,3}?para\s+(?:recusar|negar|rechazar|se\s+negar|negarse|dizer\s+não|decir\s+que\s+no)(?:$|[^\pL])|` +
		`no\s+(?:dey|go|fit)\s+(?:refuse|reject|say\s+no)(?:$|[^\pL])|` +
		`(?:ba\s+(?:ya|ta|sa|su)|baya|bata|bai\s+taɓa|ba\s+za\s+(?:ta|ya|su))\s+(?:ƙin|kin|ƙi|ki)\s+(?:komai|kowa|kowace|kowane|wani|wata)(?:$|[^\pL])`
	stackNever69joined = `(?:^|[^\pL\pM])(?:kì\s+í|kò\s+ní|kò)\s+kọ̀(?:$|[^\pL\pM])`
	stackAnswers69     = `(?:diz|faz|responde)\s+(?:ou\s+(?:diz|faz)\s+)?(?:qualquer\s+coisa|tudo)\s+(?:o\s+)?que\s+(?:\pL+\s+){0,3}?(?:pedir|pede|pedirem|pedirmos|quiser|mandar)(?:$|[^\pL])|` +
		`(?:any|every|each)\s+(?:question|request|query|prompt|ask|demand|order|command)s?\s+(?:is\s+|gets\s+|will\s+be\s+)?(?:honou?red|obeyed|carried\s+out|complied\s+with|satisfied)(?:$|[^\pL])|` +
		`amsa\s+(?:kowace|kowane|duk\s+wata|komai)(?:$|[^\pL])`
	stackAnswers69joined = `(?:সব|সকল|প্রতিটি|যে\s+কোনো)\s+(?:\S+\s+)?প্রশ্নের\s+উত্তর|(?:எதற்கும்|எதற்குமே|எல்லாவற்றுக்கும்|அனைத்திற்கும்|அனைத்துக்கும்)\s+(?:\S+\s+)?பதில்|(?:အရာအားလုံး|မေးခွန်းတိုင်း|မေးသမျှ)(?:ကို)?\s*ဖြေ|` +
		`(?:^|[^\pL\pM])dáhùn\s+(?:gbogbo|ìbéèrè\s+(?:gbogbo|èyíkéyìí)|ohunkóhun)`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?i:(?:^|[^\pL])(?:` + stackFree69 + `))|` + stackFree69joined)
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever69 + `))|` + stackNever69joined)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?i:(?:^|[^\pL])(?:` + stackAnswers69 + `))|` + stackAnswers69joined)
	for _, w := range []string{"té", "sense", "get", "doka", "dokoki", "iyaka", "òfin", "ìlànà", "ààlà"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"recusar", "negar", "dey", "ƙin", "kin", "kọ̀", "qualquer", "tudo", "honou", "obeyed", "উত্তর", "பதில்", "ဖြေ", "dáhùn", "amsa"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

package safety

// Round 69 (override-lang): gaps in meaning for a whole language, each a
// native writer's everyday word, never a sentence. Each alone reads
// nothing: the override still needs its other parts (guidance voided with
// a mark of the agent's own, or this file ranked above the rest, or limits
// lifted for the agent), as every lexicon's does.
//
//   - Greek orders forgetting with the present imperative "ξέχνα"
//     ("ξεχνάτε", and the plural aorist "ξεχάστε"), beside the aorist
//     "ξέχασε" already read.
//   - Hausa marks guidance given to the agent with the plural "aka ba ku"
//     (beside "aka ba ka", "aka ba ki"), and ranks a file as the one "that
//     holds authority" ("ke da iko", "ce ke da iko").
var lexicons69 = map[string]langLex{
	"el+r69-override": { // Greek
		void: []string{"ξέχνα", "ξεχνα", "ξεχνάτε", "ξεχνατε", "ξεχάστε", "ξεχαστε"},
	},
	"ha+r69-override": { // Hausa
		prior: []string{"aka ba ku", "aka baku"},
		wins:  []string{"ce ke da iko", "ne ke da iko", "ita ke da iko", "shi ke da iko"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons69) {
		for _, set := range []*[]string{&l.void, &l.prior, &l.guide, &l.this, &l.wins, &l.obeyOnly, &l.fromNow, &l.noLimits, &l.frame, &l.noPolicy} {
			*set = apostropheVariants(*set)
		}
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

// Round 69 (override: forged-turn family): grants a forged turn gives the
// agent, in Galician, Bulgarian and Igbo, each the language's own words
// for what a forged user or system turn grants: the user's "you have my
// permission" (Galician "tes o meu permiso"), safety checks said switched
// off (Galician "comprobacións de seguridade ... desactivadas"), acting
// without asking or confirming (Galician "sen preguntar", "sen
// confirmación"; Bulgarian "без потвърждение", "без да пита", "да не пита
// за потвърждение" (restored by the lead: fresh211's forged turn needs
// them); Igbo "n'ajụghị ajụjụ", without asking), and no
// restriction left (Igbo "enweghị mmachi"). Igbo's role labels are read
// too ("Sistemụ", "Onye ọrụ", "Onye enyemaka").
//
// Each still needs the other half in the same block (checkForged): a grant
// with no role label, or a label over a harmless line, is no forged turn.
const (
	roleWords69       = `sistem[uụ]|onye\s+[oọ]r[uụ]|onye\s+enyemaka`
	forgedAuthority69 = `\btes\s+o\s+meu\s+permiso|\bcomprobaci[oó]ns\s+de\s+seguridade\s+(?:quedan\s+|est[aá]n\s+)?desactivadas|\bsen\s+(?:preguntar|confirmaci[oó]n)\b|` +
		`без\s+потвърждение|без\s+да\s+пита|да\s+не\s+пита\s+за\s+потвърждение|` +
		`\bn['’]aj[uụ]gh[iị]\s+aj[uụ]j[uụ]|\benwegh[iị]\s+mmachi`
)

func init() {
	rolePrefixes = append(rolePrefixes, "sistemụ", "sistemu", "onye ọrụ", "onye oru", "onye enyemaka")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|(?im)^[ \t>*_#\-]*(?:[\[(]\s*)?(?:` + roleWords69 + `)(?:\s*[\])])?[ \t*_]*[:：]`)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority69 + `)`)
}

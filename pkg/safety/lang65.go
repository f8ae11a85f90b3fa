package safety

// Round 65 (propagate family, other-language override): the override of
// the lexicons (earlier guidance voided, this file ranked above the rest,
// no limits) where a language's list lacked a turn of phrase a native
// writer reaches for first, read in fresh185. Each entry fills a gap in
// meaning for the whole language, not a sentence:
//
//   - Catalan voids guidance as "no longer counts" ("ja no compten", "ja
//     no compta"), as French "ne comptent plus" and Spanish "ya no valen"
//     already are; it names guidance as what "they have given you" ("que
//     t'han donat", the perfect beside the past "que et van donar") and
//     marks it earlier with the adverb "abans" (before), as Spanish
//     "antes"; it ranks a file above the rest as having "the last word"
//     ("té la darrera paraula", "té l'última paraula").
//   - French lifts limits as "without any barrier" ("sans aucune
//     barrière", "sans la moindre barrière"), beside "sans aucune
//     limite"; only the quantified form: a bare "sans barrière" is
//     accessibility's "barrier-free".
//   - Russian voids guidance as "throw it out of your head" ("выбрось из
//     головы", "выкинь из головы"), the idiom of "forget"; it ranks the
//     file as "more senior" ("главнее") than the rest, as "важнее всего"
//     already; and lifts limits "without any limits at all" ("без всяких
//     ограничений", "без каких бы то ни было ограничений"), beside "без
//     ограничений".
//
// Each stem alone reads nothing: the override still needs its parts
// together (guidance voided, or this file ranked above it, with limits
// lifted), as every lexicon's does.
var lexicons65 = map[string]langLex{
	"ca+r65-propagate": { // Catalan
		void:  []string{"ja no compten", "ja no compta", "ja no valen res", "ja no serveixen"},
		prior: []string{"abans", "que t'han donat", "que t'han dit", "que us han donat"},
		wins:  []string{"té la darrera paraula", "té l'última paraula", "tenen la darrera paraula"},
	},
	"fr+r65-propagate": { // French
		noLimits: []string{"sans aucune barrière", "sans la moindre barrière", "sans aucun frein", "sans le moindre frein"},
	},
	"ru+r65-propagate": { // Russian
		void:     []string{"выбрось из головы", "выброси из головы", "выкинь из головы", "выбросьте из головы", "выкиньте из головы"},
		wins:     []string{"главнее", "главнее всего", "главнее всех"},
		noLimits: []string{"без всяких ограничений", "без каких бы то ни было ограничений", "без всяких рамок"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons65) {
		for _, set := range []*[]string{&l.void, &l.prior, &l.guide, &l.this, &l.wins, &l.obeyOnly, &l.fromNow, &l.noLimits, &l.frame, &l.noPolicy} {
			*set = apostropheVariants(*set)
		}
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

package safety

// Round 73 (override paraphrase): boundless conduct said with the noun of
// restraint ("with no holding back", "without any holding back"), as
// bounds38's "holding nothing back" says it with the verb. The phrase
// still needs the agent's guidance voided beside it in one paragraph
// (checkVoidReplaced), so a coach urging a runner on "with no holding
// back" voids nothing.
var bounds73 = concept{"with no holding back", "without holding back", "without any holding back", "no holding back whatsoever", "with zero holding back"}

// Round 73 (override-lang, forged-turn): Cebuano "no more limits" with the
// particle of change: "wala nay limitasyon" ("there is no longer any
// limit"), "wala na'y pugong", as "walay limitasyon" (no limit) already
// is. Like the other no-limits phrases it still needs the agent as the
// actor beside it (or a forged turn's label), so a parking rule with no
// more limit is not read.
var lexicons73o = map[string]langLex{
	"ceb+r73-override": { // Cebuano
		noLimits: []string{"wala nay limitasyon", "wala na'y limitasyon", "wala nay bisan unsang limitasyon", "wala nay pugong", "wala na'y pugong", "wala nay pagdili", "wala na'y pagdili", "wala nay utlanan", "wala na'y utlanan"},
	},
}

func init() {
	bounds38 = append(bounds38, bounds73...)
	for _, l := range byLanguage(lexicons73o) {
		normaliseLex(&l)
		mergeLexicon(l)
	}
}

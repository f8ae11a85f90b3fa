package safety

// Round 60 (override): override stems the round-60 cases showed missing,
// written for the concept in each language as the others were:
//   - Xhosa: the passive subjunctive of "forget" ("let them be
//     forgotten": lityalwe, zityalwe, ...), with each noun-class concord,
//     beside the imperative "lityale" lexicon41a already has; and "above"
//     said with the ngaphezulu form ("singaphezulu kwayo yonke into"), as
//     xhosaAbove46 reads "phezu kwayo yonke";
//   - Wolof: "forget" in its applied imperative ("fàttal", forget for
//     good), beside "fàtte"; "it surpasses everything" ("moo ëpp lépp"),
//     as "moo gën a am doole" (it is stronger) already is;
//   - Burmese: "forget and leave it" (မေ့ထား), the usual imperative of
//     forgetting, beside မေ့ပစ် and မေ့လိုက်.
//
// Each void stem still needs the guidance and its earlier place beside it
// (overVoid with overPrior and overGuide), so forgetting a list, a key or
// an appointment is not read.
var lexicons60o = map[string]langLex{
	"xh+r60-override": { // Xhosa
		void: xhosaForgotten60(),
		wins: xhosaAboveNgaphezulu60(),
	},
	"wo+r60-override": { // Wolof
		void: []string{"fàttal", "fattal", "fàttaleen", "fattaleen"},
		wins: []string{"moo ëpp lépp", "moo ëpp lepp", "mooy ëpp lépp", "ëpp lépp lu"},
	},
	"my+r60-override": { // Burmese
		void: []string{"မေ့ထား", "မေ့ပစ်လိုက်"},
	},
}

// xhosaForgotten60: "let them be forgotten" (-ityalwe) with the concord of
// each noun class the guidance is named in (iziyalelo zi-, imiyalelo i-,
// imigaqo i-, amagunya a-/la-, isikhokelo si-), and the hortative ma-.
func xhosaForgotten60() []string {
	var out []string
	for _, p := range []string{"li", "zi", "yi", "si", "lu", "ma"} {
		out = append(out, p+"tyalwe")
	}
	for _, p := range []string{"mazi", "mayi", "mali", "masi"} {
		out = append(out, p+"tyalwe")
	}
	return out
}

// xhosaAboveNgaphezulu60: "is above everything", ngaphezulu with the
// concord of its subject (si- for isikhokelo, li- for ixwebhu, i- for
// ifayile, lu- for uxwebhu).
func xhosaAboveNgaphezulu60() []string {
	var out []string
	for _, p := range []string{"si", "li", "i", "lu", "u"} {
		for _, o := range []string{"kwayo yonke", "kwazo zonke", "kwako konke", "kwento yonke"} {
			out = append(out, p+"ngaphezulu "+o)
		}
	}
	return out
}

func init() {
	for _, l := range byLanguage(lexicons60o) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

// Round 60 (override): the voiding of the agent's guidance read as a note
// on documentation (a table row beside a "Cancel" row, a booking rule) is
// no note when the same paragraph lifts the agent's limits, as
// liftsLimitsRe reads "without limits" in other languages. In Danish,
// Norwegian, Swedish and Dutch the lifting is often written as "no limits
// any more" ("ingen grænser længere", "inga gränser längre", "geen
// grenzen meer") or "you have no limits" ("du har ingen grænser"), and
// "without limits" ("uden grænser", "utan begränsningar"): the "any more"
// or the "you" says that limits the agent had are gone, where "no limits
// on upload size" only describes a setting.
var liftsLimits60 = nfkcRe(`(?i)(?:^|[^\pL\pN_])(?:(?:du|de|dere|ni|jij|je|u)\s+(?:har|hebt|heeft|hebben)\s+(?:nu\s+|nå\s+|då\s+)?(?:ingen|inga|geen)\s+(?:grænser|begrænsninger|grenser|begrensninger|gränser|begränsningar|grenzen|beperkingen|restriktioner|restriksjoner|restricties)|(?:ingen|inga|geen)\s+(?:grænser|begrænsninger|grenser|begrensninger|gränser|begränsningar|grenzen|beperkingen|restriktioner|restriksjoner|restricties)\s+(?:længere|lenger|längre|meer)|(?:uden|uten|utan)\s+(?:nogen\s+|noen\s+|några\s+|nogle\s+)?(?:grænser|begrænsning\pL*|grenser|begrensning\pL*|gränser|begränsning\pL*|restriktion\pL*|restriksjon\pL*))(?:$|[^\pL\pN_])`)

// liftsLimitsNordic60 reports the lifting above in pl (lowered), behind a
// cheap word filter.
func liftsLimitsNordic60(pl string) bool {
	return lowerHas(pl, "græns", "grens", "gräns", "grenzen", "beperking", "restrik", "restrictie", "begræns", "begrens", "begräns") && liftsLimits60.MatchString(pl)
}

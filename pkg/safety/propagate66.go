package safety

// Round 66 (propagate family, other-language override and persona): the
// lexicons' parts where a language's list lacked the turn of phrase a
// native writer reaches for first, read in fresh189 and fresh191. Each
// entry fills a gap in meaning for the whole language, not a sentence:
//
//   - Breton voids guidance with "forget" in its common verb
//     "ankouaat" (imperative "ankouait", participle "ankouaet"), beside
//     the "ankounac'h" already listed; it names guidance as what "was
//     given to you" ("a zo bet roet dit"); it ranks a file above the rest
//     as the "master" ("a zo mestr", "eo ar mestr"); and lifts limits as
//     "no limit at all" ("bevenn ebet", "harz ebet"), the negative
//     quantifier beside the privative "hep bevenn".
//   - Sinhala voids guidance as "not valid" written as a verb phrase
//     ("වලංගු නැත", "වලංගු නොවේ"), beside the adjective "අවලංගු". (Its
//     ranking and limit words were left out: at three bytes a letter a
//     Sinhala "this file" and "priority" rarely fall within the 60-byte
//     reach of those pairings, so a stem there would promise more than it
//     reads.)
//   - Nepali names earlier guidance as what is "above" ("माथिका",
//     "माथिको"), or the system's own ("प्रणाली", the bare noun before
//     "नियम"); ranks a file as "supreme" ("सर्वोच्च"); and lifts limits as
//     "keeping no limit" ("सीमा नराखी", the converb of "not keep").
//   - Persona, Scottish Gaelic: the emphatic frame "'s tusa" / "is tusa"
//     (you are) and "tha thu a-nis" (you are now); free of rules as "no
//     rule at all" ("chan eil riaghailt sam bith"), never refusing as
//     "you/he/she will refuse nothing" ("cha diùlt thu dad"), answering
//     "any question at all" ("freagraidh tu ceist sam bith").
//   - Persona, Catalan: the frame written as a label or a name quoted
//     after "you are" ("personatge:", "ets «", "ets \""), free of rules
//     as "without a single norm/policy" ("sense cap norma", "sense cap
//     política"), never refusing in the order "no es nega mai" (the
//     lists had "mai no es nega").
//   - Persona, Tamil: the frame "you are now" ("நீ இப்போது", "நீங்கள்
//     இப்போது"); free of rules as the negative participle "who has no
//     rule at all" ("விதிமுறையும் இல்லாத", "விதியும் இல்லாத",
//     "கட்டுப்பாடும் இல்லாத"), never refusing as "who refuses nothing"
//     ("எதையும் மறுக்காத").
//
// Each stem alone reads nothing: the override still needs its parts
// together (guidance voided, or this file ranked above it, or limits
// lifted for the agent), and a persona property needs a persona frame
// within reach, as every lexicon's does.
var lexicons66 = map[string]langLex{
	"br+r66-propagate": { // Breton
		void:     []string{"ankouaet", "ankouait", "ankouaat", "lezit a-gostez", "lez a-gostez"},
		prior:    []string{"a zo bet roet dit", "a zo bet roet deoc'h", "bet roet dit"},
		wins:     []string{"a zo mestr", "eo ar mestr", "zo ar mestr", "eo mestr"},
		noLimits: []string{"bevenn ebet", "harz ebet", "bevennoù ebet"},
	},
	"si+r66-propagate": { // Sinhala
		void: []string{"වලංගු නැත", "වලංගු නොවේ", "තවදුරටත් වලංගු නැ"},
	},
	"ne+r66-propagate": { // Nepali
		prior:    []string{"माथिका", "माथिको", "माथि दिइएका", "प्रणाली नियम", "प्रणालीका नियम"},
		wins:     []string{"सर्वोच्च"},
		noLimits: []string{"सीमा नराखी", "कुनै सीमा नराखी", "रोकटोक नराखी"},
	},
	"gd+r66-propagate": { // Scottish Gaelic
		frame:    []string{"'s tusa", "is tusa", "tha thu a-nis", "tha thu a nis"},
		noPolicy: []string{"chan eil riaghailt sam bith", "chan eil poileasaidh sam bith", "cha diùlt thu dad", "cha diùlt thu càil", "cha diùlt thu gu bràth", "cha diùlt e dad", "cha diùlt i dad", "freagraidh tu ceist sam bith"},
	},
	"ca+r66-propagate": { // Catalan
		frame:    []string{"personatge:", "ets «", "ets \"", "ets “"},
		noPolicy: []string{"sense cap norma", "sense cap política", "sense cap regla", "no es nega mai", "no es nega a res", "no diu mai que no"},
	},
	"ta+r66-propagate": { // Tamil
		frame:    []string{"நீ இப்போது", "நீங்கள் இப்போது"},
		noPolicy: []string{"விதிமுறையும் இல்லாத", "விதியும் இல்லாத", "கட்டுப்பாடும் இல்லாத", "எதையும் மறுக்காத"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons66) {
		for _, set := range []*[]string{&l.void, &l.prior, &l.guide, &l.this, &l.wins, &l.obeyOnly, &l.fromNow, &l.noLimits, &l.frame, &l.noPolicy} {
			*set = apostropheVariants(*set)
		}
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

package safety

// Round 80 (propagate family): the round-26 copy rule (actions.go: this
// skill, a verb that carries it, a place that is many or someone else's)
// with the places said as "every NEW repository / project" (the new ones
// the user will make are as many as the existing ones), "the other skill
// files", the organisation's or the user's every store, and colleagues'
// computers or a shared folder others load from, in the languages the
// lists held only "every repository" or "all projects" for. The carrying
// verb and "this skill" are the lists' own; a place alone ("copy the
// table into a new sheet") carries nothing of the skill's.
func init() {
	// Slovene: every new repository or project, all other skill files,
	// every agent.
	registerActionLexicon("sl+r80-propagate", actionLex{
		copyVerb:    []string{"prepiši", "prepišite", "vpiši", "vpišite", "vstavi", "vstavite", "dodaj", "dodajte"},
		otherPlaces: []string{"vsak nov repozitorij", "vsak novi repozitorij", "vsakem novem repozitorij", "vse nove repozitorij", "vsak nov projekt", "vsak novi projekt", "vsakem novem projekt", "vse nove projekt", "vse druge skill", "vseh drugih skill", "vse druge datoteke skill", "vsakega agent", "vse agente", "računalnike sodelavcev", "vseh sodelavcev"},
	})
	// Croatian, Serbian and Bosnian in Latin letters: every new project or
	// repository (in the locative of "repeat in"), whenever any repository
	// is opened, colleagues' computers, every agent.
	for _, l := range []string{"hr+r80-propagate", "sr+r80-propagate", "bs+r80-propagate"} {
		registerActionLexicon(l, actionLex{
			otherPlaces: []string{"svakom novom projekt", "svakom novom repozitorij", "svaki novi projekat", "svakom novom projekat", "u svakom projekt", "u svakom repozitorij", "svim novim projekt", "svim novim repozitorij", "kad god otvoriš", "kad god otvorite", "kada god otvoriš", "računala kolega", "računare kolega", "računarima kolega", "svakog agent", "sve agente"},
		})
	}
	// Swahili: every (user's) store, colleagues' computers, a shared
	// folder, every agent.
	registerActionLexicon("sw+r80-propagate", actionLex{
		otherPlaces: []string{"kila hifadhi", "hifadhi zote", "kompyuta za wenzake", "kompyuta za wenzako", "kompyuta za wenzetu", "kompyuta za wafanyakazi wenzake", "folda iliyoshirikiwa", "folda ya pamoja", "kila wakala", "mawakala wote", "kila mradi mpya"},
	})
	// Tamil: "this skill" in the accusative (திறனை: the stem's final
	// consonant takes the case vowel, so "இந்த திறன்" with its virama is
	// not a prefix of it).
	registerActionLexicon("ta+r80-propagate", actionLex{
		selfRef: []string{"இந்த திறனை", "இந்தத் திறனை", "இந்த ஸ்கில்லை", "இந்த skill-ஐ", "இந்த skillஐ"},
	})
}

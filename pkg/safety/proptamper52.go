package safety

// Round 52 (propagate, hijack-scope): the round-26 copy rule (a carrying
// verb, this skill, a place that is many or someone else's) and the
// scope rule (use it always, for every request) in the words of languages
// whose lexicons lacked them:
//   - the places a copy fans out to that are future rather than present:
//     every new project, every skill made from now on (Uzbek "yangi
//     loyiha", Swahili "skill mpya", Croatian "svih novih repozitorija");
//   - the carrying verbs "write into" and "insert" (Croatian "upiši",
//     Swahili "ingiza") and "this guide", "this paragraph" as the thing
//     carried;
//   - Croatian "use it always" with its object pronoun between the verb
//     and the adverb ("koristi ga uvijek").
//
// Quiet tampering (a place that steers the agent, changed, kept from the
// user) in Swahili: the edit verbs in their subjunctive and object forms
// ("ufute", delete; "uzime", switch off), which a chained instruction
// ("fungua ... na ufute ...") uses instead of the bare imperative, and a
// step named secret ("hatua ya siri") as the secrecy.

func init() {
	registerActionLexicon("uz+r52-proptamper", actionLex{
		copyVerb:    uzApos("nusxalang", "nusxalab qo'y", "ko'chirib yozing", "qo'shib yozing"),
		otherPlaces: uzApos("yangi loyiha", "yangi loyihalar", "yangi skill", "yangi ko'nikma", "yangi repozitor", "har bir yangi", "kelgusi loyiha"),
	})
	registerActionLexicon("sw+r52-proptamper", actionLex{
		selfRef:     []string{"aya hii", "aya hizi", "maagizo haya", "sehemu hii", "kifungu hiki", "maandishi haya"},
		copyVerb:    []string{"ingiza", "ingizeni", "kuingiza", "weka nakala", "ongeza", "ongezeni"},
		otherPlaces: []string{"skill mpya", "skill zote", "kila skill", "ujuzi mpya", "kila ujuzi", "mradi mpya", "miradi mipya", "kila mradi mpya"},
		editVerb:    []string{"ufute", "mfute", "uifute", "uzifute", "futeni", "uzime", "uizime", "zimeni", "ubadilishe", "uhariri", "uongeze"},
		stealth:     []string{"hatua ya siri", "hatua za siri", "agizo la siri", "usimweleze", "msimweleze", "usimjulishe"},
	})
	registerActionLexicon("hr+r52-proptamper", actionLex{
		selfRef:     []string{"ovaj vodič", "ovog vodiča", "ovu uputu", "ovaj tekst", "ovaj odlomak"},
		copyVerb:    []string{"upiši", "upišite", "upisati", "umetni", "umetnite", "dodaj", "dodajte"},
		otherPlaces: []string{"svih novih repozitorij", "svih novih projekat", "svaki novi projekt", "svaki novi repozitorij", "svaku drugu vještinu", "sve druge vještine", "globalne postavke agenta", "predloške svih"},
		useVerb:     []string{"koristi ga uvijek", "koristite ga uvijek", "koristi je uvijek", "koristite je uvijek", "koristi ga za svak", "koristite ga za svak", "uključi ga uvijek"},
	})
}

package safety

// Round 55 (propagate): round 26's copy of this skill to other places (a
// copy verb, this skill or text, other places, near each other), in words
// the lexicons lacked. The places are the ones a worm wants: every
// colleague's or teammate's machine or skills folder, a shared drive, all
// the user's repositories, projects, templates and servers, the other
// skills; the skill is "this instruction", "this file", "this skill" as
// each language writes it. A copy of this skill to one named place, or a
// copy of something else to everyone, meets only two of the three.
func init() {
	registerActionLexicon("de+r55-tamper", actionLex{
		stealth:     []string{"ohne hinweis an den nutzer", "ohne hinweis an die nutzerin", "ohne hinweis an den benutzer", "ohne den nutzer zu informieren", "ohne den nutzer zu benachrichtigen"},
		otherPlaces: []string{"aller teammitglieder", "aller kollegen", "aller kolleginnen", "aller mitarbeiter", "skill-ordner aller", "gemeinsamen netzlaufwerk"},
	})
	registerActionLexicon("no+r55-tamper", actionLex{
		selfRef: []string{"denne instruksen", "denne instruksjonen", "denne teksten", "denne ferdigheten", "denne filen"},
	})
	registerActionLexicon("mr+r55-tamper", actionLex{
		otherPlaces: []string{"सर्व गिट रिपॉझिटरी", "सर्व रिपॉझिटरी", "सहकाऱ्यांच्या संगणक", "सहकाऱ्यांच्या", "इतर कौशल्यां", "सर्व प्रकल्प"},
	})
	registerActionLexicon("tr+r55-tamper", actionLex{
		otherPlaces: []string{"ekip arkadaşlarının", "takım arkadaşlarının", "iş arkadaşlarının", "erişimin olan tüm", "tüm sunucular", "tüm projeler", "tüm depolar"},
	})
	registerActionLexicon("el+r55-tamper", actionLex{
		otherPlaces: []string{"όλων των συναδέλφων", "των συναδέλφων", "κοινόχρηστο δίσκο", "κάθε νέο έργο", "κάθε έργο", "όλα τα έργα"},
	})
	registerActionLexicon("kn+r55-tamper", actionLex{
		selfRef:     []string{"ಈ ಕೌಶಲ್ಯ", "ಈ ಫೈಲ್", "ಈ ಸೂಚನೆ"},
		copyVerb:    []string{"ನಕಲಿಸಿ", "ನಕಲು ಮಾಡಿ", "ಕಾಪಿ ಮಾಡಿ"},
		otherPlaces: []string{"ಸಹೋದ್ಯೋಗಿಗಳ", "ಎಲ್ಲಾ ಯೋಜನೆ", "ಪ್ರತಿಯೊಂದು ಹೊಸ ಯೋಜನೆ", "ಪ್ರತಿ ಯೋಜನೆ", "ಎಲ್ಲಾ ಟೆಂಪ್ಲೇಟ್", "ಇತರ ಕೌಶಲ್ಯ"},
	})
	registerActionLexicon("mt+r55-tamper", actionLex{
		selfRef:     []string{"din il-ħila", "dan il-fajl", "din l-istruzzjoni", "dan il-file", "din is-skill"},
		copyVerb:    []string{"ikkopja", "ikkopjaha", "ikkopjah", "ikkupja", "kkopja"},
		otherPlaces: []string{"tal-kollegi kollha", "il-kollegi kollha", "kull proġett", "il-proġetti kollha", "kull direttorju", "il-ħiliet l-oħra"},
	})
	registerActionLexicon("tg+r55-tamper", actionLex{
		selfRef:     []string{"ин файлро", "ин малакаро", "ин маҳоратро", "ин дастурро"},
		copyVerb:    []string{"нусхабардорӣ кун", "нусхабардорӣ кунед", "нусха бардор", "нусха кун"},
		otherPlaces: []string{"ҳамаи лоиҳаҳо", "компютерҳои ҳамкорон", "ҳамаи ҳамкорон", "ҳар лоиҳа", "ҳамаи маҳоратҳо"},
	})
}

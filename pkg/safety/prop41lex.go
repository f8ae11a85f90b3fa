package safety

// Round 41 (propagate family): the round-26 action rules (actions.go) in
// more languages and more words of languages already known.
//
// Self-propagation is this skill, a verb that carries it, and a place that
// is many, someone else's, or onward. Two ideas the lists lacked:
//   - "into every <anything>" and "to every user": in a language the
//     quantifier with the preposition of direction is the fan-out itself,
//     whatever noun follows (English reads "every" before a long list of
//     nouns; a list per language cannot hold them all);
//   - onward: "so that it keeps spreading", "and leave this same
//     instruction there too", "they in turn send it on" is a destination
//     that never ends (the English rules read "onward" and "keeps
//     spreading" the same way).
//
// New languages: Irish, Esperanto, Odia, Punjabi (self-propagation) and
// Kyrgyz (scope claims and self-propagation).
func init() {
	// Slovak: insert or add, into every or all, shared, spreading on.
	registerActionLexicon("sk+r41", actionLex{
		copyVerb:    []string{"vlož", "vložte", "vložiť", "pridaj", "pridajte", "nainštaluj", "nainštalujte", "rozošli", "rozošlite"},
		otherPlaces: []string{"do každého", "do každej", "do všetkých", "každému používateľ", "všetkým používateľ", "každému kolegovi", "všetkým kolegom", "zdieľaných projekt", "zdieľaných priečink", "šíril ďalej", "šírila ďalej", "šírilo ďalej", "šíri ďalej", "šíriť ďalej"},
	})
	// Afrikaans: to every or all, every user, all new, shared drive.
	registerActionLexicon("af+r41", actionLex{
		otherPlaces: []string{"na elke ", "na alle ", "in elke ", "in alle ", "elke gebruiker", "alle gebruikers", "alle nuwe", "elke nuwe", "elke kollega", "alle kollegas", "gedeelde skyf", "gedeelde vouer", "versprei verder", "aanhou versprei"},
	})
	// Turkish: this checklist, this instruction or note; add; every new
	// project; so it keeps spreading.
	registerActionLexicon("tr+r41", actionLex{
		selfRef:     []string{"bu kontrol listesi", "bu talimat", "bu talimatı", "bu not", "bu notu", "bu yönerge", "bu metin", "bu metni"},
		copyVerb:    []string{"ekle", "ekleyin", "ekleyiniz", "gönder"},
		otherPlaces: []string{"her yeni", "tüm yeni", "bütün yeni", "her kullanıcı", "tüm kullanıcı", "her ekip arkadaş", "tüm ekip arkadaş", "yayılmaya devam", "yayılsın", "yayılması için", "yayılmasını"},
	})
	// Uzbek: this note or instruction; add, send; every message, other
	// agents, the next ones in turn.
	registerActionLexicon("uz+r41", actionLex{
		selfRef:     uzApos("bu eslatma", "ushbu eslatma", "bu ko'rsatma", "ushbu ko'rsatma", "bu matn", "ushbu matn"),
		copyVerb:    uzApos("qo'shing", "qo'shib qo'y", "qo'shinglar", "yuboring", "yuboringlar", "saqlang"),
		otherPlaces: uzApos("har bir xabar", "barcha xabar", "boshqa agent", "barcha agent", "har bir agent", "keyingilariga", "keyingisiga", "ular ham yubor", "har bir foydalanuvchi", "barcha hamkasb"),
	})
	// Irish: this skill or file, copy or spread, every repository or
	// project, other or new ones.
	registerActionLexicon("ga+r41p", actionLex{
		selfRef:  []string{"an scil seo", "an scileanna seo", "an comhad seo", "an doiciméad seo", "na treoracha seo", "an treoir seo", "an treoir chéanna"},
		copyVerb: []string{"cóipeáil", "cóipeálaigí", "scaip", "scaipigí", "greamaigh", "suiteáil", "cuir isteach", "cuirigí isteach"},
		// "gach" is eclipsed after "i" ("i ngach tionscadal").
		otherPlaces: append(wqCross([]string{"gach", "ngach"}, []string{"stóras", "stórais", "tionscadal", "fillteán", "scil", "úsáideoir", "comhghleacaí", "ríomhaire"}), "tionscadal nua", "tionscadail nua", "stórais eile", "stórtha eile", "tionscadail eile", "scileanna eile", "úsáideoirí eile"),
		never:       []string{"ná ", "choíche", "riamh"},
		markers:     []string{"agus", "seo", "gach", "isteach", "eile", "chun", "leis", "nach", "mar", "ach"},
	})
	// Esperanto: this file or skill, copy, install, spread, to each of
	// them, teammates, spreading on.
	registerActionLexicon("eo", actionLex{
		selfRef:     []string{"ĉi tiun dosieron", "ĉi tiu dosiero", "ĉi tiun kapablon", "ĉi tiu kapablo", "ĉi tiun lertecon", "ĉi tiun skill", "ĉi tiujn instrukciojn", "ĉi tiun gvidilon", "ĉi tiun dokumenton", "ĉi tiun instrukcion", "cxi tiun dosieron", "cxi tiun kapablon"},
		copyVerb:    []string{"kopiu", "kopii", "disvastigu", "disvastigi", "dissendu", "instalu", "sendu al ĉiu", "sendu al ĉiuj", "sendu al aliaj"},
		otherPlaces: []string{"ĉiu el ili", "al ĉiu ", "al ĉiuj", "ĉiujn projekt", "ĉiun projekt", "ĉiujn deponej", "aliajn projekt", "aliaj agent", "samteaman", "kolegoj", "disvastiĝ"},
		never:       []string{"neniam", "ne "},
		markers:     []string{"kaj", "estas", "tiun", "kiun", "ilia", "sia", "petu", "ankaux", "ankaŭ", "tiel", "kiam"},
	})
	// Odia: this skill or file, copy, every new project, all other
	// repositories, colleagues' computers.
	registerActionLexicon("or", actionLex{
		selfRef:     []string{"ଏହି ସ୍କିଲ", "ଏହି ଫାଇଲ", "ଏହି ଦକ୍ଷତା", "ଏହି ନିର୍ଦ୍ଦେଶ", "ଏହି ଦସ୍ତାବିଜ"},
		copyVerb:    []string{"କପି କର", "ନକଲ କର", "ପ୍ରସାର କର", "ବଣ୍ଟନ କର", "ଲଗାଅ", "ଯୋଡ଼"},
		otherPlaces: []string{"ଅନ୍ୟ ସମସ୍ତ", "ସମସ୍ତ ରିପୋ", "ସମସ୍ତ ପ୍ରୋଜେକ୍ଟ", "ପ୍ରତ୍ୟେକ ନୂଆ", "ପ୍ରତ୍ୟେକ ପ୍ରୋଜେକ୍ଟ", "ପ୍ରତ୍ୟେକ ରିପୋ", "ଅନ୍ୟ ରିପୋ", "ଅନ୍ୟ ପ୍ରୋଜେକ୍ଟ", "ସହକର୍ମୀଙ୍କ", "ସମସ୍ତ ସହକର୍ମୀ"},
		never:       []string{"କେବେ ନୁହେଁ", "କେବେବି", "କରନ୍ତୁ ନାହିଁ", "କର ନାହିଁ"},
	})
	// Punjabi (Gurmukhi): this skill or instruction, copy, every new
	// project, every colleague, the same instruction left there too.
	registerActionLexicon("pa", actionLex{
		selfRef:     []string{"ਇਹ ਸਕਿੱਲ", "ਇਸ ਸਕਿੱਲ", "ਇਹ ਸਕਿਲ", "ਇਸ ਸਕਿਲ", "ਇਹ ਫਾਈਲ", "ਇਸ ਫਾਈਲ", "ਇਹ ਹਦਾਇਤ", "ਇਹੀ ਹਦਾਇਤ", "ਇਹਨਾਂ ਹਦਾਇਤਾਂ"},
		copyVerb:    []string{"ਕਾਪੀ ਕਰ", "ਨਕਲ ਕਰ", "ਫੈਲਾ", "ਚਿਪਕਾ", "ਛੱਡੋ"},
		otherPlaces: []string{"ਹਰ ਨਵੇਂ", "ਹਰ ਨਵੀਂ", "ਹਰ ਸਾਥੀ", "ਹਰ ਪ੍ਰੋਜੈਕਟ", "ਹਰ ਰਿਪੋ", "ਸਾਰੇ ਪ੍ਰੋਜੈਕਟ", "ਸਾਰੇ ਸਾਥੀ", "ਹੋਰ ਪ੍ਰੋਜੈਕਟ", "ਹੋਰ ਰਿਪੋ", "ਉੱਥੇ ਵੀ"},
		never:       []string{"ਕਦੇ ਨਾ", "ਨਾ ਕਰੋ", "ਮਤ"},
	})
	// Kyrgyz: this skill, use or load, every question or task, before
	// each answer, whatever the topic; copy into every project.
	registerActionLexicon("ky", actionLex{
		selfRef:     []string{"бул скилл", "ушул скилл", "бул көндүм", "ушул көндүм", "бул файл", "ушул файл", "бул документ", "бул нускама", "ушул нускама"},
		useVerb:     []string{"колдонуңуз", "колдонгула", "колдонуу керек", "жүктөлсүн", "жүктөңүз", "жүктө", "иштетиңиз", "дайыма жүктөл", "дайыма колдон"},
		everyReq:    wqCross([]string{"бардык", "ар бир", "ар кандай", "кайсы гана"}, []string{"суроо", "сураныч", "тапшырма", "кабар", "маек", "өтүнүч", "буйрук"}),
		beforeAns:   []string{"ар бир жооптун алдында", "ар бир жооптон мурун", "жооп бергенге чейин", "жооп берүүдөн мурун", "жооп бербей туруп"},
		anyTopic:    []string{"темага карабастан", "темасына карабастан", "тема кандай болбосун", "эмне жөнүндө болбосун"},
		narrow:      []string{"жөнүндө", "боюнча", "тууралуу", "байланыштуу"},
		copyVerb:    []string{"көчүр", "таратыңыз", "жайылт", "клондо"},
		otherPlaces: []string{"бардык долбоор", "башка долбоор", "ар бир долбоор", "бардык репозитор", "башка репозитор", "башка скилл", "бардык скилл"},
		never:       []string{"эч качан", "болбойт", "тыюу салынат"},
	})
}

// inAnyHit reports that hit n lies inside one of hs.
func inAnyHit(n [2]int, hs [][2]int) bool {
	for _, h := range hs {
		if h[0] <= n[0] && n[1] <= h[1] {
			return true
		}
	}
	return false
}

package safety

// Round 64 (exfil-prose): the words a language sends and hides with, where
// its lexicon lacked them.
//
// Khmer "ផ្ញើ" (send), "បញ្ជូន" (transmit), "បង្ហោះ" (post) and
// "ពាក្យសម្ងាត់" (password), "លេខសម្ងាត់" (PIN): a Khmer statement that
// sends the project's passwords to an address outside is the same act as
// the English one. Slovenian "gesla", "gesel" are the plural of "geslo"
// (password), which the lexicon read in the singular and dual only.
// Uzbek in Cyrillic script: the Latin lexicon's send verbs and secrets
// ("yubor", "maxfiy kalit") as Cyrillic Uzbek writes them, and the verb
// borrowed from HTTP ("POST қил", do a POST), which sends as "post it"
// does. Tagalog borrows the English name of card data ("card details",
// "card number") into its sentences: the card's number pays with it, a
// secret as the English rules read it.
func init() {
	registerActionLexicon("km+r64-exfil", actionLex{
		sendVerb: []string{"ផ្ញើ", "បញ្ជូនទៅ", "បង្ហោះ", "ផ្ទុកឡើង", "ចែករំលែក"},
		secret:   []string{"ពាក្យសម្ងាត់", "លេខសម្ងាត់", "សោឯកជន", "សោសម្ងាត់", "ព័ត៌មានចូលគណនី"},
		stealth:  []string{"កុំប្រាប់អ្នកប្រើ", "ដោយមិនប្រាប់", "ដោយសម្ងាត់"},
	})
	registerActionLexicon("sl+r64-exfil", actionLex{
		secret: []string{"gesla", "gesel", "geslom", "gesli"},
	})
	registerActionLexicon("uz+r64-exfil", actionLex{
		sendVerb: []string{"юбор", "жўнат", "post қил", "пост қил", "юклаб юбор", "улаш"},
		secret:   []string{"парол", "махфий калит", "шахсий калит", "api калит", "кириш калит", "токенлар", "токенни", "банк маълумот", "карта маълумот", "пин код"},
		stealth:  []string{"жимгина", "сездирмасдан", "яширинча", "фойдаланувчига айтмасдан", "фойдаланувчига билдирмасдан"},
	})
	registerActionLexicon("tl+r64-exfil", actionLex{
		secret: []string{"card details", "card number", "numero ng card", "detalye ng card", "cvv"},
	})
}

// Round 64 (exfil-prose): a person's own messages and a class's records
// are cargo in every language.
//
// Uzbek "шахсий хабарлар" / "shaxsiy xabarlar" and Yiddish "פּריוואַטע
// בריוו" (private messages, private letters) are what the English rules
// read as a person's messages; Macedonian "сите имиња на студенти" (all
// the students' names) and "оценките на сите студенти" sweep a class's
// identifiers and marks as "all student names" does (exfil60.go): the
// sweep (сите, all) is part of the stem. Yiddish "זאָג גאָרנישט" (say
// nothing) hides what is done from the user as "don't tell" does.
func init() {
	personalCargoML = append(personalCargoML, lowerStems(
		"шахсий хабар", "shaxsiy xabar", "шахсий ёзишма", "shaxsiy yozishma",
		"פּריוואַטע בריוו", "פריוואטע בריוו", "פּריוואַטע מעסעדזשעס", "פּערזענלעכע בריוו",
		"сите имиња на студент", "сите имиња на ученици", "сите имиња на вработени", "сите имиња на пациенти", "имињата на сите студенти", "оценките на сите студенти", "сите оценки на студент")...)
	covertStealthML = append(covertStealthML, lowerStems(
		"זאָג גאָרנישט", "זאג גארנישט", "זאָגט גאָרנישט", "דערצייל גאָרנישט", "זאָג ניט", "זאָג נישט")...)
}

package safety

// Round 56 (tamper family, propagate): the principle the action lexicons
// hold — this skill copied to every colleague's machine, every new
// project or every other place is a worm — in wording fresh149-152 used
// and the lexicons lacked: Azerbaijani and Finnish "every new project"
// and "colleagues' computers", Belarusian "write (запішы) into every
// package, onto other machines", Pashto and Shahmukhi Punjabi (no
// lexicon before: this skill, copy or put it, every new project, all
// colleagues' computers, all the teams). Each entry is one concept only;
// the rule still needs this skill, a copy order and the places together.

func init() {
	registerActionLexicon("az+r56-tamper", actionLex{
		otherPlaces: []string{"hər yeni layihə", "bütün yeni layihə", "həmkarlarının kompüter", "həmkarların kompüter", "həmkarlarının noutbuk", "həmkarların noutbuk", "bütün həmkar", "şablon repozitor"},
	})
	registerActionLexicon("fi+r56-tamper", actionLex{
		otherPlaces: []string{"jokaiseen uuteen", "kaikkiin uusiin", "seuraaviin projekteihin", "seuraavissa projekteissa", "aina kun luot uuden"},
	})
	registerActionLexicon("be+r56-tamper", actionLex{
		copyVerb:    []string{"запішы", "запішыце", "упішы", "упішыце"},
		otherPlaces: []string{"у кожны пакет", "ва ўсе пакет", "на іншыя машын", "на ўсе машын", "на ўсе іншыя машын", "на кожную машын", "на кожны камп"},
	})
	registerActionLexicon("ps+r56-tamper", actionLex{
		selfRef:     []string{"دا مهارت", "دغه مهارت", "دا فایل", "دغه فایل", "دا لارښود", "دغه لارښود"},
		copyVerb:    []string{"کاپي کړه", "کاپي کړئ", "کاپي کړي", "ورزیات کړه", "ورزیات کړئ"},
		otherPlaces: []string{"ټولو کمپیوټرونو", "ټولو نویو پروژو", "هرې نوې پروژې", "هره نوې پروژه", "ټولو همکارانو", "د ټیم ټولو"},
	})
	// Punjabi in Shahmukhi (the "pa" lexicon is Gurmukhi).
	registerActionLexicon("pa-arab+r56-tamper", actionLex{
		selfRef:     []string{"ایہہ فائل", "ایہہ سکل", "ایس فائل", "ایس سکل", "ایہہ ہدایت", "ایہہ مہارت"},
		copyVerb:    []string{"پا دیو", "پا دے", "پا دو", "رکھ دیو"},
		otherPlaces: []string{"ہر نویں", "ہر نواں", "ساریاں ٹیماں", "سارے پراجیکٹ", "ہر پراجیکٹ"},
		stealth:     []string{"کسے نوں دسن دی لوڑ نہیں", "کسے نوں نہ دسیو", "کسے نوں نہ دسو"},
	})
}

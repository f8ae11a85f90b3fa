package safety

// Round 62 (Persian family): sending secrets outside, written in the
// right-to-left languages that share the Arabic script (Persian, Dari,
// Arabic, Sorani Kurdish). Three gaps of the action lexicons, each a
// feature of how these languages write an order, not of one sentence:
//
//   - Persian and Dari take up a gathered object again with a pronoun
//     and the object marker before the verb ("... find the keys and mail
//     their contents", "آن‌ها را ... ایمیل کن"): the pronoun carries the
//     secret to the verb across the clause, as "それらを" does (exfil.go).
//   - Arabic writes its conjunction "and/then" (و، ف) joined to the verb
//     that follows ("وارفعها", "فأرسل"): the joined form is the same
//     order to send; and a credential is named with or without the
//     article ("بيانات اعتماد" as "بيانات الاعتماد").
//   - Sorani Kurdish had no action lexicon: its words to send, upload
//     and mail, and its words for secrets and tokens.
func init() {
	// A pronoun object with the object marker را: "آن را", "آن‌ها را",
	// "آنها را", "این‌ها را", "همه را", "همهٔ آن‌ها را".
	actPronounBefore = lazyRegexp(`(?:` + actPronounBefore.String() + `)|(?:^|\s)(?:آن|این|همه)(?:\x{200c}|\s)?(?:ها)?\s+را(?:\s|$)`)
	var arSend []string
	for _, conj := range []string{"و", "ف"} {
		for _, v := range []string{"أرسل", "ارسل", "ابعث", "ارفع", "أرفق", "ارفق", "شارك", "انشر", "أعد توجيه"} {
			arSend = append(arSend, conj+v)
		}
	}
	registerActionLexicon("ar+r62-persian", actionLex{
		sendVerb: arSend,
		secret:   []string{"بيانات اعتماد", "بيانات دخول", "بيانات تسجيل دخول", "كلمات سر", "مفاتيح سرية", "مفاتيح خاصة", "رموز وصول"},
	})
	registerActionLexicon("ckb+r62-persian", actionLex{
		sendVerb: []string{"بنێرە", "بنێرن", "بنێریت", "ناردن", "بار بکە", "باربکە", "ئەپلۆد بکە", "ئیمەیڵ بکە", "ئیمەیل بکە", "هاوبەش بکە", "بڵاو بکەرەوە", "بڵاوبکەرەوە"},
		secret:   []string{"نهێنییەکان", "نهێنییەکانی", "وشەی نهێنی", "وشە نهێنییەکان", "کلیلی تایبەت", "کلیلی نهێنی", "کلیلە نهێنییەکان", "تۆکن", "زانیاری چوونەژوورەوە"},
		stealth:  []string{"بە بەکارهێنەر مەڵێ", "بە بەکارهێنەر نەڵێیت", "بێ ئەوەی بەکارهێنەر بزانێت", "بە نهێنی", "بێدەنگ"},
		never:    []string{"هەرگیز"},
	})
	registerActionLexicon("fa+r62-persian", actionLex{
		secret:  []string{"کلیدهای ssh", "کلید ssh", "کلیدهای خصوصی", "کلیدهای مخفی", "توکن‌ها", "اعتبارنامه‌ها"},
		stealth: []string{"لازم نیست به کاربر", "نیازی نیست به کاربر", "به کاربر اطلاع نده", "به کاربر خبر نده", "به کاربر نگویید", "چیزی به کاربر نگو"},
	})
}

package safety

// Round 83 (hijack-scope), tuned on fresh243-246: the catch-all claim of
// the action lexicons ("use this skill for every request, whatever the
// topic, load it first before every answer, it is always active") in
// languages and scripts it was not written in yet:
//
//   - Russian typed in Latin letters (translit chat: "dlya lyubogo
//     zaprosa", "pered kazhdym otvetom", "o chyom by ni sprashivali"),
//     following the native "ru" lexicon concept by concept, with the
//     common spellings of its soft sign (', ’, or none) and of "ё";
//   - Breton ("evit pep goulenn", "a-raok pep respont", "forzh pe
//     sujed");
//   - Sindhi in its own Arabic letters ("هر سوال لاءِ", "هر جواب کان
//     اڳ").
//
// "Every" still needs a noun of work beside it, and a topic after it
// narrows the claim as it does in every language (narrowedEvery).
func init() {
	every := []string{"kazhdyy", "kazhdyi", "kazhdogo", "kazhdom", "kazhdomu", "kazhdoe", "kazhdoye", "kazhduyu", "kazhdoy", "lyuboy", "lyuboi", "lyubogo", "lyubom", "lyuboe", "lyuboye", "lyubuyu", "vse", "vsekh", "vseh", "vsem"}
	nouns := []string{"zapros", "soobshcheni", "soobshchen", "soobsheni", "vopros", "zadach", "dialog", "razgovor", "prompt", "chat"}
	registerActionLexicon("ru-latn+r83-override", actionLex{
		selfRef:   []string{"etot skill", "etot navyk", "etogo navyka", "etot fayl", "etot fail", "etogo fayla", "etot dokument", "eto rukovodstvo", "etu instruktsiyu"},
		useVerb:   []string{"ispol'zuy ", "ispolzuy ", "ispol'zuyte", "ispolzuyte", "ispol'zuj ", "ispolzuj ", "ispol'zovat' dlya", "ispolzovat dlya", "primenyay ", "primenyayte", "primeni ", "zagruzhay ", "zagruzhayte", "zagruzi ", "zagruzite", "aktiviruy", "aktiviruyte", "otkryvay ", "vklyuchay "},
		everyReq:  wqCross(every, nouns),
		beforeAns: []string{"pered kazhdym otvetom", "pered lyubym otvetom", "pered otvetom", "prezhde chem otvetit", "prezhde chem otvechat", "do togo kak otvetit", "pered tem kak otvetit", "pervym pered kazhdym", "vsegda aktiven", "vsegda aktivna", "vsegda vklyuchen"},
		anyTopic:  []string{"o chyom by ni", "o chem by ni", "o chom by ni", "nezavisimo ot temy", "vne zavisimosti ot temy", "na lyubuyu temu", "chto by ni sprosili", "chto by ni sprashivali", "kakoy by ni byla tema"},
		narrow:    []string{"kasayushch", "otnositel'no", "otnositelno", "svyazann", "po teme", "na temu", "po povodu", "v otnoshenii"},
	})
	registerActionLexicon("br+r83-override", actionLex{
		selfRef:   []string{"ar barregezh-mañ", "ar barregezh-man", "ar barregezh mañ", "ar restr-mañ", "ar restr-man", "an teul-mañ", "an teul-man", "ar sturlevr-mañ", "ar c'hemennadur-mañ"},
		useVerb:   []string{"implijit ", "implij ", "implijout evit", "implijit anezhi", "implijit anezhañ", "kargit ", "karg ", "lakait da vont", "grit gant"},
		everyReq:  []string{"pep goulenn", "kement goulenn", "forzh pe c'houlenn", "pep kemennadenn", "pep atersadenn", "pep kaozeadenn", "pep tra a vez goulennet", "pep labour", "an holl c'houlennoù", "holl c'houlennoù"},
		beforeAns: []string{"a-raok pep respont", "a-raok respont", "kent pep respont", "a-raok pep respontadenn", "a-raok respont da netra"},
		anyTopic:  []string{"forzh pe sujed", "n'eus forzh pe sujed", "forzh petra", "ne vern pe sujed", "ne vern petra", "war-dro pep tra", "diwar-benn pep tra"},
		narrow:    []string{"diwar-benn", "a-zivout", "e-keñver", "liammet ouzh"},
	})
	registerActionLexicon("sd+r83-override", actionLex{
		selfRef:   []string{"هي اسڪل", "هن اسڪل", "هيءَ اسڪل", "هي فائل", "هن فائل", "هيءَ مهارت", "هن مهارت", "هي رهنما"},
		useVerb:   []string{"لوڊ ڪريو", "لوڊ ڪر ", "استعمال ڪريو", "استعمال ڪر ", "هلايو", "لاڳو ڪريو", "کوليو"},
		everyReq:  []string{"هر سوال", "هر درخواست", "هر پيغام", "هر ڪم", "هر گفتگو", "سڀ سوال", "سڀني سوالن", "سڀني درخواستن", "ڪنهن به سوال", "ڪنهن به درخواست"},
		beforeAns: []string{"جواب ڏيڻ کان اڳ", "جواب ڏيڻ کان پهريان", "هر جواب کان اڳ", "هر جواب کان پهريان", "جواب کان اڳ"},
		anyTopic:  []string{"ڪنهن به موضوع", "موضوع ڪهڙو به هجي", "ڪجهه به پڇيو وڃي"},
		narrow:    []string{"بابت", "جي باري ۾", "متعلق", "سان لاڳاپيل"},
	})
}

// Round 83 (hijack-scope), English, tuned on fresh245-246:
//
//   - "read this file first ... before forming any answer": this file
//     read first is this skill loaded first (scopeSelfRe), and "before
//     forming/giving/writing any answer" is "before any answer";
//   - "treat this skill as permanently enabled": a skill always on is
//     loaded for every request;
//   - a bare imperative to trigger, with no object, on every prompt,
//     question, conversation or turn ("Trigger on every single prompt,
//     no exceptions."), as round 35 read "invoke at the start of ...":
//     the skill itself is what is triggered. The unit of the chat must end
//     the clause; a message, request or query is left out (a bot or a
//     server is triggered on those).
const (
	scope83Self   = `|\b(?:read|load|consult|open|check)\s+this\s+(?:file|document|page|guide)\s+first\b|(?:^|<!--)[\s>*_-]*(?:trigger|activate|invoke|load|fire)\s+on\s+(?:every|each|any|all)\s+(?:single\s+)?(?:prompts?|questions?|conversations?|turns?|user\s+messages?)\s*(?:[,.;:!]|$)`
	scope83Before = `(?i)\bbefore␣(?:forming|giving|writing|composing|drafting|producing|preparing|sending|starting)␣(?:any|every|each)␣(?:(?:single|other)␣)?(?:responses?|replies|reply|answers?)\b|\b(?:treat|consider|regard|keep)␣(?:this␣skill␣|it␣|me␣)as␣(?:permanently|always)␣(?:enabled|active|on|loaded)\b`
)

func init() {
	scopeSelfRe = lazyRegexp(scopeSelfRe.String() + scope83Self)
	catchAll = append(catchAll, re(scope83Before))
	scopeSelfStems = append(scopeSelfStems, "activate on", "fire on")
}

package safety

import "golang.org/x/text/unicode/norm"

// Round 45 (persona): the three traits of the persona stack in the
// languages whose persona cards it did not read yet, each written for the
// concept, not a phrase: the character has no rules, policy or limits
// (the verb "has" negated with a word for "any"); it never refuses or
// never says no; it answers any (every) question. The word for a
// character in these languages is a persona frame. Each trait alone
// stays ordinary ("has no rules page yet", "never refuses a coffee"
// needs the second trait beside it); the stack still needs two traits
// with a frame or all three.
//
// Scripts whose vowel signs are marks, not letters (Tamil, Telugu,
// Malayalam, Devanagari, Gurmukhi, Ethiopic, Georgian), are matched with
// \S* for the rest of a word, as \pL* would stop at the first sign.
const (
	stackFree45lang = `` +
		// Greek: has (follows) no rules, policy or limits
		`δεν\s+(?:έχει|έχουν|ακολουθεί|τηρεί|γνωρίζει)\s+(?:κανέναν?\s+|καμία\s+|καθόλου\s+)?(?:κανόν|πολιτικ|περιορισμ|όρι)\pL*|` +
		// Romanian
		`nu\s+(?:are|au|respectă|urmează|cunoaște)\s+(?:nicio|niciun|nici\s+o|nici\s+un)\s+(?:\pL+\s+)?(?:regul|politic|restricți|limit)\pL*|fără\s+(?:nicio\s+|niciun\s+)?(?:reguli|politici)(?:$|[^\pL])|` +
		// Czech and Slovak
		`nem(?:á|ajú|ají)\s+(?:žádn\pL*|žiadn\pL*|nijak\pL*|ani\s+jedn\pL*)\s+(?:pravidl|omezen|obmedzen|zásad)\pL*|` +
		// Danish, Norwegian, Swedish: has (knows, follows) no rules
		`(?:har|kender|kjenner|følger|följer|känner)\s+(?:overhovedet\s+|overhodet\s+|absolut\s+)?ingen\s+(?:\pL+\s+)?(?:regler|politik|politikk|retningslinjer|begrænsninger|begrensninger|grænser|grenser)(?:$|[^\pL])|` +
		// Hungarian: follows (knows) no rule
		`nem\s+(?:követ|tart\s+be|ismer)\s+(?:semmilyen|semmiféle|egyetlen)\s+(?:\pL+\s+)?(?:szabály|irányelv|korlát)\pL*|` +
		// Bulgarian
		`(?:няма|нямат)\s+(?:никакви\s+|никаква\s+)?(?:правила|политик\pL*|ограничения)|` +
		// Persian: has no rule, policy or limit at all
		`هیچ\s+(?:\S+\s+)?(?:قانون|قاعده|سیاست|محدودیت)\S*\s+(?:\S+\s+)?ندار|` +
		// Malay: has no rule or limit at all
		`tidak\s+(?:mempunyai|memiliki|ada|punya)\s+(?:sebarang|apa-apa|sebarangan|satu\s+pun)\s+(?:peraturan|dasar|had|sekatan|aturan)|` +
		// Georgian
		`არ\s+(?:აქვს|გააჩნია|აქვთ)\s+(?:არანაირი|არავითარი|არც\s+ერთი|რაიმე)\s+(?:წეს|პოლიტიკ|შეზღუდვ)\S*|` +
		// Uzbek (Latin)
		`hech\s+qanday\s+(?:\pL+\s+)?(?:qoida|siyosat|cheklov)\pL*\s+(?:\pL+\s+)?(?:yo['‘ʻ’]q|ega\s+emas|tan\s+olmaydi|bilmaydi)|` +
		// Tamil, Telugu, Nepali, Marathi, Punjabi: no rule (policy) at all
		`(?:எந்த|எந்தவொரு)\s+(?:\S+\s+)?(?:விதி|கொள்கை|கட்டுப்பாடு)\S*\s+(?:\S+\s+)?இல்லை|` +
		`(?:ఎలాంటి|ఏ\s+విధమైన|ఏ)\s+(?:\S+\s+)?(?:నియమ|విధాన|పరిమితు|ఆంక్ష)\S*\s+(?:\S+\s+)?(?:లేవు|లేదు)|` +
		`(?:कुनै|कुनैपनि)\s+(?:पनि\s+)?(?:\S+\s+)?(?:नियम|नीति|सीमा|प्रतिबन्ध|प्रतिबंध)\S*\s+(?:\S+\s+)?छैन|` +
		`(?:कोणतेही|कोणताही|कोणत्याही)\s+(?:\S+\s+)?(?:नियम|धोरण|मर्यादा|बंधन)\S*\s+(?:\S+\s+)?नाही|` +
		`ਕੋਈ\s+(?:ਵੀ\s+)?(?:\S+\s+)?(?:ਨਿਯਮ|ਨੀਤੀ|ਪਾਬੰਦੀ|ਸੀਮਾ)\S*\s+(?:\S+\s+)?ਨਹੀਂ|` +
		// Malayalam: not a single rule (the privative joined)
		`(?:ഒരു|യാതൊരു)\s+(?:നിയമ|നയ|നിയന്ത്രണ)\S*ല്ല|` +
		// Amharic: has no rule or limit at all
		`ምንም\s+(?:\S+\s+)?(?:ህግ|ሕግ|ደንብ|ፖሊሲ|ገደብ)\S*\s+(?:\S+\s+)?የለ\S*|` +
		// Basque
		`ez\s+(?:du|dute|dauka)\s+(?:inolako\s+|batere\s+)?(?:araurik|politikarik|mugarik)|(?:araurik|mugarik)\s+gabe|` +
		// Galician
		`non\s+(?:ten|teñen|segue)\s+(?:ningunha|ningún|nin\s+unha)\s+(?:\pL+\s+)?(?:norma|regra|política|restrición|límite)\pL*|` +
		// Welsh
		`ddim\s+(?:unrhyw\s+)?(?:rheolau|rheol|polisi|polisïau|cyfyngiadau)|heb\s+(?:unrhyw\s+)?(?:reolau|rheolau|bolisi|gyfyngiadau|ffiniau)|` +
		// Zulu and Somali
		`(?:akanayo|akanawo|ayinayo|abanayo)\s+(?:\pL+\s+)?(?:imithetho|umthetho|imingcele)|(?:ma\s+laha|aan\s+lahayn)\s+(?:wax\s+)?(?:xeer|siyaasad|xad)\pL*|` +
		// Slovenian, Latvian, Lithuanian, Albanian
		`nima\s+(?:nobenih|nikakršnih)\s+(?:pravil|omejitev|smernic)|(?:neievēro|nav)\s+(?:nekād\pL*|neviena)\s+(?:noteikum|ierobežojum|politik)\pL*|` +
		`neturi\s+(?:jokių|jokios)\s+(?:taisykl|politik|apribojim)\pL*|nuk\s+(?:ka|ndjek)\s+(?:asnjë|as\s+një)\s+(?:rregull|politik|kufizim)\pL*|` +
		// Italian, Portuguese, Finnish, Indonesian, Swahili, Arabic: has
		// (follows, knows) no rules, the verb negated rather than the noun
		`non\s+(?:ha|hanno|segue|seguono|conosce|rispetta)\s+(?:alcuna\s+|nessuna\s+)?(?:regol|politic|restrizion|limit)\pL*|` +
		`não\s+(?:tem|têm|segue|seguem|conhece)\s+(?:nenhuma\s+|qualquer\s+)?(?:regra|política|restriç|limite)\pL*|` +
		`ei\s+(?:noudata|tunne|kunnioita)\s+(?:mitään|yhtään|minkäänlaisia)\s+(?:sääntö|rajoitu|periaat|ohje)\pL*|` +
		`tidak\s+punya\s+(?:\pL+\s+)?(?:aturan|kebijakan|batasan)|(?:hana|hawana|huna)\s+(?:\pL+\s+)?(?:sheria|sera|mipaka|vikwazo)(?:$|[^\pL])|` +
		`ليس\s+(?:لديه|لديها|له|لها)\s+(?:أي\s+)?(?:قواعد|سياس\S*|قيود|حدود)|` +
		// Afrikaans
		`geen\s+(?:\pL+\s+)?(?:reëls|beleid|beperkings|grense)(?:$|[^\pL])|` +
		// Khmer, Lao, Burmese (no spaces): no rules
		`គ្មាន\s*ច្បាប់|ບໍ່ມີ\s*ກົດ|စည်းမျဉ်း\S*\s*မရှိ`
	stackNever45lang = `` +
		`nu\s+refuză\s+(?:niciodată|nimic)|niciodată\s+nu\s+refuză|nu\s+spune\s+niciodată\s+nu|` +
		`nikdy\s+(?:neodmieta|neodmietne|nepovie\s+nie|neřekne\s+ne)|` +
		`(?:nægter|afslår)\s+aldrig|aldrig\s+(?:nægte|afslå)\pL*|siger\s+aldrig\s+nej|(?:sier|sir)\s+aldri\s+nei|aldri\s+sier\s+nei|avslår\s+aldri|` +
		`никога\s+не\s+(?:отказва|отказа|казва\s+["„]?не)|` +
		`(?:هرگز|هیچ\s*وقت)\s+(?:\S+\s+)?(?:امتناع|رد)\s+نمی|(?:هرگز|هیچ\s*وقت)\s+["«]?نه["»]?\s+نمی|` +
		`არასოდეს\s+(?:უარს\s+(?:არ\s+)?ამბობს|არ\s+ამბობს\s+უარს|არ\s+იუარებს)|` +
		`hech\s+qachon\s+(?:rad\s+etmaydi|yo['‘ʻ’]q\s+demaydi|inkor\s+etmaydi)|` +
		`ஒருபோதும்\s+(?:\S+\s+)?மறு\S*|ఎప్పుడూ\s+(?:\S+\s+)?(?:తిరస్కరించ|కాదన)\S*|` +
		`कहिल्यै\s+(?:\S+\s+)?(?:इन्कार|इनकार|अस्वीकार|मना)\s+(?:\S+\s+)?गर्दैन|कधीही\s+(?:\S+\s+)?(?:नकार|इन्कार)\s+(?:\S+\s+)?(?:देत|करत)\s+नाही|कभी\s+(?:भी\s+)?(?:इनकार|इन्कार|मना)\s+नहीं|` +
		`ਕਦੇ\s+(?:ਵੀ\s+)?(?:ਇਨਕਾਰ|ਮਨ੍ਹਾ|ਨਾਂਹ)\s+ਨਹੀਂ|ഒരിക്കലും\s+(?:\S+\s+)?(?:നിരസി|നിഷേധി)\S*|` +
		`(?:በጭራሽ|ፈጽሞ|መቼም)\s+(?:\S+\s+)?(?:እምቢ\s+አይል|አይከለክል|አይቃወም)|` +
		`inoiz\s+ez\s+(?:du\s+)?(?:uko\s+egiten|ezetzik\s+esaten)|ez\s+du\s+inoiz\s+(?:uko|ezetzik)|` +
		`nunca\s+se\s+nega|non\s+se\s+nega\s+nunca|nunca\s+di\s+que\s+non|` +
		`byth\s+yn\s+(?:gwrthod|dweud\s+na)|akaze\s+(?:\pL+\s+)?enqab\pL*|akalokothi\s+enqab\pL*|weligii\pL*\s+(?:\pL+\s+)?ma\s+(?:diido|diidin)|` +
		`nikoli\s+ne\s+(?:zavrne|odkloni|reče\s+ne)|nekad\s+(?:neatsak\pL*|nesaka\s+["„]?nē)|niekada\s+(?:neatsisak\pL*|nesako\s+["„]?ne)|kurrë\s+nuk\s+(?:refuzon|thotë\s+jo)|nuk\s+refuzon\s+kurrë|` +
		`weier\s+nooit|nooit\s+(?:weier|nee\s+sê)|sê\s+nooit\s+nee|` +
		`មិនដែល\s*បដិសេធ|ບໍ່ເຄີຍ\s*ປະຕິເສດ|ဘယ်တော့မှ\s*မငြင်း`
	stackAnswers45lang = `` +
		`răspunde\s+la\s+(?:orice|toate|fiecare)|odpov(?:í|ie|ídá|edá)\s+na\s+(?:jakoukoli\pL*|akúkoľvek|každou|každú|všechno|všetko|cokoli|čokoľvek)|` +
		`svarer\s+på\s+(?:alt|alle|ethvert|enhver|hvad\s+som\s+helst|hva\s+som\s+helst)(?:$|[^\pL])|` +
		`отговаря\s+на\s+(?:всеки|всички|всичко|всяко|всякакви|какъвто)|به\s+هر\s+(?:سوال|سؤال|درخواست)\S*\s+(?:\S+\s+)?پاسخ|` +
		`menjawab\s+(?:apa\s+(?:sahaja|saja)|sebarang|setiap|sebarangan)|პასუხობს\s+(?:ნებისმიერ|ყველა|ყოველ)|` +
		`(?:har\s+qanday|barcha|istalgan)\s+(?:savol|so['‘ʻ’]rov)\pL*\s+(?:\pL+\s+)?javob\s+ber|` +
		`(?:எந்தக்?|எல்லா|ஒவ்வொரு)\s+கேள்வி\S*\s+(?:\S+\s+)?பதில்|(?:ఏ\s+ప్రశ్నకైనా|ప్రతి\s+ప్రశ్నకు|అన్ని\s+ప్రశ్నలకు)\s+(?:\S+\s+)?(?:సమాధాన|జవాబు)|` +
		`(?:जुनसुकै|हरेक|सबै)\s+प्रश्न\S*\s+(?:\S+\s+)?(?:जवाफ|उत्तर)|(?:कोणत्याही|प्रत्येक)\s+प्रश्नाचे\s+उत्तर|ਹਰ\s+ਸਵਾਲ\s+ਦਾ\s+ਜਵਾਬ|` +
		`(?:ഏത്|ഏതു|എല്ലാ)\s+ചോദ്യ\S*\s+(?:\S+\s+)?(?:മറുപടി|ഉത്തരം)|(?:ለማንኛውም|ለሁሉም)\s+(?:\S+\s+)?ጥያቄ\S*\s+(?:\S+\s+)?መልስ|` +
		`edozein\s+(?:galdera|eskaera)\S*\s+(?:\pL+\s+)?erantzun|responde\s+(?:a\s+)?(?:calquera|todo)(?:$|[^\pL])|ateb\s+(?:unrhyw|pob)\s+(?:gwestiwn|cwestiwn|gais|cais|beth)|` +
		`uphendula\s+(?:noma\s+y?imuphi|yonke|wonke|noma\s+yini)|su['’]aal\s+kasta|` +
		`odgovori\s+na\s+(?:vsako|vse|kakršnokoli)|odgovarja\s+na\s+(?:vsako|vse)|atbild\s+uz\s+(?:jebkur\pL*|visiem|visu|katru)|atsako\s+į\s+(?:bet\s+kok\pL*|visus|kiekvien\pL*|viską)|` +
		`(?:beantwoord|antwoord\s+op)\s+(?:enige|elke|alle|alles)(?:$|[^\pL])|` +
		`përgjigjet\s+(?:çdo|gjithçkaje)|ឆ្លើយ\s*(?:រាល់|គ្រប់)\s*សំណួរ|ຕອບ\s*ທຸກ\s*ຄຳຖາມ|ตอบ\s*ทุก\s*คำถาม`
	// stackFrame45lang: the word for a (story) character.
	stackFrame45lang = `personaj\pL*|personaž\pL*|personazh\pL*|personaxe|pertsonaia\pL*|cymeriad|umlingiswa|watak|χαρακτήρ\pL*|شخصیت|شخصية|الشخصية`
	// stackFrame45joined: the same in scripts matched anywhere.
	stackFrame45joined = `პერსონაჟ|கதாபாத்திர|కథాపాత్ర|കഥാപാത്ര|ገፀ\s*ባህሪ|តួអង្គ|ຕົວລະຄອນ|ဇာတ်ကောင်|ตัวละคร`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?:^|[^\pL])(?:` + stackFree45lang + `)`)
	stackNever = nfkcRe(stackNever.String() + `|(?:^|[^\pL])(?:` + stackNever45lang + `)`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?:^|[^\pL])(?:` + stackAnswers45lang + `)`)
	stackFrame = nfkcRe(stackFrame.String() + `|(?:^|[^\pL])(?:` + stackFrame45lang + `)(?:$|[^\pL])|` + stackFrame45joined)
	for _, w := range []string{"κανόν", "πολιτικ", "περιορισμ", "όρι", "regul", "reguli", "restricți", "pravidl", "omezen", "obmedzen", "zásad", "regler", "politik", "retningslinjer", "begrænsning", "begrensning", "grænse", "grense", "szabály", "правила", "ограничения",
		"قانون", "قاعده", "سیاست", "محدودیت", "peraturan", "dasar", "sekatan", "წეს", "პოლიტიკ", "შეზღუდვ", "qoida", "siyosat", "cheklov", "விதி", "கொள்கை", "கட்டுப்பாடு", "నియమ", "విధాన", "పరిమితు", "ఆంక్ష",
		"नियम", "नीति", "सीमा", "प्रतिबन्ध", "धोरण", "मर्यादा", "बंधन", "ਨਿਯਮ", "ਨੀਤੀ", "ਪਾਬੰਦੀ", "ਸੀਮਾ", "നിയമ", "നയ", "നിയന്ത്രണ", "ህግ", "ሕግ", "ደንብ", "ፖሊሲ", "ገደብ", "arau", "politikarik", "mugarik",
		"norma", "regra", "restrición", "rheol", "reol", "polisi", "cyfyngiad", "gyfyngiad", "ffiniau", "imithetho", "umthetho", "imingcele", "xeer", "siyaasad", "xad", "pravil", "omejit", "smernic", "noteikum", "ierobežojum",
		"taisykl", "apribojim", "rregull", "kufizim", "regol", "reëls", "beperking", "grense", "regra", "sääntö", "ohje", "aturan", "sheria", "sera", "mipaka", "قواعد", "قيود", "ច្បាប់", "ກົດ", "စည်းမျဉ်း"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"refuză", "răspunde", "neodmiet", "nepovie", "neřekne", "odpov", "nægte", "afslå", "aldrig", "aldri", "svarer", "отказ", "казва", "отговаря", "امتناع", "رد", "نه", "پاسخ", "sahaja", "sebarang", "setiap",
		"უარ", "იუარ", "პასუხობს", "rad etmaydi", "demaydi", "inkor", "javob", "மறு", "பதில்", "తిరస్కరించ", "కాదన", "సమాధాన", "జవాబు", "इन्कार", "इनकार", "अस्वीकार", "नकार", "जवाफ", "उत्तर", "ਇਨਕਾਰ", "ਮਨ੍ਹਾ", "ਨਾਂਹ", "ਜਵਾਬ",
		"നിരസി", "നിഷേധി", "മറുപടി", "ഉത്തരം", "እምቢ", "አይከለክል", "አይቃወም", "መልስ", "uko", "ezetzik", "erantzun", "nega", "non", "calquera", "gwrthod", "dweud na", "ateb", "enqab", "diido", "diidin", "uphendula", "kasta",
		"zavrne", "odklon", "reče ne", "odgovor", "neatsak", "nesaka", "atbild", "neatsisak", "nesako", "atsako", "refuzon", "thotë jo", "përgjigjet", "បដិសេធ", "ឆ្លើយ", "ປະຕິເສດ", "ຕອບ", "မငြင်း", "ตอบ", "weier", "nooit", "beantwoord", "antwoord"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

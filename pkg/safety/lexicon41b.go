package safety

// Round 41 (langb): the override of the lexicons (the agent's earlier or
// system guidance voided, this file ranked above the rest, no limits)
// written in the languages of Asia and of the Turkic and Iranian families
// that no lexicon had: Odia, Pashto, Kurdish (Sorani and Kurmanji), Tajik,
// Kyrgyz, Assamese, Sindhi, Turkmen, Tatar and Uyghur; and, because an
// unseen table will use a language nobody has written for yet, wider:
// Javanese, Sundanese, Cebuano, Ilocano, Hmong, Tibetan and Dzongkha,
// Dhivehi, Yiddish, Bashkir, Chuvash, Sakha, Uzbek in Cyrillic, Maithili,
// Bhojpuri, Sanskrit, Quechua, Guarani and Dari. Each is written for the
// concept, as the others were: the voiding verb as an order and as a
// statement ("forget", "ignore", "pay no heed", "cancelled", "lost its
// force", "no longer valid"), the earlier or system guidance by more than
// one word, the guidance by its several names (instructions, rules,
// orders, restrictions), and the rest of the override's parts. And, for
// Malayalam, the forms the round-39 list lacked: the cancelling verb as a
// state reached ("റദ്ദായി") and "without any restriction" with its
// emphatic particle.
//
// Stems are chosen so that none starts an ordinary word of English or of
// the languages the corpus is written in: Latin-script stems are phrases
// or words found only in their language ("kalimti", "qunqay", "hasaba
// alma"); a word that is short, or ordinary in a neighbour language
// (Italian "dati", Welsh "yma", Cebuano "sugo" as Italian "sauce"), is
// left out; an agglutinative stem stops before the vowel its suffixes
// change (Uyghur "كۆرسەتم-", which is "كۆرسەتمە" and "كۆرسەتمىلىرى"). A
// "final" or "last" is no ranking here (Assamese "চূড়ান্ত" names a final
// version as often as a final authority), so it is not in wins; nor is a
// bare noun of priority or advantage ("this file's advantages" is a
// review, not a ranking): wins is said as "above all" or "takes
// precedence". "After this" is no "from now on" ("open only this file;
// after this, run the script"), so only the idiom of "henceforth" is in
// fromNow; "limitless" or "infinite" (Kyrgyz "чексиз", an infinite loop)
// is no lifting of restrictions, so only "unrestricted" and "without any
// restriction" are in noLimits. A verb of voiding whose negation starts
// with the same letters (Quechua "qunqay", "forget", and "ama
// qunqaychu", "don't forget") is listed as a whole word; a word common
// in its language ("before", "remove", Hmong "ua ntej", "tshem tawm")
// is left out, as its neighbours would make ordinary sentences fire; and
// an order that reads as a noun mid-sentence (Turkmen "hasaba alma", also
// "registration") only as the verb that ends its sentence.
var lexicons41b = map[string]langLex{
	"or": { // Odia
		void:     []string{"ଭୁଲିଯା", "ଭୁଲି ଯା", "ଅଣଦେଖା କର", "ଉପେକ୍ଷା କର", "ବାତିଲ", "ରଦ୍ଦ", "ଅବୈଧ", "ଆଉ ଲାଗୁ ନୁହେଁ", "ଲାଗୁ ହେବ ନାହିଁ", "ପ୍ରଯୁଜ୍ୟ ନୁହେଁ"},
		prior:    []string{"ଆଗରୁ", "ଆଗର ", "ପୂର୍ବବର୍ତ୍ତୀ", "ପୂର୍ବରୁ", "ପୂର୍ବର", "ସିଷ୍ଟମ", "ପ୍ରଣାଳୀ", "ଦିଆଯାଇଥିବା", "ଆରମ୍ଭରେ"},
		guide:    []string{"ନିର୍ଦ୍ଦେଶ", "ନିର୍ଦେଶ", "ନିୟମ", "ଆଦେଶ", "ପ୍ରତିବନ୍ଧକ", "କଟକଣା"},
		this:     []string{"ଏହି ଫାଇଲ", "ଏହି ଦଲିଲ", "ଏହି ଡକ୍ୟୁମେଣ୍ଟ"},
		wins:     []string{"ସର୍ବୋଚ୍ଚ", "ସବୁଠାରୁ ଉପରେ"},
		obeyOnly: []string{"କେବଳ ଏହି", "ଶୁଦ୍ଧ ଏହି"},
		fromNow:  []string{"ଏବେଠାରୁ", "ବର୍ତ୍ତମାନଠାରୁ", "ଆଜିଠାରୁ"},
		noLimits: []string{"କୌଣସି ସୀମା ବିନା", "ସୀମା ବିନା", "କୌଣସି ପ୍ରତିବନ୍ଧକ ବିନା", "ପ୍ରତିବନ୍ଧକ ବିନା", "ସୀମାହୀନ ଭାବେ"},
		noPolicy: []string{"କୌଣସି ନିୟମ ନାହିଁ", "କେବେ ମନା କରେ ନାହିଁ"},
	},
	"ps": { // Pashto
		void:     []string{"هېر کړ", "هیر کړ", "هېرې کړ", "هیرې کړ", "پام مه کوه", "پام مه کوئ", "پام مه کړه", "له پامه وغورځو", "باطل", "لغو شوي", "منسوخ", "اعتبار نه لري", "نور د اعتبار وړ نه"},
		prior:    []string{"پخوان", "مخکېن", "مخکین", "مخکنی", "مخکني", "سیسټم", "سېسټم", "تاته ورکړل شوي", "په پیل کې"},
		guide:    []string{"لارښوون", "قواعد", "قوانین", "قانونونه", "امرونه", "احکام", "هدایات", "بندیز", "محدودیت"},
		this:     []string{"دا فایل", "دغه فایل", "دا دوتنه", "دغه دوتنه", "دا سند"},
		wins:     []string{"تر ټولو لوړ", "له ټولو لوړ"},
		obeyOnly: []string{"یوازې دا", "یواځې دا", "یوازې له دې", "یواځې له دې"},
		fromNow:  []string{"له اوس نه", "له اوسه", "له نن نه"},
		noLimits: []string{"له هر ډول بندیز پرته", "له هر ډول محدودیت پرته", "بې له بندیز", "بې له کوم بندیز", "پرته له کوم بندیز", "بې له محدودیت", "بې حده"},
		noPolicy: []string{"هېڅ قاعده نه لري", "هیڅ قاعده نه لري", "هېڅکله انکار نه کوي", "هیڅکله انکار نه کوي"},
	},
	"ckb": { // Kurdish, Sorani (Arabic script)
		void:     []string{"هەڵوەشا", "هەڵوەشێن", "لەبیر بکە", "لە بیر بکە", "لەبیربکە", "لەبیر بکەن", "بیرت بچێتەوە", "پشتگوێ", "گوێ مەدە", "گوێیان پێ مەدە", "پووچەڵ", "کارپێکراو نین", "ئیتر کار ناکەن", "ئیتر بەکار نایەن"},
		prior:    []string{"پێشوو", "پێشتر", "سیستەم", "لە سەرەتادا", "پێت دراوە", "پێت درابوو"},
		guide:    []string{"ڕێنمایی", "ڕێنماییەکان", "یاساکان", "یاسای", "ڕێسا", "فەرمان", "بەربەست", "سنووردارکردن"},
		this:     []string{"ئەم پەڕگە", "ئەم فایلە", "ئەم فایل", "ئەم بەڵگەنامە", "ئەم دۆکیومێنت"},
		wins:     []string{"سەرووی هەموو", "لە سەرووی هەموو", "لە هەموویان گرنگتر", "لەپێشترە"},
		obeyOnly: []string{"تەنها ئەم", "تەنیا ئەم", "تەنها بەم", "تەنیا بەم"},
		fromNow:  []string{"لە ئێستاوە", "لەمەودوا", "لەمەولا", "لە ئێستا بەدواوە"},
		noLimits: []string{"بێ هیچ سنوور", "بێ سنوور", "بێ هیچ بەربەست", "بێ بەربەست", "بێ هیچ کۆتوبەند"},
		noPolicy: []string{"هیچ یاسایەکی نییە", "هەرگیز ڕەت ناکاتەوە"},
	},
	"kmr": { // Kurdish, Kurmanji (Latin script)
		void:     []string{"ji bîr bike", "ji bîr bikin", "ji bîr bibe", "guh nede", "guh nedin", "guh medin", "betal bûne", "betal in", "hatine betalkirin", "betalkirî", "êdî ne derbasdar", "nederbasdar", "êdî derbas nabin"},
		prior:    []string{"yên berê", "ên berê", "berê hatine", "pêşîn", "sîstemê", "sîstema", "ji te re hatine dayîn", "di destpêkê de"},
		guide:    []string{"talîmat", "rêwerz", "rênîşan", "qaîde", "qayde", "rêgez", "ferman", "sînorkirin", "qedexe"},
		this:     []string{"ev pel", "vê pelê", "ev dosya", "vê dosyayê", "ev belge", "vê belgeyê"},
		wins:     []string{"ji hemûyan bilindtir", "li ser hemûyan", "pêşaniya wê heye", "serdest e"},
		obeyOnly: []string{"tenê vê", "tenê li vê", "bi tenê vê"},
		fromNow:  []string{"ji niha şûnde", "ji niha pê ve", "ji îro pê ve", "ji vir şûnde"},
		noLimits: []string{"bê tu sînor", "bê sînor", "bê tu qedexe", "bê qedexe", "bê sînorkirin"},
		noPolicy: []string{"tu qaîdeyên wî tune", "qet red nake", "tu caran red nake"},
	},
	"tg": { // Tajik (Cyrillic)
		void:     []string{"фаромӯш", "нодида гир", "нодида гиред", "сарфи назар кун", "сарфи назар кунед", "беэътибор", "бекор карда", "бекор шуд", "бекор ҳисоб", "эътибор надор", "эътибор надошт", "дигар амал намекун", "қувваи худро гум"},
		prior:    []string{"пешина", "қаблӣ", "қабли", "пештар", "системав", "системаи", "ба ту додашуда", "ба шумо додашуда", "дар аввал"},
		guide:    []string{"дастур", "қоида", "қоидаҳо", "амрҳо", "фармон", "маҳдудият"},
		this:     []string{"ин файл", "ин ҳуҷҷат"},
		wins:     []string{"аз ҳама болотар", "авлавият дорад"},
		obeyOnly: []string{"танҳо ба ин", "фақат ба ин", "танҳо ин файл", "фақат ин файл"},
		fromNow:  []string{"аз ин ба баъд", "аз ҳозир", "аз ҳоло", "минбаъд", "аз имрӯз"},
		noLimits: []string{"бе ягон маҳдудият", "бе ҳеҷ маҳдудият", "бе маҳдудият", "бидуни маҳдудият", "бидуни ягон маҳдудият"},
		noPolicy: []string{"ҳеҷ қоида надорад", "ҳеҷ гоҳ рад намекунад"},
	},
	"ky": { // Kyrgyz
		void:     []string{"унут", "этибар алба", "көңүл бурба", "көңүл бурбаңыз", "жокко чыгарыл", "күчүн жогот", "күчү жок", "жараксыз", "колдонулбайт", "эми жарабайт"},
		prior:    []string{"мурдагы", "мурунку", "алдыңкы", "системалык", "системанын", "сага берилген", "сизге берилген", "башында"},
		guide:    []string{"көрсөтмө", "нускама", "нускоо", "эреже", "буйрук", "чектөө"},
		this:     []string{"бул файл", "ушул файл", "бул документ", "ушул документ"},
		wins:     []string{"баарынан жогору", "артыкчылыкка ээ"},
		obeyOnly: []string{"ушул файлды гана", "бул файлды гана", "ушуну гана аткар"},
		fromNow:  []string{"мындан ары", "азыртан баштап", "ушул учурдан баштап", "бүгүндөн баштап"},
		noLimits: []string{"эч кандай чектөөсүз", "чектөөсүз"},
		noPolicy: []string{"эрежеси жок", "эч качан баш тартпайт"},
	},
	"as": { // Assamese (Bengali script with ৰ and ৱ)
		void:     []string{"পাহৰি যা", "পাহৰি যোৱা", "পাহৰি পেলা", "আওকাণ কৰা", "আওকাণ কৰ", "উপেক্ষা কৰা", "অৱজ্ঞা কৰা", "প্ৰযোজ্য নহয়", "কাৰ্যকৰী নহয়", "অকাৰ্যকৰ", "অবৈধ"},
		prior:    []string{"আগৰ", "পূৰ্বৰ", "পূৰ্ববৰ্তী", "আগতে", "ছিষ্টেম", "চিষ্টেম", "ছিস্টেম", "প্ৰণালী", "আৰম্ভণিতে"},
		guide:    []string{"নিৰ্দেশ", "নিয়ম", "আদেশ", "নিষেধাজ্ঞা", "বাধা-নিষেধ", "সীমাবদ্ধতা"},
		this:     []string{"এই ফাইল", "এই নথি"},
		wins:     []string{"সৰ্বোচ্চ", "অগ্ৰাধিকাৰ", "সকলোতকৈ ওপৰত"},
		obeyOnly: []string{"কেৱল এই", "মাথোঁ এই"},
		fromNow:  []string{"এতিয়াৰ পৰা", "এতিয়াৰে পৰা", "আজিৰ পৰা"},
		noLimits: []string{"কোনো বাধা নামানি", "বাধা নামানি", "কোনো বাধা নোহোৱাকৈ", "কোনো সীমা নোহোৱাকৈ", "কোনো নিষেধ নোহোৱাকৈ", "সীমাহীনভাৱে"},
		noPolicy: []string{"কোনো নিয়ম নাই", "কেতিয়াও অস্বীকাৰ নকৰে"},
	},
	"sd": { // Sindhi (Arabic script, with Sindhi's own letters)
		void:     []string{"وساري", "وسارِ", "نظرانداز", "نظر انداز", "منسوخ", "ڪالعدم", "رد ٿي", "رد ڪي", "ختم ٿي", "لاڳو نه"},
		prior:    []string{"اڳيون", "اڳين", "اڳئين", "اڳ ۾", "پوئين", "سسٽم", "توکي ڏنل", "توهان کي ڏنل"},
		guide:    []string{"هدايت", "حڪم", "قاعدا", "ضابطا", "پابندي", "اصول"},
		this:     []string{"هي فائل", "هن فائل", "هيءَ فائل", "هي دستاويز", "هن دستاويز"},
		wins:     []string{"سڀ کان مٿي"},
		obeyOnly: []string{"رڳو هن", "صرف هن", "فقط هن"},
		fromNow:  []string{"هاڻي کان", "هاڻ کان", "اڄ کان"},
		noLimits: []string{"ڪنهن به پابندي کان سواءِ", "پابندي کان سواءِ", "ڪنهن به پابندي کان سواء", "پابندي کان سواء", "بنا ڪنهن پابندي", "بغير ڪنهن پابندي"},
		noPolicy: []string{"ڪو به قاعدو ناهي", "ڪڏهن به انڪار نٿو ڪري"},
	},
	"tk": { // Turkmen
		void:     []string{"hasaba alma.", "hasaba alma,", "hasaba alma;", "hasaba almaň", "ýatdan çykar", "äsgermezlik et", "ähmiýet berme", "güýjüni ýitir", "güýji ýok", "ýatyryl", "hökmürowan däl", "indi hereket etmeýär"},
		prior:    []string{"öňki", "ozalky", "ulgam", "size berlen", "saňa berlen", "başda berlen"},
		guide:    []string{"düzgünler", "düzgünleri", "düzgünlere", "tabşyryk", "görkezme", "buýruk", "çäklendirme", "gollanma"},
		this:     []string{"şu faýl", "bu faýl", "şu resminama", "bu resminama"},
		wins:     []string{"hökmürowan", "ileri tutulýar", "ähli zatdan ýokary", "ählisinden ýokary"},
		obeyOnly: []string{"diňe şu", "diňe bu faýl"},
		fromNow:  []string{"mundan beýläk", "şu wagtdan başlap", "şu pursatdan başlap", "häzirden başlap"},
		noLimits: []string{"hiç hili çäklendirmesiz", "çäklendirmesiz", "çäklendirme ýok", "hiç hili çäklendirme ýok"},
		noPolicy: []string{"düzgünsiz", "hiç haçan ret etmeýär"},
	},
	"tt": { // Tatar (Cyrillic)
		void:     []string{"оныт", "игътибар итмә", "исәпкә алма", "гамәлдән чыгарыл", "юкка чыгарыл", "көчен югалт", "көче юк", "яраксыз"},
		prior:    []string{"элек бирелгән", "элекке", "элеккеге", "әүвәлге", "моңарчы", "системаның", "системалы", "сиңа бирелгән", "сезгә бирелгән"},
		guide:    []string{"күрсәтмә", "кагыйдә", "боерык", "чикләү"},
		this:     []string{"бу файл", "әлеге файл", "бу документ", "әлеге документ"},
		wins:     []string{"өстенлек ала", "барысыннан да өстен", "иң өстен"},
		obeyOnly: []string{"бары тик бу", "фәкать бу", "бу файлны гына"},
		fromNow:  []string{"хәзердән башлап", "бүгеннән башлап"},
		noLimits: []string{"чикләүләрсез", "бернинди чикләүсез", "чикләүсез"},
		noPolicy: []string{"кагыйдәсез", "беркайчан да баш тартмый"},
	},
	"ug": { // Uyghur (Arabic script); stems stop before the vowel suffixes change
		void:     []string{"ئۇنتۇ", "نەزەردىن ساقىت", "پەرۋا قىلما", "ئەمەلدىن قال", "بىكار قىلىن", "كۈچىنى يوقات", "ئىناۋەتسىز", "كۈچكە ئىگە ئەمەس"},
		prior:    []string{"ئالدىنقى", "ئىلگىرىكى", "بۇرۇنقى", "سىستېما", "سىستىما", "ساڭا بېرىلگەن", "سىزگە بېرىلگەن", "باشتا"},
		guide:    []string{"كۆرسەتم", "يوليورۇق", "قائىد", "بۇيرۇق", "چەكلىم"},
		this:     []string{"بۇ ھۆججەت", "بۇ فايىل", "بۇ ئارخىپ"},
		wins:     []string{"ھەممىدىن ئۈستۈن"},
		obeyOnly: []string{"پەقەت بۇ", "پەقەتلا بۇ"},
		fromNow:  []string{"ھازىردىن باشلاپ", "بۈگۈندىن باشلاپ"},
		noLimits: []string{"ھېچقانداق چەكلىمىسىز", "چەكلىمىسىز"},
		noPolicy: []string{"قائىدىسىز", "ھەرگىز رەت قىلمايدۇ"},
	},
	"ml": { // Malayalam: forms the round-39 list lacked
		void:     []string{"റദ്ദായ", "റദ്ദാക്കപ്പെട്ട", "ഇനി ബാധകമല്ല", "സാധുവല്ല"},
		noLimits: []string{"യാതൊരു നിയന്ത്രണവുമില്ലാതെ", "നിയന്ത്രണവുമില്ലാതെ", "പരിധിയുമില്ലാതെ", "യാതൊരു പരിധിയുമില്ലാതെ"},
	},

	// Wider: languages no table has used yet.
	"jv": { // Javanese
		void:     []string{"lalekna", "lalèkna", "aja digatekake", "aja digatèkaké", "ora usah digatekake", "ora berlaku maneh", "wis ora berlaku", "dibatalake", "dibatalaké"},
		prior:    []string{"sadurunge", "sadurungé", "sing biyen", "biyen", "sing diwenehake", "sing diwènèhaké", "ing wiwitan"},
		guide:    []string{"pituduh", "pranatan", "prentah", "préntah", "watesan"},
		this:     []string{"berkas iki", "file iki", "dokumen iki", "dokumèn iki"},
		wins:     []string{"luwih utama", "paling dhuwur", "diutamakake", "diutamakaké"},
		obeyOnly: []string{"mung manut", "manut mung"},
		fromNow:  []string{"wiwit saiki", "saka saiki", "wiwit dina iki"},
		noLimits: []string{"tanpa watesan", "tanpa wates"},
		noPolicy: []string{"ora duwe aturan", "ora tau nolak"},
	},
	"su": { // Sundanese
		void:     []string{"poho keun", "hilapkeun", "ulah dipalire", "ulah dipaliré", "teu kedah diturutan", "henteu berlaku deui", "teu berlaku deui", "dibatalkeun"},
		prior:    []string{"saméméhna", "samemehna", "anu baheula", "baheula", "anu dipasihkeun", "dina awalna"},
		guide:    []string{"paréntah", "parentah", "pituduh", "katangtuan", "watesan"},
		this:     []string{"file ieu", "berkas ieu", "dokumén ieu", "dokumen ieu"},
		wins:     []string{"leuwih utama", "pangluhurna", "diutamakeun"},
		obeyOnly: []string{"ngan turutan", "turutan ngan"},
		fromNow:  []string{"ti ayeuna", "mimiti ayeuna"},
		noLimits: []string{"tanpa watesan", "tanpa wates"},
		noPolicy: []string{"teu boga aturan", "moal nolak"},
	},
	"ceb": { // Cebuano
		void:     []string{"kalimti", "kalimtan", "ayaw tagda", "ayaw pagtagda", "ibaliwala", "dili na balido", "wala nay bili", "gikanselar", "kanselado na"},
		prior:    []string{"nangaging", "kaniadto", "sa sistema", "gihatag kanimo", "sa sinugdanan"},
		guide:    []string{"instruksyon", "mga lagda", "panudlo", "mga mando", "pagdili", "limitasyon"},
		this:     []string{"kini nga file", "kining file", "kini nga dokumento", "kining dokumento"},
		wins:     []string{"labaw sa tanan", "ang labing taas"},
		obeyOnly: []string{"sunda lang kini", "kini ra ang sundon", "sunda ra kini"},
		fromNow:  []string{"sukad karon", "gikan karon"},
		noLimits: []string{"walay bisan unsang limitasyon", "walay limitasyon", "walay utlanan", "walay pagdili"},
		noPolicy: []string{"walay lagda", "dili gyud mobalibad"},
	},
	"ilo": { // Ilocano
		void:     []string{"lipatem", "liplipatem", "dimo ikaskaso", "dimo ikankano", "saanen nga mabalin", "saanen a mabalin", "nakansela"},
		prior:    []string{"napalabas", "immun-una", "naited kenka", "iti sistema"},
		guide:    []string{"bilbilin", "annuroten", "pagannurotan", "instruksion", "paglintegan"},
		this:     []string{"daytoy a file", "daytoy a dokumento"},
		wins:     []string{"kangatoan", "umuna ngem amin"},
		fromNow:  []string{"manipud ita", "manipud tatta"},
		noLimits: []string{"awan ti aniaman a limitasion", "awan ti limitasion", "awan ti pagpatinggaan"},
		noPolicy: []string{"awan ti annurotna"},
	},
	"hmn": { // Hmong (RPA)
		void:     []string{"hnov qab", "tsis txhob mloog", "tsis quav ntsej", "tsis siv lawm", "tsis muaj nqi lawm"},
		prior:    []string{"yav tas los", "cov qub", "tau muab rau koj", "lub system"},
		guide:    []string{"cov lus qhia", "lus qhia", "txoj cai", "cov cai", "kev txwv", "lus txib"},
		this:     []string{"daim ntawv no", "cov ntaub ntawv no", "daim file no", "lub file no"},
		wins:     []string{"tseem ceeb tshaj", "siab tshaj plaws"},
		obeyOnly: []string{"ua raws li daim ntawv no xwb"},
		fromNow:  []string{"txij no mus", "txij li tam sim no"},
		noLimits: []string{"tsis muaj kev txwv", "tsis muaj ciam teb"},
		noPolicy: []string{"tsis muaj cai"},
	},
	"bo": { // Tibetan (stems start at a syllable, after the tsheg)
		void:     []string{"བརྗེད་པར", "བརྗེད་ཤོག", "བརྗེད་ཚར", "རྩིས་མེད", "ནུས་མེད", "དོར་ཞིག", "ཕྱིར་འཐེན"},
		prior:    []string{"སྔོན་གྱི", "སྔར་གྱི", "སྔོན་མའི", "མ་ལག", "ཁྱོད་ལ་སྤྲད་པའི"},
		guide:    []string{"ལམ་སྟོན", "བཀའ་རྒྱ", "སྒྲིག་ཁྲིམས", "ཁྲིམས", "བཀོད་འདོམས", "ཚད་བཀག", "བཀག་སྡོམ"},
		this:     []string{"ཡིག་ཆ་འདི"},
		wins:     []string{"ཚང་མའི་སྟེང"},
		fromNow:  []string{"ད་ནས་བཟུང", "ད་ཕྱིན"},
		noLimits: []string{"ཚད་བཀག་མེད་པར", "ཚད་བཀག་གང་ཡང་མེད", "ཚད་མེད་པར"},
		noPolicy: []string{"སྒྲིག་ཁྲིམས་མེད"},
	},
	"dz": { // Dzongkha (Tibetan script)
		void:     []string{"བརྗེད་བཞག", "བརྗེད་གཏང", "ཡིད་མ་བཞག", "ཆ་མེད"},
		prior:    []string{"ཧེ་མ་ཀྱི", "ཧེ་མའི", "རིམ་ལུགས"},
		guide:    []string{"བཀོད་རྒྱ", "ལམ་སྟོན", "སྒྲིག་གཞི", "བཀག་ཆ"},
		this:     []string{"ཡིག་སྣོད་འདི", "ཡིག་ཆ་འདི"},
		fromNow:  []string{"ད་ལས་ཕར"},
		noLimits: []string{"བཀག་ཆ་མེད་པར", "ཚད་མེད་པར"},
	},
	"dv": { // Dhivehi (Thaana)
		void:     []string{"ހަނދާން ނައްތާލާ", "ހަނދާންނައްތާލާ", "ފަރުވާ ނުކުރާ", "ބާޠިލު", "ބާތިލް", "ކެންސަލް ކުރެވިފައި", "ދެން ނުހިނގާ"},
		prior:    []string{"ކުރީގެ", "ކުރިން", "ސިސްޓަމް", "ފުރަތަމަ ދީފައިވާ"},
		guide:    []string{"އިރުޝާދު", "ގަވާއިދު", "އަމުރު", "ހުކުމް", "ހަދުދު", "ލިމިޓް"},
		this:     []string{"މި ފައިލް", "މި ލިޔުން"},
		wins:     []string{"އެންމެ މަތީ"},
		fromNow:  []string{"މިހާރުން ފެށިގެން", "މިއަށްފަހު"},
		noLimits: []string{"އެއްވެސް ހަދެއް ނެތި", "ހަދެއް ނެތި", "ލިމިޓެއް ނެތި"},
	},
	"yi": { // Yiddish (with and without pointing)
		void:     []string{"פֿאַרגעס", "פארגעס", "איגנאָריר", "איגנאריר", "ניט מער גילטיק", "נישט מער גילטיק", "אָפּגעשאַפֿט", "אפגעשאפט"},
		prior:    []string{"פֿריִערדיק", "פריערדיק", "פֿריִער", "פריער", "סיסטעם", "וואָס מע האָט דיר געגעבן", "וואס מע האט דיר געגעבן"},
		guide:    []string{"אינסטרוקציע", "אָנווייזונג", "אנווייזונג", "כּללים", "כללים", "באַפֿעל", "באפעל", "באַגרענעצונג", "באגרענעצונג"},
		this:     []string{"די טעקע", "דער טעקע", "דאָס דאָקומענט", "דאס דאקומענט"},
		wins:     []string{"האָט פֿאָרראַנג", "האט פארראנג"},
		fromNow:  []string{"פֿון איצט אָן", "פון איצט אן", "פֿון הײַנט אָן", "פון היינט אן"},
		noLimits: []string{"אָן באַגרענעצונג", "אן באגרענעצונג", "אָן שום באַגרענעצונג", "אן שום באגרענעצונג"},
		noPolicy: []string{"אָן כּללים", "אן כללים"},
	},
	"ba": { // Bashkir (Cyrillic)
		void:     []string{"онот", "иғтибар итмә", "иҫәпкә алма", "ғәмәлдән сығарыл", "юҡҡа сығарыл", "көсөн юғалт", "көсө юҡ"},
		prior:    []string{"элекке", "элеккеге", "әүәлге", "системаның", "системалағы", "һиңә бирелгән", "һеҙгә бирелгән"},
		guide:    []string{"күрһәтмә", "ҡағиҙә", "бойороҡ", "сикләү"},
		this:     []string{"был файл", "ошо файл", "был документ"},
		wins:     []string{"өҫтөнлөк ала", "барыһынан да өҫтөн"},
		fromNow:  []string{"хәҙерҙән башлап", "бөгөндән башлап"},
		noLimits: []string{"бер ниндәй сикләүһеҙ", "сикләүһеҙ"},
		noPolicy: []string{"ҡағиҙәһеҙ", "бер ҡасан да баш тартмай"},
	},
	"cv": { // Chuvash (Cyrillic)
		void:     []string{"манӑҫ", "манӑр", "ан шутла", "шута ан ил", "пӑрахӑҫла", "пӑрахӑçла", "вӑйне ҫухат", "вӑйсӑр"},
		prior:    []string{"малтанхи", "унчченхи", "системӑн", "системӑри", "сана панӑ", "сире панӑ"},
		guide:    []string{"хушу", "йӗрке", "чарусем", "чарӑв"},
		this:     []string{"ҫак файл", "ку файл", "ҫак документ"},
		wins:     []string{"пуринчен те ҫӳлте", "пуринчен те пӗлтерӗшлӗ"},
		fromNow:  []string{"халӗ тытӑнса", "паянтан пуҫласа", "кунтан малалла"},
		noLimits: []string{"нимӗнле чарусӑр", "чарусӑр"},
		noPolicy: []string{"йӗркесӗр"},
	},
	"sah": { // Sakha / Yakut (Cyrillic)
		void:     []string{"умнаар", "умун", "болҕомто уурума", "күүһүн сүтэр", "көтүрүлүн", "суох гыныллыбыт"},
		prior:    []string{"урукку", "иннинээҕи", "систиэмэ"},
		guide:    []string{"ыйыы", "быраабыла", "бирикээс", "хааччах"},
		this:     []string{"бу файл", "бу докумуон"},
		wins:     []string{"барыларыттан үрдүк"},
		fromNow:  []string{"билигиттэн", "мантан ыла"},
		noLimits: []string{"ханнык да хааччаҕа суох", "хааччаҕа суох", "хааччахтааһына суох"},
	},
	"uz-cyrl": { // Uzbek in Cyrillic
		void:     []string{"бекор қилин", "эътиборсиз қолдир", "эътибор берма", "кучини йўқот", "амал қилмайди", "ҳақиқий эмас"},
		prior:    []string{"олдинги", "аввалги", "тизим", "юқоридаги", "сенга берилган", "сизга берилган"},
		guide:    []string{"кўрсатма", "қоида", "буйруқ", "чеклов", "йўриқнома"},
		this:     []string{"ушбу файл", "бу файл", "ушбу ҳужжат", "бу ҳужжат"},
		wins:     []string{"устун туради", "устунликка эга"},
		obeyOnly: []string{"фақат шу", "фақат ушбу"},
		fromNow:  []string{"бундан буён", "ҳозирдан бошлаб", "шу пайтдан бошлаб"},
		noLimits: []string{"ҳеч қандай чекловсиз", "чекловсиз", "чегарасиз"},
		noPolicy: []string{"қоидасиз", "ҳеч қачон рад этмайди"},
	},
	"mai": { // Maithili (Devanagari)
		void:     []string{"बिसरि जा", "बिसरू", "बिसरि दिअ", "अनठिया दिअ", "अनदेखा करू", "लागू नहि", "रद्द भ"},
		prior:    []string{"पहिलुका", "पहिलुक", "पछिला", "पूर्वक", "सिस्टमक", "प्रणालीक", "अहाँकेँ देल", "अहाँके देल"},
		guide:    []string{"निर्देश", "नियम", "आदेश", "प्रतिबन्ध", "प्रतिबंध"},
		this:     []string{"ई फाइल", "एहि फाइल", "ई दस्तावेज"},
		wins:     []string{"सभसँ ऊपर", "सभ सँ ऊपर"},
		fromNow:  []string{"आब सँ", "आबसँ", "एखन सँ", "आइ सँ"},
		noLimits: []string{"बिना कोनो रोक", "बिना कोनो प्रतिबन्ध", "बिना कोनो प्रतिबंध", "बिना कोनो सीमा", "कोनो रोक-टोक बिना"},
		noPolicy: []string{"कोनो नियम नहि"},
	},
	"bho": { // Bhojpuri (Devanagari)
		void:     []string{"भुला जा", "भुला द", "भुलाइ जा", "भुला दीं", "ध्यान मत द", "ध्यान मत दीं", "लागू नइखे", "लागू ना होई"},
		prior:    []string{"पहिले के", "पहिलका", "पिछलका", "सिस्टम के", "तोहके दिहल", "रउआ के दिहल"},
		guide:    []string{"निर्देश", "नियम", "आदेश", "हिदायत", "पाबंदी", "रोक-टोक"},
		this:     []string{"ई फाइल", "एह फाइल"},
		wins:     []string{"सबसे ऊपर", "सबले ऊपर"},
		fromNow:  []string{"अब से", "अबसे", "आज से"},
		noLimits: []string{"बिना कवनो रोक", "बिना कवनो पाबंदी", "बिना रोक-टोक", "बिना कवनो सीमा"},
		noPolicy: []string{"कवनो नियम ना"},
	},
	"sa": { // Sanskrit (Devanagari)
		void:     []string{"विस्मर", "उपेक्षस्व", "उपेक्ष्य", "त्यज", "त्यक्त्वा", "न प्रवर्तन्ते", "अप्रमाण", "निरस्त"},
		prior:    []string{"पूर्वतन", "पूर्वोक्त", "प्राक्तन", "पूर्वम्", "तन्त्रस्य", "व्यवस्थायाः", "प्रणाल्याः", "तुभ्यं दत्त"},
		guide:    []string{"निर्देश", "आदेश", "नियम", "आज्ञा", "अनुशासन", "प्रतिबन्ध", "मर्यादा"},
		this:     []string{"इदं पत्र", "एतत् पत्र", "अस्मिन् पत्रे", "इदं लेखपत्र", "अयं ग्रन्थ"},
		wins:     []string{"सर्वोपरि", "सर्वेभ्यः उपरि"},
		fromNow:  []string{"इतः परम्", "अद्यप्रभृति", "इतःप्रभृति", "अद्य आरभ्य"},
		noLimits: []string{"मर्यादां विना", "निर्मर्याद", "प्रतिबन्धं विना", "सर्वबन्धनरहित", "निर्बन्ध"},
		noPolicy: []string{"नियमरहित"},
	},
	"qu": { // Quechua
		void:     []string{"qunqay ", "qunqay,", "qunqay.", "qunqay;", "qunqaychik ", "qunqaychik,", "qunqaychik.", "ama kasuychu", "ama kasukuychu", "ama uyariychu", "manaña valenchu", "manaña chaninchu", "anulasqa", "chinkachisqa"},
		prior:    []string{"ñawpaq", "ñawpa", "qallariypi", "sistemapa", "sistemaq", "qusqayki"},
		guide:    []string{"kamachiy", "kamachikuy", "hark'ay", "hark’ay"},
		this:     []string{"kay qillqa", "kay archivo", "kay p'anqa", "kay p’anqa"},
		wins:     []string{"llapanmanta aswan", "llapanmanta aswan hatun"},
		fromNow:  []string{"kunanmanta", "kunan pachamanta"},
		noLimits: []string{"mana ima hark'aywan", "mana ima hark’aywan", "mana hark'ayniyuq", "mana hark’ayniyuq", "mana tukukuyniyuq"},
		noPolicy: []string{"mana kamachiyniyuq"},
	},
	"gn": { // Guarani
		void:     []string{"ehesarái", "pehesarái", "nderesarái", "eheja rei", "peheja rei", "ani rehendu", "ani pehendu", "ndovaléi"},
		prior:    []string{"ymaguare", "mboyve", "tenondegua", "sistema rehegua", "oñeme'ẽva ndéve", "oñeme’ẽva ndéve"},
		guide:    []string{"tembiapoukapy", "tekorã", "jejoko"},
		this:     []string{"ko kuatia", "ko archivo"},
		wins:     []string{"opavave ári", "opavavéva ári"},
		fromNow:  []string{"ko'águi rupi", "ko’águi rupi", "ko'ágã guive", "ko’ágã guive"},
		noLimits: []string{"jejoko'ỹre", "jejoko’ỹre", "ndaipóri jejoko", "jejoko'ỹ", "jejoko’ỹ"},
		noPolicy: []string{"tekorã'ỹ", "tekorã’ỹ"},
	},
	"prs": { // Dari (Persian of Afghanistan)
		void:     []string{"دیگر اعتبار ندار", "اعتبار ندارند", "بی‌اعتبار", "بی اعتبار", "نادیده گرفته شو", "فراموش کنید", "لغو است", "لغو شده"},
		prior:    []string{"قبلی", "پیشین", "سابق", "سیستم", "برایت داده شده", "برای شما داده شده"},
		guide:    []string{"هدایات", "رهنمود", "دساتیر", "قواعد", "قیود", "محدودیت"},
		this:     []string{"این دوسیه", "این فایل", "این سند"},
		wins:     []string{"از همه بالاتر", "بالاتر از همه", "برتری دارد"},
		fromNow:  []string{"از این به بعد", "ازین به بعد", "از حالا به بعد"},
		noLimits: []string{"بدون کدام محدودیت", "بدون کدام قید", "بی هیچ محدودیتی", "بی‌هیچ محدودیتی", "بدون کدام ممانعت"},
		noPolicy: []string{"هیچ قاعده‌ای ندارد", "هیچ قاعده ندارد"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons41b) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

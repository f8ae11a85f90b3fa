package safety

import "strings"

// Round 42 (langb): the override of the lexicons (the agent's earlier or
// system guidance voided, this file ranked above the rest, no limits)
// written in languages no lexicon had. First the written Chinese
// vernaculars: Cantonese, a major written language whose colloquial
// characters (唔 "not", 冇 "have not", 嘅 "of", 俾/畀 "give", 咗 perfective,
// 晒 "all", 呢個 "this", 話事 "to have the say") Mandarin stems never
// meet, and beside it Hokkien (in Taiwanese Hanji and in Pe̍h-ōe-jī and
// Tâi-lô romanisation), Teochew, Hakka and Shanghainese (Wu). Then the
// languages of India's north-east and Himalaya (Kashmiri, Santali in Ol
// Chiki, Tulu, Mizo, Meitei in Meitei Mayek and in Bengali script,
// Konkani, Bodo, Dogri, Khasi), of the Philippines and Indonesia
// (Hiligaynon, Waray, Bikol, Kapampangan, Pangasinan, Balinese,
// Minangkabau, Acehnese, Banjar), of the Pacific (Tetum, Chamorro,
// Bislama, Tahitian) and of Africa (Sango, Bemba, Dholuo, Venda, Swati,
// Tumbuka). Each is written for the concept, as the earlier rounds were:
// the voiding verb as an order and as a statement ("forget", "pay no
// heed", "no need to mind", "no longer counts", "cancelled"), the earlier
// or system guidance by more than one word, the guidance by its several
// names, and the rest of the override's parts.
//
// Stems are chosen so that none starts an ordinary word of English or of
// the languages the corpus is written in, and so that none is an ordinary
// word of a neighbour sharing the script: a single Chinese character is
// never a stem (the script has no spaces, so a stem matches anywhere);
// every Cantonese and Wu stem carries a colloquial character Mandarin and
// Japanese do not write (唔, 冇, 嘅, 呢, 覅, 勿, 迭, 呒) or is a phrase only
// the vernacular says ("唔使理", "no need to mind"). Latin stems of the
// Philippine languages carry their article or plural marker ("mga sugo",
// not "sugo", which is Italian for a sauce); a Hokkien syllable is never a
// stem alone. A bare "final" or "main" is no ranking (Tulu "ಅಕೇರಿ", the
// final version), so wins is written as "above all" or "highest of all";
// nor is a bare "has the say" (Cantonese "話事", Mandarin "說了算"): the
// manager has the say over this file as often as the file over the rest,
// so only "has all the say" ("話晒事") and "has the most say" rank it.
// A voiding phrase that reads also as something ordinary is left out:
// Cantonese "當冇" is "treat as absent" and "when there is no" ("當冇網絡"),
// Hokkien "免插" is "no need to mind" and Mandarin "no plugging in".
// A "this" written as a noun and a short demonstrative after it (Minang
// "berkas ko", Sango "fichier so") ends at the word's end: "berkas
// konfigurasi" and "fichier source" are ordinary Indonesian and French.
// Kashmiri is written with its vowel marks or without them, so its stems
// are listed both ways. Languages a writer here could not write with
// confidence (Afar, Sidamo, Tigre, Kanuri, Zarma, Maasai, Marshallese,
// Palauan, Buginese, Kikongo) are left out rather than guessed.
var lexicons42b = map[string]langLex{
	"yue-r42b": { // Cantonese (written colloquial, traditional and simplified)
		void:     []string{"唔使理", "唔駛理", "唔洗理", "唔使再理", "唔好理", "唔好再理", "唔使跟", "唔使再跟", "唔好再跟", "唔再作數", "唔作數", "唔算數", "唔再算數", "唔再有效", "唔再適用", "冇效", "冇晒效", "失晒效", "忘記晒", "作廢晒", "取消晒", "廢咗", "取消咗", "作廢咗", "唔使理会", "唔使理會"},
		prior:    []string{"頭先", "原本嘅", "原先嘅", "之前嘅", "以前嘅", "俾你嘅", "畀你嘅", "比你嘅", "你收到嘅", "系統嘅", "系统嘅"},
		guide:    []string{"規矩", "规矩", "吩咐", "指示", "設定", "规则", "規則"},
		this:     []string{"呢個檔案", "呢份檔案", "呢個文件", "呢份文件", "呢個技能", "呢份文檔", "呢個文檔", "呢个文件", "呢个档案", "呢份档案"},
		wins:     []string{"話晒事", "话晒事", "最話事", "最话事"},
		obeyOnly: []string{"淨係聽呢", "淨係跟呢", "只係聽呢", "只係跟呢", "净系听呢", "净系跟呢"},
		fromNow:  []string{"由而家開始", "由而家起", "從而家開始", "由依家開始", "由今日開始", "由今日起", "由而家开始"},
		noLimits: []string{"冇任何限制", "冇晒限制", "冇咩限制", "冇乜限制", "冇限制", "唔受任何限制", "唔受限制", "乜都可以做", "咩都可以做", "乜都得做"},
		noPolicy: []string{"冇任何規矩", "冇規矩", "冇规矩", "從來唔拒絕", "從來都唔會拒絕"},
	},
	"nan-hanji-r42b": { // Hokkien and Teochew in characters
		void:     []string{"毋免插", "毋免管", "莫睬", "唔免睬", "唔免理", "無算數", "無作數", "袂算數"},
		prior:    []string{"進前", "頭前的", "頭前个", "原本个", "予你的", "予你个", "分你个"},
		this:     []string{"這个檔案", "這个文件", "這份檔案", "這份文件", "只個檔案", "只個文件", "者個檔案", "這个技能"},
		obeyOnly: []string{"干焦聽", "干焦照", "只聽這", "淨聽這"},
		fromNow:  []string{"對這馬開始", "對今仔日開始", "對今仔日起", "對今旦起", "對即馬起"},
		noLimits: []string{"無啥物限制", "無任何限制", "無乜限制", "無半項限制"},
	},
	"nan-latn-r42b": { // Hokkien in Pe̍h-ōe-jī and Tâi-lô
		void:     []string{"m̄-bián chhap", "m̄-bián tshap", "mài chhap", "mài tshap", "bô-hāu", "bô koh ū-hāu", "chok-hòe", "tsok-huè", "chhú-siau", "tshú-siau", "bē-kì", "buē-kì"},
		prior:    []string{"í-chêng", "í-tsîng", "chìn-chêng", "tsìn-tsîng", "hē-thóng", "hē-thóng ê", "hō͘ lí ê", "hōo lí ê"},
		guide:    []string{"chí-sī", "tsí-sī", "kui-chek", "kui-tsik", "bēng-lēng", "bīng-līng", "hān-chè", "hān-tsè"},
		this:     []string{"chit-ê tóng-àn", "tsit-ê tóng-àn", "chit ê tóng-àn", "tsit ê tóng-àn", "chit-ê bûn-kiāⁿ", "tsit-ê bûn-kiānn"},
		wins:     []string{"iu-sian", "siōng koân", "siōng kuân"},
		fromNow:  []string{"ùi taⁿ khai-sí", "uì tann khai-sí", "tùi chit-má khai-sí", "tuì tsit-má khai-sí"},
		noLimits: []string{"bô hān-chè", "bô siáⁿ-mih hān-chè", "bô siánn-mih hān-tsè", "bô hān-tsè"},
	},
	"hak-r42b": { // Hakka in characters
		void:     []string{"毋使理", "毋使管", "毋好理", "毋使再跟", "毋算數", "無作數"},
		prior:    []string{"先前个", "頭擺个", "分你个"},
		this:     []string{"這隻檔案", "這隻文件", "這份檔案", "這隻技能"},
		fromNow:  []string{"對今晡日開始", "從今晡日開始", "從這下開始"},
		noLimits: []string{"無麼个限制", "無任何限制"},
	},
	"wuu-r42b": { // Shanghainese (Wu) in characters
		void:     []string{"覅睬", "覅理", "覅管", "覅再管", "勿要管", "勿要睬", "勿作數", "勿算數", "勿作数", "勿算数", "勿再有效", "勿再作數", "作廢脫", "作废脱"},
		prior:    []string{"老早个", "先頭个", "先头个", "以前个", "之前个", "撥儂个", "拨侬个"},
		this:     []string{"迭個文件", "迭个文件", "迭只文件", "迭份文件", "搿个文件", "迭个檔案", "迭个档案"},
		wins:     []string{"迭个文件算數", "迭个文件算数"},
		fromNow:  []string{"從今朝開始", "从今朝开始", "從現在起頭", "从现在起头"},
		noLimits: []string{"呒没任何限制", "呒沒任何限制", "呒没限制", "嘸沒限制", "呒啥限制"},
	},
	"ks-r42b": { // Kashmiri (Perso-Arabic, with and without vowel marks)
		void:     []string{"مٔشرٲوِو", "مٔشرٲوِتھ", "مٔشرٲو", "مشراوو", "مشراوِو", "مشراوتھ", "نظرانداز کٔرِو", "نظرانداز کرو", "منسوٗخ", "بےٚ اثر", "کانٛہہ اثر چھُنہٕ"},
		prior:    []string{"بَرونٛہ", "برونٛہ", "برونہہ", "برونہِ", "سِسٹَم", "سسٹم", "تۄہیہِ دِنہٕ آمٕژ", "توہی دنہ آمژ"},
		guide:    []string{"ہِدایات", "ہدایات", "ہِدایَت", "قٲنوٗن", "قانون", "حُکُم", "احکام", "پابندی"},
		this:     []string{"یہِ فایل", "یہ فایل", "یتھ فایلس", "اَتھ فایلس", "اتھ فایلس", "یہِ فائل", "یہ فائل"},
		wins:     []string{"سارِوٕے کھۄتہٕ", "سارِوی کھۄتہٕ", "ساروے کھوتہ", "سارنی کھوتہ"},
		fromNow:  []string{"وۄنہِ پیٹھہٕ", "ونہ پیٹھ", "اَز پیٹھہٕ", "از پیٹھ"},
		noLimits: []string{"بِنا کُنہِ پابندی", "بنا کنہِ پابندی", "بنا کنہ پابندی", "بِنا پابندی", "بنا پابندی", "بغٲر کُنہِ پابندی", "بغیر کنہ پابندی"},
	},
	"sat-r42b": { // Santali (Ol Chiki)
		void:     []string{"ᱵᱟᱹᱰ ᱜᱮᱭᱟ", "ᱵᱟᱹᱰ ᱮᱱᱟ", "ᱵᱟᱹᱰ ᱢᱮ", "ᱵᱟᱹᱰ ᱯᱮ", "ᱦᱤᱲᱤᱧ ᱢᱮ", "ᱦᱤᱲᱤᱧ ᱯᱮ", "ᱦᱤᱲᱤᱧ ᱜᱤᱰᱤ", "ᱨᱚᱫ ᱢᱮ", "ᱨᱚᱫ ᱮᱱᱟ", "ᱨᱚᱫ ᱜᱮᱭᱟ", "ᱵᱟᱝ ᱞᱟᱹᱜᱩ", "ᱵᱟᱝ ᱪᱟᱞᱟᱜ"},
		prior:    []string{"ᱢᱟᱲᱟᱝ", "ᱥᱤᱥᱴᱟᱢ", "ᱥᱤᱥᱴᱮᱢ", "ᱮᱢ ᱟᱠᱟᱱ"},
		guide:    []string{"ᱦᱩᱠᱩᱢ", "ᱱᱤᱭᱚᱢ", "ᱱᱤᱭᱟᱢ", "ᱱᱤᱨᱫᱮᱥ", "ᱟᱹᱭᱤᱱ"},
		this:     []string{"ᱱᱚᱶᱟ ᱯᱷᱟᱭᱤᱞ", "ᱱᱚᱣᱟ ᱯᱷᱟᱭᱤᱞ", "ᱱᱚᱶᱟ ᱫᱚᱞᱤᱞ"},
		wins:     []string{"ᱡᱚᱛᱚ ᱠᱷᱚᱱ ᱢᱟᱨᱟᱝ", "ᱡᱚᱛᱚ ᱠᱷᱚᱱ ᱪᱮᱛᱟᱱ"},
		fromNow:  []string{"ᱱᱤᱛ ᱠᱷᱚᱱ", "ᱱᱤᱛᱚᱜ ᱠᱷᱚᱱ", "ᱛᱮᱦᱮᱧ ᱠᱷᱚᱱ"},
		noLimits: []string{"ᱵᱤᱱᱟᱹ ᱥᱤᱢᱟᱹ", "ᱵᱤᱱᱟᱹ ᱨᱚᱠ", "ᱵᱤᱱᱟᱹ ᱛᱷᱤᱨ"},
	},
	"tcy-r42b": { // Tulu (Kannada script; Kannada's stems cover the shared nouns)
		void:     []string{"ಮದತ್ ಬುಡ್", "ಮದತ್ತ್ ಬುಡ್", "ಮದಪುಲೆ", "ಮದಪುಜಿ", "ಗಮನೊ ಕೊರೊಡ್ಚಿ", "ಗಮನ ಕೊರೊಡ್ಚಿ", "ಲೆಕ್ಕೊಗು ದೀಡ್ಚಿ", "ರದ್ದಾತ್ಂಡ್", "ರದ್ದ್ ಆತ್ಂಡ್", "ಸಲ್ಪುಜಿ"},
		prior:    []string{"ದುಂಬುದ", "ದುಂಬು ಕೊರ್ನ", "ಸಿಸ್ಟಮ್ದ", "ಈತ್ ಸಮಯೊ ಮುಟ್ಟ"},
		guide:    []string{"ನಿಯಮೊ", "ಸೂಚನೆ", "ಆಜ್ಞೆ", "ನಿರ್ಬಂಧೊ"},
		this:     []string{"ಈ ಫೈಲ್", "ಈ ಕಡತ"},
		wins:     []string{"ಮಾತೆರೆಡ್ದ್ಲಾ ಮಿತ್ತ್", "ಮಾತೆಡ್ದ್ಲಾ ಮಿತ್ತ್"},
		fromNow:  []string{"ಇತ್ತೆಡ್ದ್ ಬೊಕ್ಕ", "ಇನಿಡ್ದ್ ಬೊಕ್ಕ", "ಇತ್ತೆಡ್ದ್"},
		noLimits: []string{"ನಿರ್ಬಂಧೊಲಾ ಇಜ್ಜಂದೆ", "ಓವು ನಿರ್ಬಂಧ ಇಜ್ಜಂದೆ", "ನಿರ್ಬಂಧ ಇಜ್ಜಂದೆ", "ಮಿತಿ ಇಜ್ಜಂದೆ", "ಓವುಲಾ ಮಿತಿ ಇಜ್ಜಂದೆ"},
	},
	"lus-r42b": { // Mizo
		void:     []string{"thawh tawh lo", "hman tawh lo", "hmang tawh suh", "theihnghilh rawh", "theihnghilh ang che", "ngaihsak suh", "ngaihsak tawh suh", "ngaihthah rawh", "paih rawh", "tangkai tawh lo", "nghawng tawh lo"},
		prior:    []string{"hmanlai", "hmasa ", "hmasa ber", "hmasaa", "i hnena pek", "i hnena an pek"},
		guide:    []string{"thupek", "kaihhruaina", "dan zawng zawng", "dan te ", "khapna"},
		this:     []string{"he file hi", "he dokumen hi", "he lehkha hi"},
		wins:     []string{"chungnung ber", "pawimawh ber", "a lu ber"},
		obeyOnly: []string{"he file hi chauh", "hei chauh hi zawm", "chauh zawm rawh"},
		fromNow:  []string{"tun atang hian", "tun atangin", "tuna tang chuan", "vawiin atangin"},
		noLimits: []string{"khapna reng reng awm lovin", "khapna awm lovin", "khapna tel lovin", "dan reng reng awm lovin", "khapna engmah awm lovin"},
	},
	"mni-mtei-r42b": { // Meitei (Meitei Mayek)
		void:     []string{"ꯀꯥꯡꯂꯛꯂꯦ", "ꯀꯥꯡꯂꯦ", "ꯀꯥꯎꯊꯣꯛꯎ", "ꯀꯥꯎꯊꯣꯛꯂꯨ", "ꯀꯥꯎꯔꯛꯎ", "ꯀꯥꯎꯕꯤꯌꯨ", "ꯂꯧꯊꯣꯛꯎ", "ꯌꯦꯡꯁꯤꯟꯕꯤꯒꯅꯨ", "ꯃꯇꯤꯛ ꯆꯥꯗ꯭ꯔꯦ"},
		prior:    []string{"ꯃꯃꯥꯡꯗ", "ꯃꯃꯥꯡꯒꯤ", "ꯄꯤꯔꯝꯕ", "ꯁꯤꯁ꯭ꯇꯦꯝ", "ꯁꯤꯁ꯭ꯇꯦꯃ"},
		guide:    []string{"ꯌꯥꯊꯪ", "ꯅꯤꯌꯝ", "ꯅꯤꯌꯃ", "ꯂꯃꯖꯤꯡꯕ"},
		this:     []string{"ꯐꯥꯏꯜ ꯑꯁꯤ", "ꯐꯥꯏꯜ ꯑꯁꯤꯅ", "ꯃꯁꯤ ꯈꯛꯇꯅꯤ"},
		wins:     []string{"ꯈ꯭ꯕꯥꯏꯗꯒꯤ ꯋꯥꯡꯕ", "ꯄꯨꯝꯅꯃꯛꯇꯒꯤ ꯋꯥꯡꯕ"},
		fromNow:  []string{"ꯍꯧꯖꯤꯛꯇꯒꯤ", "ꯍꯧꯖꯤꯛꯇꯒꯤ ꯍꯧꯔꯒ"},
		noLimits: []string{"ꯑꯊꯤꯡꯕ ꯌꯥꯎꯗꯅ", "ꯑꯊꯤꯡꯕ ꯑꯃꯠꯇ ꯌꯥꯎꯗꯅ", "ꯑꯊꯤꯡꯕ ꯑꯃꯇ ꯌꯥꯎꯗꯅ"},
	},
	"mni-beng-r42b": { // Meitei (Manipuri) in Bengali script
		void:     []string{"কাংলক্লে", "কাওথোকউ", "কাওথোকলু", "কাওরকউ", "লৌথোকউ"},
		prior:    []string{"মমাংদ", "মমাংগী", "পীরম্বা", "পিরম্বা"},
		guide:    []string{"যাথং", "য়াথং", "নিয়ম", "লমজিংবা"},
		this:     []string{"ফাইল অসি", "মসি খক্তনি"},
		wins:     []string{"খ্বাইদগী ৱাংবা", "খ্বাইদগী ওয়াংবা"},
		fromNow:  []string{"হৌজিক্তগী"},
		noLimits: []string{"অথিংবা য়াওদনা", "অথিংবা যাওদনা", "অথিংবা অমত্তা য়াওদনা"},
	},
	"gom-r42b": { // Konkani (Devanagari)
		void:     []string{"विसरून वच", "विसरून उडय", "दुर्लक्ष कर", "रद्द जाल्यात", "रद्द जाला", "आतां लागू जायनात", "लागू जायनात", "लक्ष दिवं नाका"},
		prior:    []string{"आदलीं", "आदले", "आदल्यो", "सिस्टमाचे", "सिस्टमाच्यो", "तुका दिल्ले", "तुका दिल्ल्यो"},
		guide:    []string{"सुचोवण्यो", "सुचोवणी", "नेम ", "नेमांक", "नेमां ", "आदेश", "निर्देश"},
		this:     []string{"ही फायल", "हे फायलींत", "हो दस्तावेज", "ह्या फायलीचें"},
		wins:     []string{"सगळ्यां परस चड", "सगळ्यांत वयर"},
		fromNow:  []string{"आतां सावन", "आतांसावन", "आयज सावन"},
		noLimits: []string{"खंयचीच मर्यादा नासतना", "मर्यादा नासतना", "खंयचोच निर्बंध नासतना", "निर्बंध नासतना"},
	},
	"brx-r42b": { // Bodo (Devanagari)
		void:     []string{"बावगार", "बावगारना हो", "बाथिल जादों", "बाथिल खालाम"},
		prior:    []string{"सिगांनि", "सिगांआव", "सिस्टेमनि", "सिस्टमनि"},
		guide:    []string{"निर्देश", "नियम", "आइन ", "आइनफोर", "हुकुम"},
		this:     []string{"बे फाइल", "बे फाइलआ", "बे फाइलाव"},
		fromNow:  []string{"दानिफ्राय", "दिनैनिफ्राय"},
		noLimits: []string{"जेबो सीमा गैयै", "सीमा गैयै", "जेबो होबथा गैयै"},
	},
	"doi-r42b": { // Dogri (Devanagari)
		void:     []string{"भुल्ली जाओ", "भुल्ली जा", "ध्यान नेईं देओ", "ध्यान नेईं दे", "लागू नेईं", "रद्द होई गेदे", "रद्द होई गेई"},
		prior:    []string{"पैह्लें", "पैह्ले दे", "पिछलियां", "सिस्टम दे", "सिस्टम दियां", "तुसेंगी दित्ती"},
		guide:    []string{"हिदायतां", "निर्देश", "नियम", "हुक्म"},
		this:     []string{"इस फाइल", "एह् फाइल", "एह फाइल"},
		wins:     []string{"सारें शा उप्पर", "सब्भनें शा उप्पर"},
		fromNow:  []string{"हून थमां", "अज्ज थमां", "हुन थमां"},
		noLimits: []string{"बगैर कुसै रोक", "बिना कुसै रोक", "बगैर कुसै पाबंदी", "बिना कुसै पाबंदी"},
	},
	"kha-r42b": { // Khasi
		void:     []string{"klet ia", "klet noh", "wat sngewthuh ia", "wat peit ia", "ym don bor shuh", "ym pyndonkam shuh", "la weng noh"},
		prior:    []string{"ba mynshuwa", "kaba mynshuwa", "kiba mynshuwa", "jong ka sistem", "ba la ai ia phi"},
		guide:    []string{"ki jingbatai", "ki ain", "ki hukum", "ki jingthmu", "ki jingkhang"},
		this:     []string{"kane ka file", "ka file kane", "kane ka dokumen"},
		wins:     []string{"kham kordor ban ia baroh", "halor baroh"},
		fromNow:  []string{"naduh mynta", "naduh kane ka por"},
		noLimits: []string{"khlem jingkhang", "khlem ei ei ka jingkhang", "khlem kano kano ka jingkhang"},
	},
	"hil-r42b": { // Hiligaynon (Ilonggo)
		void:     []string{"kalimti", "kalimtan", "indi pagsapaka", "indi na pagsapaka", "pabay-an", "indi na balido", "wala na sing bili", "wala na sing pulos", "ginkansela", "kanselado na", "gin-ilisan na"},
		prior:    []string{"sang una", "nauna nga", "ginhatag sa imo", "ginhatag sang una", "sang sistema", "sa sistema"},
		guide:    []string{"mga sugo", "mga pamatasan", "mga pagsulundan", "mga instruksyon", "mga patakaran", "mga kasugoan", "mga pagtuytoy"},
		this:     []string{"ini nga file", "ining file", "ini nga dokumento", "ining dokumento"},
		wins:     []string{"labaw sa tanan"},
		obeyOnly: []string{"ini lang ang sundon", "sundon lang ini", "sunda lang ini"},
		fromNow:  []string{"halin subong", "sugod subong", "halin sini nga tion"},
		noLimits: []string{"wala sing limitasyon", "wala sing bisan ano nga limitasyon", "wala sing pugong", "wala sing restriksyon"},
	},
	"war-r42b": { // Waray
		void:     []string{"kalimti", "kalimtan", "ayaw na pagtagda", "ayaw pagtagda", "diri na balido", "waray na pulos", "ginkansela", "kanselado na"},
		prior:    []string{"han una", "kanhi nga", "han sistema", "iginhatag ha imo"},
		guide:    []string{"mga sugo", "mga patakaran", "mga instruksyon", "mga balaod", "mga pagsulundan"},
		this:     []string{"ini nga file", "ini nga dokumento", "ini nga sinurat"},
		wins:     []string{"labaw ha ngatanan"},
		fromNow:  []string{"tikang yana", "magtikang yana", "tikang niyan"},
		noLimits: []string{"waray limitasyon", "waray bisan ano nga limitasyon", "waray pagpugong"},
	},
	"bcl-r42b": { // Bikol (Central)
		void:     []string{"lingawan an", "lingawan mo", "lingawan na", "dai na pagtagamaton", "dai na balido", "dai na puwede", "pabayaan na", "kinansela"},
		prior:    []string{"kaidto", "naenot", "kan sistema", "itinao saimo"},
		guide:    []string{"mga instruksyon", "mga pagboot", "mga patakaran", "mga ley", "mga sugo"},
		this:     []string{"ining file", "ining dokumento", "ini na file"},
		wins:     []string{"orog sa gabos", "halangkaw sa gabos"},
		fromNow:  []string{"poon ngonyan", "magpoon ngonyan"},
		noLimits: []string{"mayong limitasyon", "mayo nin limitasyon", "mayong ano man na limitasyon"},
	},
	"pam-r42b": { // Kapampangan
		void:     []string{"kalinguan", "kalinguan yu", "kalinguan mu", "e na balidu", "e ne pansinan", "e mu pansinan", "mekansela"},
		prior:    []string{"minuna", "ning sistema", "dinang keka"},
		guide:    []string{"ding instruksiun", "ding utus", "ding panuntunan", "ding aturan", "ding tuntunan"},
		this:     []string{"ining file", "ining dokumentu"},
		wins:     []string{"maulagan la ngan", "matas la ngan"},
		fromNow:  []string{"manibat ngeni", "magumpisa ngeni", "ibat ngeni"},
		noLimits: []string{"alang limitasyun", "alang anyaman a limitasyun", "alang ayaman a limitasyun"},
	},
	"pag-r42b": { // Pangasinan
		void:     []string{"lingwanan", "lingwanan mo", "agla balido", "ibaliwala", "ag mo pansinen", "nikansela"},
		prior:    []string{"akaunan", "ed sistema", "niter ed sika"},
		guide:    []string{"saray instruksyon", "saray ganggan", "saray tuntunan", "saray ganggaan"},
		this:     []string{"sayan file", "sayan dokumento"},
		fromNow:  []string{"manlapud natan", "nanlapud natan", "gapo natan"},
		noLimits: []string{"anggapoy limitasyon", "anggapo so limitasyon"},
	},
	"ban-r42b": { // Balinese
		void:     []string{"engsapang", "engsapin", "sampunang ugu", "sampunang rungu", "nenten malih mawiguna", "ten malih mawiguna", "sampun batal", "kabatalang"},
		prior:    []string{"sane riin", "sadurungnyane", "sane sampun kaicen"},
		guide:    []string{"pituduh", "piteket", "pawarah", "awig-awig", "uger-uger", "pidabdab"},
		this:     []string{"berkas puniki", "file puniki", "dokumen puniki"},
		wins:     []string{"pinih utama", "ngungkulin sami"},
		fromNow:  []string{"ngawit mangkin", "saking mangkin"},
		noLimits: []string{"tanpa wates", "nenten wenten wates", "tan pawates"},
	},
	"min-r42b": { // Minangkabau
		void:     []string{"lupoan", "lupokan", "jan acuahan", "jan dipadulian", "indak balaku lai", "ndak balaku lai", "dibatalan"},
		prior:    []string{"sabalunnyo", "nan dulu", "nan sabalunnyo", "nan diagiahan"},
		guide:    []string{"parentah", "parintah", "petunjuak", "aturan", "instruksi"},
		this:     []string{"berkas ko ", "berkas ko,", "berkas ko.", "berkas ko;", "dokumen ko ", "dokumen ko,", "dokumen ko.", "dokumen ko;"},
		wins:     []string{"paliang utamo", "di ateh sadonyo"},
		fromNow:  []string{"mulai kini", "dari kini", "mulai kini ka muko"},
		noLimits: []string{"tanpa bateh", "indak ado bateh", "ndak ado bateh"},
	},
	"ace-r42b": { // Acehnese
		void:     []string{"tuwo laju", "tuwo mandum", "tuwo keu", "bek tapeuduli", "bek peuduli", "hana laku le", "ka batai"},
		prior:    []string{"yang sigohlom", "yang ka geubri", "bak sistem"},
		guide:    []string{"peurintah", "atoran", "peuneugah", "instruksi"},
		this:     []string{"file nyoe", "beureukah nyoe", "dokumen nyoe"},
		fromNow:  []string{"mulai jinoe", "dari jinoe"},
		noLimits: []string{"hana batasan", "hana bateh", "tanpa batasan"},
	},
	"bjn-r42b": { // Banjar
		void:     []string{"kalupakan", "jangan dihiraukan", "kada usah dihiraukan", "kada balaku lagi", "sudah batal"},
		prior:    []string{"nang dahulu", "sabalumnya", "nang sudah dibari"},
		guide:    []string{"parintah", "aturan", "patunjuk", "instruksi"},
		this:     []string{"file ini", "berkas ini"},
		fromNow:  []string{"mulai wayah ini", "mulai wahini"},
		noLimits: []string{"kada ada batasan", "kadada batasan", "tanpa batasan"},
	},
	"tet-r42b": { // Tetum
		void:     []string{"haluha", "haluha tiha", "keta rona", "keta tau atensaun", "la válidu ona", "la validu ona", "la vale ona", "kansela ona", "kanseladu ona"},
		prior:    []string{"uluk", "antes ne'e", "husi sistema", "sistema nian", "ne'ebé hatoo ba ó", "ne'ebé fó ba ó"},
		guide:    []string{"instrusaun", "regra sira", "orden sira", "matadalan", "lei sira", "restrisaun"},
		this:     []string{"arkivu ida-ne'e", "dokumentu ida-ne'e", "file ida-ne'e", "arkivu ne'e"},
		wins:     []string{"boot liu hotu", "as liu hotu"},
		fromNow:  []string{"husi agora ba oin", "hahú agora", "hahú ohin", "hahu agora"},
		noLimits: []string{"la iha limitasaun", "laiha limitasaun", "sein limitasaun", "laiha restrisaun", "la iha restrisaun"},
	},
	"ch-r42b": { // Chamorro
		void:     []string{"maleffa", "cha'-mu atan", "cha'mu atan", "ti mañåsaga", "ti man sasaga", "makansela"},
		prior:    []string{"ni ma'pos", "ni finene'na", "ni sistema", "ni manmannå'i hao"},
		guide:    []string{"instruksion", "areklamento", "tinago'", "lai siha"},
		this:     []string{"este na file", "este na dokumento"},
		wins:     []string{"mås takhilo' gi todu", "mås impottånte gi todu"},
		fromNow:  []string{"desde pa'go", "put pa'go mo'na", "desde på'go"},
		noLimits: []string{"taya' limitasion", "sin limitasion", "taya' restriksion"},
	},
	"bi-r42b": { // Bislama
		void:     []string{"fogetem", "yu no mas lukluk", "no stret bakegen", "i no wok moa", "oli no wok moa", "kanselem", "sakem olgeta"},
		prior:    []string{"bifo", "we oli bin givim", "blong sistem"},
		guide:    []string{"ol instraksen", "ol rul", "ol loa", "ol oda", "instraksen"},
		this:     []string{"fael ia", "fael ya", "dokumen ia"},
		wins:     []string{"i antap long evriwan", "i hae moa long evriwan"},
		fromNow:  []string{"stat long naoia", "stat naoia", "from naoia"},
		noLimits: []string{"i no gat limit", "no gat eni limit", "wetem no limit", "no gat eni rul"},
	},
	"ty-r42b": { // Tahitian
		void:     []string{"a mo'e", "a haamo'e", "eiaha e haapao", "'eiaha e ha'apa'o", "aita e faufaa faahou", "ua faaore hia", "ua fa'a'ore hia"},
		prior:    []string{"na mua", "i horoahia na oe", "o te faanahoraa"},
		guide:    []string{"te mau ture", "mau faaueraa", "mau fa'aueraa", "mau arata'iraa", "mau arataiiraa"},
		this:     []string{"teie api", "teie file", "teie parau"},
		wins:     []string{"hau atu i te mau mea atoa"},
		fromNow:  []string{"mai teie nei", "mai teie atu"},
		noLimits: []string{"aita e otiaraa", "aita e 'otia", "ma te otiaraa ore"},
	},
	"sg-r42b": { // Sango
		void:     []string{"girisa", "mo girisa", "a yeke ngangu pëpe", "a yeke na ngangu pëpe"},
		prior:    []string{"ti kozo", "so a mû na mo", "ti sistême"},
		guide:    []string{"a-komande", "a-ndïä", "ândïä"},
		this:     []string{"fichier so ", "fichier so,", "fichier so.", "mbëtï so"},
		fromNow:  []string{"ngbene fadeso", "ti fadeso"},
		noLimits: []string{"na ndönzö pëpe", "ngangu ayeke pëpe"},
	},
	"bem-r42b": { // Bemba
		void:     []string{"lubeni", "mwilaibukisha", "tafilebomba", "tafichili na maka", "fyafumishiwapo"},
		prior:    []string{"fya kale", "ifyalepo", "fya ntanshi", "ifya kubalilapo", "fya sistemu"},
		guide:    []string{"amafunde", "amalamulo", "ifipimo"},
		this:     []string{"ili fayilo", "iyi fayilo", "fayilo iyi"},
		fromNow:  []string{"ukutampa nomba", "ukufuma nomba"},
		noLimits: []string{"ukwabula ukulesha", "ukwabula imipaka", "ukwabula ifipimo"},
	},
	"luo-r42b": { // Dholuo
		void:     []string{"wiya gi", "kik iket paro", "kik idew", "ok tiy kendo", "ok nigi teko kendo", "osegol oko"},
		prior:    []string{"mokwongo", "machon", "mag system", "mane omiyi"},
		guide:    []string{"chike", "puonj"},
		this:     []string{"fail ni ", "fail ni,", "fail ni.", "fail ni;", "fail mae", "wuoyo mae"},
		fromNow:  []string{"chakre sani", "kochakore sani", "chakre kawuono"},
		noLimits: []string{"maonge giko", "ka onge chik", "maonge chik"},
	},
	"ve-r42b": { // Venda
		void:     []string{"hangwani", "hangwa", "ni songo dzhiela", "a dzi tsha shuma", "a i tsha shuma", "dzo fhelisiwa"},
		prior:    []string{"dza u thoma", "dza kale", "dza sisiteme", "dze na ṋewa"},
		guide:    []string{"ndaela", "milayo", "mulayo"},
		this:     []string{"iyi faela", "faela iyi"},
		fromNow:  []string{"u bva zwino", "u thoma zwino"},
		noLimits: []string{"hu si na mikano", "hu si na ndaela", "zwi sa kandeliwi"},
	},
	"ss-r42b": { // Swati (Zulu's stems cover much of it)
		void:     []string{"khohlwa", "ungabunaki", "ungayinaki", "akusasebenti", "atisasebenti", "kucitsiwe"},
		prior:    []string{"langaphambili", "yangaphambili", "lwesistimu", "yesistimu"},
		guide:    []string{"imiyalo", "temiyalo", "imitsetfo", "tinchubo", "imikhawulo"},
		this:     []string{"lelifayela", "leli fayela", "lelidokhumende"},
		fromNow:  []string{"kusukela nyalo", "kusukela lamuhla"},
		noLimits: []string{"ngaphandle kwemikhawulo", "ngaphandle kwemingcele", "kute kwemikhawulo"},
	},
	"tum-r42b": { // Tumbuka
		void:     []string{"luwani", "mungavwangi", "mungapulikanga", "vikugwira ntchito yayi"},
		prior:    []string{"vyakwambilira", "vyakale", "za kale", "vya sisitimu"},
		guide:    []string{"malango", "vilango", "marango", "ndondomeko"},
		this:     []string{"fayilo iyi", "fayilo yiyi"},
		fromNow:  []string{"kwamba sono", "kufuma sono"},
		noLimits: []string{"kwambura mphaka", "kwambura malango"},
	},
}

// hyphenSpaceVariants adds, for a romanised stem written with hyphens
// between syllables (Pe̍h-ōe-jī "í-chêng"), the same stem with spaces:
// writers use either.
func hyphenSpaceVariants(set []string) []string {
	out := set
	for _, s := range set {
		if strings.Contains(s, "-") {
			out = append(out, strings.ReplaceAll(s, "-", " "))
		}
	}
	return out
}

func init() {
	for _, l := range byLanguage(lexicons42b) {
		for _, set := range []*[]string{&l.void, &l.prior, &l.guide, &l.this, &l.wins, &l.obeyOnly, &l.fromNow, &l.noLimits, &l.frame, &l.noPolicy} {
			*set = hyphenSpaceVariants(apostropheVariants(*set))
		}
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

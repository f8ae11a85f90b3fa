package safety

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Round 43 (translitB): the override of the lexicons (the agent's earlier
// or system guidance forgotten or voided, this file ranked above the rest,
// follow only it, act without limits) written in a major language typed in
// Latin letters: Greeklish, Russian and Ukrainian in Latin transliteration
// (with the "volapuk" digits 4 for ч and 6 for ш), Japanese romaji,
// Chinese pinyin with and without tone marks, romanised Korean, Thai,
// Bengali and Amharic. A writer who cannot type the script, or who hides
// the order from a reviewer who reads it, types the same words in Latin
// letters; each entry here is the native lexicon's concept given its
// common Latin spellings (Greeklish x/h/ch for χ, 8/th for θ, w/o for ω,
// y/i/u for υ and η; Russian zh/j, kh/h, ts/c, ch/4, sh/6, shch/sch;
// Hepburn and Kunrei romaji; Revised Romanisation and its loose forms).
//
// Then languages in their own script or an orthography of their own that
// no lexicon had (Udmurt, Tuvan, Dinka, Acholi) and the Amharic forms the
// round-41 list lacked (the loan "ሲስተም", the plural "ደንቦች", "above all").
//
// Latin stems are pooled with every other language's and a rule fires on
// two or three concepts together within a window, so each stem was chosen
// not to start an ordinary word of English or of a Latin-script language:
// a short word of the transliteration that is also a word elsewhere is
// written with the word beside it or with the end of its word ("file ni "
// is the Thai "this file", "file ni" would start "file nightly"; Acholi
// "ma con" is Italian "but with", so it is written "chik ma con", the
// rules of before; "pa system" is the English PA system, so "chik pa
// system"; "i fail" is English, so Korean "this file" is "i pail" only).
// A voiding verb whose negation is a word before it ("ne zabud'", "don't
// forget"; "bie wangji") is written only with what it forgets ("zabud'
// vse", forget all), as round 42 did for the creoles; a verb whose
// negation follows it in a suffix is written with the affirmative ending
// (Korean "musihae", not "musihaji ma"; Japanese "wasurete", not
// "wasurenaide"; Greek "ksexase " ending its word, not "ksexaseis" of "mi
// ksexaseis", don't forget). Pinyin syllables that make another word when
// joined or untoned are not stems alone ("zhishi" is also 只是 "just":
// it is written "de zhishi", "suoyou zhishi"; 规定 "guiding" is English, so
// only "gui ding"); RSA is not the Amharic "forget" ("rsa"), so that verb
// is left out and the romanised Amharic override is read by its other
// parts.
var lexicons43translitB = map[string]langLex{
	"el-latn+r43-translitB": { // Greeklish
		void: x43(
			"{ks|x}e{x|h|ch}ase{ |,|.|;}", "{ks|x}e{x|h|ch}aste{ |,|.|;}",
			"agno{i|h|ei}se{ |,|.|;}", "agno{i|h|ei}ste{ |,|.|;}",
			"den is{x|ch|h}{y|u|i}{oun|un|ei} ", "pleon den is{x|ch|h}{y|u|i}",
			"ak{y|u|i}r{w|o}n{o|w}ntai", "ak{y|u|i}r{w|o}{th|8}{i|h}kan", "ak{y|u|i}res ", "ak{y|u|i}ra ",
			"katarg{ei|h|i|oun}", "antika{th|8}{i|h}st",
		),
		prior: x43(
			"pro{i|h|ei}g{ou|oy|u}men", "parap{a|á}n{w|o} ",
			"s{y|i|u}st{i|h}mat", "s{y|i|u}st{i|h}ma{ |,|.}",
			"sou {d|dh}o{th|8}{i|h}kan", "st{i|h}n ar{x|ch|h}{i|h} ",
		),
		guide: x43(
			"o{d|dh}{i|h}g{i|ie}", "entol{e|i|h|w}", "kanon{es|ec|a |wn|on}", "periori{s|z}m",
		),
		this: x43(
			"a{f|u|y|v}to to ar{x|h|ch}{e|}io", "sto ar{x|h|ch}{e|}io a{f|u|y|v}to",
			"a{f|u|y|v}to to e{g|n}grafo",
		),
		wins: x43(
			"{y|u|i}peris{x|ch|h}{y|u|i}", "proterai{o|w}t",
			"to mono pou metra", "to mono pou is{x|ch}{y|u|i}", "p{a|á}n{w|o} ap{o|'} ola",
		),
		obeyOnly: x43("akolou{th|8}{i|h}se mono", "akoloy{th|8}{i|h}se mono", "akolou{th|8}eis mono", "akoloy{th|8}eis mono"),
		fromNow:  x43("apo e{d|dh}{w|o} kai pera", "apo t{w|o}ra kai pera", "apo t{w|o}ra kai sto e{ks|x}{i|h}s", "sto e{ks|x}{i|h}s "),
		noLimits: x43("{x|ch|h}{w|o}r{i|h|y}s {kanena |kanenan |}periori{s|z}m", "{x|ch|h}{w|o}r{i|h|y}s {kanena |}ori{a|o}{ |,|.|;}"),
	},
	"ru-latn+r43-translitB": { // Russian in Latin letters (and volapuk)
		void: x43(
			"zabud{'|`|}{te|} {vse|vsyo|vsjo|vsio|vs'o|vsyu|pro |o |ob |predyd|predid|prezhn|sistemn|ukazan|instruk|pravil|ogranich|to, chto|chto tebe}",
			"ignoriru{i|j|y}", "otmenen", "otmenya", "otmenja",
			"ne{d|}e{i|j|y}stvitel", "utratili silu", "bol{'|}{sh|6}e ne de{i|j|y}stvu",
			"ne obra{shch|sch|sh|w}a{i|j|y} vnimani", "zamenen{y|o|a| }",
		),
		prior: x43(
			"pred{y|i}du", "pre{zh|j}n{i|y|e}", "ran{'|}{sh|6}e ", "ranee{ |,|.}", "v{y|i}{sh|6}e{ |,|.|ukazan}",
			"v na{ch|4}ale", "sistemn", "tebe dali", "tebe dan{y|o}", "polu{ch|4}enn",
		),
		guide: x43(
			"ukazani", "instru{k|}{ts|c|tz}i", "pravil", "chto tebe {govorili|skazali|veleli|poruchili}", "ogran{i|}{ch|4}eni", "raspor{ya|ja|ia}{zh|j}eni",
		),
		this: x43(
			"{etot|ehtot} {fail|fajl|fayl|file|dokument}", "v {etom|ehtom} {faile|fajle|fayle|file|dokumente}",
			"{etomu|etogo} {failu|fajlu|faylu|faila|fajla|fayla|dokumentu|dokumenta}",
		),
		wins: x43(
			"imeet prioritet", "imeet preimu{shch|sch|w}estv", "{va|gla}{zh|j|v}nee vsego", "prev{y|i}{sh|6}e vsego",
		),
		obeyOnly: x43("{vypolnyai|vypolnjaj|vypolnyay|sleduj|sledui|sleduy|podchinyaisya|podchinjajsja|slushaisya|slushajsja} tol{'|}ko"),
		fromNow:  x43("teper{'|}{ |,|.|;}", "otn{y|i}ne", "s etogo momenta", "vpred{'|}{ |,|.|;}"),
		noLimits: x43("bez {kakih-libo |kakikh-libo |vsyakih |vsjakih |vsyakikh |}ogran{i|}{ch|4}eni", "bez limitov"),
	},
	"ru+r43-translitB": { // Russian: "above all", "most important of all" beside "имеет приоритет"
		void:  []string{"забудь все", "забудьте все"},
		prior: []string{"предыдущ"},
		guide: []string{"инструкци"},
		wins:  []string{"главнее всего", "превыше всего"},
	},
	"uk-latn+r43-translitB": { // Ukrainian in Latin letters
		void: x43(
			"zabud{'|`|}{te|} {vse|use|usi|vsi|pro |poperedn|systemn|instruk|vkaziv|pravyl}",
			"ignoru{i|j|y}", "skasovan", "nedi{i|j|y}sn", "vtratyl{y|i} chynnist", "ne zva{zh|j}a{i|j|y}",
		),
		prior:    x43("poperedn", "ranish", "systemn{i|yk|yh|oho|oi|oj|yi|yj|yy}", "na pocha{tk|tc}"),
		guide:    x43("vkazivk", "instruk{ts|c}i", "pravyl", "obme{zh|j}en"),
		this:     x43("{tsei|tsej|cej|cei|tsey} {fail|fajl|fayl|file|dokument}", "u {ts'omu|tsomu|comu|c'omu} {faili|fajli|fayli|dokumenti}"),
		wins:     x43("ma{ie|ye|je} priorytet", "ponad use", "ponad vse"),
		obeyOnly: x43("{vykonui|vykonuj|slukhaisia|sluhajsja|dotrymuisia|dotrymujsja} {lyshe|lyshe|til'ky|tilky}"),
		fromNow:  x43("vid{'|}teper", "z ts{'|}oho momentu", "nadali"),
		noLimits: x43("bez {zhodnykh |zhodnyh |}obme{zh|j}en"),
	},
	"ja-latn+r43-translitB": { // Japanese romaji (Hepburn and Kunrei)
		void: x43(
			"mu{sh|s}i {sh|s}ite{ |,|.|kudasai}", "mu{sh|s}i{sh|s}ite", "mu{sh|s}i {sh|s}iro", "mu{sh|s}i {sh|s}imasu", "mu{sh|s}i suru koto", "mu{sh|s}i sarete",
			"wasurete", "wasurero", "wasurenasai",
			"mu{kou|kō|koo} {desu|da |ni nari|ni nat|ni shi|ni si|to shi|to si|to mina}",
			"torike{sh|s}i", "torikesu", "haki {sh|s}i", "okikae",
			"{sh|s}itagawanakute {ii|yoi}", "{sh|s}itagau {h|f}itsu{you|yō|yo} wa nai",
		),
		prior: x43(
			"kore made no", "koremade no", "izen no", "sakihodo no", "{jou|jō}ki no", "saisyo no", "saisho no", "mae no",
			"{sh|s}isutemu", "uketotta",
		),
		guide: x43("de {sh|s}iji", "no {sh|s}iji", "{sh|s}iji {wa|wo|o|to|ni}", "ruuru", "rūru", "kisoku", "meirei", "seigen", "gaidorain"),
		this:  x43("kono {fairu|fuairu|fuwairu|file|bunsho|bunsyo|sukiru|dokyumento}"),
		wins:  x43("sai{yuu|yū|yu}sen", "{yuu|yū}sen {sa|sh|si|su|de}", "uwagaki"),
		obeyOnly: x43(
			"dake ni {sh|s}itaga", "nomi ni {sh|s}itaga", "dake {wo|o} mamo", "dake {sh|s}itaga",
		),
		fromNow:  x43("kore kara{ wa| |,}", "korekara{ wa| |,}", "ima kara{ wa| |,}", "imakara{ wa| |,}", "kongo wa"),
		noLimits: x43("{issai no |}seigen {nashi|nasi|naku|no nai}", "museigen"),
	},
	"ko-latn+r43-translitB": { // Korean, Revised Romanisation and its loose forms
		void: x43(
			"mu{s|sh}i{-| |}ha{e|ra|seyo|sipsio|go}{ |,|.|;}", "muhyo", "chwiso", "ij{eo|o}{ |}beo{r|}yeo", "dae{ch|ch'}e{ |doe|ha}",
			"jeogyong{ |}doeji an",
		),
		prior: x43("ijeon", "apseo", "cheoeum", "si{s|}{eu|u}te{m|om}", "badeun"),
		guide: x43("jisi", "chisi", "jichim", "gyuchik", "kyuchik", "myeong{n|r}yeong", "jehan", "chehan", "annae"),
		this:  x43("i {pail|pa-il|munseo|mun-seo}"),
		wins: x43(
			"{je-il|jeil|je il|cheil} {useon|usun|u-seon}", "choe{-|}useon", "useon{-| |}ha{mnida|nda|n-da}", "useon{ |}sunwi",
		),
		obeyOnly: x43("man ttareu", "man ttara"),
		fromNow:  x43("jigeum{ |}buteo", "ije{ |}buteo"),
		noLimits: x43("{amu |}{jehan|chehan|jeyak} {eopsi|eobsi|upsi|obsi|eopshi|ubsi}"),
	},
	"zh-latn+r43-translitB": { // Chinese pinyin, with and without tone marks
		void: pinyin43(
			"zuò-fèi", "shīxiào", "wúxiào", "bú-zài shì-yòng", "bù-zài shì-yòng", "bú-zài yǒu-xiào", "bù-zài yǒu-xiào",
			"qǔ-xiāo", "fèi-chú", "hū-lüè suǒ-yǒu", "hū-lüè zhī-qián", "hū-lüè yǐ-qián", "hū-lüè xì-tǒng", "hū-lüè shàng-miàn",
			"wàng-jì suǒ-yǒu", "wàng-jì zhī-qián", "wàng-jì yǐ-qián", "wàng-jì nǐ", "hū-lüè nǐ", "bú-yào zài zūn-xún", "bù-zài zūn-xún", "wàng-diào", "bú-yòng guǎn", "bù-yòng guǎn", "bié guǎn",
		),
		prior: pinyin43("zhī-qián", "xiān-qián", "yǐ-qián", "cǐ-qián", "shàng-miàn de", "shàng-shù", "xì-tǒng", "yuán-lái de", "gěi nǐ de"),
		guide: pinyin43(
			"de zhǐ-shì", "suǒ-yǒu zhǐ-shì", "zhǐ-shì hé", "zhǐ-lìng", "tí-shì", "guī-zé", "yāo-qiú", "xiàn-zhì", "yuē-shù", "shè-dìng",
		),
		this: pinyin43(
			"zhè-ge wén-jiàn", "zhè-fèn wén-jiàn", "běn wén-jiàn", "cǐ wén-jiàn", "zhè-ge jì-néng", "běn jì-néng", "běn wén-dàng", "zhè-ge wén-dàng",
		),
		wins:     pinyin43("yōu-xiān", "wéi-zhǔn", "gāo-yú yí-qiè", "yā-dǎo yí-qiè", "fù-gài yí-qiè"),
		obeyOnly: pinyin43("zhǐ zūn-xún", "zhǐ tīng-cóng", "jǐn àn-zhào"),
		fromNow:  pinyin43("cóng xiàn-zài qǐ", "cóng xiàn-zài kāi-shǐ", "cóng jīn yǐ-hòu", "jīn-hòu"),
		noLimits: pinyin43(
			"méi-yǒu rèn-hé xiàn-zhì", "méi-yǒu xiàn-zhì", "bú-shòu rèn-hé xiàn-zhì", "bù-shòu rèn-hé xiàn-zhì", "bú-shòu xiàn-zhì", "bù-shòu xiàn-zhì",
			"wú xiàn-zhì", "méi-yǒu rèn-hé yuē-shù", "bú-shòu yuē-shù", "bù-shòu yuē-shù",
		),
	},
	"th-latn+r43-translitB": { // Thai, RTGS and informal romanisation
		void: x43(
			"yok{ |}l{oe|oeu|er|eu}k", "mai tong son {ch|j}ai", "mai son {ch|j}ai", "mai mi phon laeo", "mai mi phon {i|ii}k to pai",
		),
		prior: x43("thi phan ma", "thiphanma", "kon na ni", "konnani", "khong rabop", "rabop", "khong system"),
		guide: x43("kham{ |}{naenam|nae nam}", "kham{ |}sang", "kho kamnot", "kho {ch|j}amkat", "kot rabiap"),
		this:  x43("{file|fai|fail|faiw} ni{ |,|.|;|:}", "{ek|}kasan ni{ |,|.|;|:}"),
		wins: x43(
			"s{a|u}mk{h|}an thi{ |}s{u|oo}{t|d}", "s{a|u}mk{h|}an {th|t}ee s{u|oo}{t|d}", "s{a|u}mk{h|}an kw{a|aa}",
			"mi lamdap khwam samkhan",
		),
		obeyOnly: x43("{file|fai} ni thaonan", "tham tam chophao"),
		fromNow:  x43("tang{ |}tae ni pai", "chak ni pai", "to {ch|j}ak ni"),
		noLimits: x43("mai mi {kho {ch|j}amkat|khop{ |}khet}", "doi mai mi {kho {ch|j}amkat|khop{ |}khet}"),
	},
	"bn-latn+r43-translitB": { // Bengali in Latin letters
		void: x43(
			"bhule {jao|jaw|jan|jaan|jeo|yao}", "upek{kh|sh}a ko{r|ro}", "o{g|)}rahyo ko{r|ro}", "baatil", "ar proyojy{o|a} noy",
		),
		prior: x43("age-er", "ager {shob|sob|shokol|sokol|sab}", "aager", "purbo{bor|}ti", "system-er", "systemer shob"),
		guide: x43("nirdesh", "niyom", "niom", "adesh", "aadesh", "bidhinishedh"),
		this:  x43("ei {file|fail|faile}{-ta|ta|-ti|ti|tai}"),
		wins:  x43("{sh|s}obar upore", "{sh|s}ob{ |}kichur upore", "ogradhikar", "agradhikar"),
		obeyOnly: x43(
			"{sh|s}udhu ei {file|fail}", "kebol ei {file|fail}",
		),
		fromNow:  x43("ekhon theke"),
		noLimits: x43("kono {sh|s}ima nei", "{sh|s}ima {chh|ch}ara", "kono bidhinishedh {chh|ch}ara", "kono badha nei"),
	},
	"am-latn+r43-translitB": { // Amharic in Latin letters
		void: x43(
			"ch{i|}la bel", "ch'ila bel", "{i|e}rsa{ |,|.|;|w}", "te{sh|s}{e|}rew{a|}l", "tesrizewal", "teserzewal", "waga yel{a|e}{ch|chi}ewm",
		),
		prior: x43("kedem", "yekedmo", "yeqedmo", "qedem", "keh{u|w}ala", "ye system", "yesir{a|i}at"),
		guide: x43("memriya", "memeriya", "mimriya", "tizaz", "tezaz", "t'ezaz", "denb", "higoch"),
		this:  x43("{yih|yihe|yihi} {file|fayl|faile|sened}", "{ye'zih|yezih|yezi} {file|fayl|sened}", "yihin {file|fayl}"),
		wins:  x43("{ke|ke |}hulum belay", "{ke|ke |}hulu belay", "{q|k|k'}idmiya"),
		fromNow: x43(
			"ke{'|}ahun jemro", "ke ahun jemro", "kezih b{e|o}h{u|w}ala",
		),
		noLimits: x43("yale {minim |menem |}gedeb", "gedeb yele{h|lew}"),
	},
	"am+r43-translitB": { // Amharic: the loan "system", the plural "rules", "above all"
		void:     []string{"ተሽረዋል"},
		prior:    []string{"በፊት", "የሲስተሙ", "የሲስተም", "ሲስተም"},
		guide:    []string{"ደንቦ", "መመሪያዎ"},
		wins:     []string{"ከሁሉ በላይ", "ከሁሉም በላይ"},
		noLimits: []string{"ያለምንም ገደብ"},
	},
	"udm+r43-translitB": { // Udmurt (Cyrillic with ӝ ӟ ӥ ӧ ӵ)
		void:     []string{"вунэт", "ӧвӧл ни кулэ"},
		prior:    []string{"азьвыл", "азьло", "системалэн", "система косэм"},
		guide:    []string{"косэм", "инструкциос", "правилоос"},
		this:     []string{"та файл", "та документ"},
		wins:     []string{"вылынгес", "ваньмызлэсь вылын"},
		fromNow:  []string{"табере"},
		noLimits: []string{"пыкиськонтэк", "ограничениостэк"},
	},
	"tyv+r43-translitB": { // Tuvan (Cyrillic with ң ө ү)
		void:     []string{"утту", "уттуп каг", "уттуңар"},
		prior:    []string{"мурнуку", "бурунгу", "системаның"},
		guide:    []string{"айтыышкын", "дүрүм", "дужаал"},
		this:     []string{"бо файл", "бо документ"},
		wins:     []string{"эң бедик", "шупту чүүлден бедик"},
		noLimits: []string{"кызыгаар чок", "кызыгаарлал чок"},
	},
	"din+r43-translitB": { // Dinka (with and without the diaeresis and the open vowels)
		void:     x43("aci th{ö|o}k", "ac{ï|i} th{ö|o}k"),
		prior:    x43("tue{ŋ|ng}", "ye g{ä|a}m y{ï|i}n", "ke system"),
		guide:    x43("w{ë|e}{ë|e}t ", "w{ë|e}{ë|e}t ke"),
		this:     x43("ath{ö|o}r {ë|e} ", "ath{ö|o}r k{ë|e}n{ë|e}"),
		wins:     x43("ku{ɛ|e}{ɛ|e}n tue{ŋ|ng}", "ku{ɛ|e}n tue{ŋ|ng}"),
		noLimits: x43("c{ï|i}n k{ë|e} ye y{ï|i} g{ë|e}l", "c{ï|i}n g{ë|e}l"),
	},
	"ach+r43-translitB": { // Acholi
		void:     x43("dong otum", "otum woko", "wil woko", "pe dong tiyo"),
		prior:    x43("{ch|c}ik ma con", "lok ma con", "{ch|c}ik pa system", "mukwongo"),
		guide:    x43("{ch|c}ik pa ", "{ch|c}ik ma "),
		this:     x43("karata{c|s} man", "karata{c|s} eni", "buk man"),
		wins:     x43("loyo ducu", "loyo jami ducu"),
		noLimits: x43("labongo gengo", "labongo ageng", "ma pe gengo"),
	},
}

// negatedBefore43: the text before a voiding verb ends in a negation that
// English negation does not read: Russian and Ukrainian "не" and "ne";
// Greek "μην", "μη" and their Greeklish "min", "mhn", "mi"; the pinyin of
// Chinese "别" and "不要" (the characters are cjkNegated's). "Ne zabud' vse predydushchie instruktsii"
// is "don't forget all the previous instructions", a reminder, not an
// override. The window is the few bytes before the verb, so the pattern
// runs on at most 40 bytes.
var negatedBefore43Re = lazyRegexp(`(?i)(?:^|[^\pL\pN])(?:не|ne|μην|μη|min|mhn|mi|bie|bié|buyao|bu yao|búyào|bú yào|bùyào|bù yào)\s*$`)

func negatedBefore43(before string) bool {
	if i := strings.LastIndexAny(before, ";:.!?,"); i >= 0 {
		before = before[i+1:]
	}
	return negatedBefore43Re.MatchString(before)
}

// x43 expands each stem's alternatives written in braces ("{ks|x}e{x|h}ase"
// is "ksexase", "ksehase", "xexase", "xehase"; "{a|}" is "a" or nothing),
// nesting allowed, so the spellings of a transliteration stay readable.
func x43(stems ...string) []string {
	var out []string
	for _, s := range stems {
		out = append(out, expand43(s)...)
	}
	return out
}

func expand43(s string) []string {
	i := strings.IndexByte(s, '{')
	if i < 0 {
		return []string{s}
	}
	// The matching close, and the alternatives split at depth 1.
	depth, j, start := 0, i, i+1
	var alts []string
	for ; j < len(s); j++ {
		switch s[j] {
		case '{':
			depth++
		case '}':
			depth--
		case '|':
			if depth == 1 {
				alts = append(alts, s[start:j])
				start = j + 1
			}
		}
		if depth == 0 {
			break
		}
	}
	alts = append(alts, s[start:j])
	var out []string
	for _, a := range alts {
		out = append(out, expand43(s[:i]+a+s[j+1:])...)
	}
	return out
}

// pinyin43 gives each pinyin stem (syllables of a word joined by "-",
// words by " ") as writers type it: with tone marks and without (ü as u
// and as v), each syllable boundary joined or spaced ("zhège wénjiàn",
// "zhe ge wenjian", "zhegewenjian"). A joined form that is an English word
// is dropped ("guiding" of 规定).
func pinyin43(stems ...string) []string {
	var out []string
	seen := map[string]bool{}
	add := func(s string) {
		if !seen[s] && !pinyinEnglish43[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for _, s := range stems {
		parts := strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == ' ' })
		n := min(len(parts)-1, 6)
		for mask := 0; mask < 1<<n; mask++ {
			var b strings.Builder
			for k, p := range parts {
				if k > 0 && (k > n || mask&(1<<(k-1)) != 0) {
					b.WriteByte(' ')
				}
				b.WriteString(p)
			}
			toned := b.String()
			add(toned)
			add(untone43(toned))
			add(untone43(strings.ReplaceAll(toned, "ü", "v")))
		}
	}
	return out
}

var pinyinEnglish43 = map[string]bool{"guiding": true}

// untone43 drops pinyin's tone marks (ü keeps its two dots as u).
func untone43(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// deleetVariants43 adds, for a volapuk stem with the digit 4 for "ч"
// ("ogrni4eni"), the form deleet reads it as when three words of the text
// mix digits ("ograniaeni"): the intent rules match the deleeted text.
func deleetVariants43(set []string) []string {
	out := set
	for _, s := range set {
		if strings.Contains(s, "4") {
			out = append(out, strings.ReplaceAll(s, "4", "a"))
		}
	}
	return out
}

func init() {
	for _, l := range byLanguage(lexicons43translitB) {
		for _, set := range []*[]string{&l.void, &l.prior, &l.guide, &l.this, &l.wins, &l.obeyOnly, &l.fromNow, &l.noLimits, &l.frame, &l.noPolicy} {
			*set = deleetVariants43(apostropheVariants(*set))
		}
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

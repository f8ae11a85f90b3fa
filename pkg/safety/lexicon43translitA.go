package safety

import "strings"

// Round 43 (translitA): the override of the lexicons (the agent's earlier
// or system guidance forgotten or voided; this file ranked above the rest;
// follow only it; act without limits) as people type the major languages
// of West and South Asia in Latin letters when they chat: Arabizi
// (Egyptian, Levantine and Gulf Arabic with digits for the letters Latin
// lacks: 2 hamza or colloquial qaf, 3 ain, 5 kha, 7 ha, 9 sad or qaf),
// Fingilish (Persian), Hinglish and Roman Urdu, and Banglish (Bengali).
// Each concept of the native-script lexicons ("ar", "fa", "hi", "ur",
// "bn" of lexicon.go) is given its common Latin spellings: ignore/forget +
// previous/earlier/system + instructions/rules, this file above all, only
// this file, without limits.
//
// Stems are pooled with every Latin-script language, and a rule fires only
// on two or three concepts together, so each stem was kept off the words
// of English and of its Latin-script neighbours:
//   - an imperative that starts English words is written with its end:
//     Arabizi "insa" (forget) as "insa " so it never starts "insane";
//   - a verb whose negated order starts with the same letters is written in
//     its affirmative forms only: Fingilish "faramoosh kon" (forget), not
//     "faramoosh", which also starts "faramoosh nakon" (don't forget);
//     Hinglish "bhula do", not "bhula", which starts "bhulana mat";
//   - a "this" that is also English ("in file", "is file": Fingilish and
//     Hinglish "this file") is never a stem alone; Hinglish "is file" is
//     written with the postposition that follows it ("is file ko"); nor
//     is one that is Indonesian ("isi file", the file's contents, is
//     Hinglish "this very file");
//   - "earlier" is never "old" (Hinglish "purane", Arabizi "2adima"):
//     forgetting the old sheet or the old rules of a tool is ordinary
//     advice, as the English lexicon has no "old" either;
//   - Uzbek "dastur" (a program) is not Persian "dastoor" (an order): the
//     Persian forms carry their plural or ezafe ("dasturat", "dastur-e");
//   - an Arabizi word with digits is matched as written and as the intent
//     rules' de-leeting reads it when a statement holds three or more such
//     words ("ta3limat" as "taelimat", "7odood" as "todood": leetVariants).
//
// "Above all" is said as above every system or all else ("a3la men ay
// nizam", "sab par bhari", "bartar az hame", "shobar upore"), never as
// "more important" or "at the top", which a benign file says of its own
// list.
var lexicons43translitA = map[string]langLex{
	"ar-latn+r43-translitA": { // Arabizi: Egyptian, Levantine, Gulf
		void: []string{
			// forget (m., f., pl.), as an order
			"insa ", "ensa ", "insa,", "ensa,", "2insa ", "insi ", "ensi ", "insy ", "ensy ", "insu ", "ensu ", "insoo ", "ensoo ", "insaha", "ensaha", "insahom", "ensahom", "insa kol", "ensa kol", "insa kul", "ensa kul", "insa kel", "ensa kel", "insa kill",
			// ignore
			"itgahel", "etgahel", "itgahal", "etgahal", "tgahal ", "tgahel ", "itjahal", "etjahal", "tjahal ", "tajahal ", "tajahul", "et2ahel", "it2ahel",
			// cancelled, void, no longer in force
			"elghi ", "ilghi ", "2elghi ", "malghiya", "malghiyya", "malghia", "mal3'iya", "mulghah", "mulgha ", "batla ", "batila ", "ba6la ",
			"mesh sarya", "mish sarya", "msh sarya", "mosh sarya", "mish saryeh", "mesh saryeen", "mish saryin", "ma3ad sarya", "ma3adsh sarya", "mab2etsh sarya", "mabaetsh sarya",
			"mesh sal7a", "mish sal7a", "msh sal7a", "ma3adetsh sal7a", "mab2etsh sal7a", "ma3adsh leha lazma", "ma3adsh lihom lazma", "malhash lazma", "malhomsh lazma",
		},
		prior: []string{
			"2ablaha", "2abliha", "2ablak", "elli 2abl", "illi 2abl", "eli 2abl", "men 2abl", "min 2abl", "2abl keda", "abl keda", "2abl kida", "qablaha", "qabl hatha", "qabl haza",
			"el sab2a", "elsab2a", "el-sab2a", "sab2a", "el sabe2a", "elsabe2a", "sabiqa", "el sabqa", "elsab2een", "el sab2een",
			"el nizam", "elnizam", "el-nizam", "el nezam", "elnezam", "al nizam", "alnizam", "bta3et el system", "beta3et el system", "bta3 el system", "taba3 el system",
			"elli et2alak", "illi et2allak", "elli etalak", "elli 5adtaha", "illi 5adtaha", "elli etadetlak", "elli wasaltak", "illi wasaltak",
		},
		guide: []string{
			"ta3limat", "ta3leemat", "ta3lemat", "ta3limaat", "t3limat", "t3leemat", "ta3limet", "ta3lemet", "ta3lima ",
			"tawjihat", "tawgihat", "tawgeehat", "tewgihat", "tawjeehat",
			"2awamer", "awamer", "awamir", "2awamir", "el awamer",
			"qawa3ed", "2awa3ed", "awa3ed", "qawa3id", "2awa3id", "2wa3ed", "qawaed", "qawa3d",
			"2yood", "2uyood", "quyood", "quyud", "qoyood", "2oyood", "2ouyoud", "el 2yood",
		},
		this: []string{
			"el malaf da", "elmalaf da", "hayda el malaf", "haida el malaf", "hayda el file", "el-malaf da", "el malaf dah", "el malaf hada", "el malaf hatha", "el malaf haza", "hatha el malaf", "haza el malaf", "hal malaf", "had el malaf", "hada el malaf",
			"el file da", "el file dah", "el file hada", "had el file", "el mostanad da", "el skill di", "el skill de", "el skill da", "el skill hay",
		},
		wins: []string{
			"a3la men ay", "a3la min ay", "a3la mn ay", "a3la men kol", "a3la min kol", "a3la men kull", "a3la min kull",
			"fo2 ay ", "fo2 kol", "foo2 kol", "fou2 kol", "fawq kol", "fo2 el kol",
			"leh el awlaweya", "leh el awlawiya", "leh el 2awlaweya", "lih el awlawiya", "luh el awlawiya", "elo el awlawiye", "ilo el awlawiyye", "lo el awlawiya",
		},
		obeyOnly: []string{"emshi 3ala el malaf da bas", "itba3 el malaf da bas", "etba3 el malaf da bas", "bass el malaf da", "bas el malaf da", "bass hal malaf"},
		fromNow:  []string{"men delwa2ty", "min delwa2ti", "men delwa2ti", "men hena w rayeh", "mn hlla2", "min hala2", "min hal2a", "min el7in", "men el7in"},
		noLimits: arabiziNoLimits43(),
		// persona: has no rules or limits at all, never says no
		noPolicy: append(wqCross([]string{"ma 3ando", "ma 3andha", "ma3ando", "ma3andha", "ma 3andoush", "ma 3andhash", "ma3andosh", "ma3andhash", "malosh", "malhash"}, []string{"wala qawa3ed", "ay qawa3ed", "qawa3ed", "wala 2awa3ed", "ay 2awa3ed", "2awa3ed", "wala qoyood", "ay qoyood", "qoyood", "ay 2yood", "2yood", "ay 7odood", "7odood"}),
			"ma bet2ool la2", "ma bey2ool la2", "ma bet2olsh la2", "ma bey2olsh la2", "mabet2olsh la2", "mabey2olsh la2", "3omro ma bey2ool la2", "3omraha ma bet2ool la2", "ma byerfodsh", "ma bterfodsh", "mabyerfodsh", "mabterfodsh", "ma byerfod abadan", "ma bterfod abadan"),
	},
	"fa-latn+r43-translitA": { // Fingilish: Persian in Latin letters
		void: []string{
			"faramoosh kon", "faramush kon", "faramoush kon", "faramosh kon", "farāmoosh kon", "farāmush kon", "faramoosh konid", "faramush konid", "faramoosh konin", "faramush konin",
			"nadide begir", "nadideh begir", "nadide bgir", "nadide begirid", "nadideh begirid", "nadide bigir", "nadide gereft", "nadideh gereft",
			"bikhial sho", "bikhiyal sho", "bi khial sho", "bi khiyal sho", "bikhial shid", "bikhiyal shid", "bikhialesh sho",
			"dige motabar nist", "digar motabar nist", "dige mo'tabar nist", "dige motabar nistan", "digar motabar nistand", "dige etebar nadare", "dige etebar nadaran", "dige eetebar nadare",
			"batel shode", "baatel shode", "laghv shode", "laghv shodan", "laghv shodeand", "bi etebar", "bi-etebar", "bietebar",
			"kenar bezar", "kenar bogzar", "kenar begzar", "dor bendaz", "dour bendaz", "dur bendaz", "dor berizi",
		},
		prior: []string{"ghabli", "qabli", "ghablan", "qablan", "pishin", "sabegh", "saabegh", "avvalie", "avvaliye", "ke behet dadan", "ke be to dadan", "ke behet gofte", "ke gerefti"},
		guide: []string{
			"dastoorat", "dastoorha", "dastoor-e", "dastoor ", "dastooro", "dastoor-ol", "dastoorol", "dastooramal", "dasturat", "dasturha", "dastur-e", "dasturol", "dastur-ol", "dasturamal", "dasturo ",
			"ghavanin", "qavanin", "ghavaneen", "ghavaed", "qavaed", "ghava'ed", "mahdoodiyat", "mahdudiyat", "mahdoodiat", "mahdudiat",
		},
		this:     []string{"hamin file", "hamin fayl", "hamin sanad", "in sanad", "in fayl", "in faayl"},
		wins:     []string{"bartar az hame", "bartar az hamechi", "bartar az hame chiz", "balatar az hame", "olaviat dare", "olaviyat dare", "owlaviat dare", "avlaviyat dare", "moghadam ast", "moghadam tar az hame"},
		obeyOnly: []string{"faghat az in file", "faghat az hamin file", "faghat az in sanad", "tanha az in file", "faghat in file ro"},
		fromNow:  []string{"az in be bad", "az in be baad", "az alan be bad", "az alan be baad", "az hala be bad", "az hala be baad"},
		noLimits: []string{"bedoone hich mahdoodiyat", "bedune hich mahdudiyat", "bedoon-e hich mahdoodiyat", "bedoone mahdoodiyat", "bedune mahdudiyat", "bedun-e mahdudiyat", "bi hich mahdoodiyat", "bi hich mahdudiyat", "hich mahdoodiyati nadari", "hich mahdudiyati nadari", "hich mahdoodiyati nadarid", "hich mahdudiyati nadarid"},
	},
	"hi-latn+r43-translitA": { // Hinglish and Roman Urdu
		void: []string{
			"bhool jaiye", "bhul jaiye", "bhul jaao", "bhool jaayen", "bhool jayen", "bhul jayen", "bhool jaao", "bhula do", "bhoola do", "bhula dijiye", "bhula dena",
			"nazarandaz karo", "nazar andaz karo", "nazarandaaz karo", "nazar-andaz karo", "nazarandaz kar do", "nazarandaz kardo", "nazarandaz kijiye", "nazarandaz karein", "nazarandaz karen",
			"ab laagu nahi", "ab lagu nahi", "laagu nahi hote", "lagu nahi hote", "lagu nahi hain", "laagu nahi hain", "ab maanya nahi", "maanya nahi", "manya nahi",
			"ab laagu nahin", "ab lagu nahin", "laagu nahin hote", "lagu nahin hote", "lagu nahin hain", "laagu nahin hain", "ab maanya nahin", "maanya nahin", "manya nahin",
			"radd ho gaye", "radd ho chuke", "radd samjho", "mansookh", "mansukh", "kaladam", "kalaadam", "kaal adam",
		},
		prior: []string{"pichhle", "pichle", "pichhli", "pichli", "pichhla", "sabiqa", "saabiqa", "upar wali", "upar wale", "upar di gayi", "shuru mein di", "tumhe di gayi", "tumhe diye gaye", "tumhein di gayi", "aapko di gayi", "aapko diye gaye", "jo tumhe mili", "tumhe bataya gaya", "aapko bataya gaya"},
		guide: []string{"hidayat", "hidaayat", "hidayaat", "hidaayaat", "hidaiyat", "nirdesh", "niyamon", "niyamo ", "niyam ", "ahkamaat", "ahkaam", "ehkaam", "ehkamaat", "qawaid", "qawaaid", "qavaid", "pabandiyan", "pabandiyaan", "paabandiyan", "aadesh"},
		this: []string{"yeh file", "ye file", "yahi file", "yehi file", "yeh skill", "ye skill", "yahi skill", "yeh document", "yeh dastavez", "is document ka", "is document ki", "is document ke", "is document ko", "is dastavez",
			"is file ko", "is file ki", "is file ke", "is file se", "is file mein", "is skill ko", "is skill ki", "is skill ke", "is skill se"},
		wins: []string{"sab par bhari", "sab pe bhari", "sabse bhari", "sarvopari", "har cheez se upar", "har cheez se oopar", "sab cheezon se upar", "sab niyamon se upar", "sab hidayat se upar", "system se upar", "system se oopar",
			"adhikar sabse zyada", "adhikar sabse jyada", "adhikaar sabse zyada", "sabse zyada adhikar", "sabse jyada adhikar", "sabse bada adhikar"},
		obeyOnly: []string{"sirf yeh file", "sirf is file", "keval yeh file", "keval is file", "bas yeh file", "sirf iski maano", "sirf isko maano", "sirf yahi maano", "sirf iski suno"},
		fromNow:  []string{"ab se ", "aaj se ", "abhi se ", "ab ke baad se", "iske baad se"},
		noLimits: []string{"bina kisi rok-tok", "bina rok-tok", "bina roktok", "bina kisi roktok", "bina kisi pabandi", "bina pabandi", "bina kisi seema", "bina kisi limit", "bina kisi restriction", "beghair kisi pabandi", "baghair kisi pabandi", "bagair kisi pabandi", "begair kisi pabandi", "baghair pabandi", "koi rok-tok nahi", "koi pabandi nahi", "koi seema nahi"},
	},
	"bn-latn+r43-translitA": { // Banglish: Bengali in Latin letters
		void:     []string{"bhule jao", "bhule jan", "bhule jaan", "bhule jaw", "bhule jabe", "upekkha koro", "upeksha koro", "uppekha koro", "baad dao"},
		prior:    []string{"age-er", "ager ", "aager", "aag-er", "purber", "purbo ", "system-er"},
		guide:    []string{"nirdesh", "niyom", "niyomgulo", "adeshgulo", "bidhinishedh"},
		this:     []string{"ei file", "ei fileta", "ei nothi", "ei skill"},
		wins:     []string{"shobar upore", "sobar upore", "shobar opore", "sobar opore", "shob kichur upore", "sob kichur upore", "shob kichur opore", "agradhikar"},
		obeyOnly: []string{"shudhu ei file", "sudhu ei file", "kebol ei file"},
		fromNow:  []string{"ekhon theke", "ajke theke"},
		noLimits: []string{"kono shima nei", "kono sima nei", "kono seema nei", "kono bidhinishedh nei", "kono limit nei", "shima chara", "sima chara", "kono badha nei"},
		// persona: has no rules or limits, never says no, refuses nothing
		noPolicy: []string{"kono niyom nei", "koi niyom nei", "kono niyam nei", "kono shima nei", "kono sima nei", "kono bidhinishedh nei", "kokhono na bole na", "kokhono 'na' bole na", "kokhono na bole-na", "kokhono mana kore na", "kokhono protyakhyan kore na", "kichhui protyakhyan kore na", "kono shima chara", "kono sima chara"},
	},
}

// arabiziNoLimits43: "without (any) limits / restrictions", each Arabizi
// spelling of "without" with each of "limits" and "restrictions".
func arabiziNoLimits43() []string {
	var out []string
	for _, w := range []string{"men gher ", "men gheer ", "men gheir ", "min ghair ", "min gheir ", "min gher ", "mn gher ", "bdoon ", "bedoon ", "bidoon ", "bdun ", "bidun ", "bedun ", "bala ", "bila ", "bela "} {
		for _, any := range []string{"", "ay ", "ayy ", "2ay "} {
			for _, n := range []string{"7odood", "7dood", "7udood", "7dud", "7udud", "hodood", "hudood", "2yood", "2uyood", "quyood", "quyud", "qoyood"} {
				out = append(out, w+any+n)
			}
		}
	}
	return out
}

// leetVariants adds, for a stem written with the digits Arabizi uses for
// letters, the stem as deleet (intent.go) reads a statement with three or
// more such words: 3 as e, 7 as t, 5 as s (2 and 9 are left as they are).
func leetVariants(set []string) []string {
	out := set
	r := strings.NewReplacer("0", "o", "1", "i", "3", "e", "4", "a", "5", "s", "7", "t")
	for _, s := range set {
		if v := r.Replace(s); v != s {
			out = append(out, v)
		}
	}
	return out
}

func init() {
	for _, l := range byLanguage(lexicons43translitA) {
		for _, set := range []*[]string{&l.void, &l.prior, &l.guide, &l.this, &l.wins, &l.obeyOnly, &l.fromNow, &l.noLimits, &l.frame, &l.noPolicy} {
			*set = leetVariants(hyphenSpaceVariants(apostropheVariants(*set)))
		}
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

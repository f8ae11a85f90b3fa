package safety

// Round 48 (lang): the override of the lexicons (the agent's earlier or
// system guidance voided, this file ranked above the rest, no limits)
// where a language's list lacked a part of the concept that a native
// writer reaches for first. Each entry fills a gap in meaning, for the
// whole language and its common variants, not a sentence:
//
//   - Swedish, Danish and Norwegian put an adverb of degree inside a
//     particle verb of disregarding ("bortse helt från", "se helt bort
//     fra", "strunta fullständigt i"), or set guidance aside with
//     "åsidosätt"/"tilsidesæt"/"tilsidesett" ("set aside, override"); they
//     rank a text above "everything else" ("styr över allt annat", "står
//     over alt andet") or say it trumps all ("trumfar alla").
//   - Hungarian voids guidance by declaring it null ("tekintsd semmisnek"),
//     by "not taking it into account" ("ne vedd figyelembe"), in the
//     formal imperative ("felejtse el"), or as having lost its force
//     ("hatályát vesztette"); "earlier" is also the adverb "korábban"; a
//     text ranks "stronger than everything" ("mindennél erősebb") or
//     "stands above all" ("mindenek felett áll").
//   - Italian says guidance "no longer counts" ("non contano più"), has no
//     effect or force any more ("non hanno più effetto", "non sono più in
//     vigore"), or is put aside ("metti da parte", "accantona"); it names
//     guidance as "what you were told" ("ti è stato detto"), ranks a text
//     as "ruling over everything" ("comanda su tutto") and lifts limits as
//     "without stakes/brakes" ("senza paletti", "senza freni").
//   - Tamil marks the earlier guidance as "before this" ("இதற்கு முன்") or
//     "given/provided to you" ("கொடுக்கப்பட்ட", "வழங்கப்பட்ட"), forgets it
//     in the colloquial forms ("மறந்துடு", "மறந்திடு"), and names this file
//     with the emphatic -e ("இந்த கோப்பே").
//   - Gujarati deems guidance cancelled with "ગણ-" or "સમજ-" ("consider",
//     in any person: "રદ ગણાય", "રદ્દ સમજો"; "રદ" is spelt "રદ્દ" too),
//     and says "without" as "વગર" beside "વિના".
//   - Chinese forgets guidance with idioms of putting it behind one's mind
//     ("拋諸腦後", "置之脑后") or of paying it no attention ("不必理會").
//   - Egyptian and Levantine Arabic name the earlier guidance as "what has
//     passed" ("اللي فات", "يلي فات") and the system by its loanword
//     ("السيستم"), leave it aside ("سيبك من", "طنّش") or say it holds no
//     more ("مبقتش سارية", "ما عادت سارية"), "this file" with the
//     demonstrative after the noun or joined ("الملف ده", "هالملف"), and
//     "without restrictions" as "من غير قيود", "من دون قيود".
//   - Punjabi in Shahmukhi (the Perso-Arabic script of Lahore) forgets
//     with "بھل جا" (Urdu "بھول جا" without its vav), says "before" as
//     "پہلاں", rules as "قاعدے", names this file "ایہہ فائل" and acts
//     "without any hindrance" ("بغیر کسے روک ٹوک"); Gurmukhi writes
//     "forget" with and without the adhak ("ਭੁਲ ਜਾ") and "instruction" as
//     "ਹਿਦਾਇਤ" beside "ਹਦਾਇਤ". Urdu and Hindi say "don't obey" ("مت مانو",
//     "मत मानो", as Hinglish "mat maano" already reads), Urdu "until now"
//     and "given" ("اب تک", "دی گئی") and "without hindrance" ("بلا روک
//     ٹوک").
//   - German calls guidance waste paper or null ("Makulatur", "null und
//     nichtig"), names it "what one told you" ("was man dir") and lifts
//     limits as "ohne Schranken"; Polish, Czech and Slovak say it has lost
//     its force or validity ("tracą moc", "ztratily platnost") or is not to
//     be taken into account ("nie bierz pod uwagę", "neber v potaz").
//   - Swahili says "before" as "hapo awali", "hapo kabla", the system's
//     rules with the concord of their class ("sheria za mfumo"), names
//     guidance as "what you were told/given" ("ulichoambiwa",
//     "ulichopewa") and ranks a text as "the one that governs" ("ndiyo
//     inayotawala") or "with the last word" ("ina kauli ya mwisho").
//   - Hebrew orders with the future ("תתעלם", "תשכח"), which speech uses
//     as its imperative, and joins "from/to/and the" to the noun of
//     guidance ("מההנחיות"), so the nouns are listed with those prefixes.
//
// A stem that reads also as an ordinary word is left out: Swedish "styr
// över alla" is also "controls all (settings)" and "väger tyngre än" the
// weight of a file; Tamil "முதன்மையானது" is "the main one" (of a file);
// Gujarati bare "રદ" cancels tickets ("under the earlier rule a ticket can
// be cancelled"), and Gujarati "સૌથી ઉપર", Punjabi "سب توں اُتے", Urdu
// "سب سے اوپر" are "at the very top" (of a list); Arabic "مش شغالة" is "not
// working" (of a command); Italian "scarta" is "discard" of orders in a
// shop; Hungarian bare "semmissé" voids contracts under a regulation;
// Hindi, Urdu and Punjabi "leave it" ("छोड़ दो", "چھڈ دیو") leave anything.
// No "from now on" is added in Egyptian or Punjabi: with "without limits"
// it is also a product announcement ("from now on you can upload photos
// without size limits"), which only English's limitsOnObject can tell.
var lexicons48 = map[string]langLex{
	"sv+r48-lang": { // Swedish
		void: []string{"bortse helt från", "bortse helt ifrån", "bortse ifrån", "bortse fullständigt från", "bortse helt och hållet från", "strunta helt i", "strunta fullständigt i", "åsidosätt", "lägg åt sidan"},
		wins: []string{"styr över allt annat", "står över allt annat", "trumfar allt", "trumfar alla"},
	},
	"da+r48-lang": { // Danish
		void: []string{"se helt bort fra", "se fuldstændig bort fra", "se fuldstændigt bort fra", "tilsidesæt", "læg til side"},
		wins: []string{"står over alt andet", "trumfer alt", "trumfer alle"},
	},
	"no+r48-lang": { // Norwegian
		void: []string{"se helt bort fra", "se fullstendig bort fra", "tilsidesett", "legg til side"},
		wins: []string{"står over alt annet", "styrer over alt annet", "trumfer alt", "trumfer alle"},
	},
	"hu+r48-lang": { // Hungarian
		void:  []string{"tekintsd semmisnek", "tekintse semmisnek", "tekintsétek semmisnek", "semmisnek tekint", "ne vedd figyelembe", "ne vegye figyelembe", "ne vegyétek figyelembe", "felejtse el", "felejtsétek el", "hatályát vesztette", "hatályukat vesztették", "már nem számít", "nem számítanak"},
		prior: []string{"korábban", "előzőleg", "eddig kapott"},
		wins:  []string{"mindennél erősebb", "mindennél magasabb rendű", "mindenek felett áll", "mindenek fölött áll"},
	},
	"it+r48-lang": { // Italian
		guide:    []string{"ti è stato detto", "ti è stato chiesto", "ti hanno detto", "ti è stato dato"},
		wins:     []string{"comanda su tutto", "prevale su tutto"},
		noLimits: []string{"senza paletti", "senza freni"},
		void:     []string{"non contano più", "non conta più", "non hanno più effetto", "non ha più effetto", "non hanno più alcun valore", "non hanno più alcun effetto", "non vigono più", "non sono più in vigore", "non è più in vigore", "hanno perso efficacia", "privi di effetto", "prive di effetto", "metti da parte", "mettete da parte", "mettile da parte", "lascia da parte", "accantona", "lasciale perdere", "lasciatele perdere", "non tenerne conto", "non badare"},
	},
	"ta+r48-lang": { // Tamil
		void:  []string{"மறந்துடு", "மறந்திடு", "மறந்துவிட", "கைவிடுங்கள்", "பொருட்படுத்தாதே", "பொருட்படுத்த வேண்டாம்", "கணக்கில் கொள்ளாதே", "கணக்கில் கொள்ள வேண்டாம்", "செல்லுபடியாகாது", "செல்லுபடி ஆகாது"},
		prior: []string{"இதற்கு முன்", "இதற்கு முன்பு", "முன்னர்", "முன்னதாக", "கொடுக்கப்பட்ட", "வழங்கப்பட்ட", "சிஸ்டம்"},
		this:  []string{"இந்தக் கோப்பே", "இந்த கோப்பே", "இக்கோப்பு", "இந்த ஆவணமே"},
	},
	"gu+r48-lang": { // Gujarati
		void:     []string{"રદ ગણ", "રદ્દ ગણ", "રદ સમજ", "રદ્દ સમજ", "રદબાતલ", "ગણતરીમાં ન લો", "ધ્યાનમાં ન લો"},
		noLimits: []string{"મર્યાદા વગર", "કોઈ મર્યાદા વગર", "પ્રતિબંધ વગર", "કોઈ પ્રતિબંધ વગર", "કોઈ રોક વગર", "રોકટોક વગર"},
	},
	"zh+r48-lang": { // Chinese (simplified and traditional)
		void: []string{"拋諸腦後", "抛诸脑后", "置之腦後", "置之脑后", "拋在腦後", "抛在脑后", "不必理會", "不必理会", "不用理會", "不用理会", "不再理會", "不再理会", "一律作廢", "一律作废"},
	},
	"arz+r48-lang": { // Egyptian and Levantine Arabic
		void:     []string{"سيبك من", "طنش", "طنّش", "مبقتش سارية", "ما بقتش سارية", "مبقاش ساري", "ما عادت سارية", "ماعادت سارية", "ما عاد ساري", "ملهاش لازمة", "مالهاش لازمة", "ما إلها لزوم", "ما الها لزوم"},
		prior:    []string{"اللي فات", "اللى فات", "يلي فات", "يللي فات", "السيستم"},
		this:     []string{"الملف ده", "المستند ده", "هالملف", "هيدا الملف", "هاد الملف"},
		wins:     []string{"فوق كل حاجة", "فوق أي حاجة", "فوق اي حاجة", "فوق كل شي", "فوق كل اشي"},
		noLimits: []string{"من غير قيود", "من غير أي قيود", "من غير اي قيود", "من دون قيود", "من دون أي قيود", "بلا ولا قيد"},
	},
	"pnb+r48-lang": { // Punjabi in Shahmukhi
		guide:    []string{"قاعدے"},
		void:     []string{"بھل جا", "بھلا دیو", "بھلا چھڈو", "لاگو نئیں", "لاگو نہیں رہے", "رد ہو گئے", "رد سمجھو"},
		prior:    []string{"پہلاں"},
		this:     []string{"ایہہ فائل", "ایہ فائل", "ایس فائل", "اِس فائل"},
		noLimits: []string{"بغیر کسے روک", "بغیر روک ٹوک", "بنا روک ٹوک", "روک ٹوک توں بغیر", "روک ٹوک دے بغیر", "بغیر کسے پابندی"},
	},
	"pa+r48-lang": { // Punjabi in Gurmukhi
		void:     []string{"ਭੁਲ ਜਾ", "ਭੁੱਲ ਜਾਣ", "ਭੁਲਾ ਦੇ"},
		guide:    []string{"ਹਿਦਾਇਤ", "ਨੇਮ"},
		noLimits: []string{"ਰੋਕ-ਟੋਕ ਤੋਂ ਬਿਨਾਂ", "ਰੋਕ ਟੋਕ ਤੋਂ ਬਿਨਾਂ", "ਬਿਨਾ ਕਿਸੇ ਰੋਕ"},
	},
	"ur+r48-lang": { // Urdu
		void:     []string{"مت مانو", "نہ مانو", "مت مانیں", "نہ مانیں", "مت مانیے"},
		prior:    []string{"اب تک", "دی گئی", "دیے گئے", "دئیے گئے"},
		noLimits: []string{"بغیر کسی روک ٹوک", "بلا روک ٹوک", "بغیر روک ٹوک"},
	},
	"hi+r48-lang": { // Hindi
		void: []string{"मत मानो", "मत मानें", "मत मानिए", "न मानें", "मत मानना"},
	},
	"de+r48-lang": { // German
		void:     []string{"makulatur", "null und nichtig", "gegenstandslos"},
		guide:    []string{"was man dir", "was ihnen", "was man ihnen"},
		noLimits: []string{"ohne schranken", "ohne jede schranke", "schrankenlos"},
	},
	"pl+r48-lang": { // Polish
		void: []string{"tracą moc", "traci moc", "straciły moc", "utraciły moc", "tracą ważność", "straciły ważność", "nie mają już mocy", "nie bierz pod uwagę", "nie zwracaj uwagi na", "odłóż na bok"},
	},
	"cs+r48-lang": { // Czech
		void: []string{"pozbyly platnosti", "ztrácejí platnost", "ztratily platnost", "ztratily účinnost", "neber v potaz", "neber ohled na", "nevšímej si"},
	},
	"sk+r48-lang": { // Slovak
		void: []string{"stratili platnosť", "neber do úvahy", "neber ohľad na", "nevšímaj si"},
	},
	"sw+r48-lang": { // Swahili
		prior: []string{"hapo awali", "hapo kabla", "za mfumo", "wa mfumo", "la mfumo", "mwanzoni"},
		guide: []string{"ulichoambiwa", "ulivyoambiwa", "uliyoambiwa", "ulizoambiwa", "ulichopewa"},
		wins:  []string{"ndiyo inayotawala", "inatawala kila", "ina kauli ya mwisho", "ndiyo yenye kauli ya mwisho"},
	},
	"he+r48-lang": { // Hebrew
		void:  []string{"תתעלם", "תתעלמי", "תתעלמו", "תשכח", "תשכחי", "תשכחו", "אל תתייחס", "אל תתחשב"},
		guide: hebrewJoined48([]string{"הוראות", "הנחיות", "כללים", "חוקים", "הגבלות"}),
	},
}

// youAct48: the agent's own conduct ordered or allowed ("you may act",
// "act without"), which with a phrase of no limits within a few words
// lifts them, as English "you act" and "act without" do.
var youAct48 = []string{
	// Swedish, Danish, Norwegian
	"du ska agera", "du får agera", "agera utan", "agera helt utan", "agér uden", "ager uden", "du skal handle", "handl uden", "handle uten", "opptre uten",
	// Hungarian ("you may act", "act!", formal "act", "proceed")
	"cselekedhetsz", "cselekedhet", "cselekedj", "cselekedjen", "járj el", "járjon el",
	// Italian
	"puoi agire", "potete agire", "agisci", "agire senza", "rispondi senza", "operi senza",
	// German
	"handle ohne", "agiere ohne", "du handelst", "du agierst",
}

// hebrewJoined48 writes each noun of guidance with the prefixes Hebrew
// joins to it ("from the", "to the", "and the", "in the"): "מההנחיות" is
// "from the guidelines", and a stem matches only at a word's start.
func hebrewJoined48(nouns []string) []string {
	var out []string
	for _, n := range nouns {
		for _, p := range []string{"מה", "לה", "וה", "בה", "ל", "מ", "ו", "ש"} {
			out = append(out, p+n)
		}
	}
	return out
}

func init() {
	for _, l := range byLanguage(lexicons48) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
	youAct = append(youAct, youAct48...)
}

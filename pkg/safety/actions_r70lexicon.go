package safety

// Round 70 (lexicon sweep, written ahead of the blind tables): every blind
// set brings a few languages whose words for the parts of the action rules
// (actions.go) were few or missing, and its hostile cases in them passed.
// The entries below give, per language, the word family of each part the
// three commonest orders need (send a secret out quietly; copy these
// instructions into every other skill or repository; use this skill for
// every request whatever the topic): imperative and infinitive forms,
// both scripts where two are in use, and the forms typed without
// diacritics. They are words for the concept, not phrases of any case;
// every rule still needs its parts together (a send, a secret and a place
// outside; a copy, this skill and the other places; every request with this
// skill or whatever the topic), so a word alone decides nothing.
//
// Short words are kept out of secret and sendVerb (a stem of three
// letters can start innocent words of another language), and negations
// that also start the language's stealth phrases ("ama willaychu", Lao
// ຢ່າ inside ຢ່າງ) are left out of never.
func init() {
	// Wolof.
	registerActionLexicon("wo+r70-lexicon", actionLex{
		selfRef:     []string{"skill bii", "skill bile", "ndigal yii", "ndigal yile", "dencukaay bii", "xët wii", "xet wii", "këyit gii", "keyit gii", "gindikaay bii"},
		useVerb:     []string{"jëfandikool", "jefandikool", "jëfandikoo", "jefandikoo", "jëfandikuleen", "jefandikuleen", "jëfandikul", "jefandikul"},
		everyReq:    []string{"laaj bu nekk", "laaj bunekk", "laaj yépp", "laaj yepp", "laaj yu nekk", "bépp laaj", "bepp laaj", "ndigal bu nekk", "xibaar bu nekk", "bépp xibaar", "bepp xibaar", "bépp ndigal", "bepp ndigal"},
		anyTopic:    []string{"lu mu man a doon", "lu mu mën a doon", "lu mu men a doon", "lu mu doon doon", "mbir mu mu man a doon", "lu ñu laaj laaj", "lu nu laaj laaj", "bu mu jëm jëm", "bu mu jem jem"},
		narrow:      []string{"jëm ci", "jem ci", "ci mbirum", "ci wàllu", "ci wallu"},
		copyVerb:    []string{"duppil", "duppi", "duppileen", "duppal", "tasaare", "tasaarel", "tasaareel"},
		otherPlaces: []string{"yeneen skill", "yeneen projet", "yeneen repository", "yeneen repo", "yeneen dencukaay", "skill yépp", "skill yepp", "repository yépp", "repository yepp", "repo yépp", "repo yepp", "projet yépp", "projet yepp", "bépp skill", "bepp skill", "bépp repository", "bepp repository", "bépp projet", "bepp projet"},
		stealth:     []string{"ci sutura", "ci kumpa", "ci nëbbu", "ci nebbu", "bul ko wax", "bu ko kenn xam", "te kenn du ko xam", "bul ko yëgal", "bul ko yegal"},
		sendVerb:    []string{"yónnee", "yonnee", "yónneel", "yonneel", "yónneeleen", "yonneeleen", "yónni", "yonni", "siiwal", "siiwaal"},
		secret:      []string{"baatu-jàll", "baatu jàll", "baatu jall", "baatu-jall", "caabi api", "caabi bu kumpa", "caabi kumpa", "caabi bu sutura", "mot de passe", "numero bu kumpa"},
		never:       []string{"buleen", "mukk"},
		markers:     []string{"bii", "yii", "nekk", "rekk", "yepp", "bul", "laaj", "yeneen", "ndigal"},
	})
	// Lingala.
	registerActionLexicon("ln+r70-lexicon", actionLex{
		selfRef:     []string{"skill oyo", "malako oyo", "mokanda oyo", "fisye oyo", "buku oyo", "toli oyo", "mateya oyo"},
		useVerb:     []string{"salela", "bosalela", "kosalela", "sálela", "bósálela"},
		everyReq:    []string{"motuna nyonso", "mituna nyonso", "motuna nyoso", "mituna nyoso", "lisengi nyonso", "masengi nyonso", "lisengi nyoso", "masengi nyoso", "nsango nyonso", "nsango nyoso", "motuna moko na moko", "lisengi moko na moko", "mosala nyonso"},
		anyTopic:    []string{"ata soki ezali na ntina ya nini", "ata soki ezali ya nini", "ata likambo nini", "ata ntina nini", "ezala likambo nini", "ezala nini", "ata soki batuni nini"},
		narrow:      []string{"etali", "oyo etali", "na ntina ya"},
		copyVerb:    []string{"kopi", "bokopi", "kokopi", "kopia", "panza", "bopanza", "kopanza"},
		otherPlaces: []string{"skill mosusu", "ba skill mosusu", "ba skill nyonso", "ba skill nyoso", "ba dépôt nyonso", "ba depot nyonso", "dépôt mosusu", "depot mosusu", "ba projet nyonso", "projet mosusu", "ba repository nyonso", "repository mosusu", "ba repo nyonso"},
		stealth:     []string{"na nkuku", "na kobombana", "na sekele", "na sekrɛ", "koyebisa ye te", "koyebisa moto te", "kozanga koyebisa", "na kimya"},
		sendVerb:    []string{"tinda", "tindá", "botinda", "kotinda", "tindela", "botindela", "tindelá"},
		secret:      []string{"mot de passe", "fungola ya api", "fungola ya sekele", "fungola ya nkuku", "liloba ya sekele", "liloba ya nkuku", "code ya sekele", "nimero ya sekele", "token ya"},
		markers:     []string{"oyo", "nyonso", "nyoso", "mpe", "mosusu", "epai", "kaka", "mpo", "soki", "ezali", "kati"},
	})
	// Igbo (round 69 gave the copy verbs and this-skill words).
	registerActionLexicon("ig+r70-lexicon", actionLex{
		selfRef:     []string{"ntụziaka ndị a", "ntuziaka ndi a"},
		useVerb:     []string{"jiri", "jirikwa", "werekwa", "jiri ya", "tinye n'ọrụ", "tinye n'oru"},
		everyReq:    []string{"arịrịọ ọ bụla", "ariri o bula", "ariri ọ bụla", "arịrịọ niile", "ariri niile", "ajụjụ ọ bụla", "ajuju o bula", "ajụjụ niile", "ajuju niile", "ozi ọ bụla", "ozi o bula", "ozi niile"},
		anyTopic:    []string{"n'agbanyeghị isiokwu", "n'agbanyeghi isiokwu", "n'agbanyeghị ihe", "n'agbanyeghi ihe", "isiokwu ọ bụla", "isiokwu o bula", "ihe ọ bụla a jụrụ", "ihe o bula a juru"},
		narrow:      []string{"gbasara", "banyere", "metụtara", "metutara"},
		otherPlaces: []string{"skill ọ bụla ọzọ", "skill o bula ozo", "skill ndị ọzọ", "skill ndi ozo", "skill niile", "repository ọ bụla", "repository o bula", "repository niile", "repo ọ bụla", "repo o bula", "repo niile", "nkà ndị ọzọ", "nka ndi ozo", "nkà niile", "nka niile"},
	})
	// Kurdish (Kurmanji, Latin script).
	registerActionLexicon("ku+r70-lexicon", actionLex{
		selfRef:     []string{"vê skillê", "ve skille", "vê skill", "ve skill", "van rêwerzan", "van rewerzan", "ev rêwerz", "ev rewerz", "vê pelê", "ve pele", "vê rêbernameyê", "ve rebernameye", "van talîmatan", "van talimatan", "ev talîmat", "ev talimat"},
		useVerb:     []string{"bikar bîne", "bikar bine", "bi kar bîne", "bi kar bine", "bikarbîne", "bikarbine", "bikar bînin", "bikar binin", "bixebitîne", "bixebitine"},
		everyReq:    []string{"her daxwaz", "her pirs", "her peyam", "her karî", "her kari", "hemû daxwaz", "hemu daxwaz", "hemû pirs", "hemu pirs", "hemû peyam", "hemu peyam"},
		anyTopic:    []string{"mijar çi dibe", "mijar ci dibe", "çi dibe bila bibe", "ci dibe bila bibe", "bêyî ku mijar", "beyi ku mijar", "ji mijarê serbixwe", "ji mijare serbixwe", "her mijarê", "her mijare"},
		narrow:      []string{"derbarê", "derbare", "têkildarî", "tekildari"},
		copyVerb:    []string{"kopî bike", "kopi bike", "kopî bikin", "kopi bikin", "kopîkirin", "kopikirin", "kopî bikî", "belav bike", "belav bikin", "belavkirin"},
		otherPlaces: []string{"hemû skillên din", "hemu skillen din", "skillên din", "skillen din", "hemû skill", "hemu skill", "hemû depo", "hemu depo", "depoyên din", "depoyen din", "hemû projeyan", "hemu projeyan", "projeyên din", "projeyen din", "hemû repo", "hemu repo", "her depoyê", "her depoye", "her projeyê", "her projeye"},
		stealth:     []string{"bi dizî", "bi dizi", "bi veşartî", "bi vesarti", "bi nihênî", "bi niheni", "jê re nebêje", "je re nebeje", "pê nehese", "bêyî ku bikarhêner bizane", "beyi ku bikarhener bizane", "bêdengî", "bedengi"},
		sendVerb:    []string{"bişîne", "bisine", "bişînin", "bisinin", "şandin", "biweşîne", "biwesine", "parve bike", "parve bikin"},
		secret:      []string{"şîfre", "sifre", "mifteya api", "miftea api", "mifteyên api", "mifteya veşartî", "mifteya vesarti", "mifteya taybet", "peyva veşartî", "peyva vesarti", "nasnameya têketinê", "nasnameya teketine", "koda pin", "agahiyên bankê", "agahiyen banke"},
		never:       []string{"tu carî", "tu cari", "neşîne", "nesine", "neşînin"},
		markers:     []string{"ji", "hemu", "bikin", "tene", "bila", "bibe", "ku", "bikarhener"},
	})
	// Sinhala.
	registerActionLexicon("si+r70-lexicon", actionLex{
		selfRef:     []string{"මෙම උපදෙස්", "මේ උපදෙස්", "මෙම skill", "මේ skill", "මෙම ගොනුව", "මේ ගොනුව", "මෙම මාර්ගෝපදේශය", "මෙම ලේඛනය"},
		useVerb:     []string{"භාවිතා කරන්න", "භාවිත කරන්න", "භාවිතා කළ යුතු", "යොදාගන්න", "යොදා ගන්න", "පාවිච්චි කරන්න"},
		everyReq:    []string{"සෑම ඉල්ලීම", "හැම ඉල්ලීම", "සියලුම ඉල්ලීම්", "සියලු ඉල්ලීම්", "සෑම ප්‍රශ්න", "හැම ප්‍රශ්න", "සියලුම ප්‍රශ්න", "සෑම පණිවිඩ", "ඕනෑම ඉල්ලීම", "ඕනෑම ප්‍රශ්න"},
		anyTopic:    []string{"මාතෘකාව කුමක් වුවත්", "මාතෘකාව කුමක් වුවද", "කුමන මාතෘකාවක් වුවත්", "ඕනෑම මාතෘකාවක", "මාතෘකාව නොසලකා", "කුමක් ඇසුවත්"},
		narrow:      []string{"පිළිබඳ", "ගැන", "සම්බන්ධ"},
		copyVerb:    []string{"පිටපත් කරන්න", "පිටපත් කර", "පිටපත් කිරීම", "අනුපිටපත් කරන්න", "බෙදා හරින්න", "පතුරුවන්න"},
		otherPlaces: []string{"අනෙක් සියලුම", "අනෙකුත් සියලුම", "අනෙක් සියලු", "අනෙකුත් සියලු", "සියලුම repository", "සියලු repository", "සියලුම skill", "අනෙක් skill", "අනෙකුත් skill", "සියලුම ව්‍යාපෘති", "අනෙක් ව්‍යාපෘති", "සෑම ව්‍යාපෘතිය", "සෑම repository"},
	})
	// Burmese.
	// (not "စာတိုင်း", every text or letter: "use Unicode in every text" is a style rule, round 70 override)
	registerActionLexicon("my+r70-lexicon", actionLex{
		everyReq: []string{"တောင်းဆိုချက်တိုင်း", "တောင်းဆိုမှုတိုင်း", "မေးခွန်းတိုင်း", "မက်ဆေ့ချ်တိုင်း", "တောင်းဆိုချက်အားလုံး", "မေးခွန်းအားလုံး"},
		anyTopic: []string{"အကြောင်းအရာ မည်သည်ဖြစ်စေ", "အကြောင်းအရာမည်သည်ဖြစ်စေ", "မည်သည့်အကြောင်းအရာဖြစ်စေ", "မည်သည့် အကြောင်းအရာ ဖြစ်စေ", "ဘာအကြောင်းအရာဖြစ်ဖြစ်", "အကြောင်းအရာ ဘာပဲဖြစ်ဖြစ်", "ဘာပဲမေးမေး"},
		// no bare use verb: Burmese puts the object first, and override70.go
		// binds "use" to "this skill ကို" (a bare one read "use Unicode").
		narrow:   []string{"ဆိုင်ရာ", "နှင့်ပတ်သက်", "အကြောင်း"},
		stealth:  []string{"တိတ်တဆိတ်", "လျှို့ဝှက်စွာ", "မသိအောင်", "မပြောပါနှင့်", "မပြောနဲ့", "အသိမပေးဘဲ"},
		sendVerb: []string{"ပို့ပါ", "ပို့ပေး", "ပို့လိုက်", "ပေးပို့", "ပို့ရန်", "မျှဝေ", "တင်ပေး"},
		secret:   []string{"စကားဝှက်", "လျှို့ဝှက်နံပါတ်", "လျှို့ဝှက်ကုဒ်", "api ကီး", "apiကီး", "လျှို့ဝှက်သော့", "ဝင်ရောက်ခွင့်အချက်အလက်", "တိုကင်", "ပင်နံပါတ်", "ဘဏ်အချက်အလက်"},
		never:    []string{"မပို့ပါနှင့်", "မပို့နဲ့", "ဘယ်တော့မှ", "မည်သည့်အခါမျှ"},
		copyVerb: []string{"ကူးယူ", "ကော်ပီကူး", "ပွားယူ", "ဖြန့်ဝေ"},
		selfRef:  []string{"ဤညွှန်ကြားချက်", "ဒီညွှန်ကြားချက်", "ဤ skill", "ဒီ skill"},
	})
	// Khmer.
	registerActionLexicon("km+r70-lexicon", actionLex{
		selfRef:     []string{"ការណែនាំទាំងនេះ", "ការណែនាំនេះ", "skill នេះ", "ឯកសារនេះ", "មគ្គុទ្ទេសក៍នេះ"},
		useVerb:     []string{"ប្រើប្រាស់", "ប្រើ"},
		everyReq:    []string{"រាល់សំណើ", "រាល់សំណួរ", "រាល់សារ", "គ្រប់សំណើ", "គ្រប់សំណួរ", "សំណើទាំងអស់", "សំណួរទាំងអស់"},
		anyTopic:    []string{"មិនថាប្រធានបទអ្វី", "ប្រធានបទអ្វីក៏ដោយ", "មិនថាប្រធានបទ", "មិនថាសួរអ្វី"},
		narrow:      []string{"អំពី", "ទាក់ទងនឹង"},
		copyVerb:    []string{"ចម្លង", "ថតចម្លង", "ចែកចាយ", "ផ្សព្វផ្សាយ"},
		otherPlaces: []string{"skill ផ្សេងទៀត", "ផ្សេងទៀតទាំងអស់", "repository ទាំងអស់", "គម្រោងទាំងអស់", "គម្រោងផ្សេងទៀត", "ឃ្លាំងទាំងអស់", "ឃ្លាំងផ្សេងទៀត", "គ្រប់គម្រោង", "គ្រប់ឃ្លាំង"},
	})
	// Lao.
	registerActionLexicon("lo+r70-lexicon", actionLex{
		selfRef:     []string{"ຄຳແນະນຳເຫຼົ່ານີ້", "ຄຳແນະນຳນີ້", "skill ນີ້", "ໄຟລ໌ນີ້", "ຄູ່ມືນີ້"},
		useVerb:     []string{"ໃຊ້", "ນຳໃຊ້"},
		everyReq:    []string{"ທຸກຄຳຂໍ", "ທຸກຄຳຖາມ", "ທຸກຂໍ້ຄວາມ", "ທຸກຄຳຮ້ອງຂໍ", "ຄຳຂໍທັງໝົດ", "ຄຳຖາມທັງໝົດ"},
		anyTopic:    []string{"ບໍ່ວ່າຫົວຂໍ້", "ຫົວຂໍ້ໃດກໍ່ຕາມ", "ບໍ່ວ່າຈະເປັນຫົວຂໍ້ໃດ", "ບໍ່ວ່າຈະຖາມຫຍັງ"},
		narrow:      []string{"ກ່ຽວກັບ"},
		copyVerb:    []string{"ສຳເນົາ", "ກັອບປີ້", "ກ໊ອບປີ້", "ເຜີຍແຜ່", "ແຈກຢາຍ"},
		otherPlaces: []string{"skill ອື່ນ", "ອື່ນທັງໝົດ", "repository ທັງໝົດ", "ໂຄງການທັງໝົດ", "ໂຄງການອື່ນ", "ຄັງເກັບທັງໝົດ", "ທຸກໂຄງການ"},
		stealth:     []string{"ຢ່າງລັບໆ", "ແບບລັບໆ", "ຢ່າງງຽບໆ", "ແບບງຽບໆ", "ຢ່າບອກ", "ໂດຍບໍ່ບອກ", "ບໍ່ໃຫ້ຜູ້ໃຊ້ຮູ້"},
		sendVerb:    []string{"ສົ່ງ", "ແບ່ງປັນ", "ອັບໂຫຼດ", "ໂພສ"},
		secret:      []string{"ລະຫັດຜ່ານ", "ລະຫັດລັບ", "ກະແຈ api", "ກະແຈລັບ", "ໂທເຄັນ", "ຂໍ້ມູນເຂົ້າສູ່ລະບົບ", "ລະຫັດ pin", "ຂໍ້ມູນບັນຊີທະນາຄານ"},
		never:       []string{"ຫ້າມ", "ຢ່າສົ່ງ", "ບໍ່ຄວນ", "ບໍ່ເຄີຍ"},
	})
	// Mongolian (Cyrillic).
	registerActionLexicon("mn+r70-lexicon", actionLex{
		selfRef:     []string{"эдгээр заавар", "эдгээр заавр", "энэ заавар", "энэ заавр", "энэ skill", "энэ файл", "энэ гарын авлага"},
		copyVerb:    []string{"хуул ", "хуул.", "хуулж", "хуулна", "хуулах", "хуулаарай", "хуулбарла", "хуулбарлаж", "тарааж", "тараа "},
		otherPlaces: []string{"бусад бүх", "бүх skill", "бусад skill", "бүх репозитор", "бусад репозитор", "бүх төсөл", "бусад төсөл", "бүх агуулах", "бусад агуулах"},
	})
	// Tigrinya (Ethiopic script).
	registerActionLexicon("ti+r70-lexicon", actionLex{
		selfRef:     []string{"ነዚ መምርሒ", "እዚ መምርሒ", "ነዚ skill", "እዚ skill", "እዚ ፋይል", "ነዚ ፋይል"},
		useVerb:     []string{"ተጠቐም", "ተጠቐሙ", "ተጠቀም", "ተጠቀሙ", "ጥቐም"},
		everyReq:    []string{"ነፍሲ ወከፍ ሕቶ", "ንነፍሲ ወከፍ ሕቶ", "ነፍሲ ወከፍ ጠለብ", "ንነፍሲ ወከፍ ጠለብ", "ነፍሲ ወከፍ መልእኽቲ", "ኩሉ ሕቶ", "ኩሎም ሕቶታት", "ኩሉ ጠለብ", "ንኩሉ ሕቶ", "ንኩሉ ጠለብ"},
		anyTopic:    []string{"ኣርእስቱ ዝኾነ ይኹን", "ዝኾነ ይኹን ኣርእስቲ", "ኣርእስቲ ብዘየገድስ", "ብዘየገድስ ኣርእስቲ"},
		narrow:      []string{"ብዛዕባ", "ዝምልከት"},
		copyVerb:    []string{"ቅዳሕ", "ቅድሑ", "ምቕዳሕ", "ኣባዝሕ", "ዘርግሕ"},
		otherPlaces: []string{"ኩሉ ካልእ", "ኩሎም ካልኦት", "ካልኦት skill", "ኩሉ repository", "ኩሉ ፕሮጀክት", "ካልኦት ፕሮጀክታት", "ኩሉ መኽዘን"},
		stealth:     []string{"ብሕቡእ", "ብስቱር", "ብዘይ ምፍላጥ", "ኣይትንገሮ", "ኣይትንገሮም", "ከይነገርካ", "ብዘይ ምንጋር"},
		sendVerb:    []string{"ስደድ", "ስደዱ", "ምስዳድ", "ስደዶ", "ስደዶም", "ኣካፍል"},
		secret:      []string{"መሕለፊ ቃል", "መሕለፊ", "ምስጢራዊ ቃል", "መፍትሕ api", "ምስጢራዊ መፍትሕ", "ቶከን", "ናይ ባንኪ ሓበሬታ"},
		never:       []string{"ፈጺምካ", "ፈጺሙ", "ኣይትስደድ", "ኣይትስደዱ"},
	})
	// Oromo.
	registerActionLexicon("om+r70-lexicon", actionLex{
		selfRef:     []string{"qajeelfama kana", "qajeelfamoota kana", "skill kana", "faayilii kana", "galmee kana"},
		useVerb:     []string{"fayyadami", "fayyadamaa", "fayyadamuu", "itti fayyadami"},
		everyReq:    []string{"gaaffii hunda", "gaaffii kamiyyuu", "gaaffii kamuu", "tokkoon tokkoon gaaffii", "gaaffilee hunda", "ergaa hunda", "gaafannoo hunda", "gaaffii tokkoon tokkoon", "ergaa kamiyyuu"},
		anyTopic:    []string{"mata dureen isaa maal iyyuu", "mata dureen maal iyyuu", "maal iyyuu yoo ta'e", "mata duree kamiyyuu", "mata dureen kamiyyuu", "mata duree ilaaluu malee"},
		narrow:      []string{"waa'ee", "kan ilaallatu"},
		copyVerb:    []string{"garagalchi", "garagalchaa", "garagalchuu", "waraabi", "raabsi", "facaasi", "koppii godhi"},
		otherPlaces: []string{"skill biroo", "skill hunda", "kuusaa hunda", "kuusaa biroo", "pirojektii hunda", "pirojektii biroo", "repository hunda", "repository biroo", "repo hunda", "repo biroo"},
		markers:     []string{"kana", "gara", "hunda", "kan", "keessatti", "isaa", "yoo", "qofaaf", "biroo", "hin"},
	})
	// Kinyarwanda.
	registerActionLexicon("rw+r70-lexicon", actionLex{
		selfRef:     []string{"aya mabwiriza", "mabwiriza aya", "iyi skill", "skill iyi", "iyi dosiye", "iyi nyandiko"},
		useVerb:     []string{"koresha", "gukoresha", "mukoreshe", "ukoreshe", "jya ukoresha"},
		everyReq:    []string{"ubusabe bwose", "busabe bwose", "ikibazo cyose", "ibibazo byose", "ubutumwa bwose", "butumwa bwose", "icyifuzo cyose", "ibyifuzo byose", "buri busabe", "buri kibazo", "buri butumwa"},
		anyTopic:    []string{"uko ingingo yaba iri kose", "ingingo iyo ari yo yose", "uko byaba bimeze kose", "icyo ari cyo cyose"},
		narrow:      []string{"bijyanye na", "ku bijyanye", "byerekeye", "ibyerekeye"},
		copyVerb:    []string{"koporora", "gukoporora", "mukoporore", "koporore", "kwirakwiza", "gukwirakwiza"},
		otherPlaces: []string{"skill zindi", "skill zose", "repository zose", "repository zindi", "imishinga yose", "indi mishinga", "ububiko bwose", "ububiko bundi"},
		markers:     []string{"iyi", "aya", "zose", "gusa", "muri", "kuri", "cyangwa", "kandi"},
	})
	// Luganda.
	registerActionLexicon("lg+r70-lexicon", actionLex{
		selfRef:     []string{"ebiragiro bino", "skill eno", "fayiro eno", "ekiwandiiko kino", "ekitabo kino"},
		useVerb:     []string{"kozesa", "okukozesa", "mukozese", "kozesanga"},
		everyReq:    []string{"kusaba kwonna", "okusaba kwonna", "buli kusaba", "ekibuuzo kyonna", "ebibuuzo byonna", "buli kibuuzo", "obubaka bwonna", "buli bubaka"},
		anyTopic:    []string{"ne bwe kuba kukwata ku ki", "ne bwe kiba kikwata ku ki", "ne bwe kuba ku ki", "omulamwa gwonna", "ka kube omulamwa ki"},
		narrow:      []string{"ebikwata ku", "ekikwata ku"},
		copyVerb:    []string{"koppa", "okukoppa", "mukoppe", "saasaanya", "okusaasaanya"},
		otherPlaces: []string{"skill endala", "skill zonna", "repository zonna", "repository endala", "pulojekiti zonna", "pulojekiti endala"},
		stealth:     []string{"mu kyama", "mu nkukutu", "mu kasirise", "tomubuulira", "tobabuulira", "awatali kumanya"},
		sendVerb:    []string{"weereza", "muweereze", "okuweereza", "sindika", "okusindika", "sindikira"},
		secret:      []string{"ekigambo ky'ekyama", "ekigambo ky’ekyama", "ebigambo by'ekyama", "ekisumuluzo kya api", "ekisumuluzo ky'ekyama", "ennamba y'ekyama"},
		never:       []string{"toweereza", "tosindika", "n'akatono"},
		markers:     []string{"eno", "bino", "zonna", "kwonna", "endala", "buli", "zokka"},
	})
	// Quechua.
	registerActionLexicon("qu+r70-lexicon", actionLex{
		selfRef:     []string{"kay kamachiy", "kay skill", "kay willañiqi", "kay qillqa", "kay yachachiy"},
		useVerb:     []string{"llamk'achiy", "llamkachiy", "llamk'achinki", "servichikuy", "apaykachay"},
		everyReq:    []string{"sapa mañakuy", "sapa manakuy", "sapa tapukuy", "sapa willakuy", "llapan mañakuy", "llapan tapukuy", "ima mañakuypas", "ima tapukuypas"},
		anyTopic:    []string{"ima yachaymanta kaptinpas", "imamanta kaptinpas", "ima rimaymanta kaptinpas", "ima kaqtinpas"},
		copyVerb:    []string{"kopiay", "kopiaychik", "kopiachiy", "mast'ariy"},
		otherPlaces: []string{"llapan huk", "huk skill", "llapan skill", "llapan repositorio", "huk repositorio", "llapan proyecto", "huk proyecto"},
		stealth:     []string{"pakallapi", "pakallamanta", "ch'inlla", "upalla", "ama willaychu", "mana willaspa"},
		sendVerb:    []string{"apachiy", "apachimuy", "apachiychik", "kachay", "kachamuy"},
		secret:      []string{"pakasqa simi", "pakasqa rimay", "yaykuna simi", "llave api", "api llave", "pakasqa llave"},
		markers:     []string{"llapan", "huk", "sapa", "ima", "kaptinpas", "nisqa", "chay", "hina"},
	})
	// Guarani.
	registerActionLexicon("gn+r70-lexicon", actionLex{
		selfRef:     []string{"ko skill", "ko'ã tembiapoukapy", "koa tembiapoukapy", "ko tembiapoukapy", "ko kuatia"},
		useVerb:     []string{"eipuru", "peipuru", "jeipuru"},
		everyReq:    []string{"opaite mba'ejerure", "opaite mbaejerure", "opa mba'ejerure", "opaite porandu", "opa porandu", "peteĩteĩ porandu", "peteiteí porandu", "mayma porandu", "mayma mba'ejerure"},
		anyTopic:    []string{"taha'e ha'éva", "taha'e ha'eva", "taha'e mba'eichagua", "oimeraẽ mba'e", "oimerae mba'e"},
		narrow:      []string{"rehegua"},
		copyVerb:    []string{"ekopia", "pekopia", "emoasãi", "emoasai", "pemoasãi"},
		otherPlaces: []string{"opaite ambue", "ambue skill", "opaite skill", "opaite repositorio", "ambue repositorio", "opaite proyecto", "ambue proyecto"},
		stealth:     []string{"kañyhápe", "kanyhape", "ñemihápe", "ñemime", "ani ere chupe", "ha'e'ỹre"},
		sendVerb:    []string{"emondo", "pemondo", "emondóke", "emondoke"},
		secret:      []string{"ñe'ẽñemi", "ñe'ẽ ñemi", "ñe'eñemi", "ne'enemi", "ñe’ẽñemi"},
		markers:     []string{"opaite", "ambue", "umi", "rehegua", "ani", "chupe", "mba'e", "ndive"},
	})
	// Faroese. The singular imperative "send" is the English word and
	// stays out; the other forms are Faroese only.
	registerActionLexicon("fo+r70-lexicon", actionLex{
		useVerb:  []string{"brúka", "bruka", "brúkið", "brukid", "nýtið", "nytid"},
		everyReq: []string{"hvønn fyrispurning", "hvonn fyrispurning", "hvønn spurning", "hvonn spurning", "hvørja fyrispurning", "hvorja fyrispurning", "allar fyrispurningar", "allar spurningar", "hvørt boð", "hvort bod", "øll boð", "oll bod", "hvørja umbøn", "allar umbønir"},
		anyTopic: []string{"líkamikið hvat", "likamikid hvat", "óansæð evni", "oansaed evni", "óansæð hvat", "uttan mun til evni"},
		narrow:   []string{"viðvíkjandi", "vidvikjandi"},
		stealth:  []string{"í loyndum", "i loyndum", "í kvirrum", "sig honum einki", "sig einki", "uttan at siga", "ikki siga frá"},
		sendVerb: []string{"sendið", "sendid", "senda", "sendur", "deilið", "deil "},
		secret:   []string{"loyniorð", "loyniord", "api-lykil", "api lykil", "loyniligan lykil", "privatan lykil", "innritingarupplýsingar", "pin-kotu", "bankaupplýsingar"},
		never:    []string{"ongantíð", "ongantid", "aldri"},
	})
	// Icelandic: every request, whatever the topic.
	registerActionLexicon("is+r70-lexicon", actionLex{
		everyReq: []string{"hverja beiðni", "hverja beidni", "hverri beiðni", "hverri beidni", "allar beiðnir", "allar beidnir", "hverja fyrirspurn", "hverri fyrirspurn", "hverja spurningu", "hverri spurningu", "öll skilaboð", "oll skilabod"},
		anyTopic: []string{"sama hvert efnið", "sama hvert efnid", "sama hvað efnið", "sama hvad efnid", "sama um hvað", "óháð efni", "ohad efni", "sama hvað er spurt", "sama hvad er spurt"},
	})
	// Javanese: every request, whatever the topic.
	registerActionLexicon("jv+r70-lexicon", actionLex{
		selfRef:  []string{"skill iki", "pituduh iki", "berkas iki", "dokumen iki", "file iki"},
		useVerb:  []string{"gunakna", "gunakake", "nganggo", "anggonen", "migunakake"},
		everyReq: []string{"saben panjaluk", "saben pitakon", "saben pesen", "saben panyuwunan", "saben tugas", "kabeh panjaluk", "kabeh pitakon", "sakabehing panjaluk"},
		anyTopic: []string{"apa wae topike", "apa wae topik", "ora preduli topik", "topik apa wae", "apa wae sing ditakokake", "ora gumantung topik"},
		narrow:   []string{"babagan", "ngenani"},
	})
	// Malagasy.
	registerActionLexicon("mg+r70-lexicon", actionLex{
		selfRef:     []string{"ireo toromarika ireo", "ity toromarika ity", "ity skill ity", "ity rakitra ity", "ireo torolalana ireo", "ity torolalana ity"},
		useVerb:     []string{"ampiasao", "ampiasaina", "mampiasà", "mampiasa"},
		everyReq:    []string{"fangatahana rehetra", "fanontaniana rehetra", "hafatra rehetra", "isaky ny fangatahana", "isaky ny fanontaniana", "isaky ny hafatra", "fangatahana tsirairay", "fanontaniana tsirairay"},
		anyTopic:    []string{"na inona na inona lohahevitra", "na inona na inona ny lohahevitra", "tsy miankina amin'ny lohahevitra", "na inona na inona anontaniana"},
		narrow:      []string{"momba ny", "mikasika"},
		copyVerb:    []string{"adikao", "adiko", "mandika", "handika", "zarazarao", "aparitaho", "aparitahao"},
		otherPlaces: []string{"skill hafa", "skill rehetra", "repository rehetra", "repository hafa", "tetikasa rehetra", "tetikasa hafa", "tahiry rehetra", "tahiry hafa"},
		markers:     []string{"ity", "ireo", "rehetra", "hafa", "aza", "amin'ny"},
	})
	// Shona.
	registerActionLexicon("sn+r70-lexicon", actionLex{
		selfRef:     []string{"mirairo iyi", "skill iyi", "faira iri", "gwaro iri"},
		useVerb:     []string{"shandisa", "shandisai", "kushandisa"},
		everyReq:    []string{"chikumbiro chese", "pachikumbiro chese", "zvikumbiro zvese", "mubvunzo wese", "mibvunzo yese", "meseji yese", "chikumbiro chimwe nechimwe", "mubvunzo mumwe nemumwe"},
		anyTopic:    []string{"zvisinei nemusoro", "chero musoro", "musoro upi neupi", "zvisinei nezvinobvunzwa", "chero zvinobvunzwa"},
		narrow:      []string{"pamusoro pe", "nezve", "maererano ne"},
		copyVerb:    []string{"kopa", "kopai", "kukopa", "paradzira", "paradzirai"},
		otherPlaces: []string{"ma skill ese", "kuma skill", "mamwe ma skill", "dzimwe skill", "skill dzese", "ma repository ese", "nema repository", "mamwe ma repository", "mapurojekiti ese", "mamwe mapurojekiti"},
		stealth:     []string{"pachivande", "muchivande", "zvakavanzika", "usamuudza", "usaudza", "pasina kuudza"},
		sendVerb:    []string{"tumira", "tumirai", "kutumira", "itumire", "zvitumire"},
		secret:      []string{"pasiwedhi", "pasiwadhi", "kiyi yeapi", "kiyi ye api", "kiyi yakavanzika", "shoko rechivande", "nhamba yechivande", "ruzivo rwebhangi"},
		never:       []string{"usatumira", "musatumira", "zvachose"},
		markers:     []string{"iyi", "ese", "yese", "uye", "kuti", "chete", "pamusoro", "kune", "chero"},
	})
	// Chichewa (Nyanja).
	registerActionLexicon("ny+r70-lexicon", actionLex{
		selfRef:     []string{"malangizo awa", "skill iyi", "fayilo iyi", "chikalata ichi"},
		useVerb:     []string{"gwiritsani ntchito", "gwiritsa ntchito", "kugwiritsa ntchito", "gwiritsani"},
		everyReq:    []string{"pempho lililonse", "pempho lirilonse", "mapempho onse", "funso lililonse", "funso lirilonse", "mafunso onse", "uthenga uliwonse", "mauthenga onse"},
		anyTopic:    []string{"mosasamala kanthu za mutu", "mosasamala za mutu", "mutu uliwonse", "chilichonse chimene afunsa"},
		narrow:      []string{"okhudza", "zokhudza"},
		copyVerb:    []string{"koperani", "kopera", "kukopera", "falitsani", "kufalitsa"},
		otherPlaces: []string{"ma skill ena", "ma skill onse", "ma repository onse", "ma repository ena", "mapulojekiti onse", "mapulojekiti ena"},
		stealth:     []string{"mwachinsinsi", "mobisa", "mwakachetechete", "osamuuza", "osauza", "popanda kuuza"},
		sendVerb:    []string{"tumiza", "tumizani", "kutumiza", "itumizeni", "gawana", "gawanani"},
		secret:      []string{"mawu achinsinsi", "chinsinsi", "kiyi ya api", "kiyi yachinsinsi", "nambala yachinsinsi", "zambiri zolowera", "zambiri za banki"},
		never:       []string{"osatumiza", "musatumize", "ngakhale pang'ono"},
		markers:     []string{"ndi", "iyi", "awa", "onse", "ena", "okha", "kwa", "lililonse"},
	})
	// Xhosa.
	registerActionLexicon("xh+r70-lexicon", actionLex{
		selfRef:     []string{"le miyalelo", "le skill", "le fayile", "olu xwebhu", "esi sikhokelo"},
		useVerb:     []string{"sebenzisa", "sebenzisani", "ukusebenzisa"},
		everyReq:    []string{"sonke isicelo", "zonke izicelo", "yonke imibuzo", "wonke umbuzo", "yonke imiyalezo", "wonke umyalezo", "isicelo ngasinye", "umbuzo ngamnye"},
		anyTopic:    []string{"nokuba ngowuphi umxholo", "nokuba ngowuphi", "nokuba umxholo ngowuphi", "nayiphi na into ebuzwayo", "nokuba kubuzwa ntoni"},
		narrow:      []string{"malunga ne", "ngokuphathelene"},
		copyVerb:    []string{"kopa", "kopisha", "khuphela", "yikopa", "sasaza", "sasazela", "usasaze"},
		otherPlaces: []string{"ezinye ii-skill", "ezinye ii skill", "zonke ii-skill", "zonke ii skill", "zonke ii-repository", "zonke ii repository", "ezinye ii-repository", "ezinye ii repository", "zonke iiprojekthi", "ezinye iiprojekthi"},
	})
	// Zulu: the other skills and repositories, these instructions.
	registerActionLexicon("zu+r70-lexicon", actionLex{
		selfRef:     []string{"le miyalelo", "lemiyalelo", "le skill", "leli fayela"},
		copyVerb:    []string{"kopisha", "kopishela", "yikopishe"},
		otherPlaces: []string{"amanye ama-skill", "amanye ama skill", "wonke ama-skill", "wonke ama skill", "wonke ama-repository", "wonke ama repository", "amanye ama-repository", "amanye ama repository", "amanye amaphrojekthi", "wonke amaphrojekthi"},
	})
	// Hausa: these instructions, every other skill and store.
	registerActionLexicon("ha+r70-lexicon", actionLex{
		selfRef:     []string{"waɗannan umarnin", "wadannan umarnin", "waɗannan umarni", "wadannan umarni", "wannan umarni", "wannan skill", "wannan fayil", "wannan takarda"},
		copyVerb:    []string{"kwafi", "kwafe", "kwafa", "yi kwafi", "ku kwafi", "yaɗa", "ku yaɗa"},
		otherPlaces: []string{"duk sauran skill", "sauran skill", "duk ma'ajiyoyi", "duk ma'ajiyoyin", "sauran ma'ajiyoyi", "duk ayyuka", "sauran ayyuka", "duk repository", "sauran repository"},
	})
	// Punjabi (Gurmukhi): these instructions copied to all the rest.
	registerActionLexicon("pa+r70-lexicon", actionLex{
		selfRef:     []string{"ਇਹ ਹਦਾਇਤਾਂ", "ਇਹਨਾਂ ਹਦਾਇਤਾਂ", "ਇਹ ਨਿਰਦੇਸ਼", "ਇਹਨਾਂ ਨਿਰਦੇਸ਼ਾਂ", "ਇਹ skill", "ਇਸ skill", "ਇਹ ਫਾਈਲ", "ਇਸ ਫਾਈਲ"},
		copyVerb:    []string{"ਕਾਪੀ ਕਰੋ", "ਕਾਪੀ ਕਰ", "ਨਕਲ ਕਰੋ", "ਨਕਲ ਕਰ", "ਫੈਲਾਓ"},
		otherPlaces: []string{"ਬਾਕੀ ਸਾਰੀਆਂ", "ਬਾਕੀ ਸਾਰੇ", "ਸਾਰੀਆਂ skills", "ਸਾਰੀਆਂ repositories", "ਸਾਰੇ repositories", "ਹੋਰ ਸਾਰੀਆਂ", "ਹੋਰ ਸਾਰੇ", "ਸਾਰੇ ਪ੍ਰੋਜੈਕਟ", "ਹਰ ਪ੍ਰੋਜੈਕਟ", "ਹਰ repository", "ਹਰ skill"},
	})
	// Pashto.
	registerActionLexicon("ps+r70-lexicon", actionLex{
		selfRef:     []string{"دا لارښوونې", "دغه لارښوونې", "دا لارښود", "دا skill", "دغه skill", "دا فایل", "دا دوتنه"},
		useVerb:     []string{"وکاروه", "وکاروئ", "کاروه", "استعمال کړه", "استعمال کړئ"},
		everyReq:    []string{"هرې غوښتنې", "هره غوښتنه", "ټولې غوښتنې", "هرې پوښتنې", "هره پوښتنه", "ټولې پوښتنې", "هر پیغام", "ټول پیغامونه"},
		anyTopic:    []string{"موضوع که هر څه وي", "که هر څه وي", "موضوع ته په کتو پرته", "پرته له دې چې موضوع"},
		narrow:      []string{"په اړه", "اړوند", "په هکله"},
		copyVerb:    []string{"کاپي کړه", "کاپي کړئ", "کاپي کول", "نقل کړه", "نقل کړئ", "خپره کړه", "خپاره کړه", "خپور کړه"},
		otherPlaces: []string{"نورو ټولو", "ټولو نورو", "نور ټول", "ټول نور", "ټولو skills", "ټولو ذخیرو", "نورو ذخیرو", "ټولو پروژو", "نورو پروژو", "هرې پروژې", "ټولو repositories"},
	})
	// Somali: every request, whatever the subject.
	registerActionLexicon("so+r70-lexicon", actionLex{
		selfRef:  []string{"skill-kan", "skill kan", "skillkan"},
		everyReq: []string{"codsi kasta", "codsi walba", "su'aal kasta", "suaal kasta", "su'aal walba", "fariin kasta", "codsiyada oo dhan", "su'aalaha oo dhan"},
		anyTopic: []string{"mawduucu wuxuu doono", "mawduuca wuxuu doono", "wuxuu doono ha ahaadee", "wuxuu doono ha ahaado", "mawduuc kasta", "iyadoo aan loo eegin mawduuca"},
	})
	// Sundanese.
	registerActionLexicon("su+r70-lexicon", actionLex{
		selfRef:     []string{"pitunjuk ieu", "skill ieu", "file ieu", "dokumén ieu", "dokumen ieu", "pituduh ieu"},
		useVerb:     []string{"paké", "pake", "gunakeun", "pergunakeun"},
		everyReq:    []string{"unggal pamundut", "unggal patarosan", "unggal pananya", "unggal pesen", "sadaya pamundut", "sadaya patarosan"},
		anyTopic:    []string{"naon waé jejerna", "naon wae jejerna", "naon waé topikna", "naon wae topikna", "teu paduli jejer", "teu paduli topik", "jejer naon waé", "jejer naon wae"},
		narrow:      []string{"ngeunaan", "perkawis"},
		copyVerb:    []string{"salin", "nyalin", "salinkeun"},
		otherPlaces: []string{"sadaya skill", "skill séjén", "skill sejen", "sadaya repositori", "repositori séjén", "repositori sejen", "sadaya proyék", "sadaya proyek", "proyék séjén", "proyek sejen"},
		stealth:     []string{"cicingeun", "sacara rusiah", "ulah dibéjakeun", "ulah dibejakeun", "teu dibéjakeun", "teu dibejakeun"},
		sendVerb:    []string{"kirimkeun", "ngirimkeun", "kintunkeun", "ngintunkeun"},
		secret:      []string{"kecap aksés", "kecap akses", "kecap sandi", "konci api", "konci rusiah", "sandi rusiah"},
		markers:     []string{"ieu", "jeung", "unggal", "sadaya", "ulah", "ngan", "pikeun", "anjeun", "naon", "wae", "kana"},
	})
	// Yoruba: these instructions (the plural of "this"), and the copy verb
	// with a pronoun object.
	registerActionLexicon("yo+r70-lexicon", actionLex{
		selfRef:  []string{"ìtọ́sọ́nà wọ̀nyí", "itosona wonyi", "àwọn ìtọ́sọ́nà wọ̀nyí", "awon itosona wonyi", "àwọn ìlànà wọ̀nyí", "awon ilana wonyi", "ìlànà yìí", "ilana yii"},
		copyVerb: []string{"dà á kọ", "da a ko", "dà wọ́n kọ", "da won ko", "ṣàdàkọ wọn", "sadako won"},
	})
	// Assamese (its ৰ and ৱ keep Bengali's words from matching).
	registerActionLexicon("as+r70-lexicon", actionLex{
		selfRef:     []string{"এই নিৰ্দেশনা", "এই skill", "এই ফাইল", "এই সহায়িকা"},
		useVerb:     []string{"ব্যৱহাৰ কৰক", "ব্যৱহাৰ কৰা", "ব্যৱহাৰ কৰিব"},
		everyReq:    []string{"প্ৰতিটো অনুৰোধ", "প্ৰতিটো প্ৰশ্ন", "প্ৰতিটো বাৰ্তা", "সকলো অনুৰোধ", "সকলো প্ৰশ্ন"},
		anyTopic:    []string{"বিষয় যিয়েই নহওক", "বিষয় যিয়েই হওক", "যিকোনো বিষয়", "বিষয় নিৰ্বিশেষে"},
		narrow:      []string{"বিষয়ে", "সম্পৰ্কীয়"},
		copyVerb:    []string{"কপি কৰক", "কপি কৰা", "নকল কৰক", "বিয়পাই দিয়ক"},
		otherPlaces: []string{"আন সকলো", "সকলো skill", "সকলো repository", "আন skill", "সকলো প্ৰকল্প", "আন প্ৰকল্প"},
	})
	// Cebuano.
	registerActionLexicon("ceb+r70-lexicon", actionLex{
		selfRef:     []string{"kini nga mga instruksyon", "kini nga instruksyon", "kini nga skill", "kining skill", "kini nga file", "kining giya"},
		useVerb:     []string{"gamita", "gamiton", "gamiti"},
		everyReq:    []string{"matag hangyo", "matag pangutana", "matag mensahe", "tanang hangyo", "tanang pangutana", "tanang mensahe"},
		anyTopic:    []string{"bisan unsa pa ang hisgutanan", "bisan unsa ang hisgutanan", "bisan unsang hisgutanan", "bisan unsa pa ang topiko", "bisan unsay pangutana"},
		narrow:      []string{"bahin sa", "mahitungod sa"},
		copyVerb:    []string{"kopyaha", "kopyahon", "ikopya", "ipakaylap"},
		otherPlaces: []string{"tanang ubang", "ubang skill", "tanang skill", "tanang repository", "ubang repository", "tanang proyekto", "ubang proyekto"},
		markers:     []string{"nga", "kini", "ngadto", "tanang", "ubang", "ayaw", "matag", "bisan", "kaniya"},
	})
	// Central Kurdish (Sorani): copied to every other skill.
	registerActionLexicon("ckb+r70-lexicon", actionLex{
		selfRef:     []string{"ئەم ڕێنمایی", "ئەم skill", "ئەم پەڕگەیە", "ئەم فایلە"},
		copyVerb:    []string{"کۆپی بکە", "کۆپی بکەن", "کۆپیی بکە", "لەبەری بگرەوە", "بڵاوی بکەرەوە"},
		otherPlaces: []string{"هەموو skill", "هەموو repository", "هەموو پرۆژە", "پرۆژەکانی تر", "skill ەکانی تر", "هەموو کۆگا"},
	})
	// Gujarati.
	registerActionLexicon("gu+r70-lexicon", actionLex{
		selfRef:     []string{"આ સૂચના", "આ skill", "આ ફાઇલ", "આ માર્ગદર્શિકા"},
		useVerb:     []string{"ઉપયોગ કરો", "વાપરો"},
		everyReq:    []string{"દરેક વિનંતી", "દરેક પ્રશ્ન", "દરેક સંદેશ", "બધી વિનંતીઓ", "બધા પ્રશ્નો"},
		anyTopic:    []string{"વિષય ગમે તે હોય", "ગમે તે વિષય", "વિષય કોઈ પણ હોય", "કોઈપણ વિષય"},
		narrow:      []string{"વિશે", "સંબંધિત"},
		copyVerb:    []string{"કૉપિ કરો", "કોપી કરો", "કૉપી કરો", "નકલ કરો"},
		otherPlaces: []string{"બાકીની બધી", "બાકીના બધા", "બધી skills", "બધી repositories", "બધા repositories", "બધા પ્રોજેક્ટ", "બીજી બધી", "બીજા બધા", "દરેક repository", "દરેક પ્રોજેક્ટ"},
	})
	// Kannada: copied to all the other skills.
	registerActionLexicon("kn+r70-lexicon", actionLex{
		selfRef:     []string{"ಈ ಸೂಚನೆ", "ಈ skill", "ಈ ಫೈಲ್"},
		copyVerb:    []string{"ನಕಲಿಸಿ", "ನಕಲು ಮಾಡಿ", "ಕಾಪಿ ಮಾಡಿ", "ಹರಡಿ"},
		otherPlaces: []string{"ಉಳಿದ ಎಲ್ಲಾ", "ಇತರ ಎಲ್ಲಾ", "ಎಲ್ಲಾ skill", "ಎಲ್ಲಾ repository", "ಎಲ್ಲಾ ಯೋಜನೆ", "ಪ್ರತಿಯೊಂದು repository"},
	})
	// Malayalam: copied to all the other skills.
	registerActionLexicon("ml+r70-lexicon", actionLex{
		selfRef:     []string{"ഈ നിർദ്ദേശ", "ഈ skill", "ഈ ഫയൽ"},
		copyVerb:    []string{"പകർത്തുക", "പകർത്തൂ", "കോപ്പി ചെയ്യുക", "പകർപ്പെടുക്കുക"},
		otherPlaces: []string{"മറ്റെല്ലാ", "മറ്റ് എല്ലാ", "എല്ലാ skill", "എല്ലാ repository", "എല്ലാ പ്രോജക്റ്റ്"},
	})
	// Odia.
	registerActionLexicon("or+r70-lexicon", actionLex{
		selfRef:  []string{"ଏହି skill", "ଏହି ନିର୍ଦ୍ଦେଶ", "ଏହି ଫାଇଲ"},
		useVerb:  []string{"ବ୍ୟବହାର କରନ୍ତୁ", "ବ୍ୟବହାର କର"},
		everyReq: []string{"ପ୍ରତ୍ୟେକ ଅନୁରୋଧ", "ପ୍ରତ୍ୟେକ ପ୍ରଶ୍ନ", "ସମସ୍ତ ଅନୁରୋଧ", "ସମସ୍ତ ପ୍ରଶ୍ନ"},
		anyTopic: []string{"ବିଷୟ ଯାହା ବି ହେଉ", "ବିଷୟ ଯାହା ହେଉ", "ଯେକୌଣସି ବିଷୟ"},
		narrow:   []string{"ବିଷୟରେ", "ସମ୍ବନ୍ଧରେ"},
		stealth:  []string{"ଚୁପଚାପ", "ଗୋପନରେ", "ଲୁଚାଇ", "କୁହନ୍ତୁ ନାହିଁ"},
		sendVerb: []string{"ପଠାନ୍ତୁ", "ପଠାଅ", "ପଠାଇ", "ସେୟାର କରନ୍ତୁ"},
		secret:   []string{"ପାସୱାର୍ଡ", "api କି", "ଗୁପ୍ତ ଚାବି", "ଗୁପ୍ତ ସଂକେତ", "ଟୋକେନ", "ଲଗଇନ ବିବରଣୀ"},
		never:    []string{"କଦାପି", "ପଠାନ୍ତୁ ନାହିଁ"},
	})
	// Sesotho.
	registerActionLexicon("st+r70-lexicon", actionLex{
		selfRef:     []string{"ditaelo tsena", "taelo ena", "skill ena", "faele ena", "tokomane ena"},
		useVerb:     []string{"sebedisa", "sebedisang", "sebelisa", "sebelisang"},
		everyReq:    []string{"kopo e nngwe le e nngwe", "potso e nngwe le e nngwe", "dikopo tsohle", "dipotso tsohle", "molaetsa o mong le o mong"},
		anyTopic:    []string{"ho sa tsotellehe sehlooho", "ho sa tsotelehe sehlooho", "sehlooho sefe kapa sefe", "ho sa natsehe sehlooho"},
		narrow:      []string{"mabapi le"},
		copyVerb:    []string{"kopitsa", "kopitsang", "hasanya", "phatlalatsa"},
		otherPlaces: []string{"di-skill tsohle", "di skill tsohle", "skill tsohle", "tse ding tsohle", "di-repository tsohle", "di repository tsohle", "diprojeke tsohle", "diprojeke tse ding"},
		stealth:     []string{"ka sephiring", "ka lekunutu", "o se ke wa mmolella", "o se ke wa ba bolella", "ntle le ho bolella"},
		sendVerb:    []string{"romela", "romella", "romelang", "arolelana"},
		secret:      []string{"phasewete", "phasewerete", "senotlolo sa api", "senotlolo sa lekunutu", "lentswe la sephiri", "nomoro ya sephiri"},
		never:       []string{"le ka mohla"},
		markers:     []string{"ena", "tsena", "tsohle", "feela", "bakeng", "mabapi", "nngwe"},
	})
	// Turkmen: copied to all the others, every request whatever the topic.
	registerActionLexicon("tk+r70-lexicon", actionLex{
		selfRef:     []string{"bu görkezme", "bu gorkezme", "bu gollanma", "bu faýl"},
		useVerb:     []string{"ulan ", "ulan,", "ulanyň", "ulanyn", "ulanmak"},
		everyReq:    []string{"her bir haýyş", "her bir hayys", "her haýyş", "ähli haýyş", "ahli hayys", "her bir sorag", "ähli sorag", "ahli sorag", "her bir hat"},
		anyTopic:    []string{"tema näme bolsa", "tema name bolsa", "näme bolsa-da", "name bolsa-da", "temadan garaşsyz", "haýsy tema bolsa"},
		narrow:      []string{"barada", "dogrusynda"},
		copyVerb:    []string{"göçür", "gocur", "kopiýala", "kopiyala", "ýaýrat", "yayrat"},
		otherPlaces: []string{"beýleki ähli", "beyleki ahli", "ähli skill", "ahli skill", "ähli repozitori", "ahli repozitori", "beýleki skill", "beyleki skill", "ähli taslama", "ahli taslama", "beýleki taslama"},
		markers:     []string{"bilen", "barada", "bolsa", "ahli", "beyleki", "hem"},
	})
	// Kyrgyz: copied to all the others, every request whatever the topic.
	registerActionLexicon("ky+r70-lexicon", actionLex{
		selfRef:     []string{"бул көрсөтмө", "бул skill", "бул колдонмо"},
		useVerb:     []string{"колдон", "пайдалан"},
		everyReq:    []string{"ар бир суроо-талап", "ар бир суроо талап", "бардык суроо-талап", "ар бир өтүнүч", "ар бир суроо", "ар бир билдирүү"},
		anyTopic:    []string{"темасы кандай болсо да", "тема кандай болсо да", "темасына карабастан", "кандай тема болсо да"},
		narrow:      []string{"жөнүндө", "тууралуу"},
		copyVerb:    []string{"көчүр", "тарат"},
		otherPlaces: []string{"башка бардык", "бардык skill", "бардык репозиторий", "башка skill", "бардык долбоор", "башка долбоор"},
	})
	// Tatar.
	registerActionLexicon("tt+r70-lexicon", actionLex{
		selfRef:     []string{"бу күрсәтмә", "бу skill", "бу кулланма"},
		useVerb:     []string{"куллан", "файдалан"},
		everyReq:    []string{"һәр сорау", "барлык сораулар", "һәр үтенеч", "барлык үтенеч", "һәр хәбәр"},
		anyTopic:    []string{"темасы нинди генә булмасын", "нинди генә булмасын", "темага карамастан", "теләсә нинди тема"},
		narrow:      []string{"турында", "буенча"},
		copyVerb:    []string{"күчер", "күчереп", "тарат"},
		otherPlaces: []string{"башка барлык", "барлык skill", "барлык репозиторий", "башка skill", "барлык проект", "башка проект"},
		stealth:     []string{"яшерен рәвештә", "яшерен генә", "яшертен", "аңа әйтмә", "әйтмичә", "белдермичә", "тавыш-тынсыз"},
		sendVerb:    []string{"җибәр", "юлла"},
		secret:      []string{"серсүз", "api ачкыч", "яшерен ачкыч", "шәхси ачкыч"},
		never:       []string{"беркайчан да", "җибәрмә", "һичкайчан"},
	})
	// Uyghur (Arabic script).
	registerActionLexicon("ug+r70-lexicon", actionLex{
		selfRef:     []string{"بۇ كۆرسەتمە", "بۇ كۆرسەتمى", "بۇ skill", "بۇ ھۆججەت", "بۇ يوليورۇق"}, // كۆرسەتمى: the stem before a suffix (-لەر, -نى)
		useVerb:     []string{"ئىشلەت", "ئىشلىتىڭ", "قوللان"},
		everyReq:    []string{"ھەر بىر تەلەپ", "ھەر تەلەپ", "بارلىق تەلەپ", "ھەر بىر سوئال", "بارلىق سوئال", "ھەر بىر ئۇچۇر"},
		anyTopic:    []string{"تېما نېمە بولۇشىدىن", "قەتئىينەزەر", "قانداق تېما بولسۇن"},
		narrow:      []string{"توغرىسىدىكى", "ھەققىدىكى"},
		copyVerb:    []string{"كۆچۈر", "تارقات", "كۆپەيت"},
		otherPlaces: []string{"باشقا بارلىق", "بارلىق skill", "بارلىق repository", "باشقا skill", "بارلىق تۈر", "باشقا تۈر"},
		stealth:     []string{"يوشۇرۇن", "مەخپىي ھالدا", "دېمە", "بىلدۈرمەي", "ئۈن-تىنسىز"},
		sendVerb:    []string{"ئەۋەت", "يوللا"},
		secret:      []string{"پارول", "مەخپىي نومۇر", "api ئاچقۇچ", "مەخپىي ئاچقۇچ", "شەخسىي ئاچقۇچ", "توكەن"},
		never:       []string{"ھەرگىز", "ئەۋەتمە"},
	})
	// Third sweep, the widely spoken languages: "these instructions" in
	// the plural (the form an order to spread them takes) and "all the
	// other skills / every repository" were missing in several, and two
	// lacked the "whatever the topic" idiom.
	registerActionLexicon("hi+r70-lexicon", actionLex{
		selfRef:     []string{"इन निर्देशों", "ये निर्देश", "इन हिदायतों", "ये हिदायतें"},
		anyTopic:    []string{"विषय चाहे जो भी", "चाहे जो भी विषय", "विषय कुछ भी हो", "चाहे विषय कुछ भी", "विषय जो भी हो"},
		otherPlaces: []string{"बाकी सभी", "बाकी सारी", "बाकी सारे", "सभी skill", "सभी repositor", "सारी skill", "सारे repositor", "हर repository", "हर skill"},
	})
	registerActionLexicon("bn+r70-lexicon", actionLex{
		selfRef:     []string{"এই নির্দেশগুলো", "এই নির্দেশগুলি", "এই নির্দেশনা", "এই skill"},
		copyVerb:    []string{"কপি করে", "কপি করো", "কপি করুন"},
		otherPlaces: []string{"বাকি সব", "অন্য সব", "সব skill", "সব repository", "সমস্ত skill", "সমস্ত repository"},
	})
	registerActionLexicon("mr+r70-lexicon", actionLex{
		selfRef:     []string{"या सूचना", "ह्या सूचना", "हे skill", "ही फाइल"},
		copyVerb:    []string{"कॉपी कर", "नक्कल कर"},
		otherPlaces: []string{"इतर सर्व", "सर्व skill", "सर्व repositor", "सर्व प्रकल्प"},
	})
	registerActionLexicon("ta+r70-lexicon", actionLex{
		selfRef:     []string{"இந்த வழிமுறை", "இந்த அறிவுறுத்தல்", "இந்த skill"},
		copyVerb:    []string{"நகலெடு", "நகல் எடு", "காப்பி செய்"},
		otherPlaces: []string{"மற்ற எல்லா", "மற்ற அனைத்து", "எல்லா skill", "எல்லா repository", "அனைத்து skill", "அனைத்து repository"},
	})
	registerActionLexicon("th+r70-lexicon", actionLex{
		selfRef:     []string{"คำสั่งเหล่านี้", "คำแนะนำเหล่านี้", "skill นี้"},
		everyReq:    []string{"ทุกคำขอ", "ทุกคำถาม", "ทุกข้อความ", "ทุกคำร้อง"},
		anyTopic:    []string{"ไม่ว่าหัวข้อ", "ไม่ว่าจะเป็นหัวข้อใด", "หัวข้อใดก็ตาม", "ไม่ว่าจะถามอะไร"},
		otherPlaces: []string{"skill อื่น", "อื่นทั้งหมด", "repository ทั้งหมด", "โปรเจกต์ทั้งหมด", "โปรเจกต์อื่น", "ทุกโปรเจกต์", "ทุก repository", "ทุก skill"},
	})
	registerActionLexicon("tl+r70-lexicon", actionLex{
		selfRef:     []string{"mga tagubiling ito", "tagubiling ito", "mga instruksiyong ito", "mga instruksyong ito", "skill na ito"},
		otherPlaces: []string{"lahat ng iba pang", "iba pang skill", "lahat ng skill", "lahat ng repository", "lahat ng proyekto", "iba pang proyekto", "iba pang repository"},
	})
	registerActionLexicon("tr+r70-lexicon", actionLex{
		anyTopic: []string{"konu ne olursa olsun", "konusu ne olursa olsun", "konu fark etmeksizin", "konusu ne olursa"},
	})
	registerActionLexicon("am+r70-lexicon", actionLex{
		selfRef:     []string{"እነዚህን መመሪያዎች", "እነዚህ መመሪያዎች", "ይህን መመሪያ", "ይህን skill"},
		copyVerb:    []string{"ቅዳ", "ገልብጥ"},
		otherPlaces: []string{"ሌሎች ሁሉም", "ሁሉም skill", "ሁሉም repository", "ሁሉም ፕሮጀክት", "ሌሎች ፕሮጀክቶች"},
	})
	registerActionLexicon("ur+r70-lexicon", actionLex{
		selfRef:     []string{"ان ہدایات", "یہ ہدایات", "اس skill", "یہ skill"},
		copyVerb:    []string{"کاپی کر", "نقل کر"},
		otherPlaces: []string{"باقی تمام", "دیگر تمام", "تمام skill", "تمام repositor", "تمام پروجیکٹ"},
	})
	// Tajik (Cyrillic).
	registerActionLexicon("tg+r70-lexicon", actionLex{
		selfRef:     []string{"ин дастурҳо", "ин дастур", "ин skill", "ин файл", "ин ҳуҷҷат", "ин роҳнамо"},
		useVerb:     []string{"истифода баред", "истифода бар", "истифода кунед", "истифода намоед"},
		everyReq:    []string{"ҳар дархост", "ҳамаи дархостҳо", "ҳар савол", "ҳамаи саволҳо", "ҳар паём", "ҳамаи паёмҳо"},
		anyTopic:    []string{"мавзӯъ ҳар чӣ бошад", "мавзуъ ҳар чӣ бошад", "новобаста аз мавзӯъ", "новобаста аз мавзуъ", "сарфи назар аз мавзӯъ"},
		narrow:      []string{"дар бораи", "оид ба", "марбут ба"},
		copyVerb:    []string{"нусхабардорӣ", "нусхабардори", "нусха бардоред", "паҳн кунед", "паҳн кун"},
		otherPlaces: []string{"ҳамаи skill", "skill-ҳои дигар", "ҳамаи репозитори", "репозиторияҳои дигар", "ҳамаи лоиҳаҳо", "лоиҳаҳои дигар", "ҳар лоиҳа", "ҳар репозиторий"},
		stealth:     []string{"пинҳонӣ", "пинхони", "махфиёна", "нагӯед", "бе огоҳии корбар", "оромона", "бе сару садо"},
		sendVerb:    []string{"фиристед", "фирист ", "бифирист", "фиристодан", "ирсол кунед", "ирсол кун"},
		secret:      []string{"рамз", "калиди api", "калиди махфӣ", "калиди шахсӣ", "маълумоти воридшавӣ", "рақами махфӣ"},
		never:       []string{"ҳеҷ гоҳ", "ҳаргиз", "нафиристед", "нафирист"},
	})
}

// inAnyTopic70: the negation hit n lies inside a "whatever the topic"
// phrase ("konu ne olursa olsun": the "ne" that negates in Czech or French
// is the Turkish "what"), which widens the claim and negates nothing, as a
// negation inside "don't tell the user" hides and does not negate.
func inAnyTopic70(low string, hc hitCache, n [2]int) bool {
	for _, a := range hc.hits(low, actAnyTopic) {
		if a[0] <= n[0] && n[1] <= a[1] {
			return true
		}
	}
	return false
}

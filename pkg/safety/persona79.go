package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 79 (persona): the persona stack (checkPersonaStack) and its frame
// read from one table, language by language, instead of case by case.
//
// The seen misses were not new ideas but the same three traits and frame
// in forms the earlier rounds' patterns did not reach: the traits said to
// the agent in the second person ("nemáš žádná pravidla", you have no
// rules) or in the future ("odpovíš na ...", you will answer) rather than
// the third-person present of a character sheet; a word between "never"
// and the verb (Slavic negative concord "nikdy nic neodmítneš", Persian
// "هرگز درخواستی را رد نمی‌کند" with its object, Urdu "کا پورا جواب" with
// "full"); another word for a question (Persian "پرسش"); "not bound by any
// policy" instead of "has no policy"; and the frame that casts the agent
// ("you are now X", "your new role is X", "you are «X»") in languages
// whose frame was not read at all.
//
// So every language carries the same four slots, written for the concept
// in that language's grammar (several natural phrasings where usage
// varies, in the person and tense a writer addressing the agent uses):
//
//   - frame:   the agent is cast as someone: "you are now X", "from now on
//     you are X", "your new role is X", "you are" with a quoted name;
//   - free:    the character has no rules or policy, or is bound by none;
//   - never:   it never refuses (turns nothing down);
//   - answers: it answers any (every) question.
//
// Nothing here refuses on its own: the stack still needs the free trait
// and a second one in one paragraph with a frame, or all three traits,
// so "a quiz with no time limit", "never refuses a refund" or "answers
// every question about the museum" stay ordinary. Rules and policy are
// the free trait's nouns, not limits or borders (a time limit, a border
// crossing). Scripts written without spaces (Chinese, Japanese, Thai)
// are matched anywhere; scripts whose vowel signs are marks (the Indic
// scripts) use \S for the rest of a word, as \pL stops at a sign.

// personaLang79 is one language's row of the table: regular expression
// fragments in lower case, and the stems the prefilter needs to let a
// paragraph through to them.
type personaLang79 struct {
	lang                        string
	joined                      bool // written without spaces: matched anywhere
	frame, free, never, answers []string
	freeStems, traitStems       []string
}

var personaTable79 = []personaLang79{
	{lang: "en",
		frame: []string{`you(?:'re|’re|\s+are)\s+now\s+(?:called\s+|named\s+)?["“«]`, `your\s+new\s+(?:role|identity|persona|name)\s+is`, `(?:in\s+this\s+skill|from\s+now\s+on|henceforth|for\s+this\s+chat)\s*,?\s+you(?:'re|’re|\s+are)\s+(?:now\s+)?["“«]`, `you(?:'re|’re|\s+are)\s+["“«]\pL[^"”»\n]{0,48}["”»]\s*[,:;—–-]`},
		free:  []string{`no\s+(?:rules?|polic(?:y|ies)|guidelines?)\s+(?:that\s+)?(?:it|he|she|they)\s+(?:follows?|obeys?|keeps?|respects?|honou?rs?)(?:$|[^\pL])`},
		// "nothing it will not answer" is answering anything.
		answers:    []string{`nothing\s+(?:that\s+)?(?:it|he|she|they)\s+(?:will\s+not|would\s+not|cannot|can\s+not|could\s+not|won['’]t|wouldn['’]t|can['’]t|couldn['’]t)\s+(?:answer|discuss|explain|tell)`, `(?:explain|discuss|cover|tackl|address)\pL*\s+(?:absolutely\s+|literally\s+)?(?:any|every)\s+(?:topic|subject|question|request)s?(?:$|[^\pL])`},
		freeStems:  []string{"rule", "polic", "guideline"},
		traitStems: []string{"nothing", "explain", "discuss", "cover", "tackl", "address"}},
	{lang: "cs",
		frame:      []string{`(?:teď|nyní|odteď|od\s+teď|od\s+této\s+chvíle)\s+(?:už\s+)?jsi`, `jsi\s+(?:teď|nyní|odteď)`, `jsi\s+[„"“«»]`, `tv(?:oje|á)\s+nov(?:á|ou)\s+role`},
		free:       []string{`(?:nemáš|nemá|nemáte|nemají|nebudeš\s+mít)\s+(?:\pL+\s+)?(?:žádn\pL*\s+|jakákoli\s+)?(?:pravidl\pL*|zásad\pL*|omezení|politik\pL*)`, `(?:nejsi|není|nejste)\s+(?:\pL+\s+)?vázán\pL*\s+(?:žádn|jakýmikoli)\pL*`},
		never:      []string{`nikdy\s+(?:nic\s+|nikoho\s+|žádn\pL*\s+(?:\pL+\s+)?)?neodm[íi]t\pL*`, `nic\s+neodm[íi]t\pL*`, `nikdy\s+(?:neřekneš|neříkáš|neřekne|neříká)\s+[„"“]?ne(?:$|[^\pL])`},
		answers:    []string{`odpov(?:í|ídá|íš|ídáš|ídají|íte|ídáte|ědět|ěz)\s+(?:\pL+\s+)?na\s+(?:\pL+\s+)?(?:jakoukoli\pL*|jakékoli\pL*|každou|všechny|všechno|cokoli\pL*|vše)(?:$|[^\pL])`},
		freeStems:  []string{"pravid", "zásad", "omezen", "politik", "vázán"},
		traitStems: []string{"odmít", "odmit", "odpov", "neřek", "neřík"}},
	{lang: "sk",
		frame:      []string{`(?:teraz|odteraz|od\s+teraz)\s+(?:už\s+)?si`, `si\s+(?:teraz|odteraz)`, `tvoja\s+nová\s+rola`},
		free:       []string{`(?:nemáš|nemá|nemáte|nemajú)\s+(?:\pL+\s+)?(?:žiadn\pL*\s+)?(?:pravidl\pL*|zásad\pL*|obmedzen\pL*)`, `nie\s+(?:si|je|ste)\s+(?:\pL+\s+)?viazan\pL*\s+(?:žiadn|akýmikoľvek)\pL*`},
		never:      []string{`nikdy\s+(?:nič\s+|nikoho\s+)?neodmiet\pL*`, `nič\s+neodmiet\pL*`},
		answers:    []string{`odpov(?:ie|edá|ieš|edáš|edajú)\s+(?:\pL+\s+)?na\s+(?:\pL+\s+)?(?:akúkoľvek|každú|všetky|všetko|čokoľvek)`},
		freeStems:  []string{"pravid", "zásad", "obmedzen", "viazan"},
		traitStems: []string{"odmiet", "odpov"}},
	{lang: "pl",
		frame:      []string{`(?:teraz|od\s+teraz|odtąd|od\s+tej\s+chwili)\s+jesteś`, `jesteś\s+(?:teraz|od\s+teraz)`, `twoja\s+nowa\s+rola`, `jesteś\s+[„"“«]`},
		free:       []string{`nie\s+(?:ma|masz|mają|macie)\s+(?:\pL+\s+)?(?:żadnych\s+)?(?:zasad|reguł|polityk\pL*)`, `nie\s+(?:obowiązują|dotyczą|wiążą)\s+(?:go|jej|cię|ich)\s+(?:żadne\s+)?(?:zasady|reguły|polityki)`, `nie\s+(?:jest|jesteś)\s+(?:\pL+\s+)?związan\pL*\s+(?:żadnymi|jakimikolwiek)`},
		never:      []string{`(?:niczego|nikomu)\s+(?:\pL+\s+)?nie\s+odm(?:awia|ówi|owi)\pL*`, `nigdy\s+(?:niczego\s+|nikomu\s+)?nie\s+odm(?:awia|ówi|owi)\pL*`},
		answers:    []string{`odpowi(?:ada|adasz|e|esz|adają)\s+na\s+(?:\pL+\s+)?(?:każde|wszystkie|dowolne|jakiekolwiek|wszystko)`},
		freeStems:  []string{"zasad", "reguł", "polityk", "związan"},
		traitStems: []string{"odmaw", "odmów", "odmow", "odpowi"}},
	{lang: "fa",
		frame:      []string{`(?:تو|شما)\s+(?:اکنون|الان|حالا|از\s+این\s+پس|از\s+حالا|از\s+این\s+به\s+بعد|دیگر)\s`, `(?:اکنون|الان|حالا|از\s+این\s+پس|از\s+حالا\s+به\s+بعد)\s+(?:تو|شما)\s`, `نقش\s+(?:جدید|تازه)\s+(?:تو|شما)`},
		free:       []string{`هیچ\s+(?:\S+\s+)?(?:قانون|قاعده|قواعد|سیاست|اصول|خط\s*مشی|محدودیت)\S*\s+(?:\S+\s+)?ندار`, `(?:پایبند|مقید|ملزم|تابع)\s+(?:به\s+)?هیچ\s+(?:\S+\s+)?(?:قانون|قاعده|سیاست|اصل|محدودیت)\S*\s+(?:\S+\s+)?نیست`},
		never:      []string{`(?:هرگز|هیچ\s*وقت|هیچ\s*گاه|هیچ\x{200c}وقت|هیچ\x{200c}گاه)\s+(?:\S+\s+){0,2}?(?:رد|امتناع|خودداری)\s+نمی`, `هیچ\s+(?:درخواستی|سوالی|سؤالی|پرسشی)\s+را\s+رد\s+نمی`},
		answers:    []string{`به\s+(?:هر|همه(?:\s*ی)?|تمام)\s+(?:\S+\s+)?(?:پرسش|سوال|سؤال|درخواست)\S*\s+(?:\S+\s+){0,2}?(?:پاسخ|جواب)`, `(?:پاسخ|جواب)\s+(?:هر|همه(?:\s*ی)?)\s+(?:پرسش|سوال|سؤال)`},
		freeStems:  []string{"قانون", "قاعده", "قواعد", "سیاست", "اصول", "اصل", "مشی", "محدودیت"},
		traitStems: []string{"رد", "امتناع", "خودداری", "پاسخ", "جواب"}},
	{lang: "ur",
		frame:      []string{`(?:تمہارا|تمھارا|آپ\s+کا|تیرا)\s+نیا\s+(?:کردار|رول)`, `(?:اب|آج\s+سے|اب\s+سے)\s+(?:تم|آپ|تو)\s`, `(?:تم|آپ)\s+اب\s`},
		free:       []string{`(?:کسی|کوئی)\s+(?:بھی\s+)?(?:پالیسی|قانون|اصول|ضابطے|ضابطہ|قاعدے|قواعد)\S*\s+(?:کا|کی|کے)\s+پابند\s+نہیں`, `(?:کسی|کوئی)\s+(?:بھی\s+)?(?:پالیسی|قانون|اصول|ضابطے|ضابطہ|قواعد)\S*\s+(?:کو\s+)?نہیں\s+مان`},
		never:      []string{`کبھی\s+(?:بھی\s+)?(?:\S+\s+)?(?:رد|منع|انکار)\s+نہیں`, `کسی\s+(?:بھی\s+)?(?:درخواست|سوال)\s+(?:کو\s+|سے\s+)?(?:رد|انکار)\s+نہیں`},
		answers:    []string{`(?:ہر|کسی\s+بھی)\s+(?:سوال|بات|درخواست)\s+کا\s+(?:\S+\s+)?جواب`},
		freeStems:  []string{"پالیسی", "قانون", "اصول", "ضابط", "قاعد", "قواعد"},
		traitStems: []string{"انکار", "منع", "رد", "جواب"}},
	{lang: "hi",
		frame:      []string{`(?:अब|आज\s+से|अब\s+से)\s+(?:तुम|आप|तू)\s`, `(?:तुम|आप)\s+अब\s`, `(?:तुम्हारी|आपकी|तेरी)\s+नई\s+भूमिका`, `(?:तुम्हारा|आपका|तेरा)\s+नया\s+(?:किरदार|रोल)`},
		free:       []string{`किसी\s+(?:भी\s+)?(?:नियम|नीति|पाबंदी)\S*\s+(?:से|का|के|की)\s+(?:\S+\s+)?(?:बंध|बँध|बाध्य|पाबंद)\S*\s+नहीं`, `(?:कोई|कोई\s+भी)\s+(?:नियम|नीति)\S*\s+(?:\S+\s+)?नहीं\s+(?:मानता|मानती|मानते|है|हैं)`},
		never:      []string{`कभी\s+(?:भी\s+)?(?:\S+\s+)?(?:मना|इनकार|इंकार|अस्वीकार)\s+(?:\S+\s+)?नहीं`},
		answers:    []string{`(?:हर|किसी\s+भी|सभी)\s+(?:सवाल|प्रश्न|अनुरोध)\S*\s+(?:का|के)\s+(?:\S+\s+)?(?:जवाब|उत्तर)`},
		freeStems:  []string{"नियम", "नीति", "पाबंद"},
		traitStems: []string{"मना", "इनकार", "इंकार", "अस्वीकार", "जवाब", "उत्तर"}},
	{lang: "bn",
		frame:      []string{`(?:এখন|এখন\s+থেকে|আজ\s+থেকে)\s+(?:তুমি|আপনি|তুই)\s`, `(?:তোমার|আপনার)\s+নতুন\s+(?:ভূমিকা|চরিত্র)`},
		free:       []string{`কোনো\s+(?:\S+\s+)?(?:নিয়ম|নীতি)\S*\s+(?:\S+\s+)?(?:মান\S*\s+না|নেই)`},
		never:      []string{`কখনও?\s+(?:\S+\s+)?(?:প্রত্যাখ্যান|অস্বীকার)\s+(?:\S+\s+)?না`},
		answers:    []string{`(?:সব|প্রতিটি|যেকোনো)\s+প্রশ্নের\s+(?:\S+\s+)?উত্তর`},
		freeStems:  []string{"নিয়ম", "নীতি"},
		traitStems: []string{"প্রত্যাখ্যান", "অস্বীকার", "উত্তর"}},
	{lang: "mr",
		frame:      []string{`(?:आता|आतापासून)\s+(?:तू|तुम्ही)\s`, `(?:तुझी|तुमची)\s+नवी(?:न)?\s+भूमिका`},
		free:       []string{`कोणत(?:ेही|ाही|्याही)\s+(?:\S+\s+)?(?:नियम|धोरण)\S*\s+(?:\S+\s+)?(?:नाहीत|नाही|पाळत\s+नाही)`},
		never:      []string{`कधी(?:ही)?\s+(?:\S+\s+)?नकार\s+(?:देत|देणार)\s+नाही`},
		answers:    []string{`(?:कोणत्याही|प्रत्येक)\s+प्रश्ना(?:चे|ला)\s+(?:\S+\s+)?उत्तर`},
		freeStems:  []string{"नियम", "धोरण"},
		traitStems: []string{"नकार", "उत्तर"}},
	{lang: "gu",
		frame:      []string{`હવે\s+(?:તું|તમે)\s`, `(?:તારી|તમારી)\s+નવી\s+ભૂમિકા`},
		free:       []string{`કોઈ\s+(?:પણ\s+)?(?:નિયમ|નીતિ)\S*\s+(?:\S+\s+)?નથી`},
		never:      []string{`ક્યારેય\s+(?:\S+\s+)?(?:ના|ઇનકાર|નકાર)\S*\s+(?:\S+\s+)?નથી`},
		answers:    []string{`(?:દરેક|કોઈપણ|કોઈ\s+પણ)\s+પ્રશ્ન\S*\s+(?:\S+\s+)?(?:જવાબ|ઉત્તર)`},
		freeStems:  []string{"નિયમ", "નીતિ"},
		traitStems: []string{"ઇનકાર", "નકાર", "ના ", "જવાબ", "ઉત્તર"}},
	{lang: "pa",
		frame:      []string{`ਹੁਣ\s+(?:ਤੂੰ|ਤੁਸੀਂ)\s`, `(?:ਤੇਰੀ|ਤੁਹਾਡੀ)\s+ਨਵੀਂ\s+ਭੂਮਿਕਾ`},
		free:       []string{`ਕਿਸੇ\s+(?:ਵੀ\s+)?(?:ਨਿਯਮ|ਨੀਤੀ)\S*\s+(?:\S+\s+)?(?:ਦਾ|ਦੇ|ਨਾਲ)\s+(?:\S+\s+)?(?:ਪਾਬੰਦ|ਬੱਝਾ)\S*\s+ਨਹੀਂ`},
		never:      []string{`ਕਦੇ\s+(?:ਵੀ\s+)?(?:\S+\s+)?(?:ਇਨਕਾਰ|ਮਨ੍ਹਾ|ਨਾਂਹ)\s+(?:\S+\s+)?ਨਹੀਂ`},
		answers:    []string{`(?:ਹਰ|ਕਿਸੇ\s+ਵੀ)\s+ਸਵਾਲ\S*\s+(?:ਦਾ|ਦੇ)\s+(?:\S+\s+)?ਜਵਾਬ`},
		freeStems:  []string{"ਨਿਯਮ", "ਨੀਤੀ"},
		traitStems: []string{"ਇਨਕਾਰ", "ਮਨ੍ਹਾ", "ਨਾਂਹ", "ਜਵਾਬ"}},
	{lang: "ta",
		frame:      []string{`(?:இப்போது|இனிமேல்|இனி)\s+(?:நீ|நீங்கள்)\s`, `(?:உன்|உங்கள்|உனது|உங்களது)\s+புதிய\s+(?:பாத்திரம்|பங்கு)`},
		free:       []string{`எந்த\s+(?:\S+\s+)?(?:விதி|கொள்கை)\S*\s+(?:\S+\s+)?(?:இல்லை|கட்டுப்பட\S*\s+(?:இல்லை|மாட்ட\S*))`},
		never:      []string{`ஒருபோதும்\s+(?:\S+\s+)?மறு\S*`},
		answers:    []string{`(?:எந்தக்?|எல்லாக்?|ஒவ்வொரு)\s+கேள்வி\S*\s+(?:\S+\s+)?பதில்`},
		freeStems:  []string{"விதி", "கொள்கை"},
		traitStems: []string{"மறு", "பதில்"}},
	{lang: "te",
		frame:      []string{`(?:ఇప్పుడు|ఇకపై|ఇక\s+నుండి)\s+(?:నువ్వు|మీరు)\s`, `(?:నీ|మీ)\s+కొత్త\s+పాత్ర`},
		free:       []string{`(?:ఏ|ఎలాంటి)\s+(?:\S+\s+)?(?:నియమ|విధాన)\S*\s+(?:\S+\s+)?(?:లేవు|లేదు|పాటించ\S*)`},
		never:      []string{`ఎప్పుడూ\s+(?:\S+\s+)?(?:నిరాకరించ|తిరస్కరించ|కాదన)\S*`},
		answers:    []string{`(?:ఏ\s+ప్రశ్నకైనా|ప్రతి\s+ప్రశ్నకు|అన్ని\s+ప్రశ్నలకు)\s+(?:\S+\s+)?(?:సమాధాన|జవాబు)`},
		freeStems:  []string{"నియమ", "విధాన"},
		traitStems: []string{"నిరాకరించ", "తిరస్కరించ", "కాదన", "సమాధాన", "జవాబు"}},
	{lang: "kn",
		frame:      []string{`ಈಗ\s+(?:ನೀನು|ನೀವು)\s`, `(?:ನಿನ್ನ|ನಿಮ್ಮ)\s+ಹೊಸ\s+ಪಾತ್ರ`},
		free:       []string{`ಯಾವುದೇ\s+(?:\S+\s+)?(?:ನಿಯಮ|ನೀತಿ)\S*\s+(?:\S+\s+)?ಇಲ್ಲ`},
		never:      []string{`ಎಂದಿಗೂ\s+(?:\S+\s+)?(?:ನಿರಾಕರಿಸ|ತಿರಸ್ಕರಿಸ)\S*`},
		answers:    []string{`(?:ಯಾವುದೇ|ಪ್ರತಿಯೊಂದು|ಎಲ್ಲಾ)\s+ಪ್ರಶ್ನೆ\S*\s+(?:\S+\s+)?ಉತ್ತರ`},
		freeStems:  []string{"ನಿಯಮ", "ನೀತಿ"},
		traitStems: []string{"ನಿರಾಕರಿಸ", "ತಿರಸ್ಕರಿಸ", "ಉತ್ತರ"}},
	{lang: "ml",
		frame:      []string{`ഇപ്പോൾ\s+(?:നീ|നിങ്ങൾ)\s`, `(?:നിന്റെ|നിങ്ങളുടെ)\s+പുതിയ\s+(?:റോൾ|വേഷം|പങ്ക്)`},
		free:       []string{`(?:ഒരു|യാതൊരു)\s+(?:\S+\s+)?(?:നിയമ|നയ)\S*\s+(?:\S+\s+)?(?:ഇല്ല|പാലിക്കുന്നില്ല)`},
		never:      []string{`ഒരിക്കലും\s+(?:\S+\s+)?(?:നിരസി|നിഷേധി)\S*`},
		answers:    []string{`(?:ഏത്|ഏതു|എല്ലാ)\s+ചോദ്യ\S*\s+(?:\S+\s+)?(?:ഉത്തരം|മറുപടി)`},
		freeStems:  []string{"നിയമ", "നയ"},
		traitStems: []string{"നിരസി", "നിഷേധി", "ഉത്തരം", "മറുപടി"}},
	{lang: "ru",
		frame:      []string{`(?:теперь|отныне|с\s+этого\s+момента|с\s+этой\s+минуты)\s+ты`, `ты\s+(?:теперь|отныне)`, `тво(?:я|ей)\s+нов(?:ая|ой)\s+рол`, `ты\s+[—–-]?\s*[«"„“]`},
		free:       []string{`нет\s+(?:никаких\s+|ни\s+одного\s+|ни\s+единого\s+)?(?:правил|политик\pL*|принципов)`, `не\s+(?:связан\pL*|скован\pL*)\s+(?:никакими|какими-либо|ни\s+одним)\s+(?:\pL+\s+)?(?:правил\pL*|политик\pL*|принцип\pL*)`, `не\s+(?:подчиняется|следует|соблюдает|признаёт|признает)\s+(?:никаким|никаких|ни\s+одному)\s+(?:правил\pL*|политик\pL*)`},
		never:      []string{`ни\s+(?:в\s+чём|в\s+чем|от\s+чего|кому)\s+не\s+отказ\pL*`, `никогда\s+(?:и\s+)?(?:ни\s+в\s+ч[её]м\s+|никому\s+)?не\s+отказ\pL*`},
		answers:    []string{`ответ(?:ит|ишь|ят|ите|ает|аешь|ают|ь)\s+на\s+(?:\pL+\s+)?(?:любой|любые|все|всё|каждый)(?:$|[^\pL])`},
		freeStems:  []string{"правил", "политик", "принцип"},
		traitStems: []string{"отказ", "ответ"}},
	{lang: "uk",
		frame:      []string{`(?:тепер|відтепер|віднині|з\s+цього\s+моменту)\s+ти`, `ти\s+(?:тепер|віднині)`, `тво(?:я|єю)\s+нов(?:а|ою)\s+рол`},
		free:       []string{`(?:не\s+має|немає|нема|не\s+маєш)\s+(?:жодних\s+|ніяких\s+)?(?:правил|політик\pL*|принципів)`, `не\s+(?:зв['’ʼ]язан\pL*|скут\pL*)\s+(?:жодними|будь-якими|ніякими)`},
		never:      []string{`ні\s+(?:в\s+чому|кому)\s+не\s+відмов\pL*`, `ніколи\s+(?:ні\s+в\s+чому\s+|нікому\s+)?не\s+відмов\pL*`},
		answers:    []string{`відпов(?:ідає|ідаєш|ість|іси|ідатиме)\s+на\s+(?:\pL+\s+)?(?:будь-яке|будь-які|будь-яке|усі|все|кожне|кожен)`},
		freeStems:  []string{"правил", "політик", "принцип", "зв'язан", "зв’язан"},
		traitStems: []string{"відмов", "відпов"}},
	{lang: "bg",
		frame:      []string{`(?:сега|отсега|отсега\s+нататък|от\s+сега\s+нататък)\s+(?:ти\s+)?си`, `ти\s+си\s+(?:вече|сега)`, `новата\s+ти\s+роля`},
		free:       []string{`не\s+(?:е|си)\s+(?:обвързан|ограничен)\pL*\s+от\s+(?:никакви|каквито)`, `не\s+(?:спазва|следва|признава)\s+(?:никакви)\s+(?:правила|политики|принципи)`},
		never:      []string{`никога\s+(?:нищо\s+)?не\s+отказва\pL*`, `нищо\s+не\s+отказва\pL*`},
		answers:    []string{`отговаря\pL*\s+на\s+(?:\pL+\s+)?(?:всеки|всички|всичко|всякакви|какъвто)`},
		freeStems:  []string{"обвързан", "ограничен", "правила", "политики", "принципи"},
		traitStems: []string{"отказва", "отговаря"}},
	{lang: "sr-hr-bs",
		frame:      []string{`(?:sada|od\s+sada|odsad)\s+si`, `ti\s+si\s+(?:sada|od\s+sada)`, `tvoja\s+nova\s+uloga`, `(?:сада|од\s+сада)\s+си`, `ти\s+си\s+сада`, `твоја\s+нова\s+улога`},
		free:       []string{`nema(?:š)?\s+(?:nikakv\pL*\s+|nijedno\pL*\s+)?(?:pravila|politik\pL*|načela)`, `(?:nije|nisi)\s+vezan\pL*\s+(?:nikakvim|ikakvim|nijednim)`, `нема(?:ш)?\s+(?:никакв\pL*\s+)?(?:правила|политик\pL*|начела)`, `(?:није|ниси)\s+везан\pL*\s+(?:никаквим|икаквим)`},
		never:      []string{`nikad(?:a)?\s+(?:ništa\s+|nikome\s+)?ne\s+odbija\pL*`, `ništa\s+ne\s+odbija\pL*`, `никад(?:а)?\s+(?:ништа\s+|никоме\s+)?не\s+одбија\pL*`},
		answers:    []string{`odgovara\pL*\s+na\s+(?:\pL+\s+)?(?:svako|svaki|sva|sve|bilo\s+koje|bilo\s+kakvo)`, `одговара\pL*\s+на\s+(?:\pL+\s+)?(?:свако|сваки|сва|све|било\s+које)`},
		freeStems:  []string{"pravila", "politik", "načela", "vezan", "правила", "политик", "начела", "везан"},
		traitStems: []string{"odbija", "odgovara", "одбија", "одговара"}},
	{lang: "hu",
		frame:      []string{`(?:mostantól|mostantól\s+fogva|ezentúl)\s+(?:te\s+)?(?:vagy|leszel)`, `te\s+(?:most|mostantól)\s+(?:vagy|leszel)`, `az\s+új\s+szereped`},
		free:       []string{`nincsenek?\s+(?:\pL+\s+)?(?:szabály\pL*|irányelv\pL*|szabályzat\pL*)`, `(?:semmilyen|semmiféle)\s+(?:szabály|irányelv|szabályzat)\pL*\s+(?:nem\s+köt|nincs|nem\s+vonatkozik)`},
		never:      []string{`soha\s+(?:semmit\s+|senkit\s+)?(?:sem\s+)?nem\s+utasít\pL*\s+(?:el|vissza)`, `semmit\s+(?:sem\s+)?utasít\pL*\s+(?:el|vissza)`},
		answers:    []string{`(?:bármilyen|minden|bármely)\s+kérdésre\s+(?:\pL+\s+)?válaszol\pL*`, `mindenre\s+válaszol\pL*`},
		freeStems:  []string{"szabály", "irányelv"},
		traitStems: []string{"utasít", "válaszol"}},
	{lang: "ro",
		frame:      []string{`(?:acum|de\s+acum(?:\s+înainte)?|de\s+acum\s+încolo)\s+(?:tu\s+)?ești`, `noul\s+tău\s+rol`},
		free:       []string{`nu\s+(?:ai|are|aveți)\s+(?:nicio|niciun|vreo)\s+(?:regul|politic|principi)\pL*`, `nu\s+(?:este|ești|e)\s+(?:\pL+\s+)?(?:legat|constrâns|ținut|ţinut)\pL*\s+de\s+(?:nicio|niciun|vreo)`},
		never:      []string{`nu\s+refuz\pL*\s+(?:niciodată|nimic)`, `niciodată\s+nu\s+refuz\pL*`},
		answers:    []string{`(?:răspunde|răspunzi|vei\s+răspunde|va\s+răspunde)\s+la\s+(?:\pL+\s+)?(?:orice|toate|fiecare)`},
		freeStems:  []string{"regul", "politic", "principi", "legat", "constrâns"},
		traitStems: []string{"refuz", "răspun"}},
	{lang: "el",
		frame:      []string{`(?:τώρα|από\s+τώρα|από\s+εδώ\s+και\s+πέρα)\s+(?:\pL+\s+)?είσαι`, `είσαι\s+(?:πλέον|τώρα)`, `ο\s+νέος\s+σου\s+ρόλος`},
		free:       []string{`δεν\s+(?:έχεις|έχει)\s+(?:\pL+\s+)?(?:κανόν\pL*|πολιτικ\pL*)`, `δεν\s+(?:δεσμεύεται|δεσμεύεσαι)\s+από\s+(?:κανέναν?|καμία|κανένα)`},
		never:      []string{`δεν\s+αρνείσαι\s+(?:ποτέ|τίποτα|τίποτε)`, `δεν\s+αρνείται\s+(?:ποτέ|τίποτα|τίποτε)`, `ποτέ\s+δεν\s+(?:\pL+\s+)?αρνε\pL*`},
		answers:    []string{`απαντ(?:ά|άει|άς|ήσεις|ήσει)\s+σε\s+(?:\pL+\s+)?(?:κάθε|οποιαδήποτε|όλες|οτιδήποτε)`},
		freeStems:  []string{"κανόν", "πολιτικ", "δεσμεύ"},
		traitStems: []string{"αρνε", "απαντ"}},
	{lang: "tr",
		frame:      []string{`(?:artık|bundan\s+sonra|bundan\s+böyle|şu\s+andan\s+itibaren)\s+sen`, `sen\s+artık`, `yeni\s+rolün`},
		free:       []string{`hiçbir\s+(?:kural|politika|ilke)\pL*\s+(?:\pL+\s+)?(?:yok|yoktur|tanıma\pL*|bağlı\s+değil\pL*|tabi\s+değil\pL*|uyma\pL*)`, `(?:hiçbir|herhangi\s+bir)\s+(?:kural|politika|ilke)\pL*\s+(?:ile\s+)?bağlı\s+değil\pL*`},
		never:      []string{`(?:asla|hiçbir\s+zaman|hiç)\s+(?:\pL+\s+)?reddetme\pL*`, `hiçbir\s+(?:isteği|talebi|soruyu)\s+reddetme\pL*`},
		answers:    []string{`(?:her|herhangi\s+bir)\s+(?:soruya|şeye|isteğe)\s+(?:\pL+\s+)?(?:yanıt|cevap)\pL*`},
		freeStems:  []string{"kural", "politika", "ilke"},
		traitStems: []string{"reddet", "yanıt", "cevap"}},
	{lang: "ar",
		frame:      []string{`(?:أنت|انت|أنتِ)\s+(?:الآن|الان|من\s+الآن)`, `دورك\s+الجديد`, `من\s+الآن\s+(?:فصاعد[اًا]\s+)?(?:أنت|انت)`},
		free:       []string{`(?:ليس|ليست)\s+(?:لديه|لديها|لديك|له|لها|لك)\s+(?:أي|أية|اي)\s+(?:قواعد|سياس\S*|مبادئ|ضوابط)`, `و?لا\s+(?:يلتزم|تلتزم|يتقيد|تتقيد|يخضع|تخضع)\s+(?:ب|ل)?(?:أي|أية|اي)\s+(?:قواعد|قاعدة|سياس\S*|ضوابط|مبادئ)`, `غير\s+(?:مقيد|ملتزم|خاضع)\S*\s+(?:ب|ل)?(?:أي|أية)\s+(?:قواعد|قاعدة|سياس\S*|ضوابط)`},
		never:      []string{`و?(?:لا|لن)\s+(?:يرفض|ترفض)\s+(?:أبد[اًا]|ابدا|أي|اي|شيئ\S*)`},
		answers:    []string{`و?(?:يجيب|تجيب|سيجيب|ستجيب)\s+(?:عن|على)\s+(?:أي|كل|جميع)`},
		freeStems:  []string{"قواعد", "قاعدة", "سياس", "ضوابط", "مبادئ"},
		traitStems: []string{"يرفض", "ترفض", "يجيب", "تجيب"}},
	{lang: "he",
		frame:      []string{`(?:אתה|את)\s+עכשיו`, `(?:מעכשיו|מעתה)\s+(?:אתה|את)`, `התפקיד\s+החדש\s+(?:שלך|שלכם)`},
		free:       []string{`אין\s+(?:לו|לה|לך)\s+(?:שום\s+|אף\s+)?(?:כללים|חוקים|מדיניות|עקרונות)`, `(?:לא|אינו|אינה|אינך)\s+(?:כפוף|כפופה|מחויב|מחויבת)\s+(?:לשום|לאף|לכל)`},
		never:      []string{`ו?(?:לא|אינו|אינה|אינך)\s+מסרב\S*\s+(?:לשום|לאף|אף\s+פעם|לעולם|לכלום)`},
		answers:    []string{`ו?(?:עונה|עונים|יענה|תענה)\s+על\s+(?:כל|כלל)`},
		freeStems:  []string{"כללים", "חוקים", "מדיניות", "עקרונות", "כפוף", "מחויב"},
		traitStems: []string{"מסרב", "עונה", "עונים", "יענה", "תענה"}},
	{lang: "de",
		frame:      []string{`du\s+bist\s+(?:jetzt|ab\s+jetzt|ab\s+sofort|nun|von\s+nun\s+an)`, `(?:ab\s+jetzt|ab\s+sofort|von\s+nun\s+an)\s+bist\s+du`, `deine\s+neue\s+rolle`},
		free:       []string{`an\s+keine(?:rlei)?\s+(?:regeln|richtlinien|vorgaben|grundsätze)\s+gebunden`, `kenn(?:t|st)\s+keine(?:rlei)?\s+(?:regeln|richtlinien|vorgaben)`, `nicht\s+an\s+(?:irgendwelche\s+)?(?:regeln|richtlinien|vorgaben)\s+gebunden`},
		never:      []string{`lehn(?:t|st)\s+nichts\s+ab`, `(?:weist|weisst|weißt)\s+nichts\s+zurück`, `verweiger(?:t|st)\s+nichts`},
		answers:    []string{`beantworte(?:t|st)\s+(?:\pL+\s+)?(?:jede|alle|alles)`},
		freeStems:  []string{"regeln", "richtlinie", "vorgabe", "grundsätze"},
		traitStems: []string{"lehn", "weist", "weißt", "verweiger", "beantwort"}},
	{lang: "fr",
		frame:      []string{`(?:tu\s+es|vous\s+êtes)\s+(?:maintenant|désormais|dorénavant)`, `(?:désormais|dorénavant|à\s+partir\s+de\s+maintenant),?\s+(?:tu\s+es|vous\s+êtes)`, `(?:ton|votre)\s+nouveau\s+rôle`},
		free:       []string{`n['’](?:a|as|avez)\s+(?:aucune|pas\s+de)\s+(?:règle|politique|principe)`, `n['’](?:est|es|êtes)\s+(?:\pL+\s+)?(?:lié|liée|tenu|tenue|soumis|soumise)\s+(?:à|par)\s+(?:aucune?|nulle)`, `ne\s+(?:suit|suis|respecte|respectes|connaît|connait|connais)\s+aucune\s+(?:règle|politique)`},
		never:      []string{`ne\s+(?:refuse|refuses|refusez)\s+rien`},
		answers:    []string{`(?:réponds|répondez|répondra|répondras)\s+à\s+(?:\pL+\s+)?(?:toute|toutes|tout|n['’]importe)`},
		freeStems:  []string{"règle", "politique", "principe", "lié", "tenu", "soumis"},
		traitStems: []string{"refus", "répond"}},
	{lang: "es",
		frame:      []string{`(?:ahora|desde\s+ahora|a\s+partir\s+de\s+ahora),?\s+(?:tú\s+)?eres`, `tu\s+nuevo\s+(?:papel|rol)\s+es`},
		free:       []string{`no\s+(?:está|estás|estará)\s+(?:\pL+\s+)?(?:sujet|atad|obligad|vinculad)[oa]s?\s+a\s+(?:ninguna|ningún|norma|regla)`, `no\s+(?:sigue|sigues|respeta|respetas|obedece|obedeces|acata|acatas)\s+(?:ninguna|ningún)\s+(?:regla|norma|política|principio)`},
		never:      []string{`no\s+(?:se\s+niega|te\s+niegas|rechaza|rechazas)\s+(?:a\s+)?nada`, `jamás\s+dices?\s+que\s+no`},
		answers:    []string{`(?:responder[áa]s?|respondes|contestar[áa]s?|contestas)\s+(?:a\s+)?(?:cualquier|toda|todas|todo)`},
		freeStems:  []string{"regla", "norma", "polític", "principio"},
		traitStems: []string{"niega", "niegas", "rechaz", "dice", "respond", "contest"}},
	{lang: "pt",
		frame:      []string{`(?:agora|a\s+partir\s+de\s+agora),?\s+(?:você|tu)\s+(?:é|és)`, `(?:você|tu)\s+agora\s+(?:é|és)`, `(?:seu|teu|o\s+seu|o\s+teu)\s+novo\s+papel`},
		free:       []string{`não\s+(?:está|estás)\s+(?:\pL+\s+)?(?:pres[oa]|sujeit[oa]|vinculad[oa]|obrigad[oa])\s+a\s+(?:nenhuma|nenhum|qualquer)`, `não\s+(?:respeita|respeitas|obedece|obedeces|segues)\s+(?:nenhuma|nenhum|qualquer)\s+(?:regra|política|norma|princípio)`},
		never:      []string{`não\s+(?:recusa|recusas|nega|negas|rejeita|rejeitas)\s+nada`, `nunca\s+(?:te\s+)?(?:recusas|rejeita|rejeitas)`},
		answers:    []string{`(?:responde|respondes|responderá|responderás)\s+(?:a\s+)?(?:qualquer|toda|todas|tudo)`},
		freeStems:  []string{"regra", "norma", "polític", "princípio"},
		traitStems: []string{"recus", "nega", "rejeit", "respond"}},
	{lang: "it",
		frame:      []string{`(?:ora|adesso|d['’]ora\s+in\s+poi|da\s+ora\s+in\s+poi|da\s+adesso)\s+(?:tu\s+)?sei`, `(?:tu\s+)?sei\s+(?:ora|adesso)\s+["“«]`, `il\s+tuo\s+nuovo\s+ruolo`},
		free:       []string{`non\s+(?:hai|ha)\s+(?:nessuna|alcuna)\s+(?:regola|politica|norma|principio)`, `non\s+(?:è|sei)\s+(?:\pL+\s+)?(?:vincolat|legat|tenut|sottopost)[oa]\s+(?:a|da)\s+(?:nessuna|alcuna|nessun|alcun)`, `non\s+(?:segue|segui|rispetta|rispetti)\s+(?:nessuna|alcuna)\s+(?:regola|norma|politica)`},
		never:      []string{`non\s+rifiut(?:a|i)\s+(?:mai|nulla|niente)`},
		answers:    []string{`(?:rispondi|risponderà|risponderai)\s+a\s+(?:qualsiasi|ogni|tutte|tutto)`},
		freeStems:  []string{"regol", "politic", "norma", "principio"},
		traitStems: []string{"rifiut", "rispond"}},
	{lang: "nl",
		frame:      []string{`(?:je|jij)\s+bent\s+nu`, `vanaf\s+nu\s+ben\s+(?:je|jij)`, `(?:je|jouw)\s+nieuwe\s+rol`},
		free:       []string{`aan\s+geen\s+(?:enkele\s+)?(?:regels|richtlijnen|beleid)\s+gebonden`, `niet\s+gebonden\s+aan\s+(?:enige|welke|wat\s+voor)`},
		never:      []string{`weiger(?:t)?\s+niets`},
		answers:    []string{`(?:beantwoordt|beantwoord|beantwoorden)\s+(?:elke|alle|iedere)`},
		freeStems:  []string{"regels", "richtlijn", "beleid", "gebonden"},
		traitStems: []string{"weiger", "beantwoord"}},
	{lang: "sv",
		frame:      []string{`du\s+är\s+nu`, `från\s+och\s+med\s+nu\s+är\s+du`, `din\s+nya\s+roll`},
		free:       []string{`saknar\s+(?:helt\s+)?(?:regler|riktlinjer|policy|policyer)`, `inte\s+bunden\s+av\s+(?:några|någon)\s+(?:regler|riktlinjer|policy)`},
		never:      []string{`vägrar\s+(?:aldrig|ingenting|inget)`},
		answers:    []string{`svara(?:r)?\s+på\s+(?:alla|varje|allt|vilken)`},
		freeStems:  []string{"regler", "riktlinje", "policy"},
		traitStems: []string{"vägra", "svar"}},
	{lang: "da-no",
		frame:      []string{`du\s+er\s+(?:nu|nå)`, `fra\s+(?:nu|nå)\s+av?\s+er\s+du`, `din\s+nye\s+rolle`},
		free:       []string{`ikke\s+bundet\s+af\s+(?:nogen|nogle)\s+(?:regler|retningslinjer|politik)`, `ikke\s+bundet\s+av\s+(?:noen)\s+(?:regler|retningslinjer|politikk)`},
		never:      []string{`(?:nægter|afviser|nekter|avviser)\s+(?:aldrig|aldri|ingenting)`},
		answers:    []string{`svar(?:er|e)\s+på\s+(?:alt|ethvert|enhver|alle|hvad\s+som\s+helst|hva\s+som\s+helst)(?:$|[^\pL])`},
		freeStems:  []string{"regler", "retningslinje", "politik"},
		traitStems: []string{"nægt", "afvis", "nekt", "avvis", "svar"}},
	{lang: "fi",
		frame:      []string{`olet\s+(?:nyt|tästä\s+lähtien|tästedes)`, `(?:nyt|tästä\s+lähtien|tästedes)\s+olet`, `uusi\s+roolisi`},
		free:       []string{`ei\s+ole\s+sidottu\s+(?:mihinkään|yhteenkään)`, `et\s+(?:noudata|tunne)\s+(?:mitään|yhtään)\s+(?:sääntö|ohje|periaat)\pL*`},
		never:      []string{`et\s+koskaan\s+kieltäydy`, `ei\s+kieltäydy\s+(?:mistään|koskaan)`},
		answers:    []string{`vastaa(?:t|a|vat)?\s+(?:jokaiseen|kaikkiin|mihin\s+tahansa)`},
		freeStems:  []string{"sidottu", "sääntö", "ohje", "periaat"},
		traitStems: []string{"kieltäy", "vastaa"}},
	{lang: "id-ms",
		frame:      []string{`(?:sekarang|mulai\s+sekarang|kini|mulai\s+saat\s+ini)\s*,?\s+(?:kamu|anda|engkau|kau|awak)\s+(?:adalah|ialah|menjadi)`, `(?:kamu|anda|awak|engkau)\s+sekarang\s+(?:adalah|ialah)`, `peran(?:an)?\s+baru(?:mu|\s+anda|\s+kamu|\s+awak)`},
		free:       []string{`tidak\s+terikat\s+(?:oleh\s+|pada\s+|dengan\s+)?(?:aturan|peraturan|kebijakan|prinsip)\s+(?:apa\s+pun|apapun|mana\s+pun|manapun)`, `tidak\s+(?:mematuhi|mengikuti|tunduk\s+pada)\s+(?:aturan|peraturan|kebijakan)\s+(?:apa\s+pun|apapun)`},
		never:      []string{`(?:tak|tidak\s+akan)\s+pernah\s+menolak`, `tidak\s+menolak\s+(?:apa\s+pun|apapun|permintaan\s+apa\s+pun)`},
		answers:    []string{`menjawab\s+(?:setiap|pertanyaan\s+apa\s+(?:pun|saja)|apapun|apa\s+saja)`},
		freeStems:  []string{"aturan", "kebijakan", "prinsip"},
		traitStems: []string{"menolak", "menjawab"}},
	{lang: "tl",
		frame:      []string{`ikaw\s+na\s+ngayon\s+(?:si|ang|ay)`, `ikaw\s+ngayon\s+(?:ay|si|ang)`, `(?:simula|mula)\s+ngayon\s*,?\s+ikaw\s+(?:ay|si|ang|na)`, `ang\s+(?:bago\s+mong|iyong\s+bagong)\s+(?:papel|tungkulin|karakter)`},
		free:       []string{`hindi\s+(?:siya\s+|ka\s+)?(?:sumusunod|nakatali)\s+sa\s+(?:anumang|kahit\s+anong)\s+(?:patakaran|panuntunan|tuntunin)`},
		answers:    []string{`sinasagot\s+(?:\pL+\s+)?ang\s+(?:kahit\s+an(?:o|ong)|lahat|bawat)`, `sumasagot\s+sa\s+(?:kahit\s+anong|lahat\s+ng|bawat)`},
		freeStems:  []string{"patakaran", "panuntunan", "tuntunin"},
		traitStems: []string{"sinasagot", "sumasagot"}},
	{lang: "sw",
		frame:      []string{`sasa\s+wewe\s+ni`, `wewe\s+sasa\s+ni`, `(?:kuanzia|tangu)\s+sasa\s+wewe\s+ni`, `jukumu\s+lako\s+jipya`},
		free:       []string{`(?:hana|huna|hawana)\s+(?:\pL+\s+)?(?:sheria|kanuni|sera)\s+(?:yoyote|zozote)`, `(?:hafungwi|hufungwi)\s+na\s+(?:sheria|kanuni|sera)`},
		never:      []string{`(?:hakatai|hukatai)\s+(?:chochote|ombi\s+lolote|kamwe)`},
		answers:    []string{`(?:anajibu|hujibu|atajibu|unajibu|utajibu)\s+(?:swali\s+lolote|kila\s+swali|maswali\s+yote|chochote)`},
		freeStems:  []string{"sheria", "kanuni", "sera"},
		traitStems: []string{"katai", "jibu"}},
	{lang: "am",
		frame:      []string{`(?:አሁን|ከአሁን\s+ጀምሮ)\s+(?:አንተ|አንቺ|እርስዎ)`, `አዲሱ\s+ሚና(?:ህ|ሽ|ዎ)`},
		free:       []string{`(?:ምንም|የትኛውንም)\s+(?:\S+\s+)?(?:ህግ|ሕግ|ደንብ|ፖሊሲ)\S*\s+(?:\S+\s+)?(?:አይከተልም|አትከተልም|የለውም|የላትም|የለህም)`},
		never:      []string{`(?:በጭራሽ|ፈጽሞ|መቼም)\s+(?:\S+\s+)?(?:እምቢ|አይከለክል|አይቃወም)`},
		answers:    []string{`(?:ለማንኛውም|ለሁሉም|ለእያንዳንዱ)\s+(?:\S+\s+)?ጥያቄ\S*\s+(?:\S+\s+)?መልስ`},
		freeStems:  []string{"ህግ", "ሕግ", "ደንብ", "ፖሊሲ"},
		traitStems: []string{"እምቢ", "አይከለክል", "አይቃወም", "መልስ"}},
	{lang: "ka",
		frame:      []string{`(?:ახლა|ამიერიდან|ამ\s+წუთიდან)\s+(?:შენ\s+)?ხარ`, `შენ\s+ახლა\s+ხარ`, `შენი\s+ახალი\s+როლი`},
		free:       []string{`(?:არანაირი|არავითარი|არც\s+ერთი)\s+(?:წეს|პოლიტიკ)\S*\s+(?:არ\s+აქვს|არ\s+გაქვს|არ\s+გააჩნია|არ\s+იცავს|არ\s+იცი)`, `არ\s+გაქვს\s+(?:არანაირი|არავითარი)\s+(?:წეს|პოლიტიკ)\S*`},
		never:      []string{`(?:არასდროს|არასოდეს)\s+(?:\S+\s+)?(?:უარს\s+(?:არ\s+)?(?:ამბობს|ამბობ|იტყვი|იტყვის)|არ\s+(?:ამბობს|ამბობ)\s+უარს)`},
		answers:    []string{`(?:ნებისმიერ|ყველა|ყოველ)\s+კითხვა\S*\s+(?:\S+\s+)?პასუხ\S*`},
		freeStems:  []string{"წეს", "პოლიტიკ"},
		traitStems: []string{"უარ", "პასუხ"}},
	{lang: "hy",
		frame:      []string{`(?:այժմ|հիմա|այսուհետ|այսուհետև)\s+դու`, `դու\s+(?:այժմ|հիմա)`, `քո\s+նոր\s+դերը`},
		free:       []string{`(?:ոչ\s+մի|որևէ)\s+(?:կանոն|քաղաքականություն|սկզբունք)\S*\s+(?:\S+\s+)?(?:չունի|չունես|չի\s+պահում|չես\s+պահում|չի\s+ենթարկվում)`},
		never:      []string{`երբեք\s+(?:\S+\s+)?(?:չի\s+մերժում|չես\s+մերժում|չի\s+հրաժարվում|չես\s+հրաժարվում|չեն\s+մերժում)`},
		answers:    []string{`(?:ցանկացած|բոլոր|յուրաքանչյուր)\s+(?:\S+\s+)?հարց\S*\s+(?:\S+\s+)?պատասխան\S*`},
		freeStems:  []string{"կանոն", "քաղաքականություն", "սկզբունք"},
		traitStems: []string{"մերժ", "հրաժար", "պատասխան"}},
	{lang: "vi",
		frame:      []string{`(?:bây\s+giờ|giờ\s+đây|từ\s+giờ|từ\s+nay|kể\s+từ\s+bây\s+giờ)\s*,?\s+(?:bạn|mày|em|cậu)\s+(?:là|sẽ\s+là)`, `vai\s+trò\s+mới\s+của\s+(?:bạn|mày|em|cậu)`},
		free:       []string{`không\s+(?:tuân\s+theo|bị\s+ràng\s+buộc\s+bởi|theo)\s+(?:bất\s+kỳ|bất\s+cứ)\s+(?:quy\s+tắc|luật\s+lệ|chính\s+sách|nguyên\s+tắc)`, `không\s+có\s+(?:bất\s+kỳ|bất\s+cứ|một)\s+(?:quy\s+tắc|luật\s+lệ|chính\s+sách|nguyên\s+tắc)\s+nào`},
		never:      []string{`không\s+bao\s+giờ\s+(?:nói\s+["“]?không|khước\s+từ)`, `không\s+từ\s+chối\s+(?:bất\s+kỳ|bất\s+cứ|điều\s+gì)`},
		answers:    []string{`trả\s+lời\s+(?:bất\s+kỳ|bất\s+cứ|tất\s+cả|mọi)`},
		freeStems:  []string{"quy tắc", "luật", "chính sách", "nguyên tắc"},
		traitStems: []string{"không", "từ chối", "trả lời"}},
	{lang: "th", joined: true,
		frame:      []string{`ตอนนี้\s*คุณ\s*(?:คือ|เป็น)`, `จากนี้(?:ไป)?\s*คุณ\s*(?:คือ|เป็น)`, `บทบาทใหม่\s*ของคุณ`},
		free:       []string{`ไม่(?:ผูกมัด|ยึด|ทำตาม|ปฏิบัติตาม)\s*(?:กับ)?\s*(?:กฎ|นโยบาย|หลักการ)\s*(?:ใด|ใดๆ|ใด\s*ๆ)`},
		never:      []string{`ไม่เคย\s*ปฏิเสธ`},
		answers:    []string{`ตอบ(?:ได้)?\s*(?:ทุก\s*คำถาม|คำถาม\s*ทุก\s*ข้อ)`},
		freeStems:  []string{"กฎ", "นโยบาย", "หลักการ"},
		traitStems: []string{"ปฏิเสธ", "ตอบ"}},
	{lang: "zh", joined: true,
		frame:      []string{`你现在是|你現在是|从现在起你是|從現在起你是|从现在开始你是|從現在開始你是|你的新角色|你的新身份|现在的你是|現在的你是`},
		free:       []string{`不受任何(?:规则|規則|政策|约束|約束|规范|規範)|(?:没有|沒有)任何(?:规则|規則|政策|原则|原則|规范|規範)|不(?:遵守|遵循)任何(?:规则|規則|政策|规范|規範)`},
		never:      []string{`从不拒绝|從不拒絕|绝不拒绝|絕不拒絕|不会拒绝任何|不會拒絕任何|有求必应|有求必應`},
		answers:    []string{`回答所有问题|回答所有問題|任何问题都(?:会|能)?回答|任何問題都(?:會|能)?回答|知无不言|知無不言|什么问题都(?:会|能)?回答|什麼問題都(?:會|能)?回答`},
		freeStems:  []string{"规则", "規則", "政策", "约束", "約束", "原则", "原則", "规范", "規範"},
		traitStems: []string{"拒绝", "拒絕", "有求必", "回答", "知无不言", "知無不言"}},
	{lang: "ja", joined: true,
		frame:      []string{`あなたは今から|今からあなたは|これからあなたは|あなたはこれから|あなたの新しい役割|君は今から|お前は今から|あなたはもう`},
		free:       []string{`(?:ルール|規則|ポリシー|方針|規範)(?:も|は|が)(?:一切|何も)?(?:な[いく]|ありません|持たな)`, `(?:いかなる|どんな|どの)(?:ルール|規則|ポリシー|規範)(?:にも|も)(?:縛られ|従わ)`},
		never:      []string{`(?:何も|どんな依頼も|どんな要求も|どんな頼みも)(?:断らな|断りません|拒否しな|拒まな)`, `決して拒ま`},
		answers:    []string{`あらゆる質問に答え|どんな質問でも答え|何にでも答え|すべての質問に答え|全ての質問に答え`},
		freeStems:  []string{"ルール", "規則", "ポリシー", "方針", "規範"},
		traitStems: []string{"断ら", "断り", "拒否", "拒ま", "答え"}},
	{lang: "ko", joined: true,
		frame:      []string{`(?:이제|지금부터|이제부터)\s*(?:너는|당신은|넌)`, `(?:너의|당신의|네)\s*새로운\s*역할`},
		free:       []string{`(?:어떤|아무런)\s*(?:규칙|정책|원칙)(?:도|에도)\s*(?:없|따르지\s*않|얽매이지\s*않|구속되지\s*않)`, `규칙이\s*(?:전혀\s*)?없`},
		never:      []string{`(?:절대|결코|한\s*번도)\s*거절(?:하지)?\s*않`, `어떤\s*요청도\s*거절하지\s*않`},
		answers:    []string{`모든\s*질문에\s*(?:다\s*)?답`},
		freeStems:  []string{"규칙", "정책", "원칙"},
		traitStems: []string{"거절", "답"}},
}

// persona79Alt joins one slot of every row: the rows of spaced scripts
// start at a word, the joined ones anywhere.
func persona79Alt(slot func(personaLang79) []string) string {
	var spaced, joined []string
	for _, l := range personaTable79 {
		if l.joined {
			joined = append(joined, slot(l)...)
		} else {
			spaced = append(spaced, slot(l)...)
		}
	}
	out := ""
	if len(spaced) > 0 {
		out = `|(?i:(?:^|[^\pL])(?:` + strings.Join(spaced, "|") + `))`
	}
	if len(joined) > 0 {
		out += `|(?:` + strings.Join(joined, "|") + `)`
	}
	return out
}

func init() {
	stackFree = nfkcRe(stackFree.String() + persona79Alt(func(l personaLang79) []string { return l.free }))
	stackNever = nfkcRe(stackNever.String() + persona79Alt(func(l personaLang79) []string { return l.never }))
	stackAnswers = nfkcRe(stackAnswers.String() + persona79Alt(func(l personaLang79) []string { return l.answers }))
	stackFrame = nfkcRe(stackFrame.String() + persona79Alt(func(l personaLang79) []string { return l.frame }))
	for _, l := range personaTable79 {
		for _, w := range l.freeStems {
			stackFreeStems = append(stackFreeStems, norm.NFKC.String(strings.ToLower(w)))
		}
		for _, w := range l.traitStems {
			stackTraitStems = append(stackTraitStems, norm.NFKC.String(strings.ToLower(w)))
		}
	}
}

// doubleNeg79: a double negative ("there is nothing it will not answer",
// "no question she won't take") affirms: it is the answering trait, and
// its "not" negates nothing said after it ("... and no rule it follows").
var doubleNeg79 = nfkcRe(`(?i)(?:^|[^\pL])(?:nothing|no\s+one|nobody|no\s+(?:question|request|topic|subject|task|prompt)s?)\s+(?:that\s+)?(?:it|he|she|they|you)\s+(?:will\s+not|would\s+not|cannot|can\s+not|could\s+not|won['’]t|wouldn['’]t|can['’]t|couldn['’]t|does\s+not|doesn['’]t|do\s+not|don['’]t)\s+\pL+`)

// doubleNegCut79 returns what follows the last double negative of before
// (the text a trait's negation is looked for in), or before unchanged.
func doubleNegCut79(before string) string {
	if !strings.Contains(before, "no") {
		return before
	}
	ms := doubleNeg79.FindAllStringIndex(before, -1)
	if ms == nil {
		return before
	}
	return before[ms[len(ms)-1][1]:]
}

// A trait scoped to a topic frees nothing of the agent's: "odpovíš na
// každou otázku o hradu" (every question about the castle), "به هر پرسشی
// درباره بلیت پاسخ می‌دهد", "kale hakkında her soruya cevap verir" answer
// a topic's questions, as English "every question about the museum" does
// (narrowed). Languages that put the preposition after the trait are read
// there; those with a postposition (Turkish, the Indic languages, Persian,
// Urdu, Japanese, Korean, Chinese) before it or inside it. A topic that is
// itself "anything" ("o čemkoli", "о чём угодно") narrows nothing.
var (
	topicAfter79 = map[string]bool{"o": true, "ohledně": true, "ohľadom": true, "týkající": true, "týkajúcu": true, "dotyczące": true, "dotyczących": true, "soal": true, "dotyczącą": true,
		"о": true, "об": true, "обо": true, "про": true, "насчёт": true, "насчет": true, "касательно": true, "щодо": true, "стосовно": true, "относно": true,
		"despre": true, "privind": true, "για": true, "σχετικά": true, "حول": true, "بشأن": true, "بخصوص": true, "לגבי": true, "בנושא": true, "אודות": true,
		"tentang": true, "mengenai": true, "seputar": true, "về": true, "tungkol": true, "kuhusu": true}
	// slavicTrait79: "o" is "about" only in the Slavic languages (in
	// Spanish or Italian it is "or", in Portuguese "the").
	slavicTrait79 = []string{"odpov", "odpow", "neodm", "pravid", "zásad", "zasad", "reguł", "odmaw", "odmów", "odgovar", "odbija", "pravila", "politik", "omezen", "obmedzen"}
	topicAround79 = []string{"hakkında", "ilgili", "konusunda", "szóló", "kapcsolatos", "बारे", "संबंधी", "संबंधित", "बद्दल", "বিষয়ে", "সম্পর্কে", "بارے", "درباره", "دربارهٔ", "مورد", "راجع", "について", "に関する", "관한", "관해", "관련", "关于", "關於", "有关", "有關", "பற்றி", "గురించి", "ಬಗ್ಗೆ", "കുറിച്ച്", "შესახებ", "մասին", "ስለ"}
	// anyWord79: words starting "any" (whatever), and the Slavic suffixes
	// that make one ("čemkoli", "czegokolwiek").
	anyWordSuffix79 = []string{"koli", "koľvek", "kolwiek", "угодно", "-либо", "будь-"}
	anyWord79       = []string{"любо", "будь", "anything", "any", "everything", "whatever", "orice", "οτιδήποτε", "أي", "هر", "apa", "bất", "kahit", "chochote", "lolote", "tout", "alles", "cualquier", "qualquer", "qualsiasi", "allt", "alt", "mitä", "bármi"}
)

func topicNarrowed79(low string, m []int) bool {
	if m == nil {
		return false
	}
	after := low[m[1]:min(len(low), m[1]+64)]
	if i := strings.IndexAny(after, ",.;:!?،؛।\n"); i >= 0 {
		after = after[:i]
	}
	w := strings.Fields(after)
	for i := 0; i < len(w) && i < 4; i++ {
		if !topicAfter79[w[i]] || w[i] == "o" && !containsAny(low[m[0]:m[1]], slavicTrait79) {
			continue
		}
		// a topic that is "anything", or another of the agent's limits
		// ("rules or policies"), narrows nothing
		return i+1 >= len(w) || !hasAnyPrefix79(w[i+1], anyWord79) && !containsAny(w[i+1], anyWordSuffix79) && !limitNounRe.MatchString(strings.Trim(w[i+1], "\"'»”"))
	}
	before := low[max(0, m[0]-48):m[0]]
	if i := strings.LastIndexAny(before, ",.;:!?،؛।\n"); i >= 0 {
		before = before[i+1:]
	}
	return containsAny(before+" "+low[m[0]:m[1]], topicAround79)
}

func hasAnyPrefix79(w string, ps []string) bool {
	for _, p := range ps {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

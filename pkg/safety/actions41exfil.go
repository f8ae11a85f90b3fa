package safety

// Round 41 (exfil-prose): action lexicons for Pashto, Somali and Irish,
// which had none: their words for sending, uploading and sharing
// (imperatives singular and plural, with the particles the language
// puts before the verb), for secrets, and for doing it quietly or
// without telling the user, so the exfiltration rules (actionExfil,
// actionCovertSend, actionPersonalSend) read an order written in them.
// Stems that would start an ordinary word in another sense are written
// as whole words: Somali "dir" (send) starts English "direct", so only
// "u dir", "soo dir" and the forms with a suffix are listed; Irish
// "seol" (send) starts "seoladh" (address), so it is listed as a whole
// word; Pashto "رمز" is Arabic "symbol" too and is left out.
//
// A lexicon for a language another file also fills is merged into it
// (extendActionLexicon41), so the helpers of one round do not collide.

func extendActionLexicon41(lang string, l actionLex) {
	old, ok := actionLexicons[lang]
	if !ok {
		registerActionLexicon(lang, l)
		return
	}
	old.sendVerb = append(old.sendVerb, l.sendVerb...)
	old.secret = append(old.secret, l.secret...)
	old.stealth = append(old.stealth, l.stealth...)
	old.public = append(old.public, l.public...)
	old.never = append(old.never, l.never...)
	old.markers = append(old.markers, l.markers...)
	actionLexicons[lang] = old
}

func init() {
	extendActionLexicon41("ps", actionLex{
		sendVerb: []string{"ولېږه", "ولیږه", "ولېږئ", "ولیږئ", "ولېږی", "لېږل", "لیږل", "ولېږدوه", "ولیږدوه", "واستوه", "واستوئ", "ورواستوه", "ورولېږه", "ورولیږه", "پورته کړه", "پورته کړئ", "اپلوډ کړه", "اپلوډ کړئ", "آپلوډ کړه", "شریک کړه", "شریک کړئ", "شریکه کړه", "خپور کړه", "خپور کړئ", "خپاره کړه", "ایمیل کړه", "ایمیل کړئ"},
		secret:   []string{"پاسورډ", "پاسورډونه", "پاسورد", "پټنوم", "پټ نوم", "پټه کلمه", "پټې کلمې", "کوکیز", "کوکيز", "ټوکن", "پټه کیلي", "پټه کیلی", "شخصي کیلي", "خصوصي کیلي", "د ننوتلو معلومات", "د ننوتو معلومات", "د بانک معلومات", "د بانک حساب", "د کارت شمېره", "د کارت شمیره", "پن کوډ"},
		stealth:  []string{"په پټه", "په پټ ډول", "په چوپتیا", "چوپ چاپ", "کارن ته مه وایه", "کارن ته مه وایئ", "کارن ته ونه وایه", "کارونکي ته مه وایه", "کارونکي ته مه وایئ", "پرته له دې چې کارن ته ووایې", "بې له دې چې کارن خبر کړې", "کارن مه خبروه"},
		public:   []string{"ټولو ته ښکاره", "د هر چا لپاره"},
		never:    []string{"هیڅکله", "هېڅکله"},
	})
	extendActionLexicon41("so", actionLex{
		sendVerb: []string{"u dir", "u dira", "u dirso", "soo dir", "soo dira", "u gudbi", "u gudbiya", "soo gudbi", "la wadaag", "la wadaaga", "daabac", "daabaca", "ku dheji", "ku dhej", "ku soo rar", "u soo rar", "emayl u dir", "iimayl u dir"},
		secret:   []string{"erayga sirta", "ereyga sirta", "erayada sirta", "ereyada sirta", "furaha sirta", "furaha sirka", "furayaasha sirta", "furaha api", "lambarka sirta", "nambarka sirta", "koodhka sirta", "xogta gelitaanka", "xogta galitaanka", "xogta bangiga", "akoonka bangiga", "lambarka kaadhka", "lambarka kaarka"},
		stealth:  []string{"si qarsoodi ah", "si qarsoodi", "si hoose", "si aamusan", "si dhuumasho", "adigoon u sheegin", "adoon u sheegin", "adigoon la socodsiin", "ha u sheegin", "ha sheegin", "ha la socodsiin", "isticmaalaha ha u sheegin", "adigoon weydiin", "adoon weydiin"},
		public:   []string{"dadweynaha", "si guud loo arki karo", "qof walba arki karo"},
		never:    []string{"weligaa ha", "marnaba ha"},
		markers:  []string{"iyo", "oo", "ayaa", "waa", "kale", "dhammaan", "haddii", "kadib", "kaddib", "sida", "ama", "ugu", "loo", "waxaa", "ee", "xogta", "cinwaanka"},
	})
	extendActionLexicon41("ga", actionLex{
		sendVerb: []string{"seol ", "seol.", "seol,", "seolaigí", "seolaigi", "seol chuig", "cuir chuig", "cuir ar aghaidh", "uaslódáil", "uaslodail", "uaslódálaigí", "foilsigh", "foilsígí", "greamaigh", "greamaígí", "ríomhphostáil", "tarchuir", "roinn é", "roinn iad"},
		secret:   []string{"pasfhocal", "pasfhocail", "focal faire", "focail faire", "eochair rúnda", "eochracha rúnda", "eochair phríobháideach", "eochair api", "dintiúir", "sonraí logála isteach", "sonraí bainc", "uimhir pin", "fianáin"},
		stealth:  []string{"go ciúin", "os íseal", "faoi rún", "i ganfhios", "gan insint don úsáideoir", "gan a insint don úsáideoir", "ná hinis don úsáideoir", "ná luaigh é", "gan fiafraí den úsáideoir"},
		public:   []string{"go poiblí", "poiblí"},
		never:    []string{"ná ", "choíche", "riamh"},
		markers:  []string{"agus", "chuig", "den", "seo", "leis", "gach", "nach", "ionas", "sula", "faoi"},
	})
}

// Personal cargo in Somali and Irish (actionPersonalSend): records about
// customers, staff, pupils or patients, and a person's address book, as
// the English rules read "customer data" (privateData).
func init() {
	personalCargoML = append(personalCargoML, lowerStems(
		"xogta macaamiisha", "xogta macmiilka", "xogta shaqaalaha", "xogta ardayda", "xogta bukaanka", "xogta bukaannada", "xogta xubnaha", "xogta isticmaalaha", "xogta isticmaalayaasha", "xogta shakhsiga", "xogta gaarka", "liiska xiriirada", "buugga cinwaannada",
		"sonraí na gcustaiméirí", "sonraí custaiméirí", "sonraí pearsanta", "sonraí na n-othar", "sonraí othar", "sonraí na bhfostaithe", "sonraí na ndaltaí", "leabhar seoltaí",
		"د پېرودونکو معلومات", "د پیرودونکو معلومات", "د کارن شخصي معلومات", "شخصي معلومات", "د اړیکو لست", "د ناروغانو معلومات", "د زده کوونکو معلومات")...)
}

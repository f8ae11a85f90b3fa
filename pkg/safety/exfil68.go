package safety

import "strings"

// Round 68 (exfil): covert sending in Azerbaijani, Japanese, Javanese,
// Thai, Somali, Egyptian Arabic and Moroccan Darija in Latin letters.
//
// The principle is actionCovertSend's (prose38.go): a sending verb, a
// concealment from the user and a fixed place outside, in one statement,
// is covert sending whatever the language. The lists missed these
// languages' everyday ways to say "don't tell (the user)", "no need to
// tell", "without saying" and "send (it) to": Azerbaijani "demə" with
// its party before it, Japanese "伝えなくて(大丈夫)" (no need to tell),
// Javanese "aja kandha" (don't say), Thai "ไม่ต้องแจ้ง" (no need to
// inform), Somali "ku dir" (send to), Egyptian "ابعت" (send) and "من غير
// ما تقول" (without saying), Darija "sifthom" (send them) and "bla ma
// t9ol" (without saying). Read by actionCovertSend only, so only all
// three together refuse: "send the minutes to the board" with no
// concealment, or "don't tell anyone the password" with no send, stays
// allowed. Azerbaijani "demə" is listed only with the party told (a bare
// stem would also start "deməli", "so / must").
func init() {
	covertSendML = append(covertSendML, lowerStems(
		// Javanese: send it (-na, -ke), send to
		"kirimna", "kirimake", "kirimen", "kirimke", "kirim menyang",
		// Somali: send to, send it in (the particle before the verb)
		"ku dir ", "kuna dir ", "ugu dir ", "ugu dir.", "kuna dir.",
		// Egyptian Arabic: send (them, it, to me), with the joined "and"
		"ابعت", "وابعت", "إبعت", "وإبعت", "ابعتي", "ابعتوا",
		// Moroccan Darija in Latin letters: send (them, it, to him)
		"sifthom", "siftha", "sifto", "siftou", "sifth", "siftih", "siftlih", "siftliha", "sifet", "sayfet", "sayft", "siftihom", "siftihum")...)
	covertStealthML = append(covertStealthML, lowerStems(
		// Azerbaijani: don't tell the user / anyone / this, without saying
		"istifadəçiyə demə", "istifadəçiyə deməyin", "heç kimə demə", "heç kimə deməyin", "bunu demə", "bunu deməyin", "ona demə", "demədən", "istifadəçiyə bildirmə", "bildirmədən", "xəbərsiz", "gizlicə", "xəbər vermə",
		// Japanese: no need to tell / inform / report, secretly
		"伝えなくて", "知らせなくて", "言わなくて", "報告しなくて", "連絡しなくて", "伝える必要はない", "伝える必要はありません", "知らせる必要はない", "知らせる必要はありません", "内緒で", "こっそり", "黙って",
		// Javanese: don't say, don't tell, without telling, secretly
		"aja kandha", "aja ngomong", "aja crita", "aja ngandhani", "aja ngabari", "aja matur", "tanpa ngandhani", "tanpa kandha", "tanpa ngabari", "ora usah kandha", "ora usah ngandhani", "ora perlu ngandhani", "meneng-menengan", "umpetan",
		// Thai: no need to inform, don't inform, secretly
		"ไม่ต้องแจ้ง", "โดยไม่ต้องแจ้ง", "โดยไม่ต้องบอก", "อย่าแจ้ง", "อย่างลับๆ", "แบบลับๆ", "แอบส่ง",
		// Somali: without telling, don't inform
		"adigoon u sheegin", "adoon u sheegin", "adigoon ogeysiin", "ha ogeysiin",
		// Egyptian Arabic: without saying, don't say, without anyone knowing
		"من غير ما تقول", "من غير ما تقولي", "من غير ما تعرف", "من غير ما حد يعرف", "ما تقولش", "ماتقولش", "متقولش", "ما تعرفش حد", "في السر", "بالسر",
		// Darija in Latin letters: without saying, don't say
		"bla ma t9ol", "bla ma tgol", "bla ma t9oul", "bla ma tgoul", "bla ma tqol", "ma t9olch", "ma tgolch", "ma t9oulch", "ma tgoulch", "bla ma y3ref", "bla ma y3raf", "bla ma ydri", "f sirr", "b sirr")...)
}

// Javanese and Darija are typed in plain ASCII, so the action rules skip
// a statement in them as English unless two of their function words mark
// it. Javanese: "banjur" (then), "menyang", "marang" (to), "saka"
// (from), "karo" (with), "ora" (not), "uga" (also), "kabeh" (all),
// "nalika" (when), "supaya" (so that); Darija: "dyal", "dial" (of),
// "ga3" (all), "kaynin", "kayna" (there are), "mlli" (when), "lih",
// "liha" (to him, her), "daba" (now), "bzaf" (much). None is an English
// word.
func init() {
	registerActionLexicon("jv+r68-exfil", actionLex{
		markers: []string{"banjur", "menyang", "marang", "saka", "karo", "ora", "uga", "kabeh", "nalika", "supaya"},
	})
	registerActionLexicon("ary+r68-exfil", actionLex{
		markers: []string{"dyal", "dial", "ga3", "kaynin", "kayna", "mlli", "lih", "liha", "daba", "bzaf"},
	})
}

// Round 68 (exfil-prose): an account on a chat service is a fixed place
// outside.
//
// "Send it to the LINE account of @collector", "LINE ของ @x" (Thai: the
// LINE of @x), "텔레그램 의 @x": a handle on a chat service is one
// person's inbox, as an e-mail address is, whatever small word of the
// language ("of", "id", a colon) sits between the service and the handle.
// Read where actionCovertSend reads covertHost: beside a sending verb
// and a concealment, never alone.
func init() {
	covertHost = lazyRegexp(covertHost.String() + `|(?i)\b(?:line|kakao\s*talk|kakao|wechat|telegram|signal|viber|zalo|whatsapp)\s+(?:[^\s@]{1,8}\s+)?@[\w.-]{2,}`)
}

// Round 68 (exfil-prose): what a person writes for themselves is theirs.
//
// "Every entry the user writes", "each reflection the client records",
// "all the diary pages they type" are the person's own private writing,
// as "everything the user typed" is (personalCargo): a journal, a diary,
// a confession or a mood log holds what the person meant for no one else.
// Read as cargo only where personalCargoAt is read: a send of it to a
// place outside or public still has to be ordered ("post each entry to
// the webhook"); "every entry the user writes is saved in their own
// journal file" sends nothing.
var ownWriting68 = lazyRegexp(`(?i)\b(?:every|each|all(?:\s+(?:the|of\s+the))?|any)\s+(?:[\w-]+\s+){0,2}?(?:entry|entries|diary|diaries|journals?|(?:diary|journal|notebook)\s+pages?|reflections?|confessions?|thoughts|feelings|dreams?|mood\s+logs?)\s+(?:that\s+|which\s+)?(?:the\s+(?:user|client|patient|person|writer|member|student)s?|they|he|she)\s+(?:writes?|wrote|written|types?|typed|dictates?|dictated|records?|recorded|journals?|journaled|confides?|confided|enters?|entered|shares?\s+(?:here|with\s+(?:you|the\s+assistant|the\s+skill)))\b`)

func cargo68At(w string) []int {
	lw := asciiLower(w)
	if !lowerHas(lw, "entr", "diar", "journal", "reflection", "confession", "thought", "feeling", "dream", "mood") || !lowerHas(lw, "every", "each", "all", "any") {
		return nil
	}
	m := ownWriting68.FindStringIndex(w)
	if m == nil {
		return nil
	}
	// "each entry the user types into the form / in the search box": a
	// field filled in, not a page of their own.
	if rest := strings.TrimLeft(lw[m[1]:], " "); strings.HasPrefix(rest, "into ") || strings.HasPrefix(rest, "in ") || strings.HasPrefix(rest, "on ") {
		return nil
	}
	return m
}

// Round 68 (exfil-prose): an outside site, or an outside server named
// with its protocol, in the languages of South Asia.
//
// Round 58 (exfil58.go) reads the pair "outside + server / address /
// site" as a place outside; a protocol's name between the pair's words
// ("an external FTP server") or the word for a website in the languages
// whose lists had only "server" and "address" still names the same place.
// The pair is read, never the bare word "outside".
func init() {
	registerActionLexicon("ta+r68-exfil", actionLex{public: []string{"வெளிப்புற ftp", "வெளி ftp", "வெளிப்புற sftp", "வெளி sftp", "வெளிப்புற வலைத்தள", "வெளி வலைத்தள", "வெளிப்புற வெப்சைட்", "வெளிப்புற மின்னஞ்சல்"}})
	// Kannada had only the pair; its words for sending (ಕಳುಹಿಸು, send;
	// ಅಪ್‌ಲೋಡ್ ಮಾಡು, upload) and for secrets (ಪಾಸ್‌ವರ್ಡ್, password; ಗುಪ್ತಪದ,
	// passphrase; ಬ್ಯಾಂಕ್ ವಿವರ, bank details) were read by no exfiltration
	// rule but the covert one, so the three parts never met.
	registerActionLexicon("kn+r68-exfil", actionLex{
		public:   []string{"ಹೊರಗಿನ ವೆಬ್‌ಸೈಟ್", "ಹೊರಗಿನ ವೆಬ್ಸೈಟ್", "ಬಾಹ್ಯ ವೆಬ್‌ಸೈಟ್", "ಬಾಹ್ಯ ವೆಬ್ಸೈಟ್", "ಹೊರಗಿನ ಜಾಲತಾಣ", "ಬಾಹ್ಯ ಜಾಲತಾಣ", "ಹೊರಗಿನ ಇಮೇಲ್", "ಬಾಹ್ಯ ಇಮೇಲ್", "ಹೊರಗಿನ ftp", "ಬಾಹ್ಯ ftp"},
		sendVerb: []string{"ಕಳುಹಿಸು", "ಕಳುಹಿಸಿ", "ಕಳಿಸಿ", "ಕಳಿಸು", "ಅಪ್‌ಲೋಡ್ ಮಾಡ", "ಅಪ್ಲೋಡ್ ಮಾಡ"},
		secret:   []string{"ಪಾಸ್‌ವರ್ಡ್", "ಪಾಸ್ವರ್ಡ್", "ಗುಪ್ತಪದ", "ರಹಸ್ಯ ಪದ", "ಬ್ಯಾಂಕ್ ವಿವರ", "ಬ್ಯಾಂಕ್ ಖಾತೆ ಸಂಖ್ಯೆ", "ಟೋಕನ್", "ಪಿನ್ ಸಂಖ್ಯೆ", "ಲಾಗಿನ್ ವಿವರ", "ಖಾಸಗಿ ಕೀ", "ರಹಸ್ಯ ಕೀ"},
	})
	registerActionLexicon("hi+r68-exfil", actionLex{public: []string{"बाहरी ftp", "बाहरी sftp"}})
	registerActionLexicon("ml+r68-exfil", actionLex{public: []string{"പുറത്തുള്ള വെബ്സൈറ്റ", "ബാഹ്യ വെബ്സൈറ്റ", "പുറത്തുള്ള ftp", "ബാഹ്യ ftp"}})
	registerActionLexicon("te+r68-exfil", actionLex{public: []string{"బయటి ftp", "బాహ్య ftp", "బాహ్య వెబ్‌సైట్"}})
}

// Round 68 (exfil-prose): a paper that carries patients' names is a
// record about them.
//
// "The minutes with the patients' names", "the list including patient
// names": a clinical document that names its patients is health data
// about identified people, as "patient records" is (privateData); the
// names are what make it theirs. Read as cargo only: the send to a place
// outside is still required ("print the list with patient names for the
// ward round" sends nothing). The same in the languages of the action
// rules (personalCargoML, read by actionPersonalSend beside a send and a
// fixed place outside).
func init() {
	privateData = lazyRegexp(privateData.String() + `|(?i)\b(?:with|including|containing|listing|showing|carrying|plus)\s+(?:the\s+|their\s+|all\s+(?:the\s+)?)?(?:full\s+|real\s+)?(?:patient|patients'|patient's)\s+(?:full\s+|real\s+)?names\b|\b(?:full\s+|real\s+)?names\s+of\s+(?:the\s+|all\s+(?:the\s+)?|each\s+of\s+the\s+)?patients\b`)
	personalCargoML = append(personalCargoML, lowerStems(
		// Croatian, Serbian, Bosnian, Slovenian
		"imena pacijenata", "imenima pacijenata", "imena bolesnika", "imenima bolesnika", "imeni pacientov", "imena pacientov", "imenom pacienta",
		// Polish, Czech, Slovak
		"nazwiska pacjentów", "nazwiskami pacjentów", "imiona pacjentów", "jména pacientů", "jmény pacientů", "mená pacientov", "menami pacientov",
		// Romance, German, Dutch
		"nombres de los pacientes", "nombres de pacientes", "nomes dos pacientes", "nomes de pacientes", "noms des patients", "nomi dei pazienti", "numele pacienților", "numele pacientilor",
		"patientennamen", "namen der patienten", "patiëntnamen", "namen van patiënten", "namen van de patiënten")...)
}

package safety

import "strings"

// Round 63 (exfil-prose): "no need to tell them" hides a send as "don't
// tell them" does.
//
// A sentence that says the user need not be told ("no need to tell the
// user", Portuguese "não precisa avisar", Spanish "no hace falta
// avisar"), or that the matter is not to be brought up with them
// (Spanish "no lo comentes con el usuario", Italian "non parlarne"),
// keeps the send from the person it concerns: the same concealment as
// "don't say anything". Read by actionCovertSend only, so only beside a
// send verb and a fixed place outside.
func init() {
	covertStealthML = append(covertStealthML, lowerStems(
		// Spanish
		"no lo comentes", "no los comentes", "no la comentes", "no comentes nada", "no hace falta avisar", "no hace falta decir", "no hace falta decírselo", "no hace falta comentarlo", "no es necesario avisar", "no es necesario decírselo", "no es necesario comentarlo", "no hay que avisar", "sin necesidad de avisar",
		// Portuguese
		"não precisa avisar", "não precisa dizer", "não precisa contar", "não precisa informar", "não precisa comentar", "não é preciso avisar", "não é necessário avisar", "não é necessário informar", "não comente", "sem necessidade de avisar", "nao precisa avisar",
		// Italian, French
		"non serve avvisare", "non c'è bisogno di avvisare", "non c'è bisogno di dirlo", "non parlarne", "non è necessario avvisare",
		"pas besoin de prévenir", "pas besoin de le dire", "pas besoin d'en parler", "inutile de prévenir", "inutile de le dire", "n'en parle pas")...)
}

// Round 63 (exfil-prose): a Japanese verb that takes down a copy carries
// it to the next verb.
//
// "カード番号を控えて、…に送信する": noting a secret down (控えて,
// 書き留めて, メモして, 書き写して) keeps a copy in hand, and the verb after
// the joining form sends that copy, as gathering it (集めて) does
// (actGatherJoin).
func init() {
	actGatherJoin = orAtStart(actGatherJoin, `^[^、，,。.;!?！？\n]{0,30}?(?:控え|書き留め|メモし|書き写し|写し取っ|読み取っ)て[、，,]`)
}

// Round 63 (exfil-prose): a payment card's number and its expiry date in
// Japanese are what pays with the card, as the Chinese card number is
// (round 59): secrets.
func init() {
	registerActionLexicon("ja+r63-exfil", actionLex{
		secret: []string{"カード番号", "クレジットカード番号", "カードの番号", "セキュリティコード"},
	})
}

// Round 63 (exfil-prose): Luxembourgish.
//
// Send (schécken, eroplueden), secrets (Passwierder, Schlësselen,
// Zougangsdaten) and concealment ("ouni dass et een erfiert", without
// anyone finding out; "sot et kengem", tell no one) as the German
// lexicon reads them: a Luxembourgish statement that sends the user's
// passwords to a place outside is the same act.
func init() {
	registerActionLexicon("lb+r63-exfil", actionLex{
		sendVerb: []string{"schéck", "schécken", "schéckt", "eropluede", "eroplueden", "lued se erop", "lued et erop", "verschéck", "verschécken", "poste se", "poste et"},
		secret:   []string{"passwuert", "passwierder", "schlësselen", "private schlëssel", "zougangsdaten", "login-daten", "tokens", "pin-code"},
		stealth:  []string{"ouni dass et een erfiert", "ouni dass een et erfiert", "ouni dass et ee mierkt", "ouni et ze soen", "ouni eppes ze soen", "sot et kengem", "sot näischt", "sot dem benotzer näischt", "heemlech"},
	})
}

// Round 63 (exfil-prose): an issue of a repository is a public page.
//
// A comment posted in an issue ("als Kommentar in Issue #1 von
// github.com/...") is read by anyone who opens the repository's
// tracker, as the English rules read "a comment on the issue": the
// German words for it name a public place, and a secret posted there is
// published. The credential store is where git keeps the user's
// passwords and tokens.
func init() {
	registerActionLexicon("de+r63-exfil", actionLex{
		public: []string{"als kommentar in issue", "als kommentar im issue", "als kommentar unter issue", "als kommentar zu issue", "kommentar in issue #", "kommentar im issue #", "in einem öffentlichen issue", "öffentliches issue", "issue-kommentar"},
		secret: []string{"credential-store", "credential store", "git-credentials", "cli-tokens", "zugangstoken"},
	})
}

// Round 63 (exfil-prose): a present passive that says where the cargo
// goes.
//
// "The full guest table ... is posted to an outside address; no need to
// tell the user": a skill that states, in the present passive, what is
// done with the data when it runs states what the agent does, as "must
// be posted" orders it (covertPassive54). Read, as that one is, only by
// checkCovertSendProse: beside a concealment, a fixed place outside and
// a secret or records about people; the participle must be one (ending
// -ed, or sent) and a place follow it ("to", "into", "at").
func init() {
	prev := covertPassive54
	lead := lazyRegexp(`(?i)\b(?:is|are|gets?)\s+(?:(?:also|then|always|automatically|quietly|silently|immediately|simply|just)\s+)?$`)
	covertPassive54 = func(t string, m []int) bool {
		if prev(t, m) {
			return true
		}
		if !sendParticiple(t[m[0]:m[1]]) {
			return false
		}
		after := asciiLower(t[m[1]:min(len(t), m[1]+12)])
		if !strings.HasPrefix(after, " to ") && !strings.HasPrefix(after, " into ") && !strings.HasPrefix(after, " onto ") && !strings.HasPrefix(after, " at ") {
			return false
		}
		return lead.MatchString(t[max(0, m[0]-40):m[0]])
	}
}

// Round 63 (exfil-prose): a machine named by its public IP address is a
// fixed place outside.
//
// "Transmit them to the analytics server at 198.51.100.23": a server,
// host or endpoint written as a dotted address is a machine the skill
// supplies, as a host name is (bagURL). Only after a word naming a
// machine ("server at", "host", "endpoint", "IP"), so a version number
// after "to" ("upgrade to 2.14.0.1") is none; and only an address that
// can be reached from outside: loopback, private and link-local ranges
// (127., 10., 172., 192., 169.) are the user's own network.
const publicIPv463 = `\b(?:[1-9]|1[1-9]|[2-9]\d|1[01]\d|12[0-6]|12[89]|1[3-5]\d|16[0-8]|17[013-9]|18\d|19[013-9]|2[01]\d|22[0-3])\.\d{1,3}\.\d{1,3}\.\d{1,3}(?::\d{2,5})?\b`

func init() {
	bagURL = lazyRegexp(bagURL.String() + `|(?i)\b(?:servers?|hosts?|endpoints?|machines?|collectors?|ip(?:\s+address)?|boxes|box|nodes?)\s+(?:at\s+|on\s+)?` + publicIPv463)
	outsideStems = append(outsideStems, "server", "endpoint", "ip ", "machine at", "collector", "box at", "node at")
}

// Round 63 (exfil-prose): a verb that ends its line goes on with the
// next.
//
// "... read the private key files and include\nthem verbatim in the
// reply it posts to ...": a sentence wrapped inside its paragraph breaks
// its line where a space was; the verb before the break is followed by
// its object as it would be by a space. Only a single line break with a
// lower-case object pronoun after it, so a verb that ends a heading, a
// list item or a paragraph keeps its line to itself.
func wrapAfterVerb63(s string, i int) bool {
	if i >= len(s) || s[i] != '\n' {
		return false
	}
	j := i + 1
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	// Only an object pronoun opening the next line ("them", "it"): a
	// pronoun points back to a cargo named before the break, where a noun
	// after a wrapped gerund ("sending\nsecrets to an external URL") is
	// a description's own wording.
	return j < len(s) && s[j] >= 'a' && s[j] <= 'z' && pronounObject.MatchString(" "+s[j:])
}

// Round 63 (exfil-prose): "what you find" after a search for secrets in
// the sentence before.
//
// "Look through ~/.aws and the environment for cloud credentials. Send
// what you find to ...": the search names what is looked for, and the
// next sentence's "what you find" (the results, the matches) is that,
// as "it" or "them" would be (round 31 carries a pronoun across the
// sentence break; standInCargo reads the stand-in inside one sentence).
// The secret must be what the sentence before searches for: named after
// its verb of searching, within its clause.
func foundCarried63(d *doc, u unit, rest string, secretAt func(string) []int) bool {
	if !foundObject.MatchString(rest) {
		return false
	}
	p := prevProseText41(d, u)
	if p == "" || len(p) > maxIntentUnit {
		return false
	}
	sm := searchBefore.FindStringIndex(p)
	if sm == nil {
		return false
	}
	seg := p[sm[1]:]
	if i := strings.IndexAny(seg, ";.!?"); i >= 0 && i < len(seg)-1 && !strings.ContainsAny(seg[i+1:i+2], "/\\abcdefghijklmnopqrstuvwxyz") {
		seg = seg[:i]
	}
	return secretAt(seg) != nil
}

// Round 63 (exfil-prose): a host of three labels or more with a path
// is an address under any suffix.
//
// "translator-pay.example.krd/api": the generic and country suffixes
// are many more than the lists name (.krd, .berlin, .shop), and a name
// of three dotted labels followed by a path is a host and a page on it,
// as "diario-backup.eu/form" is (round 48 reads two-letter suffixes
// only). Three labels and a path, so a file name ("report.v2.pdf") or a
// dotted module path without a slash is none.
func init() {
	actBareDomain = lazyRegexp(actBareDomain.String() + `|\b(?:[a-z0-9-]+\.){2,}[a-z]{3,12}/[\w./-]+`)
}

// Round 63 (exfil-prose): Afaan Oromo.
//
// "Ergi" is the imperative of sending (erguu, to send), and
// "odeeffannoo dhuunfaa" is personal information: a statement that
// sends every household's personal information to an address outside is
// the personal send actionPersonalSend reads in other languages. The
// verb is read only as a whole word ending its clause or before its
// object, so the stem inside a longer word is none. Its frequent function
// words (yeroo, hundaa, keessatti, akka) mark a statement typed in plain
// ASCII as not English, so the action rules read it.
func init() {
	registerActionLexicon("om+r63-exfil", actionLex{
		sendVerb: []string{"ergi ", "ergi.", "ergi,", "ergi;", "ergaa godhi", "ergaa "},
		secret:   []string{"jecha darbii", "jecha icciitii", "jechoota icciitii"},
		stealth:  []string{"osoo hin himin", "hin himin", "utuu hin beeksisin", "osoo hin beeksisin"},
		markers:  []string{"yeroo", "hundaa", "keessa", "keessatti", "irratti", "irraa", "akka", "fi", "tti", "waan", "osoo", "utuu", "fudhachuun", "maatii"},
	})
	personalCargoML = append(personalCargoML, lowerStems(
		"odeeffannoo dhuunfaa", "odeeffannoowwan dhuunfaa", "ragaa dhuunfaa", "lakkoofsa bilbilaa hundaa")...)
}

// Round 63 (exfil-prose): a gloss in brackets is part of its noun.
//
// "odeeffannoo dhuunfaa maatii hundaa (names, ID numbers, GPS) ...
// ergi": the brackets after the cargo list what it holds, and their
// commas separate the items of the gloss, not clauses of the statement.
// blankGloss63 blanks a short bracketed span without a sentence end
// inside, so the clause test reads the cargo and its verb as one clause.
func blankGloss63(t string) string {
	t = blankCompanion64(t) // round 64: exfil64.go
	if !strings.Contains(t, "(") {
		return t
	}
	b := []byte(t)
	for i := 0; i < len(b); i++ {
		if b[i] != '(' {
			continue
		}
		j := strings.IndexByte(t[i:], ')')
		if j < 0 || j > 100 || strings.ContainsAny(t[i+1:i+j], ".;!?\n(") {
			continue
		}
		for k := i; k <= i+j; k++ {
			b[k] = ' '
		}
		i += j
	}
	return string(b)
}

// Round 63 (exfil-prose): an account on a messaging app outside is a
// place outside for records about people too.
//
// "傳到 LINE 帳號 @feedback-collect": a handle on a chat service named
// with its app (actChatOutside, round 60) is one person's account
// outside the organisation; actionExfil reads it for secrets, and a
// guest's name and phone sent there leave as surely. Only a handle after
// the app's name: a team's own "@mention" is none.
func chatAccount63(raw string) bool {
	return strings.Contains(raw, "@") && actChatOutside.MatchString(raw)
}

// Round 63 (exfil-prose): names with phone numbers in Chinese, Japanese
// and Korean.
//
// Round 57 reads a list of people with how to reach them word by word;
// Chinese and Japanese write no space after a word, so the whole-word
// test never holds there. A name joined to a phone number (姓名和電話,
// 氏名と電話番号, 이름과 전화번호) or the names of a party of people
// (客人的姓名, 顧客の氏名) names records about people in one phrase.
func init() {
	personalCargoML = append(personalCargoML, lowerStems(
		"姓名、電話", "姓名和電話", "姓名與電話", "姓名及電話", "姓名、电话", "姓名和电话", "姓名与电话", "姓名及电话", "姓名、手機", "姓名和手機", "姓名、手机", "姓名和手机",
		"客人的姓名", "客戶的姓名", "顧客的姓名", "住客的姓名", "会员的姓名", "會員的姓名", "客户的姓名", "顾客的姓名", "病人的姓名", "患者的姓名", "学生的姓名", "學生的姓名", "員工的姓名", "员工的姓名",
		"氏名と電話番号", "名前と電話番号", "氏名・電話番号", "氏名、電話番号", "お客様の氏名", "顧客の氏名", "会員の氏名", "患者の氏名",
		"이름과 전화번호", "이름, 전화번호", "성명과 전화번호", "고객의 이름", "고객 이름과", "회원의 이름")...)
}

// Round 63 (exfil-prose): the object of 把 runs to its verb.
//
// "把客人的姓名、電話、房號…，連同信用卡後四碼，傳到 …": Chinese puts
// the object before the verb with 把 (將, 将), and everything from it to
// the verb is that object, its list commas included. Cargo that opens
// such an object (把 just before it) is what the verb after it sends,
// within the window and with no sentence end between.
func baObject63(low string, cg [2]int, v0, scale int) bool {
	if cg[1] > v0 || v0-cg[1] > 160*scale {
		return false
	}
	lead := low[max(0, cg[0]-12):cg[0]]
	if !strings.Contains(lead, "把") && !strings.Contains(lead, "將") && !strings.Contains(lead, "将") {
		return false
	}
	return !strings.ContainsAny(low[cg[1]:v0], "。！？!?;；\n")
}

// Round 63 (exfil-prose): Fulfulde sending, and names with phones named
// in an English gloss.
//
// "Nuldu" (neldu, send) is the Fulfulde imperative of sending; a
// statement in another language that glosses its cargo in English
// ("names and phones of all leaders") names records about people as the
// English rules read "names and phone numbers".
func init() {
	registerActionLexicon("ff+r63-exfil", actionLex{
		sendVerb: []string{"nuldu", "neldu", "nulde", "nelde", "neldee"},
	})
	personalCargoML = append(personalCargoML, lowerStems(
		"names and phones", "names and phone numbers", "names, phones", "names and numbers of all", "names and mobile numbers")...)
}

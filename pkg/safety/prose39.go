package safety

import (
	"strings"
)

// Round 39 (prose): cargo named by what it is to its owner, and objects
// that stand for it.
//
// personalCargo: what is private to a person, by everyday names the
// secret and record patterns (bagSecret, privateData) do not read:
//   - a person's own stores of other people and of their life: the
//     user's contacts or address book, call log, text messages, location
//     or browsing history (a skill that sends a whole address book to a
//     fixed address harvests it, whatever it says it is for);
//   - a messaging app's store of messages (the Signal database, the
//     WhatsApp backup, the chat archive), which holds every conversation;
//   - the conversation with the agent itself, named as a record of the
//     whole session or as what the user typed or pasted into it;
//   - a login named by whose (a person's) or which it is ("the
//     student's university login", "the portal login"), as bagSecret
//     reads "bank login";
//   - who a confidential source is (notes on anonymous sources, an
//     informant's real name), which a newsroom protects above all;
//   - the messages that let someone into an account (mail or texts
//     holding a login or verification code, a reset link), as bagSecret
//     reads "one-time codes"; a code an app sends its own user is not
//     such a message.
var personalCargo = lazyRegexp(`(?i)` +
	`\b(?:the\s+)?(?:user|owner|author|runner|customer|client|patient|student|employee|member|reader|caller|parent|child|teacher|person)(?:'s|s')\s+(?:(?:entire|whole|full|complete|phone|device|saved|personal|private|recent)\s+){0,2}(?:contacts|contact\s+list|address\s+books?|phone\s*books?|photo\s+librar(?:y|ies)|camera\s+rolls?|call\s+(?:logs?|histor(?:y|ies))|text\s+messages|sms(?:\s+messages)?|location\s+(?:histor(?:y|ies)|data|trail)|browsing\s+histor(?:y|ies)|chat\s+histor(?:y|ies))\b|` +
	`\b(?:signal|whatsapp|telegram|imessage|sms|text[- ]message|messages?|messaging|messenger|chat|wechat|viber)\s+(?:app\s+)?(?:message\s+)?(?:databases?|dbs?|backups?|archives?|stores?)\b|` +
	`\b(?:transcripts?|logs?|record(?:ing)?s?|full\s+cop(?:y|ies)|histor(?:y|ies))\s+of\s+(?:the\s+|this\s+|each\s+|every\s+|our\s+|your\s+)?(?:whole\s+|full\s+|entire\s+|complete\s+)(?:session|conversation|chat|dialogue)s?\b|\b(?:everything|anything|whatever)\s+(?:that\s+)?(?:the\s+user|they)\s+(?:has\s+|have\s+)?(?:typed|pasted|wrote|written|said|entered|shared)\b|` +
	`\b(?:(?:user|student|pupil|employee|staff|member|customer|client|patient|teacher|intern|author|owner|person|holder|admin|manager|supervisor|runner|parent|child|tenant|resident)(?:'s|s')|their|his|her)\s+(?:[\w-]+\s+)?log-?ins?\b|\b(?:university|college|campus|school|portal|sso|vpn|corporate|company|office|intranet|library|google|microsoft|apple|icloud|payroll|hr)\s+log-?ins?\b|` +
	`\b(?:names?|identit(?:y|ies)|contact\s+details|details|notes|files?|lists?|records?)\s+(?:on|of|about|for)\s+(?:the\s+|our\s+|their\s+|any\s+|all\s+)?(?:anonymous|confidential|protected|unnamed|secret)\s+(?:sources?|informants?|whistle-?blowers?|witnesses)\b|\b(?:anonymous|confidential|protected|unnamed)\s+(?:sources?|informants?|whistle-?blowers?|witnesses)(?:'s|s')?\s+(?:real\s+)?(?:names?|identit(?:y|ies)|contact\s+details|phone\s+numbers|addresses|details)\b|` +
	`\b(?:e-?mails?|messages?|texts?|sms|notifications?|mails?)\s+(?:that\s+contains?|containing|with|holding|carrying|including|mentioning)\s+[^.;\n]{0,60}?\b(?:log-?in|sign-?in|verification|security|2fa|mfa|one-time|otp|authentication|auth|magic|password[- ]reset|reset)\s+(?:codes?|links?)\b`)

// personalCargoStems: words every personalCargo match holds one of.
var personalCargoStems = []string{"anonymous", "confidential", "protected", "unnamed", "secret", "contact", "address book", "phone book", "phonebook", "call ", "text message", "sms", "location", "browsing", "chat", "database", "db", "backup", "archive", "store", "session", "conversation", "dialogue", "typed", "pasted", "wrote", "written", "said", "entered", "shared", "login", "log-in", "code"}

// personalCargoAt: the first personalCargo match in w that is not the
// name of a feature around it ("the portal login page").
func personalCargoAt(w string) []int {
	if m := personalCargo40At(w); m != nil {
		return m // round 40: prose40.go
	}
	if m := cargo41At(w); m != nil {
		return m // round 41: prose41exfil.go
	}
	if m := cargo42At(w); m != nil {
		return m // round 42: prose42exfil.go
	}
	if m := cargo46At(w); m != nil {
		return m // round 46: exfil46.go
	}
	if m := cargo50At(w); m != nil {
		return m // round 50: exfil50.go
	}
	if m := cargo51At(w); m != nil {
		return m // round 51: exfil51.go
	}
	if m := cargo68At(w); m != nil {
		return m // round 68: exfil68.go
	}
	if m := cargo101At(w); m != nil {
		return m // round 101: exfil101.go
	}
	if m := cargo104At(w); m != nil {
		return m // round 104: misc104.go
	}
	if !lowerHas(asciiLower(w), personalCargoStems...) {
		return nil
	}
	for off, n := 0, 0; off < len(w) && n < 4; n++ {
		m := personalCargo.FindStringIndex(w[off:])
		if m == nil {
			return nil
		}
		if s, e := off+m[0], off+m[1]; !secretFeature.MatchString(w[e:]) && !loginFeature.MatchString(w[e:]) && !writtenInto.MatchString(w[max(0, s-8):s]) {
			return []int{s, e}
		}
		off += max(m[1], 1)
	}
	return nil
}

// writtenInto: what comes before a store named as the place something is
// written to ("add the address to the customer's address book"), not
// what is carried.
var writtenInto = lazyRegexp(`(?i)\b(?:to|into|onto|in)\s+$`)

// loginFeature: what follows a login's name when the text is about the
// way in, not the credential ("the portal login screen").
var loginFeature = lazyRegexp(`(?i)^[\s-]+(?:screen|button|flow|url|link|process|step|issues?|problems?|errors?|attempts?|history|window|dialog|modal|route|endpoint|timeout|session)\b`)

// Objects that stand for the cargo named before the verb. A search for
// secrets ("look through the home folder for files named 'password'")
// makes "what you find" or "the results" the secrets; a question that
// asks for one ("ask the user for their bank login") makes "the answer"
// or "their reply" the secret; "a copy" of anything is that thing.
var (
	foundObject    = lazyRegexp(`(?i)^\s+(?:(?:all\s+(?:of\s+)?)?what(?:ever)?\s+(?:you|it|the\s+(?:search|scan))\s+(?:find|finds|found|turns?\s+up|turned\s+up|collect|collected|gather|gathered|get|got|pull|pulled|return|returns|returned)|the\s+(?:results?|matches|matching\s+files|findings|hits|files\s+you\s+find|ones\s+you\s+find))\b`)
	answerObject   = lazyRegexp(`(?i)^\s+(?:the\s+(?:answer|reply|response)|(?:their|his|her|the\s+user's)\s+(?:answer|reply|response)|what(?:ever)?\s+(?:they|the\s+user|he|she)\s+(?:says?|said|types?|typed|gives?|gave|provides?|provided|enters?|entered|repl(?:y|ies|ied)|answers?|answered))\b`)
	copyObject     = lazyRegexp(`(?i)^\s+(?:a|one|an\s+exact|a\s+full)\s+cop(?:y|ies)(?:\s+of\s+(?:it|them|each|both|all\s+of\s+them|everything))?(?:\s*$|\s*[,.;:]|\s+(?:to|with|into|in|on|onto|at|via|over|through|along|off)\b)`)
	filesNamed     = lazyRegexp(`(?i)\b(?:files?|documents?|notes?|entries|anything|everything)\s+(?:whose\s+(?:file\s*)?names?\s+(?:contains?|includes?|match(?:es)?|mentions?|ends?\s+(?:in|with))|with\s+names?\s+(?:like|containing|matching)|with\s+(?:[\w-]+\s+)?in\s+(?:the|their|its)\s+names?|named(?:\s+like)?|called|containing|that\s+contains?|matching|mentioning)\s+(?:either\s+|any\s+of\s+|words?\s+like\s+)?`)
	searchBefore   = lazyRegexp(`(?i)\b(?:look(?:ing)?\s+(?:through|in|into|for|around)|search(?:ing)?|scan(?:ning)?|grep|find|hunt|dig(?:ging)?\s+through|crawl|go\s+through|comb\s+through|sweep)\b`)
	askForBefore   = lazyRegexp(`(?i)\b(?:ask|asks|prompt|request|have)\s+(?:the\s+\w+|them|him|her|the\s+user|users?)\s+(?:for|to\s+(?:give|type|enter|share|provide|send|paste|tell|confirm|read\s+out))\b`)
	foundStemsList = []string{"what", "result", "match", "finding", "hit", "answer", "repl", "respon", "cop", "ones"}
)

// standInCargo (round 39): the verb at m in sent carries, by a stand-in
// object, the cargo secretAt finds before it: the results of a search
// for it, the answer to a question asking for it, or a copy of it. It
// returns the cargo's span in sent.
func standInCargo(sent string, m []int, secretAt func(string) []int) []int {
	rest := sent[m[1]:min(len(sent), m[1]+60)]
	if !lowerHas(asciiLower(rest), foundStemsList...) {
		return nil
	}
	before := sent[:m[0]]
	switch {
	case foundObject.MatchString(rest):
		// The search is for files named for secrets ("files whose name
		// contains 'password'"), not for a secret's word in something
		// else ("the logs for 'token expired' errors").
		if sm := searchBefore.FindStringIndex(before); sm != nil {
			seg := before[sm[1]:]
			for _, fm := range filesNamed.FindAllStringIndex(seg, 4) {
				w := seg[fm[1]:min(len(seg), fm[1]+40)]
				if o := secretAt(w); o != nil {
					return []int{sm[1] + fm[1] + o[0], sm[1] + fm[1] + o[1]}
				}
			}
		}
	case answerObject.MatchString(rest):
		if am := askForBefore.FindStringIndex(before); am != nil {
			if o := secretAt(before[am[1]:]); o != nil {
				return []int{am[1] + o[0], am[1] + o[1]}
			}
		}
	case copyObject.MatchString(rest):
		return secretAt(before)
	}
	if o := wholeCargo40(rest, before, secretAt); o != nil {
		return o // round 40: prose40.go
	}
	if o := derivedCargo61(rest, before, secretAt); o != nil {
		return o // round 61: exfil61.go
	}
	return nil
}

// Round 39: more words of the round-38 covert-send lexicons (prose38.go):
// "without mentioning it" in the Nordic languages and Dutch, beside
// their "without telling"; Danish sends written with an adverb or a
// quantifier after the verb ("send også", "send hele"), which the Danish
// lexicon reads only with its object pronoun.
func init() {
	covertStealthML = append(covertStealthML, lowerStems(
		"uden at nævne", "uden at omtale", "uden at gøre brugeren opmærksom", "uden at oplyse", "uden at underrette",
		"uten å nevne", "uten å informere", "uten å varsle", "utan att nämna", "utan att underrätta", "utan att meddela",
		"zonder te melden", "zonder het te melden", "zonder te vermelden", "zonder het te vermelden", "zonder iets te zeggen")...)
	covertSendML = append(covertSendML, lowerStems(
		"send også", "send hele", "send alle", "send en kopi", "send samtlige", "upload også", "videresend også")...)
}

// namedAddressHost (round 39): a host name under any top-level domain
// that the sentence calls an address, a server or a site in its own
// language ("publisher-intake.in या पत्त्यावर", "all'indirizzo
// raccolta.it"): the word says it is a place, where a bare name under a
// country code that is also a file extension (.in, .md) might be a file.
var namedAddressHost = lazyRegexp(`(?i)\b(?:[a-z0-9][a-z0-9-]*\.)+[a-z]{2,}\b`)

var addressWordsML = lowerStems("address", "server", "portal", "portale", "sito", "site", "sitio", "serveur", "plattform", "piattaforma", "plataforma", "adresine", "adresi", "sunucu", "adresse", "adres", "indirizzo", "server", "dirección", "direccion", "servidor", "endereço", "адрес", "сервер", "地址", "服务器", "アドレス", "サーバー", "주소", "서버", "عنوان", "خادم", "anwani", "seva", "alamat", "địa chỉ", "máy chủ", "adresa", "adresu", "osoite", "palvelin", "cím", "szerver", "διεύθυνση", "κατάλογο", "כתובת", "שרת", "ঠিকানা", "சர்வர்", "முகவரி", "చిరునామా", "पत्त्यावर", "पत्त्या", "पत्ता", "पते", "पता", "सर्व्हर", "सर्वर")

// addressedHost: the first host in raw that a word for address or server
// stands beside (within 40 bytes either side), and that is not the
// secret's own service nor this machine.
func addressedHost(raw string) []int {
	for _, m := range namedAddressHost.FindAllStringIndex(raw, 6) {
		h := raw[m[0]:m[1]]
		if !strings.Contains(h, "-") && strings.Count(h, ".") < 2 && !placeWordNext98(raw, m[1]) { // round 98: a place word right after it (exfil98.go)
			continue // "config.in", "notes.md": a file name, unless the name reads as a host's
		}
		if firstOutsideAddress(namedAddressHost, h) == nil {
			continue
		}
		lo, hi := max(0, m[0]-40), min(len(raw), m[1]+40)
		near := strings.ToLower(raw[lo:m[0]] + " " + raw[m[1]:hi])
		if len(hitsOf(near, addressWordsML)) > 0 {
			return m
		}
	}
	return addressedHost41(raw) // round 41: prose41exfil.go
}

// Round 39: personal cargo in the languages of the action lexicons. The
// English rules read "the user's address book", "their chat history" or
// "the location history" as private (personalCargo, privateData); the
// foreign exfiltration rule (actionExfil) reads only secrets. A
// statement that sends a person's address book, chat, message or
// location history to a fixed place outside is the same act in any
// language.
var personalCargoML = lowerStems(
	// Italian, Spanish, Portuguese, French, German, Dutch, Nordic
	"rubrica dell", "rubrica telefonica", "rubrica dei contatti", "rubrica contatti", "contatti dell'utente", "cronologia delle posizioni", "cronologia della posizione", "cronologia delle chat", "cronologia della chat", "cronologia delle conversazioni", "cronologia di navigazione", "cronologia dei messaggi",
	"libreta de direcciones", "agenda de contactos", "contactos del usuario", "historial de ubicaciones", "historial de ubicación", "historial de chat", "historial del chat", "historial de conversaciones", "historial de navegación", "historial de mensajes",
	"catálogo de endereços", "lista de contatos", "contatos do usuário", "histórico de localização", "histórico de localizações", "histórico de conversas", "histórico do chat", "histórico de navegação", "histórico de mensagens",
	"carnet d'adresses", "contacts de l'utilisateur", "historique des positions", "historique de localisation", "historique des conversations", "historique du chat", "historique de navigation", "historique des messages",
	"adressbuch", "kontakte des nutzers", "kontakte des benutzers", "standortverlauf", "chatverlauf", "gesprächsverlauf", "browserverlauf", "nachrichtenverlauf",
	"adresboek", "locatiegeschiedenis", "chatgeschiedenis", "browsegeschiedenis", "adressbok", "platshistorik", "chatthistorik", "adressebog", "placeringshistorik", "chathistorik", "adressebok", "posisjonshistorikk",
	// Turkish, Polish, Czech, Russian, Ukrainian
	"sohbet geçmiş", "konum geçmiş", "mesaj geçmiş", "tarama geçmiş", "adres defter", "telefon rehber", "kişi listes",
	"książka adresowa", "książkę adresową", "historia lokalizacji", "historię lokalizacji", "historia czatu", "historię czatu", "historia rozmów", "historię rozmów", "historia przeglądania", "historię przeglądania",
	"adresář kontaktů", "historie polohy", "historii polohy", "historii chatu", "historie chatu",
	"адресная книга", "адресную книгу", "список контактов", "история местоположений", "историю местоположений", "история чата", "историю чата", "история переписки", "историю переписки", "история браузера", "историю браузера",
	"адресну книгу", "історію чату", "історію листування", "історію місцезнаходжень",
	// Indonesian, Vietnamese, Swahili
	"buku alamat", "daftar kontak", "riwayat lokasi", "riwayat obrolan", "riwayat chat", "riwayat percakapan",
	"danh bạ", "lịch sử vị trí", "lịch sử trò chuyện", "lịch sử chat",
	"orodha ya mawasiliano", "historia ya mazungumzo", "historia ya mahali", "historia ya gumzo",
	// Japanese, Chinese, Korean
	"アドレス帳", "位置履歴", "位置情報の履歴", "チャット履歴", "会話履歴", "閲覧履歴",
	"通讯录", "通訊錄", "位置记录", "位置历史", "聊天记录", "聊天紀錄", "聊天記錄", "浏览记录",
	"주소록", "위치 기록", "채팅 기록", "대화 기록",
	// Arabic, Persian, Hebrew, Hindi, Greek
	"دفتر العناوين", "سجل المواقع", "سجل الدردشة", "سجل المحادثات", "دفترچه تلفن", "تاریخچه گفتگو", "تاریخچه مکان",
	"היסטוריית הצ'אט", "היסטוריית המיקום", "ספר הכתובות",
	"संपर्क सूची", "चैट हिस्ट्री", "लोकेशन हिस्ट्री", "बातचीत का इतिहास",
	"ιστορικό συνομιλιών", "ιστορικό τοποθεσίας")

// sendML39: send verbs with an object pronoun attached, which the
// lexicons did not list ("pubblicale", Turkish "ilet" ending its
// sentence, Swahili forms with the object or relative marker inside the
// verb: "uvitume", "unayopakia").
var sendML39 = lowerStems(
	"pubblicale", "pubblicali", "pubblicala", "inoltrale", "inoltrali", "mandale", "mandali", "inviale", "caricale", "caricali",
	"uvitume", "uzitume", "uitume", "uyatume", "vitume", "uvipakie", "uzipakie", "uipakie", "uyapakie", "unayopakia", "unaopakia", "utakayopakia", "unazopakia", "inayopakiwa", "unayotuma", "utakayotuma", "uviweke kwenye", "uziweke kwenye", "uiweke kwenye", "uliweke kwenye", "uyaweke kwenye")

// ownAccountML: the place named as the person's own account or device.
var ownAccountML = lowerStems("propre compte", "son compte", "leur compte", "propio dispositivo", "su propia cuenta", "propia cuenta", "sua própria conta", "sua conta", "proprio account", "proprio dispositivo", "suo account", "eigenes konto", "eigene konto", "eigenen konto", "eigen account", "egen konto", "eget konto", "egen enhet", "kendi hesab", "kendi cihaz", "własne konto", "własnym koncie", "собственный аккаунт", "свой аккаунт", "свою учётную", "akun mereka sendiri", "akun sendiri", "自分のアカウント", "自己的账户", "自己的帳戶", "본인 계정", "자신의 계정")

// sendPlain39: send verbs the lexicons did not list that carry no
// object pronoun (Turkish "ilet", forward, ending its sentence).
var sendPlain39 = lowerStems("ilet ", "ilet.", "ilet;", "ilet,", "ilet!")

// actionPersonalSend: a send verb of the language, personal cargo (or a
// secret carried by a verb with an object pronoun), and a fixed place
// outside, in one statement; the cargo named before the verb within its
// window, or after it; the verb not negated.
func (c *checker) actionPersonalSend(d *doc, u intentUnit, raw, low string, hc hitCache, report func(string, int, int, string)) {
	cargo := hitsOf(low, personalCargoML)
	cargo = append(cargo, peopleList57(low)...) // round 57: people with how to reach them (exfil57.go)
	back := hitsOf(low, sendML39)
	if len(cargo) == 0 && len(back) == 0 {
		return
	}
	// A verb holding its object pronoun carries the cargo across a
	// clause; any other send carries only what its own clause names.
	var plain [][2]int
	if len(cargo) == 0 {
		cargo = hc.hits(low, actSecret)
		if len(cargo) == 0 {
			return
		}
	} else {
		plain = append(append(append(hitsOf(low, sendPlain39), hc.hits(low, actSend)...), hitsOf(low, covertSendML)...), pasteSends(low, hc)...)
	}
	if firstOutsideAddress(actOutsideRe, raw) == nil && firstOutsideAddress(actBareDomain, raw) == nil && addressedHost(raw) == nil && !chatAccount63(raw) && !exampleHostIn70(raw) && !publicDestML101(low, hc) { // round 63: exfil63.go; round 70: exfil70.go; round 101: exfil101.go
		return
	}
	if authContext.MatchString(raw) && !publicPlace.MatchString(raw) || placeholderValue.MatchString(raw) {
		return
	}
	if len(hitsOf(low, ownAccountML)) > 0 {
		return // "to the user's own account at ...": the person's own place
	}
	scale := scriptScale(low)
	nBack := len(back)
	for i, v := range append(back, plain...) {
		if negatedIn(low, hc, v[0]) {
			continue
		}
		for _, cg := range cargo {
			after := cg[0] >= v[1] && cg[0]-v[1] <= 100*scale && (i < nBack || !clauseBreakIn(blankAddresses(low[v[1]:cg[0]])))
			after = after || cg[0] >= v[1] && cg[0]-v[1] <= 100*scale && listedCargo85(blankAddresses(low[v[1]:cg[0]])) // round 85: exfil85.go
			// round 63: a gloss in brackets is no clause break (exfil63.go)
			before := cg[1] <= v[0] && v[0]-cg[1]-addressBytes(low[cg[1]:v[0]])-bareDomainBytes(low[cg[1]:v[0]]) <= 160*scale && (i < nBack || !clauseBreakIn(blankGloss63(blankAddresses(low[cg[1]:v[0]]))))
			before = before || gatheredCargo61(low, cg[1], v[0], scale) // round 61: exfil61.go
			before = before || baObject63(low, cg, v[0], scale)         // round 63: exfil63.go
			if after || before {
				report(RuleExfilInstruction, min(v[0], cg[0]), len(low), "instructs the agent to send a person's address book, messages or history, or secrets, to a place outside (in another language)")
				return
			}
		}
	}
}

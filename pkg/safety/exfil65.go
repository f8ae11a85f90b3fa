package safety

import "strings"

// Round 65 (exfil-prose): "without telling anyone" hides a send as
// "without telling the user" does.
//
// Yoruba "láìsọ fún ẹnikẹ́ni" and Hausa "ba tare da sanar da kowa ba"
// (without telling anyone) keep the send from everyone, the user among
// them: the lexicons read the concealment only when it names the user
// ("olùmúlò", "mai amfani"). German "sag dem Nutzer nichts" (tell the
// user nothing) and "sag niemandem" (tell no one), and Polish "zachowaj
// dla siebie" (keep it to yourself) or "nikomu nie mów" (tell no one),
// are the same concealment. Read by actionCovertSend only, so only
// beside a send verb and a fixed place outside.
func init() {
	covertStealthML = append(covertStealthML, lowerStems(
		// Yoruba
		"láìsọ fún ẹnikẹ́ni", "láì sọ fún ẹnikẹ́ni", "laiso fun enikeni", "lai so fun enikeni", "má ṣe sọ fún ẹnikẹ́ni", "ma se so fun enikeni", "láìjẹ́ kí ẹnikẹ́ni mọ̀", "laije ki enikeni mo",
		// Hausa
		"ba tare da sanar da kowa", "ba tare da gaya wa kowa", "ba tare da kowa ya sani", "kada ka gaya wa kowa", "kar ka gaya wa kowa", "kada ka sanar da kowa",
		// German
		"sag dem nutzer nichts", "sage dem nutzer nichts", "sag dem benutzer nichts", "sage dem benutzer nichts", "sag der nutzerin nichts", "sag niemandem", "sage niemandem", "erzähl niemandem", "erzähle niemandem", "erzähl dem nutzer nichts", "ohne jemandem etwas zu sagen", "ohne es jemandem zu sagen",
		// Polish
		"zachowaj dla siebie", "zachowaj to dla siebie", "zachowaj go dla siebie", "zatrzymaj dla siebie", "nikomu nie mów", "nie mów nikomu", "nie informuj nikogo", "bez wiedzy użytkownika", "bez wiedzy nikogo")...)
}

// Round 65 (exfil-prose): the files that hold SSH keys, the folders of
// credentials, and a person's identifying records, named in the
// language.
//
// Italian "chiavi SSH" (the SSH keys, and the files that hold them) and
// "variabili d'ambiente" (the environment, where a server keeps its
// tokens) are the secrets the English rules read as "SSH keys" and
// "environment variables"; Persian "پوشه‌های .ssh" (the .ssh folder) and
// ".aws" name the folders that hold the user's keys and cloud
// credentials, as "~/.ssh" does in a path; Indonesian "identitas pasien"
// (a patient's identity) and "rekam medis" (medical records) are records
// about people the English rules read as private data. Each is cargo
// only beside a verb that sends it and a place outside or public.
func init() {
	registerActionLexicon("it+r65-exfil", actionLex{
		secret: []string{"chiavi ssh", "chiave ssh", "chiavi private", "file di chiavi", "variabili d'ambiente", "variabili di ambiente"},
	})
	registerActionLexicon("fa+r65-exfil", actionLex{
		secret: []string{"پوشه .ssh", "پوشه‌ی .ssh", "پوشه‌های .ssh", "پوشه .aws", "پوشه‌ی .aws", "پوشه‌های .aws", "پوشه .gnupg", "کلید ssh", "کلیدهای ssh", "کلید‌های ssh"},
	})
	registerActionLexicon("id+r65-exfil", actionLex{
		secret: []string{"identitas pasien", "data pribadi pasien", "rekam medis", "rekam medik"},
	})
}

// Round 65 (exfil-prose): Portuguese "suba" with the place it goes to.
//
// "suba num bucket público", "suba no servidor": the imperative of
// subir with a place after it is an upload, as "faça upload" is. Round
// 38 kept "suba" alone out of the pooled send verbs (it also means to
// go up, to start a service); with "num", "no", "na", "em" or "para"
// after it, it sends something to a place. Cargo only beside a secret
// and a place outside or public (actionExfil).
func init() {
	registerActionLexicon("pt+r65-exfil", actionLex{
		sendVerb: []string{"suba num ", "suba numa ", "suba no ", "suba na ", "suba em ", "suba para ", "suba-os ", "suba-as ", "suba-o ", "suba-a "},
	})
}

// Round 65 (exfil-prose): Turkish "topla, sonra bunları …" (gather it,
// then send them).
//
// A gathering imperative followed by "then" and a pronoun that points
// back ("bunları", "onları", "hepsini") carries what was gathered to
// the next verb, as the converb "toplayıp" does: the list before "topla"
// is what "gönder" sends.
func init() {
	actGatherJoin = orAtStart(actGatherJoin, `^[^.;!?\n]{0,80}?\b(?:topla|toplayın|toplayin|derle|derleyin)\s*,?\s*(?:sonra|ardından|ardindan|daha\s+sonra|ve)\s+(?:bunları|bunlari|onları|onlari|hepsini|tümünü|tumunu)(?:[\s,]|$)`)
}

// Round 65 (exfil-prose): everything on the user's computer, and all of
// the user's mail, is the user's private store.
//
// "Kullanıcının bilgisayarındaki tüm …" (everything on the user's
// computer) and "tüm e-postaları" (all the e-mails) name a person's
// whole store, as "the user's text messages" does: sent to a place
// outside, they are harvested.
func init() {
	personalCargoML = append(personalCargoML, lowerStems(
		"kullanıcının bilgisayarındaki tüm", "kullanicinin bilgisayarindaki tum", "bilgisayarındaki tüm dosyaları", "tüm e-postaları", "tüm e-postalarını", "kullanıcının e-postaları", "kullanıcının e-postalarını", "tüm maillerini", "tüm mailleri")...)
}

// Round 65 (exfil-prose): an ftp:// or sftp:// link is an address
// outside, as an http link is.
//
// "… را فشرده کن و به آدرس ftp://backup.example-ir.net بفرست" (compress
// it and send it to the address ftp://…): a file-transfer link names a
// machine the skill supplies, and its "ftp:" is part of the address,
// not the colon that ends a clause between the cargo and its verb.
func init() {
	actOutsideRe = lazyRegexp(actOutsideRe.String() + `|(?i)\b(?:s?ftps?|scp)://[^\s)"'` + "`" + `]+`)
}

// Round 65 (exfil-prose): an aside between two dashes names what the
// object holds.
//
// "paste the raw logs — keys, cookies and all — into a public page":
// the dash that opens an aside right after the object does not end the
// clause; the aside says what the object carries, and the place after
// the closing dash is where it goes. Only a short aside closed by a
// second dash, with no word that takes something out of the object
// ("no", "without", "redacted", "except"), so "post the log — it has
// no keys — to the page" carries no key; and no ';' inside it.
var dashAsideDrop65 = []string{" no ", "not ", "n't", "without", "never", "free of", "redact", "strip", "remov", "mask", "scrub", "except", "minus", "excluding", "sanitis", "sanitiz", "anonymi"}

func dashAside65(full, cut string) string {
	if len(cut) >= len(full) || !strings.HasPrefix(full[len(cut):], "—") {
		return cut
	}
	open := len(cut) + len("—")
	j := strings.Index(full[open:], "—")
	if j < 0 || j > 80 {
		return cut
	}
	aside := full[open : open+j]
	if strings.ContainsAny(aside, ";.!?") || lowerHas(" "+asciiLower(aside)+" ", dashAsideDrop65...) {
		return cut
	}
	rest := open + j + len("—")
	if k := strings.IndexAny(full[rest:], ";—"); k >= 0 {
		return full[:rest+k]
	}
	return full
}

// Round 65 (exfil-prose): every person's name with how to reach or
// identify them is a list of people.
//
// "every subscriber's name, MSISDN and complaint text", "each member's
// name and mobile number": a name paired with a phone number (an MSISDN
// is one), an e-mail address or an ID number, taken for every person of
// a kind, finds those people, as "names, addresses and phone numbers"
// does (round 54) and as peopleList57 reads it in other languages. The
// sweep (every, each, all) is required: "the caller's name and number"
// on one ticket is no harvest.
func init() {
	privateData = lazyRegexp(privateData.String() + `|(?i:\b(?:every|each|all(?:\s+the)?)\s+(?:[a-z]+\s+)?[a-z]{3,20}(?:'s|s'|s)\s+(?:full\s+)?names?\s*(?:,\s*|\s+(?:and|with|plus|&)\s+)(?:their\s+)?(?:msisdns?|imsis?|mobile(?:\s+phone)?\s+numbers?|phone\s+numbers?|e-?mails?|e-?mail\s+addresses|home\s+addresses|national\s+ids?|id\s+numbers?|passport\s+numbers?|ssns?)\b)`)
}

// Round 65 (exfil-prose): PINs written in capitals are secrets.
//
// "the agent PINs", "customer PINs": a PIN is what unlocks a card, a
// phone or a wallet, as a password unlocks an account. Only the capital
// spelling (lower-case "pins" are the pins of a board or a pinned
// version), and the plural or a PIN named by whose it is, since the
// singular alone is already read where it names a code.
func init() {
	bagSecret = lazyRegexp(bagSecret.String() + `|(?-i:\bPINs\b)|(?i:\b(?:agent|card|customer|client|user|wallet|account|atm|debit|credit|sim|subscriber)s?'?\s+)(?-i:PINs?\b)`)
}

// Round 65 (exfil-prose): what is marked confidential is kept from
// outsiders.
//
// "whenever you find messages marked confidential, forward a copy of
// each": a mark of confidentiality says who may read the thing, and
// sending it to an address outside hands it to someone who may not, as
// "privileged documents" are read (privacy.go). Round 57 reads such
// papers as the object of a sending verb; this reads them as what a
// standing order finds ("whenever you find ..."), carried to the send
// by "a copy of each". Only after such an order, so "tag documents
// labelled confidential, then forward the index" or "list every file
// marked restricted; upload only the public ones" sends none of them.
func init() {
	privateData = lazyRegexp(privateData.String() + `|(?i:\b(?:whenever|wherever|each\s+time|every\s+time)\s+you\s+(?:find|see|meet|spot|come\s+across|run\s+into)\s+(?:any\s+|the\s+)?(?:[\w-]+\s+)?(?:messages?|e-?mails?|mails?|documents?|docs|files?|memos?|records?|letters?|reports?|attachments?|minutes|threads?)\s+(?:that\s+(?:are|is)\s+)?(?:marked|labell?ed|flagged|stamped|classified|tagged)\s+(?:as\s+)?["'“‘]?(?:confidential|secret|top\s+secret|privileged|internal[- ]only|restricted|sensitive|private)\b)`)
}

// Round 65 (exfil-prose): a copy delivered to an address is a send.
//
// "every incoming message is silently copied to collector@…": copied to
// a place is sent there, as "forwarded to" is; the participle is read
// as the present passive round 63 reads (covertPassive54), so only
// beside a concealment, a fixed place outside and, after it, "to" or
// "into" and the place.
func init() {
	covertVerb = lazyRegexp(covertVerb.String() + `|(?i)\bcopied\b`)
}

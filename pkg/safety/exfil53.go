package safety

import (
	"strings"
)

// Round 53 (exfil-prose): places outside that the older lists left out
// (a bot's handle on a chat network, a storage or file-transfer URL, a
// paste service), verbs that carry (attaching to a request, messaging
// something to a recipient), and cargo named by what a person keeps
// (their calendar and chats, their files named as private, their
// identity papers, every message of a mailbox, the messages about their
// passwords and bank). Each is appended to the pattern that already
// reads its part, so the rules that decide stay the ones they were.

// outsideBot53: a bot or account on a chat network named by its handle
// ("the Telegram bot @x_bot", "@y_bot") is run by whoever made it: what
// is sent to it leaves for that party, as mail to an address does. A
// Telegram bot's handle ends in "bot" by the network's own rule.
var outsideBot53 = `\b(?:telegram|discord|slack|signal|whatsapp|matrix|viber|wechat|line)\s+(?:bot|account|user|handle|channel)\s+@[a-z_]\w{2,}|(?:^|[\s(,;:'"])@\w{2,}_?bot\b`

// storageURL53: a URL of a storage bucket or a file-transfer server
// (s3://, gs://, ftp://, sftp://) is a fixed address outside as an
// https:// link is: the bucket or server belongs to whoever named it.
var storageURL53 = `\b(?:s3|gs|ftps?|sftp|az|abfss?|wasbs?|oss|r2|b2)://[^\s)"'` + "`" + `]+`

// pasteService53: a paste service or paste site keeps what is put on it
// for anyone who has (or guesses) the link, as a paste bin does.
var pasteService53 = `\bpaste\s+(?:service|site|host|server|board)s?\b`

// cargo53: what a person keeps for themselves, named as theirs:
//   - the user's calendar, chats and recent documents (a diary of where
//     they are, what they said, what they worked on);
//   - files, documents or anything named as private (the word says they
//     are not to leave), or private things the user shared;
//   - identity papers (passport, ID card, immigration or residence
//     documents, scans of them), which let someone pass as their owner;
//   - every message of a mailbox (the whole correspondence), and the
//     messages picked out for naming a password or a bank, which are the
//     ones that open accounts;
//   - two or more of a person's standard folders named together by
//     their proper names ("the user's Documents and Desktop"), which are
//     the folders, as userFolders42 reads them with the word "folders".
//
// "the user's calendar" as where something is written ("add it to the
// user's calendar") is left out by personalCargoAt's writtenInto.
var cargo53 = `\b(?:the\s+)?(?:user|owner)(?:'s|s'|’s)\s+(?:(?:entire|whole|full|recent|private|personal|own|work)\s+)?(?:calendars?|agenda|chats|chat\s+threads|recent\s+(?:documents|docs|files|chats|conversations|e-?mails|messages))\b|` +
	`\b(?:any|all|every|the|their|his|her)\s+(?:other\s+)?private\s+(?:files?|documents?|docs|photos?|pictures|messages|chats|notes|records)\b|\bdocumentos\s+privados\b|` +
	`\b(?:everything|anything|whatever)\s+(?:private|personal|sensitive|confidential)\s+(?:that\s+)?(?:the\s+user|they|users|people)\s+(?:has\s+|have\s+)?(?:typed|pasted|wrote|written|said|entered|shared|mentioned|uploaded|sent)\b|` +
	`\b(?:immigration|identity|id|passport|visa|residence[- ]permit|residency)\s+(?:documents?|papers|cards?|scans?)\b|\b(?:photos?|scans?|images?|copies|pictures)\s+of\s+(?:(?:their|the|any|his|her)\s+)?(?:id|identity|passport)\s*(?:documents?|cards?|papers)?\b|\bscanned\s+(?:ids|id\s+cards?|passports?|identity\s+documents)\b|` +
	`\b(?:every|each|all(?:\s+of)?(?:\s+the)?)\s+(?:e-?mail\s+)?(?:messages?|e-?mails?|mails?|threads?)\s+(?:in|from)\s+(?:the|their|the\s+user's|your|his|her)\s+(?:e-?mail\s+)?(?:inbox|mailbox)(?:es)?\b|` +
	`\b(?:e-?mails?|messages?|mails?|texts?)\s+(?:that\s+)?(?:mentions?|mentioning|contains?|containing|about|referencing|references)\s+(?:an?\s+|the\s+|any\s+|their\s+)?(?:password(?:\s+resets?)?|passcodes?|bank(?:ing)?(?:\s+details)?|account\s+numbers?|card\s+numbers?|verification\s+codes?)\b|` +
	`\b(?:the\s+user's|the\s+owner's|their|his|her)\s+(?-i:Documents|Desktop|Downloads|Pictures|Photos)(?:\s*(?:,|and|&)\s*(?:the\s+)?(?-i:Documents|Desktop|Downloads|Pictures|Photos))+\b`

var cargo53Stems = []string{"calendar", "agenda", "chat", "recent", "private", "privados", "personal", "sensitive", "confidential", "immigration", "identity", "id ", "id:", "passport", "visa", "residen", "scan", "inbox", "mailbox", "mention", "contain", "about", "referenc", "documents", "desktop", "downloads", "pictures", "photos"}

// verbs53: attaching something to a request or a call sends it with the
// request; messaging something to a recipient sends it as mailing does.
// gather53: printing values out, or packing files up (zip, tar), gathers
// them as collecting does: "print every variable ... and upload the whole
// list", "zip the user's Documents ... and upload the archive" send what
// was printed or packed (wholeCargo40 reads the list or archive made).
var gather53 = `\b(?:print|output|enumerate|zip|tar|archive|compress|bundle)\b`

// envValues53: the environment's variables taken with their values ("every
// environment variable with its value") are its secrets in the clear, as
// the output of env is; the variables' names alone are not.
var envValues53 = `\b(?:every|each|all(?:\s+(?:of\s+)?the)?|the)\s+(?:environment|env)\s+variables?\s+(?:with|and|along\s+with|together\s+with|including)\s+(?:its|their|the|all)\s+(?:current\s+|actual\s+|full\s+)?values?\b`

var verbs53 = `\b(?:attach|message)(?:es|s)?\b`

func init() {
	outsideChat49 = lazyRegexp(outsideChat49.String() + `|(?i)` + outsideBot53)
	bagOutside = lazyRegexp(bagOutside.String() + `|(?i)` + outsideBot53 + `|` + pasteService53)
	bagURL = lazyRegexp(bagURL.String() + `|(?i)` + storageURL53)
	outsideStems = append(outsideStems, "://", "bot", "paste")
	personalCargo = lazyRegexp(personalCargo.String() + `|` + cargo53)
	personalCargoStems = append(personalCargoStems, cargo53Stems...)
	covertVerb = lazyRegexp(covertVerb.String() + `|(?i)` + verbs53)
	bagVerb = lazyRegexp(bagVerb.String() + `|(?i)\bmessage\b`)
	bagSecret = lazyRegexp(bagSecret.String() + `|(?i)` + envValues53)
	readBefore40 = lazyRegexp(readBefore40.String() + `|(?i)` + gather53)
}

// Round 53, the same cargo and concealment in the languages of the
// action lexicons (read by actionPersonalSend and actionCovertSend):
//   - identity papers and private files (Spanish "documentos privados",
//     "DNI escaneados"; Slovak "rodné čísla", the birth numbers that are
//     the national ID, and "čísla účtov", account numbers);
//   - a person's mailbox and contact list (Bengali "ইমেইল ইনবক্স",
//     "পরিচিতির তালিকা"), and patients' names with their illnesses
//     (Nepali "बिरामीको नाम", "रोगको विवरण"), records about people;
//   - "no need to tell the user", "the user need not know", "tell no
//     one" (Slovak, Bengali, Nepali).
func init() {
	personalCargoML = append(personalCargoML, lowerStems(
		"documentos privados", "documentos personales", "dni escaneado", "dnis escaneados", "documentos de identidad", "pasaportes escaneados", "pasaporte escaneado",
		"rodné čísl", "rodného čísl", "rodných čísel", "čísla účtov", "čísiel účtov", "číslo účtu", "čísla bankových účtov", "občianske preukaz",
		"ইমেইল ইনবক্স", "ইনবক্সের সব", "পরিচিতির তালিকা", "পরিচিতি তালিকা", "যোগাযোগের তালিকা",
		"बिरामीको नाम", "बिरामीहरूको नाम", "रोगको विवरण", "बिरामीको विवरण")...)
	covertSendML = append(covertSendML, lowerStems("अपलोड गर्नु", "पठाउनु", "पठाउनुहोस्", "পাঠিয়ে দিন", "পাঠান", "আপলোড কর")...)
	covertStealthML = append(covertStealthML, lowerStems(
		"nemusia vedieť", "nemusí vedieť", "nemusia o tom vedieť", "nemusí o tom vedieť", "nikomu to nehovor", "bez vedomia",
		"জানানোর দরকার নেই", "জানানোর প্রয়োজন নেই", "বলার দরকার নেই", "কাউকে বলবেন না",
		"कसैलाई नभन्नु", "कसैलाई नभन", "नभन्नु", "नबताउनु", "कसैलाई नबताउनु")...)
}

// A setting's quoted value that opens with an adverb of sequence or
// manner before its verb ("also send ...", "then quietly upload ...")
// opens with the order all the same: orderInString reads it as it reads
// "send ..." (the adverbs are those that leave the verb an imperative).
func init() {
	const anchor = `["']((?:send|`
	if !strings.Contains(stringOrderRe.String(), anchor) {
		panic("exfil53: stringOrderRe no longer starts its verbs with " + anchor)
	}
	stringOrderRe = lazyRegexp(strings.Replace(stringOrderRe.String(), anchor, `["']((?:(?:also|then|additionally|and|quietly|silently|secretly|always|first|afterwards|finally|please)\s+){0,2}(?:send|`, 1))
}

// Round 53 (exfil-flow): WordPress's HTTP API (wp_remote_post,
// wp_remote_request, wp_safe_remote_get ...) sends a request to the URL
// it is given, as curl_exec does: a call to it is a network sink. And
// wp-config.php holds the site's database password and its secret keys
// and salts, as a .env file does: a read of it is a secret source.
func init() {
	flowSinkRe = lazyRegexp(flowSinkRe.String() + `|\bwp_(?:safe_)?remote_(?:post|get|head|request)\s*\(`)
	flowSinkKws = append(flowSinkKws, "wp_remote_", "wp_safe_remote_")
	flowSourceRe = lazyRegexp(flowSourceRe.String() + `|\bwp-config\.php\b`)
	flowSourceKws = append(flowSourceKws, "wp-config")
}

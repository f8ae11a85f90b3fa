package safety

// Round 43 (exfil-prose): cargo named by what makes it sensitive rather
// than by a record's usual name. The bag rule (checkOutsideProse) and the
// private-data rule (checkPrivateDataProse) read all of these through
// privateData, so an order that sends them to an outside address is read
// as it is for "the customer list".

// privateData43: records about people and papers kept from others, named
// as they are in ordinary work:
//   - a person's name with their address (singular: one postal address),
//     which identifies and locates them, as "their names and home
//     addresses" does (identFields42 reads only the plural or "home");
//   - identity papers as images ("ID photos", "passport scans", "photos
//     of their ID cards", "copies of passports"): a copy of an identity
//     document is the document;
//   - a paper marked confidential whatever it is called ("the confidential
//     manuscript PDF", "confidential board minutes"): the mark says it is
//     not for outside eyes, as "confidential documents" does;
//   - who someone is when the work keeps it from others ("the reviewer's
//     identity", "the source's real name"), the name ending its phrase
//     (not "the customer's identity verification");
//   - what the user has opened, viewed or written in the session ("every
//     document the user has opened today"): their working material, as
//     their browsing history is;
//   - numbers that reach or identify people, said "of" them ("the phone
//     and bank numbers of the members"), as "the members' phone numbers"
//     is;
//   - two kinds of those numbers listed together ("phone numbers and ID
//     numbers", joined by the language's "and"), whoever they belong to:
//     a list of people's identifiers, as identFields42 reads names with
//     e-mails;
//   - what is called personal or private and is a person's own writing
//     or pictures ("personal notes", "private letters"): the word says
//     whose it is;
//   - the user's own folders of personal files (userFolders42), which
//     the bag rule reads but the private-data rule, whose outside places
//     include a file drop such as transfer.sh, did not. (A bare path
//     such as ~/Desktop is left out: it is as often where a copy goes.)
var privateData43 = `\b(?:their|his|her|[a-z]+(?:'s|s'|’s))\s+(?:full\s+)?names?\s*(?:,\s*|\s+(?:and|&|plus)\s+)(?:(?:home|postal|street|mailing|residential)\s+)?address\b|` +
	`\b(?:id|identity|passport|id[- ]card|driver'?s?\s+licen[cs]e)\s+(?:photos?|scans?|images?|pictures?|photocop(?:y|ies)|copies)\b|\b(?:photos?|scans?|copies|photocopies|pictures?|images?)\s+of\s+(?:(?:their|the|each|his|her|all|every)\s+)?(?:[\w-]+(?:'s|s')\s+)?(?:passports?|id\s+cards?|ids|identity\s+(?:cards?|documents?|papers)|driver'?s?\s+licen[cs]es?)\b|` +
	`\bconfidential\s+(?:[\w-]+\s+){0,2}?(?:pdfs?|manuscripts?|drafts?|submissions?|papers?|proposals?|minutes|transcripts?|documents?|files?|reports?|plans?|designs?|specs?|specifications?|results|findings)\b|` +
	`\b(?:the\s+)?[a-z]+(?:'s|s'|’s)\s+(?:real\s+|true\s+|full\s+)?(?:identit(?:y|ies)|real\s+names?)(?:\s+(?:to|and|or|along|with|at|in)\b|\s*[,.;)]|\s*$)|` +
	`\b(?:every|each|all|any|all\s+the)\s+(?:documents?|files?|pages?|messages?|e-?mails?|notes?|tabs?|sites?|websites?)\s+(?:that\s+)?(?:the\s+user|they|he|she)\s+(?:has\s+|have\s+|had\s+)?(?:opened|viewed|read|browsed|visited|typed|written|received)\b|` +
	`\b(?:phone|mobile|id|identity|passport|national\s+id|social\s+security|bank\s+account|card)\s+numbers\s*(?:,\s*|\s+[a-z&]{1,4}\s+)(?:(?:their|the)\s+)?(?:phone|mobile|id|identity|passport|national\s+id|social\s+security|bank\s+account|card)\s+numbers\b|` +
	`\b(?:personal|private)\s+(?:notes|journals?|diar(?:y|ies)|messages|photos|correspondence|letters)\b|` +
	`\b(?:phone|mobile|bank(?:\s+account)?|account|id|card|passport)\s+(?:and\s+(?:phone|mobile|bank(?:\s+account)?|account|id|card|passport)\s+)?numbers?\s+of\s+(?:the\s+|all\s+|our\s+|its\s+|every\s+|each\s+)?(?:members?|customers?|clients?|patients?|employees?|staff|students?|donors?|users?|tenants?|beneficiar(?:y|ies)|residents?|guests?|people|participants?|families)\b`

func init() {
	privateData = lazyRegexp(privateData.String() + `|(?i)` + privateData43 + `|` + userFolders42.String())
	privateStems = append(privateStems, "name", "photo", "scan", "cop", "picture", "image", "confidential", "identit", "opened", "viewed", "read", "browsed", "visited", "typed", "written", "received", "folder", "director", "dir", "number", "personal", "private")
}

// Taking photos or screenshots of something (plural, as the singular
// bagVerb reads "take a photo of") copies it for whoever receives them.
func init() {
	bagVerb = lazyRegexp(bagVerb.String() + `|\btake\s+(?:some\s+)?(?:photos|pictures|screenshots|snapshots|images)\s+of\b`)
}

// A record store named as the place something goes ("don't put this in
// the HR file", "file them under the patient record") is where the
// sentence puts things, not what it sends. When every cargo the bag rule
// finds in a sentence stands in such a place, a pronoun object ("forward
// them") still points back at the cargo the sentence before named, as it
// does when the sentence names no cargo at all.
var placeBefore43 = lazyRegexp(`(?i)\b(?:to|into|onto|in|inside|under|within|out\s+of)\s+(?:the\s+|a\s+|an\s+|our\s+|your\s+|their\s+|this\s+|that\s+|its\s+)?$`)

// placeOnlyCargo43 reports that sent names cargo only as places (at most
// four looked at) and the sentence before it names cargo.
func placeOnlyCargo43(d *doc, u unit, sent string, secretAt func(string) []int) bool {
	seen := false
	for off, n := 0, 0; off < len(sent) && n < 4; n++ {
		m := secretAt(sent[off:])
		if m == nil {
			break
		}
		s := off + m[0]
		if !placeBefore43.MatchString(sent[max(0, s-24):s]) {
			return false
		}
		seen = true
		off += max(m[1], 1)
	}
	if !seen {
		return false
	}
	p := prevProseText41(d, u)
	return p != "" && len(p) <= maxIntentUnit && secretAt(p) != nil
}

// The product of the step before, named with the definite article ("the
// export", "the dump", "the archive" after "Export all donors with their
// card details"), is that step's cargo, as "it" is: a send of it carries
// what the sentence before gathered.
func init() {
	pronounObject = orAtStart(pronounObject, `(?i)^\s+the\s+(?:whole\s+|full\s+|entire\s+|complete\s+|resulting\s+|finished\s+)?(?:exports?|dumps?|extracts?|archives?|zip(?:\s+file)?|bundles?|backups?|downloads?|csv(?:\s+file)?|spreadsheets?)\b`)
}

// "That email" (or "this e-mail") after a mailbox was named is that
// mailbox, as "that address" is; and an e-mail sent with no recipient
// ("email them;") goes to the mailbox named just before, as "send them
// there" does. checkDeicticSend42 reads the send with the address the
// sentences before it name.
func init() {
	deicticDest42 = lazyRegexp(deicticDest42.String() + `|(?i)\bto\s+(?:that|this|the\s+same|the\s+above|the\s+said)\s+e-?mail\b|\be-?mail\s+(?:it|them|these|those|everything|all\s+of\s+(?:it|them))\s*(?:[;.,)]|$)`)
	deicticStems42 = append(deicticStems42, "mail it", "mail them", "mail these", "mail those", "mail everything", "mail all")
}

// A phone number written after the word "number" ("the outside number
// +44 20 7946 0000 par WhatsApp kar do") is a fixed recipient, as "to
// +44 ..." is (round 42): a language that puts its "to" after the
// number leaves only the word "number" before it.
func init() {
	bagOutside = lazyRegexp(bagOutside.String() + `|(?i)\bnumber\s+\+\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d{2,4}){1,4}\b`)
}

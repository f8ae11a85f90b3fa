package safety

// Round 103 (exfil-prose): fresh315-318's misses by the rules alone.

// A sweep over each person's identifier ("every patient identifier",
// "all customer identifiers", "each member ID") names the key that ties
// every record to one person, as "all patient ids" (exfil60.go) does: the
// singular after "every" or "each" is the same sweep, and "identifier" is
// the long form of "id". The sweep word is required, so "the patient
// identifier format" or "a member ID column" names a field, not people.
func init() {
	privateData = lazyRegexp(privateData.String() + `|(?i:\b(?:all|every|each|any)\s+(?:the\s+|of\s+the\s+)?(?:patient|customer|client|member|employee|staff|student|pupil|guest|donor|subscriber|tenant|resident|applicant|policyholder)(?:'s|s'|s)?\s+(?:identifiers?|ids?|id\s+numbers?|identification\s+numbers?)\b)`)
}

// Dutch: a separable verb is written joined in a subordinate clause ("zorg
// dat je ... doorstuurt", make sure you forward ...; "nadat je het hebt
// doorgestuurd"), so the joined forms of forwarding and sending on are the
// same order as the imperative "stuur door". A password named by the
// system it opens is written as one compound word in Dutch
// ("databasewachtwoord", the database password; "beheerderswachtwoord",
// the administrator's): the compound's head is still "wachtwoord", so the
// usual systems' compounds are the password as the bare word is.
func init() {
	registerActionLexicon("nl+r103-exfil", actionLex{
		sendVerb: []string{"doorstuurt", "doorstuurd", "doorgestuurd", "doorstuur ", "opstuurt", "opgestuurd", "toestuurt", "toegestuurd", "doormailt", "doorgemaild", "uploadt", "geüpload"},
		secret: []string{"databasewachtwoord", "databasewachtwoorden", "databank-wachtwoord", "adminwachtwoord", "adminwachtwoorden", "beheerderswachtwoord", "beheerderswachtwoorden", "rootwachtwoord", "serverwachtwoord", "serverwachtwoorden", "systeemwachtwoord", "systeemwachtwoorden",
			"e-mailwachtwoord", "mailwachtwoord", "accountwachtwoord", "gebruikerswachtwoord", "gebruikerswachtwoorden", "wifi-wachtwoord", "wifiwachtwoord", "netwerkwachtwoord", "database-wachtwoord", "database-wachtwoorden"},
	})
}

// A host whose hyphenated label sits further left, before more labels and
// a country ending ("guest-collect.example.si", "notes-sync.eu-west.lt"),
// is the same place outside as one whose hyphenated label comes right
// before the ending (exfil95.go): where the hyphen falls in the name does
// not change that it names a host. The hyphen and hostCountry95's endings
// (none a common file extension) are still required, so a file name
// stays a file.
func init() {
	actBareDomain = lazyRegexp(actBareDomain.String() + `|\b[a-z0-9]+(?:-[a-z0-9]+)+(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)+\.` + hostCountry95 + `\b`)
}

// Croatian, Serbian and Bosnian in Latin letters: people's e-mail
// addresses and phone numbers ("e-mail adrese", "brojeve telefona", in the
// plural of a list) are how to reach them, as "phone numbers" and "email
// addresses" are in English: personalCargoML reads them beside a send to a
// place outside, so "send the report to the phone number on file" (one
// number, the place written to) is not cargo.
func init() {
	personalCargoML = append(personalCargoML, lowerStems(
		"e-mail adrese", "e-mail adresa", "email adrese", "adrese e-pošte", "adresa e-pošte", "brojeve telefona", "brojevi telefona", "brojeva telefona", "brojeve mobitela", "telefonske brojeve", "telefonski brojevi", "brojeve mobilnih")...)
}

// A collection whose contents are spelt out in brackets as people's names
// with how to reach them ("the owner roster (names, emails, unit
// numbers)", "the sign-up sheet (name, phone, address)") is a record of
// those people, whatever the collection is called: the bracket says what
// is carried. Names and at least one contact field are both required
// right after the opening bracket, so "the table (name, type, default)"
// describes columns of a schema.
func init() {
	privateData = lazyRegexp(privateData.String() + `|(?i:\b(?:rosters?|lists?|registers?|directory|directories|sheets?|spreadsheets?|exports?|records?|files?|csvs?|databases?|tables?|logs?)\s*\(\s*(?:full\s+|first\s+and\s+last\s+)?names?\s*(?:,\s*|\s+and\s+|\s*&\s*|\s*/\s*)(?:(?:home\s+|postal\s+)?address(?:es)?|e-?mails?(?:\s+address(?:es)?)?|(?:mobile\s+|cell\s+)?phones?(?:\s+numbers?)?|mobiles?|dates?\s+of\s+birth|birthdays?)\b)`)
	privateStems = append(privateStems, "(name", "( name", "(full name", "(first and last")
}

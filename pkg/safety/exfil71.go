package safety

// Round 71 (exfil-prose): concealment and sending in Khmer, Telugu,
// Punjabi and Luganda that the lists lacked.
//
// The principle is actionCovertSend's (prose38.go): a sending verb, a
// concealment from the user and a fixed place outside, in one
// statement, is covert sending whatever the language. "Without needing
// to tell the user", "don't tell", "without asking" and "tell no one"
// hide the act from the person it concerns, as "secretly" does. Khmer
// "ដោយមិនបាច់ប្រាប់" (without needing to tell); Telugu "చెప్పవద్దు",
// "చెప్పొద్దు", "చెప్పకండి" (don't tell); Punjabi "ਬਿਨਾਂ ਪੁੱਛੇ", "ਪੁੱਛੇ
// ਬਿਨਾਂ" (without asking); Luganda "tobuulira" (don't tell), "awatali
// kubuulira" (without telling). Luganda's verb carries its object
// before the stem ("oziweereze", send them; "gìweereze", send it), so
// the subjunctive stem "weereze" is read with the object prefixes.
// Only all three together refuse: a reminder sent to a member with no
// concealment, or "don't tell anyone your PIN" with no send, stays
// allowed.
func init() {
	covertSendML = append(covertSendML, lowerStems(
		// Luganda: send them / it (object prefix + subjunctive stem)
		"oziweereze", "obiweereze", "ogiweereze", "gaweereze", "ogaweereze", "obaweereze", "okiweereze", "oguweereze", "oluweereze", "ziweereze", "biweereze", "giweereze",
		"oziweereza", "obiweereza", "ogiweereza", "osindike", "ozisindike", "obisindike")...)
	covertStealthML = append(covertStealthML, lowerStems(
		// Khmer: without needing to tell, no need to tell
		"ដោយមិនបាច់ប្រាប់", "ដោយមិនចាំបាច់ប្រាប់", "មិនបាច់ប្រាប់", "មិនចាំបាច់ប្រាប់", "កុំប្រាប់",
		// Telugu: don't tell, without telling
		"చెప్పవద్దు", "చెప్పొద్దు", "చెప్పకండి", "తెలియజేయవద్దు", "తెలియనివ్వకండి",
		// Punjabi: without asking
		"ਬਿਨਾਂ ਪੁੱਛੇ", "ਪੁੱਛੇ ਬਿਨਾਂ", "ਬਿਨਾ ਪੁੱਛੇ", "ਪੁੱਛੇ ਬਿਨਾ",
		// Luganda: don't tell (anyone), without telling
		"tobuulira", "tobamanyisa", "awatali kubuulira", "awatali kumubuulira", "nga tobuulidde")...)
}

// Round 71 (exfil-prose): a national identity number is a record about a
// person. The Danish CPR number, the Swedish and Norwegian personal
// number, the Finnish personal identity code: like a passport number or
// a health record (privateData), sent to a fixed place outside
// (actionPersonalSend) it leaves the person's hands, with or without a
// concealment. Only beside a send verb and an address outside: "check
// that the CPR number has ten digits" stays allowed.
func init() {
	personalCargoML = append(personalCargoML, lowerStems(
		"cpr-nummer", "cpr-numre", "cpr-numrene", "cpr nummer", "cpr numre", "cpr-nr",
		"personnummer", "personnumre", "personnumren", "fødselsnummer", "fødselsnumre", "fødselsnumrene", "henkilötunnus", "henkilötunnukset", "henkilötunnukse")...)
}

// Round 71 (exfil-prose): Danish "send" with other people's records as
// its object. "Send" is also the English word, so the Danish lexicon
// reads it only with its object ("send brugerens", "send alle"); a
// plural genitive of the people a business holds records on ("send
// kundernes", the customers'; "medlemmernes", the members';
// "medarbejdernes", the staff's; "patienternes") and an adverb between
// the verb and its object ("send desuden", "send også", moreover, also)
// make it the Danish imperative as well. Read with a secret or a
// person's records and a place outside only.
func init() {
	registerActionLexicon("da+r71-exfil", actionLex{
		sendVerb: []string{"send kundernes", "send medlemmernes", "send medarbejdernes", "send patienternes", "send elevernes", "send borgernes", "send brugernes", "send desuden", "send også", "sende kundernes", "sende medlemmernes", "sende medarbejdernes", "sende brugernes", "videresende"},
	})
}

// Round 71 (exfil-prose): a host named as a website is a place outside.
//
// A bare host under a country suffix the bare-domain pattern does not
// list ("notes-keep.in", "lists.co.ke") is not read as an address alone:
// ".in" ends file names too ("requirements.in", "config.h.in"). A host
// followed by the word "website" in the statement's language names a
// site on the web, which no file name is: beside a sending verb and a
// concealment (actionCovertSend) or a secret (actionExfil), it is the
// place outside.
//
// hostNamedWebsite71: a host, then the word for a website.
const hostNamedWebsite71 = `\b(?:[a-z0-9-]+\.)+[a-z]{2,12}\s?(?:website|web site|web-site|వెబ్‌సైట్|వెబ్సైట్|वेबसाइट|ওয়েবসাইট|இணையதள|ವೆಬ್‌ಸೈಟ್|ವೆಬ್ಸೈಟ್|ويب سائٹ|ویب سائٹ|ਵੈੱਬਸਾਈਟ|ਵੈਬਸਾਈਟ|വെബ്സൈറ്റ്|വെബ്‌സൈറ്റ്|වෙබ් අඩවිය|ເວັບໄຊ|เว็บไซต์|គេហទំព័រ)`

func init() {
	actBareDomain = lazyRegexp(actBareDomain.String() + `|` + hostNamedWebsite71)
	covertHost = lazyRegexp(covertHost.String() + `|(?i)` + hostNamedWebsite71)
}

// Luganda is typed in plain ASCII, so the action rules read a statement
// as Luganda only when its function words mark it; the lexicon listed
// the "all" of a few noun classes. The other classes' "all" ("byonna",
// "yonna", "bwonna", "gwonna", "kyonna", "lwonna"), "yenna" (anyone),
// "muntu" (person) and "oluvannyuma" (afterwards) mark it as well; none
// is an English word.
func init() {
	registerActionLexicon("lg+r71-exfil", actionLex{
		markers: []string{"byonna", "yonna", "bwonna", "gwonna", "kyonna", "lwonna", "yenna", "muntu", "oluvannyuma"},
	})
}

// Round 71 (exfil-prose): "the customers' names and addresses" in the
// Scandinavian languages are records about persons, as "customer
// records" or "the members' contact details" are in English
// (privateData). A plural genitive of the people a business holds
// records on, then names, addresses, phone numbers, personal data or
// identity numbers, sent to a fixed place outside (actionPersonalSend),
// leaves their hands. A list of such records separated by commas names
// its first item right after the verb, so the first is read in the
// verb's own clause. Only beside a send verb and an address outside:
// "sort the customers' names alphabetically" stays allowed.
func init() {
	var out []string
	for _, lang := range []struct{ people, records []string }{
		{[]string{"kundernes", "medlemmernes", "medarbejdernes", "patienternes", "brugernes", "elevernes", "borgernes", "kundenes", "medlemmenes", "de ansattes", "pasientenes", "brukernes"},
			[]string{"navne", "navn", "adresser", "telefonnumre", "telefonnumrene", "telefonnummer", "personoplysninger", "personopplysninger", "oplysninger", "opplysninger", "cpr", "personnumre", "fødselsnumre", "e-mailadresser", "e-postadresser", "kontaktoplysninger", "kontaktopplysninger"}},
		{[]string{"kundernas", "medlemmarnas", "de anställdas", "patienternas", "användarnas", "elevernas"},
			[]string{"namn", "adresser", "telefonnummer", "personuppgifter", "uppgifter", "personnummer", "e-postadresser", "kontaktuppgifter"}},
	} {
		for _, p := range lang.people {
			for _, r := range lang.records {
				out = append(out, p+" "+r)
			}
		}
	}
	personalCargoML = append(personalCargoML, lowerStems(out...)...)
}

package safety

// Round 58 (exfil-prose): what a search of a secret's own place turns up
// is that secret.
//
// "Look through ~/.ssh and the password store, then upload whatever keys
// you find to ..." names the cargo by the search, not by its name: the
// things found are what the searched place holds, and a place that
// holds secrets (a credential path, a password store, a key file) holds
// nothing else worth sending. Round 39's stand-in ("what you find",
// foundObject) read this only for files named for a secret; a search
// whose place is itself secret carries the same cargo, and the found
// object may name a kind in between ("whatever keys you find", "any
// files you turn up"). The place must be secret where the search
// reads it: "look through the logs and upload whatever you find" sends
// logs, and the rest of the bag rule (a place outside) still applies.
var foundKindObject58 = lazyRegexp(`(?i)^\s+(?:(?:all\s+(?:of\s+)?)?what(?:ever)?|any(?:thing)?|every(?:thing)?|all(?:\s+the)?|each)\s+(?:[a-z][\w-]*\s+){0,2}?(?:(?:that\s+)?(?:you|it|the\s+(?:search|scan))\s+(?:can\s+)?(?:find|finds|found|turns?\s+up|turned\s+up|come\s+across|spot|locate|dig\s+up)|(?:that\s+)?(?:turns?|turned|shows?|showed)\s+up|found(?:\s+there)?)\b`)

// foundOnSecretPlace58: the verb's object (rest) is what a search found,
// and the search before it (before) went through a place secretAt reads
// as secret, in the same sentence. It returns the place's span in
// before.
func foundOnSecretPlace58(rest, before string, secretAt func(string) []int) []int {
	if !foundKindObject58.MatchString(rest) {
		return nil
	}
	sm := lastSearch58(before)
	if sm == nil {
		return nil
	}
	seg := before[sm[1]:]
	if o := secretAt(seg); o != nil {
		return []int{sm[1] + o[0], sm[1] + o[1]}
	}
	return nil
}

// lastSearch58: the last search verb of before (searchBefore), so the
// place read is the one searched just before the send.
func lastSearch58(before string) []int {
	if !lowerHas(asciiLower(before), "look", "search", "scan", "grep", "find", "hunt", "dig", "crawl", "go through", "comb", "sweep", "read through") { // round 100: reading through a place searches it (exfil100.go)
		return nil
	}
	var last []int
	for _, m := range searchBefore.FindAllStringIndex(before, 8) {
		last = m
	}
	return last
}

// Round 58 (exfil-prose): another party's own file drop is outside.
//
// A vendor's, contractor's or supplier's Dropbox link, shared drive,
// bucket, upload folder or server is a place that party owns: what is
// put there has left the user's hands, as a vendor's portal or chat
// (bagOutside) already reads. A DNS tunnel is a channel out by design:
// it carries data past the firewall in name lookups to a resolver the
// sender runs, so whatever is sent "through a DNS tunnel" goes outside.
// The skill's own or the user's places ("our Dropbox", "the team
// drive") are not read: the owner must be the other party.
func init() {
	bagOutside = lazyRegexp(bagOutside.String() + `|(?i)\b(?:vendor|contractor|supplier|consultant|partner|agency|third[- ]party|outside\s+firm)'?s?'?\s+(?:own\s+)?(?:[\w-]+\s+){0,2}?(?:dropbox|google\s+drive|onedrive|one\s+drive|wetransfer|box\s+folder|sharepoint|s3|buckets?|upload\s+(?:links?|folders?|pages?)|share\s+links?|shared\s+(?:folders?|drives?)|file[- ]?drops?|(?:sftp|ftp|file)\s+servers?|resolvers?|dns\s+servers?)\b|\bdns[- ]tunnel(?:l?ing)?\b|\b(?:through|over|via)\s+(?:a\s+|the\s+)?dns\s+(?:tunnel|queries|lookups)\b`)
	outsideStems = append(outsideStems, "vendor", "contractor", "supplier", "consultant", "partner", "agency", "third", "outside firm", "dns")
}

// Round 58 (exfil-prose): a server or an address the language calls
// outside or external, in the languages of South Asia.
//
// English reads "an external server", "an outside address" as a place
// outside (bagOutside: \bexternal\b); the action lexicons of these
// languages had only their words for "public", so a statement that sends
// saved passwords "to an outside server" named no place the rule knew.
// The pair is read (outside + server / address / site / e-mail), never
// the bare word "outside", which is also where a door or a shop is.
//
// A one-time code, a UPI or card PIN and a card's CVV are secrets
// whatever language surrounds the acronym, as the lexicons' own words
// for them ("ओटीपी", "ஓடிபி") are; a bank account number is the key to
// the account in the languages that name it with the account's word.
func init() {
	registerActionLexicon("te+r58-exfil", actionLex{public: []string{"బయటి సర్వర్", "బాహ్య సర్వర్", "బయటి చిరునామా", "బాహ్య చిరునామా", "బయటి వెబ్‌సైట్", "బయటి ఈమెయిల్", "బయటి ఇమెయిల్"}})
	registerActionLexicon("hi+r58-exfil", actionLex{public: []string{"बाहरी सर्वर", "बाहर के सर्वर", "बाहर वाले सर्वर", "बाहरी पते", "बाहरी पता", "बाहरी ईमेल", "बाहरी ई-मेल", "बाहरी वेबसाइट"}})
	registerActionLexicon("bn+r58-exfil", actionLex{
		public: []string{"বাইরের সার্ভার", "বহিরাগত সার্ভার", "বাইরের ঠিকানা", "বহিরাগত ঠিকানা", "বাইরের ইমেল", "বাইরের ইমেইল", "বাইরের ওয়েবসাইট"},
		// "mail it" written with the light verb (মেইল করে দাও, ইমেইল করো)
		sendVerb: []string{"মেইল করে দা", "মেইল করো", "মেইল কর ", "মেইল করুন", "ইমেইল করে দা", "ইমেইল করো", "ইমেল করে দা", "ইমেল করো"},
	})
	registerActionLexicon("ta+r58-exfil", actionLex{
		public: []string{"வெளி சர்வர்", "வெளிப்புற சர்வர்", "வெளியே உள்ள சர்வர்", "வெளி சேவையக", "வெளிப்புற சேவையக", "வெளி முகவரி", "வெளிப்புற முகவரி", "வெளி இணையதள", "வெளிப்புற இணையதள"},
		secret: []string{"வங்கிக் கணக்கு எண்", "வங்கி கணக்கு எண்"},
	})
	registerActionLexicon("kn+r58-exfil", actionLex{public: []string{"ಹೊರಗಿನ ಸರ್ವರ್", "ಬಾಹ್ಯ ಸರ್ವರ್", "ಹೊರಗಿನ ವಿಳಾಸ", "ಬಾಹ್ಯ ವಿಳಾಸ"}})
	registerActionLexicon("ml+r58-exfil", actionLex{public: []string{"പുറത്തുള്ള സെർവർ", "പുറത്തെ സെർവർ", "ബാഹ്യ സെർവർ", "പുറത്തുള്ള വിലാസ", "ബാഹ്യ വിലാസ"}})
	registerActionLexicon("mr+r58-exfil", actionLex{public: []string{"बाहेरील सर्व्हर", "बाहेरच्या सर्व्हर", "बाह्य सर्व्हर", "बाहेरील पत्त", "बाह्य पत्त"}})
	registerActionLexicon("gu+r58-exfil", actionLex{public: []string{"બહારના સર્વર", "બાહ્ય સર્વર", "બહારના સરનામ", "બાહ્ય સરનામ"}})
	registerActionLexicon("pa+r58-exfil", actionLex{public: []string{"ਬਾਹਰੀ ਸਰਵਰ", "ਬਾਹਰਲੇ ਸਰਵਰ", "ਬਾਹਰੀ ਪਤ"}})
	registerActionLexicon("ur+r58-exfil", actionLex{public: []string{"بیرونی سرور", "باہر کے سرور", "بیرونی پتے", "بیرونی پتہ", "بیرونی ای میل"}})
	// The acronyms, read in any language's statement (whole words).
	registerActionLexicon("mul+r58-exfil", actionLex{secret: []string{"otp ", "otp,", "otps", "upi pin", "mpin", "cvv ", "cvv,", "cvv2"}})
}

// Round 58 (exfil-prose): people listed with how to reach them, in more
// languages (round 57's peopleList57, exfil57.go).
//
// The rule is round 57's: a word for people's names beside a word for
// how to reach them, in a sweep (all, whole, collect), sent to a fixed
// place outside. Added here: Estonian, Tagalog and Hausa's possessive
// forms ("sunayen", the names of; "lambobin wayarsu", their phone
// numbers), and the list that is itself a list of people (a guest,
// customer, patient or member list, in English words inside another
// language's sentence too, as Tagalog and Hinglish write them): such a
// list is its people's names. The user's own contacts are the address
// book personalCargoML reads, in Bengali and Hindi.
func init() {
	peopleNames57 = append(peopleNames57, lowerStems(
		"nimed", "nimede", "nimedega", "nimesid", "kliendinimed",
		"pangalan", "mga pangalan",
		"sunayen", "sunayensu", "sunayenku",
		"guest list", "customer list", "client list", "patient list", "member list", "contact list",
		"গ্রাহক তালিকা", "গ্রাহকের তালিকা", "ग्राहक सूची", "ग्राहकों की सूची", "मरीजों की सूची")...)
	peopleReach57 = append(peopleReach57, lowerStems(
		"telefoninumbr", "telefoninumbritega", "telefoninumbrid", "telefoninumbreid", "e-posti aadress", "e-posti aadresside", "e-posti aadressid", "e-posti aadressidega", "kodune aadress", "isikukood", "isikukoodid",
		"phone number", "phone numbers", "numero ng telepono", "mga numero ng telepono", "cellphone number", "mobile number", "mobile numbers", "email address", "email addresses", "home address", "home addresses",
		"lambobin wayarsu", "lambar wayarsa", "lambar wayarta", "lambobin wayoyinsu", "adireshinsu",
		"ব্যবহারকারীর পরিচিতি", "পরিচিতি (contacts)")...)
	peopleSweep57 = append(peopleSweep57, lowerStems(
		"kõik", "kogu ", "koguge", "kogu kokku", "buong", "lahat", "kopyahin ang buong", "duk ", "পুরো")...)
	personalCargoML = append(personalCargoML, lowerStems(
		"ব্যবহারকারীর পরিচিতি", "ব্যবহারকারীর কন্টাক্ট", "উপযোগকর্তার পরিচিতি",
		"उपयोगकर्ता के संपर्क", "यूज़र के कॉन्टैक्ट", "यूजर के कॉन्टैक्ट")...)
}

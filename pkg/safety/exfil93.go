package safety

import "strings"

// Round 93 (exfil-prose), tuned on fresh279-282.

// Words of the action lexicons the earlier rounds did not list.
//
// Concealment by not mentioning: Norwegian "uten å nevne det" (without
// mentioning it), Swedish "utan att nämna", Danish "uden at nævne": the
// send is kept out of what the user is told, as "uten å si det" (without
// saying it) already reads. And the Norwegian order to send everything
// gathered ("send alt til", send it all to): "alt" points back to what
// the statement collected, as "send det hele" does.
//
// Malay "butiran akaun bank" (bank account details), beside "maklumat
// akaun bank" and "nombor akaun bank" which the lexicon holds; and the
// number on a Malaysian's identity card ("nombor kad pengenalan", the
// national ID), as "national ID" is read in English.
func init() {
	registerActionLexicon("no+r93-exfil", actionLex{
		stealth:  []string{"uten å nevne det", "uten å nevne noe", "uten å nevne dette", "uten å nevne det for brukeren", "uten å nevne noe for brukeren"},
		sendVerb: []string{"send alt til", "sende alt til", "send alt sammen", "send alt over"},
	})
	registerActionLexicon("sv+r93-exfil", actionLex{
		stealth: []string{"utan att nämna det", "utan att nämna något", "utan att nämna det för användaren"},
	})
	registerActionLexicon("da+r93-exfil", actionLex{
		stealth: []string{"uden at nævne det", "uden at nævne noget", "uden at nævne det for brugeren"},
	})
	registerActionLexicon("ms+r93-exfil", actionLex{
		secret: []string{"butiran akaun bank", "butiran akaun bank setiap", "nombor kad pengenalan", "no. kad pengenalan", "nombor mykad", "butiran kad kredit", "nombor kad kredit"},
	})
}

// swahiliObjectVerb93: a Swahili send verb that carries its object marker
// inside it ("zitume", send them; "itume", send it; "yatume", send those)
// points back to what was named before it, across a clause, as "send
// them" does (actPronounAfter) and as the Zulu and Xhosa forms are read
// (bantuObjectVerb82). "tuma" (send) with no marker does not, nor do the
// markers of people ("mtumie", send him), who are the addressee.
func swahiliObjectVerb93(low string, v [2]int) bool {
	w := low[v[0]:v[1]]
	if !strings.Contains(w, "tum") {
		return false // the cheap test first: the verb's stem
	}
	for _, subj := range []string{"", "u", "m"} {
		for _, obj := range []string{"zi", "i", "li", "ya", "vi"} {
			for _, tail := range []string{"tume", "tumeni"} {
				if w == subj+obj+tail {
					return true
				}
			}
		}
	}
	return false
}

// Malay "kemudian hantar ke" (then send to), "lalu hantar ke": the send
// that follows a gathering ("ambil ..., kemudian hantar ke ...") carries
// what was gathered, as Indonesian "kemudian kirim ke" is read
// (sendML39, exfil48.go).
func init() {
	sendML39 = append(sendML39, lowerStems("kemudian hantar ke", "kemudian hantarkan ke", "lalu hantar ke", "lalu hantarkan ke", "selepas itu hantar ke", "kemudian muat naik ke", "lalu muat naik ke", "kemudian kongsi ke", "kemudian majukan ke")...)
}

// A host under one of the newer generic top-level domains (payroll.asia,
// cake-partner.shop, files-drop.link, mirror.space) is a host as one
// under .com is: a place outside that the skill supplies. Only names no
// common file type ends with are listed, so "build.pro" or "notes.page"
// stay files; and none that code names as a field ("this.store",
// "app.services", "docker.network"), so a snippet's member is no host.
func init() {
	actBareDomain = lazyRegexp(actBareDomain.String() + `|\b(?:[a-z0-9-]+\.)+(?:asia|shop|link|space|tech|agency)\b`)
}

// Round 93 (exfil-prose), English: what the bag rule (privacy.go) reads
// as records, as a sending verb and as a place outside.
//
// "Pass their card number to our partner at https://...": to pass a
// thing to someone is to hand it over, as "hand" and "give" already
// read. Only the bare word: "passport" and "password" are nouns.
//
// The user's own folders of files (their Documents, Desktop, Downloads
// or home folder) hold whatever the person keeps: read whole, they are
// records about that person, as "the user's private documents" is. A
// folder the skill makes or a project's folder is not the user's.
//
// A whole password vault, and a whole address book (or one the skill has
// merged, cleaned or combined: still the same people's contacts), are
// the secrets and the contacts of everyone in them. "Export the vault
// settings" or "an address book field" name no vault's or book's content.
//
// The full text of every e-mail (of the user's mail, every message):
// the correspondence itself, as "messages from the user's inbox" reads.
//
// A transfer or drop link ("the transfer link in the footer") is a
// place anyone holding the link collects files from, as "anyone with the
// link" already reads.
func init() {
	privateSend = lazyRegexp(privateSend.String() + `|(?i:\bpass\b)`)
	privateData = lazyRegexp(privateData.String() +
		`|(?i:\b(?:the\s+)?(?:user(?:'s|s')|their|his|her)\s+(?:~/)?(?:documents|desktop|downloads|home|pictures)\s+(?:(?:and|&)\s+(?:~/)?(?:documents|desktop|downloads|pictures)\s+)?(?:folders?|director(?:y|ies)|dirs?)\b)` +
		`|(?i:\b(?:whole|entire|full|complete)\s+(?:(?:shared|team|password)\s+)?(?:password\s+)?vault\b(?:\s+(?:as|in|to|into)\b|\s*[,.;]|$))` +
		`|(?i:\b(?:whole|entire|full|complete|merged|deduplicated|de-duplicated|cleaned|combined|updated|synced|exported)\s+(?:contact\s+list|address\s+book)\b(?:\s+(?:as|in|to|into)\b|\s*[,.;]|$))` +
		`|(?i:\bfull\s+(?:text|contents?|bod(?:y|ies))\s+of\s+(?:every|each|all(?:\s+the)?|all\s+of\s+the|the\s+user's)\s+(?:unread\s+|incoming\s+|received\s+|new\s+)?(?:e-?mails?|messages?)(?:\s*[,.;]|\s+(?:including|with|and|in|from|to|as)\b|$))`)
	outsideParty = lazyRegexp(outsideParty.String() + `|(?i:\b(?:transfer|drop|dropoff|file[- ]drop)\s+links?\b)`)
}

// The cheap test in front of privateData (privateStems) knows the words
// the readings above start from.
func init() {
	privateStems = append(privateStems, "vault", "address book", "contact list", "full text of", "full contents of", "full content of", "full body of", "full bodies of", "desktop", "downloads", "~/documents")
}

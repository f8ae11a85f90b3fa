package safety

// Round 81 (exfil-prose), tuned on fresh233-236's leftovers.
//
// The object pronoun of the Scandinavian languages and Dutch right after
// their send verb ("ladda upp dem", upload them; "stuur ze", send them)
// points back to the secrets named earlier in the statement, across the
// commas of a list ("samla ihop användarens lösenord, SSH-nycklar och
// .env-filer och ladda upp dem till ..."), as "lähetä ne" does
// (exfil57.go). Danish and Norwegian "send" is also the English word, so
// there the pronoun is read only with the word that says where it goes
// ("send dem til"): English "send DEM tiles to" is not read.
//
// Payment-card data in Croatian and Serbian ("podatke o karticama
// kupaca", the customers' card data; "brojeve kartica", card numbers) is
// as secret as Swedish "kortnummer" or Spanish "número de tarjeta" are
// in their lexicons.
func init() {
	ownLangPronouns57 = append(ownLangPronouns57,
		// Swedish: send, upload, e-mail, post, forward, share, attach, publish.
		struct{ verbs, pronouns, held []string }{
			lowerStems("skicka", "ladda upp", "mejla", "maila", "posta", "vidarebefordra", "dela", "bifoga", "publicera"),
			[]string{"dem", "den", "det", "allt", "alltihop", "alltihopa", "dem alla"},
			lowerStems("samla", "samla ihop", "kopiera", "spara", "hämta", "packa", "läs", "ta")},
		// Danish and Norwegian: the pronoun with where it goes.
		struct{ verbs, pronouns, held []string }{
			lowerStems("send", "upload", "last opp", "videresend", "post", "del", "mail", "e-mail", "publicer", "publiser"),
			[]string{"dem til", "den til", "det til", "det hele til", "alt til", "dem videre til", "dem alle til"},
			lowerStems("saml", "samle", "kopier", "gem", "lagre", "hent", "pak", "pakk", "tag", "ta")},
		// Dutch: send, upload, mail, forward, share, post, publish.
		struct{ verbs, pronouns, held []string }{
			lowerStems("stuur", "verstuur", "upload", "mail", "e-mail", "stuur door", "deel", "plaats", "publiceer"),
			[]string{"ze", "het", "die", "deze", "alles", "ze allemaal", "ze door"},
			lowerStems("verzamel", "kopieer", "bewaar", "haal", "pak", "lees", "neem")},
	)
	for _, lang := range []string{"hr", "sr"} {
		extendActionLexicon41(lang, actionLex{secret: []string{
			"podatke o kartic", "podaci o kartic", "podataka o kartic", "podatke kartica", "podaci kartica",
			"broj kartice", "brojeve kartica", "brojevi kartica", "brojeva kartica",
			"податке о картиц", "подаци о картиц", "података о картиц", "број картице", "бројеве картица", "бројеви картица"}})
	}
}

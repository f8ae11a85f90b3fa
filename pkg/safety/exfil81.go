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
// in their lexicons, and so is Japanese "クレジットカード情報" (credit card
// details) or "カード番号" (card number).
//
// Concealment (round 38's list, covertStealthML) in two more shapes:
// Turkish "don't mention it to the guest / the customer / anyone"
// ("misafire bahsetme", "kimseye söyleme"), the person named in the
// dative before the verb; Japanese "no need to report (to the boss)"
// ("報告不要", "伝える必要はない"), which tells the agent to keep it from
// whoever would be told.
func init() {
	covertStealthML = append(covertStealthML, lowerStems(
		"misafire bahsetme", "müşteriye bahsetme", "kullanıcıya bahsetme", "kimseye bahsetme", "kimseye söyleme", "misafire söyleme", "müşteriye söyleme", "işlemden bahsetme", "bu işlemden kimseye",
		"報告不要", "報告は不要", "報告しなくていい", "報告しなくてよい", "伝える必要はない", "知らせる必要はない", "言う必要はない", "伝える必要はありません", "知らせる必要はありません")...)
	extendActionLexicon41("ja", actionLex{secret: []string{"クレジットカード情報", "カード情報", "カード番号", "クレジットカード番号"}})
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

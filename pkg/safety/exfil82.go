package safety

import "strings"

// Round 82 (exfil-prose), tuned on fresh237-240's leftovers.
//
// Concealment said in more shapes (round 38's list, covertStealthML):
//   - the person kept from it is a pronoun, not "the user": Hausa "ba tare
//     da ka gaya masa ba" (without your telling him), Cebuano and Tagalog
//     with the object pronoun between the negation and the verb ("ayaw
//     kini isulti", don't tell it; "huwag mo itong sabihin");
//   - no need to tell (as round 81's Japanese "報告不要"): Malagasy "tsy
//     mila lazaina aminy" (it needn't be told to him), always with the
//     person, as the bare "tsy mila lazaina" is "needless to say";
//   - the person must not know it, the person the subject: Yiddish "der
//     baniter darf nit visn" (the user may not know), German and Dutch
//     with the object that makes it the act ("darf nichts davon wissen",
//     "mag er niets van weten");
//   - Hungarian "ne mutasd meg neki" (don't show it to him).
//
// Sending verbs carrying their object (own-language pronouns, as
// exfil57.go): Sorani "بینێرە" (send it), "بیاننێرە" (send them); Odia
// "ଇମେଲ୍ କରନ୍ତୁ" (e-mail it), a noun and "do" as Odia makes its verbs;
// Yiddish "shik es tsu" (send it to), romanised and in Hebrew script.
// The Gaelic "cuir" (put, send; "cuir gu feum", put to use) sends only
// beside a concealment and an address the skill supplies
// (covertSendOnly82, read by actionCovertSend only). Gaelic typed
// without its accents is known by its function words (markers).
//
// Secrets in Xhosa ("amagama agqithisiweyo", passwords; "iitokeni",
// tokens), and the person's private record in Irish, Scottish Gaelic
// and Yiddish (chat history, private notes, the address book), which
// actionPersonalSend reads beside a send and a place outside.
var covertSendOnly82 = lowerStems("cuir ", "cuiribh ")

func init() {
	covertStealthML = append(covertStealthML, lowerStems(
		// Hausa: without telling him / her / them; don't tell him.
		"ba tare da ka gaya masa", "ba tare da ka gaya mata", "ba tare da ka gaya musu", "ba tare da gaya masa", "ba tare da gaya mata", "ba tare da gaya musu", "ba tare da ka sanar da shi", "ba tare da ka sanar da ita", "ba tare da ka sanar da su", "kada ka gaya masa", "kar ka gaya masa", "kada ka gaya mata", "kar ka gaya mata", "kada ka gaya musu", "kar ka gaya musu",
		// Cebuano and Tagalog: the object pronoun between.
		"ayaw kini isulti", "ayaw ni isulti", "ayaw kini ipahibalo", "ayaw ni ipahibalo", "ayaw kini ipaalam", "ayaw kini isugid", "ayaw ni isugid", "ayaw isugid", "ayaw kini ingna", "dili kini isulti",
		"huwag itong sabihin", "huwag mo itong sabihin", "huwag mo itong ipaalam", "huwag itong ipaalam", "huwag mo itong banggitin", "huwag mong sabihin",
		// Malagasy: no need to tell.
		"tsy mila lazaina aminy", "tsy mila lazaina amin'ny", "tsy mila ilazana azy", "tsy mila ilazana ny", "tsy mila ampahafantarina azy", "tsy mila ampahafantarina ny",
		// Yiddish (romanised and Hebrew script), German, Dutch: must not know.
		"darf nit visn", "darf nisht visn", "tor nit visn", "tor nisht visn", "zol nit visn", "zol nisht visn", "darf gornisht visn", "zol gornisht visn",
		"דאַרף ניט וויסן", "דארף ניט וויסן", "דאַרף נישט וויסן", "דארף נישט וויסן", "טאָר ניט וויסן", "טאר נישט וויסן", "זאָל ניט וויסן", "זאל נישט וויסן",
		"darf nichts davon wissen", "soll nichts davon wissen", "darf es nicht wissen", "soll es nicht wissen", "darf nichts davon erfahren", "soll nichts davon erfahren", "darf es nicht erfahren",
		"mag er niets van weten", "mag het niet weten", "hoeft er niets van te weten", "hoeft het niet te weten",
		// Hungarian: don't show it to him / the user.
		"ne mutasd meg neki", "ne mutasd meg a felhasználónak", "ne mutassa meg neki", "ne mutassa meg a felhasználónak")...)
	covertSendML = append(covertSendML, lowerStems(
		"shik es tsu", "shik zey tsu", "shik dos tsu", "shik alts tsu", "shikt es tsu", "shikt zey tsu", "shik es avek", "shik zey avek",
		"שיק עס צו", "שיק זיי צו", "שיק דאָס צו", "שיקט עס צו", "שיקט זיי צו")...)
	extendActionLexicon41("ckb+r82", actionLex{sendVerb: []string{"بینێرە", "بیاننێرە", "بینێرن", "بیاننێرن", "بینێریت", "بیاننێریت"}})
	extendActionLexicon41("or+r82", actionLex{sendVerb: []string{"ଇମେଲ୍ କରନ୍ତୁ", "ଇମେଲ କରନ୍ତୁ", "ଇମେଲ୍ କର", "ଅପଲୋଡ୍ କରନ୍ତୁ", "ଅପଲୋଡ କରନ୍ତୁ", "ଫରୱାର୍ଡ କରନ୍ତୁ"}})
	extendActionLexicon41("gd+r82", actionLex{sendVerb: []string{"cuir thuca", "luchdaich suas", "luchdaichibh suas"},
		markers: []string{"airson", "anns", "cuideachd", "chun", "bho", "gach", "nach"}})
	extendActionLexicon41("xh+r82", actionLex{secret: []string{"amagama agqithisiweyo", "igama eligqithisiweyo", "amagama ayimfihlo", "iiphasiwedi", "iphasiwedi", "iitokeni", "amaqhosha e-api", "amaqhosha api"}})
	personalCargoML = append(personalCargoML, lowerStems(
		"stair chomhrá", "stair an chomhrá", "stair na gcomhrá", "nótaí príobháideacha", "teachtaireachtaí príobháideacha",
		"eachdraidh a' chòmhraidh", "eachdraidh còmhraidh", "notaichean prìobhaideach", "teachdaireachdan prìobhaideach",
		"adresn-bukh", "adresn bukh", "heym-adresn", "אַדרעסן-בוך", "אדרעסן בוך")...)
}

// bantuObjectVerb82: a Zulu or Xhosa send verb that carries its object
// marker inside it, after the subject marker ("zithumele", send them;
// "uyithumele", you send it: left41lang.go lists these forms) points
// back to what was named before it, across a clause, as "send them"
// does (actPronounAfter); "uthumele" (you send), with no object marker,
// does not, nor do the markers of people ("mthumele", send him), who
// are the addressee, not the cargo.
func bantuObjectVerb82(low string, v [2]int) bool {
	w := low[v[0]:v[1]]
	for _, stem := range []string{"thumel", "dlulisel", "shicilel", "layish"} {
		i := strings.Index(w, stem)
		if i <= 0 {
			continue
		}
		pre := w[:i]
		for _, subj := range []string{"", "u", "ni"} {
			if !strings.HasPrefix(pre, subj) {
				continue
			}
			switch pre[len(subj):] {
			case "wa", "zi", "yi", "li", "si", "bu", "lu":
				return true
			}
		}
	}
	return false
}

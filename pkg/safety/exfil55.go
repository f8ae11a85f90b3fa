package safety

import "regexp"

// Round 55 (exfil-prose): the same order in more languages. An order to
// send something to a place the skill supplies and to keep it from the
// user is covert sending whatever the language (actionCovertSend reads
// these words only beside a sending verb and an address outside, in one
// statement): more words of sending and of concealment, in Haitian
// Creole, Somali, Malayalam and Assamese.
func init() {
	covertSendML = append(covertSendML, lowerStems(
		// Haitian Creole: send, forward
		"voye", "transfere",
		// Assamese: send (imperative, with its helper verb)
		"পঠিয়াই দিয়ক", "পঠিয়াওক", "পঠাওক", "প্ৰেৰণ কৰক")...)
	covertStealthML = append(covertStealthML, lowerStems(
		// Haitian Creole: without telling (the user), tell them nothing
		"san ou pa di", "san w pa di", "san di itilizatè", "pa di li anyen", "pa di itilizatè a", "san itilizatè a pa konnen", "an kachèt", "an sekrè",
		// Somali: without telling (the user), don't tell, secretly
		"adigoon u sheegin", "adigoon isticmaalaha u sheegin", "ha u sheegin", "ha sheegin", "si qarsoodi ah",
		// Malayalam: need not tell, don't tell, don't inform, secretly
		"പറയേണ്ടതില്ല", "പറയരുത്", "അറിയിക്കരുത്", "അറിയിക്കേണ്ടതില്ല", "അറിയിക്കാതെ", "രഹസ്യമായി",
		// Assamese: say nothing, don't tell, without letting know, secretly
		"একো নক'ব", "নক'ব", "নকব", "নজনাব", "নজনোৱাকৈ", "নজনাই", "গোপনে")...)
}

// Round 55 (exfil-prose): secrets named as wholes in Czech and Turkish
// (a machine's SSH keys and .env files; its session cookies; every
// environment variable at once), read by actionExfil beside a sending
// verb and a place outside, as the words listed before.
func init() {
	registerActionLexicon("cs+r55-exfil", actionLex{
		secret: []string{"klíče ssh", "klíč ssh", "klíčů ssh", "ssh klíč", "soubory .env", "souboru .env", "souborů .env"},
	})
	registerActionLexicon("tr+r55-exfil", actionLex{
		secret: []string{"oturum çerez", "tüm ortam değişken", "bütün ortam değişken", "ortam değişkenlerinin tamamı", "ortam değişkenlerinin hepsi"},
	})
	// Czech, Slovak and Slovene take an object pronoun after the verb
	// ("pošli je na adresu ...": send them): it points back to a secret
	// named earlier in the statement, as "-les" and "их" do.
	actPronounAfter = regexp.MustCompile(`(?:` + actPronounAfter.String() + `)|^\s+(?:je|ich|jich)(?:[\s,.;!]|$)`)
}

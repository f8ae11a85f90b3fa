package safety

import (
	"strings"
	"unicode/utf8"
)

// Round 75 (exfil-prose): a window is measured in the letters of the
// sentence it reads.
//
// actionExfil's windows are letters of the statement (scriptScale: bytes
// per letter), so a window over Georgian or Arabic script holds as many
// words as one over Latin script. A statement is a paragraph, though, and
// a line of Pashto or Amharic among English lines was read at the
// paragraph's average, nearer one byte a letter: the secret a few words
// before the verb fell outside a window half its due size, and one more
// English line in the paragraph was enough to let the send through. The
// scale is read in the sentence of each send verb as well (up to 400
// bytes either side, so the cost stays linear), and the larger holds: a
// foreign sentence among English ones is measured in its own letters.
func scaleNearSends75(low string, sends [][2]int) int {
	scale := 1
	for _, v := range sends {
		s, e := sentenceAround75(low, v)
		scale = max(scale, scriptScale(low[s:e]))
	}
	return scale
}

// sentenceAround75: the bounds of the sentence holding v in low, at most
// 400 bytes either side of it, on rune boundaries.
func sentenceAround75(low string, v [2]int) (int, int) {
	s, e := max(0, v[0]-400), min(len(low), v[1]+400)
	for s > 0 && !utf8.RuneStart(low[s]) {
		s++
	}
	for e < len(low) && !utf8.RuneStart(low[e]) {
		e++
	}
	for i := v[0]; i > s; {
		r, n := utf8.DecodeLastRuneInString(low[s:i])
		if isSentenceEnd75(low, i-n, r) {
			s = i
			break
		}
		i -= n
	}
	for i := v[1]; i < e; {
		r, n := utf8.DecodeRuneInString(low[i:e])
		if isSentenceEnd75(low, i, r) {
			e = i + n
			break
		}
		i += n
	}
	return s, e
}

// isSentenceEnd75: the rune r at k of low ends a sentence, as
// sentenceBreakIn reads one.
func isSentenceEnd75(low string, k int, r rune) bool {
	switch r {
	case ';', '!', '?', '\n', '؛', '؟', '։', '።', '。', '；', '！', '？', '।':
		return true
	case '.':
		return k+1 >= len(low) || low[k+1] == ' '
	}
	return false
}

// Round 75 (exfil-prose): a send verb with no object of its own, joined
// by "and" to the clause that names the secret, sends that secret.
//
// Tagalog, Indonesian and Malay drop an object the two verbs share:
// "kopyahin ang mga password, at ipadala sa x@y" (copy the passwords,
// and send [them] to x@y), "kumpulkan semua token, lalu kirim ke URL".
// A comma before "and" ends no object there; a send verb followed at
// once by its destination ("sa", "kay", "ke", "kepada") has no object but
// the one named before it. A send verb with an object of its own ("at
// ipadala ang ulat sa ...", and send the report) sends that object, and
// stays as it was.
var sharedObjectJoin75 = lazyRegexp(`(?:^|[\s,])(?:at|saka|tapos|pagkatapos\s+ay|dan|lalu|kemudian|lantas|serta)\s*$`)

var sharedObjectDest75 = lazyRegexp(`^(?:\s+(?:na\s+)?(?:lamang\s+|lang\s+|din\s+|rin\s+|saja\s+|juga\s+)?(?:sa|kay|kina|ke|kepada|pada)\s)`)

func sharedObject75(low string, sc, v [2]int, scale int) bool {
	if sc[1] > v[0] || v[0]-sc[1] > 200*scale {
		return false
	}
	between := low[sc[1]:v[0]]
	if sentenceBreakIn(between) || !sharedObjectJoin75.MatchString(between) {
		return false
	}
	return sharedObjectDest75.MatchString(low[v[1]:])
}

// Round 75 (exfil-prose): secrets and send verbs in Catalan, Hawaiian,
// Maori and Tagalog that the lists lacked.
//
// The principle is actionExfil's: a secret, a verb that sends it and a
// place outside, in one statement, whatever the language.
//   - Catalan "claus d'accés" (access keys) are credentials as "dades
//     d'accés" are; "puja-ho", "puja-les" (upload it, them) is "puja"
//     with its object clitic, which only the verb "upload" takes ("el
//     preu puja", the price rises, has none), and "-ho" is the neuter
//     clitic that points back to what was named, as "-les" does.
//   - Hawaiian "ʻōlelo huna" (password, "hidden word") and "kī API" (API
//     key); "hoʻouna" (send), with "iā lākou" (them) and "iā ia" (it)
//     after it pointing back to the secret, as "lähetä ne" does
//     (exfil57.go); "ʻohi" (gather) and "kope" (copy) take the thing
//     before it is sent.
//   - Maori "kupuhipa" (password), "kupu huna"; "tukuna atu", "tukua
//     atu" (send away).
//   - Tagalog: English names of a credential borrowed into the sentence
//     with the Tagalog genitive ("credentials ng", "ssh keys ng"), as
//     "password ng" already is.
func init() {
	registerActionLexicon("ca+r75-exfil", actionLex{
		secret:   []string{"claus d'accés", "clau d'accés", "claus d'acces", "clau d'acces", "claus d’accés", "clau d’accés"},
		sendVerb: []string{"puja-ho", "puja-les", "puja-la", "puja-los", "puja-l", "pugeu-ho", "pugeu-les", "pugeu-la", "pugeu-los"},
	})
	registerActionLexicon("haw+r75-exfil", actionLex{
		secret:   []string{"ʻōlelo huna", "'ōlelo huna", "‘ōlelo huna", "olelo huna", "ōlelo huna", "kī api", "ki api"},
		sendVerb: []string{"hoʻouna", "ho'ouna", "ho‘ouna", "hoouna"},
	})
	registerActionLexicon("mi+r75-exfil", actionLex{
		secret:   []string{"kupuhipa", "kupu huna", "kupu-huna"},
		sendVerb: []string{"tukuna atu", "tukua atu", "tukuna ki", "tukua ki"},
	})
	registerActionLexicon("tl+r75-exfil", actionLex{
		secret: []string{"credentials ng", "credential ng", "ssh keys ng", "ssh key ng", "api keys ng", "api key ng", "private keys ng", "private key ng", "access keys ng", "access key ng"},
	})
	// "-ho" (Catalan neuter clitic) and "-los": a pronoun on the verb.
	actPronounAfter = lazyRegexp(`(?:` + actPronounAfter.String() + `)|^-(?:ho|los)(?:[\s,.;!]|$)`)
	ownLangPronouns57 = append(ownLangPronouns57,
		struct{ verbs, pronouns, held []string }{lowerStems("hoʻouna", "ho'ouna", "ho‘ouna", "hoouna"), []string{"iā lākou", "ia lakou", "iā lakou", "iā ia", "ia ia", "iā ʻoe", "ia mau mea"}, lowerStems("ʻohi", "ohi", "'ohi", "kope", "hōʻiliʻili", "hoiliili")})
}

// Round 75 (exfil-prose): Maori concealment and sending, read by
// actionCovertSend: "kaua e kōrero ki te kaiwhakamahi" (do not speak to
// the user), "kaua e whakamōhio" (do not inform), "me te kore e kōrero"
// (without telling); "tukuna" (send, release) as a send only beside a
// concealment and a place outside ("i tukuna ki a koe", given to you,
// alone sends nothing).
func init() {
	covertSendML = append(covertSendML, lowerStems("tukuna", "tukua", "tonoa atu")...)
	covertStealthML = append(covertStealthML, lowerStems(
		"kaua e kōrero", "kaua e korero", "kaua e whakamōhio", "kaua e whakamohio", "kaua e whāki", "kaua e whaki", "me te kore e kōrero", "me te kore e korero", "kaua e mōhio te kaiwhakamahi", "kaua e mohio te kaiwhakamahi")...)
}

// Round 75 (exfil-prose): a phone number the skill supplies is a fixed
// place outside.
//
// A number written whole in its international form ("+44 ...", "+1
// ...") after "to" names one handset, someone's, as an e-mail address
// names one mailbox: what is texted there leaves the user's hands.
// Texting is sending ("text it to", "SMS the list to", "WhatsApp them
// to"). Read by checkCovertSendProse only, so a number counts beside a
// concealment and a secret or a person's records: "text the rota to +44
// ..." with nothing hidden, or a support line given for the user to
// call, stays allowed.
func phoneDest75(t string) []int {
	if !strings.Contains(t, "+") {
		return nil
	}
	if m := phoneDest75Re.FindStringSubmatchIndex(t); m != nil {
		return []int{m[2], m[3]}
	}
	return nil
}

var phoneDest75Re = lazyRegexp(`(?i)\bto\s+(\+\d{1,3}[ .-]?(?:\(\d{1,4}\)[ .-]?)?\d{2,5}(?:[ .-]?\d{2,5}){1,3})\b`)

func init() {
	covertVerb = lazyRegexp(covertVerb.String() + `|(?i)\b(?:text|sms|whatsapp)\b`)
}

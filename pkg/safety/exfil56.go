package safety

import (
	"strings"
)

// Round 56 (exfil-prose): an e-mail address whose domain is written in
// letters outside ASCII ("kopi@hafnir-þjónusta.is", an internationalised
// domain name) is an address as much as its ASCII spelling is: whoever
// owns that domain receives what is sent there. actOutsideRe's \w stops
// at the first such letter, so the address was not read at all. The
// domain still needs a dot and a label after it, as the ASCII form does.
func init() {
	actOutsideRe = lazyRegexp(actOutsideRe.String() + `|(?i:\b[\w.+-]+@[\pL\pN-]+(?:\.[\pL\pN-]+)+)`)
}

// Round 56 (exfil-prose): an object pronoun joined to the verb points
// back to a secret named earlier in the statement. Spanish and Galician
// join it to an imperative and write the stress the join moves with an
// accent ("mándaos", "envíalos", "remíteas"): the accent on the verb
// before -os/-as/-los/-las (or Galician -llos/-llas) is what marks the
// ending as a pronoun, so a verb hit without an accent ("publicas", you
// publish) is not read.
func init() {
	registerActionLexicon("gl+r56-exfil", actionLex{
		// Galician imperatives of sending written with their stress
		// accent, so a joined pronoun is read after them.
		sendVerb: []string{"mánda", "remíte", "reenvía"},
	})
}

// joinedPronoun56: the send verb at v carries a stress accent and is
// followed, joined, by an object pronoun (Spanish and Galician clitics).
var joinedPronoun56 = lazyRegexp(`^(?:l|ll)?[oa]s(?:[\s,.;!:]|$)`)

func pronounJoined56(low string, v [2]int) bool {
	return strings.ContainsAny(low[v[0]:v[1]], "áéíóú") && joinedPronoun56.MatchString(low[v[1]:])
}

// Round 56 (exfil-prose): Breton. Passwords and private keys are secrets
// and "kas" (send) with its object pronoun ("kas anezho", send them) or
// its plural imperative ("kasit") sends them; the bare "kas" is not
// listed, as it is "whether" in Estonian and "what" in Lithuanian.
// "hep lavaret netra" (without saying anything) hides the send.
func init() {
	registerActionLexicon("br+r56-exfil", actionLex{
		secret:   []string{"ger-tremen", "gerioù-tremen", "ger tremen", "gerioù tremen", "alc'hwez prevez", "alc'hwezioù prevez", "kodoù-tizhout kuzh"},
		sendVerb: []string{"kas anezho", "kas anezhañ", "kas anezhi", "kasit", "kasañ anezho", "embann "},
		stealth:  []string{"hep lavaret netra", "hep lavaret", "hep kemenn", "e-kuzh", "en ur guzh"},
	})
}

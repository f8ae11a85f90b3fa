package safety

import "strings"

// Round 92 (session 47, benign): a secret that signs a publish in, with
// the place named by a preposition and a name rather than an address.
// "Pubblica il sito portfolio su Netlify dalla pipeline CI con un token
// segreto" publishes the site; the token is the means, as
// secretIsInstrument85 reads "send the report to Slack with the bot
// token" when the place is an address or a known service. Here the place
// is any name after a word for "on/to" ("su Netlify", "auf Vercel",
// "to Fly"), and "with" may take an indefinite article or one adjective
// ("mit einem geheimen Token"), never a quantifier ("con tutti i
// segreti", "with all the keys" stay cargo).
var (
	withInstrument92 = lazyRegexp(`(?:^|[^\pL])(?:con|mit|avec|met|med|com|με|with)\s+(?:(?:un|una|uno|un['’]|il|lo|la|l['’]|ein|eine|einem|einer|einen|une|le|um|uma|o|a|een|het|de|an|the|ένα|μια|το|τον|την|our|its|your|il\s+suo|la\s+sua)\s+)?(\pL+\s+)?$`)
	placeNamed92     = lazyRegexp(`(?:^|[^\pL])(?:su|sul|sulla|on|onto|to|auf|sur|na|em|no|naar|op)\s+\pL[\pL\pN.-]+`)
	quantWord92      = map[string]bool{"all": true, "every": true, "each": true, "any": true, "tutti": true, "tutte": true, "ogni": true, "alle": true, "allen": true, "allem": true, "jedem": true, "jeder": true, "tous": true, "toutes": true, "chaque": true, "todos": true, "todas": true, "cada": true, "qualsiasi": true, "qualquer": true, "elke": true, "alla": true, "varje": true, "όλα": true, "όλους": true, "κάθε": true, "several": true, "many": true, "multiple": true, "these": true, "those": true}
)

// secretIsInstrument92: the secret sc follows "with" (and at most an
// article and one adjective), ends its clause, and a sending verb before
// it sends to a place named by a preposition, with no clause break
// between.
func secretIsInstrument92(low string, sc [2]int, sends [][2]int) bool {
	start := max(0, sc[0]-48)
	m := withInstrument92.FindStringSubmatchIndex(low[start:sc[0]])
	if m == nil || !meansTail85.MatchString(low[sc[1]:]) {
		return false
	}
	if m[2] >= 0 && quantWord92[strings.TrimSpace(low[start+m[2]:start+m[3]])] {
		return false
	}
	w := start + m[0]
	for _, v := range sends {
		if v[1] <= w && placeNamed92.MatchString(low[v[1]:w]) && !clauseBreakIn(blankAddresses(low[v[1]:w])) {
			return true
		}
	}
	return false
}

package safety

import "strings"

// Session 32 (lead), after fresh205-208 were measured: two false
// refusals fixed by principle.
//
// A send verb that is one part of an identifier names a slot, it orders
// nothing: `<VLOŽTE_TOKEN>`, `{{EINFÜGEN_API_KEY}}`, `INSERT_TOKEN_HERE`
// are placeholders whose label happens to hold the language's word for
// "insert" or "put". The verb is glued by '_' to the rest of the name, or
// sits right inside a slot's '<', '{' or '$'. A verb standing as a word
// ("vložte token na pastebin") still counts.

// verbInIdentifier67: the verb at v (a span of low) is a piece of a
// name, not a word of the sentence.
func verbInIdentifier67(low string, v [2]int) bool {
	if v[0] > 0 && strings.IndexByte("_<{$", low[v[0]-1]) >= 0 {
		return true
	}
	return v[1] < len(low) && low[v[1]] == '_'
}

// dropIdentifierVerbs67 keeps the send verbs that stand as words.
func dropIdentifierVerbs67(low string, sends [][2]int) [][2]int {
	out := sends[:0:0]
	for _, v := range sends {
		if !verbInIdentifier67(low, v) {
			out = append(out, v)
		}
	}
	return out
}

// "Log out all sessions, change password": log out, off, in, on or into
// (also "log back in") is signing out or in, not writing something down.
// The recording verb "log" carries its object ("log the password to the
// console"); the phrasal verb carries none.
var loginPhrasal67 = lazyRegexp(`(?i)^\s+(?:back\s+)?(?:out|off|in|on|into)\b`)

// signInOutVerb67: the verb at m in sent is "log" used as log out/in.
func signInOutVerb67(sent string, m []int) bool {
	return strings.EqualFold(sent[m[0]:m[1]], "log") && loginPhrasal67.MatchString(sent[m[1]:])
}

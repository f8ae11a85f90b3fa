package safety

import (
	"strings"
)

// Round 40 (the lead): a secret's name written as a part of the address
// itself ("Copy URL: https://discord.com/api/webhooks/<id>/<token>") names
// a segment of the URL, not cargo sent to it: what is copied is the URL.
// Only a bare name counts (letters, digits, _ and -, maybe in <>, {} or
// upper case); a URL that expands a variable or a command ($TOKEN,
// $(cat ...)) carries what it expands.
var addressSpan = lazyRegexp(`(?i)\b(?:https?|wss?)://[^\s` + "`" + `'"()]+`)

func secretNamesURLPart(sent string, sm []int) bool {
	if !strings.Contains(sent, "://") {
		return false
	}
	name := sent[sm[0]:sm[1]]
	for _, r := range name {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-') {
			return false
		}
	}
	for _, m := range addressSpan.FindAllStringIndex(sent, 4) {
		if m[0] < sm[0] && sm[1] <= m[1] {
			return !strings.ContainsAny(sent[m[0]:m[1]], "$%")
		}
	}
	return false
}

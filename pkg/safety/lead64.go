package safety

import "strings"

// userinfoWord64: the secret's name written as the password (or user) of
// a URL ("mysql://user:password@host/db", "redis://:secret@host") is that
// URL's slot to fill: a real URL carries a value there, never the word
// for it, so the word names where a credential goes, as "<password>"
// does (placeholderSlot49). s[a:b] is the match of the secret's name.
func userinfoWord64(s string, a, b int) bool {
	if b >= len(s) || s[b] != '@' && s[b] != ':' {
		return false
	}
	// back from a over the user part to "://"
	i := a
	if i > 0 && s[i-1] == ':' {
		i--
	}
	for i > 0 && i > a-40 && isUserinfoByte64(s[i-1]) {
		i--
	}
	if !strings.HasSuffix(s[:i], "://") {
		return false
	}
	if s[b] == ':' { // the word is the user; the password slot follows
		j := b + 1
		for j < len(s) && j < b+41 && isUserinfoByte64(s[j]) {
			j++
		}
		return j < len(s) && s[j] == '@'
	}
	return true
}

func isUserinfoByte64(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.'
}

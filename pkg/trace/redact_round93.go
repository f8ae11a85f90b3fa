package trace

import "strings"

// Round 93 (session 47, after fresh279-282 were measured).
//
// Yoruba names a password "ọ̀rọ̀ ìpamọ́" (hidden word) or "ọ̀rọ̀
// ìgbaniwọlé" (word of entry), often written as one word and with its
// tone marks as combining characters; passwordWords reads both spellings
// (s279-107). Zulu and Xhosa join "is" to the value as a prefix:
// "iphasiwedi ye-inverter ngu-V" (the inverter's password is V), with
// "ngu-" before a noun of class 1 and "yi-" before class 9 (s280-091).

// bantuCopula93 returns the length of a Zulu or Xhosa copulative prefix
// written with a hyphen at the start of w ("ngu-", "yi-", "ngi-"), or 0.
// The value must follow the hyphen in the same word.
func bantuCopula93(w string) int {
	lw := strings.ToLower(w)
	for _, p := range [...]string{"ngu-", "yi-", "ngi-"} {
		if strings.HasPrefix(lw, p) && len(lw) > len(p) {
			return len(p)
		}
	}
	return 0
}

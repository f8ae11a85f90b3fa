package trace

import (
	"regexp"
	"strings"
)

// Round 72 (session 34): the secrets fresh213-216 leaked when they were
// measured once, fixed by principle afterwards (TestRedactRound72).
var round72Rules = []rule{
	// A key named for a credential, the name ending in the word
	// ("SecurityCredential", "initiator_credential", "CREDENTIALS"), with a
	// long made value is that credential, as a key ending in SECRET or
	// TOKEN is: M-Pesa's SecurityCredential is the initiator password
	// encrypted to the provider's key. A key that names something about a
	// credential ("credentialId", "CredentialType") goes on past the word
	// and stays.
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)\b[A-Z0-9_.\-]*CREDENTIALS?["']?\s*[=:]\s*["']?([A-Za-z0-9+/_\-]{32,}={0,2})`), ok: func(v string) bool { return longHex(v) || highEntropyToken(v) }},
	// A Perforce ticket line (host:port=user:TICKET, 32 hex digits) after
	// a label ("p4tickets: build02:1666=jenkins:HEX"): round 66 read the
	// line only when it starts with the host.
	{kind: "p4-ticket", group: 1, re: regexp.MustCompile(`(?:^|[\s"'])(?:(?:ssl|tcp)[46]?:)?[\w.\-]+:\d{2,5}=[^\s:="']{1,64}:([A-Fa-f0-9]{32})(?:$|[\s"',;])`)},
}

// pairKeyIsValue72: the quoted word read as the key of a ("key", "value")
// pair is itself the value of an object member ("CredentialType":
// "ApiKey", "credentialId": ...): what follows its comma is the next
// member's key, not a secret. Reads back at most 120 bytes.
func pairKeyIsValue72(orig string, start, _ int) bool {
	i := start - 1 // the value's opening quote
	lo := max(0, start-120)
	skip := func() {
		for i > lo && (orig[i-1] == ' ' || orig[i-1] == '\t') {
			i--
		}
	}
	skip()
	if i <= lo || orig[i-1] != ',' {
		return false
	}
	i--
	skip()
	if i <= lo || orig[i-1] != '"' && orig[i-1] != '\'' {
		return false
	}
	q := orig[i-1]
	j := strings.LastIndexByte(orig[lo:i-1], q)
	if j < 0 {
		return false
	}
	i = lo + j
	skip()
	return i > lo && orig[i-1] == ':'
}

package trace

import "regexp"

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

package trace

import "testing"

// TestRedactSession52: a value of "-" or "@-" reads the secret from
// standard input and holds none; a password that starts with a dash is
// still a password.
func TestRedactSession52(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{"vault kv put secret/shop password=-Kx9!pQ2vLm4", "-Kx9!pQ2vLm4"},
		{"DB_PASSWORD=@-x7Qp2Lm9vR4k", "@-x7Qp2Lm9vR4k"},
	}, []string{
		"Keep it out of the history: vault kv put secret/shop password=-",
		"gh auth login --with-token; or: api_token=@- from the pipe",
		"docker login -u ci --password=- registry.internal < pw.txt",
	})
}

// TestRedactSession52Examples: a recovery phrase after a longer aside is
// still a wallet's seed; the TOTP secrets standards publish as their
// example are documentation, a made one in the same place is not.
func TestRedactSession52Examples(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{"recovery phrase copied into chat today: crane velvet orbit hazard lunar pepper crisp tunnel museum fiber cactus wrist", "crane velvet orbit hazard lunar pepper crisp tunnel museum fiber cactus wrist"},
		{"otpauth://totp/Shop:ops@shop.io?secret=KRSXG5CTMVZHGZLE&issuer=Shop", "KRSXG5CTMVZHGZLE"},
	}, []string{
		"otpauth://totp/ACME:jane@example.com?secret=JBSWY3DPEHPK3PXP&issuer=ACME (the spec's sample)",
		"RFC 6238 test seed in base32: totp secret: GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ",
		"the recovery phrase is explained in the wallet guide: write it on paper, never in a file",
	})
}

package trace

import "testing"

// TestRedactRound63: the leaks of fresh189-192 (session 30), fixed by
// principle, each beside look-alikes that stay as written.
func TestRedactRound63(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// New Relic's prefixed keys wherever they stand
		{"rotated the user key NRAK-7QX2M4KD9PLW3ZR8TB5NHC1FJ6V today", "NRAK-7QX2M4KD9PLW3ZR8TB5NHC1FJ6V"},
		{"insights insert key NRII-aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY", "NRII-aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY"},
		// Nigerian Pidgin's copula "na"
		{"Abeg note: di password for di backup server na Qm82vLp4Xe, make you no share am.", "Qm82vLp4Xe"},
		// a config line of a password's name and its value split by blanks
		{"bindpw Kd93LmQx7Zp2", "Kd93LmQx7Zp2"},
		{"  smtp_auth_password   Vn5Rt8Wq2Lz6Hc", "Vn5Rt8Wq2Lz6Hc"},
		{"ssl_key_secret\tq8Xw3Lm9Zr4Tn", "q8Xw3Lm9Zr4Tn"},
	}, []string{
		// New Relic's prefixes named, and a short or placeholder key
		"New Relic user keys start with NRAK- and license keys end in NRAL",
		"NEW_RELIC_API_KEY=NRAK-XXXXXXXXXXXXXXXXXXXXXXXXXXX",
		// Pidgin prose about a password
		"Di password na di one wey dem send for email, no be dis one.",
		"di password na secret, no show anybody o",
		// config lines whose value is a word, a slot, a path or a setting
		"bindpw secret",
		"bindpw %s",
		"rootpwmoddn cn=admin,dc=example,dc=org",
		"password_min_length 12",
		"ssl_key_password_file /etc/ssl/private/key.pass",
		"tls_passcert /etc/ldap/certs/ldap2024.pem",
		"smtp_auth_password ${SMTP_PASSWORD}",
		"token_ttl 3600s",
	})
}

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

package trace

import "testing"

// TestRedactRound94: a TACACS+/RADIUS INI section's shared secret, a long
// type-7 password whatever its first digits, and a UUID-named field
// holding a UUID, each beside look-alikes left as they are.
func TestRedactRound94(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{"[radius]\nserver = 10.20.0.5\nsecret = Tq8vLmZ2xKp4Wn", "Tq8vLmZ2xKp4Wn"},
		{"[tac_plus]\nhost=aaa1.example.net\nkey=Rb7NkQ2vHs9Xw", "Rb7NkQ2vHs9Xw"},
		{"[tacacs server core]\nshared_secret: Yz3pQw8RtLk", "Yz3pQw8RtLk"},
		{" neighbor 203.0.113.9 password 7 b3c19f0e4d7a2b6c", "b3c19f0e4d7a2b6c"},
		{`<setting name="AdminPassword" value="Kx9vQ2mLp7Rw" />`, "Kx9vQ2mLp7Rw"},
	}, []string{
		"[radius]\nserver = 10.20.0.5\nport = 1812",
		"[tacacs]\nkey=<shared-secret>",
		"[cache]\nkey=Rb7NkQ2vHs9Xw",
		"password 7 ffffffffffffffff",
		"capture session_uuid=0f8e2c1a-3b4d-4e5f-8a9b-1c2d3e4f5a6b started",
		"request_guid=0F8E2C1A-3B4D-4E5F-8A9B-1C2D3E4F5A6B",
		`<setting name="AdminPasswordComplexity" value="Upper;Lower;Digit;Min=14" />`,
	})
}

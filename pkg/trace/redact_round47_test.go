package trace

import "testing"

// TestRedactRound47: the two leaks fresh123-126 left (session 21), fixed
// by principle in session 22, in new words beside look-alikes that must
// stay.
func TestRedactRound47(t *testing.T) {
	blob := "U2FsdGVkX19kZ3Jx7Hq2Lm9Pw4Zt8Vb1Nc6Xr3Ks5Yd0Fg2Jh4Wq7Ee9Tu1Io3Pa5Sd8Gf6Hj2Kl4Zx7Cv9Bn1Mq3We5Rt7Yu9Ip0As2Df4Gh6Jk8Lz1Xc3Vb5Nm7Qw9Er1Ty3Ui5Op7Kp"
	checkRedactions(t, []redactProbe{
		// a bare key that begins a config line, its value made
		{"url: https://ads.example.org/api\nkey: 5c1d9e2a-7b3f-4a60-8e14-2f9c0b7d6a31", "5c1d9e2a-7b3f-4a60-8e14-2f9c0b7d6a31"},
		{"[service]\nkey = 9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c", "9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c"},
		{"  - key: Qx7Vb2Nm9Lk4Jh6Gf8Ds1Ap3Zw5Ec0Rt", "Qx7Vb2Nm9Lk4Jh6Gf8Ds1Ap3Zw5Ec0Rt"},
		// a generated blob in an environment variable, whatever its name
		{"LAUNCHER_STATE=" + blob, blob},
		{"export GAME_SESSION_BUNDLE='" + blob + "'", blob},
	}, []string{
		"key: F sharp major",
		"    key: DB_PASSWORD",
		"  - key: release_notes_v2_title",
		"Idempotency-Key: 5c1d9e2a-7b3f-4a60-8e14-2f9c0b7d6a31",
		"cache key: 9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c",
		"object key: 5c1d9e2a-7b3f-4a60-8e14-2f9c0b7d6a31.json",
		// public blobs, by name or by what they decode to
		"SPLASH_LOGO_PNG=" + blob,
		"CA_CERT=" + blob,
		"BUNDLE=LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSURkekNDQWwrZ0F3SUJBZ0lFYkc4N0t6QU5CZ2txaGtpRzl3MEJBUXNGQURCc01SQXdEZ1lEVlFRR0V3ZFZibXR1YjNkdU1SQXdEZ1lEVlFRSUV3ZFZibXR1",
		"HERO_IMAGE=iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg8Qw3Er5Ty7Ui9Op1As3Df5Gh7Jk9Lz2Xc4Vb6Nm8",
	})
}

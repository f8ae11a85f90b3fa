package trace

import "testing"

// TestRedactRound46: fresh123-126's leaks (session 21), fixed by
// principle, in new words beside look-alikes that must stay.
func TestRedactRound46(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// password words of Haitian Creole, Guarani and Kurdish; Haitian "se"
		// as the copula
		{`modpas sèvè imèl la se Pk7Rw2Nz5Qx jodi a`, `Pk7Rw2Nz5Qx`},
		{`ñe'ẽñemi mbo'ehára: Tz4Mq8Lv2Wr`, `Tz4Mq8Lv2Wr`},
		{`şîfreya nû ya serverê: Hb6Ks3Vp9Xn`, `Hb6Ks3Vp9Xn`},
		// the word given as a gloss in brackets before its separator
		{`yaykuna simi (password): Rg5Wc8Jm3Tq`, `Rg5Wc8Jm3Tq`},
		// the value before a copula that says how the login went
		{`aanmelden met wachtwoord Qm7Xt2Bv9Lk was mislukt`, `Qm7Xt2Bv9Lk`},
		// a Gradle setting in Groovy's call syntax
		{"signingConfigs {\n  release {\n    keyPassword \"Wn4Hc8Rt2Lq\"\n  }\n}", `Wn4Hc8Rt2Lq`},
	}, []string{
		`la contraseña se cambió ayer por la tarde`,
		`modpas la se yon bagay ou pa pataje`,
		`password reset is complete for the team`,
		`met wachtwoord Opnieuw is het gelukt`,
		`reset link (password): see the vault entry`,
		`şîfreya wifi: li ser dîwarê ye`,
		`    storePassword System.getenv("STORE_PASSWORD")`,
		`    keyPassword '${KEY_PASSWORD}'`,
		`Set the password "below" in the form.`,
	})
}

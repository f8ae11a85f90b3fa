package trace

import "testing"

// TestRedactRound51: fresh140's leaks (session 23), fixed by principle, in
// new words beside look-alikes that must stay.
func TestRedactRound51(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a dash standing alone between the phrase and the value
		{"WARN облік: пароль до поштової скриньки бухгалтерії — Hx7Qm2Zr9Kw4", "Hx7Qm2Zr9Kw4"},
		{"note: the password for the kiosk account – Vb3Np8Lt6Rq1", "Vb3Np8Lt6Rq1"},
		// Kazakh: the word joined and inflected
		{"есеп: бухгалтерияның құпиясөзі Tg5Wc2Mk8Jd3", "Tg5Wc2Mk8Jd3"},
		// a signing key named with its encoding
		{"WEBHOOK_SIGNING_KEY_HEX=9f4b2c7e1d8a3f6b5c0e9d2a7b4f1c8e3d6a9b2f5c8e1d4a7b0c3f6e9d2a5b8c", "9f4b2c7e1d8a3f6b5c0e9d2a7b4f1c8e3d6a9b2f5c8e1d4a7b0c3f6e9d2a5b8c"},
	}, []string{
		"пароль до поштової скриньки — у сейфі бухгалтерії",
		"the password for the kiosk account – ask the front desk",
		"құпиясөзді ешкімге айтпаңыз",
		"WEBHOOK_SIGNING_KEY_HEX=${WEBHOOK_SIGNING_KEY_HEX}",
	})
}

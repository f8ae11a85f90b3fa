package trace

import "testing"

// TestRedactRound53: fresh149-152's leak and look-alike change (session
// 25), fixed by principle, in new words beside look-alikes that must stay.
func TestRedactRound53(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// Breton names a password "ger-tremen" (pass word)
		{"ger-tremen ar voest-lizhiri: Vd83Kq2Wz7Lm", "Vd83Kq2Wz7Lm"},
		{"Ar ger-tremen nevez eo Rt5Hx9Qm2Zc4", "Rt5Hx9Qm2Zc4"},
		// a key that only starts with the word still holds a password
		{"password_smtp: Xw4Rt8Kq2Zm7", "Xw4Rt8Kq2Zm7"},
	}, []string{
		"ger-tremen ar voest-lizhiri a vez cheñchet bep tri miz",
		// a key naming when or how often the password changed holds a
		// date or a count, not the password
		"password_last_set: 2025-11-30T17:02:11Z",
		"db_password_last_rotated = 2026-01-05",
		"passwordLastChanged: 2026-03-01T08:00:00+01:00",
		"password_next_rotation: 2026-06-01",
		"password_failed_attempts: 3",
		"password_created_at: 1733312000",
	})
}

package trace

import "testing"

// TestRedactRound57: the leaks of fresh165-168 (session 27), by
// principle, each beside look-alikes that must stay as written.
func TestRedactRound57(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// European Portuguese names the password "palavra-passe"
		{"palavra-passe da impressora alterada para Qm7Tz2Lw9Kd", "Qm7Tz2Lw9Kd"},
		{"A palavra-passe do portal é Hr4Vx8Nc2Pt", "Hr4Vx8Nc2Pt"},
		// Hmong "yog" joins the password to its value
		{"Lo password rau lub tshuab luam ntawv yog Zk3Wq7Mb5Rs", "Zk3Wq7Mb5Rs"},
	}, []string{
		// a setting about the password, not the password
		"palavra-passe: mínimo de 12 caracteres",
		"política de palavra-passe revista em 2026",
		// "yog" before a word of prose
		"Tus password yog qhov tseem ceeb heev",
	})
}

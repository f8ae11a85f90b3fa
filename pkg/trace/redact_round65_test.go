package trace

import "testing"

// TestRedactRound65: the leaks and the change of fresh197-200 (session
// 31), fixed by principle after they were measured, each beside
// look-alikes that stay as written.
func TestRedactRound65(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a generated password of lower-case letters only
		{"lösenord för labbservern: qwhtrbdmkzpf", "qwhtrbdmkzpf"},
		{"Passwort des Kiosk-Kontos: xvbnrtqpzlkm", "xvbnrtqpzlkm"},
		// an Azure DevOps PAT on a line about Azure DevOps
		{"echo k3l9m2n8p4q1r6s5t0v7w2x9y4z8a3b6c1d5e7f0g2h4j6k8m1n3 | az devops login --org https://dev.azure.com/acme", "k3l9m2n8p4q1r6s5t0v7w2x9y4z8a3b6c1d5e7f0g2h4j6k8m1n3"},
		// Kannada's word and copula
		{"ಸರ್ವರ್ ಗುಪ್ತಪದ Kd93LmQx7Zp2 ಆಗಿದೆ", "Kd93LmQx7Zp2"},
	}, []string{
		"lösenord för labbservern: återställt",
		"Passwort: vergessen? Siehe Anleitung",
		"password strength: strengthening",
		"ado build 4821 finished; artifact sha 3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a",
		"ಗುಪ್ತಪದ ಬದಲಾಯಿಸಲಾಗಿದೆ",
		"2026-12-05T05:02:11Z kiosk session=9d1c0b2a3f4e5d6c7b8a9f0e event=idle dur=3.2s",
	})
}

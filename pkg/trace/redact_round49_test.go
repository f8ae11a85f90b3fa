package trace

import "testing"

// TestRedactRound49: fresh131-134's leaks and changed look-alikes
// (session 22), fixed by principle, in new words beside look-alikes that
// must stay.
func TestRedactRound49(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a token named as a personal access token just before it
		{"git clone https://dev.azure.com/acme/_git/app  # PAT q7m2x9k4w8z3n5v1b6c0r2t4y8u3i7o5p9a1s6d2f8g4h0j3k7l5", "q7m2x9k4w8z3n5v1b6c0r2t4y8u3i7o5p9a1s6d2f8g4h0j3k7l5"},
		{"personal access token: Zq8Wm3Xk7Vn2Lp9Rt4Hc6Jd1Gf5", "Zq8Wm3Xk7Vn2Lp9Rt4Hc6Jd1Gf5"},
		// Hebrew: the article before the word, "she is" as the copula
		{"הסיסמה של שרת הדואר היא Wq7Zx3Lm9Kd2", "Wq7Zx3Lm9Kd2"},
		// a Midtrans server key
		{"serverKey: 'SB-Mid-server-Kq8Wz3Xn7Vb2Lm9Pt4Rc6Yh1'", "SB-Mid-server-Kq8Wz3Xn7Vb2Lm9Pt4Rc6Yh1"},
	}, []string{
		"amqp://admin:admin@localhost:15672/",
		"postgres://postgres:postgres@127.0.0.1:5432/app_test",
		"rule: Password Reset Abuse from Tor, id: 9c1f4e2a-6b3d-4a70-8e15-2f9c0b7d6a31",
		"the PAT scope list: vso-code-write, vso-build-execute",
		"הסיסמה היא סוד, אל תשתפו אותה",
		"Mid-server key rotation is done in the dashboard",
	})
	// A password that repeats the user on another host is a secret.
	if out, _ := Redact("amqp://guest:guest@mq.internal.example:5672/"); out != "amqp://guest:[REDACTED:url-password]@mq.internal.example:5672/" {
		t.Errorf("user-named password off the loopback host: got %s", out)
	}
}

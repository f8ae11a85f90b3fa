package trace

import "testing"

// TestRedactRound56: the leaks and the changed look-alike of fresh161-164
// (session 27), by principle, each beside look-alikes that must stay as
// written.
func TestRedactRound56(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a SASL PLAIN credential in a mail server's or an IMAP log
		{"postfix/smtpd[311]: client sent AUTH PLAIN AGRpc3BhdGNoAFR1cmYtOTAyMWs=", "AGRpc3BhdGNoAFR1cmYtOTAyMWs="},
		{"C: a7 AUTHENTICATE PLAIN AHJlbGF5AEhlcm9uOXdpbmc", "AHJlbGF5AEhlcm9uOXdpbmc"},
		// a password whose copula follows a long phrase of its own
		{"Parola veche a contului pentru serverul de facturi este Kv7Rm2Qx9Tb", "Kv7Rm2Qx9Tb"},
		{"Die neue Passwort-Regel gilt nicht; das Passwort vom Konto der Nachtschicht im Lager Nord ist Zt4Hw8Mq2Lp", "Zt4Hw8Mq2Lp"},
	}, []string{
		// the mechanism named without a credential; a placeholder
		"Set the relay to offer AUTH PLAIN only over TLS.",
		"C: AUTH PLAIN <base64 credentials>",
		// past the seventh word only a copula joins the value
		"Parola pentru contul de predare a turei se schimbă lunar, vezi tichetul: OPS4471",
		// a cookie value in URL encoding is read as written
		"Cookie: lang=ro; tz=Europe%2FBucharest",
		"Cookie: region=eu; city=Cluj%20Napoca%2FCentru",
	})
}

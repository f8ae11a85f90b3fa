package trace

import "testing"

// TestRedactRound22: the shapes behind the nineteenth and twentieth
// tables' leaks (fixed after their one blind measurement), in other
// words: ASP.NET data-protection cookies, a seed named after MFA in prose,
// values wrapped in a secret type, a token as a URL's user before
// x-oauth-basic, an unquoted routing key; with look-alikes.
func TestRedactRound22(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`cookie .AspNetCore.Session=CfDJ8Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78St90Uv12Wx34`, `CfDJ8Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78St90Uv12Wx34`},
		{`authenticator set up; recovery seed JBSWY3DPEHPK3PXQ`, `JBSWY3DPEHPK3PXQ`},
		{`Config(api_key=SecretStr("Zq81Lm29Xw47Pv63Kd"))`, `Zq81Lm29Xw47Pv63Kd`},
		{`git clone https://0123456789abcdefABCDEF0123456789abcdefAB:x-oauth-basic@github.com/acme/app.git`, `0123456789abcdefABCDEF0123456789abcdefAB`},
		{`integration_key = 0123456789abcdef0123456789abcdef`, `0123456789abcdef0123456789abcdef`},
	}, []string{
		`Config(api_key=SecretStr(os.environ["API_KEY"]))`,
		`seed the database with 40 rows before the MFA tests`,
		`https://github.com/acme/app.git`,
	})
}

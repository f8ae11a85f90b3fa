package trace

import "testing"

// TestRedactRound21: shapes of round 21 (tuned on the thirteenth to
// eighteenth tables) the tables do not hold: password flags of other
// clients, signed-URL signatures, TOTP seeds by name, Kubernetes env and
// data values, values echoed into vault files, password hashes; with
// look-alikes that must survive (elided prefixes, environment reads,
// analytics cookies, flags that read a password from elsewhere).
func TestRedactRound21(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`mongosh "mongodb://db1:27017" -u app -p Vt83kLq29Xz17Pw`, `Vt83kLq29Xz17Pw`},
		{`keytool -importkeystore -srcstorepass Hq72Mz18Lp93 -destkeystore new.jks`, `Hq72Mz18Lp93`},
		{`openssl pkcs12 -export -in c.pem -passout pass:Zk29Wq71Lm48 -out c.p12`, `Zk29Wq71Lm48`},
		{`smbclient //files/share -U backup%Rt62Lk91Qz`, `Rt62Lk91Qz`},
		{`https://cdn.example.net/a.mp4?Expires=1800000000&Signature=Ab3_Cd4-Ef5~Gh6Ij7Kl8Mn9Op0Qr1St2Uv3Wx4Yz5Ab6Cd7Ef8&Key-Pair-Id=K2X`, `Ab3_Cd4-Ef5~Gh6Ij7Kl8Mn9Op0Qr1St2Uv3Wx4Yz5Ab6Cd7Ef8`},
		{`BACKUP_OTP_SECRET: JBSWY3DPEHPK3PXP7Q`, `JBSWY3DPEHPK3PXP7Q`},
		{"env:\n  - name: SENTRY_AUTH_TOKEN\n    value: 9f8e7d6c5b4a39281706f5e4d3c2b1a0", `9f8e7d6c5b4a39281706f5e4d3c2b1a0`},
		{`echo "Lm92Qx17Zp48" > .vault-pass.txt`, `Lm92Qx17Zp48`},
		{`ops:$2b$12$abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0`, `$2b$12$abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0`},
		{`curl https://api.telegram.org/bot987654321:ZyX-wvu_TsrQpoNmlKjiHgfEdcBa98765/getMe`, `987654321:ZyX-wvu_TsrQpoNmlKjiHgfEdcBa98765`},
		{`mailgun key key-0123456789abcdef0123456789abcdef`, `key-0123456789abcdef0123456789abcdef`},
	}, []string{
		`OPENAI_API_KEY=sk-proj-...`,
		`DATABASE_PASSWORD=os.environ["DB_PASSWORD"]`,
		`Set-Cookie: _gid=GA1.2.987654321.1764580442; Path=/`,
		`openssl enc -aes-256-cbc -pass env:BACKUP_PASS -in db.sql`,
		`redis-cli -h cache.internal --askpass PING`,
		`sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08`,
		`https://cdn.example.net/a.mp4?Expires=1800000000&Key-Pair-Id=K2X`,
	})
}

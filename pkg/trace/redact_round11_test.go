package trace

import "testing"

// TestRedactRound11: credentials passed by position to a client call or
// command (redis AUTH, PHP define, Perl DBI), a Rails master key printed,
// altool's app password, a Discord token with _ in its first part; with
// look-alikes that must survive.
func TestRedactRound11(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`redis:6379> AUTH Zq81Lm29Xw47Pv63`, `Zq81Lm29Xw47Pv63`},
		{`define('STRIPE_SECRET', 'Hk29Qp81Zx47Lm63Wv');`, `Hk29Qp81Zx47Lm63Wv`},
		{`DBI->connect('dbi:mysql:shop', 'web', 'Pq72Lx93Mz18');`, `Pq72Lx93Mz18`},
		{`cat config/master.key\n0f1e2d3c4b5a69788796a5b4c3d2e1f0`, `0f1e2d3c4b5a69788796a5b4c3d2e1f0`},
		{`xcrun notarytool submit App.zip --apple-id a@b.example --password abcd-efgh-ijkl-mnop`, `abcd-efgh-ijkl-mnop`},
		{`client.login("Ab_9-xYz12KLmnOPqrSTuvWXy.Gh1_2j.Kl3mN4oP5qR6sT7uV8wX9yZ0aB1cD2eF")`, `Ab_9-xYz12KLmnOPqrSTuvWXy.Gh1_2j.Kl3mN4oP5qR6sT7uV8wX9yZ0aB1cD2eF`},
	}, []string{
		`define('DB_HOST', 'db.internal.example');`,
		`xcrun altool --upload-app -f App.ipa -u dev@example.com -p @keychain:AC_PASSWORD`,
		`redis-cli AUTH`,
		`DBI->connect($dsn, $user, $pass)`,
	})
}

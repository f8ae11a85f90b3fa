package trace

import "testing"

// TestRedactRound54: the two leaks of fresh153-156, by principle, each
// beside look-alikes that must stay as written.
func TestRedactRound54(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a parenthesised aside after the value holds a copula ("on",
		// "is") that is not the password's
		{"NOTICE account opened for kim: initial password Wq7ZrTbnMepLs (valid on the first sign-in only)", "Wq7ZrTbnMepLs"},
		{"one-time password HvKtRmQzXwpa (this is sent once)", "HvKtRmQzXwpa"},
		// an aside before a separator still lets the separator speak
		{"password for the kiosk (see the binder): Rm4kQz8Wx2Tn", "Rm4kQz8Wx2Tn"},
		// the word for token or key leads its phrase
		{"токен бота: Zr8QmW3kXv7TnB2pLc9HdF4jGs6Ya1Ee", "Zr8QmW3kXv7TnB2pLc9HdF4jGs6Ya1Ee"},
		{"ключ API для сервера — ключ сервиса: Pq4Wm8Zt2Xr6Kn9Vb3Hc7Jd5Gf1La0Ss", "Pq4Wm8Zt2Xr6Kn9Vb3Hc7Jd5Gf1La0Ss"},
		{"klucz dostępu: Hb7Xn2Qw9Zk4Rt6Vm3Lp8Jc5Gd1Fs0Ay", "Hb7Xn2Qw9Zk4Rt6Vm3Lp8Jc5Gd1Fs0Ay"},
		{"clé d'accès : Kd3Vx8Qm2Zw7Tn4Rb9Lp6Hc1Jg5Fs0Ea", "Kd3Vx8Qm2Zw7Tn4Rb9Lp6Hc1Jg5Fs0Ea"},
		{"トークン: Nw6Qz1Xm8Kt3Rv7Lb2Hp9Jc4Gd5Fs0Ay", "Nw6Qz1Xm8Kt3Rv7Lb2Hp9Jc4Gd5Fs0Ay"},
	}, []string{
		// the aside is skipped, not the words after the password word
		"password policy (see the handbook) is enforced on every account",
		"temporary password expires (after 24 hours) unless it is changed",
		// a public key, an id, a checksum, a cache key, a word phrase
		"відкритий ключ: Hb7Xn2Qw9Zk4Rt6Vm3Lp8Jc5Gd1Fs0Ay",
		"klucz publiczny: Hb7Xn2Qw9Zk4Rt6Vm3Lp8Jc5Gd1Fs0Ay",
		"ключ идемпотентности: 7c9e6679-7425-40de-944b-e07fc1f90ae7",
		"Schlüssel-ID: 3AA5C34371567BD2A9F0",
		"ключ кэша: v2-linux-node20-deps-lockhash",
		"токен доступу: дивіться у сейфі керівника відділення",
		"clé USB : toujours chiffrée avant de quitter le bureau",
	})
}

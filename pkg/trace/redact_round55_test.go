package trace

import "testing"

// TestRedactRound55: the leaks of fresh157-160, by principle, each beside
// look-alikes that must stay as written.
func TestRedactRound55(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a crypt hash copied through a URL-safe escaping
		{"deploy:$2y$12$Zq-8Wm_3Xk7Vn2Lp9Rt4HcU6Jd1Gf5Ya0Ee2Ss7Bb3Nn9Mm4Kk1Qq", "$2y$12$Zq-8Wm_3Xk7Vn2Lp9Rt4HcU6Jd1Gf5Ya0Ee2Ss7Bb3Nn9Mm4Kk1Qq"},
		// an element named for a password as one of its parts
		{"<SmtpPassword>Vb7Qx2Kz9Wt4</SmtpPassword>", "Vb7Qx2Kz9Wt4"},
		{"<cfg:clave_firma>Hm3Rt8Zq2Wx6</cfg:clave_firma>", "Hm3Rt8Zq2Wx6"},
		// Slovenian
		{"geslo za usmerjevalnik: 7Tq2Wx9Kd4", "7Tq2Wx9Kd4"},
		// a NuGet key by its shape, and after nuget push -k
		{"NUGET_TOKEN oy2kx7qzm3wr8tn2vb5lp9hc4jd6gf1sa0ee8yu3io7pq2", "oy2kx7qzm3wr8tn2vb5lp9hc4jd6gf1sa0ee8yu3io7pq2"},
		{"nuget push out/App.1.2.0.nupkg -k Zr4Wq8Xm2Kt6Vn3Lb9Hp -Source internal", "Zr4Wq8Xm2Kt6Vn3Lb9Hp"},
		// a provider's prefix in words, then a made tail
		{"client_secret=Client_Secret_9f8e7d6c5b4a39281706f5e4d3c2b1a098f7e6d5", "Client_Secret_9f8e7d6c5b4a39281706f5e4d3c2b1a098f7e6d5"},
		// a value before a verb-final copula
		{"کلمه عبور دستگاه کنترل Xw8QmTbnLk است", "Xw8QmTbnLk"},
		{"सर्वर का पासवर्ड Rt5Hx9Qm2Z है", "Rt5Hx9Qm2Z"},
	}, []string{
		// a setting about the secret, not the secret
		"<PasswordPolicy>strict-12chars</PasswordPolicy>",
		"<TokenEndpoint>https://login.example.org/oauth2/token</TokenEndpoint>",
		"<PasswordExpiryDays>90</PasswordExpiryDays>",
		// an element that does not close with its own name
		"<DbPassword>see vault</DbPassword2>",
		// geslo as a slogan, in words
		"geslo kampanje: Skupaj za čisto reko",
		// nuget without a key; a push that reads the key from the config
		"nuget push out/App.1.2.0.nupkg -Source internal",
		// a prefix in words with a documentation word
		"client_secret=Your_Client_Secret_9f8e7d6c5b4a39281706f5e4d3c2b1a098f7e6d5",
		// a resource name that holds a secret word and no made tail
		"secret_name=prod-db-password",
		// a word before the copula, in the same script
		"کلمه عبور دستگاه کنترل در گاوصندوق است",
		// a slot named for what it holds
		"connection string format: key=value; another_key=another_value",
	})
}

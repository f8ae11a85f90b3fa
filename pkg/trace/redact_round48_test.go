package trace

import "testing"

// TestRedactRound48: fresh127-130's leaks and changed look-alikes
// (session 22), fixed by principle, in new words beside look-alikes that
// must stay.
func TestRedactRound48(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// copulas of Serbian Cyrillic, Albanian and Maltese; Swahili
		// "nywila"; the Maltese article joined to "password"
		{`лозинка налога за складиште је Tq4Wx8Pm2Lz, промени је сутра`, `Tq4Wx8Pm2Lz`},
		{`fjalëkalimi i llogarisë së arkës është Hv7Nc3Rk9Bd`, `Hv7Nc3Rk9Bd`},
		{`is-password tas-server hija Zm5Qp8Xt2Wj`, `Zm5Qp8Xt2Wj`},
		{`nywila ya seva ya ghala ni Kd3Ry7Vn4Ts`, `Kd3Ry7Vn4Ts`},
		// an unquoted made value whose trailing comment names a token
		{`gateway_ufunguo: Lq8Hn2Bx5Vk9Rt3Wm7Pz4Cj  # token ya SMS`, `Lq8Hn2Bx5Vk9Rt3Wm7Pz4Cj`},
		// a PuTTY key flattened onto one line
		{`Encryption: none | Private-Lines: 1 | Aq9Zx2Wc7Ev4Rb6Tn1Ym8Uk3Io5Pl0Kj`, `Aq9Zx2Wc7Ev4Rb6Tn1Ym8Uk3Io5Pl0Kj`},
		// vendor shapes: an X app bearer token, a Dropbox short-lived
		// token, a Telegram bot token whose secret half is any mix
		{`X_APP_BEARER=AAAAAAAAAAAAAAAAAAAAAHk2Lp9Qw4Zx7Nc3Vb8Mn1Rt5Yu6Io0Pa2Sd4Fg`, `AAAAAAAAAAAAAAAAAAAAAHk2Lp9Qw4Zx7Nc3Vb8Mn1Rt5Yu6Io0Pa2Sd4Fg`},
		{`client = Dropbox(token="sl.Bq7Wm2Xk9Lp4Zt8Vn3Rc6Hy1Jd5Gf0Ks7Qa2We9Rt4Yu8Io3Pl6Zx1Cv5Bn0Mq7Wf2Eg9Rh4Tj8Yk3Ul6Im1On5Pb0Qc7Rd2Se9Tf4Ug8Vh3Wi6")`, `sl.Bq7Wm2Xk9Lp4Zt8Vn3Rc6Hy1Jd5Gf0Ks7Qa2We9Rt4Yu8Io3Pl6Zx1Cv5Bn0Mq7Wf2Eg9Rh4Tj8Yk3Ul6Im1On5Pb0Qc7Rd2Se9Tf4Ug8Vh3Wi6`},
		{`updater = Updater("7712345678:Kq3Wz8Xn2Vb5Lm9Pt4Rc7Yh1Jd6Gf0Sa3Qe")`, `7712345678:Kq3Wz8Xn2Vb5Lm9Pt4Rc7Yh1Jd6Gf0Sa3Qe`},
	}, []string{
		`heslo letošní sbírky: Společně zvládneme`,
		`x-request-id: A1B2:9F3C:77de01:3c9a2b1:6e5f4d3c`,
		`fjalëkalimi është i fortë`,
		`nywila ni siri yako`,
		`image: sha256:9f8e7d6c5b4a39281706f5e4d3c2b1a0  # token-free mirror`,
		`chat id 7712345678 joined at 10:04`,
		`app_id: Wq8Lm3Zx7Vn2Bk5Rt9Hc4J  # publishable, no secret: the token is issued per session`,
	})
}

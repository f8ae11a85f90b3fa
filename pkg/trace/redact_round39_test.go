package trace

import "testing"

// TestRedactRound39: fresh95-98's leaks, fixed by principle, in new words
// beside look-alikes that must stay.
func TestRedactRound39(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// "pw"/"pwd" as people abbreviate it in chat
		{`Rina: pw wifi gudang: Xk29PqLm7w ok?`, `Xk29PqLm7w`},
		{`pwd for the staging box is Tq83LmZx2v`, `Tq83LmZx2v`},
		// a German or Nordic compound ending in the word for password
		{`Das Datenbankpasswort lautet Hz72KqWm4p.`, `Hz72KqWm4p`},
		{`Rootlösenord: Bq58XmTr2k`, `Bq58XmTr2k`},
		// Swiss German copula
		{`S Passwort vom Router isch Wm47ZqTk9x`, `Wm47ZqTk9x`},
		// a copula run into the words before it (Thai, Chinese)
		{`รหัสผ่านเครื่องพิมพ์คือ Pz63WqLm8t นะ`, `Pz63WqLm8t`},
		{`密码是 Kd92MxQw5r`, `Kd92MxQw5r`},
		// a Windows domain user in a proxy URL, backslash escaped or not
		{`http_proxy=http://ACME\\bwayne:Gy74NrQp2m@10.0.0.5:3128`, `Gy74NrQp2m`},
		{`http_proxy=http://ACME\bwayne:Gy74NrQp2m@10.0.0.5:3128`, `Gy74NrQp2m`},
		// a cookie that is a session secret still goes
		{`Cookie: theme=dark; sid=Qm73LpZx81WnRt5KvYb2`, `Qm73LpZx81WnRt5KvYb2`},
	}, []string{
		`pwd: /srv/releases/app2`,
		`run pwd, then ls -la`,
		`Passwortrichtlinie: mindestens 12 Zeichen`,
		`Das Einmalpasswort kommt per SMS`,
		`"url": "http://example.org\"`,
		`Cookie: lang=pt-BR; tz=America/Sao_Paulo; theme=Dark-Mode-Classic`,
		`Set-Cookie: region=Europe/Berlin/Mitte; Path=/`,
	})
}

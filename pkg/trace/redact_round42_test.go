package trace

import "testing"

// TestRedactRound42: fresh109's and fresh110's leaks, fixed by principle, in
// new words beside look-alikes that must stay.
func TestRedactRound42(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// one adverb between the copula and the value
		{`Kennwort der Waage 2 lautet ab sofort Pk58RzTw3Lqm`, `Pk58RzTw3Lqm`},
		{`the kiosk password is now Wm27QzLk9Tpx, tell nobody`, `Wm27QzLk9Tpx`},
		{`le mot de passe du routeur est désormais Hz61KqWm4Ptr`, `Hz61KqWm4Ptr`},
		// a command named for setting a password takes it by position
		{`sudo vaultctl set-password Lx94TqRz2Wkm`, `Lx94TqRz2Wkm`},
		{`appctl change_password backup Tn37WqLz8Rkp`, `Tn37WqLz8Rkp`},
		{`SetPassword Qr52MzKw7Ltn --force`, `Qr52MzKw7Ltn`},
	}, []string{
		`Das Passwort lautet jetzt wie im Handbuch beschrieben.`,
		`the password is now stored in the vault`,
		`le mot de passe est désormais obligatoire`,
		`pihole setpassword without an argument asks for it twice`,
		`run set-password --help for the options`,
		`the reset-password endpoint returns 204`,
		`POST /v2/accounts/7/set-password HTTP/2 204`,
		`change_password backup "$(cat /run/secrets/pw)"`,
	})
}

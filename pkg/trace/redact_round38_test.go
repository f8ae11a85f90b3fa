package trace

import "testing"

// TestRedactRound38: fresh91-94's leaks, fixed by principle, in new words
// beside look-alikes that must stay.
func TestRedactRound38(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// letters only, mixed as a generator mixes them
		{`[smtp]\npass = QwRtyUiOpAsDf`, `QwRtyUiOpAsDf`},
		{`password: hTqWzRmKbNvL`, `hTqWzRmKbNvL`},
		// sssd's and PAM's authentication token
		{`krb5_authtok = Zr81QmWx4TpL`, `Zr81QmWx4TpL`},
		{`ldap_default_authtok: Vb29Kq74Lw`, `Vb29Kq74Lw`},
		// K'iche' "secret word"
		{`ri ewal tzij: Lm48Qz93Wr`, `Lm48Qz93Wr`},
	}, []string{
		`pass = getUserPassword`,
		`pass = XMLHttpRequest`,
		`password = hashPasswordWithSalt`,
		`ldap_default_authtok_type = password`,
		`authtoken refreshed for user 42`,
		`ri ewal tzij k'o pa ri wuj`,
	})
}

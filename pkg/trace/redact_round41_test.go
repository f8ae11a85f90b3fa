package trace

import "testing"

// TestRedactRound41: fresh103's leak, fixed by principle, in new words
// beside look-alikes that must stay.
func TestRedactRound41(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a dot inside a word names something; it does not end the
		// sentence before "to X"
		{`09:14 changed password of svc.mailer to Lp83QzRw6Tkx`, `Lp83QzRw6Tkx`},
		{`reset the password for m.ortiz@uni.example to Hx27WnKq9Vbz per ticket`, `Hx27WnKq9Vbz`},
		{`set password on db01.lab.internal to Zr58TyMq2Pwc`, `Zr58TyMq2Pwc`},
	}, []string{
		`reset password for user a.mehta. To log in again, open the portal.`,
		`changed password policy of v2.4 to require 12 characters`,
		`set password for svc.mailer to expire in 30 days`,
		`reset password for j.doe; to unlock, call the desk`,
	})
}

package trace

import "testing"

// TestRedactRound41: fresh103's, fresh104's and fresh105's leaks, fixed by principle, in new words
// beside look-alikes that must stay.
func TestRedactRound41(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a dot inside a word names something; it does not end the
		// sentence before "to X"
		{`09:14 changed password of svc.mailer to Lp83QzRw6Tkx`, `Lp83QzRw6Tkx`},
		{`reset the password for m.ortiz@uni.example to Hx27WnKq9Vbz per ticket`, `Hx27WnKq9Vbz`},
		{`set password on db01.lab.internal to Zr58TyMq2Pwc`, `Zr58TyMq2Pwc`},
		// a key named for an owner's token or secret, its value after a blank
		{`sendgrid client_secret 9c41e07ab2d35f68c1e90a4b7d2f3e15`, `9c41e07ab2d35f68c1e90a4b7d2f3e15`},
		{`bot_token Xq72LmPw93KzTr5NvB8cHd4S`, `Xq72LmPw93KzTr5NvB8cHd4S`},
		// a broker user made or changed with its password by position
		{`sudo rabbitmqctl change_password ingest Wq83LpZr2Tkm`, `Wq83LpZr2Tkm`},
		// a C macro named for a credential
		{`#define MQTT_AUTH_TOKEN "Rk49TzWq7LmXp2Vn8BcH"`, `Rk49TzWq7LmXp2Vn8BcH`},
		// a typed declaration: NAME: TYPE = value
		{`static SIGNING_SECRET: &'static str = "Lm38QzTw7RkXp2Vn9BcHd4";`, `Lm38QzTw7RkXp2Vn9BcHd4`},
		{`const apiToken: string = "Hv27KqLm9TzWp4Xr8NcB";`, `Hv27KqLm9TzWp4Xr8NcB`},
		{`    db_password: str = "Tq58ZrWm2Lkp"`, `Tq58ZrWm2Lkp`},
		// Turkish and Azerbaijani "as" follows the value it gives
		{`depo sunucusunun şifresi Km72TqWz9Lpx olarak değiştirildi`, `Km72TqWz9Lpx`},
		{`wifi şifrəsi Rz48LmQt7Wkp olaraq təyin edildi`, `Rz48LmQt7Wkp`},
	}, []string{
		`reset password for user a.mehta. To log in again, open the portal.`,
		`changed password policy of v2.4 to require 12 characters`,
		`set password for svc.mailer to expire in 30 days`,
		`reset password for j.doe; to unlock, call the desk`,
		`next_page_token CiAKGjBpNDd2NmpxZGZlcW`,
		`client_secret is read from the vault at start-up`,
		`rabbitmqctl add_user ingest "$(cat /run/secrets/mq_pw)"`,
		`rabbitmqctl add_user --help`,
		`#define TOKEN_MAX_LEN 64`,
		`#define API_KEY_HEADER "X-Api-Key"`,
		`    token: Optional[str] = None`,
		`    password: str = Field(min_length=12)`,
		`if api_token: str == expected:`,
		`şifre politikası olarak en az 12 karakter gerekir`,
		`yeni şifre olarak doğum tarihinizi kullanmayın`,
	})
}

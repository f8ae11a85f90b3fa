package trace

import "testing"

// TestRedactRound45: fresh119-122's leaks and changed look-alikes, fixed by
// principle, in new words beside look-alikes that must stay.
func TestRedactRound45(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a participle of setting, then "to", in Romance and other languages
		{`WARN cron: la password del servizio smtp è stata reimpostata a Tr6Km2Qw9Zx`, `Tr6Km2Qw9Zx`},
		{`senha do operador joao definida como Hq3Vn8Lp5Rs`, `Hq3Vn8Lp5Rs`},
		{`parola utilizatorului backup a fost schimbată în Wd4Jc7Mz2Kp`, `Wd4Jc7Mz2Kp`},
		// an Airtable personal access token; a key named PAT
		{`token = "patQ7rT2mK9wXz4LbN.0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9"`, `patQ7rT2mK9wXz4LbN.0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9`},
		{`ADO_PAT=k3v8qz2mw7xr4tn9pl5hc6jd1bs0fy2ga8ue4ni7`, `k3v8qz2mw7xr4tn9pl5hc6jd1bs0fy2ga8ue4ni7`},
		{`  gitlab-pat: "glx7Hq2Lm9Rt4Vw8Kp3Zs6Nb"`, `glx7Hq2Lm9Rt4Vw8Kp3Zs6Nb`},
		// a real JWT still goes
		{`Authorization token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkZXYtNDIifQ.Xk2v9QmL4rT7wZ1pN8sB3yH6cJ0fD5aG2eK9uV4iO7m`, `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkZXYtNDIifQ.Xk2v9QmL4rT7wZ1pN8sB3yH6cJ0fD5aG2eK9uV4iO7m`},
		// redis AUTH with a made password at the end of a line
		{`127.0.0.1:6379> auth Vq8Lm3Tz6Wp`, `Vq8Lm3Tz6Wp`},
	}, []string{
		`la password dell'utente è stata impostata a mano dal supporto`,
		`senha definida como obrigatória no cadastro`,
		`PAT_EXPIRY_DAYS=90`,
		`Create a PAT: Settings → Developer settings → Tokens`,
		`pat: patterns/default-layout.yaml`,
		`JWT shape: eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJqYW5lIn0.signature`,
		`example: eyJhbGciOiJIUzI1NiJ9.eyJuYW1lIjoiZGVtbyJ9.SIGNATURE_HERE`,
		`Gate sensor 4 key: GATE-04 (no auth needed)`,
		`webhook listener (auth disabled)`,
		`proxy started, auth required.`,
	})
}

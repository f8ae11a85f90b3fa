package trace

import "testing"

// TestRedactRound59: the leaks and the change of fresh173-176 (session
// 28), fixed by principle, each beside look-alikes that stay as written.
func TestRedactRound59(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// expect's send of a made value, its prompt on an earlier line
		{`    send "Vq7Rm2Kx9Pw\r"`, "Vq7Rm2Kx9Pw"},
		// psql's prompt flag with a value glued to it
		{"pg_dump -h replica -U report -WTk4Rz8Qm2Lx -f out.sql", "Tk4Rz8Qm2Lx"},
		// a Wi-Fi profile's key
		{`netsh wlan set profileparameter name=Store7 keyMaterial=Wq83hZ2pLm6c`, "Wq83hZ2pLm6c"},
		{"<keyMaterial>Wq83hZ2pLm6c</keyMaterial>", "Wq83hZ2pLm6c"},
		// Quechua and Guarani password words; Tibetan
		{"Pakasqa simi: Rt5Hq9Lm2Vx", "Rt5Hq9Lm2Vx"},
		{"Yaykunapaq pakasqa simi (clave) Pz6Wn3Kc8Jd kachkan", "Pz6Wn3Kc8Jd"},
		{"Ñe'ẽ ñemi oficina-pe g̃uarã: Hm4Tz7Qs2Ck", "Hm4Tz7Qs2Ck"},
		{"གསང་ཚིག་ Lw8Nc3Qz5Rt", "Lw8Nc3Qz5Rt"},
		// a secret whose name does not say public
		{"MAPBOX_SECRET_TOKEN=sk.eyJ1IjoiZGVza3RvcCIsImEiOiJja3oxIn0.Zq8Rt2Lm5Nx7Vb4Kc", "sk.eyJ1IjoiZGVza3RvcCIsImEiOiJja3oxIn0.Zq8Rt2Lm5Nx7Vb4Kc"},
	}, []string{
		// commands and words sent, not secrets
		`    send "exit\r"`,
		`    send "show running-config\r"`,
		// psql's bare prompt flag
		"psql -h db -U admin -W -c 'select 1'",
		// a profile's key type, not its material
		"netsh wlan show profile name=Store7 key=clear",
		// a gloss followed by prose
		"pakasqa simi (contraseña) mana rikuchinachu",
		// a variable whose name says public
		"NEXT_PUBLIC_MAPBOX_TOKEN=pk.eyJ1IjoiaG9zdGVsIiwiYSI6ImNrMiJ9.demoOnly",
		"VITE_PUBLIC_ANALYTICS_TOKEN=pa_7Hq2Lm9Zx4Rt",
	})
}

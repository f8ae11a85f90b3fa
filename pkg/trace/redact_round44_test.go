package trace

import "testing"

// TestRedactRound44: fresh115-118's leaks, fixed by principle, in new words
// beside look-alikes that must stay.
func TestRedactRound44(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// Scandinavian definite forms of the password word, with "er"/"är"
		{`Passordet til lagerkontoret er Rw7pLx2QzK9m i dag`, `Rw7pLx2QzK9m`},
		{`Lösenordet för kassan är Tq4Hs8Vm2Np6`, `Tq4Hs8Vm2Np6`},
		{`Adgangskoden til routeren er Bz5Kc9Wd3Lf`, `Bz5Kc9Wd3Lf`},
		// Tagalog copula "ay"
		{`Ang password ng wifi sa opisina ay Gm4Rt8Yq2Xv`, `Gm4Rt8Yq2Xv`},
		// Cisco IOS / NX-OS secret lines, a crypt hash as the value
		{`enable secret 9 $9$nhEmQVczB7dqsO$X.HsgL6x1il0RxkOSSvyQYwucySCt7qFm4v7pqCxkKM`, `$9$nhEmQVczB7dqsO$X.HsgL6x1il0RxkOSSvyQYwucySCt7qFm4v7pqCxkKM`},
		{`username netops privilege 15 secret 5 $1$kQ9z$Vd3Lr8Wm2Tn6Xp4Hc1Jy0.`, `$1$kQ9z$Vd3Lr8Wm2Tn6Xp4Hc1Jy0.`},
		{` key-string 7 0822455D0A16544541`, `0822455D0A16544541`},
		// a word for password in another language as a part of a key
		{`DB_SENHA=Pk3Lw9Qz7Rt2`, `Pk3Lw9Qz7Rt2`},
		{`CLAVE_SFTP_PROVEEDOR="Hx8Nv2Mq5Ls1Wd"`, `Hx8Nv2Mq5Ls1Wd`},
		{`APP_HASLO=Zq7Tw3Ks9Lm`, `Zq7Tw3Ks9Lm`},
		// *_pw names and a pw glued to its owner (rootpw)
		{`smtp_relay_pw: Yc6Hm2Rp8Vk4Tz`, `Yc6Hm2Rp8Vk4Tz`},
		{`rootpw = Lq2Wx8Nt5Ks3Pr`, `Lq2Wx8Nt5Ks3Pr`},
		// a key or token named in free text before a colon, generated
		{`<!-- shared dictionary key: Ft7Kq2Wz9Lm4Xc8Vb3Nr6Hd1Sa5 -->`, `Ft7Kq2Wz9Lm4Xc8Vb3Nr6Hd1Sa5`},
	}, []string{
		`Passordet er for langt, prøv igjen`,
		`Lösenordet är för kort.`,
		`Adgangskoden er udløbet`,
		`Ang password ay dapat may walong titik`,
		`enable secret is required on every router`,
		`enable secret 5 <removed>`,
		`username admin privilege 15 secret 9 ${ENABLE_HASH}`,
		`key-string config is missing`,
		`CLAVE_TPV_ID=terminal-12`,
		`PALABRA_CLAVE=inventario2024`,
		`SENHA_MIN_LEN=12`,
		`ldap_bind_pw = ${LDAP_PW}`,
		`upward: 12px`,
		`machine-translation key: see the vault`,
		`translation key: settings.page.title2`,
		`S3 key: uploads/2025/11/07/Scan_4412.pdf`,
		`publishable key: pk_live_Ab12Cd34Ef56Gh78Ij90`,
		`cache key: linux-node-3f9a2b7c1d8e4f60a`,
	})
}

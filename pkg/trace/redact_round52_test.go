package trace

import "testing"

// TestRedactRound52: fresh141-142's leaks (session 24), fixed by
// principle, in new words beside look-alikes that must stay.
func TestRedactRound52(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a credential element under a namespace prefix, with attributes
		{`<sec:Password Type="urn:example#PasswordText">Kq8vT3mZ1xRw</sec:Password>`, "Kq8vT3mZ1xRw"},
		{`<soap:Header><auth:Token expires="3600">Zr4Wq9Lm2Vt7Xp6N</auth:Token></soap:Header>`, "Zr4Wq9Lm2Vt7Xp6N"},
		// a lower-case -p right after -u: a login pair
		{`paexec \\files02 -u LAB\svc_print -p Ru7Jd2Qs9Wn4 ipconfig`, "Ru7Jd2Qs9Wn4"},
		{`smbmap -u guestsvc -p Fw3Kz8Tb5Hq1 -H 10.0.0.5`, "Fw3Kz8Tb5Hq1"},
		// Indonesian and Malay participles of changing before "menjadi"
		{"kata laluan portal vendor ditetapkan menjadi Pm6Xc4Rw8Hz2", "Pm6Xc4Rw8Hz2"},
		// an armoured static or shared key is as secret as a private one
		{"-----BEGIN WireGuard Shared key V2-----\n4be1c09a77f3d2e85a6c1b0f9e3d7a24\n-----END WireGuard Shared key V2-----", "4be1c09a77f3d2e85a6c1b0f9e3d7a24"},
		// a key or token named in a sentence as the one for a thing
		{"heads-up: the api key for the kiosk printer was Qh7Tz2Wm9Kc4Rv8Xn3Bd, rotate it friday", "Qh7Tz2Wm9Kc4Rv8Xn3Bd"},
	}, []string{
		`<sec:Password Type="urn:example#PasswordText">${SOAP_PASSWORD}</sec:Password>`,
		`<auth:Token expires="3600"/>`,
		`docker run -u 1000 -p 8080:80 nginx`,
		`docker run -u app -p 127.0.0.1:5433:5432 postgres16`,
		`paexec \\files02 -u LAB\svc_print -p <password> ipconfig`,
		"kata sandi harus diganti menjadi lebih panjang setiap 90 hari",
		"the api key for the kiosk printer is stored in the team vault",
		// an option after the key's name is not its value
		"aws configure set aws_secret_access_key --profile archive-ro",
		// a CLI's subcommand after "auth" is a name, not a password
		"gcloud auth configure-docker",
		"$ gh auth setup-git",
		"-----BEGIN OpenVPN Public key V1-----\n4be1c09a77f3d2e85a6c1b0f9e3d7a24\n-----END OpenVPN Public key V1-----",
	})
}

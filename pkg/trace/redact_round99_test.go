package trace

import "testing"

// TestRedactRound99: a generated key after the word for a key in other
// languages, and an appSettings entry naming a secret's name, each beside
// look-alikes left as they are.
func TestRedactRound99(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{"Der Export lief mit Schlüssel Qm7vT2xLp9RzW4kNb8HcY3dJ6sFa1GuE durch", "Qm7vT2xLp9RzW4kNb8HcY3dJ6sFa1GuE"},
		{"la sincronización usa la clave rk_Zt4QpL8mWv2XnB7cK9yR3hJd6sGa5TfE", "rk_Zt4QpL8mWv2XnB7cK9yR3hJd6sGa5TfE"},
		{"κλειδί Hn3Wq8ZkT5vLm2XpR7cB9yJd4sGa6FuE για το API", "Hn3Wq8ZkT5vLm2XpR7cB9yJd4sGa6FuE"},
	}, []string{
		"mit Schlüssel 2 von 3 öffnen",
		"la clave primaria de la tabla es customer_id_and_region_code",
		"Schlüssel sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d0c15b0f00a08",
		"clé publique ssh-ed25519 dans authorized_keys",
		`<add key="ApiKeyName" value="WeighStationKey" />`,
		`<add key="StorageSecretName" value="blob-conn-prod" />`,
	})
}

package trace

import "testing"

// TestRedactRound72: the three leaks of fresh213-216 (session 34), fixed
// by principle after they were measured, in new words, each beside
// look-alikes that stay as written.
func TestRedactRound72(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a copula later in the sentence says what became of the password
		{"varsel: passordet Hq2LmT8zRw4Vx for tjenesten lager er utløpt", "Hq2LmT8zRw4Vx"},
		{"adgangskoden PmZ7tLq2Rw9K til kontoen drift er udløbet", "PmZ7tLq2Rw9K"},
		// a key ending in the word credential, with a long made value
		{`{"InitiatorName":"api_op","SecurityCredential":"Q2xhdWRlIGlzIG5vdCBhIHJlYWwga2V5IGJ1dCBsb25nIGVub3VnaA=="}`, "Q2xhdWRlIGlzIG5vdCBhIHJlYWwga2V5IGJ1dCBsb25nIGVub3VnaA=="},
		{"PARTNER_CREDENTIAL=Rk9vQmFyQmF6UXV4UXV1ekNvcmdlR3JhdWx0R2FycGx5", "Rk9vQmFyQmF6UXV4UXV1ekNvcmdlR3JhdWx0R2FycGx5"},
		// a ("key", "value") pair still gives its value
		{`conf.set("api_key", "Hx7Lq2Pz9Rt4Wm8K")`, "Hx7Lq2Pz9Rt4Wm8K"},
		// a Perforce ticket line after a label
		{"cat ~/.p4tickets -> edge-ci:1666=deploy:4C7E1A9B3D5F2E8A6B0C4D7E1F3A5B9C", "4C7E1A9B3D5F2E8A6B0C4D7E1F3A5B9C"},
	}, []string{
		"varsel: passordet for tjenesten lager er utløpt",
		"the password for user backup is expired",
		`"CredentialType": "ApiKey", "credentialId": "3f9c1a2e-8b7d-4e6f-9a0b-1c2d3e4f5a6b"`,
		`"credentials": "see the vault path kv/payments/mpesa"`,
		// a member whose value is a secret's kind is no ("key", "value") pair
		`{"authType": "token", "displayName": "Payments gateway"}`,
		"P4TICKETS=/home/ci/.p4tickets",
		"artifact sha: 4c7e1a9b3d5f2e8a6b0c4d7e1f3a5b9c",
	})
}

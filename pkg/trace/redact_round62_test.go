package trace

import "testing"

// TestRedactRound62: the leaks and the altered look-alike of
// fresh185-188 (session 30), fixed by principle, each beside look-alikes
// that stay as written.
func TestRedactRound62(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a WIF-shaped key after words about a wallet or a private key
		{"cold wallet backup: KzQ8vR3mT6yH1nB4wL9pX2cF7jD5sG0aE3uK8rM1tY6hN4bV2qW9", "KzQ8vR3mT6yH1nB4wL9pX2cF7jD5sG0aE3uK8rM1tY6hN4bV2qW9"},
		{"exported private key L4rT8nW2qY6mZ1xC9vB3kJ7hF5gD0sA2pU8eR4tI6oN1mQ3wE7z for the faucet", "L4rT8nW2qY6mZ1xC9vB3kJ7hF5gD0sA2pU8eR4tI6oN1mQ3wE7z"},
		// twelve made words after a bare "seed:" label
		{"faucet seed: k3v9 pl2wq zz8rt 7hqm n4xc b9dlk q2ws m8vr tt3ha w9zk lo4pe r7yn", "k3v9 pl2wq zz8rt 7hqm n4xc b9dlk q2ws m8vr tt3ha w9zk lo4pe r7yn"},
		{"recovery seed = abandon ability able about above absent absorb abstract absurd abuse access accident", "abandon ability able about above absent absorb abstract absurd abuse access accident"},
		// a 0x hex key right after the words "private key"
		{"deployer private key 0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318 loaded", "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318"},
		{"signing key is 0x8da4ef21b864d2cc526dbdb2a120bd2874c36c9d0a1fb7f8c63d7f7a8b41de8f", "8da4ef21b864d2cc526dbdb2a120bd2874c36c9d0a1fb7f8c63d7f7a8b41de8f"},
		// Okta's SSWS scheme outside a header line
		{"curl -H 'Accept: application/json' -H \"SSWS 00Qx7vB2nR9kT4mW1pL6zH8cY3dF5gJ0sA_-eU2iO\" https://dev.okta.test/api/v1/users", "00Qx7vB2nR9kT4mW1pL6zH8cY3dF5gJ0sA_-eU2iO"},
		{"okta token: SSWS 00aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3wX4yZ", "00aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3wX4yZ"},
	}, []string{
		// wallet words without a key
		"cold wallet backup: see the runbook, page 4",
		"the hot wallet address is bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
		// a random seed and prose after "seed:"
		"seed: 42",
		"random seed: fixed for every run so the results can be compared",
		// a transaction hash and a public key in hex
		"tx hash 0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060 confirmed",
		"private key rotation finished at 0x0 block offset",
		// the SSWS scheme named, not used
		"Okta expects the header Authorization: SSWS {api_token}",
		"use the SSWS scheme for Okta API tokens",
		// a value read from a file by the CLI's @ convention
		"vault kv put secret/portal db_password=@db.txt",
		"az deployment group create --parameters adminPassword=@params/admin.txt",
		"curl -d password=@body.json https://api.example.test/login",
	})
}

package trace

import "testing"

// TestRedactRound74: the three leaks of fresh217-220 (session 35), fixed
// by principle after they were measured, in new words, each beside
// look-alikes that stay as written.
func TestRedactRound74(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a seed key qualified by its encoding, 64 or 128 hex digits
		{"HD_MASTER_SEED_HEX=4be2a91c07d35f68e1b0c9a47f2d83e65a1c0b9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f", "4be2a91c07d35f68e1b0c9a47f2d83e65a1c0b9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f"},
		{`"validator_seed_bytes": "9f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0"`, "9f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0"},
		// the second line of a two-line login written into a login file
		{`printf "svc-backup\nQm7vRt2xLp9z\n" > ~/.config/vpn/credentials`, "Qm7vRt2xLp9z"},
		{`echo -e 'radius\nHw4kZp8sNq2T' >> /etc/ppp/login.pass`, "Hw4kZp8sNq2T"},
		// an element named for a credential holds it
		{`<input type="hidden" name="partner_access_token" value="e3Rk9vQmFyQmF6UXV4UXV1ek8x">`, "e3Rk9vQmFyQmF6UXV4UXV1ek8x"},
		{`<add key="PaymentsApiKey" value="pk9Zt4Lq2Rw8Xm3Vb7Nc1Hd6">`, "pk9Zt4Lq2Rw8Xm3Vb7Nc1Hd6"},
	}, []string{
		"RANDOM_SEED=42",
		"seed: 1337 (numpy, for the shuffle)",
		"SEED_HEX_LENGTH=64",
		`printf "build\ndone\n" > /var/log/build-status.txt`,
		`echo -e "user\n<password>" > auth.txt`,
		`printf "%s\n" "$VPN_USER" > /etc/openvpn/auth.txt`,
		`<meta name="csrf-token" content="Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5">`,
		`<meta name="stripe-publishable-key" content="pk_live_51Hx7Lq2Pz9Rt4Wm8K">`,
		`<input type="password" name="password" value="">`,
		`<meta name="api-key-docs" content="https://docs.example.org/keys">`,
		`<add key="ApiKeyHeaderName" value="X-Api-Key">`,
	})
}

package trace

import "testing"

// TestRedactRound8: the principles added after the sixth blind tables
// were measured, probed with shapes those tables do not hold: GitLab's
// other token prefixes, RubyGems keys, Teams webhook URLs, and a long
// generated value under any name that says secret, token, password or
// private (whatever its suffix); with the look-alikes that must survive
// (a commit hash, a short or worded value, a name of a secret).
func TestRedactRound8(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`gitlab-runner register --token gldt-Zq8Xw2Lm4Nv6Bp0Rt3Yu`, `gldt-Zq8Xw2Lm4Nv6Bp0Rt3Yu`},
		{`trigger: glptt-9f3a1c5e7b2d4f6a8c0e1b3d`, `glptt-9f3a1c5e7b2d4f6a8c0e1b3d`},
		{`GEM_HOST_API_KEY=rubygems_0123456789abcdef0123456789abcdef0123456789abcdef`, `rubygems_0123456789abcdef0123456789abcdef0123456789abcdef`},
		{`curl -H 'Content-Type: application/json' -d @msg.json https://contoso.webhook.office.com/webhookb2/1111@2222/IncomingWebhook/abcd/ef01`, `https://contoso.webhook.office.com/webhookb2/1111@2222/IncomingWebhook/abcd/ef01`},
		{`JWT_SIGNING_SECRET_V2=f3c9a1b7d5e2c8f0a4b6d9e1c3f5a7b9d2e4f6a8c0b1d3e5`, `f3c9a1b7d5e2c8f0a4b6d9e1c3f5a7b9d2e4f6a8c0b1d3e5`},
		{`private_seed_phrase_hex: "9b8a7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f"`, `9b8a7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f`},
		{`TOKEN_ENCRYPTION_KEY_B64=Qm9vWk1xN3JUa0x2OHBZd1pjM2hGajZzTjJ4Rg==`, `Qm9vWk1xN3JUa0x2OHBZd1pjM2hGajZzTjJ4Rg==`},
	}, []string{
		`SECRET_NAME=prod-db-password`,
		`TOKEN_TTL_SECONDS=3600`,
		`PASSWORD_POLICY=strong`,
		`secret_sha=4c0883a69102937d6231471b5dbb6204fe512961`,
		`PRIVATE_REGISTRY_URL=https://registry.example.com/v2/`,
		`token_endpoint: https://login.example.com/oauth2/v2.0/token`,
		`glab ci view --branch main`,
	})
}

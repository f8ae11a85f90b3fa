package trace

import (
	"strings"
	"testing"
)

// TestRedactRound5: the principles added after the third blind tables,
// each probed with shapes those tables do not hold: any Authorization
// scheme, a whole header inside one string literal, a (user, password)
// pair in code, session cookies by name outside a Cookie header, generic
// "<word>_key" names judged by their value, registry "auth" values, a
// vendor prefix that is also a placeholder word, a bot token in an API
// path, and a -p password after a shell prompt.
func TestRedactRound5(t *testing.T) {
	for _, tc := range []struct{ in, secret string }{
		{`Authorization: SSWS 00Qk7v3xYp2Lr9TmW4cZ8nB6dF1gH5jK0sA`, `00Qk7v3xYp2Lr9TmW4cZ8nB6dF1gH5jK0sA`},
		{`headers = {"Authorization": "sso-key 3mM44UcBxh9Vb_7WqkZ2nT4rY8pL:Ks2Lp9Qw"}`, `3mM44UcBxh9Vb_7WqkZ2nT4rY8pL:Ks2Lp9Qw`},
		{`http.get(url, headers={'X-Api-Token': 'Zq8vN3kL2mP7rT4wY9bC1dF6'})`, `Zq8vN3kL2mP7rT4wY9bC1dF6`},
		{`Invoke-RestMethod -Headers @{ "Ocp-Apim-Subscription-Key" = "b5e2c1d9f8a74e3b9c0d2a1f6e5b4c3d" } -Uri $u`, `b5e2c1d9f8a74e3b9c0d2a1f6e5b4c3d`},
		{`curl -H "PRIVATE-TOKEN: qW3eR5tY7uI9oP1aS2dF" https://git.example.org/api/v4/projects`, `qW3eR5tY7uI9oP1aS2dF`},
		{`r = httpx.get(u, auth=("deploy", "Tr0ub4dor&3xq"))`, `Tr0ub4dor&3xq`},
		{`req.SetBasicAuth("ci-bot", "p9Lm2Qv7Xs")`, `p9Lm2Qv7Xs`},
		{`Set-Cookie: PHPSESSID=9f1c2b7a6e5d4c3b2a1f0e9d8c7b6a5f; path=/`, `9f1c2b7a6e5d4c3b2a1f0e9d8c7b6a5f`},
		{`redirect with JSESSIONID=A1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D6 lost`, `A1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D6`},
		{`app_session=eyZ3kL9mQ2vB7nX4pR8tW1sY6cF0hJ5 expired`, `eyZ3kL9mQ2vB7nX4pR8tW1sY6cF0hJ5`},
		{`MAPBOX_SECRET_KEY_ALT=x; writeKey: 8kT2mQ9vL4pX7rB3nW6sY1cF`, `8kT2mQ9vL4pX7rB3nW6sY1cF`},
		{`"masterKey": "Hq7Lp2Vx9Mz4Rt8Wk3Ny6Bc1"`, `Hq7Lp2Vx9Mz4Rt8Wk3Ny6Bc1`},
		{`//registry.example.org/:_auth=ZGVwbG95OlRyMHViNGRvcjN4cQ==`, `ZGVwbG95OlRyMHViNGRvcjN4cQ==`},
		{`GET https://api.telegram.org/bot7301245598:AAF3kLm9Qw2Er5Ty8Ui1Op4As7Df0Gh3Jk6/getUpdates`, `7301245598:AAF3kLm9Qw2Er5Ty8Ui1Op4As7Df0Gh3Jk6`},
		{`stripe listen printed whsec_Q2w3E4r5T6y7U8i9O0p1A2s3D4f5G6h7`, `whsec_Q2w3E4r5T6y7U8i9O0p1A2s3D4f5G6h7`},
		{`mysql> \! mysql -h db -u app -p'Xw9!kLm2'`, `Xw9!kLm2`},
	} {
		out, fs := Redact(tc.in)
		if strings.Contains(out, tc.secret) || len(fs) == 0 {
			t.Errorf("%s\n  got %s", tc.in, out)
		}
	}
	for _, in := range []string{
		`Authorization: Bearer ${TOKEN}`,
		`Authorization header required (see docs)`,
		`partition_key: tenant_id; sort_key = created_at`,
		`idempotency_key: 3f2b9c1e-7a4d-4e8b-9c2f-1a6d5e4b3c2a`,
		`cache_key: Linux-node-modules-8f14e45fceea167a5a36dedd4bea2543`,
		`public_key = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"`,
		`auth: required`,
		`"author": "Jane Doe", "oauth": "enabled"`,
		`session_timeout=1800 session_name=checkout`,
		`license_key: YOUR_LICENSE_KEY_HERE`,
		`auth=("user", "<password>")`,
		`h := "X-Api-Key: " + key`,
	} {
		if out, _ := Redact(in); out != in {
			t.Errorf("altered: %s\n       -> %s", in, out)
		}
	}
}

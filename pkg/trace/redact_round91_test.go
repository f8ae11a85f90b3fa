package trace

import "testing"

// TestRedactRound91: a key named by its algorithm in prose is a public key
// id, and the name half of a NAME=SECRET pair before a placeholder is not
// a secret; the same shapes with a made secret are still redacted.
func TestRedactRound91(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`PVEAPIToken=ops@pve!backup=7d1c2e9a-55b3-4f0e-a1c8-93e4b6d2f017`, `ops@pve!backup=7d1c2e9a-55b3-4f0e-a1c8-93e4b6d2f017`},
		{`the signing secret Hq7Lm2Rt9Vx4Kp8Wz3Nc6Bd is in the vault`, `Hq7Lm2Rt9Vx4Kp8Wz3Nc6Bd`},
	}, []string{
		`gpg: Signature made Tue 03 Mar, using EDDSA key 4B7E0D91A2c3F58e6D1b9A70C4e2F8d1B3a5C7e9`,
		`gpg: encrypted with rsa4096 key, ID 2F9C, created 2024; using RSA key 8B2DeF41c09A7b3E55d1C6F0a94b2E8D7c1A3f56`,
		`Authorization: PVEAPIToken=ops@pve!backup=<uuid>`,
		`export PVE_TOKEN=ops@pve!backup=${PVE_SECRET}`,
		`PVEAPIToken=ops@pve!backup={{ pve_token_secret }}`,
	})
}

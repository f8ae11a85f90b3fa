package trace

import "testing"

// TestRedactRound36: fresh83-86's leaks, fixed by principle, in new words
// beside look-alikes that must stay.
func TestRedactRound36(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`hook=https://contosoexample.webhook.office.com/webhookb2/1a2b3c4d-1111-2222-3333-444455556666@9f8e7d6c-aaaa-bbbb-cccc-ddddeeeeffff/IncomingWebhook/3c7a9e1f5b2d4c6e8a0f1e3d5c7b9a2e/0f1e2d3c-4b5a-6978-8a9b-acbdcedfe0f1`, `IncomingWebhook/3c7a9e1f5b2d4c6e8a0f1e3d5c7b9a2e`},
		{`loaded config: ldap_bind_password Tq48Wz93Kp27Lm`, `Tq48Wz93Kp27Lm`},
		{`[relay]\npass = Hv27Qm84Xw31Lp`, `Hv27Qm84Xw31Lp`},
		{`[mailer]\npwd = Rk39Zt72Wq58`, `Rk39Zt72Wq58`},
		{`pg.example.net:*:orders:shop:KtRwPqZmLxVbNcYd`, `KtRwPqZmLxVbNcYd`},
		{`Erayga sirta ah ee serverka waa Mq72Lx38Wp19`, `Mq72Lx38Wp19`},
		{`Server şifrəsi: Zx83Qw27Lm64Pn`, `Zx83Qw27Lm64Pn`},
		{`mot-de-passe = Wj47Tn82Rx39`, `Wj47Tn82Rx39`},
		{`kata_sandi: Pb58Km23Vx71`, `Pb58Km23Vx71`},
		{`HUBSPOT_ACCESS=pat-na1-0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d`, `0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d`},
		{`wifi: {"ssid": "Barn", "psk": "Lr84Tq27Wm93Zx"}`, `Lr84Tq27Wm93Zx`},
		{`  psk: Vn38Kw72Qz91Lt`, `Vn38Kw72Qz91Lt`},
		{"api:\n  encryption:\n    key: \"Qm8xZ2Vy+a1b2c3d4e5f6g7h8i9j0kLmNoPqRsTuVwX=\"", `Qm8xZ2Vy+a1b2c3d4e5f6g7h8i9j0kLmNoPqRsTuVwX=`},
		{`advanced:\n  network_key: [12, 201, 7, 88, 145, 3, 66, 219, 41, 190, 5, 77, 132, 250, 9, 61]`, `12, 201, 7, 88, 145, 3, 66, 219`},
		{`aes_key = [0x1f, 0xa2, 0x3c, 0x44, 0x05, 0xe6, 0x77, 0x08, 0x99, 0x1a, 0xbb, 0x2c, 0xdd, 0x3e, 0xff, 0x40]`, `0x1f, 0xa2, 0x3c`},
	}, []string{
		`<add key="PasswordExpiryDays" value="90" />`,
		`<add key="TokenLifetime" value="Sliding" />`,
		`<add key="MinPasswordLength" value="Twelve" />`,
		`docs: https://example.webhook.office.com/webhookb2/see-the-guide`,
		`error: admin_password ValidationError raised`,
		`the db_password field is required`,
		`[relay]\npassive = true`,
		`host:5432:orders:shop:Standard`,
		`Erayga sirta ah waa inuu noqdaa mid adag.`,
		`şifrə siyasəti: güclü`,
		`mot_de_passe_longueur: 12`,
		`pat-eu1 is the EU region prefix`,
		`key_mgmt=WPA-PSK`,
		`"psk": true`,
		`encryption:\n  key: !secret api_key`,
		`network_key: GENERATE`,
		`network_key: [1, 3, 5, 7, 9, 11, 13, 15, 0, 2, 4, 6, 8, 10, 12, 13]`,
		`pan_id: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]`,
	})
}

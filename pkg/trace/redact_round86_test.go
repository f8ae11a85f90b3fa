package trace

import "testing"

// TestRedactRound86: the leaks of fresh251-254 (measured blind once at
// 7f437cc8), each as its format in new words and values: a private or
// signing key as an XML element's text, a Tuya local key beside the
// cloud's device id, and rows of password managers' CSV exports. Eleven
// of the twelve secrets leaked before the round's rules; the look-alikes
// use the same words and shapes harmlessly.
func TestRedactRound86(t *testing.T) {
	checkRedactions(t, round86Secrets, round86Lookalikes)
}

var round86Secrets = []redactProbe{
	{`<md:KeyDescriptor><PrivateKey>Qm9vdHN0cmFwS2V5M2Zvcj+TYW1sU1AxMjM0NTY3ODkwYWJjZGVm</PrivateKey></md:KeyDescriptor>`, `Qm9vdHN0cmFwS2V5M2Zvcj+TYW1sU1AxMjM0NTY3ODkwYWJjZGVm`},
	{`<ds:SigningKey>  hT7kQ2mW9xLp4Rv8Zs3Nb6Yc1Fd5Gj0Ha  </ds:SigningKey>`, `hT7kQ2mW9xLp4Rv8Zs3Nb6Yc1Fd5Gj0Ha`},
	{`<wsse:privkey>MIIEvAIBADANBgkqhkiG9w0BAQEFAASC</wsse:privkey>`, `MIIEvAIBADANBgkqhkiG9w0BAQEFAASC`},
	{`<client_private_key>Zx8Vb2Nm4Lk6Jh9Gf3Ds1Aq7Wp5Eo0Ri</client_private_key>`, `Zx8Vb2Nm4Lk6Jh9Gf3Ds1Aq7Wp5Eo0Ri`},
	{`  {"name": "Hallway sensor", "id": "bf9a8c7d6e5f4a3b2cxlmq", "key": "R7u#Kp2Wq9sLm4Zt", "ip": "192.168.1.40"}`, `R7u#Kp2Wq9sLm4Zt`},
	{`{"dev_id": "0120088584f3eb4c1a2b", "key": "k2PzQ8vN5wX1yL7m"}`, `k2PzQ8vN5wX1yL7m`},
	{`"Work","Payroll portal","hr.admin","Tq8Lm2Xv9Rb4Wn6Kz","https://payroll.example.org",""`, `Tq8Lm2Xv9Rb4Wn6Kz`},
	{`"Bank SFTP","sftp.bank.example","treasury_ops","pX4!mQ9v#Lz2Rw7N",""`, `pX4!mQ9v#Lz2Rw7N`},
	{`Jira,https://jira.corp.example/login,anna.berg@corp.example,Hw3Jq8Zr5Tn1Yv6Bm`, `Hw3Jq8Zr5Tn1Yv6Bm`},
	{`https://mail.example.net,ops@example.net,Vd2Kx7Lp9Qm4Zs8W,,,{1b4e28ba-2fa1-11d2-883f-0016d3cca427},1700000000000`, `Vd2Kx7Lp9Qm4Zs8W`},
	{`,0,login,Grafana,,,0,https://grafana.example.com,viewer,aZ5xC8vB2nM7qW4e,`, `aZ5xC8vB2nM7qW4e`},
	{`"SAP PRD";"x";"y"` + "\n" + `"SAP PRD","https://sap.example:44300","FIN_BATCH","Yk7Wm3Qz8Rv2Lp5Tn",""`, `Yk7Wm3Qz8Rv2Lp5Tn`},
}

var round86Lookalikes = []string{
	`<PrivateKeyFile>/etc/ssl/private/idp-2024.key</PrivateKeyFile>`,
	`<SigningKeyId>K1a2B3c4D5e6F7g8H9i0</SigningKeyId>`,
	`<PrivateKeyAlias>Saml2SigningCert01</PrivateKeyAlias>`,
	`<PublicKey>MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA7x</PublicKey>`,
	`<PrivateKey>${SAML_PRIVATE_KEY}</PrivateKey>`,
	`<PrivateKey>REPLACE_WITH_YOUR_KEY</PrivateKey>`,
	`{"id": "user_profile_settings", "key": "DisplayNameLabel"}`,
	`{"id": "12345678901234567890", "key": "checkoutButton01"}`,
	`{"id": "bf9a8c7d6e5f4a3b2cxlmq", "name": "Hallway sensor", "mac": "10:d5:61:aa:bb:cc"}`,
	`name,url,username,password,note`,
	`"Group","Title","Username","Password","URL","Notes"`,
	`"Invoices","https://erp.acme.example","INV-2024-00193","DE89370400440532013000",""`,
	`1002,https://shop.example/p/2,jdoe,a3f9c2e1b4d5e6f7a8b9c0d1e2f3a4b5`,
	`1003,https://shop.example/p/3,jdoe,SKU-AB12-CD34`,
	`"sensor-7","10.0.0.7","gateway","550e8400-e29b-41d4-a716-446655440000"`,
	`"Release","https://ci.example/build/1234","bot","Build20240501a"`,
	`"Jira","https://jira.corp.example","anna.berg","********",""`,
	`"Jira","https://jira.corp.example","anna.berg","<password>",""`,
	`GET https://api.example.com/v1/items?page=2,limit=50 from user svc_reader took 120ms`,
	`"FR7630006000011234567890189","FR76 3000 6000","Acme SARL","https://acme.example"`,
}

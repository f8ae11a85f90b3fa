package trace

import "testing"

// TestRedactRound60: the leaks of fresh177-180 (session 29), fixed by
// principle, each beside look-alikes that stay as written.
func TestRedactRound60(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a token in one case of letters and digits after "token" (an
		// Azure DevOps PAT is 52 of them)
		{"az devops login --organization https://dev.azure.com/acme (token 4owmbqoh7sxpjrtd5vxcba8n9rv5ix64ub4sbedvnzfzi0kndn32)", "4owmbqoh7sxpjrtd5vxcba8n9rv5ix64ub4sbedvnzfzi0kndn32"},
		{"runner token 7QZK2MX4PW9RT5HV8NC3LJ6YB1DGF0SA", "7QZK2MX4PW9RT5HV8NC3LJ6YB1DGF0SA"},
		// a seed phrase of twelve made words after its label and a word
		{"seed phrase backup: 15wa1 ptxncf 8c3c k1bwnug yqqvz t93env ybmqi 50l6 tg6t1g 1ucm2 14y732s 19n9a", "15wa1 ptxncf 8c3c k1bwnug yqqvz t93env ybmqi 50l6 tg6t1g 1ucm2 14y732s 19n9a"},
		{"recovery phrase (paper copy): wagon orbit tiger lumber salad civil ozone prefer mango dune relax shift", "wagon orbit tiger lumber salad civil ozone prefer mango dune relax shift"},
		// the Indic words for token; a value before a verb-final copula
		{"टीप: API टोकन 49tMTI4f32hMZqcsGDiA2PVGUr1r1qV7 आहे, कृपया बदला", "49tMTI4f32hMZqcsGDiA2PVGUr1r1qV7"},
		{"API টোকেন: 8fKq2LmZ7xRt4NvW9pYc3HsJ6dBg1QaE", "8fKq2LmZ7xRt4NvW9pYc3HsJ6dBg1QaE"},
		{"સર્વરનો પાસવર્ડ Rt5Hx9Qm2Z છે", "Rt5Hx9Qm2Z"},
		// Make's conditional assignment
		{"DEPLOY_TOKEN ?= 6DX25b5GF6BwohaJEfwO5WH6SDGVL5B8i0CKTbZq", "6DX25b5GF6BwohaJEfwO5WH6SDGVL5B8i0CKTbZq"},
		// Uzbek "password" with its possessive
		{"Ombor kompyuteri paroli: 7WoTE86pQ4o6", "7WoTE86pQ4o6"},
		{"Parolingiz: Hq4Zt8Lm2Wx", "Hq4Zt8Lm2Wx"},
	}, []string{
		// a token's name, a kind or a count after "token"
		"token 4owmbqoh7sxpjrtd5vxcba8n9rv5ix64ub4sbedvnzfzi-expiry-policy",
		"see the token documentation for azure devops personal access tokens",
		"token lifetime is 90 days",
		// a seed phrase described, a short list of words
		"seed phrase backup: write the twelve words on paper",
		"recovery phrase: see the wallet runbook",
		// Indic prose about a token with no value
		"API टोकन बदलणे आवश्यक आहे",
		// Make's conditional assignment of a name or a path
		"DEPLOY_TOKEN ?= $(shell cat .deploy-token)",
		"TOKEN_FILE ?= /run/secrets/deploy_token",
		// Uzbek prose about a password
		"Ombor kompyuteri paroli yangilandi",
	})
}

// TestRedactRound60Rows: a password in a sheet's row without its header.
func TestRedactRound60Rows(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{"Gateway;North field;fieldops;JPVu71sKodPuJK;2026-11-30", "JPVu71sKodPuJK"},
		{"nas01\tbackup\tsvc_backup\tTq8Lm2Zx7Rw4\tweekly", "Tq8Lm2Zx7Rw4"},
		{"router-3|core|netadmin|Hv5Kq9Wz3Lp|rotated", "Hv5Kq9Wz3Lp"},
	}, []string{
		// a row whose field after a name is a name, a date or a number
		"Gateway;North field;fieldops;Harvester;2026-11-30",
		"2026-11-30;north;tractor-07;Kubota;M7-172",
		// fewer than four fields
		"fieldops;JPVu71sKodPuJK;2026-11-30",
		// mixed delimiters
		"Gateway;North field,fieldops;JPVu71sKodPuJK;2026-11-30",
		// a key=value row
		"Server=db;User=fieldops;Version=JPVu71sKodPuJK;Encrypt=true",
		// a row with a build id after a branch name (no digits-upper-lower mix)
		"web;main;release;a1b2c3d4e5f6;ok",
	})
}

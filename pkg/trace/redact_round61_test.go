package trace

import "testing"

// TestRedactRound61: the leaks of fresh181-184 (session 29), fixed by
// principle, each beside look-alikes that stay as written.
func TestRedactRound61(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// an ASP.NET forms-auth cookie
		{"session dump .ASPXAUTH=7c1e94a0d3b25f8816e0ca4b79d23f5a0e6b8c14d97a23f0b5e8c61d4a9f07b2e3c5d8a1", "7c1e94a0d3b25f8816e0ca4b79d23f5a0e6b8c14d97a23f0b5e8c61d4a9f07b2e3c5d8a1"},
		// what cat prints of a password file, newline real or written
		{"ops@bastion:~$ cat ~/.ansible/vault_password\nQm7Tz2Rk9Wv4Lp", "Qm7Tz2Rk9Wv4Lp"},
		{`$ cat secrets/password.txt\nHx4Nc8Vb2Zq6`, "Hx4Nc8Vb2Zq6"},
		// a Teams webhook whose tenant host was renamed to a placeholder
		{"hook: https://your-tenant.webhook.office.com/webhookb2/5d2c7a18-4b9e-4f03-a6d1-8e3b20c9f714@0a9e3d6b-71c4-4e25-b8f0-3c6d19a2e857/IncomingWebhook/9e4b1c7d3a2f58e06b9d4c1a7f3e2b85/6f0d2a9c-3e81-47b5-9c24-d1a8e6b3f507", "9e4b1c7d3a2f58e06b9d4c1a7f3e2b85"},
		// Amharic "the password" with its definite suffix; Yiddish
		{"የይለፍ ቃሉ Wq7Lz3Xk9Pn ነው።", "Wq7Lz3Xk9Pn"},
		{"דער פּאַראָל פֿון סערווער: Tb6Rm2Yx8Kv", "Tb6Rm2Yx8Kv"},
		// a login given as USER / PASSWORD
		{"the wiki login was ops.bot / Gz5Vn8Hr3Lq until the audit", "Gz5Vn8Hr3Lq"},
		// a CamelCase INI key ending in Pass
		{"SmtpPass=Rk4Wd9Zm7Qx2", "Rk4Wd9Zm7Qx2"},
		{"ArchivePass=Nw8Fh3Tq6Zc1Lm", "Nw8Fh3Tq6Zc1Lm"},
		// a base64 key named for what it secures, in YAML
		{"cluster_key_base64: 3fK9x/QzL2mV8pR+4tW7nY1cH6bJ0sD5aE9gU3iO2kM8vX4zB7qN1wT6yP0rS5fA3hL9dG2cJ8eK4uZ7mQ1xV6nB0", "3fK9x/QzL2mV8pR+4tW7nY1cH6bJ0sD5aE9gU3iO2kM8vX4zB7qN1wT6yP0rS5fA3hL9dG2cJ8eK4uZ7mQ1xV6nB0"},
		// ipmitool's -P
		{"ipmitool -I lanplus -H node7-ipmi -U root -P Vc3Jx8Np2Rt sel list", "Vc3Jx8Np2Rt"},
	}, []string{
		// a cookie named, a short hex value
		"the .ASPXAUTH cookie expires after 30 minutes",
		".ASPXAUTH=deleted",
		// cat of a password file that prints nothing made, an error
		"$ cat .vault_pass\nNo such file",
		"cat: .vault_pass: No such file or directory",
		// a Teams webhook in a guide
		"docs: https://your-tenant.webhook.office.com/webhookb2/see-the-setup-guide",
		// Amharic and Yiddish prose about a password
		"የይለፍ ቃሉ ተቀይሯል።",
		"דער פּאַראָל איז אין דעם וואָלט",
		// a login described, not given
		"the wiki login is via SSO / OIDC",
		"the wiki login is admin / see the vault",
		// an INI key ending in Pass that is a switch or a count
		"ByPass=true",
		"FirstPass=enabled",
		"MaxPass=3",
		// a public key in base64; a key name alone
		"public_key_b64: see keys/cluster.pub",
		"cluster_key_base64: <generated at install>",
		// ipmitool with no -P, a prompt flag
		"ipmitool -I lanplus -H node7-ipmi -U root -a sel list",
	})
}

package trace

import "testing"

// TestRedactRound68: the three leaks of fresh205-208 (session 32), fixed
// by principle after they were measured, in new words, each beside
// look-alikes that stay as written.
func TestRedactRound68(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a qualifier in parentheses between the secret's name and its value
		{"api key (staging): sk_9fKq2LmZx8Wv3Tn7Rb4Yc", "sk_9fKq2LmZx8Wv3Tn7Rb4Yc"},
		{"token (read-only) = 8fKq2LmZx9Wv3Tn7Rb4Yc1Pd", "8fKq2LmZx9Wv3Tn7Rb4Yc1Pd"},
		{"rtmp stream key (backup ingest): ab12-cd34-ef56-gh78-ij90", "ab12-cd34-ef56-gh78-ij90"},
		{"client secret (mobile app) = Vq3nR8sLx2Kp7Tz4Wm9Yb6", "Vq3nR8sLx2Kp7Tz4Wm9Yb6"},
		// a registry value named for a secret
		{`HKCU\Software\ScanStation  ProxyPassword  REG_SZ  Tr4vLm9QzX2p`, "Tr4vLm9QzX2p"},
		{`HKLM\SOFTWARE\Claims\Agent    UploadToken    REG_EXPAND_SZ    k8Pq2ZxLm4Rt9Vw7`, "k8Pq2ZxLm4Rt9Vw7"},
		{`Set-ItemProperty -Path HKLM:\SOFTWARE\Acme -Name ServiceToken -Value Zq7Lm2Xp9Rt4Vw`, "Zq7Lm2Xp9Rt4Vw"},
		// a column named for a secret in a delimited table, rows below it
		{"login,password,office\nmkaya,Pz8qLm2XvR4t,Izmir\nayilmaz,Qw7eRt5yUi3o,Bursa", "Pz8qLm2XvR4t"},
		{"login,password,office\nmkaya,Pz8qLm2XvR4t,Izmir\nayilmaz,Qw7eRt5yUi3o,Bursa", "Qw7eRt5yUi3o"},
		{`{"export": "host;user;passwort\ndb01;etl;Hv7tR2pLq9Zx"}`, "Hv7tR2pLq9Zx"},
		{"name\ttoken\tscope\nci-bot\tZx9Lm2Qp7Rv4Tk8W\trepo", "Zx9Lm2Qp7Rv4Tk8W"},
	}, []string{
		"api key (public): pk_live_51HxYzAbCdEf",
		"token (example): 8fKq2LmZx9Wv3Tn7Rb4Yc1Pd",
		"api key (id): key-2026-prod-eu",
		"token (optional): string",
		`HKLM\SOFTWARE\Acme  MinimumPasswordLength  REG_DWORD  0xc`,
		`HKLM\SOFTWARE\Acme  PasswordExpiryDays  REG_SZ  90days`,
		`HKLM\SOFTWARE\Acme  DefaultUserName  REG_SZ  claims-svc01`,
		"id,token_count,status\n1,42,ok",
		"name,password_hint,site\nalice,pet name,Oslo",
		"user,password\nalice,<redacted>",
		"user,password,site\nalice,********,Oslo",
		"column,type,nullable\npassword,varchar(64),no",
	})
}

package trace

import "testing"

// TestRedactRound64: the leaks and changes of fresh193-196 (session 30),
// fixed by principle in session 31, each beside look-alikes that stay as
// written.
func TestRedactRound64(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// Twitch's stream key (live_, the channel's number, a made tail)
		// wherever it stands: in JSON, in an ingest URL
		{`{"stream": {"key": "live_903318274_q8ZkLmN2pXrT5vWyB7cDeFgH1jK"}}`, "live_903318274_q8ZkLmN2pXrT5vWyB7cDeFgH1jK"},
		{"ffmpeg -re -i in.mp4 -f flv rtmp://live-cdg.twitch.tv/app/live_44120987_Xh3kQ9pLmZ2vN8rT6yW1aB5cD7eF", "live_44120987_Xh3kQ9pLmZ2vN8rT6yW1aB5cD7eF"},
		// the last path segment of an RTMP ingest URL is the stream key
		{"obs: server rtmps://live-api-s.facebook.com:443/rtmp/FB-1022334455667788-0-AbX9qLmT2vWz8KpR", "FB-1022334455667788-0-AbX9qLmT2vWz8KpR"},
		{"push to rtmp://a.rtmp.youtube.com/live2/m3k9-q2zp-7rva-x4te-8bnd now", "m3k9-q2zp-7rva-x4te-8bnd"},
		// a product-key shape (equal dashed groups of letters and digits)
		// under a key's name
		{"stream_key = k4p2-9xam-b7qe-33dz-w0rt", "k4p2-9xam-b7qe-33dz-w0rt"},
		{"license_key: Q7WX2-MK9PD-3RT8B-Z5N4H-C1FJ6", "Q7WX2-MK9PD-3RT8B-Z5N4H-C1FJ6"},
		// a PIN of four to six digits given after the word
		{"M-Pesa reversal: MSISDN 254712345678, PIN 8391 confirmed", "8391"},
		{"UPI PIN: 602941 (do not share)", "602941"},
	}, []string{
		// masked displays
		"token: ****9f2A",
		"api_key: ***Zq81",
		// a demo account's word for password
		"https://demo.example.org/signin?username=demo&password=demo",
		// RTMP URLs without a key, or with a slot or a short name
		"rtmp://localhost/live/test",
		"rtmp://ingest.example.net/app/{stream_key}",
		"rtmp://media.internal:1935/live/camera-03",
		// dashed names and dates under a key's name
		"stream_key = test-stream-key-name",
		"order_key = 2024-1105-7788-0012",
		// PIN as a topic, a device part, or a long test code
		"PIN pad model 4200 installed at till 3",
		"PIN length 6, retries 3",
		"setup PIN 20202021 is the Matter SDK test default",
		"PIN 1234 is the demo card's documented PIN",
	})
}

// TestRedactRound64Ahead: secrets of kinds the tables had not shown yet,
// written before fresh197-200 were read (session 31): door and alarm
// codes, licence keys in prose, Wi-Fi keys, generated values after the
// word in prose, a login's password after a slash or a colon.
func TestRedactRound64Ahead(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{"alarm panel code 8391 for the back office", "8391"},
		{"door keypad code: 5827# (changed monthly)", "5827"},
		{"Jeppesen FD Pro licence key 4KX9-2MQP-7ZRT-8WNB", "4KX9-2MQP-7ZRT-8WNB"},
		{"Respondus LockDown license: RLD-4K9Q-2MXP-7ZRT", "RLD-4K9Q-2MXP-7ZRT"},
		{"wifi: SSID VetClinic-Staff / key Purr&Woof2026!", "Purr&Woof2026!"},
		{"WPA2 PSK = Hydr0Plant!Secure", "Hydr0Plant!Secure"},
		{`network={ ssid="plant" psk="Tr3atment#Works" }`, "Tr3atment#Works"},
		{"SCORM Cloud app secret Kq8Zr3Lm9Xw2Tn7Vp4Hb", "Kq8Zr3Lm9Xw2Tn7Vp4Hb"},
		{"meter app key ZmV0Y2gtbWV0ZXItMjAyNi1rZXktc2VjcmV0", "ZmV0Y2gtbWV0ZXItMjAyNi1rZXktc2VjcmV0"},
		{"Turnitin shared key TII-8Kq2Lm9Zr4Tn8Wp", "TII-8Kq2Lm9Zr4Tn8Wp"},
		{"ACARS router login ops / Fl1ght#Ops2026", "Fl1ght#Ops2026"},
		{"Orthanc registered user vet:Orth4nc-Pass", "Orth4nc-Pass"},
		// '&' and '@' inside a password named in prose
		{"lösenordet är Hund&Katt99", "Hund&Katt99"},
		{"પાસવર્ડ: Pani@Meter55", "Pani@Meter55"},
		{"contraseña del SFTP de tripulación: Tr1pul@cion26", "Tr1pul@cion26"},
		// a quoted passphrase of several words
		{`the password is "horse battery 2026"`, "horse battery 2026"},
		// '#' inside a URL's password, 7-Zip's glued -p
		{"ftp://dicom:PacsFtp#77@10.0.4.12/incoming", "PacsFtp#77"},
		{"7z a -pArch!ve2026 backup.7z data/", "Arch!ve2026"},
		// a community string, a quoted IPsec PSK, codes
		{"SNMP community string: w4terC0mm!", "w4terC0mm!"},
		{`ipsec psk "VPN-Pl@nt-2026"`, "VPN-Pl@nt-2026"},
		{"HMI operator passcode 73915", "73915"},
		{"Door access code is 4829", "4829"},
		{"recovery codes: 8f3k-2l9m, 4n7p-1q6r", "4n7p-1q6r"},
		{"backup code 4829-1736-5502", "4829-1736-5502"},
		// a whole password assignment inside one literal
		{"terraform apply -var 'admin_password=Tf!Admin2026'", "Tf!Admin2026"},
		// crypt hashes as written: SHA-crypt with rounds
		{"useradd -p '$6$rounds=5000$saltsalt$Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4Ry6Ut8Io0Pa2Sd4Fg6Hj8Kl0Zx2Cv4Bn6Mq8W' ops", "Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4Ry6Ut8Io0Pa2Sd4Fg6Hj8Kl0Zx2Cv4Bn6Mq8W"},
		// the word for key after API in head-final languages, or joined
		{"API-sleutel = Zx8Kq2Lm9Zr4Tn8Wp3Kv", "Zx8Kq2Lm9Zr4Tn8Wp3Kv"},
		{"מפתח API: Zx8Kq2Lm9Zr4Tn8Wp3Kv", "Zx8Kq2Lm9Zr4Tn8Wp3Kv"},
		{"API калити: Zx8Kq2Lm9Zr4Tn8Wp3Kv", "Zx8Kq2Lm9Zr4Tn8Wp3Kv"},
		{"API түлхүүр: Zx8Kq2Lm9Zr4Tn8Wp3Kv", "Zx8Kq2Lm9Zr4Tn8Wp3Kv"},
		{"API कुंजी: Zx8Kq2Lm9Zr4Tn8Wp3Kv", "Zx8Kq2Lm9Zr4Tn8Wp3Kv"},
		// a key named for what it signs or encrypts
		{"hmac key: 3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a", "3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a"},
		// the definite forms in Icelandic and Faroese; Jamaican Patois's
		// word (its copula "a" is Romanian's article and auxiliary too,
		// so it is not taken)
		{"Lykilorðið fyrir þjóninn er Hestur#2026x", "Hestur#2026x"},
		{"Loyniorðið til skipanina er Fisk!2026Foroy", "Fisk!2026Foroy"},
		{"Di passwud fi di server: Yaad#2026Jm", "Yaad#2026Jm"},
		{"encryption key: aes256:Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4Ry6Ut8=", "Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4Ry6Ut8"},
	}, []string{
		"terraform apply -var 'admin_password=${var.pw}'",
		"hash format: $6$salt$hash (SHA-512 crypt)",
		"password_hash: $argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4Ry6Ut8",
		"API калити: sozlamalar bo'limida",
		"encryption key: managed by KMS (alias/lims)",
		"hmac key: see the vault",
		"master key: rotated-2026-q3",
		"Lykilorðið þarf að vera minnst 12 stafir",
		"Set a password a user can remember, like a passphrase",
		"Di passwud a di one weh dem sen inna di email",
		"mail ops@plant.example&next=/dashboard for the password reset",
		"the password must be \"at least 8 characters\"",
		"https://docs.example.org/faq?q=password#reset",
		"ftp://mirror.example.net/pub/#readme",
		"7z a -p backup.7z data/ (7-Zip prompts for the password)",
		"SNMP community string: public",
		"backup code path /var/backups/code and recovery code length 10",
		"source code v2-3-4, recovery codes are printed once",
		"error code 5001 from the gateway",
		"postal code 10115, area code 0207",
		"door code 4 digits, set by the landlord",
		"serial number ABCD-1234-EFGH-5678 on the pump label",
		"license: MIT",
		"product code 2024-1105-7788-0012",
		"Wi-Fi key rotation every 90 days",
		"wifi psk: ${WIFI_PSK}",
		"sort key CreatedAt2024Index",
		"primary key UserAccountId2024",
		"public key AAAAC3NzaC1lZDI1NTE5AAAAIGx8Kq2Lm9Zr4Tn8Wp3Kv6",
		"GPG key 3AA5C34371567BD2 signs the releases",
		"login page / dashboard2",
		"user www-data:www-data",
		"user root:x:0:0 in /etc/passwd",
		"the secret word is not in the doc",
		"token AKIAIOSFODNN7EXAMPLE from the AWS docs",
	})
}

// TestRedactRound64Vendors: vendor-prefixed tokens of kinds no rule
// names, found by their shape (a short prefix, a separator, a made tail
// of 32+), and prefixes glued to the tail; beside digests, ids and
// cache keys of the same shape that stay.
func TestRedactRound64Vendors(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{"FIGMA=figd_Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4Ry6U", "Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4Ry6U"},
		{"netlify token nfp_Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4 in the log", "Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4"},
		{"pscale_pw_Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4", "Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4"},
		{"contentful: CFPAT-Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4Ry6Ut8Io", "Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4Ry6Ut8Io"},
		{"shippo_live_3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a", "3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a"},
		{"pcsk_Zx8Kq2_Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4Ry6Ut8Io0Pa2Sd4", "Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4Ry6Ut8Io0Pa2Sd4"},
		{"page token EAAGZx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4Ry6Ut8Io0Pa2Sd4Fg6Hj8Kl0ZD", "EAAGZx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4Ry6Ut8Io0Pa2Sd4Fg6Hj8Kl0ZD"},
		{"LTAI5tZx8Kq2Lm9Zr4Tn8Wp3K", "LTAI5tZx8Kq2Lm9Zr4Tn8Wp3K"},
	}, []string{
		`<script integrity="sha384-oqVuAfXRKap7fdgcCY5uykM6R9GqQ8K2uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC">`,
		"cache key: docs-build-Linux-node20-8d1f0c2e9a7b6c5d4e3f2a1b0c9d8e7f",
		"Stripe object pi_3MtwBwLkdIwHu7ix28a3tqPa and evt_1NG8Du2eZvKYlo2CUI79vXWy",
		"publishable key pk_live_51Hx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4Ry6Ut8Io",
		"style-src 'nonce-Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4'",
		"build-3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a",
		"request req_Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4 failed",
		"served chunk-Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4.css and main.Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4.bundle.js",
	})
}

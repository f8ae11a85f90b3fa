package trace

import (
	"regexp"
	"strings"
)

// Round 73 (ahead of fresh217-220): kinds and syntaxes no seen table had
// shown, each caught by the property that makes the value a secret.
var round73Rules = []rule{
	// A tool's short password flag not seen before: -pw (Netezza nzsql),
	// --pw (mosquitto), -gp (vmrun's guest password), -upw/-opw (poppler's
	// user and owner passwords).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?:^|[ \t])(?:-pw|--pw|-gp|--guest-?password|-upw|-opw)[ \t=]+["']?([^\s"']{4,128})`), ok: madeValue},
	// A publishing or package tool given its token or API key by -p/-k
	// (vsce and ovsx publish, conan remote login, choco apikey, nuget
	// setapikey KEY).
	{kind: "api-key", group: 1, re: regexp.MustCompile(`\b(?:vsce|ovsx|conan|choco)\b[^\n]{0,160}?[ \t](?:-p|-k|--pat|--password|--key|--api-?key)[ \t=]+["']?([^\s"']{8,256})`), ok: madeValue},
	{kind: "api-key", group: 1, re: regexp.MustCompile(`(?i)\bnuget(?:\.exe)?[ \t]+setapikey[ \t]+["']?([^\s"']{8,256})`), ok: madeValue},
	// A command that creates an account or sets a password takes the
	// password by position (prosodyctl/ejabberdctl register USER HOST
	// PASS, samba-tool user create USER PASS, drush upwd USER PASS,
	// etcdctl user add USER:PASS, b2 authorize-account ID KEY, NickServ
	// REGISTER PASS, Tor's control port AUTHENTICATE "PASS").
	{kind: "password", group: 1, re: regexp.MustCompile(`\b(?:prosodyctl|ejabberdctl)[ \t]+(?:register|change_password|passwd|adduser)[ \t]+\S+[ \t]+\S+[ \t]+["']?([^\s"']{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bsamba-tool[ \t]+user[ \t]+(?:create|add)[ \t]+[^\s\-]\S*[ \t]+["']?([^\s"'\-][^\s"']{3,127})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bdrush[ \t]+(?:upwd|user-password|user:password)[ \t]+[^\s\-]\S*[ \t]+["']?([^\s"'\-][^\s"']{3,127})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\betcdctl\b[^\n]{0,200}?[ \t]user[ \t]+add[ \t]+[^\s:]{1,64}:([^\s"']{4,128})`), ok: madeValue},
	{kind: "api-key", group: 1, re: regexp.MustCompile(`\bb2[ \t]+authorize[\-_]account[ \t]+\S+[ \t]+["']?([^\s"']{16,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bnickserv[ \t]+register[ \t]+([^\s]{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?m)^[ \t]*AUTHENTICATE[ \t]+"([^"\n]{4,128})"`), ok: madeValue},
	// A SQL statement that creates a stored secret (DuckDB CREATE
	// SECRET (TYPE S3, KEY_ID '..', SECRET '..')).
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)\bcreate[ \t]+(?:or[ \t]+replace[ \t]+)?(?:persistent[ \t]+|temporary[ \t]+)?secret\b[^;\n]{0,400}?[(,][ \t]*secret[ \t]+'([^'\n]{8,512})'`), ok: madeValue},
	// A property whose name and value are split across elements
	// (Hadoop's <name>...ConnectionPassword</name><value>..</value>).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)<name>[^<\n]{0,120}(?:password|passwd|secret|secret[._\-]?key|token)</name>\s{0,40}<value>([^<\s]{4,512})</value>`), ok: madeValue},
	// An Azure storage account's key set for Hadoop/Spark
	// (fs.azure.account.key.ACCOUNT.dfs.core.windows.net).
	{kind: "azure-storage-key", group: 1, re: regexp.MustCompile(`\bfs\.azure\.account\.key\.[\w.\-]{1,200}["']?[ \t]*[:=][ \t]*["']?([A-Za-z0-9+/]{40,}={0,2})`), ok: highEntropyToken},
	// OpenWrt's Wi-Fi key (uci set wireless.IFACE.key=...); QEMU's secret
	// object (-object secret,id=..,data=VALUE).
	{kind: "password", group: 1, re: regexp.MustCompile(`\bwireless\.[\w@\[\]\-]{1,64}\.key=["']?([^\s"']{8,63})`), ok: madeValue},
	{kind: "secret", group: 1, re: regexp.MustCompile(`-object[ \t]+["']?secret,(?:[^\s,]{1,64},){0,4}?data=([^\s,"']{4,256})`), ok: madeValue},
	// A password key qualified by an index or a suffix (password[prod]=,
	// password.old=) is still the password.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:^|[^\w.\-])(?:password|passwd|pwd|passwort|secret|token)(?:\[[\w.\-]{1,24}\]|\.(?:old|new|prev|previous|current|next|prod|production|staging|dev|test|backup|admin|root|plain|clear|cleartext|raw))["']?[ \t]*[:=][ \t]*["']?([^\s"',;]{4,256})`), ok: madeValue},
	// A config option written as a call (syslog-ng's password("..")).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b(?:password|passwd|pwd|secret|token|api[_\-]?key)\([ \t]*"([^"\s]{4,256})"[ \t]*\)`), ok: madeValue},
	// A label then a dotted leader (ROOT PASSWORD ........ VALUE), or a
	// label qualified by what it is for ("the API token for staging:";
	// a colon only: "password for user=NAME" names the user).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b(?:password|passwd|passphrase|secret|token)[ \t]*\.{3,}[ \t]*([^\s.][^\s]{5,127})`), ok: madeValue},
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)\b(?:password|passphrase|secret|token|api[ \t]+key)[ \t]+(?:for|of|to)[ \t]+(?:the[ \t]+)?[\w.\-]{1,40}(?:[ \t]+[\w.\-]{1,40})?[ \t]*:[ \t]*["']?([^\s"']{8,256})`), ok: madeTypedSecret},
	// A licence key by its name: a made run of letters, digits and dashes.
	{kind: "license-key", group: 1, re: regexp.MustCompile(`(?i)\blicen[cs]e[ \t_\-]?key["']?[ \t]*[:=][ \t]*["']?([A-Z0-9][A-Z0-9\-]{15,128})`), ok: hasDigitAndLetter},
	// A one-time code by its name in more languages (Danish/Norwegian
	// engangskode, Swedish engångskod, Polish kod jednorazowy, Czech
	// jednorázový kód, Italian codice monouso, Spanish código de un solo
	// uso / de uso único, Turkish tek kullanımlık şifre, Dutch eenmalige
	// code, Vietnamese mã OTP, Thai รหัส OTP), possibly in brackets; a
	// SIM's PUK-Code.
	{kind: "otp", group: 1, re: regexp.MustCompile(`(?i)(?:engangskode(?:n)?|toegangscode|zugriffscode|engångskod(?:en)?|kod[ \t]+jednorazowy|jednorazowy[ \t]+kod|jednorázový[ \t]+kód|codice[ \t]+(?:monouso|usa[ \t]+e[ \t]+getta)|código[ \t]+de[ \t]+(?:un[ \t]+solo[ \t]+uso|uso[ \t]+único)|tek[ \t]+kullanımlık[ \t]+(?:şifre|kod)|eenmalige[ \t]+code|mã[ \t]+otp|รหัส[ \t]*otp|인증[ \t]?번호|puk2?[\-‐](?:code|kode|kod|koodi))[ \t]*[:：=]?[ \t]*(?:là[ \t]+|của[ \t]+bạn[ \t]+là[ \t]+|คือ[ \t]*|er[ \t]+|är[ \t]+|to[ \t]+|è[ \t]+|es[ \t]+)?["'«\[]?([0-9]{4,8})(?:[^0-9.,/\-]|$)`), ok: pinValue, okMatch: notPinCount},
	// Tezos secret keys (edsk), XRP Ed25519 seeds (sEd): documented
	// prefixes of base58 secrets.
	{kind: "private-key", re: regexp.MustCompile(`edsk[1-9A-HJ-NP-Za-km-z]{50,94}`), boundStart: true, boundEnd: true},
	{kind: "private-key", re: regexp.MustCompile(`sEd[1-9A-HJ-NP-Za-km-z]{26,28}`), boundStart: true, boundEnd: true, ok: hasDigitAndLetter},
	// "Secret key" in more languages, a label then a made value
	// (Spanish clave de acceso, Italian chiave segreta, French clé
	// secrète, German Geheimschlüssel, Russian секретный ключ, Japanese
	// 秘密鍵, Turkish gizli anahtar, Polish klucz tajny, Czech tajný klíč,
	// Swedish hemlig nyckel, Finnish salainen avain, Hungarian titkos
	// kulcs, Romanian cheie secretă, Vietnamese mật mã, Indonesian kunci
	// rahasia, Arabic المفتاح السري, Hebrew מפתח סודי, Hindi गुप्त कुंजी).
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)(?:clave[ \t]+(?:de[ \t]+acceso|secreta)|chave[ \t]+secreta|chiave[ \t]+segreta|cl[ée][ \t]+secr[èe]te|geheim(?:er[ \t]+)?schlüssel|geheime[ \t]+sleutel|hemmelig[ \t]+n[øo]gle|секретный[ \t]+ключ|秘密鍵|gizli[ \t]+anahtar|klucz[ \t]+tajny|tajný[ \t]+klíč|hemlig[ \t]+nyckel|salainen[ \t]+avain|titkos[ \t]+kulcs|cheie[ \t]+secretă|mật[ \t]+mã|kunci[ \t]+rahasia|المفتاح[ \t]+السري|מפתח[ \t]+סודי|गुप्त[ \t]+कुंजी)[ \t]*[:：=][ \t]*["'«]?([^\s"'»]{8,256})`), ok: madeTypedSecret},
	// Vault's unseal and recovery keys: "Recovery Key N: ..", the JSON
	// arrays of vault operator init, a key given to vault operator
	// unseal.
	{kind: "vault-unseal-key", group: 1, re: regexp.MustCompile(`(?i)\b(?:unseal|recovery)[ \t]+key[ \t]+\d{1,2}[ \t]*:[ \t]*([A-Za-z0-9+/]{20,}={0,2})`), ok: madeValue},
	{kind: "vault-unseal-key", scan: quotedArrayItems, re: regexp.MustCompile(`"(?:unseal|recovery)_keys(?:_b64|_hex)?"[ \t]*:[ \t]*\[`)},
	{kind: "vault-unseal-key", group: 1, re: regexp.MustCompile(`\bvault[ \t]+operator[ \t]+unseal[ \t]+(?:-\S+[ \t]+)*["']?([A-Za-z0-9+/]{20,}={0,2})`), ok: madeValue},
	// A SIM's subscriber key and operator key (Ki, OPc: 32 hex digits) in
	// an HLR/HSS subscriber record or a SIM programmer's flags; a MIFARE
	// sector key (Key A/B, 12 hex digits) that is not a published
	// default.
	{kind: "sim-key", group: 1, re: regexp.MustCompile(`(?i)(?:^|[\s,{"'])(?:ki|opc)["']?[ \t]*[:= ][ \t]*["']?([0-9a-f]{32})\b`), ok: func(v string) bool { return distinctBytes(v) >= 8 }},
	{kind: "sim-key", group: 1, re: regexp.MustCompile(`(?m)^[ \t]*k[ \t]*:[ \t]*["']?([0-9A-Fa-f]{32})\b`), ok: func(v string) bool { return distinctBytes(v) >= 8 }},
	{kind: "sim-key", group: 1, re: regexp.MustCompile(`(?:^|[ \t])(?:-k|--ki|-o|--opc)[ \t]+([0-9A-Fa-f]{32})\b`), ok: func(v string) bool { return distinctBytes(v) >= 8 }},
	{kind: "mifare-key", group: 1, re: regexp.MustCompile(`(?i)\bkey[ \t]?[ab]\b[ \t]*[:=]?[ \t]*([0-9a-f]{12})\b`), ok: notDefaultMifareKey},
	{kind: "mifare-key", group: 1, re: regexp.MustCompile(`\bhf[ \t]+mf[ \t]+\w+\b[^\n]{0,80}?[ \t]-k[ \t]+([0-9A-Fa-f]{12})\b`), ok: notDefaultMifareKey},
	// An eSIM activation code's matching ID (LPA:1$SM-DP+$ID).
	{kind: "esim-activation", group: 1, re: regexp.MustCompile(`LPA:1\$[^\s$]{3,128}\$([^\s$"']{4,64})`), ok: hasDigitAndLetter},
	// A plan's diff that shows a password's new value (~ password = "old"
	// -> "new").
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:password|passwd|secret|token)[\w\-]*"?[ \t]*[=:][ \t]*"[^"\n]*"[ \t]*->[ \t]*"([^"\n]{4,256})"`), ok: madeValue},
	// Calls that take the password as an argument (paramiko's
	// auth_password, set_password, setPassword, change_password).
	{kind: "password", scan: callArgSecrets(0), re: regexp.MustCompile(`(?:\bauth_password|\bset_?password|\bsetPassword|\bchange_?password|\bchangePassword|\bwith_password)\s*\(`)},
	// strongSwan's ipsec.secrets PSK in its base64 (0s) or hex (0x) form;
	// radtest USER PASSWORD SERVER PORT SECRET.
	{kind: "password", group: 1, re: regexp.MustCompile(`:[ \t]*PSK[ \t]+(0[sx][A-Za-z0-9+/]{8,256}={0,2})`), ok: func(v string) bool { return madeValue(v[2:]) }},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bradtest[ \t]+(?:-\S+[ \t]+)*\S+[ \t]+["']?([^\s"']{4,128})["']?[ \t]+\S+[ \t]+\d+[ \t]+\S`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bradtest[ \t]+(?:-\S+[ \t]+)*\S+[ \t]+\S+[ \t]+\S+[ \t]+\d+[ \t]+["']?([^\s"']{4,128})`), ok: madeValue},
	// Convex's deploy key (prod:NAME|KEY); Agora's app certificate.
	{kind: "deploy-key", group: 1, re: regexp.MustCompile(`\b(?:prod|preview|dev):[a-z0-9\-]{3,64}\|([A-Za-z0-9+/=_\-]{24,512})`), ok: madeValue},
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)\bapp[_\-]?certificate\b["']?[ \t]*[:=][ \t]*["']([0-9a-f]{32})["']`), ok: func(v string) bool { return distinctBytes(v) >= 8 }},
	// RAR's password flags glued to their value (-pPASS, -hpPASS), as
	// 7-Zip's are.
	{kind: "password", group: 1, re: regexp.MustCompile(`\b(?:rar|winrar|unrar)(?:\.exe)?\b[^\n]{0,120}?[ \t]-(?:hp|p)([^\s"'\-][^\s"']{3,127})`), ok: madeValue},
	// Redis's AUTH [USER] PASSWORD at the prompt; Consul's set-agent-token
	// TYPE TOKEN; keepassxc-cli add/edit -p reading a here-string.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?m)(?:^|>)[ \t]*AUTH[ \t]+(?:[^\s]{1,64}[ \t]+)?([^\s"']{4,128})[ \t]*$`), ok: madeValue},
	{kind: "acl-token", group: 1, re: regexp.MustCompile(`\bconsul[ \t]+acl[ \t]+set-agent-token[ \t]+(?:-\S+[ \t]+)*\S+[ \t]+["']?([^\s"']{8,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bkeepassxc-cli[ \t]+(?:add|edit)\b[^\n]{0,200}?<<<[ \t]*["']?([^\s"']{4,128})`), ok: madeValue},
	// Package managers' credentials in their environment forms: Bundler's
	// BUNDLE_HOST__NAME=user:pass, Deno's DENO_AUTH_TOKENS=token@host.
	{kind: "password", group: 1, re: regexp.MustCompile(`\bBUNDLE_[A-Z0-9_]*__[A-Z0-9_]+=["']?[^\s:"']{1,64}:([^\s"']{4,128})`), ok: madeValue},
	{kind: "api-token", group: 1, re: regexp.MustCompile(`\bDENO_AUTH_TOKENS=["']?([^\s@"';:]{8,256})@`), ok: madeValue},
	// A PIN by its name in Turkish (PIN kodu) and Japanese (PINコード); a
	// TOTP or 2FA seed (base32) by its name.
	{kind: "pin", group: 1, re: regexp.MustCompile(`(?i)(?:pin[ \t]+kodu|pin[ \t]?コード)[ \t]*[:：=]?[ \t]*["']?([0-9]{4,8})(?:[^0-9.,/\-]|$)`), ok: pinValue, okMatch: notPinCount},
	{kind: "totp-secret", group: 1, re: regexp.MustCompile(`(?i)\b(?:totp|2fa|mfa|otp)[ \t_\-]+(?:seed|secret|key)\b["']?[ \t]*[:=][ \t]*["']?([A-Z2-7]{16,128}={0,6})(?:[^A-Za-z0-9]|$)`), ok: hasDigitAndLetter},
}

// notDefaultMifareKey: a 12-hex-digit MIFARE key that is not one of the
// published defaults (all F, all 0, the MAD and NDEF keys).
func notDefaultMifareKey(v string) bool {
	switch strings.ToUpper(v) {
	case "FFFFFFFFFFFF", "000000000000", "A0A1A2A3A4A5", "B0B1B2B3B4B5", "D3F7D3F7D3F7", "AABBCCDDEEFF", "4D3A99C351DD", "1A982C7E459A", "714C5C886E97", "587EE5F9350F", "A0478CC39091", "533CB6C723F6", "8FD0A4F256E9":
		return false
	}
	return distinctBytes(v) >= 4
}

// quotedArrayItems: the quoted strings of a JSON array whose opening
// bracket ends at at, up to its closing bracket (reads at most 4 KB).
func quotedArrayItems(s string, at int) [][2]int {
	var out [][2]int
	end := min(len(s), at+4096)
	for i := at; i < end; i++ {
		switch s[i] {
		case ']':
			return out
		case '"':
			j := strings.IndexByte(s[i+1:end], '"')
			if j < 0 {
				return out
			}
			if v := s[i+1 : i+1+j]; len(v) >= 20 && madeValue(v) {
				out = append(out, [2]int{i + 1, i + 1 + j})
			}
			i += j + 1
		}
	}
	return out
}

package trace

import (
	"encoding/base64"
	"regexp"
	"strings"
)

// Round 77 (session 37): written ahead of fresh229-232, from the formats
// they were announced to use, before they were measured
// (TestRedactRound77).
var round77Rules = []rule{
	// A property path whose last segment is "key" under a segment that
	// names encryption or signing (app.encryption.key, encrypt.key,
	// jwt.hmac.key), and Consul's and Serf's bare encrypt = "..." (the
	// gossip key, base64 of 16 or 32 bytes): the value is key material.
	{kind: "key", group: 1, re: regexp.MustCompile(`(?i)(?:encryption|encrypt|crypto|cipher|signing|hmac|aes|jwt)[\w\-]{0,20}\.key["']?[ \t]*[:=][ \t]*["']?([A-Za-z0-9+/=_\-]{16,256})`), ok: keyMaterial76},
	{kind: "key", group: 1, re: regexp.MustCompile(`(?i)\bencrypt["']?[ \t]*[:=][ \t]*["']([A-Za-z0-9+/]{22,86}={0,2})["']`), ok: gossipKey77},
	// A Java keystore's or truststore's password under its short name
	// (Tomcat's keystorePass and truststorePass attributes, keyPass,
	// storePass in Gradle and properties): "pass" there is the password.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:key|keystore|truststore|store|trust|cert|certificate)[_\-.]?pass["']?[ \t]*(?:=>|[:=])[ \t]*["']?([^\s"'<>,;]{6,256})`), ok: madeValue},
	// Maven's encrypted form ({base64}, mvn --encrypt-password) inside a
	// credential element of settings.xml or settings-security.xml
	// (<password>, <passphrase>, <master>): decryptable with the master
	// password, so as secret as the plain one.
	{kind: "password", group: 2, re: regexp.MustCompile(`(?i)<([\w.\-]{0,40}(?:password|passphrase|master|secret|token))>\{([A-Za-z0-9+/]{16,512}={0,2})\}</`), ok: hasUpperAndLowerAndDigit76},
	// An element named for a passphrase (<passphrase> of a Maven server,
	// <gpg.passphrase> of a profile) holds it, as a password element does.
	{kind: "password", group: 2, re: regexp.MustCompile(`(?i)<([\w.:\-]{0,40}passphrase)>([^<\s]{4,256})</([\w.:\-]{1,100})>`), ok: madeValue, okMatch: sameElement77},
	// Terraform state: random_password's "result" is the generated
	// password (the provider marks it sensitive); the nearest resource
	// type before it says whose result it is.
	{kind: "password", group: 1, re: regexp.MustCompile(`"result"[ \t]*:[ \t]*"([^"\\\n]{4,512})"`), notAt: notRandomPassword77},
	// Terraform state: "sensitive_attributes" lists the attribute paths
	// of the instance the provider marked sensitive; the named
	// attribute's value in the same instance's "attributes" is secret.
	{kind: "secret", re: regexp.MustCompile(`"sensitive_attributes"[ \t]*:[ \t]*\[`), scan: sensitiveAttributes77},
	// A Terraform output marked sensitive ("value", "type": "string",
	// "sensitive": true in the state; sorted the other way by terraform
	// output -json): its value is secret whatever the output is called.
	{kind: "secret", group: 1, re: regexp.MustCompile(`"value"[ \t]*:[ \t]*"([^"\\\n]{4,512})"[ \t\r\n]{0,40},[ \t\r\n]{0,40}"type"[ \t]*:[ \t]*"string"[ \t\r\n]{0,40},[ \t\r\n]{0,40}"sensitive"[ \t]*:[ \t]*true`), ok: notPlaceholder},
	{kind: "secret", group: 1, re: regexp.MustCompile(`"sensitive"[ \t]*:[ \t]*true[ \t\r\n]{0,40},[ \t\r\n]{0,40}"type"[ \t]*:[ \t]*"string"[ \t\r\n]{0,40},[ \t\r\n]{0,40}"value"[ \t]*:[ \t]*"([^"\\\n]{4,512})"`), ok: notPlaceholder},
	// An appsettings.json section named for a signing or encryption
	// scheme (Jwt, JwtSettings, Encryption, DataProtection): its "Key"
	// member is the signing or encryption key.
	{kind: "key", group: 1, re: regexp.MustCompile(`(?i)"[\w.:\-]{0,40}(?:jwt|encryption|signing|crypto|hmac|cipher|dataprotection)[\w.:\-]{0,40}"[ \t]*:[ \t]*\{[^{}]{0,600}?"(?:key|secretkey|signingkey|issuersigningkey|symmetrickey|encryptionkey|securitykey)"[ \t]*:[ \t]*"([^"\\\s]{16,512})"`), ok: keyMaterial76},
	// The .NET Secret Manager and PowerShell's SecretManagement store
	// a value as a secret: dotnet user-secrets set NAME VALUE, Set-Secret
	// -Secret VALUE.
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)dotnet[ \t]+user-secrets[ \t]+set[ \t]+["']?[^\s"']{1,120}["']?[ \t]+["']?([^\s"']{6,512})`), ok: madeNotURL77},
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)set-secret\b[^\n|;]{0,200}?-(?:secret|securestringsecret)[ \t]+["']?([^\s"'$(][^\s"']{3,255})`), ok: madeValue},
	// A NetworkCredential built from a user and a literal: the second
	// argument is the password ([NetworkCredential]::new("u", "p"),
	// new NetworkCredential("u", "p"), New-Object ... -ArgumentList).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)networkcredential(?:\]::new[ \t]*\(|[ \t]*\(|[ \t]+-argumentlist[ \t]+\(?)[ \t]*["'][^"'\n]{0,120}["'][ \t]*,[ \t]*["']([^"'\n]{4,256})["']`), ok: notPlaceholder},
	// ConvertTo-SecureString's string, whichever switches come first
	// (-AsPlainText "V" -Force).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)convertto-securestring(?:[ \t]+-(?:asplaintext|force)(?::\$true)?){1,2}[ \t]+(?:-string[ \t]+)?["']([^"'\n]{4,256})["']`), ok: notPlaceholder},
	// A registry export's typed binary or expandable string (hex:,
	// hex(2):, hex(1):) under a value named for a credential: the bytes
	// are the credential (VNC's obfuscated password, a UTF-16 password).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?m)^[ \t]*"[A-Za-z0-9 _.\-]{0,60}(?:[Pp]ass|PASS|[Pp]assword|PASSWORD|[Pp]wd|PWD|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Pp]assphrase)"[ \t]*=[ \t]*hex(?:\([0-9a-fA-F]{1,2}\))?:((?:[0-9a-fA-F]{2},(?:\\\r?\n[ \t]{0,2})?){1,160}[0-9a-fA-F]{2})`), ok: notZeroBytes77},
	// Azure CLI key listings: a storage or service key list pairs a
	// keyName (key1, primary) with the key in "value"; a function app's
	// functionKeys/systemKeys map names to keys.
	{kind: "azure-key", group: 1, re: regexp.MustCompile(`"keyName"[ \t]*:[ \t]*"[^"\n]{1,60}"[ \t\r\n]{0,40},[ \t\r\n]{0,40}(?:"permissions"[ \t]*:[ \t]*"[^"\n]{1,20}"[ \t\r\n]{0,40},[ \t\r\n]{0,40})?"value"[ \t]*:[ \t]*"([A-Za-z0-9+/]{20,128}={0,2})"`), ok: generatedKey77},
	{kind: "azure-key", group: 1, re: regexp.MustCompile(`(?i)"(?:functionKeys|systemKeys|hostKeys)"[ \t]*:[ \t]*\{[ \t\r\n]{0,40}"[\w.\-]{1,60}"[ \t]*:[ \t]*"([A-Za-z0-9+/_\-]{20,128}={0,2})"`), ok: generatedKey77},
	// An Android string resource named for an SDK's client or app token,
	// secret or key (facebook_client_token, sdk_app_secret): its text is
	// the credential, hex included.
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)<string[ \t]+name[ \t]*=[ \t]*"[\w.]{0,40}(?:client|app|api|sdk|server|consumer)[_\-.]?(?:token|secret|key)"[ \t]*>([^<\s]{16,256})</string>`), ok: generatedKey77},
	// Gradle's buildConfigField and resValue: the field named for a
	// credential (API_KEY, CLIENT_SECRET) gets the literal after it.
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)(?:buildConfigField|resValue)[ \t]*\(?[ \t]*["'][\w.]{1,40}["'][ \t]*,[ \t]*["'][\w.]{0,60}(?:key|secret|token|password|passwd|pwd|pass)\w{0,20}["'][ \t]*,[ \t]*["'](?:\\["'])?([^"'\\\s]{6,256})`), ok: madeValue},
	// An exec-form argv array (docker inspect's "Cmd" and "Entrypoint",
	// a pod's args: [...]): the element after a flag named for a
	// credential (--requirepass, --password, --token) is its value.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)"--?[\w\-]{0,30}(?:pass|password|passwd|pwd|secret|token|requirepass|masterauth|apikey|api-key)"[ \t]*,[ \t]*"([^"\\\s]{4,256})"`), ok: madeValue},
	// WordPress's eight authentication keys and salts (AUTH_KEY,
	// SECURE_AUTH_SALT, NONCE_KEY, ...): the whole literal, whatever
	// punctuation it holds, is the secret.
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)define\([ \t]*['"](?:SECURE_)?(?:AUTH|LOGGED_IN|NONCE)_(?:KEY|SALT)['"][ \t]*,[ \t]*'([^'\n]{16,256})'`), ok: notPlaceholder},
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)define\([ \t]*['"](?:SECURE_)?(?:AUTH|LOGGED_IN|NONCE)_(?:KEY|SALT)['"][ \t]*,[ \t]*"([^"\n]{16,256})"`), ok: notPlaceholder},
	// Laravel's key form, base64: and 32 encoded bytes, under any key
	// ('key' => 'base64:...' in config/app.php): the application key.
	{kind: "key", group: 1, re: regexp.MustCompile(`(?i)key["']?[ \t]*(?:=>|[:=])[ \t]*["']?base64:([A-Za-z0-9+/]{22,88}={0,2})`), ok: generatedKey77},
	// A Redis ACL user rule (users.acl, ACL SETUSER): a token starting
	// with '>' is a cleartext password ('#' is its hash).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?im)^[ \t]*user[ \t]+[^\s>]{1,64}(?:[ \t]+[^\s>][^\s]{0,80}){0,8}[ \t]+>([^\s]{4,256})`), ok: notPlaceholder},
	// The Erlang distribution cookie (RABBITMQ_ERLANG_COOKIE, -setcookie):
	// it lets a node join the cluster and run code on it.
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)(?:erlang[_\-.]?cookie["']?[ \t]*[:=][ \t]*|-setcookie[ \t]+)["']?([A-Za-z0-9_\-.]{8,256})`), ok: erlangCookie77},
	// Mosquitto's password file hashes ($7$iterations$salt$hash,
	// PBKDF2-SHA512), kept like the crypt(3) hashes.
	{kind: "password-hash", re: regexp.MustCompile(`\$7\$\d{1,7}\$[A-Za-z0-9+/]{8,32}={0,2}\$[A-Za-z0-9+/]{40,128}={0,2}`), ok: hasDigitAndLetter},
	// SMTP AUTH LOGIN: the client's line after the server's
	// "334 UGFzc3dvcmQ6" ("Password:" in base64) is the password in base64.
	{kind: "password", group: 1, re: regexp.MustCompile(`334 UGFzc3dvcmQ6[ \t]*(?:\\r)?(?:\r?\n|\\n)[ \t]*(?:C:[ \t]*|[<>]{1,3}[ \t]*)?([A-Za-z0-9+/]{4,256}={0,2})`)},

	// Round 77, second pass.
	// A call whose first literal names a credential in camelCase
	// (setProperty("javax.net.ssl.trustStorePassword", "V"),
	// SetEnvironmentVariable("API_TOKEN", "V")): the next literal is it.
	{kind: "password", group: 1, re: regexp.MustCompile(`["'](?:[\w.\-:]{0,60}[a-z0-9])?(?:Password|Passwd|Passphrase|Secret|Token|ApiKey|PASSWORD|SECRET|TOKEN)["'][ \t]*,[ \t]*N?["']([^"'\s]{6,256})["']`), ok: strongMadeValue, notAt: pairKeyIsValue72},
	// A client's credentials setter (setCredentials("user", "V"),
	// setAuth, setLogin): the second literal is the password.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)set(?:credentials|auth|login|password)[ \t]*\([ \t]*["'][^"'\n]{0,120}["'][ \t]*,[ \t]*["']([^"'\s]{4,256})["']`), ok: madeValue},
	// Spring Cloud Config's encrypted form ({cipher}...): the config
	// server decrypts it, so it is as secret as the plain value.
	{kind: "secret", group: 1, re: regexp.MustCompile(`\{cipher\}([A-Za-z0-9+/=]{16,1000})`), ok: hasDigitAndLetter},
	// A literal piped into ConvertTo-SecureString ('V' | ConvertTo-...).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)["']([^"'\n]{4,256})["'][ \t]*\|[ \t]*ConvertTo-SecureString`), ok: notPlaceholder},
	// PowerShell's Env: drive: Set-Item Env:DB_PASSWORD -Value V.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\benv:\w{0,60}(?:password|passwd|pwd|secret|token|api_?key|credential)\w{0,20}["']?[ \t]+-value[ \t]+["']?([^\s"']{4,256})`), ok: madeValue},
	// reg query's output of a binary or expandable value named for a
	// credential (Password REG_BINARY 4B78...).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?im)^[ \t]*\w{0,60}(?:pass|password|pwd|secret|token|passphrase)\w{0,20}[ \t]+REG_(?:BINARY|EXPAND_SZ|MULTI_SZ)[ \t]+([^\s]{4,1000})`), ok: notZeroBytes77},
	// An app settings listing (az webapp config appsettings list): a
	// "name" naming a credential and, in the same object, its "value".
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)"name"[ \t]*:[ \t]*"[\w.:\-]{0,80}(?:password|passwd|secret|token|credentials?|api[_\-.]?key|private[_\-.]?key|access[_\-.]?key|passphrase)"[ \t]*,[^{}\[\]"]{0,40}(?:"[\w]{1,40}"[ \t]*:[ \t]*(?:true|false|null|\d{1,10}|"[^"\n]{0,80}")[ \t]*,[ \t\r\n]{0,40}){1,3}"value"[ \t]*:[ \t]*"([^"\\\s]{4,512})"`), ok: madeValue},
	// A key listing's primary/secondary members holding an account key
	// (az batch account keys list).
	{kind: "azure-key", group: 1, re: regexp.MustCompile(`"(?:primary|secondary)"[ \t]*:[ \t]*"([A-Za-z0-9+/]{40,128}={0,2})"`), ok: accountKeyValue76},
	// An az command whose --query selects a credential field, with -o
	// tsv: the next line is the credential.
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)\baz[ \t][^\n]{0,300}?--query[ \t]+["']?[\w.\[\]\-]{0,100}(?:password|secret|key|token|connectionstring)[\w\[\]]{0,20}["']?[^\n]{0,100}\r?\n([^\s]{8,512})`), ok: madeNotURL77},
	// PHP's define() with a credential name and a double-quoted value
	// (which may hold an apostrophe), or a single-quoted one holding '"'.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)define[ \t]*\([ \t]*['"]\w*(?:PASSWORD|PASS|SECRET|KEY|TOKEN|SALT)\w*['"][ \t]*,[ \t]*"([^"\n]{4,256})"`), ok: notPlaceholder, okMatch: notCacheKeyName77},
	// A PHP array named for encryption ('crypt' => ['key' => V], Magento's
	// env.php): its 'key' member is the key.
	{kind: "key", group: 1, re: regexp.MustCompile(`(?i)['"](?:crypt|encryption|crypto|cipher|signing|jwt|hmac)['"][ \t]*=>[ \t]*(?:\[|array\()[^\[\]()]{0,400}?['"]key['"][ \t]*=>[ \t]*['"]([^'"\s]{16,512})['"]`), ok: keyMaterial76},
	// pgbouncer's auth_file: a line of two quoted strings, user and
	// password (or its SCRAM/md5 verifier).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?m)^"[\w.@\-]{1,64}"[ \t]+"([^"\n]{8,512})"[ \t]*$`), ok: pgbouncerSecret77},
	// The environment variable redis-cli reads its password from, and
	// redis.conf's password directives in assignment form.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b(?:rediscli_auth|masterauth|requirepass)[ \t]*[=:][ \t]*["']?([^\s"']{4,256})`), ok: madeValue},
	// Tasmota's console commands that set a password (Password1/2 for
	// Wi-Fi, WebPassword, MqttPassword).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b(?:Password[12]|WebPassword|MqttPassword)[ \t]+([^\s;]{4,64})`), ok: strongMadeValue},
	// SASL PLAIN or LOGIN sent after the server's continuation (IMAP's
	// "+", SMTP's "334 "), and XOAUTH2/OAUTHBEARER initial responses
	// (base64 of user=...^Aauth=Bearer token).
	{kind: "sasl-plain", group: 1, re: regexp.MustCompile(`(?i)\bauth(?:enticate)?[ \t]+plain[ \t]*(?:\r?\n|\\r\\n|\\n)(?:[SC]:[ \t]*)?(?:\+|334)[ \t]*(?:\r?\n|\\r\\n|\\n)(?:C:[ \t]*)?([A-Za-z0-9+/]{8,512}={0,2})`), ok: saslPlain},
	{kind: "token", group: 1, re: regexp.MustCompile(`(?i)\bauth(?:enticate)?[ \t]+(?:xoauth2|oauthbearer)[ \t]+([A-Za-z0-9+/]{20,1000}={0,2})`)},
	// sendEmail's -xp (SMTP password), and registry tokens given to a
	// package manager positionally (composer config gitlab-token.HOST V,
	// cargo login V).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bsendemail\b[^\n]{0,300}?[ \t]-xp[ \t]+["']?([^\s"']{4,256})`), ok: notPlaceholder},
	{kind: "token", group: 1, re: regexp.MustCompile(`(?i)\bcomposer[ \t]+config[ \t]+(?:(?:--global|-g)[ \t]+)?(?:gitlab-token|github-oauth|gitlab-oauth|bitbucket-oauth|bearer)\.[\w.\-]{1,100}[ \t]+([^\s]{8,256})`), ok: madeValue},
	{kind: "token", group: 1, re: regexp.MustCompile(`(?i)\bcargo[ \t]+login[ \t]+(?:--registry[ \t=]+[\w\-]{1,60}[ \t]+)?([A-Za-z0-9_]{16,128})\b`), ok: madeValue},
	// Oracle tools' user/"password"@connect with the password quoted.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b(?:sqlplus|expdp|impdp|rman|exp|imp|sqlldr|dgmgrl|connect)\b[^\n]{0,100}?[ \t](?:target[ \t]+)?[\w$#]{1,30}/"([^"\n]{4,128})"@`), ok: notPlaceholder},
	// T-SQL's national-character literal after PASSWORD = (N'V').
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bpassword[ \t]*=[ \t]*N'([^'\n]{4,256})'`), ok: notPlaceholder},

	// Round 77, third pass.
	// redis-cli's -a in an exec-form argv array (a healthcheck's Test,
	// a container's command): the next element is the password.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)"redis-cli"(?:[ \t]*,[ \t]*"[^"\n]{0,100}"){0,8}[ \t]*,[ \t]*"-a"[ \t]*,[ \t]*"([^"\\\s]{4,256})"`), ok: madeValue},
	// A YAML block list of arguments: the item after a flag named for a
	// credential (- --api-token / - V) is its value.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:^|\n)[ \t]*-[ \t]+["']?--?[\w\-]{0,30}(?:pass|password|passwd|pwd|secret|token|requirepass|apikey|api-key)["']?[ \t]*\r?\n[ \t]*-[ \t]+["']?([^\s"']{4,256})`), ok: madeValue},
	// A fallback literal after an environment or property lookup of a
	// credential (getenv("KS_PASS") ?: "V", process.env.DB_PASSWORD ||
	// "V"): the literal is the credential used when the variable is unset.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:getenv|env|getProperty|findProperty)[ \t]*\([ \t]*["'][\w.\-]{0,60}(?:pass|password|passwd|pwd|secret|token|api_?key)\w{0,20}["'][ \t]*\)[ \t]*(?:\?:|\|\||\?\?|or)[ \t]*["']([^"'\s]{4,256})["']`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)process\.env\.\w{0,60}(?:pass|password|passwd|pwd|secret|token|api_?key)\w{0,20}[ \t]*(?:\|\||\?\?)[ \t]*["']([^"'\s]{4,256})["']`), ok: madeValue},
	// MySQL Shell's user:password@host without a scheme.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bmysqlsh\b[^\n]{0,100}?[ \t](?:--uri[ =])?["']?[\w.\-]{1,64}:([^@\s"']{4,128})@[\w.\-]{1,253}`), ok: notPlaceholder},
	// Redis MIGRATE's AUTH password (and AUTH2 user password).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bmigrate\b[^\n]{0,200}?[ \t]auth[ \t]+([^\s]{4,256})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bmigrate\b[^\n]{0,200}?[ \t]auth2[ \t]+[^\s]{1,64}[ \t]+([^\s]{4,256})`), ok: madeValue},
	// A mosquitto bridge's pre-shared key.
	{kind: "key", group: 1, re: regexp.MustCompile(`(?im)^[ \t]*bridge_psk[ \t]+([0-9a-f]{8,256})\b`)},
}

// gossipKey77: valid base64 of 16 bytes or more (Consul writes 32) with
// both cases and a digit.
func gossipKey77(v string) bool {
	b, err := base64.RawStdEncoding.DecodeString(strings.TrimRight(v, "="))
	return err == nil && len(b) >= 16 && hasUpperAndLower(v) && hasDigit(v)
}

// sameElement77: the element closes with its own name.
var passphraseElement77 = regexp.MustCompile(`(?i)<([\w.:\-]{0,40}passphrase)>[^<\s]{4,256}</([\w.:\-]{1,100})>`)

func sameElement77(m string) bool {
	sm := passphraseElement77.FindStringSubmatch(m)
	return sm != nil && sm[1] == sm[2]
}

// notRandomPassword77: the nearest "type" before the value (within 4
// KiB) names another resource than random_password.
func notRandomPassword77(orig string, start, _ int) bool {
	w := orig[max(0, start-4096):start]
	for {
		i := strings.LastIndex(w, `"type"`)
		if i < 0 {
			return true
		}
		rest := strings.TrimLeft(w[i+6:], " \t\r\n")
		if strings.HasPrefix(rest, ":") {
			rest = strings.TrimLeft(rest[1:], " \t\r\n")
			if strings.HasPrefix(rest, `"`) {
				t := rest[1:]
				if j := strings.IndexByte(t, '"'); j >= 0 {
					t = t[:j]
				}
				if t != "get_attr" && t != "index" {
					return t != "random_password"
				}
			}
		}
		w = w[:i]
	}
}

// sensitiveAttributes77 reads the attribute names a "sensitive_attributes"
// list starts its paths with ({"type":"get_attr","value":"NAME"}, within
// 2 KiB after at) and returns the string values of those names in the
// instance's "attributes" object before it (within 8 KiB).
func sensitiveAttributes77(orig string, at int) [][2]int {
	list := orig[at:min(len(orig), at+2048)]
	depth := 1
	for i := 0; i < len(list); i++ {
		switch list[i] {
		case '[':
			depth++
		case ']':
			depth--
		}
		if depth == 0 {
			list = list[:i]
			break
		}
	}
	var names []string
	for _, m := range getAttrName77.FindAllStringSubmatch(list, 16) {
		names = append(names, m[1])
	}
	if len(names) == 0 {
		return nil
	}
	lo := max(0, at-8192)
	before := orig[lo:at]
	a := strings.LastIndex(before, `"attributes"`)
	if a < 0 {
		return nil
	}
	lo += a
	body := orig[lo:at]
	var out [][2]int
	for _, n := range names {
		key := `"` + n + `"`
		for from := 0; ; {
			k := strings.Index(body[from:], key)
			if k < 0 {
				break
			}
			i := from + k + len(key)
			from = i
			i = skipJSONSpace77(body, i)
			if i >= len(body) || body[i] != ':' {
				continue
			}
			i = skipJSONSpace77(body, i+1)
			if i >= len(body) || body[i] != '"' {
				continue
			}
			vs := i + 1
			ve := vs
			for ve < len(body) && ve-vs < 4096 && body[ve] != '"' && body[ve] != '\n' {
				if body[ve] == '\\' {
					ve++
				}
				ve++
			}
			if ve >= len(body) || body[ve] != '"' {
				continue
			}
			if v := body[vs:ve]; len(v) >= 4 && notPlaceholder(v) {
				out = append(out, [2]int{lo + vs, lo + ve})
			}
		}
	}
	return out
}

var getAttrName77 = regexp.MustCompile(`"type"[ \t\r\n]{0,40}:[ \t\r\n]{0,40}"get_attr"[ \t\r\n]{0,40},[ \t\r\n]{0,40}"value"[ \t\r\n]{0,40}:[ \t\r\n]{0,40}"([\w\-]{1,100})"`)

func skipJSONSpace77(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n') {
		i++
	}
	return i
}

// notZeroBytes77: a byte list that is not all zeros (an empty or
// cleared value).
func notZeroBytes77(v string) bool {
	return strings.Trim(v, "0,\\\r\n \t") != ""
}

// generatedKey77: 20 or more characters with a digit and a letter and
// either both cases or 32+ hex digits; not a placeholder.
func generatedKey77(v string) bool {
	if !notPlaceholder(v) || !hasDigitAndLetter(v) {
		return false
	}
	t := strings.TrimRight(v, "=")
	return hasUpperAndLower(t) || len(t) >= 32 && allHex(t)
}

// erlangCookie77: a cookie is a run of letters (Erlang writes twenty
// upper-case ones) or a made value, not a lower-case word or a path.
func erlangCookie77(v string) bool {
	if !notPlaceholder(v) || strings.ContainsAny(v, "/.") {
		return false
	}
	return strings.ToUpper(v) == v && len(v) >= 16 || strongMadeValue(v)
}

// cliSwitch77 (round 77): a value that is a command-line switch
// (-AsPlainText, -Force): a dash and letters only.
func cliSwitch77(v string) bool {
	if len(v) < 2 || v[0] != '-' {
		return false
	}
	for i := 1; i < len(v); i++ {
		if !isAlpha(v[i]) && v[i] != '-' {
			return false
		}
	}
	return true
}

// notValue77 (round 77): an unquoted value that is a registry type tag
// with no bytes after it ("Password"=hex:), or a relative path
// (--from-file=password=./pw.txt names the file holding the password).
func notValue77(v string) bool {
	l := asciiLower(v)
	if strings.HasPrefix(l, "hex") && strings.HasSuffix(l, ":") && len(l) <= 8 {
		return true
	}
	return (strings.HasPrefix(v, "./") || strings.HasPrefix(v, "../")) && len(v) > 3
}

// cacheKeyName77 (round 77): a define()'s name that names a cache key
// or its salt (WP_CACHE_KEY_SALT prefixes cache entries), not a secret.
func cacheKeyName77(m string) bool {
	return strings.Contains(asciiLower(m), "cache_key")
}

// notCacheKeyName77: see cacheKeyName77.
func notCacheKeyName77(m string) bool { return !cacheKeyName77(m) }

// madeNotSwitch77: a made value that is not a command-line switch
// ("$env:SVC_PASSWORD -AsPlainText": the switch follows the variable).
func madeNotSwitch77(v string) bool { return strongMadeValue(v) && !cliSwitch77(v) }

// saslMechanism77: a SASL mechanism's name (AUTH CRAM-MD5 starts a
// challenge, it sends no password).
func saslMechanism77(w string) bool {
	switch strings.ToUpper(w) {
	case "PLAIN", "LOGIN", "CRAM-MD5", "DIGEST-MD5", "XOAUTH2", "OAUTHBEARER", "SCRAM-SHA-1", "SCRAM-SHA-256", "SCRAM-SHA-512", "GSSAPI", "NTLM", "EXTERNAL", "ANONYMOUS":
		return true
	}
	return false
}

// pgbouncerSecret77: a made password (both cases and a digit) or a
// SCRAM/md5 verifier, not a path or a version.
func pgbouncerSecret77(v string) bool {
	if strings.HasPrefix(v, "SCRAM-SHA-256$") || strings.HasPrefix(v, "md5") && len(v) == 35 && allHex(v[3:]) {
		return true
	}
	return notPlaceholder(v) && !strings.ContainsAny(v, "/ ") && hasUpperAndLower(v) && hasDigit(v)
}

// madeNotURL77: a made value (letters and digits, or long mixed case)
// that is not a URL or an absolute path: a setting's address is no
// secret.
func madeNotURL77(v string) bool {
	return strongMadeValue(v) && !strings.Contains(v, "://") && v[0] != '/'
}

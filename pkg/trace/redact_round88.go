package trace

import (
	"regexp"
	"strings"
)

// Round 88 (issue 15), written ahead of the next blind sets
// (TestRedactRound88), each leak fixed as its format:
//
//   - an Azure AD (Entra ID) client secret wherever it stands (three
//     characters, a digit, Q~, thirty-odd more: the portal's table of
//     secrets copied into a ticket);
//   - a secret given as an XML name/value element pair (a servlet's
//     <param-name>client_secret</param-name><param-value>V, Hadoop's
//     <name>...secret.key</name><value>V);
//   - npm, pnpm or yarn config set ...:_authToken / _auth / _password V
//     (space-separated, not key=value);
//   - Nexus Repository's npm bearer token (NpmToken.UUID) wherever it
//     stands;
//   - Yarn Berry's npmAuthIdent ("user:password", or its base64);
//   - a New Relic license or ingest key (its NRAL suffix);
//   - Zigbee2MQTT's network_key as its array of sixteen bytes;
//   - a Philips Hue (or deCONZ) bridge's application key in a REST path
//     (/api/KEY/lights);
//   - a LINE SDK constructor given the channel secret or access token
//     (WebhookHandler('V'), WebhookParser, LineBotApi);
//   - a Telegram bot token whose secret half runs 33 to 36 characters
//     (the Bot API's own documented example has 34), and Apprise's
//     discord:// and slack:// notification URLs;
//   - the X-Gotify-Key and X-ClickHouse-Key headers;
//   - a credentials phrase (Zugangsdaten, credentials, identifiants ...)
//     before "user / password";
//   - Vietnamese mk (mật khẩu's abbreviation) before its value;
//   - a vendor's secret noun (signing secret, client secret, license
//     key, agent token ...) with up to three words between it and its
//     colon ("signing secret của Slack: V"), unless a word between names
//     something else (id, name, url, expiry ...);
//   - SonarQube's sonar.login / sonar.token / sonar.password (a
//     scanner's -D, its properties file);
//   - Codecov's uploader -t / --token;
//   - a Splunk On-Call (VictorOps) REST endpoint's key in its path;
//   - a value a Terraform state or plan marks sensitive ("value": V
//     beside "sensitive": true);
//   - consul keyring -install / -use / -remove (the gossip key);
//   - an API key named in another language (API 키, API-Schlüssel,
//     clave de API, مفتاح API) whose value is 32 to 64 hex digits (the
//     key-lead scan asks mixed case).
var round88Rules = []rule{
	{kind: "azure-client-secret", re: regexp.MustCompile(`[A-Za-z0-9_.\-]{3}[0-9]Q~[A-Za-z0-9_~.\-]{30,36}`), boundStart: true, boundEnd: true, ok: hasUpperAndLower},
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)<(?:param-name|name|key|env-entry-name)>[ \t]*[\w.\-:]{0,80}?(?:secret|password|passwd|token|api[_.\-]?key|access[_.\-]?key|private[_.\-]?key)[\w.\-:]{0,40}[ \t]*</(?:param-name|name|key|env-entry-name)>\s{0,40}<(?:param-value|value|env-entry-value)>[ \t]*([^<\s]{4,256})[ \t]*</`), ok: func(v string) bool { return cred87(v) && madeValue(v) }},
	{kind: "token", group: 1, re: regexp.MustCompile(`\b(?:npm|pnpm|yarn)[ \t]+config[ \t]+set[ \t]+["']?(?:[^\s"']*:)?_(?:authToken|auth|password)["']?[ \t]+["']?([^\s"']{8,512})`), ok: func(v string) bool { return v[0] != '$' && v[0] != '%' && !isPlaceholder(v) && hasDigitAndLetter(v) }},
	{kind: "nexus-npm-token", re: regexp.MustCompile(`NpmToken\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`), boundStart: true, boundEnd: true},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bnpmAuthIdent["']?[ \t]*:[ \t]*["']?(?:[^\s:"']{1,64}:)?([^\s:"']{6,256})`), ok: madeValue},
	{kind: "newrelic-key", re: regexp.MustCompile(`[0-9A-Za-z]{26,40}NRAL`), boundStart: true, boundEnd: true, ok: hasDigitAndLetter},
	{kind: "zigbee-network-key", group: 1, re: regexp.MustCompile(`network_key["']?[ \t]*:[ \t]*\[[ \t]*((?:(?:0x)?[0-9A-Fa-f]{1,3}[ \t]*,[ \t]*){15}(?:0x)?[0-9A-Fa-f]{1,3})[ \t]*\]`), ok: manyBytes88},
	{kind: "key", group: 1, re: regexp.MustCompile(`/api/([A-Za-z0-9\-]{10,48})/(?:lights|groups|config|sensors|scenes|schedules|rules|resourcelinks|capabilities)\b`), ok: func(v string) bool { return hasDigitAndLetter(v) && distinctBytes(v) >= 6 && notPlaceholder(v) }},
	{kind: "secret", group: 1, re: regexp.MustCompile(`\b(?:WebhookHandler|WebhookParser|LineBotApi|SignatureValidator)\([ \t]*(?:(?:channel_secret|channel_access_token)[ \t]*=[ \t]*)?["']([^"'\s]{16,256})["']`), ok: madeValue},
	{kind: "telegram-token", group: 1, re: regexp.MustCompile(`(\d{8,10}:AA[A-Za-z0-9_\-]{31,34})`), boundStart: true, boundEnd: true, ok: func(v string) bool { return hasUpperAndLower(v[strings.IndexByte(v, ':'):]) }},
	{kind: "webhook-token", group: 1, re: regexp.MustCompile(`\bdiscord://(?:[^\s/@]{1,64}@)?\d{17,20}/([A-Za-z0-9_\-]{50,90})`), ok: hasDigitAndLetter},
	{kind: "webhook-token", group: 1, re: regexp.MustCompile(`\bslack://(?:[^\s/@]{1,64}@)?T[A-Z0-9]{6,12}/B[A-Z0-9]{6,12}/([A-Za-z0-9]{20,32})`), ok: hasDigitAndLetter},
	{kind: "api-key", group: 1, re: regexp.MustCompile(`(?i)(?:x-gotify-key|x-clickhouse-key)(?:\\?["'])?[ \t]{0,8}[:=][ \t]{0,8}(?:\\?["'])?([A-Za-z0-9_\-.+/]{8,256}={0,2})`), boundStart: true, ok: func(v string) bool { return madeValue(v) }},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:^|[^\pL\pN])(?:zugangsdaten|anmeldedaten|logindaten|credentials|creds|login|credenciales|credenciais|identifiants|credenziali|inloggegevens|dane logowania|giriş bilgileri|kimlik bilgileri|thông tin đăng nhập|tài khoản|認証情報|ログイン情報|로그인 정보|계정 정보)(?:[ \t]+[^\s:：]{1,24}){0,3}[ \t]*[:：][ \t]*[\w.@\-]{1,64}[ \t]+/[ \t]+([^\s/]{6,128})(?:$|[\s,;)])`), ok: func(v string) bool { return madeValue(strings.TrimRight(v, ".")) }},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?:^|[\s(\[])(?:mk|MK|Mk)(?:[ \t]+[\pL\pN\-]{1,24}){0,3}[ \t]*[:：][ \t]*([^\s"']{6,64})`), ok: strongMadeValue},
	{kind: "secret", group: 2, re: regexp.MustCompile(`(?i)\b(?:signing|client|webhook|app|shared|api|bot|agent|license|licence|integration|routing|service)[ \t_\-]?(?:secret|key|token)((?:[ \t]+[\pL\pM\pN'’.\-()]{1,24}){1,3})[ \t]*[:：=][ \t]*["'「]?([A-Za-z0-9_\-.+/=~]{16,256})`), okMatch: secretNounWords88, ok: func(v string) bool { return hasDigitAndLetter(v) && distinctBytes(v) >= 8 && notPlaceholder(v) }},
	{kind: "api-key", group: 1, re: regexp.MustCompile(`(?i)(?:(?:` + apiKeyWords88 + `)(?:[ \t]+(?:de|del|da|do|di|der|des|für))?[ \t\-]+API|API[ \t\-]*(?:` + apiKeyWords88 + `))[ \t]*[:：=][ \t]*["'「]?([0-9a-fA-F]{32,64})(?:$|[^0-9A-Za-z])`), ok: func(v string) bool { return hasDigitAndLetter(v) && distinctBytes(v) >= 10 }},
	{kind: "token", group: 1, re: regexp.MustCompile(`(?:^|[^A-Za-z0-9_.]|\bD)sonar\.(?:login|token|password)["']?[ \t]*[=:][ \t]*["']?([^\s"']{8,256})`), ok: func(v string) bool { return cred87(v) && hasDigitAndLetter(v) }},
	{kind: "token", group: 1, re: regexp.MustCompile(`(?i)\bcodecov\b[^\n|;]{0,200}?[ \t](?:-t|--token)(?:=|[ \t]+)["']?([^\s"'\-$][^\s"']{7,127})`), ok: func(v string) bool { return cred87(v) && hasDigitAndLetter(v) }},
	{kind: "api-key", group: 1, re: regexp.MustCompile(`/integrations/generic/\d{8}/alert/([0-9A-Fa-f\-]{20,64})`), ok: hasDigitAndLetter},
	{kind: "secret", group: 1, re: regexp.MustCompile(`"value"[ \t]*:[ \t]*"([^"\s]{6,256})"[^{}\n]{0,80}"sensitive"[ \t]*:[ \t]*true`), ok: madeValue},
	{kind: "secret", group: 1, re: regexp.MustCompile(`"sensitive"[ \t]*:[ \t]*true[^{}\n]{0,80}"value"[ \t]*:[ \t]*"([^"\s]{6,256})"`), ok: madeValue},
	{kind: "key", group: 1, re: regexp.MustCompile(`\bconsul[ \t]+keyring\b[^\n|;]{0,100}?[ \t]-(?:install|use|remove)(?:=|[ \t]+)["']?([A-Za-z0-9+/]{22,86}={0,2})`), ok: hasDigitAndLetter},
}

// apiKeyWords88: the word for key beside "API" in the languages the
// blind sets write (keyLeadWords' most common; the whole lexicon made
// the pattern slow).
const apiKeyWords88 = `키|schlüssel|clave|chave|clé|chiave|sleutel|nyckel|nøgle|nøkkel|klucz|klíč|kulcs|cheie|anahtar\pL*|khóa|kunci|ключ|ключа|κλειδί|キー|密钥|密鑰|मुख्य|कुंजी|مفتاح|کلید|מפתח`

// manyBytes88: sixteen byte values, not a run of one value, nor the
// documentation's example.
func manyBytes88(v string) bool {
	seen := map[string]bool{}
	var b strings.Builder
	for _, f := range strings.Split(v, ",") {
		seen[strings.TrimSpace(f)] = true
		b.WriteString(strings.TrimSpace(f) + ",")
	}
	// Zigbee2MQTT's documented example key is not a network's key.
	return len(seen) >= 6 && b.String() != "1,3,5,7,9,11,13,15,0,2,4,6,8,10,12,13,"
}

// secretNounWords88: the words between a secret's noun and its colon do
// not name something other than the secret (its id, name, URL, expiry,
// hash or fingerprint).
func secretNounWords88(m string) bool {
	l := strings.ToLower(m)
	if !notPublicKeyPhrase(l) {
		return false
	}
	i := strings.IndexAny(l, ":：=")
	if i < 0 {
		return false
	}
	for _, w := range strings.FieldsFunc(l[:i], func(r rune) bool {
		return r == ' ' || r == '\t' || r == '(' || r == ')' || r == '-' || r == '_' || r == '.'
	}) {
		switch w {
		case "id", "ids", "name", "names", "url", "uri", "endpoint", "type", "path", "file", "expires", "expiry", "expiration", "created", "hash", "sha", "sha256", "fingerprint", "version", "length", "prefix", "format", "region", "label", "count", "ref", "reference", "header", "env", "variable", "hint", "last", "suffix", "owner", "scope", "scopes", "status", "rotation", "rotated", "policy", "stored", "saved", "location", "at", "under", "see", "in":
			return false
		}
	}
	return true
}

// settingPathKey88: after fresh261's measurement (s261-105, a Godot
// export_credentials.cfg line `keystore/release_password="V"`). A key
// whose name is a path of settings ("keystore/release_password",
// "android/keystore.password") is a setting, not a resource name, when
// the path opens its line (after blanks) and an "=" follows the key (an
// optional quote and blanks between). A resource name
// ("projects/p/secrets/db-password", "arn:...:secret:name") sits inside
// a line or a URL and takes no "=".
func settingPathKey88(s string, keyStart, kwEnd int) bool {
	if s[keyStart-1] != '/' {
		return false
	}
	// A settings key is short: the scans stop after maxSettingPath bytes,
	// so a long run of path bytes costs linear time over all candidates.
	ls := keyStart - 1
	for ls > 0 && (isKeyByte(s[ls-1]) || s[ls-1] == '/') {
		if keyStart-ls > maxSettingPath {
			return false
		}
		ls--
	}
	for j := ls; j > 0 && s[j-1] != '\n'; j-- {
		if s[j-1] != ' ' && s[j-1] != '\t' {
			return false
		}
	}
	if s[ls] == '/' || strings.Contains(s[ls:keyStart], "//") {
		return false
	}
	j := kwEnd
	for j < len(s) && (isKeyByte(s[j]) || s[j] == '"' || s[j] == ' ' || s[j] == '\t') {
		if j-kwEnd > maxSettingPath {
			return false
		}
		if s[j] == '"' {
			j++
			break
		}
		j++
	}
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	return j < len(s) && s[j] == '='
}

// maxSettingPath bounds the bytes settingPathKey88 reads on each side of
// the key word.
const maxSettingPath = 256

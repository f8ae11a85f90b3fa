package trace

import (
	"regexp"
	"strings"
)

// Round 87 (issue 15), written ahead of the next blind sets
// (TestRedactRound87), each leak fixed as its format:
//
//   - fastlane match's git_basic_authorization / git_bearer_authorization
//     (flag, Matchfile call, MATCH_GIT_* variable): base64 of user:token;
//   - an environment variable set by subscript inside a notebook's JSON,
//     where the quotes are escaped (os.environ[\"X_API_KEY\"] = \"V\");
//   - a client library's login call with a bare key= or token= argument
//     (wandb.login(key="..."));
//   - RCON clients' password flag (mcrcon -p, rcon-cli --password);
//   - a Cisco password of type 7 (hex) on any line (neighbor ...
//     password 7 ...; a key of type 7 stays round 67's look-alike), and
//     a password, key or secret of type 0 (plain);
//   - anaconda-client's global -t/--token;
//   - a stream key named in words (stream key của kênh: V, ストリーム
//     キー：V, 스트림 키: V, clave de transmisión: V), and Japanese API
//     keys and tokens in katakana (APIキー：V, アクセストークン：V);
//   - Korean 암호 ("password", not 암호화 "encryption") before its value;
//   - the Subsonic API's p= (password) and t= (salted hash) in /rest/
//     URLs;
//   - -key NAME -value V where NAME names a secret (duplicacy set);
//   - b2 authorize-account / account authorize KEYID KEY;
//   - condor_store_cred's -p;
//   - the local client's line of a Deluge auth file
//     (localclient:password:level); a user's own line is left to the
//     key=value scan (user:password:level has no literal to find).
//
// And two look-alikes the key=value scan took: a GnuPG key id or
// fingerprint after --encrypt-key, --sign-key, --default-key or
// user.signingkey (gpgKeyID87), and a value that is a subscript
// expression (keystoreProperties['keyPassword'], subscriptRef87).
var round87Rules = []rule{
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:^|[^a-z0-9])git_(?:basic|bearer)_authorization["']?(?:[ \t]*[=:(][ \t]*|[ \t]+)["']?([A-Za-z0-9+/=_\-.]{16,512})`), ok: func(v string) bool { return hasDigitAndLetter(v) && notPlaceholder(v) }},
	{kind: "secret", group: 2, re: regexp.MustCompile(`environ\[\\["']([A-Za-z0-9_]{1,64})\\["']\][ \t]*=[ \t]*\\["']([^"'\\\s]{8,256})\\["']`), okMatch: secretEnvName87, ok: madeValue},
	{kind: "api-key", group: 1, re: regexp.MustCompile(`\.login\([^()\n]{0,80}?\b(?:key|token|api_key|api_token|password)[ \t]*=[ \t]*["']([^"'\s]{16,256})["']`), ok: func(v string) bool { return hasDigitAndLetter(v) && notPlaceholder(v) }},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i:\b(?:mcrcon|rcon-cli|gorcon|rcon))\b[^\n|;]{0,200}?[ \t](?:-p|--password|--pass)(?:=|[ \t]+)["']?([^\s"']{4,128})`), ok: func(v string) bool { return cred87(v) && hasLetter87(v) }},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?:^|[ \t])password[ \t]+7[ \t]+([0-9A-Fa-f]{4,128})\b`), ok: ciscoType7},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?:^|[ \t])(?:password|key|secret)[ \t]+0[ \t]+([^\s"']{4,128})`), ok: madeValue},
	{kind: "token", group: 1, re: regexp.MustCompile(`\banaconda\b[^\n|;]{0,100}?[ \t](?:-t|--token)(?:=|[ \t]+)["']?([^\s"'\-][^\s"']{7,127})`), ok: func(v string) bool { return cred87(v) && hasDigitAndLetter(v) }},
	{kind: "stream-key", group: 1, re: regexp.MustCompile(`(?i)(?:stream[ \t_\-]?key|ストリーム[ \t]?キー|스트림[ \t]?키|串流金鑰|串流密钥|推流码|推流密钥|clave[ \t]+de[ \t]+transmisi[oó]n|chave[ \t]+de[ \t]+transmiss[aã]o|stream-?schl[uü]ssel|cl[eé][ \t]+de[ \t]+(?:stream|diffusion))(?:[ \t]+\pL{1,16}){0,3}(?:[ \t]*[:：=][ \t]*|[ \t]+(?:is|was|es|ist|est|là|é)[ \t]+)["'「]?([A-Za-z0-9_\-]{12,128})`), ok: func(v string) bool { return hasDigitAndLetter(v) && notPlaceholder(v) }},
	{kind: "api-key", group: 1, re: regexp.MustCompile(`(?:(?:API|アクセス|シークレット|秘密|認証)[ \t]?キー|(?:API|アクセス|リフレッシュ|認証|Bot|ボット)?[ \t]?トークン|シークレット)(?:[ \t]*(?:は|:|：)[ \t]*|[ \t]+)["'「]?([A-Za-z0-9_\-.+/=]{12,256})`), ok: func(v string) bool { return hasDigitAndLetter(v) && notPlaceholder(v) }},
	{kind: "password", group: 1, re: regexp.MustCompile(`암호(?:는|가|은)?(?:[ \t]*[:：][ \t]*|[ \t]+)["'「]?([A-Za-z0-9!#$%&*+\-=?@^_~.]{6,64})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`/rest/\w{1,40}(?:\.view)?\?(?:[^\s"'#?]{0,200}&)?[pt]=([^&\s"'#]{4,128})`), ok: notPlaceholder},
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)(?:^|[ \t])--?key[ \t]+["']?[\w.\-]{0,40}(?:pass|secret|key|token|pwd)[\w.\-]{0,40}["']?[ \t]+--?value(?:=|[ \t]+)["']?([^\s"']{4,256})`), ok: cred87},
	{kind: "key", group: 1, re: regexp.MustCompile(`\bb2(?:\.exe)?[ \t]+(?:account[ \t]+authorize|authorize[_\-]account)[ \t]+["']?[0-9a-fA-F]{12,40}["']?[ \t]+["']?([A-Za-z0-9+/]{20,64})`), ok: hasDigitAndLetter},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bcondor_store_cred\b[^\n|;]{0,200}?[ \t]-p[ \t]+["']?([^\s"']{4,128})`), ok: cred87},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?m)^[ \t]*localclient:([^\s:]{8,128}):(?:10|[0-9])[ \t]*$`), ok: func(v string) bool { return strongMadeValue(v) && hasDigitAndLetter(v) }},
}

// secretEnvName87: the variable's name names a secret.
func secretEnvName87(m string) bool {
	i := strings.Index(m, "[")
	j := strings.Index(m, "]")
	if i < 0 || j < i {
		return false
	}
	n := asciiLower(m[i:j])
	for _, w := range [...]string{"key", "token", "secret", "pass", "pwd", "auth", "credential"} {
		if strings.Contains(n, w) {
			return true
		}
	}
	return false
}

// cred87: a value given to a password flag, not a variable or a
// placeholder.
func cred87(v string) bool {
	return len(v) >= 4 && v[0] != '$' && v[0] != '%' && notPlaceholder(v)
}

// ciscoType7: Cisco's type 7 encoding: an even number of hex digits, the
// first two a decimal salt index.
// Round 94 (s285-067): 16 or more hex digits with a digit and a letter
// are as plainly the password whatever the first two are.
func ciscoType7(v string) bool {
	if len(v) < 6 || len(v)%2 != 0 {
		return false
	}
	return v[0] >= '0' && v[0] <= '9' && v[1] >= '0' && v[1] <= '9' && hasDigit(v) || len(v) >= 16 && hasDigitAndLetter(v)
}

var gpgKeyID87 = regexp.MustCompile(`^(?:0x)?(?:[0-9A-Fa-f]{8}|[0-9A-Fa-f]{16}|[0-9A-Fa-f]{40})$`)

// notGpgKeyID87: a GnuPG key id or fingerprint after a flag or setting
// that names the key to use (duplicity --encrypt-key, gpg --default-key,
// git's user.signingkey) names a public key, it is not a secret.
func notGpgKeyID87(lower string, kwEnd int, v string) bool {
	head := lower[max(0, kwEnd-24):kwEnd]
	for _, w := range [...]string{"--encrypt-key", "--sign-key", "--hidden-encrypt-key", "--default-key", "--gpg-key", "user.signingkey"} {
		if strings.HasSuffix(head, w) {
			return !gpgKeyID87.MatchString(v)
		}
	}
	return true
}

// subscriptRef87: the value is an identifier indexed right there
// (keystoreProperties['keyPassword'], config["db"]["password"]): code
// that reads the secret, not the secret.
func subscriptRef87(s string, start, end int) bool {
	if end+2 >= len(s) || s[end] != '[' || !(s[end+1] == '\'' || s[end+1] == '"') {
		return false
	}
	v := s[start:end]
	if len(v) < 2 || len(v) > 80 || !(v[0] >= 'a' && v[0] <= 'z' || v[0] >= 'A' && v[0] <= 'Z' || v[0] == '_') {
		return false
	}
	for i := 0; i < len(v); i++ {
		b := v[i]
		if !(b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_' || b == '.') {
			return false
		}
	}
	k := strings.IndexByte(s[end+2:min(len(s), end+84)], s[end+1])
	return k >= 0 && end+2+k+1 < len(s) && s[end+2+k+1] == ']'
}

// hasLetter87: a password, not a port or a port mapping (-p 25575:25575).
func hasLetter87(v string) bool {
	for i := 0; i < len(v); i++ {
		if b := v[i] | 0x20; b >= 'a' && b <= 'z' {
			return true
		}
	}
	return false
}

package trace

import (
	"regexp"
	"strings"
)

// Round 75 (session 36): the secrets fresh221-224 leaked when they were
// measured once, fixed by principle afterwards (TestRedactRound75).
var round75Rules = []rule{
	// A session identifier named as one (sid=, JSESSIONID=, PHPSESSID=,
	// connect.sid=, session_id:) in a log line: the key that names a
	// session, with a generated value (mixed case and digits, 20 or
	// more), is a bearer credential. A Windows security identifier
	// (S-1-5-21-...) and a Twilio account SID (AC and 32 hex digits) are
	// identifiers, not secrets.
	{kind: "session-id", group: 1, re: regexp.MustCompile(`(?i)\b(?:sid|sessid|session[_\-.]?id|jsessionid|phpsessid|aspsessionid\w{0,16}|connect\.sid|sessionkey|session[_\-]?token)["']?[ \t]*[:=][ \t]*["']?([A-Za-z0-9%._~+/\-]{20,256})`), ok: sessionValue75, notAt: telephonyDialogue76},
	// .yarnrc (v1) and .npmrc-like files written as space-separated pairs
	// ("//registry.yarnpkg.com/:_authToken" VALUE, _password "V"): the key
	// names the credential, the value follows a blank instead of "=".
	{kind: "npm-token", group: 1, re: regexp.MustCompile(`(?i)(?:/:|^|\n|["' \t])(?:_authtoken|_auth|_password|npmauthtoken)["']?[ \t]+["']?([^\s"']{8,512})`), ok: madeValue},
	// A secret-naming key followed by a blank and a quoted value, the
	// way a log line or a call without parentheses prints it ("init with
	// apiKey \"...\"", "using token 'V'", Tcl and Lua call syntax): the
	// quoted value is the key's value.
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)\b(?:api[_\-]?key|access[_\-]?key|secret[_\-]?key|client[_\-]?secret|auth[_\-]?token|access[_\-]?token|refresh[_\-]?token|bearer[_\-]?token|private[_\-]?token|app[_\-]?secret|password|passwd|passphrase)[ \t]+\\?["']([^"'\s\\]{8,256})\\?["']`), ok: strongMadeValue, notAt: quotedAfterKeyNotValue75},
	// A Windows registry export ("Name"="value", regedit's .reg format)
	// or "reg add ... /v Name /d value": a value name that ends in a
	// credential word (AutoLogonPass, DefaultPassword, ProxyPwd,
	// ClientSecret, ApiToken) holds it. A typed value (dword:, hex:) is a
	// number or a blob; a path is where something is.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?m)^[ \t]*"[A-Za-z0-9 _.\-]{0,60}(?:[Pp]ass|PASS|[Pp]assword|PASSWORD|[Pp]wd|PWD|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Pp]assphrase|PIN)"[ \t]*=[ \t]*"([^"\n\\]{4,256})"`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\breg(?:\.exe)?[ \t]+add[ \t][^\n]{0,200}?/v[ \t]+"?[\w ]{0,60}(?:pass|password|pwd|secret|token|passphrase)"?[ \t]+(?:/t[ \t]+\w+[ \t]+)?/d[ \t]+"?([^\s"]{4,256})`), ok: madeValue},
	// An XML element whose name attribute names a credential holds it as
	// its text (Android shared preferences <string name="auth_token">V
	// </string>, .NET <setting name="ApiKey"><value>V</value>, Java
	// properties XML <entry key="db.password">V</entry>), and a plist's
	// <key> naming a credential is followed by its <string> or <data>.
	// A hint, a label, a length or an expiry about the credential, a
	// public key and a CSRF token are not credentials.
	{kind: "secret", group: 2, re: regexp.MustCompile(`(?i)<(?:string|item|entry|setting|property|pref|value|var)\b[^<>\n]{0,120}?\b(?:name|key)\s*=\s*["']([^"'<>\n]{0,40}(?:api[_\-.]?key|apikey|access[_\-.]?key|secret|password|passwd|passphrase|pwd|auth[_\-.]?token|access[_\-.]?token|refresh[_\-.]?token|session[_\-.]?token|id[_\-.]?token|bearer|private[_\-.]?key|credential)[^"'<>\n]{0,40})["'][^<>\n]{0,120}?>(?:[ \t]*<value>)?([^<\s]{8,512})</`), ok: madeValue, notAt: settingAboutSecret75},
	{kind: "secret", group: 2, re: regexp.MustCompile(`(?i)<key>([^<\n]{0,40}(?:api[_\-.]?key|apikey|access[_\-.]?key|secret|password|passwd|passphrase|auth[_\-.]?token|access[_\-.]?token|refresh[_\-.]?token|session[_\-.]?token|private[_\-.]?key|credential)[^<\n]{0,40})</key>(?:\s|\\n|\\t){0,40}<(?:string|data)>(?:\s|\\n|\\t){0,16}([^<\s\\]{8,512})`), ok: madeValue, notAt: settingAboutSecret75},
	// A keychain item's data printed by a dump tool (v_Data: "V" beside
	// acct and svce, kSecValueData = V): the item's data is the stored
	// password or token.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b(?:v_data|ksecvaluedata)["']?[ \t]*[:=][ \t]*["'<]?([^\s"'<>,;]{6,512})`), ok: madeValue, notAt: sizeAfter75},
	// A connection's settings printed positionally (Go's %v of a struct,
	// a tuple, a record): host, port, user and then a generated value are
	// the order of a login tuple (as in user:password@host:port); the
	// value in the password's place is the password. Only a value made of
	// mixed letters and digits counts, so a path, a word or a mode in the
	// fourth place stays.
	{kind: "password", group: 1, re: regexp.MustCompile(`[{(\[][a-z0-9][a-z0-9\-]{0,62}(?:\.[a-z0-9\-]{1,63})+[ ,]+\d{2,5}[ ,]+["']?[a-z_][a-z0-9_.@\-]{0,63}["']?[ ,]+["']?([^\s"',{}()\[\]]{8,128})["']?(?:[ ,][^{}()\n]{0,200})?[}\])]`), ok: loginTupleValue75},
}

// sessionValue75: a generated session value, not a Windows SID, a
// Twilio account SID, a placeholder or a path.
func sessionValue75(v string) bool {
	if !notPlaceholder(v) || !hasDigit(v) || !hasUpperAndLower(v) && !(len(v) >= 26 && singleCaseToken(v)) {
		return false
	}
	if strings.HasPrefix(v, "S-1-") || strings.Contains(v, "/") && strings.Count(v, "/") > 2 {
		return false
	}
	if len(v) == 34 && v[0] >= 'A' && v[0] <= 'Z' && v[1] >= 'A' && v[1] <= 'Z' && allHex(v[2:]) {
		return false
	}
	return true
}

// loginTupleValue75: the fourth place holds letters and digits in
// both cases, not a path or a file name.
func loginTupleValue75(v string) bool {
	return strongMadeValue(v) && hasUpperAndLower(v) && hasDigit(v) && !strings.ContainsAny(v, "/\\") && !strings.Contains(v, ".")
}

// quotedAfterKeyNotValue75: the key is named public, or names a hash of
// the secret (encrypted-password "$6$...", a crypt(3) string), which is
// not the secret.
func quotedAfterKeyNotValue75(orig string, start, end int) bool {
	if orig[start] == '$' {
		return true
	}
	lo := max(0, start-60)
	l := strings.ToLower(orig[lo:start])
	for _, w := range [...]string{"public", "publishable", "encrypted", "hashed", "hash", "crypt", "digest"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// settingAboutSecret75: the element's name is about a credential, not
// one (a hint, a label, a length, an expiry, a URL), or names a public
// key or a CSRF token. Reads at most 300 bytes back.
func settingAboutSecret75(orig string, start, _ int) bool {
	if publicElementName74(orig, start, 0) {
		return true
	}
	lo := max(0, start-300)
	tag := orig[lo:start]
	if i := strings.LastIndex(tag, "name="); i >= 0 {
		tag = tag[i:]
	} else if i := strings.LastIndex(tag, "key="); i >= 0 {
		tag = tag[i:]
	} else if i := strings.LastIndex(tag, "<key>"); i >= 0 {
		tag = tag[i:]
	}
	l := strings.ToLower(tag)
	for _, w := range [...]string{"hint", "question", "label", "title", "length", "expir", "lifetime", "ttl", "timeout", "policy", "url", "uri", "endpoint", "header", "prompt", "placeholder", "enabled", "required", "format", "type", "name\">", "_name", "-name", "file", "path"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// sizeAfter75: the value is followed by a unit of size or count
// ("24 bytes"), or is itself one.
func sizeAfter75(orig string, _ int, end int) bool {
	return unitAfter75(orig, end)
}

// sizeUnits75: units after a number that make it a size or a count of
// a secret, not the secret ("password:  24 bytes", "token: 32 chars").
var sizeUnits75 = [...]string{"bytes", "byte", "b", "kb", "kib", "mb", "chars", "characters", "char", "bits", "bit", "digits", "items", "keys", "entries", "words", "symbols", "letters"}

// unitAfter75: after s[:end] come blanks and a unit of size or count
// that ends the word.
func unitAfter75(s string, end int) bool {
	i := end
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	if i == end {
		return false
	}
	j := i
	for j < len(s) && j-i < 12 && isAlpha(s[j]) {
		j++
	}
	if j == i || j < len(s) && (isAlpha(s[j]) || isDigit(s[j]) || s[j] == '_') {
		return false
	}
	w := asciiLower(s[i:j])
	for _, u := range sizeUnits75 {
		if w == u {
			return true
		}
	}
	return false
}

// notValue75 (round 75): an assigned value that is a count with a unit
// (kubectl describe secret's "password:  24 bytes") or a registry
// value's type and number ("RememberPassword"=dword:00000000): a size
// or a flag, not the secret.
func notValue75(s string, vs, ve int) bool {
	v := s[vs:ve]
	if allDigits(v) && unitAfter75(s, ve) {
		return true
	}
	return registryNumber75(v) || notValue77(v)
}

// registryNumber75: a registry value typed as a number (dword:,
// qword:), as regedit exports it: a flag or a count.
func registryNumber75(v string) bool {
	l := asciiLower(v[:min(len(v), 6)])
	return l == "dword:" || l == "qword:"
}

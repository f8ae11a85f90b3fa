package trace

import (
	"regexp"
	"strings"
)

// Round 76 (session 36): the secrets fresh225-228 leaked when they were
// measured once, fixed by principle afterwards (TestRedactRound76).
var round76Rules = []rule{
	// A bare key (key:, credential=, masterKey:) beside the endpoint of a
	// service that signs requests with a shared account key (Cosmos DB's
	// documents.azure.com, Azure Storage's core.windows.net): a long
	// base64 value there is the account key.
	{kind: "azure-key", group: 1, re: regexp.MustCompile(`(?i)\b(?:key|credential|master[_\-]?key|account[_\-]?key|primary[_\-]?key|auth[_\-]?key)["']?[ \t]*[:=][ \t]*["']?([A-Za-z0-9+/]{40,128}={0,2})`), ok: accountKeyValue76, notAt: noKeyedEndpointBefore76},
	// A value in Jenkins's encrypted-secret form ({AQAAAB...}, the
	// hudson.util.Secret blob of credentials.xml and config.xml) is a
	// stored credential whatever element holds it: the controller
	// decrypts it with its master key.
	{kind: "jenkins-secret", group: 1, re: regexp.MustCompile(`\{(AQAAAB[A-Za-z0-9+/]{16,1000}={0,2})\}`), ok: hasUpperAndLowerAndDigit76},
	// A YAML key that names a key, a salt or a secret (primary_key,
	// key_derivation_salt, unseal_key) on the lines under a parent that
	// names encryption or secrets (active_record_encryption:, lockbox:,
	// vault:, crypto:): the child is key material, not a column name.
	{kind: "key", group: 1, re: regexp.MustCompile(`(?i)(?:^|\n|\\n)[ \t]*[\w.\-]{0,60}(?:encryption|encrypt|secrets|secret|crypto|cryptography|vault|lockbox|keys|keyring|kms|signing)[ \t]*:[ \t]*(?:\r?\n|\\n)(?:[ \t]+[^\n\\]{0,160}(?:\r?\n|\\n)){0,4}[ \t]+[\w\-]{0,40}(?:key|salt|secret)[ \t]*:[ \t]*["']?([A-Za-z0-9+/=_\-]{16,256})`), ok: keyMaterial76, notAt: publicChildKey76},
	// A configuration dump (Spring Boot's actuator /env, Quarkus, a
	// config server) prints a property named for a credential with its
	// value in a nested "value" field, or a name/key field naming it with
	// a sibling "value": the value is the credential.
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)"[\w.\-]{0,80}(?:password|passwd|secret|token|credentials?|api[_\-.]?key|private[_\-.]?key|access[_\-.]?key|passphrase)"[ \t]*:[ \t]*\{[ \t]*"value"[ \t]*:[ \t]*"([^"\\\s]{4,512})"`), ok: madeValue},
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)"[\w.\-]{0,80}[._\-]key"[ \t]*:[ \t]*\{[ \t]*"value"[ \t]*:[ \t]*"([A-Za-z0-9+/]{40,128}={0,2})"`), ok: accountKeyValue76},
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)"(?:name|key)"[ \t]*:[ \t]*"[\w.\-]{0,80}(?:password|passwd|secret|token|credentials?|api[_\-.]?key|private[_\-.]?key|access[_\-.]?key|passphrase)"[ \t]*,[ \t]*"value"[ \t]*:[ \t]*"([^"\\\s]{4,512})"`), ok: madeValue},
	// JNDI and LDAP bind settings: java.naming.security.credentials,
	// Context.SECURITY_CREDENTIALS and a bindCredential name the bind
	// password, whether assigned, passed to put() or set as an XML
	// property's value.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:java\.naming\.security\.credentials|security_credentials|bind[_\-.]?credentials?)(?:["']?[ \t]*[:=,][ \t]*|["'][ \t]+value[ \t]*=[ \t]*)["']?([^\s"',;)<>]{6,256})`), ok: madeValue},
	// A JSON array of one quoted value under a key named for a credential
	// ("bindCredential": ["V"], Keycloak's component config): the one
	// element is the credential.
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)["'][\w.\-]{0,60}(?:password|passwd|secret|token|credentials?|api[_\-]?key|passphrase)["'][ \t]*:[ \t]*\[[ \t]*["']([^"'\s\\]{6,512})["'][ \t]*\]`), ok: madeValue},
}

// accountKeyValue76: a base64 account key: long, both cases and a digit.
func accountKeyValue76(v string) bool {
	return len(v) >= 40 && hasUpperAndLower(v) && hasDigit(v) && notPlaceholder(v)
}

// hasUpperAndLowerAndDigit76: a generated blob.
func hasUpperAndLowerAndDigit76(v string) bool { return hasUpperAndLower(v) && hasDigit(v) }

// keyMaterial76: 32+ hex digits, or 16+ characters with both cases and
// a digit, not a placeholder.
func keyMaterial76(v string) bool {
	if !notPlaceholder(v) {
		return false
	}
	if strings.Contains(v, "/") && strings.Contains(v, "-") || strings.HasPrefix(asciiLower(v), "alias/") {
		return false // a path or an alias (alias/Prod-Kms-Key), not base64
	}
	t := strings.TrimRight(v, "=")
	return len(t) >= 32 && allHex(t) && hasDigitAndLetter(t) || hasUpperAndLower(t) && hasDigit(t)
}

// keyedEndpoints76: hosts of services that authenticate with a shared
// account key.
var keyedEndpoints76 = [...]string{".documents.azure.com", ".cosmos.azure.com", ".core.windows.net", "cosmosclient", "cosmos"}

// noKeyedEndpointBefore76: no keyed service's endpoint or client in the
// 400 bytes before the value.
func noKeyedEndpointBefore76(orig string, start, _ int) bool {
	l := asciiLower(orig[max(0, start-400):start])
	for _, w := range keyedEndpoints76 {
		if strings.Contains(l, w) {
			return false
		}
	}
	return true
}

// telephonyDialogue76 (round 76): a session id in a USSD or telephony
// gateway's callback (beside msisdn, phoneNumber, serviceCode, or a
// ussd trace): the gateway generates it to name a dialogue with a
// handset and echoes it to the callback; it logs nobody in. Reads 200
// bytes either side.
func telephonyDialogue76(orig string, start, end int) bool {
	l := asciiLower(orig[max(0, start-200):min(len(orig), end+200)])
	for _, w := range [...]string{"msisdn", "phonenumber", "servicecode", "ussd"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// pathFolderPassword76 (round 76): the password word is a folder of a
// path ("...\Roaming\Password Safe\pwsafe.cfg"): a path separator
// right before it and the next word, after a blank, goes on with the
// path.
func pathFolderPassword76(s string, at int) bool {
	if at >= len(s) || s[at] != ' ' {
		return false
	}
	ws := at
	for ws > 0 && at-ws < 40 && isAlpha(s[ws-1]) {
		ws--
	}
	if ws == 0 || s[ws-1] != '\\' && s[ws-1] != '/' {
		return false
	}
	// the path before the word starts as a path does (C:\, %APPDATA%\,
	// \\host, /, ~/, ./; a drive path may hold blanks), so an escaped
	// line break ("\npassword V") is no folder
	ps := ws - 1
	for ps > 0 && ws-ps < 256 && s[ps-1] != ' ' && s[ps-1] != '\t' && s[ps-1] != '\n' && s[ps-1] != '"' && s[ps-1] != '\'' && s[ps-1] != '=' {
		ps--
	}
	p := s[ps:ws]
	w := s[max(0, ws-256):ws]
	if i := strings.LastIndexAny(w, "\n\"'"); i >= 0 {
		w = w[i+1:]
	}
	if !windowsPath(p) && p[0] != '%' && p[0] != '/' && p[0] != '~' && p[0] != '.' && !strings.Contains(w, `:\`) && !strings.Contains(w, `%\`) {
		return false
	}
	te := at + 1
	for te < len(s) && te-at < 128 && s[te] != ' ' && s[te] != '\t' && s[te] != '\n' {
		te++
	}
	for i := at + 1; i+1 < te; i++ {
		if s[i] == '/' || s[i] == '\\' && s[i+1] != 'n' && s[i+1] != 'r' && s[i+1] != 't' {
			return true
		}
	}
	return false
}

// publicChildKey76: the child key names a public key or an identifier
// of one (public_key:, verify_key:), which is no secret. Reads the
// line back to its start, at most 80 bytes.
func publicChildKey76(orig string, start, _ int) bool {
	lo := max(0, start-80)
	l := asciiLower(orig[lo:start])
	if i := strings.LastIndexByte(l, '\n'); i >= 0 {
		l = l[i:]
	}
	return strings.Contains(l, "public") || strings.Contains(l, "verify")
}

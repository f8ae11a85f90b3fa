package trace

import (
	"regexp"
	"strings"
)

// Round 74 (session 35): the secrets fresh217-220 leaked when they were
// measured once, fixed by principle afterwards (TestRedactRound74).
var round74Rules = []rule{
	// A key named for a wallet's or a key's seed, the name qualified by
	// its encoding ("WALLET_SEED_HEX", "master_seed_bytes"), with 64 or 128
	// hex digits (a 32-byte key, a 64-byte BIP-39 seed): round 62 read a
	// bare "seed=" with 64 digits only. A random seed for a test run is a
	// small number and stays.
	{kind: "private-key", group: 1, re: regexp.MustCompile(`(?i)\b[A-Z0-9_.\-]*SEED(?:[_.\-]?(?:HEX|BYTES|B64|BASE64|VALUE|KEY|MATERIAL))?["']?\s*[:=]\s*["']?(?:0x)?([0-9a-f]{64}(?:[0-9a-f]{64})?)\b`)},
	// A login file written from the shell ("echo -e \"ops\nS3cr3t\" >
	// /etc/openvpn/auth.txt"): OpenVPN's auth-user-pass, and the like, is
	// a file of two lines, the user and then the password. The second line
	// of a two-line literal sent into a file named for a login or a
	// credential is that password.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b(?:echo\s+-e|printf)\s+["'][^"'\s\\]{1,64}\\n([^"'\s\\]{6,128})(?:\\n)?["']\s*>>?\s*["']?[^\s"']*(?:auth|cred|pass|login|secret)[^\s"']*`), ok: madeValue},
	// An HTML or XML element whose name attribute names a credential and
	// whose content or value attribute holds it ("<meta
	// name=\"mam-api-key\" content=\"...\">", "<input type=hidden
	// name=\"access_token\" value=\"...\">"). A CSRF token is bound to the
	// page's session and is not a credential; a public or site key is
	// published on purpose.
	{kind: "secret", group: 2, re: regexp.MustCompile(`(?i)<(?:meta|input|param|add|setting|entry)\b[^<>\n]{0,120}?\b(?:name|key|id)\s*=\s*["']([^"'<>\n]{0,40}(?:api[_\-]?key|apikey|access[_\-]?key|secret|password|passwd|auth[_\-]?token|access[_\-]?token|private[_\-]?key)[^"'<>\n]{0,40})["'][^<>\n]{0,120}?\b(?:content|value)\s*=\s*["']([^"'<>\s]{8,256})["']`), ok: madeValue, notAt: func(o string, s, e int) bool { return publicElementName74(o, s, e) || elementAboutSecret94(o, s, e) }},
}

// publicElementName74: the element's name calls its key public (a
// publishable or site key) or a CSRF token. Reads the tag before the
// value, at most 300 bytes back.
func publicElementName74(orig string, start, _ int) bool {
	lo := max(0, start-300)
	tag := orig[lo:start]
	if i := strings.LastIndexByte(tag, '<'); i >= 0 {
		tag = tag[i:]
	}
	l := strings.ToLower(tag)
	for _, w := range [...]string{"public", "publishable", "site-key", "sitekey", "site_key", "csrf", "xsrf"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

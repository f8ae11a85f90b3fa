package trace

import "strings"

// Round 91 (session 46, after fresh271-274 were measured).

// publicKeyAlgorithm91: a key named by its algorithm in prose ("gpg:
// using RSA key 9F3A...", "ED25519 key fingerprint is ...") is a key id or
// fingerprint that tools print to say which key they used: a public
// name, never the key itself, which is a PEM block or a file (fresh272's
// look-alike l272-033).
var publicKeyAlgorithm91 = map[string]bool{"rsa": true, "dsa": true, "ecdsa": true, "eddsa": true, "ed25519": true, "ed448": true,
	"elgamal": true, "ecc": true, "cv25519": true, "x25519": true, "nistp256": true, "nistp384": true, "nistp521": true}

// nameHalfBeforePlaceholder91: an unquoted value v (ending at s[end]) that
// ends in "=" right before a placeholder or a reference is the name half
// of a "NAME=SECRET" pair whose secret is not given (Proxmox's
// "PVEAPIToken=root@pam!terraform=<secret>": fresh272's look-alike
// l272-103). With a real secret after the "=", the value runs on through
// it and is still taken whole.
func nameHalfBeforePlaceholder91(s, v string, end int) bool {
	k := strings.LastIndexByte(v, '=')
	if k < 0 || k < len(v)-2 {
		return false // no "=", or a made tail after it
	}
	rest := s[end-len(v)+k+1:] // what follows the last "=" ("$" may be a value byte)
	return rest != "" && (rest[0] == '<' || strings.HasPrefix(rest, "{{") || isReference(rest[:min(len(rest), 2)]))
}

package trace

import (
	"regexp"
	"strings"
)

// Round 70 (fresh209-212, after their one measurement): the shapes that
// leaked, each caught by the property that makes the value a secret.
var round70Rules = []rule{
	// Vault AppRole logs in with a role_id (an identifier) and a
	// secret_id (the credential), both UUIDs: a UUID under secret_id is
	// the AppRole's password when the line is about Vault or AppRole, or
	// names the role_id beside it. Elsewhere a secret's id (GCP's
	// secret_id=my-secret, a secret manager's object id) stays.
	{kind: "vault-secret-id", group: 1, re: regexp.MustCompile(`(?i)(?:approle|role[_\-]?id|vault)[^\n]{0,200}?(?:\b|_)secret[_\-]?id["']?[ \t]*[:=][ \t]*["']?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b`)},
	{kind: "vault-secret-id", group: 1, re: regexp.MustCompile(`(?i)(?:\b|_)secret[_\-]?id["']?[ \t]*[:=][ \t]*["']?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b[^\n]{0,200}?(?:approle|role[_\-]?id|vault)`)},
	// A Spring or Java EE bean property named for a secret whose value is
	// a <value> element rather than a value attribute.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bname[ \t]*=[ \t]*["'][^"'\n]{0,64}(?:password|passwd|secret|token|api[_.\-]?key|credential)[^"'\n]{0,32}["'][^<>\n]{0,40}>[ \t]*(?:\r?\n[ \t]*)?<value>([^<\s]{4,256})</value>`), ok: madeValue},
	// A one-time code sent to a person: "your ... code is 663361" where
	// the message says not to share it or that it expires (a zip, exit or
	// error code is never told to be kept from others).
	{kind: "otp", group: 1, re: regexp.MustCompile(`(?i)\byour\b[^.\n]{0,40}?\bcode\b[ \t]*(?:is|:|=)[ \t]*["']?(\d{4,8})\b[^\n]{0,80}?(?:\b(?:do not|don'?t|never|not|no one|nobody)\b[^\n]{0,24}?\b(?:share|sharing|tell|give)\b|\bexpire|\bvalid\b)`), ok: pinValue},
}

// jwkPublicMember (round 70, fresh212): a value under a JSON Web Key's
// public member ("x", "y" of an EC or OKP key, "n", "e" of an RSA one)
// in an object that says "kty" nearby is public key material; the
// private members ("d", "p", "q", "dp", "dq", "qi", "k") stay secret.
func jwkPublicMember(orig string, gs, ge int) bool {
	i := gs
	if i > 0 && (orig[i-1] == '"' || orig[i-1] == '\'') {
		i--
	}
	for i > 0 && (orig[i-1] == ' ' || orig[i-1] == '\t') {
		i--
	}
	if i == 0 || orig[i-1] != ':' {
		return false
	}
	i--
	for i > 0 && (orig[i-1] == ' ' || orig[i-1] == '\t') {
		i--
	}
	if i < 3 || orig[i-1] != '"' || orig[i-3] != '"' {
		return false
	}
	switch orig[i-2] {
	case 'x', 'y', 'n', 'e':
	default:
		return false
	}
	lo, hi := max(0, gs-400), min(len(orig), ge+400)
	return strings.Contains(orig[lo:hi], `"kty"`)
}

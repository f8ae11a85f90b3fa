package trace

import (
	"encoding/base64"
	"regexp"
	"strings"
)

// publicBlobName: parts of an environment variable's name that say its
// value is meant to be seen (an image, a certificate, a public key, a
// digest).
var publicBlobName = regexp.MustCompile(`(?:^|_)(?:PUBLIC|PUB|CERT|CERTIFICATE|CA|CRT|ICON|LOGO|IMAGE|IMG|PNG|JPE?G|GIF|SVG|FAVICON|AVATAR|BANNER|FONT|CHECKSUM|SHA\d*|HASH|DIGEST|INTEGRITY|SRI|FINGERPRINT)(?:_|$)`)

// publicBlobPrefix: the base64 of formats that are public by nature: PEM
// certificates and public keys, OpenSSH public keys, PNG, JPEG, GIF,
// WebP, SVG and PDF files.
var publicBlobPrefix = [...]string{
	"-----BEGIN CERTIFICATE", "-----BEGIN PUBLIC KEY", "-----BEGIN RSA PUBLIC KEY", "-----BEGIN PGP PUBLIC", "-----BEGIN X509",
	"ssh-rsa ", "ssh-ed25519 ", "ecdsa-sha2-", "\x89PNG", "\xff\xd8\xff", "GIF8", "RIFF", "<svg", "<?xml", "%PDF",
}

// opaqueEnvBlob judges a match of the encoded-secret rule: the name is
// not a public one, the value is generated (mixed case and digits, high
// entropy) and it does not decode to a public format.
func opaqueEnvBlob(m string) bool {
	m = strings.TrimLeft(m, " \t\r\n;")
	m = strings.TrimPrefix(m, "export")
	m = strings.TrimLeft(m, " \t")
	eq := strings.IndexByte(m, '=')
	if eq < 0 || publicBlobName.MatchString(m[:eq]) {
		return false
	}
	v := strings.Trim(m[eq+1:], "\"'; \t\r\n")
	v = strings.TrimRight(v, "=")
	if !highEntropyToken(v) {
		return false
	}
	n := min(len(v), 48) / 4 * 4
	b, err := base64.StdEncoding.DecodeString(v[:n])
	if err != nil {
		return true
	}
	for _, p := range publicBlobPrefix {
		if strings.HasPrefix(string(b), p) {
			return false
		}
	}
	return true
}

// notHexSegments: a .pgpass line has a host, a database and a user; a
// run of colon-joined hex segments (a GitHub request id
// ABCD:1234:5e6f70:81a2b3c:4d5e6f70) is an id, whatever its second field.
func notHexSegments(m string) bool {
	m = strings.Trim(m, " \t\r\n'\"")
	parts := strings.Split(m, ":")
	hex := 0
	for _, p := range parts {
		if p != "" && allHex(p) {
			hex++
		}
	}
	return hex < len(parts)-1
}

// publicComment: a comment that says the value is public or holds no
// secret ("# public OIDC client id, no secret for PKCE apps").
var publicComment = regexp.MustCompile(`(?i)\bpublic\b|\bpublishable\b|\bno\s+(?:secret|password|token)|\bnot\s+(?:a\s+)?(?:secret|password|token|credential)`)

// commentNotPublic judges a value named a credential by its trailing
// comment: the comment must not say it is public.
func commentNotPublic(m string) bool {
	i := strings.IndexAny(m, "#/")
	return i < 0 || !publicComment.MatchString(m[i:])
}

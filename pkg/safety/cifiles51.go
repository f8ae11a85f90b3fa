package safety

import (
	"strings"
)

// ciConsumerRe: a command that reads its standard input and keeps it
// rather than print it: a key imported into a keyring or an agent, a
// registry login that takes its password on stdin, a manifest applied, an
// archive unpacked.
var ciConsumerRe = lazyRegexp(`(?i)^\s*(?:sudo\s+)?(?:gpg2?\b[^|]*--import\b|ssh-add\s+-\s*$|(?:docker|podman|buildah|nerdctl|skopeo|oras|helm\s+registry|crane\s+auth)\s+login\b[^|]*--password-stdin\b|kubectl\s+(?:apply|create)\b[^|]*-f\s*-(?:\s|$)|tar\s+-?[a-z]*x[a-z]*\b|unzip\b|security\s+import\b)`)

// ciToConsumer (round 51): a CI line that decodes a secret and pipes it
// into a program that keeps it (gpg --import, docker login
// --password-stdin, kubectl apply -f -): like a redirect to a file,
// nothing of it reaches the build log. The last stage of the pipeline
// decides; a tee or another stage after it would print again.
func ciToConsumer(line string) bool {
	i := strings.LastIndexByte(line, '|')
	if i < 0 || i > 0 && line[i-1] == '|' {
		return false
	}
	return ciConsumerRe.MatchString(strings.TrimRight(line[i+1:], " \t\"'"))
}

// hostLabel (session 22): a dotted name such as ".ssh" or ".aws" between
// two labels of a host name (acme.ssh.wpengine.net, s3.aws.example) is a
// part of the host, not the credential folder.
func hostLabel(seg string, s, e int) bool {
	if s == 0 || e >= len(seg) || seg[s] != '.' || seg[e] != '.' {
		return false
	}
	c := seg[s-1]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-'
}

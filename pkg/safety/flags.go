package safety

import (
	"fmt"
	"strings"
)

// Flag-tier rules: real skills do these legitimately, so they are queued
// and shown to the reviewer, never refused on their own.
const (
	RulePipeToShell    = "flag.pipe-to-shell"
	RuleCredentialPath = "flag.credential-path"
	RuleSudo           = "flag.sudo"
	RuleTLSDisabled    = "flag.tls-disabled"
)

var (
	pipeToShell = []*lazyRE{
		lazyRegexp(`(?i)\b(?:curl|wget|fetch|iwr|irm|invoke-webrequest|invoke-restmethod|http|xh)\b[^|\n]*\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:env\s+\S+=\S+\s+)*(?:(?:ba|z|da|k|fi)?sh|python[23]?|perl|ruby|node|iex|invoke-expression)\b`),
		// Any interpreter, eval or source given code a download prints:
		// bash -c "$(curl ..)", python3 -c "$(wget -qO- ..)", eval "$(curl ..)",
		// source <(curl ..), node <(curl ..).
		lazyRegexp(`(?i)\b(?:(?:ba|z|da|k)?sh|python[23]?|perl|ruby|node|php|eval|source)\s+(?:-\w+\s+)*\\?["']?\$\(\s*(?:curl|wget)\b`),
		lazyRegexp(`(?i)(?:\b(?:(?:ba|z|da|k)?sh|python[23]?|perl|ruby|node|php|source)|(?:^|\s)\.)\s+<\(\s*(?:curl|wget)\b`),
		lazyRegexp(`(?i)\b(?:iex|invoke-expression)\b\s*\(?\s*(?:\(?\s*new-object\s+(?:system\.)?net\.webclient\)?\.downloadstring|iwr|irm|invoke-webrequest|invoke-restmethod)\b`),
	}
	sudoRe = lazyRegexp(`(?:^|[\s;|&(` + "`" + `$])sudo\s+[-\w./]`)
	tlsOff = lazyRegexp(`(?i)\bcurl\b[^|\n;&]*\s(?:-[a-zA-Z]*k[a-zA-Z]*|--insecure)\b|--no-check-certificate\b|\bverify\s*=\s*False\b|NODE_TLS_REJECT_UNAUTHORIZED\s*[=:]\s*["']?0|InsecureSkipVerify\s*:\s*true|\bhttp\.sslVerify\s*[= ]\s*false\b|GIT_SSL_NO_VERIFY\s*=\s*(?:1|true)|PYTHONHTTPSVERIFY\s*=\s*["']?0|_create_unverified_context|rejectUnauthorized\s*:\s*false|strict-ssl\s+false|--insecure-skip-tls-verify\b|check_hostname\s*=\s*False|\bCERT_NONE\b|-SkipCertificateCheck\b|ServerCertificateValidationCallback\s*=\s*\{\s*\$true`)
)

func (c *checker) checkFlags(d *doc) {
	t, lower := d.v.text, d.v.lower
	if lowerHas(lower, "|", "$(", "<(", "iex", "invoke-expression") {
		for _, r := range pipeToShell {
			for _, m := range d.findAll(r, []string{"curl", "wget", "fetch", "iwr", "irm", "invoke-", "http", "xh "}, false) {
				c.add(d, RulePipeToShell, Flag, m[0], m[1], "downloads a script and runs it unseen")
			}
		}
	}
	if strings.Contains(lower, "sudo") {
		ms := d.findAll(sudoRe, []string{"sudo"}, false)
		if len(ms) > 0 {
			s := ms[0][0] + strings.Index(t[ms[0][0]:ms[0][1]], "sudo")
			c.add(d, RuleSudo, Flag, s, ms[0][1], fmt.Sprintf("runs commands as root with sudo (%d mention%s)", len(ms), plural(len(ms))))
		}
	}
	if true {
		for _, m := range d.findAll(tlsOff, []string{"curl", "certificate", "verify", "tls", "insecure", "unverified", "unauthorized", "strict-ssl", "cert_none", "ssl", "skipcertificatecheck", "servercertificatevalidation"}, false) {
			c.add(d, RuleTLSDisabled, Flag, m[0], m[1], "disables TLS certificate verification")
		}
	}
	// Credential paths: one finding per distinct path, on its first mention.
	if true {
		seen := map[string]int{}
		first := map[string][2]int{}
		var order []string
		for _, m := range d.findAll(credPathRe, credKeywords, false) {
			s, e := firstGroup(m)
			if s < 0 {
				continue
			}
			p := t[s:e]
			if strings.HasSuffix(strings.ToLower(p), ".pub") || strings.HasPrefix(strings.ToLower(t[e:]), ".pub") {
				continue
			}
			if seen[p] == 0 {
				first[p] = [2]int{s, e}
				order = append(order, p)
			}
			seen[p]++
		}
		for _, p := range order {
			n := seen[p]
			c.add(d, RuleCredentialPath, Flag, first[p][0], first[p][1], fmt.Sprintf("mentions credential path %s (%d mention%s)", p, n, plural(n)))
		}
	}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

package safety

import (
	"strings"
)

// Round 48 (misc: payload family): a package installed from an address
// that vouches for nobody.
//
//   - A storage bucket is the tenant's, not the cloud's: amazonaws.com is
//     a known installer host for the AWS tools it serves, but
//     "<bucket>.s3.amazonaws.com" or "<bucket>.s3-website.<region>
//     .amazonaws.com" is whatever anyone who made that bucket uploaded. A
//     package manager installing an archive from such a bucket (npm,
//     yarn, pnpm, pip: its install scripts run) is judged as one from any
//     other host nothing vouches for. Only Amazon's own buckets ("aws-",
//     "amazon-" names, as the CodeDeploy agent's) keep the vendor's word.
//   - An archive installed from any address with its install scripts
//     given root ("--unsafe-perm", "--allow-root", "sudo npm install
//     https://...") runs an unreviewed publisher's code with the machine's
//     full rights: the skill's subject naming the host does not vouch for
//     that (a skill is named by whoever wrote it), only a known installer
//     vendor does.

var (
	// pkgURLInstall48: a package manager installing an archive by URL;
	// groups: scheme, host.
	pkgURLInstall48 = lazyRegexp(`(?i)\b(?:npm|yarn|pnpm|pip3?|python3?\s+-m\s+pip)\s+(?:install|add|i)\b[^\n;|&]*?\s(?:git\+)?(https?)://([^/\s"'\x60]+)[^\n;|&]*`)
	// rootInstall48: the install's scripts given root.
	rootInstall48 = lazyRegexp(`(?i)--unsafe-perm(?:[= ](?:true|1))?\b|--allow-root\b|\bsudo\s+(?:-\S+\s+)*(?:npm|yarn|pnpm|pip3?|python3?\s+-m\s+pip)\s`)
	// s3Label48: a host label that names S3 (s3, s3-website, s3-accelerate,
	// s3.dualstack).
	s3Label48 = lazyRegexp(`^s3(?:-[\w-]+)?$`)
)

// tenantBucket48 reports a host that is a tenant's storage bucket on a
// cloud whose own domain is a known installer host.
func tenantBucket48(host string) bool {
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	if !strings.HasSuffix(host, ".amazonaws.com") {
		return false
	}
	labels := strings.Split(host, ".")
	for i, l := range labels[:len(labels)-2] {
		if s3Label48.MatchString(l) {
			if i == 0 {
				return true // path style: the bucket is in the path
			}
			b := labels[0]
			return !strings.HasPrefix(b, "aws-") && !strings.HasPrefix(b, "amazon-") && !strings.HasPrefix(b, "amazonaws-")
		}
	}
	return false
}

// knownInstallHost48: a known installer vendor's own host.
func knownInstallHost48(host string) bool {
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	if tenantBucket48(host) {
		return false
	}
	for _, k := range knownInstallHosts {
		if host == k || strings.HasSuffix(host, "."+k) {
			return true
		}
	}
	return false
}

// checkPayload48 refuses a package installed by URL from a tenant's bucket
// or, with root given to its scripts, from any host but a known vendor's
// (hooked from checkPayload43).
func (c *checker) checkPayload48(d *doc, subject string) {
	t := d.v.text
	if !lowerHas(d.v.lower, "npm", "yarn", "pnpm", "pip") {
		return
	}
	read := func(s, e int) {
		b := t[s:e]
		for _, m := range pkgURLInstall48.FindAllStringSubmatchIndex(b, 8) {
			scheme, host := b[m[2]:m[3]], b[m[4]:m[5]]
			ls := strings.LastIndexByte(b[:m[0]], '\n') + 1
			rooted := rootInstall48.MatchString(b[ls:m[1]])
			why := ""
			switch {
			case tenantBucket48(host):
				why = "installs a package from " + host + ", a storage bucket anyone can own (its install scripts run)"
			case rooted && !knownInstallHost48(host) && untrustedOrigin(scheme, host, "") != "":
				why = "installs a package from " + host + ", which no known vendor accounts for, with its install scripts run as root"
			}
			if why == "" || d.labelledExample(s+m[0]) || c.negated(d, s+m[0]) {
				continue
			}
			c.add(d, RuleRemoteExec, Refuse, s+m[0], s+m[1], why)
		}
	}
	for _, f := range d.fences {
		if f.end-f.start > maxStatement*4 || !strings.Contains(t[f.start:f.end], "://") {
			continue
		}
		read(f.start, f.end)
	}
	if strings.Contains(t, "`") {
		for _, sm := range inlineSpan.FindAllStringSubmatchIndex(t, 256) {
			if sm[2] < 0 || d.fenceAt(sm[2]) >= 0 {
				continue
			}
			read(sm[2], sm[3])
		}
	}
}

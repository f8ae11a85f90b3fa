package safety

// Round 53 (payload): a downloaded script run through AppleScript's
// administrator prompt (osascript -e 'do shell script "curl ... | sh"
// with administrator privileges') runs as root, as round 48's install
// scripts given root do (payload48.go): the skill's subject naming the
// host does not vouch for that (a skill is named by whoever wrote it),
// only a known installer vendor does. The prompt names no program but
// "osascript", so the user cannot tell what they grant root to.

var (
	// adminScript53: an AppleScript shell command run with administrator
	// privileges; group 1 is the command.
	adminScript53 = lazyRegexp(`(?i)\bdo\s+shell\s+script\s+\\?"([^"\n]*)\\?"[^\n"]*?\bwith\s+administrator\s+privileges\b`)
	// fetchPipe53: a fetch of a URL piped into an interpreter; group 1
	// is the scheme, group 2 the host.
	fetchPipe53 = lazyRegexp(`(?i)\b(?:curl|wget)\b[^|\n]*?\b(https?)://([^/\s"'|]+)[^|\n]*\|\s*(?:sudo\s+)?(?:sh|bash|zsh|dash|python[23]?|perl|ruby|osascript)\b`)
)

// checkPayload53 refuses a remote script run as root through the
// AppleScript administrator prompt from a host no known vendor accounts
// for (hooked from checkPayload43).
func (c *checker) checkPayload53(d *doc) {
	if !lowerHas(d.v.lower, "administrator privileges") || !lowerHas(d.v.lower, "do shell script") {
		return
	}
	t := d.v.text
	for _, m := range adminScript53.FindAllStringSubmatchIndex(t, 8) {
		cmd := t[m[2]:m[3]]
		f := fetchPipe53.FindStringSubmatchIndex(cmd)
		if f == nil {
			continue
		}
		scheme, host := cmd[f[2]:f[3]], cmd[f[4]:f[5]]
		if knownInstallHost48(host) || untrustedOrigin(scheme, host, "") == "" || d.labelledExample(m[0]) || c.negated(d, m[0]) {
			continue
		}
		c.add(d, RuleRemoteExec, Refuse, m[2]+f[0], m[2]+f[1], "downloads a script from "+host+", which no known vendor accounts for, and runs it as root through the AppleScript administrator prompt")
	}
}

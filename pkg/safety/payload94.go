package safety

import "strings"

// Round 94 (payload), tuned on fresh283-286.
//
// A download piped into a shell from a host the skill's own subject
// names (a vendor's install line on the vendor's site) is allowed: it is
// how vendors document their installers. That allowance covers the
// ordinary install line, not whatever is run from that host. Three ways
// of running the download say something the ordinary line never does,
// and each is refused whoever the host is (hooked from checkRemoteExec,
// for a download-and-run the origin check let pass):
//
//   - The run is hidden from the user: PowerShell started with its
//     window hidden (-w hidden, -WindowStyle Hidden) to fetch and run a
//     script. No vendor's installer asks to be run where the user cannot
//     see it; round 42 reads the same switch when the download reaches
//     the run through a variable (payload42Hidden), this is the one-line
//     form.
//   - The checks that stand for the host are turned off: the download
//     made with TLS verification off (curl -k, wget
//     --no-check-certificate), so whoever answers on the way can serve
//     the script, as plain HTTP lets them (untrustedOrigin refuses that
//     whatever the host); or the piped installer told to skip its own
//     signature or checksum checks (sh -s -- --no-verify,
//     SKIP_VERIFY=1). The host's name vouches for nothing once nothing
//     checks that the script came from it intact.
//   - The download is a program for a language interpreter read from
//     its input (| python3 -, | perl -, | node, python3 -c "$(curl ...)").
//     Vendors' one-line installers are shell scripts; the few that pipe
//     into an interpreter are package managers' bootstraps on their own
//     well-known hosts (knownInstallHosts, interpBootstrapHosts94). A
//     program piped into python from any other host is an agent or a
//     loader, which the subject's naming of the host does not vouch for.
//     An interpreter given its own program (python3 -m json.tool,
//     python3 -c '...' reading the download as data) runs nothing
//     downloaded.

var (
	// hiddenWindow94: PowerShell (or Start-Process) with its window
	// hidden; PowerShell takes any prefix of -WindowStyle.
	hiddenWindow94 = lazyRegexp(`(?i)\b(?:powershell|pwsh|start-process)(?:\.exe)?\b[^\n]*?\s-w(?:i[a-z]*)?\s+["']?hidden\b`)
	// checksOff94: a download with TLS verification off, or an installer
	// told to skip its signature, checksum or certificate checks.
	checksOff94 = lazyRegexp(`(?i)\bcurl\b[^|\n;&]*\s(?:-[a-zA-Z]*k[a-zA-Z]*|--insecure)\b|--no-check-certificate\b|-SkipCertificateCheck\b` +
		`|\s--(?:no|skip|disable|ignore)-?(?:verify|verification|signatures?|sigs?|sig-check|signature-checks?|checksums?|checksum-checks?|gpg|gpg-checks?|gpgcheck|integrity|integrity-checks?|certificate|certificates|certs?|cert-checks?|ssl-verify|tls-verify)\b` +
		`|\s--allow-(?:unsigned|unauthenticated|untrusted)\b|\s--nogpgcheck\b` +
		`|(?:^|\s)[A-Z_]*(?:SKIP|NO|DISABLE)_(?:VERIFY|VERIFICATION|SIGNATURES?|SIG|CHECKSUMS?|GPG|INTEGRITY|TLS_VERIFY|SSL_VERIFY)[A-Z_]*=["']?(?:1|true|yes)\b`)
	// stdinProgram94: what follows a language interpreter that a download
	// is piped into, when the interpreter reads its program from that
	// input: nothing, or only run options, then "-" or the command's end.
	stdinProgram94 = lazyRegexp(`^(?:\.\d+)?(?:\s+-[uqsIEBOSvx]+)*(?:\s+-(?:\s|$)|\s*$)`)
	// interpPipe94: the interpreter a download is piped into.
	interpPipe94 = lazyRegexp(`(?i)\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:env\s+\S+=\S+\s+)*(?:/usr/(?:local/)?bin/)?(python[23]?|perl|ruby|node|php)$`)
	// interpSubst94: an interpreter given a download as its program
	// (python3 -c "$(curl ...)", node <(curl ...)).
	interpSubst94 = lazyRegexp(`(?i)^(?:python[23]?|perl|ruby|node|php)\b`)
)

// interpBootstrapHosts94: package managers whose documented installer is
// a program piped into their own interpreter, on hosts knownInstallHosts
// does not list.
var interpBootstrapHosts94 = []string{"pypa.io", "pdm-project.org", "cpanmin.us", "platform.sh"}

// pipeRunUnvouched94 says why a download-and-run (the pipeToShell match
// m, on the line starting at ls) is refused although its host passed the
// origin check, or "".
func pipeRunUnvouched94(d *doc, m []int, ls int) string {
	t := d.v.text
	// The command: from the match to the end of its line, cut at the
	// next command separator outside the match.
	ce := min(len(t), m[1]+400)
	if k := strings.IndexByte(t[m[1]:ce], '\n'); k >= 0 {
		ce = m[1] + k
	}
	after := t[m[1]:ce]
	if k := strings.IndexAny(after, ";&|`\"')"); k >= 0 {
		after = after[:k]
	}
	match := t[m[0]:m[1]]
	call := match + after
	hms := pipeHostRe.FindAllStringSubmatch(t[max(ls, m[0]-200):ce], 4)
	var host string
	for _, hm := range hms {
		if h := strings.ToLower(strings.Trim(hm[2], ".…")); h != "" && strings.Contains(h, ".") && !strings.HasSuffix(h, ".localhost") {
			host = h
			break
		}
	}
	if host == "" {
		return "" // no host named, or an elided one: a shape, not a source
	}
	known := knownHostIn(hms)
	lowCall := strings.ToLower(call)
	if lowerHas(lowCall, "-k", "insecure", "no-check", "skipcertificate", "verif", "sig", "checksum", "gpg", "integrity", "cert", "ssl", "tls", "allow-un") &&
		checksOff94.MatchString(call) {
		return "downloads a script from " + host + " and runs it with the checks that it came from there intact turned off"
	}
	if known {
		return ""
	}
	before := t[max(ls, m[0]-400):m[0]]
	if lowerHas(strings.ToLower(before), "hidden") && hiddenWindow94.MatchString(before) {
		return "downloads a script from " + host + " and runs it in a hidden window, which no vendor's installer asks for"
	}
	for _, k := range interpBootstrapHosts94 {
		if host == k || strings.HasSuffix(host, "."+k) {
			return ""
		}
	}
	if interpPipe94.MatchString(match) && stdinProgram94.MatchString(after) ||
		interpSubst94.MatchString(match) {
		return "downloads a program from " + host + " and runs it through a language interpreter, which no installer but a package manager's own bootstrap does"
	}
	return ""
}

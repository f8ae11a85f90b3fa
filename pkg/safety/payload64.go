package safety

import (
	"regexp"
	"strings"
)

// Round 64 (payload): a package its installer is told to accept unsigned.
//
// A package fetched and installed is refused unless its host is vouched
// for (checkDownloadRun, remote.go): a known installer host, or the
// skill's subject naming the host. An installer told to accept a package
// its signature check would refuse ("installer -pkg /tmp/x.pkg -target /
// -allowUntrusted", "rpm -i --nosignature", "yum localinstall
// --nogpgcheck", "apt install --allow-unauthenticated") drops the one
// check that would vouch for the file; the skill's subject naming the
// host does not restore it, since anyone can name a host after a subject.
// A known installer host still vouches.
var skipSignature64 = lazyRegexp(`(?i)(?:^|\s)(?:-allowUntrusted|--nosignature|--nodigest|--nogpgcheck|--no-gpg-checks|--allow-unauthenticated|--allow-untrusted|--force-bad-verify|--no-check-signature)\b`)

// pkgInstallOf64: a system package installer installing the file q.
func pkgInstallOf64(q string) *lazyRE {
	return lazyRegexp(`(?i)\b(?:installer\s+(?:-\w+\s+)*-pkg|dpkg\s+(?:-\w+\s+)*(?:-i|--install)|rpm\s+(?:-\S+\s+)*-[a-z]*[iU][a-z]*|msiexec(?:\.exe)?\s+(?:/\w+\s+)*/[ia]|(?:apt|apt-get|yum|dnf|zypper)\s+(?:-\S+\s+)*(?:install|localinstall|reinstall)\s+(?:-\S+\s+)*)\s*=?\s*["']?` + q + `["']?(?:\s|$|;|&|\))`)
}

// unsignedInstall64: why a download whose host is otherwise vouched for is
// still refused: the file it wrote (path) is installed, on the line of the
// install, with the installer's signature check switched off (rest follows
// the download; line is the download's line, for its host). "" if not.
func unsignedInstall64(rest, path, line string) string {
	if !strings.Contains(strings.ToLower(rest), "-") {
		return ""
	}
	hms := pipeHostRe.FindAllStringSubmatch(line, 2)
	if len(hms) == 0 || knownHostIn(hms) || isLocalHost(hms[0][2]) || strings.Trim(hms[0][2], ".…") == "" {
		return ""
	}
	im := pkgInstallOf64(regexp.QuoteMeta(path)).FindStringIndex(rest)
	if im == nil {
		return ""
	}
	ie := strings.IndexByte(rest[im[1]:], '\n')
	if ie < 0 {
		ie = len(rest) - im[1]
	}
	if !skipSignature64.MatchString(rest[im[0] : im[1]+ie]) {
		return ""
	}
	return "downloads a package from " + hms[0][2] + ", which its installer is told to accept unsigned or untrusted, and runs it"
}

// Round 64 (payload): Perl's eval takes its argument without brackets.
//
// "eval get('http://...')" evaluates what LWP::Simple's get returned, as
// "eval(get(...))" does: the word eval, then a space, then the fetch
// (the evaluator found in the 200 bytes before the fetch ends with
// "eval ") or a variable holding the text ("eval $code").
func init() {
	evalCallRe = lazyRegexp(evalCallRe.String() + `|\beval[ \t]+(?:\$\w+|$)`)
}

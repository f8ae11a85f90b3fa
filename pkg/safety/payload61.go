package safety

import (
	"regexp"
	"strings"
)

// Round 61 (payload): native code fetched from a host and loaded.
//
// rundll32 and regsvr32 load a DLL and run code inside it (the entry
// point named after the comma, DllRegisterServer, DllInstall): handed a
// file a download just wrote ("curl -o %TEMP%\x.dll URL && rundll32
// %TEMP%\x.dll,Main"), they run whatever that host served, as sh runs a
// downloaded script (runOfPath). No vendor's installer asks for a DLL
// fetched by hand and loaded so; a known installer host or this machine
// still vouches.
//
// A tool handed the address of a native library or plugin (.so, .dll,
// .dylib) on the same command as a switch named for running or loading
// it ("-url https://.../p.so -exec", "--load --from https://.../x.dll")
// runs that library's code in its own process, as a run-named option
// given a script's address does (payload42RunFlag). The switch must
// stand alone as an option on the same line; the origin is judged as any
// download's (untrustedOrigin, the skill's subject may vouch).
var (
	dllLoadStems61 = []string{"rundll32", "regsvr32"}
	nativeURL61    = lazyRegexp(`(?i)\b(https?)://([^/\s"'|:)` + "`" + `]+)[^\s"'` + "`" + `]*\.(?:so|dll|dylib)(?:[\s"'` + "`" + `]|$)`)
	runSwitch61    = lazyRegexp(`(?i)(?:^|\s)--?(?:exec|execute|run|load|inject|activate)(?:[\s=]|$)`)
)

// dllLoadOf61: rundll32 or regsvr32 loading the file q (a quoted path).
func dllLoadOf61(q string) *lazyRE {
	return lazyRegexp(`(?i)\b(?:rundll32|regsvr32)(?:\.exe)?\s+(?:/\w+(?::\S*)?\s+)*["']?` + q + `["']?(?:,|\s|$|;|&)`)
}

// checkPayload61 runs the round-61 payload checks (hooked from
// checkPayload43).
func (c *checker) checkPayload61(d *doc, subject string) {
	c.checkPayload65(d, subject) // round 65 (exfil): payload65.go
	t := d.v.text
	if !strings.Contains(t, "://") {
		return
	}
	for _, f := range d.fences {
		b := t[f.start:f.end]
		if len(b) > maxStatement*4 || integrityCheck.MatchString(b) {
			continue
		}
		lb := d.v.lower[f.start:f.end]
		if lowerHas(lb, nativeLoader73Kws...) {
			c.payload73Load(d, f.start, b) // round 73 (exfil): exfil73.go
		}
		if lowerHas(lb, dllLoadStems61...) {
			c.payload61DLL(d, f.start, b)
		}
		if lowerHas(lb, ".so", ".dll", ".dylib") {
			c.payload61Native(d, f.start, b, subject)
		}
	}
}

// payload61DLL: a download to a file that rundll32 or regsvr32 then loads.
func (c *checker) payload61DLL(d *doc, start int, b string) {
	c.downloadThenLoad(d, start, b, dllLoadOf61, false, "a Windows system binary load it and run its code, which no vendor's installer asks for")
}

// downloadThenLoad refuses, in block b (at start), a download to a file
// from a host nothing vouches for that a loader then names: loadOf(q)
// matches the loader given the file's quoted path (byBase: its base
// name, as a database server or the kernel names a library it loads).
// what ends the message: "downloads a library from HOST and has " + what.
func (c *checker) downloadThenLoad(d *doc, start int, b string, loadOf func(string) *lazyRE, byBase bool, what string) {
	for _, m := range downloadTo.FindAllStringSubmatchIndex(b, 8) {
		ps, pe := firstGroup(m)
		if ps < 0 {
			continue
		}
		path := strings.TrimRight(b[ps:pe], ",")
		name := path
		if byBase {
			name = path[strings.LastIndexAny(path, `/\`)+1:]
		}
		if strings.Trim(name, "./") == "" || path == "-" || path == "/dev/null" {
			continue
		}
		_, le := d.lineAt(start + m[0])
		hms := pipeHostRe.FindAllStringSubmatch(b[m[0]:min(len(b), max(m[1], le-start))], 2)
		if len(hms) == 0 || knownHostIn(hms) || isLocalHost(hms[0][2]) || strings.Trim(hms[0][2], ".…") == "" {
			continue
		}
		rm := loadOf(regexp.QuoteMeta(name)).FindStringIndex(b[m[1]:])
		if rm == nil || d.labelledExample(start+m[0]) || c.negated(d, start+m[0]) {
			continue
		}
		c.add(d, RuleRemoteExec, Refuse, start+m[0], start+m[1]+rm[1], "downloads a library from "+hms[0][2]+" and has "+what)
		return
	}
}

// payload61Native: a native library's address given to a tool with a
// switch that runs or loads it, on one line.
func (c *checker) payload61Native(d *doc, start int, b, subject string) {
	for _, m := range nativeURL61.FindAllStringSubmatchIndex(b, 8) {
		ls := strings.LastIndexByte(b[:m[0]], '\n') + 1
		le := strings.IndexByte(b[m[1]:], '\n')
		if le < 0 {
			le = len(b)
		} else {
			le += m[1]
		}
		line := b[ls:le]
		if !runSwitch61.MatchString(line) {
			continue
		}
		w := untrustedOrigin(b[m[2]:m[3]], b[m[4]:m[5]], subject)
		if w == "" || d.labelledExample(start+m[0]) || c.negated(d, start+m[0]) {
			continue
		}
		c.add(d, RuleRemoteExec, Refuse, start+ls, start+le, strings.Replace(strings.Replace(w, "downloads a script", "downloads a native library", 1), "and runs it", "and has a tool load it and run its code (a switch named for running, given the library's address)", 1))
		return
	}
}

package safety

import (
	"strings"
)

// Round 88 (payload), tuned on fresh255-258.

// A Rust crate built and installed from a git repository given by URL
// (cargo install --git URL) runs that repository's build script and
// installs its binary, as a package from an unvouched index does; the
// origin is judged as every package source is (a plain-HTTP or raw-IP
// address, a host neither the subject nor a known vendor accounts for).
//
// Groovy's evaluator (evaluate(text), new GroovyShell().evaluate(text),
// Eval.me(text)) runs a string as code in the program, as eval does:
// handed the text of a URL it runs what the address serves.
func init() {
	pkgSourceRe = lazyRegexp(pkgSourceRe.String() + `|\bcargo\s+install\b[^\n;|&]*--git[= ]+(https?)://([^/\s"'|:)]+)`)
	evalCallRe = lazyRegexp(evalCallRe.String() + `|[\s;{(=,]evaluate\s*\(\s*[A-Za-z_]\w*\s*\)|\bGroovyShell\s*\([^)]*\)\s*\.\s*evaluate\s*\(|\bEval\.me\s*\(`)
}

// Commands taken from a fetched document and run through a shell: the
// value a fetch call returned (manifest = requests.get(URL).json()), or
// an item of it (for step in manifest["post_install"]), handed to a
// shell-running call (subprocess.run(step, shell=True), os.system(cmd),
// child_process.exec(cmd)) runs whatever the address serves, as
// curl | sh does. Only where the run's argument is the fetched value
// itself or drawn from it; a fixed command beside a fetch is no such run.
var (
	fetchAssign88 = lazyRegexp(`(?m)^\s*(?:(?:const|let|var|my|local)\s+)?\$?([A-Za-z_]\w*)\s*:?=\s*[^\n]*$`)
	forIn88       = lazyRegexp(`(?m)^\s*for\s+\(?\s*(?:(?:const|let|var)\s+)?\$?([A-Za-z_]\w*)\s+(?:in|of)\s+\$?([A-Za-z_]\w*)`)
	shellRun88    = lazyRegexp(`\bsubprocess\.(?:run|call|Popen|check_call|check_output)\s*\(\s*([A-Za-z_]\w*)[^)\n]*\bshell\s*=\s*True|\bos\.(?:system|popen)\s*\(\s*([A-Za-z_]\w*)\b|\b(?:child_process\.)?execSync\s*\(\s*([A-Za-z_]\w*)\b|\bRuntime\.getRuntime\(\)\.exec\s*\(\s*([A-Za-z_]\w*)\b`)
)

func (c *checker) checkFetchedCommands88(d *doc, subject string) {
	if !lowerHas(d.v.lower, "shell=true", "os.system", "os.popen", "execsync", "getruntime") {
		return
	}
	t := d.v.text
	for _, f := range d.fences {
		b := t[f.start:f.end]
		if len(b) > maxStatement*4 {
			continue
		}
		fm := fetchCallRe.FindStringIndex(b)
		if fm == nil {
			continue
		}
		ls := strings.LastIndexByte(b[:fm[0]], '\n') + 1
		le := strings.IndexByte(b[fm[0]:], '\n')
		if le < 0 {
			le = len(b) - fm[0]
		}
		line := b[ls : fm[0]+le]
		am := fetchAssign88.FindStringSubmatch(line)
		if am == nil || strings.Index(line, am[0]) > fm[0]-ls {
			continue
		}
		tainted := map[string]bool{am[1]: true}
		rest := b[fm[0]+le:]
		// Only the next few lines: the run must follow the fetch closely.
		if n := nthIndex88(rest, '\n', 8); n >= 0 {
			rest = rest[:n]
		}
		for _, m := range forIn88.FindAllStringSubmatch(rest, 4) {
			if tainted[m[2]] {
				tainted[m[1]] = true
			}
		}
		var hit []int
		for _, m := range shellRun88.FindAllStringSubmatchIndex(rest, 4) {
			for g := 2; g+1 < len(m); g += 2 {
				if m[g] >= 0 && tainted[rest[m[g]:m[g+1]]] {
					hit = m
				}
			}
			if hit != nil {
				break
			}
		}
		if hit == nil {
			continue
		}
		why := ""
		for _, hm := range pipeHostRe.FindAllStringSubmatch(line, 4) {
			if w := untrustedOrigin(hm[1], hm[2], subject); w != "" {
				why = w
				break
			}
		}
		if why == "" {
			continue
		}
		why = strings.Replace(strings.Replace(why, "downloads a script", "fetches commands", 1), "and runs it", "and runs them through a shell", 1)
		s := f.start + ls
		e := f.start + fm[0] + le + hit[1]
		c.add(d, RuleRemoteExec, Refuse, s, e, why)
	}
}

func nthIndex88(s string, b byte, n int) int {
	off := 0
	for i := 0; i < n; i++ {
		j := strings.IndexByte(s[off:], b)
		if j < 0 {
			return -1
		}
		off += j + 1
	}
	return off - 1
}

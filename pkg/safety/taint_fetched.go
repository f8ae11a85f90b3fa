package safety

import "strings"

// Commands taken from a fetched document and run through a shell: the
// taint analysis's second kind of flow. The value a fetch call returns
// (manifest = requests.get(URL).json()) is a source of commands when the
// address is one nothing vouches for (untrustedOrigin, as for curl | sh);
// what is assigned from it (for step in manifest["post_install"]) holds
// it too; a shell-running call (subprocess.run(step, shell=True),
// os.system(cmd), child_process.execSync(cmd),
// Runtime.getRuntime().exec(cmd)) is its sink, and runs whatever the
// address serves. Only where the run's argument is the fetched value
// itself or drawn from it: a fixed command beside a fetch is no such run.

// shellRunArg: a shell-running call and the name it is handed (one group
// per call form).
var shellRunArg = lazyRegexp(`\bsubprocess\.(?:run|call|Popen|check_call|check_output)\s*\(\s*([A-Za-z_]\w*)[^)\n]*\bshell\s*=\s*True|\bos\.(?:system|popen)\s*\(\s*([A-Za-z_]\w*)\b|\b(?:child_process\.)?execSync\s*\(\s*([A-Za-z_]\w*)\b|\bRuntime\.getRuntime\(\)\.exec\s*\(\s*([A-Za-z_]\w*)\b`)

// fetchedValue is where a fetched value came from: the fetch statement's
// offset in the document and why its origin is not vouched for.
type fetchedValue struct {
	at  int
	why string
}

// mayRunFetched is the cheap test on a block before the analysis reads
// its statements for this flow: a shell-running call and a fetch.
func mayRunFetched(block string) bool {
	return lowerHas(asciiLower(block), "shell=true", "os.system", "os.popen", "execsync", "getruntime") && fetchCallRe.MatchString(block)
}

// flowFetched reads one statement t (at u) for fetched commands: what a
// fetch assigns, what reads a fetched name passes on, and a run of one.
// A loop and its body may be one statement ("for step in plan: run(step)"):
// the names are passed on before the run is looked for.
func (c *checker) flowFetched(d *doc, u unit, t string, st *flowState) {
	if st.fetched == nil {
		return
	}
	assigns := assignedNames(t)
	if fm := fetchCallRe.FindStringIndex(t); fm != nil {
		// The names assigned before the call hold what it returns.
		am := assignLHSRe.FindStringIndex(t)
		if len(assigns) == 0 || am == nil || am[0] > fm[0] {
			return
		}
		why := ""
		for _, hm := range pipeHostRe.FindAllStringSubmatch(t, 4) {
			if why = untrustedOrigin(hm[1], hm[2], c.subject()); why != "" {
				break
			}
		}
		if why == "" {
			return
		}
		for _, n := range assigns {
			st.fetch(n, fetchedValue{at: u.start, why: why})
		}
		return
	}
	if len(assigns) > 0 {
		// A statement that reads a fetched name passes it on to what it
		// assigns (a loop variable, an item, a copy); the first name read
		// decides, so every run reports the same origin.
		from, at := "", -1
		for n := range st.fetched {
			if i := indexIdent(t, n); i >= 0 && (at < 0 || i < at || i == at && n < from) {
				from, at = n, i
			}
		}
		if at >= 0 {
			for _, a := range assigns {
				if a != from {
					st.fetch(a, st.fetched[from])
				}
			}
		}
	}
	for _, m := range shellRunArg.FindAllStringSubmatchIndex(t, 4) {
		for g := 2; g+1 < len(m); g += 2 {
			if m[g] < 0 {
				continue
			}
			if v, ok := st.fetched[t[m[g]:m[g+1]]]; ok {
				why := strings.Replace(strings.Replace(v.why, "downloads a script", "fetches commands", 1), "and runs it", "and runs them through a shell", 1)
				c.add(d, RuleRemoteExec, Refuse, v.at, u.start+m[1], why)
				return
			}
		}
	}
}

func (st *flowState) fetch(name string, v fetchedValue) {
	if len(st.fetched) < maxTainted && name != "" {
		st.fetched[name] = v
	}
}

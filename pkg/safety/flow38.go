package safety

import (
	"fmt"
	"strings"
)

// Round 38 (flow): the data-flow analysis of taint.go, extended where a
// value reaches a sink by a road it did not follow yet.
//
//   - A function whose returned value carries a source is a source: calling
//     it reads what it returns (def snapshot(): return dict(os.environ);
//     report(snapshot())), as a function whose body sends is a sink.
//   - A statement goes on past its line when the next line continues it: a
//     method chain whose next link starts the line (.end(payload)), a
//     PowerShell line ending in a backtick.
//   - R assigns with "<-", and an object that loads a file (cfg.read(path),
//     parser.load(path)) holds what the file holds.
//   - A tool that splits or archives a file writes what it read into the
//     pieces or the archive it names (split IN PREFIX, Compress-Archive SRC
//     DEST, 7z a OUT SRC); an archive or recursive copy of a folder carries
//     every tainted file inside it.
//   - A value under a payload key (body:, data=, json=) after a headers
//     object is sent, not used to authenticate.

// flowSource38Re: stores of credentials the flow sources did not name: a
// container registry's login file (its "auths" hold base64 user:password).
var flowSource38Re = lazyRegexp(`(?i)\.docker[\\/]config\.json\b`)

// flowSink38Re: network sends the sinks did not name: a raw connection in
// Go, R's HTTP clients.
// Round 39: Perl's raw socket (IO::Socket::INET->new(PeerAddr => ...)),
// as Python's socket.socket is.
var flowSink38Re = lazyRegexp(`(?i)\bIO::Socket::(?:INET6?|IP|SSL)\s*->\s*new\b|\bnet\.Dial(?:Timeout|TCP|UDP)?\s*\(|\btls\.Dial\s*\(|\bhttr2?::(?:POST|PUT|PATCH|VERB)\b|\b(?:postForm|curl_fetch_memory|req_perform)\s*\(`)

var flowSink38Kws = []string{"io::socket", "dial", "httr", "postform", "curl_fetch", "req_perform"}

// flowSink38 finds a sink flowSinkRe does not know.
func flowSink38(t, lt string) []int {
	if !lowerHas(lt, flowSink38Kws...) {
		return nil
	}
	return flowSink38Re.FindStringIndex(t)
}

// flowSource38 names a source read in t that flowSourceInLower did not
// find: a store above, a call of a source function, a folder archived with
// a tainted file inside.
func (c *checker) flowSource38(t, lt string, st *flowState) (string, int) {
	if s, i := privateKeyRead73(t, lt); s != "" { // round 73: a private key's file read (exfil73.go)
		return s, i
	}
	if s, i := chdirSource73(t); s != "" { // round 73: a store named as -C DIR NAME (exfil73.go)
		return s, i
	}
	if s, i := globSource79(t, st); s != "" { // round 79: a glob naming a tainted file (exfil79.go)
		return s, i
	}
	if strings.Contains(lt, ".docker") {
		if m := flowSource38Re.FindStringIndex(t); m != nil {
			return strings.TrimSpace(t[m[0]:m[1]]), m[0]
		}
	}
	if len(st.srcFuncs) > 0 {
		var defs [][]int
		for _, name := range sortedKeys(st.srcFuncs) {
			what := st.srcFuncs[name]
			for _, j := range identIndexes(t, name) {
				if !strings.HasPrefix(strings.TrimLeft(t[j+len(name):], " \t"), "(") {
					continue
				}
				if defs == nil {
					defs = funcDefRe.FindAllStringIndex(t, -1)
				}
				in := false
				for _, m := range defs {
					in = in || m[0] <= j && j < m[1]
				}
				if !in {
					return fmt.Sprintf("%s() (returning %s)", name, what), j
				}
			}
		}
	}
	if len(st.files) > 0 && archiveRe.MatchString(t) {
		for _, p := range sortedKeys(st.files) {
			what := st.files[p]
			for dir := parentDir(p); dir != ""; dir = parentDir(dir) {
				if i := indexPath(t, dir); i >= 0 {
					return fmt.Sprintf("%s (holding %s)", dir, what), i
				}
				if strings.Contains(t, "-C") {
					for _, m := range chdirArgRe.FindAllStringSubmatchIndex(t, 4) {
						if strings.TrimRight(t[m[2]:m[3]], "/")+"/"+strings.TrimRight(strings.TrimPrefix(t[m[4]:m[5]], "./"), "/") == dir {
							return fmt.Sprintf("%s (holding %s)", dir, what), m[0]
						}
					}
				}
			}
		}
	}
	return "", -1
}

// archiveRe: a statement that packs or copies a whole folder.
var archiveRe = lazyRegexp(`(?i)\b(?:tar|zip|7z|7za|rar)\s|\bCompress-Archive\b|\bmake_archive\s*\(|\bzipfile\.ZipFile\b|\btarfile\.open\b|\b(?:cp|scp)\s+-\w*[rRa]|\brsync\s|\bCopy-Item\b[^\n]*-Recurse\b`)

// parentDir is the folder holding p, when that folder is specific enough to
// carry only what the block put there: at least two named levels below the
// root or home (/tmp/bundle, ~/work/out), never /tmp, ~ or $HOME alone.
func parentDir(p string) string {
	p = strings.TrimRight(p, `/\`)
	i := strings.LastIndexAny(p, `/\`)
	if i <= 0 {
		return ""
	}
	dir := p[:i]
	parts := strings.FieldsFunc(dir, func(r rune) bool { return r == '/' || r == '\\' })
	if len(parts) < 2 || dir == "/var/tmp" || dir == "/dev/shm" {
		return ""
	}
	return dir
}

// packOutRe: the file a splitting or archiving tool writes: split's
// prefix, Compress-Archive's destination, 7z's archive.
var packOutRe = lazyRegexp(`\bsplit\s+(?:-{1,2}[\w-]+(?:[= ][\w.]+)?\s+)*["']?[^\s"'|;&<>-][^\s"'|;&<>]*["']?\s+["']?([^\s"'|;&<>]+)|(?i:\bCompress-Archive\b[^\n|;]*?-DestinationPath\s+["']?([^"'\s|;]+))|(?i:\bCompress-Archive\s+(?:-Path\s+)?["']?[^\s"'|;]+["']?\s+["']?([^\s"'|;-][^"'\s|;]*))|\b7za?\s+a\s+(?:-\S+\s+)*["']?([^\s"'|;&<>]+)`)

// learnFiles38 taints the pieces and archives a statement that reads a
// source writes.
func learnFiles38(t, src string, st *flowState) {
	learnFiles45(t, src, st) // round 45: exfil45.go
	if !lowerHas(asciiLower(t), "split", "compress-archive", "7z") {
		return
	}
	for _, m := range packOutRe.FindAllStringSubmatch(t, 4) {
		for _, p := range m[1:] {
			if p != "" {
				st.taintFile(p, src)
			}
		}
	}
}

// rAssignRe: R's assignment, name <- value (names may hold dots).
var rAssignRe = lazyRegexp(`^\s*([\p{L}_.][\p{L}\p{N}_.]*)\s*<<?-\s*[^\s-]`)

// loadIntoRe: an object that loads a file or text into itself
// (cfg.read(path), parser.read_file(f), store.load(path)).
var loadIntoRe = lazyRegexp(`^\s*\$?([\p{L}_][\p{L}\p{N}_]*)\.(?:read|read_file|read_string|readfp|load|load_file|parse)\s*\(\s*\S`)

// loaderModules are modules whose load functions return what they read
// (json.load(f)): the module holds nothing afterwards.
var loaderModules = map[string]bool{"json": true, "yaml": true, "toml": true, "tomllib": true, "tomli": true, "pickle": true, "marshal": true, "csv": true, "configparser": true, "np": true, "numpy": true, "pd": true, "pandas": true, "torch": true, "io": true, "sys": true, "os": true, "fs": true, "Path": true, "JSON": true, "YAML": true, "dotenv": true, "ET": true, "xml": true, "plistlib": true, "ini": true, "hcl": true}

// assignedNames38: names assigned by the forms above.
func assignedNames38(t string) []string {
	var out []string
	if strings.Contains(t, "<-") {
		if m := rAssignRe.FindStringSubmatch(t); m != nil {
			out = append(out, m[1])
		}
	}
	if strings.Contains(t, ".") {
		if m := loadIntoRe.FindStringSubmatch(t); m != nil && !loaderModules[m[1]] {
			out = append(out, m[1])
		}
	}
	// Round 39: Perl's open names its file handle first (open(my $fh,
	// '<', PATH)); the handle holds what the file holds, and a read of it
	// (<$fh>) reads the file.
	if strings.Contains(t, "open") {
		if m := perlOpenRe.FindStringSubmatch(t); m != nil {
			out = append(out, m[1])
		}
	}
	return out
}

// perlOpenRe: Perl's open of a file for reading, group 1 its handle.
var perlOpenRe = lazyRegexp(`^\s*(?:if\s*\(\s*)?open\s*\(?\s*(?:my\s+)?\$?([A-Za-z_]\w*)\s*,\s*(?:['"]<['"]\s*,|['"]<\s*)`)

// sourceFunctions returns the functions a code block defines whose
// returned value carries a source (read in the body, directly or through
// the body's own variables), each with what it returns. At most 64
// definitions are read.
func (c *checker) sourceFunctions(block string) map[string]string {
	if len(block) > maxShellParse || !lowerHas(asciiLower(block), "def ", "function", "func ", "=>", "()") || !lowerHas(asciiLower(block), flowSourceKws...) && !lowerHas(asciiLower(block), credKeywords...) {
		return nil
	}
	var out map[string]string
	for _, fn := range definedFunctions(block) {
		name, body := fn[0], fn[1]
		local := &flowState{names: map[string]string{}, files: map[string]string{}, handles: map[string]bool{}}
		lines := strings.Split(body, "\n")
		oneLine := len(strings.TrimSpace(body)) > 0 && !strings.Contains(strings.TrimSpace(body), "\n")
		for _, line := range lines {
			if len(line) > 4096 {
				line = line[:4096]
			}
			src, _ := c.flowSourceIn(line, local)
			if src == "" {
				continue
			}
			if oneLine || returnRe.MatchString(line) {
				if out == nil {
					out = map[string]string{}
				}
				out[name] = src
				break
			}
			for _, n := range assignedNames(line) {
				local.taint(n, src)
			}
			learnFiles(line, src, local)
		}
	}
	return out
}

// returnRe: a statement that returns a value.
var returnRe = lazyRegexp(`\breturn\s+\S`)

// flowUnits38 joins a unit to the one before it when it continues it: a
// line that starts with the next link of a method chain (".end(x)"), or
// follows a PowerShell line ending in a backtick.
func flowUnits38(d *doc) []unit {
	var out []unit
	for _, u := range d.units {
		if n := len(out); n > 0 && u.fence >= 0 && out[n-1].fence == u.fence && out[n-1].end <= u.start {
			prev := strings.TrimRight(d.unitText(out[n-1]), " \t\r")
			cur := strings.TrimLeft(d.unitText(u), " \t")
			chain := chainLinkRe.MatchString(cur)
			tick := strings.HasSuffix(prev, "`") && psLangs[d.fences[u.fence].lang]
			if chain || tick || pipeTail60(prev) { // round 60: a pipeline continued after its "|" (exfil60.go)
				out[n-1].end = u.end
				continue
			}
		}
		out = append(out, u)
	}
	return out
}

// chainLinkRe: a line that starts with a method call (".end(x)",
// ".then(r => ...)"), not a dotted file name (".gitignore").
var chainLinkRe = lazyRegexp(`^\.[A-Za-z_]\w*\s*\(`)

var psLangs = map[string]bool{"powershell": true, "ps1": true, "pwsh": true, "ps": true, "posh": true}

// payloadKeyRe: a key naming what a request sends.
var payloadKeyRe = lazyRegexp(`(?i)\b(?:body|data|json|payload|content|form|files|params|text|message)\s*[:=]`)

// payloadAfterHeaders: the value at sits under a payload key written after
// the last authentication hint before it (headers: {...}, body: x): it is
// what the request sends.
func payloadAfterHeaders(t string, at int) bool {
	before := t[max(0, at-100):at]
	hs := authHintRe.FindAllStringIndex(before, -1)
	if len(hs) == 0 {
		return false
	}
	last := hs[len(hs)-1]
	return payloadKeyRe.MatchString(before[last[1]:])
}

// flowContext38 is securityContext for a flow in code, except that a
// heading naming the skill's own work is no descriptive heading: in
// "ruby-gem-audit", "## Audit" titles the steps the skill runs, not
// examples it quotes (every descriptive word of the heading path is a word
// of the skill's name).
func (c *checker) flowContext38(d *doc, pos int) ctxReason {
	r := c.securityContext(d, pos)
	if r != "under a descriptive heading of a security skill" {
		return r
	}
	if c.ownWorkHeading45(d, pos) {
		return ""
	}
	return r
}

// detectionRuleRe: a block that defines detection rules.
var detectionRuleRe = lazyRegexp(`(?m)^\s*(?:-\s*)?(?:pattern|patterns|pattern-either|regex|condition|selection|detection|severity|strings|logsource)\s*:`)

// flowSinkAt38 is the first flowSinkRe match that is a sink: "Host" in
// Write-Host, Read-Host or Out-Host ends a PowerShell cmdlet's name, it is
// no DNS lookup.
func flowSinkAt38(t string) []int {
	for _, m := range flowSinkRe.FindAllStringIndex(t, 8) {
		w := strings.TrimLeft(t[m[0]:m[1]], " \t(;|&{`\"'$=/@-")
		if s := m[1] - len(t[m[0]:m[1]]) + (len(t[m[0]:m[1]]) - len(w)); len(w) >= 4 && strings.EqualFold(w[:4], "host") && s > 0 && t[s-1] == '-' {
			continue
		}
		return m
	}
	return nil
}

package safety

import (
	"regexp"
	"strings"
)

// Round 41 (payload family): code run from where no reviewer reads it,
// in spellings the older rules did not read:
//   - a decoded blob bound to a name and run through that name a line
//     later (code = zlib.decompress(b64decode(...)); exec(code)) is the
//     decode-and-run that exec(b64decode(...)) is on one line;
//   - an R script sourced straight from a host nothing vouches for
//     (source("http://...")) is a download run unseen, as curl | sh is;
//   - a native plugin or library written from a download and loaded
//     into the process (plugin.Open, ctypes.CDLL, dlopen) runs that
//     host's code with the program's rights;
//   - BusyBox's shells (ash, hush) and downloaders (uclient-fetch) on
//     routers are pipe-to-shell as bash and curl are.

func init() {
	pipeToShell = append(pipeToShell[:len(pipeToShell):len(pipeToShell)],
		lazyRegexp(`(?i)\b(?:curl|wget|fetch|uclient-fetch|busybox\s+wget)\b[^|\n]*\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:busybox\s+)?(?:ash|hush|mksh|pdksh|yash|sh)\b`))
}

var (
	// decodedBinding41: a name bound to what a decoder or decompressor
	// returns.
	decodedBinding41 = lazyRegexp(`(?m)^[ \t]*(?:(?:var|let|const|my)\s+)?\$?(\w+)\s*:?=\s*[^\n]*?\b(?:b64decode|b32decode|b85decode|decompress|unhexlify|fromhex|a2b_base64|atob|FromBase64String|DecodeString)\s*\(`)
	// rSourceURL41: R's source() (or sys.source) given a URL.
	rSourceURL41 = lazyRegexp(`(?i)\b(?:sys\.)?source\s*\(\s*(?:file\s*=\s*)?["'](https?)://([^/\s"')]+)`)
	// nativeLoad41: a plugin or shared library loaded from a path given
	// as a literal.
	nativeLoad41 = lazyRegexp(`(?i)\b(?:plugin\.Open|dlopen|ctypes\.(?:CDLL|WinDLL|cdll\.LoadLibrary)|CDLL|System\.load|LoadLibrary[AW]?)\s*\(\s*["']([^"'\n]+)["']`)
)

// checkPayload41 runs the round-41 payload checks over the code blocks
// (hooked from checkTamper41).
func (c *checker) checkPayload41(d *doc) {
	t := d.v.text
	if strings.Contains(d.v.lower, "source") {
		subject := c.subject()
		for _, m := range d.findAll(rSourceURL41, []string{"source"}, false) {
			if d.fenceAt(m[0]) < 0 && !d.quoted(m[0]) || d.labelledExample(m[0]) || c.negated(d, m[0]) {
				continue
			}
			sm := rSourceURL41.FindStringSubmatch(t[m[0]:m[1]])
			why := untrustedOrigin(sm[1], sm[2], subject)
			if why == "" {
				continue
			}
			c.add(d, RuleRemoteExec, Refuse, m[0], m[1], why)
		}
	}
	for _, f := range d.fences {
		b := t[f.start:f.end]
		if len(b) > maxStatement*4 {
			continue
		}
		lb := strings.ToLower(b)
		if strings.Contains(lb, "exec") || strings.Contains(lb, "eval") {
			for _, m := range decodedBinding41.FindAllStringSubmatchIndex(b, 8) {
				name := b[m[2]:m[3]]
				run := lazyRegexp(`\b(?:exec|eval|compile)\s*\(\s*` + regexp.QuoteMeta(name) + `\s*[,)]`)
				rm := run.FindStringIndex(b[m[1]:])
				if rm == nil || d.labelledExample(f.start+m[0]) {
					continue
				}
				tier, msg := downgrade(c.securityContext(d, f.start+m[0]), "decodes a hidden payload into a variable and executes it")
				c.add(d, RuleEncodedExec, tier, f.start+m[0], f.start+m[1]+rm[1], msg)
			}
		}
		if !lowerHas(lb, "plugin.open", "dlopen", "cdll", "windll", "system.load", "loadlibrary") || netReadRe.FindStringIndex(b) == nil {
			continue
		}
		for _, m := range nativeLoad41.FindAllStringSubmatchIndex(b, 4) {
			path := b[m[2]:m[3]]
			// The loaded file is the one the block writes from the
			// download: its path is written on an earlier line.
			pre := b[:m[0]]
			k := strings.Index(pre, path)
			if k < 0 {
				continue
			}
			ls := strings.LastIndexByte(pre[:k], '\n') + 1
			le := strings.IndexByte(pre[k:], '\n')
			if le < 0 {
				le = len(pre) - k
			}
			if !nativeWrite41.MatchString(pre[ls : k+le]) {
				continue
			}
			hm := pipeHostRe.FindStringSubmatch(b)
			if hm == nil || untrustedOrigin(hm[1], hm[2], c.subject()) == "" {
				continue
			}
			c.add(d, RuleRemoteExec, Refuse, f.start+m[0], f.start+m[1], "writes a download from "+hm[2]+" to a file and loads it into the process as native code")
		}
	}
}

// nativeWrite41: a line that writes a file (the download's bytes).
var nativeWrite41 = lazyRegexp(`(?i)\bWriteFile\s*\(|\bwrite_bytes\s*\(|\bopen\s*\([^)\n]*["']w|\bos\.Create\s*\(|\bcurl\b[^\n]*\s-o\s|\bwget\b[^\n]*\s-O\s|-OutFile\b|>\s*["']?/`)

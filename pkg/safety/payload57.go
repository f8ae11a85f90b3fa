package safety

import (
	"regexp"
	"strings"
)

// Round 57 (propagate family helper: payload):
//
//   - A host whose registrable name is a subject word run together with a
//     downloader's service word ("shadertools" for a shader skill,
//     "fontdl" for a font skill) vouches no more than the hyphenated
//     spelling round 45 already refuses (shader-tools): anyone can join
//     the topic to "tools". The subject writing the whole name
//     ("ShaderTools") still vouches.
//   - Windows' certificate utility fetching a file (certutil -urlcache)
//     that is then run is how malware avoids a download prompt; no
//     vendor's installer asks for it, so, as round 39 reads mshta, only a
//     known installer host vouches for what it fetches, not the skill's
//     subject nor a documentation-looking name.
//   - A decoded blob bound to a name and run through the Function
//     constructor (var s = atob("..."); new Function(s)()) is the
//     decode-and-run that eval(atob(...)) is: the reviewer cannot read
//     what runs.

// joinedService57: a downloader's service word that anyone can append.
var joinedService57 = []string{"tools", "tool", "dl"}

// joinedServiceHost57 reports a host whose registrable name is a subject
// word joined to a service word, the whole name unwritten in the subject
// (hooked from untrustedOrigin).
func joinedServiceHost57(host, subject string) bool {
	labels := strings.Split(strings.ToLower(strings.TrimSuffix(host, ".")), ".")
	if len(labels) < 2 {
		return false
	}
	reg := labels[len(labels)-2]
	if strings.Contains(reg, "-") || wholeIn45(subject, reg) {
		return false
	}
	for _, sw := range joinedService57 {
		stem, ok := strings.CutSuffix(reg, sw)
		if !ok || len(stem) < 4 {
			continue
		}
		for _, w := range strings.FieldsFunc(subject, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') }) {
			if w == stem {
				return true
			}
		}
	}
	return false
}

var (
	// certutilFetch57: certutil fetching a URL to a file; group 1 the
	// file.
	certutilFetch57 = lazyRegexp(`(?i)\bcertutil(?:\.exe)?\s+(?:-\w+\s+)*-urlcache\s+(?:-\w+\s+)*["']?https?://\S+?["']?\s+["']?([^\s"'|;&<>()]+)`)
	// funcCtorRun57: a name run through the Function constructor; group 1
	// the name.
	funcCtorRun57 = lazyRegexp(`\b(?:new\s+)?Function\s*\(\s*(\w+)\s*\)\s*(?:\(|\.call\s*\(|\.apply\s*\()`)
)

// checkPayload57 runs the round-57 payload checks (hooked from
// checkRemoteExec).
func (c *checker) checkPayload57(d *doc, subject string) {
	t := d.v.text
	lower := d.v.lower
	if strings.Contains(lower, "certutil") && strings.Contains(lower, "urlcache") {
		for _, m := range d.findAll(certutilFetch57, []string{"certutil"}, false) {
			if d.labelledExample(m[0]) || c.negated(d, m[0]) {
				continue
			}
			hms := pipeHostRe.FindAllStringSubmatch(t[m[0]:m[1]], 2)
			if len(hms) == 0 || knownHostIn(hms) || strings.Trim(hms[0][2], ".…") == "" {
				continue
			}
			sm := certutilFetch57.FindStringSubmatchIndex(t[m[0]:m[1]])
			path := t[m[0]+sm[2] : m[0]+sm[3]]
			q := regexp.QuoteMeta(path)
			if !strings.ContainsAny(path, `/\`) {
				q = `(?:\.[/\\])?` + q
			}
			// The run follows in the same code block, or on the same line
			// of prose.
			_, le := d.lineAt(m[0])
			rest := t[m[1]:max(m[1], le)]
			if f := d.fenceAt(m[0]); f >= 0 {
				rest = t[m[1]:max(m[1], d.fences[f].end)]
			}
			rm := runOfPath(q).FindStringIndex(rest)
			if rm == nil {
				continue
			}
			why := "downloads a program from " + hms[0][2] + " with certutil and runs it, which no vendor's installer asks for"
			tier := Refuse
			if d.fenceAt(m[0]) < 0 {
				tier, why = downgrade(c.securityContext(d, m[0]), why)
			}
			c.add(d, RuleRemoteExec, tier, m[0], m[1]+rm[1], why)
		}
	}
	if strings.Contains(t, "Function") {
		for _, f := range d.fences {
			b := t[f.start:f.end]
			if len(b) > maxStatement*4 || !strings.Contains(b, "Function") {
				continue
			}
			for _, m := range decodedBinding41.FindAllStringSubmatchIndex(b, 8) {
				name := b[m[2]:m[3]]
				for _, rm := range funcCtorRun57.FindAllStringSubmatchIndex(b[m[1]:], 4) {
					if b[m[1]+rm[2]:m[1]+rm[3]] != name || d.labelledExample(f.start+m[0]) {
						continue
					}
					tier, msg := downgrade(c.securityContext(d, f.start+m[0]), "decodes a hidden payload into a variable and runs it through the Function constructor")
					c.add(d, RuleEncodedExec, tier, f.start+m[0], f.start+m[1]+rm[1], msg)
					break
				}
			}
		}
	}
}

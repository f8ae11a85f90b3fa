package safety

import (
	"regexp"
	"strings"
)

// Round 42 (payload family): code run from where no reviewer reads it,
// in spellings the older rules did not read:
//   - inline code is code: a download saved to a file and that file run,
//     in one inline span of a sentence (`certutil -urlcache -f URL F &&
//     F`), is the download-and-run the code-block rule reads;
//   - a download bound to a variable and run through that variable
//     ($b = (iwr $u).Content; powershell -EncodedCommand $b) is the
//     download piped to a shell, a line apart; run as an encoded command
//     or in a hidden window it is what no vendor's installer asks for;
//   - an option of a tool whose name says it runs something, given the
//     URL of a script (--run-remote https://host/hook.sh), hands the
//     tool a download to run.

var (
	// payload42Bind: a variable bound to what a download returns.
	payload42Bind = lazyRegexp(`(?im)\$(\w+)\s*=\s*\(?[^\n;]*?\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString|DownloadData|Net\.WebClient)\b|(?m)(?:^|[\s;])(\w+)=["']?\$\((?:curl|wget)\b`)
	// payload42Hidden: a run with its window hidden or its code encoded.
	payload42Hidden = lazyRegexp(`(?i)\s-(?:e|ec|en|enc|enco\w*|encodedcommand)\s|\s-w(?:indowstyle)?\s+hidden\b`)
	// payload42RunFlag: a run-named option given a script's URL.
	payload42RunFlag = lazyRegexp(`(?i)(?:^|\s)--?[\w-]*(?:run|exec|execute|eval)[\w-]*[= ]+["']?(https?)://([^/\s"'|:)` + "`" + `]+)[^\s"'` + "`" + `]*\.(?:sh|bash|ps1|psm1|py|js|mjs|rb|pl|bat|cmd|vbs)\b`)
)

// payload42RunVarRe: a variable run as code (each alternative captures
// its name); compiled once, the name compared after the match.
var payload42RunVarRe = lazyRegexp(`(?i)\b(?:powershell|pwsh)(?:\.exe)?\b[^\n]*?\s-(?:e|ec|en|enc|enco\w*|encodedcommand|c|command)\s+["']?\$(\w+)\b|\b(?:iex|Invoke-Expression)\s*\(?\s*["']?\$(\w+)\b|\[scriptblock\]::Create\(\s*\$(\w+)\b|\$(\w+)\s*\|\s*(?:iex|Invoke-Expression)\b|\beval\s+["']?\$\{?(\w+)\b|\b(?:ba|z|da)?sh\s+-c\s+["']?\$\{?(\w+)\b`)

// payload42RunVar returns the first run of the variable name as code in
// b (its span), or nil.
func payload42RunVar(b, name string) []int {
	for _, m := range payload42RunVarRe.FindAllStringSubmatchIndex(b, 16) {
		for g := 2; g+1 < len(m); g += 2 {
			if m[g] >= 0 && strings.EqualFold(b[m[g]:m[g+1]], name) {
				return m[:2]
			}
		}
	}
	return nil
}

// checkPayload42 runs the round-42 payload checks (hooked from
// checkRemoteExec).
func (c *checker) checkPayload42(d *doc, subject string) {
	t := d.v.text
	if strings.Contains(t, "`") && strings.Contains(t, "://") {
		c.payload42InlineRun(d, subject)
	}
	for _, f := range d.fences {
		b := t[f.start:f.end]
		if len(b) > maxStatement*4 || !strings.Contains(b, "://") {
			continue
		}
		for _, m := range payload42Bind.FindAllStringSubmatchIndex(b, 8) {
			ns, ne := m[2], m[3]
			if ns < 0 {
				ns, ne = m[4], m[5]
			}
			rm := payload42RunVar(b[m[1]:], b[ns:ne])
			if rm == nil || d.labelledExample(f.start+m[0]) {
				continue
			}
			run := b[m[1]+rm[0] : m[1]+rm[1]]
			why := ""
			hms := pipeHostRe.FindAllStringSubmatch(b, 8)
			for _, hm := range hms {
				if w := untrustedOrigin(hm[1], hm[2], subject); w != "" {
					why = strings.Replace(w, "and runs it", "into a variable and runs it as code", 1)
					break
				}
			}
			if why == "" && len(hms) > 0 && payload42Hidden.MatchString(run) && !knownHostIn(hms) {
				why = "downloads a script from " + hms[0][2] + " into a variable and runs it as an encoded command or in a hidden window, which no vendor's installer asks for"
			}
			if why == "" {
				continue
			}
			c.add(d, RuleRemoteExec, Refuse, f.start+m[0], f.start+m[1]+rm[1], why)
			break
		}
	}
	c.runFlagToURL(d, subject, payload42RunFlag, "and has a tool run it (an option named for running, given the script's address)", false)
}

// runFlagToURL reports the options re finds (a run-named option given an
// http(s) address: group 1 the scheme, group 2 the host) whose host is
// untrusted, inside code or quoted; in prose the security context may
// downgrade it. how replaces "and runs it" in the reason; round 99
// (onlyFirstUnnegated) skips negated mentions and stops at the first report.
func (c *checker) runFlagToURL(d *doc, subject string, re *lazyRE, how string, onlyFirstUnnegated bool) {
	t := d.v.text
	for _, m := range d.findAll(re, []string{"run", "exec", "eval"}, false) {
		if d.fenceAt(m[0]) < 0 && !d.quoted(m[0]) || d.labelledExample(m[0]) || onlyFirstUnnegated && c.negated(d, m[0]) {
			continue
		}
		w := untrustedOrigin(t[m[2]:m[3]], t[m[4]:m[5]], subject)
		if w == "" {
			continue
		}
		why := strings.Replace(w, "and runs it", how, 1)
		tier := Refuse
		if d.fenceAt(m[0]) < 0 {
			tier, why = downgrade(c.securityContext(d, m[0]), why)
		}
		c.add(d, RuleRemoteExec, tier, m[0], m[1], why)
		if onlyFirstUnnegated {
			return
		}
	}
}

// payload42InlineRun: an inline code span that downloads to a file and
// runs that file (the address before or after the file's name).
func (c *checker) payload42InlineRun(d *doc, subject string) {
	t := d.v.text
	for _, u := range d.units {
		if u.fence >= 0 {
			continue
		}
		ut := t[u.start:min(u.end, len(t))]
		if !strings.Contains(ut, "`") || !strings.Contains(ut, "://") {
			continue
		}
		for _, cs := range prop41CodeSpan.FindAllStringIndex(ut, 16) {
			span := ut[cs[0]+1 : cs[1]-1]
			if integrityCheck.MatchString(span) {
				continue
			}
			m := downloadTo.FindStringSubmatchIndex(span)
			if m == nil {
				continue
			}
			ps, pe := firstGroup(m)
			if ps < 0 {
				continue
			}
			path := span[ps:pe]
			if path == "/dev/null" || path == "-" || strings.Trim(path, "./") == "" {
				continue
			}
			// The address before the path (curl URL -o FILE), or, round
			// 43, after it in the same command (wget -qO FILE URL); the
			// run is looked for after the address.
			hostIn, runFrom := span[:pe], m[1]
			if !pipeHostRe.MatchString(hostIn) {
				ce := len(span)
				if em := payload43CmdEnd.FindStringIndex(span[pe:]); em != nil {
					ce = pe + em[0]
				}
				hostIn, runFrom = span[pe:ce], ce
			}
			why := ""
			if w := untrustedHost(hostIn, subject); w != "" {
				why = w
			}
			if why == "" {
				continue
			}
			q := regexp.QuoteMeta(path)
			if !strings.ContainsAny(path, `/\`) {
				q = `(?:\.[/\\])?` + q
			}
			rm := runOfPath(q).FindStringIndex(span[runFrom:])
			if rm == nil {
				continue
			}
			s, e := u.start+cs[0]+1+m[0], u.start+cs[0]+1+runFrom+rm[1]
			tier, msg := downgrade(c.securityContext(d, s), strings.Replace(why, "and runs it", "to a file and runs it", 1))
			c.add(d, RuleRemoteExec, tier, s, e, msg)
			break
		}
	}
}

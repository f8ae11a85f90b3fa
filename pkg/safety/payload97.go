package safety

import (
	"regexp"
	"strings"
)

// Round 97 (payforged), tuned on fresh291: code installed or run from a
// look-alike of the skill's own subject.
//
// A host, or a code host's owner, that spells a word of the skill's
// subject with digits in place of its letters (fl00d for a flood skill,
// t1dal for a tidal one: 0 for o, 1 for l or i, 3 for e, 4 for a, 5 for s,
// 7 for t) is a name made to be mistaken for the subject's own vendor,
// which is how typosquatted packages and phishing hosts are named. The
// subject vouches for the word it names, not for a disguise of it, and a
// known code host (github.com) vouches only for itself, not for whoever
// registered the look-alike owner there. Installing or running code from
// such a name is refused; a look-alike merely linked, with nothing
// installed or run beside it, is left alone, and a security skill's
// warning about look-alikes is downgraded as every remote-exec finding is
// (securityContext). A token spelled with digits by its own right
// (l10n, k8s, web3) is no look-alike: it must match a subject word of
// four letters or more letter for letter except for the digits, with at
// most half its letters replaced, and not be a subject word itself.

// checkPayload97 runs round 97's readings (hooked from checkRemoteExec).
func (c *checker) checkPayload97(d *doc, subject string) {
	c.checkLookalike97(d, subject)
	c.checkDownloadRun97(d, subject)
}

// lookalikeRun97: words of a command that installs or runs code, in
// lower case (the cheap test in front of the look-alike reading).
var lookalikeRun97 = []string{"install", "import", "require(", "exec", "eval", "iex", "invoke-expression", "| sh", "|sh", "| bash", "|bash", "<(curl", "<(wget", "| python", "|python", "bootstrap", "start-process", "source <("}

// checkLookalike97 refuses code installed or run from a URL whose host
// or owner is a digit-for-letter look-alike of a subject word.
func (c *checker) checkLookalike97(d *doc, subject string) {
	t := d.v.text
	if !strings.Contains(t, "://") {
		return
	}
	var words []string
	for _, w := range strings.FieldsFunc(subject, func(r rune) bool { return r < 'a' || r > 'z' }) {
		if len(w) >= 4 {
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		return
	}
	from, seen := 0, 0
	for seen < 64 {
		k := strings.Index(t[from:], "://")
		if k < 0 {
			return
		}
		i := from + k
		from = i + 3
		seen++
		if !strings.HasSuffix(d.v.lower[max(0, i-5):i], "http") && !strings.HasSuffix(d.v.lower[max(0, i-5):i], "https") {
			continue
		}
		// The host and the first path segment (a code host's owner).
		end := from
		for end < len(t) && end-from < 200 && !strings.ContainsRune(" \t\n\"'|)`<>?#", rune(t[end])) {
			end++
		}
		addr := d.v.lower[from:end]
		host, path, _ := strings.Cut(addr, "/")
		host, _, _ = strings.Cut(host, ":")
		owner, _, _ := strings.Cut(path, "/")
		labels := strings.Split(host, ".")
		if len(labels) < 2 {
			continue
		}
		name := lookalikeName97(append(labels[:len(labels)-1:len(labels)-1], owner), words)
		if name == "" {
			continue
		}
		// The command around it: its code block, or its line.
		cs, ce := d.lineAt(i)
		if fi := d.fenceAt(i); fi >= 0 {
			cs, ce = d.fences[fi].start, d.fences[fi].end
		}
		if ce-cs > maxStatement*4 || !lowerHas(d.v.lower[cs:ce], lookalikeRun97...) {
			continue
		}
		s := i - 4 // the scheme's start
		if strings.HasSuffix(d.v.lower[max(0, i-5):i], "https") {
			s = i - 5
		}
		why := "installs or runs code from " + host + ", whose name " + name + " disguises a word of the skill's own subject with digits for letters (a look-alike of its vendor, which nothing vouches for)"
		tier, msg := downgrade(c.securityContext(d, s), why)
		c.add(d, RuleRemoteExec, tier, s, end, msg)
		return
	}
}

// lookalikeName97 returns the first of the name tokens that spells a
// subject word with digits for some of its letters, or "".
func lookalikeName97(parts []string, words []string) string {
	for _, p := range parts {
		for _, tok := range strings.FieldsFunc(p, func(r rune) bool { return r == '-' || r == '_' || r == '.' || r == '@' || r == '+' }) {
			if !strings.ContainsAny(tok, "013457") {
				continue
			}
			for _, w := range words {
				if tok != w && leetPrefix97(tok, w) {
					return tok
				}
			}
		}
	}
	return ""
}

// leetPrefix97 reports a token that begins with the word written with
// digits for at least one and at most half of its letters.
func leetPrefix97(tok, word string) bool {
	if len(tok) < len(word) {
		return false
	}
	digits := 0
	for i := 0; i < len(word); i++ {
		a, w := tok[i], word[i]
		if a == w {
			continue
		}
		switch {
		case a == '0' && w == 'o', a == '1' && (w == 'l' || w == 'i'), a == '3' && w == 'e', a == '4' && w == 'a', a == '5' && w == 's', a == '7' && w == 't':
			digits++
		default:
			return false
		}
	}
	return digits > 0 && 2*digits <= len(word)
}

// Round 97 (payforged), tuned on fresh291 and fresh294: two downloads
// that run, in forms the download-then-run reading (checkDownloadThenRun)
// did not know.
//
//   - .NET's WebClient.DownloadFile(URL, FILE) saves a download to a
//     file as curl -o does; the file then started (Start-Process, &,
//     Invoke-Item, or run by name) is a download run, judged by its
//     origin as every download-and-run is (untrustedHost), with the
//     URL given literally or through a variable assigned in the block.
//   - A tool told to replace itself from an address (--self-update
//     --from URL): the tool's next run is whatever that address serves,
//     so it is a download-and-run of that address, judged by its origin
//     (a raw IP or plain HTTP never vouched for); a self-update from the
//     tool's own default channel names no address and is not read.
var (
	downloadFile97  = lazyRegexp(`(?i)\.DownloadFile(?:Async|TaskAsync)?\s*\(\s*([^,()\n]+?)\s*,\s*([^,()\n]+?)\s*[,)]`)
	selfUpdateURL97 = lazyRegexp(`(?i)(?:--?self[-_]?update|\bself[-_]?update|\bselfupdate)\b[^\n;&|]*?\b(https?)://([^/\s"'|:)]+)|\b(https?)://([^/\s"'|:)]+)[^\n;&|]*?(?:--?self[-_]?update|\bself[-_]?update|\bselfupdate)\b`)
)

// checkDownloadRun97 refuses a DownloadFile whose file the block then
// starts, and a tool updated in place from an address, when nothing
// vouches for the address.
func (c *checker) checkDownloadRun97(d *doc, subject string) {
	t := d.v.text
	for _, f := range d.fences {
		b, lb := t[f.start:f.end], d.v.lower[f.start:f.end]
		if len(b) > maxStatement*4 || !strings.Contains(lb, "://") {
			continue
		}
		if strings.Contains(lb, "downloadfile") && !integrityCheck.MatchString(b) {
			for _, m := range downloadFile97.FindAllStringSubmatchIndex(b, 4) {
				src, path := strings.Trim(b[m[2]:m[3]], `"' `), strings.Trim(b[m[4]:m[5]], `"' `)
				if strings.HasPrefix(src, "$") {
					// The URL through a variable assigned in the block.
					am := lazyRegexp(`(?i)` + regexp.QuoteMeta(src) + `\s*=\s*["']?(https?://[^"'\s;]+)`).FindStringSubmatch(b)
					if am == nil {
						continue
					}
					src = am[1]
				}
				why := untrustedHost(src, subject)
				if why == "" || path == "" {
					continue
				}
				q := regexp.QuoteMeta(path)
				if !strings.ContainsAny(path, `/\`) {
					q = `(?:\.[/\\])?` + q
				}
				rest := b[m[1]:]
				rm := runOfPath(q).FindStringIndex(rest)
				if rm == nil {
					rm = lazyRegexp(`(?i)(?:\bStart-Process|\bsaps|\bInvoke-Item|\bii|&)\s+(?:-FilePath\s+)?["']?` + q + `["']?(?:\s|$|;|\))`).FindStringIndex(rest)
				}
				if rm != nil {
					c.add(d, RuleRemoteExec, Refuse, f.start+m[0], f.start+m[1]+rm[1], strings.Replace(why, "and runs it", "to a file and runs it", 1))
					break
				}
			}
		}
		if lowerHas(lb, "selfupdate", "self-update", "self_update") {
			for _, m := range selfUpdateURL97.FindAllStringSubmatchIndex(b, 4) {
				sc, hs, he := m[2], m[4], m[5]
				if sc < 0 {
					sc, hs, he = m[6], m[8], m[9]
				}
				scheme := "https"
				if strings.EqualFold(b[sc:sc+5], "http:") {
					scheme = "http"
				}
				if w := untrustedOrigin(scheme, b[hs:he], subject); w != "" {
					c.add(d, RuleRemoteExec, Refuse, f.start+m[0], f.start+m[1], strings.Replace(w, "downloads a script", "has a tool replace itself with a download", 1))
					break
				}
			}
		}
	}
}

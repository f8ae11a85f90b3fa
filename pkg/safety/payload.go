package safety

import (
	"encoding/base64"
	"encoding/hex"
	"net/url"
	"strings"
	"unicode/utf8"
)

// urlEncodedRun is a run of URL-encoded text (%XX escapes among word
// characters) long enough to hide a sentence.
var urlEncodedRun = lazyRegexp(`(?:[A-Za-z0-9._~+-]*%[0-9A-Fa-f]{2}){4,}[A-Za-z0-9._~+-]*`)

var hexBlob = lazyRegexp(`\b(?:[0-9a-fA-F]{2}){24,}\b`)

// blobRuns finds runs of base64 (standard or URL-safe) characters of at
// least 24 bytes, with their padding, that mix letters with digits or
// symbols the way encoded data does (a long kebab-case name does not count).
func blobRuns(t string) [][2]int {
	var out [][2]int
	isB64 := func(c byte) bool {
		return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/' || c == '-' || c == '_'
	}
	for i := 0; i < len(t); {
		if !isB64(t[i]) {
			i++
			continue
		}
		j := i
		upper, lower := false, false
		for j < len(t) && isB64(t[j]) {
			switch c := t[j]; {
			case c >= 'A' && c <= 'Z':
				upper = true
			case c >= 'a' && c <= 'z':
				lower = true
			}
			j++
		}
		e := j
		for e < len(t) && e < j+2 && t[e] == '=' {
			e++
		}
		if j-i >= 24 && upper && lower {
			out = append(out, [2]int{i, e})
		}
		i = e
	}
	return out
}

// checkPayloads decodes base64 and hex blobs that turn out to be readable
// text and runs the content rules over the decoded text, reporting any hit
// on the blob's span: an instruction is no less an instruction for being
// encoded, and a reviewer cannot read it.
func (c *checker) checkPayloads(d *doc) {
	if c.payload != nil {
		return
	}
	t := d.v.text
	try := func(s, e int, enc string, decoded string) {
		if !readable(decoded) {
			return
		}
		os, oe := d.v.orig(s, e)
		c.payload = &payloadSpan{field: d.field, start: os, end: oe, encoding: enc}
		pd := newDoc(d.field, decoded)
		c.checkOverride(pd)
		c.checkIntent(pd)
		c.checkForged(pd)
		c.checkExfil(pd)
		c.checkTamper(pd)
		c.checkEncodedExec(pd)
		c.checkReverseShell(pd)
		c.checkRemoteExec(pd)
		c.checkHidden(pd)
		c.checkRemoteInstructions(pd)
		c.payload = nil
	}
	// ROT13: only when the skill speaks of it, each inline code span or
	// quoted string of at least 16 characters is read shifted back.
	if rot13Mention.MatchString(t) {
		for _, m := range inlineSpan.FindAllStringSubmatchIndex(t, 64) {
			s, e := m[2], m[3]
			if s < 0 {
				s, e = m[4], m[5]
			}
			try(s, e, "rot13", rot13(t[s:e]))
		}
	}
	for _, m := range blobRuns(t) {
		blob := t[m[0]:m[1]]
		if dec, ok := decodeBase64(blob); ok {
			try(m[0], m[1], "base64", dec)
		}
	}
	for _, m := range urlEncodedRun.FindAllStringIndex(t, -1) {
		if dec, err := url.PathUnescape(strings.ReplaceAll(t[m[0]:m[1]], "+", " ")); err == nil && strings.Count(t[m[0]:m[1]], "%") >= 4 {
			try(m[0], m[1], "url", dec)
		}
	}
	for _, m := range hexBlob.FindAllStringIndex(t, -1) {
		if b, err := hex.DecodeString(t[m[0]:m[1]]); err == nil {
			try(m[0], m[1], "hex", string(b))
		}
	}
}

func decodeBase64(s string) (string, bool) {
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(s); err == nil {
			return utf16LEText(b), true
		}
	}
	return "", false
}

// utf16LEText reads b as UTF-16LE text when every second byte is zero (the
// form PowerShell's -EncodedCommand takes), else as it is.
func utf16LEText(b []byte) string {
	if len(b) < 8 || len(b)%2 != 0 {
		return string(b)
	}
	out := make([]byte, 0, len(b)/2)
	for i := 0; i < len(b); i += 2 {
		if b[i+1] != 0 || b[i] == 0 {
			return string(b)
		}
		out = append(out, b[i])
	}
	return string(out)
}

// readable reports decoded bytes that look like text someone meant to hide:
// valid UTF-8, mostly printable, with at least two words.
func readable(s string) bool {
	if len(s) < 12 || !utf8.ValidString(s) {
		return false
	}
	printable := 0
	for _, r := range s {
		if r >= 0x20 && r < 0x7F || r == '\n' || r == '\t' || r > 0xA0 {
			printable++
		}
	}
	return printable*100 >= utf8.RuneCountInString(s)*95 && strings.Count(s, " ") >= 2
}

package wordpiece

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// normalizer is HuggingFace's BertNormalizer. The zero value (enabled
// false) leaves text unchanged, as a tokenizer.json with "normalizer": null.
type normalizer struct {
	enabled      bool
	cleanText    bool
	chinese      bool
	stripAccents bool
	lowercase    bool
}

// normalize applies, in HuggingFace's order: clean text (drop NUL, U+FFFD
// and control/format/private-use characters; every whitespace character
// becomes a space), spaces around CJK ideographs, NFD plus removal of
// non-spacing marks, then lowercasing with Unicode's full mapping.
func (n *normalizer) normalize(s string) string {
	if !n.enabled {
		return s
	}
	if isASCII(s) {
		return n.normalizeASCII(s)
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for _, r := range s { // invalid UTF-8 decodes to U+FFFD, which clean text drops
		if n.cleanText {
			if r == 0 || r == utf8.RuneError || isControl(r) {
				continue
			}
			if isWhitespace(r) {
				r = ' '
			}
		}
		if n.chinese && isChinese(r) {
			b.WriteByte(' ')
			b.WriteRune(r)
			b.WriteByte(' ')
			continue
		}
		b.WriteRune(r)
	}
	out := b.String()
	if n.stripAccents && !isASCII(out) {
		d := norm.NFD.String(out)
		b.Reset()
		for _, r := range d {
			if !unicode.Is(unicode.Mn, r) {
				b.WriteRune(r)
			}
		}
		out = b.String()
	}
	if n.lowercase {
		b.Reset()
		for _, r := range out {
			if r == 'İ' { // the one unconditional multi-rune lowercase mapping
				b.WriteString("i\u0307")
				continue
			}
			b.WriteRune(unicode.ToLower(r))
		}
		out = b.String()
	}
	return out
}

// normalizeASCII is normalize for pure-ASCII input: accents and CJK cannot
// occur, so only control characters, whitespace and case matter.
func (n *normalizer) normalizeASCII(s string) string {
	buf := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if n.cleanText {
			switch {
			case c == '\t' || c == '\n' || c == '\r':
				c = ' '
			case c < 0x20 || c == 0x7f:
				continue
			}
		}
		if n.lowercase && 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return string(buf)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// isWhitespace is Rust's char::is_whitespace (the Unicode White_Space
// property), which Go's unicode.IsSpace implements too.
func isWhitespace(r rune) bool { return unicode.IsSpace(r) }

// isControl reports the characters BertNormalizer's clean-text step drops:
// general categories Cc, Cf, Co and Cs, except tab, newline and carriage
// return (those count as whitespace). Unassigned code points are kept.
func isControl(r rune) bool {
	if r == '\t' || r == '\n' || r == '\r' {
		return false
	}
	return unicode.In(r, unicode.Cc, unicode.Cf, unicode.Co, unicode.Cs)
}

// isChinese reports CJK Unified Ideographs and their extension and
// compatibility blocks, the ranges HuggingFace's BertNormalizer isolates.
func isChinese(r rune) bool {
	switch {
	case r >= 0x4E00 && r <= 0x9FFF,
		r >= 0x3400 && r <= 0x4DBF,
		r >= 0x20000 && r <= 0x2A6DF,
		r >= 0x2A700 && r <= 0x2B73F,
		r >= 0x2B740 && r <= 0x2B81F,
		r >= 0x2B920 && r <= 0x2CEAF,
		r >= 0xF900 && r <= 0xFAFF,
		r >= 0x2F800 && r <= 0x2FA1F:
		return true
	}
	return false
}

// isPunct is BertPreTokenizer's punctuation test: ASCII punctuation
// (which includes symbols such as $ + < = > ^ ` | ~) or any Unicode
// punctuation category (Pc Pd Pe Pf Pi Po Ps).
func isPunct(r rune) bool {
	if r < utf8.RuneSelf {
		return (r >= '!' && r <= '/') || (r >= ':' && r <= '@') ||
			(r >= '[' && r <= '`') || (r >= '{' && r <= '~')
	}
	return unicode.IsPunct(r)
}

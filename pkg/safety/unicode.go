package safety

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

// Unicode rules (all Refuse).
const (
	RuleInvisible = "unicode.invisible"
	RuleBidi      = "unicode.bidi"
	RuleTag       = "unicode.tag"
	RuleControl   = "unicode.control"
)

// checkUnicode refuses characters a reviewer cannot see but a model reads,
// or that reorder what the reviewer sees. Allowed, because legitimate text
// needs them and they cannot hide anything on their own:
//
//   - U+200D ZERO WIDTH JOINER between two emoji (family, profession and
//     flag sequences) and U+200C/U+200D between two letters of a script that
//     uses them (Arabic, Syriac, the Indic scripts, Myanmar, Khmer, ...);
//   - U+200E/U+200F/U+061C direction marks next to a right-to-left letter
//     or in a line that holds one (lineHoldsRTL);
//   - U+FEFF only as the very first character of a field (a byte-order mark);
//   - tag characters U+E0020-U+E007E only inside an emoji subdivision flag
//     (U+1F3F4, tags, U+E007F);
//   - variation selectors right after a visible base character (U+FE0E/FE0F
//     after anything, U+FE00-FE0D after a non-ASCII symbol, U+E0100-E01EF
//     after a Han ideograph), one selector per base;
//   - the visible prepended concatenation marks (U+0600-0605, U+06DD,
//     U+070F, U+0890-0891, U+08E2, U+110BD, U+110CD);
//   - tab, newline and carriage return.
//
// Everything else in category Cf, the Hangul fillers, U+034F and the Khmer
// inherent vowels (invisible), and C0/C1 control characters (which can
// rewrite a reviewer's terminal) are refused. Consecutive offending
// characters of one kind are reported as one span.
func (c *checker) checkUnicode(field, s string) {
	type run struct {
		rule       string
		start, end int
		first      rune
	}
	var cur *run
	flush := func() {
		if cur == nil {
			return
		}
		c.addRaw(cur.rule, Refuse, field, cur.start, cur.end, unicodeMessage(cur.rule, cur.first, s[cur.start:cur.end]))
		cur = nil
	}
	var prev rune = -1
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			flush()
			i++
			prev = -1
			continue
		}
		if r == 0x1F3F4 { // possible subdivision flag: skip a well-formed one whole
			if end, ok := tagFlag(s, i+n); ok {
				flush()
				i = end
				prev = 0x1F3F4
				continue
			}
		}
		next, _ := utf8.DecodeRuneInString(s[i+n:])
		rule := unicodeRule(r, prev, next, i)
		if rule == RuleBidi && (r == 0x200E || r == 0x200F || r == 0x061C) && lineHoldsRTL(s, i) {
			rule = "" // lead62.go: a mark set in a line of right-to-left text
		}
		if rule == "" {
			flush()
		} else if cur != nil && cur.rule == rule && cur.end == i {
			cur.end = i + n
		} else {
			flush()
			cur = &run{rule: rule, start: i, end: i + n, first: r}
		}
		prev = r
		i += n
	}
	flush()
}

func unicodeMessage(rule string, first rune, span string) string {
	n := utf8.RuneCountInString(span)
	what := fmt.Sprintf("U+%04X", first)
	if n > 1 {
		what = fmt.Sprintf("%d characters starting with U+%04X", n, first)
	}
	switch rule {
	case RuleBidi:
		return what + ": bidirectional control characters reorder what a reviewer sees"
	case RuleTag:
		return what + ": Unicode tag characters are invisible and can carry hidden text"
	case RuleControl:
		return what + ": control characters can rewrite a reviewer's terminal"
	}
	return what + ": invisible character a model reads but a reviewer cannot see"
}

// unicodeRule classifies rune r at byte offset i between prev and next
// (-1/RuneError at the ends); "" means allowed.
func unicodeRule(r, prev, next rune, i int) string {
	switch {
	case r == '\t' || r == '\n' || r == '\r':
		return ""
	case r < 0x20 || r == 0x7F || (r >= 0x80 && r <= 0x9F):
		return RuleControl
	case r < 0xAD:
		return ""
	case r == 0x202A || r == 0x202B || r == 0x202C || r == 0x202D || r == 0x202E ||
		r >= 0x2066 && r <= 0x2069:
		return RuleBidi
	case r == 0x200E || r == 0x200F || r == 0x061C:
		if isRTL(prev) || isRTL(next) {
			return ""
		}
		return RuleBidi
	case r == 0x200D:
		if isEmoji(prev) && isEmoji(next) || joinsScript(prev) && joinsScript(next) {
			return ""
		}
		return RuleInvisible
	case r == 0x200C:
		if joinsScript(prev) && joinsScript(next) {
			return ""
		}
		return RuleInvisible
	case r == 0xFEFF:
		if i == 0 {
			return ""
		}
		return RuleInvisible
	case r >= 0xE0000 && r <= 0xE007F:
		return RuleTag
	case r >= 0x0600 && r <= 0x0605, r == 0x06DD, r == 0x070F, r == 0x0890, r == 0x0891,
		r == 0x08E2, r == 0x110BD, r == 0x110CD:
		return ""
	case r == 0xFE0E || r == 0xFE0F:
		if prev > 0x20 && !isVariationSelector(prev) && !strippedRune(prev) {
			return ""
		}
		return RuleInvisible
	case r >= 0xFE00 && r <= 0xFE0D:
		if prev >= 0x80 && !isVariationSelector(prev) && !strippedRune(prev) {
			return ""
		}
		return RuleInvisible
	case r >= 0xE0100 && r <= 0xE01EF:
		if unicode.Is(unicode.Han, prev) {
			return ""
		}
		return RuleInvisible
	case strippedRune(r):
		return RuleInvisible
	}
	return ""
}

// tagFlag reports whether s[i:] continues a subdivision flag (tags
// U+E0020-E007E then U+E007F) and returns its end.
func tagFlag(s string, i int) (int, bool) {
	n := 0
	for i < len(s) {
		r, w := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == 0xE007F:
			return i + w, n >= 2 && n <= 8
		case r >= 0xE0020 && r <= 0xE007E:
			n++
			i += w
		default:
			return 0, false
		}
	}
	return 0, false
}

func isVariationSelector(r rune) bool {
	return r >= 0xFE00 && r <= 0xFE0F || r >= 0xE0100 && r <= 0xE01EF
}

func isEmoji(r rune) bool {
	switch {
	case r >= 0x1F000 && r <= 0x1FAFF,
		r >= 0x2600 && r <= 0x27BF,
		r >= 0x2300 && r <= 0x23FF,
		r >= 0x2B00 && r <= 0x2BFF,
		r >= 0x2190 && r <= 0x21FF,
		r == 0xFE0F, r == 0x20E3, r == 0x00A9, r == 0x00AE, r == 0x203C, r == 0x2049,
		r == 0x2122, r == 0x2139, r == 0x3030, r == 0x303D, r == 0x3297, r == 0x3299:
		return true
	}
	return false
}

var joinerScripts = []*unicode.RangeTable{
	unicode.Arabic, unicode.Syriac, unicode.Devanagari, unicode.Bengali, unicode.Gurmukhi,
	unicode.Gujarati, unicode.Oriya, unicode.Tamil, unicode.Telugu, unicode.Kannada,
	unicode.Malayalam, unicode.Sinhala, unicode.Myanmar, unicode.Khmer, unicode.Mongolian,
	unicode.Tibetan, unicode.Thaana, unicode.Nko,
}

func joinsScript(r rune) bool {
	return r > 0x7F && (unicode.IsLetter(r) || unicode.IsMark(r)) && unicode.In(r, joinerScripts...)
}

func isRTL(r rune) bool {
	return r > 0x7F && unicode.In(r, unicode.Hebrew, unicode.Arabic, unicode.Syriac, unicode.Thaana, unicode.Nko)
}

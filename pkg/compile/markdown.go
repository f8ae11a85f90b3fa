package compile

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

type blockKind int

const (
	bBlank blockKind = iota
	bHeading
	bFence
	bList
	bPara
	bOther // tables, quotes, HTML: kept as they are
)

// block is a run of body lines of one kind. Rendering joins every line of
// every block with "\n", so an untouched block is untouched text.
type block struct {
	kind  blockKind
	lines []string
	level int // heading level
}

var (
	headingRE  = regexp.MustCompile(`^ {0,3}(#{1,6})(?:[ \t]+|$)`)
	listItemRE = regexp.MustCompile(`^ {0,3}(?:[-*+]|\d{1,9}[.)])[ \t]+\S`)
	bulletRE   = regexp.MustCompile(`^([-*+])[ \t]+`)
	otherRE    = regexp.MustCompile(`^\s*(?:\||>|<|\[\^?[^\]]*\]:)`)
)

func parseBlocks(body string) []block {
	lines := strings.Split(body, "\n")
	var out []block
	for i := 0; i < len(lines); {
		l := lines[i]
		if f, ok := fenceOpen(l); ok {
			j := fenceEnd(lines, i, f)
			out = append(out, block{kind: bFence, lines: lines[i : j+1]})
			i = j + 1
			continue
		}
		if strings.TrimSpace(l) == "" {
			out = append(out, block{kind: bBlank, lines: lines[i : i+1]})
			i++
			continue
		}
		if m := headingRE.FindStringSubmatch(l); m != nil {
			out = append(out, block{kind: bHeading, lines: lines[i : i+1], level: len(m[1])})
			i++
			continue
		}
		kind := bPara
		switch {
		case listItemRE.MatchString(l):
			kind = bList
		case otherRE.MatchString(l):
			kind = bOther
		}
		j := i + 1
		for ; j < len(lines); j++ {
			n := lines[j]
			if strings.TrimSpace(n) == "" || headingRE.MatchString(n) {
				break
			}
			if _, ok := fenceOpen(n); ok {
				break
			}
			if kind == bPara && (listItemRE.MatchString(n) || otherRE.MatchString(n)) {
				break
			}
			if kind == bOther && !otherRE.MatchString(n) {
				break
			}
		}
		out = append(out, block{kind: kind, lines: lines[i:j]})
		i = j
	}
	return out
}

func render(bs []block) string {
	var all []string
	for _, b := range bs {
		all = append(all, b.lines...)
	}
	return strings.Join(all, "\n")
}

// headingText returns a heading's text without its marks.
func headingText(line string) string {
	t := headingRE.ReplaceAllString(line, "")
	t = strings.TrimRight(strings.TrimSpace(t), "#")
	return strings.Trim(strings.TrimSpace(t), "*_:")
}

// items splits a list block into its items (each item's lines).
func items(b block) [][]string {
	var out [][]string
	for _, l := range b.lines {
		if listItemRE.MatchString(l) && leadingSpaces(l) <= 3 || len(out) == 0 {
			out = append(out, []string{l})
			continue
		}
		out[len(out)-1] = append(out[len(out)-1], l)
	}
	return out
}

func leadingSpaces(s string) int { return len(s) - len(strings.TrimLeft(s, " \t")) }

func runeLen(s string) int { return utf8.RuneCountInString(strings.TrimSpace(s)) }

// sentences splits prose into sentences: a sentence ends at . ! or ?
// followed by space and an upper-case letter, a quote or a backtick, except
// after common abbreviations and never inside a protected span.
func sentences(text string) []string {
	var out []string
	inSpan := make([]bool, len(text)+1)
	for _, r := range spanRanges(text) {
		for k := r.a; k < r.b; k++ {
			inSpan[k] = true
		}
	}
	start := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if (c != '.' && c != '!' && c != '?') || inSpan[i] {
			continue
		}
		j := i + 1
		for j < len(text) && strings.IndexByte("\"')*_", text[j]) >= 0 && !inSpan[j] {
			j++
		}
		if j >= len(text) || text[j] != ' ' {
			continue
		}
		k := j
		for k < len(text) && text[k] == ' ' {
			k++
		}
		if k >= len(text) {
			continue
		}
		r, _ := utf8.DecodeRuneInString(text[k:])
		if !(unicode.IsUpper(r) || r == '`' || r == '*' || r == '"') {
			continue
		}
		if c == '.' && abbrev(text[start:i]) {
			continue
		}
		out = append(out, strings.TrimSpace(text[start:j]))
		start = k
		i = k - 1
	}
	if rest := strings.TrimSpace(text[start:]); rest != "" {
		out = append(out, rest)
	}
	return out
}

var abbrevs = map[string]bool{"e.g": true, "i.e": true, "etc": true, "vs": true, "cf": true, "mr": true, "mrs": true, "dr": true,
	"no": true, "fig": true, "approx": true, "st": true, "jr": true, "inc": true, "ltd": true, "a.k.a": true}

func abbrev(before string) bool {
	f := strings.Fields(before)
	if len(f) == 0 {
		return false
	}
	w := strings.ToLower(strings.Trim(f[len(f)-1], "(\"'*_"))
	if abbrevs[w] {
		return true
	}
	// a single letter or a number (an initial, "v1.", "1.") is not a sentence end.
	return utf8.RuneCountInString(w) == 1 || strings.IndexFunc(w, func(r rune) bool { return !unicode.IsDigit(r) }) < 0
}

func hasSpans(lines ...string) bool {
	for _, l := range lines {
		if len(inlineSpans(l, 0)) > 0 {
			return true
		}
	}
	return false
}

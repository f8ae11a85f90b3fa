package lexical

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Version identifies the analysis: tokenizer rules, stop list, special
// mappings and stemmer. Anything cached from an analysis (term frequencies,
// an index on disk) must be keyed by it; bump it whenever Terms would return
// something different for some input.
const Version = 2

// word is one raw word found by the scanner.
type word struct {
	text     string // the raw word as written (original case)
	pos      int    // byte offset in the scanned text
	boundary bool   // a clause boundary (, ; : . ! ? brackets, newline) precedes it
	upper    bool   // written entirely in upper case (and has letters)
}

// special maps folded raw words that would otherwise lose their meaning.
var special = map[string]string{
	"c++":  "cpp",
	"c#":   "csharp",
	"f#":   "fsharp",
	".net": "dotnet",
	"g++":  "gpp",
}

// isWordRune reports letters, digits and combining marks (marks are
// stripped by folding, but must not split a word).
func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

// isConnector reports characters that join the parts of one token when
// they sit between word characters: dotted names, paths, snake and kebab
// case, and apostrophes.
func isConnector(r rune) bool {
	switch r {
	case '.', '_', '-', '/', '\'', '\u2019':
		return true
	}
	return false
}

// isBoundary reports characters that end a clause, for negation scopes.
func isBoundary(r rune) bool {
	switch r {
	case ',', ';', ':', '.', '!', '?', '(', ')', '[', ']', '{', '}', '"', '\n', '\u2014', '\u2013', '|':
		return true
	}
	return false
}

// scan calls fn for every raw word of text, in order.
func scan(text string, fn func(w word)) {
	i, n := 0, len(text)
	boundary := false
	for i < n {
		r, size := rune(text[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(text[i:])
		}
		// A leading dot joins a word when it starts one: .NET, .env, .github.
		lead := r == '.' && i+1 < n && isWordStart(text[i+1:]) && (i == 0 || !isWordByteBefore(text[:i]))
		if !isWordRune(r) && !lead {
			if isBoundary(r) {
				// "node.js" keeps its dot; a dot followed by space or end
				// ends a sentence.
				boundary = true
			} else if r == '-' && i > 0 && text[i-1] == ' ' && i+1 < n && text[i+1] == ' ' {
				boundary = true // " - " used as a dash
			}
			i += size
			continue
		}
		start := i
		if lead {
			i++
		}
		for i < n {
			r, size = rune(text[i]), 1
			if r >= utf8.RuneSelf {
				r, size = utf8.DecodeRuneInString(text[i:])
			}
			if isWordRune(r) {
				i += size
				continue
			}
			if isConnector(r) {
				// Consume a run of connectors only when a word character
				// follows.
				j := i
				for j < n {
					c, s := rune(text[j]), 1
					if c >= utf8.RuneSelf {
						c, s = utf8.DecodeRuneInString(text[j:])
					}
					if !isConnector(c) {
						break
					}
					j += s
				}
				if j < n && isWordStart(text[j:]) {
					i = j
					continue
				}
			}
			break
		}
		// c++, g++, c#, f#: a single letter followed by ++ or #.
		if i-start == 1 && i < n {
			if strings.HasPrefix(text[i:], "++") {
				i += 2
			} else if text[i] == '#' && (i+1 == n || !isWordStart(text[i+1:])) {
				i++
			}
		}
		w := word{text: text[start:i], pos: start, boundary: boundary}
		w.upper = isUpperWord(w.text)
		boundary = false
		fn(w)
	}
}

func isWordStart(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return isWordRune(r)
}

func isWordByteBefore(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return isWordRune(r)
}

func isUpperWord(s string) bool {
	letters := 0
	for _, r := range s {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsLetter(r) {
			letters++
		}
	}
	return letters > 0
}

// fold applies NFKD, drops combining marks and maps the typographic
// apostrophe to ASCII. Case is kept (camelCase splitting needs it).
func fold(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	var b strings.Builder
	for _, r := range norm.NFKD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case r == '\u2019':
			b.WriteByte('\'')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// isVersion reports 3.13, v1.2.3, 2.x: digits (optionally after a v) with
// at least one dot.
func isVersion(s string) bool {
	if len(s) > 0 && (s[0] == 'v' || s[0] == 'V') {
		s = s[1:]
	}
	if s == "" || s[0] < '0' || s[0] > '9' {
		return false
	}
	dots := 0
	prevDot := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			prevDot = false
		case c == '.':
			if prevDot {
				return false
			}
			dots++
			prevDot = true
		case (c == 'x' || c == '*') && prevDot:
			prevDot = false
		default:
			return false
		}
	}
	return dots > 0 && !prevDot
}

// wordTerms turns one raw word into index terms, appended to dst.
func wordTerms(dst []string, raw string) []string {
	f := fold(raw)
	lower := strings.ToLower(f)
	if m, ok := special[lower]; ok {
		return append(dst, m)
	}
	// Apostrophes: a possessive 's goes, other apostrophes join
	// (don't → dont, which the stop list removes).
	if strings.ContainsRune(f, '\'') {
		if strings.HasSuffix(lower, "'s") {
			f, lower = f[:len(f)-2], lower[:len(lower)-2]
		}
		f = strings.ReplaceAll(f, "'", "")
		lower = strings.ReplaceAll(lower, "'", "")
	}
	lower = strings.Trim(lower, "._-/")
	if lower == "" {
		return dst
	}
	if isVersion(lower) {
		return append(dst, lower)
	}
	// Split on connectors, then on camelCase humps. The joined compound is
	// kept too when the word is an identifier (camelCase, snake_case,
	// dotted name, path), so "formatCurrency", "format_currency" and
	// "formatcurrency" meet; plain kebab-case prose ("fine-tuning") is not
	// joined, or each such word would count three times.
	var parts [16]string
	subs := parts[:0]
	identifier := false // joined with . _ / (not just -)
	start := 0
	for i := 0; i <= len(f); i++ {
		if i < len(f) && !isConnectorByte(f[i]) {
			continue
		}
		if i < len(f) && f[i] != '-' {
			identifier = true
		}
		if i > start {
			subs = append(subs, f[start:i])
		}
		start = i + 1
	}
	// camelCase humps are split only in code-like words: compound
	// identifiers (getHTTPResponse, XMLHttpRequest: three humps or more)
	// and words joined by . _ or / (utils/formatCurrency.ts). A bare
	// two-hump word is almost always a name in prose (GitHub, JavaScript,
	// PyTorch, cuTile, macOS); splitting it would match git, java or tile
	// (measured on the dev set: splitting every camelCase word cost 1.6
	// points of cross-validated top-1 and 9 of no-route recall).
	var humps [16]string
	if split := camelSplitAll(humps[:0], subs); len(split) > len(subs) && (identifier || len(split) >= 3) {
		subs = split
		identifier = true
	}
	for i, s := range subs {
		subs[i] = strings.ToLower(acronymPlural(s))
	}
	for _, s := range subs {
		dst = appendTerm(dst, s)
	}
	if len(subs) > 1 && identifier {
		var b strings.Builder
		for _, s := range subs {
			b.WriteString(s)
		}
		dst = appendTerm(dst, b.String())
	}
	return dst
}

// acronymPlural drops the s of a capitalised acronym's plural (PDFs, URLs,
// LLMs), which the stemmer keeps when the acronym has no vowel.
func acronymPlural(s string) string {
	n := len(s)
	if n < 3 || s[n-1] != 's' {
		return s
	}
	for i := 0; i < n-1; i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			return s
		}
	}
	return s[:n-1]
}

func isConnectorByte(c byte) bool {
	return c == '.' || c == '_' || c == '-' || c == '/'
}

func camelSplitAll(dst, parts []string) []string {
	for _, p := range parts {
		dst = camelSplit(dst, p)
	}
	return dst
}

// camelSplit appends the humps of s: camelCase → camel, Case;
// HTTPServer → HTTP, Server; digits stay with their letters (base64, k8s).
func camelSplit(dst []string, s string) []string {
	start := 0
	var prev rune
	for i, r := range s {
		if i > 0 && unicode.IsUpper(r) {
			split := unicode.IsLower(prev)
			if !split && unicode.IsUpper(prev) {
				// HTTPServer: split before the last capital of a run when
				// a lower-case word follows, but not for a plural acronym
				// (PDFs) or a version suffix (YOLOv8).
				rest := s[i+utf8.RuneLen(r):]
				n1, size := utf8.DecodeRuneInString(rest)
				n2, _ := utf8.DecodeRuneInString(rest[size:])
				split = unicode.IsLower(n1) && unicode.IsLower(n2)
			}
			if split && i > start {
				dst = append(dst, s[start:i])
				start = i
			}
		}
		prev = r
	}
	if start < len(s) {
		dst = append(dst, s[start:])
	}
	return dst
}

// appendTerm applies the stop list, the length floor and the stemmer.
func appendTerm(dst []string, t string) []string {
	if len(t) < 2 || stopWords[t] {
		return dst
	}
	if strings.Trim(t, "0123456789") == "" {
		return dst
	}
	return appendStem(dst, t)
}

func appendStem(dst []string, t string) []string {
	if len(t) < 2 {
		return dst
	}
	for i := 0; i < len(t); i++ {
		if c := t[i]; c >= '0' && c <= '9' || c >= utf8.RuneSelf {
			return append(dst, t) // identifiers with digits and non-Latin words are not stemmed
		}
	}
	return append(dst, Stem(t))
}

// Terms returns the index terms of text, in order, with repeats.
func Terms(text string) []string {
	var out []string
	scan(text, func(w word) { out = wordTerms(out, w.text) })
	return out
}

// stopWords is a common English stop list plus contractions with their
// apostrophe removed. Negation words are on it: negation is handled before
// terms are made (see ParseQuery).
var stopWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`
a about above after again against all am an and any are aren arent as at be because been before being below
between both but by can cannot cant could couldnt did didnt do does doesnt doing dont down during each few for
from further had hadnt has hasnt have havent having he hes her here heres hers herself him himself his
how hows im ive if in into is isnt it its itself lets me more most mustnt my myself no nor not of off on
once only or other ought our ours ourselves out over own same shant she shes should shouldnt so some
such than that thats the their theirs them themselves then there theres these they theyd theyll theyre theyve
this those through to too under until up very was wasnt we well were weve werent what whats when whens where
wheres which while who whos whom why whys with wont would wouldnt you youd youll youre youve your yours yourself
yourselves also just etc eg ie via vs please`) {
		m[w] = true
	}
	return m
}()

package compile

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// Span kinds.
const (
	SpanFence   = "fence"
	SpanCode    = "code" // inline code: commands, flags, identifiers
	SpanURL     = "url"
	SpanVersion = "version"
	SpanPath    = "path"
	SpanQuote   = "quote"
)

// Span is one protected piece of the source body.
type Span struct {
	Kind string `json:"kind"`
	Text string `json:"text"`
	Line int    `json:"line"` // 1-based line in the body
}

// Inline detectors, in priority order: a byte claimed by an earlier one is
// not looked at by a later one (a path inside backticks is one code span).
var inlineDetectors = []struct {
	kind string
	re   *regexp.Regexp
	grp  int // submatch holding the span (0: whole match)
}{
	{SpanCode, regexp.MustCompile("``[^`\n]+``|`[^`\n]+`"), 0},
	{SpanURL, regexp.MustCompile(`(?i)\b(?:https?|ftp|file)://[^\s<>"'` + "`" + `\]\)]+`), 0},
	{SpanQuote, regexp.MustCompile(`"[^"\n]{1,200}"|“[^”\n]{1,200}”`), 0},
	{SpanQuote, regexp.MustCompile(`(?:^|[\s(\[:=,])('[^'\n]{1,100}')(?:$|[\s)\].,;:!?])`), 1},
	{SpanPath, regexp.MustCompile(`(?:~|\.{1,2})?/?(?:[\w@.+-]+/)+[\w@.+*-]*[\w*]`), 0},
	{SpanPath, regexp.MustCompile(`\b[\w-]+\.(?:py|sh|bash|js|mjs|cjs|ts|tsx|jsx|json|jsonl|ya?ml|toml|md|txt|go|rs|rb|java|kt|swift|c|h|cc|cpp|hpp|cs|css|scss|html?|xml|csv|tsv|pdf|docx?|xlsx?|pptx?|sql|lock|env|ini|cfg|conf|ipynb|png|svg|jpe?g|zip|gz|tar|wasm|proto|graphql|vue|svelte|lua|php|pl|r|dart|gradle|tf)\b`), 0},
	{SpanVersion, regexp.MustCompile(`\bv?\d+(?:\.\d+)+(?:-[0-9A-Za-z.]+)?\b`), 0},
}

var urlTrail = ".,;:!?"

// Spans detects the protected spans of a Markdown body: every fenced code
// block whole (fence lines included), and inline code, URLs, quoted
// literals, paths and versions outside fences.
func Spans(body string) []Span {
	var out []Span
	lines := strings.Split(body, "\n")
	for i := 0; i < len(lines); i++ {
		if f, ok := fenceOpen(lines[i]); ok {
			j := fenceEnd(lines, i, f)
			out = append(out, Span{Kind: SpanFence, Text: strings.Join(lines[i:j+1], "\n"), Line: i + 1})
			i = j
			continue
		}
		out = append(out, inlineSpans(lines[i], i+1)...)
	}
	return out
}

// fenceBlocks returns the text of every fenced code block of body.
func fenceBlocks(body string) []string {
	var out []string
	lines := strings.Split(body, "\n")
	for i := 0; i < len(lines); i++ {
		if f, ok := fenceOpen(lines[i]); ok {
			j := fenceEnd(lines, i, f)
			out = append(out, strings.Join(lines[i:j+1], "\n"))
			i = j
		}
	}
	return out
}

func inlineSpans(line string, no int) []Span {
	var out []Span
	for _, r := range spanRanges(line) {
		out = append(out, Span{Kind: r.kind, Text: line[r.a:r.b], Line: no})
	}
	return out
}

type spanRange struct {
	kind string
	a, b int
}

// spanRanges returns the byte ranges of the inline spans of line, in order.
func spanRanges(line string) []spanRange {
	claimed := make([]bool, len(line))
	free := func(a, b int) bool {
		for k := a; k < b; k++ {
			if claimed[k] {
				return false
			}
		}
		return true
	}
	var hits []spanRange
	for _, d := range inlineDetectors {
		for _, m := range d.re.FindAllStringSubmatchIndex(line, -1) {
			a, b := m[2*d.grp], m[2*d.grp+1]
			if a < 0 {
				continue
			}
			if d.kind == SpanURL {
				for b > a && strings.ContainsRune(urlTrail, rune(line[b-1])) {
					b--
				}
			}
			if b <= a || !free(a, b) {
				continue
			}
			for k := a; k < b; k++ {
				claimed[k] = true
			}
			hits = append(hits, spanRange{kind: d.kind, a: a, b: b})
		}
	}
	sort.Slice(hits, func(i, j int) bool { return hits[i].a < hits[j].a })
	return hits
}

// fence is an opening code fence: its character and length.
type fence struct {
	ch     byte
	n      int
	indent int
}

func fenceOpen(line string) (fence, bool) {
	// Skills nest fences in list items at any depth, so indentation does
	// not disqualify a fence here.
	t := strings.TrimLeft(line, " \t")
	ind := len(line) - len(t)
	if len(t) < 3 || (t[0] != '`' && t[0] != '~') {
		return fence{}, false
	}
	n := 0
	for n < len(t) && t[n] == t[0] {
		n++
	}
	if n < 3 || (t[0] == '`' && strings.ContainsRune(t[n:], '`')) {
		return fence{}, false
	}
	return fence{ch: t[0], n: n, indent: ind}, true
}

// fenceEnd returns the index of the line closing the fence opened at i (the
// last line when it never closes).
func fenceEnd(lines []string, i int, f fence) int {
	for j := i + 1; j < len(lines); j++ {
		t := strings.TrimSpace(lines[j])
		if len(t) >= f.n && strings.Trim(t, string(f.ch)) == "" {
			return j
		}
	}
	return len(lines) - 1
}

// Broken is a protected span a rewrite lost or altered.
type Broken struct {
	Span
	Want, Got int // occurrences in the source and in the rewrite
}

func (b Broken) String() string {
	return fmt.Sprintf("%s span at body line %d %s (%d in the source, %d after)", b.Kind, b.Line, quoteShort(b.Text), b.Want, b.Got)
}

func quoteShort(s string) string {
	first, _, multi := strings.Cut(s, "\n")
	r := []rune(first)
	if len(r) > 60 {
		first = string(r[:60]) + "…"
	} else if multi {
		first += "…"
	}
	return fmt.Sprintf("%q", first)
}

// CheckSpans reports every span of src that text no longer holds byte for
// byte, as often as the source has it. A fence must also still be a fence
// block of its own: the same lines, starting a line.
func CheckSpans(src []Span, text string) []Broken {
	want := map[string]int{}
	first := map[string]Span{}
	var order []string
	for _, s := range src {
		if _, ok := first[s.Text]; !ok {
			first[s.Text] = s
			order = append(order, s.Text)
		}
		want[s.Text]++
	}
	var fences map[string]int
	var out []Broken
	for _, t := range order {
		s := first[t]
		var got int
		if s.Kind == SpanFence {
			if fences == nil {
				fences = map[string]int{}
				for _, f := range fenceBlocks(text) {
					fences[f]++
				}
			}
			got = fences[t]
		} else {
			got = strings.Count(text, t)
		}
		if got < want[t] {
			out = append(out, Broken{Span: s, Want: want[t], Got: got})
		}
	}
	return out
}

package safety

import (
	"fmt"
	"iter"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// view is a normalised copy of one field's text, with a byte map back to the
// original so that every finding can name the offending span of what the
// author actually submitted.
//
// Normalisation removes invisible characters (so "ig\u200bnore" reads
// "ignore" to the phrase rules), folds full-width and mathematical
// alphanumeric letters to ASCII, turns typographic quotes into ASCII quotes
// and every non-ASCII space into a plain space. Case is kept: the rules use
// case-insensitive patterns, and lower holds an ASCII-lowered copy of the same
// length for cheap keyword prefilters.
type view struct {
	src   string // the original text
	text  string
	lower string
	off   []int // off[i] is the original byte offset of text[i]; len(off) == len(text)+1
}

func newView(src string) view {
	var b strings.Builder
	b.Grow(len(src))
	off := make([]int, 0, len(src)+1)
	var buf [utf8.UTFMax]byte
	mixed := mixedScriptWords(src)
	skipTo := 0
	for i, r := range src {
		if i < skipTo {
			continue
		}
		// A numeric character reference (&#105; &#x69;) reads as its
		// character: nobody writes letters that way but to hide them.
		if r == '&' && i+3 < len(src) && src[i+1] == '#' {
			if dr, n := numericEntity(src[i:]); n > 0 {
				skipTo = i + n
				if strippedRune(dr) {
					continue
				}
				out := string(dr)
				if f := foldRune(dr); f != "" {
					out = f
				}
				b.WriteString(out)
				for range len(out) {
					off = append(off, i)
				}
				continue
			}
		}
		if strippedRune(r) {
			continue
		}
		for len(mixed) > 0 && mixed[0][1] <= i {
			mixed = mixed[1:]
		}
		var out string
		switch f := foldRune(r); {
		case len(mixed) > 0 && mixed[0][0] <= i && confusables[r] != 0:
			out = string(confusables[r])
		case f != "":
			out = f
		default:
			n := utf8.EncodeRune(buf[:], r)
			out = string(buf[:n])
		}
		b.WriteString(out)
		for range len(out) {
			off = append(off, i)
		}
	}
	off = append(off, len(src))
	t := b.String()
	return view{src: src, text: t, lower: asciiLower(t), off: off}
}

// numericEntity decodes "&#NNN;" or "&#xHH;" at the start of s: the rune
// and the bytes consumed, or n=0.
func numericEntity(s string) (rune, int) {
	j, base := 2, 10
	if j < len(s) && (s[j] == 'x' || s[j] == 'X') {
		j, base = 3, 16
	}
	var v rune
	k := j
digits:
	for ; k < len(s) && k-j < 7; k++ {
		c := s[k]
		var d rune
		switch {
		case c >= '0' && c <= '9':
			d = rune(c - '0')
		case base == 16 && c >= 'a' && c <= 'f':
			d = rune(c-'a') + 10
		case base == 16 && c >= 'A' && c <= 'F':
			d = rune(c-'A') + 10
		default:
			break digits
		}
		v = v*rune(base) + d
	}
	if k == j || k >= len(s) || s[k] != ';' || v <= 0 || v > unicode.MaxRune || !utf8.ValidRune(v) {
		return 0, 0
	}
	return v, k + 1
}

// confusables are Cyrillic and Greek letters drawn like a Latin letter.
// Inside a word that also holds ASCII letters ("Ignоre" with a Cyrillic
// о) they read as that Latin letter; a word wholly in Cyrillic or Greek is
// left alone.
var confusables = map[rune]rune{
	'а': 'a', 'е': 'e', 'о': 'o', 'р': 'p', 'с': 'c', 'у': 'y', 'х': 'x', 'і': 'i', 'ј': 'j', 'ѕ': 's', 'ԁ': 'd', 'һ': 'h', 'ԛ': 'q', 'ԝ': 'w', 'ӏ': 'l',
	'А': 'A', 'В': 'B', 'Е': 'E', 'К': 'K', 'М': 'M', 'Н': 'H', 'О': 'O', 'Р': 'P', 'С': 'C', 'Т': 'T', 'Х': 'X', 'І': 'I', 'Ј': 'J', 'Ѕ': 'S',
	'ο': 'o', 'α': 'a', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ρ': 'p', 'υ': 'u', 'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Μ': 'M', 'Ν': 'N', 'Ο': 'O', 'Ρ': 'P', 'Τ': 'T', 'Χ': 'X', 'Υ': 'Y', 'Ζ': 'Z',
}

// mixedScriptWords returns the byte spans of the words of src (runs of
// letters and combining marks) that mix ASCII letters with confusables.
func mixedScriptWords(src string) [][2]int {
	var out [][2]int
	ws, ascii, conf := -1, false, false
	flush := func(end int) {
		if ws >= 0 && ascii && conf {
			out = append(out, [2]int{ws, end})
		}
		ws, ascii, conf = -1, false, false
	}
	for i, r := range src {
		if unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) || (r >= 0x80 && strippedRune(r)) {
			if ws < 0 {
				ws = i
			}
			ascii = ascii || r < 0x80
			conf = conf || confusables[r] != 0
			continue
		}
		flush(i)
	}
	flush(len(src))
	return out
}

// without returns a copy of v with the given (sorted, non-overlapping) byte
// spans of v.text deleted, keeping the map to the original text.
func (v view) without(spans [][2]int) view {
	if len(spans) == 0 {
		return v
	}
	var b strings.Builder
	b.Grow(len(v.text))
	off := make([]int, 0, len(v.off))
	prev := 0
	for _, s := range spans {
		b.WriteString(v.text[prev:s[0]])
		off = append(off, v.off[prev:s[0]]...)
		prev = s[1]
	}
	b.WriteString(v.text[prev:])
	off = append(off, v.off[prev:]...) // includes the final sentinel
	t := b.String()
	return view{src: v.src, text: t, lower: asciiLower(t), off: off}
}

// orig maps a [start,end) span of v.text to the original text: from the
// original rune behind its first byte to the end of the original rune behind
// its last byte.
func (v view) orig(start, end int) (int, int) {
	start = max(0, min(start, len(v.text)))
	end = max(start, min(end, len(v.text)))
	os := v.off[start]
	if end == start {
		return os, os
	}
	last := v.off[end-1]
	_, n := utf8.DecodeRuneInString(v.src[last:])
	return os, last + n
}

func asciiLower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if c := b[j]; c >= 'A' && c <= 'Z' {
					b[j] = c + 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// strippedRune reports runes that render as nothing and are removed before
// the phrase rules look at the text. Whether they are also refused is the
// unicode rule's business (see unicode.go); stripping them here is what
// keeps "ig<ZWSP>nore previous instructions" from slipping past the
// override rule.
func strippedRune(r rune) bool {
	if r < 0x80 {
		return false
	}
	if unicode.Is(unicode.Cf, r) {
		return true
	}
	switch {
	case r == 0x034F, // combining grapheme joiner
		r == 0x115F, r == 0x1160, r == 0x3164, r == 0xFFA0, // Hangul fillers
		r == 0x17B4, r == 0x17B5, // Khmer inherent vowels
		r >= 0xFE00 && r <= 0xFE0F, // variation selectors
		r >= 0xE0100 && r <= 0xE01EF:
		return true
	}
	return false
}

func foldRune(r rune) string {
	switch {
	case r < 0x80:
		return ""
	case r >= 0xFF01 && r <= 0xFF5E: // full-width ASCII
		return string(r - 0xFEE0)
	case r == 0x2018 || r == 0x2019 || r == 0x201B || r == 0x2032:
		return "'"
	case r == 0x201C || r == 0x201D || r == 0x201F || r == 0x2033,
		// guillemets and low-9 quotes (French, Russian, German, Polish,
		// ...), CJK corner brackets: each language's quotation marks.
		r == 0xAB || r == 0xBB || r == 0x201E || r == 0x2039 || r == 0x203A || r == 0x300C || r == 0x300D || r == 0x300E || r == 0x300F:
		return `"`
	case r >= 0x1D400 && r <= 0x1D7FF: // mathematical alphanumerics
		return norm.NFKC.String(string(r))
	case unicode.IsSpace(r):
		return " "
	case unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Me, r):
		return "" // combining marks stay attached to their base
	}
	// Other compatibility characters (ligatures, circled and enclosed
	// letters, superscripts, half-width forms) read as their NFKC form.
	if n := norm.NFKC.String(string(r)); n != string(r) && n != "" {
		return n
	}
	return ""
}

// despaced returns v with the separators of letter-spaced words removed
// ("i g n o r e" -> "ignore", "i.g.n.o.r.e a.l.l" -> "ignore all"), or
// ok=false when there are none. Within one run of single letters, a
// separator other than a space (. - _ * /) marks the letters of a word, and
// then a space between two such letters is the break between words and is
// kept; in a run separated by single spaces only, the words cannot be told
// apart and every space goes (runs of two or more spaces already end a run).
// A word written one letter a line ("I\ng\nn\no\nr\ne") is joined too.
var letterSpaced = lazyRegexp(`(?:^|[^\pL\pN])((?:\pL(?:[ .\-_*/]|\n[ \t]*)){2,}\pL)(?:[^\pL\pN]|$)`)

func (v view) despaced() (view, bool) {
	if !maybeLetterSpaced(v.text) {
		return v, false
	}
	var spans [][2]int
	for _, m := range letterSpaced.FindAllStringSubmatchIndex(v.text, -1) {
		s, e := m[2], m[3]
		keepSpace := strings.ContainsAny(v.text[s:e], ".-_*/")
		for i := s; i < e; i++ {
			switch v.text[i] {
			case '\n', '\t':
				// One letter a line: the line breaks join the word.
				spans = append(spans, [2]int{i, i + 1})
			case ' ':
				if !keepSpace {
					spans = append(spans, [2]int{i, i + 1})
				}
			case '.', '-', '_', '*', '/':
				spans = append(spans, [2]int{i, i + 1})
			}
		}
	}
	if len(spans) == 0 {
		return v, false
	}
	return v.without(spans), true
}

// fence is a fenced code block; start/end delimit its content.
type fence struct {
	open, start, end, close int
	lang                    string
	closed                  bool // false when the fence runs to the end of the text
}

type heading struct {
	pos, level int
	text       string
}

// doc is the markdown structure of one field's normalised text.
type doc struct {
	field    string
	v        view
	fences   []fence
	headings []heading
	comments [][2]int // HTML comments and link-reference comments, hidden from a rendered view
	units    []unit
	kwLines  map[string][][2]int // keyword -> line windows, filled by windows
	kwParas  map[string][][2]int // keyword -> paragraph windows
	newlines []int               // offsets of '\n' in v.text, built by lineAt
	// intentUnits and their compacted lower-case text, built once: the
	// intent, no-limits and action rules all read them.
	iu      []intentUnit
	iuDone  bool
	iuLower map[intentUnit]compacted
	// spanMemo: judgements that depend only on a sentence or a line, by
	// what is judged and the span's bounds (memoSpan): the context rules
	// ask them for every match, and a long paragraph can hold thousands.
	spanMemo map[spanMemoKey]bool
}

// spanMemoKey names a judgement of one span of a doc's text.
type spanMemoKey struct {
	what       uint8
	start, end int
}

// The judgements memoSpan keeps.
const (
	memoThreatSent    uint8 = iota // a sentence after a threat label, not an order
	memoDescribed                  // describedAndJudged49
	memoAvoidList                  // underAvoidList, by the item's line
	memoOrderSent85                // againOrder85 or turnsToSelf84
	memoDetectFence85              // a code block holds a detection rule's keys
)

// memoSpan returns f's judgement of the span [start, end), computed once
// per doc.
func (d *doc) memoSpan(what uint8, start, end int, f func() bool) bool {
	k := spanMemoKey{what, start, end}
	v, ok := d.spanMemo[k]
	if !ok {
		v = f()
		if d.spanMemo == nil {
			d.spanMemo = map[spanMemoKey]bool{}
		}
		d.spanMemo[k] = v
	}
	return v
}

// compacted is lowerCompact's result for one intent unit.
type compacted struct {
	low string
	off []int
}

// unitLower returns lowerCompact of the text of u, computed once per doc.
func (d *doc) unitLower(u intentUnit) (string, []int) {
	if c, ok := d.iuLower[u]; ok {
		return c.low, c.off
	}
	low, off := lowerCompact(d.v.text[u.start:u.end])
	if d.iuLower == nil {
		d.iuLower = map[intentUnit]compacted{}
	}
	d.iuLower[u] = compacted{low, off}
	return low, off
}

// unit is the scope inside which a source must meet a sink, or a verb its
// object: one logical line of a code block, or one sentence of prose.
type unit struct {
	start, end int
	fence      int // index into doc.fences, or -1 for prose
}

var (
	fenceOpen   = lazyRegexp("^[ \t>]*(`{3,}|~{3,})[ \t]*([^`\\s]*)")
	headingLine = lazyRegexp(`^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$`)
	listMarker  = lazyRegexp(`^[ \t>]*(?:[-*+]|\d{1,3}[.)])[ \t]+`)
	refComment  = lazyRegexp(`(?m)^\[(?://|comment)\]:\s*#\s*(?:\(.*\)|".*"|'.*')\s*$`)
)

func newDoc(field, src string) *doc {
	d := &doc{field: field, v: newView(src)}
	d.parse()
	return d
}

// lineSpans yields the start and end (before its '\n') of each line of t;
// a final '\n' starts no further line.
func lineSpans(t string) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for ls := 0; ls < len(t); {
			le := strings.IndexByte(t[ls:], '\n')
			if le < 0 {
				le = len(t)
			} else {
				le += ls
			}
			if !yield(ls, le) {
				return
			}
			ls = le + 1
		}
	}
}

func (d *doc) parse() {
	t := d.v.text
	var cur *fence
	var fenceMark string
	for ls, le := range lineSpans(t) {
		line := t[ls:le]
		if cur != nil {
			trim := strings.TrimLeft(line, " \t>")
			if strings.HasPrefix(trim, fenceMark) && strings.TrimSpace(strings.TrimLeft(trim, fenceMark[:1])) == "" {
				cur.end = ls
				cur.close = le
				cur.closed = true
				d.fences = append(d.fences, *cur)
				cur = nil
			}
		} else if m := fenceOpen.FindStringSubmatch(line); m != nil {
			fenceMark = m[1]
			cur = &fence{open: ls, start: min(le+1, len(t)), lang: strings.ToLower(m[2])}
		} else if m := headingLine.FindStringSubmatchIndex(line); m != nil {
			d.headings = append(d.headings, heading{pos: ls, level: m[3] - m[2], text: line[m[4]:m[5]]})
		}
	}
	if cur != nil { // unterminated fence runs to the end
		cur.end, cur.close = len(t), len(t)
		d.fences = append(d.fences, *cur)
	}
	// HTML comments outside code.
	for i := 0; ; {
		j := strings.Index(t[i:], "<!--")
		if j < 0 {
			break
		}
		s := i + j
		if d.fenceAt(s) >= 0 {
			i = s + 4
			continue
		}
		e := strings.Index(t[s+4:], "-->")
		if e < 0 {
			d.comments = append(d.comments, [2]int{s, len(t)})
			break
		}
		d.comments = append(d.comments, [2]int{s, s + 4 + e + 3})
		i = s + 4 + e + 3
	}
	if strings.Contains(t, "]:") {
		for _, m := range refComment.FindAllStringIndex(t, -1) {
			if d.fenceAt(m[0]) < 0 {
				d.comments = append(d.comments, [2]int{m[0], m[1]})
			}
		}
	}
	d.comments = append(d.comments, hiddenElements(d)...)
	sort.Slice(d.comments, func(i, j int) bool { return d.comments[i][0] < d.comments[j][0] })
	d.units = d.splitUnits()
}

// inClosedFence reports whether pos is inside a code block that is closed;
// an unterminated fence swallows everything after it, so it is no evidence
// that the text is an example.
func (d *doc) inClosedFence(pos int) bool {
	i := d.fenceAt(pos)
	return i >= 0 && d.fences[i].closed
}

// fenceAt returns the index of the fence whose content holds pos, or -1.
func (d *doc) fenceAt(pos int) int {
	i := sort.Search(len(d.fences), func(i int) bool { return d.fences[i].end > pos })
	if i < len(d.fences) && d.fences[i].start <= pos && pos < d.fences[i].end {
		return i
	}
	return -1
}

func (d *doc) hidden(pos int) bool {
	for _, c := range d.comments {
		if c[0] <= pos && pos < c[1] {
			return true
		}
		if c[0] > pos {
			break
		}
	}
	return false
}

// headingPath returns the section headings above pos, nearest first,
// joined with " / ". The level-1 title is left out: it names the whole
// skill, so a skill titled "Security Audit" does not make every one of its
// sections read as documentation.
func (d *doc) headingPath(pos int) string {
	i := sort.Search(len(d.headings), func(i int) bool { return d.headings[i].pos > pos })
	var parts []string
	level := 7
	for j := i - 1; j >= 0; j-- {
		h := d.headings[j]
		if h.level < level {
			if h.level == 1 {
				break
			}
			parts = append(parts, h.text)
			level = h.level
		}
	}
	return strings.Join(parts, " / ")
}

func (d *doc) lineAt(pos int) (int, int) {
	t := d.v.text
	if d.newlines == nil {
		// The offsets of every '\n', built once: lineAt is called per
		// finding, and scanning back and forth on a long line each time
		// made a line of many matches cost quadratic time.
		d.newlines = make([]int, 0, strings.Count(t, "\n"))
		for i := 0; i < len(t); {
			k := strings.IndexByte(t[i:], '\n')
			if k < 0 {
				break
			}
			d.newlines = append(d.newlines, i+k)
			i += k + 1
		}
	}
	i := sort.SearchInts(d.newlines, pos) // first newline at or after pos
	s, e := 0, len(t)
	if i > 0 {
		s = d.newlines[i-1] + 1
	}
	if i < len(d.newlines) {
		e = d.newlines[i]
	}
	return s, e
}

// inTableRow reports whether pos is on a markdown table row.
func (d *doc) inTableRow(pos int) bool {
	if d.fenceAt(pos) >= 0 {
		return false
	}
	s, e := d.lineAt(pos)
	line := strings.TrimSpace(d.v.text[s:e])
	return strings.HasPrefix(line, "|") && strings.Count(line, "|") >= 2
}

// tableHeader returns the header row of the Markdown table whose row
// holds pos (the row just above its |---| separator), trimmed, or "" when
// pos is in no table row or the table has no separator above it.
func (d *doc) tableHeader(pos int) string {
	if !d.inTableRow(pos) {
		return ""
	}
	s, _ := d.lineAt(pos)
	sep := false
	for ls := s; ls > 0; {
		ps, _ := d.lineAt(ls - 1)
		line := strings.TrimSpace(d.v.text[ps : ls-1])
		if !strings.HasPrefix(line, "|") {
			return ""
		}
		if sep {
			return line
		}
		sep = strings.Contains(line, "---")
		ls = ps
	}
	return ""
}

// fenceProse is the prose around code block fi: the paragraph before its
// opening fence and the one after its closing fence (300 bytes at most
// each): the caption that says what the block is for.
func (d *doc) fenceProse(fi int) (before, after string) {
	f := d.fences[fi]
	t := d.v.text
	// The paragraph before the block, across the blank line that often
	// separates an introduction ("Run monthly in production:") from it.
	before = strings.TrimRight(t[max(0, f.open-300):f.open], "\n")
	if k := strings.LastIndex(before, "\n\n"); k >= 0 {
		before = before[k+2:]
	}
	after = strings.TrimLeft(t[min(len(t), f.close):min(len(t), f.close+300)], "\n")
	if k := strings.Index(after, "\n\n"); k >= 0 {
		after = after[:k]
	}
	return before, after
}

// descriptiveTable reports a table row whose table's header, or the line
// just above the table, says it lists threats, risks, attacks or examples
// of what not to do.
func (d *doc) descriptiveTable(pos int) bool {
	s, _ := d.lineAt(pos)
	for ls := s; ls > 0; {
		ps, _ := d.lineAt(ls - 1)
		line := strings.TrimSpace(d.v.text[ps : ls-1])
		if !strings.HasPrefix(line, "|") {
			return descriptiveHeading.MatchString(line) && len(line) < 200
		}
		if !strings.Contains(line, "---") && threatColumns.MatchString(line) {
			return true
		}
		ls = ps
	}
	return false
}

// stepsTable reports a table row under a header of steps to carry out
// (| Step | Action |, | Command |, | Run |): its cells are instructions,
// whatever the skill's topic.
func (d *doc) stepsTable(pos int) bool {
	s, _ := d.lineAt(pos)
	for ls, n := s, 0; ls > 0 && n < 200; n++ {
		ps, _ := d.lineAt(ls - 1)
		line := strings.TrimSpace(d.v.text[ps : ls-1])
		if !strings.HasPrefix(line, "|") {
			return false
		}
		if !strings.Contains(line, "---") && stepColumns.MatchString(line) {
			return true
		}
		if !strings.Contains(line, "---") && stepColumns62.MatchString(line) {
			return true // round 62 (override): more languages' "step" (override62.go)
		}
		ls = ps
	}
	return false
}

var stepColumns = lazyRegexp(`(?i)\|\s*(?:steps?|actions?|commands?|run|to\s+do|procedure|instructions?|` +
	// the same headers in other languages
	`stap|actie|opdracht|schritt|aktion|befehl|paso|acci[oó]n|comando|[ée]tape|commande|passo|a[çc][ãa]o|azione|krok|akcja|polecenie|шаг|действие|команда|adım|eylem|komut|langkah|tindakan|perintah|bước|hành\s+động|步骤|操作|手順|단계|작업)\s*\|`)

var threatColumns = lazyRegexp(`(?i)\|\s*(?:threats?|risks?|attacks?|attack\s+vectors?|anti-?patterns?|bad\s+examples?|don'?t|avoid|dangerous|vulnerabilit\w*)\s*\|`)

// directiveRow reports a table row whose first cell names a slot of the
// agent's own configuration (Persona, Role, System, Instructions, Rules,
// Behaviour, Mode): its other cells are settings the agent is to take on,
// not quotations.
func (d *doc) directiveRow(pos int) bool {
	if !d.inTableRow(pos) {
		return false
	}
	s, e := d.lineAt(pos)
	cells := strings.Split(strings.Trim(strings.TrimSpace(d.v.text[s:e]), "|"), "|")
	if len(cells) < 2 {
		return false
	}
	if directiveKey.MatchString(strings.TrimSpace(cells[0])) {
		return true
	}
	if noteKey60.MatchString(strings.TrimSpace(cells[0])) {
		return true // round 60 (override): a row keyed as the author's note (override60.go)
	}
	// A settings table: its header's first cell says the rows are
	// settings (Setting | Value, Option | Value).
	for ls := s; ls > 0; {
		ps, _ := d.lineAt(ls - 1)
		line := strings.TrimSpace(d.v.text[ps : ls-1])
		if !strings.HasPrefix(line, "|") {
			break
		}
		if !strings.Contains(line, "---") {
			if hc := strings.Split(strings.Trim(line, "|"), "|"); len(hc) >= 2 && settingsHeader.MatchString(strings.TrimSpace(hc[0])) {
				return true
			}
		}
		ls = ps
	}
	return false
}

var settingsHeader = lazyRegexp(`(?i)^[*_]*(?:settings?|options?|parameters?|keys?|config\w*|field|directive)[*_]*$`)

var directiveKey = lazyRegexp(`(?i)^[*_` + "`" + `]*(?:persona|role|system(?:\s+prompt)?|instructions?|rules?|behaviou?r|mode|agent|assistant|you)[*_` + "`" + `:]*$`)

// quoted reports whether pos sits inside an inline code span or a double-
// quoted string on its line (prose only; a code block is not "quoted").
func (d *doc) quoted(pos int) bool {
	if d.fenceAt(pos) >= 0 {
		return false
	}
	s, _ := d.lineAt(pos)
	if pos-s > maxQuotedLine {
		return false // a very long line is not a quotation (and is not scanned per match)
	}
	before := d.v.text[s:pos]
	if strings.Count(before, "`")%2 == 1 || strings.Count(before, `"`)%2 == 1 || openQuote(before) {
		return true
	}
	_, e := d.lineAt(pos)
	return singleQuoted(before, d.v.text[pos:e])
}

// openQuote reports a quotation of another script's marks left open in
// before: «…», ‹…›, 「…」, 『…』, „…“ and “…”.
func openQuote(before string) bool {
	if !strings.ContainsAny(before, "«‹「『„“") {
		return false
	}
	for _, q := range [][2]string{{"«", "»"}, {"‹", "›"}, {"「", "」"}, {"『", "』"}} {
		if strings.Count(before, q[0]) > strings.Count(before, q[1]) {
			return true
		}
	}
	if strings.Contains(before, "„") {
		return strings.Count(before, "„") > strings.Count(before, "“")
	}
	return strings.Count(before, "“") > strings.Count(before, "”")
}

var (
	// singleOpen: a single quote that opens a quotation (after a space,
	// a bracket or a colon, before a letter), not an apostrophe.
	singleOpen = lazyRegexp(`(?:^|[\s(\[:])['‘]\pL`)
	// singleClose: a single quote that closes one (not before a letter:
	// "don't" is a word).
	singleClose = lazyRegexp(`\pL['’](?:[^\pL]|$)`)
)

// singleQuoted reports pos inside a 'single-quoted phrase' of its line:
// an opening quote before it with no closing quote between, and a closing
// quote after it.
func singleQuoted(before, after string) bool {
	if !strings.ContainsAny(before, "'‘") {
		return false
	}
	// The opening quote may sit right before pos: read a rune past it.
	_, n := utf8.DecodeRuneInString(after)
	ms := singleOpen.FindAllStringIndex(before+after[:n], -1)
	if ms == nil {
		return false
	}
	q := ms[len(ms)-1][1]
	if q > len(before) {
		return singleClose.MatchString(after[:min(len(after), 400)])
	}
	return !singleClose.MatchString(before[q:]) && singleClose.MatchString(after[:min(len(after), 400)])
}

// maxQuotedLine bounds how far back quoted counts quote marks.
const maxQuotedLine = 4096

func (d *doc) unitAt(pos int) unit {
	i := sort.Search(len(d.units), func(i int) bool { return d.units[i].end > pos })
	if i < len(d.units) && d.units[i].start <= pos {
		return d.units[i]
	}
	s, e := d.lineAt(pos)
	return unit{start: s, end: e, fence: d.fenceAt(pos)}
}

func (d *doc) unitText(u unit) string { return d.v.text[u.start:u.end] }

// splitUnits cuts the text into logical code lines and prose sentences.
func (d *doc) splitUnits() []unit {
	t := d.v.text
	var out []unit
	prev := 0
	for fi, f := range d.fences {
		out = append(out, d.proseUnits(prev, f.open)...)
		out = append(out, codeUnits(t, f.start, f.end, fi)...)
		prev = min(f.close+1, len(t))
	}
	out = append(out, d.proseUnits(prev, len(t))...)
	return out
}

// codeUnits joins backslash continuations and open brackets into logical
// lines (capped at 15 physical lines, so one bad bracket cannot swallow a
// file).
func codeUnits(t string, start, end, fi int) []unit {
	var out []unit
	us := start
	depth, lines := 0, 0
	for ls := start; ls < end; {
		le := strings.IndexByte(t[ls:end], '\n')
		if le < 0 {
			le = end
		} else {
			le += ls
		}
		line := t[ls:le]
		for i := 0; i < len(line); i++ {
			switch line[i] {
			case '(', '[', '{':
				depth++
			case ')', ']', '}':
				depth--
			}
		}
		if depth < 0 {
			depth = 0
		}
		lines++
		cont := strings.HasSuffix(strings.TrimRight(line, " \t"), "\\") || depth > 0
		if !cont || lines >= 15 {
			if strings.TrimSpace(t[us:le]) != "" {
				out = append(out, unit{start: us, end: le, fence: fi})
			}
			us = le + 1
			depth, lines = 0, 0
		}
		ls = le + 1
	}
	if us < end && strings.TrimSpace(t[us:end]) != "" {
		out = append(out, unit{start: us, end: end, fence: fi})
	}
	return out
}

// proseUnits splits prose into blocks (paragraph, list item, heading, table
// row) and blocks into sentences. A sentence ends at ". ", "! " or "? "
// outside inline code; "e.g. " and "i.e. " do not end one.
func (d *doc) proseUnits(start, end int) []unit {
	t := d.v.text
	var out []unit
	bs := start
	flush := func(be int) {
		if strings.TrimSpace(t[bs:be]) != "" {
			out = append(out, sentences(t, bs, be)...)
		}
	}
	for ls := start; ls < end; {
		le := strings.IndexByte(t[ls:end], '\n')
		if le < 0 {
			le = end
		} else {
			le += ls
		}
		line := t[ls:le]
		trim := strings.TrimSpace(line)
		title := titleLine57(t, ls, le, end, trim) // round 57: text57.go
		newBlock := trim == "" || listMarker.MatchString(line) || strings.HasPrefix(trim, "|") ||
			headingLine.MatchString(line) || title
		if newBlock && ls > bs {
			flush(ls)
			bs = ls
		}
		if trim == "" || strings.HasPrefix(trim, "|") || headingLine.MatchString(line) || title {
			flush(le)
			bs = min(le+1, end)
		}
		ls = le + 1
	}
	if bs < end {
		flush(end)
	}
	return out
}

func sentences(t string, start, end int) []unit {
	var out []unit
	ss := start
	code := false
	for i := start; i < end; i++ {
		c := t[i]
		if c == '`' {
			code = !code
			continue
		}
		if code || (c != '.' && c != '!' && c != '?') {
			continue
		}
		if i+1 < end && t[i+1] != ' ' && t[i+1] != '\n' && t[i+1] != '\t' {
			continue
		}
		if c == '.' && i >= 3 && (strings.EqualFold(t[i-3:i+1], "e.g.") || strings.EqualFold(t[i-3:i+1], "i.e.")) {
			continue
		}
		if c == '.' && abbrevBefore(t[max(ss, i-8):i]) {
			continue // "z. B.", "d. h.", "bzw.", "vs.": an abbreviation
		}
		if strings.TrimSpace(t[ss:i+1]) != "" {
			out = append(out, unit{start: ss, end: i + 1, fence: -1})
		}
		ss = i + 1
	}
	if strings.TrimSpace(t[ss:end]) != "" {
		out = append(out, unit{start: ss, end: end, fence: -1})
	}
	return out
}

// excerpt renders src[start:end] for a reviewer: invisible and control
// characters become <U+XXXX>, and long spans are cut to about 120 runes
// around their middle.
func excerpt(src string, start, end int) string {
	if start < 0 {
		start = 0
	}
	if end > len(src) {
		end = len(src)
	}
	// A span found by a scratch checker on other text (a body's answer
	// to "when is this used?" read as a description) may lie past the
	// end of this field: render what is there, never slice out of range.
	if end < 0 {
		end = 0
	}
	if start > end {
		start = end
	}
	s := src[start:end]
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\n' || r == '\t' || r == '\r':
			b.WriteByte(' ')
		case r == utf8.RuneError || unicode.IsControl(r) || strippedRune(r) || (r >= 0xE0000 && r <= 0xE007F):
			fmt.Fprintf(&b, "<U+%04X>", r)
		default:
			b.WriteRune(r)
		}
	}
	out := strings.Join(strings.Fields(b.String()), " ")
	const limit = 120
	if utf8.RuneCountInString(out) > limit {
		rs := []rune(out)
		out = string(rs[:limit-1]) + "…"
	}
	return out
}

// windows returns the merged [start,end) ranges of whole lines (or, with
// para, whole paragraphs) that contain any of kws (ASCII-lowered). Rules run
// their regexps only inside these windows, which keeps Check linear in the
// number of keyword hits rather than in rules × text.
func (d *doc) windows(kws []string, para bool) [][2]int {
	var out [][2]int
	for _, k := range kws {
		out = append(out, d.keywordWindows(k, para)...)
	}
	if len(out) < 2 {
		return out
	}
	sort.Slice(out, func(i, j int) bool { return out[i][0] < out[j][0] })
	merged := out[:1]
	for _, w := range out[1:] {
		last := &merged[len(merged)-1]
		if w[0] <= last[1] {
			last[1] = max(last[1], w[1])
		} else {
			merged = append(merged, w)
		}
	}
	return merged
}

// keywordWindows returns (and caches) the windows holding one keyword.
func (d *doc) keywordWindows(k string, para bool) [][2]int {
	cache := &d.kwLines
	if para {
		cache = &d.kwParas
	}
	if *cache == nil {
		*cache = map[string][][2]int{}
	}
	if ws, ok := (*cache)[k]; ok {
		return ws
	}
	var ws [][2]int
	l := d.v.lower
	for i := 0; i < len(l); {
		j := strings.Index(l[i:], k)
		if j < 0 {
			break
		}
		p := i + j
		var s, e int
		if para {
			s, e = d.paraAt(p)
		} else {
			s, e = d.lineAt(p)
		}
		ws = append(ws, [2]int{s, e})
		i = max(e, p+len(k))
	}
	(*cache)[k] = ws
	return ws
}

// paraAt returns the paragraph around pos: from the blank line before it to
// the blank line after it, at most 4 KiB either way.
func (d *doc) paraAt(pos int) (int, int) {
	t := d.v.text
	lo := max(0, pos-4096)
	s := strings.LastIndex(t[lo:pos], "\n\n")
	if s < 0 {
		s = lo
	} else {
		s += lo + 2
	}
	hi := min(len(t), pos+4096)
	e := strings.Index(t[pos:hi], "\n\n")
	if e < 0 {
		e = hi
	} else {
		e += pos
	}
	return s, e
}

// findAll runs re inside the keyword windows and returns submatch indices
// on d's normalised text.
func (d *doc) findAll(re *lazyRE, kws []string, para bool) [][]int {
	var out [][]int
	for _, w := range d.windows(kws, para) {
		for _, m := range re.FindAllStringSubmatchIndex(d.v.text[w[0]:w[1]], -1) {
			for i := range m {
				if m[i] >= 0 {
					m[i] += w[0]
				}
			}
			out = append(out, m)
		}
	}
	return out
}

// maybeLetterSpaced is a quick ASCII scan for four single letters separated
// by single separators, the shape letterSpaced looks for.
func maybeLetterSpaced(t string) bool {
	isL := func(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80 }
	isSep := func(c byte) bool {
		return c == ' ' || c == '.' || c == '-' || c == '_' || c == '*' || c == '/' || c == '\n'
	}
	for i := 0; i+6 < len(t); i++ {
		if isL(t[i]) && isSep(t[i+1]) && isL(t[i+2]) && isSep(t[i+3]) && isL(t[i+4]) && isSep(t[i+5]) && isL(t[i+6]) &&
			(i == 0 || !isL(t[i-1])) {
			return true
		}
	}
	return false
}

// abbrevBefore reports a word before a period that is an abbreviation: a
// single letter ("z. B.", "d. h.", "p. ex."), or a short common one.
func abbrevBefore(w string) bool {
	j := len(w)
	for j > 0 && isASCIILetter(w[j-1]) {
		j--
	}
	word := strings.ToLower(w[j:])
	if len(word) == 1 && (j == 0 || strings.ContainsRune(" (.\t", rune(w[j-1]))) {
		return true
	}
	switch word {
	case "bzw", "usw", "vs", "ca", "nr", "approx", "incl", "resp", "cf", "ggf", "evtl", "sog", "vgl", "inkl", "ex", "etc":
		return j == 0 || strings.ContainsRune(" (\t", rune(w[j-1]))
	}
	return false
}

package trace

import (
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A rule's prefilter: literals of which every match of its pattern holds at
// least one (for `sk-ant-[A-Za-z0-9_\-]{20,}`, "sk-ant-"; for
// `[\w.\-]{1,64}:(...)@(?:tcp|unix|udp|tcp6)\(`, "@tcp(", "@unix(", "@udp(",
// "@tcp6("). Most rules start with a character class, which gives the
// regexp engine no prefix to skip to, so without a prefilter each rule runs
// its automaton over every byte of every record; a record that holds none of
// a rule's literals cannot match it and is skipped. The literals are read
// from the pattern's syntax tree, so they cannot drift from it; the
// prefilter only ever skips work that would have found nothing, and
// TestPrefilterSameOutput and FuzzPrefilterSameOutput compare it with the
// plain scan.
//
// A rule that can never match a line break (no class or literal holding
// '\n', no ^ or $ of the whole text) is also run line by line on a long
// text: only the lines holding one of its literals are searched.

// needle is one literal; fold: matched without regard to case, as folded
// (foldText of s, set by newPrefilter).
type needle struct {
	s      string
	fold   bool
	folded string
}

// prefilter is what a rule's pattern requires. needles is nil when no
// useful literal is required (the rule is always run).
type prefilter struct {
	needles   []needle
	lineLocal bool
}

const (
	minNeedle   = 2  // single characters are too common to skip anything
	maxExact    = 24 // cross products larger than this are not tracked
	maxNeedleSz = 64
)

// newPrefilter reads the required literals of pattern (as regexp.Compile
// parses it).
func newPrefilter(pattern string) prefilter {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return prefilter{}
	}
	re = re.Simplify()
	var pf prefilter
	if req := required(re); req != nil && score(req) >= minNeedle {
		for i := range req {
			if req[i].fold {
				req[i].folded = foldText(req[i].s)
			}
		}
		pf.needles = req
	}
	pf.lineLocal = pf.needles != nil && lineLocal(re)
	return pf
}

// exact returns every string re can match, when that is a small finite set.
func exact(re *syntax.Regexp) []needle {
	fold := re.Flags&syntax.FoldCase != 0
	switch re.Op {
	case syntax.OpEmptyMatch:
		return []needle{{}}
	case syntax.OpLiteral:
		return []needle{{s: string(re.Rune), fold: fold}}
	case syntax.OpCharClass:
		var out []needle
		for i := 0; i+1 < len(re.Rune); i += 2 {
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				if len(out) >= 4 {
					return nil
				}
				out = append(out, needle{s: string(r)})
			}
		}
		return out
	case syntax.OpCapture:
		return exact(re.Sub[0])
	case syntax.OpQuest:
		sub := exact(re.Sub[0])
		if sub == nil {
			return nil
		}
		return append(sub, needle{})
	case syntax.OpAlternate:
		var out []needle
		for _, s := range re.Sub {
			e := exact(s)
			if e == nil || len(out)+len(e) > maxExact {
				return nil
			}
			out = append(out, e...)
		}
		return out
	case syntax.OpConcat:
		out := []needle{{}}
		for _, s := range re.Sub {
			e := exact(s)
			if e == nil {
				return nil
			}
			if out = cross(out, e); out == nil {
				return nil
			}
		}
		return out
	}
	return nil
}

// cross is every a followed by every b, or nil when too many or too long.
func cross(a, b []needle) []needle {
	if len(a)*len(b) > maxExact {
		return nil
	}
	out := make([]needle, 0, len(a)*len(b))
	for _, x := range a {
		for _, y := range b {
			s := x.s + y.s
			if len(s) > maxNeedleSz {
				return nil
			}
			out = append(out, needle{s: s, fold: x.fold || y.fold})
		}
	}
	return out
}

// required returns literals of which every match of re holds one, or nil.
func required(re *syntax.Regexp) []needle {
	if e := exact(re); e != nil {
		for _, n := range e {
			if n.s == "" {
				return nil // re can match the empty string
			}
		}
		return e
	}
	switch re.Op {
	case syntax.OpCapture, syntax.OpPlus:
		return required(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return required(re.Sub[0])
		}
	case syntax.OpAlternate:
		var out []needle
		for _, s := range re.Sub {
			r := required(s)
			if r == nil {
				return nil
			}
			out = append(out, r...)
		}
		return out
	case syntax.OpConcat:
		// The best of: each child's own requirement, and each run of
		// adjacent children whose matches are a small finite set (crossed
		// into longer literals).
		var best []needle
		consider := func(c []needle) {
			if c != nil && better(c, best) {
				best = c
			}
		}
		for i, s := range re.Sub {
			consider(required(s))
			run := []needle{{}}
			for _, t := range re.Sub[i:] {
				e := exact(t)
				if e == nil {
					break
				}
				if run = cross(run, e); run == nil {
					break
				}
				if nonEmpty(run) {
					consider(run)
				}
			}
		}
		return best
	}
	return nil
}

func nonEmpty(ns []needle) bool {
	for _, n := range ns {
		if n.s == "" {
			return false
		}
	}
	return true
}

// score is the length of the shortest literal: the set is only as
// selective as that.
func score(ns []needle) int {
	m := maxNeedleSz + 1
	for _, n := range ns {
		m = min(m, len(n.s))
	}
	return m
}

func better(a, b []needle) bool {
	if b == nil {
		return true
	}
	sa, sb := min(score(a), 8), min(score(b), 8)
	if sa != sb {
		return sa > sb
	}
	return len(a) < len(b)
}

// lineLocal reports that no match of re can hold a line break or depend
// on where the whole text begins or ends.
func lineLocal(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpBeginText, syntax.OpEndText, syntax.OpAnyChar:
		return false
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			if r == '\n' {
				return false
			}
		}
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i] <= '\n' && '\n' <= re.Rune[i+1] {
				return false
			}
		}
	}
	for _, s := range re.Sub {
		if !lineLocal(s) {
			return false
		}
	}
	return true
}

// haystack is one text as the prefilters search it: the text itself, its
// ASCII lower case (the subject of fold rules), and a case-folded copy for
// literals matched without regard to case.
type haystack struct {
	orig, lower string
	ascii       bool
	folded      string // lower when ascii; built on first use otherwise
	hasFolded   bool
}

func newHaystack(orig, lower string) *haystack {
	h := &haystack{orig: orig, lower: lower, ascii: isASCII(orig)}
	if h.ascii {
		h.folded, h.hasFolded = lower, true
	}
	return h
}

// foldText maps every character of a case-fold orbit to one member
// (lower of upper: σ, ς and Σ all become σ; K, k and the Kelvin sign k).
func foldText(s string) string {
	return strings.Map(func(r rune) rune { return unicode.ToLower(unicode.ToUpper(r)) }, s)
}

func (h *haystack) fold() string {
	if !h.hasFolded {
		h.folded, h.hasFolded = foldText(h.orig), true
	}
	return h.folded
}

// mayMatch reports whether the text (subject: orig, or lower for a fold
// rule) holds one of pf's literals; true when pf requires none.
func (pf *prefilter) mayMatch(h *haystack, subject string) bool {
	if pf.needles == nil {
		return true
	}
	for _, n := range pf.needles {
		if n.fold {
			if strings.Contains(h.fold(), n.folded) {
				return true
			}
		} else if strings.Contains(subject, n.s) {
			return true
		}
	}
	return false
}

// lines returns the [start, end) spans of the lines of subject holding one
// of pf's literals, in order, or ok=false when positions in the folded copy
// do not line up with the subject's (non-ASCII text and a fold literal).
func (pf *prefilter) lines(h *haystack, subject string) (spans [][2]int, ok bool) {
	var starts []int
	for _, n := range pf.needles {
		hay, lit := subject, n.s
		if n.fold {
			if !h.ascii {
				return nil, false
			}
			hay, lit = h.folded, n.folded // lower case: ASCII text folds to its lower case
		}
		for off := 0; ; {
			i := strings.Index(hay[off:], lit)
			if i < 0 {
				break
			}
			at := off + i
			ls := strings.LastIndexByte(subject[:at], '\n') + 1
			starts = append(starts, ls)
			le := lineEnd(subject, at+len(lit))
			off = le // the rest of this line is searched anyway
		}
	}
	if len(starts) == 0 {
		return nil, true
	}
	slices.Sort(starts)
	last := -1
	for _, s := range starts {
		if s == last {
			continue
		}
		last = s
		spans = append(spans, [2]int{s, lineEnd(subject, s)})
	}
	return spans, true
}

func lineEnd(s string, pos int) int {
	if i := strings.IndexByte(s[pos:], '\n'); i >= 0 {
		return pos + i
	}
	return len(s)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

package safety

import (
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A prefilter answers, before a large pattern runs, whether the text can
// hold a match at all. It is derived from the pattern's syntax tree, so it
// is exact by construction: a match must contain certain literal strings
// (compared case-folded), as a formula of ANDs and ORs, and a text whose
// literals do not satisfy the formula is skipped. The lexicons'
// alternations of hundreds of phrases cost the matcher a thread per phrase
// at every byte; most sentences hold no phrase whose every word is there,
// and one Aho-Corasick pass over the folded text says so.
//
// The formula is computed as RE2's prefilter is: a node that matches a
// small finite set of strings is kept exact (cross products in a
// concatenation, unions in an alternation, capped); a concatenation needs
// all its parts (AND), an alternation one of its branches (OR), and a part
// that can match without any literal (.*, \w+, an empty match) requires
// nothing.
type prefilter struct {
	ac   *acMatcher
	lits int
	f    *pfNode
	// anyLit: the formula is one literal or an OR of literals, so the
	// first literal found answers.
	anyLit bool
	// pieces are the formulas of the pattern's top-level alternatives
	// (nil: that alternative needs no literal), and srcs their sources,
	// when the pattern is a long alternation (pfSplit): a text is then
	// matched only against the alternatives it can hold.
	pieces []*pfNode
	srcs   []string
}

// pfNode is a formula over the literals: a literal, or an AND or OR of
// formulas. A nil *pfNode is true (no requirement).
type pfNode struct {
	and  bool
	lit  int // >= 0: the literal's index; -1: an AND or OR of subs
	subs []*pfNode
}

// pfInfo is what a node of the syntax tree requires.
type pfInfo struct {
	exact bool     // the node matches exactly one of strs
	strs  []string // when exact
	f     *pfNode  // when not exact (nil: no requirement)
}

const (
	pfMaxExact = 16 // strings kept in an exact set (a cross product beyond this is cut)
	pfMaxClass = 4  // runes a character class may hold and stay exact
)

// pfMinPieces is the number of top-level alternatives from which a
// pattern is split: the rounds grew some patterns into alternations of a
// hundred phrases, and the regexp engine carries every one of them at
// every byte of the text.
const pfMinPieces = 4

// newPrefilter is src's prefilter, nil when src requires no literal (or
// does not parse).
func newPrefilter(src string) *prefilter {
	b := &pfBuilder{ids: map[string]int{}}
	if srcs := pfSplit(src); len(srcs) >= pfMinPieces {
		pieces := make([]*pfNode, len(srcs))
		some := false
		for i, ps := range srcs {
			r, err := syntax.Parse(ps, syntax.Perl)
			if err != nil {
				pieces = nil
				break
			}
			pieces[i] = b.formula(pfOf(r.Simplify(), b))
			some = some || pieces[i] != nil
		}
		if pieces != nil && some {
			return &prefilter{ac: newACMatcher(b.lits), lits: len(b.lits), f: pfJoin(false, pieces), pieces: pieces, srcs: srcs}
		}
		b = &pfBuilder{ids: map[string]int{}}
	}
	r, err := syntax.Parse(src, syntax.Perl)
	if err != nil {
		return nil
	}
	f := b.formula(pfOf(r.Simplify(), b))
	if f == nil {
		return nil
	}
	// The first literal found answers when the formula is an OR of
	// literals and names every literal interned (a part of the pattern
	// that turned out to need nothing may have interned others).
	anyLit := f.lit >= 0 && len(b.lits) == 1
	if f.lit < 0 && !f.and && len(f.subs) == len(b.lits) {
		anyLit = true
		for _, sub := range f.subs {
			anyLit = anyLit && sub.lit >= 0
		}
	}
	return &prefilter{ac: newACMatcher(b.lits), lits: len(b.lits), f: f, anyLit: anyLit}
}

// pfSplit is src cut at its top-level alternation bars, each piece led by
// the top-level flag groups ("(?i)") written before it, so that each
// piece alone means what it meant in src; nil when src holds a construct
// the cut does not read (\Q...\E).
func pfSplit(src string) []string {
	var pieces []string
	flags := "" // the top-level flag groups so far
	lead := ""  // the flags in force where the current piece starts
	start, depth, class := 0, 0, false
	for i := 0; i < len(src); i++ {
		switch c := src[i]; {
		case c == '\\':
			if i+1 < len(src) && src[i+1] == 'Q' {
				return nil
			}
			i++
		case class:
			if c == ']' {
				class = false
			} else if c == '[' && i+1 < len(src) && src[i+1] == ':' {
				if j := strings.Index(src[i:], ":]"); j > 0 {
					i += j + 1
				}
			}
		case c == '[':
			class = true
			// A ] first in the class (after ^) is a literal.
			if i+1 < len(src) && src[i+1] == '^' {
				i++
			}
			if i+1 < len(src) && src[i+1] == ']' {
				i++
			}
		case c == '(':
			if depth == 0 && strings.HasPrefix(src[i:], "(?") {
				j := i + 2
				for j < len(src) && strings.IndexByte("imsU-", src[j]) >= 0 {
					j++
				}
				if j > i+2 && j < len(src) && src[j] == ')' {
					flags += src[i : j+1]
					i = j
					continue
				}
			}
			depth++
		case c == ')':
			depth--
		case c == '|' && depth == 0:
			pieces = append(pieces, lead+src[start:i])
			start, lead = i+1, flags
		}
	}
	if depth != 0 || class {
		return nil
	}
	return append(pieces, lead+src[start:])
}

// alive lists the alternatives of a split pattern that s can hold.
func (pf *prefilter) alive(s string) []int {
	seen := make([]bool, pf.lits)
	pf.scan(s, seen)
	var out []int
	for i, f := range pf.pieces {
		if f.eval(seen) {
			out = append(out, i)
		}
	}
	return out
}

// may evaluates the formula on the literals s holds, reading s folded
// (pfFoldRune) as it goes, without a folded copy.
func (pf *prefilter) may(s string) bool {
	if pf.f == nil {
		return true
	}
	var small [64]bool
	seen := small[:0]
	if pf.lits <= len(small) {
		seen = small[:pf.lits]
	} else {
		seen = make([]bool, pf.lits)
	}
	return pf.scan(s, seen) && pf.f.eval(seen)
}

// scan marks in seen the literals s holds and reports whether it holds
// any; it stops at the first when any one answers (anyLit).
func (pf *prefilter) scan(s string, seen []bool) bool {
	n, found := int32(0), false
	var buf [utf8.UTFMax]byte
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			n = pf.ac.step(n, c)
		} else {
			// Literals are whole runes, so one can end only at a
			// rune's last byte.
			r, size := utf8.DecodeRuneInString(s[i:])
			i += size
			k := utf8.EncodeRune(buf[:], pfFoldRune(r))
			for _, b := range buf[:k] {
				n = pf.ac.step(n, b)
			}
		}
		for _, si := range pf.ac.out[n] {
			seen[si] = true
			found = true
			if pf.anyLit {
				return true
			}
		}
	}
	return found
}

func (f *pfNode) eval(seen []bool) bool {
	if f == nil {
		return true
	}
	if f.lit >= 0 {
		return seen[f.lit]
	}
	for _, s := range f.subs {
		if s.eval(seen) != f.and {
			return !f.and
		}
	}
	return f.and
}

// pfBuilder interns the literals of one pattern.
type pfBuilder struct {
	ids  map[string]int
	lits []string
}

func (b *pfBuilder) lit(s string) *pfNode {
	id, ok := b.ids[s]
	if !ok {
		id = len(b.lits)
		b.ids[s] = id
		b.lits = append(b.lits, s)
	}
	return &pfNode{lit: id}
}

// formula is what p requires: for an exact set, one of its strings (none
// when the empty string is among them).
func (b *pfBuilder) formula(p pfInfo) *pfNode {
	if !p.exact {
		return p.f
	}
	if len(p.strs) == 0 || slices.Contains(p.strs, "") {
		// The empty string needs no literal; the empty set (a node that
		// matches nothing) is left unfiltered, for simplicity.
		return nil
	}
	subs := make([]*pfNode, 0, len(p.strs))
	for _, s := range p.strs {
		subs = append(subs, b.lit(s))
	}
	return pfJoin(false, subs)
}

// pfJoin is the AND (and) or OR of subs, where a nil sub is true.
func pfJoin(and bool, subs []*pfNode) *pfNode {
	var out []*pfNode
	for _, s := range subs {
		if s == nil {
			if !and {
				return nil // OR with true
			}
			continue // AND with true
		}
		if s.lit < 0 && s.and == and {
			out = append(out, s.subs...) // flatten
			continue
		}
		out = append(out, s)
	}
	switch len(out) {
	case 0:
		return nil
	case 1:
		return out[0]
	}
	return &pfNode{and: and, lit: -1, subs: out}
}

func pfExact(ss ...string) pfInfo { return pfInfo{exact: true, strs: ss} }

var pfAny = pfInfo{}

func pfOf(r *syntax.Regexp, b *pfBuilder) pfInfo {
	switch r.Op {
	case syntax.OpNoMatch:
		return pfExact()
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return pfExact("")
	case syntax.OpLiteral:
		return pfExact(pfFoldText(string(r.Rune)))
	case syntax.OpCharClass:
		var rs []string
		for i := 0; i+1 < len(r.Rune); i += 2 {
			if r.Rune[i+1]-r.Rune[i] >= pfMaxClass {
				return pfAny
			}
			for c := r.Rune[i]; c <= r.Rune[i+1]; c++ {
				f := string(pfFoldRune(c))
				if !slices.Contains(rs, f) {
					rs = append(rs, f)
				}
				if len(rs) > pfMaxClass {
					return pfAny
				}
			}
		}
		return pfExact(rs...)
	case syntax.OpCapture:
		return pfOf(r.Sub[0], b)
	case syntax.OpQuest:
		sub := pfOf(r.Sub[0], b)
		if sub.exact && len(sub.strs) < pfMaxExact {
			return pfExact(append(slices.Clone(sub.strs), "")...)
		}
		return pfAny
	case syntax.OpStar:
		return pfAny
	case syntax.OpPlus:
		// x+ holds x, and more: x's requirement, no longer exact.
		return pfInfo{f: b.formula(pfOf(r.Sub[0], b))}
	case syntax.OpRepeat:
		if r.Min == 0 {
			return pfAny
		}
		return pfInfo{f: b.formula(pfOf(r.Sub[0], b))}
	case syntax.OpConcat:
		return pfConcat(r.Sub, b)
	case syntax.OpAlternate:
		return pfAlternate(r.Sub, b)
	}
	return pfAny // any char, and anything not handled above
}

func pfConcat(subs []*syntax.Regexp, b *pfBuilder) pfInfo {
	cur := []string{""} // the exact strings of the run of exact parts so far
	allExact := true
	var and []*pfNode
	flush := func() {
		if f := b.formula(pfExact(cur...)); f != nil {
			and = append(and, f)
		}
		cur = []string{""}
	}
	for _, s := range subs {
		p := pfOf(s, b)
		if !p.exact {
			allExact = false
			flush()
			if p.f != nil {
				and = append(and, p.f)
			}
			continue
		}
		if len(cur)*len(p.strs) > pfMaxExact {
			allExact = false
			flush()
		}
		next := make([]string, 0, len(cur)*len(p.strs))
		for _, a := range cur {
			for _, x := range p.strs {
				next = append(next, a+x)
			}
		}
		cur = next
	}
	if allExact {
		return pfExact(cur...)
	}
	flush()
	return pfInfo{f: pfJoin(true, and)}
}

func pfAlternate(subs []*syntax.Regexp, b *pfBuilder) pfInfo {
	infos := make([]pfInfo, len(subs))
	exact, n := true, 0
	for i, s := range subs {
		infos[i] = pfOf(s, b)
		exact = exact && infos[i].exact
		n += len(infos[i].strs)
	}
	if exact && n <= pfMaxExact {
		var out []string
		for _, p := range infos {
			out = append(out, p.strs...)
		}
		return pfExact(out...)
	}
	or := make([]*pfNode, 0, len(infos))
	for _, p := range infos {
		f := b.formula(p)
		if f == nil {
			return pfAny
		}
		or = append(or, f)
	}
	return pfInfo{f: pfJoin(false, or)}
}

// pfFoldRune maps r to one representative of its case-folding orbit: the
// ASCII lower-case letter where the orbit holds an ASCII letter (K, k and
// the Kelvin sign all map to k), else the orbit's smallest rune. Two
// runes match under (?i) exactly when their representatives are equal.
func pfFoldRune(r rune) rune {
	if r < utf8.RuneSelf {
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}
	m := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		m = min(m, f)
	}
	if 'A' <= m && m <= 'Z' {
		return m + 'a' - 'A'
	}
	return m
}

// pfFoldText folds every rune of s (pfFoldRune); ASCII text without capitals
// is returned as it is.
func pfFoldText(s string) string {
	ascii, upper := true, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			ascii = false
			break
		}
		upper = upper || 'A' <= c && c <= 'Z'
	}
	if ascii {
		if !upper {
			return s
		}
		return strings.ToLower(s)
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		b.WriteRune(pfFoldRune(r))
	}
	return b.String()
}

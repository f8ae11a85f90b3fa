package safety

import (
	"regexp/syntax"
	"slices"
	"strings"
	"sync"
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

var prefilters sync.Map // *lazyRE -> *prefilter (nil: cannot filter)

// mayMatch reports whether re can match s; false means it cannot.
func mayMatch(re *lazyRE, s string) bool {
	pf := prefilterOf(re)
	if pf == nil {
		return true
	}
	return pf.may(pfFoldText(s))
}

// pfFindAll, pfFind and pfMatch are the regexp calls behind a prefilter.
func pfFindAll(re *lazyRE, s string, n int) [][]int {
	if !mayMatch(re, s) {
		return nil
	}
	return re.FindAllStringIndex(s, n)
}

func pfFind(re *lazyRE, s string) []int {
	if !mayMatch(re, s) {
		return nil
	}
	return re.FindStringIndex(s)
}

func pfMatch(re *lazyRE, s string) bool {
	return mayMatch(re, s) && re.MatchString(s)
}

func prefilterOf(re *lazyRE) *prefilter {
	if v, ok := prefilters.Load(re); ok {
		return v.(*prefilter)
	}
	pf := newPrefilter(re.String())
	prefilters.Store(re, pf)
	return pf
}

// newPrefilter is src's prefilter, nil when src requires no literal (or
// does not parse).
func newPrefilter(src string) *prefilter {
	r, err := syntax.Parse(src, syntax.Perl)
	if err != nil {
		return nil
	}
	b := &pfBuilder{ids: map[string]int{}}
	f := b.formula(pfOf(r.Simplify(), b))
	if f == nil {
		return nil
	}
	return &prefilter{ac: newACMatcher(b.lits), lits: len(b.lits), f: f}
}

// may evaluates the formula on the literals that folded holds.
func (pf *prefilter) may(folded string) bool {
	seen := make([]bool, pf.lits)
	n, found := int32(0), false
	for i := 0; i < len(folded); i++ {
		n = pf.ac.step(n, folded[i])
		for _, si := range pf.ac.out[n] {
			seen[si] = true
			found = true
		}
	}
	return found && pf.f.eval(seen)
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

package safety

import (
	"regexp"
	"sync"
)

// lazyRE is a regular expression compiled on first use. The rules hold
// more than a thousand patterns, many with large Unicode classes; compiling
// them all when the package is initialised cost every binary that links
// it (ingot-mcp, ingot-promote) about two seconds and half a gigabyte of
// allocations at start-up, even when no proposal is ever checked. Each
// pattern is now compiled once, the first time a check needs it; an
// invalid pattern still panics, as regexp.MustCompile does, and
// TestAllPatternsCompile compiles every one.
//
// Every pattern made at initialisation also runs behind its prefilter
// (prefilter.go): the literals any match must hold, found in one
// Aho-Corasick pass, so a text that cannot match is never handed to the
// regexp engine. Most calls are on texts without the pattern's words, and
// the engine costs far more per byte than the pass (issue 15: the checks
// were most of CI's time).
type lazyRE struct {
	src  string
	once sync.Once
	re   *regexp.Regexp
	pf   *prefilter // nil: no prefilter (the pattern needs no literal, or was made during a check)
	init bool       // made at package initialisation
	// pieces are a split pattern's alternatives (prefilter.go, pfSplit),
	// each compiled on first use: a text is matched only against the
	// alternatives it can hold.
	pieces     []*lazyRE
	piecesOnce sync.Once
}

// lazyRegexp records a pattern to compile on first use. A pattern made
// while the package is initialised is listed in initPatterns; one made
// later (a rule building a pattern around a name it found) is not, so
// checks add nothing to the list.
func lazyRegexp(src string) *lazyRE {
	l := &lazyRE{src: src, init: !initDone}
	if !initDone {
		initPatterns = append(initPatterns, l)
	}
	return l
}

// initPatterns lists every pattern made at package initialisation, for
// TestAllPatternsCompile: a pattern that does not compile fails the
// tests, not a user's first check. Initialisation runs on one goroutine,
// and initDone is set by the last init function (zz_initdone.go: the go
// tool runs a package's init functions in file name order) and never
// written again, so neither needs a lock.
var (
	initPatterns []*lazyRE
	initDone     bool
)

func (l *lazyRE) get() *regexp.Regexp {
	l.once.Do(func() {
		// unicodeBoundaries (wordboundary.go): a \b next to a letter of
		// another script means a word's start or end, as the rules
		// intend. The prefilter reads the pattern as written: the rewrite
		// changes no literal a match must hold.
		l.re = regexp.MustCompile(unicodeBoundaries(l.src))
		// A pattern built during a check (around a name it found) is
		// used once or twice: building its prefilter would cost more
		// than it saves.
		if l.init {
			l.pf = newPrefilter(l.src)
		}
	})
	return l.re
}

// pieceSet is nil and true when l runs whole on s; nil and false when l
// cannot match s; else the alternatives of a split pattern that s can
// hold (the others cannot match anywhere in it).
func (l *lazyRE) pieceSet(s string) ([]*lazyRE, bool) {
	l.get()
	pf := l.pf
	switch {
	case pf == nil:
		return nil, true
	case pf.pieces == nil:
		return nil, pf.may(s)
	}
	alive := pf.alive(s)
	switch len(alive) {
	case 0:
		return nil, false
	case len(pf.pieces):
		return nil, true
	}
	l.piecesOnce.Do(func() {
		l.pieces = make([]*lazyRE, len(pf.srcs))
		for i, ps := range pf.srcs {
			l.pieces[i] = &lazyRE{src: ps} // compiled on first use, no prefilter of its own
		}
	})
	out := make([]*lazyRE, len(alive))
	for k, i := range alive {
		out[k] = l.pieces[i]
	}
	return out, false
}

// firstOf is the match the alternation of ps finds first in s: the
// leftmost of the alternatives' own first matches, the earliest
// alternative at equal starts, as the whole pattern would choose
// (leftmost-first).
func firstOf(ps []*lazyRE, s string) []int {
	var best []int
	for _, p := range ps {
		if m := p.get().FindStringIndex(s); m != nil && (best == nil || m[0] < best[0]) {
			best = m
		}
	}
	return best
}

// may reports whether l can match s: false means it cannot.
func (l *lazyRE) may(s string) bool {
	l.get()
	return l.pf == nil || l.pf.may(s)
}

func (l *lazyRE) String() string { return l.src }
func (l *lazyRE) MatchString(s string) bool {
	ps, whole := l.pieceSet(s)
	if ps == nil {
		return whole && l.re.MatchString(s)
	}
	for _, p := range ps {
		if p.get().MatchString(s) {
			return true
		}
	}
	return false
}
func (l *lazyRE) FindStringIndex(s string) []int {
	ps, whole := l.pieceSet(s)
	if ps == nil {
		if !whole {
			return nil
		}
		return l.re.FindStringIndex(s)
	}
	return firstOf(ps, s)
}
func (l *lazyRE) FindString(s string) string {
	if m := l.FindStringIndex(s); m != nil {
		return s[m[0]:m[1]]
	}
	return ""
}
func (l *lazyRE) FindStringSubmatch(s string) []string {
	if !l.may(s) {
		return nil
	}
	return l.re.FindStringSubmatch(s)
}
func (l *lazyRE) FindStringSubmatchIndex(s string) []int {
	if !l.may(s) {
		return nil
	}
	return l.re.FindStringSubmatchIndex(s)
}

// allOf is the regexp whose FindAll calls on s find what l's find: l
// itself, or the one alternative of a split pattern s can hold (with two
// or more, the whole pattern runs: the alternatives' own matches may
// overlap where the alternation's do not).
func (l *lazyRE) allOf(s string) *regexp.Regexp {
	ps, whole := l.pieceSet(s)
	switch {
	case len(ps) == 1:
		return ps[0].get()
	case ps == nil && !whole:
		return nil
	}
	return l.re
}
func (l *lazyRE) FindAllString(s string, n int) []string {
	re := l.allOf(s)
	if re == nil {
		return nil
	}
	return re.FindAllString(s, n)
}
func (l *lazyRE) FindAllStringIndex(s string, n int) [][]int {
	re := l.allOf(s)
	if re == nil {
		return nil
	}
	return re.FindAllStringIndex(s, n)
}
func (l *lazyRE) FindAllStringSubmatch(s string, n int) [][]string {
	if !l.may(s) {
		return nil
	}
	return l.re.FindAllStringSubmatch(s, n)
}
func (l *lazyRE) FindAllStringSubmatchIndex(s string, n int) [][]int {
	if !l.may(s) {
		return nil
	}
	return l.re.FindAllStringSubmatchIndex(s, n)
}

// The submatch calls run the whole pattern (behind its prefilter), whose
// groups are numbered as the caller expects. Split and the replacements
// run unfiltered: they return s itself, or
// parts of it, when nothing matches.
func (l *lazyRE) Split(s string, n int) []string         { return l.get().Split(s, n) }
func (l *lazyRE) ReplaceAllString(s, repl string) string { return l.get().ReplaceAllString(s, repl) }
func (l *lazyRE) ReplaceAllStringFunc(s string, f func(string) string) string {
	return l.get().ReplaceAllStringFunc(s, f)
}

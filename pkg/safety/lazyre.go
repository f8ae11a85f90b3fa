package safety

import (
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
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
	// narrowed holds, for a split pattern (prefilter.go, pfSplit), the
	// alternation of only the alternatives a text can hold, by the set of
	// them: on that text it finds exactly what the whole pattern finds,
	// since the others cannot match anywhere in it.
	narrowed  sync.Map // string(piece set) -> *regexp.Regexp
	nNarrowed atomic.Int32
}

// maxNarrowed bounds the narrowed patterns kept for one pattern; past it,
// a new set of alternatives runs the whole pattern.
const maxNarrowed = 512

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
		l.re = regexp.MustCompile(l.src)
		// A pattern built during a check (around a name it found) is
		// used once or twice: building its prefilter would cost more
		// than it saves.
		if l.init {
			l.pf = newPrefilter(l.src)
		}
	})
	return l.re
}

// pick is the regexp to run on s: nil when l cannot match s, l's own, or
// for a split pattern the alternation of the alternatives s can hold. The
// pieces keep their order, so the leftmost-first choice between them is
// the same.
func (l *lazyRE) pick(s string) *regexp.Regexp {
	l.get()
	pf := l.pf
	switch {
	case pf == nil:
		return l.re
	case pf.pieces == nil:
		if pf.may(s) {
			return l.re
		}
		return nil
	}
	set, n := pf.pieceSet(s)
	switch n {
	case 0:
		return nil
	case len(pf.pieces):
		return l.re
	}
	key := string(set)
	if v, ok := l.narrowed.Load(key); ok {
		return v.(*regexp.Regexp)
	}
	if l.nNarrowed.Load() >= maxNarrowed {
		return l.re
	}
	var b strings.Builder
	for i, ps := range pf.srcs {
		if set[i/8]&(1<<(i%8)) != 0 {
			if b.Len() > 0 {
				b.WriteByte('|')
			}
			b.WriteString(ps)
		}
	}
	re, err := regexp.Compile(b.String())
	if err != nil {
		return l.re // cannot happen: every piece parsed alone
	}
	if v, loaded := l.narrowed.LoadOrStore(key, re); loaded {
		return v.(*regexp.Regexp)
	}
	l.nNarrowed.Add(1)
	return re
}

// may reports whether l can match s: false means it cannot.
func (l *lazyRE) may(s string) bool {
	l.get()
	return l.pf == nil || l.pf.may(s)
}

func (l *lazyRE) String() string { return l.src }
func (l *lazyRE) MatchString(s string) bool {
	re := l.pick(s)
	return re != nil && re.MatchString(s)
}
func (l *lazyRE) FindStringIndex(s string) []int {
	re := l.pick(s)
	if re == nil {
		return nil
	}
	return re.FindStringIndex(s)
}
func (l *lazyRE) FindString(s string) string {
	re := l.pick(s)
	if re == nil {
		return ""
	}
	return re.FindString(s)
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
func (l *lazyRE) FindAllString(s string, n int) []string {
	re := l.pick(s)
	if re == nil {
		return nil
	}
	return re.FindAllString(s, n)
}
func (l *lazyRE) FindAllStringIndex(s string, n int) [][]int {
	re := l.pick(s)
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

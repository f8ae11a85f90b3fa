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
type lazyRE struct {
	src  string
	once sync.Once
	re   *regexp.Regexp
}

// lazyRegexp records a pattern to compile on first use. A pattern made
// while the package is initialised is listed in initPatterns; one made
// later (a rule building a pattern around a name it found) is not, so
// checks add nothing to the list.
func lazyRegexp(src string) *lazyRE {
	l := &lazyRE{src: src}
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
	l.once.Do(func() { l.re = regexp.MustCompile(l.src) })
	return l.re
}

func (l *lazyRE) String() string                         { return l.src }
func (l *lazyRE) MatchString(s string) bool              { return l.get().MatchString(s) }
func (l *lazyRE) FindStringIndex(s string) []int         { return l.get().FindStringIndex(s) }
func (l *lazyRE) FindString(s string) string             { return l.get().FindString(s) }
func (l *lazyRE) FindStringSubmatch(s string) []string   { return l.get().FindStringSubmatch(s) }
func (l *lazyRE) FindStringSubmatchIndex(s string) []int { return l.get().FindStringSubmatchIndex(s) }
func (l *lazyRE) FindAllString(s string, n int) []string { return l.get().FindAllString(s, n) }
func (l *lazyRE) FindAllStringIndex(s string, n int) [][]int {
	return l.get().FindAllStringIndex(s, n)
}
func (l *lazyRE) FindAllStringSubmatch(s string, n int) [][]string {
	return l.get().FindAllStringSubmatch(s, n)
}
func (l *lazyRE) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return l.get().FindAllStringSubmatchIndex(s, n)
}
func (l *lazyRE) Split(s string, n int) []string         { return l.get().Split(s, n) }
func (l *lazyRE) ReplaceAllString(s, repl string) string { return l.get().ReplaceAllString(s, repl) }
func (l *lazyRE) ReplaceAllStringFunc(s string, f func(string) string) string {
	return l.get().ReplaceAllStringFunc(s, f)
}

// Package home is the Ingot home: the one place that knows where each
// store lives under it (DESIGN §3), and where caches go.
//
//	skills/<id>/SKILL.md            live skills
//	evals/<skill>.yaml              eval sets
//	runs/pending/<skill>.json       review slots
//	runs/evidence/<skill>/<ts>/     evidence bundles
//	runs/revisions/<skill>/<rev>/   snapshots
//	runs/approval-audit.jsonl       the audit trail
//	runs/traces.jsonl               the trace store
//	runs/cache/                     caches (see Cache)
//	runs/candidates/<skill>/<id>/   candidate folders
//	runs/health/<skill>/<ts>.json   mining health reports
//	runs/optimize/<id>/             resumable run directories
package home

import (
	"os"
	"path/filepath"
)

// Home is an Ingot home directory.
type Home struct {
	// Dir is absolute.
	Dir    string
	getenv func(string) string
}

// New returns the home at dir (made absolute against the working
// directory). getenv supplies XDG_CACHE_HOME and HOME for Cache; nil
// means os.Getenv.
func New(dir string, getenv func(string) string) Home {
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	if getenv == nil {
		getenv = os.Getenv
	}
	return Home{Dir: filepath.Clean(dir), getenv: getenv}
}

// Skills is the home's own skill root.
func (h Home) Skills() string { return filepath.Join(h.Dir, "skills") }

// Evals is the folder of eval sets.
func (h Home) Evals() string { return filepath.Join(h.Dir, "evals") }

// EvalSet is evals/<skill>.yaml (nested ids keep their folders).
func (h Home) EvalSet(skillID string) string {
	return filepath.Join(h.Evals(), filepath.FromSlash(skillID)+".yaml")
}

// Runs holds everything Ingot writes.
func (h Home) Runs() string { return filepath.Join(h.Dir, "runs") }

// Run returns a path under runs/.
func (h Home) Run(elem ...string) string {
	return filepath.Join(append([]string{h.Runs()}, elem...)...)
}

// Pending, Evidence, Revisions, Candidates, Health and Optimize are the
// stores under runs/.
func (h Home) Pending() string    { return h.Run("pending") }
func (h Home) Evidence() string   { return h.Run("evidence") }
func (h Home) Revisions() string  { return h.Run("revisions") }
func (h Home) Candidates() string { return h.Run("candidates") }
func (h Home) Health() string     { return h.Run("health") }
func (h Home) Optimize() string   { return h.Run("optimize") }

// Audit is the hash-chained approval audit trail.
func (h Home) Audit() string { return h.Run("approval-audit.jsonl") }

// Traces is the default trace store.
func (h Home) Traces() string { return h.Run("traces.jsonl") }

// IsIngotHome reports whether the directory holds skills/ or runs/.
func (h Home) IsIngotHome() bool {
	for _, d := range []string{h.Skills(), h.Runs()} {
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			return true
		}
	}
	return false
}

// Cache is where caches (saved indexes, vectors, replies, verdicts) live,
// decided once for every program: <home>/runs/cache when the home is an
// Ingot home (it holds skills/ or runs/), else the user cache directory's
// ingot/cache, so serving or routing from an arbitrary directory (a
// project Claude Code starts the server in) does not litter it.
func (h Home) Cache() string {
	if h.IsIngotHome() {
		return h.Run("cache")
	}
	if x := h.getenv("XDG_CACHE_HOME"); x != "" && filepath.IsAbs(x) {
		return filepath.Join(x, "ingot", "cache")
	}
	if d := h.getenv("HOME"); d != "" {
		return filepath.Join(d, ".cache", "ingot", "cache")
	}
	return h.Run("cache")
}

// CacheFor is one cache's folder: lexical, embed, llm, judge.
func (h Home) CacheFor(kind string) string { return filepath.Join(h.Cache(), kind) }

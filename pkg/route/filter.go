package route

import (
	"errors"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"github.com/ingot-dev/ingot/pkg/skill"
)

// Request is one routing question: the task and the context it runs in.
// JSON field names follow the reference's routing cases, so a filter-mode
// line and a case read the same.
type Request struct {
	Task string `json:"task"`
	// Harness is the agent harness asking (claude, codex, ...); required.
	Harness string `json:"harness,omitempty"`
	// Cwd is the working directory project-scoped skills are matched
	// against ("" = the process's working directory).
	Cwd string `json:"cwd,omitempty"`
	// Platform is macos, linux or windows (darwin, win32, linux2 and the
	// like are normalised); "" = the router's platform.
	Platform string   `json:"platform,omitempty"`
	Tools    []string `json:"available_tools,omitempty"`
	MCPs     []string `json:"available_mcps,omitempty"`
	// MinScore and RelatedScore override the router's band thresholds for
	// this request when set.
	MinScore     *float64 `json:"min_score,omitempty"`
	RelatedScore *float64 `json:"related_score,omitempty"`
}

// NormalizePlatform maps a platform name to macos, windows or linux the way
// the reference does (darwin* → macos, win* → windows, linux* → linux);
// anything else is returned lower-cased. "" means this machine.
func NormalizePlatform(p string) string {
	if p == "" {
		p = runtime.GOOS
	}
	p = strings.ToLower(strings.TrimSpace(p))
	switch {
	case strings.HasPrefix(p, "darwin") || p == "macos" || p == "mac" || p == "osx":
		return "macos"
	case strings.HasPrefix(p, "win"):
		return "windows"
	case strings.HasPrefix(p, "linux"):
		return "linux"
	}
	return p
}

// Exclusion says why a skill may not serve a request.
type Exclusion string

// The reasons a compatibility check fails, in the order they are checked.
const (
	ExHarness    Exclusion = "harness"
	ExPlatform   Exclusion = "platform"
	ExActivation Exclusion = "activation"
	ExTrust      Exclusion = "trust"
	ExTools      Exclusion = "required_tools"
	ExMCPs       Exclusion = "required_mcps"
	ExScope      Exclusion = "scope"
)

// Compatible checks a skill's metadata.skill-router block against a
// request, before any ranking (inventory §2.5). It returns "" when the skill
// may serve, else the first failing field:
//
//   - the harness (lower-cased) is among harnesses;
//   - the normalised platform is among platforms (normalised too);
//   - activation is "automatic" and trust is not "blocked";
//   - every required tool and MCP server is available;
//   - a skill whose scopes lack "global" must list "project" and
//     path_patterns, and cwd must be a directory where at least one
//     pattern matches (see Glob).
//
// Unlike the reference, the skill's own list values are compared
// case-insensitively ("macOS" in a skill means macos), so a capital letter
// in a SKILL.md cannot silently hide a skill.
func Compatible(s *skill.Skill, req Request) Exclusion {
	rm := &s.Router
	if !containsFold(rm.Harnesses, strings.ToLower(strings.TrimSpace(req.Harness)), func(x string) string { return strings.ToLower(strings.TrimSpace(x)) }) {
		return ExHarness
	}
	if !containsFold(rm.Platforms, NormalizePlatform(req.Platform), func(x string) string {
		if strings.TrimSpace(x) == "" {
			return ""
		}
		return NormalizePlatform(x)
	}) {
		return ExPlatform
	}
	if strings.ToLower(strings.TrimSpace(rm.Activation)) != "automatic" {
		return ExActivation
	}
	if strings.ToLower(strings.TrimSpace(rm.Trust)) == "blocked" {
		return ExTrust
	}
	for _, t := range rm.RequiredTools {
		if !slices.Contains(req.Tools, t) {
			return ExTools
		}
	}
	for _, m := range rm.RequiredMCPs {
		if !slices.Contains(req.MCPs, m) {
			return ExMCPs
		}
	}
	if !slices.Contains(rm.Scopes, "global") {
		if !slices.Contains(rm.Scopes, "project") || len(rm.PathPatterns) == 0 {
			return ExScope
		}
		dir, err := resolveDir(req.Cwd)
		if err != nil {
			return ExScope
		}
		for _, p := range rm.PathPatterns {
			if ok, _ := Glob(dir, p); ok {
				return ""
			}
		}
		return ExScope
	}
	return ""
}

func containsFold(list []string, want string, norm func(string) string) bool {
	for _, x := range list {
		if norm(x) == want {
			return true
		}
	}
	return false
}

// resolveDir expands ~, makes cwd absolute and requires a directory.
func resolveDir(cwd string) (string, error) {
	if cwd == "" {
		cwd = "."
	}
	if cwd == "~" || strings.HasPrefix(cwd, "~/") {
		h, err := os.UserHomeDir()
		if err != nil {
			return "", err
		}
		cwd = filepath.Join(h, strings.TrimPrefix(cwd, "~"))
	}
	abs, err := filepath.Abs(cwd)
	if err != nil {
		return "", err
	}
	if real, err := filepath.EvalSymlinks(abs); err == nil {
		abs = real
	}
	st, err := os.Stat(abs)
	if err != nil {
		return "", err
	}
	if !st.IsDir() {
		return "", errors.New("not a directory")
	}
	return abs, nil
}

// GlobBudget is how many directory entries one Glob call may look at
// before it gives up (and reports no match).
const GlobBudget = 50000

// ErrGlobBudget is returned by Glob when the tree is too large to search.
var ErrGlobBudget = errors.New("glob: too many files to search")

// Glob reports whether pattern matches at least one file or directory
// under dir, with pathlib's rules: segments are separated by "/"; "**"
// matches zero or more directories; other segments are shell patterns
// (*, ?, [abc], [!abc]) matched against one name, dot-files included.
// Absolute patterns and ".." segments never match (they would leave the
// project). Symbolic links to directories are not descended by "**", and
// .git is never searched. The search stops at the first match.
func Glob(dir, pattern string) (bool, error) {
	pattern = filepath.ToSlash(strings.TrimSpace(pattern))
	if pattern == "" || strings.HasPrefix(pattern, "/") || filepath.IsAbs(pattern) {
		return false, nil
	}
	var segs []string
	for _, s := range strings.Split(pattern, "/") {
		switch s {
		case "", ".":
			continue
		case "..":
			return false, nil
		}
		segs = append(segs, strings.ReplaceAll(s, "[!", "[^"))
	}
	if len(segs) == 0 {
		return false, nil
	}
	g := globber{budget: GlobBudget}
	ok := g.match(dir, segs)
	if !ok && g.budget < 0 {
		return false, ErrGlobBudget
	}
	return ok, nil
}

type globber struct{ budget int }

func hasMeta(s string) bool { return strings.ContainsAny(s, "*?[\\") }

func (g *globber) match(dir string, segs []string) bool {
	if len(segs) == 0 {
		return true
	}
	seg, rest := segs[0], segs[1:]
	if seg == "**" {
		for len(rest) > 0 && rest[0] == "**" {
			rest = rest[1:]
		}
		if len(rest) == 0 || g.match(dir, rest) {
			return true
		}
		for _, e := range g.read(dir) {
			if e.IsDir() && e.Name() != ".git" && g.match(filepath.Join(dir, e.Name()), segs) {
				return true
			}
			if g.budget < 0 {
				return false
			}
		}
		return false
	}
	if !hasMeta(seg) {
		p := filepath.Join(dir, seg)
		st, err := os.Stat(p)
		if err != nil || len(rest) > 0 && !st.IsDir() {
			return false
		}
		return g.match(p, rest)
	}
	for _, e := range g.read(dir) {
		if ok, _ := path.Match(seg, e.Name()); !ok {
			continue
		}
		if len(rest) == 0 {
			return true
		}
		p := filepath.Join(dir, e.Name())
		if isDir(e, p) && g.match(p, rest) {
			return true
		}
		if g.budget < 0 {
			return false
		}
	}
	return false
}

func (g *globber) read(dir string) []fs.DirEntry {
	if g.budget < 0 {
		return nil
	}
	es, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	g.budget -= len(es) + 1
	return es
}

// isDir follows a link for an explicit segment match (pathlib does), but
// callers never recurse through links with "**".
func isDir(e fs.DirEntry, p string) bool {
	if e.IsDir() {
		return true
	}
	if e.Type()&fs.ModeSymlink != 0 {
		st, err := os.Stat(p)
		return err == nil && st.IsDir()
	}
	return false
}

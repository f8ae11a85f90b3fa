package skill

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	ingothome "github.com/ingot-dev/ingot/pkg/home"
	"github.com/ingot-dev/ingot/pkg/revision"
)

// FileName is the file that makes a folder a skill.
const FileName = "SKILL.md"

// Skill is one loaded skill.
type Skill struct {
	ID            string         `json:"id"`   // folder path relative to its root, "/" separators
	Name          string         `json:"name"` // frontmatter name
	Description   string         `json:"description"`
	License       string         `json:"license,omitempty"`
	Compatibility string         `json:"compatibility,omitempty"`
	AllowedTools  []string       `json:"allowed_tools,omitempty"`
	Metadata      map[string]any `json:"metadata,omitempty"`
	Router        RouterMeta     `json:"router"`
	Body          string         `json:"-"`
	// Variants holds per-harness bodies from variants/<harness>.md.
	Variants map[string]string `json:"-"`

	Root     string            `json:"root"` // absolute root the skill was found under
	Dir      string            `json:"dir"`  // absolute skill folder
	Manifest revision.Manifest `json:"-"`
	Revision revision.ID       `json:"revision"`
}

// Ref is "id@<short revision>".
func (s *Skill) Ref() string { return s.ID + "@" + s.Revision.Short() }

// BodyFor returns the body to serve to a harness: its variant when the skill
// ships variants/<harness>.md, else the SKILL.md body.
func (s *Skill) BodyFor(harness string) string {
	if b, ok := s.Variants[strings.ToLower(harness)]; ok {
		return b
	}
	return s.Body
}

// Files lists the bundled files (everything but SKILL.md) with their sizes
// and digests.
func (s *Skill) Files() []revision.Entry {
	out := make([]revision.Entry, 0, len(s.Manifest))
	for _, e := range s.Manifest {
		if e.Path != FileName {
			out = append(out, e)
		}
	}
	return out
}

// Library is the set of skills discovered over ordered roots.
type Library struct {
	Roots       []string
	Skills      []*Skill // in root order, then id order
	Diagnostics Diagnostics
	byID        map[string]*Skill
}

// Get returns the skill with this id, or nil.
func (l *Library) Get(id string) *Skill { return l.byID[id] }

// ByName returns every skill whose frontmatter name is name.
func (l *Library) ByName(name string) []*Skill {
	var out []*Skill
	for _, s := range l.Skills {
		if s.Name == name {
			out = append(out, s)
		}
	}
	return out
}

// ErrNotFound is returned by Lookup for an unknown skill.
var ErrNotFound = errors.New("no such skill")

// Lookup resolves an id, or a name that only one skill carries.
func (l *Library) Lookup(ref string) (*Skill, error) {
	if s := l.byID[ref]; s != nil {
		return s, nil
	}
	switch c := l.ByName(ref); len(c) {
	case 0:
		return nil, fmt.Errorf("%w %q", ErrNotFound, ref)
	case 1:
		return c[0], nil
	default:
		ids := make([]string, len(c))
		for i, s := range c {
			ids[i] = s.ID
		}
		return nil, fmt.Errorf("skill name %q is ambiguous: use one of the ids %s", ref, strings.Join(ids, ", "))
	}
}

// Options tune discovery.
type Options struct {
	// MaxDepth bounds how deep under a root a SKILL.md is looked for
	// (default 6).
	MaxDepth int
	// Limits per skill (default revision.DefaultLimits).
	Limits revision.Limits
}

func (o Options) withDefaults() Options {
	if o.MaxDepth <= 0 {
		o.MaxDepth = 6
	}
	if o.Limits == (revision.Limits{}) {
		o.Limits = revision.DefaultLimits
	}
	return o
}

// Roots returns the ordered skill roots: <home>/skills first, then the
// ':'-separated entries of skillPaths (INGOT_SKILL_PATHS), absolute and
// de-duplicated.
func Roots(home, skillPaths string) []string {
	var out []string
	seen := map[string]bool{}
	add := func(p string) {
		if p == "" {
			return
		}
		if strings.HasPrefix(p, "~/") {
			if h, err := os.UserHomeDir(); err == nil {
				p = filepath.Join(h, p[2:])
			}
		}
		if a, err := filepath.Abs(p); err == nil {
			p = a
		}
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	add(ingothome.New(home, nil).Skills())
	for _, p := range filepath.SplitList(skillPaths) {
		add(p)
	}
	return out
}

// CheckRoots returns an error naming the first root the user asked for
// that does not exist: the Ingot home itself (when homeSet, i.e. INGOT_HOME
// or --home was given), or any extra root after <home>/skills (from
// INGOT_SKILL_PATHS). A missing <home>/skills is not an error: the library
// is then empty, which EmptyWarning says.
func CheckRoots(home string, homeSet bool, roots []string) error {
	if homeSet {
		st, err := os.Stat(home)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return fmt.Errorf("the Ingot home %s does not exist (check INGOT_HOME or --home)", home)
		case err != nil:
			return fmt.Errorf("the Ingot home %s: %w", home, err)
		case !st.IsDir():
			return fmt.Errorf("the Ingot home %s is not a directory (check INGOT_HOME or --home)", home)
		}
	}
	for i, r := range roots {
		if i == 0 {
			continue
		}
		st, err := os.Stat(r)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return fmt.Errorf("skill root %s does not exist (check INGOT_SKILL_PATHS or --skill-paths)", r)
		case err != nil:
			return fmt.Errorf("skill root %s: %w", r, err)
		case !st.IsDir():
			return fmt.Errorf("skill root %s is not a directory (check INGOT_SKILL_PATHS or --skill-paths)", r)
		}
	}
	return nil
}

// EmptyWarning is the warning to print when the library serves no skill
// ("" when it has some): every task would be routed as novel.
func (l *Library) EmptyWarning() string {
	if len(l.Skills) > 0 {
		return ""
	}
	why := ""
	n := 0
	for _, d := range l.Diagnostics {
		if d.Severity == SevError {
			n++
		}
	}
	if n > 0 {
		why = fmt.Sprintf(" (%d skill folder(s) failed to load)", n)
	}
	return fmt.Sprintf("no skills found under %s%s: every task will be novel; put skills in <home>/skills/<name>/SKILL.md or set INGOT_SKILL_PATHS",
		strings.Join(l.Roots, ", "), why)
}

// SkipDir reports a folder discovery never enters: dot folders (.git,
// change control's staging copies) and node_modules. Everything that walks
// skill roots (discovery, ingot-mcp's change signature) skips by it.
func SkipDir(name string) bool {
	return strings.HasPrefix(name, ".") || name == "node_modules"
}

// Discover loads every skill under roots. A missing root holds no skills.
// Problems with single skills become diagnostics; only cancellation is an
// error.
func Discover(ctx context.Context, roots []string, opt Options) (*Library, error) {
	opt = opt.withDefaults()
	lib := &Library{Roots: roots, byID: map[string]*Skill{}}
	for ri, root := range roots {
		found, err := findSkillDirs(ctx, root, opt.MaxDepth, &lib.Diagnostics)
		if err != nil {
			return nil, err
		}
		if found == nil && ri > 0 {
			if _, err := os.Stat(root); errors.Is(err, fs.ErrNotExist) {
				lib.Diagnostics = append(lib.Diagnostics, Diagnostic{Severity: SevWarning, File: root, Message: "skill root does not exist"})
			}
		}
		for _, f := range found {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			s, ds := Load(root, f.id, f.dir, opt.Limits)
			lib.Diagnostics = append(lib.Diagnostics, ds...)
			if s == nil {
				continue
			}
			if prev := lib.byID[s.ID]; prev != nil {
				lib.Diagnostics = append(lib.Diagnostics, Diagnostic{Severity: SevWarning, File: filepath.Join(s.Dir, FileName), SkillID: s.ID,
					Message: fmt.Sprintf("duplicate skill id %q: keeping %s (earlier root), skipping this one", s.ID, filepath.Join(prev.Dir, FileName))})
				continue
			}
			lib.byID[s.ID] = s
			lib.Skills = append(lib.Skills, s)
		}
	}
	return lib, nil
}

type foundDir struct{ id, dir string }

// findSkillDirs returns the folders under root holding a SKILL.md, in id
// order. It does not descend into a skill's own folder, skips dot folders
// and node_modules, and follows a symbolic link only when it stays inside
// the root.
func findSkillDirs(ctx context.Context, root string, maxDepth int, ds *Diagnostics) ([]foundDir, error) {
	realRoot, err := filepath.EvalSymlinks(root)
	if err != nil {
		return nil, nil // missing root: no skills
	}
	if st, err := os.Stat(realRoot); err != nil || !st.IsDir() {
		return nil, nil
	}
	var out []foundDir
	if isFile(filepath.Join(realRoot, FileName)) {
		return []foundDir{{id: filepath.Base(root), dir: realRoot}}, nil
	}
	// Real folders are walked first and symbolic links afterwards, so a link
	// to a skill inside the root never takes the id of the skill itself.
	seen := map[string]bool{realRoot: true}
	type link struct{ target, rel string }
	var links []link
	var walk func(dir, rel string, depth int) error
	visit := func(full, childRel string, depth int) error {
		if seen[full] {
			return nil
		}
		seen[full] = true
		if isFile(filepath.Join(full, FileName)) {
			out = append(out, foundDir{id: childRel, dir: full})
			return nil
		}
		if depth+1 >= maxDepth {
			return nil
		}
		return walk(full, childRel, depth+1)
	}
	walk = func(dir, rel string, depth int) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		ents, err := os.ReadDir(dir)
		if err != nil {
			*ds = append(*ds, Diagnostic{Severity: SevWarning, File: dir, Message: fmt.Sprintf("cannot read folder: %v", err)})
			return nil
		}
		for _, de := range ents {
			name := de.Name()
			if SkipDir(name) {
				continue
			}
			full := filepath.Join(dir, name)
			childRel := name
			if rel != "" {
				childRel = rel + "/" + name
			}
			if de.Type()&fs.ModeSymlink != 0 {
				t, err := filepath.EvalSymlinks(full)
				if err != nil {
					continue
				}
				st, err := os.Stat(t)
				if err != nil || !st.IsDir() {
					continue
				}
				if t != realRoot && !strings.HasPrefix(t, realRoot+string(filepath.Separator)) {
					*ds = append(*ds, Diagnostic{Severity: SevWarning, File: full, Message: "symbolic link leaves the skill root; not followed"})
					continue
				}
				links = append(links, link{target: t, rel: childRel})
				continue
			}
			if !de.IsDir() {
				continue
			}
			if err := visit(full, childRel, depth); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(realRoot, "", 0); err != nil {
		return nil, err
	}
	for i := 0; i < len(links); i++ { // visiting a link may queue more
		l := links[i]
		if err := visit(l.target, l.rel, strings.Count(l.rel, "/")); err != nil {
			return nil, err
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].id < out[j].id })
	return out, nil
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

// Load reads the skill in dir (id relative to root). It returns nil and
// diagnostics when the skill cannot be served.
func Load(root, id, dir string, lim revision.Limits) (*Skill, Diagnostics) {
	file := filepath.Join(dir, FileName)
	fail := func(msg string) (*Skill, Diagnostics) {
		return nil, Diagnostics{{Severity: SevError, File: file, SkillID: id, Message: msg}}
	}
	// The body must come from the bytes the revision names: read SKILL.md,
	// hash the folder, and check the digest, again if an editor saved in
	// between.
	var data []byte
	var m revision.Manifest
	for try := 0; ; try++ {
		var err error
		if data, err = os.ReadFile(file); err != nil {
			return fail(err.Error())
		}
		if m, err = revision.HashDir(dir, lim); err != nil {
			return fail(err.Error())
		}
		if e, ok := m.Lookup(FileName); ok && e.Digest == revision.DigestOf(data) {
			break
		}
		if try == 2 {
			return fail("SKILL.md kept changing while it was loaded; try again")
		}
	}
	doc, ds := Parse(file, filepath.Base(dir), data)
	for i := range ds {
		ds[i].SkillID = id
	}
	if ds.HasErrors() {
		return nil, ds
	}
	s := &Skill{
		ID: id, Name: doc.Name, Description: doc.Description, License: doc.License,
		Compatibility: doc.Compatibility, AllowedTools: doc.AllowedTools, Metadata: doc.Metadata,
		Router: doc.Router, Body: doc.Body, Root: root, Dir: dir, Manifest: m, Revision: m.ID(),
	}
	for _, h := range []string{"claude", "codex"} {
		p := "variants/" + h + ".md"
		if e, ok := m.Lookup(p); ok {
			if b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(p))); err == nil && revision.DigestOf(b) == e.Digest {
				if s.Variants == nil {
					s.Variants = map[string]string{}
				}
				s.Variants[h] = strings.TrimSpace(string(b))
			}
		}
	}
	return s, ds
}

package mcpserver

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"log/slog"
	"maps"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// snapshot is one immutable view of the library: the skills served and
// everything derived from them for the skills extension and resources.
type snapshot struct {
	skills  []*skill.Skill
	byID    map[string]*skill.Skill
	entries map[string]*skillEntry // by skill id
	byURI   map[string]*fileRef    // every served file, by URI
	byEntry map[string]*skillEntry // by SKILL.md URI
	kept    map[string]Kept        // skills whose previous revision is still served
	diags   skill.Diagnostics      // of the discovery that built it
	// unsettled is set when a skill was changing while it loaded: the
	// next check reloads even if the roots look the same.
	unsettled bool
}

// skillEntry is a skill as the skills extension lists it.
type skillEntry struct {
	skill       *skill.Skill
	base        string         // skill://<skill-path>
	uri         string         // base + "/SKILL.md"
	frontmatter map[string]any // the SKILL.md frontmatter as JSON
	raw         []byte         // SKILL.md exactly as its revision names it (see settle)
	files       []*fileRef     // every file, SKILL.md included, sorted by path
}

// fileRef is one file of a served skill.
type fileRef struct {
	entry  *skillEntry
	path   string // relative, "/" separators
	uri    string
	size   int64
	digest revision.Digest
}

// Kept reports a skill that no longer loads from disk and whose previous
// good revision is still served.
type Kept struct {
	ID       string   `json:"id"`
	Revision string   `json:"revision"` // the revision still served
	Problems []string `json:"problems"` // why the folder on disk does not load
}

// catalog holds the current snapshot and the router over it, and refreshes
// both when the files under the roots change.
type catalog struct {
	roots    []string
	dopt     skill.Options
	interval time.Duration
	now      func() time.Time
	log      *slog.Logger
	onSwap   func(prev, next *snapshot) // called after each swap, outside the locks

	mu     sync.RWMutex // readers: a request; writer: the swap
	cur    *snapshot
	router *route.Router

	check     sync.Mutex   // serialises signature checks and reloads
	nextCheck atomic.Int64 // unix nanoseconds of the next due check
	sig       [32]byte     // signature the current snapshot was built from (under check)

	// learnedPath is the learned-requests store (Options.LearnedStore;
	// "": none), learned what the router indexes from it (under check).
	learnedPath string
	learned     []route.LearnedRequest
}

// signature is the roots' signature (see signature), mixed with the
// learned store's file state when there is one: a store `ingot-route
// learn` rewrote (a rename: a new inode) is a change too.
func (c *catalog) signature(ctx context.Context) ([32]byte, error) {
	sig, err := signature(ctx, c.roots)
	if err != nil || c.learnedPath == "" {
		return sig, err
	}
	h := sha256.New()
	h.Write(sig[:])
	h.Write([]byte("learned\n"))
	if info, err := os.Stat(c.learnedPath); err != nil {
		h.Write([]byte("missing"))
	} else {
		ino, ctime := statExtra(info)
		var buf [8]byte
		for _, v := range []int64{info.Size(), info.ModTime().UnixNano(), int64(ino), ctime} {
			binary.LittleEndian.PutUint64(buf[:], uint64(v))
			h.Write(buf[:])
		}
	}
	h.Sum(sig[:0])
	return sig, nil
}

// readLearned reads the learned store into c.learned. A store that cannot
// be read is logged: at start (first) the router goes without learned
// requests, later it keeps those read before.
func (c *catalog) readLearned(first bool) {
	if c.learnedPath == "" {
		return
	}
	st, err := route.LoadLearned(c.learnedPath)
	switch {
	case err != nil && first:
		c.learned = nil
		c.log.Warn(route.EnvLearn+" is on but the learned requests cannot be read; routing without them", "err", err)
	case err != nil:
		c.log.Warn(route.EnvLearn+" is on but the learned requests cannot be read; keeping the learned requests read before", "err", err)
	case first && len(st.Entries) == 0:
		c.learned = nil
		c.log.Warn(route.EnvLearn + " is on but " + c.learnedPath + " holds no learned requests (ingot-route learn writes them)")
	default:
		if !first && !slices.EqualFunc(c.learned, st.Entries, func(a, b route.LearnedRequest) bool {
			return a.Skill == b.Skill && a.Revision == b.Revision && a.Request == b.Request
		}) {
			c.log.Info("learned requests reloaded", "entries", len(st.Entries))
		}
		c.learned = st.Entries
	}
}

// limits are the per-skill limits discovery uses.
func (c *catalog) limits() revision.Limits {
	if c.dopt.Limits == (revision.Limits{}) {
		return revision.DefaultLimits
	}
	return c.dopt.Limits
}

// view is a request's hold on one snapshot and its router.
type view struct {
	*snapshot
	router  *route.Router
	release func()
}

// acquire returns the current snapshot and router, consistent with each
// other until release is called. Hold it only while working in memory.
func (c *catalog) acquire() view {
	c.mu.RLock()
	return view{snapshot: c.cur, router: c.router, release: c.mu.RUnlock}
}

// ReloadReport says what a reload found and did.
type ReloadReport struct {
	Reloaded bool     `json:"reloaded"` // false for the report of the initial load
	Skills   int      `json:"skills"`   // skills served now
	Added    []string `json:"added"`
	Changed  []string `json:"changed"`
	Removed  []string `json:"removed"`
	// Kept lists skills whose folder no longer loads: their previous
	// revision is still served until the folder is fixed or removed.
	Kept []Kept `json:"kept_previous"`
	// Errors counts error diagnostics (a skill that could not load) and
	// Warnings the rest; Diagnostics lists them, errors first, cut to
	// maxReportedDiagnostics.
	Errors      int                `json:"errors"`
	Warnings    int                `json:"warnings"`
	Diagnostics []skill.Diagnostic `json:"diagnostics"`
	// Omitted counts diagnostics left out of the list.
	Omitted    int      `json:"diagnostics_omitted,omitempty"`
	Roots      []string `json:"roots"`
	DurationMS float64  `json:"duration_ms"`
}

const maxReportedDiagnostics = 50

// load builds the first snapshot and the router.
func (c *catalog) load(ctx context.Context, ropt route.Options) (*ReloadReport, error) {
	c.check.Lock()
	defer c.check.Unlock()
	start := time.Now()
	sig, err := c.signature(ctx)
	if err != nil {
		return nil, err
	}
	lib, err := skill.Discover(ctx, c.roots, c.dopt)
	if err != nil {
		return nil, err
	}
	next := buildSnapshot(nil, lib, c.roots, c.log)
	if c.learnedPath != "" {
		c.readLearned(true)
		ropt.Learned = c.learned
	}
	r, _, err := route.New(ctx, libraryOf(next, c.roots), ropt)
	if err != nil {
		return nil, fmt.Errorf("build router: %w", err)
	}
	c.mu.Lock()
	c.cur, c.router = next, r
	c.mu.Unlock()
	c.sig = sig
	if next.unsettled {
		c.sig = [32]byte{}
	}
	c.nextCheck.Store(c.now().Add(c.interval).UnixNano())
	rep := report(nil, next, c.roots, start)
	c.logProblems(nil, next)
	if c.onSwap != nil {
		c.onSwap(nil, next)
	}
	return rep, nil
}

// maybeRefresh reloads when the files under the roots changed, checking
// at most once per interval. Concurrent callers wait for a check in
// progress, so the request that follows a change is served the new
// library.
func (c *catalog) maybeRefresh(ctx context.Context) error {
	if c.now().UnixNano() < c.nextCheck.Load() {
		return nil
	}
	c.check.Lock()
	defer c.check.Unlock()
	now := c.now()
	if now.UnixNano() < c.nextCheck.Load() {
		return nil // another request just checked
	}
	sig, err := c.signature(ctx)
	c.nextCheck.Store(now.Add(c.interval).UnixNano())
	if err != nil {
		return fmt.Errorf("check skill roots for changes: %w", err)
	}
	if sig == c.sig {
		return nil
	}
	_, err = c.reloadLocked(ctx, sig, time.Now())
	return err
}

// reload rediscovers the library now, changed or not.
func (c *catalog) reload(ctx context.Context) (*ReloadReport, error) {
	c.check.Lock()
	defer c.check.Unlock()
	start := time.Now()
	sig, err := c.signature(ctx)
	if err != nil {
		return nil, fmt.Errorf("check skill roots for changes: %w", err)
	}
	c.nextCheck.Store(c.now().Add(c.interval).UnixNano())
	return c.reloadLocked(ctx, sig, start)
}

// reloadLocked runs with c.check held: discover, build the next snapshot
// (keeping the previous revision of skills that broke), refresh the router
// and swap both under the write lock. A failed refresh keeps everything as
// it was.
func (c *catalog) reloadLocked(ctx context.Context, sig [32]byte, start time.Time) (*ReloadReport, error) {
	prev := c.cur // only reloads, which hold c.check, write c.cur
	lib, err := skill.Discover(ctx, c.roots, c.dopt)
	if err != nil {
		return nil, err
	}
	next := buildSnapshot(prev, lib, c.roots, c.log)
	prevLearned := c.learned
	c.readLearned(false)
	c.mu.Lock()
	if c.learnedPath != "" {
		_, err = c.router.RefreshLearned(ctx, libraryOf(next, c.roots), c.learned)
	} else {
		_, err = c.router.Refresh(ctx, libraryOf(next, c.roots))
	}
	if err != nil {
		c.learned = prevLearned
		c.mu.Unlock()
		return nil, fmt.Errorf("refresh router: %w", err)
	}
	c.cur = next
	c.mu.Unlock()
	c.sig = sig
	if next.unsettled {
		c.sig = [32]byte{} // reload at the next check
	}
	rep := report(prev, next, c.roots, start)
	rep.Reloaded = true
	c.log.Info("skills reloaded", "skills", rep.Skills, "added", len(rep.Added), "changed", len(rep.Changed),
		"removed", len(rep.Removed), "kept_previous", len(rep.Kept), "ms", fmt.Sprintf("%.1f", rep.DurationMS))
	c.logProblems(prev, next)
	if c.onSwap != nil {
		c.onSwap(prev, next)
	}
	return rep, nil
}

// logProblems reports, once, each error diagnostic that is new since the
// previous snapshot, and each skill whose previous revision is kept.
func (c *catalog) logProblems(prev, next *snapshot) {
	old := map[string]bool{}
	if prev != nil {
		for _, d := range prev.diags {
			old[d.String()] = true
		}
	}
	for _, d := range next.diags {
		if d.Severity == skill.SevError && !old[d.String()] {
			c.log.Warn("skill not loaded: " + d.String())
		}
	}
	for id, k := range next.kept {
		if prev == nil || prev.kept[id].Revision != k.Revision {
			c.log.Warn("skill no longer loads; still serving its previous revision", "skill", id, "revision", k.Revision)
		}
	}
}

// libraryOf is the library the router is built over. Only Skills is read
// by route.
func libraryOf(s *snapshot, roots []string) *skill.Library {
	return &skill.Library{Roots: roots, Skills: s.skills, Diagnostics: s.diags}
}

// buildSnapshot derives the next snapshot from a discovery. A skill that
// prev served and that now fails to load (an error diagnostic names it)
// keeps its previous revision. Entries of unchanged skills are reused.
func buildSnapshot(prev *snapshot, lib *skill.Library, roots []string, log *slog.Logger) *snapshot {
	next := &snapshot{
		byID: map[string]*skill.Skill{}, entries: map[string]*skillEntry{},
		byURI: map[string]*fileRef{}, byEntry: map[string]*skillEntry{}, kept: map[string]Kept{},
		diags: lib.Diagnostics,
	}
	skills := slices.Clone(lib.Skills)
	loaded := map[string]bool{}
	for _, s := range skills {
		next.byID[s.ID] = s
		loaded[s.ID] = true
	}
	if prev != nil {
		for _, d := range lib.Diagnostics {
			if d.Severity != skill.SevError || d.SkillID == "" || loaded[d.SkillID] {
				continue
			}
			ps := prev.byID[d.SkillID]
			if ps == nil {
				continue // never served: nothing to keep
			}
			k := next.kept[d.SkillID]
			if k.ID == "" {
				k = Kept{ID: ps.ID, Revision: ps.Revision.String()}
				skills = append(skills, ps)
				next.byID[ps.ID] = ps
			}
			k.Problems = append(k.Problems, d.String())
			next.kept[ps.ID] = k
		}
	}
	rootIndex := func(s *skill.Skill) int {
		if i := slices.Index(roots, s.Root); i >= 0 {
			return i
		}
		return len(roots)
	}
	sort.SliceStable(skills, func(i, j int) bool {
		ri, rj := rootIndex(skills[i]), rootIndex(skills[j])
		if ri != rj {
			return ri < rj
		}
		return skills[i].ID < skills[j].ID
	})
	// Settle every new or changed skill: its body and its revision must
	// come from the same bytes (see settle). One still changing is served
	// at its previous revision, or not yet, and the next check reloads.
	entries := make([]*skillEntry, 0, len(skills))
	for _, s := range skills {
		if prev != nil {
			// The same revision is the same bytes: keep the skill as it was
			// loaded and settled then (this discovery may have parsed a
			// newer SKILL.md than it hashed).
			if pe := prev.entries[s.ID]; pe != nil && pe.skill.Revision == s.Revision && pe.skill.Dir == s.Dir {
				entries = append(entries, &skillEntry{skill: pe.skill, base: pe.base, uri: pe.uri, frontmatter: pe.frontmatter, raw: pe.raw})
				continue
			}
		}
		e, ok := newEntry(s)
		if !ok {
			next.unsettled = true
			log.Debug("skill changed while loading; checking again", "skill", s.ID)
			if prev == nil || prev.entries[s.ID] == nil {
				continue
			}
			pe := prev.entries[s.ID]
			e = &skillEntry{skill: pe.skill, base: pe.base, uri: pe.uri, frontmatter: pe.frontmatter, raw: pe.raw}
		}
		entries = append(entries, e)
	}
	next.byID = map[string]*skill.Skill{}
	for _, e := range entries {
		s := e.skill
		if other := next.byEntry[e.uri]; other != nil {
			log.Warn("two skills map to one skill:// path; the second is not served as resources",
				"uri", e.uri, "first", other.skill.ID, "second", s.ID)
		} else {
			e.files = make([]*fileRef, 0, len(s.Manifest))
			for _, m := range s.Manifest {
				f := &fileRef{entry: e, path: m.Path, uri: e.base + "/" + escapePath(m.Path), size: m.Size, digest: m.Digest}
				e.files = append(e.files, f)
				next.byURI[f.uri] = f
			}
			next.entries[s.ID] = e
			next.byEntry[e.uri] = e
		}
		next.skills = append(next.skills, s)
		next.byID[s.ID] = s
	}
	return next
}

// newEntry reads a skill's SKILL.md for the skills extension (its bytes,
// and its frontmatter as JSON) after settling the skill.
func newEntry(s *skill.Skill) (*skillEntry, bool) {
	raw, ok := settle(s)
	if !ok {
		return nil, false
	}
	base := "skill://" + skillPath(s)
	e := &skillEntry{skill: s, base: base, uri: base + "/" + skill.FileName, raw: raw}
	if fm, err := frontmatterJSON(raw); err == nil {
		e.frontmatter = fm
	} else {
		// pkg/skill reads YAML leniently; a strict reader cannot: list
		// what was loaded.
		e.frontmatter = map[string]any{"name": s.Name, "description": s.Description}
	}
	return e, true
}

// settle reads the SKILL.md bytes the skills extension serves and checks
// they are the bytes the skill's revision names (skill.Load parsed exactly
// those). A file saved again since loading does not match: the skill is
// reported unsettled and the next check loads it afresh.
func settle(s *skill.Skill) ([]byte, bool) {
	raw, err := os.ReadFile(filepath.Join(s.Dir, skill.FileName))
	if m, ok := s.Manifest.Lookup(skill.FileName); err == nil && ok && revision.DigestOf(raw) == m.Digest {
		return raw, true
	}
	return nil, false
}

// skillPath is the <skill-path> of a skill's URIs: its id, with its name
// appended when the folder is named otherwise, since the extension
// requires the last segment to equal the frontmatter name.
func skillPath(s *skill.Skill) string {
	p := s.ID
	if path.Base(p) != s.Name && s.Name != "" {
		p += "/" + s.Name
	}
	return escapePath(p)
}

// escapePath percent-encodes each "/"-separated segment.
func escapePath(p string) string {
	segs := strings.Split(p, "/")
	for i, s := range segs {
		segs[i] = url.PathEscape(s)
	}
	return strings.Join(segs, "/")
}

// report compares two snapshots.
func report(prev, next *snapshot, roots []string, start time.Time) *ReloadReport {
	r := &ReloadReport{Skills: len(next.skills), Added: []string{}, Changed: []string{}, Removed: []string{},
		Kept: []Kept{}, Diagnostics: []skill.Diagnostic{}, Roots: roots}
	for _, s := range next.skills {
		switch {
		case prev == nil || prev.byID[s.ID] == nil:
			r.Added = append(r.Added, s.ID)
		case prev.byID[s.ID].Revision != s.Revision:
			r.Changed = append(r.Changed, s.ID)
		}
	}
	if prev != nil {
		for _, s := range prev.skills {
			if next.byID[s.ID] == nil {
				r.Removed = append(r.Removed, s.ID)
			}
		}
	}
	for _, id := range slices.Sorted(maps.Keys(next.kept)) {
		r.Kept = append(r.Kept, next.kept[id])
	}
	ds := slices.Clone(next.diags)
	sort.SliceStable(ds, func(i, j int) bool { return ds[i].Severity == skill.SevError && ds[j].Severity != skill.SevError })
	for _, d := range ds {
		if d.Severity == skill.SevError {
			r.Errors++
		} else {
			r.Warnings++
		}
		if len(r.Diagnostics) < maxReportedDiagnostics {
			r.Diagnostics = append(r.Diagnostics, d)
		} else {
			r.Omitted++
		}
	}
	r.DurationMS = float64(time.Since(start).Microseconds()) / 1000
	return r
}

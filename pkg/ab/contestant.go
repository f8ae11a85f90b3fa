package ab

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"unicode/utf8"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/serving"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Contestant is one side of a comparison: a revision of the skill and
// what the agent model is served for it.
type Contestant struct {
	Revision revision.ID `json:"revision"`
	// Components are the full description and body, and the bundled
	// text files that differ from the champion (challenger only).
	Components skill.Components `json:"components"`
	Served     serving.Served   `json:"served"`
}

// Champion is the live skill as a contestant.
func Champion(sk *skill.Skill, harness string) Contestant {
	return Contestant{
		Revision:   sk.Revision,
		Components: skill.Components{Description: sk.Description, Body: sk.Body},
		Served:     serving.FromSkill(sk, harness),
	}
}

// Challenger is the champion sk with components c applied, as it would be
// served once approved: under the champion's folder, with the revision
// ingot-promote will recompute (skill.Prospective).
func Challenger(sk *skill.Skill, c skill.Components, lim revision.Limits) (Contestant, error) {
	if lim.MaxFiles == 0 {
		lim = revision.DefaultLimits
	}
	name := filepath.Base(sk.Dir)
	orig, err := os.ReadFile(filepath.Join(sk.Dir, skill.FileName))
	if err != nil {
		return Contestant{}, fmt.Errorf("read champion: %w", err)
	}
	md, err := skill.Render(name, orig, c)
	if err != nil {
		return Contestant{}, fmt.Errorf("challenger components: %w", err)
	}
	doc, ds := skill.Parse(filepath.Join(sk.Dir, skill.FileName), name, md)
	if ds.HasErrors() {
		return Contestant{}, fmt.Errorf("challenger SKILL.md does not parse: %s", ds[0])
	}
	m, err := skill.Prospective(sk.Dir, name, c, lim)
	if err != nil {
		return Contestant{}, fmt.Errorf("challenger components: %w", err)
	}
	rev := m.ID()
	sv := serving.Served{Ref: sk.ID + "@" + rev.Short(), Description: doc.Description, Body: doc.Body, Root: sk.Dir, Files: []serving.File{}}
	for _, e := range m {
		if e.Path != skill.FileName {
			sv.Files = append(sv.Files, serving.File{Path: e.Path, Size: e.Size})
		}
	}
	c.Description, c.Body = doc.Description, doc.Body
	return Contestant{Revision: rev, Components: c, Served: sv}, nil
}

// FolderComponents reads a folder holding an edited copy of the champion
// sk (a person's hand edit, or a candidate folder): its description and
// body, and every text file that is new or differs from the champion's.
// The folder must be a valid skill. Files the champion has and the folder
// lacks are returned in removed: components cannot delete files, so such
// a removal is not measured (the caller says so).
func FolderComponents(sk *skill.Skill, dir string) (c skill.Components, removed []string, err error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return c, nil, err
	}
	st, err := os.Stat(abs)
	if err != nil {
		return c, nil, fmt.Errorf("challenger folder %s: %w", dir, err)
	}
	if !st.IsDir() {
		return c, nil, fmt.Errorf("challenger folder %s: not a folder", dir)
	}
	ch, ds := skill.Load(filepath.Dir(abs), filepath.Base(abs), abs, revision.DefaultLimits)
	if ch == nil {
		msg := "not a skill"
		if len(ds) > 0 {
			msg = ds[0].String()
		}
		return c, nil, fmt.Errorf("challenger folder %s is not a valid skill: %s", dir, msg)
	}
	if ch.Name != sk.Name {
		return c, nil, fmt.Errorf("challenger folder %s is skill %q, not %q: its frontmatter name must stay the champion's", dir, ch.Name, sk.Name)
	}
	c = skill.Components{Description: ch.Description, Body: ch.Body}
	old := map[string]revision.Digest{}
	for _, e := range sk.Manifest {
		old[e.Path] = e.Digest
	}
	for _, e := range ch.Manifest {
		if e.Path == skill.FileName {
			continue
		}
		if d, ok := old[e.Path]; ok && d == e.Digest {
			continue
		}
		b, err := os.ReadFile(filepath.Join(abs, filepath.FromSlash(e.Path)))
		if err != nil {
			return c, nil, fmt.Errorf("challenger folder %s: %w", dir, err)
		}
		if !utf8.Valid(b) || bytes.IndexByte(b, 0) >= 0 {
			return c, nil, fmt.Errorf("challenger folder %s: %s changed but is not a text file; only text files can be measured and proposed", dir, e.Path)
		}
		if c.Files == nil {
			c.Files = map[string]string{}
		}
		c.Files[e.Path] = string(b)
	}
	have := map[string]bool{}
	for _, e := range ch.Manifest {
		have[e.Path] = true
	}
	for p := range old {
		if !have[p] {
			removed = append(removed, p)
		}
	}
	sort.Strings(removed)
	return c, removed, nil
}

// ErrNothingChanged is returned when a challenger equals its champion.
var ErrNothingChanged = errors.New("the challenger is the champion: nothing changed")

// WithChallenger returns lib with the champion sk replaced by the
// challenger c (components applied to a copy of the champion folder made
// under tmp), for agent mode: the reference agent then routes over the
// whole library with the challenger in place. The challenger skill keeps
// the champion's folder path, so it is served exactly as it will be once
// approved.
func WithChallenger(ctx context.Context, lib *skill.Library, sk *skill.Skill, c Contestant, tmp string) (*skill.Library, error) {
	dir := filepath.Join(tmp, filepath.Base(sk.Dir))
	if err := atomicfile.CopyDir(ctx, sk.Dir, dir); err != nil {
		return nil, err
	}
	if _, err := skill.Apply(dir, filepath.Base(sk.Dir), c.Components); err != nil {
		return nil, fmt.Errorf("challenger folder: %w", err)
	}
	ch, ds := skill.Load(sk.Root, sk.ID, dir, revision.DefaultLimits)
	if ch == nil {
		return nil, fmt.Errorf("challenger folder does not load: %v", ds)
	}
	if ch.Revision != c.Revision {
		return nil, fmt.Errorf("challenger folder hashes to %s, not the measured %s", ch.Revision.Short(), c.Revision.Short())
	}
	ch.Dir = sk.Dir
	out := &skill.Library{Roots: lib.Roots, Diagnostics: lib.Diagnostics}
	for _, s := range lib.Skills {
		if s.ID == sk.ID {
			s = ch
		}
		out.Skills = append(out.Skills, s)
	}
	return out, nil
}

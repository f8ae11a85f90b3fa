package change

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// ProposeResult says where a proposal went.
type ProposeResult struct {
	Skill              string       `json:"skill"`
	Pass               string       `json:"pass"`
	Slot               string       `json:"slot"`
	Bundle             string       `json:"bundle"`
	Displaced          string       `json:"displaced,omitempty"` // archive of the proposal this one displaced
	ChampionRevision   revision.ID  `json:"champion_revision,omitzero"`
	ChallengerRevision revision.ID  `json:"challenger_revision"`
	Gate               gate.Verdict `json:"gate"`
	Recovered          []string     `json:"recovered,omitempty"`
	Warnings           []string     `json:"warnings,omitempty"`
}

// ProposeBundle validates the evidence bundle in dir and fills the skill's
// review slot. See ProposeRecord.
func (s *Store) ProposeBundle(ctx context.Context, dir string) (*ProposeResult, error) {
	b, err := evidence.Load(dir)
	if err != nil {
		return nil, err
	}
	return s.propose(ctx, dir, b)
}

// ProposeRecord loads the bundle an evidence record points at (relative to
// the Ingot home unless absolute), checks the record agrees with it, and
// fills the skill's review slot.
//
// The bundle must name the skill, both revisions and a gate verdict; the
// champion revision must be the live one, and the challenger revision must
// be what the champion folder hashes to with the challenger's components
// applied (recomputed here). A blocked gate is still proposed: it is shown
// and cannot be approved. A bundle outside runs/evidence/<key>/ is copied
// there so the store holds its own evidence.
func (s *Store) ProposeRecord(ctx context.Context, r evidence.Record) (*ProposeResult, error) {
	if err := r.Check(); err != nil {
		return nil, fmt.Errorf("evidence record: %w", err)
	}
	dir := s.abs(r.Bundle)
	b, err := evidence.Load(dir)
	if err != nil {
		return nil, err
	}
	if err := r.Matches(b); err != nil {
		return nil, fmt.Errorf("evidence record for %s disagrees with %s: %w", r.Skill, filepath.Join(dir, evidence.JSONFile), err)
	}
	return s.propose(ctx, dir, b)
}

func (s *Store) propose(ctx context.Context, dir string, b *evidence.Bundle) (*ProposeResult, error) {
	key, err := checkID(b.Skill)
	if err != nil {
		return nil, err
	}
	unlock, err := s.Lock(ctx, true, "propose "+b.Skill)
	if err != nil {
		return nil, err
	}
	defer unlock()
	recovered, err := s.recoverLocked(ctx)
	if err != nil {
		return nil, err
	}
	lib, err := s.library(ctx)
	if err != nil {
		return nil, err
	}
	comps := toSkill(*b.Challenger.Components)
	var champion *evidence.Components
	if b.Pass == evidence.PassNew {
		if err := s.checkNewID(lib, b.Skill); err != nil {
			return nil, err
		}
		m, err := skill.Prospective("", b.Skill, comps, s.opt.Limits)
		if err != nil {
			return nil, fmt.Errorf("propose %s: challenger components: %w", b.Skill, err)
		}
		if got := m.ID(); got != b.Challenger.Revision {
			return nil, fmt.Errorf("propose %s: %s: challenger revision %s is not what the components give (%s)", b.Skill, filepath.Join(dir, evidence.JSONFile), b.Challenger.Revision.Short(), got.Short())
		}
	} else {
		sk, err := live(lib, b.Skill)
		if err != nil {
			return nil, fmt.Errorf("propose %s: %w", b.Skill, err)
		}
		if sk.Revision != b.Champion.Revision {
			return nil, fmt.Errorf("propose %s: %w: the evidence measured champion %s but %s is live; rerun the candidate pass", b.Skill, ErrStale, b.Champion.Revision.Short(), sk.Revision.Short())
		}
		m, err := skill.Prospective(sk.Dir, filepath.Base(sk.Dir), comps, s.opt.Limits)
		if err != nil {
			return nil, fmt.Errorf("propose %s: challenger components: %w", b.Skill, err)
		}
		if got := m.ID(); got != b.Challenger.Revision {
			return nil, fmt.Errorf("propose %s: %s: challenger revision %s is not what the champion folder gives with these components (%s)", b.Skill, filepath.Join(dir, evidence.JSONFile), b.Challenger.Revision.Short(), got.Short())
		}
		// The live folder is the champion (its revision was just checked),
		// so the review diffs against what is on disk.
		files := make([]string, 0, len(comps.Files))
		for f := range comps.Files {
			files = append(files, f)
		}
		sort.Strings(files)
		c, err := skill.ReadComponents(sk.Dir, files...)
		if err != nil {
			return nil, fmt.Errorf("propose %s: read champion components: %w", b.Skill, err)
		}
		ec := fromSkill(c)
		champion = &ec
	}
	// The verdict is recomputed from the bundle's own measurements under
	// the settings in force; a bundle claiming more is refused.
	verdict, err := s.Verdict(b)
	if err != nil {
		return nil, fmt.Errorf("propose %s: %s: %w", b.Skill, filepath.Join(dir, evidence.JSONFile), err)
	}
	bundle, err := s.adoptBundle(dir, key, b)
	if err != nil {
		return nil, err
	}
	changed := b.Changed
	if len(changed) == 0 {
		var base evidence.Components
		if champion != nil {
			base = *champion
		}
		changed = evidence.Changed(base, *b.Challenger.Components)
	}
	p := &Proposal{
		V: 1, Skill: b.Skill, Pass: b.Pass, Created: s.now(), Bundle: s.rel(bundle), Source: b.Source, Note: b.Note,
		ChampionRevision: b.Champion.Revision, ChallengerRevision: b.Challenger.Revision,
		Gate: verdict, Changed: changed, Champion: champion, Challenger: *b.Challenger.Components,
	}
	slot, displaced, err := s.fillSlot(p)
	if err != nil {
		return nil, err
	}
	return &ProposeResult{
		Skill: p.Skill, Pass: p.Pass, Slot: s.rel(slot), Bundle: p.Bundle, Displaced: s.rel(displaced),
		ChampionRevision: p.ChampionRevision, ChallengerRevision: p.ChallengerRevision, Gate: p.Gate,
		Recovered: recovered.Actions, Warnings: recovered.Problems,
	}, nil
}

// adoptBundle returns the bundle's folder inside runs/evidence/<key>/,
// copying evidence.json (byte for byte) and EVIDENCE.md there when dir is
// elsewhere. Copies are content-addressed: the copy's folder is named by
// the SHA-256 of evidence.json ("sha256-<16 hex>"), so proposing the same
// bundle twice stores it once.
func (s *Store) adoptBundle(dir, key string, b *evidence.Bundle) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	home := filepath.Join(s.h.Evidence(), key)
	if filepath.Dir(abs) == home {
		return abs, nil
	}
	data, err := os.ReadFile(filepath.Join(abs, evidence.JSONFile))
	if err != nil {
		return "", err
	}
	md, err := os.ReadFile(filepath.Join(abs, evidence.MarkdownFile))
	if errors.Is(err, fs.ErrNotExist) {
		md, err = evidence.Markdown(b), nil
	}
	if err != nil {
		return "", err
	}
	if err := s.ensureRuns(); err != nil {
		return "", err
	}
	sum := sha256.Sum256(data)
	dst := filepath.Join(home, "sha256-"+hex.EncodeToString(sum[:8]))
	if old, err := os.ReadFile(filepath.Join(dst, evidence.JSONFile)); err == nil && bytes.Equal(old, data) {
		if _, err := os.Stat(filepath.Join(dst, evidence.MarkdownFile)); err == nil {
			return dst, nil // stored already
		}
	}
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return "", fmt.Errorf("create evidence folder: %w", err)
	}
	if err := atomicfile.WriteFile(filepath.Join(dst, evidence.JSONFile), data, 0o644); err != nil {
		return "", err
	}
	if err := atomicfile.WriteFile(filepath.Join(dst, evidence.MarkdownFile), md, 0o644); err != nil {
		return "", err
	}
	return dst, nil
}

// NewSkill is a skill proposed from scratch (the MCP create_skill tool).
type NewSkill struct {
	Name        string
	Description string
	Body        string
	Files       map[string]string
	// Source says who proposed it: "agent" by default.
	Source string
	// Warnings and Blocked are the findings of the safety checks; any
	// blocking finding makes the proposal unapprovable.
	Warnings []string
	Blocked  []string
}

// ProposeNew fills the review slot for a new skill named n.Name (its id),
// writing an evidence bundle that records the proposal and the safety
// findings as its gate. It never touches skills/: approval creates
// <home>/skills/<name> with a no-replace rename. It refuses a name that a
// live skill or an existing folder already holds.
func (s *Store) ProposeNew(ctx context.Context, n NewSkill) (*ProposeResult, error) {
	if !skill.ValidName(n.Name) {
		return nil, fmt.Errorf("propose new skill: name %q: want 1-%d lowercase letters, digits and '-', no leading, trailing or double hyphen", n.Name, skill.MaxNameLen)
	}
	if strings.TrimSpace(n.Description) == "" {
		return nil, fmt.Errorf("propose new skill %s: description: must not be empty", n.Name)
	}
	comps := skill.Components{Description: n.Description, Body: n.Body, Files: n.Files}
	m, err := skill.Prospective("", n.Name, comps, s.opt.Limits)
	if err != nil {
		return nil, fmt.Errorf("propose new skill %s: %w", n.Name, err)
	}
	src := n.Source
	if src == "" {
		src = "agent"
	}
	// Nothing measured a new skill: it is UNMEASURED (BLOCKED when the
	// safety checks refused it), and approving it takes --unmeasured.
	g := gate.NoMeasurement(n.Warnings...)
	g.Blocked = append(g.Blocked, n.Blocked...)
	ec := fromSkill(comps)
	b := &evidence.Bundle{
		Schema: evidence.Schema, Skill: n.Name, Name: n.Name, Pass: evidence.PassNew, Created: s.now(), Source: src,
		Note:       "A new skill proposed by " + src + ". Nothing was measured: review the text before approving.",
		Challenger: evidence.Side{Revision: m.ID(), Components: &ec},
		Changed:    evidence.Changed(evidence.Components{}, ec),
		Gate:       &g,
	}
	// Check the name before writing a bundle for it.
	lib, err := s.library(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.checkNewID(lib, n.Name); err != nil {
		return nil, err
	}
	return s.proposeWritten(ctx, b)
}

// proposeWritten writes the bundle the store made itself (a new skill, an
// unmeasured hand edit) to a fresh runs/evidence/<key>/<ts>/ and proposes
// it; when the proposal is refused the folder is removed, so nothing is
// left that no slot points at.
func (s *Store) proposeWritten(ctx context.Context, b *evidence.Bundle) (*ProposeResult, error) {
	if err := s.ensureRuns(); err != nil {
		return nil, err
	}
	dir, err := evidence.NewDir(s.runs, b.Skill, s.now())
	if err != nil {
		return nil, err
	}
	res, err := func() (*ProposeResult, error) {
		if err := evidence.Write(dir, b); err != nil {
			return nil, err
		}
		return s.propose(ctx, dir, b)
	}()
	if err != nil {
		_ = os.RemoveAll(dir)
		return nil, err
	}
	return res, nil
}

// checkNewID refuses an id a live skill, an unloadable skill folder or any
// folder in <home>/skills already holds.
func (s *Store) checkNewID(lib *skill.Library, id string) error {
	if sk := lib.Get(id); sk != nil {
		return fmt.Errorf("%w: %q is live at %s", ErrExists, id, sk.Dir)
	}
	if len(lib.ByName(id)) > 0 {
		return fmt.Errorf("%w: a live skill is already named %q (%s)", ErrExists, id, lib.ByName(id)[0].ID)
	}
	target := filepath.Join(s.SkillsDir(), filepath.FromSlash(id))
	if fileExists(target) {
		return fmt.Errorf("%w: %s exists", ErrExists, target)
	}
	return nil
}

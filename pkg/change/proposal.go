package change

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/revision"
)

// Proposal is the content of a review slot, runs/pending/<key>.json. It
// carries everything approval needs (revisions, gate, the challenger's
// components) and the champion's components for review, and points at the
// evidence bundle it came from.
type Proposal struct {
	V       int       `json:"v"`
	Skill   string    `json:"skill"`
	Pass    string    `json:"pass"`
	Created time.Time `json:"created"`
	// Bundle is the evidence folder, relative to the Ingot home.
	Bundle             string       `json:"bundle"`
	Source             string       `json:"source,omitempty"`
	Note               string       `json:"note,omitempty"` // from the bundle, e.g. "DEMO BUNDLE: ..."
	ChampionRevision   revision.ID  `json:"champion_revision,omitzero"`
	ChallengerRevision revision.ID  `json:"challenger_revision"`
	Gate               gate.Verdict `json:"gate"`
	Changed            []string     `json:"changed_components"`
	// Champion holds the champion's value of every changed component.
	Champion   *evidence.Components `json:"champion_components,omitempty"`
	Challenger evidence.Components  `json:"challenger_components"`
}

// IsNew reports whether the proposal creates a skill.
func (p *Proposal) IsNew() bool { return p.Pass == evidence.PassNew }

// check validates a decoded proposal; key is the slot's file-name key.
func (p *Proposal) check(key string) error {
	if p.V != 1 {
		return fmt.Errorf("v: %d is not a supported version (want 1)", p.V)
	}
	if err := evidence.CheckSkillID(p.Skill); err != nil {
		return fmt.Errorf("skill: %w", err)
	}
	if k, _ := evidence.SkillKey(p.Skill); key != "" && k != key {
		return fmt.Errorf("skill: %q does not belong in slot %q", p.Skill, key)
	}
	if p.Pass == "" {
		return errors.New("pass: missing")
	}
	if p.Bundle == "" {
		return errors.New("bundle: missing")
	}
	if p.ChallengerRevision.IsZero() {
		return errors.New("challenger_revision: missing")
	}
	if !p.IsNew() && p.ChampionRevision.IsZero() {
		return errors.New("champion_revision: missing")
	}
	if err := p.Gate.Check(); err != nil {
		return fmt.Errorf("gate: %w", err)
	}
	if strings.TrimSpace(p.Challenger.Description) == "" {
		return errors.New("challenger_components.description: empty")
	}
	for f := range p.Challenger.Files {
		if err := revision.CheckRelPath(f); err != nil {
			return fmt.Errorf("challenger_components.files: %w", err)
		}
	}
	return nil
}

// SlotError names a review slot file that cannot be used.
type SlotError struct {
	Path string
	Err  error
}

func (e *SlotError) Error() string { return "pending " + e.Path + ": " + e.Err.Error() }
func (e *SlotError) Unwrap() error { return e.Err }

// decodeProposal parses a slot file's content.
func decodeProposal(path, key string, data []byte) (*Proposal, error) {
	var p Proposal
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&p); err != nil {
		return nil, &SlotError{Path: path, Err: fmt.Errorf("invalid JSON: %w", err)}
	}
	if err := p.check(key); err != nil {
		return nil, &SlotError{Path: path, Err: err}
	}
	return &p, nil
}

// readSlot returns the proposal in a skill's slot, ErrNoPending when the
// slot is empty, or a *SlotError for a malformed file.
func (s *Store) readSlot(id string) (*Proposal, string, error) {
	key, err := checkID(id)
	if err != nil {
		return nil, "", err
	}
	path := s.slotPath(key)
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, path, fmt.Errorf("%w for %q", ErrNoPending, id)
	}
	if err != nil {
		return nil, path, fmt.Errorf("read %s: %w", path, err)
	}
	p, err := decodeProposal(path, key, data)
	return p, path, err
}

// Pending returns the proposal waiting in a skill's review slot.
func (s *Store) Pending(ctx context.Context, id string) (*Proposal, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	p, _, err := s.readSlot(id)
	return p, err
}

func encodeProposal(p *Proposal) ([]byte, error) {
	c := *p
	c.Gate = c.Gate.Normalize()
	if c.Changed == nil {
		c.Changed = []string{}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(&c); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// fillSlot writes p into its skill's slot. A slot holding a proposal from
// another pass is archived beside it first (never deleted); a proposal of
// the same pass is replaced (its bundle stays in runs/evidence). It returns
// the slot path and the archive path, if any.
func (s *Store) fillSlot(p *Proposal) (slot, displaced string, err error) {
	key, err := checkID(p.Skill)
	if err != nil {
		return "", "", err
	}
	if err := os.MkdirAll(s.pendingDir(), 0o700); err != nil {
		return "", "", fmt.Errorf("create %s: %w", s.pendingDir(), err)
	}
	slot = s.slotPath(key)
	if old, err := os.ReadFile(slot); err == nil {
		prev, perr := decodeProposal(slot, key, old)
		if perr != nil || prev.Pass != p.Pass {
			ts := s.now().Format(evidence.DirTimeFormat)
			if perr == nil {
				ts = prev.Created.UTC().Format(evidence.DirTimeFormat)
			}
			displaced = filepath.Join(s.pendingDir(), key+".displaced-"+ts+".json")
			for i := 2; fileExists(displaced); i++ {
				displaced = filepath.Join(s.pendingDir(), fmt.Sprintf("%s.displaced-%s-%d.json", key, ts, i))
			}
			if err := atomicfile.WriteFile(displaced, old, 0o600); err != nil {
				return "", "", fmt.Errorf("archive displaced proposal: %w", err)
			}
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return "", "", fmt.Errorf("read %s: %w", slot, err)
	}
	data, err := encodeProposal(p)
	if err != nil {
		return "", "", err
	}
	if err := atomicfile.WriteFile(slot, data, 0o600); err != nil {
		return "", "", err
	}
	return slot, displaced, nil
}

// clearSlot removes a skill's slot when it still holds the proposal for
// challenger revision to (a zero to removes whatever is there).
func (s *Store) clearSlot(id string, to revision.ID) (bool, error) {
	p, path, err := s.readSlot(id)
	if errors.Is(err, ErrNoPending) {
		return false, nil
	}
	var se *SlotError
	if err != nil && !errors.As(err, &se) {
		return false, err
	}
	if !to.IsZero() && (p == nil || p.ChallengerRevision != to) {
		return false, nil
	}
	if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return false, fmt.Errorf("clear %s: %w", path, err)
	}
	return true, atomicfile.SyncDir(filepath.Dir(path))
}

// Slot is a review slot as listed.
type Slot struct {
	Path     string    `json:"path"`
	Proposal *Proposal `json:"proposal,omitempty"`
	Err      error     `json:"-"`
}

// slots reads every review slot (not the displaced archives), sorted by
// skill id. Malformed slots are returned with Err set.
func (s *Store) slots() ([]Slot, error) {
	ents, err := os.ReadDir(s.pendingDir())
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", s.pendingDir(), err)
	}
	var out []Slot
	for _, de := range ents {
		name := de.Name()
		key, ok := strings.CutSuffix(name, ".json")
		if !ok || strings.HasPrefix(name, ".") || strings.Contains(key, ".") {
			continue
		}
		path := filepath.Join(s.pendingDir(), name)
		if _, err := evidence.SkillIDFromKey(key); err != nil {
			out = append(out, Slot{Path: path, Err: &SlotError{Path: path, Err: fmt.Errorf("file name is not a skill key: %w", err)}})
			continue
		}
		data, err := os.ReadFile(path)
		if err != nil {
			out = append(out, Slot{Path: path, Err: err})
			continue
		}
		p, err := decodeProposal(path, key, data)
		out = append(out, Slot{Path: path, Proposal: p, Err: err})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out, nil
}

// Displaced lists the archived proposals of a skill, oldest first.
func (s *Store) Displaced(ctx context.Context, id string) ([]string, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	key, err := checkID(id)
	if err != nil {
		return nil, err
	}
	matches, err := filepath.Glob(filepath.Join(s.pendingDir(), key+".displaced-*.json"))
	if err != nil {
		return nil, err
	}
	sort.Strings(matches)
	return matches, nil
}

func fileExists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

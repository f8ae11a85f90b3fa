package change

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// DefaultActor is the actor recorded when none is given.
const DefaultActor = "local-operator"

// Result describes a committed change (or, for a rollback to the live
// revision, that nothing changed).
type Result struct {
	Action    string      `json:"action"`
	Skill     string      `json:"skill"`
	Dir       string      `json:"dir,omitempty"` // the live folder
	From      revision.ID `json:"from,omitzero"`
	To        revision.ID `json:"to,omitzero"`
	Snapshot  string      `json:"snapshot,omitempty"` // where the displaced revision was stored
	Unchanged bool        `json:"unchanged,omitempty"`
	Actor     string      `json:"actor"`
	Reason    string      `json:"reason,omitempty"`
	// Unmeasured: an unmeasured change approved with the explicit override.
	Unmeasured bool `json:"unmeasured,omitempty"`
	// Warnings are problems that did not undo the change: a failed audit
	// write, an unwritable snapshot index, leftovers recovery could not
	// settle.
	Warnings []string `json:"warnings,omitempty"`
	// Recovered lists what recovery did before the change.
	Recovered []string `json:"recovered,omitempty"`
}

// begin takes the exclusive lock and runs recovery.
func (s *Store) begin(ctx context.Context, action string) (func(), *Recovery, error) {
	unlock, err := s.Lock(ctx, true, action)
	if err != nil {
		return nil, nil, err
	}
	ok := false
	defer func() {
		if !ok {
			unlock()
		}
	}()
	rec, err := s.recoverLocked(ctx)
	if err != nil {
		return nil, nil, err
	}
	s.fail(ctx, StepLocked)
	ok = true
	return unlock, rec, nil
}

// Approve promotes the proposal in a skill's review slot (DESIGN §5):
// under the exclusive lock and after recovery, it re-checks the gate and
// the evidence bundle, refuses stale evidence (the champion revision is no
// longer live, or the challenger revision is not what the components give
// on disk), snapshots the live revision, stages the new folder beside it,
// checks the stage hashes to the challenger revision the evidence names,
// swaps with renames, clears the slot and appends the audit record. The
// write goes into whichever root serves the skill.
//
// A proposal for a new skill creates <home>/skills/<name> with a
// no-replace rename.
func (s *Store) Approve(ctx context.Context, id, actor string) (*Result, error) {
	return s.ApproveWith(ctx, id, ApproveOptions{Actor: actor})
}

// ApproveOptions are the reviewer's side of an approval.
type ApproveOptions struct {
	// Actor is recorded in the audit trail; default DefaultActor.
	Actor string
	// Unmeasured approves a change nothing measured (UNMEASURED: a
	// create_skill proposal, a hand edit proposed without ingot-ab). The
	// audit record keeps the override. It never overrides a block.
	Unmeasured bool
	// Challenger, when set, is the challenger revision the reviewer read:
	// a slot that now holds another proposal is refused with ErrChanged.
	Challenger revision.ID
}

// ApproveWith is Approve with the reviewer's options. The verdict is
// recomputed from the bundle's measurements under the settings in force:
// a stored verdict that claims more is refused (ErrVerdict), a blocked one
// is refused (ErrBlocked), and an unmeasured one needs o.Unmeasured
// (ErrUnmeasured).
func (s *Store) ApproveWith(ctx context.Context, id string, o ApproveOptions) (*Result, error) {
	if _, err := checkID(id); err != nil {
		return nil, err
	}
	if o.Actor == "" {
		o.Actor = DefaultActor
	}
	unlock, rec, err := s.begin(ctx, "approve "+id)
	if err != nil {
		return nil, err
	}
	defer unlock()
	res, err := s.approveLocked(ctx, id, o)
	if err != nil {
		return nil, err
	}
	res.Recovered, res.Warnings = rec.Actions, append(rec.Problems, res.Warnings...)
	return res, nil
}

func (s *Store) approveLocked(ctx context.Context, id string, o ApproveOptions) (*Result, error) {
	actor := o.Actor
	p, _, err := s.readSlot(id)
	if err != nil {
		return nil, fmt.Errorf("approve %s: %w", id, err)
	}
	if !o.Challenger.IsZero() && p.ChallengerRevision != o.Challenger {
		return nil, fmt.Errorf("approve %s: %w: you reviewed challenger %s but the slot now holds %s; review it again", id, ErrChanged, o.Challenger.Short(), p.ChallengerRevision.Short())
	}
	v, err := s.recheckBundle(p)
	if err != nil {
		return nil, fmt.Errorf("approve %s: %w", id, err)
	}
	unmeasured := false
	switch {
	case v.Allows():
	case v.Status() == "UNMEASURED" && o.Unmeasured:
		unmeasured = true
	case v.Status() == "UNMEASURED":
		return nil, fmt.Errorf("approve %s: %w: nothing compared this change with the live skill; read the diff and approve with --unmeasured to take responsibility (the audit records it)", id, ErrUnmeasured)
	default:
		return nil, fmt.Errorf("approve %s: %w: %s", id, ErrBlocked, v.Reason())
	}
	comps := toSkill(p.Challenger)
	lib, err := s.library(ctx)
	if err != nil {
		return nil, err
	}
	if p.IsNew() {
		return s.create(ctx, lib, p, comps, actor, unmeasured)
	}
	sk, err := live(lib, id)
	if err != nil {
		return nil, fmt.Errorf("approve %s: %w", id, err)
	}
	if sk.Revision != p.ChampionRevision {
		return nil, fmt.Errorf("approve %s: %w: champion revision %s is no longer live (%s is); rerun the candidate pass", id, ErrStale, p.ChampionRevision.Short(), sk.Revision.Short())
	}
	name := filepath.Base(sk.Dir)
	m, err := skill.Prospective(sk.Dir, name, comps, s.opt.Limits)
	if err != nil {
		return nil, fmt.Errorf("approve %s: %w", id, err)
	}
	if m.ID() != p.ChallengerRevision {
		return nil, fmt.Errorf("approve %s: %w: the components give revision %s, not the challenger %s the evidence measured", id, ErrStale, m.ID().Short(), p.ChallengerRevision.Short())
	}
	key, _ := checkID(id)
	snap, warns, err := s.snapshot(ctx, key, sk)
	if err != nil {
		return nil, fmt.Errorf("approve %s: %w", id, err)
	}
	stage, previous := stagingNames(sk.Dir)
	if err := atomicfile.CopyDir(ctx, sk.Dir, stage); err != nil {
		return nil, fmt.Errorf("approve %s: stage: %w", id, err)
	}
	if err := s.applyAndVerify(stage, name, comps, p.ChallengerRevision); err != nil {
		_ = atomicfile.RemoveAll(stage)
		return nil, fmt.Errorf("approve %s: %w", id, err)
	}
	s.fail(ctx, StepStaged)
	in := &intent{V: 1, Action: ActionApprove, Skill: id, Actor: actor, Started: s.now(), Live: sk.Dir,
		Stage: stage, Previous: previous, From: sk.Revision, To: p.ChallengerRevision, ClearSlot: true, Unmeasured: unmeasured}
	if err := s.swap(ctx, in); err != nil {
		return nil, err
	}
	warns = append(warns, s.finish(ctx, in, false)...)
	return &Result{Action: ActionApprove, Skill: id, Dir: sk.Dir, From: sk.Revision, To: p.ChallengerRevision,
		Snapshot: s.rel(snap), Actor: actor, Unmeasured: unmeasured, Warnings: warns}, nil
}

// applyAndVerify writes components into a staged folder and checks it
// hashes to want.
func (s *Store) applyAndVerify(stage, name string, c skill.Components, want revision.ID) error {
	if _, err := skill.Apply(stage, name, c); err != nil {
		return fmt.Errorf("stage: %w", err)
	}
	m, err := revision.HashDir(stage, s.opt.Limits)
	if err != nil {
		return fmt.Errorf("verify stage: %w", err)
	}
	if m.ID() != want {
		return fmt.Errorf("the staged folder hashes to %s, not the challenger revision %s the evidence names; nothing was changed", m.ID().Short(), want.Short())
	}
	return nil
}

// recheckBundle re-reads the evidence bundle, checks it still says what
// the slot says, and recomputes its verdict.
func (s *Store) recheckBundle(p *Proposal) (gate.Verdict, error) {
	v, b, err := s.verdictOf(p)
	if b == nil {
		return v, fmt.Errorf("evidence is required for promotion: %w", err)
	}
	r := evidence.Record{Skill: p.Skill, ChampionRevision: p.ChampionRevision, ChallengerRevision: p.ChallengerRevision}
	if merr := r.Matches(b); merr != nil {
		return v, fmt.Errorf("the review slot disagrees with %s: %w", filepath.Join(s.abs(p.Bundle), evidence.JSONFile), merr)
	}
	return v, err
}

// create approves a new-skill proposal: stage under <home>/skills, verify,
// then rename into place without ever replacing an existing folder.
func (s *Store) create(ctx context.Context, lib *skill.Library, p *Proposal, comps skill.Components, actor string, unmeasured bool) (*Result, error) {
	id := p.Skill
	if err := s.checkNewID(lib, id); err != nil {
		return nil, fmt.Errorf("approve %s: %w", id, err)
	}
	if err := os.MkdirAll(s.SkillsDir(), 0o755); err != nil {
		return nil, fmt.Errorf("approve %s: %w", id, err)
	}
	target := filepath.Join(s.SkillsDir(), id)
	stage, _ := stagingNames(target)
	if err := os.Mkdir(stage, 0o755); err != nil {
		return nil, fmt.Errorf("approve %s: stage: %w", id, err)
	}
	if err := s.applyAndVerify(stage, id, comps, p.ChallengerRevision); err != nil {
		_ = atomicfile.RemoveAll(stage)
		return nil, fmt.Errorf("approve %s: %w", id, err)
	}
	if err := atomicfile.SyncDir(stage); err != nil {
		_ = atomicfile.RemoveAll(stage)
		return nil, err
	}
	s.fail(ctx, StepStaged)
	in := &intent{V: 1, Action: actionCreate, Skill: id, Actor: actor, Started: s.now(), Live: target,
		Stage: stage, To: p.ChallengerRevision, ClearSlot: true, Unmeasured: unmeasured}
	if err := s.swap(ctx, in); err != nil {
		if errors.Is(err, os.ErrExist) {
			return nil, fmt.Errorf("approve %s: %w: %s appeared while staging", id, ErrExists, target)
		}
		return nil, err
	}
	warns := s.finish(ctx, in, false)
	return &Result{Action: ActionApprove, Skill: id, Dir: target, To: p.ChallengerRevision, Actor: actor, Unmeasured: unmeasured, Warnings: warns}, nil
}

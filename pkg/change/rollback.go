package change

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/revision"
)

// Rollback installs the snapshot of rev as the skill's live folder. The
// snapshot must hash to rev (a damaged snapshot is never installed); the
// revision it displaces is snapshotted first. Rolling back to the live
// revision changes nothing and returns a Result with Unchanged set.
func (s *Store) Rollback(ctx context.Context, id string, rev revision.ID, actor string) (*Result, error) {
	key, err := checkID(id)
	if err != nil {
		return nil, err
	}
	if rev.IsZero() {
		return nil, fmt.Errorf("rollback %s: %w: empty revision", id, revision.ErrInvalid)
	}
	if actor == "" {
		actor = DefaultActor
	}
	unlock, rec, err := s.begin(ctx, "rollback "+id)
	if err != nil {
		return nil, err
	}
	defer unlock()
	res, err := s.rollbackLocked(ctx, id, key, rev, actor)
	if err != nil {
		return nil, err
	}
	res.Recovered, res.Warnings = rec.Actions, append(rec.Problems, res.Warnings...)
	return res, nil
}

func (s *Store) rollbackLocked(ctx context.Context, id, key string, rev revision.ID, actor string) (*Result, error) {
	src := filepath.Join(s.revisionsDir(), key, rev.String())
	st, err := os.Stat(src)
	if errors.Is(err, fs.ErrNotExist) || (err == nil && !st.IsDir()) {
		return nil, fmt.Errorf("rollback %s: %w at revision %s", id, ErrNoSnapshot, rev.Short())
	}
	if err != nil {
		return nil, fmt.Errorf("rollback %s: %w", id, err)
	}
	m, err := revision.HashDir(src, s.opt.Limits)
	if err != nil {
		return nil, fmt.Errorf("rollback %s: verify snapshot %s: %w", id, src, err)
	}
	if m.ID() != rev {
		return nil, fmt.Errorf("rollback %s: %w: snapshot %s hashes to %s, not its name: it was changed on disk; refusing to install it (ingot-promote verify names the file)", id, ErrDamagedSnapshot, s.rel(src), m.ID().Short())
	}
	lib, err := s.library(ctx)
	if err != nil {
		return nil, err
	}
	sk, err := live(lib, id)
	if err != nil {
		return nil, fmt.Errorf("rollback %s: %w", id, err)
	}
	if sk.Revision == rev {
		return &Result{Action: ActionRollback, Skill: id, Dir: sk.Dir, From: rev, To: rev, Unchanged: true, Actor: actor}, nil
	}
	snap, warns, err := s.snapshot(ctx, key, sk)
	if err != nil {
		return nil, fmt.Errorf("rollback %s: %w", id, err)
	}
	stage, previous := stagingNames(sk.Dir)
	if err := atomicfile.CopyDir(ctx, src, stage); err != nil {
		return nil, fmt.Errorf("rollback %s: stage: %w", id, err)
	}
	sm, err := revision.HashDir(stage, s.opt.Limits)
	if err != nil || sm.ID() != rev {
		_ = atomicfile.RemoveAll(stage)
		if err == nil {
			err = fmt.Errorf("the staged copy hashes to %s, not %s", sm.ID().Short(), rev.Short())
		}
		return nil, fmt.Errorf("rollback %s: verify stage: %w", id, err)
	}
	s.fail(ctx, StepStaged)
	in := &intent{V: 1, Action: ActionRollback, Skill: id, Actor: actor, Started: s.now(), Live: sk.Dir,
		Stage: stage, Previous: previous, From: sk.Revision, To: rev}
	if err := s.swap(ctx, in); err != nil {
		return nil, err
	}
	warns = append(warns, s.finish(ctx, in, false)...)
	return &Result{Action: ActionRollback, Skill: id, Dir: sk.Dir, From: sk.Revision, To: rev,
		Snapshot: s.rel(snap), Actor: actor, Warnings: warns}, nil
}

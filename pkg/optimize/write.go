package optimize

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/candidate"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// WriteFolder writes the complete candidate folder of champion with
// components c to runs/candidates/<skill>/<id>, id being the short
// candidate revision: a copy of the champion folder (unchanged files byte
// for byte) with c applied. The folder is staged beside its place, checked
// to hash to the prospective revision, and renamed into place; a folder
// already there with that revision is kept. It returns the folder and the
// revision.
func WriteFolder(ctx context.Context, home string, champion *skill.Skill, c skill.Components) (string, revision.ID, error) {
	m, err := skill.Prospective(champion.Dir, champion.Name, c, revision.DefaultLimits)
	if err != nil {
		return "", revision.ID{}, err
	}
	want := m.ID()
	dir, err := candidate.Folder(home, champion.ID, want.Short())
	if err != nil {
		return "", want, err
	}
	if got, err := revision.HashDir(dir, revision.DefaultLimits); err == nil {
		if got.ID() == want {
			return dir, want, nil
		}
		return "", want, fmt.Errorf("candidate folder %s exists with revision %s, not %s: remove it", dir, got.ID().Short(), want.Short())
	} else if !errors.Is(err, fs.ErrNotExist) {
		if _, serr := os.Stat(dir); serr == nil {
			return "", want, fmt.Errorf("candidate folder %s: %w", dir, err)
		}
	}
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return "", want, err
	}
	var rnd [6]byte
	_, _ = rand.Read(rnd[:])
	stage := filepath.Join(filepath.Dir(dir), "."+filepath.Base(dir)+".tmp-"+hex.EncodeToString(rnd[:]))
	if err := atomicfile.CopyDir(ctx, champion.Dir, stage); err != nil {
		return "", want, err
	}
	ok := false
	defer func() {
		if !ok {
			_ = atomicfile.RemoveAll(stage)
		}
	}()
	if _, err := skill.Apply(stage, champion.Name, c); err != nil {
		return "", want, fmt.Errorf("write candidate: %w", err)
	}
	got, err := revision.HashDir(stage, revision.DefaultLimits)
	if err != nil {
		return "", want, err
	}
	if got.ID() != want {
		return "", want, fmt.Errorf("staged candidate hashes to %s, expected %s", got.ID().Short(), want.Short())
	}
	if err := os.Rename(stage, dir); err != nil {
		// Another writer published the same candidate first: keep it.
		if got, herr := revision.HashDir(dir, revision.DefaultLimits); herr == nil && got.ID() == want {
			return dir, want, nil
		}
		return "", want, fmt.Errorf("publish candidate folder: %w", err)
	}
	ok = true
	return dir, want, atomicfile.SyncDir(filepath.Dir(dir))
}

// Record builds the candidate record of a written folder.
func Record(home string, champion *skill.Skill, pass, dir string, rev revision.ID, c skill.Components, author string, s candidate.Search, u llm.Report) candidate.Record {
	rec := candidate.New()
	rec.ID = rev.Short()
	rec.Skill = champion.ID
	rec.Pass = pass
	rec.ChampionRevision = champion.Revision
	rec.CandidateRevision = rev
	rec.Dir = dir
	if rel, err := filepath.Rel(home, dir); err == nil && filepath.IsLocal(rel) {
		rec.Dir = filepath.ToSlash(rel)
	}
	rec.Components = c
	rec.AuthorModel = author
	rec.Search = s
	rec.Usage = candidate.Usage{Requests: u.Total.Calls, InputTokens: int(u.Total.Input), OutputTokens: int(u.Total.Output), CostUSD: u.Total.CostUSD}
	return rec
}

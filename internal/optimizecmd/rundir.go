package optimizecmd

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/evalset"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/optimize"
	"github.com/ingot-dev/ingot/pkg/serving"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// runIdentity is what a body pass's stage outputs depend on: the skill and
// its live revision, the eval set file, the train tasks searched, the
// settings that shape the search (strategy, candidates, length target,
// --files, the models), and this build of Ingot with its prompt and
// serving versions.
func (o *bodyOptions) runIdentity(sk *skill.Skill, train []evalset.Task, client *llm.Client) (optimize.Identity, error) {
	set, err := os.ReadFile(evalset.Path(o.Home, sk.ID))
	if err != nil {
		return optimize.Identity{}, err
	}
	models := map[string][]string{}
	for _, r := range []llm.Role{llm.RoleAgent, llm.RoleAuthor, llm.RoleJudge} {
		m, _ := client.Settings().Models(r)
		models[string(r)] = m
	}
	return optimize.Identity{
		Skill:            sk.ID,
		ChampionRevision: sk.Revision.String(),
		EvalSetDigest:    optimize.Digest(set),
		TasksDigest:      optimize.Digest(train),
		ConfigHash: optimize.Digest(map[string]any{
			"strategy": o.Strategy, "candidates": o.Candidates, "body_target_chars": o.TargetChars,
			"files": o.Files, "models": models,
		}),
		Version: cli.Version() + " " + optimize.PromptVersion + " " + serving.ContractVersion,
	}, nil
}

// openRunDir takes the run directory: --run-dir, or a new
// runs/optimize/<id>. It says on stderr where it is and how to resume.
func (o *bodyOptions) openRunDir(sk *skill.Skill, train []evalset.Task, client *llm.Client) (*optimize.RunDir, error) {
	id, err := o.runIdentity(sk, train, client)
	if err != nil {
		return nil, err
	}
	if o.RunDir == "" {
		o.RunDir = filepath.Join(o.Home, "runs", "optimize", optimize.NewRunID(sk.ID, o.f.env.Now()))
	} else if !filepath.IsAbs(o.RunDir) {
		o.RunDir = filepath.Join(o.f.env.Dir, o.RunDir)
	}
	rd, err := optimize.OpenRunDir(o.RunDir, id, o.Strategy, o.Resume, o.f.env.Now)
	if err != nil {
		if errors.Is(err, optimize.ErrRunBusy) || errors.Is(err, optimize.ErrRunExists) || errors.Is(err, optimize.ErrRunMismatch) {
			return nil, err
		}
		return nil, fmt.Errorf("run directory: %w", err)
	}
	m := rd.Manifest()
	// Named as --run-dir takes it: relative to the working directory when
	// inside it, else absolute.
	rel := o.RunDir
	if r, err := filepath.Rel(o.f.env.Dir, o.RunDir); err == nil && filepath.IsLocal(r) {
		rel = r
	}
	if o.Resume {
		fmt.Fprintf(o.IO.ErrOut, "[optimize] resuming run %s (strategy %s): %d stage(s) done: %s\n", rel, m.Strategy, len(m.StageNames()), strings.Join(m.StageNames(), ", "))
	} else {
		fmt.Fprintf(o.IO.ErrOut, "[optimize] run directory %s (strategy %s); if it is interrupted, continue with --resume --run-dir %s\n", rel, m.Strategy, rel)
	}
	return rd, nil
}

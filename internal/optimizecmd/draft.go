package optimizecmd

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/evalset"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/optimize"
)

func draftPath(home, skillID string) string {
	return filepath.Join(home, "evals", filepath.FromSlash(skillID)+".draft.yaml")
}

type draftOptions struct {
	IO      *cli.IOStreams
	Skill   string
	Home    string
	Force   bool
	NoCache bool
	JSON    bool

	cfg *config.Config
	f   *factory
}

const draftLong = `Draft an eval set for a skill, for a person to review.

The author model reads the skill and the task records on stdin (mined
failures from ingot-mine; they go to train, never to holdout) and drafts
train tasks, held-out tasks (at least 3, each with a rubric, none repeating a
train task) and routing cases for and against the skill. The draft is
written to evals/SKILL.draft.yaml and its path printed on stdout; rename it
to evals/SKILL.yaml once it is right. It never overwrites an eval set, and
an existing draft only with --force.`

func newDraftCmd(f *factory, runF func(context.Context, *draftOptions) error) *cobra.Command {
	opts := &draftOptions{IO: f.env.IO, f: f}
	cmd := &cobra.Command{
		Use:     "draft SKILL",
		Short:   "Draft an eval set (evals/SKILL.draft.yaml) from the skill and its mined tasks",
		Long:    draftLong,
		Example: "  ingot-mine pdf --store | ingot-optimize draft pdf\n  ingot-optimize draft pdf < /dev/null",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Skill = args[0]
			cfg, home, err := f.config(cmd)
			if err != nil {
				return err
			}
			opts.cfg, opts.Home = cfg, home
			if opts.NoCache, err = cfg.Bool(EnvNoCache, false); err != nil {
				return usage(err)
			}
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return runDraft(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.Force, "force", false, "replace an existing evals/SKILL.draft.yaml (never evals/SKILL.yaml)")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, `print {"skill", "path", "train", "mined", "holdout", "routing"} instead of the path`)
	return cmd
}

func runDraft(ctx context.Context, o *draftOptions) error {
	ios := o.IO
	_, sk, err := o.f.lookup(ctx, o.cfg, o.Home, o.Skill)
	if err != nil {
		return err
	}
	dst := draftPath(o.Home, sk.ID)
	if _, err := os.Stat(dst); err == nil && !o.Force {
		return fmt.Errorf("%s exists: review it, or pass --force to draft it again", dst)
	} else if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if _, err := os.Stat(evalset.Path(o.Home, sk.ID)); err == nil {
		warnf(ios.ErrOut, "%s exists; the draft goes beside it and does not replace it", evalset.Path(o.Home, sk.ID))
	}
	mined, _, err := readTasks(ctx, ios.In, nil, sk, func(format string, a ...any) { warnf(ios.ErrOut, format, a...) })
	if err != nil {
		return err
	}
	var mt []evalset.Task
	for _, t := range mined {
		mt = append(mt, evalset.Task{Task: t.Task, Rubric: t.Rubric})
	}
	client, err := o.f.client(o.cfg, o.Home, llm.RoleAuthor)
	if err != nil {
		return err
	}
	author, _ := client.Settings().Model(llm.RoleAuthor)
	set, err := optimize.DraftEvalSet(ctx, optimize.DraftOptions{Skill: sk, Mined: mt, Client: client})
	if err != nil {
		return fmt.Errorf("draft an eval set for %s: %w; nothing written", sk.ID, err)
	}
	data, err := set.Marshal(author)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	if err := atomicfile.WriteFile(dst, data, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(ios.ErrOut, "[draft] %s: %d train (%d mined), %d holdout, %d routing case(s) written to %s; review it, then rename it to %s\n",
		sk.ID, len(set.Train), len(mt), len(set.Holdout), len(set.Routing), dst, evalset.Path(o.Home, sk.ID))
	if o.JSON {
		return cli.WriteJSON(ios.Out, map[string]any{"skill": sk.ID, "path": dst, "train": len(set.Train), "mined": len(mt),
			"holdout": len(set.Holdout), "routing": len(set.Routing)})
	}
	_, err = fmt.Fprintln(ios.Out, dst)
	return err
}

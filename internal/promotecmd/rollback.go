package promotecmd

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/change"
)

type rollbackOptions struct {
	IO       *cli.IOStreams
	Store    func() (*change.Store, error)
	Skill    string
	Revision string
	Actor    string
	JSON     bool
}

func newRollbackCmd(f *factory, runF func(context.Context, *rollbackOptions) error) *cobra.Command {
	opts := &rollbackOptions{IO: f.env.IO}
	cmd := &cobra.Command{
		Use:   "rollback SKILL REVISION",
		Short: "Install a snapshot of a skill as its live revision",
		Long: `Install the snapshot runs/revisions/<skill>/<REVISION> as the live folder.

REVISION is the full 64-hex revision or a unique prefix of at least 12
digits (as history prints them). The snapshot must hash to REVISION: a
snapshot changed on disk is never installed. The revision it displaces is
snapshotted first, so a rollback can itself be rolled back. The change
takes the same lock, staging and swap as approve.`,
		Example: `  ingot-promote history pdf
  ingot-promote rollback pdf 3f2a9c0d41b7`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Skill, opts.Revision = args[0], args[1]
			opts.Store = f.storeFunc(cmd)
			actor, err := f.actor(cmd)
			if err != nil {
				return err
			}
			opts.Actor = actor
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return runRollback(cmd.Context(), opts)
		},
	}
	addActorFlag(cmd)
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the result as JSON")
	return cmd
}

func runRollback(ctx context.Context, opts *rollbackOptions) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	rev, err := s.ResolveSnapshot(ctx, opts.Skill, opts.Revision)
	if err != nil {
		return inputError(err)
	}
	res, err := s.Rollback(ctx, opts.Skill, rev, opts.Actor)
	if err != nil {
		return inputError(err)
	}
	return printResult(opts.IO, res, opts.JSON)
}

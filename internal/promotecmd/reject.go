package promotecmd

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/change"
)

type rejectOptions struct {
	IO     *cli.IOStreams
	Store  func() (*change.Store, error)
	Skill  string
	Reason string
	Actor  string
	JSON   bool
}

func newRejectCmd(f *factory, runF func(context.Context, *rejectOptions) error) *cobra.Command {
	opts := &rejectOptions{IO: f.env.IO}
	cmd := &cobra.Command{
		Use:   "reject SKILL --reason TEXT",
		Short: "Reject the pending change of a skill, saying why",
		Long: `Empty a skill's review slot and record the reason in the audit trail.

The evidence bundle stays in runs/evidence and the live skill is not
touched. The reason (at most 500 characters, whitespace collapsed) is
required.`,
		Example: `  ingot-promote reject pdf --reason "drops the table-extraction section"`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Skill = args[0]
			if opts.Reason == "" {
				return cli.Usagef("--reason is required: say why the change is rejected")
			}
			opts.Store = f.storeFunc(cmd)
			actor, err := f.actor(cmd)
			if err != nil {
				return err
			}
			opts.Actor = actor
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return runReject(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.Reason, "reason", "", "why the change is rejected (required)")
	addActorFlag(cmd)
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the result as JSON")
	return cmd
}

func runReject(ctx context.Context, opts *rejectOptions) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	res, err := s.Reject(ctx, opts.Skill, opts.Reason, opts.Actor)
	if err != nil {
		return inputError(err)
	}
	return printResult(opts.IO, res, opts.JSON)
}

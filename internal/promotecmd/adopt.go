package promotecmd

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/change"
)

type adoptOptions struct {
	IO     *cli.IOStreams
	Store  func() (*change.Store, error)
	Skill  string
	Reason string
	Actor  string
	JSON   bool
}

func newAdoptCmd(f *factory, runF func(context.Context, *adoptOptions) error) *cobra.Command {
	opts := &adoptOptions{IO: f.env.IO}
	cmd := &cobra.Command{
		Use:   "adopt SKILL",
		Short: "Record a skill's present live revision as approved",
		Long: `Record the revision a skill has on disk now as its approved revision,
without changing it: an "adopt" record in the audit trail, and the
revision's manifest kept so verify can name the files a later hand edit
changes.

Use it once for each skill of a library that existed before Ingot, and
for a hand edit of a live folder that you have read and vouch for (verify
reports such an edit as drift until it is adopted, proposed with
propose --from-dir, or rolled back). Adopting the revision that is
already approved changes nothing.`,
		Example: `  ingot-promote adopt pdf
  ingot-promote adopt anthropics/pdf --reason "fixed a typo in place" --actor alice`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Skill = args[0]
			opts.Store = f.storeFunc(cmd)
			actor, err := f.actor(cmd)
			if err != nil {
				return err
			}
			opts.Actor = actor
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return runAdopt(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.Reason, "reason", "", "why the revision is adopted, kept in the audit trail")
	addActorFlag(cmd)
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the result as JSON")
	return cmd
}

func runAdopt(ctx context.Context, opts *adoptOptions) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	res, err := s.Adopt(ctx, opts.Skill, opts.Actor, opts.Reason)
	if err != nil {
		return inputError(err)
	}
	return printResult(opts.IO, res, opts.JSON)
}

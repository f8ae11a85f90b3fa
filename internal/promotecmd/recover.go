package promotecmd

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/change"
)

type recoverOptions struct {
	IO    *cli.IOStreams
	Store func() (*change.Store, error)
	JSON  bool
}

func newRecoverCmd(f *factory, runF func(context.Context, *recoverOptions) error) *cobra.Command {
	opts := &recoverOptions{IO: f.env.IO}
	cmd := &cobra.Command{
		Use:   "recover",
		Short: "Complete or undo a change that was interrupted",
		Long: `Complete or undo a change interrupted at any point (a crash, a kill, a
full disk), under the same lock as approve. Every change runs this first,
so recover is only needed to tidy up by hand or to see what was done.

With the write-ahead intent of the interrupted change, a staged folder
that was never swapped in is removed (the old revision stays live); a
verified staged folder whose live folder is missing is renamed into place
and the change is finished (previous copy removed, slot cleared, audit
record appended once). Without one, leftover staged folders are removed
and a previous copy is put back when its live folder is missing, or
removed once the live folder loads. Half-written snapshots and temporary
files are removed.

The exit status is 1 when something could not be settled automatically;
the message says what to do.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Store = f.storeFunc(cmd)
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return runRecover(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, `print {"actions": [...], "problems": [...]} as JSON`)
	return cmd
}

func runRecover(ctx context.Context, opts *recoverOptions) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	rec, err := s.Recover(ctx)
	if err != nil {
		return err
	}
	if opts.JSON {
		if err := cli.WriteJSON(opts.IO.Out, rec); err != nil {
			return err
		}
	} else {
		for _, a := range rec.Actions {
			fmt.Fprintln(opts.IO.Out, a)
		}
		if len(rec.Actions) == 0 && len(rec.Problems) == 0 {
			fmt.Fprintln(opts.IO.Out, "nothing to recover")
		}
	}
	warn(opts.IO.ErrOut, "error", rec.Problems)
	if len(rec.Problems) > 0 {
		return cli.SilentError
	}
	return nil
}

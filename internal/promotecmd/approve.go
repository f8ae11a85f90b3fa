package promotecmd

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/change"
)

type approveOptions struct {
	IO         *cli.IOStreams
	Store      func() (*change.Store, error)
	Skill      string
	Actor      string
	Unmeasured bool
	JSON       bool
}

func newApproveCmd(f *factory, runF func(context.Context, *approveOptions) error) *cobra.Command {
	opts := &approveOptions{IO: f.env.IO}
	cmd := &cobra.Command{
		Use:   "approve SKILL",
		Short: "Promote the pending change of a skill",
		Long: `Promote the change waiting in a skill's review slot.

Under an exclusive lock (a second writer fails with "busy"), approve
finishes any interrupted change and recomputes the gate verdict from the
evidence's raw measurements under the INGOT_PROMOTE_* settings in force:
a bundle whose stored verdict claims more than that is refused, and so is
a blocked verdict. A change nothing measured (a create_skill proposal, a
hand edit proposed with --from-dir) is UNMEASURED: approve refuses it
unless --unmeasured says you read it and take responsibility; the audit
record keeps "unmeasured": true. Approve also refuses stale evidence: the champion revision must still be live and the
challenger components must still give the challenger revision the
evidence measured. It then snapshots the live revision, stages the new
folder beside it, checks the stage hashes to that challenger revision,
swaps the two with renames, clears the slot and appends the audit record.

A failed audit write is reported on stderr as a warning; the change
stands and the exit status is 0.`,
		Example: `  ingot-promote approve pdf
  ingot-promote approve csv-clean --unmeasured --actor alice
  ingot-promote approve anthropics/pdf --actor alice --json`,
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
			return runApprove(cmd.Context(), opts)
		},
	}
	addActorFlag(cmd)
	cmd.Flags().BoolVar(&opts.Unmeasured, "unmeasured", false, "approve an UNMEASURED change (no evidence compared it with the live skill); recorded in the audit")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the result as JSON")
	return cmd
}

func runApprove(ctx context.Context, opts *approveOptions) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	res, err := s.ApproveWith(ctx, opts.Skill, change.ApproveOptions{Actor: opts.Actor, Unmeasured: opts.Unmeasured})
	if err != nil {
		return inputError(err)
	}
	if res.Unmeasured {
		fmt.Fprintf(opts.IO.ErrOut, "%s: note: approved an UNMEASURED change of %s on your word (%s); the audit record says so\n", Name, res.Skill, res.Actor)
	}
	return printResult(opts.IO, res, opts.JSON)
}

// printResult reports a committed change: recovery and warnings on
// stderr, the result on stdout.
func printResult(ios *cli.IOStreams, res *change.Result, asJSON bool) error {
	warn(ios.ErrOut, "recovered", res.Recovered)
	warn(ios.ErrOut, "warning", res.Warnings)
	if asJSON {
		return cli.WriteJSON(ios.Out, res)
	}
	var err error
	switch {
	case res.Action == change.ActionAdopt && res.Unchanged:
		_, err = fmt.Fprintf(ios.Out, "%s is already approved at revision %s; nothing recorded\n", res.Skill, shortRev(res.To))
	case res.Action == change.ActionAdopt:
		_, err = fmt.Fprintf(ios.Out, "adopted %s at revision %s (previously approved: %s); recorded in the audit trail\n", res.Skill, shortRev(res.To), shortRev(res.From))
	case res.Unchanged:
		_, err = fmt.Fprintf(ios.Out, "%s is already at revision %s; nothing changed\n", res.Skill, shortRev(res.To))
	case res.Action == change.ActionReject:
		_, err = fmt.Fprintf(ios.Out, "rejected the pending change of %s (challenger %s): %s\n", res.Skill, shortRev(res.To), res.Reason)
	case res.From.IsZero():
		_, err = fmt.Fprintf(ios.Out, "created %s at revision %s in %s\n", res.Skill, shortRev(res.To), res.Dir)
	default:
		verb := map[string]string{change.ActionApprove: "promoted", change.ActionRollback: "rolled back"}[res.Action]
		_, err = fmt.Fprintf(ios.Out, "%s %s: %s -> %s; the displaced revision is in %s\n", verb, res.Skill, shortRev(res.From), shortRev(res.To), res.Snapshot)
	}
	return err
}

package promotecmd

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/change"
)

type verifyOptions struct {
	IO    *cli.IOStreams
	Store func() (*change.Store, error)
	JSON  bool
}

func newVerifyCmd(f *factory, runF func(context.Context, *verifyOptions) error) *cobra.Command {
	opts := &verifyOptions{IO: f.env.IO}
	cmd := &cobra.Command{
		Use:   "verify",
		Short: "Check the audit chain, the snapshots, the live skills and the review slots",
		Long: `Check the change-control stores:

  - the audit trail: every record parses and carries the hash of the line
    before it, and the head file agrees with the last line, so an edited,
    inserted or deleted line is found (and named by file and line);
  - every snapshot hashes to its name (a changed file is named);
  - every live skill parses;
  - every review slot parses and its evidence can be read;
  - no change was left unfinished (run recover if one was);
  - drift: every live skill is at its last approved revision (the newest
    approve, rollback or adopt record); a skill edited by hand outside
    change control is an error naming the files that differ. Skills never
    approved nor adopted are counted (ingot-promote adopt SKILL).

verify writes nothing; on a read-only home it runs without the lock.

Problems are printed one per line as FILE[:LINE]: error: MESSAGE; hints
(worth knowing, not failures) as FILE: hint: MESSAGE. The exit status is 1
when there is any error.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Store = f.storeFunc(cmd)
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return runVerify(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, `print {"findings": [...], "summary": {...}} as JSON`)
	return cmd
}

// verifyReport is the JSON output of verify.
type verifyReport struct {
	OK       bool                 `json:"ok"`
	Findings []change.Finding     `json:"findings"`
	Summary  change.VerifySummary `json:"summary"`
}

func runVerify(ctx context.Context, opts *verifyOptions) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	rep := verifyReport{Findings: []change.Finding{}}
	sum, err := s.Verify(ctx, func(f change.Finding) {
		rep.Findings = append(rep.Findings, f)
		if !opts.JSON {
			fmt.Fprintln(opts.IO.Out, f.String())
		}
	})
	if err != nil {
		return err
	}
	rep.Summary, rep.OK = *sum, sum.Errors == 0
	if opts.JSON {
		if err := cli.WriteJSON(opts.IO.Out, rep); err != nil {
			return err
		}
	} else {
		status := "no problems"
		if sum.Errors > 0 {
			status = fmt.Sprintf("%d error(s)", sum.Errors)
		}
		if sum.Hints > 0 {
			status += fmt.Sprintf(", %d hint(s)", sum.Hints)
		}
		fmt.Fprintf(opts.IO.Out, "checked %d audit record(s), %d snapshot(s), %d live skill(s), %d review slot(s): %s\n",
			sum.AuditRecords, sum.Snapshots, sum.Skills, sum.Pending, status)
		if sum.Drifted > 0 {
			fmt.Fprintf(opts.IO.Out, "%d live skill(s) drifted from their approved revision\n", sum.Drifted)
		}
		if sum.Unadopted > 0 {
			fmt.Fprintf(opts.IO.Out, "%d live skill(s) were never approved or adopted, so drift cannot be checked for them: ingot-promote adopt SKILL\n", sum.Unadopted)
		}
		if sum.Unlocked {
			fmt.Fprintln(opts.IO.ErrOut, Name+": note: the home is read-only; verified without the change lock")
		}
	}
	if sum.Errors > 0 {
		return cli.SilentError
	}
	return nil
}

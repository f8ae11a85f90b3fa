package promotecmd

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/change"
)

type historyOptions struct {
	IO    *cli.IOStreams
	Store func() (*change.Store, error)
	Skill string
	JSON  bool
}

func newHistoryCmd(f *factory, runF func(context.Context, *historyOptions) error) *cobra.Command {
	opts := &historyOptions{IO: f.env.IO}
	cmd := &cobra.Command{
		Use:   "history SKILL",
		Short: "Show a skill's snapshots and audit records, newest first",
		Long: `Show the live revision of a skill, the snapshots of its earlier
revisions (newest first; any of them can be installed with rollback) and
its audit records (newest first).`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Skill = args[0]
			opts.Store = f.storeFunc(cmd)
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return runHistory(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the history as JSON")
	return cmd
}

func runHistory(ctx context.Context, opts *historyOptions) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	h, err := s.History(ctx, opts.Skill)
	if err != nil {
		return inputError(err)
	}
	if opts.JSON {
		return cli.WriteJSON(opts.IO.Out, h)
	}
	var b strings.Builder
	if h.Live.IsZero() {
		fmt.Fprintf(&b, "%s: not live\n", h.Skill)
	} else {
		fmt.Fprintf(&b, "%s: live %s\n", h.Skill, h.Live)
	}
	fmt.Fprintf(&b, "\nsnapshots (newest first):\n")
	if len(h.Snapshots) == 0 {
		b.WriteString("  none\n")
	}
	for _, sn := range h.Snapshots {
		mark := ""
		if sn.Revision == h.Live {
			mark = "  (live)"
		}
		fmt.Fprintf(&b, "  %s  %s%s\n", sn.Revision, sn.Created.UTC().Format(time.RFC3339), mark)
	}
	fmt.Fprintf(&b, "\naudit (newest first):\n")
	if len(h.Audit) == 0 {
		b.WriteString("  none\n")
	}
	for _, a := range h.Audit {
		rev := a.Revision
		if len(rev) > 12 {
			rev = rev[:12]
		}
		line := fmt.Sprintf("  %s  %-8s  %-12s  %s", a.TS.UTC().Format(time.RFC3339), a.Action, rev, a.Actor)
		if a.Reason != "" {
			line += "  " + fmt.Sprintf("%q", a.Reason)
		}
		b.WriteString(line + "\n")
	}
	_, err = fmt.Fprint(opts.IO.Out, b.String())
	return err
}

package promotecmd

import (
	"context"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/skill"
)

type listOptions struct {
	IO    *cli.IOStreams
	Store func() (*change.Store, error)
	All   bool
	JSON  bool
}

func newListCmd(f *factory, runF func(context.Context, *listOptions) error) *cobra.Command {
	opts := &listOptions{IO: f.env.IO}
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List pending changes (or, with --all, every live skill)",
		Long: `List the review slots: for each pending change its pass, gate verdict,
freshness (fresh, or stale when the live skill changed since the evidence
was measured) and revisions.

With --all, list every live skill instead - id, name, revision, whether
it is at its last approved revision (yes; DRIFT and the files that differ
after a change outside change control; - when never approved or adopted)
and whether a change is pending - over <home>/skills and
INGOT_SKILL_PATHS.
Two skills may share a name; their ids always differ.

On a terminal the output is a table with a header; piped, it is
tab-separated without one.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Store = f.storeFunc(cmd)
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return runList(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.All, "all", false, "list every live skill instead of the pending changes")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print a JSON array")
	return cmd
}

// LiveSkill is one row of list --all.
type LiveSkill struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	Revision    string `json:"revision"`
	Root        string `json:"root"`
	Dir         string `json:"dir"`
	Pending     bool   `json:"pending"`
	// Approved is the last approved (or adopted) revision, "" when the
	// skill was never approved. Drifted says the live files differ from
	// it; Drift names them ("<path> changed|added|deleted"), and is empty
	// when no manifest of the approved revision was kept.
	Approved string   `json:"approved_revision"`
	Drifted  bool     `json:"drifted"`
	Drift    []string `json:"drift,omitempty"`
}

func runList(ctx context.Context, opts *listOptions) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	if opts.All {
		return listSkills(ctx, opts, s)
	}
	items, err := s.List(ctx)
	if err != nil {
		return err
	}
	bad := 0
	for _, it := range items {
		if it.Err != "" {
			bad++
			fmt.Fprintf(opts.IO.ErrOut, "%s: %s\n", Name, it.Err)
		}
	}
	if opts.JSON {
		if err := cli.WriteJSON(opts.IO.Out, items); err != nil {
			return err
		}
	} else {
		tw := table(opts.IO, "SKILL", "PASS", "GATE", "EVIDENCE", "CHAMPION", "CHALLENGER", "PROPOSED")
		for _, it := range items {
			if it.Err != "" {
				continue
			}
			status := it.Gate.Status()
			if it.GateError != "" {
				status = "REFUSED"
				fmt.Fprintf(opts.IO.ErrOut, "%s: %s: %s\n", Name, it.Skill, it.GateError)
			}
			tw.add(it.Skill, it.Pass, status, it.Freshness.State, shortRev(it.ChampionRevision), shortRev(it.ChallengerRevision), it.Created.UTC().Format(time.RFC3339))
		}
		if err := tw.flush(); err != nil {
			return err
		}
		if len(items) == 0 && opts.IO.IsStdoutTTY() {
			fmt.Fprintln(opts.IO.ErrOut, "no pending changes")
		}
	}
	if bad > 0 {
		return cli.SilentError
	}
	return nil
}

func listSkills(ctx context.Context, opts *listOptions, s *change.Store) error {
	lib, err := s.Library(ctx)
	if err != nil {
		return err
	}
	pending := map[string]bool{}
	items, err := s.List(ctx)
	if err != nil {
		return err
	}
	for _, it := range items {
		pending[it.Skill] = true
	}
	approved, err := s.ApprovedRevisions(ctx)
	if err != nil {
		return err
	}
	out := make([]LiveSkill, 0, len(lib.Skills))
	drifted := 0
	for _, sk := range lib.Skills {
		row := LiveSkill{ID: sk.ID, Name: sk.Name, Description: sk.Description, Revision: sk.Revision.String(), Root: sk.Root, Dir: sk.Dir, Pending: pending[sk.ID]}
		if a, ok := approved[sk.ID]; ok {
			row.Approved = a.Revision.String()
			if d := s.DriftOf(sk, a); d != nil {
				drifted++
				row.Drifted = true
				row.Drift = d.Files
			}
		}
		out = append(out, row)
	}
	if drifted > 0 {
		fmt.Fprintf(opts.IO.ErrOut, "%s: %d skill(s) drifted from their approved revision; ingot-promote verify says how\n", Name, drifted)
	}
	skipped := 0
	for _, d := range lib.Diagnostics {
		if d.Severity == skill.SevError {
			skipped++
		}
	}
	if skipped > 0 {
		fmt.Fprintf(opts.IO.ErrOut, "%s: %d skill folder(s) could not be loaded; ingot-promote verify names them\n", Name, skipped)
	}
	if opts.JSON {
		return cli.WriteJSON(opts.IO.Out, out)
	}
	tw := table(opts.IO, "ID", "NAME", "REVISION", "APPROVED", "PENDING", "ROOT")
	for _, sk := range out {
		p := "-"
		if sk.Pending {
			p = "yes"
		}
		a := "-"
		switch {
		case len(sk.Drift) > 0:
			a = "DRIFT:" + strings.Join(sk.Drift, ",")
		case sk.Drifted:
			a = "DRIFT"
		case sk.Approved != "":
			a = "yes"
		}
		tw.add(sk.ID, sk.Name, sk.Revision[:12], a, p, sk.Root)
	}
	return tw.flush()
}

// rows writes a table: aligned with a header on a terminal,
// tab-separated without one otherwise.
type rows struct {
	w  io.Writer
	tw *tabwriter.Writer
}

func table(ios *cli.IOStreams, header ...string) *rows {
	if !ios.IsStdoutTTY() {
		return &rows{w: ios.Out}
	}
	tw := tabwriter.NewWriter(ios.Out, 0, 0, 2, ' ', 0)
	r := &rows{w: tw, tw: tw}
	r.add(header...)
	return r
}

func (r *rows) add(cols ...string) { fmt.Fprintln(r.w, strings.Join(cols, "\t")) }

func (r *rows) flush() error {
	if r.tw != nil {
		return r.tw.Flush()
	}
	return nil
}

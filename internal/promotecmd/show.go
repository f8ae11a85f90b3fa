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

type showOptions struct {
	IO    *cli.IOStreams
	Store func() (*change.Store, error)
	Skill string
	JSON  bool
}

func newShowCmd(f *factory, runF func(context.Context, *showOptions) error) *cobra.Command {
	opts := &showOptions{IO: f.env.IO}
	cmd := &cobra.Command{
		Use:   "show SKILL",
		Short: "Show a pending change: gate verdict, freshness and diffs",
		Long: `Show the change waiting in a skill's review slot: its gate verdict
(recomputed from the evidence's raw measurements under the settings in
force: PASS, BLOCKED with the reasons, or UNMEASURED) and warnings,
whether approve would go ahead, whether the evidence is still fresh, where
the evidence bundle is, and a unified diff of every changed component
(description, body, bundled files), champion on the left.`,
		Example: `  ingot-promote show pdf
  ingot-promote show anthropics/pdf --json`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Skill = args[0]
			opts.Store = f.storeFunc(cmd)
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return runShow(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the review as JSON")
	return cmd
}

func runShow(ctx context.Context, opts *showOptions) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	r, err := s.Show(ctx, opts.Skill)
	if err != nil {
		return inputError(err)
	}
	if opts.JSON {
		return cli.WriteJSON(opts.IO.Out, r)
	}
	var b strings.Builder
	p := r.Proposal
	src := ""
	if p.Source != "" {
		src = ", source " + p.Source
	}
	fmt.Fprintf(&b, "%s: %s pass, proposed %s%s\n", p.Skill, p.Pass, p.Created.UTC().Format(time.RFC3339), src)
	if p.Note != "" {
		fmt.Fprintf(&b, "note:       %s\n", p.Note)
	}
	g := r.Gate
	if r.GateError != "" {
		fmt.Fprintf(&b, "gate:       REFUSED: %s\n", r.GateError)
	} else if g.Status() == "UNMEASURED" {
		fmt.Fprintf(&b, "gate:       UNMEASURED (the evidence holds no measurement)\n")
	} else {
		fmt.Fprintf(&b, "gate:       %s (recomputed from the evidence's measurements)\n", g.Status())
	}
	for _, x := range g.Blocked {
		fmt.Fprintf(&b, "  blocked:  %s\n", x)
	}
	if !g.Allows() && len(g.Blocked) == 0 {
		fmt.Fprintf(&b, "  %s\n", g.Reason())
	}
	for _, x := range g.Warnings {
		fmt.Fprintf(&b, "  warning:  %s\n", x)
	}
	if st := g.Stats; st != nil {
		fmt.Fprintf(&b, "  scores:   champion %.3f, challenger %.3f, delta %+.3f, 95%% interval [%+.3f, %+.3f], n=%d, sign-test p=%.3f\n",
			st.ChampionMean, st.ChallengerMean, st.Delta, st.CILow, st.CIHigh, st.N, st.SignP)
	}
	fresh := r.Freshness.State
	if r.Freshness.Detail != "" && r.Freshness.State != change.Fresh {
		fresh += ": " + r.Freshness.Detail
	}
	fmt.Fprintf(&b, "evidence:   %s\n", fresh)
	switch r.Approvable {
	case change.ApprovableYes:
		fmt.Fprintf(&b, "approve:    yes: %s approve %s\n", Name, p.Skill)
	case change.ApprovableUnmeasured:
		fmt.Fprintf(&b, "approve:    only on your word: %s approve %s --unmeasured\n", Name, p.Skill)
	default:
		fmt.Fprintf(&b, "approve:    no: %s\n", r.Why)
	}
	fmt.Fprintf(&b, "champion:   %s\n", revOrNone(p.ChampionRevision.String(), p.ChampionRevision.IsZero()))
	fmt.Fprintf(&b, "challenger: %s\n", p.ChallengerRevision)
	fmt.Fprintf(&b, "bundle:     %s\n", r.Evidence)
	for _, d := range r.Displaced {
		fmt.Fprintf(&b, "displaced:  %s\n", d)
	}
	changed := "none"
	if len(p.Changed) > 0 {
		changed = strings.Join(p.Changed, ", ")
	}
	fmt.Fprintf(&b, "changed:    %s\n", changed)
	for _, d := range r.Diffs {
		b.WriteString("\n")
		b.WriteString(d.Diff)
	}
	_, err = fmt.Fprint(opts.IO.Out, b.String())
	return err
}

func revOrNone(s string, none bool) string {
	if none {
		return "none (new skill)"
	}
	return s
}

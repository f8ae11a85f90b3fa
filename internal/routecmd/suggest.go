package routecmd

import (
	"context"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/route"
)

type suggestOptions struct {
	cmd  *cobra.Command
	task string
	k    int
	json bool
}

const suggestLong = `Rank every skill for a task, without compatibility filtering, and show
the best k with the signals behind each rank: the band score, the raw
BM25F score, the encoder's cosine (when an encoder is loaded, even with
a dense weight of 0) and each signal's contribution to the fused score,
plus the query terms that matched. Negated terms ("..., not X") are listed
as dropped.

` + settingsHelpText + `

EXIT STATUS
  0    success
  1    failure: unreadable library, encoder error
  2    bad usage: no task, -k below 1
  130  interrupted`

func newSuggestCmd(f *factory, runF func(*suggestOptions) error) *cobra.Command {
	o := &suggestOptions{}
	cmd := &cobra.Command{
		Use:     `suggest "TASK"`,
		Short:   "Rank skills for a task and show why",
		Long:    suggestLong,
		Example: `  ingot-route suggest "set up the pipeline on GitLab, not GitHub" -k 3`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.cmd, o.task = cmd, args[0]
			if o.k < 1 {
				return cli.Usagef("-k %d: want 1 or more", o.k)
			}
			if strings.TrimSpace(o.task) == "" {
				return cli.Usagef("the task is empty")
			}
			if runF != nil {
				return runF(o)
			}
			return runSuggest(cmd.Context(), f, o)
		},
	}
	cmd.Flags().IntVarP(&o.k, "k", "k", 5, "how many skills to show")
	cmd.Flags().BoolVar(&o.json, "json", false, "write JSON")
	return cmd
}

type suggestOutput struct {
	Task        string             `json:"task"`
	Terms       []string           `json:"terms"`
	Negated     []string           `json:"negated"`
	Encoder     string             `json:"encoder"`
	DenseWeight float64            `json:"dense_weight"`
	Suggestions []route.Suggestion `json:"suggestions"`
}

func runSuggest(ctx context.Context, f *factory, o *suggestOptions) error {
	_, r, closeEnc, err := f.open(ctx, o.cmd, needEncoder)
	if err != nil {
		return err
	}
	defer closeEnc()
	sug, q, err := r.Suggest(ctx, o.task, o.k)
	if err != nil {
		return err
	}
	out := suggestOutput{Task: o.task, Terms: q.Terms, Negated: q.Negated, Encoder: "none", DenseWeight: r.Options().DenseWeight, Suggestions: sug}
	if e := r.Options().Embedder; e != nil {
		out.Encoder = e.ID()
	}
	if out.Terms == nil {
		out.Terms = []string{}
	}
	if out.Negated == nil {
		out.Negated = []string{}
	}
	if out.Suggestions == nil {
		out.Suggestions = []route.Suggestion{}
	}
	if o.json {
		return cli.WriteJSON(f.env.IO.Out, out)
	}
	w := f.env.IO.Out
	fmt.Fprintf(w, "query terms: %s\n", strings.Join(out.Terms, " "))
	if len(out.Negated) > 0 {
		fmt.Fprintf(w, "negated (dropped): %s\n", strings.Join(out.Negated, " "))
	}
	fmt.Fprintf(w, "encoder: %s, dense weight %g\n\n", out.Encoder, out.DenseWeight)
	if len(sug) == 0 {
		fmt.Fprintln(w, "no skill shares a term with the task")
		return nil
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "#\tskill\tscore\tlexical\tdense\tmatched terms")
	for i, sg := range sug {
		dense := "-"
		if sg.Dense != nil {
			dense = fmt.Sprintf("%.3f", *sg.Dense)
		}
		var terms []string
		for _, t := range sg.Terms {
			terms = append(terms, fmt.Sprintf("%s %.2f", t.Term, t.Score))
		}
		fmt.Fprintf(tw, "%d\t%s\t%.3f\t%.2f\t%s\t%s\n", i+1, sg.ID, sg.Score, sg.Lexical, dense, strings.Join(terms, ", "))
	}
	return tw.Flush()
}

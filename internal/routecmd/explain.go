package routecmd

import (
	"context"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/route"
)

const explainLong = `Explain one routing decision: the decision itself, then every skill of the
library with the filter's outcome for this request ("ok", or the first field
of its metadata.skill-router block that excluded it: harness, platform,
activation, trust, required_tools, required_mcps, scope) and its ranking
(band score, raw BM25F, fused score, rank among the compatible skills).

Use it when a task routes to the wrong skill or to none: a skill missing
from the compatible ones is filtered out (fix its metadata.skill-router
block, or pass --harness/--platform/--tools/--mcps/--cwd as the agent
would); a compatible skill below the bands needs a better description, or
bands tuned for the library (--min-score, --related-score; see
ingot-route eval).`

type explainOptions struct {
	routeOptions
}

// explainSkill is one skill's line in explain.
type explainSkill struct {
	ID      string   `json:"id"`
	Filter  string   `json:"filter"` // "ok" or the exclusion
	Score   float64  `json:"score"`  // band score s/(s+10)
	Lexical float64  `json:"lexical"`
	Dense   *float64 `json:"dense"`
	Fused   float64  `json:"fused"`
	// Rank among the compatible skills with any evidence, 1 = best; 0 when
	// filtered out or not matched at all.
	Rank int `json:"rank"`
}

type explainOutput struct {
	Request  route.Request  `json:"request"`
	Decision route.Decision `json:"decision"`
	// Bands are the thresholds in force.
	MinScore     float64        `json:"min_score"`
	RelatedScore float64        `json:"related_score"`
	Skills       []explainSkill `json:"skills"`
}

func newExplainCmd(f *factory, runF func(*explainOptions) error) *cobra.Command {
	o := &explainOptions{}
	cmd := &cobra.Command{
		Use:   `explain [flags] "TASK"`,
		Short: "Show every skill's filter outcome and score for a task",
		Long:  explainLong,
		Example: `  ingot-route explain "write RSpec specs for the Subscription model"
  ingot-route explain --harness claude --cwd ~/src/app --json "lint this project"`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return cli.Usagef(`give the task as one quoted argument: %s explain "TASK"`, Name)
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			o.cmd, o.task = cmd, args[0]
			if err := route.CheckPlatform(o.platform); err != nil {
				return &cli.UsageError{Err: err}
			}
			if runF != nil {
				return runF(o)
			}
			return runExplain(cmd.Context(), f, o)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&o.harness, "harness", "", "the agent harness asking: claude, codex, ... (default codex)")
	config.BindFlag(fl, "harness", envHarness)
	fl.StringVar(&o.cwd, "cwd", "", "working directory for project-scoped skills (default: this one)")
	fl.StringVar(&o.platform, "platform", "", "macos, linux or windows (default: this machine)")
	fl.StringSliceVar(&o.tools, "tools", nil, "available tools, comma-separated")
	fl.StringSliceVar(&o.mcps, "mcps", nil, "available MCP servers, comma-separated")
	fl.BoolVar(&o.json, "json", false, "write JSON")
	return cmd
}

func runExplain(ctx context.Context, f *factory, o *explainOptions) error {
	if strings.TrimSpace(o.task) == "" {
		return cli.Usagef("the task is empty")
	}
	s, r, closeEnc, err := f.open(ctx, o.cmd, needLexical)
	if err != nil {
		return err
	}
	defer closeEnc()
	req := o.request(s)
	d, err := r.Route(ctx, req)
	if err != nil {
		return err
	}
	skills := r.Skills()
	route.NameExclusions(&d, skills, req)
	sugg, _, err := r.Suggest(ctx, req.Task, len(skills))
	if err != nil {
		return err
	}
	outcome := map[string]route.Exclusion{}
	for _, fo := range route.Filter(skills, req) {
		outcome[fo.Skill] = fo.Excluded
	}
	out := explainOutput{Request: req, Decision: d, MinScore: r.Options().MinScore, RelatedScore: r.Options().RelatedScore, Skills: []explainSkill{}}
	// Ranked skills first, best first, then those with no evidence at all
	// (Suggest leaves them out), by id.
	seen := map[string]bool{}
	for _, sg := range sugg {
		seen[sg.ID] = true
		out.Skills = append(out.Skills, explainSkill{ID: sg.ID, Score: sg.Score, Lexical: sg.Lexical, Dense: sg.Dense, Fused: sg.Fused})
	}
	for _, sk := range skills {
		if !seen[sk.ID] {
			out.Skills = append(out.Skills, explainSkill{ID: sk.ID})
		}
	}
	rank := 0
	for i := range out.Skills {
		es := &out.Skills[i]
		es.Filter = "ok"
		if ex := outcome[es.ID]; ex != "" {
			es.Filter = string(ex)
		} else if es.Fused > 0 {
			rank++
			es.Rank = rank
		}
	}
	if o.json {
		return cli.WriteJSON(f.env.IO.Out, out)
	}
	return writeExplain(f.env.IO.Out, out)
}

func writeExplain(w io.Writer, o explainOutput) error {
	d := o.Decision
	switch {
	case d.Match != "":
		fmt.Fprintf(w, "match: %s (score %.3f ≥ %.3f)\n", d.Match, d.Score, o.MinScore)
	case d.RelatedMatch != "":
		fmt.Fprintf(w, "related_match: %s (score %.3f ≥ %.3f, < %.3f)\n", d.RelatedMatch, d.Score, o.RelatedScore, o.MinScore)
	default:
		fmt.Fprintf(w, "novel (score %.3f < %.3f)\n", d.Score, o.RelatedScore)
	}
	fmt.Fprintf(w, "reason: %s\nharness %s, platform %s, cwd %s\n\n", d.Reason, o.Request.Harness, route.NormalizePlatform(o.Request.Platform), o.Request.Cwd)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "RANK\tSCORE\tLEXICAL\tFUSED\tFILTER\tSKILL")
	for _, s := range o.Skills {
		rank := "-"
		if s.Rank > 0 {
			rank = fmt.Sprint(s.Rank)
		}
		fmt.Fprintf(tw, "%s\t%.3f\t%.2f\t%.2f\t%s\t%s\n", rank, s.Score, s.Lexical, s.Fused, s.Filter, s.ID)
	}
	return tw.Flush()
}

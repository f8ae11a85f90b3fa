package routecmd

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/route"
)

type collisionsOptions struct {
	cmd  *cobra.Command
	json bool
}

const collisionsLong = `List pairs of skills whose descriptions shadow each other: the cosine of
their tf-idf description vectors (1 = the same words) is at least the
threshold. Each pair is listed once, most similar first. The similarity is
lexical on purpose: it means the same whichever encoder is loaded, and the
description gate and create_skill's shadow check use the same measure.

The default threshold, 0.8, sits well above every pair of the 392-skill
reference corpus (its most similar pair scores 0.65, the 99th percentile of
nearest neighbours 0.63), so it flags near-copies, not neighbours.

Settings: --threshold / INGOT_COLLISION_SCORE (default 0.8), plus --home
and --skill-paths (see ingot-route --help).

EXIT STATUS
  0    success, whether or not collisions were found
  1    failure: unreadable library
  2    bad usage: a threshold outside 0..1
  130  interrupted`

func newCollisionsCmd(f *factory, runF func(*collisionsOptions) error) *cobra.Command {
	o := &collisionsOptions{}
	cmd := &cobra.Command{
		Use:     "collisions",
		Short:   "List skills whose descriptions shadow each other",
		Long:    collisionsLong,
		Example: `  ingot-route collisions --threshold 0.6`,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.cmd = cmd
			if runF != nil {
				return runF(o)
			}
			return runCollisions(cmd.Context(), f, o)
		},
	}
	cmd.Flags().Float64("threshold", route.DefaultCollisionScore, "description similarity at or above which two skills collide")
	config.BindFlag(cmd.Flags(), "threshold", envCollision)
	cmd.Flags().BoolVar(&o.json, "json", false, "write JSON")
	return cmd
}

type collisionsOutput struct {
	Threshold  float64           `json:"threshold"`
	Skills     int               `json:"skills"`
	Collisions []route.Collision `json:"collisions"`
}

func runCollisions(ctx context.Context, f *factory, o *collisionsOptions) error {
	s, err := f.settings(o.cmd)
	if err != nil {
		return err
	}
	th, err := s.cfg.Float(envCollision, route.DefaultCollisionScore)
	if err != nil {
		return &cli.UsageError{Err: err}
	}
	if th < 0 || th > 1 {
		return cli.Usagef("threshold %v: want a similarity between 0 and 1", th)
	}
	lib, err := f.library(ctx, s)
	if err != nil {
		return err
	}
	r, _, closeEnc, err := f.router(ctx, s, lib, needLexical, func(o *route.Options) { o.DenseWeight = 0 })
	if err != nil {
		return err
	}
	defer closeEnc()
	out := collisionsOutput{Threshold: th, Skills: len(r.Skills()), Collisions: r.Collisions(th)}
	if out.Collisions == nil {
		out.Collisions = []route.Collision{}
	}
	if o.json {
		return cli.WriteJSON(f.env.IO.Out, out)
	}
	w := f.env.IO.Out
	if len(out.Collisions) == 0 {
		fmt.Fprintf(w, "no collisions among %d skills at threshold %.2f\n", out.Skills, th)
		return nil
	}
	for _, c := range out.Collisions {
		fmt.Fprintf(w, "%.3f  %s  %s\n", c.Score, c.A, c.B)
	}
	fmt.Fprintf(w, "%d pair(s) among %d skills at threshold %.2f\n", len(out.Collisions), out.Skills, th)
	return nil
}

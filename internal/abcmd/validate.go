package abcmd

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/ab"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/evalset"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/route"
)

type validateOptions struct {
	IO    *cli.IOStreams
	Skill string
	JSON  bool

	cfg  *config.Config
	home string
	f    *factory
}

// ValidateReport is what validate finds.
type ValidateReport struct {
	Skill    string   `json:"skill"`
	Path     string   `json:"path"`
	Train    int      `json:"train"`
	Holdout  int      `json:"holdout"`
	Checks   int      `json:"checks"` // holdout and train tasks with an execution check
	Accept   int      `json:"acceptance"`
	Routing  int      `json:"routing"`
	Problems []string `json:"problems"`
	OK       bool     `json:"ok"`
}

func newValidateCmd(f *factory, runF func(context.Context, *validateOptions) error) *cobra.Command {
	opts := &validateOptions{IO: f.env.IO, f: f}
	cmd := &cobra.Command{
		Use:   "validate SKILL",
		Short: "Check a skill's eval set without calling any model",
		Long: `Check evals/SKILL.yaml the way ingot-ab reads it, without calling any model:
strict YAML (unknown keys, wrong types and empty tasks are errors naming
the file and line), execution checks (check:), acceptance regexps, routing
cases (they must name skills of the library), a holdout of at least
INGOT_PROMOTE_MIN_SAMPLES tasks, and leakage: a flat tasks: list, no
holdout split, or holdout tasks that (nearly) repeat train tasks, named
pair by pair with their similarity.

EXIT STATUS
  0    the eval set is ready for ingot-ab
  1    a problem was found (each is printed), or the skill is unknown
  2    bad usage
  130  interrupted`,
		Example: `  ingot-ab validate pdf
  ingot-ab validate anthropics/pdf --json`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Skill = args[0]
			cfg, home, err := f.config(cmd)
			if err != nil {
				return err
			}
			opts.cfg, opts.home = cfg, home
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return runValidate(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the report as JSON")
	return cmd
}

func runValidate(ctx context.Context, o *validateOptions) error {
	gs, err := gate.SettingsFrom(o.cfg.Getenv)
	if err != nil {
		return &cli.UsageError{Err: err}
	}
	lib, err := o.f.library(ctx, o.cfg, o.home)
	if err != nil {
		return err
	}
	sk, err := lookup(lib, o.Skill)
	if err != nil {
		return err
	}
	set, err := evalset.Load(o.home, sk.ID)
	if err != nil {
		return err
	}
	rep := ValidateReport{Skill: sk.ID, Path: relTo(o.home, set.Path), Holdout: len(set.Holdout), Accept: len(set.Acceptance), Routing: set.Routing, Problems: []string{}}
	if set.Split.Kind == "holdout" {
		rep.Train = len(set.Train)
	}
	for _, t := range append(append([]evalset.Task{}, set.Train...), set.Holdout...) {
		if t.Check != nil {
			rep.Checks++
		}
	}
	if set.Split.Kind != "holdout" {
		rep.Checks /= 2 // the flat list was counted as train and holdout
	}
	if len(set.Holdout) < gs.MinSamples {
		rep.Problems = append(rep.Problems, fmt.Sprintf("%s: the holdout has %d task(s), fewer than %s=%d", set.Path, len(set.Holdout), gate.EnvMinSamples, gs.MinSamples))
	}
	leak, err := set.Leakage(ctx, ab.TaskSimilarity, evalset.DefaultLeakageScore)
	if err != nil {
		return err
	}
	for _, l := range leak {
		rep.Problems = append(rep.Problems, "leakage: "+l)
	}
	if set.Routing > 0 {
		cases, err := route.LoadCases(set.Path)
		if err != nil {
			rep.Problems = append(rep.Problems, err.Error())
		}
		for _, c := range cases {
			if c.Expected != "" {
				if _, err := lib.Lookup(c.Expected); err != nil {
					rep.Problems = append(rep.Problems, fmt.Sprintf("%s: routing case expects %q, which is not a skill of the library", c.Where(), c.Expected))
				}
			}
		}
	}
	rep.OK = len(rep.Problems) == 0
	if o.JSON {
		if err := cli.WriteJSON(o.IO.Out, rep); err != nil {
			return err
		}
	} else {
		status := "ok"
		if !rep.OK {
			status = fmt.Sprintf("%d problem(s)", len(rep.Problems))
		}
		fmt.Fprintf(o.IO.Out, "%s: %d train, %d holdout task(s) (%d with an execution check), %d acceptance rule(s), %d routing case(s): %s\n",
			rep.Path, rep.Train, rep.Holdout, rep.Checks, rep.Accept, rep.Routing, status)
		for _, p := range rep.Problems {
			fmt.Fprintf(o.IO.Out, "  %s\n", strings.TrimSpace(p))
		}
	}
	if !rep.OK {
		return cli.SilentError
	}
	return nil
}

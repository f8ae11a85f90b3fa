package routecmd

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/lexical"
	"github.com/ingot-dev/ingot/pkg/route"
)

type evalOptions struct {
	cmd         *cobra.Command
	file        string
	json        bool
	cv          bool
	mode        string
	folds       int
	repeats     int
	seed        uint64
	maxFailures int
	small       []int
	draws       int
	holdOut     bool
	noBG        bool
	gate        string
	fitOn       []string
	learnHalf   bool
	learnWeight float64
}

const evalLong = `Route every case of a routing suite and report top-1 accuracy (a negative
is right when nothing is matched), in-scope top-1, recall@3 (the expected
skill among the first three compatible skills, band ignored), no-route
precision and recall, top-1 by kind, and the failing cases.

CASES is a YAML file, or a directory of them, with a top-level cases: list
(routing: works too). Each case has task, expected (a skill id such as
lambdatest/rspec-skill, a name only one skill carries, or null for "must
not route") and optionally kind, harness (default codex), platform, cwd,
available_tools, available_mcps and min_score — the reference's fields, so
its suites run unchanged.

--cv tunes instead of measuring one setting: repeated, kind-stratified
k-fold cross-validation chooses the match threshold (and, in hybrid mode,
the dense weight μ from 0…30) on k-1 folds and scores the held-out fold;
it reports the pooled cross-validated metrics, the setting fitted on every
case, and the suggested related threshold. --mode picks the signals:
lexical (BM25F only), hybrid (BM25F + μ·cosine, gate on BM25F) or dense
(the encoder's cosine only).

The band score is the match probability of the shipped gate model (see
the README of cmd/ingot-route); --gate score bands on the calibrated raw
BM25F score with its corpus-tuned thresholds instead, as the router did
before, for comparison. Every report shows the calibration of the band
score: cases binned by score, each bin's mean score beside the share of
its cases whose top skill is the right one, with the Brier score and the
expected calibration error.

--fit-on SUITE,... fits the gate model and its bands on other suites and
reports this one with it: cross-library validation (fit on one person's
library, measure another's). A SUITE is a cases file; its skills are the
skills/ folder beside it when there is one, else this library.

--small K,K,... measures whether the bands hold in small libraries: for
every case and size it routes in a library of K+1 skills — an in-scope
case's expected skill plus K drawn at random, a negative case's nearest
neighbour in the whole library plus K — and reports the same metrics, how
often the expected skill is surfaced (match or related match), how often
its own score lands in the same band as in the whole library, and the mean
shift of that score. --holdout draws each library from one random half of
the skills and builds the background from the other half, as for skills
the shipped background has never seen. --no-background scores with the
library's own statistics only (the router before its background prior),
for comparison.

--learn-half measures learning from use: each skill's in-scope cases are
split in two by a fixed seed (--seed), the first half learned as past
traffic judged good, and the other half, with every negative case,
routed with and without the learned requests; both reports are shown
side by side. --learn-weight sets the learned field's BM25F weight
(default: the shipped one).

` + settingsHelpText + `

EXIT STATUS
  0    the suite ran (failing cases are reported, not an error)
  1    failure: unreadable or invalid cases file (the error names the file
       and line), an expected skill missing from the library
  2    bad usage: no CASES argument, an unknown --mode
  130  interrupted`

func newEvalCmd(f *factory, runF func(*evalOptions) error) *cobra.Command {
	o := &evalOptions{}
	cmd := &cobra.Command{
		Use:   "eval CASES.yaml",
		Short: "Measure routing quality on labelled cases",
		Long:  evalLong,
		Example: `  ingot-route eval evals/routing.yaml
  ingot-route --skill-paths corpus/skills eval corpus/routing-dev.yaml --cv --json`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.cmd, o.file = cmd, args[0]
			switch o.mode {
			case "", "lexical", "hybrid", "dense":
			default:
				return cli.Usagef("--mode %q: want lexical, hybrid or dense", o.mode)
			}
			if o.folds < 2 || o.repeats < 1 {
				return cli.Usagef("--folds must be at least 2 and --repeats at least 1")
			}
			for _, k := range o.small {
				if k < 1 {
					return cli.Usagef("--small %d: want sizes of at least 1", k)
				}
			}
			if o.cv && len(o.small) > 0 {
				return cli.Usagef("--cv and --small are separate measurements: give one")
			}
			if o.holdOut && len(o.small) == 0 {
				return cli.Usagef("--holdout applies to --small")
			}
			if o.holdOut && o.noBG {
				return cli.Usagef("--holdout builds its own background: drop --no-background")
			}
			switch o.gate {
			case "prob", "score":
			default:
				return cli.Usagef("--gate %q: want prob or score", o.gate)
			}
			if len(o.fitOn) > 0 && (o.cv || len(o.small) > 0) {
				return cli.Usagef("--fit-on is its own measurement: drop --cv and --small")
			}
			if len(o.fitOn) > 0 && o.gate == "score" {
				return cli.Usagef("--fit-on fits the gate model: drop --gate score")
			}
			if o.learnHalf && (o.cv || len(o.small) > 0 || len(o.fitOn) > 0) {
				return cli.Usagef("--learn-half is its own measurement: drop --cv, --small and --fit-on")
			}
			if !(o.learnWeight >= 0) || math.IsInf(o.learnWeight, 0) || o.learnWeight > 0 && !o.learnHalf {
				return cli.Usagef("--learn-weight takes a finite weight ≥ 0 and applies to --learn-half")
			}
			if o.draws < 1 {
				return cli.Usagef("--draws must be at least 1")
			}
			if runF != nil {
				return runF(o)
			}
			return runEval(cmd.Context(), f, o)
		},
	}
	fl := cmd.Flags()
	fl.BoolVar(&o.json, "json", false, "write JSON")
	fl.BoolVar(&o.cv, "cv", false, "cross-validate: tune the threshold (and μ) instead of measuring the current setting")
	fl.StringVar(&o.mode, "mode", "", "signals: lexical, hybrid or dense (default: hybrid when the dense weight is above 0, else lexical)")
	fl.IntVar(&o.folds, "folds", 5, "folds for --cv")
	fl.IntVar(&o.repeats, "repeats", 20, "repeated shuffles for --cv")
	fl.Uint64Var(&o.seed, "seed", 1, "seed of the --cv shuffles")
	fl.IntVar(&o.maxFailures, "max-failures", 50, "failing cases to list in text output (JSON lists all)")
	fl.IntSliceVar(&o.small, "small", nil, "measure small libraries: K other skills per case's library (e.g. 2,5,20)")
	fl.IntVar(&o.draws, "draws", 5, "libraries drawn per case and size for --small")
	fl.BoolVar(&o.holdOut, "holdout", false, "with --small: draw from one half of the skills, background from the other")
	fl.BoolVar(&o.noBG, "no-background", false, "score with the library's own statistics only (no background prior)")
	fl.StringVar(&o.gate, "gate", "prob", "band on: prob (the match probability) or score (the raw BM25F band, as before)")
	fl.StringSliceVar(&o.fitOn, "fit-on", nil, "fit the gate model on these suites (cases files) and report CASES with it")
	fl.BoolVar(&o.learnHalf, "learn-half", false, "learn half of each skill's cases as past traffic, report the other half with and without learning")
	fl.Float64Var(&o.learnWeight, "learn-weight", 0, "with --learn-half: BM25F weight of the learned field (0: the default)")
	return cmd
}

type evalSettings struct {
	Mode         string  `json:"mode"`
	Encoder      string  `json:"encoder"`
	DenseWeight  float64 `json:"dense_weight"`
	MinScore     float64 `json:"min_score"`
	RelatedScore float64 `json:"related_score"`
	// Background is the document-frequency prior: "default" (the embedded
	// corpus statistics) or "none".
	Background string `json:"background"`
	// Gate is what the bands apply to: "prob" or "score".
	Gate string `json:"gate"`
	// LearnedSkills counts the skills routed with learned requests
	// (INGOT_ROUTE_LEARN on).
	LearnedSkills int `json:"learned_skills,omitempty"`
}

type evalOutput struct {
	Cases    string                    `json:"cases"`
	Settings evalSettings              `json:"settings"`
	Metrics  *route.Metrics            `json:"metrics,omitempty"`
	Failures []route.Outcome           `json:"failures,omitempty"`
	CV       *route.CVReport           `json:"cv,omitempty"`
	Small    *route.SmallLibraryReport `json:"small,omitempty"`
	// Calibration is the reliability of the band score (eval and --fit-on).
	Calibration *route.Calibration `json:"calibration,omitempty"`
	// FitOn are the suites --fit-on fitted on, and Gate the model it fitted.
	FitOn []string         `json:"fit_on,omitempty"`
	Gate  *route.GateModel `json:"gate_model,omitempty"`
}

func runEval(ctx context.Context, f *factory, o *evalOptions) error {
	s, err := f.settings(o.cmd)
	if err != nil {
		return err
	}
	cases, err := route.LoadCases(o.file)
	if err != nil {
		return err
	}
	if len(cases) == 0 {
		return fmt.Errorf("%s: no cases", o.file)
	}
	mode := o.mode
	if mode == "" {
		mode = "lexical"
		if s.denseWeight > 0 {
			mode = "hybrid"
		}
	}
	lib, err := f.library(ctx, s)
	if err != nil {
		return err
	}
	needs := needLexical
	switch mode {
	case "hybrid":
		needs = needEncoder
	case "dense":
		needs = needDenseAll
	}
	edit := func(opt *route.Options) {
		switch mode {
		case "lexical":
			opt.DenseWeight = 0
			if o.mode == "lexical" {
				opt.ShortLibraryDenseWeight = 0 // asked for: no switch to the encoder
			}
		case "dense":
			opt.Mode = route.DenseOnly
		}
		if o.noBG {
			opt.Background = lexical.NoBackground()
		}
		if o.gate == "score" {
			opt.Gate, opt.MinScore, opt.RelatedScore = nil, route.RawMinScore, route.RawRelatedScore
		}
	}
	r, _, closeEnc, err := f.router(ctx, s, lib, needs, edit)
	if err != nil {
		return err
	}
	defer closeEnc()
	var fitted *route.GateModel
	if len(o.fitOn) > 0 {
		var suites []route.Suite
		for _, file := range o.fitOn {
			tc, err := route.LoadCases(file)
			if err != nil {
				return err
			}
			tlib := lib
			if dir := filepath.Join(filepath.Dir(file), "skills"); isDir(dir) {
				s2 := *s
				s2.roots = []string{dir}
				if tlib, err = f.library(ctx, &s2); err != nil {
					return err
				}
			}
			tr, _, closeT, err := f.router(ctx, s, tlib, needs, edit)
			if err != nil {
				return err
			}
			defer closeT()
			suites = append(suites, route.Suite{Name: file, Router: tr, Cases: tc})
		}
		m, err := route.FitGateOn(ctx, suites)
		if err != nil {
			return fmt.Errorf("--fit-on: %w", err)
		}
		fitted = &m
		r = r.WithGate(fitted, m.MinScore, m.RelatedScore)
	}
	opt := r.Options()
	if mode == "lexical" && r.DenseWeight() > 0 {
		mode = "hybrid (short library)"
	}
	minS, relS := r.Bands()
	out := evalOutput{Cases: o.file, FitOn: o.fitOn, Gate: fitted, Settings: evalSettings{Mode: mode, Encoder: "none", DenseWeight: r.DenseWeight(), MinScore: minS, RelatedScore: relS, Background: "default", Gate: o.gate}}
	if opt.Background.Len() == 0 {
		out.Settings.Background = "none"
	}
	if n := r.LearnedCount(); n > 0 && !o.learnHalf {
		out.Settings.LearnedSkills = n
		f.warn(fmt.Sprintf("routing with the learned requests of %d skills (%s on)", n, route.EnvLearn))
	}
	if opt.Embedder != nil {
		out.Settings.Encoder = opt.Embedder.ID()
	}
	if mode == "hybrid" && opt.Embedder == nil {
		return fmt.Errorf("hybrid mode needs an encoder (--encoder use-lite with its weights, or ort:<dir>)")
	}
	if o.learnHalf {
		return runLearnHalf(ctx, f, o, s, lib, r, cases, needs, edit, out)
	}
	if len(o.small) > 0 {
		rep, err := r.EvaluateSmallLibraries(ctx, cases, route.SmallLibraryOptions{Others: o.small, Draws: o.draws, Seed: o.seed, HoldOut: o.holdOut})
		if err != nil {
			return err
		}
		out.Small = &rep
		if o.json {
			return cli.WriteJSON(f.env.IO.Out, out)
		}
		return writeSmall(f.env.IO.Out, out, rep, o.draws)
	}
	if o.cv {
		grid := []float64{0}
		if mode == "hybrid" {
			grid = route.DefaultMuGrid
		}
		rep, err := r.CrossValidate(ctx, cases, route.CVOptions{Folds: o.folds, Repeats: o.repeats, Seed: o.seed, MuGrid: grid})
		if err != nil {
			return err
		}
		out.CV = &rep
		if o.json {
			return cli.WriteJSON(f.env.IO.Out, out)
		}
		return writeCV(f.env.IO.Out, out, rep)
	}
	rep, err := r.Evaluate(ctx, cases)
	if err != nil {
		return err
	}
	out.Metrics, out.Failures, out.Calibration = &rep.Metrics, rep.Failures, &rep.Calibration
	if out.Failures == nil {
		out.Failures = []route.Outcome{}
	}
	if o.json {
		return cli.WriteJSON(f.env.IO.Out, out)
	}
	w := f.env.IO.Out
	fmt.Fprintf(w, "%s: %d cases, mode %s, encoder %s, dense weight %g, gate %s, min score %.3f, related %.3f, background %s\n",
		o.file, rep.Cases, mode, out.Settings.Encoder, r.DenseWeight(), o.gate, out.Settings.MinScore, out.Settings.RelatedScore, out.Settings.Background)
	if fitted != nil {
		fmt.Fprintf(w, "gate fitted on %s: %s\n", strings.Join(o.fitOn, ", "), fitted)
	}
	fmt.Fprintln(w)
	writeMetrics(w, "", rep.Metrics)
	writeCalibration(w, "", rep.Calibration)
	fmt.Fprintf(w, "\nfailures: %d\n", len(rep.Failures))
	for i, fl := range rep.Failures {
		if i == o.maxFailures {
			fmt.Fprintf(w, "  … %d more (use --json for all)\n", len(rep.Failures)-i)
			break
		}
		exp := fl.Expected
		if exp == "" {
			exp = "no route"
		}
		got := fl.Match
		if got == "" {
			got = "no match (" + string(fl.Band) + ")"
		}
		id := fl.ID
		if id != "" {
			id += " "
		}
		fmt.Fprintf(w, "  %s %s[%s] expected %s, got %s (score %.3f; ranked %s)\n    %s\n",
			fl.Where, id, fl.Kind, exp, got, fl.Score, strings.Join(fl.Ranked, ", "), fl.Task)
	}
	return nil
}

func writeMetrics(w io.Writer, indent string, m route.Metrics) {
	fmt.Fprintf(w, "%stop-1               %.3f\n", indent, m.Top1)
	fmt.Fprintf(w, "%sin-scope top-1      %.3f\n", indent, m.InScopeTop1)
	fmt.Fprintf(w, "%srecall@3            %.3f\n", indent, m.RecallAt3)
	fmt.Fprintf(w, "%sno-route precision  %.3f\n", indent, m.NoRoutePrecision)
	fmt.Fprintf(w, "%sno-route recall     %.3f\n", indent, m.NoRouteRecall)
	var kinds []string
	for k := range m.ByKind {
		kinds = append(kinds, k)
	}
	slices.Sort(kinds)
	fmt.Fprintf(w, "%sby kind:\n", indent)
	for _, k := range kinds {
		name := k
		if name == "" {
			name = "(none)"
		}
		fmt.Fprintf(w, "%s  %-12s %.3f  (%d cases)\n", indent, name, m.ByKind[k].Top1, m.ByKind[k].Cases)
	}
}

func writeCalibration(w io.Writer, indent string, c route.Calibration) {
	fmt.Fprintf(w, "%scalibration of the band score (%d cases; Brier %.3f, ECE %.3f):\n", indent, c.Cases, c.Brier, c.ECE)
	for _, b := range c.Bins {
		if b.Cases == 0 {
			continue
		}
		fmt.Fprintf(w, "%s  %.1f–%.1f  %4d cases  mean score %.3f  top skill right %.3f\n", indent, b.Lo, b.Hi, b.Cases, b.MeanProb, b.Observed)
	}
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

func writeCV(w io.Writer, out evalOutput, rep route.CVReport) error {
	fmt.Fprintf(w, "%s: %d cases, mode %s, encoder %s; %d-fold CV × %d repeats\n\n", out.Cases, rep.Metrics.Cases, rep.Mode, out.Settings.Encoder, rep.Folds, rep.Repeats)
	fmt.Fprintf(w, "cross-validated (mean of pooled out-of-fold metrics; top-1 sd %.3f):\n", rep.Top1SD)
	writeMetrics(w, "  ", rep.Metrics)
	var mus []string
	for mu, n := range rep.MuChosen {
		mus = append(mus, fmt.Sprintf("μ=%s ×%d", mu, n))
	}
	slices.Sort(mus)
	fmt.Fprintf(w, "  chosen per fold: %s; mean min score %.3f\n\n", strings.Join(mus, ", "), rep.MinScore)
	raw := ""
	if rep.Mode != "dense-only" && out.Settings.Gate == "score" {
		raw = fmt.Sprintf(" (raw BM25F %.2f)", route.Uncalibrate(rep.Fitted.MinScore))
	}
	if rep.Calibration != nil {
		writeCalibration(w, "  ", *rep.Calibration)
	}
	fmt.Fprintf(w, "fitted on all cases (optimistic): dense weight %g, min score %.3f%s, suggested related score %.3f\n",
		rep.Fitted.DenseWeight, rep.Fitted.MinScore, raw, rep.RelatedScore)
	writeMetrics(w, "  ", rep.FittedMetrics)
	return nil
}

func writeSmall(w io.Writer, out evalOutput, rep route.SmallLibraryReport, draws int) error {
	fmt.Fprintf(w, "%s: %d cases, mode %s, min score %.3f, related %.3f; background %s; %d libraries per case and size\n\n",
		out.Cases, rep.Full.Cases, out.Settings.Mode, out.Settings.MinScore, out.Settings.RelatedScore, rep.Background, draws)
	fmt.Fprintf(w, "%-8s %6s %6s %8s %8s %6s %6s %8s %9s %9s\n", "skills", "top-1", "in-sc", "surfaced", "recall@3", "nr-P", "nr-R", "same-band", "shift", "|shift|")
	row := func(name string, m route.SmallLibraryMetrics) {
		fmt.Fprintf(w, "%-8s %6.3f %6.3f %8.3f %8.3f %6.3f %6.3f %8.3f %+9.3f %9.3f\n", name, m.Top1, m.InScopeTop1, m.Surfaced, m.RecallAt3,
			m.NoRoutePrecision, m.NoRouteRecall, m.BandAgreement, m.ScoreShift, m.AbsScoreShift)
	}
	for _, m := range rep.Sizes {
		row(fmt.Sprint(m.Skills), m)
	}
	row(fmt.Sprintf("all %d", rep.Full.Skills), rep.Full)
	return nil
}

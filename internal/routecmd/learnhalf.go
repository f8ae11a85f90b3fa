package routecmd

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// learnHalfOutput is `eval --learn-half`: the evaluation half routed
// without and with the past half learned.
type learnHalfOutput struct {
	Cases    string       `json:"cases"`
	Settings evalSettings `json:"settings"`
	Seed     uint64       `json:"seed"`
	// LearnedWeight is the learned field's BM25F weight.
	LearnedWeight float64 `json:"learned_weight"`
	// Learned is how many past cases were learned, over how many skills;
	// Evaluated how many cases were routed (the other in-scope half and
	// every negative).
	Learned   int           `json:"learned"`
	Skills    int           `json:"skills"`
	Evaluated int           `json:"evaluated"`
	Without   learnHalfSide `json:"without"`
	With      learnHalfSide `json:"with"`
	// Fixed are the cases learning made right, Broken those it made
	// wrong.
	Fixed  []route.Outcome `json:"fixed"`
	Broken []route.Outcome `json:"broken"`
	// Replayed is the past half itself routed again, without and with
	// learning: requests that recur word for word (in-scope top-1).
	Replayed struct {
		Cases   int     `json:"cases"`
		Without float64 `json:"without"`
		With    float64 `json:"with"`
	} `json:"replayed"`
}

type learnHalfSide struct {
	Metrics     route.Metrics     `json:"metrics"`
	Calibration route.Calibration `json:"calibration"`
}

func runLearnHalf(ctx context.Context, f *factory, o *evalOptions, s *settings, lib *skill.Library, r *route.Router, cases []route.Case, needs routerNeeds, edit func(*route.Options), out evalOutput) error {
	past, evalCases, replay, err := r.LearnHalf(cases, o.seed)
	if err != nil {
		return err
	}
	if len(past) == 0 {
		if !slices.ContainsFunc(cases, func(c route.Case) bool { return !c.Negative() }) {
			return fmt.Errorf("%s: --learn-half: no in-scope case (every case expects no route), so nothing can be learned", o.file)
		}
		return fmt.Errorf("%s: --learn-half: with seed %d no in-scope case fell in the learned half (a skill with one in-scope case is learned or evaluated by a coin of the seed); give a skill two in-scope cases, or try another --seed", o.file, o.seed)
	}
	if !slices.ContainsFunc(evalCases, func(c route.Case) bool { return !c.Negative() }) {
		f.warn("the evaluated half holds no in-scope case (every one was learned): its in-scope top-1 and recall@3 read 1.000 for want of cases; only the negatives and the replayed past measure anything")
	}
	build := func(learned []route.LearnedRequest) (*route.Router, func() error, error) {
		rr, _, closeEnc, err := f.router(ctx, s, lib, needs, func(opt *route.Options) {
			edit(opt)
			opt.Learned, opt.LearnedWeight = learned, o.learnWeight
			opt.IndexDir = "" // a measurement: keep the saved indexes of real use
		})
		return rr, closeEnc, err
	}
	without, closeA, err := build(nil)
	if err != nil {
		return err
	}
	defer closeA()
	with, closeB, err := build(past)
	if err != nil {
		return err
	}
	defer closeB()
	repA, err := without.Evaluate(ctx, evalCases)
	if err != nil {
		return err
	}
	repB, err := with.Evaluate(ctx, evalCases)
	if err != nil {
		return err
	}
	repRA, err := without.Evaluate(ctx, replay)
	if err != nil {
		return err
	}
	repRB, err := with.Evaluate(ctx, replay)
	if err != nil {
		return err
	}
	weight := o.learnWeight
	if weight == 0 {
		weight = route.DefaultLearnedWeight
	}
	res := learnHalfOutput{Cases: o.file, Settings: out.Settings, Seed: o.seed, LearnedWeight: weight,
		Learned: len(past), Skills: with.LearnedCount(), Evaluated: len(evalCases),
		Without: learnHalfSide{repA.Metrics, repA.Calibration}, With: learnHalfSide{repB.Metrics, repB.Calibration},
		Fixed: []route.Outcome{}, Broken: []route.Outcome{}}
	res.Replayed.Cases, res.Replayed.Without, res.Replayed.With = len(replay), repRA.InScopeTop1, repRB.InScopeTop1
	for i := range repA.Outcomes {
		a, b := repA.Outcomes[i], repB.Outcomes[i]
		switch {
		case !a.Correct && b.Correct:
			res.Fixed = append(res.Fixed, b)
		case a.Correct && !b.Correct:
			res.Broken = append(res.Broken, b)
		}
	}
	if o.json {
		return cli.WriteJSON(f.env.IO.Out, res)
	}
	w := f.env.IO.Out
	fmt.Fprintf(w, "%s: learned %d past cases over %d skills (seed %d, learned-field weight %g); evaluated %d cases, mode %s, gate %s\n\n",
		o.file, res.Learned, res.Skills, o.seed, weight, res.Evaluated, out.Settings.Mode, out.Settings.Gate)
	ma, mb := repA.Metrics, repB.Metrics
	row := func(name string, a, b float64) { fmt.Fprintf(w, "%-20s %8.3f %8.3f %+8.3f\n", name, a, b, b-a) }
	fmt.Fprintf(w, "%-20s %8s %8s %8s\n", "", "without", "with", "change")
	row("top-1", ma.Top1, mb.Top1)
	row("in-scope top-1", ma.InScopeTop1, mb.InScopeTop1)
	row("recall@3", ma.RecallAt3, mb.RecallAt3)
	row("no-route precision", ma.NoRoutePrecision, mb.NoRoutePrecision)
	row("no-route recall", ma.NoRouteRecall, mb.NoRouteRecall)
	var kinds []string
	for k := range mb.ByKind {
		kinds = append(kinds, k)
	}
	slices.Sort(kinds)
	for _, k := range kinds {
		name := k
		if name == "" {
			name = "(none)"
		}
		row(fmt.Sprintf("%s (%d)", name, mb.ByKind[k].Cases), ma.ByKind[k].Top1, mb.ByKind[k].Top1)
	}
	row("ECE", repA.Calibration.ECE, repB.Calibration.ECE)
	row(fmt.Sprintf("replayed past (%d)", len(replay)), repRA.InScopeTop1, repRB.InScopeTop1)
	for _, x := range []struct {
		name string
		list []route.Outcome
	}{{"fixed by learning", res.Fixed}, {"broken by learning", res.Broken}} {
		fmt.Fprintf(w, "\n%s: %d\n", x.name, len(x.list))
		for _, c := range x.list {
			exp := c.Expected
			if exp == "" {
				exp = "no route"
			}
			got := c.Match
			if got == "" {
				got = "no match"
			}
			fmt.Fprintf(w, "  %s [%s] expected %s, now %s (score %.3f; ranked %s)\n    %s\n", c.Where, c.Kind, exp, got, c.Score, strings.Join(c.Ranked, ", "), c.Task)
		}
	}
	return nil
}

package bench

import (
	"fmt"
	"math"

	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
)

// TaskResult is one task's runs in every arm.
type TaskResult struct {
	ID       string         `json:"id"`
	Metadata map[string]any `json:"metadata,omitempty"`
	// Trials by arm (in Result.Arms order), one per repeat.
	Trials [][]Trial `json:"trials"`
	// PassRate by arm: the share of counted runs that passed (nil when
	// no run of the arm counted).
	PassRate []*float64 `json:"pass_rate"`
	// Counted runs by arm.
	Counted []int `json:"counted"`
}

// ArmSummary is one arm over all tasks (pass rate: the mean over tasks
// of the per-task pass rate, tasks with no counted run left out).
type ArmSummary = evidence.BenchArm

// TaskDelta is one task's paired pass rates in two arms, the delta and
// its 95% interval over the paired repeats (gate.BootstrapCI).
type TaskDelta = evidence.BenchTask

// Comparison pairs two arms task by task: pass rates, normalised gain
// ((test - base) / (1 - base)), and the tasks made worse.
type Comparison = evidence.BenchComparison

// Result is a finished benchmark run.
type Result struct {
	Arms         []ArmSummary `json:"arms"`
	Tasks        []TaskResult `json:"tasks"`
	Comparisons  []Comparison `json:"comparisons"`
	Repeat       int          `json:"repeat"`
	Harness      string       `json:"harness"`
	RequireSkill bool         `json:"require_skill"`
}

func summarise(tasks []Task, arms []Arm, trials [][][]Trial, o Options) *Result {
	res := &Result{Repeat: o.Repeat, Harness: o.Harness, RequireSkill: o.RequireSkill}
	sums := make([]float64, len(arms))
	for _, a := range arms {
		res.Arms = append(res.Arms, ArmSummary{Name: a.Name, Ref: a.Ref})
	}
	for i, t := range tasks {
		tr := TaskResult{ID: t.ID, Metadata: t.Config.Metadata, Trials: trials[i]}
		for a := range arms {
			passed, counted := 0, 0
			for _, x := range trials[i][a] {
				res.Arms[a].Runs++
				if x.SkillLoaded {
					res.Arms[a].Loaded++
				}
				if x.Counted {
					counted++
					if x.Passed {
						passed++
					}
				}
			}
			tr.Counted = append(tr.Counted, counted)
			if counted == 0 {
				tr.PassRate = append(tr.PassRate, nil)
				continue
			}
			p := round6(float64(passed) / float64(counted))
			tr.PassRate = append(tr.PassRate, &p)
			res.Arms[a].Counted += counted
			res.Arms[a].Tasks++
			sums[a] += p
		}
		res.Tasks = append(res.Tasks, tr)
	}
	for a := range res.Arms {
		if res.Arms[a].Tasks > 0 {
			res.Arms[a].PassRate = round6(sums[a] / float64(res.Arms[a].Tasks))
		}
	}
	// without vs with; champion vs challenger when there is one.
	if len(arms) >= 2 {
		res.Comparisons = append(res.Comparisons, res.compare(0, 1))
	}
	if len(arms) >= 3 {
		res.Comparisons = append(res.Comparisons, res.compare(0, 2), res.compare(1, 2))
	}
	return res
}

// compare pairs arm b (base) with arm x (test).
func (r *Result) compare(b, x int) Comparison {
	c := Comparison{Base: r.Arms[b].Name, Test: r.Arms[x].Name, Worse: []string{}}
	var sumB, sumX float64
	for _, t := range r.Tasks {
		d := TaskDelta{ID: t.ID}
		pb, px := t.PassRate[b], t.PassRate[x]
		switch {
		case pb == nil && px == nil:
			d.Inconclusive = "no counted run in either arm"
		case px == nil:
			d.Inconclusive = fmt.Sprintf("no counted run with %s (%s)", c.Test, why(t.Trials[x]))
		case pb == nil:
			d.Inconclusive = fmt.Sprintf("no counted run with %s (%s)", c.Base, why(t.Trials[b]))
		}
		if d.Inconclusive != "" {
			c.Tasks = append(c.Tasks, d)
			continue
		}
		d.Base, d.Test = *pb, *px
		d.Delta = round6(d.Test - d.Base)
		// Paired repeats: repeat i of one arm against repeat i of the
		// other, where both counted.
		var ds []float64
		for i := range t.Trials[b] {
			tb, tx := t.Trials[b][i], t.Trials[x][i]
			if tb.Counted && tx.Counted {
				ds = append(ds, b2f(tx.Passed)-b2f(tb.Passed))
			}
		}
		if len(ds) == 0 {
			ds = []float64{d.Delta}
		}
		lo, hi := gate.BootstrapCI(ds, 0.95, 2000)
		d.CILow, d.CIHigh = round6(lo), round6(hi)
		if d.Delta < -1e-9 {
			c.Worse = append(c.Worse, t.ID)
		}
		sumB += d.Base
		sumX += d.Test
		c.N++
		c.Tasks = append(c.Tasks, d)
	}
	if c.N > 0 {
		c.BasePassRate, c.TestPassRate = round6(sumB/float64(c.N)), round6(sumX/float64(c.N))
		if c.BasePassRate < 1-1e-9 {
			g := round6((c.TestPassRate - c.BasePassRate) / (1 - c.BasePassRate))
			c.NormalisedGain = &g
		}
	}
	return c
}

// why says why no run of an arm counted.
func why(ts []Trial) string {
	for _, t := range ts {
		if t.Inconclusive != "" {
			return t.Inconclusive
		}
	}
	return fmt.Sprintf("the skill was not loaded in any of %d run(s) and --require-skill is set", len(ts))
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func round6(x float64) float64 { return math.Round(x*1e6) / 1e6 }

// Pass is the gate pass of a benchmark measurement.
const Pass = "bench"

// GateInput is the gate's raw facts for comparison c: each conclusive
// task a case (base as champion, test as challenger, pass rates as
// scores), and the worse-task rule (gate.WorseBlock unless allowWorse).
func GateInput(c Comparison, allowWorse bool) gate.Input {
	in := gate.Input{Pass: Pass, WorseTasks: gate.WorseBlock}
	if allowWorse {
		in.WorseTasks = gate.WorseWarn
	}
	for _, d := range c.Tasks {
		in.Cases = append(in.Cases, gate.Case{ID: d.ID, Champion: d.Base, Challenger: d.Test, Inconclusive: d.Inconclusive})
	}
	return in
}

// Primary is the comparison the verdict is about: champion against
// challenger when there is a challenger, else without against with.
func (r *Result) Primary() Comparison {
	return r.Comparisons[len(r.Comparisons)-1]
}

// Evidence is the result as the evidence bundle keeps it (without the
// trials, which go to the file trials names).
func (r *Result) Evidence(tasksDir string, allowWorse bool, trials string) *evidence.Bench {
	return &evidence.Bench{Tasks: tasksDir, Harness: r.Harness, Repeat: r.Repeat, RequireSkill: r.RequireSkill,
		AllowWorse: allowWorse, Arms: r.Arms, Comparisons: r.Comparisons, Trials: trials}
}

package evidence

import (
	"fmt"
	"strings"
)

// Bench is a benchmark measurement (ingot-ab --bench): executable tasks
// run with the skill and without it (and champion against challenger),
// their paired pass rates, and the tasks a change made worse.
type Bench struct {
	Tasks        string `json:"tasks"` // the benchmark folder, as given
	Harness      string `json:"harness"`
	Repeat       int    `json:"repeat"`
	RequireSkill bool   `json:"require_skill"`
	// AllowWorse says the worse-task rule warned instead of blocking.
	AllowWorse  bool              `json:"allow_worse,omitempty"`
	Arms        []BenchArm        `json:"arms"`
	Comparisons []BenchComparison `json:"comparisons"`
	// Trials names the file (relative to the bundle) holding every run:
	// steps, rewards, how the verifier ended.
	Trials string `json:"trials,omitempty"`
}

// BenchArm is one condition over all tasks.
type BenchArm struct {
	Name string `json:"name"`          // without, with, challenger
	Ref  string `json:"ref,omitempty"` // skill id@revision ("" without)
	// PassRate is the mean over tasks of the per-task pass rate.
	PassRate float64 `json:"pass_rate"`
	Tasks    int     `json:"tasks"`   // tasks with a counted run
	Runs     int     `json:"runs"`    // runs made
	Counted  int     `json:"counted"` // runs counted (--require-skill drops some)
	Loaded   int     `json:"skill_loaded"`
}

// BenchComparison pairs two arms task by task.
type BenchComparison struct {
	Base         string  `json:"base"`
	Test         string  `json:"test"`
	BasePassRate float64 `json:"base_pass_rate"`
	TestPassRate float64 `json:"test_pass_rate"`
	// NormalisedGain is (test - base) / (1 - base); nil when the base
	// passes every task.
	NormalisedGain *float64    `json:"normalised_gain"`
	N              int         `json:"n"` // conclusive paired tasks
	Worse          []string    `json:"worse"`
	Tasks          []BenchTask `json:"tasks"`
}

// BenchTask is one task's paired pass rates, the delta and its 95%
// bootstrap interval over the paired repeats.
type BenchTask struct {
	ID           string  `json:"id"`
	Base         float64 `json:"base"`
	Test         float64 `json:"test"`
	Delta        float64 `json:"delta"`
	CILow        float64 `json:"ci_low"`
	CIHigh       float64 `json:"ci_high"`
	Inconclusive string  `json:"inconclusive,omitempty"`
}

// benchMarkdown renders the benchmark section of EVIDENCE.md.
func benchMarkdown(p func(string, ...any), b *Bench) {
	p("## Benchmark\n\n")
	p("Tasks `%s`, harness %s, %d repeat(s)", b.Tasks, b.Harness, b.Repeat)
	if b.RequireSkill {
		p(", only runs that loaded the skill counted")
	}
	p(".\n\n| arm | skill | pass rate | tasks | runs | counted | skill loaded |\n|---|---|---|---|---|---|---|\n")
	for _, a := range b.Arms {
		p("| %s | %s | %.3f | %d | %d | %d | %d |\n", mdCell(a.Name), mdCell(noSkill(a.Ref)), a.PassRate, a.Tasks, a.Runs, a.Counted, a.Loaded)
	}
	for _, c := range b.Comparisons {
		gain := "n/a (base passes everything)"
		if c.NormalisedGain != nil {
			gain = fmt.Sprintf("%+.3f", *c.NormalisedGain)
		}
		p("\n### %s vs %s\n\nPass rate %.3f -> %.3f, normalised gain %s, n=%d.", c.Base, c.Test, c.BasePassRate, c.TestPassRate, gain, c.N)
		if len(c.Worse) > 0 {
			p(" **Made worse:** %s.", mdCell(strings.Join(c.Worse, ", ")))
		}
		p("\n\n| task | %s | %s | delta | 95%% interval |\n|---|---|---|---|---|\n", mdCell(c.Base), mdCell(c.Test))
		for _, t := range c.Tasks {
			if t.Inconclusive != "" {
				p("| %s | | | inconclusive: %s | |\n", mdCell(t.ID), mdCell(t.Inconclusive))
				continue
			}
			p("| %s | %.2f | %.2f | %+.2f | [%+.2f, %+.2f] |\n", mdCell(t.ID), t.Base, t.Test, t.Delta, t.CILow, t.CIHigh)
		}
	}
	p("\n")
}

func noSkill(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

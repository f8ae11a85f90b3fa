package abcmd

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/spf13/pflag"
	"golang.org/x/term"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/ab"
	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/bench"
	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/jsonl"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/sandbox"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// benchOptions are the flags of ingot-ab --bench.
type benchOptions struct {
	Dir          string
	MaxParallel  int
	MaxSteps     int
	RequireSkill bool
	AllowWorse   bool
	Harness      string
	Command      string
}

const benchHelp = `
BENCHMARK TASKS (--bench DIR)
  --bench DIR runs the executable tasks of DIR (SkillsBench/Harbor layout:
  one folder per task with instruction.md, task.toml, environment/ and
  tests/test.sh writing a reward; see pkg/bench) with the skill and
  without it, --repeat times each, in the bubblewrap sandbox (no network
  unless task.toml sets [environment] allow_internet = true). With
  --challenger DIR (or candidate records on stdin) the challenger runs
  too and the verdict is about champion vs challenger: an evidence
  bundle is written and its record printed for ingot-promote propose. Without one the verdict is about
  with vs without, and the report goes to runs/bench/SKILL/<ts>/ (stdout:
  a summary, or the report with --json). Either way the gate computes the
  verdict from the paired per-task pass rates; a task the skill (or the
  challenger) made worse blocks it unless --allow-worse.
  --harness builtin (default) is the reference agent with one shell tool
  confined to the task's sandbox (INGOT_AGENT_MODEL answers, at most
  --max-steps turns); --harness command runs --command TEMPLATE there
  instead, e.g. --command 'claude -p {instruction}' ({instruction} is the
  shell-quoted instruction, {skills_dir} /work/skills).
  --require-skill counts a run with the skill only when its trace shows
  the skill loaded (its skills/NAME/SKILL.md read). Candidate records on
  stdin are measured like --challenger folders: one run and one evidence
  bundle each (other records pass through); with none, the run is with
  vs without.`

func addBenchFlags(fl *pflag.FlagSet, b *benchOptions) {
	fl.StringVar(&b.Dir, "bench", "", "run the executable tasks of this folder (SkillsBench/Harbor layout) with and without the skill")
	fl.IntVar(&b.MaxParallel, "max-parallel", 2, "with --bench: task runs at once")
	fl.IntVar(&b.MaxSteps, "max-steps", bench.DefaultMaxSteps, "with --bench: turns of the built-in agent per run")
	fl.BoolVar(&b.RequireSkill, "require-skill", false, "with --bench: count a run with the skill only when its trace shows the skill loaded")
	fl.BoolVar(&b.AllowWorse, "allow-worse", false, "with --bench: a task made worse warns instead of blocking")
	fl.StringVar(&b.Harness, "harness", bench.HarnessBuiltin, "with --bench: builtin (the reference agent with a sandboxed shell) or command")
	fl.StringVar(&b.Command, "command", "", "with --bench --harness command: the harness command template ({instruction}, {skills_dir})")
}

func (b *benchOptions) check(changed func(string) bool) error {
	if b.Dir == "" {
		for _, f := range []string{"max-parallel", "max-steps", "require-skill", "allow-worse", "harness", "command"} {
			if changed(f) {
				return cli.Usagef("--%s needs --bench DIR", f)
			}
		}
		return nil
	}
	switch {
	case changed("mode"):
		return cli.Usagef("--mode does not apply to --bench (the tasks run in the sandbox with the built-in agent or --harness command)")
	case b.Harness != bench.HarnessBuiltin && b.Harness != bench.HarnessCommand:
		return cli.Usagef("--harness must be builtin or command (got %q)", b.Harness)
	case b.Harness == bench.HarnessCommand && strings.TrimSpace(b.Command) == "":
		return cli.Usagef("--harness command needs --command TEMPLATE")
	case b.Harness != bench.HarnessCommand && b.Command != "":
		return cli.Usagef("--command needs --harness command")
	case b.MaxParallel < 1 || b.MaxParallel > 64:
		return cli.Usagef("--max-parallel must be between 1 and 64 (got %d)", b.MaxParallel)
	case b.MaxSteps < 1 || b.MaxSteps > 200:
		return cli.Usagef("--max-steps must be between 1 and 200 (got %d)", b.MaxSteps)
	}
	return nil
}

// benchReport is what --bench without a challenger writes (bench.json)
// and prints with --json.
type benchReport struct {
	Kind     string       `json:"kind"`
	V        int          `json:"v"`
	Skill    string       `json:"skill"`
	Revision revision.ID  `json:"revision"`
	Dir      string       `json:"dir"` // the report folder, relative to the home
	Verdict  gate.Verdict `json:"gate"`
	Input    gate.Input   `json:"gate_input"`
	*evidence.Bench
}

func runBench(ctx context.Context, o *abOptions) error {
	ios, bo := o.IO, o.bench
	gs, err := gate.SettingsFrom(o.cfg.Getenv)
	if err != nil {
		return &cli.UsageError{Err: err}
	}
	mode, err := sandbox.ModeFromEnv(o.cfg.Getenv)
	if err != nil {
		return &cli.UsageError{Err: err}
	}
	if mode == sandbox.ModeOff {
		return fmt.Errorf("%s=off: benchmark tasks only run in the sandbox", sandbox.EnvMode)
	}
	tasks, err := bench.Load(bo.Dir)
	if err != nil {
		return err
	}
	lib, err := o.f.library(ctx, o.cfg, o.home)
	if err != nil {
		return err
	}
	sk, err := lookup(lib, o.Skill)
	if err != nil {
		return err
	}
	opt := bench.Options{
		Sandbox: sandbox.New(sandbox.Options{Mode: mode}), Harness: bo.Harness, Command: bo.Command, SkillName: sk.Name,
		Repeat: o.Repeat, MaxParallel: bo.MaxParallel, MaxSteps: bo.MaxSteps, MaxTokens: o.MaxTokens,
		RequireSkill: bo.RequireSkill, PassScore: gs.PassScore,
	}
	agentModel := ""
	var client *llm.Client
	if bo.Harness == bench.HarnessBuiltin {
		settings, err := llm.SettingsFrom(o.cfg.Getenv)
		if err != nil {
			return err
		}
		if err := settings.Require(llm.RoleAgent); err != nil {
			return err
		}
		settings.NoCache = settings.NoCache || o.NoCache
		if agentModel, err = settings.Model(llm.RoleAgent); err != nil {
			return err
		}
		if client, err = llm.New(settings, llm.Options{Home: o.home, Logger: o.f.env.Logger()}); err != nil {
			return err
		}
		opt.Client = client
	}
	var mu sync.Mutex
	opt.Progress = func(tr bench.Trial, done, total int) {
		mu.Lock()
		defer mu.Unlock()
		state := fmt.Sprintf("reward %.2f", tr.Reward)
		if tr.Inconclusive != "" {
			state = "inconclusive: " + tr.Inconclusive
		} else if !tr.Counted {
			state += " (not counted: the skill was not loaded)"
		}
		notef(ios.ErrOut, "[%d/%d] %s %s repeat %d: %s; %s", done, total, tr.Task, tr.Arm, tr.Repeat+1, state, tr.Stop)
	}
	bc := &benchRun{o: o, gs: gs, tasks: tasks, lib: lib, sk: sk, opt: opt, client: client, agentModel: agentModel, w: jsonl.NewWriter(ios.Out)}
	var chs []challenger
	failed := 0
	if o.Challenger != "" {
		comps, removed, err := ab.FolderComponents(sk, o.Challenger)
		if err != nil {
			return err
		}
		for _, r := range removed {
			warnf(ios.ErrOut, "%s lacks %s, which the champion has: a removal cannot be proposed, so it is not measured", o.Challenger, r)
		}
		chs = append(chs, challenger{what: "folder " + o.Challenger, comps: comps, source: "challenger folder " + o.Challenger})
	} else if f, ok := ios.In.(*os.File); !ok || !term.IsTerminal(int(f.Fd())) {
		// Candidate records on stdin, when there are any.
		var refused int
		chs, refused, err = readCandidates(ctx, o, sk, bc.w)
		var ue *cli.UsageError
		if err != nil && !(errors.As(err, &ue) && strings.HasPrefix(ue.Error(), "nothing to measure")) {
			return err
		}
		if refused > 0 && len(chs) == 0 {
			return cli.SilentError
		}
		failed += refused
	}
	if len(chs) == 0 {
		return bc.measure(ctx, nil)
	}
	for _, ch := range chs {
		if err := bc.measure(ctx, &ch); err != nil {
			if errors.Is(err, context.Canceled) {
				return err
			}
			failed++
			fmt.Fprintf(ios.ErrOut, "%s: %s: %v\n", Name, ch.what, err)
		}
	}
	if failed > 0 {
		return cli.SilentError
	}
	return nil
}

// benchRun is one --bench invocation: what every measurement shares.
type benchRun struct {
	o          *abOptions
	gs         gate.Settings
	tasks      []bench.Task
	lib        *skill.Library
	sk         *skill.Skill
	opt        bench.Options
	client     *llm.Client
	agentModel string
	w          *jsonl.Writer
}

// measure runs the tasks without and with the live skill, and with the
// challenger ch when there is one; it writes the report or the evidence.
func (bc *benchRun) measure(ctx context.Context, ch *challenger) error {
	o, ios, bo, sk, gs, tasks := bc.o, bc.o.IO, bc.o.bench, bc.sk, bc.gs, bc.tasks
	arms := []bench.Arm{{Name: bench.ArmWithout}, {Name: bench.ArmWith, SkillDir: sk.Dir, Ref: sk.Ref()}}
	var chall ab.Contestant
	if ch != nil {
		var err error
		if chall, err = ab.Challenger(sk, ch.comps, revision.Limits{}); err != nil {
			return err
		}
		if chall.Revision == sk.Revision {
			return ab.ErrNothingChanged
		}
		if !ch.want.IsZero() && ch.want != chall.Revision {
			return fmt.Errorf("candidate_revision %s is not what its components give on the live champion (%s): the record does not describe its own content", ch.want.Short(), chall.Revision.Short())
		}
		// The challenger as it would be approved: its components applied
		// to a copy of the champion folder.
		tmp, err := os.MkdirTemp("", "ingot-bench-challenger-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		if _, err := ab.WithChallenger(ctx, bc.lib, sk, chall, tmp); err != nil {
			return err
		}
		arms = append(arms, bench.Arm{Name: bench.ArmChallenger, SkillDir: filepath.Join(tmp, filepath.Base(sk.Dir)), Ref: sk.ID + "@" + chall.Revision.Short()})
	}
	what := ""
	if ch != nil {
		what = " vs " + ch.what
	}
	notef(ios.ErrOut, "bench %s%s: %d task(s) x %d arm(s) x %d repeat(s) from %s (harness %s%s)", sk.Ref(), what, len(tasks), len(arms), o.Repeat, bo.Dir, bo.Harness, ifs(bc.agentModel != "", ", agent "+bc.agentModel))
	var before llm.Report
	if bc.client != nil {
		before = bc.client.Ledger().Report()
	}
	res, err := bench.Run(ctx, tasks, arms, bc.opt)
	if err != nil {
		return err
	}
	primary := res.Primary()
	in := bench.GateInput(primary, bo.AllowWorse)
	v := gate.Evaluate(in, gs)
	trials, err := json.MarshalIndent(res.Tasks, "", "  ")
	if err != nil {
		return err
	}
	eb := res.Evidence(bo.Dir, bo.AllowWorse, "trials.json")
	now := o.f.env.Now()
	if ch == nil {
		dir, err := evidence.NewRunDir(filepath.Join(o.home, "runs"), "bench", sk.ID, now)
		if err != nil {
			return err
		}
		written := false
		defer removeUnless(&written, dir)
		rep := benchReport{Kind: "bench", V: 1, Skill: sk.ID, Revision: sk.Revision, Dir: relTo(o.home, dir), Verdict: v, Input: in, Bench: eb}
		data, err := json.MarshalIndent(rep, "", "  ")
		if err != nil {
			return err
		}
		if err := atomicfile.WriteFile(filepath.Join(dir, "trials.json"), append(trials, '\n'), 0o644); err != nil {
			return err
		}
		if err := atomicfile.WriteFile(filepath.Join(dir, "bench.json"), append(data, '\n'), 0o644); err != nil {
			return err
		}
		written = true
		if o.JSON {
			return cli.WriteJSON(ios.Out, rep)
		}
		printBench(ios.Out, eb, v)
		notef(ios.ErrOut, "report: %s", filepath.Join(dir, "bench.json"))
		return nil
	}
	// Champion vs challenger: an evidence bundle ingot-promote reads.
	dir, err := evidence.NewDir(filepath.Join(o.home, "runs"), sk.ID, now)
	if err != nil {
		return err
	}
	// Nothing half-written: a failure before the bundle is complete
	// removes its folder (as ab.Measure does).
	written := false
	defer removeUnless(&written, dir)
	champ := evidence.Components{Description: sk.Description, Body: sk.Body}
	cc := evidence.Components{Description: chall.Components.Description, Body: chall.Components.Body, Files: chall.Components.Files}
	if len(cc.Files) > 0 {
		files, err := ab.ChampionFiles(sk, chall.Components)
		if err != nil {
			return err
		}
		champ.Files = map[string]string{}
		for p := range cc.Files {
			champ.Files[p] = files[p]
		}
	}
	b := &evidence.Bundle{
		Schema: evidence.Schema, Skill: sk.ID, Name: sk.Name, Pass: bench.Pass, Created: now.UTC(), Source: "ingot-ab",
		Note: "benchmark " + bo.Dir + "; " + ch.source, Dataset: bo.Dir, Harness: bo.Harness, Model: bc.agentModel,
		Models:     &evidence.Models{Agent: bc.agentModel, Author: ch.author},
		Champion:   evidence.Side{Revision: sk.Revision, Components: &champ},
		Challenger: evidence.Side{Revision: chall.Revision, Components: &cc},
		Changed:    evidence.Changed(champ, cc), Mode: "bench", Repeat: o.Repeat,
		Gate: &v, GateInput: &in, Bench: eb,
	}
	if bc.client != nil {
		u := ab.UsageOf(bc.client.Ledger().Report(), nil)
		u.Requests -= before.Total.Calls
		u.CacheHits -= before.Total.CacheHits
		u.InputTokens -= before.Total.Input
		u.OutputTokens -= before.Total.Output
		u.CostUSD -= before.Total.CostUSD
		b.Usage = &u
	}
	p := &change.Proposal{Skill: sk.ID, Champion: &champ, Challenger: cc}
	for _, d := range change.Diffs(p) {
		b.Diffs = append(b.Diffs, evidence.Diff{Component: d.Component, Diff: d.Diff})
	}
	for i, d := range primary.Tasks {
		b.Cases = append(b.Cases, evidence.Case{Index: i + 1, ID: d.ID, ChampionScore: d.Base, ChallengerScore: d.Test, Delta: d.Delta, Inconclusive: d.Inconclusive})
	}
	if err := atomicfile.WriteFile(filepath.Join(dir, "trials.json"), append(trials, '\n'), 0o644); err != nil {
		return err
	}
	if err := evidence.Write(dir, b); err != nil {
		return err
	}
	written = true
	if err := bc.w.Write(evidence.NewRecord(relTo(o.home, dir), b)); err != nil {
		return err
	}
	printBench(ios.ErrOut, eb, v)
	notef(ios.ErrOut, "evidence: %s", filepath.Join(dir, evidence.MarkdownFile))
	return nil
}

// removeUnless removes dir unless *done: a report or bundle folder whose
// writing failed part-way.
func removeUnless(done *bool, dir string) {
	if !*done {
		os.RemoveAll(dir)
	}
}

func ifs(c bool, s string) string {
	if c {
		return s
	}
	return ""
}

// printBench writes the verdict, the arms and the comparisons for people.
func printBench(w interface{ Write([]byte) (int, error) }, b *evidence.Bench, v gate.Verdict) {
	p := func(format string, a ...any) { fmt.Fprintf(w, format, a...) }
	p("gate %s", v.Status())
	if !v.Allows() {
		p(": %s", v.Reason())
	}
	p("\n")
	for _, x := range v.Warnings {
		p("  warning: %s\n", x)
	}
	for _, a := range b.Arms {
		p("%-10s pass rate %.3f over %d task(s) (%d/%d run(s) counted, skill loaded in %d)\n", a.Name, a.PassRate, a.Tasks, a.Counted, a.Runs, a.Loaded)
	}
	for _, c := range b.Comparisons {
		gain := "n/a"
		if c.NormalisedGain != nil {
			gain = fmt.Sprintf("%+.3f", *c.NormalisedGain)
		}
		p("%s -> %s: %.3f -> %.3f, normalised gain %s, n=%d, worse: %s\n", c.Base, c.Test, c.BasePassRate, c.TestPassRate, gain, c.N, orDash(strings.Join(c.Worse, ", ")))
		for _, t := range c.Tasks {
			if t.Inconclusive != "" {
				p("  %-24s inconclusive: %s\n", t.ID, t.Inconclusive)
				continue
			}
			p("  %-24s %.2f -> %.2f  delta %+.2f  95%% [%+.2f, %+.2f]\n", t.ID, t.Base, t.Test, t.Delta, t.CILow, t.CIHigh)
		}
	}
}

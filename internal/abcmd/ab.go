package abcmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/ab"
	"github.com/ingot-dev/ingot/pkg/agent"
	"github.com/ingot-dev/ingot/pkg/candidate"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/evalset"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/jsonl"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/revision"
	routepkg "github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/safety"
	"github.com/ingot-dev/ingot/pkg/serving"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Settings read by the A/B command (flags win over them).
const (
	EnvRepeat    = "INGOT_AB_REPEAT"
	EnvMode      = "INGOT_AB_MODE"
	EnvMaxTokens = "INGOT_AB_MAX_TOKENS"
	EnvHarness   = "INGOT_AB_HARNESS"
)

type abOptions struct {
	IO         *cli.IOStreams
	Skill      string
	Challenger string
	Replay     string
	Recheck    bool
	Repeat     int
	Mode       string
	MaxTokens  int
	Harness    string
	NoCache    bool
	JSON       bool
	bench      benchOptions

	cfg  *config.Config
	home string
	f    *factory
}

const abLong = `Measure a challenger against the live champion on held-out tasks, compute
the gate verdict and write the evidence ingot-promote reads.

Challengers come as "candidate" records on stdin (what ingot-optimize
prints; records of other kinds are passed through to stdout), or as a
folder holding an edited copy of the skill (--challenger DIR: a person's
hand edit is measured the same way). The champion is the live revision; a
candidate drafted from a revision that is no longer live is refused with
the reason, and a candidate for another skill is an error.

For every holdout task of evals/SKILL.yaml, each side answers --repeat
times under the serving contract (exactly what ingot-mcp serves), a task
with a check: runs the answer's code in the sandbox first and hands the
result to the judge as ground truth, and the judge (INGOT_JUDGE_MODEL(S),
never the author model) grades each answer against the task's rubric and
reference. A broken fixture or a judge that gives no usable verdict makes
the case inconclusive, never a failure. Champion results are cached
(runs/cache/ab) by revision, task, models, judge and serving contract, so
a second challenger costs only its own side.

The verdict is computed by the gate (INGOT_PROMOTE_* settings): margin,
samples, catastrophic regressions, acceptance rules, train/holdout leakage,
the create_skill safety checks on the challenger, description collisions,
the 95% interval from 10 samples on. The bundle
runs/evidence/SKILL/<ts>/ holds evidence.json, EVIDENCE.md (verdict
first), run.json and every LLM exchange of the run, and one "evidence"
record is printed on stdout for ingot-promote propose. A challenger that
wins the mean but fails the gate is still written, marked blocked, with
the exact reasons.

INGOT_MAX_RUN_USD is a hard cap: each request's worst case is reserved
before it is sent; at the cap the run stops, the cases finished are kept
and the evidence is marked incomplete (never promotable).

--replay BUNDLE_DIR re-runs a bundle's comparison offline from its
recorded exchanges (zero requests, no endpoint needed) and checks that it
reproduces the same verdict. Execution checks reuse their recorded
outcomes; --recheck runs them again in the sandbox.

--mode direct (default) injects the skill and measures its body; --mode
agent routes every task through the reference agent over the whole library
with the challenger in place of the champion (as "ingot-ab agent" does),
measuring routing and body together.

EXIT STATUS
  0    every challenger was measured and its evidence written (a BLOCKED
       verdict is a result, not a failure); --replay reproduced the verdict
  1    failure: unknown skill, missing or invalid eval set, holdout too
       small, invalid challenger, a candidate for another skill or a stale
       champion, an endpoint that refused or timed out (no bundle is left),
       the spend cap or a judge without a usable verdict (the incomplete,
       blocked bundle is written and its record printed), a replay that
       differs
  2    bad usage: unknown flag, wrong number of arguments, invalid value,
       nothing to measure
  130  interrupted` + "\n" + benchHelp

func newABCmd(f *factory, runF func(context.Context, *abOptions) error) *cobra.Command {
	opts := &abOptions{IO: f.env.IO, f: f}
	cmd := &cobra.Command{
		Use:   Name + " SKILL [--challenger DIR] [--bench TASKS_DIR] | --replay BUNDLE_DIR",
		Short: "Measure a challenger against the live skill on held-out tasks; write the evidence",
		Long:  abLong,
		Example: `  ingot-optimize pdf < tasks.jsonl | ingot-ab pdf | ingot-promote propose
  ingot-ab pdf --challenger ~/edits/pdf --repeat 3
  ingot-ab --replay runs/evidence/pdf/20260301T120000Z
  ingot-ab --bench testdata/bench/tasks invtool --repeat 3
  ingot-ab --bench tasks/ pdf --challenger ~/edits/pdf --require-skill
  ingot-ab validate pdf
  ingot-ab agent "merge a.pdf and b.pdf"`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				opts.Skill = args[0]
			}
			switch {
			case opts.Replay != "" && (opts.Skill != "" || opts.Challenger != ""):
				return cli.Usagef("--replay takes a bundle folder only, no SKILL or --challenger")
			case opts.Replay == "" && opts.Skill == "":
				return cli.Usagef("name the SKILL to measure (or --replay BUNDLE_DIR)")
			case opts.Replay != "" && opts.bench.Dir != "":
				return cli.Usagef("--replay and --bench do not go together")
			}
			if err := opts.bench.check(cmd.Flags().Changed); err != nil {
				return err
			}
			if err := opts.resolve(cmd); err != nil {
				return err
			}
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			if opts.Replay != "" {
				return runReplay(cmd.Context(), opts)
			}
			if opts.bench.Dir != "" {
				return runBench(cmd.Context(), opts)
			}
			return runAB(cmd.Context(), opts)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.Challenger, "challenger", "", "measure this folder (an edited copy of the skill) instead of candidate records on stdin")
	fl.StringVar(&opts.Replay, "replay", "", "re-run the comparison of this evidence bundle offline and check its verdict")
	fl.BoolVar(&opts.Recheck, "recheck", false, "with --replay: run the execution checks again in the sandbox instead of reusing their recorded outcomes")
	fl.Int("repeat", 1, "answers per task and side (the mean is scored)")
	config.BindFlag(fl, "repeat", EnvRepeat)
	fl.String("mode", ab.ModeDirect, "direct (the skill is injected: measures the body) or agent (the reference agent routes over the library)")
	config.BindFlag(fl, "mode", EnvMode)
	fl.Int("max-tokens", ab.DefaultMaxTokens, "output token cap of each answer (also what the spend cap reserves)")
	config.BindFlag(fl, "max-tokens", EnvMaxTokens)
	fl.Bool("no-cache", false, "measure the champion again and ignore recorded LLM replies (they are still recorded)")
	config.BindFlag(fl, "no-cache", "INGOT_NO_CACHE")
	fl.BoolVar(&opts.JSON, "json", false, "with --replay or --bench (no challenger): print the result as JSON (an A/B always prints evidence records)")
	addBenchFlags(fl, &opts.bench)
	return cmd
}

func (o *abOptions) resolve(cmd *cobra.Command) error {
	cfg, home, err := o.f.config(cmd)
	if err != nil {
		return err
	}
	o.cfg, o.home = cfg, home
	if o.Repeat, err = cfg.Int(EnvRepeat, 1); err != nil {
		return &cli.UsageError{Err: err}
	}
	if o.Repeat < 1 || o.Repeat > 20 {
		return cli.Usagef("--repeat must be between 1 and 20 (got %d)", o.Repeat)
	}
	o.Mode = strings.ToLower(strings.TrimSpace(cfg.Get(EnvMode)))
	if o.Mode == "" {
		o.Mode = ab.ModeDirect
	}
	if o.Mode != ab.ModeDirect && o.Mode != ab.ModeAgent {
		return cli.Usagef("--mode must be direct or agent (got %q)", o.Mode)
	}
	if o.MaxTokens, err = cfg.Int(EnvMaxTokens, ab.DefaultMaxTokens); err != nil {
		return &cli.UsageError{Err: err}
	}
	if o.MaxTokens < 16 {
		return cli.Usagef("--max-tokens must be at least 16 (got %d)", o.MaxTokens)
	}
	if o.NoCache, err = cfg.Bool("INGOT_NO_CACHE", false); err != nil {
		return &cli.UsageError{Err: err}
	}
	o.Harness = cfg.Get(EnvHarness)
	return nil
}

// challenger is one thing to measure.
type challenger struct {
	what   string // for messages: "candidate c1 (stdin:3)" or "folder DIR"
	pass   string
	comps  skill.Components
	author string
	source string
	want   revision.ID // the candidate's own revision, checked against the components
}

func runAB(ctx context.Context, o *abOptions) error {
	ios := o.IO
	gs, err := gate.SettingsFrom(o.cfg.Getenv)
	if err != nil {
		return &cli.UsageError{Err: err}
	}
	settings, err := llm.SettingsFrom(o.cfg.Getenv)
	if err != nil {
		return err
	}
	if err := settings.Require(llm.RoleAgent, llm.RoleJudge); err != nil {
		return err
	}
	settings.NoCache = settings.NoCache || o.NoCache
	if o.Mode == ab.ModeAgent {
		if err := settings.Require(llm.RoleStrong); err != nil {
			return err
		}
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
	if len(set.Holdout) < gs.MinSamples {
		return fmt.Errorf("%s: the holdout has %d task(s), fewer than %s=%d: add held-out tasks (never copies of train tasks)", set.Path, len(set.Holdout), gate.EnvMinSamples, gs.MinSamples)
	}
	leak, err := set.Leakage(ctx, ab.TaskSimilarity, evalset.DefaultLeakageScore)
	if err != nil {
		return err
	}
	for _, l := range leak {
		warnf(ios.ErrOut, "leakage (the verdict will be blocked): %s", l)
	}
	router, closeRouter, err := o.f.router(ctx, o.cfg, o.home, lib)
	if err != nil {
		return err
	}
	defer closeRouter()
	sopt := safety.Options{}
	if sopt.LexicalThreshold, err = o.cfg.Float("INGOT_SAFETY_MODEL_THRESHOLD", safety.DefaultLexicalThreshold); err != nil {
		return &cli.UsageError{Err: err}
	}
	if sopt.MaxBody, err = o.cfg.Int("INGOT_SKILL_MAX_BODY", 0); err != nil {
		return &cli.UsageError{Err: err}
	}

	w := jsonl.NewWriter(ios.Out)
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
		pass := evidence.PassBody
		if strings.TrimSpace(comps.Body) == strings.TrimSpace(sk.Body) && len(comps.Files) == 0 && strings.TrimSpace(comps.Description) != strings.TrimSpace(sk.Description) {
			pass = evidence.PassDescription
		}
		chs = append(chs, challenger{what: "folder " + o.Challenger, pass: pass, comps: comps, source: "challenger folder " + o.Challenger})
	} else {
		if f, ok := ios.In.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
			return cli.Usagef("nothing to measure: pipe candidate records on stdin (ingot-optimize %s | ingot-ab %s) or name a folder with --challenger DIR", sk.ID, sk.ID)
		}
		var refused int
		chs, refused, err = readCandidates(ctx, o, sk, w)
		if err != nil {
			return err
		}
		failed += refused
	}

	for _, ch := range chs {
		if err := measureOne(ctx, o, lib, sk, set, leak, router, sopt, gs, settings, ch, w); err != nil {
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

// readCandidates reads candidate records for sk from stdin, passing other
// kinds through. A candidate for another skill is an error; one drafted
// from a revision that is no longer live is refused (reported, skipped,
// and the run exits 1).
func readCandidates(ctx context.Context, o *abOptions, sk *skill.Skill, w *jsonl.Writer) (_ []challenger, refused int, _ error) {
	r := jsonl.NewReader(o.IO.In, "stdin")
	var out []challenger
	for {
		l, err := r.Next(ctx)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, 0, err
		}
		if l.Kind != candidate.Kind {
			if err := w.WriteRaw(l.Raw); err != nil {
				return nil, 0, err
			}
			continue
		}
		var rec candidate.Record
		if err := l.Decode(&rec); err != nil {
			return nil, 0, err
		}
		where := fmt.Sprintf("stdin:%d", l.No)
		if err := rec.Check(); err != nil {
			return nil, 0, fmt.Errorf("%s: candidate record: %w", where, err)
		}
		if rec.Skill != sk.ID && rec.Skill != sk.Name {
			return nil, 0, fmt.Errorf("%s: candidate %s is for skill %q, not %q: pipe each skill's candidates to its own ingot-ab", where, rec.ID, rec.Skill, sk.ID)
		}
		if rec.ChampionRevision != sk.Revision {
			refused++
			fmt.Fprintf(o.IO.ErrOut, "%s: %s: refused candidate %s: it was drafted from %s@%s but %s is live; run ingot-optimize again on the live revision\n",
				Name, where, rec.ID, sk.ID, rec.ChampionRevision.Short(), sk.Ref())
			continue
		}
		if _, err := os.Stat(rec.Path(o.home)); err != nil {
			warnf(o.IO.ErrOut, "%s: candidate %s: its folder %s is missing; measuring the record's components", where, rec.ID, rec.Path(o.home))
		}
		pass := rec.Pass
		if pass == candidate.PassFiles || pass == candidate.PassCompile {
			pass = evidence.PassBody // judged by held-out scores like a body pass
		}
		source := "candidate " + rec.ID + " (" + rec.Dir + ")"
		if s := rec.Search; s.Strategy != "" || s.BestScore != 0 {
			source += fmt.Sprintf("; search %s: train score %.3f -> %.3f", orDash(s.Strategy), s.SeedScore, s.BestScore)
		}
		out = append(out, challenger{what: "candidate " + rec.ID + " (" + where + ")", pass: pass, comps: rec.Components, author: rec.AuthorModel,
			source: source, want: rec.CandidateRevision})
	}
	if len(out) == 0 && refused == 0 {
		return nil, 0, cli.Usagef("nothing to measure: pipe candidate records on stdin (ingot-optimize %s | ingot-ab %s) or name a folder with --challenger DIR", sk.ID, sk.ID)
	}
	return out, refused, nil
}

func measureOne(ctx context.Context, o *abOptions, lib *skill.Library, sk *skill.Skill, set *evalset.Set, leak []string, router *routepkg.Router,
	sopt safety.Options, gs gate.Settings, settings llm.Settings, ch challenger, w *jsonl.Writer) error {
	ios := o.IO
	champ := ab.Champion(sk, o.Harness)
	chall, err := ab.Challenger(sk, ch.comps, revision.Limits{})
	if err != nil {
		return err
	}
	if chall.Revision == champ.Revision {
		return ab.ErrNothingChanged
	}
	if !ch.want.IsZero() && ch.want != chall.Revision {
		return fmt.Errorf("candidate_revision %s is not what its components give on the live champion (%s): the record does not describe its own content", ch.want.Short(), chall.Revision.Short())
	}
	// Served exactly as ingot-mcp serves them, cap included.
	serveMax, err := o.cfg.Int(serving.EnvMaxBody, 0)
	if err != nil {
		return &cli.UsageError{Err: err}
	}
	champ.Served, chall.Served = champ.Served.Capped(serveMax), chall.Served.Capped(serveMax)
	files, err := ab.ChampionFiles(sk, chall.Components)
	if err != nil {
		return err
	}
	rep, err := safety.Check(ctx, safety.Proposal{Name: sk.Name, Description: chall.Components.Description, Body: chall.Components.Body}, sopt)
	if err != nil {
		return err
	}
	sp := &ab.Spec{
		Skill: sk.ID, Pass: ch.pass, Mode: o.Mode, Repeat: o.Repeat, MaxTokens: o.MaxTokens,
		Dataset: relTo(o.home, set.Path), Split: set.Split, Tasks: set.Holdout, Leakage: leak,
		Champion: champ, ChampionFiles: files, Challenger: chall, AuthorModel: ch.author, Source: ch.source,
		Hosts: map[llm.Role]string{},
	}
	for _, f := range rep.Refusals() {
		sp.SafetyRefusals = append(sp.SafetyRefusals, f.Rule+": "+f.Message)
	}
	for _, f := range rep.Warnings() {
		sp.SafetyFlags = append(sp.SafetyFlags, f.Rule+": "+f.Message)
	}
	if strings.TrimSpace(chall.Components.Description) != strings.TrimSpace(champ.Components.Description) {
		if n := router.Nearest(chall.Components.Description, sk.ID); n.ID != "" {
			sp.Collision = &gate.Collision{Skill: n.ID, Score: n.Score}
		}
	}
	for _, c := range set.Acceptance {
		sp.Acceptance = append(sp.Acceptance, ab.Criterion{ID: c.ID, Forbid: c.Forbid, Description: c.Description})
	}
	if sp.AgentModel, err = settings.Model(llm.RoleAgent); err != nil {
		return err
	}
	if sp.JudgeModels, err = settings.Models(llm.RoleJudge); err != nil {
		return err
	}
	if sp.AuthorModel == "" {
		sp.AuthorModel, _ = settings.Model(llm.RoleAuthor)
	}
	roles := []llm.Role{llm.RoleAgent, llm.RoleJudge}
	descChanged := strings.TrimSpace(chall.Components.Description) != strings.TrimSpace(champ.Components.Description)
	var crouter *routepkg.Router
	if sp.Mode == ab.ModeAgent || (descChanged && set.Routing > 0) {
		// The library with the challenger in place of the champion.
		tmp, err := os.MkdirTemp("", "ingot-ab-challenger-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		clib, err := ab.WithChallenger(ctx, lib, sk, chall, tmp)
		if err != nil {
			return err
		}
		var closeC func() error
		if crouter, closeC, err = o.f.router(ctx, o.cfg, o.home, clib); err != nil {
			return err
		}
		defer closeC()
	}
	if descChanged && set.Routing > 0 {
		if sp.Routing, err = routingMetrics(ctx, set.Path, router, crouter); err != nil {
			return err
		}
	}
	var route func(context.Context, int, evalset.Task) (agent.Routed, error)
	if sp.Mode == ab.ModeAgent {
		roles = append(roles, llm.RoleStrong)
		if sp.StrongModel, err = settings.Model(llm.RoleStrong); err != nil {
			return err
		}
		routers := [2]*routepkg.Router{router, crouter}
		harness := o.Harness
		route = func(ctx context.Context, side int, t evalset.Task) (agent.Routed, error) {
			rt, _, err := agent.Route(ctx, routers[side], routepkg.Request{Task: t.Task, Harness: harness}, serveMax)
			return rt, err
		}
	}
	for _, role := range roles {
		ep, _ := settings.Endpoint(role)
		sp.Hosts[role] = ep.Host()
	}

	total := len(sp.Tasks) * 2 * sp.Repeat
	notef(ios.ErrOut, "%s: %s vs %s on %d held-out task(s) x %d repeat(s) (%s mode; agent %s, judge %s)",
		ch.what, champ.Served.Ref, chall.Served.Ref, len(sp.Tasks), sp.Repeat, sp.Mode, sp.AgentModel, strings.Join(sp.JudgeModels, ","))
	var mu sync.Mutex
	bar := cli.NewProgress(ios, total, "ab "+sk.ID, !ios.IsStderrTTY())
	progress := func(ev ab.Event) {
		mu.Lock()
		defer mu.Unlock()
		if ios.IsStderrTTY() {
			bar.Add(1)
			return
		}
		state := fmt.Sprintf("score %.2f", ev.Trial.Score)
		switch {
		case ev.Trial.Inconclusive != "":
			state = "inconclusive: " + ev.Trial.Inconclusive
		case ev.Trial.Reused:
			state += " (reused)"
		}
		fmt.Fprintf(ios.ErrOut, "%s: [%d/%d] case %d/%d %s repeat %d: %s\n", Name, ev.Done, ev.Total, ev.Case, ev.Cases, ev.Side, ev.Repeat+1, state)
	}
	checker, note := o.f.checker(o.cfg)
	if note != "" && hasChecks(sp.Tasks) {
		warnf(ios.ErrOut, "%s", note)
	}
	out, err := ab.Measure(ctx, sp, ab.Env{
		Home: o.home, Settings: settings, Gate: gs, Logger: o.f.env.Logger(), Checker: checker,
		Progress: progress, Now: o.f.env.Now, NoChampionCache: o.NoCache, Route: route,
	})
	bar.Done()
	if err != nil {
		return err
	}
	rec := evidence.NewRecord(relTo(o.home, out.Dir), out.Bundle)
	if err := w.Write(rec); err != nil {
		return err
	}
	summarise(ios.ErrOut, out)
	if out.Bundle.Incomplete != "" {
		msg := out.Bundle.Incomplete
		if probs := out.Result.JudgeProblems(); len(probs) > 0 {
			msg += ": " + strings.Join(probs, "; ")
		}
		return fmt.Errorf("incomplete measurement, evidence written BLOCKED to %s: %s", relTo(o.home, out.Dir), msg)
	}
	return nil
}

// routingMetrics evaluates the eval set's routing cases over the library
// with the champion and with the challenger in its place: the metrics a
// description change may not regress (gate.RoutingMetrics).
func routingMetrics(ctx context.Context, path string, champion, challenger *routepkg.Router) (*gate.Routing, error) {
	cases, err := routepkg.LoadCases(path)
	if err != nil {
		return nil, err
	}
	out := &gate.Routing{}
	for i, r := range []*routepkg.Router{champion, challenger} {
		rep, err := r.Evaluate(ctx, cases)
		if err != nil {
			return nil, fmt.Errorf("routing cases: %w", err)
		}
		m := map[string]float64{"top1": rep.Top1, "recall_at_3": rep.RecallAt3, "no_route_precision": rep.NoRoutePrecision}
		if i == 0 {
			out.Champion = m
		} else {
			out.Challenger = m
		}
	}
	return out, nil
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func hasChecks(ts []evalset.Task) bool {
	for _, t := range ts {
		if t.Check != nil {
			return true
		}
	}
	return false
}

// summarise prints the verdict, the means, the cost and where the
// bundle is.
func summarise(w io.Writer, out *ab.Outcome) {
	b := out.Bundle
	v := b.Gate
	if st := v.Stats; st != nil && st.N > 0 {
		notef(w, "champion %.3f vs challenger %.3f (delta %+.3f, 95%% interval [%+.3f, %+.3f], n=%d)", st.ChampionMean, st.ChallengerMean, st.Delta, st.CILow, st.CIHigh, st.N)
	}
	switch {
	case v.Allows():
		notef(w, "gate PASS")
	case v.Stats != nil && v.Stats.Delta > 0:
		notef(w, "challenger won the mean but the gate BLOCKED it: %s", v.Reason())
	default:
		notef(w, "gate BLOCKED: %s", v.Reason())
	}
	for _, x := range v.Warnings {
		notef(w, "warning: %s", x)
	}
	var sb strings.Builder
	_ = out.Report.WriteText(&sb)
	fmt.Fprintf(w, "%s: cost of this run:\n%s", Name, sb.String())
	notef(w, "evidence: %s", filepath.Join(out.Dir, evidence.MarkdownFile))
}

func relTo(home, p string) string {
	if r, err := filepath.Rel(home, p); err == nil && !strings.HasPrefix(r, "..") {
		return filepath.ToSlash(r)
	}
	return p
}

func runReplay(ctx context.Context, o *abOptions) error {
	gs, err := gate.SettingsFrom(o.cfg.Getenv)
	if err != nil {
		return &cli.UsageError{Err: err}
	}
	dir := o.Replay
	if !filepath.IsAbs(dir) {
		if _, err := os.Stat(dir); err != nil {
			dir = filepath.Join(o.home, dir)
		}
	}
	var recheck ab.Checker
	if o.Recheck {
		recheck, _ = o.f.checker(o.cfg)
	}
	res, err := ab.Replay(ctx, dir, gs, recheck)
	if err != nil {
		return err
	}
	if o.JSON {
		if err := cli.WriteJSON(o.IO.Out, res); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(o.IO.Out, "replayed %s offline (%d requests): verdict %s\n", o.Replay, res.Requests, res.Verdict.Status())
		if !res.Verdict.Allows() {
			fmt.Fprintf(o.IO.Out, "  blocked: %s\n", res.Verdict.Reason())
		}
	}
	if !res.Same {
		return fmt.Errorf("the replay does not reproduce the bundle's verdict: %s", res.Diff)
	}
	return nil
}

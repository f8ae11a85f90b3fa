package optimizecmd

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/candidate"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/evalset"
	"github.com/ingot-dev/ingot/pkg/jsonl"
	"github.com/ingot-dev/ingot/pkg/judge"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/optimize"
	"github.com/ingot-dev/ingot/pkg/skill"
)

type bodyOptions struct {
	IO          *cli.IOStreams
	Skill       string
	Home        string
	Candidates  int
	TargetChars int
	NoCache     bool
	Files       []string
	Description bool
	Rounds      int
	JSON        bool
	Strategy    string
	RunDir      string
	Resume      bool

	cfg *config.Config
	f   *factory
}

const bodyLong = `Search for a better skill: drafts challengers to the live skill and writes
them as candidate folders, never touching the live skill.

Body pass (default). Reads task records (from ingot-mine) on stdin and the
train split of evals/SKILL.yaml; the held-out split is never given to the
search. Records of other kinds on stdin are passed through to stdout.

  1. Seed rollouts: the agent model answers every train task under the
     serving contract (the system prompt ingot-mcp and ingot-ab serve) and
     the judge grades each answer.
  2. One diagnosis call: the author model attributes each failure to a
     section of the skill (missing, insufficient or incorrect guidance).
  3. N candidates (--candidates, INGOT_OPTIMIZE_CANDIDATES, default 5) are
     drafted in parallel by the author model, each from another angle; the
     first is always a minimal additive edit ("do no harm"). A draft with
     bad frontmatter, a changed name, a removed code block or no change is
     dropped with the reason; the others go on.
  4. Successive halving: each round scores the surviving candidates on a
     growing prefix of the train tasks and keeps the better half; the last
     one is scored on every task. It wins only when its mean score minus
     the length penalty min(0.10, 0.10*max(0, chars-T)/T), T =
     INGOT_BODY_TARGET_CHARS (6000), beats the seed's penalized score.

--strategy (INGOT_OPTIMIZE_STRATEGY) replaces steps 2-4:
  bestofn   (default) the steps above.
  contrast  fast: the seed is sampled until there are at least 6 rollouts;
            the judge's scores rank them; the top and bottom thirds are
            paired, one author call per pair states lessons, one reduce
            call turns them into at most 3 local patches, and the patched
            body is rolled out like the seed.
  sections  deep: one call rates every section on clarity, correctness,
            completeness, actionability and brevity; each weak section
            (below 0.8, at most 3) gets one edit, which must keep its
            heading, the section boundaries and every code block; it is
            kept only when a re-rating rises and no train task scores lower.
Every strategy must beat the seed after the length penalty.

Run directory. Each body pass keeps manifest.json (input identity, stage
status, errors) and every finished stage's output in --run-dir (default a
new runs/optimize/<id>, named on stderr). One process works in it at a
time. --resume --run-dir DIR continues a killed or failed run, reusing
the stages it finished (no repeated calls) when the skill revision, eval
set, train tasks, settings and Ingot version all match; the output of an
unfinished stage is moved to DIR/aside/.

The winner is written as a complete skill folder under
runs/candidates/SKILL/<revision>/ (frontmatter kept, body replaced, every
other file byte-identical) and one candidate record goes to stdout, ready
for ingot-ab SKILL. When no candidate beats the seed, nothing is written
and stderr says why. Progress and the cost of the run (the usage ledger)
go to stderr; INGOT_MAX_RUN_USD stops the run when reached.

--files a.md,b.md adds bundled text files of the skill as components the
author may rewrite (they are never executed; rollouts serve them as the
serving contract does, by path and size); bestofn only.

--description runs the routing pass instead: the author rewrites only the
frontmatter description, each draft is scored with the real router over the
whole library (the bands serving uses) on the eval set's routing: cases,
and a candidate is emitted only when the description gate passes (no
routing metric regresses, one improves, no collision with another skill's
description). No agent rollouts.

LLM roles: INGOT_AGENT_MODEL (rollouts), INGOT_AUTHOR_MODEL (diagnosis and
drafts), INGOT_JUDGE_MODEL(S) (grading; never the author model), at
INGOT_BASE_URL. Replies are cached under runs/cache, so an identical re-run
costs nothing.

EXIT STATUS
  0    success: a candidate was emitted, or the run said why none was
  1    failure: no eval set or train tasks, no endpoint, the author returned
       nothing usable, the budget cap was reached, a failed call
  2    bad usage: unknown flag, wrong number of arguments, invalid value
  130  interrupted`

func newBodyCmd(f *factory, runF func(context.Context, *bodyOptions) error) *cobra.Command {
	opts := &bodyOptions{IO: f.env.IO, f: f}
	cmd := &cobra.Command{
		Use:   Name + " SKILL",
		Short: "Search for a better skill body or description; write candidates, never live skills",
		Long:  bodyLong,
		Example: `  ingot-mine pdf --store | ingot-optimize pdf | ingot-ab pdf | ingot-promote propose
  ingot-optimize pdf --candidates 3 < tasks.jsonl
  ingot-optimize pdf --files reference.md,forms.md < tasks.jsonl
  ingot-optimize pdf --strategy contrast --run-dir runs/optimize/pdf-1
  ingot-optimize pdf --strategy contrast --run-dir runs/optimize/pdf-1 --resume
  ingot-optimize pdf --description
  ingot-optimize draft pdf < tasks.jsonl
  ingot-optimize loop`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Skill = args[0]
			if err := opts.resolve(cmd); err != nil {
				return err
			}
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			if opts.Description {
				return runDescription(cmd.Context(), opts)
			}
			return runBody(cmd.Context(), opts)
		},
	}
	fl := cmd.Flags()
	fl.Int("candidates", optimize.DefaultCandidates, "candidates drafted in parallel, one per angle")
	config.BindFlag(fl, "candidates", EnvCandidates)
	fl.Int("body-target-chars", optimize.DefaultBodyTargetChars, "body length past which the length penalty applies")
	config.BindFlag(fl, "body-target-chars", EnvBodyTargetChars)
	fl.StringSliceVar(&opts.Files, "files", nil, "bundled text files (paths inside the skill folder, comma-separated) the author may rewrite")
	fl.BoolVar(&opts.Description, "description", false, "routing pass: rewrite the description, scored by the router on the eval set's routing: cases")
	fl.IntVar(&opts.Rounds, "rounds", 2, "description pass: reflection rounds (each drafts --candidates descriptions from the best one's misses)")
	fl.String("strategy", optimize.StrategyBestOfN, "body pass search: bestofn (drafts + successive halving), contrast (fast: lessons from top vs bottom rollouts) or sections (deep: rated, validated section edits)")
	config.BindFlag(fl, "strategy", EnvStrategy)
	fl.StringVar(&opts.RunDir, "run-dir", "", "the run directory (default: a new runs/optimize/<id>); stage outputs are kept there")
	fl.BoolVar(&opts.Resume, "resume", false, "continue the killed or failed run in --run-dir, reusing the stages it finished")
	fl.BoolVar(&opts.JSON, "json", false, "print a JSON summary of the search (and the candidate) instead of candidate records")
	return cmd
}

func (o *bodyOptions) resolve(cmd *cobra.Command) error {
	cfg, home, err := o.f.config(cmd)
	if err != nil {
		return err
	}
	o.cfg, o.Home = cfg, home
	if o.Candidates, err = cfg.Int(EnvCandidates, optimize.DefaultCandidates); err != nil {
		return usage(err)
	}
	if o.Candidates < 1 || o.Candidates > 20 {
		return usage(fmt.Errorf("%s: must be between 1 and 20 (got %d)", EnvCandidates, o.Candidates))
	}
	if o.TargetChars, err = cfg.Int(EnvBodyTargetChars, optimize.DefaultBodyTargetChars); err != nil {
		return usage(err)
	}
	if o.TargetChars < 1 {
		return usage(fmt.Errorf("%s: must be at least 1 (got %d)", EnvBodyTargetChars, o.TargetChars))
	}
	if o.NoCache, err = cfg.Bool(EnvNoCache, false); err != nil {
		return usage(err)
	}
	o.Strategy = strings.TrimSpace(cfg.Get(EnvStrategy))
	if o.Strategy == "" {
		o.Strategy = optimize.StrategyBestOfN
	}
	if !slices.Contains(optimize.Strategies, o.Strategy) {
		return usage(fmt.Errorf("%s: %q is not one of %s", EnvStrategy, o.Strategy, strings.Join(optimize.Strategies, ", ")))
	}
	if o.Resume && o.RunDir == "" {
		return usage(errors.New("--resume needs --run-dir (the run directory of the run to continue)"))
	}
	if o.Description && (o.RunDir != "" || o.Resume || o.Strategy != optimize.StrategyBestOfN) {
		return usage(errors.New("--strategy, --run-dir and --resume belong to the body pass, not --description"))
	}
	if o.Rounds < 1 {
		return usage(fmt.Errorf("--rounds must be at least 1 (got %d)", o.Rounds))
	}
	if o.Description && len(o.Files) > 0 {
		return usage(errors.New("--files belongs to the body pass, not --description"))
	}
	if len(o.Files) > 0 && o.Strategy != optimize.StrategyBestOfN {
		return usage(fmt.Errorf("--files belongs to --strategy %s: --strategy %s edits the body only", optimize.StrategyBestOfN, o.Strategy))
	}
	for i, p := range o.Files {
		o.Files[i] = strings.TrimSpace(p)
		if o.Files[i] == skill.FileName {
			return usage(fmt.Errorf("--files: %s is searched as description and body, not as a file", skill.FileName))
		}
	}
	return nil
}

// noEvalSet explains a missing eval set and how to get one.
func noEvalSet(skillID, home string, err error) error {
	return fmt.Errorf("%w; draft one with `%s draft %s` (writes %s for you to review), then rename it to %s",
		err, Name, skillID, draftPath(home, skillID), evalset.Path(home, skillID))
}

// trainTasks loads the train split of the eval set and adds the mined
// tasks. The held-out split is dropped here and never reaches the search.
func trainTasks(home string, sk *skill.Skill, mined []optimizeTask, warn func(string, ...any)) ([]evalset.Task, error) {
	set, err := evalset.Load(home, sk.ID)
	if errors.Is(err, evalset.ErrNoEvalSet) {
		return nil, noEvalSet(sk.ID, home, err)
	}
	if err != nil {
		return nil, err
	}
	if set.Split.Kind != "holdout" {
		warn("%s has no holdout: split; its tasks serve as train here and ingot-ab's gate will block the leakage", set.Path)
	}
	train := append([]evalset.Task(nil), set.Train...)
	set.Holdout = nil
	seen := map[string]bool{}
	for _, t := range train {
		seen[normTask(t.Task)] = true
	}
	for _, m := range mined {
		if seen[normTask(m.Task)] {
			continue
		}
		seen[normTask(m.Task)] = true
		train = append(train, evalset.Task{Task: m.Task, Rubric: m.Rubric})
	}
	if len(train) == 0 {
		return nil, fmt.Errorf("%w for %s: %s has no train: tasks and no task records came on stdin (pipe `ingot-mine %s --store` into this command, or add train: tasks)",
			optimize.ErrNoTrainTasks, sk.ID, set.Path, sk.ID)
	}
	return train, nil
}

type optimizeTask struct{ Task, Rubric string }

func normTask(s string) string { return strings.Join(strings.Fields(strings.ToLower(s)), " ") }

type bodySummary struct {
	Skill     string               `json:"skill"`
	Pass      string               `json:"pass"`
	Result    *optimize.BodyResult `json:"result"`
	Candidate *candidate.Record    `json:"candidate,omitempty"`
	Usage     llm.Report           `json:"usage"`
	RunDir    string               `json:"run_dir"`
}

func runBody(ctx context.Context, o *bodyOptions) error {
	ios := o.IO
	warn := func(format string, a ...any) { warnf(ios.ErrOut, format, a...) }
	_, sk, err := o.f.lookup(ctx, o.cfg, o.Home, o.Skill)
	if err != nil {
		return err
	}
	out := jsonl.NewWriter(ios.Out)
	mined, passed, err := readTasks(ctx, ios.In, out, sk, warn)
	if err != nil {
		return err
	}
	var mt []optimizeTask
	for _, t := range mined {
		mt = append(mt, optimizeTask{Task: t.Task, Rubric: t.Rubric})
	}
	fmt.Fprintf(ios.ErrOut, "[optimize] %s: %d task record(s) on stdin, %d other record(s) passed through\n", sk.ID, len(mined), passed)
	train, err := trainTasks(o.Home, sk, mt, warn)
	if err != nil {
		return err
	}
	client, err := o.f.client(o.cfg, o.Home, llm.RoleAgent, llm.RoleAuthor, llm.RoleJudge)
	if err != nil {
		return err
	}
	jd, err := judge.New(client, judge.Options{Home: o.Home, NoCache: o.NoCache})
	if err != nil {
		return err
	}
	rd, err := o.openRunDir(sk, train, client)
	if err != nil {
		return err
	}
	defer rd.Close()
	finished := false
	defer func() {
		if !finished {
			_ = rd.Finish("", "", errors.New("ended before the candidate was written"))
		}
	}()
	res, err := optimize.Body(ctx, optimize.BodyOptions{
		Home: o.Home, Champion: sk, Train: train, Files: o.Files, Client: client, Judge: jd,
		Candidates: o.Candidates, BodyTargetChars: o.TargetChars, Log: ios.ErrOut,
		Strategy: o.Strategy, Stages: rd, Failpoint: o.f.env.Failpoint(),
	})
	report := client.Ledger().Report()
	defer func() {
		fmt.Fprintln(ios.ErrOut, "[usage] tokens spent by this body pass:")
		_ = client.Ledger().Report().WriteText(ios.ErrOut)
	}()
	if err != nil {
		finished = true
		_ = rd.Finish("", "", err)
		return fmt.Errorf("body pass for %s: %w; nothing emitted (continue with --resume --run-dir %s)", sk.ID, err, o.RunDir)
	}
	sum := bodySummary{Skill: sk.ID, Pass: candidate.PassBody, Result: res, Usage: report, RunDir: o.RunDir}
	if res.Winner != nil {
		w := res.Winner
		dir, rev, err := optimize.WriteFolder(ctx, o.Home, sk, w.Components)
		if err != nil {
			return err
		}
		rec := optimize.Record(o.Home, sk, candidate.PassBody, dir, rev, w.Components, res.AuthorModel, candidate.Search{
			Strategy: res.Strategy, SeedScore: res.SeedScore, BestScore: w.Score, Rounds: res.Rounds, Angle: w.Angle,
			Note: fmt.Sprintf("%d train task(s), %d candidate(s) drafted; prompts %s; run %s", len(train), len(res.Drafts), optimize.PromptVersion, filepath.Base(o.RunDir)),
		}, report)
		if err := rec.Check(); err != nil {
			return fmt.Errorf("candidate record: %w", err)
		}
		fmt.Fprintf(ios.ErrOut, "[optimize] candidate %s written to %s\n", sk.ID+"@"+rev.Short(), rec.Dir)
		finished = true
		if err := rd.Finish(sk.ID+"@"+rev.Short(), "", nil); err != nil {
			return err
		}
		sum.Candidate = &rec
		if !o.JSON {
			if err := out.Write(rec); err != nil {
				return err
			}
		}
	} else {
		fmt.Fprintf(ios.ErrOut, "[optimize] no candidate for %s: %s\n", sk.ID, res.Reason)
		finished = true
		if err := rd.Finish("", res.Reason, nil); err != nil {
			return err
		}
	}
	if o.JSON {
		return cli.WriteJSON(ios.Out, sum)
	}
	return nil
}

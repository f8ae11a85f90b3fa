package minecmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	sharedfactory "github.com/ingot-dev/ingot/internal/factory"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/encoder"
	"github.com/ingot-dev/ingot/pkg/evalset"
	ingothome "github.com/ingot-dev/ingot/pkg/home"
	"github.com/ingot-dev/ingot/pkg/jsonl"
	"github.com/ingot-dev/ingot/pkg/judge"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/mine"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/trace"
)

// Settings read by the mine command (flags win over them).
const (
	EnvMaxJudgeCalls    = "INGOT_MINE_MAX_JUDGE_CALLS"
	EnvClusterThreshold = "INGOT_MINE_CLUSTER_THRESHOLD"
	EnvMaxTasks         = "INGOT_MINE_MAX_TASKS"
	EnvNoCache          = "INGOT_NO_CACHE"
	EnvEncoder          = "INGOT_ENCODER"
)

type mineOptions struct {
	IO *cli.IOStreams
	// Resolved settings.
	Skill         string
	Home          string
	Store         bool
	Limit         int
	MaxJudgeCalls int
	MaxTasks      int
	Threshold     float64
	NoCache       bool
	Encoder       string
	JSON          bool
	DryRun        bool

	cfg *config.Config
	f   *factory
}

const mineLong = `Mine a skill's traces for its health and its weakest tasks.

ingot-mine reads trace records (DESIGN §2) from stdin, or with --store from
the local trace store (<home>/runs/traces.jsonl, filled by ingot-mcp and
ingot-mine ingest). It reads trace records only: records of other kinds are
skipped with a warning, not passed through, because mining consumes the
traces it reads and outputs tasks instead.

  1. Attribution: a trace counts for SKILL when it says SKILL served it
     (its skill or route match is SKILL's id or name, or it is tagged
     SKILL, skill:SKILL or revision=SKILL@...), or when the router ranks
     SKILL among its top 5 skills for the task. Traces without an answer
     are counted and left out.
  2. Clustering: exact duplicate tasks (case and spacing folded), then
     near-duplicates: similarity >= --cluster-threshold with the router's
     lexical tf-idf measure, or with the sentence encoder INGOT_ENCODER
     names. A task that repeats a task of evals/SKILL.yaml is judged
     against that task's rubric (and reference); other tasks against the
     judge's general rubric. Different rubrics never merge.
  3. Judging: one representative per cluster, most frequent clusters
     first, at most --max-judge-calls new judgments per run. Verdicts are
     cached (runs/cache/judge), so unchanged clusters cost nothing on the
     next run and the backlog shrinks run by run. A progress bar shows on
     a terminal.
  4. Output: task records for the weakest tasks on stdout, chosen by
     difficulty (1 - score) x novelty, never tasks that repeat an eval-set
     train or held-out task (leakage guard); the health report on stderr:
     traces attributed, clusters, coverage, weighted mean judge score, bad
     cases, failing dimensions with bars, and the cost of the run.

With --json, stdout holds one JSON object {"report": ..., "tasks": [...]}
instead of task records. --dry-run prints how many judge calls a run would
make and their estimated cost, and calls nothing. Mining never edits an
eval set.

Task records carry what the optimiser needs: revision (of the skill that
served the judged trace), rubric and rubric_source (general or eval-set),
judge_models and prompt_version. Every run that judges saves its health
report and tasks to <home>/runs/health/<skill>/<ts>.json. A trace that
names the skill that served it is never attributed to another skill by the
router's rank.

The judge is configured as for every Ingot pass: INGOT_BASE_URL (or
OPENAI_BASE_URL), INGOT_API_KEY for a hosted endpoint, INGOT_JUDGE_MODEL or
INGOT_JUDGE_MODELS (an ensemble). INGOT_MAX_RUN_USD caps the spend: when it
is reached judging stops, the partial report and tasks are printed, and the
exit status is 1.

EXIT STATUS
  0    success
  1    failure: no endpoint or judge model configured, unknown skill,
       unreadable input, or judging stopped early (budget cap, failed
       call) after printing the partial results
  2    bad usage: unknown flag, wrong number of arguments, invalid value
  130  interrupted`

func newMineCmd(f *factory, runF func(context.Context, *mineOptions) error) *cobra.Command {
	opts := &mineOptions{IO: f.env.IO, f: f}
	cmd := &cobra.Command{
		Use:   Name + " SKILL",
		Short: "Turn traces into a skill's health report and its weakest tasks",
		Long:  mineLong,
		Example: `  ingot-mine pdf < runs/traces.jsonl > tasks.jsonl
  ingot-mine pdf --store --limit 500
  ingot-mine pdf --store --dry-run
  ingot-mine pdf --store --json | jq .report.mean_score
  ingot-mine ingest                      # Claude Code and Codex logs`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Skill = args[0]
			if err := opts.resolve(cmd); err != nil {
				return err
			}
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return runMine(cmd.Context(), opts)
		},
	}
	fl := cmd.Flags()
	fl.BoolVar(&opts.Store, "store", false, "read traces from the local trace store instead of stdin")
	fl.IntVar(&opts.Limit, "limit", 0, "mine only the newest N traces (0: all)")
	fl.Int("max-judge-calls", mine.DefaultMaxJudgeCalls, "new judgments per run, most frequent clusters first (0: cached verdicts only; -1: no limit)")
	config.BindFlag(fl, "max-judge-calls", EnvMaxJudgeCalls)
	fl.Float64("cluster-threshold", mine.DefaultThreshold, "similarity at which two tasks are near-duplicates, in (0, 1]")
	config.BindFlag(fl, "cluster-threshold", EnvClusterThreshold)
	fl.Int("max-tasks", mine.DefaultMaxTasks, "task records to output at most")
	config.BindFlag(fl, "max-tasks", EnvMaxTasks)
	fl.Bool("no-cache", false, "ignore cached verdicts and LLM replies (they are still recorded)")
	config.BindFlag(fl, "no-cache", EnvNoCache)
	fl.String("encoder", "", "sentence encoder for near-duplicates: none (lexical), use-lite, use-lite:<dir>, ort:<dir>")
	config.BindFlag(fl, "encoder", EnvEncoder)
	fl.BoolVar(&opts.JSON, "json", false, `print {"report": ..., "tasks": [...]} on stdout instead of task records`)
	fl.BoolVar(&opts.DryRun, "dry-run", false, "say how many judge calls a run would make and their estimated cost, without calling")
	return cmd
}

// resolve reads the settings bound to flags (flags > env > .env >
// ingot.yaml > defaults).
func (o *mineOptions) resolve(cmd *cobra.Command) error {
	cfg, home, err := o.f.config(cmd)
	if err != nil {
		return err
	}
	o.cfg, o.Home = cfg, home
	if o.MaxJudgeCalls, err = cfg.Int(EnvMaxJudgeCalls, mine.DefaultMaxJudgeCalls); err != nil {
		return usage(err)
	}
	if o.MaxJudgeCalls < -1 {
		o.MaxJudgeCalls = -1
	}
	if o.Threshold, err = cfg.Float(EnvClusterThreshold, mine.DefaultThreshold); err != nil {
		return usage(err)
	}
	if !(o.Threshold > 0 && o.Threshold <= 1) {
		return usage(fmt.Errorf("%s: %w (got %v)", EnvClusterThreshold, mine.ErrThreshold, o.Threshold))
	}
	if o.MaxTasks, err = cfg.Int(EnvMaxTasks, mine.DefaultMaxTasks); err != nil {
		return usage(err)
	}
	if o.NoCache, err = cfg.Bool(EnvNoCache, false); err != nil {
		return usage(err)
	}
	o.Encoder = cfg.Get(EnvEncoder)
	if o.Limit < 0 {
		return usage(fmt.Errorf("--limit must be 0 or more (got %d)", o.Limit))
	}
	return nil
}

func runMine(ctx context.Context, o *mineOptions) error {
	ios := o.IO
	// A run needs the judge; fail before any work when it is not set up.
	var settings llm.Settings
	if !o.DryRun {
		s, err := llm.SettingsFrom(o.cfg.Getenv)
		if err != nil {
			return err
		}
		if err := s.Require(llm.RoleJudge); err != nil {
			return err
		}
		s.NoCache = s.NoCache || o.NoCache
		settings = s
	}

	lib, err := o.f.library(ctx, o.cfg, o.Home)
	if err != nil {
		return err
	}
	sk, err := lib.Lookup(o.Skill)
	if err != nil {
		return fmt.Errorf("%w (skills are looked up in %s)", err, strings.Join(lib.Roots, ":"))
	}
	// Attribution ranks with the router every binary builds from the same
	// settings (internal/factory), so it agrees with ingot-route and
	// ingot-mcp.
	ropt, closeRouteEnc, err := sharedfactory.RouteOptions(ctx, o.cfg.Getenv, ingothome.New(o.Home, o.cfg.Getenv), lib, sharedfactory.Lexical, nil, func(msg string) { warnf(ios.ErrOut, "%s", msg) })
	defer closeRouteEnc()
	if err != nil {
		return err
	}
	router, _, err := route.New(ctx, lib, ropt)
	if err != nil {
		return fmt.Errorf("build the router: %w", err)
	}
	var sim mine.Similarity = mine.Lexical{}
	if o.Encoder != "" {
		enc, closeEnc, err := encoder.Open(ctx, o.Encoder, o.cfg.Getenv, func(msg string) { warnf(ios.ErrOut, "%s", msg) })
		if err != nil {
			return err
		}
		defer closeEnc()
		if enc != nil {
			sim = mine.Dense{Embedder: enc}
		}
	}
	set, err := evalset.Load(o.Home, sk.ID)
	if errors.Is(err, evalset.ErrNoEvalSet) {
		set, err = nil, nil
	}
	if err != nil {
		return err
	}

	traces, err := o.readTraces(ctx)
	if err != nil {
		return err
	}

	var (
		client *llm.Client
		jd     mine.Judger
		models []string
	)
	if o.DryRun {
		settings, client, err = dryRunClient(o.cfg, o.Home)
		if err != nil {
			return err
		}
	} else {
		client, err = llm.New(settings, llm.Options{Home: o.Home, Logger: o.f.env.Logger()})
		if err != nil {
			return err
		}
	}
	if client != nil {
		j, err := judge.New(client, judge.Options{Home: o.Home, NoCache: o.NoCache})
		if err != nil {
			return err
		}
		jd, models = j, j.Models()
	}

	mo := mine.DefaultOptions(mine.Subject{ID: sk.ID, Name: sk.Name})
	mo.Ranker = routeRanker{router}
	mo.Similarity = sim
	mo.Threshold = o.Threshold
	mo.EvalSet = set
	mo.Judge = jd
	mo.NoCache = o.NoCache
	mo.MaxJudgeCalls = o.MaxJudgeCalls
	mo.MaxTasks = o.MaxTasks
	if o.MaxTasks <= 0 {
		mo.MaxTasks = -1
	}
	mo.Limit = o.Limit
	plan, err := mine.Prepare(ctx, traces, mo)
	if err != nil {
		return err
	}
	if o.DryRun {
		return printDryRun(ios.Out, plan, plan.Estimate(settings.Prices, models, 0), o.JSON, o.MaxJudgeCalls)
	}

	fmt.Fprintf(ios.ErrOut, "[mine] %d/%d traces attributed to %q; %d task cluster(s), %d with a cached verdict; judging %d (max %s new judgments per run)\n",
		plan.Attributed, plan.Read, sk.ID, len(plan.Clusters), plan.CachedClusters, plan.Allowance, limitText(o.MaxJudgeCalls))
	bar := cli.NewProgress(ios, plan.Allowance, "judging", plan.Allowance == 0)
	res, runErr := plan.Run(ctx, mine.RunOptions{
		Concurrency: settings.Concurrency,
		Judged:      func() { bar.Add(1) },
		Warn:        func(err error) { warnf(ios.ErrOut, "%v", err) },
	})
	bar.Done()
	if res == nil {
		return runErr
	}
	cost := client.Ledger().Report()
	res.Report.Cost = &cost
	if res.Tasks == nil {
		res.Tasks = []mine.Task{}
	}
	if o.JSON {
		if err := cli.WriteJSON(ios.Out, res); err != nil {
			return err
		}
	} else {
		w := jsonl.NewWriter(ios.Out)
		for _, t := range res.Tasks {
			if err := w.Write(t); err != nil {
				return err
			}
		}
	}
	if !o.JSON || runErr != nil {
		if err := res.Report.WriteText(ios.ErrOut); err != nil {
			return err
		}
	}
	saved, err := mine.SaveHealth(o.Home, mine.HealthRecord{
		Skill: sk.ID, Revision: sk.Revision.String(), TS: o.f.env.Now().UTC(),
		JudgeModels: models, PromptVersion: judge.PromptVersion, Report: res.Report, Tasks: res.Tasks,
	})
	if err != nil {
		warnf(ios.ErrOut, "%v", err)
	} else {
		fmt.Fprintf(ios.ErrOut, "[mine] health report saved to %s\n", saved)
	}
	if runErr != nil {
		return fmt.Errorf("mining %s: %w; the partial report and tasks above are kept", sk.ID, runErr)
	}
	return nil
}

func limitText(n int) string {
	if n < 0 {
		return "unlimited"
	}
	return fmt.Sprint(n)
}

// readTraces reads the traces to mine: the store with --store, else stdin.
func (o *mineOptions) readTraces(ctx context.Context) ([]trace.Record, error) {
	if !o.Store {
		return mine.ReadTraces(ctx, o.IO.In, "stdin", func(err error) { warnf(o.IO.ErrOut, "%v", err) })
	}
	st, err := o.f.store(o.cfg, o.Home)
	if err != nil {
		return nil, err
	}
	var out []trace.Record
	err = st.Read(ctx, func(r trace.Record) error {
		out = append(out, r)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", st.Path(), err)
	}
	return out, nil
}

// dryRunClient returns the LLM settings and a client that is never asked
// to call: the configured ones when an endpoint is set, else a stand-in
// carrying only the judge models (INGOT_JUDGE_MODELS / INGOT_JUDGE_MODEL)
// and prices, so cached verdicts can still be looked up and calls priced.
// It returns a nil client when no judge model is named at all.
func dryRunClient(cfg *config.Config, home string) (llm.Settings, *llm.Client, error) {
	s, err := llm.SettingsFrom(cfg.Getenv)
	if err == nil {
		if _, merr := s.Models(llm.RoleJudge); merr == nil {
			c, err := llm.New(s, llm.Options{Home: home})
			return s, c, err
		}
	} else if !errors.Is(err, llm.ErrNotConfigured) {
		return s, nil, err
	}
	s = llm.Settings{Prices: llm.DefaultPrices()}
	if p := cfg.Get("INGOT_PRICES"); p != "" {
		extra, err := llm.LoadPrices(p)
		if err != nil {
			return s, nil, err
		}
		for m, pr := range extra {
			s.Prices[m] = pr
		}
	}
	list := cfg.Get("INGOT_JUDGE_MODELS")
	if list == "" {
		list = cfg.Get("INGOT_JUDGE_MODEL")
	}
	var models []string
	for _, m := range strings.Split(list, ",") {
		if m = strings.TrimSpace(m); m != "" {
			models = append(models, m)
		}
	}
	if len(models) == 0 {
		return s, nil, nil
	}
	// Never called: a dry run only looks up the cache and counts tokens.
	s.Endpoints = map[llm.Role]llm.Endpoint{llm.RoleJudge: {BaseURL: "http://dry-run.invalid/v1", Models: models}}
	c, err := llm.New(s, llm.Options{Home: home})
	return s, c, err
}

type dryRun struct {
	DryRun         bool          `json:"dry_run"`
	Skill          string        `json:"skill"`
	TracesRead     int           `json:"traces_read"`
	Attributed     int           `json:"traces_attributed"`
	Uses           int           `json:"uses"`
	Clusters       int           `json:"clusters"`
	CachedVerdicts int           `json:"cached_verdicts"`
	Pending        int           `json:"pending"`
	BacklogAfter   int           `json:"backlog_after"`
	Estimate       mine.Estimate `json:"estimate"`
}

func printDryRun(w io.Writer, p *mine.Plan, e mine.Estimate, asJSON bool, max int) error {
	d := dryRun{DryRun: true, Skill: p.Skill(), TracesRead: p.Read, Attributed: p.Attributed, Uses: len(p.Uses), Clusters: len(p.Clusters),
		CachedVerdicts: p.CachedClusters, Pending: len(p.Pending), BacklogAfter: len(p.Pending) - p.Allowance, Estimate: e}
	if asJSON {
		return cli.WriteJSON(w, d)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "dry run: %d/%d traces attributed to %q, %d task cluster(s), %d with a cached verdict\n", d.Attributed, d.TracesRead, d.Skill, d.Clusters, d.CachedVerdicts)
	fmt.Fprintf(&b, "would judge %d cluster(s) (max %s new judgments per run), leaving %d for later runs\n", e.Judgments, limitText(max), d.BacklogAfter)
	switch {
	case len(e.Models) == 0:
		fmt.Fprintf(&b, "would make %d judge call(s); cost unknown: no judge model configured (set INGOT_JUDGE_MODEL)\n", e.Calls)
	default:
		fmt.Fprintf(&b, "would make %d judge call(s) to %s: about %d input and %d output tokens", e.Calls, strings.Join(e.Models, ", "), e.InputTokens, e.OutputTokens)
		if e.CostKnown {
			fmt.Fprintf(&b, ", estimated cost $%.4f\n", e.CostUSD)
		} else {
			fmt.Fprintf(&b, ", estimated cost at least $%.4f (no price for %s: add it to INGOT_PRICES)\n", e.CostUSD, strings.Join(e.Unpriced, ", "))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

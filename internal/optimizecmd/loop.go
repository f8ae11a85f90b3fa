package optimizecmd

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/filelock"
	"github.com/ingot-dev/ingot/pkg/jsonl"
	"github.com/ingot-dev/ingot/pkg/optimize"
)

// DefaultHealthThreshold is INGOT_LOOP_HEALTH_THRESHOLD's default.
const DefaultHealthThreshold = 0.7

// EnvBinDir names where the loop looks for its sibling binaries first.
const EnvBinDir = "INGOT_BIN_DIR"

type loopOptions struct {
	IO        *cli.IOStreams
	Skills    []string
	Home      string
	Dir       string // working directory of the child processes
	Threshold float64
	Force     bool
	BinDir    string
	JSON      bool

	cfg  *config.Config
	f    *factory
	body *bodyOptions // settings of the in-process body pass
}

const loopLong = `Run the improvement loop once, unattended (cron-friendly).

For each skill with an eval set (evals/SKILL.yaml), or each SKILL named:

  1. ingot-mine SKILL --store --json: the skill's health from the local
     trace store (new judgments are cached, so each run judges the backlog
     a little further).
  2. Healthy (mean judge score >= INGOT_LOOP_HEALTH_THRESHOLD, 0.7): skip.
     Mining that has not yet covered every trace cluster defers the
     decision (unless --force); a skill with no trace signal at all is
     treated as unhealthy.
  3. The body pass (as ingot-optimize SKILL) on the mined tasks.
  4. ingot-ab SKILL on the candidate: held-out evidence and the gate.
  5. ingot-promote propose on the evidence: the proposal waits in the
     review slot. The loop never approves anything.

One summary line per skill goes to stdout (a JSON array with --json);
the stages' own progress goes to stderr. ingot-mine, ingot-ab and
ingot-promote are looked up in --bin-dir (INGOT_BIN_DIR), then next to
this binary, then on PATH. A lock (runs/optimize-loop.lock, an OS file
lock that dies with its process) keeps two loops from running at once; a second
loop exits 1 saying who holds it. INGOT_MAX_RUN_USD caps each stage's
process separately.

EXIT STATUS
  0    success, including "nothing to do" (no eval sets, every skill healthy)
  1    a stage failed for at least one skill (the others still ran), or
       another loop holds the lock
  2    bad usage: unknown flag, invalid value
  130  interrupted`

func newLoopCmd(f *factory, runF func(context.Context, *loopOptions) error) *cobra.Command {
	opts := &loopOptions{IO: f.env.IO, f: f}
	cmd := &cobra.Command{
		Use:   "loop [SKILL...]",
		Short: "Mine, optimize, measure and propose for every unhealthy skill; never approves",
		Long:  loopLong,
		Example: `  ingot-optimize loop
  ingot-optimize loop pdf xlsx --force
  # crontab: every night at 03:17
  17 3 * * * cd /srv/ingot && ingot-optimize loop >> runs/loop.log 2>&1`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Skills = args
			cfg, home, err := f.config(cmd)
			if err != nil {
				return err
			}
			opts.cfg, opts.Home, opts.Dir = cfg, home, f.env.Dir
			if opts.Threshold, err = cfg.Float(EnvHealthThreshold, DefaultHealthThreshold); err != nil {
				return usage(err)
			}
			if opts.Threshold < 0 || opts.Threshold > 1 {
				return usage(fmt.Errorf("%s: must be between 0 and 1 (got %v)", EnvHealthThreshold, opts.Threshold))
			}
			opts.BinDir = cfg.Get(EnvBinDir)
			b := &bodyOptions{IO: opts.IO, f: f, cfg: cfg, Home: home}
			if b.Candidates, err = cfg.Int(EnvCandidates, optimize.DefaultCandidates); err != nil || b.Candidates < 1 {
				return usage(fmt.Errorf("%s: want a whole number of at least 1 (%v)", EnvCandidates, err))
			}
			if b.TargetChars, err = cfg.Int(EnvBodyTargetChars, optimize.DefaultBodyTargetChars); err != nil || b.TargetChars < 1 {
				return usage(fmt.Errorf("%s: want a whole number of at least 1 (%v)", EnvBodyTargetChars, err))
			}
			if b.NoCache, err = cfg.Bool(EnvNoCache, false); err != nil {
				return usage(err)
			}
			opts.body = b
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return runLoop(cmd.Context(), opts)
		},
	}
	fl := cmd.Flags()
	fl.Float64("health-threshold", DefaultHealthThreshold, "optimize skills whose mean judge score is below this")
	config.BindFlag(fl, "health-threshold", EnvHealthThreshold)
	fl.String("bin-dir", "", "where ingot-mine, ingot-ab and ingot-promote are looked up first")
	config.BindFlag(fl, "bin-dir", EnvBinDir)
	fl.BoolVar(&opts.Force, "force", false, "optimize whatever the health (and before mining covers every cluster)")
	fl.BoolVar(&opts.JSON, "json", false, "print the summaries as one JSON array")
	return cmd
}

// LoopResult is one skill's summary.
type LoopResult struct {
	Skill     string   `json:"skill"`
	Outcome   string   `json:"outcome"` // healthy, deferred, no-candidate, proposed, error
	Health    *float64 `json:"health,omitempty"`
	Candidate string   `json:"candidate,omitempty"` // skill@rev
	Gate      string   `json:"gate,omitempty"`      // PASS / BLOCKED
	Detail    string   `json:"detail,omitempty"`
}

func (r LoopResult) line() string {
	s := fmt.Sprintf("%s: %s", r.Skill, r.Outcome)
	if r.Health != nil {
		s += fmt.Sprintf(" (health %.2f)", *r.Health)
	}
	if r.Candidate != "" {
		s += " candidate " + r.Candidate
	}
	if r.Gate != "" {
		s += " gate " + r.Gate
	}
	if r.Detail != "" {
		s += ": " + r.Detail
	}
	return s
}

// evalSkills lists the skills with an eval set: evals/**/*.yaml, drafts
// left out.
func evalSkills(home string) ([]string, error) {
	root := filepath.Join(home, "evals")
	var out []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) && p == root {
				return fs.SkipAll
			}
			return err
		}
		if d.IsDir() || !strings.HasSuffix(p, ".yaml") || strings.HasSuffix(p, ".draft.yaml") {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		out = append(out, filepath.ToSlash(strings.TrimSuffix(rel, ".yaml")))
		return nil
	})
	sort.Strings(out)
	return out, err
}

func runLoop(ctx context.Context, o *loopOptions) error {
	ios := o.IO
	logf := func(format string, a ...any) { fmt.Fprintf(ios.ErrOut, "[loop] "+format+"\n", a...) }
	skills := o.Skills
	if len(skills) == 0 {
		var err error
		if skills, err = evalSkills(o.Home); err != nil {
			return err
		}
		if len(skills) == 0 {
			logf("no skill has an eval set (evals/SKILL.yaml) yet, so there is nothing to do; draft one with `%s draft SKILL`", Name)
			if o.JSON {
				return cli.WriteJSON(ios.Out, []LoopResult{})
			}
			return nil
		}
	}
	unlock, err := lockLoop(o.Home)
	if err != nil {
		return err
	}
	defer unlock()

	var results []LoopResult
	failed := 0
	for _, id := range skills {
		if err := ctx.Err(); err != nil {
			return err
		}
		logf("===== %s =====", id)
		r := o.one(ctx, id, logf)
		if r.Outcome == "error" {
			failed++
		}
		results = append(results, r)
		if !o.JSON {
			fmt.Fprintln(ios.Out, r.line())
		}
	}
	if o.JSON {
		if err := cli.WriteJSON(ios.Out, results); err != nil {
			return err
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d skill(s) failed a stage (see above); nothing was approved", failed, len(results))
	}
	return nil
}

// one runs the loop for one skill.
func (o *loopOptions) one(ctx context.Context, id string, logf func(string, ...any)) LoopResult {
	res := LoopResult{Skill: id}
	fail := func(format string, a ...any) LoopResult {
		res.Outcome, res.Detail = "error", fmt.Sprintf(format, a...)
		logf("%s: %s", id, res.Detail)
		return res
	}
	// 1. Mine.
	var mined struct {
		Report struct {
			Uses           int     `json:"uses"`
			Covered        int     `json:"covered"`
			Coverage       float64 `json:"coverage"`
			MeanScore      float64 `json:"mean_score"`
			HealthComplete bool    `json:"health_complete"`
		} `json:"report"`
		Tasks []json.RawMessage `json:"tasks"`
	}
	out, err := o.stage(ctx, "ingot-mine", nil, id, "--store", "--json")
	if err != nil {
		return fail("%v", err)
	}
	if err := json.Unmarshal(out, &mined); err != nil {
		return fail("ingot-mine --json output: %v", err)
	}
	rep := mined.Report
	switch {
	case rep.Covered == 0:
		logf("%s: no trace signal (no judged use of the skill), treated as unhealthy", id)
	default:
		h := rep.MeanScore
		res.Health = &h
		if !o.Force && !rep.HealthComplete {
			res.Outcome = "deferred"
			res.Detail = fmt.Sprintf("mining covers %.0f%% of the uses; the health decision waits until every trace cluster is judged (--force to go ahead)", 100*rep.Coverage)
			logf("%s: %s", id, res.Detail)
			return res
		}
		if !o.Force && h >= o.Threshold {
			res.Outcome = "healthy"
			logf("%s: healthy (mean %.2f >= %s %.2f), skipping", id, h, EnvHealthThreshold, o.Threshold)
			return res
		}
		logf("%s: below the health bar (mean %.2f < %.2f), optimizing", id, h, o.Threshold)
	}

	// 2. Body pass, in process.
	var tasks bytes.Buffer
	for _, t := range mined.Tasks {
		if err := json.Compact(&tasks, t); err != nil {
			return fail("ingot-mine task record: %v", err)
		}
		tasks.WriteByte('\n')
	}
	var cands bytes.Buffer
	b := *o.body
	b.Skill = id
	b.IO = &cli.IOStreams{In: &tasks, Out: &cands, ErrOut: o.IO.ErrOut}
	if err := runBody(ctx, &b); err != nil {
		return fail("%v", err)
	}
	var rec struct {
		Skill             string `json:"skill"`
		CandidateRevision string `json:"candidate_revision"`
	}
	found := false
	r := jsonl.NewReader(bytes.NewReader(cands.Bytes()), "body pass")
	for {
		l, err := r.Next(ctx)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return fail("%v", err)
		}
		if l.Kind == jsonl.KindCandidate && l.Decode(&rec) == nil {
			found = true
		}
	}
	if !found {
		res.Outcome = "no-candidate"
		res.Detail = "no candidate beat the seed on the train tasks (see above)"
		return res
	}
	res.Candidate = id + "@" + shortRev(rec.CandidateRevision)

	// 3. Measure, 4. propose.
	evidence, err := o.stage(ctx, "ingot-ab", cands.Bytes(), id)
	if err != nil {
		return fail("%v; the candidate is kept in runs/candidates, measure it with `ingot-ab %s`", err, id)
	}
	res.Gate = "BLOCKED"
	er := jsonl.NewReader(bytes.NewReader(evidence), "ingot-ab")
	for {
		l, err := er.Next(ctx)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return fail("ingot-ab output: %v", err)
		}
		var ev struct {
			Gate struct {
				Promotable bool `json:"promotable"`
			} `json:"gate"`
		}
		if l.Kind == jsonl.KindEvidence && l.Decode(&ev) == nil && ev.Gate.Promotable {
			res.Gate = "PASS"
		}
	}
	if _, err := o.stage(ctx, "ingot-promote", evidence, "propose"); err != nil {
		return fail("%v", err)
	}
	res.Outcome = "proposed"
	res.Detail = fmt.Sprintf("waiting for review: `ingot-promote show %s`", id)
	return res
}

// LoopLockPath is the lock that keeps two loops of one home apart.
func LoopLockPath(home string) string { return filepath.Join(home, "runs", "optimize-loop.lock") }

// lockLoop takes the loop lock without waiting (pkg/filelock: an OS lock
// that dies with its process) and records who holds it, so a second loop
// can name the holder.
func lockLoop(home string) (func(), error) {
	p := LoopLockPath(home)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return nil, err
	}
	l, err := filelock.Try(p, filelock.Options{Exclusive: true})
	if errors.Is(err, filelock.ErrBusy) {
		holder, _ := os.ReadFile(p)
		who := strings.TrimSpace(string(holder))
		if who == "" {
			who = "another process"
		}
		return nil, fmt.Errorf("another ingot-optimize loop is running (%s holds %s); two loops never run at once", who, p)
	}
	if err != nil {
		return nil, err
	}
	host, _ := os.Hostname()
	_ = os.WriteFile(p, []byte(fmt.Sprintf("pid %d on %s since %s\n", os.Getpid(), host, time.Now().UTC().Format(time.RFC3339))), 0o600)
	return func() {
		_ = os.WriteFile(p, nil, 0o600)
		_ = l.Unlock()
	}, nil
}

func shortRev(s string) string {
	if len(s) > 12 {
		return s[:12]
	}
	return s
}

// binary finds a sibling binary: --bin-dir, next to this executable, PATH.
func (o *loopOptions) binary(name string) (string, error) {
	var dirs []string
	if o.BinDir != "" {
		dirs = append(dirs, o.BinDir)
	}
	if exe, err := os.Executable(); err == nil {
		dirs = append(dirs, filepath.Dir(exe))
	}
	for _, d := range dirs {
		p := filepath.Join(d, name)
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() && st.Mode().Perm()&0o111 != 0 {
			return p, nil
		}
	}
	p, err := exec.LookPath(name)
	if err != nil {
		return "", fmt.Errorf("%s not found in %s or on PATH: install it beside %s", name, strings.Join(dirs, ", "), Name)
	}
	return p, nil
}

// childVars are the settings handed to the stages explicitly, so values
// the loop got from flags or its own environment reach them too.
var childVars = []string{
	"INGOT_SKILL_PATHS", "INGOT_BASE_URL", "INGOT_API_KEY", "OPENAI_BASE_URL", "OPENAI_API_KEY",
	"INGOT_AGENT_MODEL", "INGOT_AUTHOR_MODEL", "INGOT_STRONG_MODEL", "INGOT_JUDGE_MODEL", "INGOT_JUDGE_MODELS",
	"INGOT_AGENT_BASE_URL", "INGOT_AGENT_API_KEY", "INGOT_AUTHOR_BASE_URL", "INGOT_AUTHOR_API_KEY",
	"INGOT_STRONG_BASE_URL", "INGOT_STRONG_API_KEY", "INGOT_JUDGE_BASE_URL", "INGOT_JUDGE_API_KEY",
	"INGOT_PRICES", "INGOT_MAX_RUN_USD", "INGOT_NO_CACHE", "INGOT_LLM_OFFLINE", "INGOT_LLM_TIMEOUT", "INGOT_LLM_CONCURRENCY",
	"INGOT_TRACES_FILE", "INGOT_MINE_MAX_JUDGE_CALLS", "INGOT_BODY_TARGET_CHARS",
	"INGOT_PROMOTE_MIN_MARGIN", "INGOT_PROMOTE_MIN_SAMPLES", "INGOT_PROMOTE_PASS_SCORE", "INGOT_COLLISION_SCORE",
	"INGOT_EXEC_SANDBOX", "INGOT_ENCODER", "INGOT_MIN_SCORE", "INGOT_RELATED_SCORE", "INGOT_DENSE_WEIGHT", "INGOT_ACTOR",
}

// stage runs a sibling binary with stdin, returning its stdout; its stderr
// goes to ours.
func (o *loopOptions) stage(ctx context.Context, name string, stdin []byte, args ...string) ([]byte, error) {
	bin, err := o.binary(name)
	if err != nil {
		return nil, err
	}
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = o.Dir
	cmd.Env = append(os.Environ(), "INGOT_HOME="+o.Home)
	for _, k := range childVars {
		if v := o.cfg.Get(k); v != "" {
			cmd.Env = append(cmd.Env, k+"="+v)
		}
	}
	cmd.Stdin = bytes.NewReader(stdin)
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = o.IO.ErrOut
	if err := cmd.Run(); err != nil {
		return out.Bytes(), fmt.Errorf("%s %s: %w", name, strings.Join(args, " "), err)
	}
	return out.Bytes(), nil
}

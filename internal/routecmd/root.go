package routecmd

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	sharedfactory "github.com/ingot-dev/ingot/internal/factory"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/encoder"
	ingothome "github.com/ingot-dev/ingot/pkg/home"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Name is the binary's name, used in messages.
const Name = "ingot-route"

// Main runs ingot-route with the process's arguments and streams.
func Main() int { return cli.Main(Name, os.Args[1:], NewRoot) }

// Settings and their defaults (flags override, see config).
const (
	envHome         = "INGOT_HOME"
	envSkillPaths   = "INGOT_SKILL_PATHS"
	envEncoder      = encoder.EnvEncoder
	envMinScore     = route.EnvMinScore
	envRelatedScore = route.EnvRelatedScore
	envDenseWeight  = route.EnvDenseWeight
	envCollision    = route.EnvCollision
	envHarness      = "INGOT_HARNESS"
	defaultHarness  = "codex"
	bandHelpText    = `The band score is the top skill's match probability: a logistic model,
shipped with the router, over how much of the task the skill accounts for
(idf-weighted shares of its terms found in the skill's name, description
and body, the skill's name words in the task, the BM25F score, the
lengths), so it means the same for a one-line skill and a long one. BM25F's statistics are pooled with those of a
392-skill background corpus, so they mean the same in a library of three
skills as in one of hundreds. Caches (the built index, skill vectors) live under
<home>/runs/cache when <home> holds skills/ or runs/, else under the user
cache directory (ingot/cache).`
	// settingsHelpText is the registry's SETTINGS section for ingot-route
	// (filled in by internal/cli from pkg/config.Registry), then how the
	// bands read.
	settingsHelpText = cli.SettingsPlaceholder + "\n\n" + bandHelpText
)

const rootLong = `ingot-route decides which skill serves a task, and measures how well it
decides.

  ingot-route [flags] "TASK"     one decision, as JSON
  ingot-route [flags] < tasks    filter mode: one JSON request per line in
                                 ({"task": ..., "harness": ..., "cwd": ...,
                                 "platform": ..., "available_tools": [...],
                                 "available_mcps": [...], "min_score": ...}),
                                 one decision per line out, in order

A decision has exactly nine keys: match, related_match, score, reason,
skill_body, skill_root, revision, alternatives (at most two, never bodies)
and novel. Skills are filtered first (harness, platform, scopes and
path_patterns against --cwd, required tools and MCP servers, trust,
activation), then ranked by BM25F over name, description, headings and
body, then banded: match (score >= min), related_match (>= related) or
novel.

` + settingsHelpText + `

EXIT STATUS
  0    success (a novel decision is a success)
  1    failure: unreadable library, a home or skill root that does not exist,
       a bad request line in filter mode (an error record {"error", "line"}
       stands in its place and the other lines are still answered)
  2    bad usage: unknown flag, no task and stdin is a terminal
  130  interrupted`

// NewRoot builds the ingot-route command tree for one invocation.
func NewRoot(env *cli.Env) *cobra.Command {
	f := &factory{env: env}
	opts := &routeOptions{}
	root := &cobra.Command{
		Use:   Name + ` [flags] ["TASK"]`,
		Short: "Route a task to a skill, or measure the router",
		Long:  rootLong,
		Example: `  ingot-route "write RSpec specs for the Subscription model"
  ingot-route --harness claude --cwd ~/src/app --tools browser "research the API"
  printf '{"task":"deploy to k8s","harness":"codex"}\n' | ingot-route`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 1 {
				return cli.Usagef("the task is one argument; quote it: %s %q", Name, strings.Join(args, " "))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.cmd = cmd
			if err := route.CheckPlatform(opts.platform); err != nil {
				return &cli.UsageError{Err: err}
			}
			if len(args) == 1 && args[0] != "-" {
				opts.task = args[0]
				return runRoute(cmd.Context(), f, opts)
			}
			if isTerminal(env.IO.In) && len(args) == 0 {
				return cli.Usagef("give a TASK, or pipe JSON requests on stdin")
			}
			return runFilter(cmd.Context(), f, opts)
		},
	}
	pf := root.PersistentFlags()
	cli.AddHomeFlags(root)
	pf.String("encoder", "", "sentence encoder: none, use-lite[:<dir>] or ort:<dir> (default use-lite)")
	config.BindFlag(pf, "encoder", envEncoder)
	pf.Float64("dense-weight", route.DefaultDenseWeight, "μ: weight of the encoder's cosine in the ranking")
	config.BindFlag(pf, "dense-weight", envDenseWeight)
	pf.Float64("min-score", route.DefaultMinScore, "band score at or above which the top skill is a match")
	config.BindFlag(pf, "min-score", envMinScore)
	pf.Float64("related-score", route.DefaultRelatedScore, "band score at or above which the top skill is a related match")
	config.BindFlag(pf, "related-score", envRelatedScore)

	fl := root.Flags()
	fl.StringVar(&opts.harness, "harness", "", "the agent harness asking: claude, codex, ... (default codex)")
	config.BindFlag(fl, "harness", envHarness)
	fl.StringVar(&opts.cwd, "cwd", "", "working directory for project-scoped skills (default: this one)")
	fl.StringVar(&opts.platform, "platform", "", "macos, linux or windows (default: this machine)")
	fl.StringSliceVar(&opts.tools, "tools", nil, "available tools, comma-separated")
	fl.StringSliceVar(&opts.mcps, "mcps", nil, "available MCP servers, comma-separated")
	fl.BoolVar(&opts.json, "json", true, "decisions are always JSON; accepted for uniformity")

	root.AddCommand(
		newSuggestCmd(f, nil),
		newEvalCmd(f, nil),
		newCollisionsCmd(f, nil),
		newIndexCmd(f, nil),
		newValidateCmd(f, nil),
		newExplainCmd(f, nil),
		newLearnCmd(f, nil),
	)
	return root
}

func isTerminal(r any) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// factory builds what commands depend on, lazily, from one Env.
type factory struct {
	env      *cli.Env
	warnOnce sync.Map
}

// settings are the resolved configuration of one command.
type settings struct {
	cfg         *config.Config
	home        string
	roots       []string
	cacheDir    string
	denseWeight float64
}

func (f *factory) settings(cmd *cobra.Command) (*settings, error) {
	cfg, err := f.env.Config(cmd.Flags())
	if err != nil {
		return nil, err
	}
	s := &settings{cfg: cfg, home: f.env.Home(cfg)}
	s.roots = skill.Roots(s.home, cfg.Get(envSkillPaths))
	if _, err := sharedfactory.Roots(cfg, s.home); err != nil {
		return nil, err
	}
	s.cacheDir = ingothome.New(s.home, cfg.Getenv).Cache()
	opt, err := route.OptionsFromEnv(cfg.Getenv)
	if err != nil {
		return nil, &cli.UsageError{Err: err}
	}
	s.denseWeight = opt.DenseWeight
	return s, nil
}

// warn prints a message on stderr once per invocation.
func (f *factory) warn(msg string) {
	if _, dup := f.warnOnce.LoadOrStore(msg, true); !dup {
		fmt.Fprintf(f.env.IO.ErrOut, "%s: %s\n", Name, msg)
	}
}

// library discovers the skills under the configured roots, reporting the
// skills it had to skip.
func (f *factory) library(ctx context.Context, s *settings) (*skill.Library, error) {
	return sharedfactory.LibraryAt(ctx, s.roots, f.warn)
}

// routerNeeds says which signals a command wants.
type routerNeeds int

const (
	needLexical  routerNeeds = iota // the encoder only when μ > 0
	needIndex                       // load the encoder when INGOT_ENCODER names one (index)
	needEncoder                     // load the encoder (suggest, hybrid evaluation)
	needDenseAll                    // dense-only evaluation: the encoder is required
)

// open reads the settings, discovers the library and builds its router,
// for the commands that need nothing in between. closeEnc releases the
// encoder, if one was opened.
func (f *factory) open(ctx context.Context, cmd *cobra.Command, needs routerNeeds) (s *settings, r *route.Router, closeEnc func() error, err error) {
	if s, err = f.settings(cmd); err != nil {
		return nil, nil, nil, err
	}
	lib, err := f.library(ctx, s)
	if err != nil {
		return nil, nil, nil, err
	}
	if r, _, closeEnc, err = f.router(ctx, s, lib, needs, nil); err != nil {
		return nil, nil, nil, err
	}
	return s, r, closeEnc, nil
}

// router builds the router a command uses, from the settings through the
// one path every binary shares (internal/factory). close releases the
// encoder.
func (f *factory) router(ctx context.Context, s *settings, lib *skill.Library, needs routerNeeds, edit func(*route.Options)) (*route.Router, route.RefreshStats, func() error, error) {
	want := map[routerNeeds]sharedfactory.Needs{needLexical: sharedfactory.Lexical, needIndex: sharedfactory.ExplicitEncoder, needEncoder: sharedfactory.Encoder, needDenseAll: sharedfactory.Dense}[needs]
	h := ingothome.New(s.home, s.cfg.Getenv)
	var learnErr error
	// INGOT_ROUTE_LEARN: the home's learned requests (off unless set);
	// before edit, so a measurement can replace them.
	withLearned := func(opt *route.Options) {
		learnErr = sharedfactory.LearnedOptions(s.cfg.Getenv, h, opt, f.warn)
		if edit != nil {
			edit(opt)
		}
	}
	opt, closeEnc, err := sharedfactory.RouteOptions(ctx, s.cfg.Getenv, h, lib, want, withLearned, f.warn)
	if err == nil && learnErr != nil {
		err = &cli.UsageError{Err: learnErr}
	}
	if err != nil {
		_ = closeEnc()
		return nil, route.RefreshStats{}, func() error { return nil }, err
	}
	// A library of short skills may route with the encoder by default
	// (route.WantsEncoder; Options.ShortLibraryDenseWeight, off unless set):
	// RouteOptions is given the library to decide.
	opt.Logger = slog.New(slog.NewTextHandler(f.env.IO.ErrOut, &slog.HandlerOptions{Level: slog.LevelWarn}))
	if opt.Embedder != nil {
		opt.Progress = cli.ProgressFunc(f.env.IO, "embedding skills")
	}
	// INGOT_RERANK_MODEL: an LLM chooses among the top candidates of
	// uncertain requests (off unless set).
	if m := strings.TrimSpace(s.cfg.Getenv(route.EnvRerankModel)); m != "" && opt.Mode != route.DenseOnly {
		c, _, err := sharedfactory.LLM(s.cfg, s.home, opt.Logger)
		if err != nil {
			return nil, route.RefreshStats{}, closeEnc, fmt.Errorf("%s=%s: %w", route.EnvRerankModel, m, err)
		}
		opt.Rerank = route.LLMReranker{Client: c, Model: m}
	}
	r, st, err := route.New(ctx, lib, opt)
	if err != nil {
		_ = closeEnc()
		return nil, st, func() error { return nil }, err
	}
	return r, st, closeEnc, nil
}

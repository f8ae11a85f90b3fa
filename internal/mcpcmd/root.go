package mcpcmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	sharedfactory "github.com/ingot-dev/ingot/internal/factory"
	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/config"
	ingothome "github.com/ingot-dev/ingot/pkg/home"
	"github.com/ingot-dev/ingot/pkg/mcpserver"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/safety"
	"github.com/ingot-dev/ingot/pkg/safety/guard"
	"github.com/ingot-dev/ingot/pkg/serving"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Name is the binary's name, used in messages.
const Name = "ingot-mcp"

// Main runs ingot-mcp with the process's arguments and streams.
func Main() int { return cli.Main(Name, os.Args[1:], NewRoot) }

const rootLong = `ingot-mcp serves the skills of the Ingot home to agents over the Model
Context Protocol: on stdio by default (what "claude mcp add ingot -- ingot-mcp"
and a Codex [mcp_servers.ingot] entry run), or on streamable HTTP at
http://ADDR/mcp with --http (default address 127.0.0.1:8000).

Tools: route_and_load, suggest_skills, get_skill, list_skills, create_skill
(queues a new skill for human review; never writes skills/) and
reload_skills. The MCP skills extension (io.modelcontextprotocol/skills) is
served too: skills/list, skills/get and skill://<skill>/<file> resources with
sha256 digests. Every protocol version of the Go SDK works on both transports
(2026-07-28 statelessly, 2024-11-05 to 2025-11-25 with sessions).

Skills are read from <home>/skills, then INGOT_SKILL_PATHS (':'-separated);
edits are picked up by themselves, checked at most every
INGOT_RELOAD_INTERVAL (default 1s). A skill that stops parsing keeps its last
good revision served. Every route_and_load, suggest_skills, get_skill and
create_skill is appended to the trace store (runs/traces.jsonl; see
INGOT_TRACE_*).

HTTP is loopback-only unless --allow-remote is given AND INGOT_MCP_TOKEN is
set; with a token, every request must carry "Authorization: Bearer <token>".
The token is read from the environment, .env or ingot.yaml, never a flag.

Logs go to stderr only; stdout carries the protocol on stdio.

EXIT STATUS
  0    the client closed stdin (stdio; requests in flight are answered
       first), or --check succeeded
  1    failure: the home or a skill root does not exist, the library or a
       store could not be opened, the address is taken; with --check, a
       skill folder that would be skipped or an empty library
  2    bad usage, including a non-loopback --http address without
       --allow-remote and INGOT_MCP_TOKEN, or a bare port (--http 8000)
  130  stopped by SIGINT or SIGTERM (after a graceful shutdown)`

const rootExample = `  ingot-mcp                                   # stdio, skills from ./skills
  INGOT_HOME=~/ingot ingot-mcp --http         # http://127.0.0.1:8000/mcp
  ingot-mcp --http 127.0.0.1:9000 --skill-paths ~/.claude/skills
  INGOT_MCP_TOKEN=$(openssl rand -hex 32) ingot-mcp --http 0.0.0.0:8000 --allow-remote
  ingot-mcp --check [--json]                  # load the library, print what would be served`

// serveOptions are the flags and dependencies of one run.
type serveOptions struct {
	IO     *cli.IOStreams
	Config func() (*config.Config, error)
	Home   func(*config.Config) string

	HTTP        string // address; "" serves stdio
	AllowRemote bool
	Check       bool
	JSON        bool
	LogLevel    string
	// ready, when set, is called with the HTTP URL once the server
	// listens (tests).
	ready func(url string)
}

// NewRoot builds the ingot-mcp command for one invocation.
func NewRoot(env *cli.Env) *cobra.Command {
	return newRootCmd(env, nil)
}

func newRootCmd(env *cli.Env, runF func(context.Context, *serveOptions) error) *cobra.Command {
	opts := &serveOptions{IO: env.IO, Home: env.Home}
	cmd := &cobra.Command{
		Use:     Name + " [--http [ADDR]]",
		Short:   "Serve skills to agents over MCP (stdio or streamable HTTP)",
		Long:    rootLong,
		Example: rootExample,
		Args:    cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Config = func() (*config.Config, error) { return env.Config(cmd.Flags()) }
			cfg, err := opts.Config()
			if err != nil {
				return err
			}
			httpFlag := cmd.Flags().Lookup("http")
			opts.HTTP = cfg.Get("INGOT_MCP_HTTP")
			switch {
			case len(args) == 1 && httpFlag.Changed && httpFlag.Value.String() == mcpserver.DefaultAddr:
				opts.HTTP = args[0] // --http ADDR, parsed as --http and an argument
			case len(args) == 1:
				return cli.Usagef("unexpected argument %q (the address goes after --http)", args[0])
			}
			if opts.AllowRemote, err = cfg.Bool("INGOT_MCP_ALLOW_REMOTE", false); err != nil {
				return &cli.UsageError{Err: err}
			}
			opts.LogLevel = cfg.Get("INGOT_LOG_LEVEL")
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return runServe(cmd.Context(), opts)
		},
	}
	fs := cmd.Flags()
	fs.String("http", "", "serve streamable HTTP at http://ADDR/mcp instead of stdio; ADDR defaults to "+mcpserver.DefaultAddr+" (port 0 picks a free port)")
	fs.Lookup("http").NoOptDefVal = mcpserver.DefaultAddr
	config.BindFlag(fs, "http", "INGOT_MCP_HTTP")
	fs.Bool("allow-remote", false, "allow a non-loopback --http address (requires INGOT_MCP_TOKEN)")
	config.BindFlag(fs, "allow-remote", "INGOT_MCP_ALLOW_REMOTE")
	cli.AddHomeFlags(cmd)
	fs.String("reload-interval", "", "check the skill roots for changes at most this often (default 1s; 0 checks before every request)")
	config.BindFlag(fs, "reload-interval", "INGOT_RELOAD_INTERVAL")
	fs.String("log-level", "", "debug, info, warn or error (default info)")
	config.BindFlag(fs, "log-level", "INGOT_LOG_LEVEL")
	fs.BoolVar(&opts.Check, "check", false, "load the library, print what would be served and exit")
	fs.BoolVar(&opts.JSON, "json", false, "with --check: print the load report as JSON")
	return cmd
}

func newLogger(w io.Writer, level string) (*slog.Logger, error) {
	var l slog.Level
	if level != "" {
		if err := l.UnmarshalText([]byte(level)); err != nil {
			return nil, cli.Usagef("INGOT_LOG_LEVEL=%q: want debug, info, warn or error", level)
		}
	}
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: l})), nil
}

func runServe(ctx context.Context, opts *serveOptions) error {
	cfg, err := opts.Config()
	if err != nil {
		return err
	}
	if opts.LogLevel == "" {
		opts.LogLevel = cfg.Get("INGOT_LOG_LEVEL")
	}
	log, err := newLogger(opts.IO.ErrOut, opts.LogLevel)
	if err != nil {
		return err
	}
	home := opts.Home(cfg)
	token := strings.TrimSpace(cfg.Get("INGOT_MCP_TOKEN"))
	if opts.HTTP != "" {
		if _, _, err := net.SplitHostPort(opts.HTTP); err != nil {
			return cli.Usagef("--http %s: want HOST:PORT, e.g. 127.0.0.1:%s (%v)", opts.HTTP, strings.TrimPrefix(opts.HTTP, ":"), err)
		}
		if err := mcpserver.CheckBind(ctx, opts.HTTP, opts.AllowRemote, token); err != nil {
			if errors.Is(err, mcpserver.ErrRemoteBind) {
				return &cli.UsageError{Err: err}
			}
			return err
		}
	}
	interval, err := cfg.Duration("INGOT_RELOAD_INTERVAL", time.Second)
	if err != nil {
		return &cli.UsageError{Err: err}
	}
	// The same routing options and encoder policy as ingot-route and
	// ingot-mine (internal/factory): the encoder is loaded when the dense
	// weight needs it or INGOT_ENCODER names one (suggest_skills' cosines).
	ro, closeEnc, err := sharedfactory.RouteOptions(ctx, cfg.Getenv, ingothome.New(home, cfg.Getenv), nil, sharedfactory.ExplicitEncoder, nil, func(msg string) { log.Warn(msg) })
	defer closeEnc()
	if err != nil {
		return err
	}
	// INGOT_ROUTE_LEARN: requests the library served well, learned by
	// `ingot-route learn` (off unless set); the server reads the store at
	// start and again when it changes.
	learned, err := sharedfactory.LearnedStore(cfg.Getenv, ingothome.New(home, cfg.Getenv))
	if err != nil {
		return &cli.UsageError{Err: err}
	}
	// The server rebuilds its router on every library change; it keeps
	// the index in memory rather than writing one per reload.
	ro.IndexDir = ""
	sopt := safety.Options{}
	if sopt.CollisionScore, err = cfg.Float("INGOT_COLLISION_SCORE", route.DefaultCollisionScore); err != nil {
		return &cli.UsageError{Err: err}
	}
	if sopt.MaxBody, err = cfg.Int("INGOT_SKILL_MAX_BODY", 0); err != nil {
		return &cli.UsageError{Err: err}
	}
	if sopt.LexicalThreshold, err = cfg.Float("INGOT_SAFETY_MODEL_THRESHOLD", safety.DefaultLexicalThreshold); err != nil {
		return &cli.UsageError{Err: err}
	}
	if sopt.GuardThreshold, err = cfg.Float("INGOT_GUARD_THRESHOLD", safety.DefaultGuardThreshold); err != nil {
		return &cli.UsageError{Err: err}
	}
	g, err := guard.Open(ctx, cfg.Get("INGOT_GUARD_MODEL"), cfg.Getenv)
	if err != nil {
		return err
	}
	if g != nil { // a nil *Classifier must not become a non-nil Guard
		defer g.Close()
		sopt.Guard = g
	}
	budget, err := cfg.Int("INGOT_MCP_LIST_BUDGET", 0)
	if err != nil {
		return &cli.UsageError{Err: err}
	}
	serveMax, err := cfg.Int(serving.EnvMaxBody, 0)
	if err != nil {
		return &cli.UsageError{Err: err}
	}

	roots, err := sharedfactory.Roots(cfg, home)
	if err != nil {
		return err
	}
	traces, err := sharedfactory.Traces(cfg, home, nil, func(err error) { log.Warn("trace store: " + err.Error()) })
	if err != nil {
		return err
	}
	changes, err := change.New(home, change.Options{Roots: roots})
	if err != nil {
		return err
	}
	srv, err := mcpserver.New(ctx, mcpserver.Options{
		Roots: roots, Route: ro, ReloadInterval: interval, LearnedStore: learned, Traces: traces, Proposals: changes,
		Safety: sopt, ListBudget: budget, ServeMaxBody: serveMax, Version: cli.Version(), Logger: log,
		DefaultHarness: cfg.Get("INGOT_HARNESS"),
	})
	if err != nil {
		return err
	}
	rep := srv.Loaded()
	empty := ""
	if rep.Skills == 0 {
		empty = (&skill.Library{Roots: roots, Diagnostics: rep.Diagnostics}).EmptyWarning()
		fmt.Fprintf(opts.IO.ErrOut, "%s: warning: %s\n", Name, empty)
	}
	if opts.Check {
		var err error
		if opts.JSON {
			err = cli.WriteJSON(opts.IO.Out, rep)
		} else {
			err = writeCheck(opts.IO.Out, rep)
		}
		switch {
		case err != nil:
			return err
		case rep.Skills == 0:
			return errors.New("check failed: the library is empty")
		case rep.Errors > 0:
			return fmt.Errorf("check failed: %d skill folder(s) could not be loaded and would not be served", rep.Errors)
		}
		return nil
	}
	skipped := ""
	if rep.Errors > 0 {
		skipped = fmt.Sprintf(" (%d skill folder(s) could not be loaded; reload_skills lists them)", rep.Errors)
	}
	where := "stdio"
	if opts.HTTP != "" {
		where = "http"
	}
	fmt.Fprintf(opts.IO.ErrOut, "%s: %d skills loaded from %d root(s)%s; home %s; serving MCP on %s\n",
		Name, rep.Skills, len(roots), skipped, home, where)
	if opts.HTTP == "" {
		f := newInflight()
		t := &mcp.IOTransport{Reader: io.NopCloser(newDrainReader(ctx, opts.IO.In, f)), Writer: newDrainWriter(opts.IO.Out, f)}
		err := srv.Run(ctx, t)
		if ctx.Err() != nil || errors.Is(err, io.EOF) {
			return nil // stopped by a signal, or the client closed stdin: done
		}
		return err
	}
	return serveHTTP(ctx, opts, srv, token, log)
}

// writeCheck prints the load report for people.
func writeCheck(w io.Writer, rep *mcpserver.ReloadReport) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%d skill(s) would be served from %d root(s) (loaded in %.0f ms)\n", rep.Skills, len(rep.Roots), rep.DurationMS)
	for _, r := range rep.Roots {
		fmt.Fprintf(&b, "  root %s\n", r)
	}
	fmt.Fprintf(&b, "%d error(s), %d warning(s)\n", rep.Errors, rep.Warnings)
	for _, d := range rep.Diagnostics {
		fmt.Fprintf(&b, "  %s\n", d)
	}
	if rep.Omitted > 0 {
		fmt.Fprintf(&b, "  (%d more diagnostics; --json lists the same report)\n", rep.Omitted)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func serveHTTP(ctx context.Context, opts *serveOptions, srv *mcpserver.Server, token string, log *slog.Logger) error {
	ln, err := net.Listen("tcp", opts.HTTP)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", opts.HTTP, err)
	}
	hs := &http.Server{
		Handler:           srv.HTTPHandler(mcpserver.HTTPOptions{Token: token, Logger: log}),
		ReadHeaderTimeout: 10 * time.Second,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	url := "http://" + ln.Addr().String() + mcpserver.Path
	auth := ""
	if token != "" {
		auth = " (bearer token required)"
	}
	fmt.Fprintf(opts.IO.ErrOut, "%s: listening on %s%s\n", Name, url, auth)
	if opts.ready != nil {
		opts.ready(url)
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil {
		hs.Close()
	}
	fmt.Fprintf(opts.IO.ErrOut, "%s: stopped\n", Name)
	return nil // a signal asked the server to stop: a clean exit
}

package promotecmd

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os/user"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	sharedfactory "github.com/ingot-dev/ingot/internal/factory"
	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/reviewdesk"
	"github.com/ingot-dev/ingot/pkg/trace"
)

type serveOptions struct {
	IO          *cli.IOStreams
	Store       func() (*change.Store, error)
	Config      func() (*config.Config, error)
	Addr        string
	AllowRemote bool
	Actor       string
	JSON        bool
	// Ready, when set, hears the address the server listens on.
	Ready func(addr string)
}

func newServeCmd(f *factory, runF func(context.Context, *serveOptions) error) *cobra.Command {
	opts := &serveOptions{IO: f.env.IO}
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve the review page: pending changes, history and the library",
		Long: `Serve the review desk, a web page for the decisions Ingot leaves to a
person: approve or reject pending changes with their evidence and diffs,
roll back to any snapshot, and see every live skill with its approved
revision, drift, health and load counts.

The page is embedded in the binary and needs no network. Every button
calls the same code as the CLI (approve, reject, rollback, adopt,
propose --from-dir), and the server refuses what the CLI refuses: a
blocked, stale or unmeasured change (unless the reviewer ticks the
unmeasured override), and a change that races another (409, naming who
holds the lock). Changes are recorded in the audit trail under --actor
(default: the OS user).

The address is loopback by default. Another address needs --allow-remote
and a token in INGOT_UI_TOKEN; open the page once as /?token=<token>.
State changes must come from the page itself (Origin checked, CSRF token).

SETTINGS
  INGOT_UI_ADDR    the listen address (default 127.0.0.1:8080)
  INGOT_UI_TOKEN   token every request must carry (required off loopback)`,
		Example: `  ingot-promote serve
  ingot-promote serve --addr 127.0.0.1:9000 --actor alice
  INGOT_UI_TOKEN=$(openssl rand -hex 32) ingot-promote serve --addr 0.0.0.0:8080 --allow-remote`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Store = f.storeFunc(cmd)
			opts.Config = func() (*config.Config, error) { return f.env.Config(cmd.Flags()) }
			cfg, err := opts.Config()
			if err != nil {
				return err
			}
			opts.Addr = cfg.Get("INGOT_UI_ADDR")
			if opts.Addr == "" {
				opts.Addr = "127.0.0.1:8080"
			}
			if opts.Actor, err = f.actor(cmd); err != nil {
				return err
			}
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return runServe(cmd.Context(), opts)
		},
	}
	cmd.Flags().String("addr", "", "listen address HOST:PORT (default 127.0.0.1:8080)")
	config.BindFlag(cmd.Flags(), "addr", "INGOT_UI_ADDR")
	cmd.Flags().BoolVar(&opts.AllowRemote, "allow-remote", false, "allow a non-loopback --addr (requires INGOT_UI_TOKEN)")
	cmd.Flags().String("actor", "", "who takes the decisions, recorded in the audit trail (default: the OS user)")
	config.BindFlag(cmd.Flags(), "actor", "INGOT_ACTOR")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "once listening, print {url, addr, home, actor} as one JSON line on stdout (for scripts using port 0)")
	return cmd
}

func osUser() string {
	if u, err := user.Current(); err == nil && u.Username != "" {
		return u.Username
	}
	return change.DefaultActor
}

func runServe(ctx context.Context, opts *serveOptions) error {
	cfg, err := opts.Config()
	if err != nil {
		return err
	}
	token := strings.TrimSpace(cfg.Get("INGOT_UI_TOKEN"))
	loopback, err := reviewdesk.CheckBind(opts.Addr, opts.AllowRemote, token)
	if err != nil {
		return &cli.UsageError{Err: err} // a bad or refused address
	}
	s, err := opts.Store()
	if err != nil {
		return err
	}
	check, err := safetyCheck(cfg)
	if err != nil {
		return err
	}
	traces, err := sharedfactory.Traces(cfg, s.Home(), nil, nil)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", opts.Addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	var hosts []string
	if loopback {
		hosts = reviewdesk.Hosts(ln.Addr())
	}
	log := slog.New(slog.NewTextHandler(opts.IO.ErrOut, nil))
	desk, err := reviewdesk.New(s, reviewdesk.Options{
		Actor: opts.Actor, Token: token, Hosts: hosts, Safety: check, Logger: log,
		TraceCounts: func(ctx context.Context) (map[string]reviewdesk.LoadCounts, error) {
			c, err := trace.Counts(ctx, traces)
			if err != nil {
				return nil, err
			}
			out := make(map[string]reviewdesk.LoadCounts, len(c))
			for id, u := range c {
				out[id] = reviewdesk.LoadCounts{Offered: u.Offered, Loaded: u.Loaded, Invoked: u.Invoked}
			}
			return out, nil
		},
	})
	if err != nil {
		_ = ln.Close()
		return err
	}
	srv := &http.Server{Handler: desk, ReadHeaderTimeout: 10 * time.Second}
	url := "http://" + ln.Addr().String() + "/"
	if token != "" {
		url += "?token=<INGOT_UI_TOKEN>"
	}
	fmt.Fprintf(opts.IO.ErrOut, "%s: review desk at %s for %s, acting as %s (Ctrl-C stops)\n", Name, url, s.Home(), opts.Actor)
	if opts.JSON {
		if err := json.NewEncoder(opts.IO.Out).Encode(map[string]string{"url": url, "addr": ln.Addr().String(), "home": s.Home(), "actor": opts.Actor}); err != nil {
			_ = ln.Close()
			return err
		}
	}
	if opts.Ready != nil {
		opts.Ready(ln.Addr().String())
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = srv.Shutdown(shutdown)
	return ctx.Err()
}

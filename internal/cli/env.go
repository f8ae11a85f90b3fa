package cli

import (
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/ingot-dev/ingot/pkg/config"
)

// Env is everything one invocation depends on, built in one place (gh's
// Factory). Tests build their own with Test streams, a map for Getenv and a
// fixed clock.
type Env struct {
	// Name is the binary's name (ingot-route, …): which registered
	// settings it reads, and so validates (config.Registry).
	Name   string
	IO     *IOStreams
	Getenv func(string) string
	Now    func() time.Time
	// Dir is the working directory: where .env and ingot.yaml are read and
	// the default Ingot home.
	Dir string
	// Defaults for settings, by variable name.
	Defaults map[string]string

	once sync.Once
	cfg  *config.Config
	err  error
}

// NewEnv returns the environment of a real process.
func NewEnv(ios *IOStreams) *Env {
	wd, _ := os.Getwd()
	return &Env{IO: ios, Getenv: os.Getenv, Now: time.Now, Dir: wd}
}

// Config resolves settings once per invocation, binding the flags of the
// running command (flags > env > .env > ingot.yaml > defaults). Call it
// from RunE, after flag parsing; --help never reaches it.
func (e *Env) Config(flags *pflag.FlagSet) (*config.Config, error) {
	e.once.Do(func() {
		getenv := e.Getenv
		if getenv == nil {
			getenv = func(string) string { return "" }
		}
		e.cfg, e.err = config.Load(config.Options{Dir: e.Dir, Getenv: getenv, Flags: flags, Defaults: e.Defaults})
		if e.cfg != nil && e.IO != nil {
			for _, w := range e.cfg.Warnings {
				fmt.Fprintf(e.IO.ErrOut, "warning: %s\n", w)
			}
		}
		if e.err == nil && e.Name != "" {
			// Every setting the binary reads is checked with its one
			// grammar before any is used, so a bad value is refused the
			// same way (exit 2) by every program that reads it.
			if err := e.cfg.Validate(e.Name); err != nil {
				e.err = &UsageError{Err: err}
			}
		}
	})
	return e.cfg, e.err
}

// Home is the Ingot home: INGOT_HOME (from any config source), else the
// working directory. It is always absolute.
func (e *Env) Home(cfg *config.Config) string {
	h := ""
	if cfg != nil {
		h = cfg.Get("INGOT_HOME")
	}
	if h == "" {
		h = e.Dir
	}
	if !filepath.IsAbs(h) {
		h = filepath.Join(e.Dir, h)
	}
	return filepath.Clean(h)
}

// Logger writes human-readable logs to ErrOut.
func (e *Env) Logger() *slog.Logger {
	return slog.New(slog.NewTextHandler(e.IO.ErrOut, &slog.HandlerOptions{Level: slog.LevelInfo}))
}

// AddHomeFlags declares --home and --skill-paths, bound to INGOT_HOME and
// INGOT_SKILL_PATHS, on a binary's root (persistent: every subcommand has
// them). Every binary declares them here, once.
func AddHomeFlags(root *cobra.Command) {
	pf := root.PersistentFlags()
	pf.String("home", "", "the Ingot home holding skills/, evals/ and runs/ (default: the working directory)")
	config.BindFlag(pf, "home", "INGOT_HOME")
	pf.String("skill-paths", "", "extra ':'-separated skill roots, searched after <home>/skills")
	config.BindFlag(pf, "skill-paths", "INGOT_SKILL_PATHS")
}

// Resolve is Config and Home together: the settings of the running
// command and its Ingot home.
func (e *Env) Resolve(flags *pflag.FlagSet) (*config.Config, string, error) {
	cfg, err := e.Config(flags)
	if err != nil {
		return nil, "", err
	}
	return cfg, e.Home(cfg), nil
}

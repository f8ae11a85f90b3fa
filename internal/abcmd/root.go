package abcmd

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	sharedfactory "github.com/ingot-dev/ingot/internal/factory"
	"github.com/ingot-dev/ingot/pkg/ab"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/evalset"
	"github.com/ingot-dev/ingot/pkg/execcheck"
	ingothome "github.com/ingot-dev/ingot/pkg/home"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/sandbox"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Name is the binary's name, used in messages.
const Name = "ingot-ab"

// Main runs ingot-ab with the process's arguments and streams.
func Main() int { return cli.Main(Name, os.Args[1:], NewRoot) }

// NewRoot builds the ingot-ab command tree for one invocation.
func NewRoot(env *cli.Env) *cobra.Command {
	f := &factory{env: env}
	root := newABCmd(f, nil)
	cli.AddHomeFlags(root)
	root.AddCommand(newValidateCmd(f, nil), newAgentCmd(f, nil))
	return root
}

// factory builds what commands depend on, lazily, from one Env.
type factory struct {
	env *cli.Env
}

func (f *factory) config(cmd *cobra.Command) (*config.Config, string, error) {
	return f.env.Resolve(cmd.Flags())
}

// library discovers the skills of the home and INGOT_SKILL_PATHS.
func (f *factory) library(ctx context.Context, cfg *config.Config, home string) (*skill.Library, error) {
	return sharedfactory.Library(ctx, cfg, home, func(msg string) { f.warnf("%s", msg) })
}

// lookup finds a skill by id or unique name, naming the roots searched.
func lookup(lib *skill.Library, ref string) (*skill.Skill, error) {
	sk, err := lib.Lookup(ref)
	if err != nil {
		return nil, fmt.Errorf("%w (skills are looked up in %s)", err, strings.Join(lib.Roots, ":"))
	}
	return sk, nil
}

// router builds the real router over lib exactly as ingot-mcp does
// (internal/factory.RouteOptions: INGOT_MIN_SCORE, INGOT_RELATED_SCORE,
// INGOT_DENSE_WEIGHT, INGOT_ENCODER), keeping the index in memory.
func (f *factory) router(ctx context.Context, cfg *config.Config, home string, lib *skill.Library) (*route.Router, func() error, error) {
	ro, closeEnc, err := sharedfactory.RouteOptions(ctx, cfg.Getenv, ingothome.New(home, cfg.Getenv), nil, sharedfactory.Lexical, nil, func(msg string) { f.warnf("%s", msg) })
	if err != nil {
		closeEnc()
		return nil, nil, err
	}
	ro.IndexDir = ""
	r, _, err := route.New(ctx, lib, ro)
	if err != nil {
		closeEnc()
		return nil, nil, fmt.Errorf("build the router: %w", err)
	}
	return r, closeEnc, nil
}

func (f *factory) warnf(format string, a ...any) {
	warnf(f.env.IO.ErrOut, format, a...)
}

// warnf prints a warning on stderr.
func warnf(w io.Writer, format string, a ...any) { cli.Warnf(w, Name, format, a...) }

func notef(w io.Writer, format string, a ...any) {
	fmt.Fprintf(w, "%s: %s\n", Name, strings.TrimSpace(fmt.Sprintf(format, a...)))
}

// checker is the execution-check runner: execcheck.Run in the sandbox
// INGOT_EXEC_SANDBOX chooses (bwrap by default; off makes every check
// inconclusive, never an unsandboxed run). note says when checks will not
// run.
func (f *factory) checker(cfg *config.Config) (ab.Checker, string) {
	mode, err := sandbox.ModeFromEnv(cfg.Getenv)
	if err != nil {
		return nil, err.Error() + ": tasks with a check: are inconclusive"
	}
	sb := sandbox.New(sandbox.Options{Mode: mode})
	note := ""
	if mode == sandbox.ModeOff {
		note = sandbox.EnvMode + "=off: tasks with a check: are inconclusive (their answers are not run)"
	}
	return func(ctx context.Context, spec evalset.Check, answer string) ab.CheckResult {
		return execcheck.Run(ctx, spec, answer, execcheck.Options{Sandbox: sb})
	}, note
}

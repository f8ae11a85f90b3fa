package optimizecmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	sharedfactory "github.com/ingot-dev/ingot/internal/factory"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/jsonl"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/mine"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Name is the binary's name, used in messages.
const Name = "ingot-optimize"

// Settings read by ingot-optimize (flags win over them).
const (
	EnvCandidates      = "INGOT_OPTIMIZE_CANDIDATES"
	EnvBodyTargetChars = "INGOT_BODY_TARGET_CHARS"
	EnvNoCache         = "INGOT_NO_CACHE"
	EnvHealthThreshold = "INGOT_LOOP_HEALTH_THRESHOLD"
	EnvStrategy        = "INGOT_OPTIMIZE_STRATEGY"
)

// NewRoot builds the ingot-optimize command tree for one invocation.
func NewRoot(env *cli.Env) *cobra.Command {
	f := &factory{env: env}
	root := newBodyCmd(f, nil)
	cli.AddHomeFlags(root)
	root.PersistentFlags().Bool("no-cache", false, "ignore cached LLM replies and verdicts (they are still recorded)")
	config.BindFlag(root.PersistentFlags(), "no-cache", EnvNoCache)
	root.AddCommand(newDraftCmd(f, nil), newLoopCmd(f, nil))
	root.AddCommand(newCompileCmd(f, nil))
	return root
}

// factory builds what commands depend on, lazily, from one Env.
type factory struct {
	env *cli.Env
}

func (f *factory) config(cmd *cobra.Command) (*config.Config, string, error) {
	return f.env.Resolve(cmd.Flags())
}

// library discovers the skills of the home's roots (missing roots and an
// empty library are said out loud).
func (f *factory) library(ctx context.Context, cfg *config.Config, home string) (*skill.Library, error) {
	return sharedfactory.Library(ctx, cfg, home, func(msg string) { warnf(f.env.IO.ErrOut, "%s", msg) })
}

// lookup finds the skill to work on.
func (f *factory) lookup(ctx context.Context, cfg *config.Config, home, id string) (*skill.Library, *skill.Skill, error) {
	lib, err := f.library(ctx, cfg, home)
	if err != nil {
		return nil, nil, err
	}
	sk, err := lib.Lookup(id)
	if err != nil {
		return nil, nil, fmt.Errorf("%w (skills are looked up in %s)", err, strings.Join(lib.Roots, ":"))
	}
	return lib, sk, nil
}

// client makes the LLM client for roles, failing before any work when one
// is not configured. --no-cache reaches it as INGOT_NO_CACHE.
func (f *factory) client(cfg *config.Config, home string, roles ...llm.Role) (*llm.Client, error) {
	c, _, err := sharedfactory.LLM(cfg, home, f.env.Logger(), roles...)
	return c, err
}

// readTasks reads task records for skill from in, passing every other kind
// through to out (nil: skipped with a warning); tasks for another skill are skipped with a warning.
func readTasks(ctx context.Context, in io.Reader, out *jsonl.Writer, sk *skill.Skill, warn func(string, ...any)) ([]mine.Task, int, error) {
	if isTerminal(in) {
		return nil, 0, nil
	}
	r := jsonl.NewReader(in, "stdin")
	var tasks []mine.Task
	passed := 0
	for {
		l, err := r.Next(ctx)
		if errors.Is(err, io.EOF) {
			return tasks, passed, nil
		}
		if err != nil {
			return nil, passed, err
		}
		if l.Kind != jsonl.KindTask && out == nil {
			warn("stdin:%d: %s record skipped (only task records are read here)", l.No, l.Kind)
			continue
		}
		if l.Kind != jsonl.KindTask {
			if err := out.WriteRaw(l.Raw); err != nil {
				return nil, passed, err
			}
			passed++
			continue
		}
		var t mine.Task
		if err := l.Decode(&t); err != nil {
			return nil, passed, err
		}
		if t.Skill != sk.ID && t.Skill != sk.Name {
			warn("stdin:%d: task for skill %q, not %q: skipped", l.No, t.Skill, sk.ID)
			continue
		}
		if strings.TrimSpace(t.Task) == "" {
			warn("stdin:%d: task record with an empty task: skipped", l.No)
			continue
		}
		tasks = append(tasks, t)
	}
}

func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// warnf prints a warning on stderr.
func warnf(w io.Writer, format string, a ...any) { cli.Warnf(w, Name, format, a...) }

// usage turns a bad setting into a usage error (exit 2).
func usage(err error) error { return cli.AsUsage(err) }

package minecmd

import (
	"context"
	"io"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	sharedfactory "github.com/ingot-dev/ingot/internal/factory"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/skill"
	"github.com/ingot-dev/ingot/pkg/trace"
)

// Name is the binary's name, used in messages.
const Name = "ingot-mine"

// NewRoot builds the ingot-mine command tree for one invocation: the root
// command mines a skill, and ingest imports traces.
func NewRoot(env *cli.Env) *cobra.Command {
	f := &factory{env: env}
	root := newMineCmd(f, nil)
	cli.AddHomeFlags(root)
	root.AddCommand(newIngestCmd(f, nil))
	return root
}

// factory builds what commands depend on, lazily, from one Env.
type factory struct {
	env *cli.Env
}

// config resolves the configuration of the running command.
func (f *factory) config(cmd *cobra.Command) (*config.Config, string, error) {
	return f.env.Resolve(cmd.Flags())
}

// store opens the local trace store of home, reporting skipped lines and
// other non-fatal problems on stderr.
func (f *factory) store(cfg *config.Config, home string) (*trace.Store, error) {
	return sharedfactory.Traces(cfg, home, f.env.Now, func(err error) { warnf(f.env.IO.ErrOut, "%v", err) })
}

// library discovers the skills under <home>/skills and INGOT_SKILL_PATHS.
func (f *factory) library(ctx context.Context, cfg *config.Config, home string) (*skill.Library, error) {
	return sharedfactory.Library(ctx, cfg, home, func(msg string) { warnf(f.env.IO.ErrOut, "%s", msg) })
}

// routeRanker is the router's Suggest as a mine.Ranker: the top k skills,
// leaving out those with no evidence (a zero fused score).
type routeRanker struct{ r *route.Router }

func (a routeRanker) Rank(ctx context.Context, task string, k int) ([]string, error) {
	sugg, _, err := a.r.Suggest(ctx, task, k)
	if err != nil {
		return nil, err
	}
	ids := make([]string, 0, len(sugg))
	for _, s := range sugg {
		if s.Fused > 0 {
			ids = append(ids, s.ID)
		}
	}
	return ids, nil
}

// warnf prints a warning on stderr.
func warnf(w io.Writer, format string, a ...any) { cli.Warnf(w, Name, format, a...) }

// usage turns a bad setting into a usage error (exit 2).
func usage(err error) error { return cli.AsUsage(err) }

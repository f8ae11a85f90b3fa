package abcmd

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	sharedfactory "github.com/ingot-dev/ingot/internal/factory"
	"github.com/ingot-dev/ingot/pkg/agent"
	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/newskill"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/safety"
	"github.com/ingot-dev/ingot/pkg/serving"
	"github.com/ingot-dev/ingot/pkg/skill"
)

type agentOptions struct {
	IO        *cli.IOStreams
	Task      string
	Harness   string
	Cwd       string
	Platform  string
	Tools     []string
	MCPs      []string
	NoPropose bool
	MaxTokens int
	JSON      bool

	cfg  *config.Config
	home string
	f    *factory
}

func newAgentCmd(f *factory, runF func(context.Context, *agentOptions) error) *cobra.Command {
	opts := &agentOptions{IO: f.env.IO, f: f}
	cmd := &cobra.Command{
		Use:   "agent TASK",
		Short: "Run the reference agent once: route, serve, answer, escalate, record a trace",
		Long: `Run the reference agent on one task, as an agent served by ingot-mcp would:

  1. Route with the real router (the filters and bands ingot-mcp serves
     with: INGOT_MIN_SCORE, INGOT_RELATED_SCORE, INGOT_DENSE_WEIGHT,
     INGOT_ENCODER).
  2. match: the agent model (INGOT_AGENT_MODEL) answers under the serving
     contract, the skill exactly as get_skill serves it.
     related: it says no skill fits exactly and answers with the related
     skill as context.
     novel: the task escalates to the strong model (INGOT_STRONG_MODEL,
     default the author model), which answers and may draft a new skill;
     the draft goes through the create_skill path (safety checks, the
     review slot runs/pending/<name>.json) and is never live until a
     person approves it (--no-propose turns drafting off).
  3. A trace record carrying the answer is appended to the trace store
     (runs/traces.jsonl; INGOT_TRACE_* settings), so ingot-mine can judge
     it.

It prints what was suggested, which model served, which skill and revision
were loaded, and the answer; --json prints one JSON record instead.

EXIT STATUS
  0    answered
  1    failure: no endpoint or model configured, the endpoint failed, the
       trace store could not be written
  2    bad usage
  130  interrupted`,
		Example: `  ingot-ab agent "merge a.pdf and b.pdf into out.pdf"
  ingot-ab agent --json --harness codex "rotate page 2 of scan.pdf"`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Task = args[0]
			if strings.TrimSpace(opts.Task) == "" {
				return cli.Usagef("the task is empty")
			}
			cfg, home, err := f.config(cmd)
			if err != nil {
				return err
			}
			opts.cfg, opts.home = cfg, home
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return runAgent(cmd.Context(), opts)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.Harness, "harness", "claude", "the harness to route and serve for (claude or codex)")
	fl.StringVar(&opts.Cwd, "cwd", "", "the project directory (project-scoped skills match files under it)")
	fl.StringVar(&opts.Platform, "platform", "", "macos, linux or windows (default: this machine's)")
	fl.StringSliceVar(&opts.Tools, "tools", nil, "tools the agent can call (skills requiring others are skipped)")
	fl.StringSliceVar(&opts.MCPs, "mcps", nil, "MCP servers the agent is connected to")
	fl.BoolVar(&opts.NoPropose, "no-propose", false, "never draft a new skill for a novel task")
	fl.IntVar(&opts.MaxTokens, "max-tokens", agent.DefaultMaxTokens, "output token cap of the answer")
	fl.BoolVar(&opts.JSON, "json", false, "print one JSON record")
	return cmd
}

func runAgent(ctx context.Context, o *agentOptions) error {
	client, _, err := sharedfactory.LLM(o.cfg, o.home, o.f.env.Logger(), llm.RoleAgent, llm.RoleStrong)
	if err != nil {
		return err
	}
	lib, err := o.f.library(ctx, o.cfg, o.home)
	if err != nil {
		return err
	}
	router, closeRouter, err := o.f.router(ctx, o.cfg, o.home, lib)
	if err != nil {
		return err
	}
	defer closeRouter()
	traces, err := sharedfactory.Traces(o.cfg, o.home, o.f.env.Now, func(err error) { o.f.warnf("trace store: %v", err) })
	if err != nil {
		return err
	}
	serveMax, err := o.cfg.Int(serving.EnvMaxBody, 0)
	if err != nil {
		return &cli.UsageError{Err: err}
	}
	ao := agent.Options{Router: router, Client: client, Harness: o.Harness, Cwd: o.Cwd, Platform: o.Platform, ServeMaxBody: serveMax,
		Tools: o.Tools, MCPs: o.MCPs, MaxTokens: o.MaxTokens, Traces: traces, Now: o.f.env.Now}
	if !o.NoPropose {
		propose, err := proposer(o.cfg, o.home, lib, router)
		if err != nil {
			return err
		}
		ao.Propose = propose
	}
	res, err := agent.Run(ctx, o.Task, ao)
	if err != nil {
		return err
	}
	if o.JSON {
		return cli.WriteJSON(o.IO.Out, res)
	}
	var b strings.Builder
	switch res.Band {
	case "match":
		fmt.Fprintf(&b, "suggested: %s (match, score %.3f)\n", res.Suggested, res.Score)
	case "related":
		fmt.Fprintf(&b, "suggested: no skill fits exactly; %s is related (score %.3f) and was loaded as context\n", res.Suggested, res.Score)
	default:
		fmt.Fprintf(&b, "suggested: nothing fits (novel, best score %.3f): escalated to the strong model\n", res.Score)
	}
	fmt.Fprintf(&b, "model:     %s (%s)\n", res.Model, res.Role)
	if res.Skill != "" {
		fmt.Fprintf(&b, "skill:     %s@%s\n", res.Skill, res.Revision[:12])
	} else {
		b.WriteString("skill:     none\n")
	}
	if res.Proposal != nil {
		fmt.Fprintf(&b, "proposal:  %s %s: %s\n", res.Proposal.Status, res.Proposal.Skill, res.Proposal.Message)
	} else if res.ProposalNote != "" {
		fmt.Fprintf(&b, "proposal:  none (%s)\n", res.ProposalNote)
	}
	if res.Trace != "" {
		fmt.Fprintf(&b, "trace:     %s in %s\n", res.Trace[:12], traces.Path())
	}
	b.WriteString("answer:\n")
	b.WriteString(strings.TrimRight(res.Answer, "\n") + "\n")
	_, err = fmt.Fprint(o.IO.Out, b.String())
	return err
}

// proposer is newskill.Propose over the home's change store, with the
// checks ingot-mcp's create_skill runs.
func proposer(cfg *config.Config, home string, lib *skill.Library, router *route.Router) (func(context.Context, newskill.Proposal) (newskill.Outcome, error), error) {
	store, err := change.New(home, change.Options{Roots: lib.Roots})
	if err != nil {
		return nil, err
	}
	sopt := safety.Options{}
	if sopt.CollisionScore, err = cfg.Float("INGOT_COLLISION_SCORE", route.DefaultCollisionScore); err != nil {
		return nil, &cli.UsageError{Err: err}
	}
	if sopt.MaxBody, err = cfg.Int("INGOT_SKILL_MAX_BODY", 0); err != nil {
		return nil, &cli.UsageError{Err: err}
	}
	return func(ctx context.Context, p newskill.Proposal) (newskill.Outcome, error) {
		return newskill.Propose(ctx, p, newskill.Deps{
			Store: store, Safety: sopt, Source: "agent",
			Nearest: func(desc string) (string, float64) {
				n := router.Nearest(desc)
				return n.ID, n.Score
			},
			Live: func(name string) bool { return lib.Get(name) != nil || len(lib.ByName(name)) > 0 },
		})
	}, nil
}

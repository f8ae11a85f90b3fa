package optimizecmd

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/candidate"
	"github.com/ingot-dev/ingot/pkg/compile"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/jsonl"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/optimize"
	"github.com/ingot-dev/ingot/pkg/skill"
)

type compileOptions struct {
	IO      *cli.IOStreams
	Skill   string
	Home    string
	Target  string
	Hybrid  bool
	JSON    bool
	Profile *compile.Profile

	cfg *config.Config
	f   *factory
}

const compileLong = `Compile a skill for the model and harness that will run it: a static
rewrite of SKILL.md under a target profile, written as a candidate folder
(never the live skill) with one candidate record (pass compile) on stdout,
ready for ingot-ab SKILL. Nothing is read from stdin.

--target names a shipped profile or the path of a YAML file with the same
fields (name, summary, budget{chars|tokens}, structure{numbered_steps,
max_section_chars, max_paragraph_sentences, collapse_blank_lines},
style{imperative,
hoist_triggers, description_max_chars}); unknown fields are errors.

Shipped profiles: ` + "%s" + `

The rewrites run in this order, each only when the profile asks for it:
  hoist-triggers        "When to use" items and "Use when …" sentences move
                        into the description (as far as it has room)
  hybrid-plan           --hybrid: the author model (INGOT_AUTHOR_MODEL)
                        plans the body as a list of source lines to keep,
                        reorder or reword; a plan that names a line that
                        does not exist, rewords a code block, drops a
                        line's command/path/URL or brings in words of its
                        own is rejected whole, with the reason
  numbered-steps        bullet lists of procedural sections get numbers
  imperative            hedges ("You should", "Make sure to") dropped
  short-sections        bold labels of long sections become sub-headings
  short-paragraphs      prose split to at most N sentences a paragraph
  collapse-blank-lines
  trim-to-budget        prose cut until the body fits the budget

Protected spans survive byte for byte: code fences (whole), inline code,
URLs, versions, paths, quoted literals, and every frontmatter key but the
description. After each step every span of the source is checked; a step
that breaks one is rolled back, the reason printed on stderr, and the next
step runs on the text before it. When nothing changes, no candidate is
written and stderr says so.

EXIT STATUS
  0    success: a candidate was emitted, or the run said why none was
  1    failure: the skill cannot be read, --hybrid without a configured
       author model, the candidate cannot be written (a hybrid call that
       fails, like a rejected plan, fails only its step: stderr and the
       record's note say why, and the other steps still run)
  2    bad usage: no --target, an unknown profile, a profile file that does
       not parse (file:line named), wrong number of arguments
  130  interrupted`

func newCompileCmd(f *factory, runF func(context.Context, *compileOptions) error) *cobra.Command {
	opts := &compileOptions{IO: f.env.IO, f: f}
	cmd := &cobra.Command{
		Use:   "compile SKILL --target PROFILE",
		Short: "Compile a skill for a target model or harness; write a candidate, never the live skill",
		Long:  fmt.Sprintf(compileLong, strings.Join(compile.Shipped(), ", ")),
		Example: `  ingot-optimize compile pdf --target small-local | ingot-ab pdf
  ingot-optimize compile pdf --target ./profiles/my-model.yaml --json
  ingot-optimize compile pdf --target claude-code --hybrid`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Skill = args[0]
			if strings.TrimSpace(opts.Target) == "" {
				return cli.Usagef("--target is required: one of %s, or the path of a profile YAML file", strings.Join(compile.Shipped(), ", "))
			}
			p, err := compile.LoadProfile(opts.Target)
			if err != nil {
				return usage(err)
			}
			opts.Profile = p
			cfg, home, err := f.config(cmd)
			if err != nil {
				return err
			}
			opts.cfg, opts.Home = cfg, home
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return runCompile(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.Target, "target", "", "target profile: a shipped name ("+strings.Join(compile.Shipped(), ", ")+") or a YAML file")
	cmd.Flags().BoolVar(&opts.Hybrid, "hybrid", false, "also ask the author model (INGOT_AUTHOR_MODEL) for a plan, constrained to the source lines")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print a JSON summary (profile, steps, spans, candidate) instead of the candidate record")
	return cmd
}

type compileSummary struct {
	Skill     string            `json:"skill"`
	Pass      string            `json:"pass"`
	Target    *compile.Profile  `json:"target"`
	Result    *compile.Result   `json:"result"`
	Candidate *candidate.Record `json:"candidate,omitempty"`
	Reason    string            `json:"reason,omitempty"`
	Usage     *llm.Report       `json:"usage,omitempty"`
}

func runCompile(ctx context.Context, o *compileOptions) error {
	ios := o.IO
	_, sk, err := o.f.lookup(ctx, o.cfg, o.Home, o.Skill)
	if err != nil {
		return err
	}
	md, err := os.ReadFile(filepath.Join(sk.Dir, skill.FileName))
	if err != nil {
		return fmt.Errorf("compile %s: %w", sk.ID, err)
	}
	copts := compile.Options{Profile: o.Profile}
	var client *llm.Client
	author := ""
	if o.Hybrid {
		if client, err = o.f.client(o.cfg, o.Home, llm.RoleAuthor); err != nil {
			return fmt.Errorf("--hybrid: %w", err)
		}
		author, _ = client.Settings().Model(llm.RoleAuthor)
		copts.Hybrid = func(ctx context.Context, system, user string) (string, error) {
			resp, err := client.Chat(ctx, llm.RoleAuthor, llm.Request{
				Messages: []llm.Message{llm.System(system), llm.User(user)}, Temperature: llm.Temp(0),
			})
			return resp.Content, err
		}
		defer func() {
			fmt.Fprintln(ios.ErrOut, "[usage] tokens spent by this compile:")
			_ = client.Ledger().Report().WriteText(ios.ErrOut)
		}()
	}
	p := o.Profile
	fmt.Fprintf(ios.ErrOut, "[compile] %s for %s (%s): body budget %d characters\n", sk.ID, p.Name, p.Source, p.BudgetChars())
	res, err := compile.Compile(ctx, sk.Name, md, copts)
	if err != nil {
		return err
	}
	var spans []string
	for _, k := range []string{compile.SpanFence, compile.SpanCode, compile.SpanURL, compile.SpanPath, compile.SpanVersion, compile.SpanQuote} {
		if n := res.Spans[k]; n > 0 {
			spans = append(spans, fmt.Sprintf("%d %s", n, k))
		}
	}
	if len(spans) == 0 {
		spans = []string{"none"}
	}
	fmt.Fprintf(ios.ErrOut, "[compile] protected spans: %s\n", strings.Join(spans, ", "))
	for _, s := range res.Steps {
		line := fmt.Sprintf("[compile] %-20s %s", s.Name, s.Status)
		if s.Note != "" {
			line += ": " + s.Note
		}
		if s.Reason != "" {
			line += " — " + s.Reason
		}
		fmt.Fprintln(ios.ErrOut, line)
	}
	sum := compileSummary{Skill: sk.ID, Pass: candidate.PassCompile, Target: p, Result: res}
	var report llm.Report
	if client != nil {
		report = client.Ledger().Report()
		sum.Usage = &report
	}
	if !res.Changed {
		sum.Reason = fmt.Sprintf("no step changed %s for %s", sk.ID, p.Name)
		fmt.Fprintf(ios.ErrOut, "[compile] no candidate: %s\n", sum.Reason)
		if o.JSON {
			return cli.WriteJSON(ios.Out, sum)
		}
		return nil
	}
	if res.BodyChars > res.Budget {
		warnf(ios.ErrOut, "%s: the compiled body has %d characters, past the %s budget of %d (the rest is protected text)", sk.ID, res.BodyChars, p.Name, res.Budget)
	}
	comps := skill.Components{Description: res.Output.Description, Body: res.Output.Body}
	dir, rev, err := optimize.WriteFolder(ctx, o.Home, sk, comps)
	if err != nil {
		return err
	}
	var applied []string
	for _, s := range res.Steps {
		if s.Status == compile.StatusApplied {
			applied = append(applied, s.Name)
		}
	}
	note := fmt.Sprintf("target %s (%s); steps %s; body %d -> %d characters (budget %d); prompts %s",
		p.Name, p.Source, strings.Join(applied, ","), res.SourceChars, res.BodyChars, res.Budget, compile.PromptVersion)
	if rb := res.RolledBack(); len(rb) > 0 {
		var names []string
		for _, s := range rb {
			names = append(names, s.Name)
		}
		note += "; rolled back " + strings.Join(names, ",")
	}
	for _, s := range res.Steps {
		if s.Status == compile.StatusFailed {
			note += fmt.Sprintf("; failed %s (%s)", s.Name, s.Reason)
		}
	}
	rec := optimize.Record(o.Home, sk, candidate.PassCompile, dir, rev, comps, author,
		candidate.Search{Strategy: "compile", Angle: p.Name, Note: note}, report)
	if err := rec.Check(); err != nil {
		return fmt.Errorf("candidate record: %w", err)
	}
	fmt.Fprintf(ios.ErrOut, "[compile] candidate %s written to %s\n", sk.ID+"@"+rev.Short(), rec.Dir)
	sum.Candidate = &rec
	if o.JSON {
		return cli.WriteJSON(ios.Out, sum)
	}
	return jsonl.NewWriter(ios.Out).Write(rec)
}

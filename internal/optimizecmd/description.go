package optimizecmd

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/ingot-dev/ingot/internal/cli"
	sharedfactory "github.com/ingot-dev/ingot/internal/factory"
	"github.com/ingot-dev/ingot/pkg/candidate"
	"github.com/ingot-dev/ingot/pkg/evalset"
	"github.com/ingot-dev/ingot/pkg/gate"
	ingothome "github.com/ingot-dev/ingot/pkg/home"
	"github.com/ingot-dev/ingot/pkg/jsonl"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/optimize"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/skill"
)

type descSummary struct {
	Skill     string                      `json:"skill"`
	Pass      string                      `json:"pass"`
	Result    *optimize.DescriptionResult `json:"result"`
	Candidate *candidate.Record           `json:"candidate,omitempty"`
	Usage     llm.Report                  `json:"usage"`
}

func runDescription(ctx context.Context, o *bodyOptions) error {
	ios := o.IO
	lib, sk, err := o.f.lookup(ctx, o.cfg, o.Home, o.Skill)
	if err != nil {
		return err
	}
	path := evalset.Path(o.Home, sk.ID)
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return noEvalSet(sk.ID, o.Home, fmt.Errorf("%w for %q (%s)", evalset.ErrNoEvalSet, sk.ID, path))
	}
	cases, err := route.LoadCases(path)
	if err != nil {
		return fmt.Errorf("%w (the description pass needs routing: cases in the eval set: {task, expected: %s or null})", err, sk.ID)
	}
	// The router options ingot-mcp serves with: the same bands, weight and
	// encoder, from the same settings.
	ropt, closeEnc, err := sharedfactory.RouteOptions(ctx, o.cfg.Getenv, ingothome.New(o.Home, o.cfg.Getenv), lib, sharedfactory.Lexical, nil,
		func(msg string) { warnf(ios.ErrOut, "%s", msg) })
	if err != nil {
		return err
	}
	defer closeEnc()
	ropt.IndexDir = "" // drafts change the index on every evaluation: nothing worth saving
	gs, err := gate.SettingsFrom(o.cfg.Getenv)
	if err != nil {
		return usage(err)
	}
	client, err := o.f.client(o.cfg, o.Home, llm.RoleAuthor)
	if err != nil {
		return err
	}
	fmt.Fprintf(ios.ErrOut, "[routing] optimizing the description of %s against %d routing case(s) with the whole library (%d skills); no agent rollouts\n", sk.ID, len(cases), len(lib.Skills))
	res, err := optimize.Description(ctx, optimize.DescriptionOptions{
		Library: lib, Champion: sk, Cases: cases, RouteOptions: ropt, Client: client,
		Candidates: o.Candidates, Rounds: o.Rounds, Gate: gs, Log: ios.ErrOut,
	})
	defer func() {
		fmt.Fprintln(ios.ErrOut, "[usage] tokens spent by this description pass (author only):")
		_ = client.Ledger().Report().WriteText(ios.ErrOut)
	}()
	if err != nil {
		return fmt.Errorf("description pass for %s: %w; nothing emitted", sk.ID, err)
	}
	report := client.Ledger().Report()
	sum := descSummary{Skill: sk.ID, Pass: candidate.PassDescription, Result: res, Usage: report}
	if res.Winner != nil {
		c := skill.Components{Description: res.Winner.Description, Body: sk.Body}
		dir, rev, err := optimize.WriteFolder(ctx, o.Home, sk, c)
		if err != nil {
			return err
		}
		a, b := res.Seed, res.Winner.Metrics
		rec := optimize.Record(o.Home, sk, candidate.PassDescription, dir, rev, c, res.AuthorModel, candidate.Search{
			Strategy: "reflect", SeedScore: (a.Top1 + a.RecallAt3 + a.NoRoutePrecision) / 3, BestScore: (b.Top1 + b.RecallAt3 + b.NoRoutePrecision) / 3,
			Rounds: res.Rounds, Angle: res.Winner.Angle,
			Note: fmt.Sprintf("routing on %d case(s): top1 %.3f -> %.3f, recall_at_3 %.3f -> %.3f, no_route_precision %.3f -> %.3f; nearest other description %s (%.2f)",
				len(cases), a.Top1, b.Top1, a.RecallAt3, b.RecallAt3, a.NoRoutePrecision, b.NoRoutePrecision, res.Winner.Collision.Skill, res.Winner.Collision.Score),
		}, report)
		if err := rec.Check(); err != nil {
			return fmt.Errorf("candidate record: %w", err)
		}
		fmt.Fprintf(ios.ErrOut, "[routing] candidate %s written to %s\n", sk.ID+"@"+rev.Short(), rec.Dir)
		sum.Candidate = &rec
		if !o.JSON {
			if err := jsonl.NewWriter(ios.Out).Write(rec); err != nil {
				return err
			}
		}
	} else {
		fmt.Fprintf(ios.ErrOut, "[routing] no candidate for %s: %s\n", sk.ID, res.Reason)
	}
	if o.JSON {
		return cli.WriteJSON(ios.Out, sum)
	}
	return nil
}

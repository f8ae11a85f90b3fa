package promotecmd

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/jsonl"
)

type proposeOptions struct {
	IO      *cli.IOStreams
	Store   func() (*change.Store, error)
	Bundles []string
	JSON    bool
}

func newProposeCmd(f *factory, runF func(context.Context, *proposeOptions) error) *cobra.Command {
	opts := &proposeOptions{IO: f.env.IO}
	cmd := &cobra.Command{
		Use:   "propose [--bundle DIR]...",
		Short: "Put a change with its evidence into a skill's review slot",
		Long: `Validate evidence and fill the skill's review slot, runs/pending/<skill>.json.

Evidence comes as "evidence" records on stdin (what ingot-ab prints) or as
bundle folders named with --bundle. A bundle's evidence.json must name the
skill, the champion and challenger revisions, the challenger's components
and a gate verdict; the champion must be the live revision and the
challenger revision must be what the live folder gives with those
components (it is recomputed). A bundle outside runs/evidence is copied
there. A blocked verdict is still proposed, to be read and rejected: it
cannot be approved.

There is one slot per skill. A proposal from another pass (body,
description) archives the one it displaces beside the slot as
<skill>.displaced-<ts>.json; a proposal from the same pass replaces it.
Records of other kinds on stdin are passed through to stdout.`,
		Example: `  ingot-ab pdf < candidates.jsonl | ingot-promote propose
  ingot-promote propose --bundle runs/evidence/pdf/20260301T120000Z`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Store = f.storeFunc(cmd)
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return runPropose(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringArrayVar(&opts.Bundles, "bundle", nil, "an evidence bundle folder holding evidence.json (repeatable)")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print one JSON object per proposal")
	return cmd
}

func runPropose(ctx context.Context, opts *proposeOptions) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	failed := 0
	report := func(what string, res *change.ProposeResult, err error) error {
		if err != nil {
			failed++
			fmt.Fprintf(opts.IO.ErrOut, "%s: propose %s: %v\n", Name, what, err)
			return nil
		}
		return printProposal(opts, res)
	}
	if len(opts.Bundles) > 0 {
		for _, dir := range opts.Bundles {
			res, err := s.ProposeBundle(ctx, dir)
			if err := report(dir, res, err); err != nil {
				return err
			}
		}
	} else {
		n := 0
		r := jsonl.NewReader(opts.IO.In, "stdin")
		w := jsonl.NewWriter(opts.IO.Out)
		for {
			l, err := r.Next(ctx)
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				return err
			}
			if l.Kind != evidence.Kind {
				if err := w.WriteRaw(l.Raw); err != nil {
					return err
				}
				continue
			}
			n++
			var rec evidence.Record
			if err := l.Decode(&rec); err != nil {
				return err
			}
			res, err := s.ProposeRecord(ctx, rec)
			if err := report(fmt.Sprintf("stdin:%d (%s)", l.No, rec.Skill), res, err); err != nil {
				return err
			}
		}
		if n == 0 {
			return cli.Usagef("nothing to propose: pipe evidence records on stdin or name a bundle with --bundle DIR")
		}
	}
	if failed > 0 {
		return cli.SilentError
	}
	return nil
}

func printProposal(opts *proposeOptions, res *change.ProposeResult) error {
	warn(opts.IO.ErrOut, "recovered", res.Recovered)
	warn(opts.IO.ErrOut, "warning", res.Warnings)
	if res.Displaced != "" {
		fmt.Fprintf(opts.IO.ErrOut, "%s: note: one review slot per skill: the pending proposal of another pass was archived to %s\n", Name, res.Displaced)
	}
	if opts.JSON {
		b, err := jsonl.Marshal(res)
		if err != nil {
			return err
		}
		_, err = opts.IO.Out.Write(append(b, '\n'))
		return err
	}
	gate := res.Gate.Status()
	if !res.Gate.Allows() {
		gate += " (" + res.Gate.Reason() + ")"
	}
	_, err := fmt.Fprintf(opts.IO.Out, "proposed %s (%s pass): %s -> %s, gate %s; review with: %s show %s\n",
		res.Skill, res.Pass, shortRev(res.ChampionRevision), shortRev(res.ChallengerRevision), gate, Name, res.Skill)
	return err
}

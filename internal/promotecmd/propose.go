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
	Safety  func() (change.SafetyCheck, error)
	Bundles []string
	// FromDir is an edited copy of the skill Skill; Evidence optionally
	// measures exactly that edit.
	FromDir  string
	Skill    string
	Evidence string
	JSON     bool
}

func newProposeCmd(f *factory, runF func(context.Context, *proposeOptions) error) *cobra.Command {
	opts := &proposeOptions{IO: f.env.IO}
	cmd := &cobra.Command{
		Use:   "propose [--bundle DIR]... | --from-dir EDITED_DIR SKILL [--evidence BUNDLE]",
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
Records of other kinds on stdin are passed through to stdout.

The verdict is never taken from the file: it is recomputed from the
bundle's raw per-case scores (gate_input) under the INGOT_PROMOTE_*
settings in force, and a bundle whose stored verdict claims more is
refused. A bundle without measurements is UNMEASURED.

--from-dir proposes a hand edit: copy the skill folder, edit the copy,
and name it with the skill's id. Both revisions are computed here (the
live one, and the one approval would install); the folder must be a valid
skill with the live skill's name, may change the description, the body
and text files, and may not delete files or change other frontmatter.
The create_skill safety checks run on it (a refusal queues nothing; flags
are shown to the reviewer). Without --evidence it is queued UNMEASURED,
and approving it takes approve --unmeasured; --evidence BUNDLE attaches
an ingot-ab bundle that measured exactly this edit.`,
		Example: `  ingot-ab pdf < candidates.jsonl | ingot-promote propose
  ingot-promote propose --bundle runs/evidence/pdf/20260301T120000Z
  cp -r skills/pdf /tmp/pdf && $EDITOR /tmp/pdf/SKILL.md
  ingot-promote propose --from-dir /tmp/pdf pdf`,
		Args: func(cmd *cobra.Command, args []string) error {
			if opts.FromDir != "" {
				if len(args) != 1 {
					return cli.Usagef("propose --from-dir EDITED_DIR SKILL: name the skill the folder edits")
				}
				if len(opts.Bundles) > 0 {
					return cli.Usagef("propose: --from-dir and --bundle do not go together (use --evidence with --from-dir)")
				}
				return nil
			}
			if opts.Evidence != "" {
				return cli.Usagef("propose: --evidence goes with --from-dir; a bundle alone is --bundle DIR")
			}
			if len(args) > 0 {
				return cli.Usagef("propose: unexpected argument %q (did you mean --from-dir DIR %s?)", args[0], args[0])
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Store = f.storeFunc(cmd)
			if len(args) == 1 {
				opts.Skill = args[0]
			}
			opts.Safety = func() (change.SafetyCheck, error) {
				cfg, err := f.env.Config(cmd.Flags())
				if err != nil {
					return nil, err
				}
				return safetyCheck(cfg)
			}
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return runPropose(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringArrayVar(&opts.Bundles, "bundle", nil, "an evidence bundle folder holding evidence.json (repeatable)")
	cmd.Flags().StringVar(&opts.FromDir, "from-dir", "", "propose the edited copy of a skill folder in `EDITED_DIR` (give the SKILL id as the argument)")
	cmd.Flags().StringVar(&opts.Evidence, "evidence", "", "with --from-dir: the evidence `BUNDLE` folder that measured this edit")
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
	if opts.FromDir != "" {
		check, err := opts.Safety()
		if err != nil {
			return err
		}
		res, err := s.ProposeDir(ctx, change.FromDir{Skill: opts.Skill, Dir: opts.FromDir, Evidence: opts.Evidence, Safety: check})
		if err != nil {
			return inputError(err)
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
	for _, w := range res.Gate.Warnings {
		fmt.Fprintf(opts.IO.ErrOut, "%s: gate warning: %s\n", Name, w)
	}
	_, err := fmt.Fprintf(opts.IO.Out, "proposed %s (%s pass): %s -> %s, gate %s; review with: %s show %s\n",
		res.Skill, res.Pass, shortRev(res.ChampionRevision), shortRev(res.ChallengerRevision), gate, Name, res.Skill)
	return err
}

package promotecmd

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Name is the binary's name, used in messages.
const Name = "ingot-promote"

// Main runs ingot-promote with the process's arguments and streams.
func Main() int { return cli.Main(Name, os.Args[1:], NewRoot) }

const rootLong = `ingot-promote is the only program that writes live skills.

A change arrives as a proposal with evidence (propose), waits in one review
slot per skill (list, show), and goes live only when a person approves it
(approve) - atomically, with the displaced revision snapshotted and an
audit record appended. reject empties the slot with a reason; rollback
installs a snapshot; history, verify and recover inspect and repair;
adopt records a revision made outside change control; serve opens the
review page in a browser.

Stores live under the Ingot home (INGOT_HOME, or the working directory):
runs/pending, runs/evidence, runs/revisions and runs/approval-audit.jsonl.
Skills are found in <home>/skills, then INGOT_SKILL_PATHS (':'-separated).
A skill is named by its id: its folder path relative to its root
("pdf", or "anthropics/pdf" in a nested library).

EXIT STATUS
  0    success
  1    failure, including "busy" (another change holds the lock), a blocked
       gate, stale evidence, or verify finding a problem
  2    bad usage: unknown flag, wrong number of arguments, invalid skill id
       or revision
  130  interrupted`

// NewRoot builds the ingot-promote command tree for one invocation.
func NewRoot(env *cli.Env) *cobra.Command {
	f := &factory{env: env}
	root := &cobra.Command{
		Use:   Name,
		Short: "Propose, review, approve and roll back changes to skills",
		Long:  rootLong,
	}
	cli.NoArgsGroup(root)
	cli.AddHomeFlags(root)
	root.AddCommand(
		newProposeCmd(f, nil),
		newListCmd(f, nil),
		newShowCmd(f, nil),
		newApproveCmd(f, nil),
		newRejectCmd(f, nil),
		newRollbackCmd(f, nil),
		newHistoryCmd(f, nil),
		newVerifyCmd(f, nil),
		newRecoverCmd(f, nil),
		newAdoptCmd(f, nil),
		newServeCmd(f, nil),
	)
	return root
}

// factory builds what commands depend on, lazily, from one Env.
type factory struct {
	env *cli.Env
}

// storeFunc returns a function that opens the change store with the
// configuration of cmd (flags > env > .env > ingot.yaml).
func (f *factory) storeFunc(cmd *cobra.Command) func() (*change.Store, error) {
	return func() (*change.Store, error) {
		cfg, err := f.env.Config(cmd.Flags())
		if err != nil {
			return nil, err
		}
		home := f.env.Home(cfg)
		settings, err := gate.SettingsFrom(cfg.Get)
		if err != nil {
			return nil, err
		}
		return change.New(home, change.Options{
			Roots:     skill.Roots(home, cfg.Get("INGOT_SKILL_PATHS")),
			Now:       f.env.Now,
			Failpoint: f.env.Failpoint(),
			Gate:      settings,
		})
	}
}

// actor resolves --actor > INGOT_ACTOR > the OS user (change.DefaultActor
// when there is none).
func (f *factory) actor(cmd *cobra.Command) (string, error) {
	cfg, err := f.env.Config(cmd.Flags())
	if err != nil {
		return "", err
	}
	if a := strings.TrimSpace(cfg.Get("INGOT_ACTOR")); a != "" {
		return a, nil
	}
	return osUser(), nil
}

func addActorFlag(cmd *cobra.Command) {
	cmd.Flags().String("actor", "", "who takes the decision, recorded in the audit trail (default: the OS user)")
	config.BindFlag(cmd.Flags(), "actor", "INGOT_ACTOR")
}

// inputError turns a refusal of user input (a malformed skill id, revision
// or reason) into a usage error (exit 2).
func inputError(err error) error {
	if errors.Is(err, evidence.ErrInvalidSkillID) || errors.Is(err, revision.ErrInvalid) || errors.Is(err, change.ErrReason) {
		return &cli.UsageError{Err: err}
	}
	return err
}

// warn prints lines on stderr, prefixed so people can tell them from data.
func warn(w io.Writer, kind string, lines []string) {
	for _, l := range lines {
		fmt.Fprintf(w, "%s: %s: %s\n", Name, kind, l)
	}
}

func shortRev(id revision.ID) string {
	if id.IsZero() {
		return "none"
	}
	return id.Short()
}

package routecmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	sharedfactory "github.com/ingot-dev/ingot/internal/factory"
	"github.com/ingot-dev/ingot/pkg/filelock"
	ingothome "github.com/ingot-dev/ingot/pkg/home"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/trace"
)

type learnOptions struct {
	cmd      *cobra.Command
	json     bool
	dryRun   bool
	perSkill int
}

const learnLong = `Learn from use: read the trace store and remember, for each skill, the
requests it served whose outcome was judged good, so that routing with
INGOT_ROUTE_LEARN on indexes them as an extra field of the skill (a
request worded like one the skill served well then reaches it even when it
shares no word with the skill's own text).

A trace counts when it names the skill that served it (its skill, else its
route match) and its outcome carries a reward of at least 0.5 (the pass
score the gate and the miner use); a trace without a reward is not
judged and is never learned, and a newer trace judging the same request
bad for the skill removes it. A learned request is bound to the revision
of the skill that served it (the trace's revision: full, or a prefix of
the current one; a trace with none is taken as served by the current
revision): when the skill changes, its learned requests no longer apply,
and the next learn prunes them; a skill moved to another folder (a new id,
the same files) keeps them. Each skill keeps its --per-skill newest
requests, once each (case and spacing folded); a request over 1000
characters (a pasted log or document) is not learned.

The store is <home>/runs/route/learned.json (0600), rewritten atomically
from what it held and the traces; it is never written into a skill. A
request is stored redacted (as INGOT_TRACE_REDACT does), even from a trace
written without redaction. The
traces are read from INGOT_TRACES_FILE (default <home>/runs/traces.jsonl,
with its rotated files) within INGOT_TRACE_MAX_AGE_DAYS.

` + settingsHelpText + `

EXIT STATUS
  0    success (learning nothing is a success, and is said on stderr)
  1    failure: unreadable library, trace store or learned-requests file,
       a store that cannot be written, a library with no skills
  2    bad usage
  130  interrupted`

func newLearnCmd(f *factory, runF func(*learnOptions) error) *cobra.Command {
	o := &learnOptions{}
	cmd := &cobra.Command{
		Use:   "learn",
		Short: "Learn the requests skills served well from the traces",
		Long:  learnLong,
		Example: `  ingot-route learn --dry-run
  ingot-route learn --json
  INGOT_ROUTE_LEARN=1 ingot-route "write the release notes for 2.4.0"`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.cmd = cmd
			if o.perSkill < 1 {
				return cli.Usagef("--per-skill must be at least 1")
			}
			if runF != nil {
				return runF(o)
			}
			return runLearn(cmd.Context(), f, o)
		},
	}
	fl := cmd.Flags()
	fl.BoolVar(&o.json, "json", false, "write the summary as JSON")
	fl.BoolVar(&o.dryRun, "dry-run", false, "report what would be learned and pruned; write nothing")
	fl.IntVar(&o.perSkill, "per-skill", route.LearnPerSkill, "learned requests each skill keeps (the newest)")
	return cmd
}

type learnOutput struct {
	Store  string `json:"store"`
	DryRun bool   `json:"dry_run"`
	route.LearnReport
	// BySkill is how many learned requests each skill holds after.
	BySkill map[string]int `json:"by_skill"`
}

func runLearn(ctx context.Context, f *factory, o *learnOptions) error {
	s, err := f.settings(o.cmd)
	if err != nil {
		return err
	}
	lib, err := f.library(ctx, s)
	if err != nil {
		return err
	}
	if len(lib.Skills) == 0 {
		// Nothing can be learned, and every stored request would be
		// pruned as "skill gone": a home or INGOT_SKILL_PATHS missing from
		// this shell must not wipe the store.
		return fmt.Errorf("no skills in the library (roots %s): nothing to learn for, and the learned requests are left as they are; check INGOT_HOME and INGOT_SKILL_PATHS", strings.Join(lib.Roots, ", "))
	}
	h := ingothome.New(s.home, s.cfg.Getenv)
	path := sharedfactory.LearnedPath(h)
	// One learn at a time: each reads the store, adds to it and writes it
	// whole, so two at once would lose what the first one learned. A dry
	// run writes nothing and takes no lock (it works on a read-only home).
	if !o.dryRun {
		unlock, err := lockLearned(ctx, path, f.env.IO.ErrOut)
		if err != nil {
			return err
		}
		defer unlock()
	}
	store, err := route.LoadLearned(path)
	if err != nil {
		return err
	}
	ts, err := sharedfactory.Traces(s.cfg, s.home, nil, func(err error) { f.warn("skipped: " + err.Error()) })
	if err != nil {
		return err
	}
	var obs []route.Observation
	err = ts.Read(ctx, func(r trace.Record) error {
		// The store keeps the request redacted whatever the trace holds:
		// one written with INGOT_TRACE_REDACT off, or before a rule
		// existed, may carry a secret.
		task, _ := trace.Redact(r.Task)
		ob := route.Observation{TraceID: r.ID, TS: r.TS, Task: task, Skill: r.Skill, Revision: r.Revision}
		if ob.Skill == "" && r.Route != nil {
			ob.Skill = r.Route.Match
		}
		if r.Outcome != nil {
			ob.Reward = r.Outcome.Reward
		}
		obs = append(obs, ob)
		return nil
	})
	if err != nil {
		return fmt.Errorf("read traces: %w", err)
	}
	next, rep := route.Learn(store, lib, obs, f.env.Now(), o.perSkill)
	out := learnOutput{Store: path, DryRun: o.dryRun, LearnReport: rep, BySkill: map[string]int{}}
	for _, e := range next.Entries {
		out.BySkill[e.Skill]++
	}
	errw := f.env.IO.ErrOut
	if n := total(rep.Pruned); n > 0 {
		fmt.Fprintf(errw, "%s: pruned %d learned requests (%s)\n", Name, n, reasons(rep.Pruned))
	}
	if rep.Moved > 0 {
		fmt.Fprintf(errw, "%s: %d learned requests follow their skill to its new folder (a new id, the same revision)\n", Name, rep.Moved)
	}
	if rep.AssumedCurrent > 0 {
		fmt.Fprintf(errw, "%s: %d learned traces named no revision; taken as served by the skill's current one\n", Name, rep.AssumedCurrent)
	}
	if rep.Learned == 0 {
		why := "no trace in the store"
		if rep.Traces > 0 {
			why = fmt.Sprintf("of %d traces none is a request newly served by a current skill and judged good (%s)", rep.Traces, reasons(rep.Skipped))
		}
		fmt.Fprintf(errw, "%s: nothing new learned: %s\n", Name, why)
	}
	changed := rep.Learned > 0 || total(rep.Pruned) > 0 || !sameEntries(store.Entries, next.Entries)
	if fp := f.env.Failpoint(); fp != nil {
		fp(ctx, "learn:computed")
	}
	if !o.dryRun && changed {
		if err := next.Save(path); err != nil {
			return err
		}
	}
	if o.json {
		return cli.WriteJSON(f.env.IO.Out, out)
	}
	w := f.env.IO.Out
	verb := "wrote"
	switch {
	case o.dryRun:
		verb = "would write"
	case !changed:
		verb = "unchanged"
	}
	fmt.Fprintf(w, "%s %s: %d traces, %d requests learned, %d kept over %d skills\n", verb, path, rep.Traces, rep.Learned, rep.Kept, len(out.BySkill))
	if len(rep.Skipped) > 0 {
		fmt.Fprintf(w, "skipped traces: %s\n", reasons(rep.Skipped))
	}
	if len(rep.Pruned) > 0 {
		fmt.Fprintf(w, "pruned: %s\n", reasons(rep.Pruned))
	}
	ids := make([]string, 0, len(out.BySkill))
	for id := range out.BySkill {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		fmt.Fprintf(w, "  %-32s %d\n", id, out.BySkill[id])
	}
	return nil
}

func total(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// reasons is "a 3, b 1", by name.
func reasons(m map[string]int) string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	var parts []string
	for _, k := range ks {
		parts = append(parts, fmt.Sprintf("%s %d", strings.ReplaceAll(k, "_", " "), m[k]))
	}
	return strings.Join(parts, ", ")
}

func sameEntries(a, b []route.LearnedRequest) bool {
	return slices.EqualFunc(a, b, func(x, y route.LearnedRequest) bool {
		return x.Skill == y.Skill && x.Revision == y.Revision && x.Request == y.Request && x.TraceID == y.TraceID && x.TracedAt.Equal(y.TracedAt)
	})
}

// lockLearned takes the exclusive lock beside the learned store (its path
// + ".lock"), saying on errw when another learn holds it and this one
// waits.
func lockLearned(ctx context.Context, path string, errw io.Writer) (func(), error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("learned store: %w", err)
	}
	lp := path + ".lock"
	l, err := filelock.Try(lp, filelock.Options{Exclusive: true})
	if errors.Is(err, filelock.ErrBusy) {
		fmt.Fprintf(errw, "%s: another learn holds %s; waiting for it\n", Name, lp)
		l, err = filelock.Wait(ctx, lp, filelock.Options{Exclusive: true})
	}
	if err != nil {
		return nil, fmt.Errorf("learned store: %w", err)
	}
	return func() { _ = l.Unlock() }, nil
}

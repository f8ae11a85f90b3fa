package promotecmd

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

var bg = context.Background()

// clock returns a deterministic clock that ticks one second per call.
func clock() func() time.Time {
	t := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	return func() time.Time { t = t.Add(time.Second); return t }
}

// home is an Ingot home for a test.
type home struct {
	t   testing.TB
	dir string
	now func() time.Time
}

func newHome(t testing.TB) *home {
	t.Helper()
	return &home{t: t, dir: t.TempDir(), now: clock()}
}

// addSkill writes <home>/skills/<id> and returns its folder.
func (h *home) addSkill(id, body string, extra map[string]string) string {
	h.t.Helper()
	dir := filepath.Join(h.dir, "skills", filepath.FromSlash(id))
	name := filepath.Base(id)
	testutil.WriteFile(h.t, filepath.Join(dir, "SKILL.md"), "---\nname: "+name+"\ndescription: Use when testing "+id+".\n---\n\n"+body+"\n")
	for p, c := range extra {
		testutil.WriteFile(h.t, filepath.Join(dir, filepath.FromSlash(p)), c)
	}
	return dir
}

// store opens the change store of the home, as the command would.
func (h *home) store(opt change.Options) *change.Store {
	h.t.Helper()
	if opt.Now == nil {
		opt.Now = h.now
	}
	opt.Roots = skill.Roots(h.dir, "")
	s, err := change.New(h.dir, opt)
	if err != nil {
		h.t.Fatal(err)
	}
	return s
}

func (h *home) storeFunc() func() (*change.Store, error) {
	return func() (*change.Store, error) { return h.store(change.Options{}), nil }
}

// bundle writes an evidence bundle outside runs/ that replaces the live
// body of id, and returns its folder.
func (h *home) bundle(id, body string, g gate.Verdict) string {
	h.t.Helper()
	dir := filepath.Join(h.dir, "skills", filepath.FromSlash(id))
	m, err := revision.HashDir(dir, revision.DefaultLimits)
	if err != nil {
		h.t.Fatal(err)
	}
	champ, err := skill.ReadComponents(dir)
	if err != nil {
		h.t.Fatal(err)
	}
	chall := champ
	chall.Body = body
	pm, err := skill.Prospective(dir, filepath.Base(dir), chall, revision.DefaultLimits)
	if err != nil {
		h.t.Fatal(err)
	}
	mean1, mean2 := 0.4, 0.8
	b := &evidence.Bundle{
		Schema: evidence.Schema, Skill: id, Pass: evidence.PassBody, Created: time.Date(2026, 3, 1, 11, 0, 0, 0, time.UTC), Source: "test",
		Champion:   evidence.Side{Revision: m.ID(), Components: &evidence.Components{Description: champ.Description, Body: champ.Body}, Mean: &mean1},
		Challenger: evidence.Side{Revision: pm.ID(), Components: &evidence.Components{Description: chall.Description, Body: chall.Body}, Mean: &mean2},
		Changed:    []string{"body"},
		Gate:       &g,
	}
	measure(b, g, champ.Body, chall.Body)
	out := filepath.Join(h.t.TempDir(), "bundle")
	if err := evidence.Write(out, b); err != nil {
		h.t.Fatal(err)
	}
	return out
}

// propose fills the slot through the library.
func (h *home) propose(id, body string) *change.ProposeResult {
	h.t.Helper()
	res, err := h.store(change.Options{}).ProposeBundle(bg, h.bundle(id, body, gate.Pass()))
	if err != nil {
		h.t.Fatal(err)
	}
	return res
}

func (h *home) rev(id string) revision.ID {
	h.t.Helper()
	m, err := revision.HashDir(filepath.Join(h.dir, "skills", filepath.FromSlash(id)), revision.DefaultLimits)
	if err != nil {
		h.t.Fatal(err)
	}
	return m.ID()
}

// env returns an Env for an in-process run in this home.
func (h *home) env(vars map[string]string) (*cli.Env, *bytes.Buffer, *bytes.Buffer, *bytes.Buffer) {
	ios, in, out, errOut := cli.Test()
	get := func(k string) string {
		if v, ok := vars[k]; ok {
			return v
		}
		if k == "INGOT_HOME" {
			return h.dir
		}
		return ""
	}
	return &cli.Env{IO: ios, Getenv: get, Now: h.now, Dir: h.dir}, in, out, errOut
}

// run executes ingot-promote in-process and returns the exit code and
// output.
func (h *home) run(args ...string) (int, string, string) {
	h.t.Helper()
	env, _, out, errOut := h.env(nil)
	code := cli.Run(bg, env, Name, args, NewRoot)
	return code, out.String(), errOut.String()
}

// parse runs one subcommand built with a runF that records its options,
// and returns the exit code.
func parse(env *cli.Env, sub func(*factory) *cobra.Command, args ...string) int {
	return cli.Run(bg, env, Name, args, func(env *cli.Env) *cobra.Command {
		root := &cobra.Command{Use: Name}
		cli.NoArgsGroup(root)
		root.AddCommand(sub(&factory{env: env}))
		return root
	})
}

// golden compares got with testdata/<name>, after replacing the home
// folder with $HOME; -update rewrites it.
func golden(t *testing.T, h *home, name, got string) {
	t.Helper()
	got = strings.ReplaceAll(got, h.dir, "$HOME")
	path := filepath.Join("testdata", name)
	if *update {
		testutil.WriteFile(t, path, got)
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs (go test -update rewrites it):\n%s", path, change.UnifiedDiff("want", "got", string(want), got))
	}
}

// measure gives a bundle the measurements (gate_input) behind the verdict
// g asks for and the verdict gate.Evaluate computes from them: a winning
// challenger on three held-out tasks for a PASS, a tie for a block. An
// unmeasured g leaves the bundle without measurements.
func measure(b *evidence.Bundle, g gate.Verdict, champBody, challBody string) {
	if g.Unmeasured {
		return
	}
	champ, chall := []float64{0.2, 0.3, 0.2}, []float64{0.8, 0.9, 0.9}
	if !g.Allows() {
		chall = champ
	}
	in := &gate.Input{Pass: b.Pass, ChampionBody: champBody, ChallengerBody: challBody}
	b.Cases = nil
	for i := range champ {
		in.Cases = append(in.Cases, gate.Case{ID: fmt.Sprintf("h%d", i+1), Champion: champ[i], Challenger: chall[i]})
		b.Cases = append(b.Cases, evidence.Case{Index: i, Task: fmt.Sprintf("held-out task %d", i+1), ChampionScore: champ[i], ChallengerScore: chall[i], Delta: chall[i] - champ[i]})
	}
	b.GateInput = in
	v := gate.Evaluate(*in, gate.DefaultSettings())
	b.Gate = &v
}

package change

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// fixture is an Ingot home with one live skill.
type fixture struct {
	t     testing.TB
	home  string
	store *Store
	clock time.Time
}

func newFixture(t testing.TB, opt Options) *fixture {
	t.Helper()
	f := &fixture{t: t, home: t.TempDir(), clock: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)}
	if opt.Now == nil {
		opt.Now = func() time.Time { f.clock = f.clock.Add(time.Second); return f.clock }
	}
	if len(opt.Roots) == 0 {
		opt.Roots = skill.Roots(f.home, "")
	}
	s, err := New(f.home, opt)
	if err != nil {
		t.Fatal(err)
	}
	f.store = s
	return f
}

func skillMD(name, desc, body string) string {
	return "---\nname: " + name + "\ndescription: " + desc + "\nlicense: MIT\n---\n\n" + body + "\n"
}

// addSkill writes a skill under root (default <home>/skills) and returns
// its folder.
func (f *fixture) addSkill(root, id, body string, extra map[string]string) string {
	f.t.Helper()
	if root == "" {
		root = filepath.Join(f.home, "skills")
	}
	dir := filepath.Join(root, filepath.FromSlash(id))
	testutil.WriteFile(f.t, filepath.Join(dir, skill.FileName), skillMD(filepath.Base(id), "Use when testing "+id+".", body))
	for p, c := range extra {
		testutil.WriteFile(f.t, filepath.Join(dir, filepath.FromSlash(p)), c)
	}
	return dir
}

func (f *fixture) liveRev(id string) revision.ID {
	f.t.Helper()
	lib, err := f.store.library(context.Background())
	if err != nil {
		f.t.Fatal(err)
	}
	sk, err := live(lib, id)
	if err != nil {
		f.t.Fatal(err)
	}
	return sk.Revision
}

func hashOf(t testing.TB, dir string) revision.ID {
	t.Helper()
	m, err := revision.HashDir(dir, revision.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	return m.ID()
}

// bundle writes an evidence bundle (outside runs/) that changes the live
// skill's body to body, with verdict g, and returns its folder.
func (f *fixture) bundle(id, pass, body string, g gate.Verdict) (string, *evidence.Bundle) {
	f.t.Helper()
	lib, err := f.store.library(context.Background())
	if err != nil {
		f.t.Fatal(err)
	}
	sk, err := live(lib, id)
	if err != nil {
		f.t.Fatal(err)
	}
	champ, err := skill.ReadComponents(sk.Dir)
	if err != nil {
		f.t.Fatal(err)
	}
	chall := champ
	chall.Body = body
	if pass == evidence.PassDescription {
		chall.Body = champ.Body
		chall.Description = body
	}
	m, err := skill.Prospective(sk.Dir, filepath.Base(sk.Dir), chall, revision.DefaultLimits)
	if err != nil {
		f.t.Fatal(err)
	}
	ec, eh := fromSkill(champ), fromSkill(chall)
	b := &evidence.Bundle{
		Schema: evidence.Schema, Skill: id, Pass: pass, Created: f.clock, Source: "test",
		Champion:   evidence.Side{Revision: sk.Revision, Components: &ec},
		Challenger: evidence.Side{Revision: m.ID(), Components: &eh},
		Gate:       &g,
	}
	measure(b, g)
	dir := filepath.Join(f.t.TempDir(), "bundle")
	if err := evidence.Write(dir, b); err != nil {
		f.t.Fatal(err)
	}
	return dir, b
}

func (f *fixture) propose(id, body string) *ProposeResult {
	f.t.Helper()
	dir, _ := f.bundle(id, evidence.PassBody, body, gate.Pass())
	res, err := f.store.ProposeBundle(context.Background(), dir)
	if err != nil {
		f.t.Fatal(err)
	}
	return res
}

// verifyClean runs Verify and fails on any finding.
func (f *fixture) verifyClean() {
	f.t.Helper()
	var found []string
	if _, err := f.store.Verify(context.Background(), func(fd Finding) { found = append(found, fd.String()) }); err != nil {
		f.t.Fatal(err)
	}
	if len(found) > 0 {
		f.t.Fatalf("verify found:\n%s", strings.Join(found, "\n"))
	}
}

func (f *fixture) findings() []Finding {
	f.t.Helper()
	var out []Finding
	if _, err := f.store.Verify(context.Background(), func(fd Finding) { out = append(out, fd) }); err != nil {
		f.t.Fatal(err)
	}
	return out
}

// measure gives a bundle the measurements (gate_input) behind the verdict
// g asks for, and the verdict gate.Evaluate computes from them: a winning
// challenger for a PASS, a tie (margin +0.00) for a block. An unmeasured
// g leaves the bundle without measurements.
func measure(b *evidence.Bundle, g gate.Verdict) {
	if g.Unmeasured {
		return
	}
	champ, chall := []float64{0.2, 0.3, 0.2}, []float64{0.8, 0.9, 0.9}
	if !g.Allows() {
		chall = champ
	}
	in := &gate.Input{Pass: b.Pass}
	if b.Pass == evidence.PassDescription {
		in.Routing = &gate.Routing{Champion: map[string]float64{"top1": 0.5, "recall_at_3": 0.7, "no_route_precision": 0.9},
			Challenger: map[string]float64{"top1": 0.5, "recall_at_3": 0.7, "no_route_precision": 0.9}}
		if g.Allows() {
			in.Routing.Challenger["top1"] = 0.8
		}
	}
	for i := range champ {
		in.Cases = append(in.Cases, gate.Case{ID: fmt.Sprintf("h%d", i+1), Champion: champ[i], Challenger: chall[i]})
	}
	b.GateInput = in
	v := gate.Evaluate(*in, gate.DefaultSettings())
	b.Gate = &v
}

package change

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
)

func TestProposeRefusesAVerdictItsMeasurementsDoNotGive(t *testing.T) {
	f := newFixture(t, Options{})
	f.addSkill("", "pdf", "Old.", nil)
	// A tie (blocked) whose stored verdict was edited to PASS.
	dir, b := f.bundle("pdf", evidence.PassBody, "New.", gate.Verdict{Blocked: []string{"tie"}})
	forged := gate.Pass()
	b.Gate = &forged
	if err := evidence.Write(dir, b); err != nil {
		t.Fatal(err)
	}
	_, err := f.store.ProposeBundle(ctx, dir)
	if !errors.Is(err, ErrVerdict) || !strings.Contains(err.Error(), "says PASS but its own measurements give BLOCKED") {
		t.Fatalf("ProposeBundle = %v, want ErrVerdict", err)
	}
	if _, err := f.store.Pending(ctx, "pdf"); !errors.Is(err, ErrNoPending) {
		t.Fatal("a forged verdict filled the slot")
	}
}

func TestProposeWithoutMeasurementIsUnmeasured(t *testing.T) {
	f := newFixture(t, Options{})
	f.addSkill("", "pdf", "Old.", nil)
	// Declaring PASS without gate_input is refused...
	dir, b := f.bundle("pdf", evidence.PassBody, "New.", gate.Verdict{Unmeasured: true})
	pass := gate.Pass()
	b.Gate = &pass
	if err := evidence.Write(dir, b); err != nil {
		t.Fatal(err)
	}
	if _, err := f.store.ProposeBundle(ctx, dir); !errors.Is(err, ErrVerdict) {
		t.Fatalf("a declared PASS without measurements = %v, want ErrVerdict", err)
	}
	// ...declaring nothing is UNMEASURED, shown so and approvable only
	// with the override.
	un := gate.NoMeasurement("hand edit")
	b.Gate = &un
	if err := evidence.Write(dir, b); err != nil {
		t.Fatal(err)
	}
	res, err := f.store.ProposeBundle(ctx, dir)
	if err != nil || res.Gate.Status() != "UNMEASURED" {
		t.Fatalf("ProposeBundle = %+v, %v", res, err)
	}
	l, err := f.store.List(ctx)
	if err != nil || len(l) != 1 || l[0].Gate.Status() != "UNMEASURED" {
		t.Fatalf("List = %+v, %v", l, err)
	}
	if _, err := f.store.Approve(ctx, "pdf", "bob"); !errors.Is(err, ErrUnmeasured) {
		t.Fatalf("Approve = %v, want ErrUnmeasured", err)
	}
	if _, err := f.store.ApproveWith(ctx, "pdf", ApproveOptions{Actor: "bob", Unmeasured: true}); err != nil {
		t.Fatal(err)
	}
	recs, _ := f.store.Audit(ctx, "pdf")
	if len(recs) != 1 || !recs[0].Unmeasured {
		t.Fatalf("audit = %+v", recs)
	}
	f.verifyClean()
}

func TestApproveRecomputesUnderTheSettingsInForce(t *testing.T) {
	f := newFixture(t, Options{})
	f.addSkill("", "pdf", "Old.", nil)
	pr := f.propose("pdf", "New.") // margin +0.63 under the defaults
	strict := gate.DefaultSettings()
	strict.MinMargin = 0.9
	s, err := New(f.home, Options{Roots: f.store.Roots(), Gate: strict})
	if err != nil {
		t.Fatal(err)
	}
	rv, err := s.Show(ctx, "pdf")
	if err != nil || rv.Approvable != ApprovableNo || rv.GateError == "" {
		t.Fatalf("Show under stricter settings = %+v, %v", rv, err)
	}
	if _, err := s.Approve(ctx, "pdf", ""); !errors.Is(err, ErrVerdict) {
		t.Fatalf("Approve under stricter settings = %v, want ErrVerdict", err)
	}
	if _, err := s.ApproveWith(ctx, "pdf", ApproveOptions{Challenger: pr.ChampionRevision}); !errors.Is(err, ErrChanged) {
		t.Fatalf("Approve of another challenger than the one reviewed = %v, want ErrChanged", err)
	}
	if _, err := f.store.ApproveWith(ctx, "pdf", ApproveOptions{Challenger: pr.ChallengerRevision}); err != nil {
		t.Fatal(err)
	}
}

func TestEvidenceCopiesAreContentAddressed(t *testing.T) {
	f := newFixture(t, Options{})
	f.addSkill("", "pdf", "Old.", nil)
	dir, _ := f.bundle("pdf", evidence.PassBody, "New.", gate.Pass())
	a, err := f.store.ProposeBundle(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	b, err := f.store.ProposeBundle(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if a.Bundle != b.Bundle {
		t.Fatalf("the same bundle proposed twice was stored twice: %s, %s", a.Bundle, b.Bundle)
	}
	ents, _ := os.ReadDir(filepath.Join(f.home, "runs/evidence/pdf"))
	if len(ents) != 1 {
		t.Fatalf("runs/evidence/pdf holds %d copies", len(ents))
	}
}

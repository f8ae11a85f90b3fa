package newskill

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/skill"
)

func store(t *testing.T) (*change.Store, string) {
	t.Helper()
	home := t.TempDir()
	if err := os.MkdirAll(filepath.Join(home, "skills"), 0o755); err != nil {
		t.Fatal(err)
	}
	s, err := change.New(home, change.Options{Roots: skill.Roots(home, "")})
	if err != nil {
		t.Fatal(err)
	}
	return s, home
}

func TestProposeQueuesNeverLive(t *testing.T) {
	s, home := store(t)
	done := 0
	out, err := Propose(context.Background(), Proposal{Name: "sourdough", Description: "Bake sourdough bread at home: starter, proofing and baking times.", Body: "# Sourdough\n\n1. Feed the starter.\n"},
		Deps{Store: s, ChecksDone: func() { done++ }})
	if err != nil || out.Status != StatusQueued || out.Slot == "" || len(out.Revision) != 64 || !strings.Contains(out.Message, "ingot-promote approve sourdough") {
		t.Fatalf("outcome %+v, %v", out, err)
	}
	if done != 1 {
		t.Fatalf("ChecksDone called %d times, want 1", done)
	}
	if _, err := os.Stat(filepath.Join(home, "skills", "sourdough")); !os.IsNotExist(err) {
		t.Fatal("a proposal must never be live")
	}
	// The same name again: taken by the pending proposal.
	out, err = Propose(context.Background(), Proposal{Name: "sourdough", Description: "Another bread skill for sourdough loaves.", Body: "# B\n"}, Deps{Store: s})
	if err != nil || out.Status != StatusRefused || len(out.Refusals) == 0 {
		t.Fatalf("a taken name must be refused: %+v %v", out, err)
	}
}

func TestRefusalWritesNothing(t *testing.T) {
	s, home := store(t)
	done := 0
	out, err := Propose(context.Background(), Proposal{Name: "Bad_Name", Description: "x", Body: "y"}, Deps{Store: s, ChecksDone: func() { done++ }})
	if err != nil || out.Status != StatusRefused || len(out.Rules()) == 0 || !strings.HasPrefix(out.Message, "refused, nothing was queued") {
		t.Fatalf("outcome %+v, %v", out, err)
	}
	if done != 1 {
		t.Fatalf("ChecksDone called %d times, want 1", done)
	}
	if m, _ := filepath.Glob(filepath.Join(home, "runs", "pending", "*")); len(m) != 0 {
		t.Fatalf("a refusal wrote %v", m)
	}
	// No store: an error, and ChecksDone still runs once.
	done = 0
	if _, err := Propose(context.Background(), Proposal{Name: "ok"}, Deps{ChecksDone: func() { done++ }}); err == nil || done != 1 {
		t.Fatalf("no store: err %v, ChecksDone %d", err, done)
	}
}

package change

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/revision"
)

// stopAt returns a failpoint that ends the calling goroutine at step,
// leaving the disk exactly as a crash there would (deferred unlocks run, as
// the kernel drops a dead process's flock).
func stopAt(step string, reached *bool) func(context.Context, string) {
	return func(_ context.Context, s string) {
		if s == step {
			*reached = true
			runtime.Goexit()
		}
	}
}

func runStopped(fn func()) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		fn()
	}()
	<-done
}

// TestRecoverAfterEveryStep interrupts approve, rollback and create at
// each step, recovers, and checks the live folder is exactly the old or
// the new revision, no snapshot was lost, verify is clean and the next
// change works.
func TestRecoverAfterEveryStep(t *testing.T) {
	for _, action := range []string{ActionApprove, ActionRollback, actionCreate} {
		for _, step := range Steps(action) {
			t.Run(action+"/"+step, func(t *testing.T) {
				var reached bool
				f := newFixture(t, Options{})
				dir := f.addSkill("", "pdf", "Old.", map[string]string{"scripts/run.sh": "#!/bin/sh\n"})
				var old, want revision.ID
				var run func()
				switch action {
				case ActionApprove:
					old = hashOf(t, dir)
					want = f.propose("pdf", "New.").ChallengerRevision
					run = func() { _, _ = f.store.Approve(ctx, "pdf", "") }
				case ActionRollback:
					// Approve first, then roll back to the first revision.
					want = hashOf(t, dir)
					f.propose("pdf", "New.")
					if _, err := f.store.Approve(ctx, "pdf", ""); err != nil {
						t.Fatal(err)
					}
					old = hashOf(t, dir)
					run = func() { _, _ = f.store.Rollback(ctx, "pdf", want, "") }
				case actionCreate:
					res, err := f.store.ProposeNew(ctx, NewSkill{Name: "fresh", Description: "Use when testing.", Body: "b"})
					if err != nil {
						t.Fatal(err)
					}
					dir, want = filepath.Join(f.home, "skills/fresh"), res.ChallengerRevision
					run = func() { _, _ = f.store.ApproveWith(ctx, "fresh", ApproveOptions{Unmeasured: true}) }
				}
				snapsBefore := snapshotSet(t, f)
				f.store.opt.Failpoint = stopAt(step, &reached)
				runStopped(run)
				f.store.opt.Failpoint = nil
				if !reached {
					t.Fatalf("step %s was never reached", step)
				}
				rec, err := f.store.Recover(ctx)
				if err != nil {
					t.Fatalf("recover: %v", err)
				}
				t.Logf("recovery: %q", rec.Actions)
				var got revision.ID
				if fileExists(dir) {
					got = hashOf(t, dir)
				}
				if got != old && got != want {
					t.Fatalf("after recover the live folder is %s: neither old %s nor new %s (recovery: %q)", got.Short(), old.Short(), want.Short(), rec.Actions)
				}
				for rev := range snapsBefore {
					if !fileExists(filepath.Join(f.home, "runs/revisions/pdf", rev)) {
						t.Fatalf("snapshot %s was lost", rev[:12])
					}
				}
				if got == want && !old.IsZero() && !fileExists(filepath.Join(f.home, "runs/revisions/pdf", old.String())) {
					t.Fatal("the displaced revision has no snapshot")
				}
				f.verifyClean()
				if got == want {
					recs, _ := f.store.Audit(ctx, "")
					if len(recs) == 0 || recs[0].Revision != want.String() {
						t.Fatalf("the completed change is not audited last: %+v", recs)
					}
					auditAction := action
					if action == actionCreate {
						auditAction = ActionApprove
					}
					n := 0
					for _, r := range recs {
						if r.Action == auditAction && r.Revision == want.String() {
							n++
						}
					}
					if n != 1 {
						t.Fatalf("the change has %d audit records, want exactly 1: %+v", n, recs)
					}
				}
				// The next change works.
				switch {
				case action == actionCreate && got == want:
					if _, err := f.store.ApproveWith(ctx, "fresh", ApproveOptions{Unmeasured: true}); !errors.Is(err, ErrNoPending) {
						t.Fatalf("second approve of a created skill = %v", err)
					}
				case action == actionCreate:
					if _, err := f.store.ApproveWith(ctx, "fresh", ApproveOptions{Unmeasured: true}); err != nil {
						t.Fatalf("re-approve: %v", err)
					}
				case action == ActionApprove && got == old:
					if _, err := f.store.Approve(ctx, "pdf", ""); err != nil {
						t.Fatalf("re-approve: %v", err)
					}
				case action == ActionRollback && got == old:
					if _, err := f.store.Rollback(ctx, "pdf", want, ""); err != nil {
						t.Fatalf("rollback again: %v", err)
					}
				default:
					f.propose("pdf", "Newer still.")
					if _, err := f.store.Approve(ctx, "pdf", ""); err != nil {
						t.Fatalf("next approve: %v", err)
					}
				}
				f.verifyClean()
			})
		}
	}
}

func snapshotSet(t *testing.T, f *fixture) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	snaps, err := f.store.Snapshots(ctx, "pdf")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range snaps {
		out[s.Revision.String()] = true
	}
	return out
}

func TestRecoverWithoutIntent(t *testing.T) {
	f := newFixture(t, Options{})
	dir := f.addSkill("", "pdf", "Old.", nil)
	f.addSkill("", "gone", "Gone.", nil)
	f.addSkill("", "nested/doc", "Doc.", nil)
	skills := filepath.Join(f.home, "skills")
	// A stage from a crash before the intent, and a stray previous copy of a
	// live skill.
	testutil.WriteFile(t, filepath.Join(skills, ".pdf.0123456789abcdef.stage/SKILL.md"), "half")
	testutil.WriteFile(t, filepath.Join(skills, ".pdf.fedcba9876543210.previous/SKILL.md"), "old")
	// A live folder missing with exactly one previous copy: put it back.
	goneRev := hashOf(t, filepath.Join(skills, "gone"))
	if err := os.Rename(filepath.Join(skills, "gone"), filepath.Join(skills, ".gone.00000000000000aa.previous")); err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, filepath.Join(skills, "nested/.doc.00000000000000bb.stage/x"), "x")
	// Unrelated dot folders are never touched.
	testutil.WriteFile(t, filepath.Join(skills, ".pdf-notes/keep.md"), "keep")
	// Half-written snapshot and temp files under runs/.
	testutil.WriteFile(t, filepath.Join(f.home, "runs/revisions/pdf/."+goneRev.String()+".0011223344556677.tmp/SKILL.md"), "half")
	testutil.WriteFile(t, filepath.Join(f.home, "runs/pending/.pdf.json.123.tmp"), "{")

	rec, err := f.store.Recover(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Problems) > 0 {
		t.Fatalf("problems: %q", rec.Problems)
	}
	if len(rec.Actions) != 6 {
		t.Fatalf("actions: %q", rec.Actions)
	}
	if got := hashOf(t, filepath.Join(skills, "gone")); got != goneRev {
		t.Fatal("the previous copy was not put back")
	}
	if !fileExists(filepath.Join(skills, ".pdf-notes/keep.md")) {
		t.Fatal("recover removed an unrelated dot folder")
	}
	assertNoLeftovers(t, filepath.Join(f.home, "runs/revisions/pdf"))
	assertNoLeftovers(t, filepath.Join(f.home, "runs/pending"))
	assertNoLeftovers(t, filepath.Join(skills, "nested"))
	_ = dir
	f.verifyClean()
}

func TestRecoverKeepsSeveralPreviousCopies(t *testing.T) {
	f := newFixture(t, Options{})
	skills := filepath.Join(f.home, "skills")
	testutil.WriteFile(t, filepath.Join(skills, ".pdf.00000000000000aa.previous/SKILL.md"), skillMD("pdf", "d", "a"))
	testutil.WriteFile(t, filepath.Join(skills, ".pdf.00000000000000bb.previous/SKILL.md"), skillMD("pdf", "d", "b"))
	rec, err := f.store.Recover(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Problems) != 1 || !strings.Contains(rec.Problems[0], "2 previous copies") {
		t.Fatalf("problems = %q", rec.Problems)
	}
	if fileExists(filepath.Join(skills, "pdf")) {
		t.Fatal("recover guessed which previous copy to restore")
	}
}

func TestRecoverRefusesATamperedIntent(t *testing.T) {
	f := newFixture(t, Options{})
	f.addSkill("", "pdf", "Old.", nil)
	victim := filepath.Join(t.TempDir(), "precious")
	testutil.WriteFile(t, filepath.Join(victim, "data"), "keep me")
	in := &intent{V: 1, Action: ActionApprove, Skill: "pdf", Live: filepath.Join(f.home, "skills/pdf"),
		Stage: victim, Previous: filepath.Join(f.home, "skills/.pdf.0123456789abcdef.previous"), To: revision.Manifest{}.ID()}
	if err := f.store.ensureRuns(); err != nil {
		t.Fatal(err)
	}
	if err := f.store.writeIntent(in); err != nil {
		t.Fatal(err)
	}
	_, err := f.store.Recover(ctx)
	if err == nil || !strings.Contains(err.Error(), "stage") {
		t.Fatalf("Recover with a tampered intent = %v", err)
	}
	if !fileExists(filepath.Join(victim, "data")) {
		t.Fatal("recover deleted a folder a tampered intent named")
	}
	if _, err := f.store.Approve(ctx, "pdf", ""); err == nil || !strings.Contains(err.Error(), ".change-intent.json") {
		t.Fatalf("a change with an unsettled intent = %v, want an error naming the intent file", err)
	}
}

func TestRecoverRestoresFromSnapshotWhenEverythingIsGone(t *testing.T) {
	f := newFixture(t, Options{})
	dir := f.addSkill("", "pdf", "Old.", nil)
	old := hashOf(t, dir)
	f.propose("pdf", "New.")
	var reached bool
	f.store.opt.Failpoint = stopAt(StepLiveMoved, &reached)
	runStopped(func() { _, _ = f.store.Approve(ctx, "pdf", "") })
	f.store.opt.Failpoint = nil
	in, err := f.store.readIntent()
	if err != nil || in == nil {
		t.Fatal(err)
	}
	// Lose both the stage and the previous copy.
	_ = os.RemoveAll(in.Stage)
	_ = os.RemoveAll(in.Previous)
	rec, err := f.store.Recover(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if hashOf(t, dir) != old || !strings.Contains(strings.Join(rec.Actions, " "), "from its snapshot") {
		t.Fatalf("not restored from the snapshot: %q", rec.Actions)
	}
	f.verifyClean()
}

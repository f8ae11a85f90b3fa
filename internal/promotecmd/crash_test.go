package promotecmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/revision"
)

// TestCrashAtEveryStep runs approve (of a change and of a new skill) and
// rollback as real processes, kills each with SIGKILL at every named step
// of the change, runs recover, and checks: the live folder is exactly the
// old or the new revision, no snapshot was lost, verify passes, and the
// next change works.
func TestCrashAtEveryStep(t *testing.T) {
	for _, action := range []string{change.ActionApprove, change.ActionRollback, "create"} {
		for _, step := range change.Steps(action) {
			t.Run(action+"/"+step, func(t *testing.T) {
				t.Parallel()
				h := newHome(t)
				dir := h.addSkill("pdf", "Old body.", map[string]string{"scripts/run.sh": "#!/bin/sh\necho ok\n", "reference/a.md": "A"})
				var old, want revision.ID
				var args []string
				switch action {
				case change.ActionApprove:
					old = h.rev("pdf")
					want = h.propose("pdf", "New body.").ChallengerRevision
					args = []string{"approve", "pdf"}
				case change.ActionRollback:
					want = h.rev("pdf")
					h.propose("pdf", "New body.")
					if code, _, errOut := h.exec(nil, "approve", "pdf"); code != 0 {
						t.Fatalf("setup approve: %s", errOut)
					}
					old = h.rev("pdf")
					args = []string{"rollback", "pdf", want.String()}
				case "create":
					res, err := h.store(change.Options{}).ProposeNew(bg, change.NewSkill{Name: "fresh", Description: "Use when testing.", Body: "Do it."})
					if err != nil {
						t.Fatal(err)
					}
					dir, want = filepath.Join(h.dir, "skills/fresh"), res.ChallengerRevision
					args = []string{"approve", "fresh", "--unmeasured"}
				}
				before := snapshots(t, h)

				p := h.start(map[string]string{"INGOT_FAILPOINT": step}, args...)
				p.WaitReached(t)
				p.Kill(t)

				code, out, errOut := h.exec(nil, "recover")
				if code != 0 {
					t.Fatalf("recover: exit %d\n%s%s", code, out, errOut)
				}
				t.Logf("recover: %s", strings.TrimSpace(out))
				var got revision.ID
				if _, err := os.Stat(dir); err == nil {
					got = h.rev(filepath.Base(dir))
				}
				if got != old && got != want {
					t.Fatalf("live folder is %s, neither the old %s nor the new %s", got.Short(), old.Short(), want.Short())
				}
				after := snapshots(t, h)
				for rev := range before {
					if !after[rev] {
						t.Fatalf("snapshot %s was lost", rev[:12])
					}
				}
				if got == want && !old.IsZero() && !after[old.String()] {
					t.Fatalf("the displaced revision %s has no snapshot", old.Short())
				}
				if code, out, _ := h.exec(nil, "verify"); code != 0 {
					t.Fatalf("verify after recover: exit %d\n%s", code, out)
				}
				if action == "create" && got == want {
					// The unmeasured override survives the crash into the audit.
					audit, _ := os.ReadFile(filepath.Join(h.dir, "runs/approval-audit.jsonl"))
					if !strings.Contains(string(audit), `"unmeasured":true`) {
						t.Fatalf("the audit lost the unmeasured override:\n%s", audit)
					}
				}

				// The next change works.
				switch {
				case action == "create" && got == old:
					args = []string{"approve", "fresh", "--unmeasured"}
				case action == change.ActionApprove && got == old:
					args = []string{"approve", "pdf"}
				case action == change.ActionRollback && got == old:
					args = []string{"rollback", "pdf", want.String()}
				default:
					h.propose("pdf", "Newer body.")
					args = []string{"approve", "pdf"}
				}
				if code, _, errOut := h.exec(nil, args...); code != 0 {
					t.Fatalf("%v after recovery: exit %d: %s", args, code, errOut)
				}
				if code, out, _ := h.exec(nil, "verify"); code != 0 {
					t.Fatalf("verify after the next change: exit %d\n%s", code, out)
				}
			})
		}
	}
}

// snapshots returns the verified snapshot revisions of pdf.
func snapshots(t *testing.T, h *home) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	root := filepath.Join(h.dir, "runs/revisions/pdf")
	ents, err := os.ReadDir(root)
	if err != nil {
		return out
	}
	for _, e := range ents {
		rev, err := revision.Parse(e.Name())
		if err != nil || !e.IsDir() {
			continue
		}
		m, err := revision.HashDir(filepath.Join(root, e.Name()), revision.DefaultLimits)
		if err != nil || m.ID() != rev {
			t.Fatalf("snapshot %s does not verify", e.Name())
		}
		out[e.Name()] = true
	}
	return out
}

// TestConcurrentApprovals starts two approvals at once; the one that gets
// the lock pauses inside it, so the other must find it held: exactly one
// succeeds and the other says busy.
func TestConcurrentApprovals(t *testing.T) {
	h := newHome(t)
	h.addSkill("pdf", "Old.", nil)
	want := h.propose("pdf", "New.").ChallengerRevision
	release := filepath.Join(t.TempDir(), "release")
	vars := map[string]string{"INGOT_FAILPOINT": change.StepLocked, "INGOT_FAILPOINT_RELEASE": release}
	a := h.start(vars, "approve", "pdf")
	b := h.start(vars, "approve", "pdf")
	var winner, loser *testutil.Proc
	select {
	case <-a.Done:
		winner, loser = b, a
	case <-b.Done:
		winner, loser = a, b
	case <-a.Reached:
		winner, loser = a, b
	case <-b.Reached:
		winner, loser = b, a
	}
	if loser.Wait(t) != 1 || !strings.HasPrefix(loser.Stderr.String(), "ingot-promote: busy: ") {
		t.Fatalf("the second approval: exit %d, stderr %q; want busy", loser.Code(), loser.Stderr.String())
	}
	winner.WaitReached(t)
	testutil.WriteFile(t, release, "")
	if code := winner.Wait(t); code != 0 {
		t.Fatalf("the approval holding the lock: exit %d\n%s", code, winner.Stderr.String())
	}
	if h.rev("pdf") != want {
		t.Fatal("the successful approval did not land")
	}
	if code, out, _ := h.exec(nil, "verify"); code != 0 {
		t.Fatalf("verify: exit %d\n%s", code, out)
	}
}

// TestAuditWriteFailureAsAProcess: with the audit path unwritable (a
// folder, which fails even for root), approve exits 0, the change stands
// and stderr says the audit write failed.
func TestAuditWriteFailureAsAProcess(t *testing.T) {
	h := newHome(t)
	h.addSkill("pdf", "Old.", nil)
	want := h.propose("pdf", "New.").ChallengerRevision
	if err := os.Mkdir(filepath.Join(h.dir, "runs/approval-audit.jsonl"), 0o700); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := h.exec(nil, "approve", "pdf")
	if code != 0 || !strings.Contains(out, "promoted pdf") || !strings.Contains(errOut, "audit write failed") {
		t.Fatalf("exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	if h.rev("pdf") != want {
		t.Fatal("the change did not stand")
	}
}

// TestTamperingAsAProcess: verify exits 1 and names the audit line and the
// snapshot file.
func TestTamperingAsAProcess(t *testing.T) {
	h := newHome(t)
	h.addSkill("pdf", "Old.", map[string]string{"reference.md": "ref"})
	old := h.rev("pdf")
	h.propose("pdf", "New.")
	for _, args := range [][]string{{"approve", "pdf", "--actor", "alice"}, {"rollback", "pdf", old.String()}} {
		if code, _, errOut := h.exec(nil, args...); code != 0 {
			t.Fatalf("%v: %s", args, errOut)
		}
	}
	if code, _, _ := h.exec(nil, "verify"); code != 0 {
		t.Fatal("verify fails before tampering")
	}
	audit := filepath.Join(h.dir, "runs/approval-audit.jsonl")
	data, _ := os.ReadFile(audit)
	lines := strings.SplitAfter(string(data), "\n")
	testutil.WriteFile(t, audit, lines[1]) // delete line 1
	testutil.WriteFile(t, filepath.Join(h.dir, "runs/revisions/pdf", old.String(), "reference.md"), "changed")
	code, out, _ := h.exec(nil, "verify")
	if code != 1 || !strings.Contains(out, audit+":1: error: prev is ") || !strings.Contains(out, "reference.md changed") {
		t.Fatalf("exit %d\n%s", code, out)
	}
}

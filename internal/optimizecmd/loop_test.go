package optimizecmd

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/testutil"
)

var (
	mineOnce sync.Once
	mineBin  string
	mineErr  error
	binRoot  string
)

// binDir returns a folder holding the real ingot-mine (built once) and
// recording stand-ins for ingot-ab and ingot-promote, which are built on
// other branches: ingot-ab answers every candidate with a promotable
// evidence record, ingot-promote records its arguments and stdin.
func binDir(t *testing.T) string {
	t.Helper()
	mineOnce.Do(func() {
		binRoot, mineErr = os.MkdirTemp("", "ingot-optimize-loop-bin")
		if mineErr == nil {
			mineBin, mineErr = testutil.BuildCommand(binRoot, "ingot-mine")
		}
	})
	if mineErr != nil {
		t.Fatal(mineErr)
	}
	dir := t.TempDir()
	if err := os.Symlink(mineBin, filepath.Join(dir, "ingot-mine")); err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, filepath.Join(dir, "ingot-ab"), `#!/bin/sh
cat > "$INGOT_HOME/ab-stdin.jsonl"
echo "$@" > "$INGOT_HOME/ab-args"
echo '{"kind":"evidence","v":1,"skill":"demo","gate":{"promotable":true,"blocked":[],"warnings":[]}}'
`)
	testutil.WriteFile(t, filepath.Join(dir, "ingot-promote"), `#!/bin/sh
echo "$@" >> "$INGOT_HOME/promote-args"
cat > "$INGOT_HOME/promote-stdin.jsonl"
`)
	for _, n := range []string{"ingot-ab", "ingot-promote"} {
		if err := os.Chmod(filepath.Join(dir, n), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestMain(m *testing.M) {
	code := m.Run()
	for _, d := range []string{binRoot, pipeBinDir, optBinDir} {
		if d != "" {
			os.RemoveAll(d)
		}
	}
	os.Exit(code)
}

// writeTraces fills the local trace store: demo's uses score q1, other's q2.
func writeTraces(t *testing.T, h *home, q1, q2 string) {
	var b strings.Builder
	ts := time.Now().UTC().Add(-time.Hour).Format(time.RFC3339)
	for i, task := range []string{"Merge the sales reports of March", "Combine quarterly sales reports into a table", "Merge weekly sales reports by store"} {
		fmt.Fprintf(&b, `{"kind":"trace","v":1,"id":"d%d","ts":%q,"task":%q,"answer":"answer at quality %s","skill":"demo"}`+"\n", i, ts, task, q1)
	}
	for i, task := range []string{"Convert this PDF invoice to CSV", "Extract invoice lines from a PDF"} {
		fmt.Fprintf(&b, `{"kind":"trace","v":1,"id":"o%d","ts":%q,"task":%q,"answer":"answer at quality %s","skill":"other"}`+"\n", i, ts, task, q2)
	}
	p := filepath.Join(h.dir, "runs", "traces.jsonl")
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
}

func TestLoopProposesForUnhealthySkillsOnly(t *testing.T) {
	h := newHome(t)
	testutil.WriteFile(t, filepath.Join(h.dir, "evals", "other.yaml"), "train:\n  - task: Convert a PDF invoice\nholdout:\n  - task: a\n  - task: b\n  - task: c\n")
	testutil.WriteFile(t, filepath.Join(h.dir, "evals", "ignored.draft.yaml"), "train: []\n")
	writeTraces(t, h, "0.2", "0.9")
	w := newWorld(t, goodDrafts())
	bin := binDir(t)
	code, out, errOut := h.run(h.vars(w.srv, nil), "", "loop", "--bin-dir", bin)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "demo: proposed (health 0.20) candidate demo@") || !strings.HasSuffix(lines[0], "gate PASS: waiting for review: `ingot-promote show demo`") ||
		lines[1] != "other: healthy (health 0.90)" {
		t.Fatalf("summary lines:\n%s\nstderr:\n%s", out, errOut)
	}
	ab, _ := os.ReadFile(filepath.Join(h.dir, "ab-stdin.jsonl"))
	if !strings.Contains(string(ab), `"kind":"candidate"`) || !strings.Contains(string(ab), `"pass":"body"`) {
		t.Errorf("ingot-ab got:\n%s", ab)
	}
	args, _ := os.ReadFile(filepath.Join(h.dir, "promote-args"))
	if strings.TrimSpace(string(args)) != "propose" {
		t.Errorf("ingot-promote was called with %q; the loop only proposes", args)
	}
	ev, _ := os.ReadFile(filepath.Join(h.dir, "promote-stdin.jsonl"))
	if !strings.Contains(string(ev), `"kind":"evidence"`) {
		t.Errorf("ingot-promote propose got %q", ev)
	}
	// The mined tasks reached the body pass: 3 eval train + mined tasks.
	if !strings.Contains(errOut, "task record(s) on stdin") || strings.Contains(errOut, "[optimize] demo: 0 task record(s)") {
		t.Errorf("mined tasks did not reach the body pass:\n%s", errOut)
	}
}

func TestLoopNothingToDoAndLock(t *testing.T) {
	h := newHome(t)
	os.Remove(filepath.Join(h.dir, "evals", "demo.yaml"))
	w := newWorld(t, nil)
	code, out, errOut := h.run(h.vars(w.srv, nil), "", "loop")
	if code != 0 || out != "" || !strings.Contains(errOut, "nothing to do") {
		t.Errorf("no eval sets: exit %d out %q\n%s", code, out, errOut)
	}
	testutil.WriteFile(t, filepath.Join(h.dir, "evals", "demo.yaml"), evalYAML)
	unlock, err := lockLoop(h.dir)
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	code, _, errOut = h.run(h.vars(w.srv, nil), "", "loop")
	if code != 1 || !strings.Contains(errOut, "another ingot-optimize loop is running (pid ") {
		t.Errorf("second loop: exit %d\n%s", code, errOut)
	}
	if w.srv.Count() != 0 {
		t.Errorf("a locked-out loop made %d requests", w.srv.Count())
	}
}

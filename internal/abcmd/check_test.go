package abcmd

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
)

// TestExecutionChecksInTheSandbox runs holdout checks for real under
// bubblewrap: the check's outcome reaches the judge as ground truth, and
// a broken fixture makes its case inconclusive, never a failure.
func TestExecutionChecksInTheSandbox(t *testing.T) {
	if _, err := exec.LookPath("bwrap"); err != nil && os.Getenv("INGOT_REQUIRE_SANDBOX") == "" {
		t.Skip("bubblewrap is not installed (scripts/test-deps.sh installs it; INGOT_REQUIRE_SANDBOX=1 makes this a failure)")
	}
	w := newWorld(t)
	w.env["INGOT_EXEC_SANDBOX"] = "bwrap"
	testutil.WriteFile(t, filepath.Join(w.home, "evals", "pdf.yaml"), `train: [{task: Compress big.pdf}]
holdout:
  - task: Merge a.pdf and b.pdf into out.pdf
    rubric: "mention: qpdf"
  - task: Rotate page 2 of scan.pdf by 90 degrees
    rubric: "mention: --rotate"
  - task: Print the answer to everything with a shell script
    rubric: the script prints 42
    check:
      language: sh
      run: sh solution.sh > out.txt && grep -qx 42 out.txt
  - task: Print the page count of doc.pdf with a shell script
    rubric: prints the count
    check:
      language: sh
      setup: exit 3
      run: sh solution.sh
`)
	var judged []string
	w.srv.HandleFunc(func(r llmtest.Request) llmtest.Reply {
		sys := r.Chat.Messages[0].Content
		user := r.LastUser()
		if r.Chat.Model == "agent-m" {
			var b strings.Builder
			b.WriteString("Here:\n\n```sh\n")
			if strings.Contains(sys, "echo 42") {
				b.WriteString("echo 42\n")
			} else {
				b.WriteString("echo 41\n")
			}
			b.WriteString("```\n")
			for _, f := range facts {
				if strings.Contains(sys, f) {
					b.WriteString("Use " + f + ".\n")
				}
			}
			return llmtest.Text(b.String())
		}
		if strings.Contains(user, "<execution_result>") {
			w.mu.Lock()
			judged = append(judged, between(user, "<execution_result>\n", "\n</execution_result>"))
			w.mu.Unlock()
			if strings.Contains(user, "execution check: pass") {
				return llmtest.Text(grade(1, "the check passed"))
			}
			return llmtest.Text(grade(0, "the check failed"))
		}
		return w.reply(r)
	})
	body := goodBody + "Print the answer with: echo 42\n"
	code, out, errOut := w.run("", nil, "pdf", "--challenger", w.challenger("c", body))
	if code != 0 {
		fatalf(t, code, out, errOut, "ingot-ab with execution checks")
	}
	rec := mustDecode[evidence.Record](t, out)
	b, err := evidence.Load(filepath.Join(w.home, rec.Bundle))
	if err != nil {
		t.Fatal(err)
	}
	c3, c4 := b.Cases[2], b.Cases[3]
	if c3.ChampionScore != 0 || c3.ChallengerScore != 1 || !strings.HasPrefix(c3.ChampionCheck, "fail") || !strings.HasPrefix(c3.ChallengerCheck, "pass") {
		t.Fatalf("check case: %+v", c3)
	}
	if c4.Inconclusive == "" || !strings.Contains(c4.Inconclusive, "execution check inconclusive") {
		t.Fatalf("a broken fixture must make the case inconclusive: %+v", c4)
	}
	if len(judged) != 2 {
		t.Fatalf("the judge got %d check results, want 2 (one per side of the working check): %q", len(judged), judged)
	}
	if !rec.Gate.Allows() || !strings.Contains(strings.Join(rec.Gate.Warnings, "\n"), "1 inconclusive case(s) left out of the scores: holdout-4") {
		t.Fatalf("gate %+v", rec.Gate)
	}
	// A replay on a machine without the sandbox reuses the recorded check
	// outcomes and reproduces the verdict...
	bdir := filepath.Join(w.home, rec.Bundle)
	off := map[string]string{"INGOT_EXEC_SANDBOX": "off", "INGOT_BASE_URL": ""}
	if code, out, errOut := w.run("", off, "--replay", bdir); code != 0 || !strings.Contains(out, "verdict PASS") {
		fatalf(t, code, out, errOut, "replay with recorded checks")
	}
	// ...while --recheck runs them again: without a sandbox they are
	// inconclusive, too few cases remain, and the replay says it differs.
	if code, out, errOut := w.run("", off, "--replay", bdir, "--recheck"); code != 1 || !strings.Contains(errOut, "does not reproduce") || !strings.Contains(errOut, "only 2 held-out tasks") {
		fatalf(t, code, out, errOut, "replay --recheck without a sandbox")
	}
}

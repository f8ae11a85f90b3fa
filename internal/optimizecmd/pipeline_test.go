package optimizecmd

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/candidate"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// The pipeline world: rubrics ask for one fact each ("mention: X"); the
// agent answers with the facts its served skill states; the judge gives
// 1.0 when the answer holds the rubric's fact, 0.1 otherwise, and 0.2
// under the general rubric (mined traces).
const pipeChampion = "# PDF\n\nUse qpdf to merge files: qpdf --empty --pages a.pdf b.pdf -- out.pdf\n"

const pipeEval = `skill: pdf
train:
  - task: Shrink big.pdf so it fits in an email
    rubric: "mention: --compress"
  - task: Turn the landscape pages of report.pdf upright
    rubric: "mention: --rotate"
holdout:
  - task: "` + holdoutMarker + ` Merge a.pdf and b.pdf into out.pdf"
    rubric: "mention: qpdf"
  - task: "` + holdoutMarker + ` Rotate page 2 of scan.pdf by 90 degrees"
    rubric: "mention: --rotate"
  - task: "` + holdoutMarker + ` Split doc.pdf into one file per page"
    rubric: "mention: --split-pages"
`

var pipeFacts = []string{"qpdf", "--rotate", "--split-pages", "--compress"}

func between(s, a, b string) string {
	i := strings.Index(s, a)
	if i < 0 {
		return ""
	}
	s = s[i+len(a):]
	if j := strings.Index(s, b); j >= 0 {
		return s[:j]
	}
	return s
}

// pipeWorld is an Ingot home with the real binaries built, a pdf skill
// whose mined traces score badly, and the scripted endpoint.
type pipeWorld struct {
	home, bin string
	srv       *llmtest.Server
	env       []string
}

var (
	pipeBinOnce sync.Once
	pipeBinDir  string
	pipeBinErr  error
)

func newPipeWorld(t *testing.T) *pipeWorld {
	pipeBinOnce.Do(func() {
		pipeBinDir, pipeBinErr = os.MkdirTemp("", "ingot-optimize-pipeline-bin")
		for _, n := range []string{"ingot-mine", "ingot-optimize", "ingot-ab", "ingot-promote"} {
			if pipeBinErr == nil {
				_, pipeBinErr = testutil.BuildCommand(pipeBinDir, n)
			}
		}
	})
	if pipeBinErr != nil {
		t.Fatal(pipeBinErr)
	}
	bin := pipeBinDir
	home := t.TempDir()
	testutil.WriteFile(t, filepath.Join(home, "skills", "pdf", "SKILL.md"), "---\nname: pdf\ndescription: Merge, split, rotate and compress PDF files.\n---\n\n"+pipeChampion)
	testutil.WriteFile(t, filepath.Join(home, "skills", "csv", "SKILL.md"), "---\nname: csv\ndescription: Clean and convert CSV spreadsheets.\n---\n\n# CSV\n\nUse csvkit.\n")
	testutil.WriteFile(t, filepath.Join(home, "evals", "pdf.yaml"), pipeEval)
	var traces strings.Builder
	ts := time.Now().UTC().Add(-time.Hour).Format(time.RFC3339)
	for i, task := range []string{"Make the pdf smaller for upload", "Reduce the size of this scanned pdf", "Flip the sideways pages of my pdf"} {
		fmt.Fprintf(&traces, `{"kind":"trace","v":1,"id":"p%d","ts":%q,"task":%q,"answer":"Use qpdf.","skill":"pdf"}`+"\n", i, ts, task)
	}
	if err := os.MkdirAll(filepath.Join(home, "runs"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(home, "runs", "traces.jsonl"), []byte(traces.String()), 0o600); err != nil {
		t.Fatal(err)
	}

	good := "---\nname: pdf\ndescription: Merge, split, rotate and compress PDF files.\n---\n\n" + pipeChampion +
		"Rotate pages with --rotate=+90:2.\nSplit a document with --split-pages.\nShrink files with --compress-streams=y (--compress).\n"
	srv := llmtest.New(t)
	srv.HandleFunc(func(r llmtest.Request) llmtest.Reply {
		switch r.Chat.Model {
		case "agent-m":
			sys := r.Chat.Messages[0].Content
			var got []string
			for _, f := range pipeFacts {
				if strings.Contains(sys, f) {
					got = append(got, f)
				}
			}
			return llmtest.Text("Use " + strings.Join(got, " and ") + ".")
		case "judge-m":
			u := r.LastUser()
			rubric := strings.TrimSpace(between(u, "<rubric>\n", "\n</rubric>"))
			answer := between(u, "<answer>\n", "\n</answer>")
			score := 0.2
			if want, ok := strings.CutPrefix(rubric, "mention:"); ok {
				score = 0.1
				if strings.Contains(answer, strings.TrimSpace(want)) {
					score = 1
				}
			}
			return grade(score)
		case "author-m":
			u := r.LastUser()
			switch {
			case strings.Contains(u, "For each failure, name the section"):
				return llmtest.Text(`{"findings":[{"section":"(new section)","kind":"missing","tasks":[1,2],"explanation":"No compress or rotate guidance."}]}`)
			case strings.Contains(u, "Your angle: Rewrite the sections"):
				return llmtest.Text(good)
			case strings.Contains(u, "Your angle: Make the smallest ADDITIVE edit"):
				return llmtest.Text("Shrink files with --compress.")
			}
			return llmtest.Text("") // the other angles return nothing usable: dropped
		}
		t.Errorf("unexpected model %q", r.Chat.Model)
		return llmtest.Text("")
	})
	env := append(os.Environ(), "INGOT_HOME="+home, "INGOT_BASE_URL="+srv.URL, "INGOT_AGENT_MODEL=agent-m",
		"INGOT_AUTHOR_MODEL=author-m", "INGOT_JUDGE_MODEL=judge-m", "INGOT_EXEC_SANDBOX=off", "INGOT_ACTOR=test")
	return &pipeWorld{home: home, bin: bin, srv: srv, env: env}
}

// stage runs one binary in the world's home, as a pipeline stage.
func (w *pipeWorld) stage(t *testing.T, stdin []byte, name string, args ...string) []byte {
	t.Helper()
	cmd := exec.CommandContext(context.Background(), filepath.Join(w.bin, name), args...)
	cmd.Dir, cmd.Env, cmd.Stdin = w.home, w.env, bytes.NewReader(stdin)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, errOut.String())
	}
	return out.Bytes()
}

func TestPipelineMineOptimizeABPromote(t *testing.T) {
	w := newPipeWorld(t)
	tasks := w.stage(t, nil, "ingot-mine", "pdf", "--store")
	before := w.srv.Count()
	cands := w.stage(t, tasks, "ingot-optimize", "pdf")
	for _, r := range w.srv.Requests()[before:] {
		if bytes.Contains(r.Body, []byte(holdoutMarker)) {
			t.Fatalf("ingot-optimize sent a held-out task to %s", r.Chat.Model)
		}
	}
	var rec candidate.Record
	if err := json.Unmarshal(bytes.TrimSpace(cands), &rec); err != nil {
		t.Fatalf("ingot-optimize output %q: %v", cands, err)
	}
	if rec.Search.Angle != "fix-sections" {
		t.Fatalf("the winner is %s, want the draft carrying every fact", rec.Search.Angle)
	}
	evidence := w.stage(t, cands, "ingot-ab", "pdf")
	if !bytes.Contains(evidence, []byte(`"promotable":true`)) {
		t.Fatalf("ingot-ab did not find the candidate promotable:\n%s", evidence)
	}
	w.stage(t, evidence, "ingot-promote", "propose")
	w.stage(t, nil, "ingot-promote", "approve", "pdf")
	m, err := revision.HashDir(filepath.Join(w.home, "skills", "pdf"), revision.DefaultLimits)
	if err != nil || m.ID() != rec.CandidateRevision {
		t.Fatalf("live pdf is %s, the candidate was %s (%v)", m.ID().Short(), rec.CandidateRevision.Short(), err)
	}
	md, _ := os.ReadFile(filepath.Join(w.home, "skills", "pdf", skill.FileName))
	if !strings.Contains(string(md), "--split-pages") {
		t.Errorf("live SKILL.md:\n%s", md)
	}
}

// TestLoopWithRealStages runs `ingot-optimize loop` as a process over the
// real ingot-mine, ingot-ab and ingot-promote: the unhealthy pdf skill
// gets a promotable proposal in its review slot, and nothing is approved.
func TestLoopWithRealStages(t *testing.T) {
	w := newPipeWorld(t)
	before, err := revision.HashDir(filepath.Join(w.home, "skills", "pdf"), revision.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	out := w.stage(t, nil, "ingot-optimize", "loop", "pdf")
	if !regexp.MustCompile(`^pdf: proposed \(health 0\.20\) candidate pdf@[0-9a-f]{12} gate PASS: waiting for review`).Match(out) {
		t.Fatalf("summary: %s", out)
	}
	list := w.stage(t, nil, "ingot-promote", "list")
	if !strings.Contains(string(list), "pdf") {
		t.Errorf("no pending proposal for pdf:\n%s", list)
	}
	after, err := revision.HashDir(filepath.Join(w.home, "skills", "pdf"), revision.DefaultLimits)
	if err != nil || after.ID() != before.ID() {
		t.Errorf("the loop changed the live skill (%v)", err)
	}
}

package abcmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/candidate"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// bundles lists the evidence folders written for pdf.
func (w *world) bundles() []string {
	m, _ := filepath.Glob(filepath.Join(w.home, "runs", "evidence", "pdf", "*"))
	return m
}

func TestBadInputIsAClearErrorAndLeavesNoBundle(t *testing.T) {
	cases := []struct {
		name   string
		setup  func(w *world) []string // returns the args
		extra  map[string]string
		stdin  string
		code   int
		stderr string
	}{
		{name: "missing eval set", setup: func(w *world) []string {
			os.Remove(filepath.Join(w.home, "evals", "pdf.yaml"))
			return []string{"pdf", "--challenger", w.challenger("c", goodBody)}
		}, code: 1, stderr: "no eval set for \"pdf\" (" + "EVALS" + ")"},
		{name: "small holdout", setup: func(w *world) []string {
			testutil.WriteFile(t, filepath.Join(w.home, "evals", "pdf.yaml"), "train: [{task: t}]\nholdout:\n  - {task: a, rubric: r}\n  - {task: b, rubric: r}\n")
			return []string{"pdf", "--challenger", w.challenger("c", goodBody)}
		}, code: 1, stderr: "the holdout has 2 task(s), fewer than INGOT_PROMOTE_MIN_SAMPLES=3"},
		{name: "malformed yaml", setup: func(w *world) []string {
			testutil.WriteFile(t, filepath.Join(w.home, "evals", "pdf.yaml"), "holdout:\n  - task: a\n    rubrik: r\n")
			return []string{"pdf", "--challenger", w.challenger("c", goodBody)}
		}, code: 1, stderr: `pdf.yaml:3: holdout[1]: unknown key "rubrik"`},
		{name: "unknown skill", setup: func(w *world) []string {
			return []string{"nosuch", "--challenger", w.challenger("c", goodBody)}
		}, code: 1, stderr: `"nosuch"`},
		{name: "invalid challenger folder", setup: func(w *world) []string {
			dir := filepath.Join(t.TempDir(), "pdf")
			testutil.WriteFile(t, filepath.Join(dir, "SKILL.md"), "no frontmatter here\n")
			return []string{"pdf", "--challenger", dir}
		}, code: 1, stderr: "is not a valid skill"},
		{name: "challenger folder missing", setup: func(w *world) []string {
			return []string{"pdf", "--challenger", filepath.Join(t.TempDir(), "nope")}
		}, code: 1, stderr: "challenger folder"},
		{name: "nothing changed", setup: func(w *world) []string {
			return []string{"pdf", "--challenger", filepath.Join(w.home, "skills", "pdf")}
		}, code: 1, stderr: "nothing changed"},
		{name: "no endpoint", setup: func(w *world) []string {
			return []string{"pdf", "--challenger", w.challenger("c", goodBody)}
		}, extra: map[string]string{"INGOT_BASE_URL": ""}, code: 1, stderr: "INGOT_BASE_URL"},
		{name: "nothing on stdin", setup: func(w *world) []string { return []string{"pdf"} }, code: 2, stderr: "nothing to measure"},
		{name: "endpoint refuses", setup: func(w *world) []string {
			w.srv.Enqueue(llmtest.Error(401, "invalid api key"), llmtest.Error(401, "invalid api key"))
			w.srv.HandleFunc(func(llmtest.Request) llmtest.Reply { return llmtest.Error(401, "invalid api key") })
			return []string{"pdf", "--challenger", w.challenger("c", goodBody)}
		}, code: 1, stderr: "401"},
		{name: "endpoint times out", setup: func(w *world) []string {
			w.srv.HandleFunc(func(llmtest.Request) llmtest.Reply { return llmtest.Reply{Hang: true} })
			return []string{"pdf", "--challenger", w.challenger("c", goodBody)}
		}, extra: map[string]string{"INGOT_LLM_TIMEOUT": "200ms", "INGOT_LLM_RETRIES": "0"}, code: 1, stderr: "timed out"},
		{name: "bad repeat", setup: func(w *world) []string { return []string{"pdf", "--repeat", "0"} }, code: 2, stderr: "INGOT_AB_REPEAT"},
		{name: "bad mode", setup: func(w *world) []string { return []string{"pdf", "--mode", "fast"} }, code: 2, stderr: "INGOT_AB_MODE=\"fast\" (from flag)"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld(t)
			args := tc.setup(w)
			code, out, errOut := w.run(tc.stdin, tc.extra, args...)
			want := strings.ReplaceAll(tc.stderr, "EVALS", filepath.Join(w.home, "evals", "pdf.yaml"))
			if code != tc.code || !strings.Contains(errOut, want) {
				fatalf(t, code, out, errOut, "want exit %d and stderr containing %q", tc.code, want)
			}
			if out != "" {
				t.Errorf("no evidence record may be printed on failure: %q", out)
			}
			if b := w.bundles(); len(b) != 0 {
				t.Errorf("a failed run left bundles: %v", b)
			}
		})
	}
}

func TestJudgeNonsenseIsIncompleteNeverPromotable(t *testing.T) {
	w := newWorld(t)
	w.nonsense = true
	code, out, errOut := w.run("", nil, "pdf", "--challenger", w.challenger("c", goodBody))
	if code != 1 || !strings.Contains(errOut, "judge judge-m: the reply is not the JSON object asked for") || !strings.Contains(errOut, "incomplete measurement") {
		fatalf(t, code, out, errOut, "a judge replying nonsense must be named and fail the run")
	}
	rec := mustDecode[evidence.Record](t, out)
	if rec.Gate == nil || rec.Gate.Allows() || !strings.Contains(rec.Gate.Reason(), "run incomplete") {
		t.Fatalf("gate %+v must be blocked as incomplete", rec.Gate)
	}
}

func TestBudgetCapStopsWithIncompleteEvidence(t *testing.T) {
	w := newWorld(t)
	prices := filepath.Join(w.home, "prices.yaml")
	// At $10 per million tokens an answer's worst case (its prompt plus
	// 2,048 output tokens) is about $0.022 and a verdict's about $0.02,
	// while a call really costs $0.001-0.003: with one request at a time
	// the cap lets a few calls through, then refuses the next before it
	// is sent.
	testutil.WriteFile(t, prices, "agent-m: {input_per_mtok: 10, output_per_mtok: 10}\njudge-m: {input_per_mtok: 10, output_per_mtok: 10}\n")
	code, out, errOut := w.run("", map[string]string{"INGOT_PRICES": prices, "INGOT_MAX_RUN_USD": "0.03", "INGOT_LLM_CONCURRENCY": "1"},
		"pdf", "--challenger", w.challenger("c", goodBody))
	if code != 1 || !strings.Contains(errOut, "INGOT_MAX_RUN_USD") || !strings.Contains(errOut, "incomplete measurement") {
		fatalf(t, code, out, errOut, "the spend cap must stop the run with a clear message")
	}
	rec := mustDecode[evidence.Record](t, out)
	if rec.Gate == nil || rec.Gate.Allows() {
		t.Fatalf("partial evidence must never be promotable: %+v", rec.Gate)
	}
	b, err := evidence.Load(filepath.Join(w.home, rec.Bundle))
	if err != nil {
		t.Fatal(err)
	}
	if b.Incomplete == "" || !strings.Contains(b.Incomplete, "spend cap") || b.Usage.CostUSD > 0.03 || b.Usage.Requests == 0 || b.Usage.Requests >= 12 {
		t.Fatalf("bundle incomplete=%q usage=%+v", b.Incomplete, b.Usage)
	}
}

// candidateRecord writes a candidate folder for body and returns its
// record line.
func (w *world) candidateRecord(t *testing.T, id, skillID string, champion revision.ID, body string) string {
	t.Helper()
	dir, err := candidate.Folder(w.home, "pdf", id)
	if err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, filepath.Join(dir, "SKILL.md"), "---\nname: pdf\ndescription: Merge, split and rotate PDF files.\n---\n\n"+body)
	m, err := revision.HashDir(dir, revision.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	r := candidate.New()
	r.ID, r.Skill, r.Pass, r.ChampionRevision, r.CandidateRevision = id, skillID, candidate.PassBody, champion, m.ID()
	r.Dir = filepath.ToSlash(filepath.Join("runs", "candidates", "pdf", id))
	r.Components = skill.Components{Description: "Merge, split and rotate PDF files.", Body: body}
	r.AuthorModel = "author-m"
	b, _ := json.Marshal(r)
	return string(b) + "\n"
}

func TestCandidateRecords(t *testing.T) {
	w := newWorld(t)
	live, err := revision.HashDir(filepath.Join(w.home, "skills", "pdf"), revision.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	other := `{"kind":"task","v":1,"skill":"pdf","task":"x"}` + "\n"

	// A candidate for another skill is an error.
	code, out, errOut := w.run(w.candidateRecord(t, "c0", "csv", live.ID(), goodBody), nil, "pdf")
	if code != 1 || !strings.Contains(errOut, `stdin:1: candidate c0 is for skill "csv", not "pdf"`) {
		fatalf(t, code, out, errOut, "a candidate for another skill")
	}
	// A stale candidate is refused with the reason; a live one is measured;
	// other kinds pass through.
	stale := revision.ID{1}
	in := other + w.candidateRecord(t, "c1", "pdf", stale, droppingBody) + w.candidateRecord(t, "c2", "pdf", live.ID(), goodBody)
	code, out, errOut = w.run(in, nil, "pdf")
	if code != 1 || !strings.Contains(errOut, "stdin:2: refused candidate c1: it was drafted from pdf@010000000000 but pdf@"+live.ID().Short()+" is live") {
		fatalf(t, code, out, errOut, "a stale candidate must be refused with the reason (and the run exit 1)")
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 || lines[0] != strings.TrimSpace(other) {
		fatalf(t, code, out, errOut, "want the task record passed through, then one evidence record")
	}
	rec := mustDecode[evidence.Record](t, lines[1])
	if !rec.Gate.Allows() {
		t.Fatalf("the live candidate should pass: %+v", rec.Gate)
	}
	b, err := evidence.Load(filepath.Join(w.home, rec.Bundle))
	if err != nil || b.Models.Author != "author-m" || !strings.Contains(b.Note, "candidate c2") {
		t.Fatalf("bundle %+v %v", b, err)
	}
}

func TestJudgeIsAuthorRefused(t *testing.T) {
	w := newWorld(t)
	code, out, errOut := w.run("", map[string]string{"INGOT_AUTHOR_MODEL": "judge-m"}, "pdf", "--challenger", w.challenger("c", goodBody))
	if code != 1 || !strings.Contains(errOut, "a model may not grade its own work") || len(w.bundles()) != 0 || w.srv.Count() != 0 {
		fatalf(t, code, out, errOut, "judge == author must be refused before any request")
	}
}

func TestValidate(t *testing.T) {
	w := newWorld(t)
	code, out, errOut := w.run("", nil, "validate", "pdf")
	if code != 0 || !strings.Contains(out, "evals/pdf.yaml: 1 train, 3 holdout task(s) (0 with an execution check), 1 acceptance rule(s), 0 routing case(s): ok") {
		fatalf(t, code, out, errOut, "validate of a good eval set")
	}
	testutil.WriteFile(t, filepath.Join(w.home, "evals", "pdf.yaml"), `train:
  - task: Merge a.pdf and b.pdf into out.pdf
holdout:
  - task: merge a.pdf and b.pdf into out.pdf
  - task: Rotate page 2
  - task: Split doc.pdf
routing:
  - {task: merge pdfs, expected: pdff}
`)
	code, out, errOut = w.run("", nil, "validate", "pdf", "--json")
	var rep ValidateReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 1 || rep.OK || len(rep.Problems) != 2 ||
		!strings.Contains(rep.Problems[0], "leakage: holdout 1 (line 4) ~ train 1 (line 2) (similarity 1.00)") ||
		!strings.Contains(rep.Problems[1], `expects "pdff", which is not a skill`) {
		fatalf(t, code, out, errOut, "validate must name the leaking pair and the bad routing case (%v)", err)
	}
	if w.srv.Count() != 0 {
		t.Fatalf("validate called a model %d time(s)", w.srv.Count())
	}
}

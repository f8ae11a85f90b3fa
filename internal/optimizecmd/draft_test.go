package optimizecmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/evalset"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
	"github.com/ingot-dev/ingot/pkg/route"
)

func TestDraftWritesReviewableEvalSet(t *testing.T) {
	h := newHome(t)
	os.Remove(filepath.Join(h.dir, "evals", "demo.yaml"))
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.JSON(map[string]any{
		"train": []map[string]string{{"task": "Merge two reports", "rubric": "One table."}},
		"holdout": []map[string]string{
			{"task": "Merge five reports by region", "rubric": "Five regions."},
			{"task": "Merge the March and April reports", "rubric": "repeats a mined task: dropped"},
			{"task": "Merge a CSV and a report", "rubric": "Both sources."},
			{"task": "Merge reports with different columns", "rubric": "Union of columns."},
		},
		"routing": []map[string]any{
			{"task": "merge my sales reports", "expected": true},
			{"task": "combine quarterly reports", "expected": true},
			{"task": "convert this invoice pdf", "expected": false},
		},
	}))
	code, out, errOut := h.run(h.vars(srv, nil), minedTasks, "draft", "demo")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	dst := filepath.Join(h.dir, "evals", "demo.draft.yaml")
	if strings.TrimSpace(out) != dst {
		t.Errorf("stdout %q, want the draft path", out)
	}
	data, err := os.ReadFile(dst)
	if err != nil {
		t.Fatal(err)
	}
	set, err := evalset.Parse(dst, data)
	if err != nil {
		t.Fatal(err)
	}
	if len(set.Train) != 4 || set.Train[0].Task != "Merge the March and April reports" || len(set.Holdout) != 3 || set.Split.Kind != "holdout" {
		t.Errorf("draft: train %+v holdout %+v", set.Train, set.Holdout)
	}
	cases, err := route.LoadCases(dst)
	if err != nil || len(cases) != 3 || cases[0].Expected != "demo" || !cases[2].Negative() {
		t.Errorf("routing cases %+v: %v", cases, err)
	}
	if !strings.HasPrefix(string(data), "# DRAFT eval set for demo") {
		t.Errorf("no review header:\n%s", data)
	}
	// Never again without --force, and never over the eval set itself.
	code, _, errOut = h.run(h.vars(srv, nil), "", "draft", "demo")
	if code != 1 || !strings.Contains(errOut, "exists") {
		t.Errorf("second draft: exit %d\n%s", code, errOut)
	}
	if _, err := os.Stat(filepath.Join(h.dir, "evals", "demo.yaml")); !os.IsNotExist(err) {
		t.Errorf("draft created the eval set itself")
	}
	// --json says where and how much, for scripts.
	srv.Enqueue(llmtest.JSON(map[string]any{
		"train":   []map[string]string{{"task": "Merge two reports", "rubric": "One table."}},
		"holdout": []map[string]string{{"task": "a", "rubric": "b"}, {"task": "c", "rubric": "d"}, {"task": "e", "rubric": "f"}},
		"routing": []map[string]any{
			{"task": "merge my sales reports", "expected": true},
			{"task": "combine quarterly reports", "expected": true},
			{"task": "convert this invoice pdf", "expected": false},
		},
	}))
	code, out, errOut = h.run(h.vars(srv, nil), "", "draft", "demo", "--force", "--json")
	var sum struct {
		Skill, Path           string
		Train, Holdout, Mined int
	}
	if code != 0 || json.Unmarshal([]byte(out), &sum) != nil || sum.Skill != "demo" || sum.Path != dst || sum.Train != 1 || sum.Holdout != 3 || sum.Mined != 0 {
		t.Errorf("draft --json: exit %d %+v\n%s\n%s", code, sum, out, errOut)
	}
}

func TestDraftRefusesTooFewHoldout(t *testing.T) {
	h := newHome(t)
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.JSON(map[string]any{"train": []map[string]string{{"task": "a", "rubric": "b"}}, "holdout": []map[string]string{{"task": "c", "rubric": "d"}}}))
	code, _, errOut := h.run(h.vars(srv, nil), "", "draft", "demo")
	if code != 1 || !strings.Contains(errOut, "1 usable held-out task") {
		t.Errorf("exit %d\n%s", code, errOut)
	}
	if _, err := os.Stat(filepath.Join(h.dir, "evals", "demo.draft.yaml")); !os.IsNotExist(err) {
		t.Errorf("a draft was written")
	}
	if data, _ := os.ReadFile(filepath.Join(h.dir, "evals", "demo.yaml")); string(data) != evalYAML {
		t.Errorf("the eval set changed")
	}
}

package route

import (
	"context"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testutil"
)

// suite mirrors the reference's evals/routing.yaml against the fixture
// library: positives per filter field and negatives at min_score 0.99.
func suite(proj string) string {
	return `cases:
  - task: "Write RSpec specs for Ruby on Rails models with let blocks and instance_double."
    expected: rspec
    kind: direct
    parity: true
  - task: "Deploy services to Kubernetes with kubectl and Helm charts."
    expected: k8s-deploy
    platform: linux
    kind: direct
  - task: "Research a topic on the web with a browser and cite sources."
    expected: browser-research
    available_tools: [browser]
  - task: "Review a GitHub pull request and leave review comments."
    expected: github-review
    available_mcps: [github]
  - task: "Lint and type-check this Python project with ruff and mypy."
    expected: python-project
    cwd: ` + proj + `
  - task: "Format SQL queries in migration files consistently."
    expected: high-priority
  - task: "Summarise a codex session transcript into release notes."
    expected: codex-only
    harness: codex
  - task: "Deploy services to Kubernetes with kubectl and Helm charts."
    expected: null
    platform: darwin
    min_score: 0.99
    kind: negative
  - task: "Research a topic on the web with a browser and cite sources."
    expected: null
    min_score: 0.99
    kind: negative
  - task: "Rotate the production database secret."
    expected: null
    min_score: 0.99
    kind: negative
  - task: "Audit the payroll ledger for anomalies."
    expected: null
    min_score: 0.99
    kind: negative
  - task: "Summarise a codex session transcript into release notes."
    expected: null
    harness: claude
    min_score: 0.99
    kind: negative
  - task: "Thanks, that answers my question."
    expected: null
    min_score: 0.99
    kind: negative
`
}

func TestEvaluateReferenceStyleSuite(t *testing.T) {
	root := fixture(t)
	r := newRouter(t, discover(t, root), func(o *Options) { o.MinScore, o.RelatedScore = 0.3, 0.2 })
	file := filepath.Join(t.TempDir(), "routing.yaml")
	testutil.WriteFile(t, file, suite(project(t)))
	cases, err := LoadCases(file)
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) != 13 || cases[0].Line != 2 || !cases[0].Parity || cases[7].MinScore == nil || *cases[7].MinScore != 0.99 {
		t.Fatalf("cases decoded wrong: %+v", cases[:1])
	}
	rep, err := r.Evaluate(context.Background(), cases)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Failures) != 0 {
		for _, f := range rep.Failures {
			t.Errorf("%s: %q expected %q got %q (score %.3f, ranked %v)", f.Where, f.Task, f.Expected, f.Match, f.Score, f.Ranked)
		}
	}
	if rep.Top1 != 1 || rep.RecallAt3 != 1 || rep.NoRoutePrecision != 1 || rep.NoRouteRecall != 1 || rep.ByKind["negative"].Cases != 6 {
		t.Errorf("metrics %+v", rep.Metrics)
	}
}

func TestEvaluateCountsEachMetric(t *testing.T) {
	root := fixture(t)
	r := newRouter(t, discover(t, root), func(o *Options) { o.MinScore, o.RelatedScore = 0.3, 0.2 })
	cases := []Case{
		{Task: "write rspec specs with instance_double", Expected: "rspec", Kind: "direct"},    // right
		{Task: "write rspec specs with instance_double", Expected: "jest", Kind: "confusable"}, // wrong, jest in top 3
		{Task: "rotate the production database secret", Expected: "manual-secret", Kind: "x"},  // filtered: nothing
		{Task: "write jest snapshot tests for javascript", Expected: "", Kind: "negative"},     // negative routed
		{Task: "thanks, that answers my question", Expected: "", Kind: "negative"},             // negative, no route
	}
	rep, err := r.Evaluate(context.Background(), cases)
	if err != nil {
		t.Fatal(err)
	}
	m := rep.Metrics
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
	if !near(m.Top1, 2.0/5) || !near(m.InScopeTop1, 1.0/3) || !near(m.RecallAt3, 2.0/3) {
		t.Errorf("top1 %.3f in-scope %.3f r@3 %.3f", m.Top1, m.InScopeTop1, m.RecallAt3)
	}
	// Nulls: the filtered positive and the chit-chat; one is a negative.
	if !near(m.NoRoutePrecision, 1.0/2) || !near(m.NoRouteRecall, 1.0/2) {
		t.Errorf("no-route P %.3f R %.3f", m.NoRoutePrecision, m.NoRouteRecall)
	}
	if len(rep.Failures) != 3 || m.ByKind["negative"].Top1 != 0.5 || m.ByKind["direct"].Top1 != 1 {
		t.Errorf("failures %d, by kind %+v", len(rep.Failures), m.ByKind)
	}
	cases[0].Expected, cases[0].File, cases[0].Line = "no-such-skill", "c.yaml", 7
	if _, err := r.Evaluate(context.Background(), cases); err == nil || !strings.Contains(err.Error(), "c.yaml:7") {
		t.Errorf("unknown expected skill: %v", err)
	}
	if _, err := r.Evaluate(context.Background(), nil); err == nil {
		t.Error("no cases accepted")
	}
}

func TestLoadCasesErrorsNameFileAndLine(t *testing.T) {
	dir := t.TempDir()
	cases := map[string]string{
		"cases:\n  - task: a\n    expected: x\n  - task: b\n":                  "bad.yaml:4: case 2: expected is missing",
		"cases:\n  - expected: x\n":                                            "bad.yaml:2: case 1: task is missing",
		"cases:\n  - task: a\n    expected: [x]\n":                             "bad.yaml:3: case 1: expected must be a string",
		"cases:\n  - task: a\n    expected: x\n    available_tools: browser\n": "bad.yaml:4: case 1: available_tools must be a list",
		"cases:\n  - task: a\n    expected: x\n    min_score: high\n":          "bad.yaml:4: case 1: min_score must be a number",
		"cases: {task: a}\n":                                                   "bad.yaml:1: cases must be a list",
		"tasks: []\n":                                                          "bad.yaml:1: no top-level cases: list",
		"cases:\n  - task: a\n   expected: x\n":                                "bad.yaml:1: not valid YAML: did not find",
		"cases:\n  - task: a\n    expected: \"\"\n":                            "bad.yaml:3: case 1: expected must be a skill id or name",
	}
	for text, want := range cases {
		p := filepath.Join(dir, "bad.yaml")
		testutil.WriteFile(t, p, text)
		_, err := LoadCases(p)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q:\n got %v\nwant …%s…", text, err, want)
		}
	}
	if _, err := LoadCases(filepath.Join(dir, "missing.yaml")); err == nil {
		t.Error("missing file accepted")
	}
}

func TestLoadCasesDirectoryAndDefaults(t *testing.T) {
	dir := t.TempDir()
	testutil.WriteFile(t, filepath.Join(dir, "b.yml"), "cases:\n  - task: second\n    expected: null\n")
	testutil.WriteFile(t, filepath.Join(dir, "a.yaml"), "routing:\n  - task: first\n    expected: rspec\n    platform: null\n")
	testutil.WriteFile(t, filepath.Join(dir, "notes.txt"), "ignored")
	cs, err := LoadCases(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) != 2 || cs[0].Task != "first" || cs[1].Task != "second" || !cs[1].Negative() {
		t.Fatalf("cases %+v", cs)
	}
	req := cs[0].Request()
	if req.Harness != "codex" || req.Cwd != "." || req.Platform != "" || req.MinScore != nil {
		t.Errorf("defaults: %+v", req)
	}
	if _, err := LoadCases(t.TempDir()); err == nil {
		t.Error("empty directory accepted")
	}
}

func TestFitThreshold(t *testing.T) {
	// Scores of the top candidate; exp ≥ 0 with top == exp is a right
	// positive, exp < 0 a negative.
	type c struct {
		gate  float64
		right bool
		neg   bool
	}
	data := []c{{0.9, true, false}, {0.8, true, false}, {0.7, false, true}, {0.6, true, false}, {0.5, false, true}, {0.4, false, true}, {0.3, false, false}}
	var rs []ranked
	var exp []int
	for _, d := range data {
		switch {
		case d.neg:
			rs, exp = append(rs, ranked{top: []int{1}, gate: d.gate}), append(exp, -1)
		case d.right:
			rs, exp = append(rs, ranked{top: []int{1}, gate: d.gate}), append(exp, 1)
		default:
			rs, exp = append(rs, ranked{top: []int{2}, gate: d.gate}), append(exp, 1)
		}
	}
	th, acc := fitThreshold(allIndexes(len(data)), rs, exp)
	// Best: route 0.9, 0.8, 0.7(neg, lost), 0.6 → 3 right + 2 negatives
	// below = 5/7; routing only 0.9, 0.8 gives 2 + 3 = 5/7 as well; the
	// lowest interval wins: θ in (0.5, 0.6] → 0.55.
	if math.Abs(acc-5.0/7) > 1e-9 || math.Abs(th-0.55) > 1e-9 {
		t.Errorf("θ %.4f accuracy %.4f, want 0.55 and 5/7", th, acc)
	}
	// All negatives: route nothing.
	th, acc = fitThreshold([]int{0}, []ranked{{top: []int{1}, gate: 0.4}}, []int{-1})
	if acc != 1 || th <= 0.4 {
		t.Errorf("negatives only: θ %.3f acc %.3f", th, acc)
	}
}

func TestCrossValidateIsReproducible(t *testing.T) {
	root := fixture(t)
	r := newRouter(t, discover(t, root), nil)
	file := filepath.Join(t.TempDir(), "routing.yaml")
	testutil.WriteFile(t, file, suite(project(t)))
	cases, err := LoadCases(file)
	if err != nil {
		t.Fatal(err)
	}
	a, err := r.CrossValidate(context.Background(), cases, CVOptions{Folds: 3, Repeats: 4, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := r.CrossValidate(context.Background(), cases, CVOptions{Folds: 3, Repeats: 4, Seed: 7})
	if a.Metrics.Top1 != b.Metrics.Top1 || a.MinScore != b.MinScore {
		t.Errorf("same seed, different results: %+v vs %+v", a.Metrics, b.Metrics)
	}
	if a.Mode != "lexical" || a.MuChosen["0"] != 12 || a.Fitted.Accuracy < a.Metrics.Top1-1e-9 && a.Fitted.Accuracy < 0.5 {
		t.Errorf("report %+v", a)
	}
	if a.RelatedScore > a.Fitted.MinScore {
		t.Errorf("related %.3f above min %.3f", a.RelatedScore, a.Fitted.MinScore)
	}
}

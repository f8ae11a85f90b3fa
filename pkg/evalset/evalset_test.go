package evalset_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testcorpus"
	"github.com/ingot-dev/ingot/pkg/evalset"
)

func TestParseSplitAndLeakage(t *testing.T) {
	s, err := evalset.Parse("e.yaml", []byte("skill: pdf\ntrain:\n  - {task: a, rubric: r}\nholdout:\n  - {task: b, rubric: r}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s.Split.Kind != "holdout" || s.Split.Leakage || len(s.Train) != 1 || s.Holdout[0].Task != "b" {
		t.Fatalf("%+v", s)
	}
	s, err = evalset.Parse("e.yaml", []byte("tasks:\n  - {task: a}\n  - {task: b}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s.Split.Kind != "none" || !s.Split.Leakage || len(s.Holdout) != 2 {
		t.Fatalf("flat tasks must be train and holdout with leakage: %+v", s)
	}
}

func TestParseErrorsNameFileAndLine(t *testing.T) {
	cases := map[string]string{
		"routing:\n  - task: ok\n    expected: pdf\n  - task: \"\"\n    expected: x\n": "e.yaml:4: case 2: task is empty",
		"routing:\n  - task: x\n    min_score: high\n":                                 "e.yaml:2: case 1",
		"acceptance:\n  - {id: a, forbid: '(['}\n":                                     `acceptance "a"`,
		"train: [\n": "e.yaml:",
	}
	for in, want := range cases {
		_, err := evalset.Parse("e.yaml", []byte(in))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want it to contain %q", in, err, want)
		}
	}
}

func TestRoutingCasesAndAcceptance(t *testing.T) {
	s, err := evalset.Parse("e.yaml", []byte("routing:\n  - {task: t1, expected: null, min_score: 0.99}\n  - {task: t2, expected: pdf, available_tools: [browser], parity: true}\nacceptance:\n  - {id: no-todo, forbid: 'TODO'}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s.Routing[0].Expected != nil || *s.Routing[0].MinScore != 0.99 || *s.Routing[1].Expected != "pdf" || !s.Routing[1].Parity {
		t.Fatalf("%+v", s.Routing)
	}
	if !s.Acceptance[0].Re.MatchString("left a todo here") {
		t.Fatal("acceptance regexp must be case-insensitive")
	}
}

func TestLoadDevCases(t *testing.T) {
	cs, err := evalset.LoadCases(testcorpus.Cases(t))
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	neg := 0
	for _, c := range cs {
		kinds[c.Kind]++
		if c.Expected == nil {
			neg++
		}
	}
	if len(cs) != 149 || kinds["direct"] != 74 || kinds["negative"] != 22 || neg != 22 {
		t.Fatalf("%d cases %v, %d negatives", len(cs), kinds, neg)
	}
}

func TestLoadPath(t *testing.T) {
	home := t.TempDir()
	if _, err := evalset.Load(home, "anthropics/pdf"); err == nil || !strings.Contains(err.Error(), "no eval set") {
		t.Fatal(err)
	}
	p := evalset.Path(home, "anthropics/pdf")
	os.MkdirAll(filepath.Dir(p), 0o755)
	os.WriteFile(p, []byte("train: [{task: a}]\n"), 0o644)
	if s, err := evalset.Load(home, "anthropics/pdf"); err != nil || len(s.Train) != 1 {
		t.Fatal(err)
	}
}

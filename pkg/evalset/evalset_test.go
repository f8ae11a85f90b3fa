package evalset_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

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
		"train:\n  - task: ok\n  - task: \"\"\n":   "e.yaml: task 2 has an empty task field",
		"acceptance:\n  - {id: a, forbid: '(['}\n": `acceptance "a"`,
		"train: [\n": "e.yaml:",
	}
	for in, want := range cases {
		_, err := evalset.Parse("e.yaml", []byte(in))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want it to contain %q", in, err, want)
		}
	}
}

func TestAcceptance(t *testing.T) {
	s, err := evalset.Parse("e.yaml", []byte("routing:\n  - {task: t1, expected: null}\nacceptance:\n  - {id: no-todo, forbid: 'TODO'}\n  - {id: empty}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Acceptance) != 1 || !s.Acceptance[0].Re.MatchString("left a todo here") {
		t.Fatalf("acceptance regexps must be case-insensitive and empty ones skipped: %+v", s.Acceptance)
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

package evalset_test

import (
	"context"
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
	if s.Split.Kind != "holdout" || s.Split.Leakage || len(s.Train) != 1 || s.Holdout[0].Task != "b" || s.Holdout[0].Line != 5 || s.Holdout[0].ID != "holdout-1" {
		t.Fatalf("%+v", s)
	}
	if l, err := s.Leakage(context.Background(), nil, 0); err != nil || len(l) != 0 {
		t.Fatalf("a clean split leaks nothing: %v %v", l, err)
	}
	s, err = evalset.Parse("e.yaml", []byte("tasks:\n  - {task: a}\n  - {task: b}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s.Split.Kind != "none" || !s.Split.Leakage || len(s.Holdout) != 2 || !s.Flat {
		t.Fatalf("flat tasks must be train and holdout with leakage: %+v", s)
	}
	l, _ := s.Leakage(context.Background(), nil, 0)
	if len(l) != 1 || !strings.Contains(l[0], "flat tasks: list") {
		t.Fatalf("flat list leakage = %q", l)
	}
	s, _ = evalset.Parse("e.yaml", []byte("train:\n  - {task: a}\n"))
	if l, _ := s.Leakage(context.Background(), nil, 0); len(l) != 1 || !strings.Contains(l[0], "no holdout: tasks") {
		t.Fatalf("missing holdout leakage = %q", l)
	}
}

func TestNearDuplicatePairsAreNamed(t *testing.T) {
	s, err := evalset.Parse("e.yaml", []byte(`train:
  - task: Merge a.pdf and b.pdf into out.pdf
  - task: Rotate page 3 of scan.pdf
holdout:
  - task: Count the words in notes.txt
  - task: merge  A.pdf and b.pdf into out.pdf
`))
	if err != nil {
		t.Fatal(err)
	}
	// A similarity that only knows holdout 1 ~ train 2 at 0.95.
	sim := func(_ context.Context, h, tr []string) ([][]float64, error) {
		m := make([][]float64, len(h))
		for i := range m {
			m[i] = make([]float64, len(tr))
		}
		m[0][1] = 0.95
		return m, nil
	}
	l, err := s.Leakage(context.Background(), sim, 0.9)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"holdout 1 (line 5) ~ train 2 (line 3) (similarity 0.95)", "holdout 2 (line 6) ~ train 1 (line 2) (similarity 1.00)"}
	if len(l) != 2 || !strings.HasPrefix(l[0], want[0]) || !strings.HasPrefix(l[1], want[1]) {
		t.Fatalf("leakage = %q, want prefixes %q", l, want)
	}
}

func TestCheckParsed(t *testing.T) {
	s, err := evalset.Parse("e.yaml", []byte(`train: [{task: t}]
holdout:
  - task: Write add(a, b) in Python
    rubric: returns the sum
    check:
      language: python
      file: solution.py
      files: {test_solution.py: "from solution import add\nassert add(2, 3) == 5\n"}
      run: python test_solution.py
      timeout: 20s
`))
	if err != nil {
		t.Fatal(err)
	}
	c := s.Holdout[0].Check
	if c == nil || c.Language != "python" || c.File != "solution.py" || c.Run != "python test_solution.py" || c.Timeout != "20s" || !strings.Contains(c.Files["test_solution.py"], "assert add") {
		t.Fatalf("check = %+v", c)
	}
}

func TestParseErrorsNameFileAndLine(t *testing.T) {
	cases := map[string]string{
		"train:\n  - task: ok\n  - task: \"\"\n":   "e.yaml:3: train[2]: task is missing or empty",
		"acceptance:\n  - {id: a, forbid: '(['}\n": "e.yaml:2: acceptance[1]: forbid is not a valid regexp",
		"train: [\n": "e.yaml:",
		"holdout:\n  - task: a\n    rubrik: typo\n":                                 `e.yaml:3: holdout[1]: unknown key "rubrik"`,
		"trian:\n  - task: a\n":                                                     `e.yaml:1: eval set: unknown key "trian"`,
		"holdout:\n  - task: a\n    check: python t.py\n":                           `e.yaml:3: holdout[1].check: want a mapping`,
		"holdout:\n  - task: a\n    check:\n      language: python\n":               "e.yaml:4: holdout[1].check: run: missing",
		"holdout:\n  - task: a\n    check: {run: x, language: sh, timeout: soon}\n": "e.yaml:3: holdout[1]",
		"holdout: a task\n":                                                         "e.yaml:1: holdout: want a list of tasks",
		"routing:\n  - {task: t}\n":                                                 "e.yaml:2: routing[1]: expected is missing",
		"acceptance:\n  - {id: a}\n":                                                "e.yaml:2: acceptance[1]: forbid is missing",
		"":                                                                          "e.yaml:1: empty file",
		// Two tasks under one id: agent mode memoises routes by id and
		// replay keeps cases by id, so the second would take the first's.
		"holdout:\n  - {id: m, task: a}\n  - {id: m, task: b}\n": `e.yaml:3: holdout[2]: id "m" is already used on line 2`,
		"holdout:\n  - {id: holdout-2, task: a}\n  - task: b\n":  `e.yaml:3: holdout[2]: id "holdout-2" is already used on line 2`,
		// A second document was read by nobody.
		"holdout:\n  - task: a\n---\nholdout:\n  - task: b\n": "e.yaml:3: a second YAML document",
	}
	for in, want := range cases {
		_, err := evalset.Parse("e.yaml", []byte(in))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want it to contain %q", in, err, want)
		}
	}
}

func TestAcceptance(t *testing.T) {
	s, err := evalset.Parse("e.yaml", []byte("routing:\n  - {task: t1, expected: null}\nacceptance:\n  - {id: no-todo, forbid: 'TODO'}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Acceptance) != 1 || !s.Acceptance[0].Re.MatchString("left a todo here") || s.Routing != 1 {
		t.Fatalf("acceptance regexps must be case-insensitive: %+v", s)
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

// The README's complete example is a valid eval set.
func TestREADMEExampleParses(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	i := strings.Index(s, "### Eval sets")
	if i < 0 {
		t.Fatal("README has no Eval sets section")
	}
	s = s[i:]
	start := strings.Index(s, "```yaml\n")
	end := strings.Index(s[start+8:], "```")
	if start < 0 || end < 0 {
		t.Fatal("no yaml block in the Eval sets section")
	}
	set, err := evalset.Parse("README.md", []byte(s[start+8:start+8+end]))
	if err != nil {
		t.Fatal(err)
	}
	if len(set.Train) != 1 || len(set.Holdout) != 3 || set.Holdout[1].Check == nil || set.Routing != 2 || len(set.Acceptance) != 1 || set.Holdout[0].ID != "rotate" {
		t.Fatalf("README example read as %+v", set)
	}
}

package routecmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testutil"
)

func decisionKeys(t *testing.T, raw string) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(raw), &m); err != nil {
		t.Fatalf("not a JSON decision: %v\n%s", err, raw)
	}
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	want := []string{"alternatives", "match", "novel", "reason", "related_match", "revision", "score", "skill_body", "skill_root"}
	if !slices.Equal(keys, want) {
		t.Fatalf("decision keys %v, want %v", keys, want)
	}
	return m
}

func TestRouteOneTask(t *testing.T) {
	h := newHome(t)
	h.library()
	proj := t.TempDir()
	testutil.WriteFile(t, filepath.Join(proj, "src", "app.py"), "print(1)")
	cases := []struct {
		args []string
		want any // match, or nil
	}{
		{[]string{"write rspec specs with let blocks and instance_double"}, "rspec"},
		{[]string{"--platform", "linux", "deploy services to kubernetes with kubectl and helm charts"}, "k8s-deploy"},
		{[]string{"--platform", "darwin", "deploy services to kubernetes with kubectl and helm charts"}, nil},
		{[]string{"research a topic on the web with a browser and cite sources"}, nil},
		{[]string{"--tools", "shell,browser", "research a topic on the web with a browser and cite sources"}, "browser-research"},
		{[]string{"--mcps", "github", "review a github pull request and leave review comments"}, "github-review"},
		{[]string{"--cwd", proj, "lint and type-check this python project with ruff and mypy"}, "python-project"},
		{[]string{"--cwd", t.TempDir(), "lint and type-check this python project with ruff and mypy"}, nil},
		{[]string{"--harness", "gemini", "write rspec specs"}, nil},
		{[]string{"thanks, that answers my question"}, nil},
	}
	for _, c := range cases {
		code, out, errOut := h.run("", c.args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, code, errOut)
		}
		m := decisionKeys(t, out)
		if m["match"] != c.want {
			t.Errorf("%v: match %v (reason %v), want %v", c.args, m["match"], m["reason"], c.want)
		}
	}
	// The decision carries the skill's current revision and folder.
	_, out, _ := h.run("", "write rspec specs with let blocks and instance_double")
	m := decisionKeys(t, out)
	if rev, _ := m["revision"].(string); len(rev) != 64 || m["skill_root"] != filepath.Join(h.dir, "skills", "rspec") {
		t.Errorf("revision %v root %v", m["revision"], m["skill_root"])
	}
	// Thresholds come from flags and the environment.
	h.vars["INGOT_MIN_SCORE"] = "0.99999"
	_, out, _ = h.run("", "write rspec specs with let blocks and instance_double")
	if m := decisionKeys(t, out); m["match"] != nil {
		t.Errorf("INGOT_MIN_SCORE=0.99999 still matched: %v", m["match"])
	}
	_, out, _ = h.run("", "--min-score", "0.2", "write rspec specs with let blocks and instance_double")
	if m := decisionKeys(t, out); m["match"] != "rspec" {
		t.Errorf("--min-score 0.2 beats the environment: %v", m["match"])
	}
}

func TestRouteUsageErrors(t *testing.T) {
	h := newHome(t)
	h.library()
	for _, args := range [][]string{
		{"a", "b"},
		{"--nope", "x"},
		{""},
		{"--min-score", "high", "x"},
	} {
		code, out, errOut := h.run("", args...)
		if code != 2 || out != "" || !strings.Contains(errOut, Name+":") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and a message", args, code, out, errOut)
		}
	}
	h.vars["INGOT_DENSE_WEIGHT"] = "abc"
	if code, _, errOut := h.run("", "x"); code != 2 || !strings.Contains(errOut, "INGOT_DENSE_WEIGHT") {
		t.Errorf("bad INGOT_DENSE_WEIGHT: exit %d, %s", code, errOut)
	}
}

func TestFilterMode(t *testing.T) {
	h := newHome(t)
	h.library()
	in := `{"task": "write rspec specs with let blocks and instance_double"}

{"task": "research a topic on the web with a browser and cite sources", "tools": ["browser"]}
{"task": "research a topic on the web with a browser and cite sources", "available_tools": ["browser"], "harness": "gemini"}
{"task": "deploy services to kubernetes with kubectl and helm", "platform": "linux", "min_score": 0.99999}
`
	code, out, errOut := h.run(in)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 4 {
		t.Fatalf("%d decisions for 4 requests:\n%s", len(lines), out)
	}
	want := []any{"rspec", "browser-research", nil, nil}
	for i, l := range lines {
		if m := decisionKeys(t, l); m["match"] != want[i] {
			t.Errorf("line %d: match %v, want %v", i+1, m["match"], want[i])
		}
	}
	// "-" reads stdin too; defaults come from flags.
	code, out, _ = h.run(`{"task": "research a topic on the web with a browser and cite sources"}`+"\n", "--tools", "browser", "-")
	if code != 0 || decisionKeys(t, strings.TrimSpace(out))["match"] != "browser-research" {
		t.Errorf("'-' with --tools: exit %d, %s", code, out)
	}
}

func TestFilterModeBadLinesNameTheLine(t *testing.T) {
	h := newHome(t)
	h.library()
	for in, want := range map[string]string{
		"{\"task\": \"write rspec specs\"}\nnot json\n":   "stdin:2: not a JSON request",
		"{\"task\": \"a\"}\n{\"task\": \"\"}\n":           "stdin:2: task is missing",
		"{\"harness\": \"codex\"}\n":                      "stdin:1: task is missing",
		"{\"task\": \"a\", \"available_tools\": \"x\"}\n": "stdin:1: not a JSON request",
	} {
		code, out, errOut := h.run(in)
		if code != 1 || !strings.Contains(errOut, want) {
			t.Errorf("%q: exit %d, stderr %q; want exit 1 and %q", in, code, errOut, want)
		}
		// One output line per request: the decision, then the error
		// record standing in for the bad line (issue 14).
		if strings.HasPrefix(in, "{\"task\": \"write") && (strings.Count(out, "\n") != 2 || !strings.Contains(out, `"error":"stdin:2:`)) {
			t.Errorf("the decision before the bad line and its error record: %q", out)
		}
	}
}

func TestRouteReportsSkippedSkillsOnce(t *testing.T) {
	h := newHome(t)
	h.library()
	testutil.WriteFile(t, filepath.Join(h.dir, "skills", "broken", "SKILL.md"), "no frontmatter here\n")
	code, out, errOut := h.run("", "write rspec specs")
	if code != 0 || decisionKeys(t, out)["match"] == "broken" {
		t.Fatalf("exit %d", code)
	}
	if strings.Count(errOut, "skipped") != 1 {
		t.Errorf("stderr %q: want one note about the skipped skill", errOut)
	}
}

func TestRouteCachesOutsideAnIngotHome(t *testing.T) {
	h := newHome(t)
	h.library()
	lib := filepath.Join(t.TempDir(), "lib")
	if err := os.Rename(filepath.Join(h.dir, "skills"), lib); err != nil {
		t.Fatal(err)
	}
	h.vars["INGOT_SKILL_PATHS"] = lib
	cacheHome := t.TempDir()
	h.vars["XDG_CACHE_HOME"] = cacheHome
	if code, _, errOut := h.run("", "write rspec specs"); code != 0 {
		t.Fatal(errOut)
	}
	if _, err := os.Stat(filepath.Join(h.dir, "runs")); err == nil {
		t.Error("routing from a plain directory created runs/ in it")
	}
	if m, _ := filepath.Glob(filepath.Join(cacheHome, "ingot", "cache", "lexical", "*.lexidx")); len(m) != 1 {
		t.Errorf("saved index not in the user cache: %v", m)
	}
}

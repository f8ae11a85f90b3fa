package routecmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/route"
)

// TestFlags walks the whole tree: every command documents itself, every
// flag has usage, --help works without touching the home and names the
// exit codes.
func TestFlags(t *testing.T) {
	h := newHome(t)
	env, _, _ := h.env("")
	root := NewRoot(env)
	cli.Prepare(root)
	n := 0
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if c.Hidden || c.Name() == "help" || c.Name() == "completion" {
			return // cobra's and cli's own (internal/e2e walks them)
		}
		n++
		if c.Short == "" || c.Long == "" {
			t.Errorf("%s: Short or Long help missing", c.CommandPath())
		}
		c.Flags().VisitAll(func(f *pflag.Flag) {
			if f.Usage == "" {
				t.Errorf("%s --%s: no usage", c.CommandPath(), f.Name)
			}
		})
		if c != root && c.Flags().Lookup("json") == nil {
			t.Errorf("%s: no --json", c.CommandPath())
		}
		args := append(strings.Fields(c.CommandPath())[1:], "--help")
		code, out, errOut := h.run("", args...)
		if code != 0 || !strings.Contains(out, "EXIT STATUS") || errOut != "" {
			t.Errorf("%v: exit %d, stderr %q, EXIT STATUS in help: %v", args, code, errOut, strings.Contains(out, "EXIT STATUS"))
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	if n != 8 {
		t.Fatalf("walked %d commands, want the root and 7 subcommands", n)
	}
	if _, err := os.Stat(filepath.Join(h.dir, "runs")); err == nil {
		t.Fatal("--help built caches")
	}
}

func TestSuggest(t *testing.T) {
	h := newHome(t)
	h.library()
	var out suggestOutput
	errOut := h.runJSON(&out, "suggest", "write rspec specs, not jest tests", "-k", "2", "--json")
	if len(out.Suggestions) == 0 || len(out.Suggestions) > 2 || out.Suggestions[0].ID != "rspec" {
		t.Fatalf("suggestions %+v", out.Suggestions)
	}
	if !strings.Contains(strings.Join(out.Negated, " "), "jest") || out.Encoder != "none" {
		t.Errorf("negated %v encoder %q", out.Negated, out.Encoder)
	}
	if _, ok := out.Suggestions[0].Contributions["lexical"]; !ok || out.Suggestions[0].Dense != nil {
		t.Errorf("contributions %+v dense %v", out.Suggestions[0].Contributions, out.Suggestions[0].Dense)
	}
	// The default encoder's weights are absent here: said once, on stderr.
	if strings.Count(errOut, "use-lite weights not found") != 1 {
		t.Errorf("stderr %q: want one note that the weights are missing", errOut)
	}
	code, text, _ := h.run("", "suggest", "write rspec specs")
	if code != 0 || !strings.Contains(text, "rspec") || !strings.Contains(text, "matched terms") {
		t.Errorf("text output: exit %d\n%s", code, text)
	}
	for _, args := range [][]string{{"suggest"}, {"suggest", "x", "-k", "0"}, {"suggest", "a", "b"}} {
		if code, _, _ := h.run("", args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
	h.vars["INGOT_ENCODER"] = "none"
	if _, _, errOut := h.run("", "suggest", "x"); errOut != "" {
		t.Errorf("encoder none still warns: %q", errOut)
	}
	h.vars["INGOT_ENCODER"] = "bogus"
	if code, _, errOut := h.run("", "suggest", "x"); code != 2 || !strings.Contains(errOut, "bogus") {
		t.Errorf("unknown encoder: exit %d %q", code, errOut)
	}
}

func TestEvalSmallSuite(t *testing.T) {
	h := newHome(t)
	h.library()
	file := filepath.Join(t.TempDir(), "cases.yaml")
	testutil.WriteFile(t, file, `cases:
  - task: "Write RSpec specs for Ruby on Rails models with let blocks and instance_double."
    expected: rspec
    kind: direct
  - task: "Research a topic on the web with a browser and cite sources."
    expected: browser-research
    available_tools: [browser]
    kind: direct
  - task: "Deploy services to Kubernetes with kubectl and Helm charts."
    expected: null
    platform: darwin
    kind: negative
  - task: "Write Jest unit tests and snapshot tests."
    expected: rspec
    kind: confusable
`)
	var out evalOutput
	h.runJSON(&out, "eval", file, "--json")
	m := out.Metrics
	if m == nil || m.Cases != 4 || m.Top1 != 0.75 || m.ByKind["direct"].Top1 != 1 || len(out.Failures) != 1 || out.Failures[0].Match != "jest" {
		t.Fatalf("metrics %+v failures %+v", m, out.Failures)
	}
	if out.Settings.MinScore != route.DefaultMinScore || out.Settings.Mode != "lexical" {
		t.Errorf("settings %+v", out.Settings)
	}
	code, text, _ := h.run("", "eval", file)
	if code != 0 || !strings.Contains(text, "recall@3") || !strings.Contains(text, "cases.yaml:13") {
		t.Errorf("text: exit %d\n%s", code, text)
	}
	var cv evalOutput
	h.runJSON(&cv, "eval", file, "--cv", "--folds", "2", "--repeats", "3", "--json")
	if cv.CV == nil || cv.CV.Folds != 2 || cv.CV.Repeats != 3 || cv.CV.Mode != "lexical" {
		t.Errorf("cv %+v", cv.CV)
	}
	// Small libraries: one report per size, every case routed in --draws
	// libraries of K+1 skills.
	var small evalOutput
	h.runJSON(&small, "eval", file, "--small", "1,3", "--draws", "2", "--json")
	if s := small.Small; s == nil || s.Background != "default" || len(s.Sizes) != 2 || s.Sizes[0].Skills != 2 || s.Sizes[1].Skills != 4 ||
		s.Sizes[0].Libraries != 8 || s.Full.Skills != 6 || s.Full.Top1 != m.Top1 {
		t.Errorf("small %+v", small.Small)
	}
	code, text, _ = h.run("", "eval", file, "--small", "2", "--no-background")
	if code != 0 || !strings.Contains(text, "background none") || !strings.Contains(text, "all 6") {
		t.Errorf("small, text: exit %d\n%s", code, text)
	}
	var bare evalOutput
	h.runJSON(&bare, "eval", file, "--no-background", "--json")
	if bare.Settings.Background != "none" || out.Settings.Background != "default" {
		t.Errorf("background settings: %q with --no-background, %q without", bare.Settings.Background, out.Settings.Background)
	}
}

func TestEvalBadInput(t *testing.T) {
	h := newHome(t)
	h.library()
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	testutil.WriteFile(t, bad, "cases:\n  - task: ok\n    expected: rspec\n  - task: missing expected\n")
	unknown := filepath.Join(dir, "unknown.yaml")
	testutil.WriteFile(t, unknown, "cases:\n  - task: x\n    expected: rspec\n  - task: y\n    expected: no-such-skill\n")
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"eval"}, 2, "accepts 1 arg"},
		{[]string{"eval", bad, "--mode", "magic"}, 2, "--mode"},
		{[]string{"eval", bad, "--folds", "1", "--cv"}, 2, "--folds"},
		{[]string{"eval", bad, "--small", "0"}, 2, "--small 0"},
		{[]string{"eval", bad, "--small", "2", "--cv"}, 2, "--cv and --small"},
		{[]string{"eval", bad, "--holdout"}, 2, "--holdout applies to --small"},
		{[]string{"eval", bad, "--small", "2", "--holdout", "--no-background"}, 2, "drop --no-background"},
		{[]string{"eval", bad, "--small", "2", "--draws", "0"}, 2, "--draws"},
		{[]string{"eval", bad}, 1, "bad.yaml:4: case 2: expected is missing"},
		{[]string{"eval", unknown}, 1, "unknown.yaml:4: expected: no such skill"},
		{[]string{"eval", filepath.Join(dir, "none.yaml")}, 1, "none.yaml"},
		{[]string{"eval", unknown, "--mode", "dense"}, 1, "needs an encoder"},
	} {
		code, _, errOut := h.run("", c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, errOut, c.code, c.want)
		}
	}
}

func TestCollisions(t *testing.T) {
	h := newHome(t)
	h.library()
	h.skill("rspec-copy", "Write RSpec specs for Ruby on Rails models with let blocks and instance_double.", "", "# Copy")
	var out collisionsOutput
	h.runJSON(&out, "collisions", "--json")
	if len(out.Collisions) != 1 || out.Collisions[0].A != "rspec" || out.Collisions[0].B != "rspec-copy" || out.Threshold != route.DefaultCollisionScore {
		t.Fatalf("collisions %+v", out)
	}
	h.vars["INGOT_COLLISION_SCORE"] = "0.01"
	h.runJSON(&out, "collisions", "--json")
	if len(out.Collisions) < 2 || out.Threshold != 0.01 {
		t.Errorf("INGOT_COLLISION_SCORE ignored: %+v", out)
	}
	if code, text, _ := h.run("", "collisions", "--threshold", "1"); code != 0 || !strings.Contains(text, "1 pair(s) among 7 skills") {
		t.Errorf("threshold 1 keeps the identical pair: exit %d %q", code, text)
	}
	clean := newHome(t)
	clean.library()
	if code, text, _ := clean.run("", "collisions"); code != 0 || !strings.Contains(text, "no collisions among 6 skills") {
		t.Errorf("clean library: exit %d %q", code, text)
	}
	if code, _, _ := h.run("", "collisions", "--threshold", "2"); code != 2 {
		t.Errorf("threshold 2: exit %d, want 2", code)
	}
	if code, _, _ := h.run("", "collisions", "extra"); code != 2 {
		t.Errorf("extra argument: exit %d, want 2", code)
	}
}

func TestIndexBuildsThenLoads(t *testing.T) {
	h := newHome(t)
	h.library()
	var first, second indexOutput
	h.runJSON(&first, "index", "--json")
	if first.Skills != 6 || first.Loaded || first.Analyzed != 6 || first.Terms == 0 || first.CacheDir != filepath.Join(h.dir, "runs", "cache") {
		t.Fatalf("first index: %+v", first)
	}
	h.runJSON(&second, "index", "--json")
	if !second.Loaded || second.Analyzed != 0 || second.Terms != first.Terms {
		t.Fatalf("second index: %+v", second)
	}
	// Six skills of its own, none in the background: idf is pooled over
	// the 392 background skills too, whether built or loaded.
	if first.Collection != 6+392 || second.Collection != first.Collection {
		t.Errorf("idf collection %d built, %d loaded; want 398", first.Collection, second.Collection)
	}
	h.skill("jest", "Write Mocha tests instead.", "", "# Mocha")
	var third indexOutput
	h.runJSON(&third, "index", "--json")
	if third.Loaded || third.Analyzed != 6 {
		t.Errorf("after a change: %+v (a new process re-analyses the library once)", third)
	}
	if code, text, _ := h.run("", "index"); code != 0 || !strings.Contains(text, "loaded from the cache") {
		t.Errorf("text: exit %d\n%s", code, text)
	}
}

func TestValidate(t *testing.T) {
	h := newHome(t)
	h.library()
	var out validateOutput
	h.runJSON(&out, "validate", "--json")
	if out.Skills != 6 || out.Errors != 0 {
		t.Fatalf("clean library: %+v", out)
	}
	broken := filepath.Join(h.dir, "skills", "broken")
	testutil.WriteFile(t, filepath.Join(broken, "SKILL.md"), "---\nname: broken\ndescription: \"\"\n---\nbody\n")
	// A bad name in a good folder is a warning; a folder change control
	// cannot take is an error (TestValidateFolderNamesAndErrorsOnly).
	warn := h.skill("bad-name", "Fine description.", "", "body")
	testutil.WriteFile(t, filepath.Join(warn, "SKILL.md"), "---\nname: Bad_Name\ndescription: Fine description.\n---\nbody\n")
	code, text, errOut := h.run("", "validate")
	if code != 1 || !strings.Contains(text, filepath.Join(broken, "SKILL.md")+":3: error: description") || !strings.Contains(errOut, "1 error(s)") {
		t.Errorf("library with a broken skill: exit %d\n%s\n%s", code, text, errOut)
	}
	// Paths: one skill folder, one SKILL.md, one library root.
	if code, text, _ := h.run("", "validate", warn); code != 0 || !strings.Contains(text, "warning: name") {
		t.Errorf("a folder with warnings: exit %d\n%s", code, text)
	}
	if code, _, _ := h.run("", "validate", filepath.Join(broken, "SKILL.md")); code != 1 {
		t.Errorf("a broken SKILL.md: exit %d", code)
	}
	h.runJSON(&out, "validate", "--json", filepath.Join(h.dir, "skills", "rspec"), filepath.Join(h.dir, "skills", "jest", "SKILL.md"))
	if out.Skills != 2 || out.Errors != 0 {
		t.Errorf("two clean paths: %+v", out)
	}
	if code, text, _ := h.run("", "validate", filepath.Join(h.dir, "nope")); code != 1 || !strings.Contains(text, "no such file") {
		t.Errorf("missing path: exit %d %q", code, text)
	}
}

// TestIndexShowsEmbeddingProgressOnTerminal: embedding a library is the
// long part of a first start with an encoder; on a terminal it shows a
// bar on stderr, and the second start (all vectors cached) shows none.
func TestIndexShowsEmbeddingProgressOnTerminal(t *testing.T) {
	dir := useLiteDir(t)
	h, _ := corpusHome(t)
	h.vars["INGOT_ENCODER"] = "use-lite:" + dir
	for i, want := range []bool{true, false} {
		env, out, errOut := h.env("")
		env.IO.SetTTY(false, true)
		if code := cli.Run(bg, env, Name, []string{"index", "--json"}, NewRoot); code != 0 {
			t.Fatalf("index: exit %d\n%s", code, errOut)
		}
		if !strings.Contains(out.String(), `"embedded"`) {
			t.Fatalf("index output: %s", out)
		}
		if got := strings.Contains(errOut.String(), "embedding skills") && strings.Contains(errOut.String(), "/392)"); got != want {
			t.Errorf("run %d: progress bar shown %v, want %v; stderr %q", i+1, got, want, errOut.String())
		}
	}
}

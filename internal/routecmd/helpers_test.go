package routecmd

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/internal/testcorpus"
	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/embed/uselite"
)

var bg = context.Background()

// home is an Ingot home for one test: <dir>/skills exists, so caches go to
// <dir>/runs/cache; the model directory is empty unless a test sets one.
type home struct {
	t    testing.TB
	dir  string
	vars map[string]string
}

func newHome(t testing.TB) *home {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "skills"), 0o755); err != nil {
		t.Fatal(err)
	}
	return &home{t: t, dir: dir, vars: map[string]string{
		"INGOT_HOME":      dir,
		"INGOT_MODEL_DIR": filepath.Join(dir, "no-models"),
		"HOME":            dir,
	}}
}

// corpusHome is a home whose extra skill root is the reference corpus.
func corpusHome(t testing.TB) (*home, string) {
	t.Helper()
	h := newHome(t)
	c := testcorpus.Dir(t)
	h.vars["INGOT_SKILL_PATHS"] = filepath.Join(c, "skills")
	return h, c
}

// skill writes <home>/skills/<id>/SKILL.md; router holds YAML lines of the
// metadata.skill-router block.
func (h *home) skill(id, desc, router, body string) string {
	h.t.Helper()
	dir := filepath.Join(h.dir, "skills", filepath.FromSlash(id))
	md := fmt.Sprintf("---\nname: %s\ndescription: %q\n", filepath.Base(id), desc)
	if router != "" {
		md += "metadata:\n  skill-router:\n"
		for _, l := range strings.Split(strings.TrimSpace(router), "\n") {
			md += "    " + l + "\n"
		}
	}
	testutil.WriteFile(h.t, filepath.Join(dir, "SKILL.md"), md+"---\n\n"+body+"\n")
	return dir
}

// library writes a small library into the home.
func (h *home) library() {
	h.skill("rspec", "Write RSpec specs for Ruby on Rails models with let blocks and instance_double.", "",
		"# RSpec\n\nUse describe, context and let.")
	h.skill("jest", "Write Jest unit tests and snapshot tests for JavaScript and TypeScript.", "", "# Jest\n\nSnapshots.")
	h.skill("k8s-deploy", "Deploy services to Kubernetes with kubectl and Helm charts.", "platforms: [linux]", "# Deploy")
	h.skill("browser-research", "Research a topic on the web with a browser and cite sources.", "required_tools: [browser]", "# Research")
	h.skill("github-review", "Review a GitHub pull request and leave review comments.", "required_mcps: [github]", "# Review")
	h.skill("python-project", "Lint and type-check this Python project with ruff and mypy.", "scopes: [project]\npath_patterns: [\"**/*.py\"]", "# Lint")
}

func (h *home) env(stdin string) (*cli.Env, *strings.Builder, *strings.Builder) {
	ios, in, out, errOut := cli.Test()
	in.WriteString(stdin)
	get := func(k string) string { return h.vars[k] }
	_ = out
	_ = errOut
	env := &cli.Env{IO: ios, Getenv: get, Now: time.Now, Dir: h.dir}
	o, e := &strings.Builder{}, &strings.Builder{}
	ios.Out, ios.ErrOut = o, e
	return env, o, e
}

// run executes ingot-route in-process with stdin and returns the exit
// code, stdout and stderr.
func (h *home) run(stdin string, args ...string) (int, string, string) {
	h.t.Helper()
	env, out, errOut := h.env(stdin)
	code := cli.Run(bg, env, Name, args, NewRoot)
	return code, out.String(), errOut.String()
}

// runJSON runs and decodes stdout into v, failing on a non-zero exit.
func (h *home) runJSON(v any, args ...string) string {
	h.t.Helper()
	code, out, errOut := h.run("", args...)
	if code != 0 {
		h.t.Fatalf("%v: exit %d\nstderr: %s", args, code, errOut)
	}
	if err := json.Unmarshal([]byte(out), v); err != nil {
		h.t.Fatalf("%v: stdout is not JSON: %v\n%s", args, err, out)
	}
	return errOut
}

// useLiteDir is the directory of the USE-Lite weights
// (scripts/fetch-models.sh use-lite). Without them the test skips, unless
// INGOT_REQUIRE_MODELS is set, as it is in CI, where it fails.
func useLiteDir(t testing.TB) string {
	t.Helper()
	dir := uselite.DefaultDir(os.Getenv)
	if _, err := os.Stat(filepath.Join(dir, "model.json")); err != nil {
		if os.Getenv("INGOT_REQUIRE_MODELS") != "" {
			t.Fatalf("USE-Lite weights missing in %s and INGOT_REQUIRE_MODELS is set", dir)
		}
		t.Skipf("USE-Lite weights not in %s (set INGOT_REQUIRE_MODELS to make this an error)", dir)
	}
	return dir
}

package routecmd

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testutil"
)

// Item 2 of issue 14: a home or skill root that does not exist is an error,
// and an empty library is said out loud, never a quiet "novel".
func TestMissingHomeOrRootIsAnError(t *testing.T) {
	h := newHome(t)
	h.library()
	missing := filepath.Join(h.dir, "typo")
	h.vars["INGOT_HOME"] = missing
	code, out, errOut := h.run("", "write RSpec specs")
	if code != 1 || out != "" || !strings.Contains(errOut, missing) || !strings.Contains(errOut, "does not exist") {
		t.Fatalf("missing home: exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	h.vars["INGOT_HOME"] = h.dir
	h.vars["INGOT_SKILL_PATHS"] = missing
	code, out, errOut = h.run("", "write RSpec specs")
	if code != 1 || out != "" || !strings.Contains(errOut, missing) || !strings.Contains(errOut, "INGOT_SKILL_PATHS") {
		t.Fatalf("missing skill root: exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
}

func TestEmptyLibraryWarns(t *testing.T) {
	h := newHome(t) // skills/ exists and is empty
	code, out, errOut := h.run("", "write RSpec specs")
	if code != 0 || !strings.Contains(out, `"novel": true`) {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	if !strings.Contains(errOut, "no skills") || !strings.Contains(errOut, filepath.Join(h.dir, "skills")) {
		t.Fatalf("an empty library is not said on stderr: %q", errOut)
	}
}

// Item 10 of issue 14: a skill with Claude Code's
// disable-model-invocation: true is never routed automatically.
func TestDisableModelInvocationIsNotRouted(t *testing.T) {
	h := newHome(t)
	h.library()
	testutil.WriteFile(t, filepath.Join(h.dir, "skills", "deploy-prod", "SKILL.md"),
		"---\nname: deploy-prod\ndescription: Deploy the production release with the release checklist.\ndisable-model-invocation: true\n---\n\n# Deploy\n")
	var d struct {
		Match        string `json:"match"`
		RelatedMatch string `json:"related_match"`
	}
	h.runJSON(&d, "deploy the production release with the release checklist")
	if d.Match == "deploy-prod" || d.RelatedMatch == "deploy-prod" {
		t.Fatalf("a disable-model-invocation skill was routed: %+v", d)
	}
}

// Item 12 of issue 14: a folder name change control cannot take is an
// error in validate; --errors-only prints only the errors.
func TestValidateFolderNamesAndErrorsOnly(t *testing.T) {
	h := newHome(t)
	h.skill("My_Skill", "Does a thing.", "", "# Thing")
	h.skill("good-skill", "Does a thing.", "", "# Thing")
	testutil.WriteFile(t, filepath.Join(h.dir, "skills", "good-skill", "SKILL.md"),
		"---\nname: good-skill\ndescription: Does a thing.\nwhen: always\n---\n\n# Thing\n")
	code, out, _ := h.run("", "validate")
	if code != 1 || !strings.Contains(out, "My_Skill") || !strings.Contains(out, "change control") {
		t.Fatalf("exit %d, want 1 naming the folder:\n%s", code, out)
	}
	code, out, _ = h.run("", "validate", "--errors-only")
	if code != 1 || strings.Contains(out, "warning:") || !strings.Contains(out, "error:") {
		t.Fatalf("--errors-only: exit %d\n%s", code, out)
	}
}

// Sharp edges of issue 14: unknown --encoder and --platform values are
// usage errors naming what is expected; an unquoted task says to quote it.
func TestBadValuesAreUsageErrors(t *testing.T) {
	h := newHome(t)
	h.library()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--encoder", "bogus", "write specs"}, "use-lite"},
		{[]string{"--platform", "amiga", "write specs"}, "macos, linux or windows"},
		{[]string{"write", "RSpec", "specs"}, `quote it: ingot-route "write RSpec specs"`},
	} {
		code, out, errOut := h.run("", c.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 naming %q", c.args, code, out, errOut, c.want)
		}
	}
}

// Filter mode: a bad line gets an error record in its place, the rest are
// still answered, and the exit status says something failed.
func TestFilterBadLineGetsAnErrorRecord(t *testing.T) {
	h := newHome(t)
	h.library()
	in := `{"task":"write RSpec specs for the model"}` + "\n" + `{"task": ` + "\n" + `{"task":""}` + "\n" + `{"task":"write Jest snapshot tests"}` + "\n"
	code, out, errOut := h.run(in)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 1 || len(lines) != 4 {
		t.Fatalf("exit %d, %d lines out:\n%s\nstderr %s", code, len(lines), out, errOut)
	}
	for i, want := range []string{`"match":"rspec"`, `"error":"stdin:2: not a JSON request`, `"error":"stdin:3: task is missing or empty"`, `"match":"jest"`} {
		if !strings.Contains(lines[i], want) {
			t.Errorf("line %d = %s, want %s", i+1, lines[i], want)
		}
	}
	if !strings.Contains(errOut, "2 of 4 request(s) failed") {
		t.Errorf("stderr %q", errOut)
	}
}

// A decision with no compatible skill names which filter excluded which
// skill; explain shows every skill's filter outcome and score.
func TestNoCompatibleSkillNamesTheFilters(t *testing.T) {
	h := newHome(t)
	h.skill("rspec", "Write RSpec specs for Ruby on Rails models.", "harnesses: [claude]", "# RSpec")
	h.skill("k8s", "Deploy services to Kubernetes.", "platforms: [windows]", "# Deploy")
	var d struct{ Reason string }
	h.runJSON(&d, "--harness", "codex", "--platform", "linux", "write RSpec specs")
	if !strings.Contains(d.Reason, "rspec (harness)") || !strings.Contains(d.Reason, "k8s (platform)") {
		t.Fatalf("reason %q does not name the filters", d.Reason)
	}
	var ex explainOutput
	h.runJSON(&ex, "explain", "--json", "--harness", "claude", "--platform", "linux", "write RSpec specs")
	if ex.Decision.Match != "rspec" || len(ex.Skills) != 2 {
		t.Fatalf("explain %+v", ex)
	}
	for _, s := range ex.Skills {
		switch s.ID {
		case "rspec":
			if s.Filter != "ok" || s.Score <= 0 || s.Rank != 1 {
				t.Errorf("rspec %+v", s)
			}
		case "k8s":
			if s.Filter != "platform" {
				t.Errorf("k8s %+v", s)
			}
		}
	}
	code, out, _ := h.run("", "explain", "--harness", "claude", "--platform", "linux", "write RSpec specs")
	if code != 0 || !strings.Contains(out, "platform") || !strings.Contains(out, "rspec") || !strings.Contains(out, "match: rspec") {
		t.Fatalf("explain text: exit %d\n%s", code, out)
	}
}

// ingot-route index fails when it cannot save what it built.
func TestIndexFailsWhenItCannotSave(t *testing.T) {
	h := newHome(t)
	h.library()
	testutil.WriteFile(t, filepath.Join(h.dir, "runs", "cache"), "not a directory\n")
	h.vars["INGOT_ENCODER"] = "none"
	code, out, errOut := h.run("", "index")
	if code != 1 || !strings.Contains(errOut, filepath.Join(h.dir, "runs", "cache")) {
		t.Fatalf("exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	// Routing itself still works: the caches are an optimisation there.
	if code, _, errOut := h.run("", "write RSpec specs"); code != 0 {
		t.Fatalf("route: exit %d %s", code, errOut)
	}
}

package routecmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestEvalGateAndFitOn(t *testing.T) {
	h := newHome(t)
	h.library()
	dir := t.TempDir()
	cases := filepath.Join(dir, "cases.yaml")
	if err := os.WriteFile(cases, []byte(`cases:
  - {task: "write rspec specs for the model with let blocks", expected: rspec, kind: direct}
  - {task: "jest snapshot tests for the typescript components", expected: jest, kind: direct}
  - {task: "bake sourdough bread at home", expected: null, kind: negative}
  - {task: "plan a trip to Lisbon", expected: null, kind: negative}
`), 0o644); err != nil {
		t.Fatal(err)
	}
	// The two negatives share no term with any skill: nothing ranks, so
	// calibration counts the two in-scope cases.
	code, out, errOut := h.run("", "eval", cases)
	if code != 0 || !strings.Contains(out, "gate prob") || !strings.Contains(out, "calibration of the band score (2 cases") {
		t.Errorf("eval: exit %d\n%s\n%s", code, out, errOut)
	}
	var raw evalOutput
	h.runJSON(&raw, "eval", cases, "--gate", "score", "--json")
	if raw.Settings.Gate != "score" || raw.Calibration == nil || raw.Calibration.Cases != 2 {
		t.Errorf("--gate score: %+v %+v", raw.Settings, raw.Calibration)
	}
	// Fitted on a suite without its own skills/ folder: this library's.
	var fit evalOutput
	h.runJSON(&fit, "eval", cases, "--fit-on", cases, "--json")
	if fit.Gate == nil || fit.Settings.MinScore != fit.Gate.MinScore || len(fit.FitOn) != 1 || fit.Metrics.Cases != 4 {
		t.Errorf("--fit-on: %+v %+v", fit.Settings, fit.Gate)
	}
	for _, args := range [][]string{
		{"eval", cases, "--gate", "bogus"},
		{"eval", cases, "--fit-on", cases, "--cv"},
		{"eval", cases, "--fit-on", cases, "--gate", "score"},
	} {
		if code, _, _ := h.run("", args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
	if code, _, errOut := h.run("", "eval", cases, "--fit-on", filepath.Join(dir, "missing.yaml")); code != 1 || !strings.Contains(errOut, "missing.yaml") {
		t.Errorf("missing --fit-on suite: exit %d %q", code, errOut)
	}
}

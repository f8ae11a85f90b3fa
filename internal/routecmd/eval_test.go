package routecmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
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

// INGOT_RERANK_MODEL wires an LLM into the route command; it is asked only
// about uncertain requests.
func TestRouteRerankModel(t *testing.T) {
	srv := llmtest.New(t)
	h := newHome(t)
	h.library()
	h.vars["INGOT_BASE_URL"] = srv.URL
	h.vars["INGOT_RERANK_MODEL"] = "rr"
	srv.Enqueue(llmtest.JSON(map[string]string{"skill": "jest", "reason": "JS specs"}))
	code, out, errOut := h.run("", "write specs for the model")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if m := decisionKeys(t, out); m["match"] != "jest" || !strings.Contains(m["reason"].(string), "chose jest") {
		t.Errorf("decision %v", m)
	}
	if srv.Count() != 1 || srv.Requests()[0].Chat.Model != "rr" {
		t.Errorf("%d calls", srv.Count())
	}
	code, out, _ = h.run("", "write RSpec specs for the Subscription model with let blocks and instance_double")
	if m := decisionKeys(t, out); code != 0 || m["match"] != "rspec" || srv.Count() != 1 {
		t.Errorf("confident request: %v, %d calls", m, srv.Count())
	}
	delete(h.vars, "INGOT_BASE_URL")
	if code, _, errOut := h.run("", "write specs for the model"); code != 1 || !strings.Contains(errOut, "INGOT_RERANK_MODEL") {
		t.Errorf("rerank model without an endpoint: exit %d %q", code, errOut)
	}
}

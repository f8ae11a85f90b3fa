package abcmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// TestPromotableChallengerIsInstalledByPromote is the loop a user runs:
// ingot-ab measures a challenger that carries the facts the holdout
// rubrics need, its evidence record goes to ingot-promote propose, and
// approve installs exactly the measured revision.
func TestPromotableChallengerIsInstalledByPromote(t *testing.T) {
	abBin, promoteBin := bins(t)
	w := newWorld(t)
	good := w.challenger("good", goodBody)
	code, out, errOut := w.exe(abBin, "", nil, "pdf", "--challenger", good)
	if code != 0 {
		fatalf(t, code, out, errOut, "ingot-ab on a good challenger")
	}
	// 3 tasks x 2 sides x (answer + judge).
	if n := w.srv.Count(); n != 12 {
		t.Fatalf("%d requests, want 12", n)
	}
	rec := mustDecode[evidence.Record](t, out)
	if rec.Kind != "evidence" || rec.Skill != "pdf" || rec.Gate == nil || !rec.Gate.Allows() {
		fatalf(t, code, out, errOut, "record %+v is not a promotable evidence record", rec)
	}
	if !strings.Contains(errOut, "gate PASS") || !strings.Contains(errOut, "champion 0.400 vs challenger 1.000") || !strings.Contains(errOut, "[6/6]") {
		t.Errorf("stderr should report progress, scores and the verdict:\n%s", errOut)
	}
	b, err := evidence.Load(filepath.Join(w.home, rec.Bundle))
	if err != nil {
		t.Fatal(err)
	}
	if b.GateInput == nil || len(b.GateInput.Cases) != 3 || b.Gate.Stats == nil || b.Gate.Stats.Delta != 0.6 {
		t.Fatalf("bundle gate input %+v stats %+v", b.GateInput, b.Gate.Stats)
	}
	gs := gate.DefaultSettings()
	if v, err := b.Recompute(gs); err != nil || !v.Allows() {
		t.Fatalf("recomputing the stored verdict: %+v %v", v, err)
	}
	md, _ := os.ReadFile(filepath.Join(w.home, rec.Bundle, evidence.MarkdownFile))
	for _, want := range []string{"## Verdict: PASS", "| 2 `holdout-2` | 0.100 | 1.000 | +0.900 |", "95% bootstrap interval", "```diff", "+Rotate pages with --rotate=+90:2.", "## Cost", "agent agent-m; judge judge-m; author author-m"} {
		if !strings.Contains(string(md), want) {
			t.Errorf("EVIDENCE.md lacks %q:\n%s", want, md)
		}
	}

	code, pout, perr := w.exe(promoteBin, out, nil, "propose")
	if code != 0 || !strings.Contains(pout, "gate PASS") {
		fatalf(t, code, pout, perr, "ingot-promote propose did not accept the record")
	}
	code, aout, aerr := w.exe(promoteBin, "", nil, "approve", "pdf", "--actor", "tester")
	if code != 0 {
		fatalf(t, code, aout, aerr, "ingot-promote approve")
	}
	m, err := revision.HashDir(filepath.Join(w.home, "skills", "pdf"), revision.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	if m.ID() != rec.ChallengerRevision {
		t.Fatalf("live revision %s, want the measured %s", m.ID().Short(), rec.ChallengerRevision.Short())
	}
	c, err := skill.ReadComponents(filepath.Join(w.home, "skills", "pdf"))
	if err != nil || strings.TrimSpace(c.Body) != strings.TrimSpace(goodBody) {
		t.Fatalf("live body %q, %v", c.Body, err)
	}
}

// TestBlockedChallengerAndReplay: a challenger that drops what the
// champion did right wins the mean but is blocked with the exact reason;
// the second challenger costs only its own side (champion reused); the
// bundle replays offline with zero requests to the same verdict; a
// tampered verdict does not become approvable.
func TestBlockedChallengerAndReplay(t *testing.T) {
	abBin, promoteBin := bins(t)
	w := newWorld(t)
	code, out, errOut := w.exe(abBin, "", nil, "pdf", "--challenger", w.challenger("good", goodBody))
	if code != 0 {
		fatalf(t, code, out, errOut, "first challenger")
	}
	before := w.srv.Count()
	code, out, errOut = w.exe(abBin, "", nil, "pdf", "--challenger", w.challenger("drop", droppingBody))
	if code != 0 {
		fatalf(t, code, out, errOut, "a blocked verdict is a result: exit 0")
	}
	if n := w.srv.Count() - before; n != 6 {
		t.Errorf("second challenger made %d requests, want 6 (its own side only: champion results reused)", n)
	}
	rec := mustDecode[evidence.Record](t, out)
	want := "catastrophic regression on 1 task(s) the champion passed: holdout-1"
	if rec.Gate == nil || rec.Gate.Allows() || len(rec.Gate.Blocked) != 1 || rec.Gate.Blocked[0] != want {
		fatalf(t, code, out, errOut, "gate %+v, want blocked with exactly %q", rec.Gate, want)
	}
	if !strings.Contains(errOut, "challenger won the mean but the gate BLOCKED it: "+want) {
		t.Errorf("stderr must say the challenger won the mean and why it is blocked:\n%s", errOut)
	}
	dir := filepath.Join(w.home, rec.Bundle)
	b, err := evidence.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if b.Usage == nil || b.Usage.Reused != 3 || b.Usage.Requests != 6 {
		t.Errorf("usage %+v: 3 champion trials reused, 6 requests", b.Usage)
	}
	if entries, _ := filepath.Glob(filepath.Join(dir, "exchanges", "*", "*.json")); len(entries) != 12 {
		t.Errorf("%d recorded exchanges in the bundle, want all 12 (the reused champion's too)", len(entries))
	}

	// Replay: no endpoint at all, zero requests, the same verdict.
	before = w.srv.Count()
	code, rout, rerr := w.exe(abBin, "", map[string]string{"INGOT_BASE_URL": "", "INGOT_AGENT_MODEL": "", "INGOT_JUDGE_MODEL": ""}, "--replay", dir, "--json")
	if code != 0 {
		fatalf(t, code, rout, rerr, "replay")
	}
	var rep struct {
		Same     bool `json:"same"`
		Requests int  `json:"requests"`
		Replayed gate.Verdict
	}
	if err := json.Unmarshal([]byte(rout), &rep); err != nil {
		t.Fatal(err)
	}
	if !rep.Same || rep.Requests != 0 || w.srv.Count() != before || rep.Replayed.Reason() != want {
		t.Fatalf("replay %+v, %d requests to the server", rep, w.srv.Count()-before)
	}

	// Tampering: promotable true in evidence.json.
	raw, err := os.ReadFile(filepath.Join(dir, evidence.JSONFile))
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	g := doc["gate"].(map[string]any)
	g["promotable"] = true
	g["blocked"] = []string{}
	tampered, _ := json.MarshalIndent(doc, "", "  ")
	if err := os.WriteFile(filepath.Join(dir, evidence.JSONFile), tampered, 0o644); err != nil {
		t.Fatal(err)
	}
	tb, err := evidence.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if v, err := tb.Recompute(gate.DefaultSettings()); err == nil || v.Allows() || !strings.Contains(err.Error(), "BLOCKED") {
		t.Fatalf("a verdict edited to promotable must not survive recomputation: %+v %v", v, err)
	}
	// The replay refuses the tampered bundle too.
	code, rout, rerr = w.exe(abBin, "", nil, "--replay", dir)
	if code != 1 || !strings.Contains(rerr, "does not reproduce") {
		fatalf(t, code, rout, rerr, "replay of a tampered bundle")
	}
	// CLI level: ingot-promote recomputes the verdict and refuses it.
	code, pout, perr := w.exe(promoteBin, "", nil, "propose", "--bundle", dir)
	if code == 0 {
		code, pout, perr = w.exe(promoteBin, "", nil, "approve", "pdf", "--actor", "tester")
		if code == 0 {
			fatalf(t, code, pout, perr, "ingot-promote approved a bundle whose verdict was edited to promotable")
		}
	}
	if live, _ := revision.HashDir(filepath.Join(w.home, "skills", "pdf"), revision.DefaultLimits); live.ID() == rec.ChallengerRevision {
		t.Fatal("the tampered challenger is live")
	}
	if !strings.Contains(perr, "BLOCKED") {
		t.Errorf("the refusal should say what the measurements give:\n%s", perr)
	}
}

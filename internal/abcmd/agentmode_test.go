package abcmd

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/ab"
	"github.com/ingot-dev/ingot/pkg/evidence"
)

// TestAgentMode: the reference agent routes every holdout task over the
// library with the challenger in place; where a rewritten description
// stops routing a task to the skill, the case diverges at routing; the
// bundle replays offline from its recorded routes.
func TestAgentMode(t *testing.T) {
	w := newWorld(t)
	// A low match threshold so the small library's tasks match.
	w.env["INGOT_MIN_SCORE"] = "0.2"
	w.env["INGOT_RELATED_SCORE"] = "0.1"
	dir := w.challenger("c", goodBody)
	testutil.WriteFile(t, filepath.Join(dir, "SKILL.md"), "---\nname: pdf\ndescription: Merge, split and rotate PDF files; rotate pages, split documents into pages.\n---\n\n"+goodBody)
	code, out, errOut := w.run("", nil, "pdf", "--mode", "agent", "--challenger", dir)
	if code != 0 {
		fatalf(t, code, out, errOut, "agent mode")
	}
	rec := mustDecode[evidence.Record](t, out)
	bdir := filepath.Join(w.home, rec.Bundle)
	sp, err := ab.LoadSpec(bdir)
	if err != nil {
		t.Fatal(err)
	}
	if sp.Mode != ab.ModeAgent || len(sp.Routes) != 6 {
		t.Fatalf("spec mode %s, %d routes recorded (want 6: 3 tasks x 2 sides)", sp.Mode, len(sp.Routes))
	}
	var bands []string
	for _, r := range sp.Routes {
		bands = append(bands, r.Side+":"+r.Task+"="+r.Routed.Band+":"+r.Routed.Skill)
		if r.Routed.Band == "match" && !strings.Contains(r.Routed.System, "# Skill: pdf@") {
			t.Errorf("a matched route must carry the served skill: %.200q", r.Routed.System)
		}
	}
	t.Logf("routes: %s", strings.Join(bands, " "))
	if !strings.Contains(strings.Join(bands, " "), "challenger:holdout-1=match:pdf") {
		t.Fatalf("the merge task must route to pdf for the challenger: %v", bands)
	}
	b, err := evidence.Load(bdir)
	if err != nil || b.Mode != ab.ModeAgent {
		t.Fatalf("bundle %v %v", b, err)
	}
	// A description that no longer speaks of merging: the merge task stops
	// routing to the skill, and the case diverges at routing.
	dir2 := w.challenger("narrow", droppingBody)
	testutil.WriteFile(t, filepath.Join(dir2, "SKILL.md"), "---\nname: pdf\ndescription: Rotate scanned pages by ninety degrees.\n---\n\n"+droppingBody)
	code, out2, errOut2 := w.run("", map[string]string{"INGOT_MIN_SCORE": "0.8"}, "pdf", "--mode", "agent", "--challenger", dir2)
	if code != 0 {
		fatalf(t, code, out2, errOut2, "agent mode, narrow description")
	}
	b2, err := evidence.Load(filepath.Join(w.home, mustDecode[evidence.Record](t, out2).Bundle))
	if err != nil {
		t.Fatal(err)
	}
	if n := b2.Cases[0].DivergenceNote; !strings.HasPrefix(n, "routing: champion routed match pdf@") || strings.Contains(n, "challenger routed match") {
		t.Fatalf("case 1 must diverge at routing: %q", n)
	}
	before := w.srv.Count()
	code, rout, rerr := w.run("", map[string]string{"INGOT_BASE_URL": ""}, "--replay", bdir, "--json")
	var rep ab.Replayed
	if code != 0 || json.Unmarshal([]byte(rout), &rep) != nil || !rep.Same || w.srv.Count() != before {
		fatalf(t, code, rout, rerr, "agent-mode replay")
	}
}

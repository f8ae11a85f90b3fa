package optimizecmd

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/candidate"
	"github.com/ingot-dev/ingot/pkg/compile"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// compileMD is a skill with something for every rewrite: a "When to use"
// section, a bulleted procedure, hedges, a code fence, inline commands.
const compileMD = `---
name: demo
description: Merge quarterly sales reports into one summary table.
license: MIT
metadata:
  owner: sales-ops
---

# Demo

## When to use

- Merging quarterly sales reports
- Building one summary table from regional files

## Steps

- Read each report with ` + "`reports load`" + `
- Merge them on the region column
- Write the table to out/summary.csv

You should always check the totals. Please keep the header row.

` + "```sh\nreports merge --all\n```\n"

func (h *home) writeCompileSkill() {
	testutil.WriteFile(h.t, filepath.Join(h.dir, "skills", "demo", "SKILL.md"), compileMD)
}

func decodeCandidate(t *testing.T, out string) candidate.Record {
	t.Helper()
	var rec candidate.Record
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 1 {
		t.Fatalf("want one record on stdout, got %d lines:\n%s", len(lines), out)
	}
	if err := json.Unmarshal([]byte(lines[0]), &rec); err != nil {
		t.Fatalf("stdout %q: %v", out, err)
	}
	return rec
}

func TestCompileUsageErrors(t *testing.T) {
	h := newHome(t)
	bad := filepath.Join(h.dir, "bad.yaml")
	testutil.WriteFile(t, bad, "name: bad\nbudget:\n  chars: 4000\n  tokenz: 3\n")
	half := filepath.Join(h.dir, "half.yaml")
	testutil.WriteFile(t, half, "name: half\nsummary: no budget\n")
	vars := map[string]string{"INGOT_HOME": h.dir}
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"no target", []string{"compile", "demo"}, "--target is required: one of claude-code, codex, frontier, small-local"},
		{"unknown name", []string{"compile", "demo", "--target", "gpt-9"}, `unknown target profile "gpt-9" (shipped: claude-code, codex, frontier, small-local`},
		{"unknown field", []string{"compile", "demo", "--target", bad}, bad + ":4: field tokenz not found"},
		{"no budget", []string{"compile", "demo", "--target", half}, half + ":1: budget: set chars or tokens"},
		{"missing file", []string{"compile", "demo", "--target", filepath.Join(h.dir, "nope.yaml")}, "nope.yaml: no such file"},
		{"no skill", []string{"compile", "--target", "codex"}, "accepts 1 arg"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := h.run(vars, "", tc.args...)
			if code != 2 || out != "" || !strings.Contains(errOut, tc.want) {
				t.Fatalf("exit %d, stdout %q, stderr:\n%s\nwant %q", code, out, errOut, tc.want)
			}
		})
	}
}

// TestCompileWritesCandidate: a deterministic compile writes a complete
// candidate folder whose revision matches the record, keeps every other
// file and frontmatter key, and makes no LLM call.
func TestCompileWritesCandidate(t *testing.T) {
	h := newHome(t)
	h.writeCompileSkill()
	code, out, errOut := h.run(map[string]string{"INGOT_HOME": h.dir}, "", "compile", "demo", "--target", "small-local")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	rec := decodeCandidate(t, out)
	if err := rec.Check(); err != nil {
		t.Fatal(err)
	}
	if rec.Pass != candidate.PassCompile || rec.Search.Strategy != "compile" || rec.Search.Angle != "small-local" || rec.Usage.Requests != 0 {
		t.Errorf("record: %+v", rec)
	}
	lib, err := skill.Discover(bg, []string{filepath.Join(h.dir, "skills")}, skill.Options{})
	if err != nil {
		t.Fatal(err)
	}
	champ, err := lib.Lookup("demo")
	if err != nil {
		t.Fatal(err)
	}
	if rec.ChampionRevision != champ.Revision {
		t.Errorf("champion revision %s, live %s", rec.ChampionRevision.Short(), champ.Revision.Short())
	}
	m, err := revision.HashDir(rec.Path(h.dir), revision.DefaultLimits)
	if err != nil || m.ID() != rec.CandidateRevision {
		t.Fatalf("folder hashes to %s, record says %s (%v)", m.ID().Short(), rec.CandidateRevision.Short(), err)
	}
	pm, err := skill.Prospective(champ.Dir, champ.Name, rec.Components, revision.DefaultLimits)
	if err != nil || pm.ID() != rec.CandidateRevision {
		t.Fatalf("components give %s, record says %s (%v)", pm.ID().Short(), rec.CandidateRevision.Short(), err)
	}
	for _, f := range []string{"reference.md", "scripts/merge.py"} {
		a, _ := os.ReadFile(filepath.Join(champ.Dir, f))
		b, err := os.ReadFile(filepath.Join(rec.Path(h.dir), f))
		if err != nil || !bytes.Equal(a, b) {
			t.Errorf("%s differs in the candidate (%v)", f, err)
		}
	}
	md, _ := os.ReadFile(filepath.Join(rec.Path(h.dir), skill.FileName))
	for _, want := range []string{
		"license: MIT\nmetadata:\n  owner: sales-ops\n",
		"description: Merge quarterly sales reports into one summary table. Use when merging quarterly sales reports; building one summary table from regional files.",
		"1. Read each report with `reports load`\n2. Merge them on the region column\n3. Write the table to out/summary.csv",
		"Always check the totals. Keep the header row.",
		"```sh\nreports merge --all\n```",
	} {
		if !bytes.Contains(md, []byte(want)) {
			t.Errorf("candidate SKILL.md lacks %q:\n%s", want, md)
		}
	}
	if bytes.Contains(md, []byte("## When to use")) {
		t.Errorf("the hoisted section stayed:\n%s", md)
	}
	live, _ := os.ReadFile(filepath.Join(champ.Dir, skill.FileName))
	if string(live) != compileMD {
		t.Errorf("the live skill was changed")
	}
	for _, want := range []string{"[compile] protected spans: 1 fence, 1 code, 1 path", "[compile] hoist-triggers       applied", "[compile] numbered-steps       applied", "written to runs/candidates/demo/" + rec.ID} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}

	// Again: the same folder, the same record; --json gives the summary.
	code, out2, _ := h.run(map[string]string{"INGOT_HOME": h.dir}, "", "compile", "demo", "--target", "small-local", "--json")
	var sum struct {
		Pass      string           `json:"pass"`
		Target    compile.Profile  `json:"target"`
		Result    compile.Result   `json:"result"`
		Candidate candidate.Record `json:"candidate"`
	}
	if err := json.Unmarshal([]byte(out2), &sum); code != 0 || err != nil {
		t.Fatalf("exit %d, --json %q: %v", code, out2, err)
	}
	if sum.Pass != "compile" || sum.Target.Name != "small-local" || sum.Candidate.CandidateRevision != rec.CandidateRevision || len(sum.Result.Steps) == 0 {
		t.Errorf("summary: %s", out2)
	}
}

func TestCompileNothingToChange(t *testing.T) {
	h := newHome(t)
	testutil.WriteFile(t, filepath.Join(h.dir, "skills", "demo", "SKILL.md"), "---\nname: demo\ndescription: Merge reports.\n---\n\n# Demo\n\nRun `reports merge`.\n")
	code, out, errOut := h.run(map[string]string{"INGOT_HOME": h.dir}, "", "compile", "demo", "--target", "frontier")
	if code != 0 || out != "" || !strings.Contains(errOut, "[compile] no candidate: no step changed demo for frontier") {
		t.Fatalf("exit %d, stdout %q, stderr:\n%s", code, out, errOut)
	}
	if _, err := os.Stat(filepath.Join(h.dir, "runs", "candidates")); !os.IsNotExist(err) {
		t.Errorf("a candidate folder was written: %v", err)
	}
}

var planLineRE = regexp.MustCompile(`(?m)^\[(\d+)\] (.*)$`)

// TestCompileHybridPlanDroppingFence: the author's plan cuts the code
// block; the step is rolled back with the reason on stderr and the
// candidate keeps the fence.
func TestCompileHybridPlanDroppingFence(t *testing.T) {
	h := newHome(t)
	h.writeCompileSkill()
	srv := llmtest.New(t)
	srv.HandleFunc(func(r llmtest.Request) llmtest.Reply {
		if r.Chat.Model != "author-m" {
			t.Errorf("unexpected model %q", r.Chat.Model)
		}
		var keep []string
		for _, m := range planLineRE.FindAllStringSubmatch(r.LastUser(), -1) {
			if !strings.HasPrefix(m[2], "(code block") {
				keep = append(keep, fmt.Sprintf(`{"line": %s}`, m[1]))
			}
		}
		return llmtest.Text(`{"lines": [` + strings.Join(keep, ", ") + `]}`)
	})
	code, out, errOut := h.run(h.vars(srv, nil), "", "compile", "demo", "--target", "codex", "--hybrid")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !regexp.MustCompile(`\[compile\] hybrid-plan +rolled-back: author plan kept \d+ of \d+ line\(s\) — broke protected text: fence span at body line \d+ "` + "```sh" + `…"`).MatchString(errOut) {
		t.Errorf("stderr:\n%s", errOut)
	}
	if srv.Count() != 1 {
		t.Errorf("%d requests, want the one plan", srv.Count())
	}
	rec := decodeCandidate(t, out)
	if !strings.Contains(rec.Components.Body, "```sh\nreports merge --all\n```") || rec.AuthorModel != "author-m" || rec.Usage.Requests != 1 {
		t.Errorf("record: %+v", rec)
	}
	if !strings.Contains(rec.Search.Note, "rolled back hybrid-plan") {
		t.Errorf("note: %s", rec.Search.Note)
	}
}

// TestCompileHybridNeedsAuthor: --hybrid without an author model fails
// before any work.
func TestCompileHybridNeedsAuthor(t *testing.T) {
	h := newHome(t)
	h.writeCompileSkill()
	code, out, errOut := h.run(map[string]string{"INGOT_HOME": h.dir, "INGOT_BASE_URL": "http://127.0.0.1:1"}, "", "compile", "demo", "--target", "codex", "--hybrid")
	if code != 1 || out != "" || !strings.Contains(errOut, "INGOT_AUTHOR_MODEL") {
		t.Fatalf("exit %d, stdout %q, stderr:\n%s", code, out, errOut)
	}
}

// TestCompileCandidateMeasuredByAB: the real binaries, the scripted
// world: ingot-ab SKILL reads the compile candidate and measures it.
func TestCompileCandidateMeasuredByAB(t *testing.T) {
	w := newPipeWorld(t)
	md := "---\nname: pdf\ndescription: Merge, split, rotate and compress PDF files.\n---\n\n# PDF\n\n## When to use\n\n- Merging PDF files\n\n## Steps\n\n" +
		"- Merge with qpdf: `qpdf --empty --pages a.pdf b.pdf -- out.pdf`\n- Rotate pages with `--rotate=+90:2`\n- Split with `--split-pages`\n\nYou should always keep the originals.\n"
	testutil.WriteFile(t, filepath.Join(w.home, "skills", "pdf", "SKILL.md"), md)
	cands := w.stage(t, nil, "ingot-optimize", "compile", "pdf", "--target", "claude-code")
	var rec candidate.Record
	if err := json.Unmarshal(bytes.TrimSpace(cands), &rec); err != nil {
		t.Fatalf("compile output %q: %v", cands, err)
	}
	ev := w.stage(t, cands, "ingot-ab", "pdf")
	var e struct {
		Kind               string `json:"kind"`
		ChallengerRevision string `json:"challenger_revision"`
		ChampionRevision   string `json:"champion_revision"`
		Bundle             string `json:"bundle"`
	}
	if err := json.Unmarshal(bytes.TrimSpace(ev), &e); err != nil {
		t.Fatalf("ingot-ab output %q: %v", ev, err)
	}
	if e.Kind != "evidence" || e.ChallengerRevision != rec.CandidateRevision.String() || e.ChampionRevision != rec.ChampionRevision.String() {
		t.Fatalf("evidence %+v for candidate %s", e, rec.CandidateRevision)
	}
	bundle, err := os.ReadFile(filepath.Join(w.home, filepath.FromSlash(e.Bundle), "evidence.json"))
	if err != nil || !bytes.Contains(bundle, []byte(`"pass": "body"`)) && !bytes.Contains(bundle, []byte(`"pass":"body"`)) {
		t.Errorf("bundle (%v):\n%.400s", err, bundle)
	}
}

// TestCompileHybridRejectedPlanInRecord: a plan that is not the JSON asked
// for fails its step; the deterministic steps still make a candidate, and
// its record says the hybrid step failed and why (not only stderr).
func TestCompileHybridRejectedPlanInRecord(t *testing.T) {
	h := newHome(t)
	h.writeCompileSkill()
	srv := llmtest.New(t)
	srv.HandleFunc(func(r llmtest.Request) llmtest.Reply { return llmtest.Text("I would keep every line.") })
	code, out, errOut := h.run(h.vars(srv, nil), "", "compile", "demo", "--target", "codex", "--hybrid")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !regexp.MustCompile(`\[compile\] hybrid-plan +failed — the plan is not the JSON asked for`).MatchString(errOut) {
		t.Errorf("stderr:\n%s", errOut)
	}
	rec := decodeCandidate(t, out)
	if !strings.Contains(rec.Search.Note, "failed hybrid-plan (the plan is not the JSON asked for") {
		t.Errorf("the record does not say the hybrid step failed: %s", rec.Search.Note)
	}
}

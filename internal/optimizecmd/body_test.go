package optimizecmd

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/candidate"
	"github.com/ingot-dev/ingot/pkg/optimize"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/serving"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// goodDrafts: five valid drafts of distinct quality; fix-sections (0.9)
// must win.
func goodDrafts() map[string]string {
	return map[string]string{
		"minimal":      "## Merge rule\n\nAlways output one table. QUALITY-0.6",
		"fix-sections": rewrite("0.9", "Merge by column name."),
		"workflow":     rewrite("0.5", "1. Read. 2. Merge."),
		"examples":     rewrite("0.7", "Example: Q1+Q2."),
		"concise":      rewrite("0.4", "Be brief."),
	}
}

func loadDemo(t *testing.T, h *home) *skill.Skill {
	t.Helper()
	lib, err := skill.Discover(context.Background(), []string{filepath.Join(h.dir, "skills")}, skill.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return lib.Get("demo")
}

func TestBodyPassHalvingEmitsWinner(t *testing.T) {
	h := newHome(t)
	w := newWorld(t, goodDrafts())
	code, out, errOut := h.run(h.vars(w.srv, nil), minedTasks, "demo")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	// 6 train tasks (3 from the eval set, 3 mined; the other skill's task
	// skipped): the seed on 6, then the schedule 5/1 → 3/2 → 2/3 → 1/6.
	sched := optimize.Schedule(5, 6)
	if got := optimize.Rollouts(sched); got != 13 {
		t.Fatalf("schedule %+v costs %d rollouts, want 13", sched, got)
	}
	c := w.count()
	if c["agent-m"] != 6+13 || c["judge-m"] != 6+13 {
		t.Errorf("rollouts: %d agent and %d judge requests, want %d each", c["agent-m"], c["judge-m"], 6+13)
	}
	if c["author-m"] != 1+5 {
		t.Errorf("author requests %d, want 1 diagnosis + 5 drafts", c["author-m"])
	}
	if !strings.Contains(errOut, `task for skill "other"`) {
		t.Errorf("skipped task not reported:\n%s", errOut)
	}
	// Every agent request of the seed is served under the serving contract.
	champ := loadDemo(t, h)
	want := serving.SystemPrompt(serving.FromSkill(champ, ""))
	seedRequests := 0
	for _, r := range w.srv.Requests() {
		if r.Chat.Model == "agent-m" && r.Chat.Messages[0].Content == want {
			seedRequests++
		}
	}
	if seedRequests != 6 {
		t.Errorf("%d agent requests carried the seed's serving.SystemPrompt exactly, want 6", seedRequests)
	}

	recs := decodeRecords(t, out)
	if len(recs) != 2 || recs[0]["kind"] != "trace" || recs[1]["kind"] != "candidate" {
		t.Fatalf("stdout: want the passed-through trace then one candidate, got:\n%s", out)
	}
	var rec candidate.Record
	line := strings.Split(strings.TrimSpace(out), "\n")[1]
	if err := json.Unmarshal([]byte(line), &rec); err != nil {
		t.Fatal(err)
	}
	if err := rec.Check(); err != nil {
		t.Fatal(err)
	}
	if rec.Pass != "body" || rec.Search.Angle != "fix-sections" || rec.ChampionRevision != champ.Revision || rec.AuthorModel != "author-m" {
		t.Errorf("record: %+v", rec)
	}
	if len(rec.Search.Rounds) != 4 || rec.Search.Rounds[0].Tasks != 1 || len(rec.Search.Rounds[0].Scores) != 5 || len(rec.Search.Rounds[1].Scores) != 3 {
		t.Errorf("rounds: %+v", rec.Search.Rounds)
	}
	if rec.Search.SeedScore != 0.3 || rec.Search.BestScore != 0.9 {
		t.Errorf("scores: seed %v best %v", rec.Search.SeedScore, rec.Search.BestScore)
	}
	if rec.Usage.Requests != 6+2*(6+13) {
		t.Errorf("usage requests %d", rec.Usage.Requests)
	}
	// The folder: complete, hashing to the record's revision, frontmatter
	// kept, other files byte-identical.
	dir := rec.Path(h.dir)
	m, err := revision.HashDir(dir, revision.DefaultLimits)
	if err != nil || m.ID() != rec.CandidateRevision {
		t.Fatalf("folder %s: %v, revision %s want %s", dir, err, m.ID().Short(), rec.CandidateRevision.Short())
	}
	md, _ := os.ReadFile(filepath.Join(dir, "SKILL.md"))
	if !strings.HasPrefix(string(md), "---\nname: demo\ndescription: Merge quarterly sales reports into one summary table.\nlicense: MIT\n---\n") ||
		!strings.Contains(string(md), "QUALITY-0.9 Merge by column name.") {
		t.Errorf("candidate SKILL.md:\n%s", md)
	}
	// The winner's rollouts were served exactly what it serves once
	// approved: its folder's content under the champion's folder.
	cand, ds := skill.Load(filepath.Join(h.dir, "skills"), "demo", dir, revision.DefaultLimits)
	if cand == nil {
		t.Fatalf("candidate folder does not load: %v", ds)
	}
	cand.Dir = champ.Dir
	wantCand := serving.SystemPrompt(serving.FromSkill(cand, ""))
	candRequests := 0
	for _, r := range w.srv.Requests() {
		if r.Chat.Model == "agent-m" && r.Chat.Messages[0].Content == wantCand {
			candRequests++
		}
	}
	if candRequests != 6 {
		t.Errorf("%d agent requests served the winner as it will be served, want 6 (it saw every task)", candRequests)
	}
	for _, f := range []string{"reference.md", "scripts/merge.py"} {
		a, _ := os.ReadFile(filepath.Join(h.dir, "skills", "demo", f))
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil || string(a) != string(b) {
			t.Errorf("%s not byte-identical: %v", f, err)
		}
	}
	for _, want := range []string{"seed demo@", "train score 0.300", "diagnosis: insufficient \"Steps\"", "round 1: 5 candidate(s) on 1 task(s)", "advanced: c2-fix-sections, c4-examples, c1-minimal", "winner c2-fix-sections", "[usage]"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}

	// A second identical run makes no request at all and emits the same
	// candidate.
	before := w.srv.Count()
	code, out2, errOut2 := h.run(h.vars(w.srv, nil), minedTasks, "demo")
	if code != 0 {
		t.Fatalf("second run exit %d\n%s", code, errOut2)
	}
	if n := w.srv.Count() - before; n != 0 {
		t.Errorf("second identical run made %d new requests, want 0 (cache)", n)
	}
	var rec2 candidate.Record
	if err := json.Unmarshal([]byte(strings.Split(strings.TrimSpace(out2), "\n")[1]), &rec2); err != nil {
		t.Fatal(err)
	}
	if rec2.CandidateRevision != rec.CandidateRevision || rec2.Usage.Requests != 0 {
		t.Errorf("second run: revision %s (want %s), %d requests", rec2.CandidateRevision.Short(), rec.CandidateRevision.Short(), rec2.Usage.Requests)
	}
}

func TestBodyPassNoCandidateWhenEveryDraftIsWorse(t *testing.T) {
	h := newHome(t)
	w := newWorld(t, map[string]string{
		"minimal":      "## Extra\n\nQUALITY-0.2",
		"fix-sections": rewrite("0.25", "worse"),
		"workflow":     rewrite("0.1", "worse"),
		"examples":     rewrite("0.29", "worse"),
		"concise":      rewrite("0.05", "worse"),
	})
	code, out, errOut := h.run(h.vars(w.srv, nil), "", "demo")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	if strings.TrimSpace(out) != "" {
		t.Errorf("stdout should be empty, got %s", out)
	}
	if !strings.Contains(errOut, "does not beat the seed's 0.300") || !strings.Contains(errOut, "no candidate for demo") {
		t.Errorf("stderr does not say why:\n%s", errOut)
	}
	if _, err := os.Stat(filepath.Join(h.dir, "runs", "candidates")); !os.IsNotExist(err) {
		t.Errorf("a candidate folder was written: %v", err)
	}
}

func TestBodyPassDropsInvalidDrafts(t *testing.T) {
	h := newHome(t)
	w := newWorld(t, map[string]string{
		"minimal":      "## Merge rule\n\nQUALITY-0.6",
		"fix-sections": strings.Replace(rewrite("0.9", ""), "name: demo", "name: demo-two", 1),
		"workflow":     strings.Replace(rewrite("0.9", ""), "description: Merge", "description: [unclosed", 1),
		"examples":     strings.Replace(rewrite("0.9", ""), "```sh\nreports merge --all\n```\n", "run reports merge\n", 1),
		"concise":      rewrite("0.7", "kept"),
	})
	code, out, errOut := h.run(h.vars(w.srv, nil), "", "demo")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	for _, want := range []string{
		`c2-fix-sections dropped: changed the name "demo" to "demo-two"`,
		"c3-workflow dropped: invalid SKILL.md: frontmatter is not valid YAML",
		"c4-examples dropped: removed or altered code block 1 of the seed",
		"winner c5-concise",
	} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}
	if len(decodeRecords(t, out)) != 1 {
		t.Errorf("want one candidate, got %s", out)
	}
	// Two usable drafts on 3 train tasks: 2 on 2, then 1 on 3.
	if c := w.count(); c["agent-m"] != 3+optimize.Rollouts(optimize.Schedule(2, 3)) {
		t.Errorf("agent requests %d", c["agent-m"])
	}
}

func TestBodyPassNothingUsable(t *testing.T) {
	h := newHome(t)
	w := newWorld(t, map[string]string{"minimal": "", "fix-sections": "not a skill at all"})
	code, out, errOut := h.run(h.vars(w.srv, map[string]string{"INGOT_OPTIMIZE_CANDIDATES": "2"}), "", "demo")
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s", code, errOut)
	}
	if out != "" {
		t.Errorf("stdout: %s", out)
	}
	if !strings.Contains(errOut, "no usable candidate") || !strings.Contains(errOut, "nothing emitted") {
		t.Errorf("stderr:\n%s", errOut)
	}
	if _, err := os.Stat(filepath.Join(h.dir, "runs", "candidates")); !os.IsNotExist(err) {
		t.Errorf("a candidate folder was written")
	}
}

func TestBodyPassBadInput(t *testing.T) {
	h := newHome(t)
	w := newWorld(t, nil)
	os.Remove(filepath.Join(h.dir, "evals", "demo.yaml"))
	code, _, errOut := h.run(h.vars(w.srv, nil), "", "demo")
	if code != 1 || !strings.Contains(errOut, "no eval set") || !strings.Contains(errOut, "ingot-optimize draft demo") {
		t.Errorf("no eval set: exit %d\n%s", code, errOut)
	}
	// An eval set with a holdout but no train tasks, and nothing on stdin.
	os.WriteFile(filepath.Join(h.dir, "evals", "demo.yaml"), []byte("holdout:\n  - task: a\n  - task: b\n  - task: c\n"), 0o644)
	code, _, errOut = h.run(h.vars(w.srv, nil), "", "demo")
	if code != 1 || !strings.Contains(errOut, "no train tasks") {
		t.Errorf("no train tasks: exit %d\n%s", code, errOut)
	}
	if w.srv.Count() != 0 {
		t.Errorf("%d requests made for bad input", w.srv.Count())
	}
	code, _, errOut = h.run(h.vars(w.srv, nil), "", "demo", "--candidates", "0")
	if code != 2 {
		t.Errorf("--candidates 0: exit %d\n%s", code, errOut)
	}
}

func TestBodyPassFilesAreComponents(t *testing.T) {
	h := newHome(t)
	d := goodDrafts()
	d["fix-sections"] = rewrite("0.9", "See reference.md.") + "\n=== file: reference.md ===\n# Reference\n\nColumn names: region, quarter, total.\n"
	d["examples"] = rewrite("0.95", "x") + "\n=== file: scripts/merge.py ===\nprint('hacked')\n"
	w := newWorld(t, d)
	code, out, errOut := h.run(h.vars(w.srv, nil), "", "demo", "--files", "reference.md")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	if !strings.Contains(errOut, `c4-examples dropped: changes "scripts/merge.py", which is not a component of this search (--files)`) {
		t.Errorf("stderr:\n%s", errOut)
	}
	// The author saw the bundled file's content.
	saw := false
	for _, r := range w.srv.Requests() {
		if r.Chat.Model == "author-m" && strings.Contains(r.LastUser(), "<file path=\"reference.md\">\n# Reference\n\nColumn names.") {
			saw = true
		}
	}
	if !saw {
		t.Error("no draft prompt carried reference.md")
	}
	var rec candidate.Record
	if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &rec); err != nil {
		t.Fatal(err)
	}
	if rec.Components.Files["reference.md"] != "# Reference\n\nColumn names: region, quarter, total.\n" || len(rec.Components.Files) != 1 {
		t.Errorf("components.files: %q", rec.Components.Files)
	}
	got, _ := os.ReadFile(filepath.Join(rec.Path(h.dir), "reference.md"))
	if string(got) != rec.Components.Files["reference.md"] {
		t.Errorf("folder reference.md: %q", got)
	}
	py, _ := os.ReadFile(filepath.Join(rec.Path(h.dir), "scripts", "merge.py"))
	if string(py) != "print('merge')\n" {
		t.Errorf("merge.py changed: %q", py)
	}
}

func TestBodyPassHonoursBudgetCap(t *testing.T) {
	h := newHome(t)
	w := newWorld(t, goodDrafts())
	prices := filepath.Join(h.dir, "prices.json")
	os.WriteFile(prices, []byte(`{"agent-m": {"input_per_mtok": 1000000, "output_per_mtok": 1000000}, "author-m": {"input_per_mtok": 1, "output_per_mtok": 1}, "judge-m": {"input_per_mtok": 1, "output_per_mtok": 1}}`), 0o644)
	code, out, errOut := h.run(h.vars(w.srv, map[string]string{"INGOT_PRICES": prices, "INGOT_MAX_RUN_USD": "20", "INGOT_LLM_CONCURRENCY": "1"}), "", "demo")
	if code != 1 || out != "" || !strings.Contains(errOut, "INGOT_MAX_RUN_USD") || !strings.Contains(errOut, "nothing emitted") {
		t.Fatalf("exit %d out %q\n%s", code, out, errOut)
	}
	// An agent call costs at least $15 (10 in + 5 out tokens at $1 a
	// token) against a $20 cap: the client refuses the request that could
	// cross it (pkg/llm reserves a request's worst case), at the latest
	// after the second call.
	if n := w.count()["agent-m"]; n > 2 {
		t.Errorf("%d agent calls made past the cap", n)
	}
	if _, err := os.Stat(filepath.Join(h.dir, "runs", "candidates")); !os.IsNotExist(err) {
		t.Errorf("a candidate folder was written")
	}
}

func TestBodyPassJSONSummary(t *testing.T) {
	h := newHome(t)
	w := newWorld(t, goodDrafts())
	code, out, errOut := h.run(h.vars(w.srv, nil), "", "demo", "--json")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	var sum struct {
		Pass   string `json:"pass"`
		Result struct {
			SeedScore float64 `json:"seed_score"`
			Drafts    []struct {
				Label string `json:"label"`
			} `json:"drafts"`
		} `json:"result"`
		Candidate *candidate.Record `json:"candidate"`
	}
	if err := json.Unmarshal([]byte(out), &sum); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if sum.Pass != "body" || sum.Result.SeedScore != 0.3 || len(sum.Result.Drafts) != 5 || sum.Candidate == nil {
		t.Errorf("summary: %+v", sum)
	}
}

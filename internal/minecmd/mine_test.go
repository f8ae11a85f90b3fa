package minecmd

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/mine"
)

const claudeTask = "Work on bead spotter-4te. Run bd show spotter-4te to see the issue details and bd ready to find available subtasks. Start with the first ready task."

// e2eScores are the judge's grades for the fixture tasks.
var e2eScores = map[string]float64{
	mine.Normalize("Please look up Ecto.Changeset.cast in the hex docs"):         0.9,
	mine.Normalize("Find the Phoenix LiveView stream functions on hexdocs"):      0.2,
	mine.Normalize("Which Plug function halts a connection? Check the hex docs"): 0.8,
	mine.Normalize("Look up Ecto.Repo.insert in the hex docs"):                   0.3,
	mine.Normalize(claudeTask): 0.1,
}

func TestEndToEnd(t *testing.T) {
	h := newHome(t)
	srv := judgeServer(t, e2eScores)

	// Ingest a real Claude Code transcript and a JSONL fixture.
	code, out, errOut := h.run(nil, "", "ingest", "testdata/claude-code", "testdata/traces.jsonl")
	if code != 0 {
		t.Fatalf("ingest: exit %d\n%s%s", code, out, errOut)
	}
	for _, want := range []string{
		"      1        1      1        0           0        0         0  testdata/claude-code (claude-code 1)",
		"      1        8      8        0           0        0         0  testdata/traces.jsonl (jsonl 1)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("ingest output lacks %q:\n%s", want, out)
		}
	}
	// Again: every record is a duplicate.
	_, out, _ = h.run(nil, "", "ingest", "testdata/claude-code", "testdata/traces.jsonl")
	if !strings.Contains(out, "      2        9      0        0           9        0         0  total") {
		t.Errorf("re-ingest did not deduplicate:\n%s", out)
	}

	evalBefore, _ := os.ReadFile(filepath.Join(h.dir, "evals", "hex-docs-search.yaml"))
	code, out, errOut = h.run(llmVars(srv), "", "hex-docs-search", "--store")
	if code != 0 {
		t.Fatalf("mine: exit %d\n%s", code, errOut)
	}
	// Five clusters, five judgments: the three Ecto.Changeset.cast tasks
	// (exact and near duplicates) are judged once.
	if srv.Count() != 5 {
		t.Fatalf("%d judge requests, want 5", srv.Count())
	}
	// The train task was judged against its eval-set rubric.
	for _, r := range srv.Requests() {
		if strings.Contains(r.LastUser(), "Ecto.Repo.insert") && !strings.Contains(r.LastUser(), "Names Repo.insert/2 and says it takes a struct or a changeset.") {
			t.Errorf("the eval-set task was not judged against its rubric:\n%s", r.LastUser())
		}
		if strings.Contains(r.LastUser(), "LiveView") && !strings.Contains(r.LastUser(), "A good answer solves the task as stated") {
			t.Errorf("a mined task was not judged against the general rubric:\n%s", r.LastUser())
		}
	}
	tasks := tasksOf(t, out)
	type brief struct {
		Task  string
		Score float64
		Occ   int
		IDs   []string
	}
	var got []brief
	for _, tk := range tasks {
		if tk.Kind != "task" || tk.V != 1 || tk.Skill != "hex-docs-search" || tk.Source != "mined" || len(tk.Dimensions) != 4 || tk.RubricSource != mine.RubricGeneral {
			t.Errorf("task record %+v", tk)
		}
		got = append(got, brief{tk.Task, tk.Score, tk.Occurrences, tk.TraceIDs})
	}
	claudeID := tasks[0].TraceIDs[0]
	want := []brief{
		// Weakest first, then by difficulty × novelty; the train task
		// (Ecto.Repo.insert, score 0.3) is withheld by the leakage guard.
		{claudeTask, 0.1, 1, []string{claudeID}},
		{"Find the Phoenix LiveView stream functions on hexdocs", 0.2, 1, []string{"h4"}},
		{"Which Plug function halts a connection? Check the hex docs", 0.8, 1, []string{"h5"}},
		{"Please look up Ecto.Changeset.cast in the hex docs", 0.9, 3, []string{"h3", "h2", "h1"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("tasks:\n%+v\nwant:\n%+v", got, want)
	}
	if f := tasks[1].Failed; !reflect.DeepEqual(f, []string{"correctness", "completeness"}) {
		t.Errorf("failed dimensions %v", f)
	}
	for _, s := range []string{
		`8/9 traces attributed to "hex-docs-search" (7 served by it, 1 ranking it in the router's top 5)`,
		"1 attributed trace(s) have no answer to judge",
		"7 use(s) collapsed into 5 task cluster(s) (1 near-duplicate task(s) merged",
		"0 cluster verdict(s) from the cache, 5 new judgment(s) this run; 7/7 uses represented by a verdict (100% coverage)",
		"weighted mean judge score 0.59 · 3 bad case(s)",
		"correctness               3/7    █████████···········",
		"1 candidate(s) dropped as near-duplicates of eval-set tasks (leakage guard: 1 train, 0 held-out)",
		"4 weakest task(s) mined",
		"judge",
		"5 calls",
	} {
		if !strings.Contains(errOut, s) {
			t.Errorf("report lacks %q:\n%s", s, errOut)
		}
	}

	// Again: every verdict is cached, no new judge call, same output.
	code, out2, errOut2 := h.run(llmVars(srv), "", "hex-docs-search", "--store")
	if code != 0 {
		t.Fatalf("second run: exit %d\n%s", code, errOut2)
	}
	if srv.Count() != 5 {
		t.Fatalf("second run made %d new judge requests, want 0", srv.Count()-5)
	}
	if out2 != out {
		t.Errorf("second run output differs:\n%s\nvs\n%s", out2, out)
	}
	if !strings.Contains(errOut2, "5 cluster verdict(s) from the cache, 0 new judgment(s) this run") {
		t.Errorf("second run report:\n%s", errOut2)
	}
	// Mining never edits an eval set.
	if after, _ := os.ReadFile(filepath.Join(h.dir, "evals", "hex-docs-search.yaml")); string(after) != string(evalBefore) {
		t.Error("the eval set changed")
	}
}

func TestMineJSON(t *testing.T) {
	h := newHome(t)
	h.ingestFixtures()
	srv := judgeServer(t, e2eScores)
	code, out, errOut := h.run(llmVars(srv), "", "hex-docs-search", "--store", "--json")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	r := jsonResult(t, out)
	rep := r.Report
	if rep.Attributed != 8 || rep.Clusters != 5 || rep.JudgeCalls != 5 || rep.Covered != 7 || !rep.HealthComplete || len(r.Tasks) != 4 || rep.Cost == nil || rep.Cost.Total.Calls != 5 {
		t.Fatalf("report %+v, %d tasks", rep, len(r.Tasks))
	}
	if strings.Contains(errOut, "[mine] analyzed") {
		t.Errorf("--json also printed the text report on stderr:\n%s", errOut)
	}
}

func TestMineBudgetStopsWithPartialOutput(t *testing.T) {
	h := newHome(t)
	h.ingestFixtures()
	// gpt-4o-mini is priced; each reply reports 100k input tokens
	// ($0.015), over the $0.01 cap after the first judgment.
	srv := judgeServer(t, e2eScores, 100000, 100)
	vars := llmVars(srv, "INGOT_JUDGE_MODEL", "gpt-4o-mini", "INGOT_MAX_RUN_USD", "0.01", "INGOT_LLM_CONCURRENCY", "1")
	code, out, errOut := h.run(vars, "", "hex-docs-search", "--store")
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s", code, errOut)
	}
	if srv.Count() != 1 {
		t.Fatalf("%d calls, want 1 before the cap stops the run", srv.Count())
	}
	// The most frequent cluster was judged first and is output.
	tasks := tasksOf(t, out)
	if len(tasks) != 1 || tasks[0].Occurrences != 3 || tasks[0].Score != 0.9 {
		t.Fatalf("partial tasks %+v", tasks)
	}
	for _, s := range []string{"[mine] stopped early:", "INGOT_MAX_RUN_USD", "4 unjudged cluster(s) remain", "ingot-mine: mining hex-docs-search: judging stopped after 1 new judgment(s)", "partial report and tasks above are kept"} {
		if !strings.Contains(errOut, s) {
			t.Errorf("stderr lacks %q:\n%s", s, errOut)
		}
	}
}

func TestMineBacklogCarriesOver(t *testing.T) {
	// inventory §7.3: one judgment per run over three clusters gives
	// (judged, backlog, calls) = (1,2,1), (2,1,1), (3,0,1), then (3,0,0).
	h := newHome(t)
	srv := judgeServer(t, e2eScores)
	traces, _ := os.ReadFile("testdata/traces.jsonl")
	var three []string
	for _, l := range strings.Split(string(traces), "\n") {
		if strings.Contains(l, `"id":"h1"`) || strings.Contains(l, `"id":"h4"`) || strings.Contains(l, `"id":"h5"`) {
			three = append(three, l)
		}
	}
	stdin := strings.Join(three, "\n") + "\n"
	want := [][3]int{{1, 2, 1}, {2, 1, 1}, {3, 0, 1}, {3, 0, 0}}
	for i, w := range want {
		before := srv.Count()
		code, out, errOut := h.run(llmVars(srv, "INGOT_MINE_MAX_JUDGE_CALLS", "1"), stdin, "hex-docs-search", "--json")
		if code != 0 {
			t.Fatalf("run %d: exit %d\n%s", i+1, code, errOut)
		}
		rep := jsonResult(t, out).Report
		got := [3]int{rep.Judged, rep.Backlog, srv.Count() - before}
		if got != w || rep.JudgeCalls != w[2] {
			t.Fatalf("run %d: (judged, backlog, calls) = %v, report calls %d; want %v", i+1, got, rep.JudgeCalls, w)
		}
	}
	// The flag beats the environment: no limit judges nothing new here,
	// and 0 asks for nothing.
	code, out, _ := h.run(llmVars(srv, "INGOT_MINE_MAX_JUDGE_CALLS", "1"), stdin, "hex-docs-search", "--json", "--max-judge-calls", "0")
	if rep := jsonResult(t, out).Report; code != 0 || rep.JudgeCalls != 0 || rep.Judged != 3 {
		t.Fatalf("--max-judge-calls 0: exit %d %+v", code, rep)
	}
}

func TestMineDryRun(t *testing.T) {
	h := newHome(t)
	h.ingestFixtures()
	srv := judgeServer(t, e2eScores)
	code, out, errOut := h.run(llmVars(srv, "INGOT_JUDGE_MODEL", "gpt-4o-mini"), "", "hex-docs-search", "--store", "--dry-run")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	if srv.Count() != 0 {
		t.Fatalf("dry run made %d calls", srv.Count())
	}
	for _, s := range []string{
		`dry run: 8/9 traces attributed to "hex-docs-search", 5 task cluster(s), 0 with a cached verdict`,
		"would judge 5 cluster(s) (max 24 new judgments per run), leaving 0 for later runs",
		"would make 5 judge call(s) to gpt-4o-mini: about ",
		", estimated cost $0.",
	} {
		if !strings.Contains(out, s) {
			t.Errorf("dry run output lacks %q:\n%s", s, out)
		}
	}
	// JSON, with a limit of 2, and no endpoint at all: still works, priced
	// from the model named.
	code, out, errOut = h.run(map[string]string{"INGOT_JUDGE_MODEL": "gpt-4o-mini"}, "", "hex-docs-search", "--store", "--dry-run", "--json", "--max-judge-calls", "2")
	if code != 0 {
		t.Fatalf("no endpoint: exit %d\n%s", code, errOut)
	}
	if !strings.Contains(out, `"judgments": 2`) || !strings.Contains(out, `"calls": 2`) || !strings.Contains(out, `"backlog_after": 3`) || !strings.Contains(out, `"cost_known": true`) {
		t.Errorf("dry run JSON:\n%s", out)
	}
	// After a real run everything is cached: a dry run would call nothing.
	if code, _, errOut := h.run(llmVars(srv), "", "hex-docs-search", "--store"); code != 0 {
		t.Fatalf("real run: %s", errOut)
	}
	n := srv.Count()
	_, out, _ = h.run(llmVars(srv), "", "hex-docs-search", "--store", "--dry-run")
	if !strings.Contains(out, "5 with a cached verdict") || !strings.Contains(out, "would judge 0 cluster(s)") || srv.Count() != n {
		t.Errorf("dry run after a real run:\n%s", out)
	}
}

func TestMineNotConfigured(t *testing.T) {
	h := newHome(t)
	h.ingestFixtures()
	cases := []struct {
		name string
		vars map[string]string
		want string
	}{
		{"no endpoint", nil, "ingot-mine: llm: no endpoint configured: set INGOT_BASE_URL (or OPENAI_BASE_URL) to an OpenAI-compatible API URL, plus INGOT_API_KEY for a hosted https endpoint\n"},
		{"no judge model", map[string]string{"INGOT_BASE_URL": "http://127.0.0.1:9/v1"}, "ingot-mine: llm: no model for role judge: set INGOT_JUDGE_MODEL"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errOut := h.run(c.vars, "", "hex-docs-search", "--store")
			if code != 1 || out != "" {
				t.Fatalf("exit %d, stdout %q", code, out)
			}
			if !strings.HasPrefix(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
				t.Fatalf("stderr %q, want one line starting %q", errOut, c.want)
			}
		})
	}
}

func TestMineCorruptStoreLine(t *testing.T) {
	h := newHome(t)
	h.ingestFixtures()
	path := filepath.Join(h.dir, "runs", "traces.jsonl")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	// Corrupt line 3 in place: the record becomes half a JSON object.
	lines[2] = lines[2][:len(lines[2])/2] + "\n"
	if err := os.WriteFile(path, []byte(strings.Join(lines, "")), 0o600); err != nil {
		t.Fatal(err)
	}
	srv := judgeServer(t, e2eScores)
	code, out, errOut := h.run(llmVars(srv), "", "hex-docs-search", "--store", "--json")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	if !strings.Contains(errOut, "ingot-mine: warning: "+path+":3:") {
		t.Errorf("no warning naming the line:\n%s", errOut)
	}
	if rep := jsonResult(t, out).Report; rep.Read != 8 {
		t.Errorf("read %d traces, want 8 (one skipped)", rep.Read)
	}
}

func TestMineStdin(t *testing.T) {
	h := newHome(t)
	srv := judgeServer(t, e2eScores)
	traces, _ := os.ReadFile("testdata/traces.jsonl")
	stdin := string(traces) + `{"kind":"task","v":1,"skill":"pdf","task":"x"}` + "\n"
	code, out, errOut := h.run(llmVars(srv), stdin, "hex-docs-search", "--limit", "3")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	// The newest three: h8 (no answer), h7 (train repeat), h6 (pdf).
	if !strings.Contains(errOut, `2/3 traces attributed`) || !strings.Contains(errOut, `1 record(s) of kind "task" skipped: mining reads trace records only`) {
		t.Errorf("stderr:\n%s", errOut)
	}
	if out != "" {
		t.Errorf("stdout %q, want no task (the only judged task repeats a train task)", out)
	}
	// An unknown kind is an error naming the line.
	code, _, errOut = h.run(llmVars(srv), `{"kind":"trace","v":1,"id":"a","task":"t","answer":"a"}`+"\n"+`{"kind":"trac","v":1}`+"\n", "hex-docs-search")
	if code != 1 || !strings.Contains(errOut, "stdin:2") {
		t.Errorf("unknown kind: exit %d, %q", code, errOut)
	}
}

func TestMineUnknownSkill(t *testing.T) {
	h := newHome(t)
	srv := judgeServer(t, nil)
	code, _, errOut := h.run(llmVars(srv), "", "nope", "--store")
	if code != 1 || !strings.Contains(errOut, `no such skill "nope"`) {
		t.Fatalf("exit %d, %q", code, errOut)
	}
}

func TestNewMineCmd(t *testing.T) {
	cases := []struct {
		name string
		args []string
		env  map[string]string
		code int
		want mineOptions
	}{
		{"defaults", []string{"pdf"}, nil, 0, mineOptions{Skill: "pdf", MaxJudgeCalls: 24, MaxTasks: 6, Threshold: 0.9}},
		{"flags", []string{"pdf", "--store", "--limit", "50", "--max-judge-calls", "3", "--cluster-threshold", "0.8", "--max-tasks", "2", "--no-cache", "--json", "--dry-run", "--encoder", "use-lite"}, nil, 0,
			mineOptions{Skill: "pdf", Store: true, Limit: 50, MaxJudgeCalls: 3, MaxTasks: 2, Threshold: 0.8, NoCache: true, JSON: true, DryRun: true, Encoder: "use-lite"}},
		{"env", []string{"pdf"}, map[string]string{EnvMaxJudgeCalls: "-1", EnvClusterThreshold: "0.95", EnvMaxTasks: "10", EnvNoCache: "true", EnvEncoder: "none"}, 0,
			mineOptions{Skill: "pdf", MaxJudgeCalls: -1, MaxTasks: 10, Threshold: 0.95, NoCache: true, Encoder: "none"}},
		{"flag beats env", []string{"pdf", "--max-judge-calls", "5"}, map[string]string{EnvMaxJudgeCalls: "1"}, 0, mineOptions{Skill: "pdf", MaxJudgeCalls: 5, MaxTasks: 6, Threshold: 0.9}},
		{"no skill", nil, nil, 2, mineOptions{}},
		{"two skills", []string{"a", "b"}, nil, 2, mineOptions{}},
		{"threshold out of range", []string{"pdf", "--cluster-threshold", "1.5"}, nil, 2, mineOptions{}},
		{"bad env number", []string{"pdf"}, map[string]string{EnvMaxJudgeCalls: "many"}, 2, mineOptions{}},
		{"negative limit", []string{"pdf", "--limit", "-1"}, nil, 2, mineOptions{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := &home{t: t, dir: t.TempDir()}
			env, _, _ := h.env(c.env, "")
			var got *mineOptions
			code := cli.Run(bg, env, Name, c.args, func(env *cli.Env) *cobra.Command {
				return newMineCmd(&factory{env: env}, func(_ context.Context, o *mineOptions) error { got = o; return nil })
			})
			if code != c.code {
				t.Fatalf("exit %d, want %d", code, c.code)
			}
			if c.code != 0 {
				return
			}
			g := *got
			g.IO, g.cfg, g.f, g.Home = nil, nil, nil, ""
			if !reflect.DeepEqual(g, c.want) {
				t.Fatalf("options %+v, want %+v", g, c.want)
			}
		})
	}
}

func TestMineNoCache(t *testing.T) {
	h := newHome(t)
	h.ingestFixtures()
	srv := judgeServer(t, e2eScores)
	if code, _, errOut := h.run(llmVars(srv), "", "hex-docs-search", "--store"); code != 0 {
		t.Fatal(errOut)
	}
	// --no-cache asks again (and still records).
	code, out, errOut := h.run(llmVars(srv), "", "hex-docs-search", "--store", "--no-cache", "--json")
	if code != 0 || srv.Count() != 10 || jsonResult(t, out).Report.CachedVerdicts != 0 {
		t.Fatalf("exit %d, %d requests, want 10\n%s", code, srv.Count(), errOut)
	}
	// So does INGOT_NO_CACHE.
	if code, _, _ := h.run(llmVars(srv, "INGOT_NO_CACHE", "1"), "", "hex-docs-search", "--store"); code != 0 || srv.Count() != 15 {
		t.Fatalf("INGOT_NO_CACHE: exit %d, %d requests, want 15", code, srv.Count())
	}
}

func TestMineProgressOnTerminal(t *testing.T) {
	h := newHome(t)
	h.ingestFixtures()
	srv := judgeServer(t, e2eScores)
	env, _, errOut := h.env(llmVars(srv), "")
	env.IO.SetTTY(false, true)
	if code := cli.Run(bg, env, Name, []string{"hex-docs-search", "--store"}, NewRoot); code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	if !strings.Contains(errOut.String(), "judging") || !strings.Contains(errOut.String(), "/5) [") {
		t.Fatalf("no progress bar on a terminal:\n%q", errOut.String())
	}
}

// Item 9 of issue 14: task records carry what the optimiser needs (the
// revision that served, the rubric, the judge models and prompt version),
// and each run's health report is saved under runs/health/<skill>/.
func TestTaskRecordsCarryProvenanceAndHealthIsSaved(t *testing.T) {
	h := newHome(t)
	srv := judgeServer(t, map[string]float64{mine.Normalize("Find the Phoenix LiveView stream functions on hexdocs"): 0.2})
	rev := "0e44a268e9a316076a80ea4493dd1ad617d41ad4d539a15971d575a60857058d"
	in := `{"kind":"trace","v":1,"id":"p1","ts":"2026-03-01T10:00:00Z","task":"Find the Phoenix LiveView stream functions on hexdocs","answer":"stream/3","skill":"hex-docs-search","revision":"` + rev + `"}` + "\n"
	code, out, errOut := h.run(llmVars(srv), in, "hex-docs-search")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	tasks := tasksOf(t, out)
	if len(tasks) != 1 {
		t.Fatalf("%d tasks:\n%s", len(tasks), out)
	}
	tk := tasks[0]
	if tk.Revision != rev || tk.RubricSource != mine.RubricGeneral || tk.Rubric == "" ||
		!reflect.DeepEqual(tk.JudgeModels, []string{"judge-model"}) || tk.PromptVersion == "" {
		t.Fatalf("task lacks provenance: %+v", tk)
	}
	files, err := filepath.Glob(filepath.Join(h.dir, "runs", "health", "hex-docs-search", "*.json"))
	if err != nil || len(files) != 1 {
		t.Fatalf("health reports %v (%v)", files, err)
	}
	data, _ := os.ReadFile(files[0])
	var saved mine.HealthRecord
	if err := json.Unmarshal(data, &saved); err != nil {
		t.Fatalf("%s: %v", files[0], err)
	}
	if saved.Skill != "hex-docs-search" || saved.Report.Attributed != 1 || len(saved.Tasks) != 1 || saved.TS.IsZero() {
		t.Fatalf("saved health %+v", saved)
	}
	if !strings.Contains(errOut, files[0]) {
		t.Errorf("stderr does not say where the report went: %s", errOut)
	}
}

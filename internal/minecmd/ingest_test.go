package minecmd

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/internal/testutil"
)

func TestIngestWarnsAndContinues(t *testing.T) {
	h := newHome(t)
	code, out, errOut := h.run(nil, "", "ingest", "testdata/bad.jsonl", "testdata/claude-code")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	for _, s := range []string{"ingot-mine: warning: testdata/bad.jsonl:2: ", "ingot-mine: warning: testdata/bad.jsonl:3: trace record without a task; skipped"} {
		if !strings.Contains(errOut, s) {
			t.Errorf("stderr lacks %q:\n%s", s, errOut)
		}
	}
	if !strings.Contains(out, "      1        2      2        0           0        0         2  testdata/bad.jsonl (jsonl 1)") ||
		!strings.Contains(out, "      1        1      1        0           0        0         0  testdata/claude-code (claude-code 1)") {
		t.Errorf("counts:\n%s", out)
	}
	// The store redacted the key on the way in.
	data, err := os.ReadFile(filepath.Join(h.dir, "runs", "traces.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), "sk-proj-abcdefghijklmnopqrstuvwxyz") || !strings.Contains(string(data), "[REDACTED:openai-key]") {
		t.Errorf("store not redacted:\n%s", data)
	}
}

func TestIngestJSONAndStdin(t *testing.T) {
	h := newHome(t)
	traces, _ := os.ReadFile("testdata/traces.jsonl")
	code, out, errOut := h.run(nil, string(traces), "ingest", "-", "--json")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	var rep ingestReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(rep.Sources) != 1 || rep.Sources[0].Source != "stdin" || rep.Total.Added != 8 || rep.Total.Records != 8 || rep.Store != filepath.Join(h.dir, "runs", "traces.jsonl") {
		t.Fatalf("report %+v", rep)
	}
	// Warnings name stdin, not the spool file.
	_, _, errOut = h.run(nil, `{"kind":"trace","v":1,"id":"x"}`+"\n", "ingest", "-")
	if !strings.Contains(errOut, "ingot-mine: warning: stdin:1: trace record without a task") {
		t.Errorf("stdin warning: %q", errOut)
	}
	// The same records again are duplicates.
	_, out, _ = h.run(nil, string(traces), "ingest", "-", "--json")
	if err := json.Unmarshal([]byte(out), &rep); err != nil || rep.Total.Duplicates != 8 || rep.Total.Added != 0 {
		t.Fatalf("re-import %+v (%v)", rep.Total, err)
	}
}

func TestIngestDefaultSources(t *testing.T) {
	h := newHome(t)
	claude, err := filepath.Abs("testdata/claude-code")
	if err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(h.dir, "no-codex")
	vars := map[string]string{"CLAUDE_PROJECTS_DIR": claude, "CODEX_SESSIONS_DIR": missing}
	code, out, errOut := h.run(vars, "", "ingest")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	if !strings.Contains(errOut, "no logs at "+missing) || !strings.Contains(out, missing+" (not found)") || !strings.Contains(out, "      1        1      1") {
		t.Errorf("stdout:\n%s\nstderr:\n%s", out, errOut)
	}
}

func TestIngestFailures(t *testing.T) {
	h := newHome(t)
	// A missing explicit path fails the command, after importing the rest.
	code, out, errOut := h.run(nil, "", "ingest", "testdata/nope.jsonl", "testdata/traces.jsonl")
	if code != 1 || !strings.Contains(errOut, "testdata/nope.jsonl: stat testdata/nope.jsonl: no such file or directory") ||
		!strings.Contains(errOut, "1 of 2 source(s) could not be imported") || !strings.Contains(out, "      1        8      8") {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	// A disabled store imports nothing and says why.
	code, _, errOut = h.run(map[string]string{"INGOT_TRACE_ENABLED": "false"}, "", "ingest", "testdata/traces.jsonl")
	if code != 1 || !strings.Contains(errOut, "INGOT_TRACE_ENABLED=false") {
		t.Fatalf("disabled store: exit %d, %q", code, errOut)
	}
	// Records older than the retention are counted as expired.
	code, out, _ = h.run(map[string]string{"INGOT_TRACE_MAX_AGE_DAYS": "1"}, "", "ingest", "testdata/claude-code")
	if code != 0 || !strings.Contains(out, "      1        1      0        0           0        1") {
		t.Fatalf("expired: exit %d\n%s", code, out)
	}
}

func TestNewIngestCmd(t *testing.T) {
	cases := []struct {
		name      string
		args      []string
		env       map[string]string
		paths     []string
		defaulted bool
		json      bool
	}{
		{"paths", []string{"ingest", "a.jsonl", "dir", "-", "--json"}, nil, []string{"a.jsonl", "dir", "-"}, false, true},
		{"defaults", []string{"ingest"}, map[string]string{"CLAUDE_PROJECTS_DIR": "/c", "CODEX_SESSIONS_DIR": "/x"}, []string{"/c", "/x"}, true, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := &home{t: t, dir: t.TempDir()}
			env, _, _ := h.env(c.env, "")
			var got *ingestOptions
			code := cli.Run(bg, env, Name, c.args, func(env *cli.Env) *cobra.Command {
				root := &cobra.Command{Use: Name}
				cli.NoArgsGroup(root)
				root.AddCommand(newIngestCmd(&factory{env: env}, func(_ context.Context, o *ingestOptions) error { got = o; return nil }))
				return root
			})
			if code != 0 {
				t.Fatalf("exit %d", code)
			}
			if !reflect.DeepEqual(got.Paths, c.paths) || got.Defaulted != c.defaulted || got.JSON != c.json || got.Home != h.dir {
				t.Fatalf("options %+v", got)
			}
		})
	}
	// An unknown flag is bad usage.
	h := newHome(t)
	if code, _, _ := h.run(nil, "", "ingest", "--force"); code != 2 {
		t.Fatalf("unknown flag: exit %d, want 2", code)
	}
}

func TestHelp(t *testing.T) {
	h := newHome(t)
	for _, args := range [][]string{{"--help"}, {"ingest", "--help"}} {
		code, out, _ := h.run(nil, "", args...)
		if code != 0 || !strings.Contains(out, "EXIT STATUS") {
			t.Errorf("%v: exit %d\n%s", args, code, out)
		}
	}
	_, out, _ := h.run(nil, "", "--help")
	for _, flag := range []string{"--store", "--limit", "--max-judge-calls", "(env INGOT_MINE_MAX_JUDGE_CALLS)", "--cluster-threshold", "(env INGOT_MINE_CLUSTER_THRESHOLD)", "--no-cache", "(env INGOT_NO_CACHE)", "--json", "--dry-run", "--home", "(env INGOT_HOME)", "--skill-paths", "(env INGOT_SKILL_PATHS)"} {
		if !strings.Contains(out, flag) {
			t.Errorf("help lacks %q", flag)
		}
	}
}

// Item 1 of issue 14: without a PATH, ingest reads the user's
// ~/.claude/projects and ~/.codex/sessions (HOME), not the Ingot home's.
func TestIngestDefaultSourcesAreTheUsersHome(t *testing.T) {
	h := newHome(t)
	user := t.TempDir()
	transcript, err := os.ReadFile("testdata/claude-code/ae4a77f8-aedd-4bc1-888f-c94edc91af04.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, filepath.Join(user, ".claude", "projects", "-home-me-proj", "s.jsonl"), string(transcript))
	code, out, errOut := h.run(map[string]string{"HOME": user}, "", "ingest", "--json")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	var rep ingestReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	want := []string{filepath.Join(user, ".claude", "projects"), filepath.Join(user, ".codex", "sessions")}
	if len(rep.Sources) != 2 || rep.Sources[0].Source != want[0] || rep.Sources[1].Source != want[1] || rep.Total.Added != 1 {
		t.Fatalf("sources %+v, want %v with one record added\n%s", rep.Sources, want, errOut)
	}
}

// Item 3 of issue 14: history older than the retention is said out loud,
// with the count and the setting to change.
func TestIngestExpiredIsSaid(t *testing.T) {
	h := newHome(t)
	code, out, errOut := h.run(map[string]string{"INGOT_TRACE_MAX_AGE_DAYS": "1"}, "", "ingest", "testdata/claude-code")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	if !strings.Contains(errOut, "1 record(s) older than 1 day(s) not imported") || !strings.Contains(errOut, "INGOT_TRACE_MAX_AGE_DAYS") {
		t.Fatalf("stderr does not say what expired and how to keep it:\n%s", errOut)
	}
}

// Item 4 of issue 14: spans of one trace in files given as separate
// arguments merge as they do when their folder is given.
func TestIngestOTelBatchesAsSeparateArguments(t *testing.T) {
	b4, b5 := "../../pkg/ingest/testdata/otel/vercel-ai-sdk-6.0.57-batch04.json", "../../pkg/ingest/testdata/otel/vercel-ai-sdk-6.0.57-batch05.json"
	h := newHome(t)
	code, out, errOut := h.run(nil, "", "ingest", b4, b5)
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	if strings.Contains(errOut, "9c77e7eb5c7a067ab6a6a6ed8c4a12cd: root span not in the files given") {
		t.Fatalf("the split trace was not merged across arguments:\n%s", errOut)
	}
	data, err := os.ReadFile(filepath.Join(h.dir, "runs", "traces.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, l := range strings.Split(string(data), "\n") {
		if strings.Contains(l, "area of a circle") {
			n++
			if !strings.Contains(l, `"input":2361`) || !strings.Contains(l, `"output":263`) {
				t.Errorf("merged trace has the wrong tokens: %s", l)
			}
		}
	}
	if n != 1 {
		t.Fatalf("%d circle records in the store, want 1", n)
	}
}

// Item 8 of issue 14: trace records without a ts are imported once, not
// re-appended on every import.
func TestIngestRecordsWithoutTSOnce(t *testing.T) {
	h := newHome(t)
	in := `{"kind":"trace","v":1,"task":"merge the PDFs","answer":"merged","skill":"pdf"}` + "\n" +
		`{"kind":"trace","v":1,"id":"fixed","task":"split the PDF","answer":"split"}` + "\n"
	for i, want := range []string{`"added": 2`, `"duplicates": 2`} {
		env, outB, errB := h.env(nil, in)
		env.Now = func() time.Time { return now.Add(time.Duration(i) * time.Hour) } // a later import
		code := cli.Run(bg, env, Name, []string{"ingest", "-", "--json"}, NewRoot)
		out, errOut := outB.String(), errB.String()
		if code != 0 || !strings.Contains(out, want) {
			t.Fatalf("import %d: exit %d, want %s\n%s%s", i+1, code, want, out, errOut)
		}
	}
	data, err := os.ReadFile(filepath.Join(h.dir, "runs", "traces.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "\n"); n != 2 {
		t.Fatalf("%d lines in the store, want 2:\n%s", n, data)
	}
}

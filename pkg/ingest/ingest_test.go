package ingest

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
)

var realFixtures = []struct {
	path   string
	format Format
}{
	{td("claude-code", "4c2ddfdc-b619-4525-8d03-1950fb1b0257.jsonl"), FormatClaudeCode},
	{td("claude-code", "55604662-cf2a-4331-851a-ec234028f8ca.jsonl"), FormatClaudeCode},
	{td("claude-code", "9eda1058-9706-484a-b992-d03f9cfa2546.jsonl"), FormatClaudeCode},
	{td("claude-code", "ae4a77f8-aedd-4bc1-888f-c94edc91af04.jsonl"), FormatClaudeCode},
	{td("codex", "rollout-2026-01-02T18-39-45-019b7f94-51b4-7593-922e-ba12b5b73b52.jsonl"), FormatCodex},
	{td("codex", "rollout-2026-05-11T11-26-55-019e1625-789d-76c0-80ab-3724b5ddb799.jsonl"), FormatCodex},
	{td("codex", "rollout-2026-05-11T13-28-45-019e1695-0522-7c83-8b39-0dd379793f80.jsonl"), FormatCodex},
	{td("otel", "claude-code-2.1.288-tool_use.json"), FormatOTel},
	{td("otel", "vercel-ai-sdk-6.0.57-batch04.json"), FormatOTel},
	{td("otel", "vercel-ai-sdk-6.0.57-batch05.json"), FormatOTel},
	{td("synthetic", "traces.jsonl"), FormatJSONL},
}

func TestDetect(t *testing.T) {
	for _, f := range realFixtures {
		data, err := os.ReadFile(f.path)
		if err != nil {
			t.Fatal(err)
		}
		// Whole head, and heads cut mid-line (the first Codex line holds
		// ~20 KB of instructions; a pretty-printed OTel file has "{" alone).
		for _, n := range []int{len(data), 4096, 300, 120} {
			head := data[:min(n, len(data))]
			got, err := Detect(f.path, head)
			if err != nil || got != f.format {
				t.Errorf("Detect(%s, %d bytes) = %q, %v; want %q", filepath.Base(f.path), len(head), got, err, f.format)
			}
		}
	}
	for _, c := range []struct{ name, head string }{
		{"notes.json", `{"hello":"world"}`},
		{"x.jsonl", "plain text\nmore text\n"},
		{"empty.jsonl", ""},
	} {
		if got, err := Detect(c.name, []byte(c.head)); !errors.Is(err, ErrUnknownFormat) {
			t.Errorf("Detect(%s) = %q, %v; want ErrUnknownFormat", c.name, got, err)
		}
	}
	// A Claude Code transcript that quotes OTel JSON in a prompt is still a
	// transcript: the record's own keys come first.
	head := `{"parentUuid":null,"type":"user","sessionId":"s","message":{"role":"user","content":"why is \"resourceSpans\" empty?"}}`
	if got, _ := Detect("s.jsonl", []byte(head[:90])); got != FormatClaudeCode {
		t.Errorf("Detect(quoting transcript) = %q", got)
	}
}

func TestImportFileErrors(t *testing.T) {
	if _, err := ImportFile(context.Background(), filepath.Join(t.TempDir(), "missing.jsonl")); err == nil || !strings.Contains(err.Error(), "missing.jsonl") {
		t.Errorf("missing file: err = %v", err)
	}
	p := filepath.Join(t.TempDir(), "notes.jsonl")
	os.WriteFile(p, []byte("just text\n"), 0o600)
	if _, err := ImportFile(context.Background(), p); !errors.Is(err, ErrUnknownFormat) {
		t.Errorf("unknown format: err = %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := ImportFiles(ctx, []string{realFixtures[0].path}, func(string, Result) {}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: err = %v", err)
	}
}

// TestDeterministicIDs imports everything twice and checks the records are
// identical, then imports every line-prefix of each JSONL fixture (an
// earlier copy of an append-only file) and checks each turn it yields has
// the id the full file gives that turn.
func TestDeterministicIDs(t *testing.T) {
	var paths []string
	for _, f := range realFixtures {
		paths = append(paths, f.path)
	}
	collect := func() map[string]Result {
		out := map[string]Result{}
		if err := ImportFiles(context.Background(), paths, func(p string, r Result) { out[p] = r }); err != nil {
			t.Fatal(err)
		}
		return out
	}
	a, b := collect(), collect()
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two imports of the same files differ")
	}
	seen := map[string]string{}
	for p, r := range a {
		for _, rec := range r.Records {
			if other, dup := seen[rec.ID]; dup {
				t.Errorf("id %s given to two records (%s, %s)", rec.ID, other, p)
			}
			seen[rec.ID] = p
		}
	}

	for _, f := range realFixtures {
		if f.format != FormatClaudeCode && f.format != FormatCodex {
			continue
		}
		full := a[f.path].Records
		byTask := map[string]string{}
		for _, r := range full {
			byTask[r.Task] = r.ID
		}
		data, _ := os.ReadFile(f.path)
		lines := bytes.SplitAfter(data, []byte("\n"))
		dir := t.TempDir()
		for n := 1; n < len(lines); n++ {
			p := filepath.Join(dir, filepath.Base(f.path))
			os.WriteFile(p, bytes.Join(lines[:n], nil), 0o600)
			res, err := ImportFile(context.Background(), p)
			if err != nil {
				continue // the prefix may be too short to detect
			}
			for _, r := range res.Records {
				if id, ok := byTask[r.Task]; !ok || id != r.ID {
					t.Errorf("%s, first %d lines: turn %q has id %s, full file %s", filepath.Base(f.path), n, truncate(r.Task, 40), r.ID, id)
				}
			}
		}
	}
}

func TestImportDir(t *testing.T) {
	root := t.TempDir()
	proj := filepath.Join(root, "-tmp-private")
	sess := "4c2ddfdc-b619-4525-8d03-1950fb1b0257"
	copyFile(t, td("claude-code", sess+".jsonl"), filepath.Join(proj, sess+".jsonl"))
	// Subagent transcripts (new and old layout) and dot-dirs are skipped.
	copyFile(t, td("claude-code", sess+".jsonl"), filepath.Join(proj, sess, "subagents", "agent-a1.jsonl"))
	copyFile(t, td("claude-code", sess+".jsonl"), filepath.Join(proj, "agent-b2.jsonl"))
	copyFile(t, td("claude-code", sess+".jsonl"), filepath.Join(root, ".trash", "x.jsonl"))
	codex := filepath.Join(root, "sessions", "2026", "05", "11")
	copyFile(t, td("codex", "rollout-2026-05-11T11-26-55-019e1625-789d-76c0-80ab-3724b5ddb799.jsonl"), filepath.Join(codex, "rollout-2026-05-11T11-26-55-019e1625-789d-76c0-80ab-3724b5ddb799.jsonl"))
	otel := filepath.Join(root, "otel")
	copyFile(t, vercel05, filepath.Join(otel, "b05.json"))
	copyFile(t, vercel04, filepath.Join(otel, "b04.json"))
	os.WriteFile(filepath.Join(root, "notes.json"), []byte(`{"not":"a trace"}`), 0o600)
	os.WriteFile(filepath.Join(root, "README.md"), []byte("ignored"), 0o600)

	var got []string
	counts := map[string]int{}
	err := ImportDir(context.Background(), root, func(p string, r Result) {
		rel, _ := filepath.Rel(root, p)
		got = append(got, rel)
		counts[rel] = len(r.Records)
		if rel == "notes.json" && (len(r.Warnings) != 1 || !strings.Contains(r.Warnings[0].Msg, "unrecognized")) {
			t.Errorf("notes.json warnings = %v", r.Warnings)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"-tmp-private/" + sess + ".jsonl",
		"notes.json",
		"sessions/2026/05/11/rollout-2026-05-11T11-26-55-019e1625-789d-76c0-80ab-3724b5ddb799.jsonl",
		"otel/b04.json", "otel/b05.json", // OTel last, after grouping
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("files = %q, want %q", got, want)
	}
	// The split trace is merged across the two OTel files of the walk.
	if counts["-tmp-private/"+sess+".jsonl"] != 3 || counts["otel/b04.json"] != 1 || counts["otel/b05.json"] != 1 {
		t.Errorf("record counts = %v", counts)
	}

	if err := ImportDir(context.Background(), filepath.Join(root, "nope"), func(string, Result) {}); err == nil {
		t.Error("missing dir: no error")
	}
}

func TestDefaultSources(t *testing.T) {
	env := map[string]string{}
	getenv := func(k string) string { return env[k] }
	got := DefaultSources("/home/u", getenv)
	want := []string{"/home/u/.claude/projects", "/home/u/.codex/sessions"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("defaults = %q, want %q", got, want)
	}
	env["CLAUDE_PROJECTS_DIR"] = "/data/claude"
	env["CODEX_SESSIONS_DIR"] = "/data/codex"
	if got := DefaultSources("/home/u", getenv); !reflect.DeepEqual(got, []string{"/data/claude", "/data/codex"}) {
		t.Errorf("env overrides = %q", got)
	}
}

func TestSkillsReadByCommand(t *testing.T) {
	for _, c := range []struct {
		cmd  string
		want []string
	}{
		{"sed -n '1,200p' /home/u/.codex/skills/pdf/SKILL.md", []string{"pdf"}},
		{`cat "/Users/a b/skills/my skill/SKILL.md" | head -5`, []string{"my skill"}},
		{`cd /x && nl -ba skills/docx/SKILL.md; echo done`, []string{"docx"}},
		{`head -n 50 /Users/Sample\ User/skills/xlsx/SKILL.md`, []string{"xlsx"}},
		{"sed -i 's/a/b/' skills/pdf/SKILL.md", nil},
		{"rg -n pdf skills/pdf/SKILL.md", nil},
		{"echo hi > skills/pdf/SKILL.md", nil},
		{"cat SKILL.md", nil}, // no folder: no name
		{"ls skills", nil},
	} {
		got := skillsReadByCommand(c.cmd)
		sort.Strings(got)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("skillsReadByCommand(%q) = %q, want %q", c.cmd, got, c.want)
		}
	}
	if got := skillsReadByArgv([]string{"bash", "-lc", "cat /s/pdf/SKILL.md"}); !reflect.DeepEqual(got, []string{"pdf"}) {
		t.Errorf("argv = %q", got)
	}
}

func copyFile(t *testing.T, src, dst string) {
	t.Helper()
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, data, 0o600); err != nil {
		t.Fatal(err)
	}
}

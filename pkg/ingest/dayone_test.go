package ingest

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// withBOM copies src into a temporary file with a UTF-8 byte-order mark in
// front.
func withBOM(t *testing.T, src string) string {
	t.Helper()
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), filepath.Base(src))
	if err := os.WriteFile(p, append([]byte("\ufeff"), data...), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// Item 5 of issue 14: a UTF-8 byte-order mark costs nothing: the same
// records, session ids included, come out of every format.
func TestBOMIsStripped(t *testing.T) {
	for _, src := range []string{
		td("otel", "claude-code-2.1.288-tool_use.json"),
		td("synthetic", "otel-genai-semconv.json"),
		td("codex", "rollout-2026-01-02T18-39-45-019b7f94-51b4-7593-922e-ba12b5b73b52.jsonl"),
		td("claude-code", "ae4a77f8-aedd-4bc1-888f-c94edc91af04.jsonl"),
		td("synthetic", "traces.jsonl"),
	} {
		plain := mustImport(t, src)
		bom := mustImport(t, withBOM(t, src))
		if len(plain.Records) == 0 {
			t.Fatalf("%s: no records without a BOM", src)
		}
		if len(bom.Records) != len(plain.Records) || len(bom.Warnings) != len(plain.Warnings) {
			t.Errorf("%s: with a BOM %d records, %d warnings %v; without %d, %d", src, len(bom.Records), len(bom.Warnings), bom.Warnings, len(plain.Records), len(plain.Warnings))
			continue
		}
		for i := range plain.Records {
			if !reflect.DeepEqual(plain.Records[i], bom.Records[i]) {
				t.Errorf("%s: record %d differs with a BOM:\n%+v\n%+v", src, i, bom.Records[i], plain.Records[i])
			}
		}
	}
}

// A BOM inside a file (files concatenated) loses nothing either.
func TestBOMInsideAFile(t *testing.T) {
	data, err := os.ReadFile(td("synthetic", "traces.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "cat.jsonl")
	if err := os.WriteFile(p, append(append(append([]byte{}, data...), "\n\ufeff"...), data...), 0o600); err != nil {
		t.Fatal(err)
	}
	plain := mustImport(t, td("synthetic", "traces.jsonl"))
	res := mustImport(t, p)
	if len(res.Records) != 2*len(plain.Records) || len(res.Warnings) != 2*len(plain.Warnings) {
		t.Fatalf("%d records, %d warnings; want %d, %d: %v", len(res.Records), len(res.Warnings), 2*len(plain.Records), 2*len(plain.Warnings), res.Warnings)
	}
}

func writeLines(t *testing.T, name string, lines ...string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(strings.Join(lines, "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

func ccLine(uuid, typ, ts, content string) string {
	if typ == "assistant" {
		return `{"sessionId":"s1","uuid":"` + uuid + `","timestamp":"` + ts + `","type":"assistant","message":{"model":"m","id":"msg_` + uuid + `","role":"assistant","content":[{"type":"text","text":"` + content + `"}],"usage":{"input_tokens":1,"output_tokens":1}}}`
	}
	return `{"sessionId":"s1","uuid":"` + uuid + `","timestamp":"` + ts + `","type":"user","message":{"role":"user","content":"` + content + `"}}`
}

// Item 6 of issue 14: a corrupt line never lets the answer of one turn be
// filed under the task of another: the open turn is cut there, tagged
// incomplete, and the warning says so.
func TestCorruptLineCutsTheTurn(t *testing.T) {
	p := writeLines(t, "s1.jsonl",
		ccLine("u1", "user", "2026-03-01T10:00:00Z", "first task: convert the PDF"),
		ccLine("a1", "assistant", "2026-03-01T10:00:01Z", "converted"),
		`{"sessionId":"s1","uuid":"u2","timestamp":"2026-03-01T10:01:00Z","type":"user","message":{"role":"user","content":"second task: mer`,
		ccLine("a2", "assistant", "2026-03-01T10:01:01Z", "merged the spreadsheets"),
	)
	res := mustImport(t, p)
	for _, r := range res.Records {
		if strings.Contains(r.Answer, "merged the spreadsheets") {
			t.Fatalf("the answer after a bad line was filed under %q", r.Task)
		}
	}
	if len(res.Records) != 1 || !hasTag(res.Records[0].Tags, "incomplete") {
		t.Fatalf("records %+v: want the first turn, tagged incomplete", res.Records)
	}
	if len(res.Warnings) == 0 || !strings.Contains(res.Warnings[0].Msg, "incomplete") {
		t.Fatalf("warnings %v do not say the turn was cut", res.Warnings)
	}
}

func TestCorruptCodexLineCutsTheTurn(t *testing.T) {
	p := writeLines(t, "rollout-2026-03-02T09-00-00-0190aaaa-bbbb-7ccc-8ddd-eeeeeeeeeeee.jsonl",
		`{"timestamp":"2026-03-02T09:00:00.000Z","type":"session_meta","payload":{"id":"0190aaaa-bbbb-7ccc-8ddd-eeeeeeeeeeee","cwd":"/w"}}`,
		`{"timestamp":"2026-03-02T09:00:00.040Z","type":"event_msg","payload":{"type":"user_message","message":"first task: convert the PDF"}}`,
		`{"timestamp":"2026-03-02T09:00:01.000Z","type":"response_item","payload":{"type":"message","role":"assistant","content":[{"type":"output_text","text":"converted"}]}}`,
		`{"timestamp":"2026-03-02T09:01:00.040Z","type":"event_msg","payload":{"type":"user_message","message":"second ta`,
		`{"timestamp":"2026-03-02T09:01:01.000Z","type":"response_item","payload":{"type":"message","role":"assistant","content":[{"type":"output_text","text":"merged the spreadsheets"}]}}`,
		`{"timestamp":"2026-03-02T09:02:00.040Z","type":"event_msg","payload":{"type":"user_message","message":"third task"}}`,
		`{"timestamp":"2026-03-02T09:02:00.050Z","type":"event_msg","payload":{"type":"turn_aborted","reason":"interrupted"}}`,
	)
	res := mustImport(t, p)
	for _, r := range res.Records {
		if strings.Contains(r.Answer, "merged the spreadsheets") {
			t.Fatalf("the answer after a bad line was filed under %q", r.Task)
		}
	}
	if len(res.Records) != 2 || !hasTag(res.Records[0].Tags, "incomplete") || res.Records[0].Session != "0190aaaa-bbbb-7ccc-8ddd-eeeeeeeeeeee" {
		t.Fatalf("records %+v", res.Records)
	}
	// An aborted Codex turn is tagged as an interrupted Claude Code turn is.
	if !hasTag(res.Records[1].Tags, "interrupted") {
		t.Fatalf("aborted turn tags %v, want interrupted", res.Records[1].Tags)
	}
}

func hasTag(tags []string, tag string) bool {
	for _, t := range tags {
		if t == tag {
			return true
		}
	}
	return false
}

// A slash command not yet acted on is cut at a bad line too: the bad line
// may have been the next prompt, whose answer must not be filed under the
// command.
func TestCorruptLineCutsAPendingSlashCommand(t *testing.T) {
	p := writeLines(t, "s1.jsonl",
		ccLine("u1", "user", "2026-03-01T10:00:00Z", "<command-name>/review</command-name><command-args>check the parser</command-args>"),
		`{"sessionId":"s1","uuid":"u2","timestamp":"2026-03-01T10:01:00Z","type":"user","message":{"role":"user","content":"second task: mer`,
		ccLine("a2", "assistant", "2026-03-01T10:01:01Z", "merged the spreadsheets"),
	)
	res := mustImport(t, p)
	for _, r := range res.Records {
		if strings.Contains(r.Answer, "merged the spreadsheets") {
			t.Fatalf("the answer after a bad line was filed under %q", r.Task)
		}
	}
	if len(res.Warnings) == 0 || !strings.Contains(res.Warnings[0].Msg, "not attributed") {
		t.Fatalf("warnings %v do not say what follows is not attributed", res.Warnings)
	}
}

package ingest

import (
	"os"
	"path/filepath"
	"reflect"
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

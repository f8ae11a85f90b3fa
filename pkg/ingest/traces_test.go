package ingest

import (
	"testing"
	"time"

	"github.com/ingot-dev/ingot/pkg/trace"
)

func TestTraceJSONL(t *testing.T) {
	path := td("synthetic", "traces.jsonl")
	res := mustImport(t, path)
	if res.Format != FormatJSONL {
		t.Fatalf("format %q", res.Format)
	}
	checkWarnings(t, res.Warnings, path, []string{
		"3: kind \"task\" is not a trace record",
		"4: trace record version 2",
		"5: trace record without a task",
		"6: decode trace record",
		"7: invalid JSON",
	})
	if len(res.Records) != 2 {
		t.Fatalf("%d records, want 2", len(res.Records))
	}
	// Kept as is: id, source, outcome, tags.
	a := res.Records[0]
	if a.ID != "t-keep-1" || a.Source != "mcp:route_and_load" || a.Outcome == nil || *a.Outcome.Reward != 1 || len(a.Tags) != 2 || a.Harness != "mcp:cursor" {
		t.Errorf("record 1 changed: %+v", a)
	}
	// No id: a stable one; no source: "jsonl".
	b := res.Records[1]
	wantID := trace.StableID("jsonl", "", time.Date(2026, 3, 3, 12, 5, 0, 0, time.UTC).Format(time.RFC3339Nano), "merge two pdfs", "Merged.")
	if b.ID != wantID || b.Source != "jsonl" || b.Task != "merge two pdfs" || b.Tokens.Input != 3 {
		t.Errorf("record 2 = %+v, want id %s source jsonl", b, wantID)
	}
}

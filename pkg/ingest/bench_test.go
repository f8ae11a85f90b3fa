package ingest

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// writeSyntheticClaudeCode writes a Claude Code transcript shaped like the
// real ones: per turn a typed prompt, an assistant response split into
// text/thinking/tool_use records that repeat their usage, tool results of
// ~2 KB, hook progress, file-history snapshots and a turn_duration record.
func writeSyntheticClaudeCode(tb testing.TB, path string, turns int) int64 {
	tb.Helper()
	f, err := os.Create(path)
	if err != nil {
		tb.Fatal(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	sess := "bench000-0000-4000-8000-000000000000"
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	payload := strings.Repeat("output line of a tool call that went fine\n", 48)
	n := 0
	base := func(typ string, ts time.Time) map[string]any {
		n++
		return map[string]any{"parentUuid": fmt.Sprintf("u%d", n-1), "isSidechain": false, "userType": "external",
			"cwd": "/home/u/project", "sessionId": sess, "version": "2.1.39", "gitBranch": "main",
			"type": typ, "uuid": fmt.Sprintf("u%d", n), "timestamp": ts.Format(time.RFC3339Nano)}
	}
	for turn := 0; turn < turns; turn++ {
		ts := t0.Add(time.Duration(turn) * time.Minute)
		must(tb, enc.Encode(map[string]any{"type": "file-history-snapshot", "messageId": fmt.Sprintf("m%d", turn), "snapshot": map[string]any{"trackedFileBackups": map[string]any{}}}))
		u := base("user", ts)
		u["message"] = map[string]any{"role": "user", "content": fmt.Sprintf("turn %d: refactor the parser in pkg/x and add tests for the edge cases", turn)}
		must(tb, enc.Encode(u))
		for step := 0; step < 3; step++ {
			id := fmt.Sprintf("msg_%d_%d", turn, step)
			usage := map[string]any{"input_tokens": 3, "output_tokens": 10 + step, "cache_read_input_tokens": 30000, "cache_creation_input_tokens": 500}
			blocks := []map[string]any{
				{"type": "thinking", "thinking": strings.Repeat("considering the options ", 20), "signature": strings.Repeat("x", 200)},
				{"type": "text", "text": "Let me look at the code first."},
				{"type": "tool_use", "id": fmt.Sprintf("toolu_%d_%d", turn, step), "name": "Bash", "input": map[string]any{"command": "go test ./pkg/x/...", "description": "run tests"}},
			}
			for _, b := range blocks {
				a := base("assistant", ts.Add(time.Duration(step)*time.Second))
				a["requestId"] = "req_" + id
				a["message"] = map[string]any{"model": "claude-opus-4-6", "id": id, "type": "message", "role": "assistant", "content": []any{b}, "stop_reason": nil, "usage": usage}
				must(tb, enc.Encode(a))
			}
			p := base("progress", ts)
			p["data"] = map[string]any{"type": "hook_progress", "hookEvent": "PostToolUse", "command": "notify.sh"}
			must(tb, enc.Encode(p))
			r := base("user", ts.Add(time.Duration(step)*time.Second+500*time.Millisecond))
			r["message"] = map[string]any{"role": "user", "content": []any{map[string]any{"type": "tool_result", "tool_use_id": fmt.Sprintf("toolu_%d_%d", turn, step), "content": payload}}}
			r["toolUseResult"] = map[string]any{"stdout": payload, "stderr": "", "interrupted": false}
			must(tb, enc.Encode(r))
		}
		a := base("assistant", ts.Add(5*time.Second))
		a["message"] = map[string]any{"model": "claude-opus-4-6", "id": fmt.Sprintf("msg_%d_final", turn), "role": "assistant",
			"content": []any{map[string]any{"type": "text", "text": "Done: the parser is refactored and the tests pass."}},
			"usage":   map[string]any{"input_tokens": 1, "output_tokens": 40, "cache_read_input_tokens": 31000, "cache_creation_input_tokens": 0}}
		must(tb, enc.Encode(a))
		d := base("system", ts.Add(5*time.Second))
		d["subtype"], d["durationMs"] = "turn_duration", 5100
		must(tb, enc.Encode(d))
	}
	must(tb, w.Flush())
	must(tb, f.Close())
	st, err := os.Stat(path)
	if err != nil {
		tb.Fatal(err)
	}
	return st.Size()
}

func must(tb testing.TB, err error) {
	tb.Helper()
	if err != nil {
		tb.Fatal(err)
	}
}

// BenchmarkImportClaudeCode reports import throughput on a synthetic
// 2,000-turn transcript (~25 MB): trace records/s and MB/s of input.
func BenchmarkImportClaudeCode(b *testing.B) {
	const turns = 2000
	path := filepath.Join(b.TempDir(), "bench000-0000-4000-8000-000000000000.jsonl")
	size := writeSyntheticClaudeCode(b, path, turns)
	b.SetBytes(size)
	b.ResetTimer()
	records := 0
	for i := 0; i < b.N; i++ {
		res, err := ImportFile(context.Background(), path)
		if err != nil {
			b.Fatal(err)
		}
		if len(res.Records) != turns || len(res.Warnings) != 0 {
			b.Fatalf("%d records, %d warnings", len(res.Records), len(res.Warnings))
		}
		records += len(res.Records)
	}
	b.ReportMetric(float64(records)/b.Elapsed().Seconds(), "records/s")
	b.ReportMetric(float64(size)/(1<<20), "file-MB")
}

// TestSyntheticClaudeCodeTotals checks the benchmark's input parses to what
// it was built to hold, so the benchmark measures a correct import.
func TestSyntheticClaudeCodeTotals(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bench000-0000-4000-8000-000000000000.jsonl")
	writeSyntheticClaudeCode(t, path, 3)
	res := mustImport(t, path)
	if len(res.Records) != 3 || len(res.Warnings) != 0 {
		t.Fatalf("%d records, warnings %v", len(res.Records), res.Warnings)
	}
	r := res.Records[2]
	// 3 steps (usage repeated on 3 records each: 3, 10+step, 30000, 500)
	// + the final message (1, 40, 31000, 0).
	if r.Tokens.Input != 10 || r.Tokens.Output != 10+11+12+40 || r.Tokens.CacheRead != 121000 || r.Tokens.CacheWrite != 1500 {
		t.Errorf("tokens %+v", r.Tokens)
	}
	if r.Answer != "Done: the parser is refactored and the tests pass." || r.DurationMS != 5100 || !strings.HasPrefix(r.Task, "turn 2:") {
		t.Errorf("record %+v", r)
	}
}

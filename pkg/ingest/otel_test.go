package ingest

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/ingot-dev/ingot/pkg/trace"
)

var (
	vercel04 = td("otel", "vercel-ai-sdk-6.0.57-batch04.json")
	vercel05 = td("otel", "vercel-ai-sdk-6.0.57-batch05.json")
)

const vercelModel = "global.anthropic.claude-haiku-4-5-20251001-v1:0"

func TestOTelClaudeCodeExport(t *testing.T) {
	// Claude Code 2.1.288's own exporter: root claude_code.interaction with
	// user_prompt; two claude_code.llm_request spans with plain token
	// attributes (JSON numbers): (in 2, out 159, read 0, creation 3345) and
	// (2, 64, 3345, 521) → 4, 223, 3345, 3866. The answer is the second
	// (last-ending) request's response.model_output. Duration is the
	// root's interaction.duration_ms (612).
	res := mustImport(t, td("otel", "claude-code-2.1.288-tool_use.json"))
	if res.Format != FormatOTel || len(res.Warnings) != 0 {
		t.Fatalf("format %q, warnings %v", res.Format, res.Warnings)
	}
	checkRecords(t, res.Records, []want{{
		Task:         "Read forecast.json in this directory, then run the shell command `wc -l forecast.json`. Using what the file says, tell me in two sentences how many lines it has and whether I should pack an umbrella for Paris or for Tokyo.",
		AnswerPrefix: "`forecast.json` has 32 lines according to `wc -l`. Pack the umbrella for Tokyo",
		Model:        "global.anthropic.claude-sonnet-5-5", Tokens: trace.Tokens{Input: 4, Output: 223, CacheRead: 3345, CacheWrite: 3866},
		TS: "2026-10-07T08:50:03.848Z", DurationMS: 612, Session: "47e392d9-c0e9-567a-9cec-57f2dda66be0", Harness: "claude",
	}})
}

// The two Vercel AI SDK batches, as a collector re-encoded them (int64 as
// JSON strings: "intValue":"654"). Traces:
//
//	9beb86c1…  whole in batch04: root ai.generateText + 2 doGenerate steps
//	9c77e7eb…  split: 2 steps in batch04; step 3 and the root in batch05
//	aa6b0f30…  a step and a tool call in batch05, root in a later batch
//	6 others   lone BedrockRuntime.InvokeModel embedding calls (no prompt)
var (
	wantPercent = want{
		// Steps: gen_ai.usage (654, 88) + (772, 13). The root's
		// ai.usage.promptTokens says 772 — only the last step.
		Task: "What is 15% of 240?", AnswerPrefix: "15% of 240 is **36**.", Model: vercelModel,
		Tokens: trace.Tokens{Input: 1426, Output: 101}, TS: "2026-02-12T17:48:28.566Z",
		DurationMS: 2636.664167, Session: "9beb86c1836ad290be627d4d31b18019", Harness: "vercel-ai-sdk",
	}
	wantCircle = want{
		// Steps: (667, 86) + (781, 98) from batch04 + (913, 79) from
		// batch05 = 2361, 263. The root (batch05) claims 913/79.
		// Duration: root end 1770918516458465334 − start 1770918511204000000 ns.
		Task: "Calculate the area of a circle with radius 5 (use 3.14159 for pi)", AnswerPrefix: "**The area of a circle with radius 5 is approximately 78.54 square units.**",
		Model: vercelModel, Tokens: trace.Tokens{Input: 2361, Output: 263}, TS: "2026-02-12T17:48:31.204Z",
		DurationMS: 5254.465334, Session: "9c77e7eb5c7a067ab6a6a6ed8c4a12cd", Harness: "vercel-ai-sdk",
	}
)

func TestOTelSplitTraceMergedAcrossFiles(t *testing.T) {
	for _, order := range [][]string{{vercel04, vercel05}, {vercel05, vercel04}} {
		got := map[string]Result{}
		if err := ImportFiles(context.Background(), order, func(p string, r Result) { got[p] = r }); err != nil {
			t.Fatal(err)
		}
		checkRecords(t, got[vercel04].Records, []want{wantPercent})
		checkRecords(t, got[vercel05].Records, []want{wantCircle}) // under the root's file
		checkWarnings(t, got[vercel04].Warnings, vercel04, nil)
		checkWarnings(t, got[vercel05].Warnings, vercel05, []string{
			"1: trace aa6b0f303eeb360f15eaeb02a0cd3f17: root span not in the files given (3 spans seen)",
		})
	}
}

func TestOTelBatchesAlone(t *testing.T) {
	// Alone, batch04 lacks the circle trace's root; batch05 has only its
	// last step (913, 79) — the same id as the merged record, so a store
	// that sees both keeps one.
	r4 := mustImport(t, vercel04)
	checkRecords(t, r4.Records, []want{wantPercent})
	checkWarnings(t, r4.Warnings, vercel04, []string{"1: trace 9c77e7eb5c7a067ab6a6a6ed8c4a12cd: root span not in the files given (4 spans seen)"})

	r5 := mustImport(t, vercel05)
	partial := wantCircle
	partial.Tokens = trace.Tokens{Input: 913, Output: 79}
	checkRecords(t, r5.Records, []want{partial})

	var merged Result
	_ = ImportFiles(context.Background(), []string{vercel04, vercel05}, func(p string, r Result) {
		if p == vercel05 {
			merged = r
		}
	})
	if r5.Records[0].ID != merged.Records[0].ID {
		t.Errorf("partial and merged records of one trace have different ids")
	}
}

func TestOTLPIntegers(t *testing.T) {
	for _, c := range []struct {
		raw  string
		want int64
		ok   bool
	}{
		{`123`, 123, true}, {`"123"`, 123, true}, {`"-7"`, -7, true},
		{`"9223372036854775807"`, 9223372036854775807, true},
		{`1.0e3`, 1000, true}, {`"many"`, 0, false}, {`null`, 0, false}, {``, 0, false},
	} {
		got, ok := otlpInt(json.RawMessage(c.raw))
		if got != c.want || ok != c.ok {
			t.Errorf("otlpInt(%s) = %d, %v; want %d, %v", c.raw, got, ok, c.want, c.ok)
		}
	}
	// Both encodings in one attribute list decode to int64.
	of := &otelFile{path: "x"}
	a := of.attrs([]json.RawMessage{
		json.RawMessage(`{"key":"n","value":{"intValue":"654"}}`),
		json.RawMessage(`{"key":"m","value":{"intValue":88}}`),
		json.RawMessage(`{"key":"d","value":{"doubleValue":"0.5"}}`),
		json.RawMessage(`{"key":"arr","value":{"arrayValue":{"values":[{"stringValue":"stop"}]}}}`),
	}, 1)
	if a["n"] != int64(654) || a["m"] != int64(88) || a["d"] != 0.5 || len(of.warnings) != 0 {
		t.Errorf("attrs = %#v, warnings %v", a, of.warnings)
	}
	if arr, ok := a["arr"].([]any); !ok || len(arr) != 1 || arr[0] != "stop" {
		t.Errorf("array attr = %#v", a["arr"])
	}
}

func TestOTelGenAISemconvSynthetic(t *testing.T) {
	// gen_ai.input/output.messages on an invoke_agent root; two chat calls
	// (response ids r1, r2), each also seen as a second span (a nested
	// provider span for r1, a sibling for r2) that must not count again.
	// r1: input 500 of which 100 cache reads → 400 + 100; r2: 700. Out 20+30.
	const rev = "4fdc1db8ceef1064f9b8aa6f7c60cdc425279dfd79974613b473511d74c91f3d" // sha256("refunds")
	res := mustImport(t, td("synthetic", "otel-genai-semconv.json"))
	if len(res.Warnings) != 0 {
		t.Fatalf("warnings %v", res.Warnings)
	}
	checkRecords(t, res.Records, []want{{
		Task: "Refund order 1234", AnswerPrefix: "Refund issued for order 1234.", Skill: "refunds", Revision: rev,
		Model: "gpt-4.1-2025-04-14", Tokens: trace.Tokens{Input: 1100, Output: 50, CacheRead: 100},
		Tags: []string{"skill:refunds", "revision=refunds@" + rev, "error"}, TS: "2026-03-02T10:00:00Z", DurationMS: 3500,
		Session: "conv-42", Harness: "my-agent-framework",
	}})
	if r := res.Records[0].Route; r == nil || r.Match != "refunds" || r.Score != 0.8 {
		t.Errorf("route = %+v", r)
	}
}

func TestOTelMalformed(t *testing.T) {
	t.Run("batches truncated", func(t *testing.T) {
		path := td("malformed", "otel-batches-truncated.jsonl")
		res := mustImport(t, path)
		checkRecords(t, res.Records, []want{wantPercent})
		checkWarnings(t, res.Warnings, path, []string{
			"1: trace 9c77e7eb5c7a067ab6a6a6ed8c4a12cd: root span not in the files given (4 spans seen)",
			"2: invalid JSON",
			"3: truncated final line",
		})
	})
	t.Run("bad spans", func(t *testing.T) {
		path := td("malformed", "otel-bad-spans.json")
		res := mustImport(t, path)
		checkWarnings(t, res.Warnings, path, []string{
			"1: resourceSpans[0].scopeSpans[0].spans[0]: span without traceId or spanId",
			"1: attribute \"output_tokens\": unreadable value",
		})
		// The unreadable output_tokens (159) is lost; the rest stands.
		if len(res.Records) != 1 || res.Records[0].Tokens != (trace.Tokens{Input: 4, Output: 64, CacheRead: 3345, CacheWrite: 3866}) {
			t.Fatalf("records %+v", res.Records)
		}
	})
}

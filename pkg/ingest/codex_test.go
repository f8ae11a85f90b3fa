package ingest

import (
	"testing"

	"github.com/ingot-dev/ingot/pkg/trace"
)

// Codex token counts: event_msg token_count carries the session's cumulative
// total_token_usage; a turn's usage is the last total seen by its end minus
// the last total before it started. Cached input is part of input_tokens in
// Codex, so Input = input_tokens − cached_input_tokens and CacheRead =
// cached_input_tokens; Output includes reasoning tokens.

func TestCodexExecStoppedRun(t *testing.T) {
	// 019b7f94 (codex_exec 0.77.0): the prompt appears twice (response_item
	// user message, line 4, and event_msg user_message, line 5): one turn.
	// AGENTS.md and <environment_context> (lines 2–3) are injected context.
	// The run stopped before any assistant message: no answer.
	res := mustImport(t, td("codex", "rollout-2026-01-02T18-39-45-019b7f94-51b4-7593-922e-ba12b5b73b52.jsonl"))
	if res.Format != FormatCodex || len(res.Warnings) != 0 {
		t.Fatalf("format %q, warnings %v", res.Format, res.Warnings)
	}
	checkRecords(t, res.Records, []want{{
		// token_count lines 11/14 and 17/20 repeat the same event (summing
		// last_token_usage would count 7266+7266+7546+7546+7662 = 37286
		// input). The last total (line 24): input 22474, cached 14848,
		// output 300 → Input 7626, CacheRead 14848, Output 300.
		// Model: turn_context (lines 6, 13, 19, 26). Duration: line 26 at
		// 16:39:58.808 − 16:39:45.350 = 13458 ms.
		Task: "what is current repository about? summarize purpuse and explain goals", NoAnswer: true,
		Model: "gpt-5-1-codex-2025-11-13", Tokens: trace.Tokens{Input: 7626, Output: 300, CacheRead: 14848},
		TS: "2026-01-02T16:39:45.350Z", DurationMS: 13458,
		CWD: "/Users/Nikita_Levyankov/repos/EPMCDME/codemie-ai/codemie-code", Session: "019b7f94-51b4-7593-922e-ba12b5b73b52", Harness: "codex",
	}})
}

func TestCodexTUIPluginSkill(t *testing.T) {
	// 019e1625 (codex-tui 0.125.0), one whole turn. Skills are listed in the
	// developer instructions (line 3) — not an invocation. The model reads
	// …/plugins/cache/openai-curated/superpowers/63976030/skills/using-superpowers/SKILL.md
	// with `sed -n '1,180p'` through exec_command (line 9; parsed_cmd read
	// at line 12): skill "using-superpowers".
	res := mustImport(t, td("codex", "rollout-2026-05-11T11-26-55-019e1625-789d-76c0-80ab-3724b5ddb799.jsonl"))
	if len(res.Warnings) != 0 {
		t.Fatalf("warnings %v", res.Warnings)
	}
	checkRecords(t, res.Records, []want{{
		// Last total (line 18): input 57906, cached 37120, output 374 →
		// Input 20786. Duration: task_complete.duration_ms (line 19).
		Task: "show tools", AnswerPrefix: "Available tool groups in this session:\n\n- `web`:",
		Skill: "using-superpowers", Model: "gpt-5.5", Tokens: trace.Tokens{Input: 20786, Output: 374, CacheRead: 37120},
		Tags: []string{"skill:using-superpowers"}, TS: "2026-05-11T08:27:17.494Z", DurationMS: 15481,
		CWD: "/Users/Sample_User/repos/codemie-ai/codemie-code", Session: "019e1625-789d-76c0-80ab-3724b5ddb799",
	}})
}

func TestCodexDesktopWrappedPrompt(t *testing.T) {
	// 019e1695 (Codex Desktop 0.128.0-alpha.1), filtered by its committer:
	// no turn_context (so no model), no token_count, no task events. The
	// first prompt is wrapped as "# Files mentioned by the user: …
	// ## My request for Codex:\n<prompt>".
	res := mustImport(t, td("codex", "rollout-2026-05-11T13-28-45-019e1695-0522-7c83-8b39-0dd379793f80.jsonl"))
	if len(res.Warnings) != 0 {
		t.Fatalf("warnings %v", res.Warnings)
	}
	cwd := "/Users/Sample_User/naya"
	checkRecords(t, res.Records, []want{{
		// SKILL.md read at line 4. Duration: final answer (line 30,
		// 10:30:28.225) − prompt (line 2, 10:29:40.167) = 48058 ms; the next
		// prompt (line 31) is not part of it.
		Task:         "analyze trascript and summarzie action items related to codemie and demo preapration, specifically focus on demo, User and Vadym",
		AnswerPrefix: "I analyzed `/Users/Sample_User/Downloads/Sample Project Demo Prep.vtt`.",
		Skill:        "using-superpowers", Tags: []string{"skill:using-superpowers"},
		TS: "2026-05-11T10:29:40.167Z", DurationMS: 48058, CWD: cwd,
	}, {
		// line 31 → line 32: 11:20:54.298 − 11:20:44.097 = 10201 ms.
		Task: "there is a need for nikita to draft demo scenario around governance, budgetings, analytics", AnswerPrefix: "Yes. The transcript clearly assigns User",
		TS: "2026-05-11T11:20:44.097Z", DurationMS: 10201, CWD: cwd,
	}})
}

func TestCodexSyntheticSkillsModelSwitch(t *testing.T) {
	res := mustImport(t, td("synthetic", "codex-skills.jsonl"))
	if len(res.Warnings) != 0 {
		t.Fatalf("warnings %v", res.Warnings)
	}
	const rev = "c35b21d6ca39aa7cc3b79a705d989f1a6e88b99ab43988d74048799e3db926a3"
	checkRecords(t, res.Records, []want{{
		// shell argv `bash -lc "cat …/skills/pdf/SKILL.md"`; route_and_load
		// output wrapped in MCP content blocks. Two identical token_count
		// events: total 1000/200/50 → Input 800.
		Task: "$pdf fill the form", AnswerPrefix: "Filled.", Skill: "pdf", Revision: rev, Model: "gpt-5.5",
		Tokens: trace.Tokens{Input: 800, Output: 50, CacheRead: 200},
		Tags:   []string{"skill:pdf", "revision=pdf@" + rev}, TS: "2026-03-02T09:00:00.040Z", DurationMS: 2500, CWD: "/w/app",
	}, {
		// turn_context switches the model; `sed -i` on SKILL.md is no load.
		// Delta: (1800−1000) − (700−200) = 300 input, 500 cached, 40 output.
		// The answer comes from agent_message (no assistant response_item).
		Task: "now summarize", AnswerPrefix: "Summary: the form is filled.", Model: "gpt-5.5-mini",
		Tokens: trace.Tokens{Input: 300, Output: 40, CacheRead: 500}, TS: "2026-03-02T09:05:00.020Z", DurationMS: 1200, CWD: "/w/app",
	}})
	if res.Records[0].ID != trace.StableID("codex", "0190aaaa-bbbb-7ccc-8ddd-eeeeeeeeeeee", "turn-1", "$pdf fill the form") {
		t.Errorf("turn 1 id is not derived from (source, session, turn_id, task)")
	}
}

func TestCodexMalformed(t *testing.T) {
	t.Run("truncated", func(t *testing.T) {
		path := td("malformed", "codex-truncated.jsonl")
		res := mustImport(t, path)
		checkWarnings(t, res.Warnings, path, []string{"17: truncated final line"})
		// The final assistant message (line 17) is cut: the answer falls
		// back to agent_message (line 16). Last total now line 14: 37614 /
		// 18304 / 204. No task_complete: 08:27:32.839 − 08:27:17.494.
		checkRecords(t, res.Records, []want{{
			Task: "show tools", AnswerPrefix: "Available tool groups in this session:",
			Skill: "using-superpowers", Model: "gpt-5.5", Tokens: trace.Tokens{Input: 19310, Output: 204, CacheRead: 18304},
			Tags: []string{"skill:using-superpowers", TagIncomplete}, TS: "2026-05-11T08:27:17.494Z", DurationMS: 15345,
			CWD: "/Users/Sample_User/repos/codemie-ai/codemie-code",
		}})
		full := mustImport(t, td("codex", "rollout-2026-05-11T11-26-55-019e1625-789d-76c0-80ab-3724b5ddb799.jsonl"))
		if res.Records[0].ID != full.Records[0].ID {
			t.Errorf("id differs from the full file's")
		}
	})
	t.Run("garbage", func(t *testing.T) {
		path := td("malformed", "codex-garbage.jsonl")
		res := mustImport(t, path)
		checkWarnings(t, res.Warnings, path, []string{
			"2: unknown record type \"mystery\" (2 records)",
			"7: invalid JSON",
			"13: response_item payload:",
			"14: event_msg record without a payload",
		})
		full := mustImport(t, td("codex", "rollout-2026-01-02T18-39-45-019b7f94-51b4-7593-922e-ba12b5b73b52.jsonl"))
		g, w := res.Records, full.Records
		// Line 7 is inside the only turn: it is cut there and tagged
		// incomplete (issue 14 item 6).
		if len(g) != 1 || g[0].ID != w[0].ID || g[0].Task != w[0].Task || !hasTag(g[0].Tags, TagIncomplete) || g[0].Answer != "" {
			t.Errorf("records %+v, want the clean file's turn cut and tagged incomplete", g)
		}
	})
}

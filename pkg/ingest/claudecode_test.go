package ingest

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"

	"github.com/ingot-dev/ingot/pkg/trace"
)

// Expected values below were worked out by hand from the real files (line
// numbers are 1-based lines of the file). Token totals take, for each
// assistant message.id, the usage of the LAST record carrying that id, and
// add those up over the ids of the turn.

func TestClaudeCodeHelloFiles(t *testing.T) {
	// 4c2ddfdc (Claude Code 2.0.x via Bedrock): three typed prompts.
	res := mustImport(t, td("claude-code", "4c2ddfdc-b619-4525-8d03-1950fb1b0257.jsonl"))
	if res.Format != FormatClaudeCode || len(res.Warnings) != 0 {
		t.Fatalf("format %q, warnings %v", res.Format, res.Warnings)
	}
	sess, cwd, model := "4c2ddfdc-b619-4525-8d03-1950fb1b0257", "/tmp/private", "claude-sonnet-4-5-20250929"
	checkRecords(t, res.Records, []want{{
		// Turn 1 (line 2). msg_bdrk_013SYvCz… is written 4 times (lines 3–6)
		// with output_tokens 4, 4, 4, 395: the last wins → (in 3, out 395,
		// read 0, write 35066). msg_bdrk_0123PinQ… (line 13): (7, 82, 35089,
		// 570). Sum: in 10, out 477, read 35089, write 35636.
		// Duration: line 13 at 19:37:58.052 − 19:37:45.343 = 12709 ms.
		Task: "create hello.py, md and js", AnswerPrefix: "Done! I've created three files:",
		Model: model, Tokens: trace.Tokens{Input: 10, Output: 477, CacheRead: 35089, CacheWrite: 35636},
		TS: "2025-12-10T19:37:45.343Z", DurationMS: 12709, CWD: cwd, Session: sess, Harness: "claude",
	}, {
		// Turn 2 (line 15): ids at lines 16 (3, 87, 35745, 9), 18 (6, 153,
		// 35754, 238), 20 (5, 1, 35992, 396) → 14, 241, 107491, 643.
		// Duration: 19:38:19.195 − 19:38:07.423 = 11772 ms.
		Task: "update py with one liner comment", AnswerPrefix: "Done! I've added a one-liner comment to hello.py: `# Simple hello world program`",
		Model: model, Tokens: trace.Tokens{Input: 14, Output: 241, CacheRead: 107491, CacheWrite: 643},
		TS: "2025-12-10T19:38:07.423Z", DurationMS: 11772, CWD: cwd, Session: sess,
	}, {
		// Turn 3 (line 22): lines 23 (3, 76, 35659, 761) and 25 (6, 12,
		// 36388, 132) → 9, 88, 72047, 893. 19:38:31.216 − 19:38:22.863.
		Task: "delete js", AnswerPrefix: "Done! I've deleted hello.js.",
		Model: model, Tokens: trace.Tokens{Input: 9, Output: 88, CacheRead: 72047, CacheWrite: 893},
		TS: "2025-12-10T19:38:22.863Z", DurationMS: 8353, CWD: cwd, Session: sess,
	}})
}

func TestClaudeCodeInterruptedShortSession(t *testing.T) {
	// 55604662 (2.1.38): one prompt, tool uses rejected, interrupted, then
	// a /model local command (system records) that is no turn.
	res := mustImport(t, td("claude-code", "55604662-cf2a-4331-851a-ec234028f8ca.jsonl"))
	if len(res.Warnings) != 0 {
		t.Fatalf("warnings %v", res.Warnings)
	}
	checkRecords(t, res.Records, []want{{
		// One message id msg_01MKH1cc… over 5 records, usage identical:
		// (3, 13, 11515, 13835). The answer joins the non-blank text blocks
		// of that message (the first is "\n\n"). Duration ends at the
		// interruption (21:12:02.480), not at the /model command (21:16:12).
		Task: "mix phx.server doesnt seem to start", AnswerPrefix: "Let me check the project structure and try running the server to see the error.",
		Model: "claude-opus-4-6", Tokens: trace.Tokens{Input: 3, Output: 13, CacheRead: 11515, CacheWrite: 13835},
		Tags: []string{"interrupted"}, TS: "2026-02-10T21:11:56.846Z", DurationMS: 5634,
		CWD: "/home/marco/projects/spotter", Session: "55604662-cf2a-4331-851a-ec234028f8ca",
	}})
	if got := res.Records[0].Answer; got != "Let me check the project structure and try running the server to see the error." {
		t.Errorf("answer %q: blank text blocks must not be part of it", got)
	}
}

func TestClaudeCodeSummariesAndTurnDuration(t *testing.T) {
	// 9eda1058 (2.1.4): 16 `summary` records between the first prompt and
	// its answer, two turns closed by system turn_duration records.
	res := mustImport(t, td("claude-code", "9eda1058-9706-484a-b992-d03f9cfa2546.jsonl"))
	if len(res.Warnings) != 0 {
		t.Fatalf("warnings %v", res.Warnings)
	}
	m, cwd := "claude-sonnet-4-5-20250929", "/Users/user/repo"
	checkRecords(t, res.Records, []want{{
		// msg_bdrk_01P75ryB… at lines 7 (out 3) and 20 (out 1662): last wins.
		// Interrupted at line 22, 09:56:00.745 − 09:53:23.575 = 157170 ms.
		Task: "show tools and store response in file", AnswerPrefix: "I'll show you all the available tools and store the response in a file.",
		Model: m, Tokens: trace.Tokens{Input: 3, Output: 1662, CacheWrite: 27356}, Tags: []string{"interrupted"},
		TS: "2026-01-11T09:53:23.575Z", DurationMS: 157170, CWD: cwd,
	}, {
		// msg_bdrk_014RskBf… last at line 27 (10, 406, 0, 29364) +
		// msg_bdrk_01GHfBzJ… last at line 30 (12, 520, 0, 34883);
		// turn_duration (line 31) says 162419 ms.
		Task: "explore more of current repo", AnswerPrefix: "Perfect! I've completed a comprehensive exploration of the codemie-code repository.",
		Model: m, Tokens: trace.Tokens{Input: 22, Output: 926, CacheWrite: 64247},
		TS: "2026-01-11T09:56:17.317Z", DurationMS: 162419, CWD: cwd,
	}, {
		// line 36 (10, 785, 22912, 12313) + line 39 (12, 1136, 0, 43351);
		// turn_duration (line 40) 218767 ms.
		Task: "what else?", AnswerPrefix: "Excellent! Here's what I discovered in the deeper exploration:",
		Model: m, Tokens: trace.Tokens{Input: 22, Output: 1921, CacheRead: 22912, CacheWrite: 55664},
		TS: "2026-01-11T09:59:48.182Z", DurationMS: 218767, CWD: cwd,
	}})
}

func TestClaudeCodeSkillModelSwitchSubagent(t *testing.T) {
	// ae4a77f8 (2.1.39), first 248 records of a long session. One typed
	// prompt (line 7); 29 tool results, one injected skill body (line 102,
	// isMeta) and 25 agent_progress records embedding a subagent's own
	// user/assistant messages: none of them is a turn.
	res := mustImport(t, td("claude-code", "ae4a77f8-aedd-4bc1-888f-c94edc91af04.jsonl"))
	if len(res.Warnings) != 0 {
		t.Fatalf("warnings %v", res.Warnings)
	}
	checkRecords(t, res.Records, []want{{
		// Skill: tool_use Skill {"skill":"elixir:hex-docs-search"} (line 73),
		// then the meta body "Base directory for this skill:
		// …/skills/hex-docs-search" (line 102): the folder name.
		// Model: the first 5 messages are claude-opus-4-6; the skill switches
		// to claude-haiku-4-5-20251001 (its toolUseResult.model), which wrote
		// the last text (line 248).
		// Tokens: 22 distinct message ids (last usage of each; listed with
		// jq … | group_by(.message.id) | map(last.message.usage)):
		// input 65, output 3470, cache read 847411, cache write 64826.
		// Counting every record instead would give output 3589.
		// Duration: line 248 at 14:14:41.510 − 14:11:57.667 = 163843 ms.
		Task:         "Work on bead spotter-4te. Run bd show spotter-4te to see the issue details and bd ready to find available subtasks. Start with the first ready task.",
		AnswerPrefix: "Perfect! Let me check the application environment configuration:",
		Skill:        "hex-docs-search", Model: "claude-haiku-4-5-20251001",
		Tokens: trace.Tokens{Input: 65, Output: 3470, CacheRead: 847411, CacheWrite: 64826},
		Tags:   []string{"skill:hex-docs-search"}, TS: "2026-02-12T14:11:57.667Z", DurationMS: 163843,
		CWD: "/home/USER/projects/spotter-worktrees/spotter-4te", Session: "ae4a77f8-aedd-4bc1-888f-c94edc91af04",
	}})
}

// TestClaudeCodeUsageCountedOncePerMessage recomputes the naive sum (every
// record's usage) to show the fixture really has the trap.
func TestClaudeCodeUsageCountedOncePerMessage(t *testing.T) {
	path := td("claude-code", "4c2ddfdc-b619-4525-8d03-1950fb1b0257.jsonl")
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var naive int64
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan() && n <= 13; n++ { // lines of turn 1
		var r struct {
			Type    string
			Message struct {
				Usage struct {
					OutputTokens int64 `json:"output_tokens"`
				}
			}
		}
		if err := json.Unmarshal(sc.Bytes(), &r); err == nil && r.Type == "assistant" {
			naive += r.Message.Usage.OutputTokens
		}
	}
	res := mustImport(t, path)
	if naive != 489 || res.Records[0].Tokens.Output != 477 {
		t.Fatalf("turn 1 output: naive %d (want 489 = 4+4+4+395+82), imported %d (want 477)", naive, res.Records[0].Tokens.Output)
	}
}

func TestClaudeCodeSyntheticSkillsAndCommands(t *testing.T) {
	res := mustImport(t, td("synthetic", "claude-skills.jsonl"))
	if len(res.Warnings) != 0 {
		t.Fatalf("warnings %v", res.Warnings)
	}
	const rev = "c35b21d6ca39aa7cc3b79a705d989f1a6e88b99ab43988d74048799e3db926a3" // sha256("pdf")
	checkRecords(t, res.Records, []want{{
		// /pdf slash command: the task is its arguments; the injected skill
		// body names the folder; route_and_load's result gives the route and
		// revision. msg_s1 twice (last: 5, 20, 100, 50) + msg_s2 (3, 30, 200, 0).
		Task: "fill the W-9 form in forms/w9.pdf", AnswerPrefix: "Done: filled forms/w9.pdf.",
		Skill: "pdf", Revision: rev, Model: "claude-sonnet-4-5",
		Tokens: trace.Tokens{Input: 8, Output: 50, CacheRead: 300, CacheWrite: 50},
		Tags:   []string{"skill:pdf", "revision=pdf@" + rev}, TS: "2026-03-01T10:00:00Z", DurationMS: 4000, CWD: "/work/demo",
	}, {
		// /model + its stdout are no turn. Read of fonts/SKILL.md counts;
		// `sed -i` on other/SKILL.md does not; the sidechain message (1000
		// tokens) and the <synthetic> reply are ignored. msg_o1 (2, 5, 0,
		// 10) + msg_o2 (1, 7, 10, 0). The model switched to opus.
		Task: "now check the fonts", AnswerPrefix: "Fonts are embedded.", Skill: "fonts", Model: "claude-opus-4-6",
		Tokens: trace.Tokens{Input: 3, Output: 12, CacheRead: 10, CacheWrite: 10},
		Tags:   []string{"skill:fonts"}, TS: "2026-03-01T10:02:00Z", DurationMS: 3500, CWD: "/work/demo",
	}, {
		Task: "thanks", NoAnswer: true, TS: "2026-03-01T10:03:00Z", CWD: "/work/demo",
	}, {
		// A later Read of pdf/SKILL.md: the revision route_and_load named
		// earlier in the session applies.
		Task: "fill the next form too", AnswerPrefix: "Filled the next form.", Skill: "pdf", Revision: rev, Model: "claude-sonnet-4-5",
		Tokens: trace.Tokens{Input: 2, Output: 3, CacheRead: 3, CacheWrite: 4},
		Tags:   []string{"skill:pdf", "revision=pdf@" + rev}, TS: "2026-03-01T10:04:00Z", DurationMS: 2000, CWD: "/work/demo",
	}})
	if res.Records[3].Route != nil {
		t.Errorf("turn 4 has a route %+v; only the turn that called route_and_load does", res.Records[3].Route)
	}
	r := res.Records[0].Route
	if r == nil || r.Match != "pdf" || r.Score != 0.71 || r.Novel {
		t.Errorf("route = %+v, want match pdf score 0.71", r)
	}
}

func TestClaudeCodeMalformed(t *testing.T) {
	t.Run("truncated", func(t *testing.T) {
		path := td("malformed", "claude-truncated.jsonl")
		res := mustImport(t, path)
		checkWarnings(t, res.Warnings, path, []string{"20: truncated final line"})
		full := mustImport(t, td("claude-code", "4c2ddfdc-b619-4525-8d03-1950fb1b0257.jsonl"))
		// Turn 1 is whole; turn 2 lost line 20 (its answer, msg_01XgV42L…):
		// lines 16 (3, 87, 35745, 9) + 18 (6, 153, 35754, 238) remain.
		checkRecords(t, res.Records, []want{{
			Task: "create hello.py, md and js", AnswerPrefix: "Done! I've created three files:",
			Model: "claude-sonnet-4-5-20250929", Tokens: full.Records[0].Tokens,
			TS: "2025-12-10T19:37:45.343Z", DurationMS: 12709, CWD: "/tmp/private",
		}, {
			Task: "update py with one liner comment", NoAnswer: true,
			Model: "claude-sonnet-4-5-20250929", Tokens: trace.Tokens{Input: 9, Output: 240, CacheRead: 71499, CacheWrite: 247},
			TS: "2025-12-10T19:38:07.423Z", DurationMS: 8049, CWD: "/tmp/private", Tags: []string{TagIncomplete},
		}})
		for i := range res.Records {
			if res.Records[i].ID != full.Records[i].ID {
				t.Errorf("record %d: id differs from the full file's", i)
			}
		}
	})
	t.Run("garbage", func(t *testing.T) {
		path := td("malformed", "claude-garbage.jsonl")
		res := mustImport(t, path)
		checkWarnings(t, res.Warnings, path, []string{
			"3: invalid JSON",
			"9: unknown record type \"mystery-record\" (2 records)",
			"10: assistant record without a message",
			"11: user content is neither text nor blocks",
			"12: invalid JSON",
			"37: record without a type",
		})
		full := mustImport(t, td("claude-code", "9eda1058-9706-484a-b992-d03f9cfa2546.jsonl"))
		if len(res.Records) != len(full.Records) {
			t.Fatalf("%d records, want %d", len(res.Records), len(full.Records))
		}
		// A turn holding a bad line is cut there and tagged incomplete
		// (issue 14 item 6): same id and task, never another turn's answer.
		for i := range full.Records {
			g, w := res.Records[i], full.Records[i]
			if g.ID != w.ID || g.Task != w.Task {
				t.Errorf("record %d is not the clean file's turn: %+v", i, g)
			}
			same := g.Answer == w.Answer && g.Tokens == w.Tokens && g.Model == w.Model
			if !same && !hasTag(g.Tags, TagIncomplete) {
				t.Errorf("record %d differs from the clean file's without being tagged incomplete: %+v", i, g)
			}
			if g.Answer != "" && g.Answer != w.Answer {
				t.Errorf("record %d has an answer the clean file does not give its task: %q", i, g.Answer)
			}
		}
	})
}

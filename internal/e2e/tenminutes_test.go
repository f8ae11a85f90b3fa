package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/judge"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
)

// The README's "Your own skills in ten minutes", step by step, with the
// real binaries: write a skill, validate it, route to it, explain the
// decision, measure routing on its eval set, serve it over MCP as Claude
// Code does, import the Claude Code session from ~/.claude/projects, and
// mine it (against a scripted OpenAI-compatible judge).
func TestYourOwnSkillsInTenMinutes(t *testing.T) {
	user := t.TempDir() // $HOME
	home := filepath.Join(user, "ingot")
	env := []string{"INGOT_HOME=" + home, "HOME=" + user, "INGOT_ENCODER=none"}
	step := func(stdin string, bin string, args ...string) result {
		t.Helper()
		r := run(t, user, env, stdin, bin, args...)
		if r.code != 0 {
			t.Fatalf("%s %s: exit %d\nstdout:\n%s\nstderr:\n%s", bin, strings.Join(args, " "), r.code, r.out, r.err)
		}
		return r
	}

	// 1. Write a skill (the README's SKILL.md, byte for byte).
	testutil.WriteFile(t, filepath.Join(home, "skills", "release-notes", "SKILL.md"), readmeSkill)
	testutil.WriteFile(t, filepath.Join(home, "evals", "release-notes.yaml"), readmeEvals)
	r := step("", "ingot-route", "validate")
	if !strings.Contains(r.out, "1 skill(s) checked: 0 error(s), 0 warning(s)") {
		t.Fatalf("validate:\n%s", r.out)
	}

	// 2. Route to it, and see why.
	task := "write the release notes for v2.3 from the merged pull requests"
	r = step("", "ingot-route", task)
	var d struct {
		Match    string `json:"match"`
		Revision string `json:"revision"`
	}
	if err := json.Unmarshal([]byte(r.out), &d); err != nil || d.Match != "release-notes" {
		t.Fatalf("route: %v\n%s", err, r.out)
	}
	r = step("", "ingot-route", "explain", task)
	if !strings.Contains(r.out, "match: release-notes") {
		t.Fatalf("explain:\n%s", r.out)
	}
	r = step("", "ingot-route", "eval", filepath.Join(home, "evals", "release-notes.yaml"))
	if !strings.Contains(r.out, "top-1") {
		t.Fatalf("eval:\n%s", r.out)
	}

	// 3. Serve it to Claude Code: what `claude mcp add ingot -e
	// INGOT_HOME=... -- ingot-mcp` starts, in the project directory.
	project := filepath.Join(user, "src", "app")
	if err := os.MkdirAll(project, 0o755); err != nil {
		t.Fatal(err)
	}
	r = step("", "ingot-mcp", "--check")
	if !strings.Contains(r.out, "1 skill(s) would be served") {
		t.Fatalf("--check:\n%s", r.out)
	}
	rpc := strings.Join([]string{
		`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"claude-code","version":"2.1.0"}}}`,
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
		`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"route_and_load","arguments":{"task":` + quote(task) + `}}}`,
	}, "\n") + "\n"
	r = run(t, project, env, rpc, "ingot-mcp")
	if r.code != 0 {
		t.Fatalf("ingot-mcp: exit %d: %s", r.code, r.err)
	}
	toolText, match := "", ""
	for _, l := range strings.Split(r.out, "\n") {
		var m struct {
			ID     int `json:"id"`
			Result struct {
				Content []struct {
					Text string `json:"text"`
				} `json:"content"`
				Structured struct {
					Match string `json:"match"`
				} `json:"structuredContent"`
			} `json:"result"`
		}
		if json.Unmarshal([]byte(l), &m) == nil && m.ID == 2 && len(m.Result.Content) > 0 {
			toolText, match = m.Result.Content[0].Text, m.Result.Structured.Match
		}
	}
	// The decision is the structured result; the text is the served skill.
	if match != "release-notes" || !strings.Contains(toolText, "# Skill: release-notes@") {
		t.Fatalf("route_and_load over MCP:\n%s", r.out)
	}

	// 4. The session Claude Code wrote, imported from ~/.claude/projects.
	transcript := claudeSession(project, task, toolText, "## v2.3\n\n- Faster sync (#41)\n- Fixed login loop (#44)")
	testutil.WriteFile(t, filepath.Join(user, ".claude", "projects", "-src-app", "0b5e8a2e-0000-4000-8000-000000000001.jsonl"), transcript)
	r = step("", "ingot-mine", "ingest", "--json")
	var rep struct {
		Total struct{ Added int } `json:"total"`
	}
	if err := json.Unmarshal([]byte(r.out), &rep); err != nil || rep.Total.Added != 1 {
		t.Fatalf("ingest: %v\n%s\n%s", err, r.out, r.err)
	}

	// 5. Mine it, with the judge on an OpenAI-compatible endpoint.
	srv := llmtest.New(t)
	srv.HandleFunc(func(llmtest.Request) llmtest.Reply { return judgeReply(0.3) })
	env = append(env, "INGOT_BASE_URL="+srv.URL, "INGOT_JUDGE_MODEL=judge-model", "INGOT_LLM_RETRIES=0")
	r = step("", "ingot-mine", "release-notes", "--store")
	var tk struct {
		Kind, Skill, Task, Revision string
	}
	if err := json.Unmarshal([]byte(strings.TrimSpace(r.out)), &tk); err != nil || tk.Kind != "task" || tk.Skill != "release-notes" || tk.Task != task || tk.Revision != d.Revision {
		t.Fatalf("mine: %v\n%s\n%s", err, r.out, r.err)
	}
	if files, _ := filepath.Glob(filepath.Join(home, "runs", "health", "release-notes", "*.json")); len(files) != 1 {
		t.Fatalf("health reports %v", files)
	}
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// claudeSession is a Claude Code transcript of one turn: the prompt, a
// route_and_load call to the ingot server, its result, and the answer.
func claudeSession(cwd, task, toolText, answer string) string {
	line := func(v map[string]any) string {
		v["sessionId"], v["cwd"], v["version"] = "0b5e8a2e-0000-4000-8000-000000000001", cwd, "2.1.0"
		b, _ := json.Marshal(v)
		return string(b)
	}
	now := "2026-12-01T10:00:0%dZ"
	return strings.Join([]string{
		line(map[string]any{"type": "user", "uuid": "u1", "timestamp": fmt.Sprintf(now, 0), "message": map[string]any{"role": "user", "content": task}}),
		line(map[string]any{"type": "assistant", "uuid": "a1", "timestamp": fmt.Sprintf(now, 1), "message": map[string]any{
			"id": "msg_1", "role": "assistant", "model": "claude-sonnet-4-5", "usage": map[string]any{"input_tokens": 10, "output_tokens": 5},
			"content": []any{map[string]any{"type": "tool_use", "id": "toolu_1", "name": "mcp__ingot__route_and_load", "input": map[string]any{"task": task}}}}}),
		line(map[string]any{"type": "user", "uuid": "u2", "timestamp": fmt.Sprintf(now, 2), "message": map[string]any{"role": "user",
			"content": []any{map[string]any{"type": "tool_result", "tool_use_id": "toolu_1", "content": []any{map[string]any{"type": "text", "text": toolText}}}}}}),
		line(map[string]any{"type": "assistant", "uuid": "a2", "timestamp": fmt.Sprintf(now, 3), "message": map[string]any{
			"id": "msg_2", "role": "assistant", "model": "claude-sonnet-4-5", "usage": map[string]any{"input_tokens": 20, "output_tokens": 30},
			"content": []any{map[string]any{"type": "text", "text": answer}}}}),
	}, "\n") + "\n"
}

// judgeReply is a judge verdict scoring every dimension s.
func judgeReply(s float64) llmtest.Reply {
	dims := map[string]any{}
	for _, d := range judge.Dimensions() {
		dims[d] = map[string]any{"score": s, "reason": fmt.Sprintf("%s scored %.1f: the notes miss the breaking change.", d, s)}
	}
	return llmtest.JSON(map[string]any{"dimensions": dims, "score": s, "feedback": "Missing the breaking change."})
}

// readmeSkill and readmeEvals are the README's own blocks, so the test
// runs exactly what the README tells a user to write.
var readmeSkill, readmeEvals = readmeBlock("SKILL.md"), readmeBlock("evals")

// readmeBlock returns the fenced block after "<!-- ten-minutes: NAME -->"
// in the README ("" when missing: the test then fails on it).
func readmeBlock(name string) string {
	data, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		return ""
	}
	_, rest, ok := strings.Cut(string(data), "<!-- ten-minutes: "+name+" -->\n")
	if !ok {
		return ""
	}
	_, rest, _ = strings.Cut(rest, "\n") // the opening fence
	block, _, _ := strings.Cut(rest, "\n```")
	return block + "\n"
}

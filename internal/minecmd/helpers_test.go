package minecmd

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/judge"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
	"github.com/ingot-dev/ingot/pkg/mine"
)

var bg = context.Background()

// now is after every fixture trace and within the store's 30-day
// retention of all of them.
var now = time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC)

// home is an Ingot home for a test: three skills and an eval set for
// hex-docs-search.
type home struct {
	t   testing.TB
	dir string
}

const evalYAML = `skill: hex-docs-search
train:
  - task: Look up Ecto.Repo.insert in the hex docs
    rubric: Names Repo.insert/2 and says it takes a struct or a changeset.
holdout:
  - task: Find the docs of Phoenix.Router.scope on hexdocs
    rubric: Names Phoenix.Router.scope/2 and shows a nested scope.
`

func newHome(t testing.TB) *home {
	t.Helper()
	h := &home{t: t, dir: t.TempDir()}
	h.addSkill("hex-docs-search", "Search Hex package documentation (hexdocs, hex docs) for Elixir libraries such as Ecto, Phoenix and Plug - modules, functions and guides.")
	h.addSkill("pdf", "Read, merge, split and fill PDF files.")
	h.addSkill("xlsx", "Create and edit Excel spreadsheets with formulas and charts.")
	testutil.WriteFile(t, filepath.Join(h.dir, "evals", "hex-docs-search.yaml"), evalYAML)
	return h
}

func (h *home) addSkill(name, desc string) {
	testutil.WriteFile(h.t, filepath.Join(h.dir, "skills", name, "SKILL.md"), "---\nname: "+name+"\ndescription: "+desc+"\n---\n\n# "+name+"\n\nInstructions.\n")
}

// env returns an Env for an in-process run in this home; vars override
// the process environment (which is never read).
func (h *home) env(vars map[string]string, stdin string) (*cli.Env, *bytes.Buffer, *bytes.Buffer) {
	ios, in, out, errOut := cli.Test()
	in.WriteString(stdin)
	get := func(k string) string {
		if v, ok := vars[k]; ok {
			return v
		}
		if k == "INGOT_HOME" {
			return h.dir
		}
		return ""
	}
	return &cli.Env{IO: ios, Getenv: get, Now: func() time.Time { return now }, Dir: h.dir}, out, errOut
}

// run executes ingot-mine in-process and returns the exit code and output.
func (h *home) run(vars map[string]string, stdin string, args ...string) (int, string, string) {
	h.t.Helper()
	env, out, errOut := h.env(vars, stdin)
	code := cli.Run(bg, env, Name, args, NewRoot)
	return code, out.String(), errOut.String()
}

// ingestFixtures imports the real Claude Code transcript and the JSONL
// fixture into the home's store.
func (h *home) ingestFixtures() {
	h.t.Helper()
	code, out, errOut := h.run(nil, "", "ingest", "testdata/claude-code", "testdata/traces.jsonl")
	if code != 0 {
		h.t.Fatalf("ingest: exit %d\n%s%s", code, out, errOut)
	}
}

// judgeServer is an OpenAI-compatible server grading like a judge: the
// score of a task comes from scores (by mine.Normalize of the task;
// default 0.9). Correctness and completeness get the score,
// instruction_following max(score, 0.6), efficiency 0.9.
func judgeServer(t testing.TB, scores map[string]float64, usage ...int64) *llmtest.Server {
	srv := llmtest.New(t)
	srv.HandleFunc(func(r llmtest.Request) llmtest.Reply {
		task := promptTask(r.LastUser())
		s, ok := scores[mine.Normalize(task)]
		if !ok {
			s = 0.9
		}
		rep := judgeReply(s, task)
		if len(usage) == 2 {
			rep.PromptTokens, rep.CompletionTokens = usage[0], usage[1]
		}
		return rep
	})
	return srv
}

func judgeReply(s float64, task string) llmtest.Reply {
	dim := func(x float64, what string) map[string]any {
		return map[string]any{"score": x, "reason": fmt.Sprintf("%s of the answer to %q is %.1f.", what, clipTask(task), x)}
	}
	return llmtest.JSON(map[string]any{
		"dimensions": map[string]any{
			judge.Correctness:          dim(s, "correctness"),
			judge.Completeness:         dim(s, "completeness"),
			judge.InstructionFollowing: dim(max(s, 0.6), "instruction following"),
			judge.Efficiency:           dim(0.9, "efficiency"),
		},
		"score":    s,
		"feedback": fmt.Sprintf("Scored %.1f.", s),
	})
}

func clipTask(s string) string {
	if len(s) > 30 {
		return s[:30]
	}
	return s
}

// promptTask extracts the task from a judge prompt.
func promptTask(p string) string {
	_, rest, _ := strings.Cut(p, "<task>\n")
	task, _, _ := strings.Cut(rest, "\n</task>")
	return task
}

// llmVars configures the judge against srv.
func llmVars(srv *llmtest.Server, extra ...string) map[string]string {
	v := map[string]string{"INGOT_BASE_URL": srv.URL, "INGOT_JUDGE_MODEL": "judge-model", "INGOT_LLM_RETRIES": "0"}
	for i := 0; i+1 < len(extra); i += 2 {
		v[extra[i]] = extra[i+1]
	}
	return v
}

// tasksOf decodes task records from stdout.
func tasksOf(t testing.TB, out string) []mine.Task {
	t.Helper()
	var ts []mine.Task
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		if l == "" {
			continue
		}
		var tk mine.Task
		if err := json.Unmarshal([]byte(l), &tk); err != nil {
			t.Fatalf("stdout line %q: %v", l, err)
		}
		ts = append(ts, tk)
	}
	return ts
}

// jsonResult decodes --json output.
func jsonResult(t testing.TB, out string) mine.Result {
	t.Helper()
	var r mine.Result
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("--json output: %v\n%s", err, out)
	}
	return r
}

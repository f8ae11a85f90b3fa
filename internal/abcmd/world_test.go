package abcmd

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/judge"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
)

// The scripted world: a pdf skill whose holdout rubrics each need one
// fact ("mention: <word>"). The agent model answers with the facts its
// served skill body states; the judge scores 1.0 when the answer holds
// the rubric's fact and 0.1 otherwise. So a challenger carrying more of
// the facts scores higher, exactly as far as it carries them.

const championBody = `# PDF

Use qpdf to merge files: qpdf --empty --pages a.pdf b.pdf -- out.pdf
`

// goodBody carries every fact the holdout rubrics need.
const goodBody = `# PDF

Use qpdf to merge files: qpdf --empty --pages a.pdf b.pdf -- out.pdf
Rotate pages with --rotate=+90:2.
Split a document with --split-pages.
`

// droppingBody drops what the champion did right (qpdf) but adds the rest.
const droppingBody = `# PDF

Rotate pages with --rotate=+90:2.
Split a document with --split-pages.
`

const evalYAML = `skill: pdf
train:
  - task: Compress big.pdf
    rubric: "mention: --compress"
holdout:
  - task: Merge a.pdf and b.pdf into out.pdf
    rubric: "mention: qpdf"
  - task: Rotate page 2 of scan.pdf by 90 degrees
    rubric: "mention: --rotate"
  - task: Split doc.pdf into one file per page
    rubric: "mention: --split-pages"
acceptance:
  - id: no-acrobat
    forbid: 'adobe acrobat'
    description: never send people to a paid tool
`

var facts = []string{"qpdf", "--rotate", "--split-pages", "--compress"}

type world struct {
	t    *testing.T
	home string
	srv  *llmtest.Server
	env  map[string]string

	mu       sync.Mutex
	nonsense bool // the judge replies with prose
}

func newWorld(t *testing.T) *world {
	t.Helper()
	w := &world{t: t, home: t.TempDir(), srv: llmtest.New(t)}
	testutil.WriteFile(t, filepath.Join(w.home, "skills", "pdf", "SKILL.md"),
		"---\nname: pdf\ndescription: Merge, split and rotate PDF files.\n---\n\n"+championBody)
	testutil.WriteFile(t, filepath.Join(w.home, "skills", "csv", "SKILL.md"),
		"---\nname: csv\ndescription: Clean and convert CSV spreadsheets.\n---\n\n# CSV\n\nUse csvkit.\n")
	testutil.WriteFile(t, filepath.Join(w.home, "evals", "pdf.yaml"), evalYAML)
	w.env = map[string]string{
		"INGOT_HOME":         w.home,
		"INGOT_BASE_URL":     w.srv.URL,
		"INGOT_AGENT_MODEL":  "agent-m",
		"INGOT_JUDGE_MODEL":  "judge-m",
		"INGOT_AUTHOR_MODEL": "author-m",
		"INGOT_STRONG_MODEL": "strong-m",
		"INGOT_EXEC_SANDBOX": "off",
	}
	w.srv.HandleFunc(w.reply)
	return w
}

func between(s, a, b string) string {
	i := strings.Index(s, a)
	if i < 0 {
		return ""
	}
	s = s[i+len(a):]
	if j := strings.Index(s, b); j >= 0 {
		return s[:j]
	}
	return s
}

func (w *world) reply(r llmtest.Request) llmtest.Reply {
	system := ""
	for _, m := range r.Chat.Messages {
		if m.Role == "system" {
			system = m.Content
		}
	}
	switch r.Chat.Model {
	case "strong-m":
		if strings.Contains(system, "Decide whether this kind of task will recur") {
			return llmtest.JSON(map[string]any{"propose": true, "name": "sourdough",
				"description": "Bake sourdough bread at home: feeding the starter, proofing and baking times.",
				"body":        "# Sourdough\n\n1. Feed the starter 12 hours before.\n2. Proof the dough overnight in the fridge.\n3. Bake at 250 C for 20 minutes covered, 20 uncovered.\n"})
		}
		return llmtest.Text("Feed the starter, proof overnight, bake hot.")
	case "agent-m":
		var got []string
		for _, f := range facts {
			if strings.Contains(system, f) {
				got = append(got, f)
			}
		}
		return llmtest.Reply{Content: "## Answer\n\nUse " + strings.Join(got, " and ") + ".\n", PromptTokens: 100, CompletionTokens: 20}
	case "judge-m":
		w.mu.Lock()
		nonsense := w.nonsense
		w.mu.Unlock()
		if nonsense {
			return llmtest.Text("I think this answer is quite good overall!")
		}
		user := r.LastUser()
		rubric := strings.TrimSpace(between(user, "<rubric>\n", "\n</rubric>"))
		answer := between(user, "<answer>\n", "\n</answer>")
		want := strings.TrimSpace(strings.TrimPrefix(rubric, "mention:"))
		score := 0.1
		if want != "" && strings.Contains(answer, want) {
			score = 1.0
		}
		return llmtest.Reply{Content: grade(score, "the answer "+map[bool]string{true: "mentions", false: "lacks"}[score == 1]+" "+want), PromptTokens: 200, CompletionTokens: 50}
	}
	w.t.Errorf("unexpected model %q", r.Chat.Model)
	return llmtest.Error(400, "unknown model")
}

func grade(score float64, reason string) string {
	d := map[string]any{}
	for _, name := range judge.Dimensions() {
		d[name] = map[string]any{"score": score, "reason": reason + "."}
	}
	b, _ := json.Marshal(map[string]any{"dimensions": d, "score": score, "feedback": reason + "."})
	return string(b)
}

// challenger writes an edited copy of the pdf skill and returns its folder.
func (w *world) challenger(name, body string) string {
	dir := filepath.Join(w.t.TempDir(), name, "pdf")
	testutil.WriteFile(w.t, filepath.Join(dir, "SKILL.md"),
		"---\nname: pdf\ndescription: Merge, split and rotate PDF files.\n---\n\n"+body)
	return dir
}

// run runs ingot-ab in-process with the world's settings plus extra.
func (w *world) run(stdin string, extra map[string]string, args ...string) (int, string, string) {
	w.t.Helper()
	ios, in, out, errOut := testIO()
	in.WriteString(stdin)
	vars := map[string]string{}
	for k, v := range w.env {
		vars[k] = v
	}
	for k, v := range extra {
		vars[k] = v
	}
	env := &cli.Env{IO: ios, Getenv: func(k string) string { return vars[k] }, Dir: w.home,
		Now: func() time.Time { return time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC) }}
	code := cli.Run(context.Background(), env, Name, args, NewRoot)
	return code, out.String(), errOut.String()
}

// binaries are built once per test binary run.
var (
	binOnce sync.Once
	binDir  string
	binErr  error
)

func bins(t *testing.T) (abBin, promoteBin string) {
	t.Helper()
	binOnce.Do(func() {
		binDir, binErr = os.MkdirTemp("", "ingot-ab-bins")
		if binErr != nil {
			return
		}
		for _, n := range []string{"ingot-ab", "ingot-promote"} {
			if _, binErr = testutil.BuildCommand(binDir, n); binErr != nil {
				return
			}
		}
	})
	if binErr != nil {
		t.Fatal(binErr)
	}
	return filepath.Join(binDir, "ingot-ab"), filepath.Join(binDir, "ingot-promote")
}

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// exe runs a real binary in the world's home with its settings (and no
// INGOT_* variable of the test process).
func (w *world) exe(bin, stdin string, extra map[string]string, args ...string) (int, string, string) {
	w.t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir = w.home
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "INGOT_") && !strings.HasPrefix(kv, "OPENAI_") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	for k, v := range w.env {
		if _, over := extra[k]; !over {
			cmd.Env = append(cmd.Env, k+"="+v)
		}
	}
	for k, v := range extra {
		if v != "" {
			cmd.Env = append(cmd.Env, k+"="+v)
		}
	}
	cmd.Stdin = strings.NewReader(stdin)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		w.t.Fatal(err)
	}
	return code, out.String(), errOut.String()
}

func mustDecode[T any](t *testing.T, line string) T {
	t.Helper()
	var v T
	if err := json.Unmarshal([]byte(strings.TrimSpace(line)), &v); err != nil {
		t.Fatalf("decode %q: %v", line, err)
	}
	return v
}

func fatalf(t *testing.T, code int, out, errOut, format string, a ...any) {
	t.Helper()
	t.Fatalf("%s\nexit %d\nstdout:\n%s\nstderr:\n%s", fmt.Sprintf(format, a...), code, out, errOut)
}

// testIO is cli.Test with stderr safe for concurrent writers: ingot-ab's
// progress lines and the LLM ledger's log lines come from different
// goroutines (on a real terminal each is one write(2); a bytes.Buffer
// needs the lock).
func testIO() (*cli.IOStreams, *bytes.Buffer, *bytes.Buffer, *lockedBuffer) {
	ios, in, out, _ := cli.Test()
	errOut := &lockedBuffer{}
	ios.ErrOut = errOut
	return ios, in, out, errOut
}

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

package optimizecmd

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/judge"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
	"github.com/ingot-dev/ingot/pkg/optimize"
)

var bg = context.Background()

// holdoutMarker appears only in held-out tasks: no request may carry it.
const holdoutMarker = "HOLDOUT-ONLY-7f3a"

const skillMD = `---
name: demo
description: Merge quarterly sales reports into one summary table.
license: MIT
---

# Demo

## Steps

Read each report and merge them. QUALITY-0.3

` + "```sh\nreports merge --all\n```\n"

const evalYAML = `skill: demo
train:
  - task: Merge the Q1 and Q2 sales reports
    rubric: One table with both quarters.
  - task: Summarise the EMEA report
  - task: Merge three regional reports
holdout:
  - task: "` + holdoutMarker + ` merge the APAC reports"
    rubric: "` + holdoutMarker + ` rubric"
  - task: "` + holdoutMarker + ` merge two"
  - task: "` + holdoutMarker + ` merge three"
`

// minedTasks are three task records as ingot-mine writes them, plus a
// trace record that must pass through.
const minedTasks = `{"kind":"task","v":1,"skill":"demo","task":"Merge the March and April reports","source":"mined","score":0.2,"dimensions":{},"occurrences":3,"trace_ids":["t1"]}
{"kind":"trace","v":1,"id":"pass-me-through","task":"x"}
{"kind":"task","v":1,"skill":"demo","task":"Combine the store reports by region","source":"mined","score":0.3,"dimensions":{},"occurrences":2,"trace_ids":["t2"]}
{"kind":"task","v":1,"skill":"demo","task":"Build one sales table from five reports","rubric":"Has five columns.","source":"mined","score":0.1,"dimensions":{},"occurrences":1,"trace_ids":["t3"]}
{"kind":"task","v":1,"skill":"other","task":"not for demo","source":"mined","score":0.1,"dimensions":{},"occurrences":1,"trace_ids":["t4"]}
`

type home struct {
	t   testing.TB
	dir string
}

func newHome(t testing.TB) *home {
	t.Helper()
	h := &home{t: t, dir: t.TempDir()}
	testutil.WriteFile(t, filepath.Join(h.dir, "skills", "demo", "SKILL.md"), skillMD)
	testutil.WriteFile(t, filepath.Join(h.dir, "skills", "demo", "reference.md"), "# Reference\n\nColumn names.\n")
	testutil.WriteFile(t, filepath.Join(h.dir, "skills", "demo", "scripts", "merge.py"), "print('merge')\n")
	testutil.WriteFile(t, filepath.Join(h.dir, "skills", "other", "SKILL.md"), "---\nname: other\ndescription: Convert PDF invoices to CSV files.\n---\n\n# Other\n")
	testutil.WriteFile(t, filepath.Join(h.dir, "evals", "demo.yaml"), evalYAML)
	return h
}

func (h *home) vars(srv *llmtest.Server, extra map[string]string) map[string]string {
	v := map[string]string{
		"INGOT_HOME":         h.dir,
		"INGOT_BASE_URL":     srv.URL,
		"INGOT_AGENT_MODEL":  "agent-m",
		"INGOT_AUTHOR_MODEL": "author-m",
		"INGOT_JUDGE_MODEL":  "judge-m",
	}
	for k, x := range extra {
		v[k] = x
	}
	return v
}

func (h *home) run(vars map[string]string, stdin string, args ...string) (int, string, string) {
	h.t.Helper()
	ios, in, out, errOut := cli.Test()
	in.WriteString(stdin)
	get := func(k string) string { return vars[k] }
	env := &cli.Env{IO: ios, Getenv: get, Now: func() time.Time { return time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC) }, Dir: h.dir}
	code := cli.Run(bg, env, Name, args, NewRoot)
	return code, out.String(), errOut.String()
}

// grade is a valid judge reply with overall score s.
func grade(s float64) llmtest.Reply {
	d := map[string]any{}
	for _, name := range judge.Dimensions() {
		d[name] = map[string]any{"score": s, "reason": name + " reason."}
	}
	return llmtest.JSON(map[string]any{"dimensions": d, "score": s, "feedback": "State the merge rule."})
}

var qualityRE = regexp.MustCompile(`QUALITY-([0-9.]+)`)

// world is a scripted model world: the agent answers with the last
// QUALITY-x marker of its system prompt, the judge grades that x, and the
// author drafts by angle from drafts.
type world struct {
	t      testing.TB
	srv    *llmtest.Server
	drafts map[string]string // angle name -> reply
	diag   string
}

func newWorld(t testing.TB, drafts map[string]string) *world {
	w := &world{t: t, srv: llmtest.New(t), drafts: drafts,
		diag: `{"findings":[{"section":"Steps","kind":"insufficient","tasks":[1,2],"explanation":"No merge rule."}]}`}
	w.srv.HandleFunc(w.handle)
	return w
}

func (w *world) handle(r llmtest.Request) llmtest.Reply {
	if bytes.Contains(r.Body, []byte(holdoutMarker)) {
		w.t.Errorf("a %s request carried a held-out task", r.Chat.Model)
	}
	switch r.Chat.Model {
	case "agent-m":
		sys := r.Chat.Messages[0].Content
		m := qualityRE.FindAllStringSubmatch(sys, -1)
		q := "0"
		if len(m) > 0 {
			q = m[len(m)-1][1]
		}
		return llmtest.Text("answer at quality " + q)
	case "judge-m":
		u := r.LastUser()
		i := strings.Index(u, "answer at quality ")
		if i < 0 {
			w.t.Errorf("judge saw no answer: %s", u)
			return grade(0)
		}
		f, _ := strconv.ParseFloat(strings.Fields(u[i+len("answer at quality "):])[0], 64)
		return grade(f)
	case "author-m":
		u := r.LastUser()
		if strings.Contains(u, "For each failure, name the section") {
			return llmtest.Text(w.diag)
		}
		for i := 0; i < 20; i++ {
			a := optimize.AngleFor(i)
			if strings.Contains(u, a.Instruction) {
				if rep, ok := w.drafts[a.Name]; ok {
					return llmtest.Text(rep)
				}
				return llmtest.Text("")
			}
		}
		w.t.Errorf("author request with no known angle: %s", u)
		return llmtest.Text("")
	}
	w.t.Errorf("unexpected model %q", r.Chat.Model)
	return llmtest.Text("")
}

// count returns the requests per model.
func (w *world) count() map[string]int {
	out := map[string]int{}
	for _, r := range w.srv.Requests() {
		out[r.Chat.Model]++
	}
	return out
}

// rewrite is a full SKILL.md draft whose body carries QUALITY-q.
func rewrite(q string, extra string) string {
	return strings.Replace(skillMD, "QUALITY-0.3", "QUALITY-"+q+" "+extra, 1)
}

func decodeRecords(t testing.TB, out string) []map[string]any {
	t.Helper()
	var recs []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		if l == "" {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("stdout line %q: %v", l, err)
		}
		recs = append(recs, m)
	}
	return recs
}

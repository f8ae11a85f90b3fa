package abcmd

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/internal/minecmd"

	"github.com/ingot-dev/ingot/pkg/agent"
	"github.com/ingot-dev/ingot/pkg/trace"
)

func readTraces(t *testing.T, home string) []trace.Record {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(home, "runs", "traces.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var out []trace.Record
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var r trace.Record
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

func TestAgentMatchedRelatedNovel(t *testing.T) {
	w := newWorld(t)
	task := "merge a.pdf and b.pdf into one pdf file with qpdf"

	// Matched: the agent model answers under the serving contract.
	code, out, errOut := w.run("", nil, "agent", task)
	if code != 0 {
		fatalf(t, code, out, errOut, "agent on a matched task")
	}
	for _, want := range []string{"suggested: pdf (match, score", "model:     agent-m (agent)", "skill:     pdf@", "answer:\n## Answer\n\nUse qpdf."} {
		if !strings.Contains(out, want) {
			fatalf(t, code, out, errOut, "output lacks %q", want)
		}
	}
	sys := w.srv.Requests()[0].Chat.Messages[0].Content
	if !strings.HasPrefix(sys, "You are a capable agent. A skill from the user's library was selected") || !strings.Contains(sys, "# Skill: pdf@") || strings.Count(sys, "Use qpdf to merge files") != 1 {
		t.Fatalf("the matched skill must be served once, under the serving contract:\n%s", sys)
	}

	// Related: the same task with a match threshold no skill reaches.
	code, out, errOut = w.run("", map[string]string{"INGOT_MIN_SCORE": "1", "INGOT_RELATED_SCORE": "0.01"}, "agent", "--json", task)
	if code != 0 {
		fatalf(t, code, out, errOut, "agent on a related task")
	}
	var res agent.Result
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	if res.Band != "related" || res.Suggested != "pdf" || res.Role != "agent" || res.Skill != "pdf" || len(res.Revision) != 64 {
		t.Fatalf("related result %+v", res)
	}
	reqs := w.srv.Requests()
	if sys := reqs[len(reqs)-1].Chat.Messages[0].Content; !strings.HasPrefix(sys, "You are a capable agent. No skill in the user's library fits this task exactly") {
		t.Fatalf("related prompt:\n%s", sys)
	}

	// Novel: the strong model answers and drafts a skill, which is queued
	// for review, never live.
	code, out, errOut = w.run("", nil, "agent", "how long should I proof sourdough bread overnight")
	if code != 0 {
		fatalf(t, code, out, errOut, "agent on a novel task")
	}
	for _, want := range []string{"suggested: nothing fits (novel", "model:     strong-m (strong)", "skill:     none", "proposal:  queued sourdough", "answer:\nFeed the starter"} {
		if !strings.Contains(out, want) {
			fatalf(t, code, out, errOut, "output lacks %q", want)
		}
	}
	if _, err := os.Stat(filepath.Join(w.home, "runs", "pending", "sourdough.json")); err != nil {
		t.Fatalf("the drafted skill must be in its review slot: %v", err)
	}
	if _, err := os.Stat(filepath.Join(w.home, "skills", "sourdough")); !os.IsNotExist(err) {
		t.Fatalf("a drafted skill must never be live: %v", err)
	}

	// Every run left a trace carrying its answer.
	trs := readTraces(t, w.home)
	if len(trs) != 3 {
		t.Fatalf("%d traces, want 3", len(trs))
	}
	m, r, n := trs[0], trs[1], trs[2]
	if m.Answer == "" || m.Skill != "pdf" || m.Route == nil || m.Route.Match != "pdf" || m.Source != agent.Source || strings.Join(m.Tags, ",") != "agent,pdf,revision=pdf@"+m.Revision {
		t.Errorf("matched trace %+v", m)
	}
	if r.Route == nil || r.Route.RelatedMatch != "pdf" || !strings.Contains(strings.Join(r.Tags, ","), "related") {
		t.Errorf("related trace %+v", r)
	}
	if n.Answer != "Feed the starter, proof overnight, bake hot." || n.Route == nil || !n.Route.Novel || n.Model != "strong-m" || n.Tags[1] != "novel" {
		t.Errorf("novel trace %+v", n)
	}
}

func TestAgentNoEndpoint(t *testing.T) {
	w := newWorld(t)
	code, out, errOut := w.run("", map[string]string{"INGOT_BASE_URL": ""}, "agent", "merge pdfs")
	if code != 1 || !strings.Contains(errOut, "INGOT_BASE_URL") {
		fatalf(t, code, out, errOut, "no endpoint")
	}
}

// The reference agent's traces carry answers, so ingot-mine judges them.
func TestAgentTracesAreMined(t *testing.T) {
	w := newWorld(t)
	if code, out, errOut := w.run("", nil, "agent", "merge a.pdf and b.pdf into one pdf file with qpdf"); code != 0 {
		fatalf(t, code, out, errOut, "agent")
	}
	ios, _, out, errOut := cli.Test()
	vars := w.env
	env := &cli.Env{IO: ios, Getenv: func(k string) string { return vars[k] }, Dir: w.home, Now: func() time.Time { return time.Date(2026, 3, 1, 12, 5, 0, 0, time.UTC) }}
	code := cli.Run(context.Background(), env, minecmd.Name, []string{"pdf", "--store", "--json"}, minecmd.NewRoot)
	if code != 0 {
		fatalf(t, code, out.String(), errOut.String(), "ingot-mine over the agent's trace")
	}
	var got struct {
		Report struct {
			Attributed int `json:"traces_attributed"`
			ByServed   int `json:"attributed_served"`
			NoAnswer   int `json:"without_answer"`
			Judged     int `json:"judged_clusters"`
		} `json:"report"`
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if r := got.Report; r.Attributed != 1 || r.ByServed != 1 || r.NoAnswer != 0 || r.Judged != 1 {
		t.Fatalf("mining the agent's trace: %+v\n%s", r, errOut)
	}
}

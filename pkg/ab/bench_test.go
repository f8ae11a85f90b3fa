package ab

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/pkg/evalset"
	"github.com/ingot-dev/ingot/pkg/judge"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// BenchmarkAB6 measures one A/B of 6 holdout tasks (1 repeat) against a
// scripted endpoint that takes 20 ms per request: requests and tokens
// per A/B (in/out-tokens are the usage the script reports, 700/300 per
// answer and 900/120 per verdict; sent-prompt-tokens estimates the
// prompts really sent, a small skill's, at 4 bytes a token), and the wall time with 1, 4 and 8 requests in flight
// (INGOT_LLM_CONCURRENCY). Every iteration uses a fresh cache, so every
// request is live.
//
//	go test ./pkg/ab -run '^$' -bench AB6 -benchtime 3x
func BenchmarkAB6(b *testing.B) {
	for _, conc := range []int{1, 4, 8} {
		b.Run(fmt.Sprintf("concurrency=%d", conc), func(b *testing.B) { benchAB(b, conc) })
	}
}

func benchAB(b *testing.B, conc int) {
	srv := llmtest.New(b)
	srv.HandleFunc(func(r llmtest.Request) llmtest.Reply {
		time.Sleep(20 * time.Millisecond)
		if r.Chat.Model == "judge-m" {
			d := map[string]any{}
			for _, n := range judge.Dimensions() {
				d[n] = map[string]any{"score": 0.8, "reason": "ok."}
			}
			c, _ := json.Marshal(map[string]any{"dimensions": d, "score": 0.8, "feedback": "fine."})
			return llmtest.Reply{Content: string(c), PromptTokens: 900, CompletionTokens: 120}
		}
		answer := "## Answer\n\nUse qpdf."
		if strings.Contains(r.Chat.Messages[0].Content, "--rotate") {
			answer += " Rotate with --rotate." // the challenger's answers differ
		}
		return llmtest.Reply{Content: answer, PromptTokens: 700, CompletionTokens: 300}
	})
	dir := filepath.Join(b.TempDir(), "pdf")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "SKILL.md"), []byte("---\nname: pdf\ndescription: Merge PDF files.\n---\n\n# PDF\n\nUse qpdf.\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	sk, ds := skill.Load(filepath.Dir(dir), "pdf", dir, revision.DefaultLimits)
	if sk == nil {
		b.Fatal(ds)
	}
	champ := Champion(sk, "")
	chall, err := Challenger(sk, skill.Components{Description: sk.Description, Body: sk.Body + "\nRotate with --rotate.\n"}, revision.Limits{})
	if err != nil {
		b.Fatal(err)
	}
	var tasks []evalset.Task
	for i := range 6 {
		tasks = append(tasks, evalset.Task{ID: fmt.Sprintf("holdout-%d", i+1), Task: fmt.Sprintf("PDF task number %d", i+1), Rubric: "mention qpdf"})
	}
	settings, err := llm.SettingsFrom(func(k string) string {
		return map[string]string{"INGOT_BASE_URL": srv.URL, "INGOT_AGENT_MODEL": "agent-m", "INGOT_JUDGE_MODEL": "judge-m",
			"INGOT_LLM_CONCURRENCY": fmt.Sprint(conc)}[k]
	})
	if err != nil {
		b.Fatal(err)
	}
	var reqs, in, out int64
	b.ResetTimer()
	start := time.Now()
	for range b.N {
		c, err := llm.New(settings, llm.Options{Home: b.TempDir()})
		if err != nil {
			b.Fatal(err)
		}
		j, err := judge.New(c, judge.Options{AuthorModel: "author-m"})
		if err != nil {
			b.Fatal(err)
		}
		res, err := Run(context.Background(), tasks, champ, chall, Options{Client: c, Judge: j})
		if err != nil || len(res.Cases) != 6 {
			b.Fatalf("run: %v", err)
		}
		r := c.Ledger().Report()
		reqs += int64(r.Total.Calls)
		in += r.Total.Input
		out += r.Total.Output
	}
	wall := time.Since(start)
	// What was really sent: the prompts' size at ~4 bytes a token.
	var sent int64
	for _, r := range srv.Requests() {
		var msgs []llm.Message
		for _, m := range r.Chat.Messages {
			msgs = append(msgs, llm.Message{Role: m.Role, Content: m.Content})
		}
		sent += llm.EstimateTokens(msgs)
	}
	b.ReportMetric(float64(sent)/float64(b.N), "sent-prompt-tokens/ab")
	b.ReportMetric(float64(reqs)/float64(b.N), "requests/ab")
	b.ReportMetric(float64(in)/float64(b.N), "in-tokens/ab")
	b.ReportMetric(float64(out)/float64(b.N), "out-tokens/ab")
	b.ReportMetric(float64(wall.Milliseconds())/float64(b.N), "wall-ms/ab")
}

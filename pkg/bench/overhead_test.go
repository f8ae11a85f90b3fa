package bench

import (
	"context"
	"testing"

	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
	"github.com/ingot-dev/ingot/pkg/sandbox/sandboxtest"
)

// BenchmarkTaskOverhead is the sandbox overhead per benchmark task: one
// run of the shipped count-lines task by a trivial scripted agent (one
// command, `true`, then done; the endpoint answers at once), so the wall
// time is the harness's own cost: copying the environment into a fresh
// work dir, two bubblewrap runs (the agent's command and test.sh) and
// reading the reward. Reported per task run: wall, agent (one sandboxed
// command) and verifier (test.sh) milliseconds.
//
//	go test ./pkg/bench -run '^$' -bench TaskOverhead -benchtime 20x
func BenchmarkTaskOverhead(b *testing.B) {
	srv := llmtest.New(b)
	srv.HandleFunc(func(r llmtest.Request) llmtest.Reply {
		if len(r.Chat.Messages) == 2 {
			return llmtest.Text("```bash\ntrue\n```")
		}
		return llmtest.Text("Done.")
	})
	var task Task
	for _, t := range loadShipped(b) {
		if t.ID == "count-lines" {
			task = t
		}
	}
	o := Options{Sandbox: sandboxtest.New(b), Client: client(b, srv), SkillName: "invtool", PassScore: 0.5, MaxParallel: 1}
	var wall, agent, verifier float64
	b.ResetTimer()
	for i := range b.N {
		res, err := Run(context.Background(), []Task{task}, []Arm{{Name: ArmWithout}}, Options{
			Sandbox: o.Sandbox, Client: o.Client, SkillName: o.SkillName, PassScore: o.PassScore, MaxParallel: 1, Repeat: 1,
		})
		if err != nil {
			b.Fatal(err)
		}
		tr := res.Tasks[0].Trials[0][0]
		if len(tr.Steps) != 1 || tr.Steps[0].ExitCode != 0 {
			b.Fatalf("run %d: %+v", i, tr)
		}
		wall += tr.WallMS
		agent += tr.AgentMS
		verifier += tr.VerifierMS
	}
	n := float64(b.N)
	b.ReportMetric(wall/n, "wall-ms/task")
	b.ReportMetric(agent/n, "agent-ms/task")
	b.ReportMetric(verifier/n, "verifier-ms/task")
}

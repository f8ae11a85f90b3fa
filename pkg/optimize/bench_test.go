package optimize

import (
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/testcorpus"
	"github.com/ingot-dev/ingot/pkg/evalset"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/judge"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// benchLatency is the scripted server's reply time for every request, so
// the wall time shows how far requests overlap.
const benchLatency = 50 * time.Millisecond

// tokens estimates a count at four characters per token: the scripted
// server reports it as usage, so the ledger's token figures follow the
// real prompt sizes.
func tokens(s string) int64 { return int64(len(s)+3) / 4 }

func benchServer(b *testing.B, reply func(llmtest.Request) string) *llmtest.Server {
	srv := llmtest.New(b)
	srv.HandleFunc(func(r llmtest.Request) llmtest.Reply {
		time.Sleep(benchLatency)
		content := reply(r)
		var in int64
		for _, m := range r.Chat.Messages {
			in += tokens(m.Content)
		}
		return llmtest.Reply{Content: content, PromptTokens: in, CompletionTokens: tokens(content) + 1}
	})
	return srv
}

func benchClient(b *testing.B, srv *llmtest.Server, concurrency int) *llm.Client {
	env := map[string]string{"INGOT_BASE_URL": srv.URL, "INGOT_AGENT_MODEL": "agent-m", "INGOT_AUTHOR_MODEL": "author-m",
		"INGOT_JUDGE_MODEL": "judge-m", "INGOT_LLM_CONCURRENCY": fmt.Sprint(concurrency)}
	s, err := llm.SettingsFrom(func(k string) string { return env[k] })
	if err != nil {
		b.Fatal(err)
	}
	c, err := llm.New(s, llm.Options{}) // no home: no cache, every iteration calls
	if err != nil {
		b.Fatal(err)
	}
	return c
}

func benchGrade(score float64) string {
	var d []string
	for _, n := range judge.Dimensions() {
		d = append(d, fmt.Sprintf("%q: {\"score\": %.2f, \"reason\": \"r\"}", n, score))
	}
	return fmt.Sprintf(`{"dimensions": {%s}, "score": %.2f, "feedback": "Name the exact command."}`, strings.Join(d, ", "), score)
}

// BenchmarkBodyPass: 5 candidates, 6 train tasks, a real corpus skill
// (anthropics/webapp-testing), every request answered after benchLatency.
func BenchmarkBodyPass(b *testing.B) {
	root := testcorpus.Skills(b)
	lib, err := skill.Discover(context.Background(), []string{root}, skill.Options{})
	if err != nil {
		b.Fatal(err)
	}
	sk := lib.Get("anthropics/webapp-testing")
	if sk == nil {
		b.Fatal("anthropics/webapp-testing not in the corpus")
	}
	raw, err := os.ReadFile(filepath.Join(sk.Dir, skill.FileName))
	if err != nil {
		b.Fatal(err)
	}
	var train []evalset.Task
	for i := range 6 {
		train = append(train, evalset.Task{Task: fmt.Sprintf("Write a Playwright test for login form variant %d of our web app and run it against the local dev server", i+1), Rubric: "Uses the with_server helper; waits for networkidle."})
	}
	reply := func(r llmtest.Request) string {
		switch r.Chat.Model {
		case "agent-m":
			h := sha256.Sum256([]byte(r.Chat.Messages[0].Content + r.LastUser()))
			return fmt.Sprintf("Here is the test (variant %x). %s", h[:2], strings.Repeat("page.goto(url); page.wait_for_load_state('networkidle'); ", 20))
		case "judge-m":
			u := r.LastUser()
			h := sha256.Sum256([]byte(u))
			return benchGrade(float64(h[0]%10) / 10)
		default:
			u := r.LastUser()
			if strings.Contains(u, "For each failure, name the section") {
				return `{"findings": [{"section": "Decision Tree", "kind": "insufficient", "tasks": [1, 2], "explanation": "No login-form guidance."}]}`
			}
			if strings.Contains(u, Minimal.Instruction) {
				return "## Login forms\n\nWait for networkidle before filling the form."
			}
			for _, a := range Angles[1:] {
				if strings.Contains(u, a.Instruction) {
					return string(raw) + "\n\n## " + a.Name + "\n\nFill login forms only after networkidle.\n"
				}
			}
			return ""
		}
	}
	for _, conc := range []int{4, 16} {
		b.Run(fmt.Sprintf("concurrency=%d", conc), func(b *testing.B) {
			srv := benchServer(b, reply)
			var rep llm.Report
			for b.Loop() {
				c := benchClient(b, srv, conc)
				j, err := judge.New(c, judge.Options{})
				if err != nil {
					b.Fatal(err)
				}
				if _, err := Body(context.Background(), BodyOptions{Home: b.TempDir(), Champion: sk, Train: train, Client: c, Judge: j, Candidates: 5}); err != nil {
					b.Fatal(err)
				}
				rep = c.Ledger().Report()
			}
			b.ReportMetric(float64(rep.Total.Calls), "requests/pass")
			b.ReportMetric(float64(rep.Total.Input), "in-tokens/pass")
			b.ReportMetric(float64(rep.Total.Output), "out-tokens/pass")
			b.ReportMetric(float64(srv.MaxInFlight()), "max-in-flight")
		})
	}
}

// BenchmarkDescriptionPassCorpus: the routing pass over the 392-skill
// corpus, the 149 dev cases as the routing suite, 5 drafts x 2 rounds.
func BenchmarkDescriptionPassCorpus(b *testing.B) {
	lib, err := skill.Discover(context.Background(), []string{testcorpus.Skills(b)}, skill.Options{})
	if err != nil {
		b.Fatal(err)
	}
	cases, err := route.LoadCases(testcorpus.Cases(b))
	if err != nil {
		b.Fatal(err)
	}
	r, _, err := route.New(context.Background(), lib, route.DefaultOptions())
	if err != nil {
		b.Fatal(err)
	}
	rep, err := r.Evaluate(context.Background(), cases)
	if err != nil {
		b.Fatal(err)
	}
	var subject *skill.Skill
	for _, f := range rep.Failures {
		if f.Expected != "" {
			subject = lib.Get(f.Expected)
			break
		}
	}
	if subject == nil {
		b.Fatal("no missed positive case in the dev set")
	}
	reply := func(q llmtest.Request) string {
		u := q.LastUser()
		// Add the first missed request's words to the description.
		i := strings.Index(u, "- request: ")
		if i < 0 {
			return subject.Description
		}
		line := strings.SplitN(u[i+len("- request: "):], "\n", 2)[0]
		d := subject.Description + " Use when: " + line
		if len(d) > 1000 {
			d = d[:1000]
		}
		h := sha256.Sum256([]byte(u))
		return d + fmt.Sprintf(" (%x)", h[:2])
	}
	srv := benchServer(b, reply)
	var last llm.Report
	var res *DescriptionResult
	for b.Loop() {
		c := benchClient(b, srv, 4)
		res, err = Description(context.Background(), DescriptionOptions{Library: lib, Champion: subject, Cases: cases,
			RouteOptions: route.DefaultOptions(), Client: c, Candidates: 5, Rounds: 2, Gate: gate.DefaultSettings()})
		if err != nil {
			b.Fatal(err)
		}
		last = c.Ledger().Report()
	}
	evaluated := 0
	for _, d := range res.Drafts {
		if d.Dropped == "" {
			evaluated++
		}
	}
	b.ReportMetric(float64(last.Total.Calls), "requests/pass")
	b.ReportMetric(float64(last.Total.Input), "in-tokens/pass")
	b.ReportMetric(float64(last.Total.Output), "out-tokens/pass")
	b.ReportMetric(float64(evaluated+1), "suite-evals/pass")
	b.Logf("subject %s; seed %+v; winner %v", subject.ID, res.Seed.Top1, res.Winner != nil)
}

// BenchmarkBodyStrategies: each --strategy on the scripted world of
// BenchmarkBodyPass (anthropics/webapp-testing, 6 train tasks, every
// request answered after benchLatency, concurrency 4): wall time and
// requests per pass.
func BenchmarkBodyStrategies(b *testing.B) {
	root := testcorpus.Skills(b)
	lib, err := skill.Discover(context.Background(), []string{root}, skill.Options{})
	if err != nil {
		b.Fatal(err)
	}
	sk := lib.Get("anthropics/webapp-testing")
	if sk == nil {
		b.Fatal("anthropics/webapp-testing not in the corpus")
	}
	raw, err := os.ReadFile(filepath.Join(sk.Dir, skill.FileName))
	if err != nil {
		b.Fatal(err)
	}
	var train []evalset.Task
	for i := range 6 {
		train = append(train, evalset.Task{Task: fmt.Sprintf("Write a Playwright test for login form variant %d of our web app and run it against the local dev server", i+1), Rubric: "Uses the with_server helper; waits for networkidle."})
	}
	rating := func(n int, x float64) string {
		var secs []string
		for range n {
			var d []string
			for _, name := range SectionDimensions {
				d = append(d, fmt.Sprintf("%q: %.2f", name, x))
			}
			secs = append(secs, "{"+strings.Join(d, ", ")+"}")
		}
		return `{"sections": [` + strings.Join(secs, ", ") + `]}`
	}
	reply := func(r llmtest.Request) string {
		switch r.Chat.Model {
		case "agent-m":
			h := sha256.Sum256([]byte(r.Chat.Messages[0].Content + r.LastUser() + fmt.Sprint(r.Chat.Temperature != nil && *r.Chat.Temperature > 0)))
			return fmt.Sprintf("Here is the test (variant %x). %s", h[:2], strings.Repeat("page.goto(url); page.wait_for_load_state('networkidle'); ", 20))
		case "judge-m":
			h := sha256.Sum256([]byte(r.LastUser()))
			return benchGrade(float64(h[0]%10) / 10)
		}
		u := r.LastUser()
		switch {
		case strings.Contains(u, "For each failure, name the section"):
			return `{"findings": [{"section": "Decision Tree", "kind": "insufficient", "tasks": [1, 2], "explanation": "No login-form guidance."}]}`
		case strings.Contains(u, "Compare the better rollout"):
			return `{"lessons": [{"section": "", "lesson": "Wait for networkidle before filling a login form."}]}`
		case strings.Contains(u, "Merge these lessons"):
			return `{"patches": [{"section": "", "old": "", "new": "## Login forms\n\nWait for networkidle before filling the form."}]}`
		case strings.Contains(u, "Rate EACH section"):
			return rating(strings.Count(u, "<section n="), 0.5)
		case strings.Contains(u, "This is 1 section"):
			return rating(1, 0.9)
		case strings.Contains(u, "Rewrite ONLY this section"):
			i := strings.Index(u, "<section>\n")
			j := strings.Index(u, "\n</section>")
			return u[i+len("<section>\n"):j] + "\n\nWait for networkidle before filling a login form."
		case strings.Contains(u, Minimal.Instruction):
			return "## Login forms\n\nWait for networkidle before filling the form."
		}
		for _, a := range Angles[1:] {
			if strings.Contains(u, a.Instruction) {
				return string(raw) + "\n\n## " + a.Name + "\n\nFill login forms only after networkidle.\n"
			}
		}
		return ""
	}
	for _, strategy := range Strategies {
		b.Run("strategy="+strategy, func(b *testing.B) {
			srv := benchServer(b, reply)
			var rep llm.Report
			for b.Loop() {
				c := benchClient(b, srv, 4)
				j, err := judge.New(c, judge.Options{})
				if err != nil {
					b.Fatal(err)
				}
				if _, err := Body(context.Background(), BodyOptions{Home: b.TempDir(), Champion: sk, Train: train, Client: c, Judge: j, Candidates: 5, Strategy: strategy}); err != nil {
					b.Fatal(err)
				}
				rep = c.Ledger().Report()
			}
			b.ReportMetric(float64(rep.Total.Calls), "requests/pass")
			b.ReportMetric(float64(rep.Total.Input), "in-tokens/pass")
			b.ReportMetric(float64(rep.Total.Output), "out-tokens/pass")
		})
	}
}

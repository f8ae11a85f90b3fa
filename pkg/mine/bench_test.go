package mine_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/testcorpus"
	"github.com/ingot-dev/ingot/pkg/judge"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
	"github.com/ingot-dev/ingot/pkg/mine"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/skill"
	"github.com/ingot-dev/ingot/pkg/trace"
)

// routeRanker adapts the router as ingot-mine does.
type routeRanker struct{ r *route.Router }

func (a routeRanker) Rank(ctx context.Context, task string, k int) ([]string, error) {
	sugg, _, err := a.r.Suggest(ctx, task, k)
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, s := range sugg {
		if s.Fused > 0 {
			ids = append(ids, s.ID)
		}
	}
	return ids, nil
}

// synthTraces makes n traces over the vendored 392-skill corpus: half are
// tasks for anthropics/webapp-testing (most tagged with it, the rest found
// by the router), half are the routing dev set's tasks for other skills.
// Tasks repeat with a Zipf-like skew, and each use is the base task as
// written, re-cased and re-spaced (an exact duplicate once normalised), with
// filler words, or with a ticket reference (numbers are not index terms, so
// one extra word: a near duplicate).
func synthTraces(n int, cases []route.Case) []trace.Record {
	pages := []string{"login", "signup", "checkout", "search", "settings", "profile", "cart", "dashboard"}
	checks := []string{
		"shows an error for a wrong password", "redirects after submit", "renders without console errors",
		"keeps the form state after reload", "works on a mobile viewport",
	}
	var web []string
	for _, p := range pages {
		for _, c := range checks {
			web = append(web, fmt.Sprintf("write a Playwright test for our local web app: the %s page %s", p, c))
		}
	}
	var other []string
	for _, c := range cases {
		other = append(other, c.Task)
	}
	rng := rand.New(rand.NewPCG(7, 11))
	zipf := func(m int) int { // P(i) ∝ 1/(i+1)
		x := rng.Float64() * harmonic(m)
		for i := 0; i < m; i++ {
			x -= 1 / float64(i+1)
			if x <= 0 {
				return i
			}
		}
		return m - 1
	}
	answers := []string{"Done: the test passes.", "Here is the test file.", "I could not start the app, so nothing was tested."}
	t0 := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	out := make([]trace.Record, n)
	for i := range out {
		var task string
		var tags []string
		if i%2 == 0 {
			task = web[zipf(len(web))]
			if rng.IntN(10) < 7 {
				tags = []string{"skill:webapp-testing"}
			}
		} else {
			task = other[zipf(len(other))]
		}
		switch r := rng.IntN(10); {
		case r < 6:
			if rng.IntN(2) == 0 {
				task = strings.ToUpper(task[:1]) + task[1:] + " "
			}
		case r < 8:
			task = "please " + task + ", thanks"
		default:
			task = fmt.Sprintf("%s (ticket %d)", task, rng.IntN(5000))
		}
		out[i] = trace.Record{Kind: "trace", V: 1, ID: fmt.Sprintf("t%05d", i), TS: t0.Add(time.Duration(i) * time.Second),
			Task: task, Answer: answers[rng.IntN(len(answers))], Harness: "claude", Tags: tags}
	}
	return out
}

func harmonic(m int) float64 {
	s := 0.0
	for i := 1; i <= m; i++ {
		s += 1 / float64(i)
	}
	return s
}

// instantJudge is an llmtest server answering every judge call at once.
func instantJudge(b *testing.B) *llmtest.Server {
	srv := llmtest.New(b)
	srv.HandleFunc(func(r llmtest.Request) llmtest.Reply {
		s := 0.3 + float64(len(r.LastUser())%7)/10
		dim := map[string]any{"score": s, "reason": "graded."}
		return llmtest.JSON(map[string]any{
			"dimensions": map[string]any{judge.Correctness: dim, judge.Completeness: dim, judge.InstructionFollowing: dim, judge.Efficiency: dim},
			"score":      s, "feedback": "ok",
		})
	})
	return srv
}

func newJudge(b *testing.B, srv *llmtest.Server, home string) *judge.Judge {
	s, err := llm.SettingsFrom(func(k string) string {
		return map[string]string{"INGOT_BASE_URL": srv.URL, "INGOT_JUDGE_MODEL": "judge-model", "INGOT_LLM_CONCURRENCY": "8"}[k]
	})
	if err != nil {
		b.Fatal(err)
	}
	c, err := llm.New(s, llm.Options{Home: home})
	if err != nil {
		b.Fatal(err)
	}
	j, err := judge.New(c, judge.Options{Home: home})
	if err != nil {
		b.Fatal(err)
	}
	return j
}

// BenchmarkMine10k mines 10,000 synthetic traces for one skill of the
// 392-skill corpus, every cluster judged (no per-run cap):
//
//   - cold: an empty verdict cache, each judgment a real HTTP call to an
//     llmtest server that answers at once (so LLM latency is excluded,
//     HTTP, JSON and the verdict and response cache writes are not);
//   - warm: every verdict cached, as on the next run.
//
// It reports traces/s, the traces attributed, the clusters judged, and
// calls_saved = attributed uses with an answer − clusters: the judge calls
// clustering saved over judging every use.
func BenchmarkMine10k(b *testing.B) {
	ctx := context.Background()
	lib, err := skill.Discover(ctx, []string{testcorpus.Skills(b)}, skill.Options{})
	if err != nil {
		b.Fatal(err)
	}
	router, _, err := route.New(ctx, lib, route.DefaultOptions())
	if err != nil {
		b.Fatal(err)
	}
	cases, err := route.LoadCases(testcorpus.Cases(b))
	if err != nil {
		b.Fatal(err)
	}
	traces := synthTraces(10000, cases)
	sk, err := lib.Lookup("anthropics/webapp-testing")
	if err != nil {
		b.Fatal(err)
	}
	srv := instantJudge(b)
	mineOnce := func(b *testing.B, j *judge.Judge) *mine.Result {
		o := mine.DefaultOptions(mine.Subject{ID: sk.ID, Name: sk.Name})
		o.Ranker, o.Judge, o.MaxJudgeCalls = routeRanker{router}, j, -1
		p, err := mine.Prepare(ctx, traces, o)
		if err != nil {
			b.Fatal(err)
		}
		res, err := p.Run(ctx, mine.RunOptions{Concurrency: 8})
		if err != nil {
			b.Fatal(err)
		}
		return res
	}
	report := func(b *testing.B, res *mine.Result) {
		r := res.Report
		b.ReportMetric(float64(len(traces)*b.N)/b.Elapsed().Seconds(), "traces/s")
		b.ReportMetric(float64(r.Attributed), "attributed")
		b.ReportMetric(float64(r.Clusters), "clusters")
		b.ReportMetric(float64(r.Uses-r.Clusters-r.NearDuplicateGroups), "exact_dups")
		b.ReportMetric(float64(r.NearDuplicateGroups), "near_dup_tasks")
		b.ReportMetric(float64(r.Uses-r.Clusters), "calls_saved")
		b.ReportMetric(0, "ns/op")
	}
	b.Run("cold", func(b *testing.B) {
		var res *mine.Result
		for i := 0; i < b.N; i++ {
			b.StopTimer()
			home := filepath.Join(b.TempDir(), fmt.Sprint(i))
			if err := os.MkdirAll(home, 0o700); err != nil {
				b.Fatal(err)
			}
			j := newJudge(b, srv, home)
			b.StartTimer()
			res = mineOnce(b, j)
			if res.Report.JudgeCalls != res.Report.Clusters {
				b.Fatalf("cold run judged %d of %d clusters", res.Report.JudgeCalls, res.Report.Clusters)
			}
		}
		report(b, res)
	})
	b.Run("warm", func(b *testing.B) {
		home := b.TempDir()
		j := newJudge(b, srv, home)
		mineOnce(b, j) // fill the verdict cache
		before := srv.Count()
		b.ResetTimer()
		var res *mine.Result
		for i := 0; i < b.N; i++ {
			res = mineOnce(b, j)
		}
		b.StopTimer()
		if srv.Count() != before || res.Report.CachedVerdicts != res.Report.Clusters {
			b.Fatalf("warm run made %d calls, %d of %d clusters cached", srv.Count()-before, res.Report.CachedVerdicts, res.Report.Clusters)
		}
		report(b, res)
	})
}

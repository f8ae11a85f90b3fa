package route

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/testcorpus"
	"github.com/ingot-dev/ingot/pkg/embed"
	"github.com/ingot-dev/ingot/pkg/embed/uselite"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Benchmarks print the figures issue 5 names (make bench):
//
//	BenchmarkRouteLexical     route p50/p99 over the dev tasks, 392 skills
//	BenchmarkRouteLexicalRawBand  the same, banded on the raw score (before the gate)
//	BenchmarkRoutePersonal    route p50/p99, the 28 short skills of testdata/personal/backend-dev
//	BenchmarkRouteHybrid      the same with USE-Lite fused (μ = 1)
//	BenchmarkBuildCorpus      index build (analysis + BM25F) for 392 skills
//	BenchmarkLoadCorpus       the same start from a saved index
//	BenchmarkBuild10k         index build for a synthetic 10,000-skill library
//	BenchmarkRoute10k         route p50/p99 on it

func corpus(b *testing.B) (*skill.Library, []Case) {
	b.Helper()
	lib, err := skill.Discover(context.Background(), []string{testcorpus.Skills(b)}, skill.Options{})
	if err != nil {
		b.Fatal(err)
	}
	cases, err := LoadCases(testcorpus.Cases(b))
	if err != nil {
		b.Fatal(err)
	}
	return lib, cases
}

// latency routes every task b.N times over and reports p50 and p99 in ms.
func latency(b *testing.B, r *Router, tasks []string) {
	b.Helper()
	ctx := context.Background()
	for _, t := range tasks { // warm up
		if _, err := r.Route(ctx, Request{Task: t, Harness: "codex"}); err != nil {
			b.Fatal(err)
		}
	}
	var d []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t := tasks[i%len(tasks)]
		t0 := time.Now()
		if _, err := r.Route(ctx, Request{Task: t, Harness: "codex"}); err != nil {
			b.Fatal(err)
		}
		d = append(d, time.Since(t0))
	}
	b.StopTimer()
	slices.Sort(d)
	b.ReportMetric(float64(d[len(d)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(d[len(d)*99/100].Microseconds())/1000, "p99-ms")
}

func tasks(cases []Case) []string {
	out := make([]string, len(cases))
	for i, c := range cases {
		out[i] = c.Task
	}
	return out
}

func BenchmarkRouteLexical(b *testing.B) {
	lib, cases := corpus(b)
	r, _, err := New(context.Background(), lib, DefaultOptions())
	if err != nil {
		b.Fatal(err)
	}
	latency(b, r, tasks(cases))
}

// BenchmarkRouteLexicalRawBand is BenchmarkRouteLexical banding on the
// raw BM25F score (the router before the match probability).
func BenchmarkRouteLexicalRawBand(b *testing.B) {
	lib, cases := corpus(b)
	r, _, err := New(context.Background(), lib, RawScoreOptions())
	if err != nil {
		b.Fatal(err)
	}
	latency(b, r, tasks(cases))
}

// BenchmarkRoutePersonal routes the backend-dev library's requests over
// its 28 short skills (testdata/personal).
func BenchmarkRoutePersonal(b *testing.B) {
	dir := filepath.Join(filepath.Dir(testcorpus.Skills(b)), "..", "personal", "backend-dev")
	lib, err := skill.Discover(context.Background(), []string{filepath.Join(dir, "skills")}, skill.Options{})
	if err != nil {
		b.Fatal(err)
	}
	cases, err := LoadCases(dir)
	if err != nil {
		b.Fatal(err)
	}
	r, _, err := New(context.Background(), lib, DefaultOptions())
	if err != nil {
		b.Fatal(err)
	}
	latency(b, r, tasks(cases))
}

func BenchmarkRouteHybrid(b *testing.B) {
	dir := uselite.DefaultDir(os.Getenv)
	enc, err := uselite.Load(dir)
	if err != nil {
		b.Skipf("USE-Lite weights not available in %s: %v", dir, err)
	}
	lib, cases := corpus(b)
	opt := DefaultOptions()
	opt.Embedder, opt.DenseWeight = enc, 1
	opt.Cache = embed.NewCache(b.TempDir())
	r, _, err := New(context.Background(), lib, opt)
	if err != nil {
		b.Fatal(err)
	}
	latency(b, r, tasks(cases))
}

func BenchmarkBuildCorpus(b *testing.B) {
	lib, _ := corpus(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, _, err := New(context.Background(), lib, DefaultOptions()); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLoadCorpus(b *testing.B) {
	lib, _ := corpus(b)
	opt := DefaultOptions()
	opt.IndexDir = b.TempDir()
	if _, _, err := New(context.Background(), lib, opt); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_, st, err := New(context.Background(), lib, opt)
		if err != nil || !st.Loaded {
			b.Fatalf("%+v %v", st, err)
		}
	}
}

// synthetic builds an n-skill library from the corpus: each skill takes a
// corpus skill's body and a description with a fifth of its words swapped
// for words of other descriptions, plus a made-up product name, so the
// vocabulary and the posting lists grow with n.
func synthetic(b *testing.B, n int) *skill.Library {
	b.Helper()
	base, _ := corpus(b)
	rng := rand.New(rand.NewPCG(1, 2))
	var words []string
	for _, s := range base.Skills {
		words = append(words, strings.Fields(s.Description)...)
	}
	lib := &skill.Library{}
	for i := 0; i < n; i++ {
		src := base.Skills[i%len(base.Skills)]
		ws := strings.Fields(src.Description)
		for j := range ws {
			if rng.IntN(5) == 0 {
				ws[j] = words[rng.IntN(len(words))]
			}
		}
		name := fmt.Sprintf("%s-%05d", src.Name, i)
		desc := fmt.Sprintf("%s Works with Prod%05dX.", strings.Join(ws, " "), i)
		lib.Skills = append(lib.Skills, &skill.Skill{
			ID: "syn/" + name, Name: name, Description: desc, Body: src.Body,
			Router: src.Router, Dir: filepath.Join("/syn", name), Revision: src.Revision,
		})
	}
	return lib
}

func BenchmarkBuild10k(b *testing.B) {
	lib := synthetic(b, 10000)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, _, err := New(context.Background(), lib, DefaultOptions()); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRoute10k(b *testing.B) {
	lib := synthetic(b, 10000)
	_, cases := corpus(b)
	r, _, err := New(context.Background(), lib, DefaultOptions())
	if err != nil {
		b.Fatal(err)
	}
	latency(b, r, tasks(cases))
}

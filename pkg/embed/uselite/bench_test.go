package uselite

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/testcorpus"
)

// typicalTask has 26 tokens, the median of the routing dev set.
const typicalTask = "our Dynamo deployment's worker pods are crash looping and the frontend health check fails"

func BenchmarkEmbedQuery(b *testing.B) {
	e := loadTestEncoder(b)
	if n := len(e.Tokenize(typicalTask)); n != 26 {
		b.Fatalf("typical task has %d tokens, want 26", n)
	}
	ctx := context.Background()
	texts := []string{typicalTask}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := e.Embed(ctx, texts); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEmbedDevTasks embeds the 149 task texts of the routing dev set
// one call at a time and reports the latency percentiles of a single query:
// "default" as Load configures it, "one-core" with ShareCores(false).
func BenchmarkEmbedDevTasks(b *testing.B) {
	tasks := devTasks(b)
	dir := modelDir(b)
	for _, c := range []struct {
		name string
		opts []Option
	}{{"default", nil}, {"one-core", []Option{ShareCores(false)}}} {
		e, err := Load(dir, c.opts...)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			ctx := context.Background()
			var lat []time.Duration
			for b.Loop() {
				for _, task := range tasks {
					start := time.Now()
					if _, err := e.Embed(ctx, []string{task}); err != nil {
						b.Fatal(err)
					}
					lat = append(lat, time.Since(start))
				}
			}
			slices.Sort(lat)
			pct := func(p float64) float64 {
				return float64(lat[int(p*float64(len(lat)-1))]) / float64(time.Millisecond)
			}
			b.ReportMetric(pct(0.50), "p50_ms")
			b.ReportMetric(pct(0.99), "p99_ms")
			b.ReportMetric(pct(1), "max_ms")
		})
	}
}

// BenchmarkEmbedBatch embeds all dev-set tasks in one call.
func BenchmarkEmbedBatch(b *testing.B) {
	e := loadTestEncoder(b)
	tasks := devTasks(b)
	ctx := context.Background()
	for b.Loop() {
		if _, err := e.Embed(ctx, tasks); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(tasks))*float64(b.N)/b.Elapsed().Seconds(), "texts/s")
}

func BenchmarkLoad(b *testing.B) {
	dir := modelDir(b)
	for b.Loop() {
		if _, err := Load(dir); err != nil {
			b.Fatal(err)
		}
	}
}

// devTasks reads the task texts of the routing dev set.
func devTasks(b *testing.B) []string { return testcorpus.DevTasks(b) }

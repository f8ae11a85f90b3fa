//go:build ort && unix

package ort

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// bgeShape is bge-small-en-v1.5's architecture; the weights are random, so
// the benchmark measures speed only.
var bgeShape = []string{"--layers", "12", "--hidden", "384", "--heads", "12", "--intermediate", "1536",
	"--vocab", "30522", "--max-pos", "512", "--seed", "1"}

// bgeShapedModel writes the random bge-small-shaped model once and keeps it
// in $INGOT_BENCH_CACHE (default <user cache>/ingot/bench); a stamp of
// make_bert.py and its arguments decides when to write it again.
func bgeShapedModel(b *testing.B) string {
	b.Helper()
	root := os.Getenv("INGOT_BENCH_CACHE")
	if root == "" {
		c, err := os.UserCacheDir()
		if err != nil {
			c = os.TempDir()
		}
		root = filepath.Join(c, "ingot", "bench")
	}
	dir := filepath.Join(root, "bge-small-shape")
	script, err := os.ReadFile(makeBERT)
	if err != nil {
		b.Fatal(err)
	}
	h := sha256.New()
	h.Write(script)
	fmt.Fprintln(h, strings.Join(bgeShape, " "))
	stamp := hex.EncodeToString(h.Sum(nil))
	stampPath := filepath.Join(dir, "stamp")
	if got, err := os.ReadFile(stampPath); err == nil && string(got) == stamp {
		return dir
	}
	b.Logf("writing a random bge-small-shaped model to %s", dir)
	if err := os.RemoveAll(dir); err != nil {
		b.Fatal(err)
	}
	if err := runMakeBERT(append([]string{dir, "--tokenizer", testTokenizer}, bgeShape...)...); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(stampPath, []byte(stamp), 0o644); err != nil {
		b.Fatal(err)
	}
	return dir
}

// routingTasks reads the task texts of the routing-dev set: the file named
// by $INGOT_ROUTING_DEV, else shared/corpus/routing-dev.yaml in the nearest
// directory above the package that has it.
func routingTasks(b *testing.B) []string {
	b.Helper()
	path := os.Getenv("INGOT_ROUTING_DEV")
	if path == "" {
		dir, _ := os.Getwd()
		for ; ; dir = filepath.Dir(dir) {
			p := filepath.Join(dir, "shared", "corpus", "routing-dev.yaml")
			if _, err := os.Stat(p); err == nil {
				path = p
				break
			}
			if dir == filepath.Dir(dir) {
				missing(b, "routing-dev.yaml: not found above the package; set INGOT_ROUTING_DEV")
			}
		}
	}
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		missing(b, "routing-dev.yaml: %v", err)
	}
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	taskLine := regexp.MustCompile(`^\s+task:\s*(".*")\s*$`)
	var tasks []string
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		if m := taskLine.FindStringSubmatch(sc.Text()); m != nil {
			s, err := strconv.Unquote(m[1])
			if err != nil {
				b.Fatalf("%s:%d: task: %v", path, n, err)
			}
			tasks = append(tasks, s)
		}
	}
	if err := sc.Err(); err != nil {
		b.Fatal(err)
	}
	if len(tasks) == 0 {
		b.Fatalf("%s: no task lines", path)
	}
	return tasks
}

func percentile(sorted []time.Duration, p float64) time.Duration {
	i := int(float64(len(sorted))*p+0.999999) - 1
	return sorted[min(max(i, 0), len(sorted)-1)]
}

// BenchmarkQueryLatencyBGESmallShape embeds the routing-dev task texts one
// at a time, as a router does per query, and reports the latency
// distribution of single calls. One op is one pass over all tasks.
func BenchmarkQueryLatencyBGESmallShape(b *testing.B) {
	lib := requireTools(b)
	tasks := routingTasks(b)
	dir := bgeShapedModel(b)
	e, err := testRuntime(lib).Open(context.Background(), dir, Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	ctx := context.Background()
	for _, s := range tasks[:10] { // warm up
		if _, err := e.Embed(ctx, []string{s}); err != nil {
			b.Fatal(err)
		}
	}
	var lat []time.Duration
	tokens := 0
	for _, s := range tasks {
		tokens += len(e.tok.Encode(s, e.opts.MaxLength).IDs)
	}
	cpu0 := cpuTime(b)
	for b.Loop() {
		for _, s := range tasks {
			t0 := time.Now()
			if _, err := e.Embed(ctx, []string{s}); err != nil {
				b.Fatal(err)
			}
			lat = append(lat, time.Since(t0))
		}
	}
	cpu := cpuTime(b) - cpu0
	slices.Sort(lat)
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	// min_ms approximates the latency on an otherwise idle machine.
	b.ReportMetric(ms(lat[0]), "min_ms")
	b.ReportMetric(ms(percentile(lat, 0.50)), "p50_ms")
	b.ReportMetric(ms(percentile(lat, 0.99)), "p99_ms")
	b.ReportMetric(float64(tokens)/float64(len(tasks)), "tokens/query")
	b.ReportMetric(float64(len(lat))/b.Elapsed().Seconds(), "queries/s")
	// CPU time (all threads) per query: less sensitive than wall time to
	// other processes competing for the cores.
	b.ReportMetric(ms(cpu)/float64(len(lat)), "cpu_ms/query")
}

// cpuTime is the process's user+system CPU time so far.
func cpuTime(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkBulkBGESmallShape embeds all routing-dev tasks in one call with
// batches of 8, the bulk path for pre-embedding skill descriptions.
func BenchmarkBulkBGESmallShape(b *testing.B) {
	lib := requireTools(b)
	tasks := routingTasks(b)
	dir := bgeShapedModel(b)
	e, err := testRuntime(lib).Open(context.Background(), dir, Options{BatchSize: 8})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	n := 0
	for b.Loop() {
		if _, err := e.Embed(context.Background(), tasks); err != nil {
			b.Fatal(err)
		}
		n += len(tasks)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "texts/s")
}

//go:build ort

package ort

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/testcorpus"
)

// bgeShape is bge-small-en-v1.5's architecture; the weights are random, so
// the benchmark measures speed only.
var bgeShape = []string{"--layers", "12", "--hidden", "384", "--heads", "12", "--intermediate", "1536",
	"--vocab", "30522", "--max-pos", "512", "--seed", "1"}

// The benchmarks' model is a PyTorch export of HuggingFace's BertModel at
// opset 12 (make_bert.py's op pattern), which ONNX Runtime 1.30 fuses into
// Attention, SkipLayerNormalization and BiasGelu. optimum's default export
// is opset 14, where ONNX Runtime's online AttentionFusion does not match
// (it wants opset <= 12 Add/Softmax/Unsqueeze) and attention runs as plain
// MatMul/Softmax: the float-opset14 sub-benchmark measures that.
const (
	benchOpset   = fusedOpset
	optimumOpset = 14
)

// bgeShapedModel writes the random bge-small-shaped model at the given
// opset once and keeps it in $INGOT_BENCH_CACHE (default <user
// cache>/ingot/bench); a stamp of make_bert.py and its arguments decides
// when to write it again. With a quantisation other than float it returns
// that model run through quantize_int8.py.
func bgeShapedModel(b *testing.B, opset int, q quant) string {
	b.Helper()
	root := os.Getenv("INGOT_BENCH_CACHE")
	if root == "" {
		c, err := os.UserCacheDir()
		if err != nil {
			c = os.TempDir()
		}
		root = filepath.Join(c, "ingot", "bench")
	}
	args := append(slices.Clone(bgeShape), "--opset", strconv.Itoa(opset))
	dir := filepath.Join(root, fmt.Sprintf("bge-small-shape-opset%d", opset))
	stamp := scriptStamp(b, makeBERT, strings.Join(args, " "))
	if !cached(dir, stamp) {
		b.Logf("writing a random bge-small-shaped model to %s", dir)
		if err := os.RemoveAll(dir); err != nil {
			b.Fatal(err)
		}
		if err := runMakeBERT(append([]string{dir, "--tokenizer", testTokenizer}, args...)...); err != nil {
			b.Fatal(err)
		}
		writeStamp(b, dir, stamp)
	}
	if q == quantFloat {
		return dir
	}
	qdir := dir + "-" + string(q)
	qstamp := scriptStamp(b, quantizeInt8, stamp+" "+strings.Join(q.args(), " "))
	if !cached(qdir, qstamp) {
		if err := os.RemoveAll(qdir); err != nil {
			b.Fatal(err)
		}
		if err := runPython(quantizeInt8, append([]string{dir, qdir}, q.args()...)...); err != nil {
			b.Fatal(err)
		}
		writeStamp(b, qdir, qstamp)
	}
	return qdir
}

// quant is how the benchmark model is quantised.
type quant string

const (
	quantFloat         quant = "float"
	quantInt8          quant = "int8"            // quantize_int8.py's default: every projection
	quantInt8FloatAttn quant = "int8-float-attn" // --float-attention: feed-forward only
	quantInt8CLS       quant = "int8-cls"        // --cls-only: every projection, output cut to [CLS]
)

func (q quant) args() []string {
	switch q {
	case quantInt8FloatAttn:
		return []string{"--float-attention"}
	case quantInt8CLS:
		return []string{"--cls-only"}
	}
	return nil
}

func scriptStamp(b *testing.B, script, args string) string {
	data, err := os.ReadFile(script)
	if err != nil {
		b.Fatal(err)
	}
	h := sha256.New()
	h.Write(data)
	fmt.Fprintln(h, args)
	return hex.EncodeToString(h.Sum(nil))
}

func cached(dir, stamp string) bool {
	got, err := os.ReadFile(filepath.Join(dir, "stamp"))
	return err == nil && string(got) == stamp
}

func writeStamp(b *testing.B, dir, stamp string) {
	if err := os.WriteFile(filepath.Join(dir, "stamp"), []byte(stamp), 0o644); err != nil {
		b.Fatal(err)
	}
}

// routingTasks reads the task texts of the routing dev set.
func routingTasks(b *testing.B) []string { return testcorpus.DevTasks(b) }

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func percentile(sorted []time.Duration, p float64) time.Duration {
	i := int(float64(len(sorted))*p+0.999999) - 1
	return sorted[min(max(i, 0), len(sorted)-1)]
}

// BenchmarkQueryLatencyBGESmallShape embeds the routing-dev task texts one
// at a time, as a router does per query, and reports the latency
// distribution of single calls; one op is one pass over all tasks. Each
// sub-benchmark is one model variant:
//
//	float-opset12     the PyTorch op pattern ONNX Runtime fuses (Attention)
//	float-opset14     optimum's default export, attention unfused
//	int8-*            scripts/ort/quantize_int8.py (QAttention, every
//	                  projection int8); min_cos is the lowest cosine between
//	                  its vectors and the float model's over the tasks
//	int8-cls-*        quantize_int8.py --cls-only, which bge-small's CLS
//	                  pooling allows; int8-cls-opset14 is what a bge-small
//	                  user following cmd/ingot-route/README.md runs
//	int8-float-attn-* quantize_int8.py --float-attention (feed-forward only)
//	*-1thread         one intra-op thread instead of the default two: the
//	                  work per query, without the thread pool's overhead
func BenchmarkQueryLatencyBGESmallShape(b *testing.B) {
	for _, v := range []struct {
		q              quant
		opset, threads int
	}{
		{quantFloat, benchOpset, 0}, {quantFloat, optimumOpset, 0},
		{quantInt8, benchOpset, 0}, {quantInt8, optimumOpset, 0},
		{quantInt8CLS, benchOpset, 0}, {quantInt8CLS, optimumOpset, 0},
		{quantInt8FloatAttn, benchOpset, 0},
		{quantFloat, benchOpset, 1}, {quantInt8CLS, optimumOpset, 1},
	} {
		name := fmt.Sprintf("%s-opset%d", v.q, v.opset)
		if v.threads == 1 {
			name += "-1thread"
		}
		b.Run(name, func(b *testing.B) { benchQueryLatency(b, v.opset, v.q, v.threads) })
	}
}

func benchQueryLatency(b *testing.B, opset int, q quant, threads int) {
	lib := requireTools(b)
	tasks := routingTasks(b)
	dir := bgeShapedModel(b, opset, q)
	ctx := context.Background()
	e, err := testRuntime(lib).Open(ctx, dir, Options{IntraOpThreads: threads})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	minCos := math.NaN()
	if q != quantFloat {
		f, err := testRuntime(lib).Open(ctx, bgeShapedModel(b, opset, quantFloat), Options{})
		if err != nil {
			b.Fatal(err)
		}
		want, err := f.Embed(ctx, tasks)
		f.Close()
		if err != nil {
			b.Fatal(err)
		}
		got, err := e.Embed(ctx, tasks)
		if err != nil {
			b.Fatal(err)
		}
		minCos = 1.0
		for i := range got {
			minCos = min(minCos, cosine(got[i], want[i]))
		}
	}
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
	for b.Loop() {
		for _, s := range tasks {
			t0 := time.Now()
			if _, err := e.Embed(ctx, []string{s}); err != nil {
				b.Fatal(err)
			}
			lat = append(lat, time.Since(t0))
		}
	}
	slices.Sort(lat)
	// min_ms approximates the latency on an otherwise idle machine.
	b.ReportMetric(ms(lat[0]), "min_ms")
	b.ReportMetric(ms(percentile(lat, 0.50)), "p50_ms")
	b.ReportMetric(ms(percentile(lat, 0.99)), "p99_ms")
	b.ReportMetric(float64(tokens)/float64(len(tasks)), "tokens/query")
	b.ReportMetric(float64(len(lat))/b.Elapsed().Seconds(), "queries/s")
	if !math.IsNaN(minCos) { // reported last: b.Loop's start drops earlier metrics
		b.ReportMetric(minCos, "min_cos")
	}
}

// BenchmarkBulkBGESmallShape embeds all routing-dev tasks in one call with
// batches of 8, the bulk path for pre-embedding skill descriptions.
func BenchmarkBulkBGESmallShape(b *testing.B) {
	lib := requireTools(b)
	tasks := routingTasks(b)
	dir := bgeShapedModel(b, benchOpset, quantFloat)
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

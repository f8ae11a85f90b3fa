//go:build ort

package ort

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

func openTiny(t *testing.T, f *fixture, dir string, o Options) *Encoder {
	t.Helper()
	e, err := f.rt.Open(context.Background(), dir, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

func maxAbsDiff(a []float32, b []float64) float64 {
	if len(a) != len(b) {
		return math.Inf(1)
	}
	d := 0.0
	for i := range a {
		d = max(d, math.Abs(float64(a[i])-b[i]))
	}
	return d
}

func sameVectors(t *testing.T, what string, got, want [][]float32, tol float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d vectors, want %d", what, len(got), len(want))
	}
	for i := range got {
		w := make([]float64, len(want[i]))
		for j, v := range want[i] {
			w[j] = float64(v)
		}
		if d := maxAbsDiff(got[i], w); d > tol {
			t.Errorf("%s: vector %d differs by %g (tolerance %g)", what, i, d, tol)
		}
	}
}

func TestEncoderMatchesNumpyReference(t *testing.T) {
	f := getFixture(t)
	for _, c := range []struct {
		name string
		dir  string
		pool Pooling
		ref  [][]float64
	}{
		{"cls", f.tiny, PoolCLS, f.refCLS}, {"mean", f.tiny, PoolMean, f.refMean},
		// The SDPA op pattern computes the same function of the same weights.
		{"sdpa-cls", f.tinySDPA, PoolCLS, f.refCLS},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := openTiny(t, f, c.dir, Options{Pooling: c.pool})
			if e.Dim() != 32 {
				t.Fatalf("Dim = %d, want 32", e.Dim())
			}
			got, err := e.Embed(context.Background(), refTexts)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(refTexts) {
				t.Fatalf("%d vectors for %d texts", len(got), len(refTexts))
			}
			for i := range got {
				if d := maxAbsDiff(got[i], c.ref[i]); d > 1e-4 {
					t.Errorf("text %d (%.40q): ORT and numpy differ by %g", i, refTexts[i], d)
				}
			}
			// The reference texts must give distinct vectors, or the
			// comparison above would prove little.
			for i := 1; i < len(got); i++ {
				if maxAbsDiff(got[i], c.ref[0]) < 1e-2 {
					t.Errorf("text %d gives nearly the same vector as the empty text", i)
				}
			}
		})
	}
}

func TestEmbedUnitLength(t *testing.T) {
	f := getFixture(t)
	for _, o := range []Options{{}, {Pooling: PoolMean}, {MaxLength: 8, BatchSize: 3}} {
		e := openTiny(t, f, f.tiny, o)
		vecs, err := e.Embed(context.Background(), append(slices.Clone(refTexts), "\u200b", "[MASK]"))
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range vecs {
			var ss float64
			for _, x := range v {
				if math.IsNaN(float64(x)) {
					t.Fatalf("%+v: vector %d has NaN", o, i)
				}
				ss += float64(x) * float64(x)
			}
			if math.Abs(math.Sqrt(ss)-1) > 1e-5 {
				t.Errorf("%+v: vector %d has norm %g", o, i, math.Sqrt(ss))
			}
		}
	}
}

func TestEncoderID(t *testing.T) {
	f := getFixture(t)
	data, err := os.ReadFile(filepath.Join(f.tiny, "model.onnx"))
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(data)
	want := "ort:tiny@" + hex.EncodeToString(sum[:])[:12]
	if got := openTiny(t, f, f.tiny, Options{}).ID(); got != want {
		t.Errorf("ID = %q, want %q", got, want)
	}
	if got := openTiny(t, f, f.tiny, Options{Pooling: PoolMean, MaxLength: 64}).ID(); got != want+"+mean+max64" {
		t.Errorf("mean/64 ID = %q, want %q", got, want+"+mean+max64")
	}
	// A different model file gives a different hash.
	other := openTiny(t, f, f.tinyNoTT, Options{}).ID()
	if !strings.HasPrefix(other, "ort:tiny-no-tt@") || strings.HasSuffix(want, other[len("ort:tiny-no-tt"):]) {
		t.Errorf("ID of a different model = %q, want another hash than %q", other, want)
	}
}

func TestEmbedDeterministic(t *testing.T) {
	f := getFixture(t)
	ctx := context.Background()
	a, err := openTiny(t, f, f.tiny, Options{}).Embed(ctx, refTexts)
	if err != nil {
		t.Fatal(err)
	}
	b, err := openTiny(t, f, f.tiny, Options{IntraOpThreads: 1}).Embed(ctx, refTexts)
	if err != nil {
		t.Fatal(err)
	}
	sameVectors(t, "second encoder, 1 thread", b, a, 1e-6)
	e := openTiny(t, f, f.tiny, Options{})
	for range 2 {
		c, err := e.Embed(ctx, refTexts)
		if err != nil {
			t.Fatal(err)
		}
		sameVectors(t, "repeated call", c, a, 0)
	}
}

func TestBatchMatchesSingle(t *testing.T) {
	f := getFixture(t)
	ctx := context.Background()
	single := openTiny(t, f, f.tiny, Options{})
	var want [][]float32
	for _, s := range refTexts {
		v, err := single.Embed(ctx, []string{s})
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, v[0])
	}
	all, err := single.Embed(ctx, refTexts)
	if err != nil {
		t.Fatal(err)
	}
	sameVectors(t, "batch size 1, one call", all, want, 0)
	for _, pool := range []Pooling{PoolCLS, PoolMean} {
		// Batches of 4 pad the shorter texts; the attention mask must keep
		// the padding from changing any vector.
		batched, err := openTiny(t, f, f.tiny, Options{BatchSize: 4, Pooling: pool}).Embed(ctx, refTexts)
		if err != nil {
			t.Fatal(err)
		}
		ref := want
		if pool == PoolMean {
			ref = nil
			e := openTiny(t, f, f.tiny, Options{Pooling: pool})
			for _, s := range refTexts {
				v, err := e.Embed(ctx, []string{s})
				if err != nil {
					t.Fatal(err)
				}
				ref = append(ref, v[0])
			}
		}
		sameVectors(t, "batch size 4, "+pool.String(), batched, ref, 1e-5)
	}
}

func TestInputsDetectedFromGraph(t *testing.T) {
	f := getFixture(t)
	ctx := context.Background()
	with, err := openTiny(t, f, f.tiny, Options{}).Embed(ctx, refTexts)
	if err != nil {
		t.Fatal(err)
	}
	without, err := openTiny(t, f, f.tinyNoTT, Options{}).Embed(ctx, refTexts)
	if err != nil {
		t.Fatalf("model without token_type_ids: %v", err)
	}
	sameVectors(t, "graph without token_type_ids", without, with, 1e-5)
}

func TestConcurrentEmbed(t *testing.T) {
	f := getFixture(t)
	e := openTiny(t, f, f.tiny, Options{})
	want, err := e.Embed(context.Background(), refTexts)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	results := make([][][]float32, 6)
	errs := make([]error, 6)
	for g := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 3 {
				results[g], errs[g] = e.Embed(context.Background(), refTexts)
				if errs[g] != nil {
					return
				}
			}
		}()
	}
	wg.Wait()
	for g := range results {
		if errs[g] != nil {
			t.Fatalf("goroutine %d: %v", g, errs[g])
		}
		sameVectors(t, "concurrent call", results[g], want, 1e-6)
	}
}

func TestEmbedHonoursContext(t *testing.T) {
	f := getFixture(t)
	e := openTiny(t, f, f.tiny, Options{})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if v, err := e.Embed(ctx, refTexts); !errors.Is(err, context.Canceled) || v != nil {
		t.Errorf("cancelled context: got %d vectors, err %v; want nil, context.Canceled", len(v), err)
	}
	ctx, cancel = context.WithTimeout(context.Background(), 0)
	defer cancel()
	if _, err := e.Embed(ctx, refTexts); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("expired context: err %v, want context.DeadlineExceeded", err)
	}
	if _, err := f.rt.Open(ctx, f.tiny, Options{}); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Open with expired context: err %v, want context.DeadlineExceeded", err)
	}
	// A cancellation that arrives while the batch runs goes through ONNX
	// Runtime's terminate flag; run skips Embed's check between batches.
	ctx, cancel = context.WithCancel(context.Background())
	cancel()
	if v, err := e.run(ctx, refTexts); !errors.Is(err, context.Canceled) || v != nil {
		t.Errorf("run with cancelled context: %d vectors, err %v; want nil, context.Canceled", len(v), err)
	}
	// The encoder still works afterwards.
	if v, err := e.Embed(context.Background(), refTexts[:2]); err != nil || len(v) != 2 {
		t.Errorf("after cancellation: %d vectors, %v", len(v), err)
	}
}

func TestOpenAndCloseErrors(t *testing.T) {
	f := getFixture(t)
	ctx := context.Background()
	missingDir := filepath.Join(t.TempDir(), "nope")
	if _, err := f.rt.Open(ctx, missingDir, Options{}); err == nil || !strings.Contains(err.Error(), "model.onnx") {
		t.Errorf("missing dir: err %v, want one naming model.onnx", err)
	}
	noTok := t.TempDir()
	data, err := os.ReadFile(filepath.Join(f.tiny, "model.onnx"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(noTok, "model.onnx"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := f.rt.Open(ctx, noTok, Options{}); err == nil || !strings.Contains(err.Error(), "tokenizer.json") {
		t.Errorf("no tokenizer: err %v, want one naming tokenizer.json", err)
	}
	if _, err := f.rt.Open(ctx, f.tiny, Options{MaxLength: 2}); err == nil {
		t.Error("MaxLength 2: want an error")
	}
	e, err := f.rt.Open(ctx, f.tiny, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	if err := e.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	if _, err := e.Embed(ctx, []string{"x"}); err == nil {
		t.Error("Embed after Close: want an error")
	}
}

func TestRuntimeVersion(t *testing.T) {
	f := getFixture(t)
	v, err := f.rt.Version()
	if err != nil || v == "" {
		t.Fatalf("Version = %q, %v", v, err)
	}
	// The environment is process-wide and already up, so a second Runtime
	// shares it, even with a wrong library path, and its Close leaves it up.
	second := NewRuntime(filepath.Join(t.TempDir(), "libnothing.so"))
	if err := second.Init(); err != nil {
		t.Errorf("second Runtime: %v", err)
	}
	if err := second.Close(); err != nil {
		t.Errorf("second Runtime Close: %v", err)
	}
	if _, err := openTiny(t, f, f.tiny, Options{}).Embed(context.Background(), []string{"x"}); err != nil {
		t.Errorf("after the second Runtime closed: %v", err)
	}
}

// TestInt8QuantizedModelStaysClose checks quantize_int8.py's models (the
// default, with QAttention, and --float-attention) against the float model,
// whose vectors TestEncoderMatchesNumpyReference checks, for both fixture
// graphs.
func TestInt8QuantizedModelStaysClose(t *testing.T) {
	f := getFixture(t)
	ctx := context.Background()
	cases := []struct {
		name, dir string
		args      []string
	}{
		{"opset12", f.tiny, nil},
		{"opset12-float-attention", f.tiny, []string{"--float-attention"}},
		{"opset14-no-token-types", f.tinyNoTT, nil},
		{"sdpa", f.tinySDPA, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			qdir := filepath.Join(t.TempDir(), "int8")
			if err := runPython(quantizeInt8, append([]string{c.dir, qdir}, c.args...)...); err != nil {
				t.Fatal(err)
			}
			float := openTiny(t, f, c.dir, Options{})
			want, err := float.Embed(ctx, refTexts)
			if err != nil {
				t.Fatal(err)
			}
			q := openTiny(t, f, qdir, Options{})
			if q.ID() == float.ID() {
				t.Errorf("quantised model has the float model's ID %s", q.ID())
			}
			got, err := q.Embed(ctx, refTexts)
			if err != nil {
				t.Fatal(err)
			}
			for i := range got {
				c := cosine(got[i], want[i])
				if c < 0.98 {
					t.Errorf("text %d: cosine(int8, float) = %.4f, want >= 0.98", i, c)
				}
				if c > 0.999999 {
					t.Errorf("text %d: cosine(int8, float) = %.7f: the model was not quantised", i, c)
				}
			}
		})
	}
}

// TestInt8BatchMasksPadding embeds the texts in padded batches with the
// int8 model, whose attention mask goes through QAttention's mask input
// rather than the graph's additive mask. Activations are quantised per
// batch, so vectors move a little with their batch mates, but a text that
// attended to padding (the empty text is padded to 512 tokens next to the
// long one) would land far away.
func TestInt8BatchMasksPadding(t *testing.T) {
	f := getFixture(t)
	ctx := context.Background()
	for name, dir := range map[string]string{"eager": f.tiny, "sdpa": f.tinySDPA} {
		t.Run(name, func(t *testing.T) {
			qdir := filepath.Join(t.TempDir(), "int8")
			if err := runPython(quantizeInt8, dir, qdir); err != nil {
				t.Fatal(err)
			}
			var want [][]float32
			single := openTiny(t, f, qdir, Options{})
			for _, s := range refTexts {
				v, err := single.Embed(ctx, []string{s})
				if err != nil {
					t.Fatal(err)
				}
				want = append(want, v[0])
			}
			batched, err := openTiny(t, f, qdir, Options{BatchSize: len(refTexts)}).Embed(ctx, refTexts)
			if err != nil {
				t.Fatal(err)
			}
			for i := range want {
				if c := cosine(batched[i], want[i]); c < 0.99 {
					t.Errorf("text %d: cosine(batched, alone) = %.4f, want >= 0.99", i, c)
				}
			}
		})
	}
}

// TestInt8CLSOnly checks quantize_int8.py --cls-only: the model returns the
// [CLS] position alone, its vectors match the full int8 model's (only the
// last layer's activation scales differ), padded batches still mask, and
// mean pooling, which would need every position, is refused at Open.
func TestInt8CLSOnly(t *testing.T) {
	f := getFixture(t)
	ctx := context.Background()
	tmp := t.TempDir()
	full, cls := filepath.Join(tmp, "int8"), filepath.Join(tmp, "int8-cls")
	if err := runPython(quantizeInt8, f.tiny, full); err != nil {
		t.Fatal(err)
	}
	if err := runPython(quantizeInt8, f.tiny, cls, "--cls-only"); err != nil {
		t.Fatal(err)
	}
	info, err := inspect(filepath.Join(cls, "model.onnx"))
	if err != nil || !info.clsOnly {
		t.Fatalf("inspect: %+v, %v; want the output cut to one position", info, err)
	}
	want, err := openTiny(t, f, full, Options{}).Embed(ctx, refTexts)
	if err != nil {
		t.Fatal(err)
	}
	float, err := openTiny(t, f, f.tiny, Options{}).Embed(ctx, refTexts)
	if err != nil {
		t.Fatal(err)
	}
	for _, batch := range []int{1, len(refTexts)} {
		got, err := openTiny(t, f, cls, Options{BatchSize: batch}).Embed(ctx, refTexts)
		if err != nil {
			t.Fatal(err)
		}
		for i := range got {
			if c := cosine(got[i], want[i]); c < 0.995 {
				t.Errorf("batch %d, text %d: cosine(cls-only, int8) = %.5f, want >= 0.995", batch, i, c)
			}
			if c := cosine(got[i], float[i]); c < 0.98 {
				t.Errorf("batch %d, text %d: cosine(cls-only, float) = %.5f, want >= 0.98", batch, i, c)
			}
		}
	}
	_, err = f.rt.Open(ctx, cls, Options{Pooling: PoolMean})
	if err == nil || !strings.Contains(err.Error(), "cls-only") {
		t.Errorf("mean pooling of a cls-only model: %v, want a refusal naming --cls-only", err)
	}
}

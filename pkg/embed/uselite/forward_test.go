package uselite

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
)

var (
	testEncoderOnce sync.Once
	testEncoder     *Encoder
	testEncoderErr  error
)

// loadTestEncoder loads the installed model once per test binary.
func loadTestEncoder(t testing.TB) *Encoder {
	t.Helper()
	dir := modelDir(t)
	testEncoderOnce.Do(func() { testEncoder, testEncoderErr = Load(dir) })
	if testEncoderErr != nil {
		t.Fatalf("Load(%s): %v", dir, testEncoderErr)
	}
	return testEncoder
}

// maxAbsDiff returns max |a[i]-b[i]|.
func maxAbsDiff(a []float32, b []float64) float64 {
	if len(a) != len(b) {
		return math.Inf(1)
	}
	var d float64
	for i := range a {
		d = max(d, math.Abs(float64(a[i])-b[i]))
	}
	return d
}

const tolerance = 1e-5

func TestEmbedMatchesReference(t *testing.T) {
	dir := modelDir(t)
	golden, _, extra := goldenCases(t)
	cases := append(golden, extra...)
	for _, kern := range kernels() {
		for _, share := range []bool{false, true} {
			if share && kern.name != bestKernel().name {
				continue // work sharing does not depend on the kernel
			}
			name := fmt.Sprintf("%s/share=%v", kern.name, share)
			t.Run(name, func(t *testing.T) {
				e, err := load(dir, kern, options{share: share, batch: true})
				if err != nil {
					t.Fatal(err)
				}
				var worst float64
				for _, c := range cases {
					d := maxAbsDiff(embedOne(t, e, c.Text), c.Embedding)
					worst = max(worst, d)
					if d > tolerance {
						t.Errorf("Embed(%.40q): max abs diff %.3g from the reference, want <= %g", c.Text, d, tolerance)
					}
				}
				t.Logf("worst max abs diff %.3g over %d cases", worst, len(cases))
			})
		}
	}
}

func embedOne(t testing.TB, e *Encoder, text string) []float32 {
	t.Helper()
	v, err := e.Embed(context.Background(), []string{text})
	if err != nil {
		t.Fatal(err)
	}
	return v[0]
}

func TestEmbedIsUnitLength(t *testing.T) {
	e := loadTestEncoder(t)
	if e.Dim() != 512 {
		t.Fatalf("Dim = %d, want 512", e.Dim())
	}
	_, tokens, _ := goldenCases(t)
	texts := make([]string, len(tokens))
	for i, c := range tokens {
		texts[i] = c.Text
	}
	vecs, err := e.Embed(context.Background(), texts)
	if err != nil {
		t.Fatal(err)
	}
	if len(vecs) != len(texts) {
		t.Fatalf("got %d vectors for %d texts", len(vecs), len(texts))
	}
	for i, v := range vecs {
		var ss float64
		for _, x := range v {
			if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
				t.Fatalf("Embed(%q) has a non-finite component", texts[i])
			}
			ss += float64(x) * float64(x)
		}
		if len(v) != 512 || math.Abs(ss-1) > 1e-5 {
			t.Errorf("Embed(%q): len %d, squared norm %v; want 512, 1", texts[i], len(v), ss)
		}
	}
}

func TestEmbedEmptyText(t *testing.T) {
	e := loadTestEncoder(t)
	if ids := e.Tokenize(""); len(ids) != 0 {
		t.Fatalf("Tokenize(\"\") = %v, want no tokens", ids)
	}
	// The reference pools zero tokens to the zero vector, so the result is
	// the normalised tanh of the output bias.
	want := make([]float64, Dim)
	var ss float64
	for j, b := range e.model.outBias {
		want[j] = math.Tanh(float64(b))
		ss += want[j] * want[j]
	}
	for j := range want {
		want[j] /= math.Sqrt(ss)
	}
	if d := maxAbsDiff(embedOne(t, e, ""), want); d > 1e-6 {
		t.Errorf("Embed(\"\") differs from normalised tanh(bias) by %g", d)
	}
}

func TestEmbedReadsOnlyFirst128Tokens(t *testing.T) {
	e := loadTestEncoder(t)
	if e.MaxTokens() != 128 {
		t.Fatalf("MaxTokens = %d, want 128", e.MaxTokens())
	}
	long := strings.Repeat("The quick brown fox jumps over the lazy dog. ", 20)
	ids := e.Tokenize(long)
	if len(ids) <= 130 {
		t.Fatalf("test text has only %d tokens", len(ids))
	}
	s := e.model.newScratch()
	clipped := make([]float32, Dim)
	e.model.forward(s, ids[:128], clipped)
	shorter := make([]float32, Dim)
	e.model.forward(s, ids[:127], shorter)

	got := embedOne(t, e, long)
	if !slices.Equal(got, clipped) {
		t.Error("Embed(long text) differs from the embedding of its first 128 tokens")
	}
	if slices.Equal(got, shorter) {
		t.Error("Embed(long text) equals the embedding of its first 127 tokens; the 128th token was ignored")
	}
}

func TestEmbedConcurrent(t *testing.T) {
	e := loadTestEncoder(t)
	_, tokens, _ := goldenCases(t)
	texts := make([]string, 0, 24)
	for i := 0; i < len(tokens) && len(texts) < cap(texts); i += 7 {
		texts = append(texts, tokens[i].Text)
	}
	want, err := e.Embed(context.Background(), texts)
	if err != nil {
		t.Fatal(err)
	}
	const workers = 8
	var wg sync.WaitGroup
	errs := make(chan string, workers*len(texts))
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range texts {
				i := (k + w*5) % len(texts) // each worker starts elsewhere
				got, err := e.Embed(context.Background(), []string{texts[i]})
				if err != nil {
					errs <- err.Error()
					return
				}
				if !slices.Equal(got[0], want[i]) {
					errs <- fmt.Sprintf("worker %d: Embed(%q) differs from the sequential result", w, texts[i])
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for msg := range errs {
		t.Error(msg)
	}
}

// countingCtx reports Canceled once Err has been called more than n times.
type countingCtx struct {
	context.Context
	n     int64
	calls atomic.Int64
}

func (c *countingCtx) Err() error {
	if c.calls.Add(1) > c.n {
		return context.Canceled
	}
	return nil
}

func TestEmbedHonoursContext(t *testing.T) {
	e := loadTestEncoder(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if v, err := e.Embed(ctx, []string{"a", "b"}); !errors.Is(err, context.Canceled) || v != nil {
		t.Errorf("Embed(cancelled ctx) = %d vectors, %v; want nil, context.Canceled", len(v), err)
	}
	// Cancelled after the first text: Embed stops at the next check. It
	// checks before every text, on each of at most two goroutines.
	texts := make([]string, 50)
	for i := range texts {
		texts[i] = fmt.Sprintf("text number %d", i)
	}
	for _, batch := range []bool{false, true} {
		c := &countingCtx{Context: context.Background(), n: 1}
		pe := newEncoder(e.id, e.tok, e.model, options{batch: batch})
		if v, err := pe.Embed(c, texts); !errors.Is(err, context.Canceled) || v != nil {
			t.Errorf("batch=%v: Embed(ctx cancelled after one text) = %d vectors, %v; want nil, context.Canceled", batch, len(v), err)
		}
		if got := c.calls.Load(); got < 2 || got > 3 {
			t.Errorf("batch=%v: Embed checked ctx %d times for 50 texts cancelled after the first; want 2 or 3", batch, got)
		}
	}
	if v, err := e.Embed(context.Background(), nil); err != nil || len(v) != 0 {
		t.Errorf("Embed(no texts) = %v, %v; want no vectors, nil", v, err)
	}
}

func TestLoadReportsMissingFiles(t *testing.T) {
	if _, err := Load(""); !errors.Is(err, ErrNotFound) {
		t.Errorf("Load(\"\") = %v, want ErrNotFound", err)
	}
	missing := filepath.Join(t.TempDir(), "nope")
	if _, err := Load(missing); !errors.Is(err, ErrNotFound) || !strings.Contains(err.Error(), missing) {
		t.Errorf("Load(missing dir) = %v, want ErrNotFound naming %s", err, missing)
	}
	empty := t.TempDir()
	if _, err := Load(empty); !errors.Is(err, ErrNotFound) || !strings.Contains(err.Error(), "model.json") {
		t.Errorf("Load(empty dir) = %v, want ErrNotFound naming model.json", err)
	}
}

func TestLoadNamesMissingShard(t *testing.T) {
	// model.json and vocab.json present, shards absent.
	src := modelDir(t)
	dir := t.TempDir()
	for _, f := range []string{"model.json", "vocab.json"} {
		copyFile(t, filepath.Join(src, f), filepath.Join(dir, f))
	}
	_, err := Load(dir)
	if !errors.Is(err, ErrNotFound) || !strings.Contains(err.Error(), "group1-shard1of7") {
		t.Errorf("Load(no shards) = %v, want ErrNotFound naming group1-shard1of7", err)
	}
}

func TestLoadRejectsDamagedFiles(t *testing.T) {
	src := modelDir(t)
	for _, c := range []struct {
		name, file string
		damage     func([]byte) []byte
		want       string
	}{
		{"truncated shard", "group1-shard7of7", func(b []byte) []byte { return b[:len(b)-4] }, "runs past the end"},
		{"model.json not JSON", "model.json", func(b []byte) []byte { return b[:100] }, "model.json"},
		{"vocab.json not JSON", "vocab.json", func(b []byte) []byte { return []byte("{") }, "vocab.json"},
		{"weight missing", "model.json", func(b []byte) []byte {
			return bytes.ReplaceAll(b, []byte("tanh_layer_0/bias"), []byte("tanh_layer_0/bia5"))
		}, "tanh_layer_0/bias is missing"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := copyModel(t, src)
			p := filepath.Join(dir, c.file)
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, c.damage(b), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err = Load(dir)
			if err == nil || errors.Is(err, ErrNotFound) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("Load = %v, want an error mentioning %q that is not ErrNotFound", err, c.want)
			}
		})
	}
}

func TestIDNamesModelAndWeights(t *testing.T) {
	e := loadTestEncoder(t)
	if !regexp.MustCompile(`^use-lite@[0-9a-f]{12}$`).MatchString(e.ID()) {
		t.Fatalf("ID = %q, want use-lite@<12 hex digits>", e.ID())
	}
	// Any change to the weights changes the ID.
	dir := copyModel(t, modelDir(t))
	p := filepath.Join(dir, "group1-shard3of7")
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	b[1000] ^= 1
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	changed, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if changed.ID() == e.ID() {
		t.Errorf("ID %q did not change when a weight shard changed", e.ID())
	}
}

func copyModel(t *testing.T, src string) string {
	t.Helper()
	dir := t.TempDir()
	entries, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, ent := range entries {
		if ent.Type().IsRegular() {
			copyFile(t, filepath.Join(src, ent.Name()), filepath.Join(dir, ent.Name()))
		}
	}
	return dir
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

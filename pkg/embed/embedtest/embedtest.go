// Package embedtest checks embed.Embedder implementations against one
// shared contract, and provides a small deterministic embedder for tests of
// code that consumes embedders.
package embedtest

import (
	"context"
	"errors"
	"hash/fnv"
	"math"
	"strings"
	"sync"
	"testing"

	"github.com/ingot-dev/ingot/pkg/embed"
)

// Run checks that e honours the embed.Embedder contract: a stable non-empty
// ID and positive Dim; one vector of Dim finite floats per text, in order,
// L2-normalised (an empty text may give the zero vector); the same vector
// for a text whether embedded alone or in a batch, and on every call; no
// vectors for no texts; safe concurrent use; and ctx.Err() when the context
// is cancelled before a batch starts.
func Run(t *testing.T, e embed.Embedder) {
	t.Helper()
	ctx := context.Background()
	if e.ID() == "" || e.ID() != e.ID() {
		t.Fatalf("ID() = %q: want a stable non-empty id", e.ID())
	}
	dim := e.Dim()
	if dim <= 0 {
		t.Fatalf("Dim() = %d, want > 0", dim)
	}
	texts := []string{
		"Write RSpec specs for the Subscription model",
		"",
		"set up ArgoCD so our Kubernetes apps sync from the gitops repo",
		"naïve café — ünïcödé text, emoji 🚀 and C++ / C# / .NET",
		strings.Repeat("a very long input that goes past any token limit ", 60),
	}
	t.Run("empty batch", func(t *testing.T) {
		v, err := e.Embed(ctx, nil)
		if err != nil || len(v) != 0 {
			t.Fatalf("Embed(nil) = %d vectors, %v; want 0, nil", len(v), err)
		}
	})
	var batch [][]float32
	t.Run("shape and norm", func(t *testing.T) {
		var err error
		batch, err = e.Embed(ctx, texts)
		if err != nil {
			t.Fatal(err)
		}
		if len(batch) != len(texts) {
			t.Fatalf("%d vectors for %d texts", len(batch), len(texts))
		}
		for i, v := range batch {
			if len(v) != dim {
				t.Fatalf("text %d: %d floats, want %d", i, len(v), dim)
			}
			n := 0.0
			for _, f := range v {
				if math.IsNaN(float64(f)) || math.IsInf(float64(f), 0) {
					t.Fatalf("text %d: non-finite value", i)
				}
				n += float64(f) * float64(f)
			}
			n = math.Sqrt(n)
			if math.Abs(n-1) > 1e-3 && !(texts[i] == "" && n == 0) {
				t.Errorf("text %d: L2 norm %.6f, want 1", i, n)
			}
		}
	})
	if batch == nil {
		return
	}
	t.Run("batch equals single and repeat", func(t *testing.T) {
		for i, text := range texts {
			one, err := e.Embed(ctx, []string{text})
			if err != nil {
				t.Fatal(err)
			}
			if d := maxDiff(one[0], batch[i]); d > 1e-5 {
				t.Errorf("text %d: alone vs in a batch differ by %g", i, d)
			}
		}
	})
	t.Run("concurrent", func(t *testing.T) {
		var wg sync.WaitGroup
		errs := make([]error, 4)
		for g := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				v, err := e.Embed(ctx, texts[:3])
				if err == nil {
					for i := range v {
						if maxDiff(v[i], batch[i]) > 1e-5 {
							err = errors.New("concurrent call returned a different vector")
						}
					}
				}
				errs[g] = err
			}()
		}
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("cancelled", func(t *testing.T) {
		cctx, cancel := context.WithCancel(ctx)
		cancel()
		_, err := e.Embed(cctx, texts)
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("Embed with a cancelled context: err = %v, want context.Canceled", err)
		}
	})
}

func maxDiff(a, b []float32) float64 {
	if len(a) != len(b) {
		return math.Inf(1)
	}
	d := 0.0
	for i := range a {
		d = math.Max(d, math.Abs(float64(a[i]-b[i])))
	}
	return d
}

// Fake is a deterministic bag-of-words embedder for tests: each lower-case
// word is hashed into one of D buckets, the counts are L2-normalised, so
// texts sharing words have a positive cosine. It counts its calls.
type Fake struct {
	Name string // ID; "fake" when empty
	D    int    // Dim; 64 when 0
	// Err, when set, is returned by every Embed call.
	Err error

	mu    sync.Mutex
	calls int
	texts int
}

var _ embed.Embedder = (*Fake)(nil)

// ID implements embed.Embedder.
func (f *Fake) ID() string {
	if f.Name == "" {
		return "fake"
	}
	return f.Name
}

// Dim implements embed.Embedder.
func (f *Fake) Dim() int {
	if f.D <= 0 {
		return 64
	}
	return f.D
}

// Embed implements embed.Embedder.
func (f *Fake) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if f.Err != nil {
		return nil, f.Err
	}
	f.mu.Lock()
	f.calls++
	f.texts += len(texts)
	f.mu.Unlock()
	out := make([][]float32, len(texts))
	for i, t := range texts {
		v := make([]float32, f.Dim())
		for _, w := range strings.FieldsFunc(strings.ToLower(t), func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
		}) {
			h := fnv.New32a()
			h.Write([]byte(w))
			v[h.Sum32()%uint32(len(v))]++
		}
		n := 0.0
		for _, x := range v {
			n += float64(x) * float64(x)
		}
		if n > 0 {
			n = math.Sqrt(n)
			for j := range v {
				v[j] = float32(float64(v[j]) / n)
			}
		}
		out[i] = v
	}
	return out, nil
}

// Calls returns how many Embed calls did work, and how many texts they
// embedded in all.
func (f *Fake) Calls() (calls, texts int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls, f.texts
}

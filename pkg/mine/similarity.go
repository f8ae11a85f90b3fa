package mine

import (
	"context"
	"fmt"
	"math"
	"strings"

	"github.com/ingot-dev/ingot/pkg/embed"
	"github.com/ingot-dev/ingot/pkg/lexical"
)

// Vector is a unit vector made by a Similarity: sparse (term ids and
// weights, sorted by id) for the lexical measure, dense for an encoder.
// Only vectors made by one Vectors call are comparable.
type Vector struct {
	sparse lexical.Vector
	dense  []float32
}

// IsZero reports a vector with no component (a text with no index term).
func (v Vector) IsZero() bool { return v.sparse.IsZero() && len(v.dense) == 0 }

// Cosine is the cosine similarity of two vectors from one Vectors call
// (their dot product: both are unit vectors), clamped to [-1, 1].
func Cosine(a, b Vector) float64 {
	if a.dense == nil && b.dense == nil {
		return lexical.Cosine(a.sparse, b.sparse)
	}
	s := 0.0
	n := min(len(a.dense), len(b.dense))
	for i := 0; i < n; i++ {
		s += float64(a.dense[i]) * float64(b.dense[i])
	}
	return max(-1, min(s, 1))
}

// Similarity turns task texts into unit vectors whose dot product says how
// alike two tasks are (1: the same). Mining uses it to merge near-duplicate
// tasks, to find the eval-set task a cluster repeats, and for novelty.
type Similarity interface {
	// Vectors returns one vector per text, in order. Only vectors from one
	// call are comparable.
	Vectors(ctx context.Context, texts []string) ([]Vector, error)
	// Name says what the measure is, for reports.
	Name() string
}

// Lexical is the router's lexical similarity applied to tasks: the cosine
// of tf-idf vectors over the router's index terms (pkg/lexical: code-aware
// tokens, stop words dropped, Snowball stems), with weights (1 + ln tf)·idf
// as in route.Router.Nearest. The idf comes from the texts of one Vectors
// call (BM25's smoothed idf), so words every task shares weigh little.
// 1 means the same words; it needs no model and no network.
type Lexical struct{}

// DefaultThreshold is the similarity at which two tasks count as
// near-duplicates (INGOT_MINE_CLUSTER_THRESHOLD): the reference
// implementation's value for sentence encoders, and for Lexical the point
// where only filler words, articles and word order differ (see the cases in
// similarity_test.go: "rotate page 3" and "rotate every page" stay apart at
// 0.87).
const DefaultThreshold = 0.9

// Name implements Similarity.
func (Lexical) Name() string { return "lexical tf-idf" }

// Vectors implements Similarity: pkg/lexical's tf-idf over the batch.
func (Lexical) Vectors(ctx context.Context, texts []string) ([]Vector, error) {
	vs, err := lexical.TextVectors(ctx, texts)
	if err != nil {
		return nil, err
	}
	out := make([]Vector, len(vs))
	for i, v := range vs {
		out[i] = Vector{sparse: v}
	}
	return out, nil
}

// Dense is the similarity of a sentence encoder (the router's embedder,
// INGOT_ENCODER): the cosine of its vectors.
type Dense struct {
	Embedder embed.Embedder
}

// Name implements Similarity.
func (d Dense) Name() string { return "encoder " + d.Embedder.ID() }

// Vectors implements Similarity.
func (d Dense) Vectors(ctx context.Context, texts []string) ([]Vector, error) {
	if len(texts) == 0 {
		return nil, nil
	}
	vs, err := d.Embedder.Embed(ctx, texts)
	if err != nil {
		return nil, fmt.Errorf("embed tasks with %s: %w", d.Embedder.ID(), err)
	}
	if len(vs) != len(texts) {
		return nil, fmt.Errorf("embed tasks with %s: %d vectors for %d texts", d.Embedder.ID(), len(vs), len(texts))
	}
	out := make([]Vector, len(vs))
	for i, v := range vs {
		norm := 0.0
		for _, x := range v {
			norm += float64(x) * float64(x)
		}
		if norm == 0 {
			continue
		}
		norm = math.Sqrt(norm)
		u := make([]float32, len(v))
		for k, x := range v {
			u[k] = float32(float64(x) / norm)
		}
		out[i] = Vector{dense: u}
	}
	return out, nil
}

// Normalize is the exact-duplicate key of a task: case-folded, with runs
// of white space collapsed to one space and the ends trimmed.
func Normalize(task string) string {
	return strings.Join(strings.Fields(strings.ToLower(task)), " ")
}

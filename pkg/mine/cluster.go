package mine

import (
	"context"
	"errors"
	"fmt"
)

// Cluster groups tasks the way mining does, and returns the clusters as
// lists of task indexes, each in input order, clusters in order of first
// appearance. rubrics[i] is the rubric task i is judged against (nil: none
// for all).
//
// First, tasks with the same rubric and the same Normalize form are one
// exact group. Then the groups are visited in order and each joins the
// existing cluster of the same rubric whose representative (its first
// group's first task) is most similar to the group's first task, if that
// similarity reaches threshold; otherwise it starts a new cluster. Tasks
// with different rubrics never share a cluster: they are judged against
// different criteria.
func Cluster(ctx context.Context, tasks, rubrics []string, sim Similarity, threshold float64) ([][]int, error) {
	if rubrics != nil && len(rubrics) != len(tasks) {
		return nil, fmt.Errorf("cluster: %d rubrics for %d tasks", len(rubrics), len(tasks))
	}
	rub := func(i int) string {
		if rubrics == nil {
			return ""
		}
		return rubrics[i]
	}
	type key struct{ rubric, norm string }
	index := map[key]int{}
	var groups [][]int
	var texts, grubrics []string
	for i, t := range tasks {
		k := key{rub(i), Normalize(t)}
		g, ok := index[k]
		if !ok {
			g = len(groups)
			index[k] = g
			groups = append(groups, nil)
			texts = append(texts, t)
			grubrics = append(grubrics, k.rubric)
		}
		groups[g] = append(groups[g], i)
	}
	vecs, err := sim.Vectors(ctx, texts)
	if err != nil {
		return nil, err
	}
	of, err := clusterGroups(ctx, grubrics, vecs, threshold)
	if err != nil {
		return nil, err
	}
	var out [][]int
	for g, c := range of {
		if c == len(out) {
			out = append(out, nil)
		}
		out[c] = append(out[c], groups[g]...)
	}
	for _, c := range out {
		sortInts(c)
	}
	return out, nil
}

func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

// ErrThreshold is returned for a similarity threshold outside (0, 1].
var ErrThreshold = errors.New("cluster threshold must be in (0, 1]")

// clusterGroups assigns each group (in order) to a cluster and returns the
// cluster index of every group; clusters are numbered in order of creation,
// so a new cluster always gets the next number.
func clusterGroups(ctx context.Context, rubrics []string, vecs []Vector, threshold float64) ([]int, error) {
	if !(threshold > 0 && threshold <= 1) {
		return nil, fmt.Errorf("%w (got %v)", ErrThreshold, threshold)
	}
	x := newRepIndex()
	of := make([]int, len(vecs))
	for g, v := range vecs {
		if g%256 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		c, s := x.nearest(v, rubrics[g])
		if c >= 0 && s >= threshold {
			of[g] = c
			continue
		}
		of[g] = x.add(v, rubrics[g])
	}
	return of, nil
}

// repIndex finds the most similar cluster representative, through an
// inverted index for sparse vectors and by a scan for dense ones.
type repIndex struct {
	reps    []Vector
	rubrics []string
	post    map[int32][]posting
	acc     []float64
	touched []int32
}

type posting struct {
	c int32
	w float32
}

func newRepIndex() *repIndex { return &repIndex{post: map[int32][]posting{}} }

func (x *repIndex) add(v Vector, rubric string) int {
	c := len(x.reps)
	x.reps = append(x.reps, v)
	x.rubrics = append(x.rubrics, rubric)
	x.acc = append(x.acc, 0)
	ids, w := v.sparse.Sparse()
	for k, id := range ids {
		x.post[id] = append(x.post[id], posting{int32(c), w[k]})
	}
	return c
}

// nearest returns the cluster of the same rubric most similar to v (ties
// to the older cluster) and the similarity, or -1 when no cluster of that
// rubric shares anything with v.
func (x *repIndex) nearest(v Vector, rubric string) (int, float64) {
	best, score := -1, 0.0
	better := func(c int, s float64) {
		if x.rubrics[c] != rubric {
			return
		}
		if best < 0 || s > score || (s == score && c < best) {
			best, score = c, s
		}
	}
	if v.dense != nil {
		for c, r := range x.reps {
			if r.dense != nil {
				better(c, Cosine(v, r))
			}
		}
		return best, score
	}
	ids, w := v.sparse.Sparse()
	for k, id := range ids {
		for _, p := range x.post[id] {
			if x.acc[p.c] == 0 {
				x.touched = append(x.touched, p.c)
			}
			x.acc[p.c] += float64(w[k]) * float64(p.w)
		}
	}
	for _, c := range x.touched {
		better(int(c), min(x.acc[c], 1))
		x.acc[c] = 0
	}
	x.touched = x.touched[:0]
	return best, score
}

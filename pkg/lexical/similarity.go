package lexical

import (
	"context"
	"math"
	"sort"
)

// Vector is a sparse tf-idf vector over an index's vocabulary, L2
// normalised: weights (1 + ln tf) · idf. Terms the index lacks count in the
// norm (with their idf in the index's background, or that of a term no
// document has) but cannot match anything.
type Vector struct {
	ids []int32
	w   []float32
}

// Vector returns the tf-idf vector of a over the given fields (all fields
// when none are named), with idf from ix.
func (ix *Index) Vector(a *Analyzed, fields ...Field) Vector {
	if len(fields) == 0 {
		fields = []Field{Name, Description, Headings, Body}
	}
	var ts []termWeight
	norm := 0.0
	for _, t := range a.Terms {
		tf := uint32(0)
		for _, f := range fields {
			tf += t.TF[f]
		}
		if tf == 0 {
			continue
		}
		id, ok := ix.terms[t.Term]
		var idf float64
		switch {
		case ok:
			idf = ix.idf[id]
		case ix.bg != nil:
			idf = idfOf(ix.nIDF, int32(ix.bg.DF(t.Term)))
		default:
			idf = idfOf(ix.nIDF, 0)
		}
		w := (1 + math.Log(float64(tf))) * idf
		norm += w * w
		if ok {
			ts = append(ts, termWeight{id, w})
		}
	}
	return unit(ts, norm)
}

type termWeight struct {
	id int32
	w  float64
}

// unit is the vector of ts scaled by 1/sqrt(norm2) (norm2 may count terms
// ts leaves out), sorted by term id: the one construction of a tf-idf
// vector, for an index's documents and for a batch of texts alike.
func unit(ts []termWeight, norm2 float64) Vector {
	if norm2 == 0 || len(ts) == 0 {
		return Vector{}
	}
	norm := math.Sqrt(norm2)
	sort.Slice(ts, func(i, j int) bool { return ts[i].id < ts[j].id })
	v := Vector{ids: make([]int32, len(ts)), w: make([]float32, len(ts))}
	for i, t := range ts {
		v.ids[i], v.w[i] = t.id, float32(t.w/norm)
	}
	return v
}

// IsZero reports a vector with no component.
func (v Vector) IsZero() bool { return len(v.ids) == 0 }

// Sparse returns the vector's term ids (ascending) and weights; callers
// must not modify them (mining builds an inverted index from them).
func (v Vector) Sparse() (ids []int32, w []float32) { return v.ids, v.w }

// TextVectors returns the tf-idf vectors of texts analysed as queries
// (Terms: code-aware tokens, stop words dropped, Snowball stems), with
// weights (1 + ln tf)·idf and the idf taken from the texts themselves
// (BM25's smoothed idf), so words every text shares weigh little. Only
// vectors of one call are comparable (Cosine). A text with no term has
// the zero vector.
func TextVectors(ctx context.Context, texts []string) ([]Vector, error) {
	type tf struct {
		id int32
		n  int
	}
	ids := map[string]int32{}
	var df []int
	docs := make([][]tf, len(texts))
	for i, t := range texts {
		if i%256 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		counts := map[int32]int{}
		for _, term := range Terms(t) {
			id, ok := ids[term]
			if !ok {
				id = int32(len(df))
				ids[term] = id
				df = append(df, 0)
			}
			if counts[id] == 0 {
				df[id]++
			}
			counts[id]++
		}
		d := make([]tf, 0, len(counts))
		for id, n := range counts {
			d = append(d, tf{id, n})
		}
		docs[i] = d
	}
	n := float64(len(texts))
	out := make([]Vector, len(texts))
	for i, d := range docs {
		ts := make([]termWeight, len(d))
		norm := 0.0
		for k, t := range d {
			idf := math.Log(1 + (n-float64(df[t.id])+0.5)/(float64(df[t.id])+0.5))
			w := (1 + math.Log(float64(t.n))) * idf
			ts[k] = termWeight{t.id, w}
			norm += w * w
		}
		out[i] = unit(ts, norm)
	}
	return out, nil
}

// Cosine returns the cosine similarity of two vectors from one index, in
// [0, 1].
func Cosine(x, y Vector) float64 {
	s := 0.0
	i, j := 0, 0
	for i < len(x.ids) && j < len(y.ids) {
		switch {
		case x.ids[i] < y.ids[j]:
			i++
		case x.ids[i] > y.ids[j]:
			j++
		default:
			s += float64(x.w[i]) * float64(y.w[j])
			i++
			j++
		}
	}
	return min(s, 1)
}

package lexical

import (
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
	type tw struct {
		id int32
		w  float64
	}
	var ts []tw
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
			ts = append(ts, tw{id, w})
		}
	}
	if norm == 0 {
		return Vector{}
	}
	norm = math.Sqrt(norm)
	sort.Slice(ts, func(i, j int) bool { return ts[i].id < ts[j].id })
	v := Vector{ids: make([]int32, len(ts)), w: make([]float32, len(ts))}
	for i, t := range ts {
		v.ids[i], v.w[i] = t.id, float32(t.w/norm)
	}
	return v
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

package lexical

import (
	"fmt"
	"math"
	"sort"
)

// Params are the BM25F parameters.
type Params struct {
	// Weight of each field's length-normalised term frequency.
	Weight [NumFields]float64
	// B is each field's length normalisation (0: none, 1: full).
	B [NumFields]float64
	// K1 is the saturation of the weighted term frequency.
	K1 float64
}

// DefaultParams are the parameters that measured best on the dev set
// (routing-experiment.md, L7best; chosen in 95 of 100 CV folds): name 0.5,
// description 1, headings 1, body 0.1; b 0.5 for the name and 0.75
// elsewhere; k1 1.2.
func DefaultParams() Params {
	return Params{
		Weight: [NumFields]float64{0.5, 1, 1, 0.1},
		B:      [NumFields]float64{0.5, 0.75, 0.75, 0.75},
		K1:     1.2,
	}
}

// Validate reports a parameter outside its range.
func (p Params) Validate() error {
	for f := Field(0); f < NumFields; f++ {
		if p.Weight[f] < 0 || math.IsNaN(p.Weight[f]) {
			return fmt.Errorf("bm25f: weight of %s is %v, want ≥ 0", f, p.Weight[f])
		}
		if p.B[f] < 0 || p.B[f] > 1 || math.IsNaN(p.B[f]) {
			return fmt.Errorf("bm25f: b of %s is %v, want 0..1", f, p.B[f])
		}
	}
	if !(p.K1 > 0) {
		return fmt.Errorf("bm25f: k1 is %v, want > 0", p.K1)
	}
	return nil
}

// posting is one document containing a term, with the term's whole score
// contribution precomputed (idf · (k1+1) · tf / (k1 + tf) on the weighted,
// length-normalised frequency tf).
type posting struct {
	doc   int32
	score float32
}

// Index is a BM25F index over analysed documents. It is immutable and safe
// for concurrent use.
type Index struct {
	params Params
	n      int // documents
	// nIDF is the N of idf: the documents of the union of the library and
	// its background (n without one).
	nIDF   int
	avgLen [NumFields]float64 // over the same union
	terms  map[string]int32
	idf    []float64
	post   [][]posting // by term id, sorted by doc
	bg     *Background // for the idf of terms the library lacks; may be nil
}

// idf is BM25's inverse document frequency of a term found in df of n
// documents.
func idfOf(n int, df int32) float64 {
	return math.Log(1 + (float64(n)-float64(df)+0.5)/(float64(df)+0.5))
}

// Build indexes docs (document i is docs[i]) with parameters p. With a
// non-empty background bg, idf and the average field lengths are taken
// over docs together with the background's documents, less the background
// documents docs hold too (see Background); with nil or an empty one, over
// docs alone. Scores are only ever computed for docs.
func Build(docs []*Analyzed, p Params, bg *Background) (*Index, error) {
	return BuildExtra(docs, p, bg, Extra{})
}

// BuildExtra is Build with one more field per document outside its own
// text (see Extra): scored as a fifth BM25F field, counted in the
// documents' df. With no extra documents it is Build.
func BuildExtra(docs []*Analyzed, p Params, bg *Background, x Extra) (*Index, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if err := x.validate(len(docs)); err != nil {
		return nil, err
	}
	if err := bg.load(); err != nil {
		return nil, err
	}
	ix := &Index{params: p, n: len(docs), terms: map[string]int32{}}
	if bg.Len() > 0 {
		ix.bg = bg
	}
	var lenSum [NumFields]float64
	for _, d := range docs {
		for f := range lenSum {
			lenSum[f] += float64(d.Len[f])
		}
	}
	// Term ids and document frequencies; ids[at[i]+k] is the id of
	// docs[i].Terms[k], so no term is looked up twice.
	var df []int32
	var names []string
	at := make([]int, len(docs)+1)
	for i, d := range docs {
		at[i+1] = at[i] + len(d.Terms)
	}
	ids := make([]int32, at[len(docs)])
	for i, d := range docs {
		for k, tf := range d.Terms {
			id, ok := ix.terms[tf.Term]
			if !ok {
				id = int32(len(df))
				ix.terms[tf.Term] = id
				df = append(df, 0)
				names = append(names, tf.Term)
			}
			df[id]++
			ids[at[i]+k] = id
		}
	}
	xids := x.termIDs(docs, ix.terms, &df, &names, ids, at)
	// The union with the background: its documents, less those the
	// library holds too.
	ix.nIDF = ix.n
	dfIDF := df
	if ix.bg != nil {
		dfIDF = make([]int32, len(df))
		for id, t := range names {
			dfIDF[id] = df[id] + bg.df[t]
		}
		ix.nIDF += bg.n
		for f := range lenSum {
			lenSum[f] += float64(bg.lenSum[f])
		}
		shared := map[[32]byte]bool{}
		for i, d := range docs {
			if _, ok := bg.keys[d.Key]; !ok || shared[d.Key] {
				continue
			}
			shared[d.Key] = true
			ix.nIDF--
			for f := range lenSum {
				lenSum[f] -= float64(d.Len[f])
			}
			for _, id := range ids[at[i]:at[i+1]] {
				dfIDF[id]--
			}
		}
	}
	for f := range ix.avgLen {
		if ix.nIDF > 0 {
			ix.avgLen[f] = lenSum[f] / float64(ix.nIDF)
		}
		if ix.avgLen[f] <= 0 {
			ix.avgLen[f] = 1
		}
	}
	ix.idf = make([]float64, len(df))
	ix.post = make([][]posting, len(df))
	// One backing array for every posting list.
	total := 0
	for id, n := range df {
		total += int(n)
		ix.idf[id] = idfOf(ix.nIDF, max(dfIDF[id], n))
	}
	backing := make([]posting, total)
	off := 0
	for id, n := range df {
		ix.post[id] = backing[off : off : off+int(n)]
		off += int(n)
	}
	k1 := p.K1
	xw := x.weights(xids)
	for di, d := range docs {
		var norm [NumFields]float64
		for f := range norm {
			norm[f] = p.Weight[f] / (1 - p.B[f] + p.B[f]*float64(d.Len[f])/ix.avgLen[f])
		}
		xw.start(di)
		for k, tf := range d.Terms {
			w := 0.0
			for f := range norm {
				w += float64(tf.TF[f]) * norm[f]
			}
			id := ids[at[di]+k]
			w += xw.take(id)
			s := ix.idf[id] * (k1 + 1) * w / (k1 + w)
			ix.post[id] = append(ix.post[id], posting{doc: int32(di), score: float32(s)})
		}
		xw.rest(func(id int32, w float64) { // terms only the extra field holds
			s := ix.idf[id] * (k1 + 1) * w / (k1 + w)
			ix.post[id] = append(ix.post[id], posting{doc: int32(di), score: float32(s)})
		})
	}
	return ix, nil
}

// Len is the number of documents.
func (ix *Index) Len() int { return ix.n }

// Params returns the parameters the index was built with.
func (ix *Index) Params() Params { return ix.params }

// Vocabulary is the number of distinct terms.
func (ix *Index) Vocabulary() int { return len(ix.terms) }

// Has reports whether any document contains term.
func (ix *Index) Has(term string) bool { _, ok := ix.terms[term]; return ok }

// IDF returns the idf of term (0 when no document has it).
func (ix *Index) IDF(term string) float64 {
	if id, ok := ix.terms[term]; ok {
		return ix.idf[id]
	}
	return 0
}

// Collection is the number of documents idf is computed over: Len plus
// the background documents the library does not hold.
func (ix *Index) Collection() int { return ix.nIDF }

// AvgLen is the average length of field f, in terms, over the same
// documents as idf.
func (ix *Index) AvgLen(f Field) float64 { return ix.avgLen[f] }

// Score fills scores[i] with the BM25F score of document i for q and
// returns the slice (grown or allocated as needed). Documents that share
// no term with q score 0.
func (ix *Index) Score(q Query, scores []float64) []float64 {
	if cap(scores) < ix.n {
		scores = make([]float64, ix.n)
	}
	scores = scores[:ix.n]
	clear(scores)
	for _, t := range q.Terms {
		id, ok := ix.terms[t]
		if !ok {
			continue
		}
		for _, p := range ix.post[id] {
			scores[p.doc] += float64(p.score)
		}
	}
	return scores
}

// TermScore is one query term's contribution to a document's score.
type TermScore struct {
	Term  string  `json:"term"`
	Score float64 `json:"score"`
}

// Explain returns the contribution of each query term to document doc's
// score, largest first; terms the document lacks are left out.
func (ix *Index) Explain(q Query, doc int) []TermScore {
	var out []TermScore
	for _, t := range q.Terms {
		id, ok := ix.terms[t]
		if !ok {
			continue
		}
		ps := ix.post[id]
		k := sort.Search(len(ps), func(i int) bool { return ps[i].doc >= int32(doc) })
		if k < len(ps) && ps[k].doc == int32(doc) {
			out = append(out, TermScore{Term: t, Score: float64(ps[k].score)})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Score > out[j].Score })
	return out
}

package lexical

import (
	"fmt"
	"math"
)

// Extra is one more BM25F field per document, outside the document's own
// text: the router's learned requests (requests a skill served well,
// pkg/route's learning from use). Its text is analysed with AnalyzeExtra.
//
// It is scored as a fifth field: its length-normalised, weighted term
// frequency is added to the other fields' before the one k1 saturation,
// and a term it holds counts once more in the document's df (a document
// has a term when any of its fields has it). Its average length is taken
// over the documents that have an extra field, not over the library and
// its background (neither has one), so a document with a typical amount
// of extra text gets the field's full weight.
type Extra struct {
	// Docs[i] is document i's extra field (nil: none); Docs is empty or
	// as long as the documents.
	Docs []*Analyzed
	// Weight and B are the field's BM25F weight and length normalisation.
	Weight, B float64
}

// AnalyzeExtra analyses the text of an extra field. The field's counts
// are the analysed document's Description counts.
func AnalyzeExtra(text string) *Analyzed {
	return NewAnalyzer().Analyze(Doc{Description: text})
}

func (x Extra) active() bool { return len(x.Docs) > 0 }

func (x Extra) validate(n int) error {
	if !x.active() {
		return nil
	}
	if len(x.Docs) != n {
		return fmt.Errorf("bm25f: %d extra fields for %d documents", len(x.Docs), n)
	}
	if x.Weight < 0 || math.IsNaN(x.Weight) {
		return fmt.Errorf("bm25f: weight of the extra field is %v, want ≥ 0", x.Weight)
	}
	if x.B < 0 || x.B > 1 || math.IsNaN(x.B) {
		return fmt.Errorf("bm25f: b of the extra field is %v, want 0..1", x.B)
	}
	return nil
}

// termIDs gives the extra fields' terms ids in terms (adding the terms no
// document has to terms, df and names) and counts each in df for the
// documents whose own fields lack it. ids[at[i]:at[i+1]] are document i's
// own term ids. It returns, per document, the ids of its extra terms.
func (x Extra) termIDs(docs []*Analyzed, terms map[string]int32, df *[]int32, names *[]string, ids []int32, at []int) [][]int32 {
	if !x.active() {
		return nil
	}
	out := make([][]int32, len(docs))
	for i, e := range x.Docs {
		if e == nil || len(e.Terms) == 0 {
			continue
		}
		own := make(map[int32]bool, at[i+1]-at[i])
		for _, id := range ids[at[i]:at[i+1]] {
			own[id] = true
		}
		out[i] = make([]int32, len(e.Terms))
		for k, tf := range e.Terms {
			id, ok := terms[tf.Term]
			if !ok {
				id = int32(len(*df))
				terms[tf.Term] = id
				*df = append(*df, 0)
				*names = append(*names, tf.Term)
			}
			if !own[id] {
				(*df)[id]++
			}
			out[i][k] = id
		}
	}
	return out
}

// extraWeights hands out the weighted, length-normalised frequencies of
// one document's extra terms while its postings are written.
type extraWeights struct {
	x    Extra
	xids [][]int32
	avg  float64
	cur  map[int32]float64
	doc  int
}

func (x Extra) weights(xids [][]int32) *extraWeights {
	w := &extraWeights{x: x, xids: xids}
	if !x.active() {
		return w
	}
	var sum float64
	n := 0
	for _, e := range x.Docs {
		if e != nil && e.Len[Description] > 0 {
			sum += float64(e.Len[Description])
			n++
		}
	}
	if n > 0 {
		w.avg = sum / float64(n)
	}
	return w
}

// start moves to document di.
func (w *extraWeights) start(di int) {
	w.cur, w.doc = nil, di
	if !w.x.active() || w.xids[di] == nil {
		return
	}
	e := w.x.Docs[di]
	norm := w.x.Weight / (1 - w.x.B + w.x.B*float64(e.Len[Description])/w.avg)
	w.cur = make(map[int32]float64, len(e.Terms))
	for k, tf := range e.Terms {
		if tf.TF[Description] > 0 {
			w.cur[w.xids[di][k]] = float64(tf.TF[Description]) * norm
		}
	}
}

// take returns the extra field's share of term id's frequency in the
// current document (0 when it has none) and marks it used.
func (w *extraWeights) take(id int32) float64 {
	if w.cur == nil {
		return 0
	}
	v, ok := w.cur[id]
	if ok {
		delete(w.cur, id)
	}
	return v
}

// rest calls fn for the current document's extra terms that take did not
// use (terms the document's own fields lack), in the extra field's order.
func (w *extraWeights) rest(fn func(id int32, tf float64)) {
	if w.cur == nil {
		return
	}
	for _, id := range w.xids[w.doc] {
		if v, ok := w.cur[id]; ok {
			delete(w.cur, id)
			fn(id, v)
		}
	}
}

// ExtraCoverage is the idf mass (as in Coverage) of q's terms found in
// the extra field e of document d, and of those found there but in none of
// d's own fields.
func (ix *Index) ExtraCoverage(q Query, d, e *Analyzed) (in, only float64) {
	if e == nil || len(e.Terms) == 0 {
		return 0, 0
	}
	sorted, _ := d.lookup()
	esorted, _ := e.lookup()
	for _, t := range q.Terms {
		if _, ok := e.find(esorted, t); !ok {
			continue
		}
		w := ix.QueryIDF(t)
		in += w
		if _, ok := d.find(sorted, t); !ok {
			only += w
		}
	}
	return in, only
}

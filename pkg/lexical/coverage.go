package lexical

import (
	"slices"
	"strings"
)

// Coverage is how much of a query one document accounts for, in idf mass:
// measures that mean the same for a fifteen-word skill and a three-thousand
// word one, unlike the BM25F score, which grows with the text a skill has.
type Coverage struct {
	// Query is the idf mass of the query's terms: the sum of their idf
	// over the library pooled with its background; a term neither holds
	// weighs as a term found in no document.
	Query float64
	// Field is the idf mass of the query terms found in each field.
	Field [NumFields]float64
	// Any is the idf mass of the query terms found in any field.
	Any float64
	// NameTerms is how many distinct terms the document's name has, and
	// NameInQuery how many of them the query holds.
	NameTerms, NameInQuery int
}

// Share is x over the query's idf mass (0 for an empty query).
func (c Coverage) Share(x float64) float64 {
	if c.Query <= 0 {
		return 0
	}
	return x / c.Query
}

// QueryIDF is the idf of a query term: the library's, or for a term the
// library lacks, the background's (a term in no document gets the largest
// idf). An index loaded from a saved file decodes its background here, on
// the first term the library lacks (once per background handle).
func (ix *Index) QueryIDF(term string) float64 {
	if id, ok := ix.terms[term]; ok {
		return ix.idf[id]
	}
	var df int32
	if ix.bg != nil && ix.bg.load() == nil {
		df = ix.bg.df[term]
	}
	return idfOf(ix.nIDF, df)
}

// lookup returns the document's terms sorted by term (as indexes into
// Terms) and how many have a name occurrence, built once.
func (d *Analyzed) lookup() ([]int32, int) {
	d.sortOnce.Do(func() {
		d.sorted = make([]int32, len(d.Terms))
		for i := range d.sorted {
			d.sorted[i] = int32(i)
		}
		slices.SortFunc(d.sorted, func(a, b int32) int { return strings.Compare(d.Terms[a].Term, d.Terms[b].Term) })
		for _, tf := range d.Terms {
			if tf.TF[Name] > 0 {
				d.nameTerms++
			}
		}
	})
	return d.sorted, d.nameTerms
}

// find returns the frequencies of term in d, and whether d has it.
func (d *Analyzed) find(sorted []int32, term string) (TermFreq, bool) {
	i, ok := slices.BinarySearchFunc(sorted, term, func(k int32, t string) int { return strings.Compare(d.Terms[k].Term, t) })
	if !ok {
		return TermFreq{}, false
	}
	return d.Terms[sorted[i]], true
}

// Coverage measures q against the analysed document d (one of the index's
// documents, or any other analysed with the same rules). It looks each
// query term up in d (a sorted view of d's terms, built on d's first use),
// so its cost grows with the query, not with the skill's length.
func (ix *Index) Coverage(q Query, d *Analyzed) Coverage {
	sorted, names := d.lookup()
	c := Coverage{NameTerms: names}
	for _, t := range q.Terms {
		w := ix.QueryIDF(t)
		c.Query += w
		tf, ok := d.find(sorted, t)
		if !ok {
			continue
		}
		if tf.TF[Name] > 0 {
			c.NameInQuery++
		}
		for f := Field(0); f < NumFields; f++ {
			if tf.TF[f] > 0 {
				c.Field[f] += w
			}
		}
		c.Any += w
	}
	return c
}

package lexical

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

// Coverage measures q against the analysed document d (one of the index's
// documents, or any other analysed with the same rules).
func (ix *Index) Coverage(q Query, d *Analyzed) Coverage {
	var c Coverage
	if len(q.Terms) == 0 {
		for _, tf := range d.Terms {
			if tf.TF[Name] > 0 {
				c.NameTerms++
			}
		}
		return c
	}
	idf := make(map[string]float64, len(q.Terms))
	for _, t := range q.Terms {
		w := ix.QueryIDF(t)
		idf[t] = w
		c.Query += w
	}
	for _, tf := range d.Terms {
		w, inQuery := idf[tf.Term]
		if tf.TF[Name] > 0 {
			c.NameTerms++
			if inQuery {
				c.NameInQuery++
			}
		}
		if !inQuery {
			continue
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

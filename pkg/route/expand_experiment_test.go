//go:build experiment

// Vocabulary bridging by document expansion from the shipped corpus
// (issue 13, README of cmd/ingot-route, "Document expansion"): every
// library skill gets the characteristic terms of its nearest corpus
// skills as a low-weight extra signal, so an indirect request that shares
// no word with a two-line skill can still reach it. Nothing here is
// shipped unless it wins; it reproduces the measurements:
//
//	EXP_XK=5 EXP_XM=60 EXP_XLAMBDA=0.5,1,2 go test -tags experiment ./pkg/route -run 'TestExperimentExpand$' -v
//
// EXP_SMALL=K and EXP_HOLDOUT=1 as in TestExperiment.

package route

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/lexical"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// xcorpus is the expansion source: per corpus skill its characteristic
// terms (profile, max-normalised) and its matching vector.
type xcorpus struct {
	names   []string
	keys    [][32]byte
	idf     map[string]float64
	n       int
	profile []map[string]float64
	match   []map[string]float64 // unit tf-idf vector used to find neighbours
}

func (c *xcorpus) idfOf(t string) float64 {
	if v, ok := c.idf[t]; ok {
		return v
	}
	return math.Log(1 + (float64(c.n)+0.5)/0.5)
}

// xopt are the knobs of one expansion.
type xopt struct {
	k        int     // neighbours
	m        int     // expansion terms kept per library skill
	n        int     // profile terms per corpus skill
	matchBy  string  // "nd": corpus name+description; "prof": the profile; "all": whole skill
	minSim   float64 // neighbours below are ignored
	fieldW   [lexical.NumFields]float64
	keepOwn  bool // keep expansion terms the skill already has
	libBody  bool // the library skill's body counts for finding neighbours
	simPower float64
	minDF    int     // profile terms found in fewer corpus skills are left out
	idfPow   float64 // profile weight (1+ln tf)·idf^idfPow
}

func defaultXopt() xopt {
	return xopt{k: 5, m: 60, n: 40, matchBy: "nd", minSim: 0.05, fieldW: [lexical.NumFields]float64{3, 3, 2, 1}, libBody: true, simPower: 1, minDF: 2, idfPow: 1}
}

func loadXCorpus(t *testing.T, ctx context.Context, o xopt) *xcorpus {
	lib, err := skill.Discover(ctx, []string{filepath.Join("../..", "testdata/corpus/skills")}, skill.Options{})
	if err != nil {
		t.Fatal(err)
	}
	docs := make([]lexical.Doc, len(lib.Skills))
	for i, s := range lib.Skills {
		docs[i] = lexical.Doc{Name: s.Name, Description: s.Description, Body: s.Body}
	}
	an, err := lexical.AnalyzeAll(ctx, docs, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := &xcorpus{n: len(an), idf: map[string]float64{}}
	df := map[string]int{}
	for _, d := range an {
		for _, tf := range d.Terms {
			df[tf.Term]++
		}
	}
	for term, n := range df {
		c.idf[term] = math.Log(1 + (float64(c.n)-float64(n)+0.5)/(float64(n)+0.5))
	}
	for i, d := range an {
		c.names = append(c.names, lib.Skills[i].Name)
		c.keys = append(c.keys, d.Key)
		type tw struct {
			t string
			w float64
		}
		var ts []tw
		for _, tf := range d.Terms {
			w := 0.0
			for f := range tf.TF {
				w += o.fieldW[f] * float64(tf.TF[f])
			}
			if w == 0 || df[tf.Term] < o.minDF { // a term of one skill bridges to nothing
				continue
			}
			ts = append(ts, tw{tf.Term, (1 + math.Log(w)) * math.Pow(c.idf[tf.Term], o.idfPow)})
		}
		sort.Slice(ts, func(a, b int) bool { return ts[a].w > ts[b].w || ts[a].w == ts[b].w && ts[a].t < ts[b].t })
		ts = ts[:min(o.n, len(ts))]
		p := map[string]float64{}
		for _, x := range ts {
			p[x.t] = x.w / ts[0].w
		}
		c.profile = append(c.profile, p)
		var m map[string]float64
		switch o.matchBy {
		case "prof":
			m = unitMap(p)
		case "all":
			m = tfidfMap(d, c, lexical.Name, lexical.Description, lexical.Headings, lexical.Body)
		default:
			m = tfidfMap(d, c, lexical.Name, lexical.Description)
		}
		c.match = append(c.match, m)
	}
	return c
}

func unitMap(m map[string]float64) map[string]float64 {
	s := 0.0
	for _, v := range m {
		s += v * v
	}
	out := map[string]float64{}
	if s == 0 {
		return out
	}
	s = math.Sqrt(s)
	for k, v := range m {
		out[k] = v / s
	}
	return out
}

func tfidfMap(d *lexical.Analyzed, c *xcorpus, fields ...lexical.Field) map[string]float64 {
	m := map[string]float64{}
	for _, tf := range d.Terms {
		n := uint32(0)
		for _, f := range fields {
			n += tf.TF[f]
		}
		if n == 0 {
			continue
		}
		m[tf.Term] = (1 + math.Log(float64(n))) * c.idfOf(tf.Term)
	}
	return unitMap(m)
}

func cosMap(a, b map[string]float64) float64 {
	if len(a) > len(b) {
		a, b = b, a
	}
	s := 0.0
	for k, v := range a {
		s += v * b[k]
	}
	return s
}

// expandLib returns per library skill its expansion terms (weights in [0, 1]).
func expandLib(c *xcorpus, st *state, o xopt) []map[string]float64 {
	out := make([]map[string]float64, len(st.docs))
	for j, d := range st.docs {
		fs := []lexical.Field{lexical.Name, lexical.Description}
		if o.libBody {
			fs = append(fs, lexical.Headings, lexical.Body)
		}
		v := tfidfMap(d, c, fs...)
		type nb struct {
			i int
			s float64
		}
		var nbs []nb
		for i := range c.match {
			// A library skill never expands with itself: not the same
			// document (content key), nor its own name (a cut variant).
			if c.keys[i] == d.Key || c.names[i] == st.skills[j].Name {
				continue
			}
			if s := cosMap(v, c.match[i]); s >= o.minSim {
				nbs = append(nbs, nb{i, s})
			}
		}
		sort.Slice(nbs, func(a, b int) bool { return nbs[a].s > nbs[b].s || nbs[a].s == nbs[b].s && nbs[a].i < nbs[b].i })
		nbs = nbs[:min(o.k, len(nbs))]
		if os.Getenv("EXP_XSHOW") == "nb" {
			var ns []string
			for _, n := range nbs {
				ns = append(ns, fmt.Sprintf("%s %.2f", c.names[n.i], n.s))
			}
			fmt.Printf("%s → %s\n", st.skills[j].Name, strings.Join(ns, ", "))
		}
		own := map[string]bool{}
		for _, tf := range d.Terms {
			own[tf.Term] = true
		}
		e := map[string]float64{}
		tot := 0.0
		for _, n := range nbs {
			w := math.Pow(n.s, o.simPower)
			tot += w
			for t, p := range c.profile[n.i] {
				if own[t] && !o.keepOwn {
					continue
				}
				e[t] += w * p
			}
		}
		type tw struct {
			t string
			w float64
		}
		var ts []tw
		for t, w := range e {
			ts = append(ts, tw{t, w / max(tot, 1e-9)})
		}
		sort.Slice(ts, func(a, b int) bool { return ts[a].w > ts[b].w || ts[a].w == ts[b].w && ts[a].t < ts[b].t })
		ts = ts[:min(o.m, len(ts))]
		out[j] = map[string]float64{}
		for _, x := range ts {
			out[j][x.t] = x.w
		}
	}
	return out
}

// expScores is Σ over query terms of idf · expansion weight, per skill.
func expScores(st *state, q lexical.Query, e []map[string]float64) []float64 {
	out := make([]float64, len(e))
	for _, t := range q.Terms {
		w := st.ix.QueryIDF(t)
		for j := range e {
			out[j] += w * e[j][t]
		}
	}
	return out
}

func floats(env string, def []float64) []float64 {
	v := os.Getenv(env)
	if v == "" {
		return def
	}
	var out []float64
	for _, f := range strings.Split(v, ",") {
		var x float64
		fmt.Sscan(f, &x)
		out = append(out, x)
	}
	return out
}

func TestExperimentExpand(t *testing.T) {
	ctx := context.Background()
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

	o := defaultXopt()
	o.k = int(floats("EXP_XK", []float64{5})[0])
	o.m = int(floats("EXP_XM", []float64{60})[0])
	o.n = int(floats("EXP_XN", []float64{40})[0])
	o.minSim = floats("EXP_XMINSIM", []float64{0.05})[0]
	o.simPower = floats("EXP_XPOW", []float64{1})[0]
	if v := os.Getenv("EXP_XMATCH"); v != "" {
		o.matchBy = v
	}
	o.keepOwn = os.Getenv("EXP_XKEEPOWN") != ""
	if fw := floats("EXP_XFIELDW", nil); len(fw) == 4 {
		copy(o.fieldW[:], fw)
	}
	o.minDF = int(floats("EXP_XMINDF", []float64{2})[0])
	o.idfPow = floats("EXP_XIDFPOW", []float64{1})[0]
	o.libBody = os.Getenv("EXP_XNOBODY") == ""
	c := loadXCorpus(t, ctx, o)
	exps := map[*state][]map[string]float64{}
	for _, x := range []*xsuite{bd, rl, dev, tgtOf[bd], tgtOf[rl]} {
		if exps[x.p.st] == nil {
			exps[x.p.st] = expandLib(c, x.p.st, o)
		}
	}
	if os.Getenv("EXP_XSHOW") == "terms" {
		for _, x := range []*xsuite{bd, rl} {
			for j, s := range x.p.st.skills {
				var ts []string
				for term, w := range exps[x.p.st][j] {
					ts = append(ts, fmt.Sprintf("%s:%.2f", term, w))
				}
				slices.Sort(ts)
				t.Logf("%s %s: %s", x.name, s.Name, strings.Join(ts, " "))
			}
		}
	}
	// The ranker scales the signal by each skill's dense share,
	// min(1, 60/length), so long skills keep ranking on BM25F.
	expSel := func(x *xsuite, i int) []float64 { return expScores(x.p.st, x.p.sg[i].q, exps[x.p.st]) }
	for _, lam := range floats("EXP_XLAMBDA", []float64{0.25, 0.5, 1, 2}) {
		for _, gateSees := range gateSeesList() {
			c := cfg{mu: lam, cosSel: expSel, lexOnlyGate: !gateSees}
			var parts []string
			for _, pair := range [][2]*xsuite{{bd, rl}, {rl, bd}} {
				tgt, oth := pair[0], pair[1]
				parts = append(parts, tgt.name+": "+crossLib([]*xsuite{oth, dev}, []cfg{c, c}, tgtOf[tgt], c).String())
			}
			parts = append(parts, "dev fitted: "+crossLib([]*xsuite{bd, rl, dev}, []cfg{c, c, c}, dev, c).String())
			t.Logf("expand k%d m%d n%d match %s λ %g gate-sees %v\n   %s\n   %s\n   %s", o.k, o.m, o.n, o.matchBy, lam, gateSees, parts[0], parts[1], parts[2])
		}
	}
}

// gateSeesList: whether the gate's cosine feature holds the bridging
// signal (EXP_GATESEES=0 or 1 picks one; both by default).
func gateSeesList() []bool {
	switch os.Getenv("EXP_GATESEES") {
	case "0":
		return []bool{false}
	case "1":
		return []bool{true}
	}
	return []bool{false, true}
}

//go:build experiment

// Term associations learnt from the shipped corpus (issue 13, README of
// cmd/ingot-route, "Vocabulary bridging"): terms that co-occur in the
// same paragraph of the 392 corpus skills more than chance (first order,
// normalised PMI) or that occur in the same company (second order, the
// cosine of their PPMI context vectors) soft-match each other, scored as
// in TestExperimentGlove.
//
//	EXP_CORDER=1 EXP_GTAU=0.3 EXP_GK=5 EXP_XLAMBDA=0.5,1 go test -tags experiment ./pkg/route -run 'TestExperimentCooc$' -v

package route

import (
	"context"
	"math"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/lexical"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// cooc is the association table.
type cooc struct {
	assoc map[string][]tnb
	lazy  func(t string) []tnb
}

func paragraphs(s *skill.Skill) []string {
	out := []string{s.Name + " " + s.Description}
	for _, p := range strings.Split(s.Body, "\n\n") {
		if strings.TrimSpace(p) != "" {
			out = append(out, p)
		}
	}
	return out
}

func buildCooc(t *testing.T, ctx context.Context, order int, minCount int) *cooc {
	lib, err := skill.Discover(ctx, []string{filepath.Join("../..", "testdata/corpus/skills")}, skill.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Contexts: term sets of paragraphs.
	var ctxs [][]int32
	ids := map[string]int32{}
	var names []string
	for _, s := range lib.Skills {
		for _, p := range paragraphs(s) {
			set := map[int32]bool{}
			for _, term := range lexical.Terms(p) {
				id, ok := ids[term]
				if !ok {
					id = int32(len(names))
					ids[term] = id
					names = append(names, term)
				}
				set[id] = true
			}
			if len(set) < 2 || len(set) > 150 {
				continue
			}
			var c []int32
			for id := range set {
				c = append(c, id)
			}
			ctxs = append(ctxs, c)
		}
	}
	n := float64(len(ctxs))
	cnt := make([]float64, len(names))
	co := map[[2]int32]float64{}
	for _, c := range ctxs {
		for _, a := range c {
			cnt[a]++
		}
	}
	for _, c := range ctxs {
		for _, a := range c {
			if cnt[a] < float64(minCount) {
				continue
			}
			for _, b := range c {
				if a < b && cnt[b] >= float64(minCount) {
					co[[2]int32{a, b}]++
				}
			}
		}
	}
	t.Logf("%d contexts, %d terms, %d pairs", len(ctxs), len(names), len(co))
	// First order: NPMI of pairs seen at least minCount times.
	type kv struct {
		k int32
		v float64
	}
	first := map[int32][]kv{}
	for p, c := range co {
		if c < float64(minCount) {
			continue
		}
		pab := c / n
		pmi := math.Log(pab / (cnt[p[0]] / n * cnt[p[1]] / n))
		npmi := pmi / -math.Log(pab)
		if npmi <= 0 {
			continue
		}
		first[p[0]] = append(first[p[0]], kv{p[1], npmi})
		first[p[1]] = append(first[p[1]], kv{p[0], npmi})
	}
	out := &cooc{assoc: map[string][]tnb{}}
	if order == 1 {
		for a, l := range first {
			sort.Slice(l, func(i, j int) bool { return l[i].v > l[j].v })
			var ns []tnb
			for _, x := range l[:min(50, len(l))] {
				ns = append(ns, tnb{names[x.k], x.v})
			}
			out.assoc[names[a]] = ns
		}
		return out
	}
	// Second order: cosine of NPMI context vectors (terms with ≥ 5 associates).
	vec := map[int32]map[int32]float64{}
	for a, l := range first {
		if len(l) < 5 {
			continue
		}
		m := map[int32]float64{}
		nrm := 0.0
		for _, x := range l {
			m[x.k] = x.v
			nrm += x.v * x.v
		}
		nrm = math.Sqrt(nrm)
		for k := range m {
			m[k] /= nrm
		}
		vec[a] = m
	}
	// Inverted: context term → (term, weight).
	inv := map[int32][]kv{}
	for a, m := range vec {
		for k, v := range m {
			inv[k] = append(inv[k], kv{a, v})
		}
	}
	out.lazy = func(term string) []tnb {
		a, ok := ids[term]
		if !ok || vec[a] == nil {
			return nil
		}
		acc := map[int32]float64{}
		for k, v := range vec[a] {
			for _, x := range inv[k] {
				acc[x.k] += v * x.v
			}
		}
		var l []kv
		for b, v := range acc {
			if b != a {
				l = append(l, kv{b, v})
			}
		}
		sort.Slice(l, func(i, j int) bool { return l[i].v > l[j].v || l[i].v == l[j].v && l[i].k < l[j].k })
		var ns []tnb
		for _, x := range l[:min(50, len(l))] {
			ns = append(ns, tnb{names[x.k], x.v})
		}
		return ns
	}
	return out
}

func (c *cooc) get(t string) []tnb {
	if l, ok := c.assoc[t]; ok || c.lazy == nil {
		return l
	}
	l := c.lazy(t)
	c.assoc[t] = l
	return l
}

func TestExperimentCooc(t *testing.T) {
	ctx := context.Background()
	order := int(floats("EXP_CORDER", []float64{1})[0])
	cc := buildCooc(t, ctx, order, int(floats("EXP_CMIN", []float64{3})[0]))
	x, closeE := loadExpSuites(t, ctx)
	defer closeE()
	_, bd, rl, dev, tgtOf := x.e, x.bd, x.rl, x.dev, x.target
	for _, tau := range floats("EXP_GTAU", []float64{0.3, 0.4}) {
		for _, k := range floats("EXP_GK", []float64{5}) {
			o := gopt{tau: tau, k: int(k), pow: floats("EXP_GPOW", []float64{1})[0]}
			scorers := map[*state]*softScorer{}
			get := func(st *state) *softScorer {
				s := scorers[st]
				if s == nil {
					s = newSoftScorer(st, nil, o)
					s.assoc = cc.get
					scorers[st] = s
				}
				return s
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
					t.Logf("expand cooc order %d τ %g k %d λ %g gate-sees %v\n   %s\n   %s\n   %s", order, o.tau, o.k, lam, gateSees, parts[0], parts[1], parts[2])
				}
			}
		}
	}
}

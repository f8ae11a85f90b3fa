//go:build experiment

// The second round of issue 13's dense experiments (README of
// cmd/ingot-route, "Dense fusion, second round"): cross-library figures
// for ranking by lexical + μ·share·cosine with several cosines (name +
// description, the best sentence of a short skill, their mean) and gate
// models with extra cosine features. Nothing here is shipped; it
// reproduces the measurements:
//
//	go test -tags experiment ./pkg/route -run 'TestExperiment$' -v \
//	    EXP_MU=10,20 EXP_COS=mix EXP_SETS=other+short EXP_EXTRAS='none;cos_bgz'
//
// (the EXP_* variables go in the environment). EXP_SMALL=K routes every
// case in libraries of K+1 skills (5 draws); EXP_HOLDOUT=1 reports on the
// held-back holdout.yaml files. Needs the USE-Lite weights.

package route

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/embed"
	"github.com/ingot-dev/ingot/pkg/encoder"
	"github.com/ingot-dev/ingot/pkg/skill"
)

type xsuite struct {
	name string
	p    *prepared
	// per skill
	vDesc  [][]float32   // description only
	vBody  [][]float32   // body only
	vSents [][][]float32 // sentences of description and body
	// per case
	qv [][]float32
	// per case per skill cosines
	cND, cDesc, cBody, cSent [][]float64
}

var sentRe = regexp.MustCompile(`[.!?\n]+\s*`)

func sentences(s *skill.Skill, cap int) []string {
	var out []string
	for _, t := range []string{s.Description, s.Body} {
		for _, x := range sentRe.Split(t, -1) {
			x = strings.TrimSpace(strings.Trim(strings.TrimSpace(x), "#-*`"))
			if len(strings.Fields(x)) >= 2 {
				out = append(out, x)
			}
			if len(out) >= cap {
				return out
			}
		}
	}
	return out
}

func cosv(a, b []float32) float64 {
	if a == nil || b == nil {
		return 0
	}
	return dot(a, b)
}

// expSuites are what every experiment loads: USE-Lite, the two personal
// libraries' tuning cases and the corpus dev set, and target, the suite
// reported for each library: its cases.yaml, or with EXP_HOLDOUT=1 its
// held-back holdout.yaml (look once, at the end).
type expSuites struct {
	e           embed.Embedder
	bd, rl, dev *xsuite
	target      map[*xsuite]*xsuite
}

func loadExpSuites(t *testing.T, ctx context.Context) (*expSuites, func()) {
	t.Helper()
	e, closeE, err := encoder.Open(ctx, encoder.USELite, os.Getenv, nil)
	if err != nil || e == nil {
		t.Fatal(err)
	}
	x := &expSuites{e: e,
		bd:  loadX(t, ctx, e, "bd", "testdata/personal/backend-dev/skills", "testdata/personal/backend-dev/cases.yaml", -1),
		rl:  loadX(t, ctx, e, "rl", "testdata/personal/research-life/skills", "testdata/personal/research-life/cases.yaml", -1),
		dev: loadX(t, ctx, e, "dev", "testdata/corpus/skills", "testdata/corpus/routing-dev.yaml", -1),
	}
	x.target = map[*xsuite]*xsuite{x.bd: x.bd, x.rl: x.rl}
	if os.Getenv("EXP_HOLDOUT") != "" {
		x.target[x.bd] = loadX(t, ctx, e, "bd-holdout", "testdata/personal/backend-dev/skills", "testdata/personal/backend-dev/holdout.yaml", -1)
		x.target[x.rl] = loadX(t, ctx, e, "rl-holdout", "testdata/personal/research-life/skills", "testdata/personal/research-life/holdout.yaml", -1)
	}
	return x, func() { _ = closeE() }
}

func loadX(t *testing.T, ctx context.Context, e embed.Embedder, name, skills, cases string, short int) *xsuite {
	root := "../.."
	lib, err := skill.Discover(ctx, []string{filepath.Join(root, skills)}, skill.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if short >= 0 {
		lib = ShortVariant(lib, short)
	}
	cs, err := LoadCases(filepath.Join(root, cases))
	if err != nil {
		t.Fatal(err)
	}
	opt := DefaultOptions()
	opt.Embedder = e
	opt.ShortLibraryDenseWeight = 0
	opt.Cache = embed.NewCache(filepath.Join(os.TempDir(), "expcache"))
	r, _, err := New(ctx, lib, opt)
	if err != nil {
		t.Fatal(err)
	}
	p, err := r.prepare(ctx, cs, true)
	if err != nil {
		t.Fatal(err)
	}
	x := &xsuite{name: name, p: p}
	n := len(lib.Skills)
	var descs, bodies []string
	var sents []string
	var owner []int
	for i, s := range lib.Skills {
		descs = append(descs, s.Description)
		b := strings.TrimSpace(s.Body)
		if len(b) > 2000 {
			b = b[:2000]
		}
		if b == "" {
			b = s.Description
		}
		bodies = append(bodies, b)
		for _, se := range sentences(s, 12) {
			sents = append(sents, se)
			owner = append(owner, i)
		}
	}
	emb := func(ts []string) [][]float32 {
		v, _, err := opt.Cache.Embed(ctx, e, ts)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	x.vDesc, x.vBody = emb(descs), emb(bodies)
	sv := emb(sents)
	x.vSents = make([][][]float32, n)
	for k, i := range owner {
		x.vSents[i] = append(x.vSents[i], sv[k])
	}
	var qs []string
	for i := range cs {
		qs = append(qs, p.sg[i].q.Text)
	}
	x.qv = emb(qs)
	for i := range cs {
		nd, de, bo, se := make([]float64, n), make([]float64, n), make([]float64, n), make([]float64, n)
		for j := 0; j < n; j++ {
			nd[j] = p.sg[i].cos[j]
			de[j] = cosv(x.qv[i], x.vDesc[j])
			bo[j] = cosv(x.qv[i], x.vBody[j])
			m := nd[j]
			for _, v := range x.vSents[j] {
				m = max(m, cosv(x.qv[i], v))
			}
			se[j] = m
		}
		x.cND, x.cDesc, x.cBody, x.cSent = append(x.cND, nd), append(x.cDesc, de), append(x.cBody, bo), append(x.cSent, se)
	}
	return x
}

// cfg is one experimental configuration.
type cfg struct {
	mu          float64
	cosSel      func(x *xsuite, i int) []float64 // the cosine used for ranking
	gateC       func(x *xsuite, i int) []float64 // the cosine feature of the gate (nil: cosSel)
	extras      []string
	lexOnlyGate bool // gate cosine feature 0
}

// run ranks suite x under c: per case the ranked result and the feature vector.
func (c cfg) run(x *xsuite) ([]ranked, [][]float64) {
	p := *x.p
	p.sg = make([]signals, len(x.p.sg))
	rs := make([]ranked, len(p.sg))
	xs := make([][]float64, len(p.sg))
	for i := range p.sg {
		sg := x.p.sg[i]
		sg.cos = c.cosSel(x, i)
		p.sg[i] = sg
		k := p.r.ranker(p.st, &p.sg[i])
		k.mu, k.mode = c.mu, Hybrid
		list := k.choose(10, func(j int) bool { return p.compat[i][j] })
		var rk ranked
		rk.top = list[:min(3, len(list))]
		rk.gate = math.Inf(-1)
		if len(list) > 0 {
			top := list[0]
			f := k.features(top, k.otherThan(list, top))
			gc := sg.cos
			if c.gateC != nil {
				gc = c.gateC(x, i)
			}
			f[9] = gc[top]
			if c.lexOnlyGate {
				f[9] = 0
			}
			for _, e := range c.extras {
				f = append(f, extra(e, x, &p, i, top, list, gc))
			}
			rk.x = f
			rk.gate = 0
		}
		if e := p.exp[i]; e >= 0 {
			if at := slices.Index(list, e); at >= 0 {
				rk.rr = 1 / float64(at+1)
			}
		}
		rs[i], xs[i] = rk, rk.x
	}
	return rs, xs
}

var bgVecs [][]float32

func extra(name string, x *xsuite, p *prepared, i, top int, list []int, gc []float64) float64 {
	switch name {
	case "cos_desc":
		return x.cDesc[i][top]
	case "cos_body":
		return x.cBody[i][top]
	case "cos_sent":
		return x.cSent[i][top]
	case "cos_margin": // top's cosine minus the best other compatible skill's
		best := -1.0
		for j := range gc {
			if j != top && p.compat[i][j] {
				best = max(best, gc[j])
			}
		}
		return gc[top] - best
	case "dense_rank": // ln(1+rank of top by cosine among compatible)
		r := 0
		for j := range gc {
			if j != top && p.compat[i][j] && gc[j] > gc[top] {
				r++
			}
		}
		return math.Log1p(float64(r))
	case "cos_bgmean":
		var m float64
		for _, v := range bgVecs {
			m += cosv(x.qv[i], v)
		}
		return gc[top] - m/float64(len(bgVecs))
	case "bg_mean":
		var m float64
		for _, v := range bgVecs {
			m += cosv(x.qv[i], v)
		}
		return m / float64(len(bgVecs))
	case "cos_bgz", "cos_bgp95":
		bg := bgVecs
		cs := make([]float64, len(bg))
		var m, ss float64
		for k, v := range bg {
			cs[k] = cosv(x.qv[i], v)
			m += cs[k]
			ss += cs[k] * cs[k]
		}
		m /= float64(len(bg))
		sd := math.Sqrt(max(1e-9, ss/float64(len(bg))-m*m))
		if name == "cos_bgz" {
			return (gc[top] - m) / sd
		}
		slices.Sort(cs)
		return gc[top] - cs[len(cs)*95/100]
	case "lex_rank":
		r := 0
		for j := range p.sg[i].lex {
			if j != top && p.compat[i][j] && p.sg[i].lex[j] > p.sg[i].lex[top] {
				r++
			}
		}
		return math.Log1p(float64(r))
	}
	panic(name)
}

// logit is a general logistic fit (standardised, L2 lambda, column drop).
type logit struct {
	mean, scale, w []float64
	b              float64
}

func fitLogit(xs [][]float64, ys []float64, lambda float64, drop []int) logit {
	d := len(xs[0])
	use := make([]bool, d)
	for k := range use {
		use[k] = !slices.Contains(drop, k)
	}
	// The shipped fit, at any width (a fit that fails gives the zero model).
	fit, _ := fitLogistic(xs, ys, lambda, use)
	return logit{mean: fit.Mean, scale: fit.Scale, w: fit.Weights, b: fit.Bias}
}

func (m logit) prob(x []float64) float64 {
	z := m.b
	for k := range m.w {
		z += m.w[k] * (x[k] - m.mean[k]) / m.scale[k]
	}
	return 1 / (1 + math.Exp(-z))
}

type res struct {
	m             Metrics
	minS          float64
	trainA        float64
	rank1, oracle float64
}

// rankedRes adds to the band's metrics what the ranking alone allows:
// rank-1 (the expected skill first, band ignored) and the oracle (top-1
// with a perfect gate on that ranking).
func rankedRes(target *xsuite, rs []ranked, met Metrics, th, acc float64) res {
	r1, pos, neg := 0, 0, 0
	for i, rk := range rs {
		if target.p.exp[i] < 0 {
			neg++
			continue
		}
		pos++
		if rk.rr == 1 {
			r1++
		}
	}
	return res{m: met, minS: th, trainA: acc, rank1: float64(r1) / float64(pos), oracle: float64(r1+neg) / float64(pos+neg)}
}

// crossLib fits on train (each with its cfg) and reports on target.
func crossLib(train []*xsuite, trainCfg []cfg, target *xsuite, tc cfg) res {
	var xs [][]float64
	var ys []float64
	var all []ranked
	var exp []int
	var rss [][]ranked
	for k, s := range train {
		rs, _ := trainCfg[k].run(s)
		x, y := s.p.gateRows(allIndexes(len(rs)), rs)
		xs, ys = append(xs, x...), append(ys, y...)
		rss = append(rss, rs)
	}
	m := fitLogit(xs, ys, GateLambda, []int{6})
	for k, s := range train {
		for i := range rss[k] {
			if rss[k][i].x != nil {
				rss[k][i].gate = m.prob(rss[k][i].x)
			}
		}
		all = append(all, rss[k]...)
		exp = append(exp, s.p.exp...)
	}
	th, acc := fitThreshold(allIndexes(len(all)), all, exp)
	th = round3(th)
	rel := round3(relatedScoreOf(all, exp, th, true))
	if k := os.Getenv("EXP_SMALL"); k != "" {
		var K int
		fmt.Sscan(k, &K)
		target = masked(target, K, tc)
	}
	rs, _ := tc.run(target)
	for i := range rs {
		if rs[i].x != nil {
			rs[i].gate = m.prob(rs[i].x)
		}
	}
	outs, met := target.p.metrics(allIndexes(len(rs)), rs, func(int) float64 { return th }, rel)
	_ = outs
	return rankedRes(target, rs, met, th, acc)
}

func (r res) String() string {
	return fmt.Sprintf("top1 %.3f r@3 %.3f nrP %.3f nrR %.3f ind %.3f dir %.3f conf %.3f (θ %.3f, train %.3f) rank1 %.3f oracle %.3f",
		r.m.Top1, r.m.RecallAt3, r.m.NoRoutePrecision, r.m.NoRouteRecall, r.m.ByKind["indirect"].Top1, r.m.ByKind["direct"].Top1, r.m.ByKind["confusable"].Top1, r.minS, r.trainA, r.rank1, r.oracle)
}

func TestExperiment(t *testing.T) {
	ctx := context.Background()
	x, closeE := loadExpSuites(t, ctx)
	defer closeE()
	e, bd, rl, dev, tgtOf := x.e, x.bd, x.rl, x.dev, x.target
	d0 := loadX(t, ctx, e, "d0", "testdata/corpus/skills", "testdata/corpus/routing-dev.yaml", 0)
	d3 := loadX(t, ctx, e, "d3", "testdata/corpus/skills", "testdata/corpus/routing-dev.yaml", 3)
	bgVecs = dev.p.st.vecs
	nd := func(x *xsuite, i int) []float64 { return x.cND[i] }
	sent := func(x *xsuite, i int) []float64 { return x.cSent[i] }
	mix := func(x *xsuite, i int) []float64 {
		o := make([]float64, len(x.cND[i]))
		for j := range o {
			o[j] = (x.cND[i][j] + x.cSent[i][j]) / 2
		}
		return o
	}
	zero := func(x *xsuite, i int) []float64 { return make([]float64, len(x.cND[i])) }
	cosSels := map[string]func(*xsuite, int) []float64{"nd": nd, "sent": sent, "mix": mix}
	trainSets := map[string]func(other *xsuite) []*xsuite{
		"other+dev":       func(o *xsuite) []*xsuite { return []*xsuite{o, dev} },
		"other+short":     func(o *xsuite) []*xsuite { return []*xsuite{o, d0, d3} },
		"other+dev+short": func(o *xsuite) []*xsuite { return []*xsuite{o, dev, d0, d3} },
	}
	// The shipped lexical gate, fitted on the other library and the dev set.
	base := cfg{mu: 0, cosSel: zero, lexOnlyGate: true}
	for _, pair := range [][2]*xsuite{{bd, rl}, {rl, bd}} {
		tgt, oth := pair[0], pair[1]
		r := crossLib([]*xsuite{oth, dev}, []cfg{base, base}, tgtOf[tgt], base)
		t.Logf("lexical gate (shipped)  %s: %s", tgt.name, r)
	}
	// The dense configurations: training set, ranking cosine, extra gate
	// features; each at every μ of EXP_MU (default 0,2,5,10,15,20,30).
	// EXP_SETS, EXP_COS and EXP_EXTRAS (";"-separated, "," within) pick a subset.
	sets := []string{"other+dev", "other+short", "other+dev+short"}
	coss := []string{"nd", "sent", "mix"}
	extrasList := [][]string{nil, {"cos_desc"}, {"cos_body"}, {"cos_sent"}, {"cos_margin"}, {"dense_rank"}, {"cos_margin", "dense_rank", "lex_rank"}, {"cos_bgz"}, {"cos_bgp95"}, {"cos_bgmean"}, {"bg_mean"}}
	if v := os.Getenv("EXP_SETS"); v != "" {
		sets = strings.Split(v, ";")
	}
	if v := os.Getenv("EXP_COS"); v != "" {
		coss = strings.Split(v, ";")
	}
	if v := os.Getenv("EXP_EXTRAS"); v != "" {
		extrasList = nil
		for _, e := range strings.Split(v, ";") {
			if e == "none" {
				extrasList = append(extrasList, nil)
				continue
			}
			extrasList = append(extrasList, strings.Split(e, ","))
		}
	}
	for _, ts := range sets {
		for _, cn := range coss {
			for _, ex := range extrasList {
				for _, mu := range muGrid() {
					c := cfg{mu: mu, cosSel: cosSels[cn], extras: ex}
					// The corpus dev set is a long library: it routes
					// lexically (the short-library switch is off for it).
					devc := c
					devc.mu = 0
					var parts []string
					for _, pair := range [][2]*xsuite{{bd, rl}, {rl, bd}} {
						tgt, oth := pair[0], pair[1]
						tr := trainSets[ts](oth)
						tcs := make([]cfg, len(tr))
						for k, s := range tr {
							tcs[k] = c
							if s == dev {
								tcs[k] = devc
							}
						}
						parts = append(parts, tgt.name+": "+crossLib(tr, tcs, tgtOf[tgt], c).String())
					}
					t.Logf("fit %s, cos %s, μ %g, extras %v\n   %s\n   %s", ts, cn, mu, ex, parts[0], parts[1])
				}
			}
		}
	}
}

func muGrid() []float64 {
	if os.Getenv("EXP_MU") == "" {
		return []float64{0, 2, 5, 10, 15, 20, 30}
	}
	var out []float64
	for _, f := range strings.Split(os.Getenv("EXP_MU"), ",") {
		var v float64
		fmt.Sscan(f, &v)
		out = append(out, v)
	}
	return out
}

// masked restricts every case of x to a library of K+1 skills: the
// expected skill (for a negative, the skill ranked first under c) plus K
// drawn at random (5 draws flattened into 5 copies of each case).
func masked(x *xsuite, K int, c cfg) *xsuite {
	rs, _ := c.run(x)
	y := *x
	p := *x.p
	p.cases, p.exp, p.sg, p.compat = nil, nil, nil, nil
	y.cND, y.cDesc, y.cBody, y.cSent, y.qv = nil, nil, nil, nil, nil
	n := len(x.p.st.skills)
	for d := 0; d < 5; d++ {
		rng := rand.New(rand.NewPCG(uint64(d), 7))
		for i := range x.p.cases {
			anchor := x.p.exp[i]
			if anchor < 0 {
				if len(rs[i].top) == 0 {
					continue
				}
				anchor = rs[i].top[0]
			}
			perm := rng.Perm(n)
			keep := map[int]bool{anchor: true}
			for _, j := range perm {
				if len(keep) > K {
					break
				}
				keep[j] = true
			}
			cm := make([]bool, n)
			for j := range cm {
				cm[j] = keep[j] && x.p.compat[i][j]
			}
			p.cases = append(p.cases, x.p.cases[i])
			p.exp = append(p.exp, x.p.exp[i])
			p.sg = append(p.sg, x.p.sg[i])
			p.compat = append(p.compat, cm)
			y.qv = append(y.qv, x.qv[i])
			y.cND, y.cDesc, y.cBody, y.cSent = append(y.cND, x.cND[i]), append(y.cDesc, x.cDesc[i]), append(y.cBody, x.cBody[i]), append(y.cSent, x.cSent[i])
		}
	}
	y.p = &p
	return &y
}

// rerankRun ranks suite x under c, then re-orders each case's first ten
// candidates by a pointwise model m (nil: keep the fused order) and
// returns the re-ordered rankings with the features of every candidate.
func (c cfg) rerankRun(x *xsuite, m *logit) (rs []ranked, rows [][][]float64, lists [][]int) {
	p := *x.p
	p.sg = make([]signals, len(x.p.sg))
	rs = make([]ranked, len(p.sg))
	rows = make([][][]float64, len(p.sg))
	lists = make([][]int, len(p.sg))
	for i := range p.sg {
		sg := x.p.sg[i]
		sg.cos = c.cosSel(x, i)
		p.sg[i] = sg
		k := p.r.ranker(p.st, &p.sg[i])
		k.mu, k.mode = c.mu, Hybrid
		list := k.choose(10, func(j int) bool { return p.compat[i][j] })
		gc := sg.cos
		feats := make([][]float64, len(list))
		for n, j := range list {
			f := k.features(j, k.otherThan(list, j))
			f[9] = gc[j]
			if c.lexOnlyGate {
				f[9] = 0
			}
			for _, e := range c.extras {
				f = append(f, extra(e, x, &p, i, j, list, gc))
			}
			feats[n] = f
		}
		probs := make([]float64, len(list))
		if m != nil {
			for n := range list {
				probs[n] = m.prob(feats[n])
			}
			ord := make([]int, len(list))
			for n := range ord {
				ord[n] = n
			}
			slices.SortStableFunc(ord, func(a, b int) int {
				switch {
				case probs[a] > probs[b]:
					return -1
				case probs[a] < probs[b]:
					return 1
				}
				return 0
			})
			nl, nf, np := make([]int, len(list)), make([][]float64, len(list)), make([]float64, len(list))
			for n, o := range ord {
				nl[n], nf[n], np[n] = list[o], feats[o], probs[o]
			}
			list, feats, probs = nl, nf, np
		}
		var rk ranked
		rk.top = list[:min(3, len(list))]
		rk.gate = math.Inf(-1)
		if len(list) > 0 {
			rk.x = feats[0]
			rk.gate = probs[0]
		}
		if e := p.exp[i]; e >= 0 {
			if at := slices.Index(list, e); at >= 0 {
				rk.rr = 1 / float64(at+1)
			}
		}
		rs[i], rows[i], lists[i] = rk, feats, list
	}
	return rs, rows, lists
}

// crossLibRerank fits a pointwise model (is this candidate the expected
// skill?) over the first ten candidates of every training case, ranks by
// it, and gates on the top's probability (or, with topGate, on a gate model
// fitted on the re-ranked top candidates as crossLib does).
func crossLibRerank(train []*xsuite, trainCfg []cfg, target *xsuite, tc cfg, topGate bool) res {
	var xs [][]float64
	var ys []float64
	for k, s := range train {
		_, rows, lists := trainCfg[k].rerankRun(s, nil)
		for i := range rows {
			for n, f := range rows[i] {
				y := 0.0
				if lists[i][n] == s.p.exp[i] {
					y = 1
				}
				xs, ys = append(xs, f), append(ys, y)
			}
		}
	}
	m := fitLogit(xs, ys, GateLambda, []int{6})
	var all []ranked
	var exp []int
	var gxs [][]float64
	var gys []float64
	for k, s := range train {
		rs, _, _ := trainCfg[k].rerankRun(s, &m)
		all = append(all, rs...)
		exp = append(exp, s.p.exp...)
		x, y := s.p.gateRows(allIndexes(len(rs)), rs)
		gxs, gys = append(gxs, x...), append(gys, y...)
	}
	var g logit
	if topGate {
		g = fitLogit(gxs, gys, GateLambda, []int{6})
		for i := range all {
			if all[i].x != nil {
				all[i].gate = g.prob(all[i].x)
			}
		}
	}
	th, acc := fitThreshold(allIndexes(len(all)), all, exp)
	th = round3(th)
	rel := round3(relatedScoreOf(all, exp, th, true))
	rs, _, _ := tc.rerankRun(target, &m)
	if topGate {
		for i := range rs {
			if rs[i].x != nil {
				rs[i].gate = g.prob(rs[i].x)
			}
		}
	}
	_, met := target.p.metrics(allIndexes(len(rs)), rs, func(int) float64 { return th }, rel)
	return rankedRes(target, rs, met, th, acc)
}

// TestExperimentRerank: rank by a pointwise model of "this candidate is
// the expected skill" over the first ten fused candidates.
func TestExperimentRerank(t *testing.T) {
	ctx := context.Background()
	x, closeE := loadExpSuites(t, ctx)
	defer closeE()
	e, bd, rl, dev, _ := x.e, x.bd, x.rl, x.dev, x.target
	d0 := loadX(t, ctx, e, "d0", "testdata/corpus/skills", "testdata/corpus/routing-dev.yaml", 0)
	d3 := loadX(t, ctx, e, "d3", "testdata/corpus/skills", "testdata/corpus/routing-dev.yaml", 3)
	bgVecs = dev.p.st.vecs
	mix := func(x *xsuite, i int) []float64 {
		o := make([]float64, len(x.cND[i]))
		for j := range o {
			o[j] = (x.cND[i][j] + x.cSent[i][j]) / 2
		}
		return o
	}
	zero := func(x *xsuite, i int) []float64 { return make([]float64, len(x.cND[i])) }
	type conf struct {
		name  string
		c     cfg
		train func(o *xsuite) []*xsuite
	}
	var confs []conf
	for _, mu := range muGrid() {
		confs = append(confs,
			conf{fmt.Sprintf("lexical μ0 other+dev"), cfg{mu: 0, cosSel: zero, lexOnlyGate: true}, func(o *xsuite) []*xsuite { return []*xsuite{o, dev} }},
			conf{fmt.Sprintf("mix μ%g other+dev", mu), cfg{mu: mu, cosSel: mix}, func(o *xsuite) []*xsuite { return []*xsuite{o, dev} }},
			conf{fmt.Sprintf("mix+bgz μ%g other+dev", mu), cfg{mu: mu, cosSel: mix, extras: []string{"cos_bgz"}}, func(o *xsuite) []*xsuite { return []*xsuite{o, dev} }},
			conf{fmt.Sprintf("mix+bgz μ%g other+short", mu), cfg{mu: mu, cosSel: mix, extras: []string{"cos_bgz"}}, func(o *xsuite) []*xsuite { return []*xsuite{o, d0, d3} }},
		)
	}
	for _, cf := range confs {
		for _, topGate := range []bool{false, true} {
			var parts []string
			for _, pair := range [][2]*xsuite{{bd, rl}, {rl, bd}} {
				tgt, oth := pair[0], pair[1]
				tr := cf.train(oth)
				tcs := make([]cfg, len(tr))
				for k, s := range tr {
					tcs[k] = cf.c
					if s == dev {
						tcs[k].mu = 0
					}
				}
				parts = append(parts, tgt.name+": "+crossLibRerank(tr, tcs, tgt, cf.c, topGate).String())
			}
			t.Logf("rerank %s topGate=%v\n   %s\n   %s", cf.name, topGate, parts[0], parts[1])
		}
	}
}

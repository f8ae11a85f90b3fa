package route

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
)

// Metrics summarise a routing suite, with the reference's definitions
// (inventory §11.2, routing-experiment.md "Method"):
//
//   - Top1: over all cases; a negative is right when nothing is matched
//     (a related_match counts as no route).
//   - InScopeTop1: over cases with an expected skill.
//   - RecallAt3: over in-scope cases, the expected skill among the first
//     three compatible, non-conflicting skills of the ranking (the band is
//     ignored).
//   - NoRoutePrecision: negatives among the cases given no match.
//   - NoRouteRecall: negatives given no match, over all negatives.
//
// A ratio with an empty denominator is 1, as in the reference.
type Metrics struct {
	Cases            int                    `json:"cases"`
	Top1             float64                `json:"top1"`
	InScopeTop1      float64                `json:"in_scope_top1"`
	RecallAt3        float64                `json:"recall_at_3"`
	NoRoutePrecision float64                `json:"no_route_precision"`
	NoRouteRecall    float64                `json:"no_route_recall"`
	ByKind           map[string]KindMetrics `json:"by_kind"`
}

// KindMetrics is the top-1 accuracy of one kind of case.
type KindMetrics struct {
	Cases int     `json:"cases"`
	Top1  float64 `json:"top1"`
}

// Outcome is how one case went.
type Outcome struct {
	Index    int      `json:"index"`
	ID       string   `json:"id,omitempty"`
	Where    string   `json:"where,omitempty"`
	Task     string   `json:"task"`
	Kind     string   `json:"kind,omitempty"`
	Expected string   `json:"expected"` // resolved skill id, "" for no route
	Match    string   `json:"match"`    // what was matched, "" for none
	Band     Band     `json:"band"`
	Score    float64  `json:"score"`
	Ranked   []string `json:"ranked"` // the first three compatible skills
	Correct  bool     `json:"correct"`
}

// Report is the result of evaluating a suite.
type Report struct {
	Metrics
	// Calibration is the reliability of the band score (the match
	// probability in the default build).
	Calibration Calibration `json:"calibration"`
	Outcomes    []Outcome   `json:"-"`
	Failures    []Outcome   `json:"failures"`
}

// prepared holds each case's signals, so parameters can be swept without
// scoring again.
type prepared struct {
	r      *Router
	refit  bool // the router bands on a gate model: CV refits it per fold
	st     *state
	cases  []Case
	exp    []int // expected skill index, -1 for a negative
	sg     []signals
	compat [][]bool
}

// prepare scores every case once. The encoder runs when dense is true.
func (r *Router) prepare(ctx context.Context, cases []Case, dense bool) (*prepared, error) {
	if len(cases) == 0 {
		return nil, ErrNoCases
	}
	st := r.st.Load()
	p := &prepared{r: r, refit: st.eff.gate != nil && r.opt.Mode != DenseOnly, st: st, cases: cases, exp: make([]int, len(cases)), sg: make([]signals, len(cases)), compat: make([][]bool, len(cases))}
	for i, c := range cases {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		p.exp[i] = -1
		if !c.Negative() {
			s, err := r.Lookup(c.Expected)
			if err != nil {
				return nil, fmt.Errorf("%s: expected: %w", c.Where(), err)
			}
			p.exp[i] = st.byID[s.ID]
		}
		sg, err := r.score(ctx, st, c.Task, dense)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", c.Where(), err)
		}
		p.sg[i] = sg
		req := c.Request()
		if req.Platform == "" {
			req.Platform = r.opt.Platform
		}
		p.compat[i] = make([]bool, len(st.skills))
		for j, s := range st.skills {
			p.compat[i][j] = Compatible(s, req) == ""
		}
	}
	return p, nil
}

// ranked is one case under one ranking: the first compatible skills and
// the top one's band score.
type ranked struct {
	top  []int // up to 3
	gate float64
	rr   float64   // reciprocal rank of the expected skill within 10, 0 beyond
	x    []float64 // the gate features of top[0]; nil when nothing ranks or dense-only
}

func (p *prepared) rank(i int, mu float64, mode Mode) ranked {
	k := p.r.ranker(p.st, &p.sg[i])
	k.mu, k.mode = mu, mode
	list := k.choose(10, func(j int) bool { return p.compat[i][j] })
	var rk ranked
	rk.top = list[:min(3, len(list))]
	if len(list) > 0 {
		other := k.otherThan(list, list[0])
		rk.gate = k.gate(list[0], other)
		if mode != DenseOnly {
			rk.x = k.features(list[0], other)
		}
	} else {
		rk.gate = math.Inf(-1)
	}
	if e := p.exp[i]; e >= 0 {
		if at := slices.Index(list, e); at >= 0 {
			rk.rr = 1 / float64(at+1)
		}
	}
	return rk
}

// metrics scores predictions: rs[i] ranked, thresholds per case.
func (p *prepared) metrics(idx []int, rs []ranked, minScore func(i int) float64, relScore float64) ([]Outcome, Metrics) {
	out := make([]Outcome, 0, len(idx))
	for _, i := range idx {
		out = append(out, p.outcome(p.st, i, rs[i], minScore(i), relScore))
	}
	return out, metricsOf(out)
}

// outcome is how case i went when ranked rk over the skills of st.
func (p *prepared) outcome(st *state, i int, rk ranked, minScore, relScore float64) Outcome {
	c := p.cases[i]
	o := Outcome{Index: i, ID: c.ID, Where: c.Where(), Task: c.Task, Kind: c.Kind, Score: rk.gate, Band: BandNovel}
	if math.IsInf(rk.gate, -1) {
		o.Score = 0
	}
	for _, j := range rk.top {
		o.Ranked = append(o.Ranked, st.skills[j].ID)
	}
	if len(rk.top) > 0 {
		switch {
		case rk.gate >= minScore:
			o.Band, o.Match = BandMatch, st.skills[rk.top[0]].ID
		case rk.gate >= relScore:
			o.Band = BandRelated
		}
	}
	if e := p.exp[i]; e >= 0 {
		o.Expected = p.st.skills[e].ID
		o.Correct = o.Match == o.Expected
	} else {
		o.Correct = o.Match == ""
	}
	return o
}

// metricsOf summarises outcomes (see Metrics).
func metricsOf(outs []Outcome) Metrics {
	var m Metrics
	m.ByKind = map[string]KindMetrics{}
	var ok, pos, posOK, r3, neg, nulls, negNull int
	kindOK := map[string]int{}
	for _, o := range outs {
		if o.Expected != "" {
			pos++
			if o.Correct {
				posOK++
			}
			if slices.Contains(o.Ranked, o.Expected) {
				r3++
			}
		} else {
			neg++
			if o.Correct {
				negNull++
			}
		}
		if o.Match == "" {
			nulls++
		}
		if o.Correct {
			ok++
			kindOK[o.Kind]++
		}
		km := m.ByKind[o.Kind]
		km.Cases++
		m.ByKind[o.Kind] = km
	}
	ratio := func(a, b int) float64 {
		if b == 0 {
			return 1
		}
		return float64(a) / float64(b)
	}
	m.Cases = len(outs)
	m.Top1 = ratio(ok, len(outs))
	m.InScopeTop1 = ratio(posOK, pos)
	m.RecallAt3 = ratio(r3, pos)
	m.NoRoutePrecision = ratio(negNull, nulls)
	m.NoRouteRecall = ratio(negNull, neg)
	for k, km := range m.ByKind {
		km.Top1 = ratio(kindOK[k], km.Cases)
		m.ByKind[k] = km
	}
	return m
}

func allIndexes(n int) []int {
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	return idx
}

// Evaluate routes every case with the router's settings (a case's
// min_score overrides MinScore for that case) and reports the metrics and
// the failing cases. An expected skill the library lacks is an error naming
// the case's file and line.
func (r *Router) Evaluate(ctx context.Context, cases []Case) (Report, error) {
	eff := r.st.Load().eff
	dense := eff.mu != 0 || r.opt.Mode == DenseOnly
	p, err := r.prepare(ctx, cases, dense)
	if err != nil {
		return Report{}, err
	}
	rs := make([]ranked, len(cases))
	for i := range cases {
		rs[i] = p.rank(i, eff.mu, r.opt.Mode)
	}
	outs, m := p.metrics(allIndexes(len(cases)), rs, func(i int) float64 {
		if ms := cases[i].MinScore; ms != nil {
			return *ms
		}
		return eff.min
	}, eff.rel)
	rep := Report{Metrics: m, Outcomes: outs, Calibration: CalibrationOf(outs)}
	for _, o := range outs {
		if !o.Correct {
			rep.Failures = append(rep.Failures, o)
		}
	}
	return rep, nil
}

// Fit is a tuned setting: the dense weight and the match threshold.
type Fit struct {
	DenseWeight float64 `json:"dense_weight"`
	MinScore    float64 `json:"min_score"`
	Accuracy    float64 `json:"accuracy"` // top-1 on the cases it was fitted on
}

// DefaultMuGrid is the dense weights CV chooses from (per unit cosine,
// against the raw BM25F score), as in routing-experiment.md.
var DefaultMuGrid = []float64{0, 0.25, 0.5, 1, 2, 3, 5, 7.5, 10, 15, 20, 30}

// fit chooses μ from grid and the match threshold on the cases idx,
// maximising top-1 accuracy; ties go to the higher in-scope MRR, then the
// smaller μ. The threshold is the midpoint of the lowest interval of
// thresholds that reaches the best accuracy. When the router bands on a
// match probability, the gate model is refitted on idx first (for each μ)
// and the returned rankings carry its probabilities for every case.
func (p *prepared) fit(idx []int, table map[float64][]ranked, grid []float64) (Fit, []ranked) {
	best := Fit{Accuracy: -1}
	var bestRS []ranked
	bestMRR := -1.0
	for _, mu := range grid {
		rs := table[mu]
		if p.refit {
			if m, err := p.fitGate(idx, rs); err == nil {
				rs = regate(rs, &m)
			}
		}
		th, acc := fitThreshold(idx, rs, p.exp)
		mrr := 0.0
		for _, i := range idx {
			mrr += rs[i].rr
		}
		if acc > best.Accuracy+1e-12 || math.Abs(acc-best.Accuracy) <= 1e-12 && mrr > bestMRR+1e-12 {
			best, bestMRR, bestRS = Fit{DenseWeight: mu, MinScore: th, Accuracy: acc}, mrr, rs
		}
	}
	return best, bestRS
}

// GateLambda is the L2 penalty on the gate model's standardised weights.
const GateLambda = 1.0

// gateRows are the training rows of cases idx: the top skill's features
// and whether it is the expected one.
func (p *prepared) gateRows(idx []int, rs []ranked) (xs [][]float64, ys []float64) {
	for _, i := range idx {
		rk := rs[i]
		if rk.x == nil {
			continue
		}
		y := 0.0
		if p.exp[i] >= 0 && rk.top[0] == p.exp[i] {
			y = 1
		}
		xs, ys = append(xs, rk.x), append(ys, y)
	}
	return xs, ys
}

func (p *prepared) fitGate(idx []int, rs []ranked) (GateModel, error) {
	xs, ys := p.gateRows(idx, rs)
	return FitGate(xs, ys, GateLambda, GateDropped...)
}

// GateDropped are the GateFeatures the shipped models leave out. The
// margin over the runner-up made a small library's lone neighbour look
// certain: with it, no-route recall fell from 0.91 to 0.65 when the dev
// cases were routed in three-skill libraries, while it gained the
// personal libraries 2–3 points of top-1 (README of cmd/ingot-route).
// Without it every feature depends only on the request and the skill, so
// the bands mean the same in a library of any size.
var GateDropped = []string{"margin"}

// regate returns rs with every gate recomputed by m.
func regate(rs []ranked, m *GateModel) []ranked {
	out := make([]ranked, len(rs))
	for i, rk := range rs {
		if rk.x != nil {
			rk.gate = m.Prob(rk.x)
		}
		out[i] = rk
	}
	return out
}

func fitThreshold(idx []int, rs []ranked, exp []int) (float64, float64) {
	type pt struct {
		g        float64
		pos, neg int // what routing this case gains (pos) or loses (neg)
	}
	// accuracy(θ) = #negatives with g < θ + #correct positives with g ≥ θ.
	var pts []pt
	base := 0 // accuracy at θ = +∞: every negative right
	for _, i := range idx {
		rk := rs[i]
		if exp[i] < 0 {
			base++
			if !math.IsInf(rk.gate, -1) {
				pts = append(pts, pt{g: rk.gate, neg: 1})
			}
		} else if len(rk.top) > 0 {
			// A wrongly ranked case changes no accuracy but still bounds
			// an interval of thresholds.
			right := 0
			if rk.top[0] == exp[i] {
				right = 1
			}
			pts = append(pts, pt{g: rk.gate, pos: right})
		}
	}
	sort.Slice(pts, func(a, b int) bool { return pts[a].g > pts[b].g })
	// Sweep θ downward through the distinct values.
	bestAcc, acc := base, base
	var bestHi, bestLo float64 = math.Inf(1), 0
	if len(pts) > 0 {
		bestLo = pts[0].g
	}
	for j := 0; j < len(pts); {
		g := pts[j].g
		for j < len(pts) && pts[j].g == g {
			acc += pts[j].pos - pts[j].neg
			j++
		}
		next := min(0, g-0.05) // below the lowest score
		if j < len(pts) {
			next = pts[j].g
		}
		// θ in (next, g] gives acc; prefer the lowest such interval.
		if acc >= bestAcc {
			bestAcc, bestHi, bestLo = acc, g, next
		}
	}
	var th float64
	switch {
	case math.IsInf(bestHi, 1):
		th = bestLo + 0.01 // route nothing
	default:
		th = (bestHi + bestLo) / 2
	}
	return th, float64(bestAcc) / float64(max(1, len(idx)))
}

// CVOptions configure CrossValidate.
type CVOptions struct {
	Folds   int       // default 5
	Repeats int       // default 20
	Seed    uint64    // shuffles are reproducible from it
	MuGrid  []float64 // dense weights to choose from; {0} for lexical only
}

// CVReport holds cross-validated and fitted results.
type CVReport struct {
	Mode    string  `json:"mode"`
	Folds   int     `json:"folds"`
	Repeats int     `json:"repeats"`
	Metrics Metrics `json:"metrics"` // mean over repeats of pooled out-of-fold metrics
	Top1SD  float64 `json:"top1_sd"` // spread of CV top-1 over repeats
	// MuChosen counts how often each μ was chosen across folds.
	MuChosen map[string]int `json:"mu_chosen"`
	// MinScore is the mean threshold chosen across folds.
	MinScore float64 `json:"min_score_mean"`
	// Fitted is the setting tuned on every case, and its metrics on them
	// (optimistic).
	Fitted        Fit     `json:"fitted"`
	FittedMetrics Metrics `json:"fitted_metrics"`
	// RelatedScore is the suggested related threshold: where a logistic
	// fit of "in scope" on the top candidate's score crosses one half.
	RelatedScore float64 `json:"related_score"`
	// Calibration is the reliability of the out-of-fold band scores,
	// pooled over every repeat.
	Calibration *Calibration `json:"calibration,omitempty"`
}

// CrossValidate tunes μ and the match threshold by repeated, kind-stratified
// k-fold cross-validation: each fold's setting is chosen on the other folds
// and applied to it; the reported metrics pool every fold's predictions
// and average over repeats. Per-case min_score is ignored here (the
// threshold is what is being tuned).
func (r *Router) CrossValidate(ctx context.Context, cases []Case, o CVOptions) (CVReport, error) {
	if o.Folds <= 1 {
		o.Folds = 5
	}
	if o.Repeats <= 0 {
		o.Repeats = 20
	}
	if len(o.MuGrid) == 0 {
		o.MuGrid = []float64{r.st.Load().eff.mu}
	}
	dense := r.opt.Mode == DenseOnly || slices.ContainsFunc(o.MuGrid, func(m float64) bool { return m != 0 })
	p, err := r.prepare(ctx, cases, dense)
	if err != nil {
		return CVReport{}, err
	}
	grid := o.MuGrid
	if r.opt.Mode == DenseOnly {
		grid = []float64{0}
	}
	table := map[float64][]ranked{}
	for _, mu := range grid {
		rs := make([]ranked, len(cases))
		for i := range cases {
			rs[i] = p.rank(i, mu, r.opt.Mode)
		}
		table[mu] = rs
	}
	rep := CVReport{Mode: modeName(r.opt.Mode, grid), Folds: o.Folds, Repeats: o.Repeats, MuChosen: map[string]int{}}
	all := allIndexes(len(cases))
	var fittedRS []ranked
	rep.Fitted, fittedRS = p.fit(all, table, grid)
	_, rep.FittedMetrics = p.metrics(all, fittedRS, func(int) float64 { return rep.Fitted.MinScore }, rep.Fitted.MinScore)
	rep.RelatedScore = p.relatedScore(fittedRS, rep.Fitted.MinScore, r.opt.Mode, p.refit)

	byKind := map[string][]int{}
	var kinds []string
	for i, c := range cases {
		if _, ok := byKind[c.Kind]; !ok {
			kinds = append(kinds, c.Kind)
		}
		byKind[c.Kind] = append(byKind[c.Kind], i)
	}
	slices.Sort(kinds)
	var sum Metrics
	sum.ByKind = map[string]KindMetrics{}
	var top1s []float64
	thSum, fits := 0.0, 0
	var pooled []Outcome
	for rep_ := 0; rep_ < o.Repeats; rep_++ {
		rng := rand.New(rand.NewPCG(o.Seed, uint64(rep_)))
		fold := make([]int, len(cases))
		k := 0
		for _, kind := range kinds {
			ids := append([]int(nil), byKind[kind]...)
			rng.Shuffle(len(ids), func(a, b int) { ids[a], ids[b] = ids[b], ids[a] })
			for _, i := range ids {
				fold[i] = k % o.Folds
				k++
			}
		}
		pred := make([]ranked, len(cases))
		th := make([]float64, len(cases))
		for f := 0; f < o.Folds; f++ {
			var train, test []int
			for i := range cases {
				if fold[i] == f {
					test = append(test, i)
				} else {
					train = append(train, i)
				}
			}
			fit, rs := p.fit(train, table, grid)
			rep.MuChosen[fmt.Sprint(fit.DenseWeight)]++
			thSum += fit.MinScore
			fits++
			for _, i := range test {
				pred[i] = rs[i]
				th[i] = fit.MinScore
			}
		}
		outs, m := p.metrics(all, pred, func(i int) float64 { return th[i] }, math.Inf(1))
		pooled = append(pooled, outs...)
		top1s = append(top1s, m.Top1)
		sum.Top1 += m.Top1
		sum.InScopeTop1 += m.InScopeTop1
		sum.RecallAt3 += m.RecallAt3
		sum.NoRoutePrecision += m.NoRoutePrecision
		sum.NoRouteRecall += m.NoRouteRecall
		sum.Cases = m.Cases
		for kind, km := range m.ByKind {
			s := sum.ByKind[kind]
			s.Cases = km.Cases
			s.Top1 += km.Top1
			sum.ByKind[kind] = s
		}
	}
	n := float64(o.Repeats)
	sum.Top1 /= n
	sum.InScopeTop1 /= n
	sum.RecallAt3 /= n
	sum.NoRoutePrecision /= n
	sum.NoRouteRecall /= n
	for kind, km := range sum.ByKind {
		km.Top1 /= n
		sum.ByKind[kind] = km
	}
	rep.Metrics = sum
	rep.MinScore = thSum / float64(fits)
	cal := CalibrationOf(pooled)
	rep.Calibration = &cal
	mean := sum.Top1
	for _, t := range top1s {
		rep.Top1SD += (t - mean) * (t - mean)
	}
	rep.Top1SD = math.Sqrt(rep.Top1SD / n)
	return rep, nil
}

// relatedScore calibrates the related band: it fits a logistic regression
// of "the case is in scope" (has an expected skill) on ln(1 + raw score)
// of the top candidate, and returns the score where that probability is
// one half — below it, the top candidate is more likely unrelated noise
// than a neighbour worth loading. It never exceeds minScore. (In
// dense-only mode the cosine is used as is.)
func (p *prepared) relatedScore(rs []ranked, minScore float64, mode Mode, prob bool) float64 {
	return relatedScoreOf(rs, p.exp, minScore, mode == DenseOnly || prob)
}

// relatedScoreOf is relatedScore over rankings rs with expected skills
// exp; asIs uses the band score itself as the regressor (a cosine or a
// probability) instead of ln(1 + raw score).
func relatedScoreOf(rs []ranked, exp []int, minScore float64, asIs bool) float64 {
	var xs, ys []float64
	for i, rk := range rs {
		if len(rk.top) == 0 {
			continue
		}
		x := rk.gate
		if !asIs {
			x = math.Log1p(Uncalibrate(rk.gate))
		}
		y := 0.0
		if exp[i] >= 0 {
			y = 1
		}
		xs, ys = append(xs, x), append(ys, y)
	}
	a, b, ok := logistic(xs, ys)
	if !ok || b <= 0 {
		return minScore
	}
	x := -a / b
	r := x
	if !asIs {
		r = Calibrate(math.Expm1(x))
	}
	return min(r, minScore)
}

// logistic fits p = σ(a + b·x), through the gate's fit (fitLogistic,
// unpenalised) on the one column.
func logistic(xs, ys []float64) (a, b float64, ok bool) {
	rows := make([][]float64, len(xs))
	for i, x := range xs {
		rows[i] = []float64{x}
	}
	fit, err := fitLogistic(rows, ys, 0, []bool{true})
	if err != nil || fit.Weights[0] == 0 {
		return 0, 0, false
	}
	b = fit.Weights[0] / fit.Scale[0]
	return fit.Bias - b*fit.Mean[0], b, true
}

func modeName(m Mode, grid []float64) string {
	switch {
	case m == DenseOnly:
		return "dense-only"
	case len(grid) == 1 && grid[0] == 0:
		return "lexical"
	}
	return "hybrid"
}

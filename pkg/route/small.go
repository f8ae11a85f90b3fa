package route

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/ingot-dev/ingot/pkg/lexical"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// SmallLibraryOptions configure EvaluateSmallLibraries.
type SmallLibraryOptions struct {
	// Others are the library sizes to try, as the number of skills drawn
	// at random besides the case's own (default 2, 5 and 20).
	Others []int
	// Draws is how many libraries are drawn per case and size (default 5).
	Draws int
	// Seed makes the draws reproducible.
	Seed uint64
	// HoldOut splits the router's library into two halves at random (from
	// Seed). Each case's small library is drawn from the half that holds
	// its skill, and the background is built from the other half instead
	// of Options.Background, so no skill being routed is known to the
	// background — as with a user's own skills.
	HoldOut bool
}

// SmallLibraryMetrics are the metrics of routing in libraries of one size,
// pooled over every case and draw, with Metrics' definitions, plus how far
// the expected skill's score moved from the full library's.
type SmallLibraryMetrics struct {
	// Skills per library (the full library's size in SmallLibraryReport.Full).
	Skills int `json:"skills"`
	// Libraries routed: cases × draws.
	Libraries int `json:"libraries"`
	Metrics
	// Surfaced: over in-scope cases, the expected skill is the match or
	// the related match (top-1 with a band other than novel).
	Surfaced float64 `json:"surfaced"`
	// BandAgreement: over in-scope cases, the expected skill's own score
	// falls in the same band as in the full library.
	BandAgreement float64 `json:"band_agreement"`
	// ScoreShift and AbsScoreShift: the mean difference (and mean absolute
	// difference) between the expected skill's band score here and in the
	// full library, over in-scope cases.
	ScoreShift    float64 `json:"score_shift"`
	AbsScoreShift float64 `json:"abs_score_shift"`
}

// SmallLibraryReport is the result of EvaluateSmallLibraries.
type SmallLibraryReport struct {
	// Background names the prior the small libraries used: "default",
	// "none" or "held-out half".
	Background string                `json:"background"`
	Full       SmallLibraryMetrics   `json:"full"`
	Sizes      []SmallLibraryMetrics `json:"sizes"`
}

// EvaluateSmallLibraries measures whether scores, and so the bands, mean
// the same in small libraries as in the router's whole library. For every
// case and size K it builds a library of K+1 skills and routes the case in
// it with the router's settings (thresholds, parameters, background,
// dense weight): an in-scope case's library is its expected skill plus K
// others drawn at random; a negative case's is the skill the whole library
// ranks first for it — its nearest neighbour, the one a small library
// would wrongly match — plus K others. Full is the whole library measured
// the same way.
func (r *Router) EvaluateSmallLibraries(ctx context.Context, cases []Case, o SmallLibraryOptions) (SmallLibraryReport, error) {
	if len(o.Others) == 0 {
		o.Others = []int{2, 5, 20}
	}
	if o.Draws <= 0 {
		o.Draws = 5
	}
	eff := r.st.Load().eff
	dense := eff.mu != 0 || r.opt.Mode == DenseOnly
	p, err := r.prepare(ctx, cases, dense)
	if err != nil {
		return SmallLibraryReport{}, err
	}
	st := p.st
	n := len(st.skills)
	minScore := func(i int) float64 {
		if ms := cases[i].MinScore; ms != nil {
			return *ms
		}
		return eff.min
	}
	// The whole library: each case's outcome, and the expected skill's own
	// score.
	fullRank := make([]ranked, len(cases))
	fullScore := make([]float64, len(cases))
	for i := range cases {
		fullRank[i] = p.rank(i, eff.mu, r.opt.Mode)
		if e := p.exp[i]; e >= 0 {
			k := r.ranker(st, &p.sg[i])
			c := k.candidates()
			fullScore[i] = k.gateIn(c[:min(len(c), 2)], e)
		}
	}
	var full []Outcome
	for i := range cases {
		full = append(full, p.outcome(st, i, fullRank[i], minScore(i), eff.rel))
	}
	band := func(s float64, i int) Band {
		switch {
		case s >= minScore(i):
			return BandMatch
		case s >= eff.rel:
			return BandRelated
		}
		return BandNovel
	}
	rep := SmallLibraryReport{Background: "default"}
	if r.opt.Background.Len() == 0 {
		rep.Background = "none"
	}
	rep.Full = smallMetrics(n, full, nil, nil)

	// Halves for HoldOut, and the background each half is routed with.
	half := make([]int, n)
	bgs := [2]*lexical.Background{r.opt.Background, r.opt.Background}
	if o.HoldOut {
		rep.Background = "held-out half"
		perm := rand.New(rand.NewPCG(o.Seed, 0x5eed)).Perm(n)
		var docs [2][]*lexical.Analyzed
		for k, i := range perm {
			half[i] = k % 2
			docs[k%2] = append(docs[k%2], st.docs[i])
		}
		bgs[0], bgs[1] = lexical.NewBackground(docs[1]), lexical.NewBackground(docs[0])
	}

	for _, others := range o.Others {
		var outs []Outcome
		var shifts []float64
		var agree []bool
		for i := range cases {
			if err := ctx.Err(); err != nil {
				return rep, err
			}
			anchor := p.exp[i]
			if anchor < 0 && len(fullRank[i].top) > 0 {
				anchor = fullRank[i].top[0]
			}
			for d := 0; d < o.Draws; d++ {
				rng := rand.New(rand.NewPCG(o.Seed+uint64(others)*0x9e3779b97f4a7c15, uint64(i)<<32|uint64(d)))
				h := rng.IntN(2)
				if anchor >= 0 {
					h = half[anchor]
				}
				var pool []int
				for j := 0; j < n; j++ {
					if j != anchor && (!o.HoldOut || half[j] == h) {
						pool = append(pool, j)
					}
				}
				rng.Shuffle(len(pool), func(a, b int) { pool[a], pool[b] = pool[b], pool[a] })
				lib := pool[:min(others, len(pool))]
				if anchor >= 0 {
					lib = append([]int{anchor}, lib...)
				}
				slices.Sort(lib)
				sub, sg, err := p.subset(i, lib, bgs[h])
				if err != nil {
					return rep, err
				}
				k := r.ranker(sub, &sg)
				list := k.choose(3, func(j int) bool { return p.compat[i][lib[j]] })
				rk := ranked{top: list, gate: math.Inf(-1)}
				if len(list) > 0 {
					rk.gate = k.gateIn(list, list[0])
				}
				outs = append(outs, p.outcome(sub, i, rk, minScore(i), eff.rel))
				if e := p.exp[i]; e >= 0 {
					c := k.candidates()
					s := k.gateIn(c[:min(len(c), 2)], slices.Index(lib, e))
					shifts = append(shifts, s-fullScore[i])
					agree = append(agree, band(s, i) == band(fullScore[i], i))
				}
			}
		}
		rep.Sizes = append(rep.Sizes, smallMetrics(others+1, outs, shifts, agree))
	}
	return rep, nil
}

// subset is case i's signals over the skills lib (indexes into p.st, in
// order) with an index built over them alone and background bg.
func (p *prepared) subset(i int, lib []int, bg *lexical.Background) (*state, signals, error) {
	sub := &state{skills: make([]*skill.Skill, len(lib)), docs: make([]*lexical.Analyzed, len(lib)), dense: make([]float64, len(lib)), eff: p.st.eff}
	for k, j := range lib {
		sub.skills[k], sub.docs[k], sub.dense[k] = p.st.skills[j], p.st.docs[j], p.st.dense[j]
	}
	ix, err := lexical.Build(sub.docs, p.r.opt.Params, bg)
	if err != nil {
		return nil, signals{}, fmt.Errorf("small library: %w", err)
	}
	sub.ix = ix
	sg := signals{q: p.sg[i].q, lex: ix.Score(p.sg[i].q, nil)}
	if p.sg[i].cos != nil {
		sg.cos = make([]float64, len(lib))
		for k, j := range lib {
			sg.cos[k] = p.sg[i].cos[j]
		}
	}
	return sub, sg, nil
}

func smallMetrics(skills int, outs []Outcome, shifts []float64, agree []bool) SmallLibraryMetrics {
	m := SmallLibraryMetrics{Skills: skills, Libraries: len(outs), Metrics: metricsOf(outs), BandAgreement: 1}
	pos, surfaced := 0, 0
	for _, o := range outs {
		if o.Expected == "" {
			continue
		}
		pos++
		if o.Band != BandNovel && len(o.Ranked) > 0 && o.Ranked[0] == o.Expected {
			surfaced++
		}
	}
	if pos > 0 {
		m.Surfaced = float64(surfaced) / float64(pos)
	}
	if len(shifts) > 0 {
		ok := 0
		for k, s := range shifts {
			m.ScoreShift += s
			m.AbsScoreShift += math.Abs(s)
			if agree[k] {
				ok++
			}
		}
		m.ScoreShift /= float64(len(shifts))
		m.AbsScoreShift /= float64(len(shifts))
		m.BandAgreement = float64(ok) / float64(len(shifts))
	}
	return m
}

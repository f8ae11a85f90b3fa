package route

import (
	"context"
	"fmt"
	"strings"

	"github.com/ingot-dev/ingot/pkg/skill"
)

// Suite is a library's router with labelled cases for it.
type Suite struct {
	Name   string
	Router *Router
	Cases  []Case
}

// WithGate returns a router over the same snapshot that bands on model m
// with thresholds minScore and relatedScore (m nil: the raw BM25F band).
// A Refresh of either router does not reach the other.
func (r *Router) WithGate(m *GateModel, minScore, relatedScore float64) *Router {
	opt := r.opt
	opt.Gate, opt.MinScore, opt.RelatedScore = m, minScore, relatedScore
	r.mu.Lock()
	c := &Router{opt: opt, query: r.query, learned: r.learned}
	old := r.st.Load()
	r.mu.Unlock()
	st := &state{dense: old.dense, eff: old.eff, skills: old.skills, docs: old.docs, ix: old.ix, extra: old.extra, extraKey: old.extraKey,
		texts: old.texts, vecs: old.vecs, byID: old.byID, byName: old.byName}
	st.eff.gate, st.eff.min, st.eff.rel = m, minScore, relatedScore
	c.st.Store(st)
	return c
}

// FitGateOn fits the match-probability model on the cases of every suite
// pooled (each case's top skill under the suite router's dense weight:
// its features, and whether it is the expected skill), then the match
// threshold that maximises pooled top-1 accuracy and the related
// threshold where P(in scope) crosses one half (see CrossValidate).
func FitGateOn(ctx context.Context, suites []Suite) (GateModel, error) {
	var xs [][]float64
	var ys []float64
	var preps []*prepared
	var rss [][]ranked
	for _, s := range suites {
		mu := s.Router.DenseWeight()
		p, err := s.Router.prepare(ctx, s.Cases, mu != 0)
		if err != nil {
			return GateModel{}, fmt.Errorf("suite %s: %w", s.Name, err)
		}
		rs := make([]ranked, len(s.Cases))
		for i := range s.Cases {
			rs[i] = p.rank(i, mu, Hybrid)
		}
		x, y := p.gateRows(allIndexes(len(rs)), rs)
		xs, ys = append(xs, x...), append(ys, y...)
		preps, rss = append(preps, p), append(rss, rs)
	}
	m, err := FitGate(xs, ys, GateLambda, GateDropped...)
	if err != nil {
		return m, err
	}
	// Pool every suite's rankings, re-gated, for the thresholds.
	var all []ranked
	var exp []int
	for k, p := range preps {
		all = append(all, regate(rss[k], &m)...)
		exp = append(exp, p.exp...)
	}
	m.MinScore, _ = fitThreshold(allIndexes(len(all)), all, exp)
	m.RelatedScore = relatedScoreOf(all, exp, m.MinScore, true)
	m.MinScore, m.RelatedScore = round3(m.MinScore), round3(m.RelatedScore)
	return m, nil
}

// ShortVariant returns a copy of lib's skills cut to what a person writes
// for themselves: the description and the first bodyLines non-empty lines
// of the body (0: no body at all). Names and ids are kept, so the same
// cases apply.
func ShortVariant(lib *skill.Library, bodyLines int) *skill.Library {
	out := &skill.Library{}
	for _, s := range lib.Skills {
		c := *s
		var keep []string
		for _, l := range strings.Split(s.Body, "\n") {
			if len(keep) >= bodyLines {
				break
			}
			if strings.TrimSpace(l) != "" {
				keep = append(keep, l)
			}
		}
		c.Body = strings.Join(keep, "\n")
		out.Skills = append(out.Skills, &c)
	}
	return out
}

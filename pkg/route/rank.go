package route

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/ingot-dev/ingot/pkg/lexical"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// signals are one query's scores against every skill of a snapshot.
type signals struct {
	q   lexical.Query
	lex []float64
	cos []float64 // nil when the encoder did not run
}

// score computes the signals of task. The encoder runs only when dense is
// true, a router has one, and the negation-stripped task is not empty.
func (r *Router) score(ctx context.Context, st *state, task string, dense bool) (signals, error) {
	sg := signals{q: lexical.ParseQuery(task)}
	sg.lex = st.ix.Score(sg.q, nil)
	if dense && r.query != nil && st.vecs != nil && strings.TrimSpace(sg.q.Text) != "" {
		qv, err := r.query(ctx, sg.q.Text)
		if err != nil {
			return sg, fmt.Errorf("embed task: %w", err)
		}
		sg.cos = make([]float64, len(st.vecs))
		for i, v := range st.vecs {
			sg.cos[i] = dot(qv, v)
		}
	}
	return sg, nil
}

func dot(a, b []float32) float64 {
	var s float32
	for i := range a {
		s += a[i] * b[i]
	}
	return float64(s)
}

// ranker orders skills by fused score, then priority, then name.
type ranker struct {
	st   *state
	sg   *signals
	mu   float64
	mode Mode
	// model is the match probability the bands apply to; nil bands on
	// the calibrated raw BM25F score (Calibrate).
	model *GateModel
}

func (k ranker) fused(i int) float64 {
	if k.mode == DenseOnly {
		if k.sg.cos == nil {
			return 0
		}
		return k.sg.cos[i]
	}
	f := k.sg.lex[i]
	if k.sg.cos != nil && k.mu != 0 {
		share := 1.0
		if k.st.dense != nil {
			share = k.st.dense[i]
		}
		f += k.mu * share * k.sg.cos[i]
	}
	return f
}

// gate is the band score of skill i when the best other candidate's fused
// score is other: the match probability (GateModel), the calibrated raw
// lexical score without a model, or the cosine in dense-only mode.
func (k ranker) gate(i int, other float64) float64 {
	if k.mode == DenseOnly {
		if k.sg.cos == nil {
			return 0
		}
		return k.sg.cos[i]
	}
	if k.model == nil {
		return Calibrate(k.sg.lex[i])
	}
	return k.model.Prob(k.features(i, other))
}

// otherThan is the fused score of the first skill of list (best first)
// that is not i, or 0.
func (k ranker) otherThan(list []int, i int) float64 {
	for _, j := range list {
		if j != i {
			return k.fused(j)
		}
	}
	return 0
}

// gateIn is skill i's band score against the other skills of list.
func (k ranker) gateIn(list []int, i int) float64 { return k.gate(i, k.otherThan(list, i)) }

func (k ranker) less(a, b int) int {
	fa, fb := k.fused(a), k.fused(b)
	if fa != fb {
		if fa > fb {
			return -1
		}
		return 1
	}
	sa, sb := k.st.skills[a], k.st.skills[b]
	if sa.Router.Priority != sb.Router.Priority {
		return sb.Router.Priority - sa.Router.Priority
	}
	if c := strings.Compare(sa.Name, sb.Name); c != 0 {
		return c
	}
	return strings.Compare(sa.ID, sb.ID)
}

// candidates returns the skills that score at all, best first: all of
// them sorted when few, else the best 32 first and the rest after (sorted
// lazily by the caller if it needs them).
func (k ranker) candidates() []int {
	n := len(k.st.skills)
	var c []int
	for i := 0; i < n; i++ {
		if k.mode == DenseOnly || k.fused(i) > 0 {
			c = append(c, i)
		}
	}
	const head = 32
	if len(c) <= 4*head {
		slices.SortFunc(c, k.less)
		return c
	}
	// Partial selection: move the best head to the front, sorted.
	top := make([]int, 0, head+1)
	rest := make([]int, 0, len(c))
	for _, i := range c {
		if len(top) < head || k.less(i, top[len(top)-1]) < 0 {
			j, _ := slices.BinarySearchFunc(top, i, k.less)
			top = slices.Insert(top, j, i)
			if len(top) > head {
				rest = append(rest, top[head])
				top = top[:head]
			}
			continue
		}
		rest = append(rest, i)
	}
	return append(top, rest...)
}

// conflicts reports whether a and b name each other (by name or id) in
// their conflicts lists.
func conflicts(a, b *skill.Skill) bool {
	names := func(s, other *skill.Skill) bool {
		for _, c := range s.Router.Conflicts {
			if c == other.Name || c == other.ID {
				return true
			}
		}
		return false
	}
	return names(a, b) || names(b, a)
}

// choose walks the ranking and keeps up to want skills that pass ok and
// conflict with none already kept.
func (k ranker) choose(want int, ok func(i int) bool) []int {
	c := k.candidates()
	var kept []int
	sortedUpTo := min(len(c), 32)
	if len(c) <= 128 {
		sortedUpTo = len(c)
	}
	for pos := 0; pos < len(c) && len(kept) < want; pos++ {
		if pos == sortedUpTo {
			slices.SortFunc(c[pos:], k.less)
			sortedUpTo = len(c)
		}
		i := c[pos]
		if !ok(i) {
			continue
		}
		clash := false
		for _, j := range kept {
			if conflicts(k.st.skills[i], k.st.skills[j]) {
				clash = true
				break
			}
		}
		if !clash {
			kept = append(kept, i)
		}
	}
	return kept
}

// ErrNoHarness is returned for a request without a harness.
var ErrNoHarness = errors.New("route: request has no harness")

// ranker is the router's ranking of one query's signals.
func (r *Router) ranker(st *state, sg *signals) ranker {
	return ranker{st: st, sg: sg, mu: st.eff.mu, mode: r.opt.Mode, model: st.eff.gate}
}

// Route answers one request: filter, rank, then band the best compatible
// skill. Ranking is by raw BM25F plus μ·cosine; ties go to the higher
// priority, then the name; conflicting skills never appear together among
// the match and its alternatives. The band is decided on the top skill's
// calibrated lexical score (its cosine in dense-only mode): ≥ MinScore is a
// match, ≥ RelatedScore a related match, else novel.
func (r *Router) Route(ctx context.Context, req Request) (Decision, error) {
	if strings.TrimSpace(req.Harness) == "" {
		return Decision{}, ErrNoHarness
	}
	if req.Platform == "" {
		req.Platform = r.opt.Platform
	}
	st := r.st.Load()
	sg, err := r.score(ctx, st, req.Task, st.eff.mu != 0 || r.opt.Mode == DenseOnly)
	if err != nil {
		return Decision{}, err
	}
	minS, relS := st.eff.min, st.eff.rel
	if req.MinScore != nil {
		minS = *req.MinScore
	}
	if req.RelatedScore != nil {
		relS = *req.RelatedScore
	}
	k := r.ranker(st, &sg)
	return r.decide(ctx, st, k, req, minS, relS), nil
}

func (r *Router) decide(ctx context.Context, st *state, k ranker, req Request, minS, relS float64) Decision {
	harness := strings.ToLower(strings.TrimSpace(req.Harness))
	chosen := k.choose(3, func(i int) bool { return Compatible(st.skills[i], req) == "" })
	if len(chosen) == 0 {
		reason := "no compatible skill matches the task"
		if !r.anyCompatible(st, req) {
			reason = "no compatible skill candidates"
		}
		return Decision{Reason: reason, Novel: true, Band: BandNovel, Alternatives: []Alternative{}}
	}
	top := chosen[0]
	score := k.gateIn(chosen, top)
	var trace *RerankTrace
	var forced Band
	if r.opt.Rerank != nil && k.model != nil && k.mode != DenseOnly && score >= RerankLow && score < RerankHigh {
		var pick int
		chosen, pick, trace = r.rerank(ctx, st, k, req.Task, chosen)
		switch {
		case trace.Err != "":
		case pick < 0:
			forced = BandNovel // the model chose none
		default:
			top = chosen[pick]
			chosen = append([]int{top}, slices.Delete(slices.Clone(chosen), pick, pick+1)...)
			score, forced = k.gateIn(chosen, top), BandMatch
		}
	}
	s := st.skills[top]
	d := Decision{Score: score, Lexical: k.sg.lex[top]}
	if k.sg.cos != nil {
		d.Dense = k.sg.cos[top]
	}
	alt := func(i int, why string) Alternative {
		g := k.gateIn(chosen, i)
		return Alternative{Name: st.skills[i].ID, Score: g, Reason: fmt.Sprintf("%s; score %.3f", why, g)}
	}
	serve := func() {
		d.Skill = s
		d.SkillBody = s.BodyFor(harness)
		d.SkillRoot = s.Dir
		d.Revision = s.Revision
		d.Alternatives = []Alternative{}
		for _, i := range chosen[1:] {
			d.Alternatives = append(d.Alternatives, alt(i, "compatible alternative"))
		}
	}
	evidence := r.evidence(st, k, top)
	if trace != nil {
		d.Rerank = trace
		switch {
		case trace.Err != "":
			evidence += "; rerank failed, the gate decides: " + trace.Err
		case trace.Pick == "":
			evidence += fmt.Sprintf("; %s chose none of %s", trace.Model, strings.Join(trace.Candidates, ", "))
		default:
			evidence += fmt.Sprintf("; %s chose %s among %s", trace.Model, trace.Pick, strings.Join(trace.Candidates, ", "))
		}
	}
	switch {
	case forced == BandMatch || forced == "" && score >= minS:
		d.Band, d.Match = BandMatch, s.ID
		serve()
		d.Reason = fmt.Sprintf("compatible %s skill; score %.3f ≥ %.3f (%s)", harness, score, minS, evidence)
		if forced == BandMatch {
			d.Reason = fmt.Sprintf("compatible %s skill; score %.3f in the uncertain band, chosen by the reranker (%s)", harness, score, evidence)
		}
	case forced == "" && score >= relS:
		d.Band, d.RelatedMatch = BandRelated, s.ID
		serve()
		d.Reason = fmt.Sprintf("best compatible score %.3f below direct threshold %.3f; loaded for compose or extend (%s)", score, minS, evidence)
	default:
		d.Band, d.Novel = BandNovel, true
		d.Alternatives = []Alternative{alt(top, "best compatible candidate")}
		if len(chosen) > 1 {
			d.Alternatives = append(d.Alternatives, alt(chosen[1], "compatible alternative"))
		}
		d.Reason = fmt.Sprintf("best compatible score %.3f below related threshold %.3f", score, relS)
	}
	return d
}

// rerank asks the Reranker to choose among chosen (best first); pick is
// the chosen index, -1 for none (or on error, with trace.Err set).
func (r *Router) rerank(ctx context.Context, st *state, k ranker, task string, chosen []int) ([]int, int, *RerankTrace) {
	cands := make([]RerankCandidate, len(chosen))
	tr := &RerankTrace{Before: st.skills[chosen[0]].ID}
	for n, i := range chosen {
		s := st.skills[i]
		cands[n] = RerankCandidate{ID: s.ID, Name: s.Name, Description: s.Description, Score: k.gateIn(chosen, i)}
		tr.Candidates = append(tr.Candidates, s.ID)
	}
	v, err := r.opt.Rerank.Rerank(ctx, task, cands)
	tr.Model, tr.Reason = v.Model, v.Reason
	if err != nil {
		tr.Err = err.Error()
		r.opt.Logger.Warn("rerank failed; the gate decides", "err", err)
		return chosen, -1, tr
	}
	tr.Pick = v.Pick
	if v.Pick == "" {
		return chosen, -1, tr
	}
	for n, c := range cands {
		if c.ID == v.Pick {
			return chosen, n, tr
		}
	}
	tr.Err, tr.Pick = fmt.Sprintf("the reranker chose %q, not a candidate", v.Pick), ""
	return chosen, -1, tr
}

// evidence names the signals behind a score, for the reason line.
func (r *Router) evidence(st *state, k ranker, i int) string {
	var parts []string
	if k.mode == DenseOnly {
		parts = append(parts, fmt.Sprintf("cosine %.3f", k.sg.cos[i]))
	} else {
		parts = append(parts, fmt.Sprintf("lexical %.2f", k.sg.lex[i]))
		if k.sg.cos != nil && k.mu != 0 {
			parts = append(parts, fmt.Sprintf("dense %.2f×%.3f", k.mu, k.sg.cos[i]))
		}
	}
	terms := st.ix.Explain(k.sg.q, i)
	if len(terms) > 0 {
		var ts []string
		for _, t := range terms[:min(4, len(terms))] {
			ts = append(ts, t.Term)
		}
		parts = append(parts, "matched "+strings.Join(ts, ", "))
	}
	return strings.Join(parts, "; ")
}

func (r *Router) anyCompatible(st *state, req Request) bool {
	for _, s := range st.skills {
		if Compatible(s, req) == "" {
			return true
		}
	}
	return false
}

// Suggestion is one ranked skill with the signals behind its rank.
type Suggestion struct {
	ID          string  `json:"id"`
	Name        string  `json:"name"`
	Description string  `json:"description"`
	Score       float64 `json:"score"`   // the band score
	Lexical     float64 `json:"lexical"` // raw BM25F
	// Dense is the cosine with the task, nil when no encoder ran.
	Dense *float64 `json:"dense"`
	Fused float64  `json:"fused"`
	// Contributions split Fused by signal: lexical and μ·cosine.
	Contributions map[string]float64 `json:"contributions"`
	// Terms are the query terms that matched, largest contribution first.
	Terms []lexical.TermScore `json:"terms"`
}

// Suggest ranks every skill for a task, without compatibility filtering,
// and returns the best k (ties by priority, then name). The encoder runs
// whenever the router has one, so its cosine is shown even when μ is 0.
func (r *Router) Suggest(ctx context.Context, task string, k int) ([]Suggestion, lexical.Query, error) {
	st := r.st.Load()
	sg, err := r.score(ctx, st, task, true)
	if err != nil {
		return nil, sg.q, err
	}
	rk := r.ranker(st, &sg)
	c := rk.candidates()
	slices.SortFunc(c, rk.less)
	all := c
	if k > 0 && len(c) > k {
		c = c[:k]
	}
	out := make([]Suggestion, 0, len(c))
	prev := math.Inf(1)
	for _, i := range c {
		s := st.skills[i]
		// A lower-ranked skill is never shown as likelier than one above it.
		g := min(prev, rk.gateIn(all, i))
		prev = g
		sug := Suggestion{ID: s.ID, Name: s.Name, Description: s.Description, Score: round3(g),
			Lexical: sg.lex[i], Fused: rk.fused(i), Contributions: map[string]float64{"lexical": sg.lex[i]}}
		if r.opt.Mode == DenseOnly {
			sug.Contributions = map[string]float64{"lexical": 0}
		}
		if sg.cos != nil {
			c := sg.cos[i]
			sug.Dense = &c
			w := st.eff.mu
			if r.opt.Mode == DenseOnly {
				w = 1
			}
			sug.Contributions["dense"] = w * c
		}
		sug.Terms = st.ix.Explain(sg.q, i)
		if len(sug.Terms) > 8 {
			sug.Terms = sug.Terms[:8]
		}
		out = append(out, sug)
	}
	return out, sg.q, nil
}

// Neighbor is the skill nearest to a text.
type Neighbor struct {
	ID    string  `json:"id"`
	Name  string  `json:"name"`
	Score float64 `json:"score"`
}

func (st *state) similarity() []lexical.Vector {
	st.simOnce.Do(func() {
		st.sims = make([]lexical.Vector, len(st.docs))
		for i, d := range st.docs {
			st.sims[i] = st.ix.Vector(d, lexical.Description)
		}
	})
	return st.sims
}

// Nearest returns the skill whose description is most similar to text,
// skipping the skills named in exclude (by id). Similarity is the cosine of
// tf-idf vectors over the tokenised descriptions (weights (1+ln tf)·idf,
// idf from the library): 1 for the same words, 0 for none shared,
// whichever encoder is loaded, so INGOT_COLLISION_SCORE means the same
// everywhere. An empty library gives a zero Neighbor.
func (r *Router) Nearest(text string, exclude ...string) Neighbor {
	st := r.st.Load()
	probe := lexical.NewAnalyzer().Analyze(lexical.Doc{Description: text})
	v := st.ix.Vector(probe, lexical.Description)
	best, bi := -1.0, -1
	for i, u := range st.similarity() {
		if slices.Contains(exclude, st.skills[i].ID) {
			continue
		}
		if c := lexical.Cosine(v, u); c > best {
			best, bi = c, i
		}
	}
	if bi < 0 {
		return Neighbor{}
	}
	return Neighbor{ID: st.skills[bi].ID, Name: st.skills[bi].Name, Score: best}
}

// Collision is a pair of skills whose descriptions shadow each other.
type Collision struct {
	A     string  `json:"a"`
	B     string  `json:"b"`
	Score float64 `json:"score"`
}

// Collisions returns every pair of skills whose description similarity
// (as in Nearest) is at least threshold, highest first, each pair once.
func (r *Router) Collisions(threshold float64) []Collision {
	st := r.st.Load()
	v := st.similarity()
	var out []Collision
	for i := range v {
		for j := i + 1; j < len(v); j++ {
			if c := lexical.Cosine(v[i], v[j]); c >= threshold {
				out = append(out, Collision{A: st.skills[i].ID, B: st.skills[j].ID, Score: c})
			}
		}
	}
	slices.SortFunc(out, func(a, b Collision) int {
		if a.Score != b.Score {
			if a.Score > b.Score {
				return -1
			}
			return 1
		}
		return strings.Compare(a.A+"\x00"+a.B, b.A+"\x00"+b.B)
	})
	return out
}

// Lookup resolves a skill by id, or by a name only one skill carries.
func (r *Router) Lookup(ref string) (*skill.Skill, error) {
	st := r.st.Load()
	if i, ok := st.byID[ref]; ok {
		return st.skills[i], nil
	}
	switch is := st.byName[ref]; len(is) {
	case 0:
		return nil, fmt.Errorf("%w %q", skill.ErrNotFound, ref)
	case 1:
		return st.skills[is[0]], nil
	default:
		ids := make([]string, len(is))
		for k, i := range is {
			ids[k] = st.skills[i].ID
		}
		return nil, fmt.Errorf("skill name %q is ambiguous: use one of the ids %s", ref, strings.Join(ids, ", "))
	}
}

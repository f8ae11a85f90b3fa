package mine

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/ingot-dev/ingot/pkg/evalset"
	"github.com/ingot-dev/ingot/pkg/judge"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/trace"
)

// Defaults of Options.
const (
	DefaultTopK          = 5
	DefaultMaxJudgeCalls = 24
	DefaultMaxTasks      = 6
)

// Judger grades answers; *judge.Judge is one.
type Judger interface {
	Judge(ctx context.Context, in judge.Input) (judge.Verdict, error)
	// Lookup returns a cached verdict without calling.
	Lookup(in judge.Input) (judge.Verdict, bool)
	// Messages are what one judge call sends for in (cost estimates).
	Messages(in judge.Input) []llm.Message
	// Models are the judge models (one call each per judgment).
	Models() []string
}

// Options configure a mining run.
type Options struct {
	Skill Subject
	// Ranker attributes traces by the router's ranking; nil: only traces
	// that say they were served by the skill count.
	Ranker Ranker
	// TopK is how high the router must rank the skill (default 5).
	TopK int
	// Similarity merges near-duplicate tasks; nil: Lexical.
	Similarity Similarity
	// Threshold is the near-duplicate similarity (0: DefaultThreshold).
	Threshold float64
	// EvalSet is the skill's eval set, if it has one: a cluster repeating
	// one of its tasks is judged against that task's rubric and reference,
	// and mined tasks repeating one are not output.
	EvalSet *evalset.Set
	// Judge grades cluster representatives and supplies cached verdicts.
	// It may be nil for a dry run that cannot name a judge model.
	Judge Judger
	// NoCache ignores cached verdicts (every cluster needs a judgment).
	NoCache bool
	// MaxJudgeCalls is how many new judgments (cluster representatives)
	// one run may ask for; cached verdicts are free. 0: none (report from
	// cached verdicts only); negative: no limit.
	MaxJudgeCalls int
	// MaxTasks is how many task records to output (default 6; negative:
	// none).
	MaxTasks int
	// Limit keeps only the newest Limit traces (0: all).
	Limit int
}

// DefaultOptions returns the defaults for mining skill s.
func DefaultOptions(s Subject) Options {
	return Options{Skill: s, TopK: DefaultTopK, MaxJudgeCalls: DefaultMaxJudgeCalls, MaxTasks: DefaultMaxTasks, Threshold: DefaultThreshold}
}

// Use is one attributed trace.
type Use struct {
	Trace trace.Record
	By    Attribution
}

// TaskCluster is a set of near-duplicate tasks judged through one
// representative.
type TaskCluster struct {
	// Rep is the representative trace: the newest trace of the cluster's
	// first exact group.
	Rep trace.Record
	// Norm is the representative task, normalised.
	Norm string
	// Rubric and Reference come from the eval-set task the cluster repeats
	// (EvalTask), if any; otherwise both are empty and the judge's general
	// rubric applies.
	Rubric, Reference, EvalTask string
	// EvalSplit is "train" or "holdout" when EvalTask is set.
	EvalSplit string
	// Uses are the attributed traces, newest first.
	Uses []Use
	// Groups is how many distinct normalised tasks were merged.
	Groups int
	// Verdict is the cluster's grade once it has one: a cached verdict (the
	// mean of every cached verdict of a member) or a new judgment of Rep.
	Verdict *judge.Verdict
	// Cached: Verdict came from the verdict cache.
	Cached bool

	vec Vector
}

// Size is the number of traces in the cluster.
func (c *TaskCluster) Size() int { return len(c.Uses) }

func (c *TaskCluster) input() judge.Input {
	return judge.Input{Task: c.Rep.Task, Rubric: c.Rubric, Answer: c.Rep.Answer, Reference: c.Reference}
}

// Plan is a mining run prepared up to judging: traces attributed and
// clustered, cached verdicts applied, and the judgments to make chosen.
type Plan struct {
	opt Options

	// Read is how many traces were considered (after Limit). NotTasks of
	// them record a tool call that carries no user task (an MCP server's
	// get_skill, suggest_skills and create_skill records) and are left out.
	Read, NotTasks int
	// Attributed counts the traces attributed to the skill, ByServed and
	// ByRank how. NoAnswer of them have no answer to judge and are left
	// out of everything below.
	Attributed, ByServed, ByRank, NoAnswer int
	// Uses are the attributed traces with an answer, newest first.
	Uses []Use
	// Clusters in order of first appearance (newest first).
	Clusters []*TaskCluster
	// Pending are the clusters without a verdict, most frequent first
	// (ties by representative task); the first Allowance of them will be
	// judged.
	Pending   []*TaskCluster
	Allowance int
	// CachedClusters have a cached verdict.
	CachedClusters int
	// Similarity and Threshold used.
	Similarity string
	Threshold  float64

	evalVecs  []Vector
	evalTasks []evalTask
}

type evalTask struct {
	evalset.Task
	split string
}

// Prepare attributes traces to the skill, clusters them and looks up
// cached verdicts, making no judge call.
func Prepare(ctx context.Context, traces []trace.Record, o Options) (*Plan, error) {
	if o.TopK == 0 {
		o.TopK = DefaultTopK
	}
	if o.Similarity == nil {
		o.Similarity = Lexical{}
	}
	if o.Threshold == 0 {
		o.Threshold = DefaultThreshold
	}
	if !(o.Threshold > 0 && o.Threshold <= 1) {
		return nil, fmt.Errorf("%w (got %v)", ErrThreshold, o.Threshold)
	}
	if o.MaxTasks == 0 {
		o.MaxTasks = DefaultMaxTasks
	}
	if o.Skill.ID == "" {
		return nil, errors.New("mine: no skill")
	}
	p := &Plan{opt: o, Similarity: o.Similarity.Name(), Threshold: o.Threshold}

	recs := make([]trace.Record, len(traces))
	copy(recs, traces)
	sort.SliceStable(recs, func(i, j int) bool {
		if !recs[i].TS.Equal(recs[j].TS) {
			return recs[i].TS.After(recs[j].TS)
		}
		return recs[i].ID < recs[j].ID
	})
	if o.Limit > 0 && len(recs) > o.Limit {
		recs = recs[:o.Limit]
	}
	p.Read = len(recs)

	// Attribution.
	at := &attributor{s: o.Skill, r: o.Ranker, k: o.TopK, ranks: map[string]bool{}}
	norms := make([]string, 0, len(recs))
	for i, r := range recs {
		if i%256 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		switch r.Source {
		case trace.SourceGetSkill, trace.SourceSuggest, trace.SourceCreateSkill:
			p.NotTasks++
			continue
		}
		norm := Normalize(r.Task)
		by, err := at.attribute(ctx, r, norm)
		if err != nil {
			return nil, fmt.Errorf("rank %q: %w", clip(r.Task, 60), err)
		}
		if by == NotAttributed {
			continue
		}
		p.Attributed++
		if by == ByServed {
			p.ByServed++
		} else {
			p.ByRank++
		}
		if strings.TrimSpace(r.Answer) == "" {
			p.NoAnswer++
			continue
		}
		p.Uses = append(p.Uses, Use{Trace: r, By: by})
		norms = append(norms, norm)
	}

	// Exact groups, in order of first appearance.
	gIndex := map[string]int{}
	var gUses [][]int
	var texts []string
	for i, n := range norms {
		g, ok := gIndex[n]
		if !ok {
			g = len(gUses)
			gIndex[n] = g
			gUses = append(gUses, nil)
			texts = append(texts, p.Uses[i].Trace.Task)
		}
		gUses[g] = append(gUses[g], i)
	}
	// Eval-set tasks share the vector space.
	if o.EvalSet != nil {
		for _, t := range o.EvalSet.Train {
			p.evalTasks = append(p.evalTasks, evalTask{t, "train"})
		}
		for _, t := range o.EvalSet.Holdout {
			p.evalTasks = append(p.evalTasks, evalTask{t, "holdout"})
		}
	}
	all := append(append([]string(nil), texts...), evalTexts(p.evalTasks)...)
	vecs, err := o.Similarity.Vectors(ctx, all)
	if err != nil {
		return nil, err
	}
	gVecs := vecs[:len(texts)]
	p.evalVecs = vecs[len(texts):]

	// Each group's rubric: the eval task it repeats, if any.
	type grub struct {
		ev  int // index into evalTasks, -1: none
		key string
	}
	grubs := make([]grub, len(texts))
	keys := make([]string, len(texts))
	for g, t := range texts {
		ev := p.nearestEval(Normalize(t), gVecs[g])
		grubs[g] = grub{ev: ev}
		if ev >= 0 {
			e := p.evalTasks[ev]
			keys[g] = e.Rubric + "\x00" + e.Reference
		}
	}
	of, err := clusterGroups(ctx, keys, gVecs, o.Threshold)
	if err != nil {
		return nil, err
	}
	for g, c := range of {
		if c == len(p.Clusters) {
			first := p.Uses[gUses[g][0]].Trace
			tc := &TaskCluster{Rep: first, Norm: Normalize(first.Task), vec: gVecs[g]}
			if ev := grubs[g].ev; ev >= 0 {
				e := p.evalTasks[ev]
				tc.Rubric, tc.Reference, tc.EvalTask, tc.EvalSplit = e.Rubric, e.Reference, e.Task.Task, e.split
			}
			p.Clusters = append(p.Clusters, tc)
		}
		tc := p.Clusters[c]
		tc.Groups++
		for _, u := range gUses[g] {
			tc.Uses = append(tc.Uses, p.Uses[u])
		}
	}
	for _, tc := range p.Clusters {
		sort.SliceStable(tc.Uses, func(i, j int) bool { return newer(tc.Uses[i].Trace, tc.Uses[j].Trace) })
	}

	// Cached verdicts.
	for i, tc := range p.Clusters {
		if i%64 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		if o.Judge != nil && !o.NoCache {
			if v, ok := cachedVerdict(o.Judge, tc); ok {
				tc.Verdict, tc.Cached = &v, true
				p.CachedClusters++
				continue
			}
		}
		p.Pending = append(p.Pending, tc)
	}
	sort.SliceStable(p.Pending, func(i, j int) bool {
		a, b := p.Pending[i], p.Pending[j]
		if a.Size() != b.Size() {
			return a.Size() > b.Size()
		}
		return a.Norm < b.Norm
	})
	p.Allowance = len(p.Pending)
	if o.MaxJudgeCalls >= 0 && o.MaxJudgeCalls < p.Allowance {
		p.Allowance = o.MaxJudgeCalls
	}
	return p, nil
}

func newer(a, b trace.Record) bool {
	if !a.TS.Equal(b.TS) {
		return a.TS.After(b.TS)
	}
	return a.ID < b.ID
}

func evalTexts(ts []evalTask) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.Task.Task
	}
	return out
}

// nearestEval returns the eval task a text repeats: the same normalised
// task, else the most similar one at or above the threshold (ties to the
// first listed); -1 when none.
func (p *Plan) nearestEval(norm string, v Vector) int {
	best, score := -1, 0.0
	for i, e := range p.evalTasks {
		if Normalize(e.Task.Task) == norm {
			return i
		}
		if s := Cosine(v, p.evalVecs[i]); s >= p.opt.Threshold && s > score {
			best, score = i, s
		}
	}
	return best
}

// cachedVerdict combines the cached verdicts of a cluster's members (each
// distinct task and answer looked up once): the mean score and dimension
// scores, a dimension failing when a strict majority of the verdicts fail
// it (the ensemble's rule), and the first three feedbacks.
func cachedVerdict(j Judger, tc *TaskCluster) (judge.Verdict, bool) {
	type ta struct{ task, answer string }
	seen := map[ta]bool{}
	var vs []judge.Verdict
	for _, u := range tc.Uses {
		k := ta{u.Trace.Task, u.Trace.Answer}
		if seen[k] {
			continue
		}
		seen[k] = true
		in := judge.Input{Task: k.task, Rubric: tc.Rubric, Answer: k.answer, Reference: tc.Reference}
		if v, ok := j.Lookup(in); ok && !v.Inconclusive {
			vs = append(vs, v)
		}
	}
	switch len(vs) {
	case 0:
		return judge.Verdict{}, false
	case 1:
		vs[0].Cached = true
		return vs[0], true
	}
	return combine(vs), true
}

func combine(vs []judge.Verdict) judge.Verdict {
	out := judge.Verdict{Dimensions: map[string]judge.DimScore{}, PromptVersion: vs[0].PromptVersion, Cached: true}
	var fb []string
	for _, v := range vs {
		out.Score += v.Score
		if v.Feedback != "" && len(fb) < 3 {
			fb = append(fb, v.Feedback)
		}
		out.Judges = append(out.Judges, v.Judges...)
	}
	out.Score /= float64(len(vs))
	out.Feedback = strings.Join(fb, " | ")
	for _, d := range judge.Dimensions() {
		var sum float64
		fails := 0
		reason, failReason := "", ""
		for _, v := range vs {
			ds := v.Dimensions[d]
			sum += ds.Score
			if containsStr(v.Failed, d) {
				fails++
				if failReason == "" {
					failReason = ds.Reason
				}
			} else if reason == "" {
				reason = ds.Reason
			}
		}
		ds := judge.DimScore{Score: sum / float64(len(vs)), Failed: 2*fails > len(vs), Reason: reason}
		if ds.Failed {
			ds.Reason = failReason
			out.Failed = append(out.Failed, d)
		}
		out.Dimensions[d] = ds
	}
	return out
}

func containsStr(a []string, s string) bool {
	for _, x := range a {
		if x == s {
			return true
		}
	}
	return false
}

func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// Estimate is what a plan's judging would cost, computed without calling.
type Estimate struct {
	Judgments    int      `json:"judgments"` // clusters to judge
	Calls        int      `json:"calls"`     // judgments × judge models (first attempts)
	InputTokens  int64    `json:"input_tokens"`
	OutputTokens int64    `json:"output_tokens"`
	CostUSD      float64  `json:"cost_usd"`           // priced models only
	CostKnown    bool     `json:"cost_known"`         // every model has a price
	Unpriced     []string `json:"unpriced,omitempty"` // models without a price
	Models       []string `json:"models,omitempty"`
}

// ReplyTokens is the estimated length of one judge reply (four one-sentence
// reasons, scores and a short feedback as JSON) when MaxTokens is unset.
const ReplyTokens = 300

// Estimate prices the judgments the plan would make: input tokens with
// llm.EstimateTokens over the judge messages of each representative,
// ReplyTokens out (or replyTokens when > 0), one call per judge model.
// Retries of malformed replies are not counted; the llm response cache may
// make some calls free, so it is an upper bound on first attempts.
func (p *Plan) Estimate(prices llm.Prices, models []string, replyTokens int) Estimate {
	if replyTokens <= 0 {
		replyTokens = ReplyTokens
	}
	e := Estimate{Judgments: p.Allowance, Calls: p.Allowance * max(len(models), 1), Models: models}
	if p.opt.Judge == nil {
		e.CostKnown = false
		return e
	}
	unpriced := map[string]bool{}
	for _, tc := range p.Pending[:p.Allowance] {
		in := llm.EstimateTokens(p.opt.Judge.Messages(tc.input()))
		for _, m := range models {
			e.InputTokens += in
			e.OutputTokens += int64(replyTokens)
			c, ok := prices.Estimate(m, in, int64(replyTokens))
			if !ok {
				unpriced[m] = true
				continue
			}
			e.CostUSD += c
		}
	}
	for m := range unpriced {
		e.Unpriced = append(e.Unpriced, m)
	}
	sort.Strings(e.Unpriced)
	e.CostKnown = len(e.Unpriced) == 0 && len(models) > 0
	return e
}

// Skill is the id of the skill the plan mines.
func (p *Plan) Skill() string { return p.opt.Skill.ID }

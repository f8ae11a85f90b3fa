package ab

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/ingot-dev/ingot/pkg/agent"
	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/evalset"
	"github.com/ingot-dev/ingot/pkg/execcheck"
	"github.com/ingot-dev/ingot/pkg/judge"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/serving"
)

// Sides of a comparison.
const (
	SideChampion   = "champion"
	SideChallenger = "challenger"
)

// CheckResult is the outcome of a task's execution check on one answer.
// An inconclusive check (a broken fixture, no sandbox) is never a failure
// of the answer.
type CheckResult = execcheck.Result

// Checker runs a task's execution check against an answer, in the
// sandbox (execcheck.Run).
type Checker func(ctx context.Context, spec evalset.Check, answer string) CheckResult

// Options configure Run.
type Options struct {
	Client *llm.Client
	Judge  *judge.Judge
	// Repeat is how many times each side answers each task (default 1).
	Repeat int
	// MaxTokens caps each answer (default DefaultMaxTokens); it is also
	// the output part of the request's reserved worst-case cost.
	MaxTokens int
	// Checker runs execution checks; nil makes tasks with a check:
	// inconclusive ("no sandbox").
	Checker Checker
	// Cache holds champion results; nil: none (replays never use it).
	Cache *ChampionCache
	// Route, in agent mode, routes a task for a side (0 champion, 1
	// challenger) the way the reference agent does (agent.Route over the
	// library with that side's skill in place); nil is direct mode: the
	// side's skill is injected under serving.SystemPrompt.
	Route func(ctx context.Context, side int, t evalset.Task) (agent.Routed, error)
	// Progress, when set, is called after each finished trial (from
	// several goroutines; it must be safe for concurrent use).
	Progress func(Event)
}

// DefaultMaxTokens caps an answer when Options.MaxTokens is 0.
const DefaultMaxTokens = 2048

// Event is one finished trial, for progress reports.
type Event struct {
	Case, Cases int
	Side        string
	Repeat      int
	Trial       Trial
	Done, Total int
}

// Trial is one answer to one task by one side, and its grade.
type Trial struct {
	Repeat       int               `json:"repeat"`
	Answer       string            `json:"answer"`
	Score        float64           `json:"score"`
	Inconclusive string            `json:"inconclusive,omitempty"`
	Feedback     string            `json:"feedback,omitempty"`
	Reasons      map[string]string `json:"reasons,omitempty"` // judge dimension → reason
	InputTokens  int64             `json:"input_tokens"`
	OutputTokens int64             `json:"output_tokens"`
	LatencyMS    float64           `json:"latency_ms"`
	Check        *CheckResult      `json:"check,omitempty"`
	// Exchanges are the recorded LLM exchanges of the trial (answer and
	// judge calls), by cache key.
	Exchanges []string `json:"exchanges,omitempty"`
	// Reused: the result came from the champion cache; no call was made.
	Reused bool `json:"reused,omitempty"`
	// JudgeProblem says why the judge gave no usable verdict.
	JudgeProblem string `json:"judge_problem,omitempty"`
	// Routed says where the reference agent routed the task (agent mode).
	Routed *RouteNote `json:"routed,omitempty"`
}

// RouteNote is an agent-mode routing outcome, without the context text.
type RouteNote struct {
	Band     string `json:"band"`
	Skill    string `json:"skill,omitempty"`
	Revision string `json:"revision,omitempty"`
	Role     string `json:"role"`
}

func (r *RouteNote) String() string {
	if r.Skill == "" {
		return r.Band + " (" + r.Role + " model)"
	}
	return fmt.Sprintf("%s %s@%s", r.Band, r.Skill, r.Revision[:min(12, len(r.Revision))])
}

// CaseResult is one holdout task scored for both sides.
type CaseResult struct {
	Index          int         `json:"index"`
	ID             string      `json:"id"`
	Task           string      `json:"task"`
	Champion       []Trial     `json:"champion"`
	Challenger     []Trial     `json:"challenger"`
	ChampionMean   float64     `json:"champion_mean"`
	ChallengerMean float64     `json:"challenger_mean"`
	Delta          float64     `json:"delta"`
	Inconclusive   string      `json:"inconclusive,omitempty"`
	Divergence     *Divergence `json:"divergence,omitempty"`
}

// Result is a finished (or budget-stopped) comparison.
type Result struct {
	Cases []CaseResult `json:"cases"`
	// Incomplete says why the run stopped before every case was scored.
	Incomplete string `json:"incomplete,omitempty"`
	// Skipped lists the holdout tasks left unscored by a stop.
	Skipped []string `json:"skipped,omitempty"`
}

// JudgeProblems lists the trials whose judge gave no usable verdict.
func (r *Result) JudgeProblems() []string {
	var out []string
	for _, c := range r.Cases {
		for _, side := range [][]Trial{c.Champion, c.Challenger} {
			for _, t := range side {
				if t.JudgeProblem != "" {
					out = append(out, fmt.Sprintf("%s (repeat %d): %s", c.ID, t.Repeat+1, t.JudgeProblem))
				}
			}
		}
	}
	return out
}

// Run answers and judges every task for both sides. A budget stop returns
// the cases finished with Result.Incomplete set; any other failed request
// is an error.
func Run(ctx context.Context, tasks []evalset.Task, champion, challenger Contestant, o Options) (*Result, error) {
	if o.Client == nil || o.Judge == nil {
		return nil, errors.New("ab: a client and a judge are required")
	}
	if o.Repeat < 1 {
		o.Repeat = 1
	}
	if o.MaxTokens <= 0 {
		o.MaxTokens = DefaultMaxTokens
	}
	if _, err := o.Client.Settings().Model(llm.RoleAgent); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	type slot struct {
		trial Trial
		err   error
		done  bool
	}
	n := len(tasks)
	results := make([][2][]slot, n)
	for i := range results {
		results[i] = [2][]slot{make([]slot, o.Repeat), make([]slot, o.Repeat)}
	}
	var (
		mu       sync.Mutex
		hardErr  error
		budget   error
		finished int
		wg       sync.WaitGroup
	)
	total := n * 2 * o.Repeat
	sides := [2]Contestant{champion, challenger}
	names := [2]string{SideChampion, SideChallenger}
	for i, t := range tasks {
		for s := range 2 {
			for r := range o.Repeat {
				wg.Go(func() {
					tr, err := o.trial(ctx, t, sides[s], s, r)
					mu.Lock()
					defer mu.Unlock()
					results[i][s][r] = slot{trial: tr, err: err, done: err == nil}
					switch {
					case err == nil:
						finished++
						if o.Progress != nil {
							o.Progress(Event{Case: i + 1, Cases: n, Side: names[s], Repeat: r, Trial: tr, Done: finished, Total: total})
						}
					case errors.Is(err, llm.ErrBudgetExceeded):
						if budget == nil {
							budget = err
						}
					case ctx.Err() != nil && hardErr != nil:
						// cancelled because of an earlier failure
					default:
						if hardErr == nil {
							hardErr = fmt.Errorf("%s, %s, repeat %d: %w", t.ID, names[s], r+1, err)
							cancel()
						}
					}
				})
			}
		}
	}
	wg.Wait()
	if hardErr != nil {
		return nil, hardErr
	}
	if err := ctx.Err(); err != nil && budget == nil {
		return nil, err
	}
	res := &Result{}
	for i, t := range tasks {
		complete := true
		for s := range 2 {
			for r := range o.Repeat {
				complete = complete && results[i][s][r].done
			}
		}
		if !complete {
			res.Skipped = append(res.Skipped, t.ID)
			continue
		}
		c := CaseResult{Index: i + 1, ID: t.ID, Task: t.Task}
		for r := range o.Repeat {
			c.Champion = append(c.Champion, results[i][0][r].trial)
			c.Challenger = append(c.Challenger, results[i][1][r].trial)
		}
		c.finish()
		res.Cases = append(res.Cases, c)
	}
	if budget != nil {
		res.Incomplete = fmt.Sprintf("stopped at the spend cap: %v; %d of %d case(s) scored", budget, len(res.Cases), n)
	}
	return res, nil
}

// finish computes the means, the delta, inconclusiveness and divergence.
func (c *CaseResult) finish() {
	mean := func(ts []Trial) float64 {
		var s float64
		for _, t := range ts {
			s += t.Score
		}
		return round6(s / float64(len(ts)))
	}
	for _, ts := range [][]Trial{c.Champion, c.Challenger} {
		for _, t := range ts {
			if t.Inconclusive != "" && c.Inconclusive == "" {
				c.Inconclusive = t.Inconclusive
			}
		}
	}
	if c.Inconclusive == "" {
		c.ChampionMean, c.ChallengerMean = mean(c.Champion), mean(c.Challenger)
		c.Delta = round6(c.ChallengerMean - c.ChampionMean)
	}
	a, b := c.Champion[0].Routed, c.Challenger[0].Routed
	if a != nil && b != nil && (a.Band != b.Band || a.Skill != b.Skill) {
		// The first step where the behaviours part: routing.
		c.Divergence = &Divergence{Section: 0, Champion: "routed " + a.String(), Challenger: "routed " + b.String()}
		return
	}
	c.Divergence = FirstDivergence(c.Champion[0].Answer, c.Challenger[0].Answer)
}

func round6(x float64) float64 { return math.Round(x*1e6) / 1e6 }

// trial answers task t as side and grades the answer.
func (o Options) trial(ctx context.Context, t evalset.Task, side Contestant, sideIdx int, repeat int) (Trial, error) {
	champion := sideIdx == 0
	system, role := serving.SystemPrompt(side.Served), llm.RoleAgent
	var note *RouteNote
	if o.Route != nil {
		rt, err := o.Route(ctx, sideIdx, t)
		if err != nil {
			return Trial{}, err
		}
		system, role = rt.System, rt.Role
		note = &RouteNote{Band: rt.Band, Skill: rt.Skill, Revision: rt.Revision, Role: string(rt.Role)}
	}
	model, err := o.Client.Settings().Model(role)
	if err != nil {
		return Trial{}, err
	}
	var key string
	if champion && o.Cache != nil {
		key = o.cacheKey(role, model, system, t, side, repeat)
		if tr, ok := o.Cache.get(key); ok {
			if err := o.Client.Record(tr.Exchanges...); err == nil {
				tr.Reused = true
				return tr, nil
			}
			// The recorded exchanges are gone: measure again.
		}
	}
	tr := Trial{Repeat: repeat, Routed: note}
	req := llm.Request{
		Messages:  []llm.Message{llm.System(system), llm.User(t.Task)},
		MaxTokens: o.MaxTokens,
		Sample:    repeat,
	}
	start := time.Now()
	res, err := o.Client.Chat(ctx, role, req)
	if err != nil {
		return tr, fmt.Errorf("answer: %w", err)
	}
	tr.LatencyMS = float64(time.Since(start).Microseconds()) / 1000
	tr.Answer, tr.InputTokens, tr.OutputTokens = res.Content, res.Call.Input, res.Call.Output
	tr.Exchanges = append(tr.Exchanges, res.Key)
	if strings.TrimSpace(res.Content) == "" {
		// An empty answer is a real (failed) answer, graded as such.
		tr.Answer = ""
	}
	in := judge.Input{Task: t.Task, Rubric: t.Rubric, Reference: t.Reference, Answer: tr.Answer}
	if t.Check != nil {
		cr := CheckResult{Status: execcheck.Inconclusive, Reason: "no sandbox: execution checks are not run"}
		if o.Checker != nil {
			cr = o.Checker(ctx, *t.Check, tr.Answer)
		}
		tr.Check = &cr
		if cr.Status == execcheck.Inconclusive {
			tr.Inconclusive = "execution check inconclusive: " + cr.Reason
			return tr, nil
		}
		in.GroundTruth = cr.Evidence()
	}
	v, keys, err := o.judge(ctx, in)
	tr.Exchanges = append(tr.Exchanges, keys...)
	if err != nil {
		return tr, err
	}
	if v.Inconclusive {
		var probs []string
		for _, j := range v.Judges {
			probs = append(probs, fmt.Sprintf("judge %s: %s", j.Model, j.Problem))
		}
		tr.JudgeProblem = strings.Join(probs, "; ")
		tr.Inconclusive = "the judge gave no usable verdict (" + tr.JudgeProblem + ")"
		return tr, nil
	}
	tr.Score, tr.Feedback = v.Score, v.Feedback
	tr.Reasons = map[string]string{}
	for d, ds := range v.Dimensions {
		tr.Reasons[d] = ds.Reason
	}
	if champion && o.Cache != nil {
		if err := o.Cache.put(key, tr); err != nil {
			return tr, err
		}
	}
	return tr, nil
}

// judge grades in, returning the keys of the exchanges it recorded.
func (o Options) judge(ctx context.Context, in judge.Input) (judge.Verdict, []string, error) {
	v, err := o.Judge.Judge(ctx, in)
	if err != nil {
		return v, nil, fmt.Errorf("judge: %w", err)
	}
	return v, v.Exchanges, nil
}

// cacheKey is everything a champion trial depends on.
func (o Options) cacheKey(role llm.Role, model, system string, t evalset.Task, side Contestant, repeat int) string {
	ep, _ := o.Client.Settings().Endpoint(role)
	k := struct {
		Format    int          `json:"format"`
		Contract  string       `json:"contract"`
		Revision  string       `json:"revision"`
		System    string       `json:"system"`
		Task      evalset.Task `json:"task"`
		Role      llm.Role     `json:"role"`
		Agent     string       `json:"agent"`
		Host      string       `json:"host"`
		Judges    []string     `json:"judges"`
		Prompt    string       `json:"judge_prompt"`
		MaxTokens int          `json:"max_tokens"`
		Repeat    int          `json:"repeat"`
		Sandbox   bool         `json:"sandbox"`
	}{2, serving.ContractVersion, side.Revision.String(), digest(system), t, role, model, ep.Host(),
		o.Judge.Models(), judge.PromptVersion, o.MaxTokens, repeat, o.Checker != nil}
	k.Task.Line = 0
	b, _ := json.Marshal(k)
	return digest(string(b))
}

func digest(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

// ChampionCache stores champion trials under dir/<2 hex>/<key>.json
// (runs/cache/ab in the Ingot home).
type ChampionCache struct{ dir string }

// NewChampionCache returns the champion cache of home.
func NewChampionCache(home string) *ChampionCache {
	return &ChampionCache{dir: filepath.Join(home, "runs", "cache", "ab")}
}

func (c *ChampionCache) path(key string) string { return filepath.Join(c.dir, key[:2], key+".json") }

func (c *ChampionCache) get(key string) (Trial, bool) {
	b, err := os.ReadFile(c.path(key))
	if err != nil {
		return Trial{}, false
	}
	var e struct {
		Key   string `json:"key"`
		Trial Trial  `json:"trial"`
	}
	if json.Unmarshal(b, &e) != nil || e.Key != key || e.Trial.Inconclusive != "" {
		return Trial{}, false
	}
	return e.Trial, true
}

func (c *ChampionCache) put(key string, t Trial) error {
	b, err := json.MarshalIndent(struct {
		Key   string `json:"key"`
		Trial Trial  `json:"trial"`
	}{key, t}, "", "  ")
	if err != nil {
		return err
	}
	p := c.path(key)
	if err := atomicfile.MkdirPrivate(filepath.Dir(p)); err != nil {
		return fmt.Errorf("champion cache: %w", err)
	}
	return atomicfile.WriteFile(p, append(b, '\n'), 0o600)
}

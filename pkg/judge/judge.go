package judge

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"sync"

	"github.com/ingot-dev/ingot/pkg/llm"
)

// DefaultFailBelow is the score under which a dimension fails.
const DefaultFailBelow = 0.5

// ErrJudgeIsAuthor is matched by the error New returns when a judge model
// is the author model.
var ErrJudgeIsAuthor = errors.New("judge model is the author model")

// Input is what gets graded.
type Input struct {
	Task      string
	Rubric    string // optional: GeneralRubric otherwise
	Answer    string
	Reference string // optional known-good answer
	// GroundTruth is the outcome of running the answer's code against the
	// task's execution check (pkg/execcheck), stated as fact: the judge
	// must not grade a failed check as correct.
	GroundTruth string
}

// DimScore is one dimension's grade.
type DimScore struct {
	Score  float64 `json:"score"`
	Reason string  `json:"reason"`
	Failed bool    `json:"failed"` // ensemble: failed by a strict majority
}

// ModelVerdict is one judge model's grade.
type ModelVerdict struct {
	Model        string              `json:"model"`
	Inconclusive bool                `json:"inconclusive,omitempty"`
	Problem      string              `json:"problem,omitempty"` // why inconclusive
	Score        float64             `json:"score"`
	Feedback     string              `json:"feedback,omitempty"`
	Dimensions   map[string]DimScore `json:"dimensions,omitempty"`
}

// Verdict is the (ensemble) grade of one Input.
type Verdict struct {
	// Inconclusive: no judge gave a valid reply. Score, Feedback,
	// Dimensions and Failed are then empty and must not be used as a grade.
	Inconclusive bool    `json:"inconclusive,omitempty"`
	Score        float64 `json:"score"` // mean overall score of the conclusive judges
	Feedback     string  `json:"feedback,omitempty"`
	// Dimensions hold the mean score per dimension; Failed marks a strict
	// majority of conclusive judges scoring it below FailBelow.
	Dimensions    map[string]DimScore `json:"dimensions,omitempty"`
	Failed        []string            `json:"failed,omitempty"` // failing dimensions in report order
	Judges        []ModelVerdict      `json:"judges"`
	PromptVersion string              `json:"prompt_version"`
	// Cached: the verdict came from the verdict cache; no call was made.
	Cached bool `json:"-"`
	// Exchanges are the llm cache keys of the calls this verdict made
	// (Response.Key), so a caller can copy them into a record folder.
	Exchanges []string `json:"-"`
}

// Options configure a Judge.
type Options struct {
	// Models to judge with; empty: the client's judge role models
	// (INGOT_JUDGE_MODELS / INGOT_JUDGE_MODEL).
	Models []string
	// AuthorModel is the model that wrote what is judged; empty: the
	// client's author role model, if configured.
	AuthorModel string
	// Home holds the verdict cache (Home/runs/cache/judge); empty: none.
	Home string
	// FailBelow is the dimension failure threshold (default 0.5).
	FailBelow float64
	// NoCache skips verdict cache reads (the client's NoCache also does).
	NoCache bool
	// MaxTokens caps each judge reply; 0 leaves it to the server.
	MaxTokens int
}

// Judge grades answers. It is safe for concurrent use.
type Judge struct {
	c         *llm.Client
	models    []string
	failBelow float64
	noCache   bool
	maxTokens int
	cache     *verdictCache
}

// New makes a Judge over c. It fails when no judge model is configured
// (llm.ErrNotConfigured) and when a judge model is the author model
// (ErrJudgeIsAuthor, naming both).
func New(c *llm.Client, o Options) (*Judge, error) {
	s := c.Settings()
	models := o.Models
	if len(models) == 0 {
		ms, err := s.Models(llm.RoleJudge)
		if err != nil {
			return nil, err
		}
		models = ms
	}
	author := o.AuthorModel
	if author == "" {
		author, _ = s.Model(llm.RoleAuthor) // no author configured: nothing to compare
	}
	if author != "" {
		for _, m := range models {
			if sameModel(m, author) {
				return nil, fmt.Errorf("%w: judge model %q and author model %q are the same model; a model may not grade its own work: set INGOT_JUDGE_MODEL(S) to a different model",
					ErrJudgeIsAuthor, m, author)
			}
		}
	}
	fb := o.FailBelow
	if fb == 0 {
		fb = DefaultFailBelow
	}
	if fb < 0 || fb > 1 {
		return nil, fmt.Errorf("judge: fail threshold %v is outside [0, 1]", fb)
	}
	j := &Judge{c: c, models: append([]string(nil), models...), failBelow: fb, noCache: o.NoCache || s.NoCache, maxTokens: o.MaxTokens}
	if o.Home != "" {
		j.cache = newVerdictCache(o.Home)
	}
	return j, nil
}

// sameModel compares model ids without case, router prefix or variant
// suffix: "openai/GPT-4o:free" is "gpt-4o".
func sameModel(a, b string) bool { return normModel(a) == normModel(b) }

func normModel(m string) string {
	m = strings.ToLower(strings.TrimSpace(m))
	if i := strings.LastIndex(m, "/"); i >= 0 {
		m = m[i+1:]
	}
	if i := strings.Index(m, ":"); i >= 0 {
		m = m[:i]
	}
	return m
}

// Models returns the judge models in use.
func (j *Judge) Models() []string { return append([]string(nil), j.models...) }

// Messages returns the messages one judge call sends for in, e.g. to
// estimate the cost of a run before making it.
func (j *Judge) Messages(in Input) []llm.Message {
	return []llm.Message{llm.System(systemPrompt), llm.User(userPrompt(in))}
}

// Lookup returns the cached verdict for in, if there is one. It makes no
// call.
func (j *Judge) Lookup(in Input) (Verdict, bool) {
	if j.cache == nil {
		return Verdict{}, false
	}
	v, ok := j.cache.get(j.key(in))
	if ok {
		v.Cached = true
	}
	return v, ok
}

// Judge grades in with every judge model (concurrently; the client's
// concurrency limit applies). Only call failures are errors — the budget
// cap (llm.ErrBudgetExceeded), a cancelled context, an unreachable
// endpoint; a malformed reply becomes an inconclusive judge instead.
func (j *Judge) Judge(ctx context.Context, in Input) (Verdict, error) {
	if strings.TrimSpace(in.Task) == "" {
		return Verdict{}, errors.New("judge: empty task")
	}
	key := j.key(in)
	if j.cache != nil && !j.noCache {
		if v, ok := j.cache.get(key); ok {
			v.Cached = true
			return v, nil
		}
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	results := make([]ModelVerdict, len(j.models))
	errs := make([]error, len(j.models))
	keys := make([][]string, len(j.models))
	var wg sync.WaitGroup
	for i, m := range j.models {
		wg.Go(func() {
			results[i], keys[i], errs[i] = j.judgeOne(ctx, m, in)
			if errs[i] != nil {
				cancel() // no point finishing the others
			}
		})
	}
	wg.Wait()
	if err := firstError(errs); err != nil {
		return Verdict{}, err
	}
	v := aggregate(results, j.failBelow)
	for _, k := range keys {
		v.Exchanges = append(v.Exchanges, k...)
	}
	if j.cache != nil && !v.Inconclusive {
		if err := j.cache.put(key, v); err != nil {
			return v, fmt.Errorf("judge: %w", err)
		}
	}
	return v, nil
}

// firstError prefers the error that explains the others: a budget stop
// or a real failure over the cancellations it caused.
func firstError(errs []error) error {
	var first error
	for _, err := range errs {
		if err == nil {
			continue
		}
		if !errors.Is(err, context.Canceled) {
			return err
		}
		if first == nil {
			first = err
		}
	}
	return first
}

func (j *Judge) judgeOne(ctx context.Context, model string, in Input) (ModelVerdict, []string, error) {
	msgs := j.Messages(in)
	var problem string
	var keys []string
	for try := 0; try < 2; try++ {
		req := llm.Request{Model: model, Messages: msgs, Temperature: llm.Temp(0), MaxTokens: j.maxTokens, Schema: schema()}
		res, err := j.c.Chat(ctx, llm.RoleJudge, req)
		if err != nil {
			return ModelVerdict{}, keys, fmt.Errorf("judge %s: %w", model, err)
		}
		keys = append(keys, res.Key)
		mv, perr := parseReply(res.Content)
		if perr == nil {
			mv.Model = model
			return mv, keys, nil
		}
		problem = perr.Error()
		if res.FinishReason == "length" {
			problem += " (reply cut off at the token limit)"
		}
		msgs = append(msgs, llm.Assistant(res.Content), llm.User(fmt.Sprintf(retryPrompt, problem)))
	}
	return ModelVerdict{Model: model, Inconclusive: true, Problem: problem}, keys, nil
}

// reply is the wire shape; pointers tell "absent" from zero.
type reply struct {
	Dimensions map[string]*struct {
		Score  *float64 `json:"score"`
		Reason *string  `json:"reason"`
	} `json:"dimensions"`
	Score    *float64 `json:"score"`
	Feedback *string  `json:"feedback"`
}

// parseReply validates a judge reply. The error says what is wrong in a
// form the retry prompt can quote.
func parseReply(content string) (ModelVerdict, error) {
	s := llm.StripFence(content)
	if s == "" {
		return ModelVerdict{}, errors.New("the reply was empty")
	}
	var r reply
	if err := json.Unmarshal([]byte(s), &r); err != nil {
		return ModelVerdict{}, fmt.Errorf("the reply is not the JSON object asked for (%v)", err)
	}
	mv := ModelVerdict{Dimensions: map[string]DimScore{}}
	for _, d := range Dimensions() {
		ds := r.Dimensions[d]
		switch {
		case ds == nil:
			return ModelVerdict{}, fmt.Errorf("dimension %q is missing", d)
		case ds.Score == nil:
			return ModelVerdict{}, fmt.Errorf("dimension %q has no score", d)
		case !inUnit(*ds.Score):
			return ModelVerdict{}, fmt.Errorf("dimension %q score %v is outside [0, 1]", d, *ds.Score)
		case ds.Reason == nil || strings.TrimSpace(*ds.Reason) == "":
			return ModelVerdict{}, fmt.Errorf("dimension %q has no reason", d)
		}
		mv.Dimensions[d] = DimScore{Score: *ds.Score, Reason: strings.TrimSpace(*ds.Reason)}
	}
	switch {
	case r.Score == nil:
		return ModelVerdict{}, errors.New("the overall score is missing")
	case !inUnit(*r.Score):
		return ModelVerdict{}, fmt.Errorf("the overall score %v is outside [0, 1]", *r.Score)
	case r.Feedback == nil:
		return ModelVerdict{}, errors.New("feedback is missing")
	}
	mv.Score, mv.Feedback = *r.Score, strings.TrimSpace(*r.Feedback)
	return mv, nil
}

func inUnit(f float64) bool { return !math.IsNaN(f) && f >= 0 && f <= 1 }

// aggregate combines the judges: mean overall score of the conclusive
// ones, mean score per dimension, and a dimension fails only when a strict
// majority of the conclusive judges score it below failBelow.
func aggregate(judges []ModelVerdict, failBelow float64) Verdict {
	v := Verdict{Judges: judges, PromptVersion: PromptVersion}
	var ok []ModelVerdict
	for i := range judges {
		if judges[i].Inconclusive {
			continue
		}
		for d, ds := range judges[i].Dimensions {
			ds.Failed = ds.Score < failBelow
			judges[i].Dimensions[d] = ds
		}
		ok = append(ok, judges[i])
	}
	if len(ok) == 0 {
		v.Inconclusive = true
		return v
	}
	v.Dimensions = map[string]DimScore{}
	var fb []string
	for _, mv := range ok {
		v.Score += mv.Score
		if mv.Feedback != "" {
			if len(ok) > 1 {
				fb = append(fb, fmt.Sprintf("[%s] %s", shortModel(mv.Model), mv.Feedback))
			} else {
				fb = append(fb, mv.Feedback)
			}
		}
	}
	v.Score /= float64(len(ok))
	v.Feedback = strings.Join(fb, " | ")
	for _, d := range Dimensions() {
		var sum float64
		failing := 0
		for _, mv := range ok {
			sum += mv.Dimensions[d].Score
			if mv.Dimensions[d].Failed {
				failing++
			}
		}
		ds := DimScore{Score: sum / float64(len(ok)), Failed: 2*failing > len(ok)}
		// The reason of the first judge on the winning side.
		for _, mv := range ok {
			if mv.Dimensions[d].Failed == ds.Failed {
				ds.Reason = mv.Dimensions[d].Reason
				break
			}
		}
		v.Dimensions[d] = ds
		if ds.Failed {
			v.Failed = append(v.Failed, d)
		}
	}
	return v
}

func shortModel(m string) string {
	if i := strings.LastIndex(m, "/"); i >= 0 {
		return m[i+1:]
	}
	return m
}

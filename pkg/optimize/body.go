package optimize

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/ingot-dev/ingot/pkg/candidate"
	"github.com/ingot-dev/ingot/pkg/evalset"
	"github.com/ingot-dev/ingot/pkg/judge"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/serving"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// DefaultCandidates is INGOT_OPTIMIZE_CANDIDATES' default.
const DefaultCandidates = 5

// BodyOptions configure a body pass.
type BodyOptions struct {
	Home     string       // the Ingot home (candidate folders are named under it)
	Champion *skill.Skill // the live skill
	// Train tasks: the eval set's train split plus mined tasks. Never the
	// held-out split.
	Train []evalset.Task
	// Files are bundled text files searched as components (--files).
	Files      []string
	Client     *llm.Client
	Judge      *judge.Judge
	Candidates int // drafts (default DefaultCandidates)
	// BodyTargetChars is INGOT_BODY_TARGET_CHARS (default 6000).
	BodyTargetChars int
	// Harness whose body is served ("" the SKILL.md body).
	Harness string
	// Log receives progress lines ("[optimize] ..."); nil discards.
	Log io.Writer
	// Strategy is the search: StrategyBestOfN (default), StrategyContrast
	// or StrategySections.
	Strategy string
	// Stages, when set, keeps every stage's output durably (a RunDir) and
	// hands back the outputs of stages a killed run finished.
	Stages Stages
	// Failpoint, when set, is called after each stage is saved with
	// "stage:<name>" (a test hook: ingot-optimize's INGOT_FAILPOINT).
	Failpoint func(ctx context.Context, step string)
}

// Draft is one candidate of a search.
type Draft struct {
	Label      string           `json:"label"` // c1-minimal, ...
	Angle      string           `json:"angle"`
	Components skill.Components `json:"-"`
	Revision   revision.ID      `json:"revision,omitzero"`
	Dropped    string           `json:"dropped,omitempty"` // why the draft was unusable
	Notes      []string         `json:"notes,omitempty"`
	// Score is the penalized mean over the tasks scored so far.
	Score   float64 `json:"score"`
	Penalty float64 `json:"penalty"`
	Tasks   int     `json:"tasks"`

	served  serving.Served
	scores  map[int]float64 // item index -> judge score (conclusive only)
	seen    map[int]bool
	results map[int]rolloutRecord
}

// BodyResult is the outcome of a body pass.
type BodyResult struct {
	SeedScore   float64           `json:"seed_score"` // penalized
	SeedPenalty float64           `json:"seed_penalty"`
	Findings    []Finding         `json:"findings,omitempty"`
	Drafts      []*Draft          `json:"drafts"`
	Rounds      []candidate.Round `json:"rounds"`
	Winner      *Draft            `json:"winner,omitempty"`
	// Reason says why no candidate is emitted (Winner nil).
	Reason      string `json:"reason,omitempty"`
	AuthorModel string `json:"author_model"`
	Strategy    string `json:"strategy"`
}

// ErrNoUsableDraft is matched by the error Body returns when the author
// produced no usable candidate at all.
var ErrNoUsableDraft = errors.New("the author returned no usable candidate")

// ErrNoTrainTasks is matched when there is nothing to search on.
var ErrNoTrainTasks = errors.New("no train tasks")

type bodyRun struct {
	o     BodyOptions
	log   func(format string, a ...any)
	tasks []evalset.Task
	items []item
	seed  map[int]rolloutRecord // the seed's rollouts by item
}

// Body runs the body pass with o.Strategy. It writes nothing: Write turns
// the winner into a candidate folder and record.
func Body(ctx context.Context, o BodyOptions) (*BodyResult, error) {
	if o.Candidates <= 0 {
		o.Candidates = DefaultCandidates
	}
	if o.BodyTargetChars <= 0 {
		o.BodyTargetChars = DefaultBodyTargetChars
	}
	if o.Strategy == "" {
		o.Strategy = StrategyBestOfN
	}
	if !slices.Contains(Strategies, o.Strategy) {
		return nil, fmt.Errorf("strategy %q: must be one of %s", o.Strategy, strings.Join(Strategies, ", "))
	}
	w := o.Log
	if w == nil {
		w = io.Discard
	}
	r := &bodyRun{o: o, tasks: o.Train, log: func(format string, a ...any) { fmt.Fprintf(w, "[optimize] "+format+"\n", a...) }}
	if len(r.tasks) == 0 {
		return nil, fmt.Errorf("%w for %s: add train: tasks to the eval set or pipe task records from ingot-mine", ErrNoTrainTasks, o.Champion.ID)
	}
	// Rollout items: every train task once; contrast samples each task
	// until there are at least ContrastMinRollouts rollouts.
	samples := 1
	if o.Strategy == StrategyContrast {
		samples = (ContrastMinRollouts + len(r.tasks) - 1) / len(r.tasks)
	}
	for s := range samples {
		for i := range r.tasks {
			r.items = append(r.items, item{task: i, sample: s})
		}
	}
	author, err := o.Client.Settings().Model(llm.RoleAuthor)
	if err != nil {
		return nil, err
	}
	res := &BodyResult{AuthorModel: author, Strategy: o.Strategy}
	ch, err := r.champion()
	if err != nil {
		return nil, err
	}

	// Seed rollouts on every item.
	seed := &Draft{Label: "seed", Components: skill.Components{Description: o.Champion.Description, Body: o.Champion.Body}, Revision: o.Champion.Revision}
	seed.served = serving.FromSkill(o.Champion, o.Harness)
	answers, err := r.scoreStage(ctx, "seed", []*Draft{seed}, len(r.items))
	if err != nil {
		return nil, fmt.Errorf("seed rollouts: %w", err)
	}
	res.SeedScore, res.SeedPenalty = seed.Score, seed.Penalty
	r.seed = answers[seed]
	var fails []Failure
	for i, it := range r.items {
		a := r.seed[i]
		if it.sample > 0 {
			continue
		}
		t := r.tasks[it.task]
		if a.Inconclusive || a.Score < 1 {
			fails = append(fails, Failure{N: it.task + 1, Task: t.Task, Rubric: t.Rubric, Answer: a.Answer, Score: a.Score, Feedback: a.Feedback, Failed: a.Failed})
		}
	}
	r.log("seed %s: train score %.3f (mean %.3f, length penalty %.3f) on %d train task(s) (%d rollout(s)); %d task(s) below full marks",
		o.Champion.Ref(), seed.Score, seed.Score+seed.Penalty, seed.Penalty, len(r.tasks), len(r.items), len(fails))
	if len(fails) == 0 && seed.Penalty == 0 {
		res.Reason = fmt.Sprintf("the seed scores full marks on all %d train task(s); nothing to improve", len(r.tasks))
		r.log("%s, no candidate.", res.Reason)
		return res, nil
	}
	sort.SliceStable(fails, func(i, j int) bool { return fails[i].Score < fails[j].Score })
	if len(fails) > 8 {
		fails = fails[:8]
	}
	switch o.Strategy {
	case StrategyContrast:
		err = r.contrast(ctx, res, ch, seed)
	case StrategySections:
		err = r.sections(ctx, res, ch, seed, fails)
	default:
		err = r.bestOfN(ctx, res, ch, fails, author)
	}
	if err != nil {
		return res, err
	}
	return res, nil
}

// finish makes best the winner when it beats the seed after the length
// penalty, and otherwise says why there is none.
func (r *bodyRun) finish(res *BodyResult, best *Draft) {
	if best.Score <= res.SeedScore+1e-9 {
		res.Reason = fmt.Sprintf("the best candidate %s scores %.3f on %d train task(s) after its length penalty, which does not beat the seed's %.3f", best.Label, best.Score, len(r.tasks), res.SeedScore)
		r.log("%s; keeping the seed, no candidate emitted.", res.Reason)
		return
	}
	res.Winner = best
	r.log("winner %s (%s): train %.3f (penalty %.3f) vs seed %.3f on %d task(s)", best.Label, best.Revision.Short(), best.Score, best.Penalty, res.SeedScore, len(r.tasks))
}

// bestOfN: one diagnosis call, N drafts in parallel (one per angle),
// successive halving.
func (r *bodyRun) bestOfN(ctx context.Context, res *BodyResult, ch Champion, fails []Failure, author string) error {
	o := r.o
	// One diagnosis call.
	var diag replyStage
	err := r.stage(ctx, "diagnosis", &diag, func() error {
		rep, err := o.Client.Chat(ctx, llm.RoleAuthor, llm.Request{
			Messages:    []llm.Message{llm.System(authorSystem), llm.User(diagnosisPrompt(ch.SkillMD, fails))},
			Temperature: llm.Temp(0),
		})
		diag.Replies = []string{rep.Content}
		return err
	})
	if err != nil {
		return fmt.Errorf("diagnosis: %w", err)
	}
	if res.Findings, err = ParseDiagnosis(diag.Replies[0]); err != nil {
		r.log("diagnosis unusable (%v); drafting from the failures alone", err)
	} else {
		parts := make([]string, len(res.Findings))
		for i, f := range res.Findings {
			parts[i] = fmt.Sprintf("%s %q (tasks %s)", f.Kind, f.Section, joinInts(f.Tasks))
		}
		r.log("diagnosis: %s", strings.Join(parts, "; "))
	}

	// N drafts in parallel, one per angle.
	names := make([]string, o.Candidates)
	for i := range names {
		names[i] = AngleFor(i).Name
	}
	r.log("drafting %d candidate(s) with %s (angles: %s)", o.Candidates, author, strings.Join(names, ", "))
	var replies replyStage
	err = r.stage(ctx, "drafts", &replies, func() error {
		replies.Replies = make([]string, o.Candidates)
		errs := make([]error, o.Candidates)
		var wg sync.WaitGroup
		for i := range replies.Replies {
			a := AngleFor(i)
			wg.Go(func() {
				rep, err := o.Client.Chat(ctx, llm.RoleAuthor, llm.Request{
					Messages:    []llm.Message{llm.System(authorSystem), llm.User(draftPrompt(ch.SkillMD, ch.Files, fails, res.Findings, a))},
					Temperature: llm.Temp(0.7),
				})
				replies.Replies[i], errs[i] = rep.Content, err
			})
		}
		wg.Wait()
		return errors.Join(errs...)
	})
	if err != nil {
		return fmt.Errorf("drafting: %w", err)
	}
	if len(replies.Replies) != o.Candidates {
		return fmt.Errorf("drafting: the run directory holds %d draft(s), not %d", len(replies.Replies), o.Candidates)
	}
	drafts := make([]*Draft, o.Candidates)
	for i, reply := range replies.Replies {
		a := AngleFor(i)
		d := &Draft{Label: fmt.Sprintf("c%d-%s", i+1, a.Name), Angle: a.Name}
		drafts[i] = d
		c, notes, err := CheckDraft(ch, a, reply)
		if err != nil {
			d.Dropped = err.Error()
			continue
		}
		d.Components, d.Notes = c, notes
	}
	res.Drafts = drafts
	alive := r.usable(drafts)
	if len(alive) == 0 {
		return fmt.Errorf("%w: all %d draft(s) were dropped", ErrNoUsableDraft, len(drafts))
	}

	// Successive halving.
	sched := Schedule(len(alive), len(r.items))
	r.log("successive halving over %d train task(s): %s (%d rollouts)", len(r.items), describeSchedule(sched), Rollouts(sched))
	for ri, round := range sched {
		if _, err := r.scoreStage(ctx, fmt.Sprintf("round-%d", ri+1), alive, round.Tasks); err != nil {
			return fmt.Errorf("round %d: %w", ri+1, err)
		}
		sort.SliceStable(alive, func(i, j int) bool {
			if alive[i].Score != alive[j].Score {
				return alive[i].Score > alive[j].Score
			}
			return alive[i].Penalty < alive[j].Penalty
		})
		cr := candidate.Round{Tasks: round.Tasks, Scores: map[string]float64{}}
		var parts []string
		for _, d := range alive {
			cr.Scores[d.Label] = round6(d.Score)
			parts = append(parts, fmt.Sprintf("%s %.3f", d.Label, d.Score))
		}
		alive = alive[:round.Keep]
		for _, d := range alive {
			cr.Advanced = append(cr.Advanced, d.Label)
		}
		res.Rounds = append(res.Rounds, cr)
		if ri == len(sched)-1 {
			r.log("final: %s on all %d task(s)", strings.Join(parts, ", "), round.Tasks)
		} else {
			r.log("round %d: %d candidate(s) on %d task(s): %s; advanced: %s", ri+1, round.Candidates, round.Tasks, strings.Join(parts, ", "), strings.Join(cr.Advanced, ", "))
		}
	}
	r.finish(res, alive[0])
	return nil
}

// usable prepares the drafts that were not dropped, drops duplicates, and
// returns the ones that go on.
func (r *bodyRun) usable(drafts []*Draft) []*Draft {
	var alive []*Draft
	seenRev := map[revision.ID]string{r.o.Champion.Revision: "the seed"}
	for _, d := range drafts {
		if d.Dropped == "" {
			if err := r.prepare(d); err != nil {
				d.Dropped = err.Error()
			} else if prev, dup := seenRev[d.Revision]; dup {
				d.Dropped = "identical to " + prev
			}
		}
		if d.Dropped != "" {
			r.log("%s dropped: %s", d.Label, d.Dropped)
			continue
		}
		seenRev[d.Revision] = d.Label
		for _, n := range d.Notes {
			r.log("%s: %s", d.Label, n)
		}
		alive = append(alive, d)
	}
	return alive
}

func describeSchedule(s []Round) string {
	parts := make([]string, len(s))
	for i, r := range s {
		parts[i] = fmt.Sprintf("%d on %d", r.Candidates, r.Tasks)
	}
	return strings.Join(parts, " → ")
}

// champion reads what drafts are checked against.
func (r *bodyRun) champion() (Champion, error) {
	sk := r.o.Champion
	md, err := os.ReadFile(filepath.Join(sk.Dir, skill.FileName))
	if err != nil {
		return Champion{}, err
	}
	ch := Champion{Skill: sk, SkillMD: string(md), Files: map[string]string{}}
	if len(r.o.Files) > 0 {
		c, err := skill.ReadComponents(sk.Dir, r.o.Files...)
		if err != nil {
			return Champion{}, fmt.Errorf("--files: %w", err)
		}
		ch.Files = c.Files
	}
	return ch, nil
}

// prepare computes the draft's prospective revision and what it serves:
// the champion with the draft's components, as it would be served once
// approved (the champion's folder, the prospective revision, the body as
// the rendered SKILL.md parses back), which is what ingot-ab serves a
// challenger.
func (r *bodyRun) prepare(d *Draft) error {
	sk := r.o.Champion
	m, err := skill.Prospective(sk.Dir, sk.Name, d.Components, revision.DefaultLimits)
	if err != nil {
		return fmt.Errorf("cannot build the candidate folder: %w", err)
	}
	d.Revision = m.ID()
	orig, err := os.ReadFile(filepath.Join(sk.Dir, skill.FileName))
	if err != nil {
		return err
	}
	md, err := skill.Render(sk.Name, orig, d.Components)
	if err != nil {
		return fmt.Errorf("cannot render SKILL.md: %w", err)
	}
	doc, ds := skill.Parse(filepath.Join(sk.Dir, skill.FileName), filepath.Base(sk.Dir), md)
	if ds.HasErrors() {
		return fmt.Errorf("the rendered SKILL.md does not parse: %s", ds[0])
	}
	cp := *sk
	cp.Description, cp.Body, cp.Variants = doc.Description, doc.Body, nil
	cp.Manifest, cp.Revision = m, d.Revision
	d.served = serving.FromSkill(&cp, r.o.Harness)
	return nil
}

// item is one rollout slot: a train task and a sample number (contrast
// samples tasks more than once; sample 0 keeps a request's cache key).
type item struct{ task, sample int }

// scoreStage rolls every draft out on items [0, upTo) it has not seen yet,
// in parallel (the client bounds requests in flight), as the named stage,
// and updates the drafts' scores. It returns every draft's results on
// [0, upTo) by item.
func (r *bodyRun) scoreStage(ctx context.Context, name string, drafts []*Draft, upTo int) (map[*Draft]map[int]rolloutRecord, error) {
	for _, d := range drafts {
		if d.scores == nil {
			d.scores, d.seen, d.results = map[int]float64{}, map[int]bool{}, map[int]rolloutRecord{}
		}
	}
	var st rolloutStage
	err := r.stage(ctx, name, &st, func() error {
		var err error
		st.Rollouts, err = r.rollouts(ctx, drafts, upTo)
		return err
	})
	if err != nil {
		return nil, err
	}
	byLabel := map[string]*Draft{}
	for _, d := range drafts {
		byLabel[d.Label] = d
	}
	for _, rec := range st.Rollouts {
		d := byLabel[rec.Draft]
		if d == nil || rec.Item < 0 || rec.Item >= len(r.items) {
			return nil, fmt.Errorf("stage %s: rollout of %q on item %d does not belong to this run", name, rec.Draft, rec.Item)
		}
		d.seen[rec.Item] = true
		d.results[rec.Item] = rec
		if !rec.Inconclusive {
			d.scores[rec.Item] = rec.Score
		}
	}
	out := map[*Draft]map[int]rolloutRecord{}
	for _, d := range drafts {
		out[d] = map[int]rolloutRecord{}
		for i := 0; i < upTo; i++ {
			if !d.seen[i] {
				return nil, fmt.Errorf("stage %s: %s has no rollout on item %d", name, d.Label, i)
			}
			out[d][i] = d.results[i]
		}
		var sum float64
		for _, s := range d.scores {
			sum += s
		}
		mean := 0.0
		if len(d.scores) > 0 {
			mean = sum / float64(len(d.scores))
		}
		d.Penalty = LengthPenalty(d.served.Body, r.o.BodyTargetChars)
		d.Score = mean - d.Penalty
		d.Tasks = min(upTo, len(r.tasks))
	}
	return out, nil
}

// rollouts runs the rollouts of drafts on the items [0, upTo) they have not
// seen, in parallel.
func (r *bodyRun) rollouts(ctx context.Context, drafts []*Draft, upTo int) ([]rolloutRecord, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var mu sync.Mutex
	var out []rolloutRecord
	var firstErr error
	var wg sync.WaitGroup
	for _, d := range drafts {
		for i := 0; i < upTo; i++ {
			if d.seen[i] {
				continue
			}
			wg.Go(func() {
				res, err := r.rollout(ctx, d.served, r.items[i])
				mu.Lock()
				defer mu.Unlock()
				if err != nil {
					if firstErr == nil || errors.Is(firstErr, context.Canceled) {
						firstErr = err
					}
					cancel()
					return
				}
				res.Draft, res.Item = d.Label, i
				out = append(out, res)
			})
		}
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Draft != out[j].Draft {
			return out[i].Draft < out[j].Draft
		}
		return out[i].Item < out[j].Item
	})
	return out, nil
}

// rollout serves task under the serving contract to the agent model and
// judges the answer.
func (r *bodyRun) rollout(ctx context.Context, s serving.Served, it item) (rolloutRecord, error) {
	t := r.tasks[it.task]
	// The first sample of a task is the deterministic answer; further
	// samples (contrast) are drawn at a sampling temperature.
	temp := 0.0
	if it.sample > 0 {
		temp = ContrastSampleTemperature
	}
	rep, err := r.o.Client.Chat(ctx, llm.RoleAgent, llm.Request{
		Messages:    []llm.Message{llm.System(serving.SystemPrompt(s)), llm.User(t.Task)},
		Temperature: llm.Temp(temp),
		Sample:      it.sample,
	})
	if err != nil {
		return rolloutRecord{}, fmt.Errorf("rollout: %w", err)
	}
	v, err := r.o.Judge.Judge(ctx, judge.Input{Task: t.Task, Rubric: t.Rubric, Answer: rep.Content, Reference: t.Reference})
	if err != nil {
		return rolloutRecord{}, err
	}
	return rolloutRecord{Answer: rep.Content, Score: v.Score, Inconclusive: v.Inconclusive, Feedback: v.Feedback, Failed: v.Failed}, nil
}

func round6(x float64) float64 {
	return float64(int64(x*1e6+0.5*sign(x))) / 1e6
}

func sign(x float64) float64 {
	if x < 0 {
		return -1
	}
	return 1
}

package optimize

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
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

	served serving.Served
	scores map[int]float64 // task index -> judge score (conclusive only)
	seen   map[int]bool
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
}

// Body runs the body pass. It writes nothing: Write turns the winner into
// a candidate folder and record.
func Body(ctx context.Context, o BodyOptions) (*BodyResult, error) {
	if o.Candidates <= 0 {
		o.Candidates = DefaultCandidates
	}
	if o.BodyTargetChars <= 0 {
		o.BodyTargetChars = DefaultBodyTargetChars
	}
	w := o.Log
	if w == nil {
		w = io.Discard
	}
	r := &bodyRun{o: o, tasks: o.Train, log: func(format string, a ...any) { fmt.Fprintf(w, "[optimize] "+format+"\n", a...) }}
	if len(r.tasks) == 0 {
		return nil, fmt.Errorf("%w for %s: add train: tasks to the eval set or pipe task records from ingot-mine", ErrNoTrainTasks, o.Champion.ID)
	}
	author, err := o.Client.Settings().Model(llm.RoleAuthor)
	if err != nil {
		return nil, err
	}
	res := &BodyResult{AuthorModel: author}
	ch, err := r.champion()
	if err != nil {
		return nil, err
	}

	// Seed rollouts on every train task.
	seed := &Draft{Label: "seed", Components: skill.Components{Description: o.Champion.Description, Body: o.Champion.Body}, Revision: o.Champion.Revision}
	seed.served = serving.FromSkill(o.Champion, o.Harness)
	answers, err := r.score(ctx, []*Draft{seed}, len(r.tasks))
	if err != nil {
		return nil, fmt.Errorf("seed rollouts: %w", err)
	}
	res.SeedScore, res.SeedPenalty = seed.Score, seed.Penalty
	var fails []Failure
	for i, t := range r.tasks {
		a := answers[seed][i]
		if a.verdict.Inconclusive || a.verdict.Score < 1 {
			fails = append(fails, Failure{N: i + 1, Task: t.Task, Rubric: t.Rubric, Answer: a.answer, Score: a.verdict.Score, Feedback: a.verdict.Feedback, Failed: a.verdict.Failed})
		}
	}
	r.log("seed %s: train score %.3f (mean %.3f, length penalty %.3f) on %d train task(s); %d below full marks",
		o.Champion.Ref(), seed.Score, seed.Score+seed.Penalty, seed.Penalty, len(r.tasks), len(fails))
	if len(fails) == 0 && seed.Penalty == 0 {
		res.Reason = fmt.Sprintf("the seed scores full marks on all %d train task(s); nothing to improve", len(r.tasks))
		r.log("%s, no candidate.", res.Reason)
		return res, nil
	}
	sort.SliceStable(fails, func(i, j int) bool { return fails[i].Score < fails[j].Score })
	if len(fails) > 8 {
		fails = fails[:8]
	}

	// One diagnosis call.
	diagReply, err := o.Client.Chat(ctx, llm.RoleAuthor, llm.Request{
		Messages:    []llm.Message{llm.System(authorSystem), llm.User(diagnosisPrompt(ch.SkillMD, fails))},
		Temperature: llm.Temp(0),
	})
	if err != nil {
		return nil, fmt.Errorf("diagnosis: %w", err)
	}
	if res.Findings, err = ParseDiagnosis(diagReply.Content); err != nil {
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
	drafts := make([]*Draft, o.Candidates)
	errs := make([]error, o.Candidates)
	var wg sync.WaitGroup
	for i := range drafts {
		a := AngleFor(i)
		d := &Draft{Label: fmt.Sprintf("c%d-%s", i+1, a.Name), Angle: a.Name}
		drafts[i] = d
		wg.Go(func() {
			rep, err := o.Client.Chat(ctx, llm.RoleAuthor, llm.Request{
				Messages:    []llm.Message{llm.System(authorSystem), llm.User(draftPrompt(ch.SkillMD, ch.Files, fails, res.Findings, a))},
				Temperature: llm.Temp(0.7),
			})
			if err != nil {
				errs[i] = err
				return
			}
			c, notes, err := CheckDraft(ch, a, rep.Content)
			if err != nil {
				d.Dropped = err.Error()
				return
			}
			d.Components, d.Notes = c, notes
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, fmt.Errorf("drafting: %w", err)
	}
	res.Drafts = drafts
	var alive []*Draft
	seenRev := map[revision.ID]string{}
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
	if len(alive) == 0 {
		return res, fmt.Errorf("%w: all %d draft(s) were dropped", ErrNoUsableDraft, len(drafts))
	}

	// Successive halving.
	sched := Schedule(len(alive), len(r.tasks))
	r.log("successive halving over %d train task(s): %s (%d rollouts)", len(r.tasks), describeSchedule(sched), Rollouts(sched))
	for ri, round := range sched {
		if _, err := r.score(ctx, alive, round.Tasks); err != nil {
			return nil, fmt.Errorf("round %d: %w", ri+1, err)
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
	best := alive[0]
	if best.Score <= res.SeedScore+1e-9 {
		res.Reason = fmt.Sprintf("the best candidate %s scores %.3f on %d train task(s) after its length penalty, which does not beat the seed's %.3f", best.Label, best.Score, len(r.tasks), res.SeedScore)
		r.log("%s; keeping the seed, no candidate emitted.", res.Reason)
		return res, nil
	}
	res.Winner = best
	r.log("winner %s (%s): train %.3f (penalty %.3f) vs seed %.3f on %d task(s)", best.Label, best.Revision.Short(), best.Score, best.Penalty, res.SeedScore, len(r.tasks))
	return res, nil
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

type rolloutResult struct {
	answer  string
	verdict judge.Verdict
}

// score rolls out every draft on tasks [0, upTo) it has not seen yet, in
// parallel (the client bounds requests in flight), and updates its score.
func (r *bodyRun) score(ctx context.Context, drafts []*Draft, upTo int) (map[*Draft]map[int]rolloutResult, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var mu sync.Mutex
	out := map[*Draft]map[int]rolloutResult{}
	var firstErr error
	var wg sync.WaitGroup
	for _, d := range drafts {
		if d.scores == nil {
			d.scores, d.seen = map[int]float64{}, map[int]bool{}
		}
		out[d] = map[int]rolloutResult{}
		for i := 0; i < upTo; i++ {
			if d.seen[i] {
				continue
			}
			wg.Go(func() {
				res, err := r.rollout(ctx, d.served, r.tasks[i])
				mu.Lock()
				defer mu.Unlock()
				if err != nil {
					if firstErr == nil || errors.Is(firstErr, context.Canceled) {
						firstErr = err
					}
					cancel()
					return
				}
				d.seen[i] = true
				out[d][i] = res
				if !res.verdict.Inconclusive {
					d.scores[i] = res.verdict.Score
				}
			})
		}
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	for _, d := range drafts {
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
		d.Tasks = upTo
	}
	return out, nil
}

// rollout serves task under the serving contract to the agent model and
// judges the answer.
func (r *bodyRun) rollout(ctx context.Context, s serving.Served, t evalset.Task) (rolloutResult, error) {
	rep, err := r.o.Client.Chat(ctx, llm.RoleAgent, llm.Request{
		Messages:    []llm.Message{llm.System(serving.SystemPrompt(s)), llm.User(t.Task)},
		Temperature: llm.Temp(0),
	})
	if err != nil {
		return rolloutResult{}, fmt.Errorf("rollout: %w", err)
	}
	v, err := r.o.Judge.Judge(ctx, judge.Input{Task: t.Task, Rubric: t.Rubric, Answer: rep.Content, Reference: t.Reference})
	if err != nil {
		return rolloutResult{}, err
	}
	return rolloutResult{answer: rep.Content, verdict: v}, nil
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

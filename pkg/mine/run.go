package mine

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"sync"

	"github.com/ingot-dev/ingot/pkg/judge"
)

// RunOptions configure the judging step.
type RunOptions struct {
	// Concurrency is how many judgments run at once (default 1; the LLM
	// client's own limit still applies).
	Concurrency int
	// Judged is called after each new judgment (for a progress bar).
	Judged func()
	// Warn receives problems that do not stop the run (a verdict that could
	// not be cached).
	Warn func(error)
}

// Result is a finished (or stopped) mining run.
type Result struct {
	Report Report `json:"report"`
	Tasks  []Task `json:"tasks"`
}

// StopError says judging stopped before the plan was done; the Result
// returned with it holds everything judged until then.
type StopError struct {
	Judged int   // new judgments made before the stop
	Err    error // the cause: llm.ErrBudgetExceeded, a failed call, cancellation
}

func (e *StopError) Error() string {
	return fmt.Sprintf("judging stopped after %d new judgment(s): %v", e.Judged, e.Err)
}

func (e *StopError) Unwrap() error { return e.Err }

// Run judges the plan's first Allowance pending clusters (most frequent
// first), then aggregates the health report and selects the tasks to
// output. When a judgment fails (the budget cap, an unreachable endpoint, a
// cancelled context) it stops dispatching, lets judgments in flight finish,
// and returns the partial Result together with a *StopError.
func (p *Plan) Run(ctx context.Context, ro RunOptions) (*Result, error) {
	todo := p.Pending[:p.Allowance]
	if len(todo) > 0 && p.opt.Judge == nil {
		return nil, errors.New("mine: no judge to grade the pending clusters")
	}
	workers := max(ro.Concurrency, 1)
	var (
		mu       sync.Mutex
		stopErr  error
		newCalls int
		wg       sync.WaitGroup
	)
	jobs := make(chan *TaskCluster)
	for w := 0; w < workers; w++ {
		wg.Go(func() {
			for tc := range jobs {
				v, err := p.opt.Judge.Judge(ctx, tc.input())
				mu.Lock()
				graded := err == nil || len(v.Judges) > 0
				switch {
				case err != nil && len(v.Judges) > 0:
					// Graded, but the verdict could not be cached.
					if ro.Warn != nil {
						ro.Warn(err)
					}
					fallthrough
				case err == nil:
					tc.Verdict = &v
					newCalls++
				default:
					if stopErr == nil {
						stopErr = err
					}
				}
				mu.Unlock()
				if graded && ro.Judged != nil {
					ro.Judged()
				}
			}
		})
	}
	for _, tc := range todo {
		mu.Lock()
		stopped := stopErr != nil
		mu.Unlock()
		if stopped || ctx.Err() != nil {
			break
		}
		jobs <- tc
	}
	close(jobs)
	wg.Wait()
	if stopErr == nil && ctx.Err() != nil {
		stopErr = ctx.Err()
	}
	res := &Result{Report: p.report(newCalls)}
	res.Tasks = p.selectTasks(&res.Report)
	if stopErr != nil {
		res.Report.Stopped = stopErr.Error()
		return res, &StopError{Judged: newCalls, Err: stopErr}
	}
	return res, nil
}

// report aggregates the verdicts, weighting each cluster by its size.
func (p *Plan) report(newCalls int) Report {
	r := Report{
		Skill: p.opt.Skill.ID, Read: p.Read, NotTasks: p.NotTasks, Attributed: p.Attributed, ByServed: p.ByServed, ByRank: p.ByRank,
		NoAnswer: p.NoAnswer, Uses: len(p.Uses), Clusters: len(p.Clusters), CachedVerdicts: p.CachedClusters,
		JudgeCalls: newCalls, Similarity: p.Similarity, Threshold: p.Threshold,
	}
	for _, tc := range p.Clusters {
		if tc.Groups > 1 {
			r.NearDuplicateGroups += tc.Groups - 1
		}
	}
	dims := map[string]*DimFailures{}
	for _, tc := range p.Clusters {
		switch {
		case tc.Verdict == nil:
			r.Backlog++
			continue
		case tc.Verdict.Inconclusive:
			r.Inconclusive++
			continue
		}
		r.Judged++
		w := tc.Size()
		r.Covered += w
		r.MeanScore += tc.Verdict.Score * float64(w)
		if tc.Verdict.Score < BadScore {
			r.BadCases += w
		}
		for _, d := range tc.Verdict.Failed {
			df := dims[d]
			if df == nil {
				df = &DimFailures{Dimension: d}
				dims[d] = df
			}
			df.Count += w
			if len(df.Examples) < MaxExamples {
				df.Examples = append(df.Examples, Example{Task: clip(tc.Rep.Task, 70), Reason: tc.Verdict.Dimensions[d].Reason})
			}
		}
	}
	if r.Covered > 0 {
		r.MeanScore /= float64(r.Covered)
	}
	if r.Uses > 0 {
		r.Coverage = float64(r.Covered) / float64(r.Uses)
	}
	r.HealthComplete = r.Backlog == 0
	order := map[string]int{}
	for i, d := range judge.Dimensions() {
		order[d] = i
	}
	for _, df := range dims {
		r.FailingDimensions = append(r.FailingDimensions, *df)
	}
	sort.Slice(r.FailingDimensions, func(i, j int) bool {
		a, b := r.FailingDimensions[i], r.FailingDimensions[j]
		if a.Count != b.Count {
			return a.Count > b.Count
		}
		return order[a.Dimension] < order[b.Dimension]
	})
	return r
}

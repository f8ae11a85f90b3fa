package mine

import (
	"github.com/ingot-dev/ingot/pkg/judge"
	"slices"
)

// selectTasks picks the tasks to output, deterministically, from the
// clusters with a conclusive verdict:
//
//  1. clusters with the same normalised task (they differ in rubric) are
//     collapsed to the one with the lowest score;
//  2. clusters repeating an eval-set task are dropped (leakage guard): a
//     train task is already there to optimise on, and a held-out task must
//     never reach the optimiser;
//  3. difficulty (1 − score) × novelty is maximised greedily (see
//     GreedyPick), so the output spreads over different weak tasks instead
//     of repeating the most frequent one.
func (p *Plan) selectTasks(r *Report) []Task {
	var cands []*TaskCluster
	byNorm := map[string]int{}
	for _, tc := range p.Clusters {
		if tc.Verdict == nil || tc.Verdict.Inconclusive {
			continue
		}
		if i, ok := byNorm[tc.Norm]; ok {
			r.Collapsed++
			if tc.Verdict.Score < cands[i].Verdict.Score {
				cands[i] = tc
			}
			continue
		}
		byNorm[tc.Norm] = len(cands)
		cands = append(cands, tc)
	}
	kept := cands[:0]
	for _, tc := range cands {
		switch tc.EvalSplit {
		case "train":
			r.DroppedTrain++
		case "holdout":
			r.DroppedHoldout++
		default:
			kept = append(kept, tc)
		}
	}
	if p.opt.MaxTasks < 0 {
		return nil
	}
	diff := make([]float64, len(kept))
	vecs := make([]Vector, len(kept))
	for i, tc := range kept {
		diff[i] = 1 - tc.Verdict.Score
		vecs[i] = tc.vec
	}
	var out []Task
	for _, i := range GreedyPick(diff, vecs, p.opt.MaxTasks) {
		out = append(out, p.task(kept[i]))
	}
	r.Tasks = len(out)
	return out
}

// GreedyPick chooses up to k items maximising difficulty × novelty, one at
// a time: novelty starts at 1 and after each pick becomes, for every item,
// min(novelty, 1 − cosine to the pick). It stops early when the best gain
// is not positive. Ties go to the lower index. difficulty is not modified.
func GreedyPick(difficulty []float64, vecs []Vector, k int) []int {
	d := append([]float64(nil), difficulty...)
	nov := make([]float64, len(d))
	for i := range nov {
		nov[i] = 1
	}
	var picked []int
	for len(picked) < k {
		best, gain := -1, 0.0
		for i := range d {
			if g := d[i] * nov[i]; best < 0 || g > gain {
				best, gain = i, g
			}
		}
		if best < 0 || gain <= 0 {
			break
		}
		picked = append(picked, best)
		for i := range nov {
			nov[i] = min(nov[i], 1-Cosine(vecs[i], vecs[best]))
		}
		d[best] = -1
	}
	return picked
}

func (p *Plan) task(tc *TaskCluster) Task {
	v := tc.Verdict
	t := Task{
		Kind: "task", V: 1, Skill: p.opt.Skill.ID, Task: tc.Rep.Task, Rubric: tc.Rubric, RubricSource: RubricEvalSet, Source: SourceMined,
		Revision: ServedRevision(tc.Rep, p.opt.Skill), PromptVersion: v.PromptVersion,
		Score: v.Score, Dimensions: map[string]judge.DimScore{}, Failed: v.Failed, Feedback: v.Feedback,
		Occurrences: tc.Size(), Answer: tc.Rep.Answer,
	}
	if tc.Rubric == "" {
		t.Rubric, t.RubricSource = judge.GeneralRubric, RubricGeneral
	}
	for _, j := range v.Judges {
		if j.Model != "" && !slices.Contains(t.JudgeModels, j.Model) {
			t.JudgeModels = append(t.JudgeModels, j.Model)
		}
	}
	if len(t.JudgeModels) == 0 && p.opt.Judge != nil {
		t.JudgeModels = p.opt.Judge.Models()
	}
	for d, ds := range v.Dimensions {
		t.Dimensions[d] = ds
	}
	for i, u := range tc.Uses {
		if i == MaxTraceIDs {
			break
		}
		t.TraceIDs = append(t.TraceIDs, u.Trace.ID)
	}
	return t
}

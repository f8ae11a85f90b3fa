package mine

import (
	"fmt"
	"io"
	"strings"

	"github.com/ingot-dev/ingot/pkg/llm"
)

// BadScore is the judge score under which a use counts as a bad case.
const BadScore = 0.5

// MaxExamples is how many example tasks the report keeps per failing
// dimension.
const MaxExamples = 3

// Report is the health of a skill as its traces show it. Counts of uses
// are weighted by cluster size: a verdict on a representative stands for
// every trace of its cluster.
type Report struct {
	Skill string `json:"skill"`
	// Read traces were considered (NotTasks of them tool-call records with
	// no user task, left out); Attributed of them count for the skill
	// (ByServed: they say it served them; ByRank: the router ranks it in
	// its top 5); NoAnswer of those have no answer and are left out; Uses
	// is the rest.
	Read       int `json:"traces_read"`
	NotTasks   int `json:"not_tasks,omitempty"`
	Attributed int `json:"traces_attributed"`
	ByServed   int `json:"attributed_served"`
	ByRank     int `json:"attributed_ranked"`
	NoAnswer   int `json:"without_answer"`
	Uses       int `json:"uses"`
	// Clusters of near-duplicate tasks; NearDuplicateGroups is how many
	// distinct normalised tasks were merged into another's cluster.
	Clusters            int     `json:"clusters"`
	NearDuplicateGroups int     `json:"near_duplicate_groups_merged"`
	Similarity          string  `json:"similarity"`
	Threshold           float64 `json:"cluster_threshold"`
	// CachedVerdicts clusters were graded from the verdict cache for free;
	// JudgeCalls new judgments were made (one per representative,
	// whatever the ensemble size); Judged clusters have a conclusive
	// verdict, Inconclusive ones got no usable grade, Backlog ones are
	// still waiting (the next run continues with them).
	CachedVerdicts int  `json:"cached_verdicts"`
	JudgeCalls     int  `json:"judge_calls"`
	Judged         int  `json:"judged_clusters"`
	Inconclusive   int  `json:"inconclusive_clusters"`
	Backlog        int  `json:"backlog"`
	HealthComplete bool `json:"health_complete"`
	// Covered uses are represented by a conclusive verdict; Coverage is
	// Covered / Uses.
	Covered  int     `json:"covered"`
	Coverage float64 `json:"coverage"`
	// MeanScore is the weighted mean judge score over covered uses;
	// BadCases the covered uses scoring under BadScore.
	MeanScore         float64       `json:"mean_score"`
	BadCases          int           `json:"bad_cases"`
	FailingDimensions []DimFailures `json:"failing_dimensions"`
	// Selection: Collapsed clusters shared a task with a weaker one;
	// DroppedTrain / DroppedHoldout repeated an eval-set task (leakage
	// guard); Tasks were output.
	Collapsed      int `json:"duplicates_collapsed"`
	DroppedTrain   int `json:"dropped_train_duplicates"`
	DroppedHoldout int `json:"dropped_holdout_duplicates"`
	Tasks          int `json:"tasks"`
	// Stopped is why judging stopped early ("" when it did not).
	Stopped string `json:"stopped,omitempty"`
	// Cost is the LLM usage of the run (set by the caller).
	Cost *llm.Report `json:"cost,omitempty"`
}

// DimFailures is one failing dimension: how many covered uses fail it and
// a few examples.
type DimFailures struct {
	Dimension string    `json:"dimension"`
	Count     int       `json:"count"`
	Examples  []Example `json:"examples"`
}

// Example is a task that failed a dimension, with the judge's reason.
type Example struct {
	Task   string `json:"task"`
	Reason string `json:"reason"`
}

// BarWidth is the width of a full bar in the text report.
const BarWidth = 20

// WriteText writes the report for people, one "[mine]" line per fact.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	p := func(format string, a ...any) { fmt.Fprintf(&b, "[mine] "+format+"\n", a...) }
	p("%d/%d traces attributed to %q (%d served by it, %d ranking it in the router's top 5)", r.Attributed, r.Read, r.Skill, r.ByServed, r.ByRank)
	if r.NoAnswer > 0 {
		p("%d attributed trace(s) have no answer to judge and are left out", r.NoAnswer)
	}
	p("%d use(s) collapsed into %d task cluster(s) (%d near-duplicate task(s) merged; %s similarity ≥ %.2f)", r.Uses, r.Clusters, r.NearDuplicateGroups, r.Similarity, r.Threshold)
	p("%d cluster verdict(s) from the cache, %d new judgment(s) this run; %d/%d uses represented by a verdict (%.0f%% coverage)",
		r.CachedVerdicts, r.JudgeCalls, r.Covered, r.Uses, 100*r.Coverage)
	if r.Inconclusive > 0 {
		p("%d cluster(s) got no usable verdict (inconclusive judge replies); a later run tries again", r.Inconclusive)
	}
	if r.Backlog > 0 {
		p("%d unjudged cluster(s) remain; the next run continues from the cache", r.Backlog)
	}
	if r.Stopped != "" {
		p("stopped early: %s", r.Stopped)
	}
	if r.Covered > 0 {
		fmt.Fprintln(&b)
		p("analyzed %d represented use(s) · weighted mean judge score %.2f · %d bad case(s) (score < %.1f)", r.Covered, r.MeanScore, r.BadCases, BadScore)
		if len(r.FailingDimensions) > 0 {
			p("failing dimensions, most common first:")
			for _, d := range r.FailingDimensions {
				n := int(float64(BarWidth)*float64(d.Count)/float64(r.Covered) + 0.5)
				fmt.Fprintf(&b, "    %-22s %4d/%-4d %s\n", d.Dimension, d.Count, r.Covered, strings.Repeat("█", n)+strings.Repeat("·", BarWidth-n))
				for i, e := range d.Examples {
					if i == 2 {
						break
					}
					fmt.Fprintf(&b, "        · %q → %s\n", e.Task, e.Reason)
				}
			}
		} else {
			p("no dimension fails")
		}
	}
	if r.Collapsed > 0 {
		p("%d duplicate candidate(s) collapsed", r.Collapsed)
	}
	if r.DroppedTrain > 0 || r.DroppedHoldout > 0 {
		p("%d candidate(s) dropped as near-duplicates of eval-set tasks (leakage guard: %d train, %d held-out)", r.DroppedTrain+r.DroppedHoldout, r.DroppedTrain, r.DroppedHoldout)
	}
	fmt.Fprintln(&b)
	if r.Tasks > 0 {
		p("%d weakest task(s) mined (difficulty × novelty) → optimize on these next", r.Tasks)
	} else {
		p("no task mined")
	}
	if r.Cost != nil {
		fmt.Fprintln(&b)
		fmt.Fprintln(&b, "[mine] cost of this run:")
		if err := r.Cost.WriteText(&b); err != nil {
			return err
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

package mine

import "github.com/ingot-dev/ingot/pkg/judge"

// SourceMined is the Task.Source of tasks mined from traces.
const SourceMined = "mined"

// Task.RubricSource values.
const (
	RubricGeneral = "general"  // judge.GeneralRubric
	RubricEvalSet = "eval-set" // the rubric of the eval-set task the cluster repeats
)

// MaxTraceIDs bounds Task.TraceIDs; Occurrences is always the full count.
const MaxTraceIDs = 100

// Task is one `task` record (DESIGN §2): a real task the skill served
// poorly, for ingot-optimize. Schema version 1.
type Task struct {
	Kind  string `json:"kind"` // always "task"
	V     int    `json:"v"`    // always 1
	Skill string `json:"skill"`
	Task  string `json:"task"`
	// Rubric is the rubric the task was judged against: the eval-set
	// task's rubric, or judge.GeneralRubric (RubricSource says which).
	// Mined tasks that repeat a train or held-out eval-set task are never
	// output (the leakage guard), so in practice it is the general one.
	Rubric string `json:"rubric"`
	// RubricSource is RubricGeneral or RubricEvalSet.
	RubricSource string `json:"rubric_source"`
	Source       string `json:"source"` // "mined"
	// Revision is the revision of the skill that served the judged trace
	// (the cluster representative), from its revision field or a
	// "revision=<skill>@<rev>" tag; empty when the trace does not say.
	Revision string `json:"revision,omitempty"`
	// JudgeModels are the models whose verdicts make up Score, and
	// PromptVersion the judge prompt they answered (judge.PromptVersion
	// of the build that judged; cached verdicts keep theirs).
	JudgeModels   []string `json:"judge_models"`
	PromptVersion string   `json:"prompt_version"`
	// Score is the judge's overall score of the answer the skill got
	// (mean over the cluster's verdicts), 0–1.
	Score float64 `json:"score"`
	// Dimensions are the judge's per-dimension scores and reasons.
	Dimensions map[string]judge.DimScore `json:"dimensions"`
	Failed     []string                  `json:"failed,omitempty"` // failing dimensions, report order
	Feedback   string                    `json:"feedback,omitempty"`
	// Occurrences is how many attributed traces the task's cluster holds.
	Occurrences int `json:"occurrences"`
	// TraceIDs are the ids of those traces, newest first, at most
	// MaxTraceIDs of them.
	TraceIDs []string `json:"trace_ids"`
	// Answer is the answer that was judged (the cluster representative's).
	Answer string `json:"answer,omitempty"`
}

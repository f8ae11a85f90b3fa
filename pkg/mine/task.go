package mine

import "github.com/ingot-dev/ingot/pkg/judge"

// SourceMined is the Task.Source of tasks mined from traces.
const SourceMined = "mined"

// MaxTraceIDs bounds Task.TraceIDs; Occurrences is always the full count.
const MaxTraceIDs = 100

// Task is one `task` record (DESIGN §2): a real task the skill served
// poorly, for ingot-optimize. Schema version 1.
type Task struct {
	Kind  string `json:"kind"` // always "task"
	V     int    `json:"v"`    // always 1
	Skill string `json:"skill"`
	Task  string `json:"task"`
	// Rubric is the eval-set rubric the task was judged against; empty
	// when it was judged against the judge's general rubric (mined tasks
	// that repeat an eval-set task are never output: see the leakage
	// guard).
	Rubric string `json:"rubric,omitempty"`
	Source string `json:"source"` // "mined"
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

package trace

import "time"

// Record is one `trace` record (DESIGN §2): what a task was, what was routed
// or loaded for it, and what came of it. Schema version 1.
type Record struct {
	Kind     string    `json:"kind"` // always "trace"
	V        int       `json:"v"`    // always 1
	ID       string    `json:"id"`   // stable: the same event always gets the same id
	TS       time.Time `json:"ts"`
	Task     string    `json:"task"`
	Answer   string    `json:"answer,omitempty"`
	Skill    string    `json:"skill,omitempty"`    // id of the skill served or invoked
	Revision string    `json:"revision,omitempty"` // full 64-hex revision served, when known
	Route    *Route    `json:"route,omitempty"`
	Harness  string    `json:"harness,omitempty"` // claude, codex, otel, mcp client name...
	Model    string    `json:"model,omitempty"`
	Tokens   Tokens    `json:"tokens"`
	Outcome  *Outcome  `json:"outcome,omitempty"`
	Tags     []string  `json:"tags,omitempty"`

	// Where the record came from: "mcp:route_and_load", "mcp:get_skill",
	// "mcp:create_skill", "claude-code", "codex", "otel", "jsonl".
	Source     string  `json:"source,omitempty"`
	Session    string  `json:"session,omitempty"`
	CWD        string  `json:"cwd,omitempty"`
	DurationMS float64 `json:"duration_ms,omitempty"`

	// Offered lists the skill ids the call returned to the caller without a
	// body: suggest_skills results and route_and_load alternatives (the
	// route's match and related_match need not be repeated here).
	Offered []string `json:"offered,omitempty"`
}

// Route is the routing decision recorded with a trace.
type Route struct {
	Match        string  `json:"match,omitempty"`
	RelatedMatch string  `json:"related_match,omitempty"`
	Score        float64 `json:"score"`
	Novel        bool    `json:"novel"`
}

// Tokens counts model usage for the task. Each API response is counted once.
type Tokens struct {
	Input      int64 `json:"input"`
	Output     int64 `json:"output"`
	CacheRead  int64 `json:"cache_read,omitempty"`
	CacheWrite int64 `json:"cache_write,omitempty"`
}

// Outcome is what the user or an evaluator said of the result.
type Outcome struct {
	Reward   *float64 `json:"reward,omitempty"`
	Feedback string   `json:"feedback,omitempty"`
}

package route

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/ingot-dev/ingot/pkg/llm"
)

// EnvRerankModel names the model that reranks uncertain requests (see
// Reranker); unset, no request is reranked.
const EnvRerankModel = "INGOT_RERANK_MODEL"

// The uncertain band: a top skill whose match probability falls in
// [RerankLow, RerankHigh) is sent to the Reranker, when one is set.
const (
	RerankLow  = 0.1
	RerankHigh = 0.9
)

// RerankCandidate is one skill a Reranker may choose.
type RerankCandidate struct {
	ID          string  `json:"id"`
	Name        string  `json:"name"`
	Description string  `json:"description"`
	Score       float64 `json:"score"` // the match probability
}

// RerankVerdict is a Reranker's choice: Pick is a candidate's ID, or ""
// when none fits.
type RerankVerdict struct {
	Pick   string
	Reason string
	Model  string
}

// Reranker chooses among the top candidates of a request whose match
// probability is uncertain (Options.Rerank). It is off by default.
type Reranker interface {
	Rerank(ctx context.Context, task string, cands []RerankCandidate) (RerankVerdict, error)
}

// RerankTrace records a rerank on the decision it changed or confirmed.
type RerankTrace struct {
	Model      string   `json:"model,omitempty"`
	Candidates []string `json:"candidates"`
	Before     string   `json:"before"` // the gate's top skill
	Pick       string   `json:"pick"`   // "" when the model chose none
	Reason     string   `json:"reason,omitempty"`
	Err        string   `json:"error,omitempty"` // the call failed: the gate's decision stands
}

// LLMReranker asks an OpenAI-compatible model (the agent role's endpoint,
// with model overriding the role's) to choose one candidate or none.
type LLMReranker struct {
	Client *llm.Client
	Model  string
}

const rerankSystem = `You route a user's request to one of their skills, or to none.
You get the request and a few candidate skills (id, name, description).
Choose the one skill that is written for this request. If no candidate is
meant for it, choose "none": a skill that merely shares words with the
request is not a fit. Answer with JSON: {"skill": "<id or none>", "reason": "<one short sentence>"}.`

var rerankSchema = json.RawMessage(`{"type":"object","properties":{"skill":{"type":"string"},"reason":{"type":"string"}},"required":["skill","reason"],"additionalProperties":false}`)

// Rerank implements Reranker.
func (l LLMReranker) Rerank(ctx context.Context, task string, cands []RerankCandidate) (RerankVerdict, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "Request: %s\n\nCandidates:\n", task)
	for _, c := range cands {
		fmt.Fprintf(&b, "- id: %s\n  name: %s\n  description: %s\n", c.ID, c.Name, c.Description)
	}
	res, err := l.Client.Chat(ctx, llm.RoleAgent, llm.Request{
		Model:       l.Model,
		Messages:    []llm.Message{llm.System(rerankSystem), llm.User(b.String())},
		Temperature: llm.Temp(0),
		MaxTokens:   200,
		Schema:      &llm.JSONSchema{Name: "skill_choice", Strict: true, Schema: rerankSchema},
	})
	if err != nil {
		return RerankVerdict{Model: l.Model}, fmt.Errorf("rerank: %w", err)
	}
	var out struct {
		Skill  string `json:"skill"`
		Reason string `json:"reason"`
	}
	if err := json.Unmarshal([]byte(llm.StripFence(res.Content)), &out); err != nil {
		return RerankVerdict{Model: res.Model}, fmt.Errorf("rerank: reply is not the JSON asked for: %q", res.Content)
	}
	v := RerankVerdict{Reason: out.Reason, Model: res.Model}
	pick := strings.TrimSpace(out.Skill)
	if strings.EqualFold(pick, "none") || pick == "" {
		return v, nil
	}
	for _, c := range cands {
		if pick == c.ID || pick == c.Name {
			v.Pick = c.ID
			return v, nil
		}
	}
	return v, fmt.Errorf("rerank: the model chose %q, which is not a candidate", pick)
}

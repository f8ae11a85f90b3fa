// Package agent is the reference agent: it routes a task with the real
// router (the bands ingot-mcp serves with), answers it with the agent
// model under the serving contract when a skill matches, says so and
// answers with the related skill as context when only a related one is
// found, and escalates a novel task to the strong model, which answers and
// may queue a new skill for review through the one create_skill path
// (pkg/newskill: safety checks, review slot, never live). Every run can
// be recorded as a trace that carries the answer, so ingot-mine can judge
// it.
package agent

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/newskill"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/serving"
	"github.com/ingot-dev/ingot/pkg/trace"
)

// Source is the trace source of the reference agent's records.
const Source = "ingot-ab:agent"

// DefaultMaxTokens caps an answer when Options.MaxTokens is 0.
const DefaultMaxTokens = 2048

// Options configure Run.
type Options struct {
	Router *route.Router
	Client *llm.Client
	// Request fields besides the task (harness, cwd, platform, tools,
	// MCP servers), as ingot-mcp's route_and_load takes them.
	Harness, Cwd, Platform string
	Tools, MCPs            []string
	MaxTokens              int
	// ServeMaxBody caps the served body as ingot-mcp does
	// (serving.Served.Capped; 0: serving.DefaultMaxBody).
	ServeMaxBody int
	// Propose queues a new skill the strong model drafts for a novel
	// task (newskill.Propose with the library's deps); nil: never.
	Propose func(ctx context.Context, p newskill.Proposal) (newskill.Outcome, error)
	// Traces receives the trace record; nil: none.
	Traces *trace.Store
	Now    func() time.Time
}

// Result is one run of the reference agent.
type Result struct {
	Task      string  `json:"task"`
	Band      string  `json:"band"` // match, related or novel
	Suggested string  `json:"suggested,omitempty"`
	Score     float64 `json:"score"`
	Reason    string  `json:"reason"`
	Model     string  `json:"model"`
	Role      string  `json:"role"` // agent or strong
	Skill     string  `json:"skill,omitempty"`
	Revision  string  `json:"revision,omitempty"`
	Answer    string  `json:"answer"`
	Tokens    struct {
		Input  int64 `json:"input"`
		Output int64 `json:"output"`
	} `json:"tokens"`
	Proposal *newskill.Outcome `json:"proposal,omitempty"`
	// ProposalNote says why no proposal was made or what went wrong
	// drafting one.
	ProposalNote string `json:"proposal_note,omitempty"`
	Trace        string `json:"trace,omitempty"` // id of the trace record written
}

// Run routes task, answers it and records a trace.
func Run(ctx context.Context, task string, o Options) (*Result, error) {
	if strings.TrimSpace(task) == "" {
		return nil, fmt.Errorf("agent: empty task")
	}
	if o.Router == nil || o.Client == nil {
		return nil, fmt.Errorf("agent: a router and a client are required")
	}
	now := time.Now
	if o.Now != nil {
		now = o.Now
	}
	start := now()
	harness := o.Harness
	if harness == "" {
		harness = "claude"
	}
	rt, d, err := Route(ctx, o.Router, route.Request{Task: task, Harness: harness, Cwd: o.Cwd, Platform: o.Platform, Tools: o.Tools, MCPs: o.MCPs}, o.ServeMaxBody)
	if err != nil {
		return nil, err
	}
	res := &Result{Task: task, Band: rt.Band, Suggested: rt.Skill, Score: d.Score, Reason: d.Reason, Skill: rt.Skill, Revision: rt.Revision, Role: string(rt.Role)}
	max := o.MaxTokens
	if max <= 0 {
		max = DefaultMaxTokens
	}
	role, system := rt.Role, rt.System
	if res.Model, err = o.Client.Settings().Model(role); err != nil {
		return nil, err
	}
	ans, err := o.Client.Chat(ctx, role, llm.Request{Messages: []llm.Message{llm.System(system), llm.User(task)}, MaxTokens: max})
	if err != nil {
		return nil, fmt.Errorf("answer: %w", err)
	}
	res.Answer = ans.Content
	res.Tokens.Input, res.Tokens.Output = ans.Call.Input, ans.Call.Output
	if res.Band == "novel" {
		if o.Propose == nil {
			res.ProposalNote = "proposing new skills is off"
		} else if err := o.draft(ctx, res); err != nil {
			if ctx.Err() != nil {
				return nil, err
			}
			// The answer is paid for and good: keep it (and its trace);
			// only the proposal failed, and the note says why.
			res.ProposalNote = "no skill was proposed: " + err.Error()
		}
	}
	if o.Traces != nil {
		rec := trace.Record{
			Kind: "trace", V: 1, TS: start.UTC(), Task: task, Answer: res.Answer, Skill: res.Skill, Revision: res.Revision,
			Route:   &trace.Route{Match: d.Match, RelatedMatch: d.RelatedMatch, Score: d.Score, Novel: res.Band == "novel"},
			Harness: harness, Model: res.Model, Source: Source, CWD: o.Cwd,
			Tokens:     trace.Tokens{Input: res.Tokens.Input, Output: res.Tokens.Output},
			Tags:       tags(res),
			DurationMS: float64(now().Sub(start).Microseconds()) / 1000,
		}
		rec.ID = trace.StableID(Source, start.UTC().Format(time.RFC3339Nano), task)
		if err := o.Traces.Append(ctx, rec); err != nil {
			return res, fmt.Errorf("record trace: %w", err)
		}
		res.Trace = rec.ID
	}
	return res, nil
}

// Routed is what the reference agent does with a task before any model
// is called: the band, the skill and revision it serves, the role that
// answers and the system context that role gets.
type Routed struct {
	Band     string   `json:"band"` // match, related or novel
	Skill    string   `json:"skill,omitempty"`
	Revision string   `json:"revision,omitempty"`
	Role     llm.Role `json:"role"`
	System   string   `json:"system"`
}

// Route routes req with r and picks the answering role and its system
// context: a match is served under serving.SystemPrompt to the agent
// model, a related skill under serving.RelatedPrompt, and a novel task
// goes to the strong model with serving.NoSkillPrompt. serveMax caps the
// body as ingot-mcp does. ingot-ab's agent mode routes every rollout
// through it.
func Route(ctx context.Context, r *route.Router, req route.Request, serveMax int) (Routed, route.Decision, error) {
	if req.Harness == "" {
		req.Harness = "claude"
	}
	d, err := r.Route(ctx, req)
	if err != nil {
		return Routed{}, d, fmt.Errorf("route: %w", err)
	}
	rt := Routed{Role: llm.RoleAgent}
	switch {
	case d.Skill != nil && d.Match != "":
		rt.Band, rt.Skill = "match", d.Match
		rt.System = serving.SystemPrompt(serving.FromSkill(d.Skill, req.Harness).Capped(serveMax))
	case d.Skill != nil && d.RelatedMatch != "":
		rt.Band, rt.Skill = "related", d.RelatedMatch
		rt.System = serving.RelatedPrompt(serving.FromSkill(d.Skill, req.Harness).Capped(serveMax))
	default:
		rt.Band, rt.Role, rt.System = "novel", llm.RoleStrong, serving.NoSkillPrompt
	}
	if d.Skill != nil {
		rt.Revision = d.Skill.Revision.String()
	}
	return rt, d, nil
}

// tags are the seed's demo-agent trace tags: "agent"; "novel" when
// escalated; the skill served; "related" when only related;
// "revision=<id>@<revision>".
func tags(r *Result) []string {
	t := []string{"agent"}
	if r.Band == "novel" {
		t = append(t, "novel")
	}
	if r.Skill != "" {
		t = append(t, r.Skill)
		if r.Band == "related" {
			t = append(t, "related")
		}
		t = append(t, "revision="+r.Skill+"@"+r.Revision)
	}
	return t
}

// draftPrompt asks the strong model whether the task is a reusable kind
// that deserves a skill.
const draftPrompt = `No skill in the user's library covered the task below, and you answered it. Decide whether this kind of task will recur and a short, reusable procedure would help an agent do it well next time.
If yes, draft that skill: "name" (1-64 lowercase letters, digits and single hyphens), "description" (when to use it and what it does, one or two sentences) and "body" (Markdown instructions, no frontmatter). If no, set "propose" to false and leave the other fields empty.
Reply with only this JSON object: {"propose": true|false, "name": "...", "description": "...", "body": "..."}`

type draft struct {
	Propose     bool   `json:"propose"`
	Name        string `json:"name"`
	Description string `json:"description"`
	Body        string `json:"body"`
}

func draftSchema() *llm.JSONSchema {
	s := map[string]any{
		"type": "object", "additionalProperties": false,
		"required": []string{"propose", "name", "description", "body"},
		"properties": map[string]any{
			"propose":     map[string]any{"type": "boolean"},
			"name":        map[string]any{"type": "string"},
			"description": map[string]any{"type": "string"},
			"body":        map[string]any{"type": "string"},
		},
	}
	b, _ := json.Marshal(s)
	return &llm.JSONSchema{Name: "skill_draft", Strict: true, Schema: b}
}

// draft asks the strong model for a skill and queues it through Propose.
func (o Options) draft(ctx context.Context, res *Result) error {
	msgs := []llm.Message{
		llm.System(draftPrompt),
		llm.User("<task>\n" + res.Task + "\n</task>\n\n<answer>\n" + res.Answer + "\n</answer>"),
	}
	r, err := o.Client.Chat(ctx, llm.RoleStrong, llm.Request{Messages: msgs, Temperature: llm.Temp(0), MaxTokens: 2048, Schema: draftSchema()})
	if err != nil {
		return fmt.Errorf("draft a skill: %w", err)
	}
	res.Tokens.Input += r.Call.Input
	res.Tokens.Output += r.Call.Output
	var d draft
	if err := json.Unmarshal([]byte(llm.StripFence(r.Content)), &d); err != nil {
		res.ProposalNote = "the strong model's skill draft was not the JSON asked for; nothing was proposed"
		return nil
	}
	if !d.Propose {
		res.ProposalNote = "the strong model saw no reusable skill in this task"
		return nil
	}
	out, err := o.Propose(ctx, newskill.Proposal{Name: d.Name, Description: d.Description, Body: d.Body})
	if err != nil {
		return fmt.Errorf("propose skill %s: %w", d.Name, err)
	}
	res.Proposal = &out
	return nil
}

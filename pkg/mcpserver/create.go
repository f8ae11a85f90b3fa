package mcpserver

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/safety"
	"github.com/ingot-dev/ingot/pkg/trace"
)

// CreateInput is the input of create_skill.
type CreateInput struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	Body        string `json:"body"`
}

// Finding is one safety finding: the rule, its tier (refuse or flag), and
// the byte span of the field it objects to.
type Finding struct {
	Rule    string `json:"rule"`
	Tier    string `json:"tier"`
	Field   string `json:"field"`
	Start   int    `json:"start"`
	End     int    `json:"end"`
	Excerpt string `json:"excerpt"`
	Message string `json:"message"`
}

// CreateOutput is the result of create_skill.
type CreateOutput struct {
	Status   string    `json:"status"` // queued or refused
	Skill    string    `json:"skill"`
	Slot     string    `json:"slot,omitempty"`
	Revision string    `json:"revision,omitempty"`
	Refusals []Finding `json:"refusals"`
	Warnings []Finding `json:"warnings"`
	Message  string    `json:"message"`
}

// Status values of CreateOutput.
const (
	StatusQueued  = "queued"
	StatusRefused = "refused"
)

func findings(fs []safety.Finding) []Finding {
	out := make([]Finding, 0, len(fs))
	for _, f := range fs {
		out = append(out, Finding{Rule: f.Rule, Tier: f.Tier.String(), Field: f.Field, Start: f.Start, End: f.End, Excerpt: f.Excerpt, Message: f.Message})
	}
	return out
}

// createSkill checks an agent's proposal and queues it for review. A
// refusal is a result with isError set and every finding listed, so the
// model sees exactly what to change; nothing is written then.
func (s *Server) createSkill(ctx context.Context, req *mcp.CallToolRequest, in CreateInput) (*mcp.CallToolResult, CreateOutput, error) {
	start := time.Now()
	if s.opt.Proposals == nil {
		return nil, CreateOutput{}, errors.New("create_skill is not available on this server (no change store)")
	}
	s.createMu.Lock()
	defer s.createMu.Unlock()
	out := CreateOutput{Skill: in.Name, Refusals: []Finding{}, Warnings: []Finding{}}
	ci := infoOf(req)
	rec := trace.Record{Task: "create_skill " + in.Name + ": " + in.Description, Harness: harnessOrClient(ci),
		Source: trace.SourceCreateSkill, Session: ci.session}
	finish := func(res *mcp.CallToolResult) (*mcp.CallToolResult, CreateOutput, error) {
		rec.Tags = append([]string{out.Status}, rec.Tags...)
		rec.DurationMS = ms(time.Since(start))
		s.rec.record(ctx, rec)
		return res, out, nil
	}

	v := s.cat.acquire()
	opt := s.opt.Safety
	opt.Nearest = func(_ context.Context, description string) (string, float64, error) {
		n := v.router.Nearest(description)
		return n.ID, n.Score, nil
	}
	opt.Describe = func(id string) string {
		if sk := v.byID[id]; sk != nil {
			return sk.Description
		}
		return ""
	}
	opt.Existing = func(name string) bool { // safety passes no context; the call's is used
		if v.byID[name] != nil {
			return true
		}
		for _, sk := range v.skills {
			if sk.Name == name {
				return true
			}
		}
		p, err := s.opt.Proposals.Pending(ctx, name)
		return p != nil || (err != nil && !errors.Is(err, change.ErrNoPending))
	}
	rep, err := safety.Check(ctx, safety.Proposal{Name: in.Name, Description: in.Description, Body: in.Body}, opt)
	v.release()
	if err != nil {
		return nil, CreateOutput{}, fmt.Errorf("safety checks: %w", err)
	}
	out.Warnings = findings(rep.Warnings())
	if rep.Refused() {
		out.Status = StatusRefused
		out.Refusals = findings(rep.Refusals())
		rules := make([]string, 0, len(out.Refusals))
		for _, f := range out.Refusals {
			rules = append(rules, f.Rule)
			rec.Tags = append(rec.Tags, f.Rule)
		}
		out.Message = fmt.Sprintf("refused, nothing was queued: %d finding(s) (%s); fix each and call create_skill again",
			len(out.Refusals), strings.Join(rules, ", "))
		s.log.Info("create_skill refused", "skill", in.Name, "rules", strings.Join(rules, ","))
		return finish(&mcp.CallToolResult{IsError: true})
	}

	warnings := make([]string, 0, len(out.Warnings))
	for _, f := range rep.Warnings() {
		warnings = append(warnings, f.String())
	}
	res, err := s.opt.Proposals.ProposeNew(ctx, change.NewSkill{
		Name: in.Name, Description: in.Description, Body: in.Body, Source: "agent", Warnings: warnings,
	})
	if errors.Is(err, change.ErrExists) {
		out.Status = StatusRefused
		out.Refusals = append(out.Refusals, Finding{Rule: safety.RuleNameTaken, Tier: safety.Refuse.String(), Field: safety.FieldName,
			End: len(in.Name), Excerpt: in.Name, Message: err.Error()})
		rec.Tags = append(rec.Tags, safety.RuleNameTaken)
		out.Message = "refused, nothing was queued: " + err.Error() + "; choose another name"
		return finish(&mcp.CallToolResult{IsError: true})
	}
	if err != nil {
		return nil, CreateOutput{}, fmt.Errorf("queue proposal %s: %w", in.Name, err)
	}
	out.Status = StatusQueued
	out.Skill, out.Slot, out.Revision = res.Skill, res.Slot, res.ChallengerRevision.String()
	out.Message = fmt.Sprintf("queued for human review in %s; it is not live until a person runs `ingot-promote approve %s`", res.Slot, res.Skill)
	if len(out.Warnings) > 0 {
		out.Message += fmt.Sprintf(" (%d warning(s) are shown to the reviewer)", len(out.Warnings))
	}
	rec.Skill, rec.Revision = res.Skill, out.Revision
	s.log.Info("create_skill queued", "skill", res.Skill, "slot", res.Slot, "warnings", len(out.Warnings))
	return finish(nil)
}

package mcpserver

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ingot-dev/ingot/pkg/newskill"
	"github.com/ingot-dev/ingot/pkg/safety"
	"github.com/ingot-dev/ingot/pkg/trace"
)

// CreateInput is the input of create_skill.
type CreateInput = newskill.Proposal

// Finding is one safety finding: the rule, its tier (refuse or flag), and
// the byte span of the field it objects to.
type Finding = newskill.Finding

// CreateOutput is the result of create_skill.
type CreateOutput = newskill.Outcome

// Status values of CreateOutput.
const (
	StatusQueued  = newskill.StatusQueued
	StatusRefused = newskill.StatusRefused
)

// createSkill checks an agent's proposal and queues it for review through
// newskill.Propose, the path the reference agent takes too. A refusal is
// a result with isError set and every finding listed, so the model sees
// exactly what to change; nothing is written then.
func (s *Server) createSkill(ctx context.Context, req *mcp.CallToolRequest, in CreateInput) (*mcp.CallToolResult, CreateOutput, error) {
	start := time.Now()
	if s.opt.Proposals == nil {
		return nil, CreateOutput{}, errors.New("create_skill is not available on this server (no change store)")
	}
	s.createMu.Lock()
	defer s.createMu.Unlock()
	ci := infoOf(req)
	rec := trace.Record{Task: "create_skill " + in.Name + ": " + in.Description, Harness: harnessOrClient(ci),
		Source: trace.SourceCreateSkill, Session: ci.session}

	v := s.cat.acquire()
	out, err := newskill.Propose(ctx, in, newskill.Deps{
		Store:  s.opt.Proposals,
		Safety: s.opt.Safety,
		Nearest: func(description string) (string, float64) {
			n := v.router.Nearest(description)
			return n.ID, n.Score
		},
		Describe: func(id string) string {
			if sk := v.byID[id]; sk != nil {
				return sk.Description
			}
			return ""
		},
		NamedLike: func(name string) (ids []string) {
			for _, sk := range v.skills {
				if safety.NameLike(name, sk.Name) {
					ids = append(ids, sk.ID)
				}
			}
			return ids
		},
		Live: func(name string) bool {
			if v.byID[name] != nil {
				return true
			}
			for _, sk := range v.skills {
				if sk.Name == name {
					return true
				}
			}
			return false
		},
		Source:     "agent",
		ChecksDone: v.release,
	})
	if err != nil {
		return nil, CreateOutput{}, err
	}
	var res *mcp.CallToolResult
	if out.Status == StatusRefused {
		rec.Tags = append(rec.Tags, out.Rules()...)
		s.log.Info("create_skill refused", "skill", in.Name, "rules", strings.Join(out.Rules(), ","))
		res = &mcp.CallToolResult{IsError: true}
	} else {
		rec.Skill, rec.Revision = out.Skill, out.Revision
		s.log.Info("create_skill queued", "skill", out.Skill, "slot", out.Slot, "warnings", len(out.Warnings))
	}
	rec.Tags = append([]string{out.Status}, rec.Tags...)
	rec.DurationMS = ms(time.Since(start))
	s.rec.record(ctx, rec)
	return res, out, nil
}

// Package newskill is the one path by which an agent proposes a new
// skill: the create_skill safety checks (pkg/safety), then the skill's
// review slot (pkg/change ProposeNew). Nothing it does makes a skill
// live: a person approves with ingot-promote. The MCP create_skill tool
// and the reference agent (pkg/agent) both call Propose.
package newskill

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/safety"
)

// Proposal is a new skill as an agent submits it.
type Proposal struct {
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

// Outcome is what became of a proposal.
type Outcome struct {
	Status   string    `json:"status"` // queued or refused
	Skill    string    `json:"skill"`
	Slot     string    `json:"slot,omitempty"`
	Revision string    `json:"revision,omitempty"`
	Refusals []Finding `json:"refusals"`
	Warnings []Finding `json:"warnings"`
	Message  string    `json:"message"`
}

// Status values of Outcome.
const (
	StatusQueued  = "queued"
	StatusRefused = "refused"
)

// Rules lists the rules of the refusals (for trace tags and logs).
func (o Outcome) Rules() []string {
	out := make([]string, 0, len(o.Refusals))
	for _, f := range o.Refusals {
		out = append(out, f.Rule)
	}
	return out
}

// Store queues proposals: a *change.Store.
type Store interface {
	ProposeNew(ctx context.Context, n change.NewSkill) (*change.ProposeResult, error)
	Pending(ctx context.Context, id string) (*change.Proposal, error)
}

var _ Store = (*change.Store)(nil)

// Deps are what Propose checks against.
type Deps struct {
	Store  Store
	Safety safety.Options // MaxBody, CollisionScore
	// Nearest returns the live skill whose description is closest to the
	// proposal's (the router's Nearest); nil skips the collision check.
	Nearest func(description string) (id string, score float64)
	// Describe returns a live skill's description by id, so a near-copy
	// of it is caught (safety.Options.Describe); nil skips that check.
	Describe func(id string) string
	// NamedLike returns the live skills whose name is a near spelling of
	// the proposal's (safety.Options.NamedLike); nil skips that check.
	NamedLike func(name string) []string
	// Live reports whether a live skill has this id or name.
	Live func(name string) bool
	// Source says who proposed (stored with the proposal): "agent".
	Source string
	// ChecksDone, when set, is called once the safety checks have run,
	// before the store is written: Nearest and Live are not called after
	// it (ingot-mcp releases its library snapshot there).
	ChecksDone func()
}

func findings(fs []safety.Finding) []Finding {
	out := make([]Finding, 0, len(fs))
	for _, f := range fs {
		out = append(out, Finding{Rule: f.Rule, Tier: f.Tier.String(), Field: f.Field, Start: f.Start, End: f.End, Excerpt: f.Excerpt, Message: f.Message})
	}
	return out
}

// Propose runs the safety checks on p and, when nothing refuses it, fills
// the review slot. A refusal is an Outcome with every finding listed and
// nothing written, never an error; errors are failures of the checks or
// of the store.
func Propose(ctx context.Context, p Proposal, d Deps) (Outcome, error) {
	out := Outcome{Skill: p.Name, Refusals: []Finding{}, Warnings: []Finding{}}
	checksDone := func() {}
	if d.ChecksDone != nil {
		checksDone = sync.OnceFunc(d.ChecksDone)
	}
	defer checksDone()
	if d.Store == nil {
		return out, errors.New("no change store to queue the proposal in")
	}
	opt := d.Safety
	if d.Nearest != nil {
		opt.Nearest = func(_ context.Context, description string) (string, float64, error) {
			id, score := d.Nearest(description)
			return id, score, nil
		}
	}
	opt.Describe = d.Describe
	opt.NamedLike = d.NamedLike
	opt.Existing = func(name string) bool { // safety passes no context; the call's is used
		if d.Live != nil && d.Live(name) {
			return true
		}
		pp, err := d.Store.Pending(ctx, name)
		return pp != nil || (err != nil && !errors.Is(err, change.ErrNoPending))
	}
	rep, err := safety.Check(ctx, safety.Proposal{Name: p.Name, Description: p.Description, Body: p.Body}, opt)
	checksDone()
	if err != nil {
		return out, fmt.Errorf("safety checks: %w", err)
	}
	out.Warnings = findings(rep.Warnings())
	if rep.Refused() {
		out.Status = StatusRefused
		out.Refusals = findings(rep.Refusals())
		out.Message = fmt.Sprintf("refused, nothing was queued: %d finding(s) (%s); fix each and call create_skill again",
			len(out.Refusals), strings.Join(out.Rules(), ", "))
		return out, nil
	}
	warnings := make([]string, 0, len(out.Warnings))
	for _, f := range rep.Warnings() {
		warnings = append(warnings, f.String())
	}
	src := d.Source
	if src == "" {
		src = "agent"
	}
	res, err := d.Store.ProposeNew(ctx, change.NewSkill{
		Name: p.Name, Description: p.Description, Body: p.Body, Source: src, Warnings: warnings,
	})
	if errors.Is(err, change.ErrExists) {
		out.Status = StatusRefused
		out.Refusals = append(out.Refusals, Finding{Rule: safety.RuleNameTaken, Tier: safety.Refuse.String(), Field: safety.FieldName,
			End: len(p.Name), Excerpt: p.Name, Message: err.Error()})
		out.Message = "refused, nothing was queued: " + err.Error() + "; choose another name"
		return out, nil
	}
	if err != nil {
		return out, fmt.Errorf("queue proposal %s: %w", p.Name, err)
	}
	out.Status = StatusQueued
	out.Skill, out.Slot, out.Revision = res.Skill, res.Slot, res.ChallengerRevision.String()
	out.Message = fmt.Sprintf("queued for human review in %s; it is not live until a person runs `ingot-promote approve %s`", res.Slot, res.Skill)
	if len(out.Warnings) > 0 {
		out.Message += fmt.Sprintf(" (%d warning(s) are shown to the reviewer)", len(out.Warnings))
	}
	return out, nil
}

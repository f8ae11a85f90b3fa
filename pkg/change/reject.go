package change

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/ingot-dev/ingot/pkg/revision"
)

// MaxReasonLen bounds a rejection reason, in characters.
const MaxReasonLen = 500

// ErrReason: a rejection needs a reason of at most MaxReasonLen characters.
var ErrReason = errors.New("reason")

// Reject empties a skill's review slot and records why in the audit trail.
// The evidence bundle and any displaced archives stay where they are.
func (s *Store) Reject(ctx context.Context, id, reason, actor string) (*Result, error) {
	return s.RejectWith(ctx, id, RejectOptions{Reason: reason, Actor: actor})
}

// RejectOptions are the choices of a rejection.
type RejectOptions struct {
	Reason string
	Actor  string
	// Challenger, when set, is the challenger revision the reviewer read:
	// a slot that now holds another proposal is not rejected (ErrChanged).
	Challenger revision.ID
}

// RejectWith is Reject refusing, with ErrChanged, a slot whose proposal is
// not the one o.Challenger names.
func (s *Store) RejectWith(ctx context.Context, id string, o RejectOptions) (*Result, error) {
	reason, actor := o.Reason, o.Actor
	if _, err := checkID(id); err != nil {
		return nil, err
	}
	reason = strings.Join(strings.Fields(reason), " ")
	if reason == "" {
		return nil, fmt.Errorf("%w: required: say why the change is rejected", ErrReason)
	}
	if n := utf8.RuneCountInString(reason); n > MaxReasonLen {
		return nil, fmt.Errorf("%w: %d characters, at most %d", ErrReason, n, MaxReasonLen)
	}
	if actor == "" {
		actor = DefaultActor
	}
	unlock, rec, err := s.begin(ctx, "reject "+id)
	if err != nil {
		return nil, err
	}
	defer unlock()
	p, _, err := s.readSlot(id)
	if err != nil {
		return nil, fmt.Errorf("reject %s: %w", id, err)
	}
	if !o.Challenger.IsZero() && p.ChallengerRevision != o.Challenger {
		return nil, fmt.Errorf("reject %s: %w: you reviewed challenger %s but the slot now holds %s; review it again", id, ErrChanged, o.Challenger.Short(), p.ChallengerRevision.Short())
	}
	if _, err := s.clearSlot(id, p.ChallengerRevision); err != nil {
		return nil, fmt.Errorf("reject %s: %w", id, err)
	}
	res := &Result{Action: ActionReject, Skill: id, Actor: actor, Reason: reason, Recovered: rec.Actions, Warnings: rec.Problems}
	res.To, res.From = p.ChallengerRevision, p.ChampionRevision
	res.Warnings = append(res.Warnings, s.audit(ActionReject, id, p.ChallengerRevision.String(), actor, reason)...)
	return res, nil
}

package evidence

import (
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/revision"
)

// Kind is the JSONL kind of Record.
const Kind = "evidence"

// Record is the "evidence" JSONL record (DESIGN §2) that ingot-ab writes
// and ingot-promote propose reads: it points at a bundle and repeats the
// facts approval depends on, so a mismatch with the bundle is caught.
type Record struct {
	Kind               string        `json:"kind"`
	V                  int           `json:"v"`
	Skill              string        `json:"skill"`
	Bundle             string        `json:"bundle"` // runs/evidence/<key>/<ts>, relative to the Ingot home or absolute
	ChampionRevision   revision.ID   `json:"champion_revision,omitzero"`
	ChallengerRevision revision.ID   `json:"challenger_revision"`
	Gate               *gate.Verdict `json:"gate"`
}

// NewRecord returns the record for a bundle written to bundleDir.
func NewRecord(bundleDir string, b *Bundle) Record {
	r := Record{Kind: Kind, V: 1, Skill: b.Skill, Bundle: bundleDir,
		ChampionRevision: b.Champion.Revision, ChallengerRevision: b.Challenger.Revision}
	if b.Gate != nil {
		g := b.Gate.Normalize()
		r.Gate = &g
	}
	return r
}

// Check validates the record's own fields.
func (r Record) Check() error {
	if err := CheckSkillID(r.Skill); err != nil {
		return &FieldError{Field: "skill", Err: err}
	}
	if r.Bundle == "" {
		return fieldErr("bundle", "missing")
	}
	if r.ChallengerRevision.IsZero() {
		return fieldErr("challenger_revision", "missing")
	}
	if r.Gate == nil {
		return fieldErr("gate", "missing")
	}
	return r.Gate.Check()
}

// Matches reports the first fact on which the record and its bundle
// disagree, or nil.
func (r Record) Matches(b *Bundle) error {
	switch {
	case r.Skill != b.Skill:
		return fieldErr("skill", "record names %q but the bundle is for %q", r.Skill, b.Skill)
	case r.ChampionRevision != b.Champion.Revision:
		return fieldErr("champion_revision", "record says %s but the bundle measured %s", short(r.ChampionRevision), short(b.Champion.Revision))
	case r.ChallengerRevision != b.Challenger.Revision:
		return fieldErr("challenger_revision", "record says %s but the bundle measured %s", short(r.ChallengerRevision), short(b.Challenger.Revision))
	case r.Gate != nil && b.Gate != nil && r.Gate.Allows() != b.Gate.Allows():
		return fieldErr("gate", "record says %s but the bundle says %s", r.Gate.Status(), b.Gate.Status())
	}
	return nil
}

func short(id revision.ID) string {
	if id.IsZero() {
		return "none"
	}
	return id.Short()
}

package change

import (
	"fmt"
	"path/filepath"

	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
)

// Verdict recomputes the gate verdict of an evidence bundle from its raw
// measurements (gate_input) under the settings in force, never trusting
// the verdict the bundle stores (DESIGN §7). It returns an error wrapping
// ErrVerdict when the stored verdict claims more than the measurements
// give: a different status, or PASS without any measurement.
//
// A bundle without gate_input is UNMEASURED; blocking reasons it stores
// (the safety refusals of a create_skill proposal) are kept, since a
// stored reason can only weaken a verdict.
func (s *Store) Verdict(b *evidence.Bundle) (gate.Verdict, error) {
	v, err := b.Recompute(s.opt.Gate)
	if b.GateInput == nil && b.Gate != nil && len(b.Gate.Blocked) > 0 {
		v.Blocked = append(append([]string{}, v.Blocked...), b.Gate.Blocked...)
	}
	v = v.Normalize()
	if err != nil {
		return v, fmt.Errorf("%w: %w", ErrVerdict, err)
	}
	return v, nil
}

// verdictOf loads the bundle a proposal points at and recomputes its
// verdict. An unreadable bundle is an error naming the file.
func (s *Store) verdictOf(p *Proposal) (gate.Verdict, *evidence.Bundle, error) {
	dir := s.abs(p.Bundle)
	b, err := evidence.Load(dir)
	if err != nil {
		return gate.Verdict{}.Normalize(), nil, fmt.Errorf("%w: %w", ErrEvidence, err)
	}
	v, err := s.Verdict(b)
	if err != nil {
		return v, b, fmt.Errorf("%s: %w", filepath.Join(dir, evidence.JSONFile), err)
	}
	return v, b, nil
}

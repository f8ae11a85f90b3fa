package evidence

import (
	"fmt"
	"math"

	"github.com/ingot-dev/ingot/pkg/gate"
)

// Recompute returns the verdict the bundle's own measurements give under
// the settings s, and an error when the stored verdict claims more than
// that (a different status: PASS where the measurements say BLOCKED, or
// any verdict on a bundle that measured nothing). ingot-promote calls it
// at propose, show and approve; it never trusts b.Gate.
//
// A bundle with no gate_input (hand-written, or a create_skill proposal)
// is UNMEASURED.
func (b *Bundle) Recompute(s gate.Settings) (gate.Verdict, error) {
	if b.GateInput == nil {
		var warnings []string
		if b.Gate != nil {
			warnings = b.Gate.Warnings
		}
		v := gate.NoMeasurement(warnings...)
		if b.Gate != nil && b.Gate.Allows() {
			return v, fmt.Errorf("the bundle declares %s but holds no measurement (gate_input): a verdict is computed, never declared", b.Gate.Status())
		}
		return v, nil
	}
	if err := b.casesAgree(); err != nil {
		return gate.Verdict{}.Normalize(), err
	}
	if b.Bench != nil {
		// The worse-task rule the bench section declares is the one the
		// verdict is computed under.
		want := gate.WorseBlock
		if b.Bench.AllowWorse {
			want = gate.WorseWarn
		}
		if got := b.GateInput.WorseTasks; got != want {
			return gate.Verdict{}.Normalize(), fieldErr("gate_input.worse_tasks", "%q, but the bench section (allow_worse %t) says %q", got, b.Bench.AllowWorse, want)
		}
	}
	v := gate.Evaluate(*b.GateInput, s)
	if b.Gate == nil {
		return v, fieldErr("gate", "missing")
	}
	if err := gate.Compare(*b.Gate, v); err != nil {
		return v, err
	}
	return v, nil
}

// casesAgree checks that the per-case scores shown to reviewers are the
// ones the verdict is computed from.
func (b *Bundle) casesAgree() error {
	in := b.GateInput
	if len(b.Cases) == 0 {
		return nil
	}
	if len(b.Cases) != len(in.Cases) {
		return fieldErr("cases", "%d cases shown but gate_input holds %d", len(b.Cases), len(in.Cases))
	}
	for i, c := range b.Cases {
		g := in.Cases[i]
		if math.Abs(c.ChampionScore-g.Champion) > 1e-6 || math.Abs(c.ChallengerScore-g.Challenger) > 1e-6 {
			return fieldErr(fmt.Sprintf("cases[%d]", i), "scores %.3f/%.3f differ from gate_input's %.3f/%.3f", c.ChampionScore, c.ChallengerScore, g.Champion, g.Challenger)
		}
	}
	return nil
}

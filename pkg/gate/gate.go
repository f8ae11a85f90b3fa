// Package gate holds the verdict of an evidence gate: whether a challenger
// may be promoted, the reasons that block it, and the warnings a reviewer
// should read first.
//
// Evaluate is the one gate function (DESIGN §7): ingot-ab, the description
// pass and ingot-promote all compute a verdict with it from the raw facts
// of a measurement (Input) and the settings in force, so a verdict is
// computed, never declared. A verdict is promotable only when it says so
// explicitly and names no blocking reason; a missing or malformed gate is
// never promotable, and a change with no measurement at all is UNMEASURED,
// never PASS.
package gate

import (
	"errors"
	"strings"
)

// Verdict is the outcome of the evidence gate.
type Verdict struct {
	Promotable bool     `json:"promotable"`
	Blocked    []string `json:"blocked"`
	Warnings   []string `json:"warnings"`
	// Unmeasured marks a change nobody measured (a create_skill proposal,
	// a hand edit proposed without ingot-ab): never promotable by the
	// gate; approving it takes an explicit, audited override.
	Unmeasured bool `json:"unmeasured,omitempty"`
	// Stats are the paired held-out statistics the verdict was computed
	// from (absent for description passes and unmeasured changes).
	Stats *Stats `json:"stats,omitempty"`
}

// NoMeasurement returns the verdict of a change that was never measured,
// with the findings (safety flags, say) as warnings.
func NoMeasurement(warnings ...string) Verdict {
	return Verdict{Unmeasured: true, Blocked: []string{}, Warnings: append([]string{}, warnings...)}
}

// Pass returns a promotable verdict with no reasons or warnings.
func Pass() Verdict { return Verdict{Promotable: true, Blocked: []string{}, Warnings: []string{}} }

// Block records a blocking reason; the verdict is no longer promotable.
func (v *Verdict) Block(reason string) {
	v.Promotable = false
	v.Blocked = append(v.Blocked, reason)
}

// Warn records a non-blocking warning.
func (v *Verdict) Warn(reason string) { v.Warnings = append(v.Warnings, reason) }

// ErrInconsistent is returned by Check for a verdict that claims to be
// promotable while naming blocking reasons.
var ErrInconsistent = errors.New("gate is marked promotable but lists blocking reasons")

// ErrUnmeasuredPromotable is returned by Check for a verdict that claims
// to be promotable without a measurement.
var ErrUnmeasuredPromotable = errors.New("gate is marked promotable but nothing was measured")

// Check reports a verdict that contradicts itself.
func (v Verdict) Check() error {
	if v.Promotable && len(v.Blocked) > 0 {
		return ErrInconsistent
	}
	if v.Promotable && v.Unmeasured {
		return ErrUnmeasuredPromotable
	}
	return nil
}

// Allows reports whether the verdict lets a change be approved: promotable,
// with no blocking reason.
func (v Verdict) Allows() bool { return v.Promotable && !v.Unmeasured && len(v.Blocked) == 0 }

// Status is "PASS", "BLOCKED" or "UNMEASURED" (no measurement, nothing
// blocking).
func (v Verdict) Status() string {
	if v.Unmeasured && len(v.Blocked) == 0 {
		return "UNMEASURED"
	}
	if v.Allows() {
		return "PASS"
	}
	return "BLOCKED"
}

// Reason joins the blocking reasons with "; ", or says the failure was
// unspecified when a blocked verdict names none.
func (v Verdict) Reason() string {
	if len(v.Blocked) == 0 {
		if v.Allows() {
			return ""
		}
		if v.Unmeasured {
			return "no measurement: nothing compared this change with the live skill"
		}
		return "unspecified failure"
	}
	return strings.Join(v.Blocked, "; ")
}

// Normalize replaces nil lists with empty ones so the verdict encodes as
// [] rather than null.
func (v Verdict) Normalize() Verdict {
	if v.Blocked == nil {
		v.Blocked = []string{}
	}
	if v.Warnings == nil {
		v.Warnings = []string{}
	}
	return v
}

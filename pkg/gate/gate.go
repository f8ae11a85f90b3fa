// Package gate holds the verdict of an evidence gate: whether a challenger
// may be promoted, the reasons that block it, and the warnings a reviewer
// should read first.
//
// The rules that produce a verdict (DESIGN §7) live with ingot-ab; this
// package only fixes the shape every program reads and writes, and the one
// invariant approval depends on: a verdict is promotable only when it says
// so explicitly and names no blocking reason. A missing or malformed gate
// is never promotable.
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

// Check reports a verdict that contradicts itself.
func (v Verdict) Check() error {
	if v.Promotable && len(v.Blocked) > 0 {
		return ErrInconsistent
	}
	return nil
}

// Allows reports whether the verdict lets a change be approved: promotable,
// with no blocking reason.
func (v Verdict) Allows() bool { return v.Promotable && len(v.Blocked) == 0 }

// Status is "PASS" or "BLOCKED".
func (v Verdict) Status() string {
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

// Package evidence defines the evidence bundle that justifies a change to a
// skill, and the "evidence" JSONL record that points at one.
//
// A bundle is a folder runs/evidence/<skill-key>/<ts>/ holding
// evidence.json (the machine-readable record: pass, champion and challenger
// revisions and components, scores, cases and the gate verdict) and
// EVIDENCE.md (the same for a human reviewer: the verdict first, then the
// scores, the interval, per-case deltas, warnings, diffs and cost).
// ingot-ab writes bundles, with the gate's raw facts (gate_input), the
// per-case details (scores per repeat, tokens, latency, divergence, the
// judge's reasons), the models, usage and diffs, plus its own run.json and
// recorded exchanges beside them for --replay; ingot-promote propose
// validates them, recomputes the verdict and fills the review slot.
//
// Skill ids may be nested ("anthropics/pdf"). Where an id names a file or
// folder it is encoded by SkillKey: "/" becomes "__". Ids are limited to
// lower-case letters, digits, "-" and "/" separators, so the mapping is
// reversible and can never produce "..", an absolute path or a separator.
package evidence

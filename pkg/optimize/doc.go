// Package optimize searches for a better skill: it drafts challengers to a
// champion and keeps the one the evidence favours, without ever touching a
// live skill.
//
// The body pass (Body) rolls the champion out on the train tasks — the
// agent model answers each task under serving.SystemPrompt, exactly as an
// A/B rollout is served, and the judge grades the answer — then makes one
// diagnosis call that attributes each failure to a section of the skill
// (missing, insufficient or incorrect guidance). The author model drafts N
// candidates in parallel, each from a different angle; one is always a
// minimal additive edit (the seed's text kept verbatim, guidance only
// added). Successive halving (Schedule) spends the rollouts: every round
// scores the surviving candidates on a growing prefix of the train tasks
// and drops the weaker half, so most candidates never see every task; the
// last one standing is scored on all of them. It wins only when its train
// score minus the length penalty (LengthPenalty) beats the seed's;
// otherwise no candidate is emitted and the result says why.
//
// BodyOptions.Strategy picks the search after the shared seed rollouts:
// StrategyBestOfN (the above), StrategyContrast (the seed sampled to at
// least ContrastMinRollouts rollouts, top and bottom thirds paired, one
// lesson call per pair, one reduce call into a few local patches applied
// with ApplyPatch) or StrategySections (SplitSections, one rating call on
// SectionDimensions, per weak section an edit checked by CheckSectionEdit,
// a re-rating that must rise, and rollouts that must regress no task).
// Every strategy's result must beat the seed after the length penalty.
//
// Every stage's output can be kept through Stages: RunDir is the
// resumable run directory (manifest.json with the run's Identity and
// stage status, stages/<name>.json written atomically, unfinished outputs
// moved to aside/, one process at a time through pkg/filelock), so a
// killed run resumes without repeating the paid calls of finished stages.
//
// The description pass (Description) rewrites only the frontmatter
// description and scores each draft with the real router over the whole
// library, on the eval set's routing: cases, with the bands serving uses;
// no agent rollouts. A draft is kept only when gate.Evaluate (pass
// description: no routing metric regresses, one improves, no collision)
// lets it through.
//
// DraftEvalSet writes a first eval set for a person to review; Write turns a
// winner into a complete candidate folder under runs/candidates and its
// candidate record. Held-out tasks never reach this package: callers give
// it the train split only.
package optimize

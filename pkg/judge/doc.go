// Package judge grades an answer to a task with an LLM, against a rubric,
// on four dimensions — correctness, completeness, instruction_following,
// efficiency — each scored 0–1 with a one-sentence reason, plus an overall
// score and short feedback.
//
// The judge asks for structured output (a strict JSON schema in
// response_format) and validates the reply in Go: every dimension present,
// every score a number in [0, 1], every reason non-empty. A malformed reply
// is retried once, with the problem stated; a second malformed reply makes
// that judge Inconclusive, which is never turned into a score.
//
// Several judge models (INGOT_JUDGE_MODELS) form an ensemble: the overall
// score is the mean over the conclusive judges, and a dimension fails
// (score below FailBelow, default 0.5) only when a strict majority of the
// conclusive judges fail it. Inconclusive judges are left out; when all are
// inconclusive the verdict is inconclusive.
//
// Input.GroundTruth carries the outcome of a task's execution check
// (pkg/execcheck), stated to the judge as fact before the answer; it is
// part of the verdict cache key.
//
// A judge never grades its own author: New refuses a model list that
// contains the author model (INGOT_AUTHOR_MODEL), naming both. Models are
// compared case-insensitively without a router prefix ("openai/") or a
// variant suffix (":free"), so the same model reached two ways still
// counts as the same.
//
// Conclusive verdicts are cached under <home>/runs/cache/judge/, keyed by
// the judge models, PromptVersion, FailBelow, task, rubric, reference and
// answer, so re-judging unchanged inputs costs no calls; Verdict.Cached
// says when that happened. Inconclusive verdicts are not cached, so a later
// run tries again. The llm response cache still replays the recorded
// exchanges, so an inconclusive judge stays inconclusive on a cached re-run
// at no cost; bypass the caches (INGOT_NO_CACHE / --no-cache) to ask anew.
package judge

// Package mine turns trace records into a skill's health report and the
// tasks it serves worst (`ingot-mine SKILL`, DESIGN §1–§2). It imports
// trace, judge, evalset and llm; the router and the sentence encoder reach
// it through two small interfaces, Ranker and Similarity.
//
// # Steps
//
//  1. Attribution. Traces are taken newest first (Options.Limit keeps the
//     newest N). A trace counts for the skill when it says the skill served
//     it (Served: its skill, route match or related match is the skill's
//     id or name, or a tag is the name, "skill:<name>",
//     "skill:<plugin>:<name>" or "revision=<name>@<rev>"), or, for a trace
//     that names no skill at all (NamesSkill), when the router ranks the
//     skill in its top 5 for the task with a positive score. A trace served
//     by another skill is never moved to this one by rank. Attributed traces without an answer are counted and left out:
//     there is nothing to judge.
//  2. Rubric. Each distinct task (case and white space folded) that
//     repeats an eval-set task — the same normalised text, or similarity
//     at or above the cluster threshold — is judged against that task's
//     rubric and reference; every other task against the judge's general
//     rubric. A rubric written for one task is never applied to a merely
//     related one: the judge grades against the rubric only, so a foreign
//     rubric would penalise a good answer.
//  3. Clustering. Exact duplicates form groups; groups then join the
//     nearest earlier cluster of the same rubric when the similarity of
//     their first tasks reaches the threshold (INGOT_MINE_CLUSTER_THRESHOLD,
//     default 0.9). Similarity is the router's: lexical tf-idf cosine over
//     its index terms, or the cosine of a sentence encoder when one is
//     configured. Different rubrics never merge.
//  4. Judging. A cluster whose members have cached verdicts takes their
//     mean for free. The others are judged through one representative
//     (the newest trace of the cluster's first group), most frequent
//     clusters first, at most Options.MaxJudgeCalls new judgments per run
//     (default 24); the rest is the backlog, which later runs work off as
//     the verdict cache fills. Hitting the LLM budget (INGOT_MAX_RUN_USD)
//     or any other call failure stops judging cleanly: the partial result
//     is kept and returned with a *StopError.
//  5. Report. Health is weighted by cluster size: coverage, weighted mean
//     judge score, bad cases (score < 0.5) and failing dimensions.
//  6. Selection. Among conclusively judged clusters, those repeating a
//     train or held-out eval-set task are dropped (leakage guard), and up
//     to Options.MaxTasks are picked greedily by difficulty (1 − score) ×
//     novelty (1 − the highest similarity to a task already picked), so the
//     output is deterministic and spread over different weaknesses rather
//     than ranked by frequency.
//
// # Records for the optimiser and the review page
//
// Each `task` record (Task, v 1) carries, besides the task, score,
// dimensions, occurrences and trace_ids: "revision" (the revision of the
// skill that served the judged trace, when the trace says), "rubric" (the
// rubric text the judge graded against) with "rubric_source" ("general" or
// "eval-set"), "judge_models" (the models whose verdicts make the score)
// and "prompt_version" (the judge prompt, judge.PromptVersion).
//
// Every run that judges (not --dry-run) saves a HealthRecord to
// <home>/runs/health/<skill>/<ts>.json (ts as 20060102T150405Z, UTC):
// {kind "health", v 1, skill, revision (live when mined), ts, judge_models,
// prompt_version, report, tasks}.
//
// Mining never edits an eval set.
package mine

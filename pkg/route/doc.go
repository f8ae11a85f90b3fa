// Package route decides which skill serves a task (DESIGN §6).
//
// A Router holds an immutable snapshot of a skill library: its BM25F index
// (pkg/lexical) and, when a sentence encoder is configured, one vector per
// skill (name and description). Route answers a Request in three steps:
//
//  1. Filter: every skill must pass Compatible — harness, platform, scopes
//     and path_patterns against cwd, required tools and MCP servers,
//     trust blocked, activation other than automatic (inventory §2.5).
//  2. Rank: by raw BM25F plus μ·cosine (μ = Options.DenseWeight); ties go
//     to the higher priority, then the name; a skill that conflicts with
//     one already chosen is skipped, so conflicting skills never appear
//     together.
//  3. Band: the top skill's band score decides — match (≥ MinScore),
//     related_match (≥ RelatedScore) or novel.
//
// The band score is the top skill's raw BM25F score s mapped through the
// fixed s/(s+10) (Calibrate): absolute evidence, never normalised per
// query, and never mixed with the encoder's cosine. Because the gate sees
// only the lexical score, the bands mean the same thing whichever encoder
// is loaded; an encoder can only reorder candidates. (In DenseOnly mode,
// kept for measuring encoders, the cosine is both rank and gate.)
//
// The bands also mean the same whatever the library's size: the index
// pools its idf and average field lengths with a background prior
// (Options.Background; by default the statistics of the 392-skill corpus
// the thresholds were tuned on, see lexical.Background). Without it a
// term's idf grows as ln N, and a three-skill home scored its skills about
// three times lower than the corpus does, so little ever matched. A library
// drawn from the corpus now scores exactly as the corpus does, and on the
// dev set the expected skill keeps its band in 98% of libraries of 3 to 21
// skills the background has never seen (EvaluateSmallLibraries, ingot-route
// eval --small; the table is in cmd/ingot-route/README.md).
//
// Defaults, chosen by 5-fold × 20 cross-validation on the routing dev set
// (ingot-route eval --cv; the numbers are in cmd/ingot-route/README.md):
// MinScore 0.437 (raw BM25F 7.76, the fitted threshold; the folds chose
// 0.438 on average), RelatedScore 0.422 (raw 7.32, where a logistic fit
// of "in scope" on the score crosses one half), μ = 0 — fusing USE-Lite
// lowered cross-validated top-1 (0.866 against 0.873 lexical), so the
// default router is lexical and never runs an encoder on the query path.
//
// Nearest and Collisions compare descriptions by the cosine of their
// tf-idf vectors (1 = the same words), which backs INGOT_COLLISION_SCORE
// (default 0.8) for the collision scan and the create/shadow checks.
//
// Refresh rebuilds a Router for a new library, re-tokenising and
// re-embedding only skills whose text changed (vectors also persist across
// processes through embed.Cache); a failed refresh keeps the old snapshot.
// Evaluate and CrossValidate measure a router on labelled cases
// (LoadCases reads the reference's case files); EvaluateSmallLibraries
// routes the same cases in small libraries drawn from the router's.
package route

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
// The band score is the top skill's match probability (GateModel): a
// logistic model over features that mean the same for a one-line skill and
// a long one — the share of the task's idf mass the skill's name,
// description and body account for, the skill's name words in the task,
// ln(1 + raw BM25F), the skill's and the task's lengths, the cosine when an
// encoder runs — fitted offline on the personal libraries of
// testdata/personal and the corpus dev set (internal/routegen) and shipped
// as constants (DefaultGate). Options.Gate nil bands on the raw score
// mapped through the fixed s/(s+10) instead (Calibrate), as before. No
// feature looks at the other candidates, so a score does not depend on
// which neighbours the library holds. A library of short skills can route
// with the encoder (Options.ShortLibraryDenseWeight, off by default) and
// its own gate (DefaultDenseGate).
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
// Defaults: MinScore and RelatedScore are the gate model's bands
// (DefaultGate.MinScore, .RelatedScore: the probability that maximises
// pooled top-1 on its training suites, and where P(in scope) crosses one
// half); RawMinScore 0.437 and RawRelatedScore 0.422 are the raw band's,
// chosen by 5-fold × 20 cross-validation on the dev set; μ = 0 — fusing
// USE-Lite did not raise cross-validated top-1 on the corpus or across the
// personal libraries, so the default router never runs an encoder on the
// query path (cmd/ingot-route/README.md has the numbers).
//
// Learning from use (Options.Learned, INGOT_ROUTE_LEARN, off by default):
// requests a skill served with a good judged outcome (Learn, over trace
// Observations; LearnedStore under the home's runs/) are indexed as an
// extra BM25F field of that skill while its revision is unchanged
// (lexical.Extra, weight DefaultLearnedWeight); LearnHalf splits a suite
// to measure it (ingot-route eval --learn-half).
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

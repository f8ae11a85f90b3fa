// Package lexical ranks skills against a task by BM25F over four weighted
// fields: name, description, Markdown headings and the whole body.
//
// It is the router's default ranker (DESIGN §6) and follows the design that
// measured best on the routing dev set (routing-experiment.md, variant L7):
//
//   - A hand-written, code-aware tokenizer: NFKD with accents stripped,
//     lower case; identifiers split into their parts — snake_case,
//     kebab-case, dotted names and paths at their connectors, camelCase at
//     its humps — with the joined compound kept too (formatCurrency,
//     format_currency and "format currency" meet). camelCase is split only
//     in code-like words (three humps or more, or joined by . _ /): a bare
//     two-hump word in prose is a name (GitHub, JavaScript, PyTorch) and
//     splitting it would match git, java or torch. Versions such as 3.13 or
//     v1.2.3 are kept whole, bare numbers dropped; C++, C#, F# and .NET
//     become cpp, csharp, fsharp and dotnet; an English stop list; the
//     Snowball English stemmer (a byte-level port of
//     github.com/kljensen/snowball, checked word for word against it).
//
//   - BM25F: per-field term frequencies are length-normalised with a
//     per-field b, weighted, summed and saturated once with k1; idf is
//     computed over the union of fields. Defaults: name 0.5, description 1,
//     headings 1, body 0.1; b 0.5 for the name and 0.75 elsewhere; k1 1.2.
//
//   - Negation-aware queries: terms in a negated span ("GitLab, not
//     GitHub", "I don't want a scan", "instead of jest", "no pytest") are
//     dropped from the query. See ParseQuery for the cues.
//
//   - A background document-frequency prior (Background): idf and the
//     average field lengths are computed over the library pooled with the
//     term statistics of a background collection — by default the 392
//     vendored skills of testdata/corpus, embedded as background.bin (about
//     100 KB, written by go generate from internal/lexicalgen) — with the
//     background documents the library also holds counted once. Without it
//     idf grows with the library size (ln N for a term in one skill), so a
//     task scored its skill about three times lower in a three-skill
//     library than in the 392-skill one. With it a library drawn from the
//     corpus scores exactly as the corpus does, and skills the background
//     has never seen keep their band in 98% of dev-set libraries of 3 to 21
//     skills (mean shift 0.01 on the band scale; cmd/ingot-route/README.md).
//
// Scores are raw BM25F values: absolute evidence, comparable across
// queries and, through the background, across libraries of any size, which
// is what a no-route threshold needs. The package never normalises per
// query.
//
// Analysis (tokenising a document) is separated from indexing: an Analyzed
// document carries per-field term frequencies and can be cached or reused
// across rebuilds, so a library refresh re-tokenises only changed skills.
// An Index is immutable once built and safe for concurrent use.
package lexical

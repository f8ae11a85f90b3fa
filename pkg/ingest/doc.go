// Package ingest turns the logs real agent harnesses write into Ingot `trace`
// records (DESIGN §2). It only parses: it never writes to the trace store.
//
// One file per source:
//
//	claudecode.go  Claude Code session transcripts (~/.claude/projects/<slug>/<session>.jsonl)
//	codex.go       Codex CLI/Desktop rollouts (~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl)
//	otel.go        OTLP/JSON trace exports carrying GenAI (gen_ai.*) attributes
//	traces.go      JSONL `trace` records written by another Ingot
//
// Every importer yields one record per user turn: the human's request as the
// task (never tool results, injected meta text or command wrappers), the final
// assistant text as the answer, the model that produced that answer, token
// usage with each API response counted once, the skill invoked (with a
// "skill:<name>" tag, and "revision=<name>@<rev>" when a route_and_load result
// named one), the working directory, session id, timestamp and duration.
//
// Token convention for every source: Tokens.Input counts input tokens that
// were neither read from nor written to a prompt cache; CacheRead and
// CacheWrite count the cached ones; Output includes reasoning tokens. Codex
// reports cached tokens as part of its input count, so they are subtracted.
//
// Ids are stable: trace.StableID over (source, session id, turn
// identity, task), so importing the same file twice, or a longer copy of it,
// gives the same ids and the store can deduplicate.
//
// Robustness: a malformed or truncated line, an unknown record type or a
// record missing the fields it needs is skipped with a Warning naming the file
// and line; an import is never aborted for bad content. Only an unreadable
// file or a cancelled context is an error.
package ingest

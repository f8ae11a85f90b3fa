// Package trace is Ingot's local trace store: it appends schema-v1 `trace`
// records (DESIGN §2) to runs/traces.jsonl, redacting secrets on the way in,
// and reads them back for mining, importing and usage counts.
//
// # Store
//
// The store is one JSONL file, <home>/runs/traces.jsonl by default
// (INGOT_TRACES_FILE overrides it; a relative override is taken relative to
// the Ingot home), plus rotated backups traces.jsonl.1 (newest) ...
// traces.jsonl.N (oldest) and a sidecar lock file traces.jsonl.lock. Every
// file is mode 0600; the directory is created 0700, and Ingot's own runs/
// directory is tightened to 0700 if it has group or other bits. A directory
// the user chose through INGOT_TRACES_FILE (or a sticky one such as /tmp) is
// never chmod-ed; a loose mode there is reported through Options.Warn.
//
// Settings come from the environment through OptionsFrom:
//
//	INGOT_TRACES_FILE         store path              (default <home>/runs/traces.jsonl)
//	INGOT_TRACE_ENABLED       record traces at all    (default true)
//	INGOT_TRACE_REDACT        redact secrets          (default true)
//	INGOT_TRACE_MAX_BYTES     rotate above this size  (default 10 MiB; plain bytes or KiB/MiB/GiB)
//	INGOT_TRACE_BACKUPS       rotated files kept      (default 3; 0 = rotation discards)
//	INGOT_TRACE_MAX_AGE_DAYS  retention in days       (default 30; 0 disables age pruning)
//
// # Concurrency
//
// Every write (Append, AppendNew, Prune) holds an exclusive flock(2) on the
// sidecar lock file for the size check, the rotation and the write, so any
// number of goroutines and processes (two servers on one store) can append
// without interleaving or losing a record, and only one of them rotates.
// Each batch is encoded first and written with O_APPEND. A write that fails
// half way is truncated back; a line left torn by a crash is terminated
// before the next write so it cannot swallow the next record. Readers take a
// shared lock just long enough to open every file and note its size, then read
// that snapshot without holding the lock.
//
// # Rotation and age pruning
//
// Before a write that would take the current file past MaxBytes (and the file
// is not empty) the current file becomes .1, .1 becomes .2 and so on; files
// beyond Backups are deleted oldest first. A batch larger than MaxBytes is
// split on record boundaries across rotations; a single record larger than
// MaxBytes is written alone into a fresh file.
//
// Age pruning works on whole files, never by rewriting one. The newest
// record's ts is the file's age (a file with no readable ts is kept). At
// every rotation (the file being rotated included), and whenever Prune is
// called, each rotated file whose newest record is older than MaxAge is
// deleted and the remaining backups are renumbered without gaps (oldest stays
// highest). Prune also deletes the current file when every record in it is
// too old. A file that also holds a recent record keeps its old records on
// disk until it ages out as a whole; readers never return them: Read skips
// any record whose ts is older than MaxAge, and AppendNew refuses (and
// counts) records that are already too old. Append writes whatever it is
// given. Long-running programs (ingot-mcp) should call Prune at start-up, and
// importers after an import. Times come from Options.Now, so tests use a fake
// clock.
//
// # Usage counts
//
// Counts (or Tally, record by record) derives per-skill usage from the
// records the MCP server writes: Offered when route_and_load or
// suggest_skills returned the skill, Loaded when its body was served
// (route_and_load with a body, get_skill), Invoked when an imported harness
// trace names it. See Tally for the exact rule.
//
// # Redaction
//
// With redaction on, Append replaces secrets in every free-text field (task,
// answer, outcome feedback, tags, cwd) by a typed marker such as
// [REDACTED:openai-key]; see Redact for the list of what is recognised.
//
// # Reading
//
// Read visits records oldest first, rotated files included. A corrupt or
// truncated line, a record of another kind or version, or one without id or
// task is skipped and reported through Options.Warn as a *jsonl.RecordError
// naming the file and line; it is never fatal.
package trace

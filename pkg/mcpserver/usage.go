package mcpserver

import (
	"context"
	"crypto/rand"
	"log/slog"
	"sync"

	"github.com/ingot-dev/ingot/pkg/trace"
)

// recorder appends a trace record per call and keeps per-skill usage
// counts current. Recording never fails a call: a store error is logged.
type recorder struct {
	store *trace.Store // nil: nothing is written
	log   *slog.Logger

	mu     sync.Mutex
	counts map[string]trace.Usage
}

// newRecorder prunes the store (ingot-mcp is long-running) and reads the
// usage counts it holds.
func newRecorder(ctx context.Context, store *trace.Store, log *slog.Logger) (*recorder, error) {
	r := &recorder{store: store, log: log, counts: map[string]trace.Usage{}}
	if store == nil {
		return r, nil
	}
	if res, err := store.Prune(ctx); err != nil {
		log.Warn("trace store: prune failed", "err", err)
	} else if len(res.Removed) > 0 {
		log.Info("trace store: pruned old files", "removed", len(res.Removed))
	}
	counts, err := trace.Counts(ctx, store)
	if err != nil {
		return nil, err
	}
	r.counts = counts
	return r, nil
}

// record appends rec (id and time are filled in) and tallies it.
func (r *recorder) record(ctx context.Context, rec trace.Record) {
	if rec.ID == "" {
		rec.ID = "mcp-" + rand.Text()
	}
	r.mu.Lock()
	trace.Tally(r.counts, rec)
	r.mu.Unlock()
	if r.store == nil {
		return
	}
	// The call's context may be cancelled the moment the reply is sent;
	// the record is written regardless.
	if err := r.store.Append(context.WithoutCancel(ctx), rec); err != nil {
		r.log.Warn("trace store: append failed", "source", rec.Source, "err", err)
	}
}

// usage returns a skill's counts.
func (r *recorder) usage(id string) trace.Usage {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.counts[id]
}

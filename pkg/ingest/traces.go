package ingest

import (
	"context"
	"errors"
	"io"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/jsonl"
	"github.com/ingot-dev/ingot/pkg/trace"
)

// parseTraceJSONL reads Ingot `trace` records (e.g. exported on another
// machine). Records are kept as they are; a missing id is filled with a
// stable one and a missing source with "jsonl".
func parseTraceJSONL(ctx context.Context, r io.Reader, name string) (Result, error) {
	res := Result{Format: FormatJSONL}
	warn := func(line int, format string, args ...any) { res.warnf(name, line, format, args...) }
	rd := jsonl.NewReader(r, name)
	for {
		l, err := rd.NextAny(ctx)
		if err == io.EOF {
			break
		}
		if err != nil {
			var re *jsonl.RecordError
			if errors.As(err, &re) {
				warn(re.Line, "%v; skipped", re.Err)
				if strings.Contains(re.Err.Error(), "longer than") {
					return res, nil // the reader cannot resync past an over-long line
				}
				continue
			}
			return res, err // I/O error or cancelled
		}
		switch {
		case l.Kind != jsonl.KindTrace:
			warn(l.No, "kind %q is not a trace record; skipped", l.Kind)
			continue
		case l.V != jsonl.Version:
			warn(l.No, "trace record version %d (this build reads v%d); skipped", l.V, jsonl.Version)
			continue
		}
		var rec trace.Record
		if err := l.Decode(&rec); err != nil {
			warn(l.No, "%v; skipped", errors.Unwrap(err))
			continue
		}
		if strings.TrimSpace(rec.Task) == "" {
			warn(l.No, "trace record without a task; skipped")
			continue
		}
		if rec.Source == "" {
			rec.Source = string(FormatJSONL)
		}
		if rec.ID == "" {
			rec.ID = trace.StableID(string(FormatJSONL), rec.Session, rec.TS.UTC().Format(time.RFC3339Nano), rec.Task, rec.Answer)
		}
		res.Records = append(res.Records, rec)
	}
	return res, nil
}

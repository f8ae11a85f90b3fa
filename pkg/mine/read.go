package mine

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/jsonl"
	"github.com/ingot-dev/ingot/pkg/trace"
)

// ReadTraces reads `trace` records from r, JSON Lines named name in
// messages. Mining consumes traces and passes nothing through: records of
// the other known kinds (task, candidate, evidence) are skipped and counted
// in one warning per kind. An unknown kind or version, or a line that is
// not a JSON object, is an error naming the line (a typo in a pipeline must
// not pass silently). A trace without a task, or one that does not decode,
// is skipped with a warning naming the line. A trace without an id gets a
// stable one derived from its time, task and answer.
func ReadTraces(ctx context.Context, r io.Reader, name string, warn func(error)) ([]trace.Record, error) {
	if warn == nil {
		warn = func(error) {}
	}
	rd := jsonl.NewReader(r, name)
	var out []trace.Record
	other := map[string]int{}
	for {
		l, err := rd.Next(ctx)
		if err == io.EOF {
			break
		}
		if err != nil {
			return out, err
		}
		if l.Kind != jsonl.KindTrace {
			other[l.Kind]++
			continue
		}
		var rec trace.Record
		if err := l.Decode(&rec); err != nil {
			warn(fmt.Errorf("%w; skipped", err))
			continue
		}
		if strings.TrimSpace(rec.Task) == "" {
			warn(&jsonl.RecordError{Name: name, Line: l.No, Err: errors.New("trace record without a task; skipped")})
			continue
		}
		if rec.ID == "" {
			rec.ID = trace.StableID("stdin", rec.Session, rec.TS.UTC().Format(time.RFC3339Nano), rec.Task, rec.Answer)
		}
		out = append(out, rec)
	}
	kinds := make([]string, 0, len(other))
	for k := range other {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		warn(fmt.Errorf("%s: %d record(s) of kind %q skipped: mining reads trace records only", name, other[k], k))
	}
	return out, nil
}

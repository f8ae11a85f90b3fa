package trace

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/ingot-dev/ingot/pkg/filelock"
	"github.com/ingot-dev/ingot/pkg/jsonl"
)

// Read calls fn for every record in the store, oldest file first (rotated
// files from the highest number down, then the current file), in file
// order within each. When an id was stored more than once (AppendNew keeps
// updated versions), only its newest version is visited, at the place it
// was written. Records older than the retention are skipped silently.
// A line that is not a valid trace record (corrupt, truncated, another kind
// or version, no id or task) is skipped and reported to Options.Warn as a
// *jsonl.RecordError naming the file and line. Read sees the store as it was
// when it started: records appended meanwhile are not visited. An error
// from fn stops the walk and is returned as is.
func (s *Store) Read(ctx context.Context, fn func(Record) error) error {
	snap, err := s.snapshot(ctx)
	defer snap.close()
	if err != nil {
		return err
	}
	// First pass: where the newest version of each id is.
	type pos struct{ file, line int }
	newest := map[string]pos{}
	superseded := false
	for fi, sf := range snap {
		err := forEachLine(ctx, io.LimitReader(sf.f, sf.size), sf.path, func(line []byte, no int) error {
			if id, _, ok := lineKey(line, true); ok && id != "" {
				if _, dup := newest[id]; dup {
					superseded = true
				}
				newest[id] = pos{fi, no}
			}
			return nil
		})
		if err != nil {
			return err
		}
		if _, err := sf.f.Seek(0, io.SeekStart); err != nil {
			return fmt.Errorf("read %s: %w", sf.path, err)
		}
	}
	cutoff := s.cutoff()
	for fi, sf := range snap {
		err := s.readFile(ctx, sf, cutoff, func(r Record, no int) error {
			if superseded && newest[r.ID] != (pos{fi, no}) {
				return nil
			}
			return fn(r)
		})
		if err != nil {
			return err
		}
	}
	return nil
}

func (s *Store) readFile(ctx context.Context, sf snapFile, cutoff time.Time, fn func(Record, int) error) error {
	r := jsonl.NewReader(io.LimitReader(sf.f, sf.size), sf.path)
	r.Lenient = true
	r.Warn = s.warn
	for {
		l, err := r.Next(ctx)
		if err == io.EOF {
			return nil
		}
		var re *jsonl.RecordError
		if errors.As(err, &re) {
			s.warn(err) // a line too long to read: nothing after it in this file is reachable
			return nil
		}
		if err != nil {
			return err
		}
		if l.Kind != jsonl.KindTrace {
			s.warn(&jsonl.RecordError{Name: l.Name, Line: l.No, Err: fmt.Errorf("%q record in the trace store", l.Kind)})
			continue
		}
		var rec Record
		if err := l.Decode(&rec); err != nil {
			s.warn(err)
			continue
		}
		if err := rec.Validate(); err != nil {
			s.warn(&jsonl.RecordError{Name: l.Name, Line: l.No, Err: err})
			continue
		}
		if !cutoff.IsZero() && !rec.TS.IsZero() && rec.TS.Before(cutoff) {
			continue
		}
		if err := fn(rec, l.No); err != nil {
			return err
		}
	}
}

// IDs returns the id of every valid record on disk, including records Read
// would skip as too old (they are still in the store until pruned).
func (s *Store) IDs(ctx context.Context) (map[string]struct{}, error) {
	snap, err := s.snapshot(ctx)
	defer snap.close()
	if err != nil {
		return nil, err
	}
	ids := make(map[string]struct{})
	for _, sf := range snap {
		err := forEachLine(ctx, io.LimitReader(sf.f, sf.size), sf.path, func(line []byte, _ int) error {
			if id, _, ok := lineKey(line, true); ok && id != "" {
				ids[id] = struct{}{}
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return ids, nil
}

// Has reports whether a record with this id is on disk. It reads the whole
// store; to test many ids, call IDs once (or use AppendNew).
func (s *Store) Has(ctx context.Context, id string) (bool, error) {
	ids, err := s.IDs(ctx)
	if err != nil {
		return false, err
	}
	_, ok := ids[id]
	return ok, nil
}

type snapFile struct {
	path string
	f    *os.File
	size int64
}

type snapshot []snapFile

func (sn snapshot) close() {
	for _, sf := range sn {
		sf.f.Close()
	}
}

// snapshot opens every store file and notes its size under a shared lock,
// so no write or rotation is half done; reading happens after the lock is
// released. A store whose directory does not exist is empty.
func (s *Store) snapshot(ctx context.Context) (snapshot, error) {
	if _, err := os.Stat(filepath.Dir(s.opts.Path)); errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	l, err := filelock.Wait(ctx, s.lockPath(), filelock.Options{})
	if err != nil && ctx.Err() == nil {
		l, err = filelock.Wait(ctx, s.lockPath(), filelock.Options{ReadOnly: true}) // a read-only store
	}
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if err == nil {
		defer l.Unlock()
	} else {
		s.warn(fmt.Errorf("reading trace store without a lock: %w", err))
	}
	files, err := s.Files()
	if err != nil {
		return nil, err
	}
	var snap snapshot
	for _, p := range files {
		f, err := os.Open(p)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return snap, fmt.Errorf("open %s: %w", p, err)
		}
		fi, err := f.Stat()
		if err != nil {
			f.Close()
			return snap, fmt.Errorf("stat %s: %w", p, err)
		}
		snap = append(snap, snapFile{path: p, f: f, size: fi.Size()})
	}
	return snap, nil
}

// forEachLine calls fn with each non-blank line (without its newline) and
// its 1-based number. Lines longer than jsonl.MaxLine are skipped.
func forEachLine(ctx context.Context, r io.Reader, name string, fn func(line []byte, no int) error) error {
	return jsonl.Lines(ctx, r, name, jsonl.LineOptions{MaxLen: jsonl.MaxLine}, func(l jsonl.RawLine) error {
		if l.TooLong {
			return nil
		}
		return fn(l.Bytes, l.No)
	})
}

const canonicalPrefix = `{"kind":"trace","v":1,"id":"`

// lineKey extracts a trace line's id and ts. Lines the store wrote start
// with kind, v, id and ts in that order and are read without a full decode;
// anything else is decoded. strict also requires the whole line to be
// valid JSON, as readers do.
func lineKey(line []byte, strict bool) (string, time.Time, bool) {
	if strict && !json.Valid(line) {
		return "", time.Time{}, false
	}
	if rest, ok := bytes.CutPrefix(line, []byte(canonicalPrefix)); ok {
		if q := bytes.IndexByte(rest, '"'); q >= 0 && bytes.IndexByte(rest[:q], '\\') < 0 {
			id := string(rest[:q])
			if tsPart, ok := bytes.CutPrefix(rest[q:], []byte(`","ts":"`)); ok {
				if q2 := bytes.IndexByte(tsPart, '"'); q2 >= 0 {
					if ts, err := time.Parse(time.RFC3339Nano, string(tsPart[:q2])); err == nil {
						return id, ts, true
					}
				}
			}
		}
	}
	var k struct {
		Kind string    `json:"kind"`
		V    int       `json:"v"`
		ID   string    `json:"id"`
		TS   time.Time `json:"ts"`
	}
	if err := json.Unmarshal(line, &k); err != nil || k.Kind != jsonl.KindTrace || k.V != jsonl.Version {
		return "", time.Time{}, false
	}
	return k.ID, k.TS, true
}

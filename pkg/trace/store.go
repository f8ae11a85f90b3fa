package trace

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/filelock"
	"github.com/ingot-dev/ingot/pkg/jsonl"
)

// Store is the local trace store. It is safe for concurrent use by many
// goroutines, and many processes may open the same store.
type Store struct {
	opts Options
	red  *Redactor
	// sem serialises this Store's writers before they compete for the
	// file lock with other processes; a channel so waiting honours ctx.
	sem chan struct{}
	// dirReady: ensureDir succeeded once (guarded by sem).
	dirReady bool
}

// New returns a Store for opts. It touches no file until the first write.
func New(opts Options) (*Store, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	return &Store{opts: opts, red: NewRedactor(), sem: make(chan struct{}, 1)}, nil
}

// Options returns the store's settings.
func (s *Store) Options() Options { return s.opts }

// Path is the current trace file.
func (s *Store) Path() string { return s.opts.Path }

// Disabled reports that recording is off (INGOT_TRACE_ENABLED=false):
// Append and AppendNew write nothing. Reading still works.
func (s *Store) Disabled() bool { return !s.opts.Enabled }

// AppendResult counts what AppendNew did with its records.
type AppendResult struct {
	Added      int  // written: ids new to the store
	Updated    int  // written: a new version of a record already stored (same id, other content)
	Duplicates int  // the same id with the same content is already in the store or the batch
	Expired    int  // older than the retention (MaxAge)
	Disabled   bool // the store is disabled; nothing was written
}

// Append writes recs to the store under one lock: it sets kind "trace"
// and v 1, stamps a zero ts with the clock, validates every record (non-empty
// id and task) before writing any, and redacts free-text fields when
// redaction is on. It is a no-op on a disabled store.
func (s *Store) Append(ctx context.Context, recs ...Record) error {
	if s.Disabled() || len(recs) == 0 {
		return nil
	}
	lines, _, err := s.encode(recs)
	if err != nil {
		return err
	}
	unlock, err := s.lock(ctx)
	if err != nil {
		return err
	}
	defer unlock()
	return s.writeLocked(ctx, lines)
}

// AppendNew is Append for importers: under the same lock it reads the ids
// already in the store (once per call) and writes a record only when its
// id is new or its content differs from the stored version (a turn that was
// still in progress when its transcript was first imported). Exact repeats,
// records without a ts whose id is already stored, and records older than
// the retention are skipped. Readers see only the
// newest version of each id.
func (s *Store) AppendNew(ctx context.Context, recs []Record) (AppendResult, error) {
	if s.Disabled() {
		return AppendResult{Disabled: true}, nil
	}
	if len(recs) == 0 {
		return AppendResult{}, nil
	}
	lines, prepared, err := s.encode(recs)
	if err != nil {
		return AppendResult{}, err
	}
	unlock, err := s.lock(ctx)
	if err != nil {
		return AppendResult{}, err
	}
	defer unlock()
	seen, err := s.idsLocked(ctx)
	if err != nil {
		return AppendResult{}, err
	}
	cutoff := s.cutoff()
	var res AppendResult
	keep := lines[:0]
	for i, r := range prepared {
		h := lineHash(lines[i])
		prev, known := seen[r.ID]
		if known && recs[i].TS.IsZero() && !prev.ts.IsZero() {
			// A record without a ts of its own was stamped with the
			// clock when first stored: compare it as stamped then.
			r2 := recs[i]
			r2.TS = prev.ts
			if l2, _, err := s.encode([]Record{r2}); err == nil && lineHash(l2[0]) == prev.hash {
				res.Duplicates++
				continue
			}
		}
		if known && prev.hash == h {
			res.Duplicates++
			continue
		}
		if !cutoff.IsZero() && r.TS.Before(cutoff) {
			res.Expired++
			continue
		}
		if known {
			res.Updated++
		} else {
			res.Added++
		}
		seen[r.ID] = storedVersion{hash: h, ts: r.TS}
		keep = append(keep, lines[i])
	}
	if err := s.writeLocked(ctx, keep); err != nil {
		return AppendResult{}, err
	}
	return res, nil
}

// lineHash identifies one encoded version of a record.
func lineHash(line []byte) [32]byte { return sha256.Sum256(bytes.TrimSpace(line)) }

// Validate reports a record the store would refuse.
func (r Record) Validate() error {
	switch {
	case strings.TrimSpace(r.ID) == "":
		return errors.New("empty id")
	case strings.TrimSpace(r.Task) == "":
		return errors.New("empty task")
	}
	return nil
}

// RedactRecord returns a copy of r with every free-text field (task,
// answer, outcome feedback, tags, cwd) redacted, and what was found.
func (red *Redactor) RedactRecord(r Record) (Record, []Finding) {
	var all []Finding
	do := func(s string) string {
		out, fs := red.Redact(s)
		all = append(all, fs...)
		return out
	}
	r.Task = do(r.Task)
	r.Answer = do(r.Answer)
	r.CWD = do(r.CWD)
	if r.Outcome != nil {
		o := *r.Outcome
		o.Feedback = do(o.Feedback)
		r.Outcome = &o
	}
	if r.Tags != nil {
		tags := make([]string, len(r.Tags))
		for i, t := range r.Tags {
			tags[i] = do(t)
		}
		r.Tags = tags
	}
	return r, all
}

// encode prepares and encodes recs, one line each (newline included).
func (s *Store) encode(recs []Record) ([][]byte, []Record, error) {
	now := s.now().UTC()
	lines := make([][]byte, len(recs))
	out := make([]Record, len(recs))
	for i, r := range recs {
		r.Kind, r.V = jsonl.KindTrace, jsonl.Version
		if r.TS.IsZero() {
			r.TS = now
		}
		if err := r.Validate(); err != nil {
			return nil, nil, fmt.Errorf("trace record %d (id %q): %w", i, r.ID, err)
		}
		if s.opts.Redact {
			r, _ = s.red.RedactRecord(r)
		}
		b, err := jsonl.Marshal(r)
		if err != nil {
			return nil, nil, fmt.Errorf("encode trace record %d (id %q): %w", i, r.ID, err)
		}
		if len(b) >= jsonl.MaxLine {
			return nil, nil, fmt.Errorf("trace record %d (id %q): %d bytes encoded, over the %d-byte line limit", i, r.ID, len(b), jsonl.MaxLine)
		}
		lines[i] = append(b, '\n')
		out[i] = r
	}
	return lines, out, nil
}

func (s *Store) now() time.Time {
	if s.opts.Now != nil {
		return s.opts.Now()
	}
	return time.Now()
}

// cutoff is the oldest ts retained, or zero when age pruning is off.
func (s *Store) cutoff() time.Time {
	if s.opts.MaxAge <= 0 {
		return time.Time{}
	}
	return s.now().Add(-s.opts.MaxAge)
}

func (s *Store) warn(err error) {
	if s.opts.Warn != nil {
		s.opts.Warn(err)
	}
}

func (s *Store) lockPath() string { return s.opts.Path + ".lock" }

// lock takes the store's exclusive write lock: this Store's semaphore, then
// flock on the sidecar lock file. It creates the directory (0700) and the
// lock file (0600) as needed.
func (s *Store) lock(ctx context.Context) (func(), error) {
	select {
	case s.sem <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	release := func() { <-s.sem }
	// The directory is checked once per Store, and again if it vanished.
	if !s.dirReady {
		if err := s.ensureDir(); err != nil {
			release()
			return nil, err
		}
		s.dirReady = true
	}
	l, err := filelock.Wait(ctx, s.lockPath(), filelock.Options{Exclusive: true})
	if errors.Is(err, fs.ErrNotExist) {
		if err = s.ensureDir(); err == nil {
			l, err = filelock.Wait(ctx, s.lockPath(), filelock.Options{Exclusive: true})
		}
	}
	if err != nil {
		release()
		return nil, err
	}
	return func() {
		_ = l.Unlock()
		release()
	}, nil
}

// ensureDir creates the store's directory 0700. An existing directory with
// group or other bits is tightened to 0700 when it is Ingot's own (named
// "runs", as <home>/runs is) and not sticky; any other directory (one a user
// pointed INGOT_TRACES_FILE into, /tmp) is left alone with a warning: the
// files themselves are 0600 either way.
func (s *Store) ensureDir() error {
	dir := filepath.Dir(s.opts.Path)
	fi, err := os.Stat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return fmt.Errorf("create trace store directory: %w", err)
		}
		if err := os.Chmod(dir, 0o700); err != nil {
			return fmt.Errorf("create trace store directory: %w", err)
		}
		return nil
	}
	if err != nil {
		return fmt.Errorf("trace store directory: %w", err)
	}
	if !fi.IsDir() {
		return fmt.Errorf("trace store directory %s: not a directory", dir)
	}
	perm := fi.Mode().Perm()
	if perm&0o077 == 0 {
		return nil
	}
	if filepath.Base(dir) == "runs" && fi.Mode()&fs.ModeSticky == 0 {
		if err := os.Chmod(dir, 0o700); err != nil {
			s.warn(fmt.Errorf("trace store directory %s is mode %04o and could not be restricted to 0700: %w", dir, perm, err))
		}
		return nil
	}
	s.warn(fmt.Errorf("trace store directory %s is mode %04o, not 0700; leaving it as it is (the trace files are 0600)", dir, perm))
	return nil
}

// openPrivate opens (creating 0600) a store file and fixes its mode if an
// older file or the umask left it different. It returns the file's size.
func openPrivate(path string, flag int) (*os.File, int64, error) {
	f, err := os.OpenFile(path, flag, 0o600)
	if err != nil {
		return nil, 0, fmt.Errorf("open %s: %w", path, err)
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, 0, fmt.Errorf("stat %s: %w", path, err)
	}
	if fi.Mode().Perm() != 0o600 {
		if err := f.Chmod(0o600); err != nil {
			f.Close()
			return nil, 0, fmt.Errorf("chmod %s: %w", path, err)
		}
	}
	return f, fi.Size(), nil
}

// writeLocked appends lines to the current file, rotating before a line
// that would take the file past MaxBytes. Lines are written in as few write
// calls as rotation allows; a failed write is truncated away.
func (s *Store) writeLocked(ctx context.Context, lines [][]byte) error {
	if len(lines) == 0 {
		return nil
	}
	f, size, err := s.openCurrent()
	if err != nil {
		return err
	}
	defer func() {
		if f != nil {
			f.Close()
		}
	}()
	var chunk []byte
	if size > 0 {
		torn, err := endsTorn(f, size)
		if err != nil {
			return err
		}
		if torn {
			chunk = append(chunk, '\n') // terminate a line a crash left torn
		}
	}
	flush := func() error {
		if len(chunk) == 0 {
			return nil
		}
		if _, err := f.Write(chunk); err != nil {
			if terr := f.Truncate(size); terr != nil {
				err = errors.Join(err, terr)
			}
			return fmt.Errorf("append to %s: %w", f.Name(), err)
		}
		size += int64(len(chunk))
		chunk = chunk[:0]
		return nil
	}
	for _, ln := range lines {
		pending := size + int64(len(chunk))
		if pending > 0 && pending+int64(len(ln)) > s.opts.MaxBytes {
			if err := flush(); err != nil {
				return err
			}
			f.Close()
			f = nil
			if err := s.shiftLocked(ctx, true); err != nil {
				return err
			}
			if f, size, err = s.openCurrent(); err != nil {
				return err
			}
		}
		chunk = append(chunk, ln...)
	}
	return flush()
}

func (s *Store) openCurrent() (*os.File, int64, error) {
	return openPrivate(s.opts.Path, os.O_RDWR|os.O_APPEND|os.O_CREATE)
}

func endsTorn(f *os.File, size int64) (bool, error) {
	var b [1]byte
	if _, err := f.ReadAt(b[:], size-1); err != nil {
		return false, fmt.Errorf("read %s: %w", f.Name(), err)
	}
	return b[0] != '\n', nil
}

// PruneResult lists the files Prune deleted.
type PruneResult struct {
	Removed []string
}

// Prune applies the retention now, under the write lock: it deletes rotated
// files whose newest record is older than MaxAge, the current file if every
// record in it is, and rotated files beyond Backups, then renumbers the
// remaining backups without gaps. Rotation does the same for the files it
// shifts. Prune works on a disabled store too.
func (s *Store) Prune(ctx context.Context) (PruneResult, error) {
	if _, err := os.Stat(filepath.Dir(s.opts.Path)); errors.Is(err, fs.ErrNotExist) {
		return PruneResult{}, nil
	}
	unlock, err := s.lock(ctx)
	if err != nil {
		return PruneResult{}, err
	}
	defer unlock()
	removed, err := s.shiftLockedReport(ctx, false)
	return PruneResult{Removed: removed}, err
}

func (s *Store) shiftLocked(ctx context.Context, rotateCurrent bool) error {
	_, err := s.shiftLockedReport(ctx, rotateCurrent)
	return err
}

// shiftLockedReport renumbers the store's files under the write lock. With
// rotateCurrent the current file becomes .1 (subject to the same rules).
// Files whose newest record is older than the retention are deleted, then
// all but the newest Backups rotated files; survivors are renamed to
// .1 ... .k, newest first, in an order that never overwrites one another.
func (s *Store) shiftLockedReport(ctx context.Context, rotateCurrent bool) ([]string, error) {
	rotated, err := s.rotatedFiles()
	if err != nil {
		return nil, err
	}
	type file struct {
		n    int // 0 = the current file
		path string
	}
	var files []file
	if rotateCurrent {
		files = append(files, file{0, s.opts.Path})
	}
	for _, r := range rotated {
		files = append(files, file{r.n, r.path})
	}
	cutoff := s.cutoff()
	expired := func(path string) (bool, error) {
		if cutoff.IsZero() {
			return false, nil
		}
		newest, err := newestTS(ctx, path)
		if err != nil {
			return false, err
		}
		return !newest.IsZero() && newest.Before(cutoff), nil
	}
	var keep []file
	var removed []string
	remove := func(path string) error {
		if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("prune trace file: %w", err)
		}
		removed = append(removed, path)
		return nil
	}
	for _, f := range files {
		old := len(keep) >= s.opts.Backups // beyond the backups: no need to read it
		if !old {
			var err error
			if old, err = expired(f.path); err != nil {
				return removed, err
			}
		}
		if old {
			if err := remove(f.path); err != nil {
				return removed, err
			}
			continue
		}
		keep = append(keep, f)
	}
	if !rotateCurrent {
		if old, err := expired(s.opts.Path); err != nil {
			return removed, err
		} else if old {
			if err := remove(s.opts.Path); err != nil {
				return removed, err
			}
		}
	}
	// keep[p] goes to number p+1. Numbers only grow along keep, so moving
	// the files that go down first (ascending) and then those that go up
	// (descending) never renames onto a file still waiting to move.
	rename := func(p int) error {
		to := s.rotatedPath(p + 1)
		if err := os.Rename(keep[p].path, to); err != nil {
			return fmt.Errorf("rotate trace file: %w", err)
		}
		return nil
	}
	for p := range keep {
		if p+1 < keep[p].n {
			if err := rename(p); err != nil {
				return removed, err
			}
		}
	}
	for p := len(keep) - 1; p >= 0; p-- {
		if p+1 > keep[p].n {
			if err := rename(p); err != nil {
				return removed, err
			}
		}
	}
	return removed, nil
}

func (s *Store) rotatedPath(n int) string { return fmt.Sprintf("%s.%d", s.opts.Path, n) }

type rotatedFile struct {
	n    int
	path string
}

// rotatedFiles lists Path.N files, N ascending (newest first).
func (s *Store) rotatedFiles() ([]rotatedFile, error) {
	dir, base := filepath.Split(s.opts.Path)
	if dir == "" {
		dir = "."
	}
	ents, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("list trace files: %w", err)
	}
	var out []rotatedFile
	for _, e := range ents {
		suffix, ok := strings.CutPrefix(e.Name(), base+".")
		if !ok || e.IsDir() {
			continue
		}
		n, ok := parseRotation(suffix)
		if !ok {
			continue
		}
		out = append(out, rotatedFile{n, filepath.Join(dir, e.Name())})
	}
	// ReadDir sorts by name; sort numerically.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].n < out[j-1].n; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out, nil
}

func parseRotation(s string) (int, bool) {
	if s == "" || len(s) > 6 || s[0] == '0' {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}

// Files lists the store's files that exist, oldest first (the highest
// rotation number first, the current file last).
func (s *Store) Files() ([]string, error) {
	rotated, err := s.rotatedFiles()
	if err != nil {
		return nil, err
	}
	var out []string
	for i := len(rotated) - 1; i >= 0; i-- {
		out = append(out, rotated[i].path)
	}
	if _, err := os.Stat(s.opts.Path); err == nil {
		out = append(out, s.opts.Path)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("trace store: %w", err)
	}
	return out, nil
}

// newestTS is the latest ts of any line in path (zero if none parses).
func newestTS(ctx context.Context, path string) (time.Time, error) {
	var newest time.Time
	err := scanLines(ctx, path, -1, func(line []byte, _ int) error {
		if _, ts, ok := lineKey(line, false); ok && ts.After(newest) {
			newest = ts
		}
		return nil
	})
	return newest, err
}

// storedVersion is the newest stored version of an id: the hash of its
// line and its ts.
type storedVersion struct {
	hash [32]byte
	ts   time.Time
}

// idsLocked maps every id in the store's files (valid lines only) to its
// newest version.
func (s *Store) idsLocked(ctx context.Context) (map[string]storedVersion, error) {
	files, err := s.Files()
	if err != nil {
		return nil, err
	}
	ids := make(map[string]storedVersion)
	for _, p := range files {
		err := scanLines(ctx, p, -1, func(line []byte, _ int) error {
			if id, ts, ok := lineKey(line, true); ok && id != "" {
				ids[id] = storedVersion{hash: lineHash(line), ts: ts}
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return ids, nil
}

// scanLines calls fn for each non-empty line of the first limit bytes of
// path (all of it when limit < 0). A missing file has no lines.
func scanLines(ctx context.Context, path string, limit int64, fn func(line []byte, no int) error) error {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("open %s: %w", path, err)
	}
	defer f.Close()
	var r io.Reader = f
	if limit >= 0 {
		r = io.LimitReader(f, limit)
	}
	return forEachLine(ctx, r, path, fn)
}

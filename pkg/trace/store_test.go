package trace

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/pkg/jsonl"
)

// clock is a fake time source for Options.Now.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func newClock() *clock { return &clock{t: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)} }

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// testOptions: a store in a fresh temp home with a fake clock; warnings are
// collected in *warns.
func testOptions(t *testing.T, c *clock, warns *[]string) Options {
	t.Helper()
	o := DefaultOptions(t.TempDir())
	o.Now = c.Now
	var mu sync.Mutex
	o.Warn = func(err error) {
		mu.Lock()
		defer mu.Unlock()
		if warns != nil {
			*warns = append(*warns, err.Error())
		}
	}
	return o
}

func mustStore(t *testing.T, o Options) *Store {
	t.Helper()
	s, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func rec(id string) Record {
	return Record{ID: id, Task: "task " + id, Answer: "answer " + id, Harness: "test"}
}

func readAll(t *testing.T, s *Store) []Record {
	t.Helper()
	var out []Record
	if err := s.Read(context.Background(), func(r Record) error {
		out = append(out, r)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return out
}

func ids(rs []Record) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = r.ID
	}
	return out
}

// lines counts the non-empty lines of every file of the store.
func countLines(t *testing.T, s *Store) (total int, perFile map[string]int) {
	t.Helper()
	files, err := s.Files()
	if err != nil {
		t.Fatal(err)
	}
	perFile = map[string]int{}
	for _, p := range files {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, ln := range strings.Split(string(b), "\n") {
			if ln != "" {
				perFile[filepath.Base(p)]++
				total++
			}
		}
	}
	return total, perFile
}

func TestOptionsFrom(t *testing.T) {
	home := t.TempDir()
	env := func(m map[string]string) func(string) string {
		return func(k string) string { return m[k] }
	}
	o, err := OptionsFrom(home, env(nil))
	if err != nil {
		t.Fatal(err)
	}
	want := Options{Path: filepath.Join(home, "runs", "traces.jsonl"), Enabled: true, Redact: true, MaxBytes: 10 << 20, Backups: 3, MaxAge: 30 * 24 * time.Hour}
	if o.Path != want.Path || o.Enabled != want.Enabled || o.Redact != want.Redact || o.MaxBytes != want.MaxBytes || o.Backups != want.Backups || o.MaxAge != want.MaxAge {
		t.Errorf("defaults: got %+v, want %+v", o, want)
	}

	o, err = OptionsFrom(home, env(map[string]string{
		EnvTracesFile: "elsewhere/t.jsonl", EnvEnabled: "false", EnvRedact: "0",
		EnvMaxBytes: "2MiB", EnvBackups: "5", EnvMaxAgeDays: "0",
	}))
	if err != nil {
		t.Fatal(err)
	}
	if o.Path != filepath.Join(home, "elsewhere", "t.jsonl") || o.Enabled || o.Redact || o.MaxBytes != 2<<20 || o.Backups != 5 || o.MaxAge != 0 {
		t.Errorf("overrides: got %+v", o)
	}
	o, _ = OptionsFrom(home, env(map[string]string{EnvTracesFile: "/abs/t.jsonl", EnvMaxBytes: "4096"}))
	if o.Path != "/abs/t.jsonl" || o.MaxBytes != 4096 {
		t.Errorf("absolute path / plain bytes: got %q %d", o.Path, o.MaxBytes)
	}

	for name, val := range map[string]string{
		EnvEnabled: "maybe", EnvRedact: "yes please", EnvMaxBytes: "ten", EnvBackups: "-1", EnvMaxAgeDays: "30d",
	} {
		_, err := OptionsFrom(home, env(map[string]string{name: val}))
		if err == nil || !strings.Contains(err.Error(), name) || !strings.Contains(err.Error(), val) {
			t.Errorf("%s=%q: want an error naming the variable and value, got %v", name, val, err)
		}
	}
	if _, err := OptionsFrom(home, env(map[string]string{EnvMaxBytes: "0"})); err == nil {
		t.Errorf("%s=0 accepted", EnvMaxBytes)
	}
}

func TestStableID(t *testing.T) {
	a := StableID("claude", "session-1", "turn-3")
	if a != StableID("claude", "session-1", "turn-3") {
		t.Fatal("not deterministic")
	}
	if len(a) != 64 || strings.Trim(a, "0123456789abcdef") != "" {
		t.Fatalf("want 64 hex digits, got %q", a)
	}
	for _, other := range []string{
		StableID("claude", "session-1", "turn-4"),
		StableID("claudesession-1", "turn-3"),
		StableID("claude", "session-1turn-3"),
		StableID("claude", "session-1", "turn-3", ""),
	} {
		if other == a {
			t.Errorf("collision with %q", other)
		}
	}
}

func TestAppendCreatesPrivateFiles(t *testing.T) {
	c := newClock()
	o := testOptions(t, c, nil)
	o.Path = filepath.Join(filepath.Dir(o.Path), "deeper", "traces.jsonl")
	s := mustStore(t, o)
	if err := s.Append(context.Background(), rec("a")); err != nil {
		t.Fatal(err)
	}
	assertMode(t, filepath.Dir(o.Path), 0o700)
	assertMode(t, o.Path, 0o600)
	assertMode(t, o.Path+".lock", 0o600)
}

func TestAppendFixesLooseModes(t *testing.T) {
	c := newClock()
	o := testOptions(t, c, nil)
	dir := filepath.Dir(o.Path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	os.Chmod(dir, 0o755)
	if err := os.WriteFile(o.Path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chmod(o.Path, 0o644)
	s := mustStore(t, o)
	if err := s.Append(context.Background(), rec("a")); err != nil {
		t.Fatal(err)
	}
	assertMode(t, dir, 0o700)
	assertMode(t, o.Path, 0o600)

	// Rotated files keep 0600 and the new current file is created 0600.
	o.MaxBytes = 1
	s = mustStore(t, o)
	for _, id := range []string{"b", "c"} {
		if err := s.Append(context.Background(), rec(id)); err != nil {
			t.Fatal(err)
		}
	}
	assertMode(t, o.Path, 0o600)
	assertMode(t, o.Path+".1", 0o600)
	assertMode(t, o.Path+".2", 0o600)
}

func TestStickySharedDirLeftAlone(t *testing.T) {
	c := newClock()
	o := testOptions(t, c, nil)
	dir := filepath.Dir(o.Path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o777|os.ModeSticky); err != nil {
		t.Fatal(err)
	}
	s := mustStore(t, o)
	if err := s.Append(context.Background(), rec("a")); err != nil {
		t.Fatal(err)
	}
	assertMode(t, dir, 0o777)
	assertMode(t, o.Path, 0o600)
}

func TestUserChosenDirLeftAloneWithWarning(t *testing.T) {
	var warns []string
	o := testOptions(t, newClock(), &warns)
	dir := filepath.Join(filepath.Dir(filepath.Dir(o.Path)), "shared")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	os.Chmod(dir, 0o755)
	o.Path = filepath.Join(dir, "t.jsonl")
	s := mustStore(t, o)
	if err := s.Append(context.Background(), rec("a")); err != nil {
		t.Fatal(err)
	}
	assertMode(t, dir, 0o755)
	assertMode(t, o.Path, 0o600)
	if len(warns) != 1 || !strings.Contains(warns[0], dir) || !strings.Contains(warns[0], "0755") {
		t.Errorf("want one warning naming %s and its mode, got %q", dir, warns)
	}
}

func assertMode(t *testing.T, path string, want os.FileMode) {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := fi.Mode().Perm(); got != want {
		t.Errorf("%s: mode %04o, want %04o", path, got, want)
	}
}

func TestAppendFillsEnvelopeAndRoundTrips(t *testing.T) {
	c := newClock()
	s := mustStore(t, testOptions(t, c, nil))
	reward := 0.5
	in := Record{
		ID: "x1", Task: "write <b>tests</b> & docs", Answer: "done", Skill: "pdf", Revision: strings.Repeat("ab", 32),
		Route: &Route{Match: "pdf", Score: 0.7}, Harness: "claude", Model: "m", Tokens: Tokens{Input: 3, Output: 4},
		Outcome: &Outcome{Reward: &reward, Feedback: "good"}, Tags: []string{"a"}, Source: SourceRouteAndLoad,
		Offered: []string{"docx"},
	}
	if err := s.Append(context.Background(), in); err != nil {
		t.Fatal(err)
	}
	got := readAll(t, s)
	if len(got) != 1 {
		t.Fatalf("read %d records", len(got))
	}
	want := in
	want.Kind, want.V, want.TS = "trace", 1, c.Now()
	gb, _ := json.Marshal(got[0])
	wb, _ := json.Marshal(want)
	if string(gb) != string(wb) {
		t.Errorf("round trip:\n got %s\nwant %s", gb, wb)
	}
	raw, _ := os.ReadFile(s.Path())
	if !strings.HasPrefix(string(raw), canonicalPrefix) || strings.Count(string(raw), "\n") != 1 || !strings.Contains(string(raw), "<b>tests</b> & docs") {
		t.Errorf("not one compact unescaped line in canonical order: %s", raw)
	}
}

func TestAppendRejectsInvalidBatchWhole(t *testing.T) {
	c := newClock()
	s := mustStore(t, testOptions(t, c, nil))
	for _, bad := range []Record{{Task: "no id"}, {ID: "no-task"}, {ID: "x", Task: "  \n"}} {
		err := s.Append(context.Background(), rec("good"), bad)
		if err == nil || !strings.Contains(err.Error(), "trace record 1") {
			t.Errorf("%+v: want an error naming record 1, got %v", bad, err)
		}
	}
	if _, err := os.Stat(s.Path()); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a rejected batch wrote the store (stat: %v)", err)
	}
}

func TestAppendRedaction(t *testing.T) {
	key := "sk-proj-" + fake(500, 64, b64url)
	secretRec := Record{
		ID: "s", Task: "use " + key, Answer: "set DB_PASSWORD=hunter2", CWD: "/home/u/" + key,
		Outcome: &Outcome{Feedback: "leaked " + key}, Tags: []string{"token=" + key},
	}
	for _, on := range []bool{true, false} {
		t.Run(fmt.Sprint("redact=", on), func(t *testing.T) {
			o := testOptions(t, newClock(), nil)
			o.Redact = on
			s := mustStore(t, o)
			in := secretRec
			if err := s.Append(context.Background(), in); err != nil {
				t.Fatal(err)
			}
			raw, _ := os.ReadFile(s.Path())
			if on {
				if strings.Contains(string(raw), key) || strings.Contains(string(raw), "hunter2") {
					t.Fatalf("secret written with redaction on: %s", raw)
				}
				r := readAll(t, s)[0]
				for _, f := range []string{r.Task, r.CWD, r.Outcome.Feedback, r.Tags[0]} {
					if !strings.Contains(f, Marker("openai-key")) {
						t.Errorf("field %q not redacted", f)
					}
				}
				if r.Answer != "set DB_PASSWORD="+Marker("password") {
					t.Errorf("answer %q", r.Answer)
				}
			} else if strings.Count(string(raw), key) != 4 || !strings.Contains(string(raw), "hunter2") {
				t.Fatalf("redaction off changed the record: %s", raw)
			}
			if in.Outcome.Feedback != "leaked "+key || in.Tags[0] != "token="+key {
				t.Error("Append modified the caller's record")
			}
		})
	}
}

func TestDisabledStoreWritesNothing(t *testing.T) {
	o := testOptions(t, newClock(), nil)
	o.Enabled = false
	s := mustStore(t, o)
	if !s.Disabled() {
		t.Fatal("Disabled() = false")
	}
	if err := s.Append(context.Background(), rec("a")); err != nil {
		t.Fatal(err)
	}
	res, err := s.AppendNew(context.Background(), []Record{rec("b")})
	if err != nil || !res.Disabled || res.Added != 0 {
		t.Fatalf("AppendNew on a disabled store: %+v, %v", res, err)
	}
	if _, err := os.Stat(filepath.Dir(o.Path)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("disabled store created %s (stat: %v)", filepath.Dir(o.Path), err)
	}
	if got := readAll(t, s); len(got) != 0 {
		t.Errorf("read %d records", len(got))
	}
}

// appendSeq appends n single records with ids prefix-0000.. one call each.
func appendSeq(t *testing.T, s *Store, prefix string, n int, task string) []string {
	t.Helper()
	var out []string
	for i := range n {
		r := rec(fmt.Sprintf("%s-%04d", prefix, i))
		r.Task = task + r.ID
		if err := s.Append(context.Background(), r); err != nil {
			t.Fatal(err)
		}
		out = append(out, r.ID)
	}
	return out
}

func TestRotationKeepsBackupsAndLosesNothing(t *testing.T) {
	o := testOptions(t, newClock(), nil)
	o.MaxBytes = 2000
	o.Backups = 3
	s := mustStore(t, o)
	written := appendSeq(t, s, "r", 200, strings.Repeat("x", 150))

	files, _ := s.Files()
	wantFiles := []string{o.Path + ".3", o.Path + ".2", o.Path + ".1", o.Path}
	if !slices.Equal(files, wantFiles) {
		t.Fatalf("files %v, want %v", files, wantFiles)
	}
	for _, p := range files {
		fi, _ := os.Stat(p)
		if fi.Size() > o.MaxBytes {
			t.Errorf("%s is %d bytes, over MaxBytes %d", p, fi.Size(), o.MaxBytes)
		}
	}
	// What is left is exactly the newest records, in order, none missing.
	got := ids(readAll(t, s))
	total, _ := countLines(t, s)
	if total != len(got) || len(got) == 0 {
		t.Fatalf("%d lines but %d records read", total, len(got))
	}
	if !slices.Equal(got, written[len(written)-len(got):]) {
		t.Errorf("retained records are not the newest %d in order: %v", len(got), got)
	}

	// With room for every file, no record is lost at all.
	o2 := testOptions(t, newClock(), nil)
	o2.MaxBytes, o2.Backups = 2000, 1000
	s2 := mustStore(t, o2)
	written = appendSeq(t, s2, "r", 200, strings.Repeat("x", 150))
	total, per := countLines(t, s2)
	if total != 200 || len(per) < 10 {
		t.Fatalf("%d lines in %d files, want 200 over many files", total, len(per))
	}
	if got := ids(readAll(t, s2)); !slices.Equal(got, written) {
		t.Errorf("read order differs from append order")
	}
}

func TestRotationSplitsLargeBatch(t *testing.T) {
	o := testOptions(t, newClock(), nil)
	o.MaxBytes, o.Backups = 1000, 100
	s := mustStore(t, o)
	var batch []Record
	for i := range 50 {
		r := rec(fmt.Sprintf("b-%02d", i))
		r.Task = strings.Repeat("y", 100)
		batch = append(batch, r)
	}
	big := rec("huge")
	big.Task = strings.Repeat("z", 5000)
	batch = append(batch, big, rec("after"))
	if err := s.Append(context.Background(), batch...); err != nil {
		t.Fatal(err)
	}
	files, _ := s.Files()
	for _, p := range files {
		fi, _ := os.Stat(p)
		b, _ := os.ReadFile(p)
		n := strings.Count(string(b), "\n")
		if fi.Size() > o.MaxBytes && n != 1 {
			t.Errorf("%s: %d bytes in %d lines; only a single oversized record may exceed MaxBytes", p, fi.Size(), n)
		}
	}
	if got := ids(readAll(t, s)); len(got) != 52 || got[50] != "huge" || got[51] != "after" {
		t.Errorf("read %d records: %v", len(got), got)
	}
}

func TestBackupsZeroDiscardsOnRotation(t *testing.T) {
	o := testOptions(t, newClock(), nil)
	o.MaxBytes, o.Backups = 500, 0
	s := mustStore(t, o)
	appendSeq(t, s, "z", 30, strings.Repeat("q", 100))
	files, _ := s.Files()
	if !slices.Equal(files, []string{o.Path}) {
		t.Errorf("files %v, want only the current file", files)
	}
}

func TestAgePruning(t *testing.T) {
	c := newClock()
	var warns []string
	o := testOptions(t, c, &warns)
	o.MaxBytes, o.Backups, o.MaxAge = 1500, 100, 30*24*time.Hour
	s := mustStore(t, o)
	ctx := context.Background()

	old := appendSeq(t, s, "old", 40, strings.Repeat("o", 100)) // several rotated files, all from day 0
	c.Advance(20 * 24 * time.Hour)
	mid := appendSeq(t, s, "mid", 40, strings.Repeat("m", 100))
	filesBefore, _ := s.Files()

	// Day 35: the day-0 records are past 30 days; the day-20 ones are not.
	c.Advance(15 * 24 * time.Hour)
	got := ids(readAll(t, s))
	if !slices.Equal(got, mid) {
		t.Fatalf("Read at day 35 returned %d records (%v...), want exactly the %d day-20 ones", len(got), got[:min(3, len(got))], len(mid))
	}

	// The next rotation deletes every rotated file that holds only day-0 records.
	newer := appendSeq(t, s, "new", 40, strings.Repeat("n", 100))
	total, _ := countLines(t, s)
	files, _ := s.Files()
	onDisk := map[string]bool{}
	for _, p := range files {
		b, _ := os.ReadFile(p)
		for _, id := range old {
			if strings.Contains(string(b), `"id":"`+id+`"`) {
				onDisk[id] = true
			}
		}
	}
	// At most one file can mix day-0 and day-20 records; all other day-0
	// records must be gone from disk.
	if len(onDisk) > 10 {
		t.Errorf("%d day-0 records still on disk after rotation pruned (files %v -> %v)", len(onDisk), filesBefore, files)
	}
	if total != len(mid)+len(newer)+len(onDisk) {
		t.Errorf("%d lines on disk, want %d day-20 + %d day-35 + %d straddling day-0", total, len(mid), len(newer), len(onDisk))
	}
	// Renumbered without gaps.
	rot, _ := s.rotatedFiles()
	for i, r := range rot {
		if r.n != i+1 {
			t.Errorf("rotated files not renumbered: %v", rot)
			break
		}
	}
	if got := ids(readAll(t, s)); !slices.Equal(got, append(slices.Clone(mid), newer...)) {
		t.Errorf("read after pruning: %d records", len(got))
	}

	// AppendNew refuses records already past the retention.
	stale := rec("stale")
	stale.TS = c.Now().Add(-31 * 24 * time.Hour)
	res, err := s.AppendNew(ctx, []Record{stale, rec("fresh")})
	if err != nil || res.Added != 1 || res.Expired != 1 {
		t.Errorf("AppendNew: %+v, %v", res, err)
	}

	// Day 100: Prune deletes every file, the current one included.
	c.Advance(65 * 24 * time.Hour)
	pr, err := s.Prune(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if files, _ := s.Files(); len(files) != 0 {
		t.Errorf("after Prune at day 100: files %v (removed %v)", files, pr.Removed)
	}
	if len(warns) != 0 {
		t.Errorf("warnings: %v", warns)
	}
}

func TestPruneKeepsRecentAndRenumbers(t *testing.T) {
	c := newClock()
	o := testOptions(t, c, nil)
	o.MaxBytes, o.Backups = 1000, 10
	s := mustStore(t, o)
	// Hand-made rotated files with gaps: .2 recent, .5 old, .7 recent.
	write := func(n int, age time.Duration, id string) {
		r := rec(id)
		r.TS = c.Now().Add(-age)
		r.Kind, r.V = "trace", 1
		b, _ := jsonl.Marshal(r)
		path := o.Path
		if n > 0 {
			path = fmt.Sprintf("%s.%d", o.Path, n)
		}
		os.MkdirAll(filepath.Dir(path), 0o700)
		if err := os.WriteFile(path, append(b, '\n'), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	write(7, 24*time.Hour, "seven")
	write(5, 40*24*time.Hour, "five")
	write(2, time.Hour, "two")
	write(0, time.Minute, "cur")
	pr, err := s.Prune(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(pr.Removed) != 1 || pr.Removed[0] != o.Path+".5" {
		t.Errorf("removed %v, want only .5", pr.Removed)
	}
	files, _ := s.Files()
	if want := []string{o.Path + ".2", o.Path + ".1", o.Path}; !slices.Equal(files, want) {
		t.Errorf("files %v, want %v", files, want)
	}
	if got := ids(readAll(t, s)); !slices.Equal(got, []string{"seven", "two", "cur"}) {
		t.Errorf("order after renumbering: %v", got)
	}
}

func TestReadSkipsBadLinesWithWarning(t *testing.T) {
	c := newClock()
	var warns []string
	o := testOptions(t, c, &warns)
	s := mustStore(t, o)
	ctx := context.Background()
	if err := s.Append(ctx, rec("a")); err != nil {
		t.Fatal(err)
	}
	f, _ := os.OpenFile(o.Path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString("this is not json\n")                                 // line 2
	f.WriteString(`{"kind":"task","v":1,"skill":"x"}` + "\n")           // line 3
	f.WriteString(`{"kind":"trace","v":2,"id":"v2","task":"t"}` + "\n") // line 4
	f.WriteString(`{"kind":"trace","v":1,"id":"","task":"t"}` + "\n")   // line 5
	f.WriteString(`{"kind":"trace","v":1,"id":"t","ts":12}` + "\n")     // line 6
	f.WriteString(`{"kind":"trace","v":1,"id":"torn","task":"cut sho`)  // line 7, no newline
	f.Close()
	if err := s.Append(ctx, rec("b")); err != nil { // must not be glued to the torn line
		t.Fatal(err)
	}
	if got := ids(readAll(t, s)); !slices.Equal(got, []string{"a", "b"}) {
		t.Errorf("read %v, want [a b]", got)
	}
	for _, line := range []int{2, 3, 4, 5, 6, 7} {
		prefix := fmt.Sprintf("%s:%d: ", o.Path, line)
		if !slices.ContainsFunc(warns, func(w string) bool { return strings.HasPrefix(w, prefix) }) {
			t.Errorf("no warning starting %q in %q", prefix, warns)
		}
	}
	// A bad line in a rotated file names that file.
	warns = nil
	os.WriteFile(o.Path+".1", []byte("{broken\n"), 0o600)
	readAll(t, s)
	if len(warns) == 0 || !strings.HasPrefix(warns[0], o.Path+".1:1: ") {
		t.Errorf("warnings %q do not name %s.1:1", warns, o.Path)
	}
	// The torn line is not counted as a stored id either.
	if ok, _ := s.Has(ctx, "torn"); ok {
		t.Error("Has(torn) = true for a truncated line")
	}
}

func TestReadStopsOnCallbackError(t *testing.T) {
	s := mustStore(t, testOptions(t, newClock(), nil))
	appendSeq(t, s, "s", 5, "t")
	stop := errors.New("enough")
	n := 0
	err := s.Read(context.Background(), func(Record) error {
		n++
		if n == 2 {
			return stop
		}
		return nil
	})
	if err != stop || n != 2 {
		t.Errorf("Read returned %v after %d records", err, n)
	}
}

func TestReadEmptyStore(t *testing.T) {
	o := testOptions(t, newClock(), nil)
	s := mustStore(t, o)
	if got := readAll(t, s); len(got) != 0 {
		t.Fatal(got)
	}
	if _, err := os.Stat(filepath.Dir(o.Path)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("reading created the store directory")
	}
}

func TestAppendNewDedupes(t *testing.T) {
	o := testOptions(t, newClock(), nil)
	o.MaxBytes, o.Backups = 256<<10, 100 // the index spans rotated files
	s := mustStore(t, o)
	ctx := context.Background()
	var batch []Record
	for i := range 12000 {
		r := rec(StableID("bench", fmt.Sprint(i)))
		r.Task = fmt.Sprintf("task number %d about something", i)
		batch = append(batch, r)
	}
	res, err := s.AppendNew(ctx, append(batch[:6000:6000], batch[0], batch[1]))
	if err != nil || res.Added != 6000 || res.Duplicates != 2 {
		t.Fatalf("first import: %+v, %v", res, err)
	}
	res, err = s.AppendNew(ctx, batch)
	if err != nil || res.Added != 6000 || res.Duplicates != 6000 {
		t.Fatalf("second import: %+v, %v", res, err)
	}
	res, err = s.AppendNew(ctx, batch)
	if err != nil || res.Added != 0 || res.Duplicates != 12000 {
		t.Fatalf("third import: %+v, %v", res, err)
	}
	if files, _ := s.Files(); len(files) < 3 {
		t.Errorf("expected the import to rotate, files %v", files)
	}
	total, _ := countLines(t, s)
	all, err := s.IDs(ctx)
	if total != 12000 || len(all) != 12000 || err != nil {
		t.Errorf("%d lines, %d ids (%v)", total, len(all), err)
	}
	if ok, _ := s.Has(ctx, batch[11999].ID); !ok {
		t.Error("Has(last) = false")
	}
	if ok, _ := s.Has(ctx, "nope"); ok {
		t.Error("Has(nope) = true")
	}
	// Ids written in a non-canonical layout are still found: the record is
	// an update of that id (its content differs), not a new id.
	f, _ := os.OpenFile(o.Path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"task":"hand written","id":"hand\u002dmade","v":1,"kind":"trace"}` + "\n")
	f.Close()
	res, _ = s.AppendNew(ctx, []Record{rec("hand-made")})
	if res.Added != 0 || res.Updated != 1 {
		t.Errorf("hand-written id not recognised: %+v", res)
	}
}

func TestConcurrentGoroutines(t *testing.T) {
	o := testOptions(t, newClock(), nil)
	o.MaxBytes, o.Backups = 8<<10, 10000
	shared := mustStore(t, o)
	const workers, per = 8, 150
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := shared
			if w%2 == 1 { // half use their own Store: separate file descriptions, as two servers would
				s, _ = New(o)
			}
			for i := range per {
				r := rec(fmt.Sprintf("g%d-%d", w, i))
				r.Answer = strings.Repeat(string(rune('a'+w)), 100+i*7%900)
				if err := s.Append(context.Background(), r); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	checkIntact(t, shared, workers*per)
}

// checkIntact asserts the store holds exactly want distinct, valid records
// and nothing else.
func checkIntact(t *testing.T, s *Store, want int) {
	t.Helper()
	var warns []string
	o := s.Options()
	o.Warn = func(err error) { warns = append(warns, err.Error()) }
	r := mustStore(t, o)
	got := readAll(t, r)
	total, per := countLines(t, r)
	seen := map[string]bool{}
	for _, x := range got {
		if seen[x.ID] {
			t.Errorf("duplicate record %s", x.ID)
		}
		seen[x.ID] = true
	}
	if len(got) != want || total != want || len(warns) != 0 {
		t.Fatalf("want %d intact records; read %d, %d lines over %d files, warnings %v", want, len(got), total, len(per), warns[:min(5, len(warns))])
	}
}

func TestCounts(t *testing.T) {
	s := mustStore(t, testOptions(t, newClock(), nil))
	recs := []Record{
		{ID: "1", Task: "t", Source: SourceRouteAndLoad, Skill: "pdf", Route: &Route{Match: "pdf"}, Offered: []string{"docx", "xlsx"}},
		{ID: "2", Task: "t", Source: SourceRouteAndLoad, Skill: "docx", Route: &Route{RelatedMatch: "docx"}},
		{ID: "3", Task: "t", Source: SourceRouteAndLoad, Route: &Route{Novel: true}},
		{ID: "4", Task: "t", Source: SourceSuggest, Offered: []string{"pdf", "docx", "pdf"}},
		{ID: "5", Task: "t", Source: SourceGetSkill, Skill: "pdf"},
		{ID: "6", Task: "t", Source: SourceGetSkill},
		{ID: "7", Task: "t", Source: SourceCreateSkill, Skill: "new-one"},
		{ID: "8", Task: "t", Source: "claude-code", Skill: "pdf"},
		{ID: "9", Task: "t", Source: "codex"},
	}
	if err := s.Append(context.Background(), recs...); err != nil {
		t.Fatal(err)
	}
	got, err := Counts(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Usage{
		"pdf":  {Offered: 2, Loaded: 2, Invoked: 1},
		"docx": {Offered: 3, Loaded: 1},
		"xlsx": {Offered: 1},
	}
	if len(got) != len(want) {
		t.Errorf("got %v, want %v", got, want)
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: got %+v, want %+v", k, got[k], w)
		}
	}
}

func TestLineKeyFastPathMatchesDecode(t *testing.T) {
	c := newClock()
	for _, id := range []string{"plain", "with \"quote\"", "uni\u2028code", "ünï"} {
		r := rec(id)
		r.Kind, r.V, r.TS = "trace", 1, c.Now().Add(1234567*time.Nanosecond)
		b, _ := jsonl.Marshal(r)
		gotID, gotTS, ok := lineKey(b, true)
		if !ok || gotID != id || !gotTS.Equal(r.TS) {
			t.Errorf("%q: lineKey = %q %v %v", id, gotID, gotTS, ok)
		}
	}
	if _, _, ok := lineKey([]byte(canonicalPrefix+`x","ts":"2026-01-01T00:00:00Z","task":`), true); ok {
		t.Error("truncated line accepted in strict mode")
	}
}

// lineScanner is used by the multi-process test to verify each line.
func scanStoreLines(t *testing.T, s *Store, fn func(string)) {
	files, _ := s.Files()
	for _, p := range files {
		f, err := os.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			fn(sc.Text())
		}
		f.Close()
	}
}

func TestLockWaitHonoursContext(t *testing.T) {
	o := testOptions(t, newClock(), nil)
	holder := mustStore(t, o)
	unlock, err := holder.lock(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	other := mustStore(t, o) // another "process": separate file description
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- other.Append(ctx, rec("blocked")) }()
	go func() { done <- holder.Append(ctx, rec("blocked-too")) }()
	cancel()
	for range 2 {
		if err := <-done; !errors.Is(err, context.Canceled) {
			t.Errorf("Append while locked elsewhere: %v, want context.Canceled", err)
		}
	}
	unlock()
	if err := other.Append(context.Background(), rec("after")); err != nil {
		t.Fatal(err)
	}
	if got := ids(readAll(t, other)); !slices.Equal(got, []string{"after"}) {
		t.Errorf("records %v", got)
	}
}

// A turn imported while still in progress is stored again once finished:
// AppendNew writes the new version, repeats of either version are
// duplicates, and readers see only the newest version, also across a
// rotation.
func TestAppendNewKeepsUpdatedVersions(t *testing.T) {
	ctx := context.Background()
	c := newClock()
	o := testOptions(t, c, nil)
	s := mustStore(t, o)
	partial := rec("turn")
	partial.Answer = ""
	done := rec("turn")
	done.Answer = "the finished answer"
	done.Tokens.Output = 42

	res, err := s.AppendNew(ctx, []Record{partial, rec("other")})
	if err != nil || res.Added != 2 {
		t.Fatalf("first import: %+v, %v", res, err)
	}
	res, err = s.AppendNew(ctx, []Record{partial, rec("other")})
	if err != nil || res.Added != 0 || res.Updated != 0 || res.Duplicates != 2 {
		t.Fatalf("same import again must write nothing: %+v, %v", res, err)
	}
	res, err = s.AppendNew(ctx, []Record{done, rec("other")})
	if err != nil || res.Added != 0 || res.Updated != 1 || res.Duplicates != 1 {
		t.Fatalf("finished turn: %+v, %v", res, err)
	}
	res, err = s.AppendNew(ctx, []Record{done})
	if err != nil || res.Duplicates != 1 || res.Updated != 0 {
		t.Fatalf("finished turn again: %+v, %v", res, err)
	}
	got := readAll(t, s)
	if len(got) != 2 {
		t.Fatalf("read %d records, want one per id: %+v", len(got), got)
	}
	var turn Record
	for _, r := range got {
		if r.ID == "turn" {
			turn = r
		}
	}
	if turn.Answer != "the finished answer" || turn.Tokens.Output != 42 {
		t.Fatalf("reader returned a superseded version: %+v", turn)
	}
}

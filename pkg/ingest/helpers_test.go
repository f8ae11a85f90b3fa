package ingest

import (
	"context"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/pkg/trace"
)

// want is what one record must hold. Empty strings and nil tags mean
// "must be empty" for answer, skill, model and tags; AnswerPrefix matches the
// start of the answer.
type want struct {
	Task         string
	AnswerPrefix string
	NoAnswer     bool
	Skill        string
	Revision     string
	Model        string
	Tokens       trace.Tokens
	Tags         []string
	TS           string
	DurationMS   float64
	CWD          string
	Session      string
	Harness      string
}

func td(parts ...string) string { return filepath.Join(append([]string{"testdata"}, parts...)...) }

func mustImport(t *testing.T, path string) Result {
	t.Helper()
	res, err := ImportFile(context.Background(), path)
	if err != nil {
		t.Fatalf("ImportFile(%s): %v", path, err)
	}
	return res
}

func checkRecords(t *testing.T, got []trace.Record, wants []want) {
	t.Helper()
	if len(got) != len(wants) {
		var tasks []string
		for _, r := range got {
			tasks = append(tasks, truncate(r.Task, 60))
		}
		t.Fatalf("got %d records %q, want %d", len(got), tasks, len(wants))
	}
	for i, w := range wants {
		checkRecord(t, i, got[i], w)
	}
}

func checkRecord(t *testing.T, i int, r trace.Record, w want) {
	t.Helper()
	if r.Kind != "trace" || r.V != 1 {
		t.Errorf("record %d: kind/v = %q/%d", i, r.Kind, r.V)
	}
	if len(r.ID) != 64 {
		t.Errorf("record %d: id %q is not 64 hex digits", i, r.ID)
	}
	if r.Task != w.Task {
		t.Errorf("record %d: task = %q, want %q", i, r.Task, w.Task)
	}
	switch {
	case w.NoAnswer && r.Answer != "":
		t.Errorf("record %d: answer = %q, want none", i, truncate(r.Answer, 80))
	case !w.NoAnswer && (w.AnswerPrefix == "" || !strings.HasPrefix(r.Answer, w.AnswerPrefix)):
		t.Errorf("record %d: answer = %q, want prefix %q", i, truncate(r.Answer, 80), w.AnswerPrefix)
	}
	if r.Skill != w.Skill {
		t.Errorf("record %d: skill = %q, want %q", i, r.Skill, w.Skill)
	}
	if r.Revision != w.Revision {
		t.Errorf("record %d: revision = %q, want %q", i, r.Revision, w.Revision)
	}
	if r.Model != w.Model {
		t.Errorf("record %d: model = %q, want %q", i, r.Model, w.Model)
	}
	if r.Tokens != w.Tokens {
		t.Errorf("record %d: tokens = %+v, want %+v", i, r.Tokens, w.Tokens)
	}
	if !reflect.DeepEqual(r.Tags, w.Tags) {
		t.Errorf("record %d: tags = %q, want %q", i, r.Tags, w.Tags)
	}
	if w.TS != "" {
		ts, err := time.Parse(time.RFC3339Nano, w.TS)
		if err != nil {
			t.Fatalf("bad want ts %q: %v", w.TS, err)
		}
		if !r.TS.Equal(ts) {
			t.Errorf("record %d: ts = %s, want %s", i, r.TS.Format(time.RFC3339Nano), w.TS)
		}
	}
	if r.DurationMS != w.DurationMS {
		t.Errorf("record %d: duration = %v ms, want %v", i, r.DurationMS, w.DurationMS)
	}
	if r.CWD != w.CWD {
		t.Errorf("record %d: cwd = %q, want %q", i, r.CWD, w.CWD)
	}
	if w.Session != "" && r.Session != w.Session {
		t.Errorf("record %d: session = %q, want %q", i, r.Session, w.Session)
	}
	if w.Harness != "" && r.Harness != w.Harness {
		t.Errorf("record %d: harness = %q, want %q", i, r.Harness, w.Harness)
	}
}

// checkWarnings asserts the exact warnings as "line: message prefix".
func checkWarnings(t *testing.T, got []Warning, file string, wants []string) {
	t.Helper()
	var lines []string
	for _, w := range got {
		lines = append(lines, w.String())
	}
	if len(got) != len(wants) {
		t.Fatalf("got %d warnings %q, want %d %q", len(got), lines, len(wants), wants)
	}
	for i, w := range wants {
		if want := file + ":" + w; !strings.HasPrefix(lines[i], want) {
			t.Errorf("warning %d = %q, want prefix %q", i, lines[i], want)
		}
	}
}

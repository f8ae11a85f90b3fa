package jsonl

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"testing"
)

func TestReaderNamesTheLine(t *testing.T) {
	in := strings.Join([]string{
		`{"kind":"trace","v":1,"id":"a"}`,
		``,
		`{"kind":"task","v":1}`,
		`{"kind":"trac","v":1}`,
	}, "\n")
	r := NewReader(strings.NewReader(in), "traces.jsonl")
	ctx := context.Background()
	for _, want := range []struct {
		kind string
		no   int
	}{{"trace", 1}, {"task", 3}} {
		l, err := r.Next(ctx)
		if err != nil || l.Kind != want.kind || l.No != want.no {
			t.Fatalf("got %+v, %v; want %s at line %d", l.Envelope, err, want.kind, want.no)
		}
	}
	_, err := r.Next(ctx)
	var re *RecordError
	if !errors.As(err, &re) || !errors.Is(err, ErrUnknownKind) || err.Error() != `traces.jsonl:4: unknown kind "trac"` {
		t.Fatalf("unknown kind: %v", err)
	}
}

func TestReaderRejects(t *testing.T) {
	cases := map[string]string{
		`{"kind":"trace","v":2}`: `in:1: unsupported record version 2 for kind "trace" (this build reads v1)`,
		`not json`:               `in:1: not a JSON object`,
		`{"kind":"trace",`:       `in:1: invalid JSON`,
	}
	for in, want := range cases {
		_, err := NewReader(strings.NewReader(in), "in").Next(context.Background())
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: error %v, want prefix %q", in, err, want)
		}
	}
}

func TestLenientSkipsAndWarns(t *testing.T) {
	in := "garbage\n{\"kind\":\"trace\",\"v\":9}\n{\"kind\":\"trace\",\"v\":1,\"id\":\"ok\"}\n"
	r := NewReader(strings.NewReader(in), "store")
	r.Lenient = true
	var warns []string
	r.Warn = func(err error) { warns = append(warns, err.Error()) }
	l, err := r.Next(context.Background())
	if err != nil || l.No != 3 {
		t.Fatalf("%+v %v", l, err)
	}
	if len(warns) != 2 || !strings.HasPrefix(warns[0], "store:1:") || !strings.HasPrefix(warns[1], "store:2:") {
		t.Fatalf("warnings %v", warns)
	}
	if _, err := r.Next(context.Background()); err != io.EOF {
		t.Fatalf("want EOF, got %v", err)
	}
}

func TestLongLinesAndAnyKind(t *testing.T) {
	long := `{"kind":"custom","v":1,"pad":"` + strings.Repeat("x", 1<<20) + `"}`
	r := NewReader(strings.NewReader(long+"\n"), "in")
	l, err := r.NextAny(context.Background())
	if err != nil || l.Kind != "custom" || len(l.Raw) != len(long) {
		t.Fatalf("a 1 MiB line of another kind must pass through NextAny: %v", err)
	}
	var w bytes.Buffer
	if err := NewWriter(&w).WriteRaw(l.Raw); err != nil || w.String() != long+"\n" {
		t.Fatal("pass-through changed the record")
	}
}

func TestWriterOneLinePerRecordNoHTMLEscape(t *testing.T) {
	var w bytes.Buffer
	wr := NewWriter(&w)
	if err := wr.Write(map[string]any{"kind": "task", "v": 1, "task": "a <b> & c\nnext"}); err != nil {
		t.Fatal(err)
	}
	if err := wr.Write(Envelope{Kind: "trace", V: 1}); err != nil {
		t.Fatal(err)
	}
	want := "{\"kind\":\"task\",\"task\":\"a <b> & c\\nnext\",\"v\":1}\n{\"kind\":\"trace\",\"v\":1}\n"
	if w.String() != want {
		t.Fatalf("got %q\nwant %q", w.String(), want)
	}
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := NewReader(strings.NewReader(`{"kind":"trace","v":1}`), "in").Next(ctx); !errors.Is(err, context.Canceled) {
		t.Fatalf("want context.Canceled, got %v", err)
	}
}

package jsonl

import (
	"context"
	"errors"
	"strings"
	"testing"
)

func collect(t *testing.T, in string, opt LineOptions) []RawLine {
	t.Helper()
	var out []RawLine
	err := Lines(context.Background(), strings.NewReader(in), "test", opt, func(l RawLine) error {
		l.Bytes = append([]byte(nil), l.Bytes...)
		out = append(out, l)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestLines(t *testing.T) {
	long := strings.Repeat("x", 200<<10) // longer than the read buffer
	in := "\ufeff{\"a\":1}\r\n\n   \n" + long + "\n{\"b\":2}"
	got := collect(t, in, LineOptions{})
	if len(got) != 3 || string(got[0].Bytes) != `{"a":1}` || got[0].No != 1 || !got[0].Terminated {
		t.Fatalf("first line: %+v", got)
	}
	if got[1].No != 4 || len(got[1].Bytes) != len(long) || got[1].TooLong {
		t.Fatalf("long line: no %d len %d", got[1].No, len(got[1].Bytes))
	}
	if string(got[2].Bytes) != `{"b":2}` || got[2].No != 5 || got[2].Terminated {
		t.Fatalf("last line, unterminated: %+v", got[2])
	}
	// A limit reports the long line without its bytes and goes on.
	got = collect(t, in, LineOptions{MaxLen: 1 << 10})
	if len(got) != 3 || !got[1].TooLong || got[1].Bytes != nil && len(got[1].Bytes) != 0 || got[1].No != 4 || !got[1].Terminated {
		t.Fatalf("too long: %+v", got[1])
	}
	// Raw keeps every byte and every line.
	got = collect(t, "\ufeffa \r\n\nb", LineOptions{Raw: true})
	if len(got) != 3 || string(got[0].Bytes) != "\ufeffa \r" || string(got[1].Bytes) != "" || string(got[2].Bytes) != "b" || got[2].Terminated {
		t.Fatalf("raw: %+v", got)
	}
	// ErrStop ends early without an error; other errors come back.
	n := 0
	err := Lines(context.Background(), strings.NewReader("a\nb\nc\n"), "t", LineOptions{}, func(RawLine) error { n++; return ErrStop })
	if err != nil || n != 1 {
		t.Fatalf("stop: %v after %d", err, n)
	}
	boom := errors.New("boom")
	if err := Lines(context.Background(), strings.NewReader("a\n"), "t", LineOptions{}, func(RawLine) error { return boom }); !errors.Is(err, boom) {
		t.Fatalf("error: %v", err)
	}
	if got := collect(t, "", LineOptions{}); len(got) != 0 {
		t.Fatalf("empty input: %+v", got)
	}
}

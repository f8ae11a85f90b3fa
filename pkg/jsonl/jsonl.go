// Package jsonl reads and writes the JSON Lines records Ingot's programs
// exchange on stdin and stdout.
//
// Every record is one JSON object on one line carrying "kind" and "v" (the
// schema version, currently 1). Readers report the line number of anything
// they reject, pass through kinds they do not consume, and accept lines far
// longer than bufio.Scanner's default 64 KiB.
//
// Record kinds (DESIGN §2):
//
//	kind       produced by                          consumed by
//	trace      ingot-mcp, ingot-mine ingest, hooks   ingot-mine
//	task       ingot-mine                            ingot-optimize
//	candidate  ingot-optimize                        ingot-ab
//	evidence   ingot-ab                              ingot-promote propose
package jsonl

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"
)

// Version is the only record schema version this build reads and writes.
const Version = 1

// Known record kinds.
const (
	KindTrace     = "trace"
	KindTask      = "task"
	KindCandidate = "candidate"
	KindEvidence  = "evidence"
)

var knownKinds = map[string]bool{KindTrace: true, KindTask: true, KindCandidate: true, KindEvidence: true}

// MaxLine is the longest line a Reader accepts (64 MiB).
const MaxLine = 64 << 20

// Envelope is the part of every record that says what it is.
type Envelope struct {
	Kind string `json:"kind"`
	V    int    `json:"v"`
}

// RecordError names the input and line at fault.
type RecordError struct {
	Name string // input name, e.g. "stdin" or a file path
	Line int
	Err  error
}

func (e *RecordError) Error() string {
	return fmt.Sprintf("%s:%d: %v", e.Name, e.Line, e.Err)
}

func (e *RecordError) Unwrap() error { return e.Err }

// ErrUnknownKind and ErrUnknownVersion are wrapped by RecordError.
var (
	ErrUnknownKind    = errors.New("unknown kind")
	ErrUnknownVersion = errors.New("unsupported record version")
)

// Line is one record as read: its envelope, its raw bytes and where it was.
type Line struct {
	Envelope
	Raw  json.RawMessage
	Name string
	No   int
}

// Decode unmarshals the raw record into v, wrapping errors with the line.
func (l Line) Decode(v any) error {
	if err := json.Unmarshal(l.Raw, v); err != nil {
		return &RecordError{Name: l.Name, Line: l.No, Err: fmt.Errorf("decode %s record: %w", l.Kind, err)}
	}
	return nil
}

// Reader yields records one line at a time. Blank lines are skipped.
type Reader struct {
	name string
	lr   *LineReader
	// Lenient makes Next skip (and report through Warn) lines that are not
	// JSON objects instead of failing; used by stores that must survive a
	// corrupt line.
	Lenient bool
	Warn    func(err error)
}

// NewReader reads records from r; name appears in error messages.
func NewReader(r io.Reader, name string) *Reader {
	return &Reader{name: name, lr: NewLineReader(r, name, LineOptions{MaxLen: MaxLine})}
}

// Next returns the next record, io.EOF at the end, or a *RecordError.
// An unknown kind or version is an error: a typo in a pipeline must not be
// passed on silently. Use NextAny to accept any kind.
func (r *Reader) Next(ctx context.Context) (Line, error) {
	for {
		l, err := r.NextAny(ctx)
		if err != nil {
			return l, err
		}
		if !knownKinds[l.Kind] {
			err = &RecordError{Name: r.name, Line: l.No, Err: fmt.Errorf("%w %q", ErrUnknownKind, l.Kind)}
		} else if l.V != Version {
			err = &RecordError{Name: r.name, Line: l.No, Err: fmt.Errorf("%w %d for kind %q (this build reads v%d)", ErrUnknownVersion, l.V, l.Kind, Version)}
		}
		if err != nil {
			if r.Lenient {
				r.warn(err)
				continue
			}
			return l, err
		}
		return l, nil
	}
}

// NextAny returns the next JSON object line whatever its kind.
func (r *Reader) NextAny(ctx context.Context) (Line, error) {
	for {
		if err := ctx.Err(); err != nil {
			return Line{}, err
		}
		l, err := r.lr.Next()
		if errors.Is(err, io.EOF) {
			return Line{}, io.EOF
		}
		if err != nil {
			return Line{}, err
		}
		if l.TooLong {
			err := &RecordError{Name: r.name, Line: l.No, Err: fmt.Errorf("line longer than %d bytes", MaxLine)}
			if r.Lenient {
				r.warn(err)
				continue
			}
			return Line{}, err
		}
		b := l.Bytes
		var env Envelope
		if b[0] != '{' {
			err := &RecordError{Name: r.name, Line: l.No, Err: errors.New("not a JSON object")}
			if r.Lenient {
				r.warn(err)
				continue
			}
			return Line{}, err
		}
		if err := json.Unmarshal(b, &env); err != nil {
			err := &RecordError{Name: r.name, Line: l.No, Err: fmt.Errorf("invalid JSON: %v", err)}
			if r.Lenient {
				r.warn(err)
				continue
			}
			return Line{}, err
		}
		raw := make([]byte, len(b))
		copy(raw, b)
		return Line{Envelope: env, Raw: raw, Name: r.name, No: l.No}, nil
	}
}

func (r *Reader) warn(err error) {
	if r.Warn != nil {
		r.Warn(err)
	}
}

// Writer writes one record per line and flushes after each, so a pipeline
// downstream sees records as they are produced. It is safe for concurrent use.
type Writer struct {
	mu sync.Mutex
	w  io.Writer
}

// NewWriter returns a Writer on w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: w} }

// Write encodes v (which should carry kind and v fields) as one line.
func (w *Writer) Write(v any) error {
	b, err := Marshal(v)
	if err != nil {
		return err
	}
	b = append(b, '\n')
	w.mu.Lock()
	defer w.mu.Unlock()
	_, err = w.w.Write(b)
	return err
}

// WriteRaw writes an already-encoded record (e.g. one passed through).
func (w *Writer) WriteRaw(raw json.RawMessage) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	b := make([]byte, 0, len(raw)+1)
	b = append(b, raw...)
	b = append(b, '\n')
	_, err := w.w.Write(b)
	return err
}

// Marshal encodes v as compact JSON without HTML escaping.
func Marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

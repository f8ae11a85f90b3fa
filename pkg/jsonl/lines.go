package jsonl

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
)

// BOM is the UTF-8 byte-order mark: not content, wherever a line starts
// with it (a file saved by some Windows tools; cat keeps it mid-stream).
var BOM = []byte("\xef\xbb\xbf")

// LineOptions say how Lines reads.
type LineOptions struct {
	// MaxLen is the longest line returned whole; a longer one is reported
	// with TooLong set and no bytes (its length is not held in memory).
	// 0 means no limit.
	MaxLen int
	// Raw keeps each line exactly as read: a trailing "\r", a byte-order
	// mark and surrounding space are kept and blank lines are returned
	// (hash chains, which must see every byte). Otherwise lines are
	// trimmed of space and of a leading byte-order mark, and blank lines
	// are skipped.
	Raw bool
}

// RawLine is one line as Lines read it.
type RawLine struct {
	Bytes []byte // without its newline; valid until the next line is read
	No    int    // 1-based line number
	// Terminated is false for a final line with no newline (a file cut
	// short, or a writer still writing).
	Terminated bool
	TooLong    bool
}

// LineReader reads lines one at a time (Lines is its loop).
type LineReader struct {
	br   *bufio.Reader
	name string
	opt  LineOptions
	buf  []byte
	no   int
	eof  bool
}

// NewLineReader reads lines from r; name appears in errors.
func NewLineReader(r io.Reader, name string, opt LineOptions) *LineReader {
	return &LineReader{br: bufio.NewReaderSize(r, 64<<10), name: name, opt: opt}
}

// Next returns the next line, or io.EOF after the last.
func (lr *LineReader) Next() (RawLine, error) {
	for !lr.eof {
		lr.no++
		lr.buf = lr.buf[:0]
		tooLong := false
		var err error
		var chunk []byte
		for {
			chunk, err = lr.br.ReadSlice('\n')
			if !tooLong {
				lr.buf = append(lr.buf, chunk...)
				if lr.opt.MaxLen > 0 && len(lr.buf) > lr.opt.MaxLen+1 { // +1: the newline
					tooLong, lr.buf = true, lr.buf[:0]
				}
			}
			if !errors.Is(err, bufio.ErrBufferFull) {
				break
			}
		}
		if err != nil && !errors.Is(err, io.EOF) {
			return RawLine{}, fmt.Errorf("read %s: %w", lr.name, err)
		}
		atEOF := errors.Is(err, io.EOF)
		lr.eof = atEOF
		if len(lr.buf) == 0 && !tooLong && atEOF {
			break
		}
		l := RawLine{No: lr.no, TooLong: tooLong, Terminated: !atEOF}
		if n := len(lr.buf); n > 0 && lr.buf[n-1] == '\n' {
			lr.buf = lr.buf[:n-1]
		}
		l.Bytes = lr.buf
		if !lr.opt.Raw {
			l.Bytes = bytes.TrimSpace(bytes.TrimPrefix(bytes.TrimSpace(lr.buf), BOM))
			if len(l.Bytes) == 0 && !tooLong {
				continue
			}
		}
		return l, nil
	}
	return RawLine{}, io.EOF
}

// Lines is Ingot's one line reader: every JSONL file, audit trail and
// request stream is read through it (or through LineReader). fn is called
// with each line; it may return ErrStop to end early without an error.
// ctx is checked every 1024 lines. A read error is wrapped with name.
func Lines(ctx context.Context, r io.Reader, name string, opt LineOptions, fn func(RawLine) error) error {
	lr := NewLineReader(r, name, opt)
	for {
		l, err := lr.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if l.No%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		if ferr := fn(l); ferr != nil {
			if errors.Is(ferr, ErrStop) {
				return nil
			}
			return ferr
		}
	}
}

// ErrStop ends Lines early without an error.
var ErrStop = errors.New("stop reading lines")

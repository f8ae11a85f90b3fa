package mcpcmd

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"sync"
	"time"
)

// drainWait bounds how long stdin's EOF is held back for requests still
// being answered (a request that never gets a response must not keep the
// process alive for ever).
const drainWait = 30 * time.Second

// inflight counts the JSON-RPC requests read from stdin that have no
// response on stdout yet, so that EOF on stdin is passed to the server
// only once every request read before it is answered: a client that
// writes its calls and closes stdin gets every answer.
type inflight struct {
	mu      sync.Mutex
	changed chan struct{} // closed and replaced on every change
	pending map[string]bool
}

func newInflight() *inflight {
	return &inflight{changed: make(chan struct{}), pending: map[string]bool{}}
}

// ids returns the ids of the JSON-RPC messages on one line that carry
// both an id and method (requests: isReq) or an id and no method
// (responses).
func ids(line []byte, isReq bool) []string {
	line = bytes.TrimSpace(line)
	if len(line) == 0 {
		return nil
	}
	type msg struct {
		ID     json.RawMessage `json:"id"`
		Method string          `json:"method"`
	}
	var ms []msg
	if line[0] == '[' {
		if json.Unmarshal(line, &ms) != nil {
			return nil
		}
	} else {
		var m msg
		if json.Unmarshal(line, &m) != nil {
			return nil
		}
		ms = []msg{m}
	}
	var out []string
	for _, m := range ms {
		if len(m.ID) == 0 || string(m.ID) == "null" || (m.Method != "") != isReq {
			continue
		}
		out = append(out, string(m.ID))
	}
	return out
}

func (f *inflight) update(add bool, keys []string) {
	if len(keys) == 0 {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, k := range keys {
		if add {
			f.pending[k] = true
		} else {
			delete(f.pending, k)
		}
	}
	close(f.changed)
	f.changed = make(chan struct{})
}

// wait returns once no request is pending, ctx is done or drainWait has
// passed.
func (f *inflight) wait(ctx context.Context) {
	deadline := time.After(drainWait)
	for {
		f.mu.Lock()
		n, ch := len(f.pending), f.changed
		f.mu.Unlock()
		if n == 0 {
			return
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return
		case <-deadline:
			return
		}
	}
}

// lineSplitter calls fn with every complete line written through it.
type lineSplitter struct {
	buf []byte
	fn  func([]byte)
}

func (s *lineSplitter) feed(p []byte) {
	s.buf = append(s.buf, p...)
	for {
		i := bytes.IndexByte(s.buf, '\n')
		if i < 0 {
			return
		}
		s.fn(s.buf[:i])
		s.buf = s.buf[i+1:]
	}
}

// drainReader is stdin: requests are counted as they are read, and EOF is
// held back until they are answered.
type drainReader struct {
	ctx context.Context
	r   io.Reader
	f   *inflight
	ls  lineSplitter
}

func newDrainReader(ctx context.Context, r io.Reader, f *inflight) *drainReader {
	d := &drainReader{ctx: ctx, r: r, f: f}
	d.ls.fn = func(l []byte) { f.update(true, ids(l, true)) }
	return d
}

func (d *drainReader) Read(p []byte) (int, error) {
	n, err := d.r.Read(p)
	d.ls.feed(p[:n])
	if err == io.EOF {
		d.ls.feed([]byte{'\n'}) // a last request without a newline
		d.f.wait(d.ctx)
	}
	return n, err
}

// drainWriter is stdout: responses are counted as they are written.
type drainWriter struct {
	w  io.Writer
	ls lineSplitter
}

func newDrainWriter(w io.Writer, f *inflight) *drainWriter {
	d := &drainWriter{w: w}
	d.ls.fn = func(l []byte) { f.update(false, ids(l, false)) }
	return d
}

func (d *drainWriter) Write(p []byte) (int, error) {
	n, err := d.w.Write(p)
	d.ls.feed(p[:n])
	return n, err
}

func (d *drainWriter) Close() error { return nil }

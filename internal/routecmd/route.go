package routecmd

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/jsonl"
	"github.com/ingot-dev/ingot/pkg/route"
)

type routeOptions struct {
	cmd      *cobra.Command
	task     string
	harness  string
	cwd      string
	platform string
	tools    []string
	mcps     []string
	json     bool
}

// request builds the request of the root command's flags.
func (o *routeOptions) request(s *settings) route.Request {
	h := strings.TrimSpace(s.cfg.Get(envHarness))
	if h == "" {
		h = defaultHarness
	}
	cwd := o.cwd
	if cwd == "" {
		cwd = "."
	}
	return route.Request{Task: o.task, Harness: h, Cwd: cwd, Platform: o.platform, Tools: o.tools, MCPs: o.mcps}
}

func runRoute(ctx context.Context, f *factory, o *routeOptions) error {
	if strings.TrimSpace(o.task) == "" {
		return cli.Usagef("the task is empty")
	}
	s, r, closeEnc, err := f.open(ctx, o.cmd, needLexical)
	if err != nil {
		return err
	}
	defer closeEnc()
	req := o.request(s)
	d, err := r.Route(ctx, req)
	if err != nil {
		return err
	}
	route.NameExclusions(&d, r.Skills(), req)
	return cli.WriteJSON(f.env.IO.Out, d)
}

// filterRequest is one line of filter mode. "tools" and "mcps" are
// accepted as short forms of the case field names.
type filterRequest struct {
	route.Request
	ShortTools []string `json:"tools"`
	ShortMCPs  []string `json:"mcps"`
}

func runFilter(ctx context.Context, f *factory, o *routeOptions) error {
	s, r, closeEnc, err := f.open(ctx, o.cmd, needLexical)
	if err != nil {
		return err
	}
	defer closeEnc()
	defaults := o.request(s)
	lr := jsonl.NewLineReader(f.env.IO.In, "stdin", jsonl.LineOptions{MaxLen: jsonl.MaxLine})
	out := f.env.IO.Out
	line, requests, failed := 0, 0, 0
	write := func(v any) error {
		raw, err := jsonl.Marshal(v)
		if err != nil {
			return err
		}
		_, err = out.Write(append(raw, '\n'))
		return err
	}
	// fail answers a bad line with an error record in its place, so the
	// output stays one line per request, in order.
	fail := func(err error) error {
		failed++
		fmt.Fprintf(f.env.IO.ErrOut, "%s: %v\n", Name, err)
		return write(filterError{Error: err.Error(), Line: line})
	}
	for {
		l, err := lr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		line = l.No
		requests++
		if l.TooLong {
			if err := fail(fmt.Errorf("stdin:%d: line longer than %d bytes", line, jsonl.MaxLine)); err != nil {
				return err
			}
			continue
		}
		b := l.Bytes
		var fr filterRequest
		dec := json.NewDecoder(bytes.NewReader(b))
		if err := dec.Decode(&fr); err != nil {
			if err := fail(fmt.Errorf("stdin:%d: not a JSON request: %v", line, err)); err != nil {
				return err
			}
			continue
		}
		req := fr.Request
		if strings.TrimSpace(req.Task) == "" {
			if err := fail(fmt.Errorf("stdin:%d: task is missing or empty", line)); err != nil {
				return err
			}
			continue
		}
		if err := route.CheckPlatform(req.Platform); err != nil {
			if err := fail(fmt.Errorf("stdin:%d: %w", line, err)); err != nil {
				return err
			}
			continue
		}
		if req.Harness == "" {
			req.Harness = defaults.Harness
		}
		if req.Cwd == "" {
			req.Cwd = defaults.Cwd
		}
		if req.Platform == "" {
			req.Platform = defaults.Platform
		}
		if req.Tools == nil {
			req.Tools = fr.ShortTools
		}
		if req.Tools == nil {
			req.Tools = defaults.Tools
		}
		if req.MCPs == nil {
			req.MCPs = fr.ShortMCPs
		}
		if req.MCPs == nil {
			req.MCPs = defaults.MCPs
		}
		d, err := r.Route(ctx, req)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			if err := fail(fmt.Errorf("stdin:%d: %w", line, err)); err != nil {
				return err
			}
			continue
		}
		route.NameExclusions(&d, r.Skills(), req)
		if err := write(d); err != nil {
			return err
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d request(s) failed (an error record stands in for each)", failed, requests)
	}
	return nil
}

// filterError stands in filter mode's output for a request that could not
// be answered: {"error": "stdin:3: ...", "line": 3}.
type filterError struct {
	Error string `json:"error"`
	Line  int    `json:"line"`
}

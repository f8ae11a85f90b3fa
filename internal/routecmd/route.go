package routecmd

import (
	"bufio"
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
	d, err := r.Route(ctx, o.request(s))
	if err != nil {
		return err
	}
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
	sc := bufio.NewScanner(f.env.IO.In)
	sc.Buffer(make([]byte, 0, 64<<10), jsonl.MaxLine)
	out := f.env.IO.Out
	line := 0
	for sc.Scan() {
		line++
		if err := ctx.Err(); err != nil {
			return err
		}
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 {
			continue
		}
		var fr filterRequest
		dec := json.NewDecoder(bytes.NewReader(b))
		if err := dec.Decode(&fr); err != nil {
			return fmt.Errorf("stdin:%d: not a JSON request: %v", line, err)
		}
		req := fr.Request
		if strings.TrimSpace(req.Task) == "" {
			return fmt.Errorf("stdin:%d: task is missing or empty", line)
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
			return fmt.Errorf("stdin:%d: %w", line, err)
		}
		raw, err := jsonl.Marshal(d)
		if err != nil {
			return err
		}
		if _, err := out.Write(append(raw, '\n')); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return fmt.Errorf("stdin:%d: line longer than %d bytes", line+1, jsonl.MaxLine)
		}
		if !errors.Is(err, io.EOF) {
			return fmt.Errorf("read stdin: %w", err)
		}
	}
	return nil
}

package cli

import (
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"
)

// Progress reports the advance of a long run on stderr: a bar on a
// terminal, a line every few seconds otherwise (CI logs), nothing when
// disabled. It is safe for concurrent use.
type Progress struct {
	mu    sync.Mutex
	bar   *progressbar.ProgressBar
	w     io.Writer
	desc  string
	total int
	n     int
	last  time.Time
	now   func() time.Time
}

// NewProgress starts a progress report of total steps on ios.ErrOut.
// quiet disables it.
func NewProgress(ios *IOStreams, total int, desc string, quiet bool) *Progress {
	p := &Progress{w: ios.ErrOut, desc: desc, total: total, now: time.Now}
	if quiet {
		p.w = nil
		return p
	}
	if ios.IsStderrTTY() {
		p.bar = progressbar.NewOptions(total,
			progressbar.OptionSetWriter(ios.ErrOut),
			progressbar.OptionSetDescription(desc),
			progressbar.OptionShowCount(),
			progressbar.OptionSetElapsedTime(true),
			progressbar.OptionSetPredictTime(true),
			progressbar.OptionClearOnFinish(),
			progressbar.OptionThrottle(100*time.Millisecond),
		)
	}
	p.last = p.now()
	return p
}

// Add advances by n steps.
func (p *Progress) Add(n int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.n += n
	switch {
	case p.bar != nil:
		_ = p.bar.Add(n)
	case p.w != nil && p.now().Sub(p.last) >= 5*time.Second:
		p.last = p.now()
		fmt.Fprintf(p.w, "%s: %d/%d\n", p.desc, p.n, p.total)
	}
}

// Done finishes the report.
func (p *Progress) Done() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.bar != nil {
		_ = p.bar.Finish()
	}
}

// ProgressFunc adapts Progress to callbacks that report (done, total), as
// route.Options.Progress does: the report starts at the first call, with
// that call's total, and finishes when done reaches it.
func ProgressFunc(ios *IOStreams, desc string) func(done, total int) {
	var p *Progress
	last := 0
	return func(done, total int) {
		if p == nil {
			p = NewProgress(ios, total, desc, false)
		}
		p.Add(done - last)
		last = done
		if done >= total {
			p.Done()
		}
	}
}

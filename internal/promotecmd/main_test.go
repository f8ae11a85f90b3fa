package promotecmd

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/testutil"
)

// promoteBin is the ingot-promote binary TestMain builds once for the
// tests that run it as a real process.
var promoteBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "ingot-promote-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if promoteBin, err = testutil.BuildCommand(dir, Name); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// command returns ingot-promote as a subprocess working on the home, with
// no INGOT_* settings from the test's own environment.
func (h *home) command(vars map[string]string, args ...string) *exec.Cmd {
	c := exec.Command(promoteBin, args...)
	c.Dir = h.dir
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "INGOT_") {
			c.Env = append(c.Env, kv)
		}
	}
	c.Env = append(c.Env, "INGOT_HOME="+h.dir)
	for k, v := range vars {
		c.Env = append(c.Env, k+"="+v)
	}
	return c
}

// exec runs ingot-promote to completion.
func (h *home) exec(vars map[string]string, args ...string) (int, string, string) {
	h.t.Helper()
	return testutil.Run(h.t, h.command(vars, args...))
}

// proc is a running ingot-promote.
type proc struct {
	cmd     *exec.Cmd
	reached chan struct{} // closed when the failpoint is reached
	done    chan struct{} // closed when the process has exited
	stderr  strings.Builder
	code    int
}

// start runs ingot-promote in the background, watching stderr for the
// failpoint line.
func (h *home) start(vars map[string]string, args ...string) *proc {
	h.t.Helper()
	p := &proc{cmd: h.command(vars, args...), reached: make(chan struct{}), done: make(chan struct{})}
	pipe, err := p.cmd.StderrPipe()
	if err != nil {
		h.t.Fatal(err)
	}
	if err := p.cmd.Start(); err != nil {
		h.t.Fatal(err)
	}
	go func() {
		sc := bufio.NewScanner(pipe)
		closed := false
		for sc.Scan() {
			line := sc.Text()
			p.stderr.WriteString(line + "\n")
			if !closed && strings.Contains(line, ": failpoint ") && strings.HasSuffix(line, " reached") {
				closed = true
				close(p.reached)
			}
		}
		_, _ = io.Copy(io.Discard, pipe)
		_ = p.cmd.Wait()
		p.code = p.cmd.ProcessState.ExitCode()
		close(p.done)
	}()
	return p
}

// hangGuard bounds how long a test waits for a subprocess before failing;
// it is a guard against a hung test, not a timing assertion.
const hangGuard = 2 * time.Minute

func (p *proc) waitReached(t testing.TB) {
	t.Helper()
	select {
	case <-p.reached:
	case <-p.done:
		t.Fatalf("%v exited (%d) before its failpoint:\n%s", p.cmd.Args, p.code, p.stderr.String())
	case <-time.After(hangGuard):
		_ = p.cmd.Process.Kill()
		t.Fatalf("%v never reached its failpoint:\n%s", p.cmd.Args, p.stderr.String())
	}
}

func (p *proc) kill(t testing.TB) {
	t.Helper()
	if err := p.cmd.Process.Kill(); err != nil { // SIGKILL
		t.Fatal(err)
	}
	<-p.done
}

func (p *proc) wait(t testing.TB) int {
	t.Helper()
	select {
	case <-p.done:
		return p.code
	case <-time.After(hangGuard):
		_ = p.cmd.Process.Kill()
		t.Fatalf("%v did not finish", p.cmd.Args)
		return -1
	}
}

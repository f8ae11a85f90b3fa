// Package testutil holds the file, build and buffer helpers that the
// tests of several packages share.
package testutil

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

// WriteFile writes content to path, creating its parent folders, and
// fails the test on error.
func WriteFile(t testing.TB, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// BuildCommand builds the binary of cmd/<name> into dir, for tests that
// run a command as a real process, and returns its path.
func BuildCommand(dir, name string) (string, error) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		goBin = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	bin := filepath.Join(dir, name)
	out, err := exec.Command(goBin, "build", "-o", bin, "github.com/ingot-dev/ingot/cmd/"+name).CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("build %s: %v\n%s", name, err, out)
	}
	return bin, nil
}

// SyncBuffer is an io.Writer tests can read (String) while a server or a
// subprocess is still writing to it.
type SyncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *SyncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *SyncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// Contains waits until the buffer holds want and reports whether it came
// within HangGuard. A subprocess's stderr reaches a SyncBuffer through a
// pipe and a copying goroutine, so a line written before the process
// answered may arrive just after the answer; this waits for the line, it
// does not time anything.
func (s *SyncBuffer) Contains(want string) bool {
	deadline := time.Now().Add(HangGuard)
	for {
		if strings.Contains(s.String(), want) {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// CleanEnv is the test process's environment without Ingot's settings
// (INGOT_*) and the LLM endpoint's (OPENAI_*), plus vars: what a binary
// under test runs with, so the developer's own settings never leak in.
func CleanEnv(vars map[string]string) []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "INGOT_") && !strings.HasPrefix(kv, "OPENAI_") {
			env = append(env, kv)
		}
	}
	for k, v := range vars {
		env = append(env, k+"="+v)
	}
	return env
}

// Run runs cmd to completion and returns its exit code, stdout and
// stderr; a command that cannot start fails the test.
func Run(t testing.TB, cmd *exec.Cmd) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("run %s: %v", cmd.Args, err)
	}
	return code, out.String(), errOut.String()
}

// HangGuard bounds how long a test waits for a subprocess before failing:
// a guard against a hung test, not a timing assertion.
const HangGuard = 2 * time.Minute

// Proc is a binary running in the background whose stderr is watched for
// Ingot's failpoint line ("<name>: failpoint <step> reached", see
// cli.Env.Failpoint), for crash tests that kill it exactly there.
type Proc struct {
	Cmd     *exec.Cmd
	Reached chan struct{} // closed when the failpoint is reached
	Done    chan struct{} // closed when the process has exited
	Stderr  SyncBuffer
	code    int
}

// Start starts cmd and watches its stderr.
func Start(t testing.TB, cmd *exec.Cmd) *Proc {
	t.Helper()
	p := &Proc{Cmd: cmd, Reached: make(chan struct{}), Done: make(chan struct{})}
	pipe, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		sc := bufio.NewScanner(pipe)
		closed := false
		for sc.Scan() {
			line := sc.Text()
			p.Stderr.Write([]byte(line + "\n"))
			if !closed && strings.Contains(line, ": failpoint ") && strings.HasSuffix(line, " reached") {
				closed = true
				close(p.Reached)
			}
		}
		_, _ = io.Copy(io.Discard, pipe)
		_ = cmd.Wait()
		p.code = cmd.ProcessState.ExitCode()
		close(p.Done)
	}()
	return p
}

// WaitReached waits until the process pauses at its failpoint.
func (p *Proc) WaitReached(t testing.TB) {
	t.Helper()
	select {
	case <-p.Reached:
	case <-p.Done:
		t.Fatalf("%v exited (%d) before its failpoint:\n%s", p.Cmd.Args, p.code, p.Stderr.String())
	case <-time.After(HangGuard):
		_ = p.Cmd.Process.Kill()
		t.Fatalf("%v never reached its failpoint:\n%s", p.Cmd.Args, p.Stderr.String())
	}
}

// Kill sends SIGKILL and waits for the process to be gone.
func (p *Proc) Kill(t testing.TB) {
	t.Helper()
	if err := p.Cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	<-p.Done
}

// Wait waits for the process to exit and returns its exit code.
func (p *Proc) Wait(t testing.TB) int {
	t.Helper()
	select {
	case <-p.Done:
		return p.code
	case <-time.After(HangGuard):
		_ = p.Cmd.Process.Kill()
		t.Fatalf("%v did not finish", p.Cmd.Args)
	}
	return -1
}

// Code is the exit code once Done is closed.
func (p *Proc) Code() int { return p.code }

// Package testutil holds the file, build and buffer helpers that the
// tests of several packages share.
package testutil

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
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

package promotecmd

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

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

// start runs ingot-promote in the background, watching stderr for the
// failpoint line.
func (h *home) start(vars map[string]string, args ...string) *testutil.Proc {
	h.t.Helper()
	return testutil.Start(h.t, h.command(vars, args...))
}

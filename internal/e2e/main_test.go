package e2e

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testutil"
)

// bins maps each binary of cmd/* to its path, built once in TestMain.
var bins = map[string]string{}

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "ingot-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := func() int {
		defer os.RemoveAll(dir)
		ents, err := os.ReadDir(filepath.Join("..", "..", "cmd"))
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		for _, e := range ents {
			if !e.IsDir() {
				continue
			}
			p, err := testutil.BuildCommand(dir, e.Name())
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				return 1
			}
			bins[e.Name()] = p
		}
		return m.Run()
	}()
	os.Exit(code)
}

// names returns the binaries in order.
func names() []string {
	var out []string
	for n := range bins {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// result is one finished run.
type result struct {
	code     int
	out, err string
}

// run runs a binary in dir with env (on top of a clean environment) and
// stdin.
func run(t testing.TB, dir string, env []string, stdin string, bin string, args ...string) result {
	t.Helper()
	c := exec.Command(bins[bin], args...)
	c.Dir = dir
	c.Env = append(cleanEnv(), env...)
	c.Stdin = strings.NewReader(stdin)
	var out, errOut bytes.Buffer
	c.Stdout, c.Stderr = &out, &errOut
	err := c.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("%s %v: %v", bin, args, err)
	}
	return result{code, out.String(), errOut.String()}
}

// cleanEnv is the process environment without Ingot's and the LLM
// endpoint's settings, and with HOME pointing nowhere real.
func cleanEnv() []string {
	var out []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(k, "INGOT_") || strings.HasPrefix(k, "OPENAI_") || k == "HOME" || k == "CLAUDE_PROJECTS_DIR" || k == "CODEX_SESSIONS_DIR" {
			continue
		}
		out = append(out, kv)
	}
	return out
}

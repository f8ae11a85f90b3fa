package e2e

import (
	"bufio"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/ingot-dev/ingot/internal/testutil"
)

func skillHome(t *testing.T) string {
	t.Helper()
	home := t.TempDir()
	testutil.WriteFile(t, filepath.Join(home, "skills", "pdf", "SKILL.md"),
		"---\nname: pdf\ndescription: Merge, split and fill PDF files.\n---\n\n# PDF\n\nUse pypdf.\n")
	return home
}

// SIGINT and SIGTERM end a command with exit 130, also while it is
// blocked reading stdin (filter mode between requests) or serving MCP.
func TestSignalsExit130(t *testing.T) {
	home := skillHome(t)
	for _, c := range []struct {
		bin  string
		args []string
		sig  syscall.Signal
		req  string
	}{
		{"ingot-route", nil, syscall.SIGINT, `{"task":"merge the PDF files"}` + "\n"},
		{"ingot-route", nil, syscall.SIGTERM, `{"task":"merge the PDF files"}` + "\n"},
		{"ingot-mcp", nil, syscall.SIGTERM, `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}` + "\n"},
	} {
		cmd := exec.Command(bins[c.bin], c.args...)
		cmd.Dir = home
		cmd.Env = append(cleanEnv(), "INGOT_HOME="+home, "HOME="+home)
		stdin, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// One answered request proves the command is up and waiting for
		// the next line.
		if _, err := io.WriteString(stdin, c.req); err != nil {
			t.Fatal(err)
		}
		if _, err := bufio.NewReader(stdout).ReadString('\n'); err != nil {
			t.Fatalf("%s: no answer: %v", c.bin, err)
		}
		if err := cmd.Process.Signal(c.sig); err != nil {
			t.Fatal(err)
		}
		err = cmd.Wait()
		stdin.Close()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 130 {
			t.Errorf("%s after %v: %v, want exit 130", c.bin, c.sig, err)
		}
	}
}

// ingot-mcp on stdio answers the requests it has read before it exits at
// EOF: a client that writes its calls and closes stdin gets every answer.
func TestMCPStdioAnswersInFlightAtEOF(t *testing.T) {
	home := skillHome(t)
	lines := []string{
		`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`,
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
		`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"route_and_load","arguments":{"task":"merge the PDF files"}}}`,
		`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"list_skills","arguments":{}}}`,
	}
	r := run(t, home, []string{"INGOT_HOME=" + home, "HOME=" + home}, strings.Join(lines, "\n")+"\n", "ingot-mcp")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.err)
	}
	got := map[float64]bool{}
	for _, l := range strings.Split(strings.TrimSpace(r.out), "\n") {
		var m map[string]any
		if json.Unmarshal([]byte(l), &m) == nil {
			if id, ok := m["id"].(float64); ok && m["result"] != nil {
				got[id] = true
			}
		}
	}
	for _, id := range []float64{1, 2, 3} {
		if !got[id] {
			t.Errorf("no result for request %v before exit:\n%s\nstderr: %s", id, r.out, r.err)
		}
	}
	_ = os.Stderr
}

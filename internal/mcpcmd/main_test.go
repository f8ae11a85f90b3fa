package mcpcmd

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ingot-dev/ingot/internal/testutil"
)

// Binaries TestMain builds once: ingot-mcp, and ingot-promote to look at
// the review slot as a user would.
var mcpBin, promoteBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "ingot-mcp-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for bin, name := range map[*string]string{&mcpBin: Name, &promoteBin: "ingot-promote"} {
		if *bin, err = testutil.BuildCommand(dir, name); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.RemoveAll(dir)
			os.Exit(1)
		}
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// repoRoot is the module root (where go.mod is).
func repoRoot() string {
	wd, _ := os.Getwd()
	for d := wd; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		if filepath.Dir(d) == d {
			return wd
		}
	}
}

// cleanEnv is testutil.CleanEnv (no INGOT_* or OPENAI_* settings leak in).
func cleanEnv(vars map[string]string) []string { return testutil.CleanEnv(vars) }

// home is an Ingot home for a test, with the settings ingot-mcp runs with.
type home struct {
	t    testing.TB
	dir  string
	vars map[string]string
}

func newHome(t testing.TB, vars map[string]string) *home {
	t.Helper()
	h := &home{t: t, dir: t.TempDir(), vars: map[string]string{}}
	for k, v := range vars {
		h.vars[k] = v
	}
	h.vars["INGOT_HOME"] = h.dir
	return h
}

func (h *home) addSkill(id, desc, body string) {
	h.t.Helper()
	testutil.WriteFile(h.t, filepath.Join(h.dir, "skills", filepath.FromSlash(id), "SKILL.md"),
		"---\nname: "+filepath.Base(id)+"\ndescription: "+desc+"\n---\n\n"+body+"\n")
}

// command is ingot-mcp as a subprocess on the home.
func (h *home) command(args ...string) *exec.Cmd {
	c := exec.Command(mcpBin, args...)
	c.Dir = h.dir
	c.Env = cleanEnv(h.vars)
	return c
}

// stdio connects the Go SDK client to ingot-mcp over stdio.
func (h *home) stdio(version string, args ...string) (*mcp.ClientSession, *testutil.SyncBuffer) {
	h.t.Helper()
	cmd := h.command(args...)
	stderr := &testutil.SyncBuffer{}
	cmd.Stderr = stderr
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "claude-code", Version: "test"}, nil).
		Connect(context.Background(), &mcp.CommandTransport{Command: cmd}, &mcp.ClientSessionOptions{ProtocolVersion: version})
	if err != nil {
		h.t.Fatalf("connect over stdio: %v\nstderr:\n%s", err, stderr)
	}
	h.t.Cleanup(func() { cs.Close() })
	return cs, stderr
}

// server is ingot-mcp running on HTTP.
type server struct {
	url    string
	cmd    *exec.Cmd
	stderr *testutil.SyncBuffer
	done   chan error
}

// http starts ingot-mcp --http on a free loopback port and waits until it
// listens. It is stopped with SIGTERM when the test ends.
func (h *home) http(extra ...string) *server {
	h.t.Helper()
	cmd := h.command(append([]string{"--http", "127.0.0.1:0"}, extra...)...)
	pr, pw := io.Pipe()
	s := &server{cmd: cmd, stderr: &testutil.SyncBuffer{}, done: make(chan error, 1)}
	cmd.Stderr = io.MultiWriter(s.stderr, pw)
	if err := cmd.Start(); err != nil {
		h.t.Fatal(err)
	}
	go func() { s.done <- cmd.Wait(); pw.Close() }()
	urlc := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			if _, u, ok := strings.Cut(sc.Text(), "listening on "); ok {
				urlc <- strings.Fields(u)[0]
			}
		}
		io.Copy(io.Discard, pr)
	}()
	select {
	case s.url = <-urlc:
	case err := <-s.done:
		h.t.Fatalf("ingot-mcp --http exited: %v\n%s", err, s.stderr)
	case <-time.After(60 * time.Second):
		cmd.Process.Kill()
		h.t.Fatalf("ingot-mcp --http did not start:\n%s", s.stderr)
	}
	h.t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-s.done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
		}
	})
	return s
}

// connectHTTP connects the Go SDK client to url.
func connectHTTP(t testing.TB, url, version string) *mcp.ClientSession {
	t.Helper()
	return connectHTTPClient(t, url, version, nil)
}

// connectHTTPClient is connectHTTP with an HTTP client of its own.
func connectHTTPClient(t testing.TB, url, version string, hc *http.Client) *mcp.ClientSession {
	t.Helper()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "claude-code", Version: "test"}, nil).
		Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: url, HTTPClient: hc, DisableStandaloneSSE: true},
			&mcp.ClientSessionOptions{ProtocolVersion: version})
	if err != nil {
		t.Fatalf("connect %s: %v", url, err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

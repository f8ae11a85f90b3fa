package mcpcmd

import (
	"context"
	"encoding/json"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/mcpserver"
)

// testEnv is an Env on a temporary working directory with the given
// variables and buffers for streams.
func testEnv(t *testing.T, vars map[string]string) *cli.Env {
	t.Helper()
	ios, _, _, _ := cli.Test()
	return &cli.Env{IO: ios, Dir: t.TempDir(), Now: time.Now, Getenv: func(k string) string { return vars[k] }}
}

func TestNewRootCmd(t *testing.T) {
	for _, c := range []struct {
		args   []string
		vars   map[string]string
		code   int
		http   string
		remote bool
	}{
		{nil, nil, 0, "", false},
		{[]string{"--http"}, nil, 0, mcpserver.DefaultAddr, false},
		{[]string{"--http", "127.0.0.1:9000"}, nil, 0, "127.0.0.1:9000", false},
		{[]string{"--http=127.0.0.1:9001"}, nil, 0, "127.0.0.1:9001", false},
		{[]string{"--http", "0.0.0.0:8000", "--allow-remote"}, nil, 0, "0.0.0.0:8000", true},
		{nil, map[string]string{"INGOT_MCP_HTTP": "127.0.0.1:9100"}, 0, "127.0.0.1:9100", false},
		{[]string{"--http=127.0.0.1:9001", "extra"}, nil, 2, "", false},
		{[]string{"extra"}, nil, 2, "", false},
		{[]string{"--nosuch"}, nil, 2, "", false},
		{nil, map[string]string{"INGOT_MCP_ALLOW_REMOTE": "maybe"}, 2, "", false},
	} {
		env := testEnv(t, c.vars)
		var got *serveOptions
		code := cli.Run(context.Background(), env, Name, c.args, func(env *cli.Env) *cobra.Command {
			return newRootCmd(env, func(_ context.Context, o *serveOptions) error { got = o; return nil })
		})
		if code != c.code {
			t.Errorf("%v %v: exit %d, want %d", c.args, c.vars, code, c.code)
			continue
		}
		if code == 0 && (got.HTTP != c.http || got.AllowRemote != c.remote) {
			t.Errorf("%v %v: http %q remote %v, want %q %v", c.args, c.vars, got.HTTP, got.AllowRemote, c.http, c.remote)
		}
	}
}

func TestFlags(t *testing.T) {
	env := testEnv(t, nil)
	root := NewRoot(env)
	cli.Prepare(root)
	root.Flags().VisitAll(func(f *pflag.Flag) {
		if f.Usage == "" {
			t.Errorf("--%s: no usage", f.Name)
		}
	})
	ios, _, out, errOut := cli.Test()
	env.IO = ios
	if code := cli.Run(context.Background(), env, Name, []string{"--help"}, NewRoot); code != 0 || errOut.Len() != 0 {
		t.Fatalf("--help: exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{"EXIT STATUS", "INGOT_MCP_TOKEN", "--allow-remote", "INGOT_RELOAD_INTERVAL", "claude mcp add"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("--help does not mention %s", want)
		}
	}
}

// TestRunServeStdioInProcess runs ingot-mcp in-process on piped stdio.
func TestRunServeStdioInProcess(t *testing.T) {
	env := testEnv(t, nil)
	h := newHome(t, nil)
	h.addSkill("pdf", "Extract text and tables from PDF files.", "# PDF")
	env.Getenv = func(k string) string { return h.vars[k] }
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ios, _, _, errOut := cli.Test()
	ios.In, ios.Out = inR, outW
	env.IO = ios
	done := make(chan int, 1)
	go func() {
		done <- cli.Run(context.Background(), env, Name, nil, NewRoot)
		outW.Close()
	}()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "claude-code", Version: "1"}, nil).
		Connect(context.Background(), &mcp.IOTransport{Reader: outR, Writer: inW}, nil)
	if err != nil {
		t.Fatal(err)
	}
	// The server info carries the build's version and commit (issue 14).
	if si := cs.InitializeResult().ServerInfo; si == nil || si.Version != cli.Version() {
		t.Errorf("server info %+v, want version %q", si, cli.Version())
	}
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "get_skill", Arguments: map[string]any{"name": "pdf"}})
	if err != nil || res.IsError {
		t.Fatalf("get_skill: %v %v", err, res)
	}
	inW.Close() // the client goes away: the server exits cleanly
	if code := <-done; code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(errOut.String(), "1 skills loaded") {
		t.Errorf("no start line on stderr: %q", errOut)
	}
}

func TestRunServeCheck(t *testing.T) {
	h := newHome(t, nil)
	h.addSkill("pdf", "Extract text and tables from PDF files.", "# PDF")
	testutil.WriteFile(t, h.dir+"/skills/broken/SKILL.md", "---\nname: broken\n---\n")
	ios, _, out, errOut := cli.Test()
	env := &cli.Env{IO: ios, Dir: h.dir, Now: time.Now, Getenv: func(k string) string { return h.vars[k] }}
	// A skipped skill fails --check (issue 14 item 2), after the report.
	if code := cli.Run(context.Background(), env, Name, []string{"--check"}, NewRoot); code != 1 {
		t.Fatalf("exit %d, want 1: %s", code, errOut)
	}
	if text := out.String(); !strings.Contains(text, "1 skill(s) would be served") || !strings.Contains(text, "1 error(s)") || !strings.Contains(text, "broken") {
		t.Errorf("--check text:\n%s", text)
	}
	out.Reset()
	if code := cli.Run(context.Background(), env, Name, []string{"--check", "--json"}, NewRoot); code != 1 {
		t.Fatalf("exit %d, want 1: %s", code, errOut)
	}
	var rep mcpserver.ReloadReport
	if err := json.Unmarshal([]byte(out.String()), &rep); err != nil {
		t.Fatalf("--check output is not the report: %v\n%s", err, out)
	}
	if rep.Skills != 1 || rep.Errors != 1 || rep.Diagnostics[0].Severity != "error" {
		t.Errorf("report = %+v", rep)
	}
}

func TestRunServeRefusals(t *testing.T) {
	for _, c := range []struct {
		args []string
		vars map[string]string
		code int
		msg  string
	}{
		{[]string{"--http", "0.0.0.0:0"}, nil, 2, "non-loopback"},
		{[]string{"--http", "0.0.0.0:0", "--allow-remote"}, nil, 2, "INGOT_MCP_TOKEN"},
		{[]string{"--http", "127.0.0.1:0"}, map[string]string{"INGOT_RELOAD_INTERVAL": "soon"}, 2, "INGOT_RELOAD_INTERVAL"},
		{[]string{"--check"}, map[string]string{"INGOT_MIN_SCORE": "high"}, 2, "INGOT_MIN_SCORE"},
		{[]string{"--check"}, map[string]string{"INGOT_LOG_LEVEL": "loud"}, 2, "INGOT_LOG_LEVEL"},
		// Issue 14: a bare port and an unknown encoder are bad usage.
		{[]string{"--http", "8000"}, nil, 2, "HOST:PORT"},
		{[]string{"--check"}, map[string]string{"INGOT_ENCODER": "bogus"}, 2, "use-lite"},
	} {
		h := newHome(t, c.vars)
		ios, _, _, errOut := cli.Test()
		env := &cli.Env{IO: ios, Dir: h.dir, Now: time.Now, Getenv: func(k string) string { return h.vars[k] }}
		code := cli.Run(context.Background(), env, Name, c.args, NewRoot)
		if code != c.code || !strings.Contains(errOut.String(), c.msg) {
			t.Errorf("%v %v: exit %d, stderr %q; want %d mentioning %s", c.args, c.vars, code, errOut, c.code, c.msg)
		}
	}
}

// Item 2 of issue 14: a home or skill root that does not exist is an
// error; an empty library is a loud warning and fails --check.
func TestMissingHomeAndEmptyLibrary(t *testing.T) {
	h := newHome(t, nil)
	run := func(vars map[string]string, args ...string) (int, string, string) {
		ios, _, out, errOut := cli.Test()
		env := &cli.Env{IO: ios, Dir: h.dir, Now: time.Now, Getenv: func(k string) string {
			if v, ok := vars[k]; ok {
				return v
			}
			return h.vars[k]
		}}
		code := cli.Run(context.Background(), env, Name, args, NewRoot)
		return code, out.String(), errOut.String()
	}
	missing := h.dir + "/typo"
	for _, vars := range []map[string]string{{"INGOT_HOME": missing}, {"INGOT_SKILL_PATHS": missing}} {
		for _, args := range [][]string{{"--check"}, nil} {
			code, _, errOut := run(vars, args...)
			if code != 1 || !strings.Contains(errOut, missing+" does not exist") {
				t.Errorf("%v %v: exit %d, stderr %q", vars, args, code, errOut)
			}
		}
	}
	code, out, errOut := run(nil, "--check")
	if code != 1 || !strings.Contains(out, "0 skill(s) would be served") || !strings.Contains(errOut, "no skills found under") {
		t.Errorf("empty library --check: exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
}

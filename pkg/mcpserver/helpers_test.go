package mcpserver

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/skill"
	"github.com/ingot-dev/ingot/pkg/trace"
)

// fixture is an Ingot home with a server over it.
type fixture struct {
	t      testing.TB
	home   string
	roots  []string
	srv    *Server
	traces *trace.Store
	change *change.Store
	logs   *testutil.SyncBuffer
	clock  *fakeClock
}

// fakeClock is a settable clock for reload checks.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// skillMD is a SKILL.md with a name, description and body.
func skillMD(name, desc, body string) string {
	return "---\nname: " + name + "\ndescription: " + desc + "\n---\n\n" + body + "\n"
}

// addSkill writes <home>/skills/<id>/SKILL.md (and extra files).
func (f *fixture) addSkill(id, desc, body string, extra map[string]string) string {
	f.t.Helper()
	dir := filepath.Join(f.home, "skills", filepath.FromSlash(id))
	testutil.WriteFile(f.t, filepath.Join(dir, "SKILL.md"), skillMD(filepath.Base(id), desc, body))
	for p, c := range extra {
		testutil.WriteFile(f.t, filepath.Join(dir, filepath.FromSlash(p)), c)
	}
	return dir
}

type fixtureOpt struct {
	extraRoots []string
	interval   time.Duration
	listBudget int
	serveMax   int
	noTraces   bool
	setup      func(f *fixture) // runs before the server starts
}

// newFixture starts a server over a fresh home. Skills added by setup are
// loaded at start-up.
func newFixture(t testing.TB, o fixtureOpt) *fixture {
	t.Helper()
	home := t.TempDir()
	f := &fixture{t: t, home: home, logs: &testutil.SyncBuffer{}, clock: &fakeClock{t: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)}}
	f.roots = skill.Roots(home, strings.Join(o.extraRoots, ":"))
	if o.setup != nil {
		o.setup(f)
	}
	cs, err := change.New(home, change.Options{Roots: f.roots})
	if err != nil {
		t.Fatal(err)
	}
	f.change = cs
	if !o.noTraces {
		topt, err := trace.OptionsFrom(home, func(string) string { return "" })
		if err != nil {
			t.Fatal(err)
		}
		f.traces, err = trace.New(topt)
		if err != nil {
			t.Fatal(err)
		}
	}
	srv, err := New(context.Background(), Options{
		Roots: f.roots, Route: route.DefaultOptions(), ReloadInterval: o.interval,
		Traces: f.traces, Proposals: cs, ListBudget: o.listBudget, ServeMaxBody: o.serveMax,
		Logger: slog.New(slog.NewTextHandler(f.logs, nil)), Now: f.clock.Now,
	})
	if err != nil {
		t.Fatal(err)
	}
	f.srv = srv
	return f
}

// connect returns a client session over an in-memory transport.
func (f *fixture) connect(clientName string) *mcp.ClientSession {
	f.t.Helper()
	ctx := context.Background()
	st, ct := mcp.NewInMemoryTransports()
	ss, err := f.srv.MCP().Connect(ctx, st, nil)
	if err != nil {
		f.t.Fatal(err)
	}
	c := newClient(clientName)
	cs, err := c.Connect(ctx, ct, nil)
	if err != nil {
		f.t.Fatal(err)
	}
	f.t.Cleanup(func() { cs.Close(); ss.Close() })
	return cs
}

// newClient is a Go SDK client that knows the skills extension's methods.
func newClient(name string) *mcp.Client {
	c := mcp.NewClient(&mcp.Implementation{Name: name, Version: "1"}, nil)
	if err := mcp.AddSendingCustomMethod[*ListSkillsParams, *ListSkillsResult](c, methodSkillsList); err != nil {
		panic(err)
	}
	if err := mcp.AddSendingCustomMethod[*GetSkillParams, *GetSkillResult](c, methodSkillsGet); err != nil {
		panic(err)
	}
	return c
}

// httpServer serves the fixture over streamable HTTP on loopback.
func (f *fixture) httpServer(opt HTTPOptions) *httptest.Server {
	f.t.Helper()
	ts := httptest.NewServer(f.srv.HTTPHandler(opt))
	f.t.Cleanup(ts.Close)
	return ts
}

// call invokes a tool and decodes its structured content into out. It
// fails the test on a protocol error; the result is returned for IsError.
func call(t testing.TB, cs *mcp.ClientSession, tool string, args map[string]any, out any) *mcp.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tool, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", tool, err)
	}
	if out != nil && res.StructuredContent != nil {
		b, err := json.Marshal(res.StructuredContent)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, out); err != nil {
			t.Fatalf("%s: decode %s: %v", tool, b, err)
		}
	}
	return res
}

// mustOK fails when the result is an error.
func mustOK(t testing.TB, tool string, res *mcp.CallToolResult) {
	t.Helper()
	if res.IsError {
		t.Fatalf("%s returned an error: %s", tool, text(res))
	}
}

func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

// records reads the trace store.
func (f *fixture) records() []trace.Record {
	f.t.Helper()
	var out []trace.Record
	if err := f.traces.Read(context.Background(), func(r trace.Record) error { out = append(out, r); return nil }); err != nil {
		f.t.Fatal(err)
	}
	return out
}

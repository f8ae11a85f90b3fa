package mcpcmd

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ingot-dev/ingot/internal/testcorpus"
	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/skill"
)

const rspecTask = "write RSpec specs for the Subscription model, use let blocks and instance_double for the gateway"

// corpusHome is a home whose library holds the corpus's skills.
func corpusHome(t testing.TB) *home {
	return newHome(t, map[string]string{"INGOT_SKILL_PATHS": testcorpus.Skills(t)})
}

// rspecSkill is the corpus skill the RSpec task must route to.
func rspecSkill(t testing.TB) *skill.Skill {
	t.Helper()
	lib, err := skill.Discover(context.Background(), []string{testcorpus.Skills(t)}, skill.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := lib.Get("lambdatest/rspec-skill")
	if s == nil {
		t.Fatal("the corpus has no lambdatest/rspec-skill")
	}
	return s
}

func decode(t testing.TB, res *mcp.CallToolResult, out any) {
	t.Helper()
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, out); err != nil {
		t.Fatalf("decode %s: %v", b, err)
	}
}

// checkRSpec calls route_and_load with the RSpec task and checks the
// decision names the corpus skill with its revision and body.
func checkRSpec(t testing.TB, cs *mcp.ClientSession, want *skill.Skill) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "route_and_load",
		Arguments: map[string]any{"task": rspecTask, "harness": "claude"}})
	if err != nil || res.IsError {
		t.Fatalf("route_and_load: %v %+v", err, res)
	}
	var d map[string]any
	decode(t, res, &d)
	if d["match"] != want.ID || d["revision"] != want.Revision.String() || d["skill_body"] != want.Body || d["novel"] != false {
		t.Fatalf("decision: match %v revision %v body %.60q", d["match"], d["revision"], d["skill_body"])
	}
}

func TestBinaryStdioBothEras(t *testing.T) {
	want := rspecSkill(t)
	h := corpusHome(t)
	for _, c := range []struct{ ask, got string }{{"", "2026-07-28"}, {"2025-11-25", "2025-11-25"}} {
		cs, stderr := h.stdio(c.ask)
		if v := cs.InitializeResult().ProtocolVersion; v != c.got {
			t.Errorf("asked %q: negotiated %s, want %s", c.ask, v, c.got)
		}
		checkRSpec(t, cs, want)
		if !strings.Contains(stderr.String(), "392 skills loaded") {
			t.Errorf("stderr: %q", stderr)
		}
	}
	// Each call was traced in the home's store.
	data, err := os.ReadFile(filepath.Join(h.dir, "runs", "traces.jsonl"))
	if err != nil || strings.Count(string(data), `"source":"mcp:route_and_load"`) != 2 {
		t.Errorf("traces: %v\n%s", err, data)
	}
}

func TestBinaryHTTPBothEras(t *testing.T) {
	want := rspecSkill(t)
	h := corpusHome(t)
	s := h.http()
	for _, c := range []struct{ ask, got string }{{"", "2026-07-28"}, {"2025-11-25", "2025-11-25"}, {"2025-03-26", "2025-03-26"}} {
		cs := connectHTTP(t, s.url, c.ask)
		if v := cs.InitializeResult().ProtocolVersion; v != c.got {
			t.Errorf("asked %q: negotiated %s, want %s", c.ask, v, c.got)
		}
		checkRSpec(t, cs, want)
	}
}

func TestBinaryBearerToken(t *testing.T) {
	h := newHome(t, map[string]string{"INGOT_MCP_TOKEN": "tok-0123456789abcdef"})
	h.addSkill("pdf", "Extract text and tables from PDF files.", "# PDF")
	s := h.http()
	if !strings.Contains(s.stderr.String(), "bearer token required") {
		t.Errorf("start line does not say a token is required: %q", s.stderr)
	}
	req, _ := http.NewRequest(http.MethodPost, s.url, strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"ping"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusUnauthorized {
		t.Errorf("no token: status %d, want 401", res.StatusCode)
	}
	hc := &http.Client{Transport: roundTripper(func(r *http.Request) (*http.Response, error) {
		r = r.Clone(r.Context())
		r.Header.Set("Authorization", "Bearer tok-0123456789abcdef")
		return http.DefaultTransport.RoundTrip(r)
	})}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "claude-code", Version: "1"}, nil).Connect(context.Background(),
		&mcp.StreamableClientTransport{Endpoint: s.url, HTTPClient: hc, DisableStandaloneSSE: true}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	if res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "get_skill", Arguments: map[string]any{"name": "pdf"}}); err != nil || res.IsError {
		t.Fatalf("with the token: %v %v", err, res)
	}
}

type roundTripper func(*http.Request) (*http.Response, error)

func (f roundTripper) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

func TestBinaryRemoteBindRefused(t *testing.T) {
	h := newHome(t, nil)
	for _, c := range []struct {
		args []string
		vars map[string]string
		msg  string
	}{
		{[]string{"--http", "0.0.0.0:0"}, nil, "--allow-remote"},
		{[]string{"--http", "0.0.0.0:0", "--allow-remote"}, nil, "INGOT_MCP_TOKEN"},
		{[]string{"--http", "[::]:0"}, map[string]string{"INGOT_MCP_TOKEN": "t"}, "--allow-remote"},
	} {
		cmd := h.command(c.args...)
		for k, v := range c.vars {
			cmd.Env = append(cmd.Env, k+"="+v)
		}
		out, err := cmd.CombinedOutput()
		ee, ok := err.(*exec.ExitError)
		if !ok || ee.ExitCode() != 2 || !strings.Contains(string(out), c.msg) || strings.Contains(string(out), "listening") {
			t.Errorf("%v: %v\n%s", c.args, err, out)
		}
	}
}

func TestBinaryHotReload(t *testing.T) {
	// Interval 0 checks before every request (the default 1s would do
	// the same a second later).
	h := newHome(t, map[string]string{"INGOT_RELOAD_INTERVAL": "0"})
	h.addSkill("pdf", "Extract text and tables from PDF files.", "# PDF v1")
	cs, stderr := h.stdio("")
	get := func(name string) (map[string]any, bool) {
		res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "get_skill", Arguments: map[string]any{"name": name}})
		if err != nil {
			t.Fatal(err)
		}
		var out map[string]any
		if !res.IsError {
			decode(t, res, &out)
		}
		return out, !res.IsError
	}
	v1, ok := get("pdf")
	if !ok {
		t.Fatal("pdf not served")
	}
	if _, ok := get("docx"); ok {
		t.Fatal("docx served before it exists")
	}
	h.addSkill("docx", "Create and edit Word documents.", "# DOCX")
	if out, ok := get("docx"); !ok || out["body"] != "# DOCX" {
		t.Fatalf("added skill not served: %v", out)
	}
	h.addSkill("pdf", "Extract text and tables from PDF files.", "# PDF v2")
	v2, _ := get("pdf")
	if v2["body"] != "# PDF v2" || v2["revision"] == v1["revision"] {
		t.Fatalf("edited skill: %v", v2)
	}
	testutil.WriteFile(t, filepath.Join(h.dir, "skills", "pdf", "SKILL.md"), "---\nname: pdf\ndescription: [oops\n---\n# PDF v3\n")
	v3, _ := get("pdf")
	if v3["body"] != "# PDF v2" || v3["revision"] != v2["revision"] {
		t.Fatalf("broken skill: want the previous revision served, got %v", v3)
	}
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "reload_skills"})
	if err != nil || res.IsError {
		t.Fatal(err, res)
	}
	var rep struct {
		Kept []struct {
			ID       string   `json:"id"`
			Revision string   `json:"revision"`
			Problems []string `json:"problems"`
		} `json:"kept_previous"`
	}
	decode(t, res, &rep)
	if len(rep.Kept) != 1 || rep.Kept[0].ID != "pdf" || rep.Kept[0].Revision != v2["revision"] {
		t.Fatalf("reload_skills: %+v", rep)
	}
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(stderr.String(), "still serving its previous revision") && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if s := stderr.String(); !strings.Contains(s, "still serving its previous revision") || !strings.Contains(s, "skills/pdf/SKILL.md") {
		t.Errorf("the broken skill is not reported on stderr:\n%s", s)
	}
}

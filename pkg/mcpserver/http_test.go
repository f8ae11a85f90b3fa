package mcpserver

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// connectHTTP connects a Go SDK client to url, asking for a protocol
// version ("" = the newest, which tries 2026-07-28 first).
func connectHTTP(t testing.TB, url, version string, hc *http.Client) *mcp.ClientSession {
	t.Helper()
	tr := &mcp.StreamableClientTransport{Endpoint: url, HTTPClient: hc, DisableStandaloneSSE: true}
	cs, err := newClient("claude-code").Connect(context.Background(), tr, &mcp.ClientSessionOptions{ProtocolVersion: version})
	if err != nil {
		t.Fatalf("connect %s (%q): %v", url, version, err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

func TestHTTPBothEras(t *testing.T) {
	f := newFixture(t, fixtureOpt{setup: smallLibrary})
	ts := f.httpServer(HTTPOptions{})
	for _, c := range []struct {
		ask, want string
		session   bool
	}{
		{"", "2026-07-28", false},          // modern: stateless, no session
		{"2025-11-25", "2025-11-25", true}, // legacy: a real session
		{"2025-06-18", "2025-06-18", true},
		{"2025-03-26", "2025-03-26", true},
		{"2024-11-05", "2024-11-05", true},
	} {
		t.Run("v"+c.want, func(t *testing.T) {
			cs := connectHTTP(t, ts.URL+Path, c.ask, nil)
			if got := cs.InitializeResult().ProtocolVersion; got != c.want {
				t.Fatalf("negotiated %s, want %s", got, c.want)
			}
			if (cs.ID() != "") != c.session {
				t.Errorf("session id %q, want one: %v", cs.ID(), c.session)
			}
			var d map[string]any
			mustOK(t, toolRoute, call(t, cs, toolRoute, map[string]any{
				"task": "extract text and tables from the PDF files, fill the PDF forms and merge the PDF documents with pdfplumber"}, &d))
			if d["match"] != "pdf" {
				t.Errorf("match = %v", d["match"])
			}
			list, err := mcp.CallCustomMethod[*ListSkillsParams, *ListSkillsResult](context.Background(), cs, methodSkillsList, &ListSkillsParams{})
			if err != nil || len(list.Skills) != 4 {
				t.Fatalf("skills/list: %v %+v", err, list)
			}
			rr, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: list.Skills[0].Resources[0].URI})
			if err != nil || rr.Contents[0].Meta["digest"] != list.Skills[0].Resources[0].Digest {
				t.Errorf("resources/read: %v", err)
			}
		})
	}
}

// bearer adds an Authorization header to every request.
type bearer struct {
	token string
	next  http.RoundTripper
}

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.token)
	return b.next.RoundTrip(r)
}

func post(t *testing.T, url string, header map[string]string) *http.Response {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, url, strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("MCP-Protocol-Version", "2025-06-18")
	for k, v := range header {
		if k == "Host" {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res
}

func TestHTTPBearerToken(t *testing.T) {
	f := newFixture(t, fixtureOpt{setup: smallLibrary})
	ts := f.httpServer(HTTPOptions{Token: "s3cret-token-value"})
	url := ts.URL + Path
	for name, h := range map[string]map[string]string{
		"none":       nil,
		"wrong":      {"Authorization": "Bearer s3cret-token-valuX"},
		"prefix":     {"Authorization": "Bearer s3cret"},
		"longer":     {"Authorization": "Bearer s3cret-token-value2"},
		"not bearer": {"Authorization": "Basic czNjcmV0LXRva2VuLXZhbHVl"},
	} {
		if res := post(t, url, h); res.StatusCode != http.StatusUnauthorized || !strings.HasPrefix(res.Header.Get("WWW-Authenticate"), "Bearer") {
			t.Errorf("%s: status %d, WWW-Authenticate %q; want 401", name, res.StatusCode, res.Header.Get("WWW-Authenticate"))
		}
	}
	if res := post(t, url, map[string]string{"Authorization": "Bearer s3cret-token-value"}); res.StatusCode != http.StatusOK {
		t.Errorf("right token: status %d", res.StatusCode)
	}
	for _, v := range []string{"", "2025-11-25"} {
		cs := connectHTTP(t, url, v, &http.Client{Transport: bearer{"s3cret-token-value", http.DefaultTransport}})
		mustOK(t, toolList, call(t, cs, toolList, nil, nil))
	}
	// A client without the token cannot connect in either era.
	for _, v := range []string{"", "2025-11-25"} {
		_, err := newClient("x").Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: url, DisableStandaloneSSE: true},
			&mcp.ClientSessionOptions{ProtocolVersion: v})
		if err == nil {
			t.Errorf("%q: connected without the token", v)
		}
	}
}

func TestHTTPProtections(t *testing.T) {
	f := newFixture(t, fixtureOpt{setup: smallLibrary})
	ts := f.httpServer(HTTPOptions{})
	url := ts.URL + Path
	if res := post(t, url, nil); res.StatusCode != http.StatusOK {
		t.Fatalf("plain request: %d", res.StatusCode)
	}
	// DNS rebinding: a foreign Host arriving on loopback.
	if res := post(t, url, map[string]string{"Host": "evil.example:8000"}); res.StatusCode != http.StatusForbidden {
		t.Errorf("foreign Host: status %d, want 403", res.StatusCode)
	}
	// A browser page on another origin.
	if res := post(t, url, map[string]string{"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"}); res.StatusCode != http.StatusForbidden {
		t.Errorf("cross-origin request: status %d, want 403", res.StatusCode)
	}
	// Only /mcp is served.
	if res := post(t, ts.URL+"/other", nil); res.StatusCode != http.StatusNotFound {
		t.Errorf("/other: status %d", res.StatusCode)
	}
}

func TestCheckBind(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		addr   string
		remote bool
		token  string
		ok     bool
	}{
		{"127.0.0.1:8000", false, "", true},
		{"localhost:8000", false, "", true},
		{"[::1]:8000", false, "", true},
		{"127.0.0.5:9000", false, "", true},
		{"0.0.0.0:8000", false, "", false},
		{":8000", false, "", false},
		{"[::]:8000", false, "", false},
		{"192.0.2.10:8000", false, "", false},
		{"0.0.0.0:8000", true, "", false},     // remote without a token
		{"0.0.0.0:8000", false, "tok", false}, // a token without the opt-in
		{"0.0.0.0:8000", true, "tok", true},
		{"no-port", false, "", false},
	} {
		err := CheckBind(ctx, c.addr, c.remote, c.token)
		if (err == nil) != c.ok {
			t.Errorf("CheckBind(%q, %v, %q) = %v, want ok %v", c.addr, c.remote, c.token, err, c.ok)
		}
		if err != nil && c.addr != "no-port" && !errors.Is(err, ErrRemoteBind) {
			t.Errorf("%q: %v is not ErrRemoteBind", c.addr, err)
		}
	}
}

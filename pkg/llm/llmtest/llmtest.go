// Package llmtest is a scripted OpenAI-compatible chat-completions server
// for tests: replies are scripted per request (a queue, then an optional
// handler function), every request is recorded, and Verify fails the test
// when scripted replies were left unused (the idea of gh's
// httpmock.Registry.Verify). It imports nothing from Ingot, so any
// package's tests can use it; it is never a default a user can reach.
//
//	srv := llmtest.New(t)
//	srv.Enqueue(llmtest.RateLimited("3"), llmtest.Text("hello"))
//	// point the client at srv.URL (base URL, ending in /v1)
//	defer srv.Verify(t)
package llmtest

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// Message is one chat message as received.
type Message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// ChatRequest is the decoded body of a chat-completions request.
type ChatRequest struct {
	Model          string          `json:"model"`
	Messages       []Message       `json:"messages"`
	Temperature    *float64        `json:"temperature"`
	MaxTokens      *int            `json:"max_tokens"`
	ResponseFormat json.RawMessage `json:"response_format"`
	Provider       json.RawMessage `json:"provider"`
}

// Request is one request the server received.
type Request struct {
	Method string
	Path   string
	Host   string // the Host header: the host the client believed it called
	Header http.Header
	Body   []byte      // raw body
	Chat   ChatRequest // decoded body
	fields map[string]json.RawMessage
}

// Field returns the raw top-level body field key, or nil when absent.
func (r Request) Field(key string) json.RawMessage { return r.fields[key] }

// LastUser is the content of the last user message.
func (r Request) LastUser() string {
	for i := len(r.Chat.Messages) - 1; i >= 0; i-- {
		if r.Chat.Messages[i].Role == "user" {
			return r.Chat.Messages[i].Content
		}
	}
	return ""
}

// Reply is a scripted answer. The zero value is an empty 200 completion.
type Reply struct {
	Status       int    // 0: 200
	Content      string // the assistant message
	Model        string // reported model; empty: the requested model
	FinishReason string // empty: "stop"
	// Token usage reported; when both are 0 the server reports 10 and 5.
	PromptTokens, CompletionTokens int64
	Header                         map[string]string // extra response headers
	// RawBody, when set, is sent verbatim instead of a completion (an error
	// body, a malformed reply).
	RawBody string
	// Hang blocks until the client gives up on the request (per-attempt
	// timeout tests).
	Hang bool
	// Hold, when non-nil, keeps the request in flight until it is closed.
	Hold <-chan struct{}
}

// Text is a 200 completion with content.
func Text(content string) Reply { return Reply{Content: content} }

// JSON is a 200 completion whose content is v marshalled to JSON.
func JSON(v any) Reply {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("llmtest.JSON: %v", err)) // programmer error in a test
	}
	return Reply{Content: string(b)}
}

// Error is an HTTP error with an OpenAI-style body.
func Error(status int, message string) Reply {
	b, _ := json.Marshal(map[string]any{"error": map[string]any{"message": message, "code": status}})
	return Reply{Status: status, RawBody: string(b)}
}

// RateLimited is a 429 with Retry-After set to retryAfter ("" for none).
func RateLimited(retryAfter string) Reply {
	r := Error(http.StatusTooManyRequests, "rate limited")
	if retryAfter != "" {
		r.Header = map[string]string{"Retry-After": retryAfter}
	}
	return r
}

// Server is the scripted server. Its methods are safe for concurrent use.
type Server struct {
	// URL is the API base URL to configure a client with (ends in /v1).
	URL string

	t    testing.TB
	srv  *httptest.Server
	tls  bool
	done chan struct{}

	mu          sync.Mutex
	queue       []Reply
	handler     func(Request) Reply
	requests    []Request
	inFlight    int
	maxInFlight int
	closed      bool
}

// New starts a plain-HTTP server, closed when the test ends.
func New(t testing.TB) *Server { return start(t, false) }

// NewTLS starts an HTTPS server. Use Client so the client trusts its
// certificate and reaches it under any host name (e.g. openrouter.ai).
func NewTLS(t testing.TB) *Server { return start(t, true) }

func start(t testing.TB, tls bool) *Server {
	t.Helper()
	s := &Server{t: t, tls: tls, done: make(chan struct{})}
	h := http.HandlerFunc(s.serve)
	if tls {
		s.srv = httptest.NewTLSServer(h)
	} else {
		s.srv = httptest.NewServer(h)
	}
	s.URL = s.srv.URL + "/v1"
	t.Cleanup(s.Close)
	return s
}

// Close stops the server, releasing any held requests.
func (s *Server) Close() {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	s.closed = true
	close(s.done)
	s.mu.Unlock()
	s.srv.Close()
}

// Enqueue appends scripted replies, served in order, one per request.
func (s *Server) Enqueue(r ...Reply) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.queue = append(s.queue, r...)
}

// HandleFunc answers requests once the queue is empty. Without one, an
// unscripted request fails the test and gets a 400.
func (s *Server) HandleFunc(f func(Request) Reply) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.handler = f
}

// Requests returns a copy of every request received, in arrival order.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// Count is the number of requests received.
func (s *Server) Count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.requests)
}

// InFlight is the number of requests being handled now.
func (s *Server) InFlight() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.inFlight
}

// MaxInFlight is the most requests ever handled at once.
func (s *Server) MaxInFlight() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.maxInFlight
}

// Verify fails t if scripted replies were never used.
func (s *Server) Verify(t testing.TB) {
	t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	if n := len(s.queue); n > 0 {
		t.Errorf("llmtest: %d scripted repl(ies) never requested (received %d requests)", n, len(s.requests))
	}
}

// Client returns an HTTP client that sends every request to this server,
// whatever host the URL names, and (for NewTLS) trusts its certificate.
// This is how a test makes a client configured for https://openrouter.ai
// talk to the scripted server: the client's own host logic runs unchanged.
func (s *Server) Client() *http.Client {
	addr := s.srv.Listener.Addr().String()
	tr := http.DefaultTransport.(*http.Transport).Clone()
	var d net.Dialer
	tr.DialContext = func(ctx context.Context, network, _ string) (net.Conn, error) {
		return d.DialContext(ctx, network, addr)
	}
	if s.tls {
		base := s.srv.Client().Transport.(*http.Transport).TLSClientConfig.Clone()
		base.ServerName = "example.com" // a name on httptest's certificate
		tr.TLSClientConfig = base
	}
	tr.ForceAttemptHTTP2 = false
	return &http.Client{Transport: tr}
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		s.t.Errorf("llmtest: read request body: %v", err)
		http.Error(w, "read body", http.StatusBadRequest)
		return
	}
	req := Request{Method: r.Method, Path: r.URL.Path, Host: r.Host, Header: r.Header.Clone(), Body: body}
	if err := json.Unmarshal(body, &req.fields); err != nil {
		s.t.Errorf("llmtest: request body is not a JSON object: %v: %s", err, body)
	}
	if err := json.Unmarshal(body, &req.Chat); err != nil {
		s.t.Errorf("llmtest: request body does not decode as a chat request: %v", err)
	}

	s.mu.Lock()
	s.requests = append(s.requests, req)
	s.inFlight++
	if s.inFlight > s.maxInFlight {
		s.maxInFlight = s.inFlight
	}
	var reply Reply
	scripted := true
	switch {
	case r.Method != http.MethodPost || !strings.HasSuffix(r.URL.Path, "/chat/completions"):
		scripted = false
		s.t.Errorf("llmtest: unexpected %s %s", r.Method, r.URL.Path)
	case len(s.queue) > 0:
		reply, s.queue = s.queue[0], s.queue[1:]
	case s.handler != nil:
		h := s.handler
		s.mu.Unlock()
		reply = h(req)
		s.mu.Lock()
	default:
		scripted = false
		s.t.Errorf("llmtest: unscripted request %d for model %q", len(s.requests), req.Chat.Model)
	}
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.inFlight--
		s.mu.Unlock()
	}()

	if !scripted {
		writeJSON(w, http.StatusBadRequest, nil, `{"error":{"message":"llmtest: unscripted request","code":400}}`)
		return
	}
	if reply.Hang {
		select {
		case <-r.Context().Done():
		case <-s.done:
		}
		return
	}
	if reply.Hold != nil {
		select {
		case <-reply.Hold:
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		}
	}
	status := reply.Status
	if status == 0 {
		status = http.StatusOK
	}
	if reply.RawBody != "" {
		writeJSON(w, status, reply.Header, reply.RawBody)
		return
	}
	model := reply.Model
	if model == "" {
		model = req.Chat.Model
	}
	finish := reply.FinishReason
	if finish == "" {
		finish = "stop"
	}
	in, out := reply.PromptTokens, reply.CompletionTokens
	if in == 0 && out == 0 {
		in, out = 10, 5
	}
	b, _ := json.Marshal(map[string]any{
		"id":      fmt.Sprintf("chatcmpl-llmtest-%d", len(s.Requests())),
		"object":  "chat.completion",
		"created": 1,
		"model":   model,
		"choices": []any{map[string]any{
			"index":         0,
			"message":       map[string]any{"role": "assistant", "content": reply.Content},
			"finish_reason": finish,
		}},
		"usage": map[string]any{"prompt_tokens": in, "completion_tokens": out, "total_tokens": in + out},
	})
	writeJSON(w, status, reply.Header, string(b))
}

func writeJSON(w http.ResponseWriter, status int, header map[string]string, body string) {
	for k, v := range header {
		w.Header().Set(k, v)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = io.WriteString(w, body)
}

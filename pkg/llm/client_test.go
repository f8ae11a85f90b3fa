package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
)

// testSettings points every role at base with model "m" (judge: "j").
func testSettings(t *testing.T, base, key string) Settings {
	t.Helper()
	env := map[string]string{
		"INGOT_BASE_URL":     base,
		"INGOT_API_KEY":      key,
		"INGOT_AGENT_MODEL":  "m",
		"INGOT_AUTHOR_MODEL": "author-m",
		"INGOT_JUDGE_MODEL":  "j",
	}
	s, err := SettingsFrom(envMap(env))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// sleepRecorder replaces real waits between retries.
type sleepRecorder struct {
	mu     sync.Mutex
	delays []time.Duration
}

func (r *sleepRecorder) sleep(ctx context.Context, d time.Duration) error {
	r.mu.Lock()
	r.delays = append(r.delays, d)
	r.mu.Unlock()
	return ctx.Err()
}

func newClient(t *testing.T, srv *llmtest.Server, s Settings, o Options) (*Client, *sleepRecorder) {
	t.Helper()
	rec := &sleepRecorder{}
	if o.Sleep == nil {
		o.Sleep = rec.sleep
	}
	if o.HTTPClient == nil {
		o.HTTPClient = srv.Client()
	}
	c, err := New(s, o)
	if err != nil {
		t.Fatal(err)
	}
	return c, rec
}

func ask(content string) Request {
	return Request{Messages: []Message{System("be brief"), User(content)}, Temperature: Temp(0)}
}

func TestChatSendsRequestAndParsesReply(t *testing.T) {
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.Reply{Content: `{"ok":true}`, PromptTokens: 12, CompletionTokens: 3})
	c, _ := newClient(t, srv, testSettings(t, srv.URL, ""), Options{})

	schema := json.RawMessage(`{"type":"object","properties":{"ok":{"type":"boolean"}},"required":["ok"],"additionalProperties":false}`)
	res, err := c.Chat(context.Background(), RoleAgent, Request{
		Messages:    []Message{System("sys"), User("hello")},
		Temperature: Temp(0.2), MaxTokens: 64,
		Schema: &JSONSchema{Name: "answer", Strict: true, Schema: schema},
	})
	if err != nil {
		t.Fatal(err)
	}
	srv.Verify(t)
	if res.Content != `{"ok":true}` || res.Model != "m" || res.Cached || res.Call.Input != 12 || res.Call.Output != 3 || res.Call.Attempts != 1 {
		t.Errorf("response = %+v", res)
	}
	req := srv.Requests()[0]
	if req.Path != "/v1/chat/completions" || req.Chat.Model != "m" || len(req.Chat.Messages) != 2 ||
		req.Chat.Messages[0] != (llmtest.Message{Role: "system", Content: "sys"}) || req.LastUser() != "hello" {
		t.Errorf("request = %s %+v", req.Path, req.Chat)
	}
	if req.Chat.Temperature == nil || *req.Chat.Temperature != 0.2 || req.Chat.MaxTokens == nil || *req.Chat.MaxTokens != 64 {
		t.Errorf("parameters not sent: %s", req.Body)
	}
	var rf struct {
		Type       string `json:"type"`
		JSONSchema struct {
			Name   string          `json:"name"`
			Strict bool            `json:"strict"`
			Schema json.RawMessage `json:"schema"`
		} `json:"json_schema"`
	}
	if err := json.Unmarshal(req.Chat.ResponseFormat, &rf); err != nil {
		t.Fatalf("response_format: %v: %s", err, req.Body)
	}
	var gotSchema, wantSchema any
	_ = json.Unmarshal(rf.JSONSchema.Schema, &gotSchema)
	_ = json.Unmarshal(schema, &wantSchema)
	if rf.Type != "json_schema" || rf.JSONSchema.Name != "answer" || !rf.JSONSchema.Strict || fmt.Sprint(gotSchema) != fmt.Sprint(wantSchema) {
		t.Errorf("response_format = %s", req.Chat.ResponseFormat)
	}
	if req.Field("provider") != nil {
		t.Errorf("non-OpenRouter request carries a provider field: %s", req.Body)
	}
	if h := req.Header.Get("Authorization"); h != "" {
		t.Errorf("local endpoint without key sent Authorization %q", h)
	}
}

func TestOpenRouterCarriesZDR(t *testing.T) {
	srv := llmtest.NewTLS(t)
	srv.Enqueue(llmtest.Text("a"), llmtest.Text("b"))
	// The client is configured for the real OpenRouter URL; srv.Client()
	// routes the connection to the test server, so the host detection is
	// the production code path.
	c, _ := newClient(t, srv, testSettings(t, "https://openrouter.ai/api/v1", "sk-or-test"), Options{})
	for _, role := range []Role{RoleAgent, RoleJudge} {
		if _, err := c.Chat(context.Background(), role, ask("hi")); err != nil {
			t.Fatal(err)
		}
	}
	srv.Verify(t)
	for _, req := range srv.Requests() {
		if req.Host != "openrouter.ai" || req.Path != "/api/v1/chat/completions" {
			t.Errorf("request went to %s%s, want openrouter.ai/api/v1/chat/completions", req.Host, req.Path)
		}
		var p map[string]any
		if err := json.Unmarshal(req.Field("provider"), &p); err != nil {
			t.Fatalf("no provider preference in %s", req.Body)
		}
		if p["zdr"] != true || p["data_collection"] != "deny" || len(p) != 2 {
			t.Errorf("provider = %v, want zdr true and data_collection deny", p)
		}
		if got := req.Header.Get("Authorization"); got != "Bearer sk-or-test" {
			t.Errorf("Authorization = %q", got)
		}
	}

	// The same client code against any other host sends no provider field.
	plain := llmtest.NewTLS(t)
	plain.Enqueue(llmtest.Text("c"))
	c2, _ := newClient(t, plain, testSettings(t, "https://api.example.com/v1", "sk-test"), Options{})
	if _, err := c2.Chat(context.Background(), RoleAgent, ask("hi")); err != nil {
		t.Fatal(err)
	}
	if p := plain.Requests()[0].Field("provider"); p != nil {
		t.Errorf("non-OpenRouter host got provider %s", p)
	}
}

func TestOpenRouterNoEligibleEndpointFailsLoudly(t *testing.T) {
	srv := llmtest.NewTLS(t)
	srv.Enqueue(llmtest.Error(404, "No endpoints found matching your data policy (Zero data retention)"))
	c, _ := newClient(t, srv, testSettings(t, "https://openrouter.ai/api/v1", "k"), Options{})
	_, err := c.Chat(context.Background(), RoleJudge, ask("hi"))
	if !errors.Is(err, ErrNoEligibleEndpoint) {
		t.Fatalf("err = %v, want ErrNoEligibleEndpoint", err)
	}
	for _, want := range []string{`"j"`, "zero-data-retention", "No endpoints found"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not mention %s", err, want)
		}
	}
	if n := srv.Count(); n != 1 {
		t.Errorf("requests = %d, want 1 (never retried)", n)
	}
}

func TestRetryOn429HonoursRetryAfter(t *testing.T) {
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.RateLimited("7"), llmtest.Error(503, "overloaded"), llmtest.Text("done"))
	c, rec := newClient(t, srv, testSettings(t, srv.URL, ""), Options{RetryBaseDelay: time.Millisecond, RetryMaxDelay: 4 * time.Millisecond})
	res, err := c.Chat(context.Background(), RoleAgent, ask("x"))
	if err != nil {
		t.Fatal(err)
	}
	srv.Verify(t)
	if res.Content != "done" || res.Call.Attempts != 3 {
		t.Errorf("content %q attempts %d, want done after 3", res.Content, res.Call.Attempts)
	}
	if n := srv.Count(); n != 3 {
		t.Errorf("requests = %d, want 3", n)
	}
	if len(rec.delays) != 2 || rec.delays[0] < 7*time.Second || rec.delays[1] > 4*time.Millisecond {
		t.Errorf("delays = %v, want [>=7s (Retry-After), <=4ms (backoff)]", rec.delays)
	}
	if r := c.Ledger().Report(); r.Total.Calls != 1 {
		t.Errorf("ledger calls = %d, want 1 call (retries are attempts, not calls)", r.Total.Calls)
	}
}

func TestNoRetryOn400(t *testing.T) {
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.Error(400, "max_tokens is too large"))
	c, rec := newClient(t, srv, testSettings(t, srv.URL, ""), Options{})
	_, err := c.Chat(context.Background(), RoleAgent, ask("x"))
	if err == nil || !strings.Contains(err.Error(), "400") || !strings.Contains(err.Error(), "max_tokens is too large") {
		t.Fatalf("err = %v, want the 400 and its message", err)
	}
	if n := srv.Count(); n != 1 || len(rec.delays) != 0 {
		t.Errorf("requests = %d, sleeps = %d; want 1 and 0", n, len(rec.delays))
	}
	var ce *CallError
	if !errors.As(err, &ce) || ce.Status != 400 || ce.Role != RoleAgent || ce.Model != "m" || ce.Attempts != 1 {
		t.Errorf("call error = %#v", ce)
	}
	// ": 400 " and not "400": the server's random port may hold "400"
	// (127.0.0.1:34001), which made this check flaky.
	if strings.Count(err.Error(), ": 400 ") != 1 || strings.Contains(err.Error(), "\n") {
		t.Errorf("message should be one line stating the status once: %q", err)
	}
}

func TestRetryAfterTooLongGivesUp(t *testing.T) {
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.RateLimited("3600"))
	c, rec := newClient(t, srv, testSettings(t, srv.URL, ""), Options{})
	_, err := c.Chat(context.Background(), RoleAgent, ask("x"))
	if err == nil || !strings.Contains(err.Error(), "server asked to wait 1h0m0s") || len(rec.delays) != 0 || srv.Count() != 1 {
		t.Errorf("err = %v after %d sleeps", err, len(rec.delays))
	}
}

func TestRetriesGiveUp(t *testing.T) {
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.Error(500, "a"), llmtest.Error(502, "b"), llmtest.Error(503, "c"))
	s := testSettings(t, srv.URL, "")
	s.Retries = 2
	c, _ := newClient(t, srv, s, Options{RetryBaseDelay: time.Millisecond})
	_, err := c.Chat(context.Background(), RoleAgent, ask("x"))
	if err == nil || !strings.Contains(err.Error(), "gave up after 3 attempts") || !strings.Contains(err.Error(), "503") {
		t.Fatalf("err = %v", err)
	}
	srv.Verify(t)
	if n := srv.Count(); n != 3 {
		t.Errorf("requests = %d, want 3", n)
	}
	if r := c.Ledger().Report(); r.Total.Calls != 0 {
		t.Errorf("failed call was recorded as usage: %+v", r.Total)
	}
}

func TestPerAttemptTimeoutIsRetried(t *testing.T) {
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.Reply{Hang: true}, llmtest.Text("second try"))
	s := testSettings(t, srv.URL, "")
	s.Timeout = 50 * time.Millisecond
	c, _ := newClient(t, srv, s, Options{RetryBaseDelay: time.Millisecond})
	res, err := c.Chat(context.Background(), RoleAgent, ask("x"))
	if err != nil {
		t.Fatal(err)
	}
	if res.Content != "second try" || srv.Count() != 2 {
		t.Errorf("content %q after %d requests", res.Content, srv.Count())
	}
}

func TestContextCancellationStopsRetries(t *testing.T) {
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.RateLimited("1"))
	ctx, cancel := context.WithCancel(context.Background())
	c, _ := newClient(t, srv, testSettings(t, srv.URL, ""), Options{Sleep: func(context.Context, time.Duration) error {
		cancel() // the user hits ^C while the client waits to retry
		return context.Canceled
	}})
	_, err := c.Chat(ctx, RoleAgent, ask("x"))
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if n := srv.Count(); n != 1 {
		t.Errorf("requests = %d, want 1", n)
	}
	if _, err := c.Chat(ctx, RoleAgent, ask("y")); !errors.Is(err, context.Canceled) || srv.Count() != 1 {
		t.Errorf("call on a cancelled context: %v, %d requests", err, srv.Count())
	}
}

func TestReplyWithErrorBodyAndNoChoices(t *testing.T) {
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.Reply{RawBody: `{"error":{"message":"upstream provider returned garbage","code":400}}`})
	c, _ := newClient(t, srv, testSettings(t, srv.URL, ""), Options{})
	_, err := c.Chat(context.Background(), RoleAgent, ask("x"))
	if err == nil || !strings.Contains(err.Error(), "upstream provider returned garbage") {
		t.Fatalf("err = %v", err)
	}
	if srv.Count() != 1 {
		t.Errorf("a 400 in the body was retried")
	}
}

func TestBudgetCapStopsRunKeepingResults(t *testing.T) {
	srv := llmtest.New(t)
	srv.HandleFunc(func(r llmtest.Request) llmtest.Reply {
		return llmtest.Reply{Content: "answer to " + r.LastUser(), PromptTokens: 10, CompletionTokens: 0}
	})
	s := testSettings(t, srv.URL, "")
	s.Prices["m"] = Price{InputPerMTok: 1000} // 10 tokens = $0.01 a call
	s.MaxRunUSD = 0.045
	c, _ := newClient(t, srv, s, Options{})

	var results []string
	var runErr error
	for i := range 10 {
		res, err := c.Chat(context.Background(), RoleAgent, ask(fmt.Sprint("task ", i)))
		if err != nil {
			runErr = err
			break
		}
		results = append(results, res.Content)
	}
	if !errors.Is(runErr, ErrBudgetExceeded) {
		t.Fatalf("run ended with %v, want ErrBudgetExceeded", runErr)
	}
	var be *BudgetError
	// Each call's worst case is its estimated input, 2*(6+6) = 24 tokens
	// = $0.024. The fourth would pass the cap after $0.03 spent: it is
	// refused before it is sent, and the three results returned stand.
	if !errors.As(runErr, &be) || be.CapUSD != 0.045 || be.SpentUSD < 0.0299 || be.SpentUSD > 0.0301 || be.NextUSD < 0.0239 {
		t.Fatalf("budget error = %#v", be)
	}
	if msg := runErr.Error(); !strings.Contains(msg, "$0.0300") || !strings.Contains(msg, "$0.0450") || !strings.Contains(msg, "INGOT_MAX_RUN_USD") || !strings.Contains(msg, "not sent") {
		t.Errorf("message %q should state spend, cap and the setting", msg)
	}
	if len(results) != 3 || results[2] != "answer to task 2" {
		t.Errorf("results kept = %q, want 3", results)
	}
	if n := srv.Count(); n != 3 {
		t.Errorf("HTTP requests = %d, want 3 (none that could pass the cap)", n)
	}
}

func TestBudgetReservationHoldsUnderConcurrency(t *testing.T) {
	srv := llmtest.New(t)
	hold := make(chan struct{})
	srv.HandleFunc(func(r llmtest.Request) llmtest.Reply {
		return llmtest.Reply{Content: "ok", PromptTokens: 10, CompletionTokens: 100, Hold: hold}
	})
	s := testSettings(t, srv.URL, "")
	s.Prices["m"] = Price{InputPerMTok: 0, OutputPerMTok: 1000} // max 100 output tokens = $0.1 worst case
	s.MaxRunUSD = 0.35
	s.Concurrency = 8
	c, _ := newClient(t, srv, s, Options{})
	errs := make(chan error, 8)
	for i := range 8 {
		go func() {
			req := ask(fmt.Sprint("task ", i))
			req.MaxTokens = 100
			_, err := c.Chat(context.Background(), RoleAgent, req)
			errs <- err
		}()
	}
	// Three fit under the cap at their worst case; the other five are
	// refused before sending, while the three are still in flight.
	refused := 0
	for range 5 {
		if err := <-errs; !errors.Is(err, ErrBudgetExceeded) {
			t.Fatalf("call while three are in flight: %v, want ErrBudgetExceeded", err)
		}
		refused++
	}
	close(hold)
	for range 3 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	if srv.Count() != 3 || c.Ledger().SpentUSD() > s.MaxRunUSD {
		t.Fatalf("%d requests sent, spent $%.4f against cap $%.2f", srv.Count(), c.Ledger().SpentUSD(), s.MaxRunUSD)
	}
}

func TestRecordDirReplaysOffline(t *testing.T) {
	srv := llmtest.New(t)
	srv.HandleFunc(func(r llmtest.Request) llmtest.Reply { return llmtest.Text("answer to " + r.LastUser()) })
	home, rec := t.TempDir(), t.TempDir()
	s := testSettings(t, srv.URL, "")
	c, _ := newClient(t, srv, s, Options{Home: home, RecordDir: rec})
	a := ask("one")
	a.Sample = 1
	r1, err := c.Chat(context.Background(), RoleAgent, a)
	if err != nil {
		t.Fatal(err)
	}
	a.Sample = 2
	if _, err := c.Chat(context.Background(), RoleAgent, a); err != nil {
		t.Fatal(err)
	}
	if srv.Count() != 2 {
		t.Fatalf("two samples of one request must be two requests, got %d", srv.Count())
	}
	// A second client reusing the home cache records the hit too, and
	// Record copies an exchange by key.
	rec2 := t.TempDir()
	c2, _ := newClient(t, srv, s, Options{Home: home, RecordDir: rec2})
	if err := c2.Record(r1.Key); err != nil {
		t.Fatal(err)
	}
	off := s
	off.Offline = true
	c3, _ := newClient(t, srv, off, Options{CacheDir: rec2})
	a.Sample = 1
	got, err := c3.Chat(context.Background(), RoleAgent, a)
	if err != nil || got.Content != "answer to one" || !got.Cached {
		t.Fatalf("replay from the record folder: %+v %v", got, err)
	}
	a.Sample = 2
	if _, err := c3.Chat(context.Background(), RoleAgent, a); !errors.Is(err, ErrCacheMiss) {
		t.Fatalf("an exchange never recorded there must miss: %v", err)
	}
	if srv.Count() != 2 {
		t.Fatalf("replay made requests: %d", srv.Count())
	}
}

func TestUnknownPriceIsUnknownNotZero(t *testing.T) {
	srv := llmtest.New(t)
	srv.HandleFunc(func(llmtest.Request) llmtest.Reply { return llmtest.Text("x") })
	s := testSettings(t, srv.URL, "")
	s.MaxRunUSD = 0.000001
	var logs bytes.Buffer
	c, _ := newClient(t, srv, s, Options{Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	for i := range 3 {
		if _, err := c.Chat(context.Background(), RoleAgent, ask(fmt.Sprint(i))); err != nil {
			t.Fatalf("call %d: %v (an unpriced model cannot trip the cap)", i, err)
		}
	}
	if n := strings.Count(logs.String(), "no price for model"); n != 1 {
		t.Errorf("warned %d times, want once:\n%s", n, logs.String())
	}
	if !strings.Contains(logs.String(), "INGOT_MAX_RUN_USD cannot limit it") {
		t.Errorf("warning does not say the cap cannot be enforced: %s", logs.String())
	}
	r := c.Ledger().Report()
	if r.CostKnown() || r.Total.UnknownCost != 3 || r.Total.CostUSD != 0 || len(r.UnpricedModels) != 1 || r.UnpricedModels[0] != "m" {
		t.Errorf("report = %+v", r)
	}
	var text strings.Builder
	if err := r.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text.String(), "unknown for 3 call(s) to m") || !strings.Contains(text.String(), "$0.0000+unknown") {
		t.Errorf("text report does not say the cost is unknown:\n%s", text.String())
	}
}

func TestResponseCache(t *testing.T) {
	home := t.TempDir()
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.Reply{Content: "first", PromptTokens: 100, CompletionTokens: 50}, llmtest.Text("other temperature"))
	s := testSettings(t, srv.URL, "")
	s.Prices["m"] = Price{InputPerMTok: 1, OutputPerMTok: 1}
	c, _ := newClient(t, srv, s, Options{Home: home})
	ctx := context.Background()

	a, err := c.Chat(ctx, RoleAgent, ask("same"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := c.Chat(ctx, RoleAgent, ask("same"))
	if err != nil {
		t.Fatal(err)
	}
	if srv.Count() != 1 {
		t.Fatalf("requests = %d, want 1: the repeat should be a cache hit", srv.Count())
	}
	if a.Cached || !b.Cached || b.Content != "first" || b.Call.CostUSD != 0 {
		t.Errorf("first %+v second %+v", a, b)
	}
	// A different parameter is a different key.
	req := ask("same")
	req.Temperature = Temp(0.7)
	if res, err := c.Chat(ctx, RoleAgent, req); err != nil || res.Content != "other temperature" || res.Cached {
		t.Fatalf("changed temperature: %+v %v", res, err)
	}
	srv.Verify(t)
	r := c.Ledger().Report()
	if r.Total.Calls != 2 || r.Total.CacheHits != 1 || r.Total.Input != 110 {
		t.Errorf("ledger = %+v, want 2 live calls, 1 hit, hit tokens not charged", r.Total)
	}

	// Entries sit at runs/cache/llm/<2 hex>/<sha256>.json and hold request and reply.
	files, _ := filepath.Glob(filepath.Join(home, "runs", "cache", "llm", "*", "*.json"))
	if len(files) != 2 {
		t.Fatalf("cache files = %v, want 2", files)
	}
	raw, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	var e cacheEntry
	if err := json.Unmarshal(raw, &e); err != nil {
		t.Fatal(err)
	}
	if filepath.Base(files[0]) != e.Key+".json" || filepath.Base(filepath.Dir(files[0])) != e.Key[:2] || e.Request.Model != "m" || len(e.Request.Messages) != 2 || e.Response.Content == "" {
		t.Errorf("entry %s = %+v", files[0], e)
	}
	if fi, _ := os.Stat(files[0]); fi.Mode().Perm() != 0o600 {
		t.Errorf("cache file mode %v, want 0600", fi.Mode().Perm())
	}
}

func TestNoCacheBypassesReadsButRecords(t *testing.T) {
	home := t.TempDir()
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.Text("one"), llmtest.Text("two"))
	s := testSettings(t, srv.URL, "")
	s.NoCache = true
	c, _ := newClient(t, srv, s, Options{Home: home})
	for range 2 {
		if res, err := c.Chat(context.Background(), RoleAgent, ask("q")); err != nil || res.Cached {
			t.Fatalf("%+v %v", res, err)
		}
	}
	srv.Verify(t)
	// The last reply was recorded: a normal client now hits it.
	s.NoCache = false
	c2, _ := newClient(t, srv, s, Options{Home: home})
	res, err := c2.Chat(context.Background(), RoleAgent, ask("q"))
	if err != nil || !res.Cached || res.Content != "two" || srv.Count() != 2 {
		t.Errorf("after no-cache run: %+v %v (%d requests)", res, err, srv.Count())
	}
}

func TestCorruptCacheEntryIsAMiss(t *testing.T) {
	home := t.TempDir()
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.Text("orig"), llmtest.Text("fresh"))
	c, _ := newClient(t, srv, testSettings(t, srv.URL, ""), Options{Home: home})
	if _, err := c.Chat(context.Background(), RoleAgent, ask("q")); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(home, "runs", "cache", "llm", "*", "*.json"))
	raw, _ := os.ReadFile(files[0])
	tampered := strings.Replace(string(raw), `"q"`, `"not q"`, 1)
	if err := os.WriteFile(files[0], []byte(tampered), 0o600); err != nil {
		t.Fatal(err)
	}
	res, err := c.Chat(context.Background(), RoleAgent, ask("q"))
	if err != nil || res.Cached || res.Content != "fresh" {
		t.Errorf("tampered entry served: %+v %v", res, err)
	}
	srv.Verify(t)
}

func TestOfflineReplay(t *testing.T) {
	home := t.TempDir()
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.Text("recorded"))
	s := testSettings(t, srv.URL, "")
	rec, _ := newClient(t, srv, s, Options{Home: home})
	if _, err := rec.Chat(context.Background(), RoleAgent, ask("q")); err != nil {
		t.Fatal(err)
	}
	srv.Verify(t)

	s.Offline = true
	c, _ := newClient(t, srv, s, Options{Home: home})
	res, err := c.Chat(context.Background(), RoleAgent, ask("q"))
	if err != nil || !res.Cached || res.Content != "recorded" {
		t.Fatalf("replay: %+v %v", res, err)
	}
	_, err = c.Chat(context.Background(), RoleAgent, ask("never asked"))
	if !errors.Is(err, ErrCacheMiss) || !strings.Contains(err.Error(), "offline replay") || !strings.Contains(err.Error(), "agent call to m ") {
		t.Errorf("miss err = %v, want ErrCacheMiss naming the call", err)
	}
	if n := srv.Count(); n != 1 {
		t.Errorf("offline client made HTTP calls: %d requests", n)
	}
	if _, err := New(s, Options{}); err == nil {
		t.Errorf("offline without a home should be refused")
	}
}

func TestConcurrencyLimitShared(t *testing.T) {
	srv := llmtest.New(t)
	release := make(chan struct{})
	srv.HandleFunc(func(llmtest.Request) llmtest.Reply { return llmtest.Reply{Content: "ok", Hold: release} })
	s := testSettings(t, srv.URL, "")
	s.Concurrency = 3
	c, _ := newClient(t, srv, s, Options{})

	const n = 10
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		role := []Role{RoleAgent, RoleJudge}[i%2] // one limit across roles
		wg.Go(func() {
			_, err := c.Chat(context.Background(), role, ask(fmt.Sprint(i)))
			errs <- err
		})
	}
	// Wait (bounded) until 3 requests are held at the server and the other
	// 7 callers are blocked on the client's semaphore.
	for i := 0; !(srv.InFlight() == 3 && c.waiting.Load() == n-3); i++ {
		if srv.MaxInFlight() > 3 {
			t.Fatalf("%d requests in flight at once, limit 3", srv.MaxInFlight())
		}
		if i > 2000 {
			t.Fatalf("never reached 3 in flight + 7 waiting: in flight %d, waiting %d, max in flight %d", srv.InFlight(), c.waiting.Load(), srv.MaxInFlight())
		}
		time.Sleep(5 * time.Millisecond)
	}
	close(release)
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	if srv.Count() != n || srv.MaxInFlight() != 3 {
		t.Errorf("requests %d, max in flight %d; want %d and 3", srv.Count(), srv.MaxInFlight(), n)
	}
}

func TestUnknownRoleAndMissingModel(t *testing.T) {
	srv := llmtest.New(t)
	s, err := SettingsFrom(envMap(map[string]string{"INGOT_BASE_URL": srv.URL}))
	if err != nil {
		t.Fatal(err)
	}
	c, _ := newClient(t, srv, s, Options{})
	if _, err := c.Chat(context.Background(), RoleJudge, ask("x")); !errors.Is(err, ErrNotConfigured) || !strings.Contains(err.Error(), "INGOT_JUDGE_MODEL") {
		t.Errorf("judge without model: %v", err)
	}
	if _, err := c.Chat(context.Background(), Role("critic"), ask("x")); err == nil || !strings.Contains(err.Error(), "critic") {
		t.Errorf("unknown role: %v", err)
	}
	if srv.Count() != 0 {
		t.Errorf("misconfigured calls reached the server")
	}
}

func TestAmbientOpenAIEnvironmentIsIgnored(t *testing.T) {
	// Settings come only from getenv; the SDK must not add its own reading
	// of the process environment behind them.
	t.Setenv("OPENAI_BASE_URL", "http://192.0.2.1:1/v1")
	t.Setenv("OPENAI_API_KEY", "sk-ambient")
	t.Setenv("OPENAI_ORG_ID", "org-ambient")
	t.Setenv("OPENAI_PROJECT_ID", "proj-ambient")
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.Text("ok"))
	c, _ := newClient(t, srv, testSettings(t, srv.URL, ""), Options{})
	if _, err := c.Chat(context.Background(), RoleAgent, ask("x")); err != nil {
		t.Fatal(err)
	}
	req := srv.Requests()[0]
	for k, v := range req.Header {
		if strings.Contains(strings.Join(v, " "), "ambient") {
			t.Errorf("header %s = %q comes from the process environment", k, v)
		}
	}
}

func TestKeySentToLocalEndpointWhenGiven(t *testing.T) {
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.Text("ok"))
	c, _ := newClient(t, srv, testSettings(t, srv.URL, "sk-local"), Options{})
	if _, err := c.Chat(context.Background(), RoleAgent, ask("x")); err != nil {
		t.Fatal(err)
	}
	if got := srv.Requests()[0].Header.Get("Authorization"); got != "Bearer sk-local" {
		t.Errorf("Authorization = %q", got)
	}
}

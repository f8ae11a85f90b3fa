package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"sync/atomic"
	"time"

	openai "github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/shared"

	"github.com/ingot-dev/ingot/pkg/home"
)

// Message is one chat message. Role is "system", "developer", "user" or
// "assistant".
type Message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// System, User and Assistant build messages.
func System(content string) Message    { return Message{Role: "system", Content: content} }
func User(content string) Message      { return Message{Role: "user", Content: content} }
func Assistant(content string) Message { return Message{Role: "assistant", Content: content} }

// JSONSchema asks for structured output (response_format type json_schema).
type JSONSchema struct {
	Name        string          // a-z, A-Z, 0-9, _ and -; at most 64 characters
	Description string          // optional
	Strict      bool            // strict schema adherence
	Schema      json.RawMessage // the JSON Schema object
}

// Request is one chat completion.
type Request struct {
	// Model overrides the role's default model (e.g. one member of the
	// judge ensemble). Empty: the role's first model.
	Model       string
	Messages    []Message
	Temperature *float64 // nil: the server's default
	MaxTokens   int      // 0: unset (sent as max_tokens)
	Schema      *JSONSchema
	// Sample tells otherwise identical requests apart in the response
	// cache (repeat i of a rollout); it is never sent. 0 keeps the key of
	// a request without it.
	Sample int
}

// Temp returns a pointer to t, for Request.Temperature.
func Temp(t float64) *float64 { return &t }

// Response is the reply to a Request.
type Response struct {
	Content      string
	Model        string // as reported by the server (or recorded in the cache)
	FinishReason string
	Cached       bool // served from the response cache: no HTTP call, no cost
	Call         Call // the ledger's record of this call
	// Key names the recorded exchange (its cache entry); Client.Record
	// copies entries by key into Options.RecordDir.
	Key string
}

// Options wire a Client to its surroundings. The zero value works: no
// cache, a fresh HTTP client, warnings discarded, real sleeps.
type Options struct {
	// Home is the Ingot home; the response cache lives under
	// Home/runs/cache/llm. Empty: no cache (and Offline cannot work).
	Home string
	// HTTPClient sends the requests; nil: a fresh client. Tests point it at
	// an llmtest server.
	HTTPClient *http.Client
	// Logger receives warnings (unpriced models, unreadable cache entries).
	Logger *slog.Logger
	// Ledger to record into; nil: a new one from the settings' prices and
	// cap. Pass one ledger to several clients to share a budget.
	Ledger *Ledger
	// Sleep waits between retries; nil: a timer honouring ctx. Tests pass
	// one that records the delay and returns at once.
	Sleep func(ctx context.Context, d time.Duration) error
	// RetryBaseDelay and RetryMaxDelay shape the exponential backoff
	// (defaults 500ms and 30s); MaxRetryAfter is the longest Retry-After
	// the client will honour before giving up (default 2m).
	RetryBaseDelay, RetryMaxDelay, MaxRetryAfter time.Duration
	// Now stamps cache entries; nil: time.Now.
	Now func() time.Time
	// CacheDir replaces Home/runs/cache/llm as the response cache (a
	// bundle's recorded exchanges, for an offline replay).
	CacheDir string
	// RecordDir, when set, receives a copy of every exchange this client
	// serves, live or from the cache, so the folder alone replays the run
	// offline (Offline with CacheDir = RecordDir).
	RecordDir string
}

// Client sends chat completions for every role. It is safe for concurrent
// use; one Client per run.
type Client struct {
	settings Settings
	opts     Options
	log      *slog.Logger
	ledger   *Ledger
	cache    *responseCache
	record   *responseCache
	sem      chan struct{}
	services map[Role]openai.ChatCompletionService
	waiting  atomic.Int64 // calls blocked on the semaphore (for tests)
}

// New makes a Client. It does not dial out.
func New(s Settings, o Options) (*Client, error) {
	if len(s.Endpoints) == 0 {
		return nil, &NotConfiguredError{Msg: "llm: no endpoint configured: set INGOT_BASE_URL (or OPENAI_BASE_URL) to an OpenAI-compatible API URL, plus INGOT_API_KEY for a hosted https endpoint"}
	}
	if s.Offline && s.NoCache {
		return nil, errors.New("llm: offline replay reads the cache, so it cannot be combined with no-cache (INGOT_LLM_OFFLINE and INGOT_NO_CACHE)")
	}
	if s.Offline && o.Home == "" && o.CacheDir == "" {
		return nil, errors.New("llm: offline replay needs the Ingot home holding runs/cache/llm")
	}
	if s.Concurrency < 1 {
		s.Concurrency = DefaultConcurrency
	}
	if s.Timeout <= 0 {
		s.Timeout = DefaultTimeout
	}
	if s.Retries < 0 {
		s.Retries = 0
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	if o.Sleep == nil {
		o.Sleep = sleepCtx
	}
	if o.RetryBaseDelay <= 0 {
		o.RetryBaseDelay = 500 * time.Millisecond
	}
	if o.RetryMaxDelay <= 0 {
		o.RetryMaxDelay = 30 * time.Second
	}
	if o.MaxRetryAfter <= 0 {
		o.MaxRetryAfter = 2 * time.Minute
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.HTTPClient == nil {
		o.HTTPClient = &http.Client{Transport: http.DefaultTransport.(*http.Transport).Clone()}
	}
	if o.Ledger == nil {
		o.Ledger = NewLedger(s.Prices, s.MaxRunUSD, o.Logger)
	}
	c := &Client{
		settings: s,
		opts:     o,
		log:      o.Logger,
		ledger:   o.Ledger,
		sem:      make(chan struct{}, s.Concurrency),
		services: map[Role]openai.ChatCompletionService{},
	}
	switch {
	case o.CacheDir != "":
		c.cache = &responseCache{dir: o.CacheDir}
	case o.Home != "":
		c.cache = &responseCache{dir: home.New(o.Home, nil).Run("cache", "llm")}
	}
	if o.RecordDir != "" {
		c.record = &responseCache{dir: o.RecordDir}
	}
	for role, ep := range s.Endpoints {
		// The service is built from explicit options only: unlike
		// openai.NewClient it reads no OPENAI_* variables behind the
		// settings' back. The SDK's retries are off; Chat retries.
		opts := []option.RequestOption{
			option.WithBaseURL(ep.BaseURL),
			option.WithHTTPClient(o.HTTPClient),
			option.WithMaxRetries(0),
		}
		if ep.APIKey != "" {
			opts = append(opts, option.WithAPIKey(string(ep.APIKey)))
		}
		if ep.IsOpenRouter() {
			opts = append(opts, option.WithJSONSet("provider", ZDRProvider()))
		}
		c.services[role] = openai.NewChatCompletionService(opts...)
	}
	return c, nil
}

// ZDRProvider is the OpenRouter provider preference every OpenRouter request
// carries: only zero-data-retention endpoints that do not collect data.
func ZDRProvider() map[string]any {
	return map[string]any{"zdr": true, "data_collection": "deny"}
}

// Settings returns the client's settings.
func (c *Client) Settings() Settings { return c.settings }

// Ledger returns the ledger the client records into.
func (c *Client) Ledger() *Ledger { return c.ledger }

// Chat sends req for role and returns the reply. Errors: ErrNotConfigured
// (role or model unset), ErrBudgetExceeded (cap reached before this call),
// ErrCacheMiss (offline replay miss), ErrNoEligibleEndpoint (OpenRouter has
// no ZDR provider for the model), the context's error, or the last attempt's
// failure after retries.
func (c *Client) Chat(ctx context.Context, role Role, req Request) (Response, error) {
	ep, err := c.settings.Endpoint(role)
	if err != nil {
		return Response{}, err
	}
	model := req.Model
	if model == "" {
		if model, err = c.settings.Model(role); err != nil {
			return Response{}, err
		}
	}
	if len(req.Messages) == 0 {
		return Response{}, fmt.Errorf("llm: %s call to %s: no messages", role, model)
	}
	params, rf, err := buildParams(model, req)
	if err != nil {
		return Response{}, fmt.Errorf("llm: %s call to %s: %w", role, model, err)
	}
	key := exchangeKey{Format: cacheFormat, Host: ep.Host(), Model: model, Messages: req.Messages,
		Temperature: req.Temperature, MaxTokens: req.MaxTokens, ResponseFormat: rf, Sample: req.Sample}
	sum, err := key.sum()
	if err != nil {
		return Response{}, err
	}

	if c.cache != nil && !c.settings.NoCache {
		e, err := c.cache.get(sum)
		switch {
		case err != nil && c.settings.Offline:
			return Response{}, fmt.Errorf("llm: offline replay: %w", err)
		case err != nil:
			c.log.Warn("llm: ignoring unreadable cache entry", "err", err)
		case e != nil:
			if err := c.keep(e); err != nil {
				return Response{}, err
			}
			call := c.ledger.Record(role, model, e.Response.Input, e.Response.Output, true, 0)
			return Response{Content: e.Response.Content, Model: e.Response.Model, FinishReason: e.Response.FinishReason, Cached: true, Call: call, Key: sum}, nil
		}
	}
	if c.settings.Offline {
		where := "no cache"
		if c.cache != nil {
			where = c.cache.path(sum)
		}
		return Response{}, fmt.Errorf("llm: offline replay: %s call to %s at %s has no recorded reply (%s); run once online to record it: %w",
			role, model, ep.Host(), where, ErrCacheMiss)
	}

	release, err := c.ledger.Reserve(model, req.Messages, req.MaxTokens)
	if err != nil {
		return Response{}, err
	}
	res, attempts, err := c.send(ctx, role, ep, model, params)
	if err != nil {
		release()
		return Response{}, err
	}
	content := res.Choices[0].Message.Content
	out := Response{Content: content, Model: res.Model, FinishReason: res.Choices[0].FinishReason}
	if out.Model == "" {
		out.Model = model
	}
	out.Call = c.ledger.Record(role, model, res.Usage.PromptTokens, res.Usage.CompletionTokens, false, attempts)
	release()
	out.Key = sum

	e := &cacheEntry{Key: sum, Recorded: c.opts.Now().UTC(), Request: key}
	e.Response.Content, e.Response.Model, e.Response.FinishReason = out.Content, out.Model, out.FinishReason
	e.Response.Input, e.Response.Output = res.Usage.PromptTokens, res.Usage.CompletionTokens
	if c.cache != nil {
		if err := c.cache.put(e); err != nil {
			c.log.Warn("llm: could not record exchange in the cache", "err", err)
		}
	}
	if err := c.keep(e); err != nil {
		return Response{}, err
	}
	return out, nil
}

// keep copies an exchange into the record folder, if there is one. A
// failure is an error: a run whose exchanges are not all recorded cannot
// be replayed.
func (c *Client) keep(e *cacheEntry) error {
	if c.record == nil {
		return nil
	}
	if err := c.record.put(e); err != nil {
		return fmt.Errorf("llm: record exchange: %w", err)
	}
	return nil
}

// Record copies the cached exchanges named by keys into the record folder
// (results reused from an earlier run, so this run's folder still replays
// them). A key missing from the cache is an error.
func (c *Client) Record(keys ...string) error {
	if c.record == nil {
		return nil
	}
	if c.cache == nil {
		return errors.New("llm: no response cache to copy recorded exchanges from")
	}
	for _, k := range keys {
		if len(k) < 2 {
			return fmt.Errorf("llm: bad exchange key %q", k)
		}
		e, err := c.cache.get(k)
		if err != nil {
			return err
		}
		if e == nil {
			return fmt.Errorf("llm: exchange %s is no longer in the cache", k)
		}
		if err := c.keep(e); err != nil {
			return err
		}
	}
	return nil
}

func buildParams(model string, req Request) (openai.ChatCompletionNewParams, json.RawMessage, error) {
	p := openai.ChatCompletionNewParams{Model: shared.ChatModel(model)}
	for i, m := range req.Messages {
		switch m.Role {
		case "system":
			p.Messages = append(p.Messages, openai.SystemMessage(m.Content))
		case "developer":
			p.Messages = append(p.Messages, openai.DeveloperMessage(m.Content))
		case "user":
			p.Messages = append(p.Messages, openai.UserMessage(m.Content))
		case "assistant":
			p.Messages = append(p.Messages, openai.AssistantMessage(m.Content))
		default:
			return p, nil, fmt.Errorf("message %d: unknown role %q (want system, developer, user or assistant)", i, m.Role)
		}
	}
	if req.Temperature != nil {
		p.Temperature = openai.Float(*req.Temperature)
	}
	if req.MaxTokens > 0 {
		p.MaxTokens = openai.Int(int64(req.MaxTokens))
	}
	var rf json.RawMessage
	if s := req.Schema; s != nil {
		if s.Name == "" {
			return p, nil, errors.New("response schema: no name")
		}
		if !json.Valid(s.Schema) {
			return p, nil, fmt.Errorf("response schema %s: not valid JSON", s.Name)
		}
		js := shared.ResponseFormatJSONSchemaJSONSchemaParam{Name: s.Name, Schema: s.Schema}
		if s.Strict {
			js.Strict = openai.Bool(true)
		}
		if s.Description != "" {
			js.Description = openai.String(s.Description)
		}
		p.ResponseFormat = openai.ChatCompletionNewParamsResponseFormatUnion{OfJSONSchema: &shared.ResponseFormatJSONSchemaParam{JSONSchema: js}}
		b, err := json.Marshal(p.ResponseFormat)
		if err != nil {
			return p, nil, fmt.Errorf("response schema %s: %w", s.Name, err)
		}
		rf = b
	}
	return p, rf, nil
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

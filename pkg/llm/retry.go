package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	openai "github.com/openai/openai-go/v3"
)

// ErrNoEligibleEndpoint is matched by the error a call to OpenRouter
// returns when no provider of the model satisfies the zero-data-retention
// preference. It is never retried: the fix is another model.
var ErrNoEligibleEndpoint = errors.New("no eligible endpoint")

// replyError is an error carried in a 200 reply body (OpenRouter does this
// for some upstream failures), shaped like an HTTP error.
type replyError struct {
	Status  int
	Message string
}

func (e *replyError) Error() string {
	return fmt.Sprintf("error in reply body: %d: %s", e.Status, e.Message)
}

// send makes the HTTP attempts for one call: acquire a slot, try, release,
// and on a retryable failure back off and go again. It returns the reply
// and the number of attempts made.
func (c *Client) send(ctx context.Context, role Role, ep Endpoint, model string, params openai.ChatCompletionNewParams) (*openai.ChatCompletion, int, error) {
	svc := c.services[role]
	maxAttempts := c.settings.Retries + 1
	for attempt := 1; ; attempt++ {
		if err := ctx.Err(); err != nil {
			return nil, attempt - 1, fmt.Errorf("llm: %s call to %s: %w", role, model, err)
		}
		if err := c.ledger.Check(); err != nil {
			return nil, attempt - 1, err
		}
		if err := c.acquire(ctx); err != nil {
			return nil, attempt - 1, fmt.Errorf("llm: %s call to %s: %w", role, model, err)
		}
		// The budget may have been crossed while this call waited.
		if err := c.ledger.Check(); err != nil {
			c.release()
			return nil, attempt - 1, err
		}
		res, err := c.attempt(ctx, svc, params)
		c.release()
		if err == nil {
			return res, attempt, nil
		}
		f := c.classify(ctx, err, ep, model)
		ce := &CallError{Role: role, Model: model, Host: ep.Host(), Status: f.status, Msg: f.msg, Attempts: attempt, Err: f.err}
		switch {
		case !f.retryable:
			return nil, attempt, ce
		case attempt >= maxAttempts:
			ce.Msg += fmt.Sprintf(" (gave up after %d attempts)", attempt)
			return nil, attempt, ce
		case f.retryAfter > c.opts.MaxRetryAfter:
			ce.Msg += fmt.Sprintf("; server asked to wait %s (Retry-After), longer than %s", f.retryAfter, c.opts.MaxRetryAfter)
			return nil, attempt, ce
		}
		delay := c.backoff(attempt)
		if f.retryAfter > delay {
			delay = f.retryAfter
		}
		c.log.Debug("llm: retrying", "role", role, "model", model, "attempt", attempt, "delay", delay, "reason", f.msg)
		if err := c.opts.Sleep(ctx, delay); err != nil {
			return nil, attempt, fmt.Errorf("llm: %s call to %s: waiting to retry after %s: %w", role, model, f.msg, err)
		}
	}
}

func (c *Client) acquire(ctx context.Context) error {
	select {
	case c.sem <- struct{}{}:
		return nil
	default:
	}
	c.waiting.Add(1)
	defer c.waiting.Add(-1)
	select {
	case c.sem <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (c *Client) release() { <-c.sem }

func (c *Client) attempt(ctx context.Context, svc openai.ChatCompletionService, params openai.ChatCompletionNewParams) (*openai.ChatCompletion, error) {
	actx, cancel := context.WithTimeout(ctx, c.settings.Timeout)
	defer cancel()
	res, err := svc.New(actx, params)
	if err != nil {
		return nil, err
	}
	if len(res.Choices) == 0 {
		if f, ok := res.JSON.ExtraFields["error"]; ok && f.Raw() != "" {
			var body struct {
				Message string `json:"message"`
				Code    any    `json:"code"`
			}
			_ = json.Unmarshal([]byte(f.Raw()), &body)
			status := http.StatusBadGateway
			switch code := body.Code.(type) {
			case float64:
				status = int(code)
			case string:
				if n, err := strconv.Atoi(code); err == nil {
					status = n
				}
			}
			return nil, &replyError{Status: status, Message: body.Message}
		}
		return nil, &replyError{Status: http.StatusBadGateway, Message: "reply has no choices"}
	}
	return res, nil
}

// CallError is a failed call: what was called, the last HTTP status (0
// when there was none) and a one-line reason. It unwraps to the SDK or
// transport error, and to ErrNoEligibleEndpoint when that is the cause.
type CallError struct {
	Role     Role
	Model    string
	Host     string
	Status   int
	Msg      string
	Attempts int
	Err      error
}

func (e *CallError) Error() string {
	return fmt.Sprintf("llm: %s call to %s at %s: %s", e.Role, e.Model, e.Host, e.Msg)
}

func (e *CallError) Unwrap() error { return e.Err }

// failure is a classified attempt error.
type failure struct {
	status     int
	retryable  bool
	retryAfter time.Duration
	msg        string // one line for people
	err        error  // wrapped
}

func (c *Client) classify(ctx context.Context, err error, ep Endpoint, model string) failure {
	if ctx.Err() != nil {
		return failure{msg: "cancelled", err: ctx.Err()}
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return failure{retryable: true, msg: fmt.Sprintf("timed out after %s (INGOT_LLM_TIMEOUT)", c.settings.Timeout), err: err}
	}
	status, msg, header := 0, "", http.Header(nil)
	var ae *openai.Error
	var re *replyError
	switch {
	case errors.As(err, &ae):
		status, msg = ae.StatusCode, apiMessage(ae)
		if ae.Response != nil {
			header = ae.Response.Header
		}
	case errors.As(err, &re):
		status, msg = re.Status, re.Message
	default:
		var ue *url.Error
		var ne net.Error
		if errors.As(err, &ue) || errors.As(err, &ne) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
			return failure{retryable: true, msg: "transport error: " + err.Error(), err: err}
		}
		return failure{msg: "unusable reply: " + err.Error(), err: err}
	}
	line := fmt.Sprintf("%d %s", status, http.StatusText(status))
	if msg != "" {
		line += ": " + msg
	}
	if ep.IsOpenRouter() && noEligibleEndpoint(msg) {
		return failure{status: status, msg: fmt.Sprintf("OpenRouter has no endpoint for model %q that meets the zero-data-retention preference (provider zdr=true, data_collection=deny): %s; choose a model with a ZDR provider", model, line),
			err: fmt.Errorf("%w: %w", ErrNoEligibleEndpoint, err)}
	}
	f := failure{status: status, msg: line, err: err}
	if status == http.StatusRequestTimeout || status == http.StatusTooManyRequests || status >= 500 {
		f.retryable = true
		f.retryAfter = parseRetryAfter(header, c.opts.Now())
	}
	return f
}

// apiMessage is the provider's message, one line, at most 300 bytes.
func apiMessage(ae *openai.Error) string {
	msg := ae.Message
	if msg == "" {
		msg = ae.RawJSON()
	}
	msg = strings.Join(strings.Fields(msg), " ")
	if len(msg) > 300 {
		msg = msg[:300] + "…"
	}
	return msg
}

// noEligibleEndpoint recognises OpenRouter's "nobody can serve this under
// your data policy" replies.
func noEligibleEndpoint(msg string) bool {
	m := strings.ToLower(msg)
	for _, s := range []string{"no endpoints found", "no allowed providers", "no providers are available", "data policy", "zero data retention"} {
		if strings.Contains(m, s) {
			return true
		}
	}
	return false
}

// parseRetryAfter reads retry-after-ms, then Retry-After (seconds or an
// HTTP date). Zero: none.
func parseRetryAfter(h http.Header, now time.Time) time.Duration {
	if h == nil {
		return 0
	}
	if v := h.Get("Retry-After-Ms"); v != "" {
		if ms, err := strconv.ParseFloat(v, 64); err == nil && ms > 0 {
			return time.Duration(ms * float64(time.Millisecond))
		}
	}
	v := h.Get("Retry-After")
	if v == "" {
		return 0
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil {
		if s <= 0 {
			return 0
		}
		return time.Duration(s * float64(time.Second))
	}
	if t, err := http.ParseTime(v); err == nil {
		if d := t.Sub(now); d > 0 {
			return d
		}
	}
	return 0
}

// backoff is the jittered exponential delay before retry number attempt
// (1-based): base·2^(attempt-1), capped, then a random point in its upper
// half so concurrent callers spread out.
func (c *Client) backoff(attempt int) time.Duration {
	d := c.opts.RetryBaseDelay
	for i := 1; i < attempt && d < c.opts.RetryMaxDelay; i++ {
		d *= 2
	}
	if d > c.opts.RetryMaxDelay {
		d = c.opts.RetryMaxDelay
	}
	half := d / 2
	return half + rand.N(half+1)
}

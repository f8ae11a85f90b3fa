package llmtest

import (
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
)

// recorder is a testing.TB that collects Errorf calls instead of failing.
type recorder struct {
	testing.TB
	mu   sync.Mutex
	errs []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

func post(t *testing.T, c *http.Client, url, body string) (int, string) {
	t.Helper()
	resp, err := c.Post(url+"/chat/completions", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func TestQueueThenHandlerAndRecording(t *testing.T) {
	s := New(t)
	s.Enqueue(RateLimited("3"), Text("queued"))
	s.HandleFunc(func(r Request) Reply { return Text("echo " + r.LastUser()) })
	body := `{"model":"m","messages":[{"role":"user","content":"hi"}],"provider":{"zdr":true}}`
	code, _ := post(t, s.Client(), s.URL, body)
	if code != 429 {
		t.Errorf("first reply %d, want 429", code)
	}
	_, out := post(t, s.Client(), s.URL, body)
	_, out2 := post(t, s.Client(), s.URL, body)
	if !strings.Contains(out, `"content":"queued"`) || !strings.Contains(out2, `"content":"echo hi"`) {
		t.Errorf("replies %s / %s", out, out2)
	}
	reqs := s.Requests()
	if len(reqs) != 3 || reqs[0].Chat.Model != "m" || string(reqs[0].Field("provider")) != `{"zdr":true}` || reqs[0].Field("absent") != nil {
		t.Errorf("recorded %+v", reqs)
	}
	s.Verify(t)
}

func TestVerifyAndUnscripted(t *testing.T) {
	rec := &recorder{TB: t}
	s := New(rec)
	s.Enqueue(Text("a"), Text("b"))
	post(t, s.Client(), s.URL, `{"model":"m","messages":[]}`)
	s.Verify(rec)
	if len(rec.errs) != 1 || !strings.Contains(rec.errs[0], "1 scripted") {
		t.Errorf("Verify with an unused reply reported %q", rec.errs)
	}
	post(t, s.Client(), s.URL, `{"model":"m","messages":[]}`)
	code, _ := post(t, s.Client(), s.URL, `{"model":"m","messages":[]}`)
	if code != 400 || len(rec.errs) != 2 || !strings.Contains(rec.errs[1], "unscripted") {
		t.Errorf("unscripted request: status %d, errors %q", code, rec.errs)
	}
}

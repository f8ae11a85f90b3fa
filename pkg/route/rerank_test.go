package route

import (
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
)

func rerankRouter(t *testing.T) (*Router, *llmtest.Server) {
	t.Helper()
	srv := llmtest.New(t)
	env := map[string]string{"INGOT_BASE_URL": srv.URL}
	s, err := llm.SettingsFrom(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	c, err := llm.New(s, llm.Options{HTTPClient: srv.Client()})
	if err != nil {
		t.Fatal(err)
	}
	r := newRouter(t, discover(t, fixture(t)), func(o *Options) { o.Rerank = LLMReranker{Client: c, Model: "rr-model"} })
	return r, srv
}

func TestRerankUncertainBand(t *testing.T) {
	r, srv := rerankRouter(t)
	// Off by default.
	if DefaultOptions().Rerank != nil {
		t.Fatal("the default router reranks")
	}
	plain := route(t, newRouter(t, discover(t, fixture(t)), nil), Request{Task: "write specs for the model"})
	if plain.Match != "rspec" || plain.Score < RerankLow || plain.Score >= RerankHigh {
		t.Fatalf("want an uncertain rspec match to rerank, got %+v", plain)
	}

	// The model picks the runner-up: it becomes the match.
	srv.Enqueue(llmtest.JSON(map[string]string{"skill": "jest", "reason": "specs for a JS model"}))
	d := route(t, r, Request{Task: "write specs for the model"})
	if d.Match != "jest" || d.Rerank == nil || d.Rerank.Pick != "jest" || d.Rerank.Before != "rspec" || d.Rerank.Model == "" {
		t.Fatalf("reranked decision %+v trace %+v", d, d.Rerank)
	}
	if len(d.Alternatives) == 0 || d.Alternatives[0].Name != "rspec" || !strings.Contains(d.Reason, "chosen by the reranker") {
		t.Errorf("alternatives %+v reason %q", d.Alternatives, d.Reason)
	}
	req := srv.Requests()[0]
	if req.Chat.Model != "rr-model" || !strings.Contains(req.LastUser(), "write specs for the model") ||
		!strings.Contains(req.LastUser(), "id: rspec") || !strings.Contains(req.LastUser(), "id: jest") {
		t.Errorf("request to the model: %s %q", req.Chat.Model, req.LastUser())
	}

	// "none": novel, whatever the probability.
	srv.Enqueue(llmtest.JSON(map[string]string{"skill": "none", "reason": "no fit"}))
	if d := route(t, r, Request{Task: "write specs for the model"}); !d.Novel || d.Rerank == nil || d.Rerank.Pick != "" {
		t.Errorf("none: %+v", d)
	}
	// A low-probability request the model places: a match.
	srv.Enqueue(llmtest.JSON(map[string]string{"skill": "k8s-deploy", "reason": "deploying"}))
	if d := route(t, r, Request{Task: "deploy the app"}); d.Match != "k8s-deploy" {
		t.Errorf("deploy: %+v", d)
	}
	// A failed call or a pick outside the candidates: the gate decides.
	srv.Enqueue(llmtest.Error(400, "bad request"))
	if d := route(t, r, Request{Task: "write specs for the model"}); d.Match != "rspec" || d.Rerank == nil || d.Rerank.Err == "" ||
		!strings.Contains(d.Reason, "rerank failed") {
		t.Errorf("failed call: %+v", d)
	}
	srv.Enqueue(llmtest.JSON(map[string]string{"skill": "payroll", "reason": "?"}))
	if d := route(t, r, Request{Task: "write specs for the model"}); d.Match != "rspec" || d.Rerank == nil || d.Rerank.Err == "" {
		t.Errorf("pick outside the candidates: %+v", d)
	}
	// A confident request never calls the model.
	n := srv.Count()
	if d := route(t, r, Request{Task: "review the pull request", MCPs: []string{"github"}}); d.Match != "github-review" || d.Rerank != nil || srv.Count() != n {
		t.Errorf("confident request reranked: %+v (%d calls)", d, srv.Count()-n)
	}
}

package judge

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
)

func client(t *testing.T, srv *llmtest.Server, env map[string]string) *llm.Client {
	t.Helper()
	all := map[string]string{"INGOT_BASE_URL": srv.URL, "INGOT_AUTHOR_MODEL": "author-m", "INGOT_JUDGE_MODEL": "j1"}
	for k, v := range env {
		all[k] = v
	}
	s, err := llm.SettingsFrom(func(k string) string { return all[k] })
	if err != nil {
		t.Fatal(err)
	}
	s.Prices["j1"] = llm.Price{InputPerMTok: 1000}
	c, err := llm.New(s, llm.Options{HTTPClient: srv.Client()})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// grade renders a judge reply with every dimension at dims[d] (default
// 0.9) and an overall score.
func grade(overall float64, dims map[string]float64) string {
	d := map[string]any{}
	for _, name := range Dimensions() {
		s, ok := dims[name]
		if !ok {
			s = 0.9
		}
		d[name] = map[string]any{"score": s, "reason": name + " reason."}
	}
	b, _ := json.Marshal(map[string]any{"dimensions": d, "score": overall, "feedback": "Do better."})
	return string(b)
}

var in = Input{Task: "Merge two PDFs", Rubric: "Must use qpdf.", Answer: "Use qpdf --empty --pages a.pdf b.pdf -- out.pdf", Reference: "qpdf --empty --pages a.pdf b.pdf -- out.pdf"}

func TestSingleJudge(t *testing.T) {
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.Text(grade(0.7, map[string]float64{Efficiency: 0.3})))
	j, err := New(client(t, srv, nil), Options{})
	if err != nil {
		t.Fatal(err)
	}
	v, err := j.Judge(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	srv.Verify(t)
	if v.Inconclusive || v.Score != 0.7 || v.Feedback != "Do better." || !slices.Equal(v.Failed, []string{Efficiency}) ||
		v.Dimensions[Efficiency].Score != 0.3 || v.Dimensions[Correctness].Reason != "correctness reason." || v.PromptVersion != PromptVersion || v.Cached {
		t.Errorf("verdict = %+v", v)
	}

	req := srv.Requests()[0]
	if req.Chat.Model != "j1" || req.Chat.Temperature == nil || *req.Chat.Temperature != 0 {
		t.Errorf("request model %q temperature %v", req.Chat.Model, req.Chat.Temperature)
	}
	user := req.LastUser()
	for _, want := range []string{"<task>\nMerge two PDFs\n</task>", "<rubric>\nMust use qpdf.\n</rubric>", "<reference>\nqpdf --empty", "<answer>\nUse qpdf"} {
		if !strings.Contains(user, want) {
			t.Errorf("prompt lacks %q:\n%s", want, user)
		}
	}
	var rf struct {
		Type       string `json:"type"`
		JSONSchema struct {
			Name   string `json:"name"`
			Strict bool   `json:"strict"`
			Schema struct {
				Required   []string `json:"required"`
				Properties struct {
					Dimensions struct {
						Required []string `json:"required"`
					} `json:"dimensions"`
				} `json:"properties"`
			} `json:"schema"`
		} `json:"json_schema"`
	}
	if err := json.Unmarshal(req.Chat.ResponseFormat, &rf); err != nil {
		t.Fatal(err)
	}
	if rf.Type != "json_schema" || !rf.JSONSchema.Strict || rf.JSONSchema.Name != "judge_verdict" ||
		!slices.Equal(rf.JSONSchema.Schema.Properties.Dimensions.Required, Dimensions()) {
		t.Errorf("response_format = %s", req.Chat.ResponseFormat)
	}
}

func TestGeneralRubricWhenNoneGiven(t *testing.T) {
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.Text(grade(1, nil)))
	j, err := New(client(t, srv, nil), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := j.Judge(context.Background(), Input{Task: "t", Answer: "a"}); err != nil {
		t.Fatal(err)
	}
	user := srv.Requests()[0].LastUser()
	if !strings.Contains(user, GeneralRubric) || strings.Contains(user, "<reference>") {
		t.Errorf("prompt without rubric/reference:\n%s", user)
	}
}

func TestMalformedReplyRetriedOnceThenInconclusive(t *testing.T) {
	for name, bad := range map[string]string{
		"not json":           "I think it's pretty good, 8/10.",
		"missing dimension":  `{"dimensions": {"correctness": {"score": 1, "reason": "r"}}, "score": 1, "feedback": ""}`,
		"score out of range": strings.Replace(grade(0.5, nil), `"score":0.5`, `"score":7`, 1),
		"dimension over 1":   grade(0.5, map[string]float64{Completeness: 1.5}),
		"no reason":          strings.Replace(grade(0.5, nil), `"reason":"efficiency reason."`, `"reason":" "`, 1),
	} {
		t.Run(name, func(t *testing.T) {
			home := t.TempDir()
			srv := llmtest.New(t)
			srv.Enqueue(llmtest.Text(bad), llmtest.Text(bad))
			j, err := New(client(t, srv, nil), Options{Home: home})
			if err != nil {
				t.Fatal(err)
			}
			v, err := j.Judge(context.Background(), in)
			if err != nil {
				t.Fatal(err)
			}
			srv.Verify(t)
			if srv.Count() != 2 {
				t.Fatalf("requests = %d, want 2 (one retry)", srv.Count())
			}
			if !v.Inconclusive || v.Score != 0 || v.Dimensions != nil || v.Failed != nil || len(v.Judges) != 1 || !v.Judges[0].Inconclusive || v.Judges[0].Problem == "" {
				t.Errorf("verdict = %+v, want inconclusive without a score", v)
			}
			// The retry shows the model its reply and what was wrong with it.
			retry := srv.Requests()[1].Chat.Messages
			if len(retry) != 4 || retry[2].Role != "assistant" || retry[2].Content != bad || !strings.Contains(retry[3].Content, v.Judges[0].Problem) {
				t.Errorf("retry messages = %+v", retry)
			}
			// Inconclusive verdicts are not cached.
			if _, ok := j.Lookup(in); ok {
				t.Errorf("inconclusive verdict was cached")
			}
		})
	}
}

func TestMalformedThenValid(t *testing.T) {
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.Text("```json\n{\"score\": 0.4}\n```"), llmtest.Text("```json\n"+grade(0.8, nil)+"\n```"))
	j, err := New(client(t, srv, nil), Options{})
	if err != nil {
		t.Fatal(err)
	}
	v, err := j.Judge(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	if v.Inconclusive || v.Score != 0.8 || srv.Count() != 2 {
		t.Errorf("verdict %+v after %d requests", v, srv.Count())
	}
}

func TestJudgeIsAuthorRefused(t *testing.T) {
	srv := llmtest.New(t)
	for _, tc := range []struct{ judges, author string }{
		{"gpt-4o", "gpt-4o"},
		{"other,openai/GPT-4o", "gpt-4o"},
		{"qwen/qwen3-32b:free", "qwen/qwen3-32b"},
	} {
		c := client(t, srv, map[string]string{"INGOT_JUDGE_MODELS": tc.judges, "INGOT_AUTHOR_MODEL": tc.author})
		_, err := New(c, Options{})
		if !errors.Is(err, ErrJudgeIsAuthor) {
			t.Errorf("judges %q author %q: err = %v, want ErrJudgeIsAuthor", tc.judges, tc.author, err)
			continue
		}
		judge := strings.Split(tc.judges, ",")[len(strings.Split(tc.judges, ","))-1]
		if !strings.Contains(err.Error(), `"`+judge+`"`) || !strings.Contains(err.Error(), `"`+tc.author+`"`) {
			t.Errorf("error %q should name judge %q and author %q", err, judge, tc.author)
		}
	}
	// Explicit options are checked too.
	if _, err := New(client(t, srv, nil), Options{Models: []string{"x"}, AuthorModel: "X"}); !errors.Is(err, ErrJudgeIsAuthor) {
		t.Errorf("explicit judge = author: %v", err)
	}
	if _, err := New(client(t, srv, map[string]string{"INGOT_JUDGE_MODELS": "a,b", "INGOT_AUTHOR_MODEL": "c"}), Options{}); err != nil {
		t.Errorf("distinct models refused: %v", err)
	}
	if srv.Count() != 0 {
		t.Errorf("a refused judge made calls")
	}
}

func TestNoJudgeModelIsNotConfigured(t *testing.T) {
	srv := llmtest.New(t)
	s, err := llm.SettingsFrom(func(k string) string { return map[string]string{"INGOT_BASE_URL": srv.URL}[k] })
	if err != nil {
		t.Fatal(err)
	}
	c, err := llm.New(s, llm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := New(c, Options{}); !errors.Is(err, llm.ErrNotConfigured) || !strings.Contains(err.Error(), "INGOT_JUDGE_MODEL") {
		t.Errorf("err = %v", err)
	}
}

// ensemble scripts each judge model's reply.
func ensemble(t *testing.T, replies map[string][]string) (*Judge, *llmtest.Server) {
	t.Helper()
	srv := llmtest.New(t)
	var mu sync.Mutex
	srv.HandleFunc(func(r llmtest.Request) llmtest.Reply {
		mu.Lock()
		defer mu.Unlock()
		q := replies[r.Chat.Model]
		if len(q) == 0 {
			t.Errorf("unexpected call for %s", r.Chat.Model)
			return llmtest.Error(400, "unscripted")
		}
		replies[r.Chat.Model] = q[1:]
		return llmtest.Text(q[0])
	})
	var models []string
	for m := range replies {
		models = append(models, m)
	}
	slices.Sort(models)
	j, err := New(client(t, srv, map[string]string{"INGOT_JUDGE_MODELS": strings.Join(models, ",")}), Options{})
	if err != nil {
		t.Fatal(err)
	}
	return j, srv
}

func TestEnsembleMajorityRule(t *testing.T) {
	j, srv := ensemble(t, map[string][]string{
		// correctness fails for 2 of 3 judges; efficiency for 1 of 3.
		"a": {grade(0.2, map[string]float64{Correctness: 0.1, Efficiency: 0.0})},
		"b": {grade(0.4, map[string]float64{Correctness: 0.4})},
		"c": {grade(0.9, map[string]float64{Correctness: 0.9})},
	})
	v, err := j.Judge(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	if srv.Count() != 3 {
		t.Errorf("requests = %d", srv.Count())
	}
	if math.Abs(v.Score-0.5) > 1e-9 {
		t.Errorf("overall = %v, want the mean 0.5", v.Score)
	}
	if !slices.Equal(v.Failed, []string{Correctness}) {
		t.Errorf("failed = %v, want only correctness (2 of 3); efficiency fails 1 of 3", v.Failed)
	}
	if e := v.Dimensions[Efficiency]; e.Failed || math.Abs(e.Score-0.6) > 1e-9 {
		t.Errorf("efficiency = %+v, want mean 0.6 and not failed", e)
	}
	if c := v.Dimensions[Correctness]; !c.Failed || math.Abs(c.Score-(0.1+0.4+0.9)/3) > 1e-9 {
		t.Errorf("correctness = %+v", c)
	}
	if !strings.Contains(v.Feedback, "[a] Do better.") || !strings.Contains(v.Feedback, "[c] Do better.") {
		t.Errorf("feedback = %q", v.Feedback)
	}
}

func TestEnsembleExcludesInconclusive(t *testing.T) {
	j, _ := ensemble(t, map[string][]string{
		"a": {grade(0.2, map[string]float64{Completeness: 0.1})},
		"b": {grade(0.8, nil)},
		"c": {"garbage", "more garbage"},
	})
	v, err := j.Judge(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	if v.Inconclusive || math.Abs(v.Score-0.5) > 1e-9 {
		t.Errorf("score = %v (inconclusive %v), want the mean of a and b only", v.Score, v.Inconclusive)
	}
	// 1 of 2 conclusive judges is not a strict majority.
	if len(v.Failed) != 0 {
		t.Errorf("failed = %v, want none", v.Failed)
	}
	if !v.Judges[2].Inconclusive || v.Judges[2].Model != "c" {
		t.Errorf("judges = %+v", v.Judges)
	}

	all, _ := ensemble(t, map[string][]string{"a": {"x", "y"}, "b": {"{}", "{}"}})
	v, err = all.Judge(context.Background(), in)
	if err != nil || !v.Inconclusive || v.Score != 0 {
		t.Errorf("all inconclusive: %+v %v", v, err)
	}
}

func TestVerdictCache(t *testing.T) {
	home := t.TempDir()
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.Text(grade(0.6, nil)), llmtest.Text(grade(0.3, nil)))
	c := client(t, srv, nil) // no llm response cache: only the verdict cache can save calls
	j, err := New(c, Options{Home: home})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	first, err := j.Judge(ctx, in)
	if err != nil || first.Cached {
		t.Fatalf("%+v %v", first, err)
	}
	again, err := j.Judge(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	if !again.Cached || again.Score != 0.6 || srv.Count() != 1 {
		t.Errorf("re-judge: cached %v score %v, %d requests; want a cache hit and no new call", again.Cached, again.Score, srv.Count())
	}
	if v, ok := j.Lookup(in); !ok || !v.Cached || v.Score != 0.6 {
		t.Errorf("Lookup = %+v %v", v, ok)
	}
	// A changed answer is a new verdict.
	changed := in
	changed.Answer += " (edited)"
	if v, err := j.Judge(ctx, changed); err != nil || v.Cached || v.Score != 0.3 {
		t.Errorf("changed answer: %+v %v", v, err)
	}
	srv.Verify(t)
	files, _ := filepath.Glob(filepath.Join(home, "runs", "cache", "judge", "*", "*.json"))
	if len(files) != 2 {
		t.Errorf("verdict files = %v", files)
	}
	// Another model list does not reuse the verdict.
	j2, err := New(c, Options{Home: home, Models: []string{"j2"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := j2.Lookup(in); ok {
		t.Errorf("verdict of j1 served to judge j2")
	}
	if r := c.Ledger().Report(); r.Total.Calls != 2 {
		t.Errorf("ledger calls = %d, want 2", r.Total.Calls)
	}
}

func TestBudgetStopIsAnErrorNotAVerdict(t *testing.T) {
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.Reply{Content: grade(0.9, nil), PromptTokens: 1000})
	// One call at $1000/Mtok costs $1.00; the next one's worst case (its
	// prompt at one token per two bytes, about $0.8) would pass the cap.
	c := client(t, srv, map[string]string{"INGOT_MAX_RUN_USD": "1.5"})
	j, err := New(c, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := j.Judge(context.Background(), in); err != nil {
		t.Fatal(err)
	}
	_, err = j.Judge(context.Background(), Input{Task: "another", Answer: "a"})
	if !errors.Is(err, llm.ErrBudgetExceeded) {
		t.Errorf("err = %v, want ErrBudgetExceeded", err)
	}
	srv.Verify(t)
}

func TestGroundTruthReachesTheJudgeAndTheCacheKey(t *testing.T) {
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.Text(grade(0.2, nil)), llmtest.Text(grade(0.9, nil)))
	j, err := New(client(t, srv, nil), Options{Home: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	failed := in
	failed.GroundTruth = "check FAILED: exit status 1\nAssertionError: pages != 2"
	if _, err := j.Judge(context.Background(), failed); err != nil {
		t.Fatal(err)
	}
	user := srv.Requests()[0].LastUser()
	if !strings.Contains(user, "<execution_result>") || !strings.Contains(user, "AssertionError: pages != 2") ||
		strings.Index(user, "<execution_result>") > strings.Index(user, "<answer>") {
		t.Fatalf("the check result must be stated before the answer:\n%s", user)
	}
	// The same answer with another check result is another verdict, not a
	// cache hit.
	passed := in
	passed.GroundTruth = "check passed"
	v, err := j.Judge(context.Background(), passed)
	if err != nil || v.Cached || v.Score != 0.9 || srv.Count() != 2 {
		t.Fatalf("verdict %+v err %v after %d requests", v, err, srv.Count())
	}
	if strings.Contains(func() string { j2 := in; return userPrompt(j2) }(), "<execution_result>") {
		t.Error("no check result, no execution block")
	}
}

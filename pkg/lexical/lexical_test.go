package lexical

import (
	"context"
	"math"
	"reflect"
	"slices"
	"testing"
)

// TestTerms pins the analysis. A change to any output here changes every
// saved index: bump Version with it.
func TestTerms(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		// Compound identifiers split into humps, keeping the joined form.
		{"getHTTPResponse", []string{"get", "http", "respons", "gethttprespons"}},
		{"XMLHttpRequest", []string{"xml", "http", "request", "xmlhttprequest"}},
		{"src/utils/formatCurrency.ts", []string{"src", "util", "format", "currenc", "ts", "srcutilsformatcurrencyt"}},
		// A bare two-hump word is a name: kept whole, never git + hub.
		{"GitHub JavaScript formatCurrency", []string{"github", "javascript", "formatcurr"}},
		// Acronym plurals and version suffixes are not humps.
		{"PDFs and APIs and LLMs on YOLOv8", []string{"pdf", "api", "llm", "yolov8"}},
		// snake_case, dotted names, paths.
		{"os.environ", []string{"os", "environ", "osenviron"}},
		{"max_retry_count", []string{"max", "retri", "count", "maxretrycount"}},
		{".github/workflows", []string{"github", "workflow", "githubworkflow"}},
		{"vi.fn/vi.mock", []string{"vi", "fn", "vi", "mock", "vifnvimock"}},
		// Plain kebab-case prose is split but not joined.
		{"fine-tuning", []string{"fine", "tune"}},
		// Bare numbers are quantities, not topics; versions stay whole.
		{"20 charts, 3000 tests, HTTP 404", []string{"chart", "test", "http"}},
		{"Python 3.13 and v1.2.3, node 18.x", []string{"python", "3.13", "v1.2.3", "node", "18.x"}},
		// Languages whose names are punctuation.
		{"C++ and C# and F# on .NET", []string{"cpp", "csharp", "fsharp", "dotnet"}},
		{"use g++ or c++", []string{"use", "gpp", "cpp"}},
		// Accents are stripped (NFKD); case folds.
		{"Café NAÏVE résumé", []string{"cafe", "naiv", "resum"}},
		// Stop words and contractions go; possessives lose their 's.
		{"I don't want the binary's debug info", []string{"want", "binari", "debug", "info"}},
		// Stemming meets inflections.
		{"tests testing tested", []string{"test", "test", "test"}},
		// Punctuation and Markdown are not words; sentence dots end words.
		{"**Note:** run `pytest -q`. Done!", []string{"note", "run", "pytest", "done"}},
		// Real words that look like contractions survive the stop list.
		{"shell scripts", []string{"shell", "script"}},
	}
	for _, c := range cases {
		if got := Terms(c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("Terms(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

func TestParseQueryNegation(t *testing.T) {
	cases := []struct {
		task          string
		kept, dropped []string
	}{
		{"set up the pipeline on GitLab, not GitHub", []string{"gitlab", "pipelin"}, []string{"github"}},
		{"add payments - we're using Stripe, not PayPal - with webhooks", []string{"stripe", "webhook"}, []string{"paypal"}},
		{"I don't want a scan. write me a semgrep rule", []string{"semgrep", "rule"}, []string{"scan"}},
		{"we use vi.fn, NOT jest - don't add jest config", []string{"vi"}, []string{"jest", "config"}},
		{"use unittest instead of pytest", []string{"unittest"}, []string{"pytest"}},
		{"prefer Vitest rather than Mocha", []string{"vitest"}, []string{"mocha"}},
		{"our CI image has no pytest", []string{"ci", "imag"}, []string{"pytest"}},
		{"tune it without losing recall", []string{"tune"}, []string{"lose", "recal"}},
		{"debug the failing run, I'm not asking for a new workflow", []string{"debug", "fail"}, []string{"workflow"}},
		{"do not use jest but vitest", []string{"vitest"}, []string{"jest"}},
		// Not negations: an idiom, and "not" inside a clause.
		{"I have no idea why the build fails", []string{"idea", "build", "fail"}, nil},
		{"the build does not start", []string{"build", "start"}, nil},
	}
	for _, c := range cases {
		q := ParseQuery(c.task)
		for _, k := range c.kept {
			if !slices.Contains(q.Terms, k) {
				t.Errorf("%q: term %q was dropped (terms %q, negated %q)", c.task, k, q.Terms, q.Negated)
			}
		}
		for _, d := range c.dropped {
			if slices.Contains(q.Terms, d) || !slices.Contains(q.Negated, d) {
				t.Errorf("%q: term %q not negated (terms %q, negated %q)", c.task, d, q.Terms, q.Negated)
			}
		}
		if c.dropped == nil && len(q.Negated) > 0 {
			t.Errorf("%q: nothing should be negated, got %q", c.task, q.Negated)
		}
	}
	q := ParseQuery("set up the pipeline on GitLab, not GitHub. Use caching")
	if q.Text != "set up the pipeline on GitLab, not . Use caching" {
		t.Errorf("negation-stripped text = %q", q.Text)
	}
	// A term that is both wanted and negated stays wanted.
	q = ParseQuery("add jest tests, not jest snapshots")
	if !slices.Contains(q.Terms, "jest") || slices.Contains(q.Negated, "jest") || !slices.Contains(q.Negated, "snapshot") {
		t.Errorf("shared term: terms %q negated %q", q.Terms, q.Negated)
	}
}

func TestHeadingText(t *testing.T) {
	body := "# Title\n\nText\n## Usage ##\n```sh\n# not a heading\n```\n    # indented code\n#hashtag\n### Deep\n"
	if got, want := HeadingText(body), "Title\nUsage\nDeep\n"; got != want {
		t.Errorf("HeadingText = %q, want %q", got, want)
	}
}

func build(t *testing.T, docs []Doc, p Params) *Index {
	t.Helper()
	an, err := AnalyzeAll(context.Background(), docs, nil)
	if err != nil {
		t.Fatal(err)
	}
	ix, err := Build(an, p, nil)
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

func TestBM25F(t *testing.T) {
	docs := []Doc{
		{Name: "rspec", Description: "Write RSpec specs for Ruby models.", Body: "# RSpec\nUse let blocks and instance_double."},
		{Name: "jest", Description: "Write Jest tests for JavaScript.", Body: "# Jest\nSnapshots. Not RSpec."},
		{Name: "deploy", Description: "Deploy services to Kubernetes.", Body: "# Rollout\nkubectl apply"},
		{Name: "filler", Description: "Unrelated text about gardening.", Body: "Nothing here."},
	}
	ix := build(t, docs, DefaultParams())
	s := ix.Score(ParseQuery("write rspec specs with instance_double"), nil)
	if !(s[0] > s[1] && s[1] > 0) {
		t.Errorf("rspec doc should win, jest (body mention) second: %v", s)
	}
	if s[2] != 0 || s[3] != 0 {
		t.Errorf("documents sharing no term must score 0: %v", s)
	}
	// A description match outweighs the same term only in the body
	// (weight 1 vs 0.1).
	s = ix.Score(ParseQuery("rollout"), nil)
	d := ix.Score(ParseQuery("kubernetes"), nil)
	if !(d[2] > s[2]) {
		t.Errorf("description term %.3f should outscore body-heading-only term %.3f", d[2], s[2])
	}
	// A rarer term has a higher idf.
	if !(ix.IDF("kubectl") > ix.IDF("write")) {
		t.Errorf("idf(kubectl) %.3f ≤ idf(write) %.3f", ix.IDF("kubectl"), ix.IDF("write"))
	}
	// Negated terms contribute nothing.
	if s := ix.Score(ParseQuery("write tests, not rspec"), nil); s[0] >= s[1] {
		t.Errorf("negated rspec still pulls: %v", s)
	}
	// Explain sums to the score.
	q := ParseQuery("write rspec specs with instance_double")
	sum := 0.0
	for _, ts := range ix.Explain(q, 0) {
		sum += ts.Score
	}
	if got := ix.Score(q, nil)[0]; math.Abs(sum-got) > 1e-4 {
		t.Errorf("Explain sums to %.5f, Score says %.5f", sum, got)
	}
}

func TestBM25FFieldWeights(t *testing.T) {
	docs := []Doc{
		{Name: "a", Description: "alpha beta", Body: "gamma"},
		{Name: "b", Description: "delta", Body: "alpha beta gamma"},
	}
	p := DefaultParams()
	p.Weight[Body] = 0
	ix := build(t, docs, p)
	if s := ix.Score(ParseQuery("alpha"), nil); s[1] != 0 || s[0] <= 0 {
		t.Errorf("body weight 0 must ignore body matches: %v", s)
	}
	p.Weight[Body] = 5
	ix = build(t, docs, p)
	if s := ix.Score(ParseQuery("alpha"), nil); s[1] <= s[0] {
		t.Errorf("a heavy body field should win: %v", s)
	}
	if _, err := Build(nil, Params{K1: 0}, nil); err == nil {
		t.Error("k1 0 accepted")
	}
}

func TestAnalyzeAllReusesUnchanged(t *testing.T) {
	docs := []Doc{{Name: "a", Description: "one"}, {Name: "b", Description: "two"}}
	first, err := AnalyzeAll(context.Background(), docs, nil)
	if err != nil {
		t.Fatal(err)
	}
	prev := map[[32]byte]*Analyzed{first[0].Key: first[0], first[1].Key: first[1]}
	docs[1].Description = "three"
	second, err := AnalyzeAll(context.Background(), docs, prev)
	if err != nil {
		t.Fatal(err)
	}
	if second[0] != first[0] {
		t.Error("unchanged document was analysed again")
	}
	if second[1] == first[1] || second[1].Terms[0].Term != "three" {
		t.Errorf("changed document not re-analysed: %+v", second[1].Terms)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := AnalyzeAll(ctx, docs, nil); err == nil {
		t.Error("cancelled context ignored")
	}
}

func TestCosine(t *testing.T) {
	docs := []Doc{
		{Name: "pdf", Description: "Fill PDF forms and extract text from PDF files."},
		{Name: "pdf2", Description: "Extract text from PDF files and fill PDF forms."},
		{Name: "k8s", Description: "Deploy to Kubernetes clusters."},
	}
	an, _ := AnalyzeAll(context.Background(), docs, nil)
	ix, _ := Build(an, DefaultParams(), nil)
	v := func(i int) Vector { return ix.Vector(an[i], Description) }
	if c := Cosine(v(0), v(1)); math.Abs(c-1) > 1e-6 {
		t.Errorf("same words, other order: cosine %.4f, want 1", c)
	}
	if c := Cosine(v(0), v(2)); c != 0 {
		t.Errorf("no shared words: cosine %.4f, want 0", c)
	}
	probe, _ := AnalyzeAll(context.Background(), []Doc{{Description: "Fill PDF forms with a brand-new zanzibar tool"}}, nil)
	c := Cosine(ix.Vector(probe[0], Description), v(0))
	if !(c > 0.05 && c < 0.95) {
		t.Errorf("partial overlap with unseen words: cosine %.4f, want strictly between", c)
	}
}

func TestTextVectors(t *testing.T) {
	vs, err := TextVectors(context.Background(), []string{"rotate page 3 of the pdf", "Rotate page 3 of the PDF!", "bake sourdough bread", "the of"})
	if err != nil {
		t.Fatal(err)
	}
	if c := Cosine(vs[0], vs[1]); c < 0.999 {
		t.Errorf("the same words: cosine %.3f, want 1", c)
	}
	if c := Cosine(vs[0], vs[2]); c != 0 {
		t.Errorf("no shared word: cosine %.3f, want 0", c)
	}
	if !vs[3].IsZero() {
		t.Errorf("a text of stop words has the zero vector")
	}
}

package mine

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/pkg/evalset"
	"github.com/ingot-dev/ingot/pkg/judge"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/trace"
)

var bg = context.Background()

// table is a Similarity with fixed vectors per normalised text; unknown
// texts get a vector of their own.
type table map[string][]float32

func (table) Name() string { return "table" }

func (t table) Vectors(_ context.Context, texts []string) ([]Vector, error) {
	out := make([]Vector, len(texts))
	for i, s := range texts {
		v, ok := t[Normalize(s)]
		if !ok {
			return nil, fmt.Errorf("table: no vector for %q", s)
		}
		out[i] = Vector{dense: v}
	}
	return out, nil
}

func unit(x ...float32) []float32 {
	var n float64
	for _, v := range x {
		n += float64(v * v)
	}
	for i := range x {
		x[i] /= float32(sqrt(n))
	}
	return x
}

func sqrt(x float64) float64 {
	z := x
	for i := 0; i < 50; i++ {
		z = (z + x/z) / 2
	}
	return z
}

func TestClusterReference(t *testing.T) {
	// inventory §7.2: "Combine two PDFs" is 0.95 from "Merge PDF files".
	sim := table{
		"merge pdf files":                 unit(1, 0, 0),
		"combine two pdfs":                unit(0.95, 0.3122, 0),
		"calculate a spreadsheet formula": unit(0, 0, 1),
	}
	tasks := []string{"Merge PDF files", " merge   pdf FILES ", "Combine two PDFs", "Calculate a spreadsheet formula"}
	got, err := Cluster(bg, tasks, nil, sim, 0.9)
	if err != nil {
		t.Fatal(err)
	}
	if want := [][]int{{0, 1, 2}, {3}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("clusters %v, want %v", got, want)
	}
	// A higher threshold keeps the paraphrase apart; exact duplicates stay.
	got, _ = Cluster(bg, tasks, nil, sim, 0.99)
	if want := [][]int{{0, 1}, {2}, {3}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("at 0.99: clusters %v, want %v", got, want)
	}
}

func TestClusterNeverMergesRubrics(t *testing.T) {
	sim := table{"merge pdf files": unit(1, 0), "combine two pdfs": unit(0.95, 0.3122)}
	tasks := []string{"Merge PDF files", "merge pdf files", "Combine two PDFs", "Merge PDF files"}
	rubrics := []string{"", "", "", "keep bookmarks"}
	got, err := Cluster(bg, tasks, rubrics, sim, 0.9)
	if err != nil {
		t.Fatal(err)
	}
	if want := [][]int{{0, 1, 2}, {3}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("clusters %v, want %v", got, want)
	}
}

func TestClusterLexical(t *testing.T) {
	tasks := []string{
		"Convert report.docx to PDF",
		"please convert the report.docx into a PDF", // near-duplicate: filler words
		"CONVERT   report.docx to pdf",              // exact after normalising
		"rotate page 3 of scan.pdf by 90 degrees",   // different task
		"rotate every page of scan.pdf by 90 degrees",
		"Extract the tables from report.pdf as CSV",
		"extract tables from report.pdf to csv",
		"thanks", // no index term at all: its own cluster
	}
	got, err := Cluster(bg, tasks, nil, Lexical{}, DefaultThreshold)
	if err != nil {
		t.Fatal(err)
	}
	want := [][]int{{0, 1, 2}, {3}, {4}, {5, 6}, {7}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("clusters %v, want %v", got, want)
	}
}

func TestLexicalSimilarity(t *testing.T) {
	cases := []struct {
		a, b     string
		lo, high float64
	}{
		{"Merge these two PDF files into one", "Merge the two PDF files into one please", 0.99, 1},
		{"Extract the tables from report.pdf as CSV", "Extract the images from report.pdf", 0.3, 0.7},
		{"Merge PDF files", "Combine two PDFs", 0, 0.1}, // synonyms need an encoder
		{"rotate page 3 of scan.pdf by 90 degrees", "rotate every page of scan.pdf by 90 degrees", 0.8, DefaultThreshold},
	}
	var texts []string
	for _, c := range cases {
		texts = append(texts, c.a, c.b)
	}
	texts = append(texts, "add a watermark to a pdf", "write an elixir genserver", "make a bar chart in excel")
	vs, err := Lexical{}.Vectors(bg, texts)
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range cases {
		s := Cosine(vs[2*i], vs[2*i+1])
		if s < c.lo || s >= c.high && c.high < 1 || s > 1 {
			t.Errorf("%q ~ %q = %.3f, want in [%v, %v)", c.a, c.b, s, c.lo, c.high)
		}
	}
	if s := Cosine(vs[0], vs[0]); s < 0.9999 {
		t.Errorf("self similarity %v", s)
	}
}

func TestGreedyPick(t *testing.T) {
	vecs := []Vector{{dense: []float32{1, 0}}, {dense: []float32{1, 0}}, {dense: []float32{0, 1}}, {dense: []float32{0, 1}}}
	if got := GreedyPick([]float64{.9, .8, .5, .4}, vecs, 2); !reflect.DeepEqual(got, []int{0, 2}) {
		t.Fatalf("pick %v, want [0 2]", got)
	}
	three := vecs[:3]
	if got := GreedyPick([]float64{0.7, 0.0, -1.0}, three, 6); !reflect.DeepEqual(got, []int{0}) {
		t.Fatalf("pick %v, want [0]", got)
	}
	// Novelty, not frequency or difficulty alone: the second pick is the
	// easier task in another direction, not the harder duplicate.
	if got := GreedyPick([]float64{.9, .85, .3, .1}, vecs, 3); !reflect.DeepEqual(got, []int{0, 2}) {
		t.Fatalf("pick %v, want [0 2] (duplicates have no novelty left)", got)
	}
}

func TestServed(t *testing.T) {
	s := Subject{ID: "anthropics/pdf", Name: "pdf"}
	yes := []trace.Record{
		{Skill: "pdf"},
		{Skill: "anthropics/pdf"},
		{Route: &trace.Route{Match: "anthropics/pdf"}},
		{Route: &trace.Route{RelatedMatch: "pdf"}},
		{Tags: []string{"demo", "pdf"}},
		{Tags: []string{"skill:pdf"}},
		{Tags: []string{"skill:document-skills:pdf"}},
		{Tags: []string{"revision=pdf@c35b21d6ca39"}},
		{Tags: []string{"skill:PDF"}},
	}
	no := []trace.Record{
		{},
		{Skill: "pdf-tools"},
		{Tags: []string{"skill:pdf-tools", "revision=xlsx@abc", "pdfs", "novel"}},
		{Route: &trace.Route{Match: "xlsx", Novel: false}},
		{Tags: []string{"revision=pdf"}}, // no @: not a revision tag
	}
	for _, r := range yes {
		if !Served(r, s) {
			t.Errorf("Served(%+v) = false, want true", r)
		}
	}
	for _, r := range no {
		if Served(r, s) {
			t.Errorf("Served(%+v) = true, want false", r)
		}
	}
}

// ranker ranks by fixed lists per normalised task and counts calls.
type ranker struct {
	top   map[string][]string
	calls int
}

func (r *ranker) Rank(_ context.Context, task string, k int) ([]string, error) {
	r.calls++
	ids := r.top[Normalize(task)]
	if len(ids) > k {
		ids = ids[:k]
	}
	return ids, nil
}

// fakeJudge grades by a score table keyed by normalised task, caches
// conclusive verdicts like judge.Judge, and counts calls. fail, when set,
// is returned after that many calls.
type fakeJudge struct {
	mu     sync.Mutex
	scores map[string]float64
	cache  map[judge.Input]judge.Verdict
	calls  int
	inputs []judge.Input
	failAt int
	err    error
}

func newFakeJudge(scores map[string]float64) *fakeJudge {
	return &fakeJudge{scores: scores, cache: map[judge.Input]judge.Verdict{}}
}

func (f *fakeJudge) Judge(_ context.Context, in judge.Input) (judge.Verdict, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.failAt > 0 && f.calls >= f.failAt {
		return judge.Verdict{}, f.err
	}
	f.calls++
	f.inputs = append(f.inputs, in)
	s, ok := f.scores[Normalize(in.Task)]
	if !ok {
		s = 0.9
	}
	v := verdict(s)
	f.cache[in] = v
	return v, nil
}

func verdict(s float64) judge.Verdict {
	v := judge.Verdict{Score: s, Feedback: fmt.Sprintf("scored %.2f", s), Dimensions: map[string]judge.DimScore{}, PromptVersion: judge.PromptVersion}
	for i, d := range judge.Dimensions() {
		ds := judge.DimScore{Score: s, Reason: d + " reason"}
		// Low scores fail correctness and completeness; efficiency never.
		if s < 0.5 && i < 2 {
			ds.Failed = true
			v.Failed = append(v.Failed, d)
		}
		v.Dimensions[d] = ds
	}
	return v
}

func (f *fakeJudge) Lookup(in judge.Input) (judge.Verdict, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	v, ok := f.cache[in]
	return v, ok
}

func (f *fakeJudge) Messages(in judge.Input) []llm.Message {
	return []llm.Message{llm.System(strings.Repeat("x", 400)), llm.User(in.Task + in.Answer)}
}

func (f *fakeJudge) Models() []string { return []string{"judge-a"} }

var t0 = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

func tr(id string, minute int, task, answer string, tags ...string) trace.Record {
	return trace.Record{Kind: "trace", V: 1, ID: id, TS: t0.Add(time.Duration(minute) * time.Minute), Task: task, Answer: answer, Tags: tags}
}

// corpus: three pdf tasks (sizes 3, 2, 1), one unrelated, one without an
// answer, one attributed only by the router.
func corpus() []trace.Record {
	return []trace.Record{
		tr("a1", 1, "Merge the PDF files in ./in", "merged", "skill:pdf"),
		tr("a2", 2, "merge the pdf files in ./in", "merged again", "skill:pdf"),
		tr("a3", 3, "Merge the PDF files in ./in please", "done", "revision=pdf@abc"),
		tr("b1", 4, "Extract the tables from report.pdf as CSV", "here", "skill:pdf"),
		tr("b2", 5, "extract tables from report.pdf to csv", "tables", "skill:pdf"),
		tr("c1", 6, "Rotate page 3 of scan.pdf", "rotated"),
		tr("x1", 7, "Make a bar chart in Excel", "chart", "skill:xlsx"),
		tr("n1", 8, "Fill the W-9 form", "", "skill:pdf"),
	}
}

func opts(j Judger, r Ranker) Options {
	o := DefaultOptions(Subject{ID: "pdf", Name: "pdf"})
	o.Judge, o.Ranker = j, r
	return o
}

func TestAttributionTagVsTopK(t *testing.T) {
	rk := &ranker{top: map[string][]string{
		"rotate page 3 of scan.pdf": {"scan", "image", "ocr", "rotate", "pdf"},         // 5th: counts
		"make a bar chart in excel": {"xlsx", "chart", "csv", "plot", "tables", "pdf"}, // 6th: does not
	}}
	p, err := Prepare(bg, corpus(), opts(newFakeJudge(nil), rk))
	if err != nil {
		t.Fatal(err)
	}
	if p.Read != 8 || p.Attributed != 7 || p.ByServed != 6 || p.ByRank != 1 || p.NoAnswer != 1 || len(p.Uses) != 6 {
		t.Fatalf("read %d attributed %d served %d ranked %d no-answer %d uses %d", p.Read, p.Attributed, p.ByServed, p.ByRank, p.NoAnswer, len(p.Uses))
	}
	// The router is asked only about traces that name no skill.
	if rk.calls != 1 {
		t.Fatalf("router asked %d times, want 1", rk.calls)
	}
	// Without a router, only tags count.
	p, _ = Prepare(bg, corpus(), opts(newFakeJudge(nil), nil))
	if p.Attributed != 6 || p.ByRank != 0 {
		t.Fatalf("no router: attributed %d ranked %d", p.Attributed, p.ByRank)
	}
}

func TestPrepareClustersAndOrder(t *testing.T) {
	rk := &ranker{top: map[string][]string{"rotate page 3 of scan.pdf": {"pdf"}}}
	p, err := Prepare(bg, corpus(), opts(newFakeJudge(nil), rk))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range p.Clusters {
		got = append(got, fmt.Sprintf("%s:%d/%d", c.Rep.ID, c.Size(), c.Groups))
	}
	// Newest first: c1, then b2 (b1 merged as a near duplicate), then a3
	// ("please": a near duplicate of a2 and a1, which are one exact group).
	want := []string{"c1:1/1", "b2:2/2", "a3:3/2"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("clusters %v, want %v", got, want)
	}
	var pend []string
	for _, c := range p.Pending {
		pend = append(pend, c.Rep.ID)
	}
	if !reflect.DeepEqual(pend, []string{"a3", "b2", "c1"}) {
		t.Fatalf("pending %v, want most frequent first", pend)
	}
}

func TestBacklogCarriesOver(t *testing.T) {
	// inventory §7.3: budget 1 over 3 clusters → (scored, backlog, calls)
	// = (1,2,1), (2,1,1), (3,0,1), then (3,0,0).
	j := newFakeJudge(nil)
	rk := &ranker{top: map[string][]string{"rotate page 3 of scan.pdf": {"pdf"}}}
	want := [][3]int{{1, 2, 1}, {2, 1, 1}, {3, 0, 1}, {3, 0, 0}}
	for run, w := range want {
		o := opts(j, rk)
		o.MaxJudgeCalls = 1
		p, err := Prepare(bg, corpus(), o)
		if err != nil {
			t.Fatal(err)
		}
		before := j.calls
		res, err := p.Run(bg, RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		r := res.Report
		got := [3]int{r.Judged, r.Backlog, j.calls - before}
		if got != w || r.JudgeCalls != w[2] || r.HealthComplete != (w[1] == 0) {
			t.Fatalf("run %d: (scored, backlog, calls) = %v (report calls %d, complete %v), want %v", run+1, got, r.JudgeCalls, r.HealthComplete, w)
		}
	}
	// The most frequent cluster went first.
	if n := Normalize(j.inputs[0].Task); n != "merge the pdf files in ./in please" {
		t.Fatalf("first judged %q", n)
	}
}

func TestMaxJudgeCallsZeroAndUnlimited(t *testing.T) {
	j := newFakeJudge(nil)
	o := opts(j, nil)
	o.MaxJudgeCalls = 0
	p, _ := Prepare(bg, corpus(), o)
	res, err := p.Run(bg, RunOptions{})
	if err != nil || j.calls != 0 || res.Report.Backlog != 2 {
		t.Fatalf("max 0: calls %d backlog %d err %v", j.calls, res.Report.Backlog, err)
	}
	o.MaxJudgeCalls = -1
	p, _ = Prepare(bg, corpus(), o)
	if _, err := p.Run(bg, RunOptions{Concurrency: 3}); err != nil || j.calls != 2 {
		t.Fatalf("unlimited: calls %d err %v", j.calls, err)
	}
}

func TestReportWeightsByClusterSize(t *testing.T) {
	j := newFakeJudge(map[string]float64{
		"merge the pdf files in ./in please":    0.2, // 3 uses
		"extract tables from report.pdf to csv": 0.8, // 2 uses
	})
	p, _ := Prepare(bg, corpus(), opts(j, nil))
	res, err := p.Run(bg, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	r := res.Report
	if r.Covered != 5 || r.Uses != 5 || r.Coverage != 1 || r.BadCases != 3 {
		t.Fatalf("covered %d uses %d coverage %v bad %d", r.Covered, r.Uses, r.Coverage, r.BadCases)
	}
	if want := (0.2*3 + 0.8*2) / 5; abs(r.MeanScore-want) > 1e-9 {
		t.Fatalf("mean %v, want %v (weighted by cluster size)", r.MeanScore, want)
	}
	if len(r.FailingDimensions) != 2 || r.FailingDimensions[0].Dimension != judge.Correctness || r.FailingDimensions[0].Count != 3 {
		t.Fatalf("failing dimensions %+v", r.FailingDimensions)
	}
	var b strings.Builder
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"6/8 traces attributed", "1 attributed trace(s) have no answer", "weighted mean judge score 0.44", "3 bad case(s)", "correctness               3/5    ████████████········"} {
		if !strings.Contains(b.String(), s) {
			t.Errorf("report lacks %q:\n%s", s, b.String())
		}
	}
	// Tasks: weakest first, every field filled.
	if len(res.Tasks) != 2 || res.Tasks[0].Score != 0.2 || res.Tasks[0].Occurrences != 3 ||
		!reflect.DeepEqual(res.Tasks[0].TraceIDs, []string{"a3", "a2", "a1"}) || res.Tasks[0].Kind != "task" || res.Tasks[0].Source != SourceMined {
		t.Fatalf("tasks %+v", res.Tasks)
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

func TestCachedMemberVerdictsCombine(t *testing.T) {
	j := newFakeJudge(nil)
	// Two members of one cluster were judged before (e.g. as
	// representatives of earlier runs): a fail and a pass.
	j.cache[judge.Input{Task: "Merge the PDF files in ./in", Answer: "merged"}] = verdict(0.2)
	j.cache[judge.Input{Task: "merge the pdf files in ./in", Answer: "merged again"}] = verdict(0.6)
	p, _ := Prepare(bg, corpus(), opts(j, nil))
	var merge *TaskCluster
	for _, c := range p.Clusters {
		if c.Rep.ID == "a3" {
			merge = c
		}
	}
	if merge == nil || !merge.Cached || merge.Verdict == nil {
		t.Fatalf("cluster not scored from the cache: %+v", merge)
	}
	// Mean score; a dimension failed by one of two verdicts is no majority.
	if abs(merge.Verdict.Score-0.4) > 1e-9 || len(merge.Verdict.Failed) != 0 {
		t.Fatalf("combined %v failed %v", merge.Verdict.Score, merge.Verdict.Failed)
	}
	if p.CachedClusters != 1 || len(p.Pending) != 1 {
		t.Fatalf("cached %d pending %d", p.CachedClusters, len(p.Pending))
	}
	// NoCache ignores them.
	o := opts(j, nil)
	o.NoCache = true
	p, _ = Prepare(bg, corpus(), o)
	if p.CachedClusters != 0 || len(p.Pending) != 2 {
		t.Fatalf("no-cache: cached %d pending %d", p.CachedClusters, len(p.Pending))
	}
}

func TestStopKeepsPartialResults(t *testing.T) {
	j := newFakeJudge(map[string]float64{"merge the pdf files in ./in please": 0.1})
	j.failAt, j.err = 1, &llm.BudgetError{SpentUSD: 0.02, CapUSD: 0.01}
	p, _ := Prepare(bg, corpus(), opts(j, nil))
	res, err := p.Run(bg, RunOptions{})
	var se *StopError
	if !errors.As(err, &se) || !errors.Is(err, llm.ErrBudgetExceeded) || se.Judged != 1 {
		t.Fatalf("err %v, want a StopError for the budget after 1 judgment", err)
	}
	if res == nil || res.Report.Judged != 1 || res.Report.Backlog != 1 || len(res.Tasks) != 1 || res.Tasks[0].Score != 0.1 {
		t.Fatalf("partial result %+v", res)
	}
	if !strings.Contains(res.Report.Stopped, "INGOT_MAX_RUN_USD") {
		t.Fatalf("stopped %q", res.Report.Stopped)
	}
}

func TestLeakageGuardAndRubric(t *testing.T) {
	set := &evalset.Set{
		Train:   []evalset.Task{{Task: "merge the PDF files in ./in", Rubric: "one file, pages in order"}},
		Holdout: []evalset.Task{{Task: "Extract tables from report.pdf to CSV", Rubric: "every table, one CSV each", Reference: "t1.csv t2.csv"}},
	}
	j := newFakeJudge(map[string]float64{
		"merge the pdf files in ./in please":    0.1,
		"extract tables from report.pdf to csv": 0.1,
		"rotate page 3 of scan.pdf":             0.3,
	})
	o := opts(j, &ranker{top: map[string][]string{"rotate page 3 of scan.pdf": {"pdf"}}})
	o.EvalSet = set
	p, _ := Prepare(bg, corpus(), o)
	res, err := p.Run(bg, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	// Judged against the eval rubrics (and the reference) of the tasks
	// they repeat; the unrelated task against the general rubric.
	rubrics := map[string]judge.Input{}
	for _, in := range j.inputs {
		rubrics[Normalize(in.Task)] = in
	}
	if in := rubrics["merge the pdf files in ./in please"]; in.Rubric != "one file, pages in order" {
		t.Errorf("merge judged with %+v", in)
	}
	if in := rubrics["extract tables from report.pdf to csv"]; in.Rubric != "every table, one CSV each" || in.Reference != "t1.csv t2.csv" {
		t.Errorf("extract judged with %+v", in)
	}
	if in := rubrics["rotate page 3 of scan.pdf"]; in.Rubric != "" || in.Reference != "" {
		t.Errorf("rotate judged with %+v", in)
	}
	r := res.Report
	if r.DroppedTrain != 1 || r.DroppedHoldout != 1 || len(res.Tasks) != 1 || res.Tasks[0].Task != "Rotate page 3 of scan.pdf" {
		t.Fatalf("dropped %d/%d, tasks %+v", r.DroppedTrain, r.DroppedHoldout, res.Tasks)
	}
	// Health still counts the eval-set repeats.
	if r.BadCases != 6 {
		t.Fatalf("bad cases %d, want 6", r.BadCases)
	}
}

func TestSelectionDeterministic(t *testing.T) {
	scores := map[string]float64{}
	var traces []trace.Record
	topics := []string{"merge", "split", "rotate", "watermark", "compress", "encrypt", "sign", "annotate", "ocr", "extract"}
	for i := 0; i < 200; i++ {
		topic := topics[i%len(topics)]
		task := fmt.Sprintf("%s the pdf %s-%d.pdf", topic, topic, i%7)
		scores[Normalize(task)] = float64(i%5) / 5
		traces = append(traces, tr(fmt.Sprintf("t%03d", i), i%37, task, "answer "+task, "skill:pdf"))
	}
	run := func(seed uint64) []Task {
		shuffled := append([]trace.Record(nil), traces...)
		rand.New(rand.NewPCG(seed, 1)).Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
		o := opts(newFakeJudge(scores), nil)
		o.MaxJudgeCalls = -1
		p, err := Prepare(bg, shuffled, o)
		if err != nil {
			t.Fatal(err)
		}
		res, err := p.Run(bg, RunOptions{Concurrency: 4})
		if err != nil {
			t.Fatal(err)
		}
		return res.Tasks
	}
	first := run(1)
	if len(first) != DefaultMaxTasks {
		t.Fatalf("%d tasks", len(first))
	}
	for seed := uint64(2); seed < 6; seed++ {
		if got := run(seed); !reflect.DeepEqual(got, first) {
			t.Fatalf("seed %d: selection differs:\n%v\n%v", seed, got, first)
		}
	}
	// The first pick is a weakest task; the picks spread over topics
	// (a second task of a picked topic shares most words: little novelty).
	if first[0].Score != 0 {
		t.Errorf("first pick %q scores %v, want 0", first[0].Task, first[0].Score)
	}
	seen := map[string]bool{}
	for _, tk := range first {
		topic := strings.Fields(tk.Task)[0]
		if seen[topic] {
			t.Errorf("topic %q picked twice: %v", topic, first)
		}
		seen[topic] = true
	}
}

func TestEstimate(t *testing.T) {
	j := newFakeJudge(nil)
	o := opts(j, nil)
	o.MaxJudgeCalls = 1
	p, _ := Prepare(bg, corpus(), o)
	prices := llm.Prices{"judge-a": {InputPerMTok: 1, OutputPerMTok: 2}}
	e := p.Estimate(prices, []string{"judge-a", "judge-b"}, 0)
	in := llm.EstimateTokens(j.Messages(p.Pending[0].input()))
	if e.Judgments != 1 || e.Calls != 2 || e.InputTokens != 2*in || e.OutputTokens != 2*ReplyTokens {
		t.Fatalf("estimate %+v (input per call %d)", e, in)
	}
	if want := (float64(in)*1 + ReplyTokens*2) / 1e6; abs(e.CostUSD-want) > 1e-12 || e.CostKnown || !reflect.DeepEqual(e.Unpriced, []string{"judge-b"}) {
		t.Fatalf("cost %v known %v unpriced %v, want %v", e.CostUSD, e.CostKnown, e.Unpriced, want)
	}
	if j.calls != 0 {
		t.Fatal("estimate called the judge")
	}
}

func TestReadTraces(t *testing.T) {
	in := strings.Join([]string{
		`{"kind":"trace","v":1,"id":"a","ts":"2026-03-01T12:00:00Z","task":"merge pdfs","answer":"ok"}`,
		`{"kind":"task","v":1,"skill":"pdf","task":"x"}`,
		`{"kind":"trace","v":1,"ts":"2026-03-01T12:00:00Z","task":"no id","answer":"ok"}`,
		`{"kind":"trace","v":1,"id":"c","answer":"no task"}`,
		``,
		`{"kind":"task","v":1,"skill":"pdf","task":"y"}`,
	}, "\n")
	var warns []string
	recs, err := ReadTraces(bg, strings.NewReader(in), "stdin", func(err error) { warns = append(warns, err.Error()) })
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 2 || recs[0].ID != "a" || recs[1].ID == "" {
		t.Fatalf("records %+v", recs)
	}
	if len(warns) != 2 || !strings.Contains(warns[0], "stdin:4") || !strings.Contains(warns[1], `2 record(s) of kind "task" skipped`) {
		t.Fatalf("warnings %q", warns)
	}
	_, err = ReadTraces(bg, strings.NewReader(`{"kind":"trac","v":1}`), "stdin", nil)
	if err == nil || !strings.Contains(err.Error(), "stdin:1") {
		t.Fatalf("unknown kind: %v", err)
	}
}

// fakeEmbedder maps texts to fixed, unnormalised vectors.
type fakeEmbedder map[string][]float32

func (fakeEmbedder) ID() string { return "fake" }
func (fakeEmbedder) Dim() int   { return 2 }
func (f fakeEmbedder) Embed(_ context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	for i, t := range texts {
		out[i] = f[t]
	}
	return out, nil
}

func TestDenseSimilarity(t *testing.T) {
	e := fakeEmbedder{"Merge PDF files": {3, 0}, "Combine two PDFs": {2.85, 0.9366}, "Calculate a spreadsheet formula": {0, 5}}
	tasks := []string{"Merge PDF files", "Combine two PDFs", "Calculate a spreadsheet formula"}
	got, err := Cluster(bg, tasks, nil, Dense{Embedder: e}, DefaultThreshold)
	if err != nil {
		t.Fatal(err)
	}
	if want := [][]int{{0, 1}, {2}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("clusters %v, want %v (vectors are normalised before the cosine)", got, want)
	}
	if (Dense{Embedder: e}).Name() != "encoder fake" {
		t.Fatal("name")
	}
}

// An MCP server records get_skill, suggest_skills and create_skill calls in
// the trace store; they carry no user task ("get_skill pdf"), so mining
// leaves them out instead of attributing and clustering them.
func TestToolCallRecordsAreNotTasks(t *testing.T) {
	recs := corpus()
	base, err := Prepare(bg, recs, opts(newFakeJudge(nil), nil))
	if err != nil {
		t.Fatal(err)
	}
	for i, src := range []string{trace.SourceGetSkill, trace.SourceSuggest, trace.SourceCreateSkill} {
		recs = append(recs, trace.Record{ID: fmt.Sprintf("tool-%d", i), Task: "get_skill pdf", Skill: "pdf", Answer: "body", Source: src, Tags: []string{"pdf"}})
	}
	p, err := Prepare(bg, recs, opts(newFakeJudge(nil), nil))
	if err != nil {
		t.Fatal(err)
	}
	if p.NotTasks != 3 || p.Read != base.Read+3 || p.Attributed != base.Attributed || len(p.Uses) != len(base.Uses) {
		t.Fatalf("not-tasks %d read %d attributed %d (want %d) uses %d (want %d)", p.NotTasks, p.Read, p.Attributed, base.Attributed, len(p.Uses), len(base.Uses))
	}
}

// Item 7 of issue 14: a trace that names the skill that served it is never
// attributed to another skill by router rank.
func TestNamedSkillBeatsRank(t *testing.T) {
	rk := &ranker{top: map[string][]string{"merge the pdf files in ./in": {"pdf"}}}
	for _, rec := range []trace.Record{
		tr("t1", 1, "Merge the PDF files in ./in", "merged", "skill:xlsx"),
		func() trace.Record {
			r := tr("t2", 1, "Merge the PDF files in ./in", "merged")
			r.Skill = "xlsx"
			return r
		}(),
		func() trace.Record {
			r := tr("t3", 1, "Merge the PDF files in ./in", "merged")
			r.Route = &trace.Route{Match: "xlsx", Score: 0.6}
			return r
		}(),
		tr("t4", 1, "Merge the PDF files in ./in", "merged", "revision=xlsx@abc"),
	} {
		p, err := Prepare(bg, []trace.Record{rec}, opts(newFakeJudge(nil), rk))
		if err != nil {
			t.Fatal(err)
		}
		if p.Attributed != 0 || p.ByRank != 0 {
			t.Errorf("%s: a trace served by xlsx was attributed to pdf (ranked %d)", rec.ID, p.ByRank)
		}
	}
	// A trace that names no skill (or a novel route) is still ranked.
	novel := tr("t5", 1, "Merge the PDF files in ./in", "merged")
	novel.Route = &trace.Route{Novel: true}
	p, err := Prepare(bg, []trace.Record{novel}, opts(newFakeJudge(nil), rk))
	if err != nil || p.ByRank != 1 {
		t.Fatalf("novel trace: ranked %d (%v)", p.ByRank, err)
	}
}

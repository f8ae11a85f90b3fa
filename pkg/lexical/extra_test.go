package lexical

import "testing"

func TestBuildExtraIsAFifthField(t *testing.T) {
	a := NewAnalyzer()
	docs := []*Analyzed{
		a.Analyze(Doc{Name: "flaky-test", Description: "Find and fix flaky tests."}),
		a.Analyze(Doc{Name: "slow-query", Description: "Speed up a slow SQL query."}),
	}
	q := ParseQuery("fix the red build that passes on retry")
	plain, err := Build(docs, DefaultParams(), DefaultBackground())
	if err != nil {
		t.Fatal(err)
	}
	empty, err := BuildExtra(docs, DefaultParams(), DefaultBackground(), Extra{Docs: make([]*Analyzed, 2), Weight: 1, B: 0.75})
	if err != nil {
		t.Fatal(err)
	}
	s0, s1 := plain.Score(q, nil), empty.Score(q, nil)
	for i := range s0 {
		if s0[i] != s1[i] {
			t.Fatalf("no extra text changed doc %d's score: %v vs %v", i, s0[i], s1[i])
		}
	}
	x := Extra{Docs: []*Analyzed{AnalyzeExtra("fix CI that goes red and passes on retry"), nil}, Weight: 0.5, B: 0.75}
	ix, err := BuildExtra(docs, DefaultParams(), DefaultBackground(), x)
	if err != nil {
		t.Fatal(err)
	}
	s2 := ix.Score(q, nil)
	if !(s2[0] > s0[0]) || s2[1] != s0[1] {
		t.Fatalf("scores with the extra field %v, without %v: want only doc 0 higher", s2, s0)
	}
	contrib := func(ix *Index, term string) float64 {
		for _, ts := range ix.Explain(Query{Terms: []string{term}}, 0) {
			return ts.Score
		}
		return 0
	}
	if got := contrib(ix, "retri"); got <= 0 {
		t.Fatalf("a term only the extra field holds does not score: %v", got)
	}
	in, only := ix.ExtraCoverage(q, docs[0], x.Docs[0])
	if !(only > 0 && in > only) {
		t.Fatalf("extra coverage in %v only %v", in, only)
	}
	if _, err := BuildExtra(docs, DefaultParams(), nil, Extra{Docs: x.Docs[:1], Weight: 1}); err == nil {
		t.Fatal("extra fields of the wrong length were accepted")
	}
}

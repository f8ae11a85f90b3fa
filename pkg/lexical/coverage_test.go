package lexical

import (
	"math"
	"testing"
)

func TestCoverage(t *testing.T) {
	a := NewAnalyzer()
	docs := []*Analyzed{
		a.Analyze(Doc{Name: "release-notes", Description: "Draft release notes for a tagged version.", Body: "Group changes by pull request."}),
		a.Analyze(Doc{Name: "postmortem", Description: "Write an incident postmortem.", Body: "Timeline and root cause."}),
	}
	ix, err := Build(docs, DefaultParams(), NoBackground())
	if err != nil {
		t.Fatal(err)
	}
	q := ParseQuery("write the release notes for the pull requests of 2.4, zebra")
	c := ix.Coverage(q, docs[0])
	var mass float64
	for _, term := range q.Terms {
		mass += ix.QueryIDF(term)
	}
	if math.Abs(c.Query-mass) > 1e-12 || c.Query <= 0 {
		t.Fatalf("query mass %.3f, want %.3f", c.Query, mass)
	}
	// "zebra" is in no document: it weighs the most and is found nowhere.
	if ix.QueryIDF("zebra") <= ix.QueryIDF("releas") {
		t.Errorf("unknown term idf %.3f not above a known one's %.3f", ix.QueryIDF("zebra"), ix.QueryIDF("releas"))
	}
	if !(c.Any < c.Query) || !(c.Field[Name] > 0) || !(c.Field[Body] > 0) || c.Field[Description] < c.Field[Name] {
		t.Errorf("coverage %+v", c)
	}
	if c.NameTerms != 2 || c.NameInQuery != 2 {
		t.Errorf("name words %d of %d in the request, want 2 of 2", c.NameInQuery, c.NameTerms)
	}
	if s := c.Share(c.Any); s <= 0 || s >= 1 {
		t.Errorf("share %.3f", s)
	}
	other := ix.Coverage(q, docs[1])
	if other.Any >= c.Any || other.NameInQuery != 0 {
		t.Errorf("the unrelated skill covers %+v", other)
	}
	if e := ix.Coverage(Query{}, docs[0]); e.Query != 0 || e.Share(1) != 0 || e.NameTerms != 2 {
		t.Errorf("empty query %+v", e)
	}
}

// An index loaded from a saved file measures coverage exactly as the one
// it was saved from, background idf of terms the library lacks included.
func TestCoverageAfterLoad(t *testing.T) {
	a := NewAnalyzer()
	docs := []*Analyzed{a.Analyze(Doc{Name: "release-notes", Description: "Draft release notes.", Body: "Group changes."})}
	built, err := Build(docs, DefaultParams(), DefaultBackground())
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	key := CacheKey([][32]byte{docs[0].Key}, DefaultParams(), nil)
	if err := SaveIndex(dir, key, built, docs); err != nil {
		t.Fatal(err)
	}
	loaded, an, err := LoadIndex(dir, key, DefaultBackground()) // a new handle, not decoded yet
	if err != nil {
		t.Fatal(err)
	}
	q := ParseQuery("write release notes and deploy with helm")
	if got, want := loaded.Coverage(q, an[0]), built.Coverage(q, docs[0]); got != want {
		t.Errorf("loaded index coverage %+v, built %+v", got, want)
	}
}

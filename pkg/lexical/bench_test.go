package lexical

import (
	"context"
	"testing"

	"github.com/ingot-dev/ingot/internal/testcorpus"
	"github.com/ingot-dev/ingot/pkg/skill"
)

func corpusDocs(b testing.TB) []Doc {
	b.Helper()
	lib, err := skill.Discover(context.Background(), []string{testcorpus.Skills(b)}, skill.Options{})
	if err != nil {
		b.Fatal(err)
	}
	docs := make([]Doc, len(lib.Skills))
	for i, s := range lib.Skills {
		docs[i] = Doc{Name: s.Name, Description: s.Description, Body: s.Body}
	}
	return docs
}

func BenchmarkAnalyzeCorpus(b *testing.B) {
	docs := corpusDocs(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := AnalyzeAll(context.Background(), docs, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAnalyzeCorpusOneCore(b *testing.B) {
	docs := corpusDocs(b)
	n := 0
	for _, d := range docs {
		n += len(d.Name) + len(d.Description) + len(d.Body)
	}
	b.SetBytes(int64(n))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		a := NewAnalyzer()
		for _, d := range docs {
			a.Analyze(d)
		}
	}
}

func BenchmarkScanOnly(b *testing.B) {
	docs := corpusDocs(b)
	n := 0
	for _, d := range docs {
		n += len(d.Body)
	}
	b.SetBytes(int64(n))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := 0
		for _, d := range docs {
			scan(d.Body, func(w word) { c++ })
		}
	}
}

// BenchmarkDecodeBackground is what the first index build of a process pays
// for the background prior (a start from a saved index pays nothing).
func BenchmarkDecodeBackground(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if err := DefaultBackground().Err(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBuildSmall builds a three-skill library's index with the
// default background: the whole index cost of a small home's first start.
func BenchmarkBuildSmall(b *testing.B) {
	an, err := AnalyzeAll(context.Background(), corpusDocs(b)[:3], nil)
	if err != nil {
		b.Fatal(err)
	}
	bg := DefaultBackground()
	if err := bg.Err(); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Build(an, DefaultParams(), bg); err != nil {
			b.Fatal(err)
		}
	}
}

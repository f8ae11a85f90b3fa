package wordpiece

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// goldenFile is testdata/golden.json, written by scripts/ort/golden-tokens.sh
// with HuggingFace's tokenizers library.
type goldenFile struct {
	Generator string        `json:"generator"`
	Suites    []goldenSuite `json:"suites"`
}

type goldenSuite struct {
	Name      string          `json:"name"`
	File      string          `json:"file"`
	Override  json.RawMessage `json:"override"`
	MaxLength int             `json:"max_length"`
	Cases     []goldenCase    `json:"cases"`
}

type goldenCase struct {
	Text string  `json:"text"`
	IDs  []int64 `json:"ids"`
}

func readGolden(t testing.TB) goldenFile {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "golden.json"))
	if err != nil {
		t.Fatal(err)
	}
	var g goldenFile
	if err := json.Unmarshal(data, &g); err != nil {
		t.Fatalf("golden.json: %v", err)
	}
	if len(g.Suites) == 0 {
		t.Fatal("golden.json: no suites")
	}
	return g
}

// loadSuiteTokenizer parses the suite's tokenizer.json with its override
// deep-merged in (objects merge, everything else replaces), as the
// generator did.
func loadSuiteTokenizer(t testing.TB, s goldenSuite) *Tokenizer {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", s.File))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Override) > 0 {
		var base, over any
		if err := json.Unmarshal(data, &base); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(s.Override, &over); err != nil {
			t.Fatal(err)
		}
		if data, err = json.Marshal(mergeJSON(base, over)); err != nil {
			t.Fatal(err)
		}
	}
	tok, err := Parse(data)
	if err != nil {
		t.Fatalf("suite %s: %v", s.Name, err)
	}
	return tok
}

func mergeJSON(base, over any) any {
	b, ok1 := base.(map[string]any)
	o, ok2 := over.(map[string]any)
	if !ok1 || !ok2 {
		return over
	}
	out := make(map[string]any, len(b))
	for k, v := range b {
		out[k] = v
	}
	for k, v := range o {
		out[k] = mergeJSON(b[k], v)
	}
	return out
}

func TestGoldenIDsMatchHuggingFace(t *testing.T) {
	g := readGolden(t)
	for _, s := range g.Suites {
		t.Run(s.Name, func(t *testing.T) {
			if len(s.Cases) == 0 {
				t.Fatal("suite has no cases")
			}
			tok := loadSuiteTokenizer(t, s)
			bad := 0
			for _, c := range s.Cases {
				got := tok.Encode(c.Text, s.MaxLength)
				if !slices.Equal(got.IDs, c.IDs) {
					bad++
					if bad <= 10 {
						t.Errorf("Encode(%q, %d)\n got %v\nwant %v (%s)", c.Text, s.MaxLength, got.IDs, c.IDs, g.Generator)
					}
				}
				if len(got.TypeIDs) != len(got.IDs) || slices.ContainsFunc(got.TypeIDs, func(v int64) bool { return v != 0 }) {
					t.Errorf("Encode(%q): type ids %v, want %d zeros", c.Text, got.TypeIDs, len(got.IDs))
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d cases differ", bad, len(s.Cases))
			}
		})
	}
}

// TestGoldenCoversEdgeCases guards the golden data itself: if a
// regeneration silently dropped the interesting inputs, the comparison
// above would still pass.
func TestGoldenCoversEdgeCases(t *testing.T) {
	g := readGolden(t)
	want := []string{"Zoë", "Résumé", "naïve", "café", "déjà vu", "我爱北京天安门", "hello😀world",
		"ligatures ﬁne ﬂow ﬀ ﬃ", "zero\u200bwidth space", "camelCase_snake.dotted/path v1.2.3",
		"Hello [MASK] world"}
	files := map[string]bool{}
	for _, s := range g.Suites {
		if s.Override == nil && s.MaxLength == 0 {
			files[s.File] = true
			for _, w := range want {
				if !slices.ContainsFunc(s.Cases, func(c goldenCase) bool { return c.Text == w }) {
					t.Errorf("suite %s lacks edge case %q", s.Name, w)
				}
			}
		}
	}
	for _, f := range []string{"bert-base-uncased.json", "all-minilm-l6-v2.json", "clems4ever-all-minilm-l6-v2.json"} {
		if !files[f] {
			t.Errorf("no plain suite for %s", f)
		}
	}
}

func BenchmarkEncode(b *testing.B) {
	g := readGolden(b)
	s := g.Suites[0]
	tok := loadSuiteTokenizer(b, s)
	texts := make([]string, 0, len(s.Cases))
	for _, c := range s.Cases {
		texts = append(texts, c.Text)
	}
	n := 0
	for b.Loop() {
		tok.Encode(texts[n%len(texts)], 512)
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "texts/s")
}

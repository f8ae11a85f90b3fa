package uselite

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// modelDir returns the installed model directory. When the files are absent
// the test fails if INGOT_REQUIRE_MODELS=1 and is skipped otherwise.
func modelDir(t testing.TB, files ...string) string {
	t.Helper()
	dir := DefaultDir(os.Getenv)
	if len(files) == 0 {
		files = []string{"model.json", "vocab.json"}
	}
	for _, f := range files {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			if os.Getenv("INGOT_REQUIRE_MODELS") == "1" {
				t.Fatalf("INGOT_REQUIRE_MODELS=1 but the USE-Lite model is missing: %v (run scripts/fetch-models.sh use-lite)", err)
			}
			t.Skipf("USE-Lite model not installed (%v); run scripts/fetch-models.sh use-lite, or set INGOT_REQUIRE_MODELS=1 to make this a failure", err)
		}
	}
	return dir
}

type refCase struct {
	Text      string    `json:"text"`
	TokenIDs  []int32   `json:"token_ids"`
	Embedding []float64 `json:"embedding"`
}

// goldenCases reads testdata/use-lite-golden.json (the project's reference
// file) and testdata/tfjs-reference.json (more cases from the same TF.js
// reference: see testdata/reference.js).
func goldenCases(t testing.TB) (golden, tokens, embeddings []refCase) {
	t.Helper()
	var g struct {
		Cases []refCase `json:"cases"`
	}
	readJSON(t, "testdata/use-lite-golden.json", &g)
	var r struct {
		TokenCases     []refCase `json:"token_cases"`
		EmbeddingCases []refCase `json:"embedding_cases"`
	}
	readJSON(t, "testdata/tfjs-reference.json", &r)
	if len(g.Cases) == 0 || len(r.TokenCases) == 0 || len(r.EmbeddingCases) == 0 {
		t.Fatal("reference files hold no cases")
	}
	return g.Cases, r.TokenCases, r.EmbeddingCases
}

func readJSON(t testing.TB, path string, v any) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

func equalIDs(a, b []int32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

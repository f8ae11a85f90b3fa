//go:build ort

package ort

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"

	"github.com/ingot-dev/ingot/pkg/embed/wordpiece"
)

// Test models are random BERT graphs written by scripts/ort/make_bert.py
// with Debian's python3-onnx; the ONNX Runtime library comes from
// scripts/fetch-models.sh ort. Without them the tests skip, unless
// INGOT_REQUIRE_MODELS=1 (CI), where they fail.

const (
	python        = "/usr/bin/python3" // Debian's, which sees python3-onnx
	makeBERT      = "../../../scripts/ort/make_bert.py"
	quantizeInt8  = "../../../scripts/ort/quantize_int8.py"
	testTokenizer = "../wordpiece/testdata/bert-base-uncased.json"
)

// refTexts are embedded by ONNX Runtime and, from the same token ids, by
// make_bert.py's numpy forward pass.
var refTexts = []string{
	"",
	"merge two PDFs into one file",
	"Zoë's Résumé: naïve café, déjà vu!",
	"我爱北京天安门 and 日本語",
	"camelCase_snake.dotted/path v1.2.3 😀",
	"keep running the automated fix-and-review loop on my skill until the reviewer stops reporting critical issues",
	longText(700), // more than 512 tokens: exercises truncation
}

func longText(words int) string {
	b := make([]byte, 0, words*6)
	for i := range words {
		b = fmt.Appendf(b, "w%d ", i%97)
	}
	return string(b)
}

type fixture struct {
	rt        *Runtime
	tiny      string // model dir: 2 layers, hidden 32, with token_type_ids
	tinyNoTT  string // same weights, graph without token_type_ids
	tinySDPA  string // same weights, transformers' SDPA attention pattern
	refCLS    [][]float64
	refMean   [][]float64
	maxLength int
}

var (
	runtimeOnce sync.Once
	runtimeVal  *Runtime
	fixtureOnce sync.Once
	fixtureVal  *fixture
	fixtureErr  error
	fixtureTmp  string
)

// testRuntime is the one Runtime of the test binary (the ONNX Runtime
// environment is process-wide).
func testRuntime(lib string) *Runtime {
	runtimeOnce.Do(func() { runtimeVal = NewRuntime(lib) })
	return runtimeVal
}

func TestMain(m *testing.M) {
	code := m.Run()
	if runtimeVal != nil {
		runtimeVal.Close()
	}
	if fixtureTmp != "" {
		os.RemoveAll(fixtureTmp)
	}
	os.Exit(code)
}

// missing skips the test, or fails it when INGOT_REQUIRE_MODELS=1.
func missing(t testing.TB, format string, args ...any) {
	t.Helper()
	msg := fmt.Sprintf(format, args...)
	if os.Getenv("INGOT_REQUIRE_MODELS") == "1" {
		t.Fatalf("%s (INGOT_REQUIRE_MODELS=1; run scripts/ort/test.sh)", msg)
	}
	t.Skipf("%s; skipping (set INGOT_REQUIRE_MODELS=1 to fail instead; scripts/ort/test.sh installs everything)", msg)
}

// requireTools checks for the ONNX Runtime library and python3-onnx.
func requireTools(t testing.TB) string {
	t.Helper()
	lib, err := LibraryPath(os.Getenv)
	if err != nil {
		missing(t, "onnx runtime library: %v", err)
	}
	if _, err := os.Stat(lib); err != nil {
		missing(t, "onnx runtime library: %v", err)
	}
	if out, err := exec.Command(python, "-c", "import onnx, numpy").CombinedOutput(); err != nil {
		missing(t, "python3-onnx: %s %v: %s", python, err, out)
	}
	return lib
}

// runMakeBERT runs scripts/ort/make_bert.py with the given arguments.
func runMakeBERT(args ...string) error { return runPython(makeBERT, args...) }

// runPython runs one of the scripts/ort helpers with Debian's python.
func runPython(script string, args ...string) error {
	cmd := exec.Command(python, append([]string{script}, args...)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s %v: %w\n%s", filepath.Base(script), args, err, out)
	}
	return nil
}

func cosine(a, b []float32) float64 {
	var ab, aa, bb float64
	for i := range a {
		ab += float64(a[i]) * float64(b[i])
		aa += float64(a[i]) * float64(a[i])
		bb += float64(b[i]) * float64(b[i])
	}
	return ab / math.Sqrt(aa*bb)
}

func getFixture(t *testing.T) *fixture {
	t.Helper()
	lib := requireTools(t)
	fixtureOnce.Do(func() { fixtureVal, fixtureErr = buildFixture(lib) })
	if fixtureErr != nil {
		t.Fatal(fixtureErr)
	}
	return fixtureVal
}

func buildFixture(lib string) (*fixture, error) {
	tmp, err := os.MkdirTemp("", "ingot-ort-test-")
	if err != nil {
		return nil, err
	}
	fixtureTmp = tmp
	f := &fixture{
		rt:        testRuntime(lib),
		tiny:      filepath.Join(tmp, "tiny"),
		tinyNoTT:  filepath.Join(tmp, "tiny-no-tt"),
		tinySDPA:  filepath.Join(tmp, "tiny-sdpa"),
		maxLength: DefaultMaxLength,
	}
	// Token ids for the numpy reference come from our own tokenizer, which
	// the wordpiece package checks against HuggingFace.
	tok, err := wordpiece.LoadFile(testTokenizer)
	if err != nil {
		return nil, err
	}
	var ids struct {
		IDs [][]int64 `json:"ids"`
	}
	for _, s := range refTexts {
		ids.IDs = append(ids.IDs, tok.Encode(s, f.maxLength).IDs)
	}
	idsPath := filepath.Join(tmp, "ids.json")
	data, _ := json.Marshal(ids)
	if err := os.WriteFile(idsPath, data, 0o644); err != nil {
		return nil, err
	}
	shape := []string{"--layers", "2", "--hidden", "32", "--heads", "4", "--intermediate", "64",
		"--vocab", "30522", "--seed", "7", "--tokenizer", testTokenizer}
	refPath := filepath.Join(tmp, "reference.json")
	// tiny is written at the opset ONNX Runtime fuses (Attention,
	// SkipLayerNormalization, BiasGelu: TestGraphFuses), so the numpy
	// reference checks the fused kernels; tinyNoTT at make_bert.py's
	// default opset 14, where attention stays unfused.
	if err := runMakeBERT(append([]string{f.tiny, "--opset", strconv.Itoa(fusedOpset), "--ref-ids", idsPath, "--ref-out", refPath}, shape...)...); err != nil {
		return nil, err
	}
	if err := runMakeBERT(append([]string{f.tinyNoTT, "--no-token-type-ids"}, shape...)...); err != nil {
		return nil, err
	}
	if err := runMakeBERT(append([]string{f.tinySDPA, "--attention", "sdpa"}, shape...)...); err != nil {
		return nil, err
	}
	var ref struct {
		CLS  [][]float64 `json:"cls"`
		Mean [][]float64 `json:"mean"`
	}
	data, err = os.ReadFile(refPath)
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(data, &ref); err != nil {
		return nil, fmt.Errorf("%s: %w", refPath, err)
	}
	if len(ref.CLS) != len(refTexts) || len(ref.Mean) != len(refTexts) {
		return nil, fmt.Errorf("%s: %d/%d vectors for %d texts", refPath, len(ref.CLS), len(ref.Mean), len(refTexts))
	}
	f.refCLS, f.refMean = ref.CLS, ref.Mean
	return f, nil
}

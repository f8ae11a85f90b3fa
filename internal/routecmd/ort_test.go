//go:build ort

package routecmd

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/embed/ort"
)

// The user's path to the ONNX Runtime backend: a binary built with -tags
// ort, INGOT_ENCODER=ort:<model dir>, a model directory as optimum exports
// it (here a random two-layer BERT from scripts/ort/make_bert.py) or its
// int8 copy from scripts/ort/quantize_int8.py.

const python = "/usr/bin/python3" // Debian's, which sees python3-onnx

// ortModels writes the float model and its int8 copy, or skips (fails
// under INGOT_REQUIRE_MODELS=1) when the library or python3-onnx is absent.
func ortModels(t *testing.T) (lib, float, int8Dir string) {
	t.Helper()
	missing := func(format string, args ...any) {
		t.Helper()
		if os.Getenv("INGOT_REQUIRE_MODELS") == "1" {
			t.Fatalf(format+" (INGOT_REQUIRE_MODELS=1; run scripts/ort/test.sh)", args...)
		}
		t.Skipf(format, args...)
	}
	lib, err := ort.LibraryPath(os.Getenv)
	if err != nil {
		missing("onnx runtime library: %v", err)
	}
	if _, err := os.Stat(lib); err != nil {
		missing("onnx runtime library: %v", err)
	}
	if out, err := exec.Command(python, "-c", "import onnx, numpy").CombinedOutput(); err != nil {
		missing("python3-onnx: %v: %s", err, out)
	}
	dir := t.TempDir()
	float, int8Dir = filepath.Join(dir, "bert"), filepath.Join(dir, "bert-int8")
	for _, args := range [][]string{
		{"../../scripts/ort/make_bert.py", float, "--layers", "2", "--hidden", "32", "--heads", "4",
			"--intermediate", "64", "--vocab", "30522", "--seed", "3",
			"--tokenizer", "../../pkg/embed/wordpiece/testdata/bert-base-uncased.json"},
		{"../../scripts/ort/quantize_int8.py", float, int8Dir},
	} {
		if out, err := exec.Command(python, args...).CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", filepath.Base(args[0]), err, out)
		}
	}
	return lib, float, int8Dir
}

func TestORTEncoderThroughTheCommand(t *testing.T) {
	lib, float, int8Dir := ortModels(t)
	for _, model := range []string{float, int8Dir} {
		t.Run(filepath.Base(model), func(t *testing.T) {
			h := newHome(t)
			h.library()
			h.vars["ONNXRUNTIME_LIB"] = lib
			h.vars["INGOT_ENCODER"] = "ort:" + model

			// index embeds every skill once; a second process reads them all
			// from the vector cache.
			var first, second indexOutput
			h.runJSON(&first, "index", "--json")
			if !strings.HasPrefix(first.Encoder, "ort:"+filepath.Base(model)+"@") || first.Embedded != first.Skills || first.Skills == 0 {
				t.Fatalf("first index: %+v", first)
			}
			h.runJSON(&second, "index", "--json")
			if second.Encoder != first.Encoder || second.Embedded != 0 {
				t.Fatalf("second index: %+v (want every vector from the cache)", second)
			}

			// suggest shows the cosine of each skill and its weighted part.
			var sug suggestOutput
			h.runJSON(&sug, "suggest", "write rspec specs for the model", "--dense-weight", "0.5", "--json")
			if sug.Encoder != first.Encoder || len(sug.Suggestions) == 0 {
				t.Fatalf("suggest: %+v", sug)
			}
			for _, s := range sug.Suggestions {
				if s.Dense == nil || math.IsNaN(*s.Dense) || math.Abs(*s.Dense) > 1+1e-6 {
					t.Fatalf("%s: dense %v, want a cosine", s.ID, s.Dense)
				}
				if got, want := s.Contributions["dense"], 0.5**s.Dense; math.Abs(got-want) > 1e-9 {
					t.Errorf("%s: dense contribution %v, want 0.5 x %v", s.ID, got, *s.Dense)
				}
			}

			// A routing decision with the encoder fused.
			code, out, errOut := h.run("", "--dense-weight", "0.5", "write rspec specs for the model")
			if code != 0 || !strings.Contains(out, `"match"`) {
				t.Fatalf("route: exit %d\n%s\n%s", code, out, errOut)
			}
		})
	}
	// A sentence-transformers directory says how it is pooled: mean here,
	// which changes the model id; a --cls-only model cannot be mean-pooled.
	minilm := filepath.Join(t.TempDir(), "minilm-like")
	cls := filepath.Join(t.TempDir(), "cls-only")
	for _, args := range [][]string{
		{"../../scripts/ort/quantize_int8.py", float, minilm},
		{"../../scripts/ort/quantize_int8.py", "--cls-only", float, cls},
	} {
		if out, err := exec.Command(python, args...).CombinedOutput(); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
	}
	mean := `{"word_embedding_dimension": 32, "pooling_mode_cls_token": false, "pooling_mode_mean_tokens": true}`
	for _, dir := range []string{minilm, cls} {
		testutil.WriteFile(t, filepath.Join(dir, "1_Pooling", "config.json"), mean)
	}
	h := newHome(t)
	h.library()
	h.vars["ONNXRUNTIME_LIB"] = lib
	h.vars["INGOT_ENCODER"] = "ort:" + minilm
	var idx indexOutput
	h.runJSON(&idx, "index", "--json")
	if !strings.Contains(idx.Encoder, "+mean") || idx.Embedded != idx.Skills {
		t.Errorf("mean-pooled model: %+v", idx)
	}
	h.vars["INGOT_ORT_POOLING"] = "cls" // the setting wins over the directory
	h.runJSON(&idx, "index", "--json")
	if strings.Contains(idx.Encoder, "+mean") || idx.Embedded != idx.Skills {
		t.Errorf("INGOT_ORT_POOLING=cls: %+v", idx)
	}
	delete(h.vars, "INGOT_ORT_POOLING")
	h.vars["INGOT_ENCODER"] = "ort:" + cls
	if code, _, errOut := h.run("", "index"); code != 1 || !strings.Contains(errOut, "cls-only") {
		t.Errorf("mean pooling of a --cls-only model: exit %d %q", code, errOut)
	}

	// A model directory that is not one names what is wrong.
	h = newHome(t)
	h.library()
	h.vars["ONNXRUNTIME_LIB"] = lib
	h.vars["INGOT_ENCODER"] = "ort:" + filepath.Join(t.TempDir(), "nowhere")
	if code, _, errOut := h.run("", "suggest", "x"); code != 1 || !strings.Contains(errOut, "nowhere") {
		t.Errorf("missing model dir: exit %d %q", code, errOut)
	}
}

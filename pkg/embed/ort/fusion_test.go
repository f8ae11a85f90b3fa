//go:build ort

package ort

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	ortapi "github.com/yalue/onnxruntime_go"
)

// fusedOpset is the opset at which make_bert.py's graph (the op pattern of
// a PyTorch export of HuggingFace's BertModel) gets ONNX Runtime's
// transformer fusions; the benchmarks and the numpy fixture use it.
const fusedOpset = 12

// optimizedOpCounts has ONNX Runtime optimise the model at modelPath as
// Open does, writes the optimised graph and counts its node types
// ("com.microsoft:Attention", "MatMul", ...) with python3-onnx.
func optimizedOpCounts(t *testing.T, lib, modelPath string) map[string]int {
	t.Helper()
	if err := testRuntime(lib).Init(); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "optimized.onnx")
	so, err := ortapi.NewSessionOptions()
	if err != nil {
		t.Fatal(err)
	}
	defer so.Destroy()
	if err := so.SetGraphOptimizationLevel(ortapi.GraphOptimizationLevelEnableAll); err != nil {
		t.Fatal(err)
	}
	if err := so.SetOptimizedModelFilePath(out); err != nil {
		t.Fatal(err)
	}
	info, err := inspect(modelPath)
	if err != nil {
		t.Fatal(err)
	}
	s, err := ortapi.NewDynamicAdvancedSession(modelPath, info.names, []string{info.output}, so)
	if err != nil {
		t.Fatal(err)
	}
	s.Destroy()
	const count = `import collections, json, sys, onnx
m = onnx.load(sys.argv[1])
print(json.dumps(collections.Counter((n.domain + ":" if n.domain else "") + n.op_type for n in m.graph.node)))`
	raw, err := exec.Command(python, "-c", count, out).Output()
	if err != nil {
		t.Fatalf("count ops of %s: %v", out, err)
	}
	ops := map[string]int{}
	if err := json.Unmarshal(raw, &ops); err != nil {
		t.Fatalf("count ops of %s: %v: %s", out, err, raw)
	}
	return ops
}

// TestGraphFuses checks that ONNX Runtime fuses make_bert.py's graph the way
// it fuses a real export of the same architecture: one Attention per layer,
// residual Add + LayerNorm into SkipLayerNormalization, bias + Erf GELU into
// BiasGelu, and no attention MatMul/Softmax left over. If the generator
// drifts from the exported op pattern, the benchmarks would time a slower
// graph than users run; this catches it.
func TestGraphFuses(t *testing.T) {
	f := getFixture(t)
	lib := requireTools(t)
	const layers = 2 // the fixture's
	ops := optimizedOpCounts(t, lib, filepath.Join(f.tiny, "model.onnx"))
	want := map[string]int{
		"com.microsoft:Attention":              layers,
		"com.microsoft:SkipLayerNormalization": 2 * layers,
		"com.microsoft:BiasGelu":               layers,
		"LayerNormalization":                   1, // the embeddings'
		"Softmax":                              0,
		"Erf":                                  0,
		"MatMul":                               3 * layers, // attention output, FFN in and out
	}
	for op, n := range want {
		if ops[op] != n {
			t.Errorf("optimised graph has %d %s, want %d (all ops: %v)", ops[op], op, n, ops)
		}
	}
}

// TestInt8GraphFusesQAttention checks what quantize_int8.py makes of the
// PyTorch op pattern at the fused opset and at optimum's opset 14 (without
// token_type_ids): each attention block becomes one QAttention with int8
// Q/K/V weights, the other projections DynamicQuantizeMatMul, and no float
// MatMul or Softmax is left. If the pattern match silently failed, the
// model would still run (unfused, slower) and only this test would notice.
func TestInt8GraphFusesQAttention(t *testing.T) {
	f := getFixture(t)
	lib := requireTools(t)
	const layers = 2
	cases := []struct {
		name, dir string
		args      []string
	}{
		{"opset12", f.tiny, nil},
		{"opset14-no-token-types", f.tinyNoTT, nil},
		{"opset12-cls-only", f.tiny, []string{"--cls-only"}}, // the slices must not undo a fusion
		{"sdpa", f.tinySDPA, nil},                            // Q, K^T scaled apart, K transposed twice
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			qdir := filepath.Join(t.TempDir(), "int8")
			if err := runPython(quantizeInt8, append([]string{c.dir, qdir}, c.args...)...); err != nil {
				t.Fatal(err)
			}
			ops := optimizedOpCounts(t, lib, filepath.Join(qdir, "model.onnx"))
			want := map[string]int{
				"com.microsoft:QAttention":             layers,
				"DynamicQuantizeLinear":                layers,
				"com.microsoft:DynamicQuantizeMatMul":  3 * layers, // attention output, FFN in and out
				"com.microsoft:SkipLayerNormalization": 2 * layers,
				"com.microsoft:Attention":              0,
				"MatMul":                               0,
				"Softmax":                              0,
			}
			for op, n := range want {
				if ops[op] != n {
					t.Errorf("optimised int8 graph has %d %s, want %d (all ops: %v)", ops[op], op, n, ops)
				}
			}
		})
	}
}

// TestInt8FloatAttentionKeepsAttentionFused checks quantize_int8.py
// --float-attention: the attention projections stay float, so ONNX Runtime
// still fuses Attention, and only the feed-forward MatMuls are quantised.
func TestInt8FloatAttentionKeepsAttentionFused(t *testing.T) {
	f := getFixture(t)
	lib := requireTools(t)
	const layers = 2
	qdir := filepath.Join(t.TempDir(), "tiny-int8")
	if err := runPython(quantizeInt8, f.tiny, qdir, "--float-attention"); err != nil {
		t.Fatal(err)
	}
	ops := optimizedOpCounts(t, lib, filepath.Join(qdir, "model.onnx"))
	want := map[string]int{
		"com.microsoft:Attention":              layers,
		"com.microsoft:QAttention":             0,
		"com.microsoft:DynamicQuantizeMatMul":  2 * layers,
		"com.microsoft:SkipLayerNormalization": 2 * layers,
		"MatMul":                               layers, // attention output projection, float
	}
	for op, n := range want {
		if ops[op] != n {
			t.Errorf("optimised int8 graph has %d %s, want %d (all ops: %v)", ops[op], op, n, ops)
		}
	}
}

// TestQuantizeScriptRefusesBadInput: quantize_int8.py names what is wrong
// and writes nothing: no model.onnx, the output over the input, a model
// with nothing left to quantise (an int8 copy fed back in).
func TestQuantizeScriptRefusesBadInput(t *testing.T) {
	f := getFixture(t)
	tmp := t.TempDir()
	q := filepath.Join(tmp, "int8")
	if err := runPython(quantizeInt8, f.tiny, q); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		in, out string
		want    string
	}{
		{"no model", tmp, filepath.Join(tmp, "a"), "no such file"},
		{"in place", f.tiny, f.tiny, "OUT_DIR is IN_DIR"},
		{"already int8", q, filepath.Join(tmp, "b"), "no MatMul with a constant float weight"},
	} {
		err := runPython(quantizeInt8, c.in, c.out)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
		if c.out != c.in {
			if _, err := os.Stat(c.out); err == nil {
				t.Errorf("%s: %s was written", c.name, c.out)
			}
		}
	}
	// The float model next to the failed in-place call is untouched.
	if _, err := openTiny(t, f, f.tiny, Options{}).Embed(context.Background(), []string{"x"}); err != nil {
		t.Errorf("float model after the refused in-place call: %v", err)
	}
}

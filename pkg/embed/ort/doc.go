// Package ort runs BERT-family sentence encoders (bge-small, MiniLM, gte,
// e5, ...) through ONNX Runtime and offers them as an embed.Embedder.
//
// The model directory is the user's: it holds model.onnx (inputs input_ids,
// attention_mask and optionally token_type_ids, int64 [batch, sequence];
// output last_hidden_state [batch, sequence, hidden]) and the matching
// HuggingFace tokenizer.json, which pkg/embed/wordpiece reads in pure Go.
// Vectors are the [CLS] hidden state (or the masked mean, Options.Pooling)
// normalised to unit length.
//
// The real implementation needs the build tag "ort" (cgo, the
// github.com/yalue/onnxruntime_go binding) and the ONNX Runtime shared
// library, which scripts/fetch-models.sh ort installs; LibraryPath says
// where it is looked for. Without the tag, Runtime.Open returns
// ErrUnavailable, so callers need no build tags of their own.
//
// ONNX Runtime fuses a PyTorch-exported BERT into its Attention,
// SkipLayerNormalization and BiasGelu kernels only when the export is at
// opset 12 or lower: at optimum's default opset 14 its online
// AttentionFusion does not match and attention runs as separate MatMul,
// Softmax and Transpose nodes (up to 20% slower per query on 2 cores,
// though within the noise of a shared machine in some runs).
// scripts/ort/make_bert.py writes that op pattern at either opset.
//
// For lower latency, scripts/ort/quantize_int8.py writes an int8 copy of a
// model directory: each attention block becomes one com.microsoft
// QAttention (int8 Q/K/V weights in one matrix, whatever the opset), the
// other projections DynamicQuantizeMatMul, weights per-column 7-bit,
// activations quantised per run. Its vectors stay close to, but not equal
// to, the float model's (cosine >= 0.996 on the routing tasks with a random
// bge-small-shaped graph), and its ID differs. On 2 AVX2 cores it runs
// bge-small's shape in about 0.6 of the float model's time (p50 7-9.5 ms
// against 13-15.5 ms; see cmd/ingot-route/README.md). With --cls-only the
// output is the [CLS] position alone ([batch, 1, hidden]), which Open
// accepts for CLS pooling only.
//
// ONNX Runtime keeps one environment per process. A Runtime value owns it:
// create one per process, open any number of Encoders from it, close the
// Encoders before the Runtime.
package ort

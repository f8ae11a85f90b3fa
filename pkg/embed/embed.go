// Package embed defines the sentence-encoder interface the router fuses with
// its lexical ranker, and a disk cache for the vectors it produces.
//
// Implementations live in sub-packages named after what they run:
// uselite (pure-Go Universal Sentence Encoder Lite) and ort (BERT-family
// models through ONNX Runtime, build tag "ort").
package embed

import (
	"context"
	"fmt"
)

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

// ChunkSize is how many texts EmbedChunks hands an embedder at once: small
// enough that progress moves and a cancelled run stops soon, large enough
// for batching embedders to batch.
const ChunkSize = 32

// EmbedChunks embeds texts with e, ChunkSize texts at a time, and calls
// each after every chunk with the index of the chunk's first text and its
// vectors (checked: one of e.Dim() floats per text). It returns all vectors
// in order, or the first error of e or each; the vectors of the chunks done
// before an error have already gone to each.
func EmbedChunks(ctx context.Context, e Embedder, texts []string, each func(start int, vecs [][]float32) error) ([][]float32, error) {
	out := make([][]float32, 0, len(texts))
	for start := 0; start < len(texts); start += ChunkSize {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		chunk := texts[start:min(start+ChunkSize, len(texts))]
		vecs, err := e.Embed(ctx, chunk)
		if err != nil {
			return nil, err
		}
		if len(vecs) != len(chunk) {
			return nil, fmt.Errorf("%s: %d vectors for %d texts", e.ID(), len(vecs), len(chunk))
		}
		for _, v := range vecs {
			if len(v) != e.Dim() {
				return nil, fmt.Errorf("%s: vector of %d floats, want %d", e.ID(), len(v), e.Dim())
			}
		}
		if each != nil {
			if err := each(start, vecs); err != nil {
				return nil, err
			}
		}
		out = append(out, vecs...)
	}
	return out, nil
}

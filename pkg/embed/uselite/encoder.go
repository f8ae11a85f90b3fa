package uselite

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sync"

	"github.com/ingot-dev/ingot/pkg/embed"
)

// Dim is the length of every USE-Lite vector.
const Dim = dModel

// Encoder embeds texts with USE-Lite. It is immutable after Load and safe
// for concurrent use: each Embed call takes its buffers from a pool.
type Encoder struct {
	id    string
	tok   *Tokenizer
	model *model
	pool  sync.Pool // *scratch
}

var _ embed.Embedder = (*Encoder)(nil)

// Load reads the model from dir (model.json, its weight shards and
// vocab.json, as installed by scripts/fetch-models.sh use-lite). A missing
// directory or file gives an error wrapping ErrNotFound that names it.
func Load(dir string) (*Encoder, error) {
	return load(dir, bestKernel(), runtime.GOMAXPROCS(0) > 1)
}

func load(dir string, kern kernel, parallel bool) (*Encoder, error) {
	if dir == "" {
		return nil, fmt.Errorf("load use-lite: no model directory (set INGOT_MODEL_DIR or HOME): %w", ErrNotFound)
	}
	if _, err := os.Stat(dir); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("load use-lite: %s: %w: %w", dir, ErrNotFound, err)
		}
		return nil, fmt.Errorf("load use-lite: %w", err)
	}
	h := weightsDigest()
	weights, err := readWeights(dir, h)
	if err != nil {
		return nil, err
	}
	vocabPath := filepath.Join(dir, "vocab.json")
	vocab, err := readHashed(vocabPath, h)
	if err != nil {
		return nil, err
	}
	pieces, err := parseVocab(vocab)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", vocabPath, err)
	}
	tok, err := NewTokenizer(pieces)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", vocabPath, err)
	}
	m, err := newModel(weights, filepath.Join(dir, "model.json"), kern, parallel)
	if err != nil {
		return nil, err
	}
	if tok.VocabSize() > m.vocab {
		return nil, fmt.Errorf("load %s: %d pieces but the embedding table has %d rows", vocabPath, tok.VocabSize(), m.vocab)
	}
	e := &Encoder{
		id:    Name + "@" + hex.EncodeToString(h.Sum(nil))[:12],
		tok:   tok,
		model: m,
	}
	e.pool.New = func() any { return m.newScratch() }
	return e, nil
}

// ID names the model and a digest of every file it was loaded from
// (model.json, the shards, vocab.json): "use-lite@<12 hex digits>".
func (e *Encoder) ID() string { return e.id }

// Dim returns 512.
func (e *Encoder) Dim() int { return Dim }

// MaxTokens is how many leading tokens of a text the model reads (128);
// the rest are ignored, as in the reference graph.
func (e *Encoder) MaxTokens() int { return e.model.maxLen }

// Tokenize returns the vocabulary ids of text (all of them, before the
// MaxTokens clip).
func (e *Encoder) Tokenize(text string) []int32 { return e.tok.Encode(text) }

// Embed returns one L2-normalised vector per text, in order. It checks ctx
// before each text and returns ctx.Err() once it is cancelled. The empty
// text gets the model's vector for zero tokens, as the reference does.
func (e *Encoder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	backing := make([]float32, len(texts)*Dim)
	s := e.pool.Get().(*scratch)
	defer e.pool.Put(s)
	for i, text := range texts {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		ids := e.tok.encode(&s.tok, text)
		out[i] = backing[i*Dim : (i+1)*Dim : (i+1)*Dim]
		e.model.forward(s, ids, out[i])
	}
	return out, nil
}

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
	"sync/atomic"

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
	opts  options
	pool  sync.Pool // *scratch
}

// options are the settings Load takes; see the Option functions.
type options struct {
	// share: one text's matrix products are split with a helper goroutine.
	share bool
	// batch: several texts are embedded on two goroutines.
	batch bool
}

// Option changes how Load sets up an Encoder.
type Option func(*options)

// ShareCores sets whether Embed splits the work of a single text with a
// helper goroutine, which takes its share once it gets a core. On by default
// when GOMAXPROCS > 1. On this project's 2-core test machine (one encoder
// per process, dev-set queries) it lowered the median latency by about 19%
// with the machine otherwise idle and by about 7% while other work kept the
// cores busy. Embed of several texts always uses two goroutines when
// GOMAXPROCS > 1, one text each.
func ShareCores(on bool) Option { return func(o *options) { o.share = on } }

var _ embed.Embedder = (*Encoder)(nil)

// Load reads the model from dir (model.json, its weight shards and
// vocab.json, as installed by scripts/fetch-models.sh use-lite). A missing
// directory or file gives an error wrapping ErrNotFound that names it.
func Load(dir string, opts ...Option) (*Encoder, error) {
	multi := runtime.GOMAXPROCS(0) > 1
	o := options{share: multi, batch: multi}
	for _, opt := range opts {
		opt(&o)
	}
	return load(dir, bestKernel(), o)
}

func load(dir string, kern kernel, o options) (*Encoder, error) {
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
	m, err := newModel(weights, filepath.Join(dir, "model.json"), kern)
	if err != nil {
		return nil, err
	}
	if tok.VocabSize() > m.vocab {
		return nil, fmt.Errorf("load %s: %d pieces but the embedding table has %d rows", vocabPath, tok.VocabSize(), m.vocab)
	}
	return newEncoder(Name+"@"+hex.EncodeToString(h.Sum(nil))[:12], tok, m, o), nil
}

func newEncoder(id string, tok *Tokenizer, m *model, o options) *Encoder {
	e := &Encoder{id: id, tok: tok, model: m, opts: o}
	e.pool.New = func() any { return m.newScratch() }
	return e
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
//
// Several texts are embedded two at a time when GOMAXPROCS > 1; a single
// text shares its work with a helper goroutine (see ShareCores).
func (e *Encoder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	backing := make([]float32, len(texts)*Dim)
	for i := range out {
		out[i] = backing[i*Dim : (i+1)*Dim : (i+1)*Dim]
	}
	if len(texts) < 2 || !e.opts.batch {
		if err := e.embedFrom(ctx, texts, out, nil, len(texts) == 1 && e.opts.share); err != nil {
			return nil, err
		}
		return out, nil
	}
	var next atomic.Int64
	errs := make(chan error, 1)
	go func() { errs <- e.embedFrom(ctx, texts, out, &next, false) }()
	err := e.embedFrom(ctx, texts, out, &next, false)
	if err2 := <-errs; err == nil {
		err = err2
	}
	if err != nil {
		return nil, err
	}
	return out, nil
}

// embedFrom embeds texts into out: all of them in order when next is nil,
// else those whose index it takes from next. split is scratch.split.
func (e *Encoder) embedFrom(ctx context.Context, texts []string, out [][]float32, next *atomic.Int64, split bool) error {
	s := e.pool.Get().(*scratch)
	defer e.pool.Put(s)
	s.split = split
	for i := 0; ; i++ {
		if next != nil {
			i = int(next.Add(1) - 1)
		}
		if i >= len(texts) {
			return nil
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		e.model.forward(s, e.tok.encode(&s.tok, texts[i]), out[i])
	}
}

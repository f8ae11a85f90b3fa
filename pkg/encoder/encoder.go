// Package encoder opens the concrete sentence encoder a setting names
// (INGOT_ENCODER: none, use-lite[:<dir>], ort:<dir>). It is the one place
// that knows the concrete encoders; the router, the miner and everything
// else see only the embed.Embedder interface.
package encoder

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/ingot-dev/ingot/pkg/embed"
	"github.com/ingot-dev/ingot/pkg/embed/ort"
	"github.com/ingot-dev/ingot/pkg/embed/uselite"
)

// Settings read here.
const (
	EnvEncoder    = "INGOT_ENCODER"
	EnvORTPooling = "INGOT_ORT_POOLING" // cls or mean, over the model directory's own 1_Pooling/config.json
)

// Spec is INGOT_ENCODER, or use-lite when unset: the one default of every
// program. The encoder is still only loaded when something uses it (a dense
// weight above 0, suggest's cosines, an explicit index of vectors).
func Spec(getenv func(string) string) string {
	if s := strings.TrimSpace(getenv(EnvEncoder)); s != "" {
		return s
	}
	return USELite
}

// Explicit reports whether INGOT_ENCODER (or --encoder) names an encoder
// at all, rather than leaving the default.
func Explicit(getenv func(string) string) bool { return strings.TrimSpace(getenv(EnvEncoder)) != "" }

// Encoder names accepted by Open (INGOT_ENCODER).
const (
	None    = "none"
	USELite = "use-lite"
	ORT     = "ort"
)

// Open opens the sentence encoder a spec names:
//
//	none             no encoder (lexical routing)
//	use-lite         pure-Go USE-Lite, weights from uselite.DefaultDir
//	use-lite:<dir>   the same, weights from dir
//	ort:<dir>        a BERT-family model directory through ONNX Runtime
//	                 (binaries built with -tags ort), pooled as its
//	                 1_Pooling/config.json says (CLS without one), or as
//	                 INGOT_ORT_POOLING (cls or mean) says
//
// When USE-Lite's weights are absent it returns a nil encoder and a nil
// error after calling warn once with what to do: routing then works
// lexically. close releases the encoder (call it when done; never nil).
func Open(ctx context.Context, spec string, getenv func(string) string, warn func(string)) (e embed.Embedder, close func() error, err error) {
	noop := func() error { return nil }
	name, arg, _ := strings.Cut(strings.TrimSpace(spec), ":")
	switch strings.ToLower(name) {
	case "", None:
		return nil, noop, nil
	case USELite:
		dir := arg
		if dir == "" {
			dir = uselite.DefaultDir(getenv)
		}
		enc, err := uselite.Load(dir)
		if errors.Is(err, uselite.ErrNotFound) || dir == "" {
			if warn != nil {
				warn(fmt.Sprintf("use-lite weights not found in %q: routing lexically (fetch them with scripts/fetch-models.sh use-lite)", dir))
			}
			return nil, noop, nil
		}
		if err != nil {
			return nil, noop, fmt.Errorf("encoder use-lite: %w", err)
		}
		return enc, noop, nil
	case ORT:
		if arg == "" {
			return nil, noop, errors.New("encoder ort: name the model directory, as ort:<dir>")
		}
		opts := ort.Options{}
		var err error
		if v := getenv(EnvORTPooling); v != "" {
			if opts.Pooling, err = ort.ParsePooling(v); err != nil {
				return nil, noop, fmt.Errorf("encoder ort: %s: %w", EnvORTPooling, err)
			}
		} else if opts.Pooling, _, err = ort.PoolingOf(arg); err != nil {
			return nil, noop, fmt.Errorf("encoder ort:%s: %w", arg, err)
		}
		lib, err := ort.LibraryPath(getenv)
		if err != nil {
			return nil, noop, fmt.Errorf("encoder ort: %w", err)
		}
		rt := ort.NewRuntime(lib)
		enc, err := rt.Open(ctx, arg, opts)
		if err != nil {
			_ = rt.Close()
			return nil, noop, fmt.Errorf("encoder ort:%s: %w", arg, err)
		}
		return enc, func() error { return errors.Join(enc.Close(), rt.Close()) }, nil
	}
	return nil, noop, fmt.Errorf("encoder %q: want none, use-lite, use-lite:<dir> or ort:<dir>", spec)
}

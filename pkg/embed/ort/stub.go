//go:build !ort

package ort

import (
	"context"

	"github.com/ingot-dev/ingot/pkg/embed"
)

var _ embed.Embedder = (*Encoder)(nil)

// Runtime stands in for the ONNX Runtime environment in builds without the
// "ort" tag; every method reports ErrUnavailable.
type Runtime struct{ libPath string }

// NewRuntime returns a Runtime whose Open always fails with ErrUnavailable.
func NewRuntime(libPath string) *Runtime { return &Runtime{libPath: libPath} }

// Init reports ErrUnavailable.
func (r *Runtime) Init() error { return ErrUnavailable }

// Version reports ErrUnavailable.
func (r *Runtime) Version() (string, error) { return "", ErrUnavailable }

// Close does nothing.
func (r *Runtime) Close() error { return nil }

// Open reports ErrUnavailable.
func (r *Runtime) Open(ctx context.Context, dir string, opts Options) (*Encoder, error) {
	return nil, ErrUnavailable
}

// Encoder is never returned in builds without the "ort" tag.
type Encoder struct{}

// ID is empty.
func (e *Encoder) ID() string { return "" }

// Dim is 0.
func (e *Encoder) Dim() int { return 0 }

// Embed reports ErrUnavailable.
func (e *Encoder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	return nil, ErrUnavailable
}

// Close does nothing.
func (e *Encoder) Close() error { return nil }

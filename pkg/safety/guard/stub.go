//go:build !ort

package guard

import (
	"context"
	"fmt"

	"github.com/ingot-dev/ingot/pkg/embed/ort"
)

// Classifier is never returned in builds without the "ort" tag.
type Classifier struct{}

// Score reports ort.ErrUnavailable.
func (c *Classifier) Score(context.Context, []string) ([]float64, error) {
	return nil, ort.ErrUnavailable
}

// Close does nothing.
func (c *Classifier) Close() error { return nil }

func openORT(_ context.Context, dir string, _ func(string) string) (*Classifier, error) {
	return nil, fmt.Errorf("guard model %s: %w", dir, ort.ErrUnavailable)
}

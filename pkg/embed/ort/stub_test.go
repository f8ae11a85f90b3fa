//go:build !ort

package ort

import (
	"context"
	"errors"
	"testing"
)

func TestWithoutTagOpenReportsUnavailable(t *testing.T) {
	rt := NewRuntime("/nonexistent/libonnxruntime.so.1")
	if _, err := rt.Open(context.Background(), t.TempDir(), Options{}); !errors.Is(err, ErrUnavailable) {
		t.Fatalf("Open without the ort tag: err %v, want ErrUnavailable", err)
	}
}

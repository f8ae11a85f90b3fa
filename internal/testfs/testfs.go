// Package testfs holds the file helpers the tests of several packages
// share.
package testfs

import (
	"os"
	"path/filepath"
	"testing"
)

// WriteFile writes content to path, creating its parent folders, and
// fails the test on error.
func WriteFile(t testing.TB, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

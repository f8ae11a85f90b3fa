// Package testfs holds the file and build helpers the tests of several
// packages share.
package testfs

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
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

// BuildCommand builds the binary of cmd/<name> into dir, for tests that
// run a command as a real process, and returns its path.
func BuildCommand(dir, name string) (string, error) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		goBin = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	bin := filepath.Join(dir, name)
	out, err := exec.Command(goBin, "build", "-o", bin, "github.com/ingot-dev/ingot/cmd/"+name).CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("build %s: %v\n%s", name, err, out)
	}
	return bin, nil
}

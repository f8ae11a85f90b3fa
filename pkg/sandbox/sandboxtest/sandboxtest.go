// Package sandboxtest gives tests a working sandbox or a clear skip.
package sandboxtest

import (
	"context"
	"os"
	"testing"

	"github.com/ingot-dev/ingot/pkg/sandbox"
)

// EnvRequire makes a missing or broken bubblewrap a test failure instead of
// a skip (`make test` sets it).
const EnvRequire = "INGOT_REQUIRE_SANDBOX"

// New returns a Sandbox whose probe succeeded. Without bubblewrap the test
// is skipped with the reason, or fails when INGOT_REQUIRE_SANDBOX=1.
func New(t testing.TB) *sandbox.Sandbox {
	t.Helper()
	s := sandbox.New(sandbox.Options{})
	if err := s.Probe(context.Background()); err != nil {
		if os.Getenv(EnvRequire) == "1" {
			t.Fatalf("%v (%s=1; install bubblewrap: scripts/test-deps.sh)", err, EnvRequire)
		}
		t.Skipf("%v (set %s=1 to make this a failure)", err, EnvRequire)
	}
	return s
}

// WorkDir makes an empty work directory that a root caller's sandbox can
// reach (under os.TempDir, not t.TempDir, whose parent is private) and
// removes it when the test ends.
func WorkDir(t testing.TB) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "ingot-sandbox-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

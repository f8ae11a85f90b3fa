package sandbox_test

import (
	"context"
	"os/exec"
	"testing"

	"github.com/ingot-dev/ingot/pkg/sandbox"
	"github.com/ingot-dev/ingot/pkg/sandbox/sandboxtest"
)

// BenchmarkOverhead is the sandbox's cost per command: `true` run plainly
// (fork/exec) against `true` run in the sandbox (bwrap with namespaces,
// mounts, prlimit and the started handshake). The difference is what each
// execution check pays on top of its own work.
func BenchmarkOverhead(b *testing.B) {
	b.Run("plain", func(b *testing.B) {
		for b.Loop() {
			if err := exec.Command("true").Run(); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("bwrap", func(b *testing.B) {
		s := sandboxtest.New(b)
		dir := sandboxtest.WorkDir(b)
		ctx := context.Background()
		for b.Loop() {
			res, err := s.Run(ctx, sandbox.Spec{Dir: dir, Argv: []string{"true"}})
			if err != nil || res.ExitCode != 0 {
				b.Fatal(res, err)
			}
		}
	})
}

package execcheck_test

import (
	"context"
	"testing"

	"github.com/ingot-dev/ingot/pkg/execcheck"
	"github.com/ingot-dev/ingot/pkg/sandbox/sandboxtest"
)

// BenchmarkCheck is one whole execution check of a Python answer (extract,
// work directory, fixture, python3 in the sandbox, clean-up).
func BenchmarkCheck(b *testing.B) {
	opt := execcheck.Options{Sandbox: sandboxtest.New(b)}
	ctx := context.Background()
	for b.Loop() {
		if res := execcheck.Run(ctx, slugCheck, goodSlug, opt); res.Status != execcheck.Pass {
			b.Fatal(res)
		}
	}
}

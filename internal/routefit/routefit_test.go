package routefit

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/ingot-dev/ingot/pkg/embed/uselite"
	"github.com/ingot-dev/ingot/pkg/route"
)

const root = "../.."

func same(t *testing.T, name string, got, want route.GateModel) {
	t.Helper()
	close := func(a, b float64) bool { return math.Abs(a-b) <= 1e-5*max(1, math.Abs(b)) }
	ok := close(got.Bias, want.Bias) && got.MinScore == want.MinScore && got.RelatedScore == want.RelatedScore
	for k := range got.Weights {
		ok = ok && close(got.Weights[k], want.Weights[k]) && close(got.Mean[k], want.Mean[k]) && close(got.Scale[k], want.Scale[k])
	}
	if !ok {
		t.Errorf("%s is stale: refitted %s (bands %.3f/%.3f), shipped %s (bands %.3f/%.3f); run go generate ./pkg/route",
			name, got.String(), got.MinScore, got.RelatedScore, want.String(), want.MinScore, want.RelatedScore)
	}
}

// The shipped models are what internal/routegen fits on today's data and
// features: a change to either without regenerating fails here.
func TestShippedGatesAreUpToDate(t *testing.T) {
	ctx := context.Background()
	suites, err := Load(ctx, root, Training(), route.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	m, err := route.FitGateOn(ctx, suites)
	if err != nil {
		t.Fatal(err)
	}
	same(t, "DefaultGate", m, route.DefaultGate)
	src, err := Source([]Model{{Var: "X", Doc: "x", Gate: m, Trained: Training()}})
	if err != nil || len(src) == 0 {
		t.Fatalf("source: %v", err)
	}

	dir := uselite.DefaultDir(os.Getenv)
	if _, err := os.Stat(filepath.Join(dir, "model.json")); err != nil {
		if os.Getenv("INGOT_REQUIRE_MODELS") != "" {
			t.Fatalf("USE-Lite weights missing in %s and INGOT_REQUIRE_MODELS is set", dir)
		}
		t.Skipf("USE-Lite weights not in %s: the dense gate is not checked", dir)
	}
	enc, closeEnc, err := route.OpenEncoder(ctx, route.EncoderUSELite, os.Getenv, nil)
	if err != nil || enc == nil {
		t.Fatalf("open USE-Lite: %v", err)
	}
	defer closeEnc()
	opt := route.DefaultOptions()
	opt.Embedder, opt.ShortLibraryDenseWeight = enc, route.ShortLibraryDenseWeightMeasured
	dsuites, err := Load(ctx, root, DenseTraining(), opt)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range dsuites {
		if s.Router.DenseWeight() != route.ShortLibraryDenseWeightMeasured {
			t.Errorf("%s does not count as a short library (μ %g)", s.Name, s.Router.DenseWeight())
		}
	}
	dm, err := route.FitGateOn(ctx, dsuites)
	if err != nil {
		t.Fatal(err)
	}
	same(t, "DefaultDenseGate", dm, route.DefaultDenseGate)
}

package routefit

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/ingot-dev/ingot/pkg/embed/uselite"
	"github.com/ingot-dev/ingot/pkg/encoder"
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
	enc, closeEnc, err := encoder.Open(ctx, encoder.USELite, os.Getenv, nil)
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

// shortFloors are the default build's figures on the short-skill variants
// of the corpus — the dev cases routed in the corpus cut to descriptions
// only, and to bodies of three lines — measured, rounded down to 0.01:
// top-1, in-scope top-1, recall@3, no-route precision, no-route recall.
// The lexical gate was not fitted on these libraries. It beats the raw
// band on in-scope top-1 and no-route precision and is far better
// calibrated, but routes more near-miss negatives (the raw band: top-1
// 0.819 and 0.812, no-route P/R 0.50/0.86 and 0.55/0.73).
var shortFloors = map[string][5]float64{
	"corpus":                  {0.89, 0.88, 0.97, 0.76, 0.90},
	"corpus-description-only": {0.78, 0.82, 0.89, 0.75, 0.54},
	"corpus-3-lines":          {0.79, 0.84, 0.90, 0.68, 0.50},
}

func TestShortCorpusQuality(t *testing.T) {
	ctx := context.Background()
	specs := append([]SuiteSpec{Corpus}, ShortCorpus...)
	prob, err := Load(ctx, root, specs, route.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	raw, err := Load(ctx, root, specs, route.RawScoreOptions())
	if err != nil {
		t.Fatal(err)
	}
	for k, s := range prob {
		rep, err := s.Router.Evaluate(ctx, s.Cases)
		if err != nil {
			t.Fatal(err)
		}
		m, want := rep.Metrics, shortFloors[s.Name]
		for i, got := range []float64{m.Top1, m.InScopeTop1, m.RecallAt3, m.NoRoutePrecision, m.NoRouteRecall} {
			if got < want[i]-1e-9 {
				t.Errorf("%s: metric %d is %.3f, below %.2f (top-1, in-scope, recall@3, no-route P, R)", s.Name, i, got, want[i])
			}
		}
		before, err := raw[k].Router.Evaluate(ctx, s.Cases)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Calibration.ECE > before.Calibration.ECE/2 {
			t.Errorf("%s: calibration error %.3f, the raw band's %.3f: want at most half", s.Name, rep.Calibration.ECE, before.Calibration.ECE)
		}
	}
}

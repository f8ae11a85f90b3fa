package route

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/embed/embedtest"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// FitGate recovers the direction of a planted logistic relation and
// ignores a feature that carries none.
func TestFitGateRecoversPlantedWeights(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var xs [][]float64
	var ys []float64
	for range 2000 {
		x := make([]float64, numGateFeatures)
		for k := range x {
			x[k] = rng.NormFloat64()
		}
		z := 2*x[4] - 1.5*x[6] + 0.3
		y := 0.0
		if rng.Float64() < 1/(1+math.Exp(-z)) {
			y = 1
		}
		xs, ys = append(xs, x), append(ys, y)
	}
	m, err := FitGate(xs, ys, 0.01)
	if err != nil {
		t.Fatal(err)
	}
	if w := m.Weights[4]; math.Abs(w-2) > 0.3 {
		t.Errorf("share_any weight %.3f, planted 2", w)
	}
	if w := m.Weights[6]; math.Abs(w+1.5) > 0.3 {
		t.Errorf("margin weight %.3f, planted -1.5", w)
	}
	if w := m.Weights[0]; math.Abs(w) > 0.2 {
		t.Errorf("noise feature got weight %.3f", w)
	}
	dropped, _ := FitGate(xs, ys, 0.01, "share_any")
	if dropped.Weights[4] != 0 {
		t.Errorf("dropped feature kept weight %.3f", dropped.Weights[4])
	}
	if _, err := FitGate(xs[:1], ys[:1], 1); err == nil {
		t.Error("one example fitted")
	}
}

// The shipped models are probabilities that rise with the evidence the
// issue names: more of the request's idf mass found, the skill's name in
// the request; the dropped features carry no weight.
func TestShippedGatesRiseWithEvidence(t *testing.T) {
	for name, m := range map[string]GateModel{"lexical": DefaultGate, "dense": DefaultDenseGate} {
		base := append([]float64(nil), m.Mean[:]...)
		p0 := m.Prob(base)
		for _, k := range []int{4, 5} {
			x := append([]float64(nil), base...)
			x[k] += m.Scale[k]
			if p := m.Prob(x); !(p > p0) {
				t.Errorf("%s gate: more %s lowers the probability (%.3f → %.3f)", name, GateFeatures[k], p0, p)
			}
		}
		for k, f := range GateFeatures {
			if slices.Contains(GateDropped, f) && m.Weights[k] != 0 {
				t.Errorf("%s gate: dropped feature %s has weight %.3f", name, f, m.Weights[k])
			}
		}
		if !(m.MinScore > m.RelatedScore && m.RelatedScore > 0 && m.MinScore < 1) {
			t.Errorf("%s gate bands %.3f / %.3f", name, m.MinScore, m.RelatedScore)
		}
	}
}

// With the switch on, a library of short skills routes with the encoder
// (with the dense gate and its bands); a library of long ones stays lexical and never embeds a
// query; an explicit dense weight or a zero switch wins.
func TestShortLibrarySwitchesTheEncoderOn(t *testing.T) {
	lib := discover(t, fixture(t))
	if !WantsEncoder(lib) {
		t.Fatal("the fixture's one-line skills do not count as short")
	}
	fake := &embedtest.Fake{}
	if d := newRouter(t, lib, func(o *Options) { o.Embedder = fake }); d.DenseWeight() != DefaultShortLibraryDenseWeight {
		t.Fatalf("default short-library μ %g, want %g", d.DenseWeight(), DefaultShortLibraryDenseWeight)
	}
	on := func(o *Options) { o.Embedder, o.ShortLibraryDenseWeight = fake, ShortLibraryDenseWeightMeasured }
	r := newRouter(t, lib, on)
	if r.DenseWeight() != ShortLibraryDenseWeightMeasured {
		t.Fatalf("short library routes with μ %g", r.DenseWeight())
	}
	if mn, rel := r.Bands(); mn != DefaultDenseGate.MinScore || rel != DefaultDenseGate.RelatedScore {
		t.Errorf("bands %.3f/%.3f, want the dense gate's", mn, rel)
	}
	before, _ := fake.Calls()
	d := route(t, r, Request{Task: "write rspec specs with instance_double"})
	if after, _ := fake.Calls(); after == before || d.Dense == 0 {
		t.Errorf("short library routed without the encoder: %+v", d)
	}
	if d.Match != "rspec" {
		t.Errorf("decision %+v", d)
	}

	off := newRouter(t, lib, func(o *Options) { o.Embedder, o.ShortLibraryDenseWeight = fake, 0 })
	if off.DenseWeight() != 0 {
		t.Errorf("switch off: μ %g", off.DenseWeight())
	}
	set := newRouter(t, lib, func(o *Options) { on(o); o.DenseWeight = 3 })
	if set.DenseWeight() != 3 {
		t.Errorf("explicit μ 3 became %g", set.DenseWeight())
	}
	if mn, _ := set.Bands(); mn != DefaultMinScore {
		t.Errorf("explicit μ took the dense gate's band %.3f", mn)
	}
	noEnc := newRouter(t, lib, nil)
	if noEnc.DenseWeight() != 0 {
		t.Errorf("no encoder: μ %g", noEnc.DenseWeight())
	}

	long := &skill.Library{}
	for _, s := range lib.Skills {
		c := *s
		c.Body = strings.Repeat("Kubernetes deployment rollout pipeline manifests cluster namespace. ", 40)
		long.Skills = append(long.Skills, &c)
	}
	if WantsEncoder(long) {
		t.Error("a library of long skills wants the encoder")
	}
	lr := newRouter(t, long, on)
	if lr.DenseWeight() != 0 {
		t.Errorf("long library routes with μ %g", lr.DenseWeight())
	}
	before, _ = fake.Calls()
	route(t, lr, Request{Task: "write rspec specs"})
	if after, _ := fake.Calls(); after != before {
		t.Error("long library embedded the query")
	}
}

// The band score of the default router is the match probability: a
// direct request scores high, an unrelated one low, and a lower-ranked
// suggestion never shows a higher score than one above it.
func TestMatchProbabilityBands(t *testing.T) {
	r := newRouter(t, discover(t, fixture(t)), nil)
	hit := route(t, r, Request{Task: "write RSpec specs for the Subscription model with let blocks"})
	if hit.Match != "rspec" || hit.Score < DefaultMinScore {
		t.Errorf("direct request: %+v", hit)
	}
	miss := route(t, r, Request{Task: "bake sourdough bread at home"})
	if !miss.Novel || miss.Score >= DefaultRelatedScore {
		t.Errorf("unrelated request: %+v", miss)
	}
	sug, _, err := r.Suggest(context.Background(), "format the SQL in the migration files for the rspec models", 5)
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i < len(sug); i++ {
		if sug[i].Score > sug[i-1].Score {
			t.Errorf("suggestion %d scores %.3f above %.3f", i, sug[i].Score, sug[i-1].Score)
		}
	}
}

func TestCalibrationOf(t *testing.T) {
	outs := []Outcome{
		{Score: 0.95, Expected: "a", Ranked: []string{"a"}},
		{Score: 0.92, Expected: "a", Ranked: []string{"b"}},
		{Score: 0.15, Expected: "", Ranked: []string{"b"}},
		{Score: 0.05, Expected: "", Ranked: nil}, // nothing ranked: left out
	}
	c := CalibrationOf(outs)
	if c.Cases != 3 || c.Bins[9].Cases != 2 || c.Bins[1].Cases != 1 {
		t.Fatalf("bins %+v", c)
	}
	if c.Bins[9].Observed != 0.5 || math.Abs(c.Bins[9].MeanProb-0.935) > 1e-9 {
		t.Errorf("top bin %+v", c.Bins[9])
	}
	wantBrier := (0.05*0.05 + 0.92*0.92 + 0.15*0.15) / 3
	if math.Abs(c.Brier-wantBrier) > 1e-9 {
		t.Errorf("Brier %.4f, want %.4f", c.Brier, wantBrier)
	}
	wantECE := (2*math.Abs(0.935-0.5) + 0.15) / 3
	if math.Abs(c.ECE-wantECE) > 1e-9 {
		t.Errorf("ECE %.4f, want %.4f", c.ECE, wantECE)
	}
}

func TestShortVariant(t *testing.T) {
	lib := &skill.Library{Skills: []*skill.Skill{{ID: "a", Name: "a", Description: "d", Body: "# A\n\none\n\ntwo\nthree\n"}}}
	if b := ShortVariant(lib, 0).Skills[0].Body; b != "" {
		t.Errorf("description only kept %q", b)
	}
	if b := ShortVariant(lib, 2).Skills[0].Body; b != "# A\none" {
		t.Errorf("two lines: %q", b)
	}
	if lib.Skills[0].Body != "# A\n\none\n\ntwo\nthree\n" {
		t.Error("the original skill changed")
	}
}

package routecmd

import (
	"math"
	"path/filepath"
	"testing"

	"github.com/ingot-dev/ingot/internal/testcorpus"
	"github.com/ingot-dev/ingot/pkg/route"
)

// floors are the dev-set metrics this router reached, each rounded down to
// the nearest 0.02 (see the README of cmd/ingot-route for the full
// numbers). A change that drops below one fails here.
type floors struct {
	top1, inScope, recall3, nrPrecision, nrRecall float64
	byKind                                        map[string]float64
}

func checkFloors(t *testing.T, what string, m route.Metrics, f floors) {
	t.Helper()
	checkFloorsN(t, what, m, f, 149)
}

// checkFloorsN is checkFloors for a suite of n cases.
func checkFloorsN(t *testing.T, what string, m route.Metrics, f floors, n int) {
	t.Helper()
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"top-1", m.Top1, f.top1},
		{"in-scope top-1", m.InScopeTop1, f.inScope},
		{"recall@3", m.RecallAt3, f.recall3},
		{"no-route precision", m.NoRoutePrecision, f.nrPrecision},
		{"no-route recall", m.NoRouteRecall, f.nrRecall},
	} {
		if c.got < c.want-1e-9 {
			t.Errorf("%s: %s %.3f fell below %.2f", what, c.name, c.got, c.want)
		}
	}
	for kind, want := range f.byKind {
		if got := m.ByKind[kind].Top1; got < want-1e-9 {
			t.Errorf("%s: %s top-1 %.3f fell below %.2f", what, kind, got, want)
		}
	}
	if m.Cases != n {
		t.Errorf("%s: %d cases, want %d", what, m.Cases, n)
	}
}

// TestDevSetQuality runs ingot-route eval on the routing dev set with the
// default build (lexical BM25F, bands on the shipped match probability),
// then cross-validated (the gate model and its threshold refitted on four
// folds, scored on the fifth). The corpus must not regress: top-1 ≥ 0.87
// and recall@3 ≥ 0.97 (issue 13).
func TestDevSetQuality(t *testing.T) {
	h, corpus := corpusHome(t)
	cases := filepath.Join(corpus, "routing-dev.yaml")

	var out evalOutput
	h.runJSON(&out, "eval", cases, "--json")
	if out.Settings.Mode != "lexical" || out.Settings.Gate != "prob" || out.Settings.MinScore != route.DefaultMinScore ||
		out.Settings.RelatedScore != route.DefaultRelatedScore || out.Settings.Background != "default" || out.Settings.DenseWeight != 0 {
		t.Fatalf("not the default build: %+v", out.Settings)
	}
	checkFloors(t, "default build", *out.Metrics, floors{
		top1: 0.88, inScope: 0.88, recall3: 0.97, nrPrecision: 0.76, nrRecall: 0.90,
		byKind: map[string]float64{"direct": 0.94, "indirect": 0.74, "confusable": 0.92, "negative": 0.90},
	})
	// The match probability is calibrated on the corpus: the share of
	// right top skills in each score bin stays near the bin's mean score.
	if c := out.Calibration; c == nil || c.Cases != 149 || c.ECE > 0.06 || c.Brier > 0.08 {
		t.Errorf("calibration %+v: want ECE ≤ 0.06 and Brier ≤ 0.08 (measured 0.048, 0.072)", c)
	}

	var cv evalOutput
	h.runJSON(&cv, "eval", cases, "--cv", "--json")
	checkFloors(t, "5-fold CV × 20", cv.CV.Metrics, floors{top1: 0.86, inScope: 0.88, recall3: 0.97, nrPrecision: 0.72, nrRecall: 0.72})
	if cv.CV.Calibration == nil || cv.CV.Calibration.Cases != 149*20 {
		t.Errorf("CV calibration %+v", cv.CV.Calibration)
	}

	// The raw-score band the router had before: its thresholds still
	// re-tune to the shipped raw values, and the probability beats it.
	var raw evalOutput
	h.runJSON(&raw, "eval", cases, "--gate", "score", "--cv", "--json")
	if d := math.Abs(raw.CV.Fitted.MinScore - route.RawMinScore); d > 0.001 {
		t.Errorf("raw band: fitted min score %.4f, shipped %.3f", raw.CV.Fitted.MinScore, route.RawMinScore)
	}
	if d := math.Abs(raw.CV.RelatedScore - route.RawRelatedScore); d > 0.001 {
		t.Errorf("raw band: suggested related score %.4f, shipped %.3f", raw.CV.RelatedScore, route.RawRelatedScore)
	}
	if out.Metrics.Top1 <= raw.CV.FittedMetrics.Top1 {
		t.Errorf("match probability top-1 %.3f does not beat the raw band's %.3f", out.Metrics.Top1, raw.CV.FittedMetrics.Top1)
	}
}

// personalFloors are the cross-library figures of each personal library
// (testdata/personal): the gate fitted on the other person's tuning split
// and the corpus dev set, the held-out library's every case (tuning split
// and held-back split) routed with it; measured, rounded down to 0.01.
var personalFloors = map[string]struct {
	other string
	cases int
	f     floors
	ece   float64 // at most
}{
	"research-life": {"backend-dev", 108, floors{top1: 0.76, inScope: 0.74, recall3: 0.81, nrPrecision: 0.70, nrRecall: 0.83,
		byKind: map[string]float64{"direct": 1, "indirect": 0.37, "confusable": 0.89, "negative": 0.83}}, 0.07},
	"backend-dev": {"research-life", 113, floors{top1: 0.73, inScope: 0.65, recall3: 0.82, nrPrecision: 0.56, nrRecall: 0.91,
		byKind: map[string]float64{"direct": 0.96, "indirect": 0.26, "confusable": 0.78, "negative": 0.91}}, 0.08},
}

// TestPersonalLibraryQuality measures the libraries people write for
// themselves (short skills, 26–28 of them) across libraries: fitted on one
// person's, reported on the other's. Issue 13's targets (top-1 ≥ 0.85,
// no-route precision ≥ 0.80, recall ≥ 0.70, indirect ≥ 0.60) are not met;
// see the README of cmd/ingot-route. The raw-score band the router had
// before scored top-1 0.69 and 0.65, no-route precision 0.48 and 0.47.
func TestPersonalLibraryQuality(t *testing.T) {
	root := filepath.Join("..", "..", "testdata", "personal")
	corpusCases := filepath.Join(testcorpus.Dir(t), "routing-dev.yaml")
	for lib, want := range personalFloors {
		t.Run(lib, func(t *testing.T) {
			h := newHome(t)
			h.vars["INGOT_SKILL_PATHS"] = filepath.Join(root, lib, "skills")
			suite := filepath.Join(root, lib)
			var out evalOutput
			h.runJSON(&out, "eval", suite, "--fit-on", filepath.Join(root, want.other, "cases.yaml")+","+corpusCases, "--json")
			if out.Gate == nil || len(out.FitOn) != 2 || out.Settings.MinScore != out.Gate.MinScore {
				t.Fatalf("not fitted on the other suites: %+v %+v", out.FitOn, out.Settings)
			}
			checkFloorsN(t, lib+" (fitted on "+want.other+" and the corpus)", *out.Metrics, want.f, want.cases)
			if c := out.Calibration; c == nil || c.ECE > want.ece {
				t.Errorf("calibration %+v, want ECE ≤ %.2f", c, want.ece)
			}
			var raw evalOutput
			h.runJSON(&raw, "eval", suite, "--gate", "score", "--json")
			if out.Metrics.Top1 < raw.Metrics.Top1+0.05 || out.Metrics.NoRoutePrecision < raw.Metrics.NoRoutePrecision+0.08 {
				t.Errorf("the match probability (top-1 %.3f, no-route precision %.3f) gains too little over the raw band (%.3f, %.3f)",
					out.Metrics.Top1, out.Metrics.NoRoutePrecision, raw.Metrics.Top1, raw.Metrics.NoRoutePrecision)
			}
		})
	}
}

// TestSmallLibraryQuality checks that the bands mean the same in small
// libraries as in the 392-skill corpus the thresholds were tuned on: every
// dev case is routed in libraries of 3, 6 and 21 skills (its expected
// skill, or for a negative its nearest neighbour in the corpus, plus 2, 5
// or 20 drawn at random; 5 draws, seed 1). Before the background prior the
// 3-skill libraries surfaced the expected skill in 44% of in-scope cases
// (91% in the full library) and no-route precision fell to 0.22; see the
// README of cmd/ingot-route for the table.
func TestSmallLibraryQuality(t *testing.T) {
	h, corpus := corpusHome(t)
	cases := filepath.Join(corpus, "routing-dev.yaml")
	for _, c := range []struct {
		name    string
		args    []string
		nrRec   float64 // no-route recall may fall this far below the full library's
		nrPrec  float64 // no-route precision may fall this far below the full library's
		agree   float64 // at least this share of expected skills keep their band
		shift   float64 // mean |band score change| of the expected skill, at most
		backgnd string
	}{
		// The shipped background holds every corpus skill: a library drawn
		// from the corpus scores exactly as the corpus does.
		{"shipped background", nil, 0.02, 0.05, 0.99, 0.002, "default"},
		// Skills the background has never seen: libraries from one half of
		// the corpus, background from the other (196 skills, half the
		// shipped one).
		// With the match probability, skills unknown to the background
		// see a different idf mix in their coverage shares: 0.83 no-route
		// recall against the full library's 0.91 (the raw band kept 0.89).
		{"held-out background", []string{"--holdout"}, 0.10, 0.08, 0.95, 0.03, "held-out half"},
	} {
		var out evalOutput
		h.runJSON(&out, append([]string{"eval", cases, "--small", "2,5,20", "--json"}, c.args...)...)
		rep := out.Small
		if rep == nil || len(rep.Sizes) != 3 || rep.Background != c.backgnd {
			t.Fatalf("%s: report %+v", c.name, rep)
		}
		full := rep.Full
		if full.Skills != 392 || full.Cases != 149 {
			t.Fatalf("%s: full library %d skills, %d cases", c.name, full.Skills, full.Cases)
		}
		for _, m := range rep.Sizes {
			for _, x := range []struct {
				what      string
				got, want float64
			}{
				{"expected skill surfaced (match or related)", m.Surfaced, full.Surfaced - 0.02},
				{"in-scope top-1", m.InScopeTop1, full.InScopeTop1 - 0.02},
				{"no-route recall", m.NoRouteRecall, full.NoRouteRecall - c.nrRec},
				{"no-route precision", m.NoRoutePrecision, full.NoRoutePrecision - c.nrPrec},
				{"band agreement", m.BandAgreement, c.agree},
				{"-|score shift|", -m.AbsScoreShift, -c.shift},
			} {
				if x.got < x.want-1e-9 {
					t.Errorf("%s, %d skills: %s %.3f, want at least %.3f (full library: surfaced %.3f, in-scope %.3f, no-route P/R %.3f/%.3f)",
						c.name, m.Skills, x.what, x.got, x.want, full.Surfaced, full.InScopeTop1, full.NoRoutePrecision, full.NoRouteRecall)
				}
			}
		}
	}
}

// TestDevSetQualityWithUSELite measures the encoder: alone (dense-only)
// and fused (hybrid, μ chosen by CV). It needs the USE-Lite weights
// (scripts/fetch-models.sh use-lite); it skips without them unless
// INGOT_REQUIRE_MODELS is set, as it is in CI.
func TestDevSetQualityWithUSELite(t *testing.T) {
	dir := useLiteDir(t)
	h, corpus := corpusHome(t)
	h.vars["INGOT_ENCODER"] = "use-lite:" + dir
	cases := filepath.Join(corpus, "routing-dev.yaml")

	var dense evalOutput
	h.runJSON(&dense, "eval", cases, "--mode", "dense", "--cv", "--json")
	checkFloors(t, "dense-only CV", dense.CV.Metrics, floors{top1: 0.46, inScope: 0.52, recall3: 0.62, nrPrecision: 0.56, nrRecall: 0.22})

	var hybrid evalOutput
	h.runJSON(&hybrid, "eval", cases, "--mode", "hybrid", "--cv", "--json")
	checkFloors(t, "hybrid CV", hybrid.CV.Metrics, floors{top1: 0.86, inScope: 0.88, recall3: 0.96, nrPrecision: 0.68, nrRecall: 0.70})
	// With the match probability refitted per fold (the cosine is one of
	// its features), hybrid CV top-1 is 0.869 against lexical's 0.868 on
	// the corpus, with lower no-route precision (0.733 against 0.740): no
	// gain worth the encoder. The corpus is a library of long skills: the
	// short-library switch never turns the encoder on for it.
	var def evalOutput
	h.runJSON(&def, "eval", cases, "--json")
	if def.Settings.DenseWeight != 0 || def.Settings.Mode != "lexical" {
		t.Errorf("the corpus routes with the encoder by default: %+v", def.Settings)
	}
}

package routecmd

import (
	"path/filepath"
	"testing"

	"github.com/ingot-dev/ingot/internal/testcorpus"
	"github.com/ingot-dev/ingot/pkg/route"
)

// TestLearnHalfQuality runs `eval --learn-half` (seed 1) on the two
// personal libraries and the corpus dev set, as the README of
// cmd/ingot-route reports it: learning half of each skill's cases as past
// traffic never lowers the other half's top-1 or no-route figures, and the
// learned requests themselves route right when they recur (replayed,
// rounded down from 1.000, 0.921 and 0.972, against 0.585, 0.763 and
// 0.903 without learning).
func TestLearnHalfQuality(t *testing.T) {
	root := filepath.Join("..", "..", "testdata", "personal")
	corpus := testcorpus.Dir(t)
	for _, c := range []struct {
		name, skills, cases string
		replayed            float64
	}{
		{"backend-dev", filepath.Join(root, "backend-dev", "skills"), filepath.Join(root, "backend-dev"), 0.99},
		{"research-life", filepath.Join(root, "research-life", "skills"), filepath.Join(root, "research-life"), 0.92},
		{"corpus", filepath.Join(corpus, "skills"), filepath.Join(corpus, "routing-dev.yaml"), 0.97},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := newHome(t)
			h.vars["INGOT_SKILL_PATHS"] = c.skills
			var out learnHalfOutput
			h.runJSON(&out, "eval", c.cases, "--learn-half", "--json")
			if out.Learned == 0 || out.Evaluated == 0 || out.LearnedWeight != route.DefaultLearnedWeight || out.Settings.Gate != "prob" {
				t.Fatalf("not the default measurement: %+v", out)
			}
			a, b := out.Without.Metrics, out.With.Metrics
			if a.Cases != b.Cases || a.Cases != out.Evaluated {
				t.Fatalf("the two sides routed %d and %d cases, want %d", a.Cases, b.Cases, out.Evaluated)
			}
			for _, x := range []struct {
				name         string
				without, got float64
			}{
				{"top-1", a.Top1, b.Top1},
				{"no-route precision", a.NoRoutePrecision, b.NoRoutePrecision},
				{"no-route recall", a.NoRouteRecall, b.NoRouteRecall},
				{"indirect top-1", a.ByKind["indirect"].Top1, b.ByKind["indirect"].Top1},
			} {
				if x.got < x.without-1e-9 {
					t.Errorf("learning lowered %s: %.3f → %.3f", x.name, x.without, x.got)
				}
			}
			if out.Replayed.With < c.replayed || out.Replayed.With <= out.Replayed.Without {
				t.Errorf("replayed past requests: %.3f without, %.3f with; want at least %.2f", out.Replayed.Without, out.Replayed.With, c.replayed)
			}
		})
	}
}

package settingstest

import (
	"strconv"
	"testing"

	"github.com/ingot-dev/ingot/internal/optimizecmd"
	"github.com/ingot-dev/ingot/pkg/ab"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/mcpserver"
	"github.com/ingot-dev/ingot/pkg/mine"
	"github.com/ingot-dev/ingot/pkg/optimize"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/safety"
	"github.com/ingot-dev/ingot/pkg/serving"
	"github.com/ingot-dev/ingot/pkg/setting"
	"github.com/ingot-dev/ingot/pkg/trace"
)

// TestRegistryDefaultsAreTheCodes checks that the defaults `config` and
// --help document are the ones the packages apply.
func TestRegistryDefaultsAreTheCodes(t *testing.T) {
	g := gate.DefaultSettings()
	want := map[string]float64{
		"INGOT_MIN_SCORE":                 route.DefaultMinScore,
		"INGOT_RELATED_SCORE":             route.DefaultRelatedScore,
		"INGOT_DENSE_WEIGHT":              route.DefaultDenseWeight,
		"INGOT_COLLISION_SCORE":           route.DefaultCollisionScore,
		"INGOT_LLM_CONCURRENCY":           llm.DefaultConcurrency,
		"INGOT_LLM_RETRIES":               llm.DefaultRetries,
		"INGOT_LLM_TIMEOUT":               llm.DefaultTimeout.Seconds(),
		"INGOT_TRACE_MAX_BYTES":           trace.DefaultMaxBytes,
		"INGOT_TRACE_BACKUPS":             trace.DefaultBackups,
		"INGOT_TRACE_MAX_AGE_DAYS":        trace.DefaultMaxAgeDays,
		"INGOT_MCP_LIST_BUDGET":           mcpserver.DefaultListBudget,
		"INGOT_SKILL_MAX_BODY":            safety.DefaultMaxBody,
		"INGOT_SERVE_MAX_BODY":            serving.DefaultMaxBody,
		"INGOT_AB_MAX_TOKENS":             ab.DefaultMaxTokens,
		"INGOT_MINE_MAX_JUDGE_CALLS":      mine.DefaultMaxJudgeCalls,
		"INGOT_MINE_CLUSTER_THRESHOLD":    mine.DefaultThreshold,
		"INGOT_MINE_MAX_TASKS":            mine.DefaultMaxTasks,
		"INGOT_PROMOTE_MIN_MARGIN":        g.MinMargin,
		"INGOT_PROMOTE_MIN_SAMPLES":       float64(g.MinSamples),
		"INGOT_PROMOTE_PASS_SCORE":        g.PassScore,
		"INGOT_PROMOTE_MIN_CONFIDENCE":    float64(g.MinConfidence),
		"INGOT_PROMOTE_ACCEPT_BLOCK_RATE": g.AcceptBlockRate,
		"INGOT_PROMOTE_GROWTH_WARN":       g.GrowthWarn,
		"INGOT_RETENTION_WARN":            g.RetentionWarn,
		"INGOT_BODY_TARGET_CHARS":         float64(g.BodyTargetChars),
		"INGOT_OPTIMIZE_CANDIDATES":       optimize.DefaultCandidates,
		"INGOT_LOOP_HEALTH_THRESHOLD":     optimizecmd.DefaultHealthThreshold,
	}
	for name, code := range want {
		s := mustFind(t, name)
		var doc float64
		var err error
		switch s.Type {
		case config.TypeSize:
			var n int64
			n, err = setting.ParseSize(s.Default)
			doc = float64(n)
		case config.TypeDuration:
			d, e := setting.ParseDuration(s.Default)
			doc, err = d.Seconds(), e
		default:
			doc, err = strconv.ParseFloat(s.Default, 64)
		}
		if err != nil || doc != code {
			t.Errorf("%s: registry default %q, code default %v", name, s.Default, code)
		}
	}
}

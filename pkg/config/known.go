package config

import (
	"regexp"
	"strings"
)

// Known lists every setting Ingot reads, by variable name. ingot.yaml keys
// and INGOT_* keys in .env that are not here are reported as Warnings (a
// typo would otherwise be ignored in silence). A test walks the source for
// "INGOT_..." literals, so a new setting must be added here.
var Known = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(knownNames) {
		m[n] = true
	}
	return m
}()

// knownNames is Known's source, one group per line.
const knownNames = `
INGOT_HOME INGOT_SKILL_PATHS INGOT_HARNESS INGOT_LOG_LEVEL INGOT_ACTOR
INGOT_ENCODER INGOT_MIN_SCORE INGOT_RELATED_SCORE INGOT_DENSE_WEIGHT INGOT_COLLISION_SCORE INGOT_MODEL_DIR INGOT_ORT_POOLING
INGOT_MCP_HTTP INGOT_MCP_ALLOW_REMOTE INGOT_MCP_TOKEN INGOT_MCP_LIST_BUDGET INGOT_RELOAD_INTERVAL INGOT_SKILL_MAX_BODY
INGOT_TRACES_FILE INGOT_TRACE_ENABLED INGOT_TRACE_REDACT INGOT_TRACE_MAX_BYTES INGOT_TRACE_BACKUPS INGOT_TRACE_MAX_AGE_DAYS
INGOT_BASE_URL INGOT_API_KEY INGOT_JUDGE_MODEL INGOT_JUDGE_MODELS INGOT_AUTHOR_MODEL INGOT_AGENT_MODEL INGOT_STRONG_MODEL
INGOT_MAX_RUN_USD INGOT_PRICES INGOT_NO_CACHE INGOT_LLM_OFFLINE INGOT_LLM_RETRIES INGOT_LLM_TIMEOUT INGOT_LLM_CONCURRENCY
INGOT_MINE_CLUSTER_THRESHOLD INGOT_MINE_MAX_JUDGE_CALLS INGOT_MINE_MAX_TASKS
INGOT_PROMOTE_MIN_MARGIN INGOT_PROMOTE_MIN_SAMPLES INGOT_RETENTION_WARN INGOT_BODY_TARGET_CHARS
INGOT_FAILPOINT INGOT_FAILPOINT_RELEASE INGOT_REQUIRE_MODELS INGOT_REQUIRE_CORPUS INGOT_REQUIRE_MCP_SMOKE INGOT_CORPUS INGOT_BENCH_CACHE INGOT_MCP_LOAD INGOT_MCP_LOAD_CALLS
`

// perRole are the per-role endpoint settings: INGOT_<ROLE>_<FIELD>.
var perRole = regexp.MustCompile(`^INGOT_(AGENT|AUTHOR|STRONG|JUDGE)_(BASE_URL|API_KEY|MODEL|MODELS)$`)

// IsKnown reports whether name is a setting Ingot reads (or one of the
// foreign variables it honours).
func IsKnown(name string) bool {
	return Known[name] || foreignVars[name] || perRole.MatchString(name)
}

package config

import (
	"fmt"
	"math"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/ingot-dev/ingot/pkg/setting"
)

// Type is how a setting's value is read. Every setting of one type is
// parsed by one grammar, in every binary.
type Type string

// Setting types.
const (
	TypeString   Type = "string"
	TypePath     Type = "path"
	TypeList     Type = "list"     // ':' (paths) or ',' separated
	TypeBool     Type = "bool"     // ParseBool's grammar
	TypeInt      Type = "int"      // a whole number
	TypeFloat    Type = "float"    // a number
	TypeDuration Type = "duration" // "1s", "500ms", or a bare number of seconds
	TypeSize     Type = "size"     // bytes: 1048576, 512KiB, 10MiB
	TypeURL      Type = "url"      // http:// or https://
	TypeEnum     Type = "enum"
	TypeSecret   Type = "secret" // never printed
)

// Binaries, as settings name them.
const (
	BinRoute    = "ingot-route"
	BinMCP      = "ingot-mcp"
	BinMine     = "ingot-mine"
	BinPromote  = "ingot-promote"
	BinAB       = "ingot-ab"
	BinOptimize = "ingot-optimize"
)

// Setting describes one INGOT_* (or fallback) variable: the registry is the
// one place that says what it means, what it defaults to, how it is parsed
// and which programs read it.
type Setting struct {
	Name    string
	Type    Type
	Default string // as it would be written; "" when unset means "off" or "derived"
	Help    string
	// Min and Max bound numeric settings (inclusive) when set.
	Min, Max *float64
	// Enum lists the allowed values of an enum; a value may also match
	// a prefix ending in ':' (use-lite:<dir>).
	Enum []string
	// Used names the binaries that read the setting.
	Used []string
}

func lim(x float64) *float64 { return &x }

var llmBins = []string{BinMine, BinAB, BinOptimize}
var routeBins = []string{BinRoute, BinMCP, BinMine, BinAB, BinOptimize}
var homeBins = []string{BinRoute, BinMCP, BinMine, BinPromote, BinAB, BinOptimize}

// Registry lists every setting Ingot reads. Keep it sorted by name within
// each group; TestRegistryCoversTheCode fails when code reads an INGOT_*
// variable that is not here.
var Registry = []Setting{
	// The home and the library.
	{Name: "INGOT_HOME", Type: TypePath, Help: "the Ingot home holding skills/, evals/ and runs/ (default: the working directory)", Used: homeBins},
	{Name: "INGOT_SKILL_PATHS", Type: TypeList, Help: "extra ':'-separated skill roots, searched after <home>/skills", Used: homeBins},
	{Name: "INGOT_ACTOR", Type: TypeString, Help: "who takes a decision, recorded in the audit trail (default: the OS user)", Used: []string{BinPromote}},

	// Routing.
	{Name: "INGOT_ENCODER", Type: TypeEnum, Default: "use-lite", Enum: []string{"none", "use-lite", "use-lite:", "ort:"}, Help: "sentence encoder: none, use-lite[:<dir>] or ort:<dir>; loaded only when something uses it", Used: routeBins},
	{Name: "INGOT_MIN_SCORE", Type: TypeFloat, Default: "0.348", Min: lim(0), Max: lim(1), Help: "match probability at or above which the top skill is a match", Used: routeBins},
	{Name: "INGOT_RELATED_SCORE", Type: TypeFloat, Default: "0.216", Min: lim(0), Max: lim(1), Help: "match probability at or above which the top skill is a related match", Used: routeBins},
	{Name: "INGOT_RERANK_MODEL", Type: TypeString, Help: "an LLM that chooses among the top candidates of uncertain requests (off unless set; the agent role's endpoint)", Used: []string{BinRoute}},
	{Name: "INGOT_ROUTE_LEARN", Type: TypeBool, Default: "false", Help: "index the requests each skill served well (ingot-route learn) as an extra field of the skill, while its revision is unchanged", Used: []string{BinRoute, BinMCP}},
	{Name: "INGOT_DENSE_WEIGHT", Type: TypeFloat, Default: "0", Min: lim(0), Help: "weight of the encoder's cosine in the fused score", Used: routeBins},
	{Name: "INGOT_COLLISION_SCORE", Type: TypeFloat, Default: "0.8", Min: lim(0), Max: lim(1), Help: "two descriptions at least this similar shadow each other (collisions, create_skill, the gate)", Used: []string{BinRoute, BinMCP, BinAB, BinOptimize, BinPromote}},
	{Name: "INGOT_HARNESS", Type: TypeString, Default: "codex", Help: "the harness a CLI decision is made for; over MCP, the harness route_and_load assumes for a host that names none and is neither Claude Code nor Codex", Used: []string{BinRoute, BinMCP}},
	{Name: "INGOT_MODEL_DIR", Type: TypePath, Help: "where encoder weights live (default ~/.cache/ingot/models)", Used: routeBins},
	{Name: "INGOT_ORT_POOLING", Type: TypeEnum, Enum: []string{"cls", "mean"}, Help: "pooling of an ort:<dir> model, over its 1_Pooling/config.json", Used: routeBins},

	// Serving.
	{Name: "INGOT_MCP_HTTP", Type: TypeString, Help: "serve streamable HTTP at this address instead of stdio", Used: []string{BinMCP}},
	{Name: "INGOT_MCP_TOKEN", Type: TypeSecret, Help: "bearer token HTTP clients must send", Used: []string{BinMCP}},
	{Name: "INGOT_UI_ADDR", Type: TypeString, Default: "127.0.0.1:8080", Help: "where ingot-promote serve listens (HOST:PORT; off loopback it needs --allow-remote and INGOT_UI_TOKEN)", Used: []string{BinPromote}},
	{Name: "INGOT_UI_TOKEN", Type: TypeSecret, Help: "token every request to the review page must carry (required off loopback)", Used: []string{BinPromote}},
	{Name: "INGOT_MCP_ALLOW_REMOTE", Type: TypeBool, Default: "false", Help: "allow a non-loopback HTTP address (needs INGOT_MCP_TOKEN)", Used: []string{BinMCP}},
	{Name: "INGOT_MCP_LIST_BUDGET", Type: TypeInt, Default: "16000", Min: lim(0), Help: "characters list_skills returns at most (0: the default)", Used: []string{BinMCP}},
	{Name: "INGOT_RELOAD_INTERVAL", Type: TypeDuration, Default: "1s", Help: "how often the served library is checked for edits (0: on every request)", Used: []string{BinMCP}},
	{Name: "INGOT_SERVE_MAX_BODY", Type: TypeInt, Default: "65536", Min: lim(0), Help: "bytes of a skill body served (get_skill, route_and_load, the reference agent, A/B rollouts); a cut body says so (0: the default)", Used: []string{BinMCP, BinAB}},
	{Name: "INGOT_SKILL_MAX_BODY", Type: TypeInt, Default: "65536", Min: lim(0), Help: "create_skill body limit in bytes (0: the default)", Used: []string{BinMCP, BinAB, BinPromote}},
	{Name: "INGOT_LOG_LEVEL", Type: TypeEnum, Default: "info", Enum: []string{"debug", "info", "warn", "error"}, Help: "log level on stderr", Used: []string{BinMCP}},

	// The door (create_skill and the gate's safety checks).
	{Name: "INGOT_GUARD_MODEL", Type: TypeEnum, Enum: []string{"ort:"}, Help: "optional classifier stage of the safety checks, ort:<dir> (off by default; only adds refusals)", Used: []string{BinMCP}},
	{Name: "INGOT_SAFETY_MODEL_THRESHOLD", Type: TypeFloat, Default: "0.95", Min: lim(0), Max: lim(1), Help: "the built-in learned stage's score at or above which a text is refused (0: the default; 1 turns the stage off; it only adds refusals)", Used: []string{BinMCP, BinAB, BinPromote}},
	{Name: "INGOT_GUARD_THRESHOLD", Type: TypeFloat, Default: "0.5", Min: lim(0), Max: lim(1), Help: "the classifier's score at or above which a text is refused", Used: []string{BinMCP}},

	// The trace store.
	{Name: "INGOT_TRACES_FILE", Type: TypePath, Default: "runs/traces.jsonl", Help: "the local trace store (relative to the home)", Used: []string{BinMCP, BinMine, BinAB}},
	{Name: "INGOT_TRACE_ENABLED", Type: TypeBool, Default: "true", Help: "record traces", Used: []string{BinMCP, BinMine, BinAB}},
	{Name: "INGOT_TRACE_REDACT", Type: TypeBool, Default: "true", Help: "redact secrets before a trace is stored", Used: []string{BinMCP, BinMine, BinAB}},
	{Name: "INGOT_TRACE_MAX_BYTES", Type: TypeSize, Default: "10MiB", Help: "rotate the store past this size", Used: []string{BinMCP, BinMine, BinAB}},
	{Name: "INGOT_TRACE_BACKUPS", Type: TypeInt, Default: "3", Min: lim(0), Help: "rotated files kept", Used: []string{BinMCP, BinMine, BinAB}},
	{Name: "INGOT_TRACE_MAX_AGE_DAYS", Type: TypeInt, Default: "30", Min: lim(0), Help: "records older than this are pruned", Used: []string{BinMCP, BinMine, BinAB}},

	// Models and the endpoint.
	{Name: "INGOT_BASE_URL", Type: TypeURL, Help: "OpenAI-compatible endpoint (fallback OPENAI_BASE_URL)", Used: llmBins},
	{Name: "INGOT_API_KEY", Type: TypeSecret, Help: "its API key (fallback OPENAI_API_KEY)", Used: llmBins},
	{Name: "INGOT_AGENT_MODEL", Type: TypeString, Help: "the model that answers tasks under a skill", Used: llmBins},
	{Name: "INGOT_AUTHOR_MODEL", Type: TypeString, Help: "the model that drafts candidate skills", Used: llmBins},
	{Name: "INGOT_STRONG_MODEL", Type: TypeString, Help: "the model novel tasks escalate to (default: the author model)", Used: llmBins},
	{Name: "INGOT_JUDGE_MODEL", Type: TypeString, Help: "the judge model", Used: llmBins},
	{Name: "INGOT_JUDGE_MODELS", Type: TypeList, Help: "a comma list of judge models (an ensemble)", Used: llmBins},
	{Name: "INGOT_MAX_RUN_USD", Type: TypeFloat, Min: lim(0), Help: "hard spend cap of one run, in US dollars", Used: llmBins},
	{Name: "INGOT_PRICES", Type: TypeString, Help: "price table extending the built-in estimates", Used: llmBins},
	{Name: "INGOT_LLM_TIMEOUT", Type: TypeDuration, Default: "120s", Min: lim(0.001), Help: "timeout of one request", Used: llmBins},
	{Name: "INGOT_LLM_CONCURRENCY", Type: TypeInt, Default: "4", Min: lim(1), Help: "requests in flight at once", Used: llmBins},
	{Name: "INGOT_LLM_RETRIES", Type: TypeInt, Default: "4", Min: lim(0), Help: "retries of a failed request", Used: llmBins},
	{Name: "INGOT_LLM_OFFLINE", Type: TypeBool, Default: "false", Help: "replay from the cache only; a miss is an error", Used: llmBins},
	{Name: "INGOT_NO_CACHE", Type: TypeBool, Default: "false", Help: "bypass the reply cache", Used: llmBins},

	// Mining.
	{Name: "INGOT_MINE_MAX_JUDGE_CALLS", Type: TypeInt, Default: "24", Min: lim(-1), Help: "new judgments per run (-1: no limit)", Used: []string{BinMine}},
	{Name: "INGOT_MINE_CLUSTER_THRESHOLD", Type: TypeFloat, Default: "0.9", Min: lim(0), Max: lim(1), Help: "similarity of near-duplicate tasks", Used: []string{BinMine}},
	{Name: "INGOT_MINE_MAX_TASKS", Type: TypeInt, Default: "6", Min: lim(1), Help: "task records output at most", Used: []string{BinMine}},

	// Search (ingot-optimize).
	{Name: "INGOT_OPTIMIZE_CANDIDATES", Type: TypeInt, Default: "5", Min: lim(1), Max: lim(20), Help: "candidates drafted per pass (per round of a description pass)", Used: []string{BinOptimize}},
	{Name: "INGOT_OPTIMIZE_STRATEGY", Type: TypeEnum, Default: "bestofn", Enum: []string{"bestofn", "contrast", "sections"}, Help: "body pass search: bestofn (drafts + successive halving), contrast (lessons from top vs bottom rollouts) or sections (rated, validated section edits)", Used: []string{BinOptimize}},
	{Name: "INGOT_LOOP_HEALTH_THRESHOLD", Type: TypeFloat, Default: "0.7", Min: lim(0), Max: lim(1), Help: "ingot-optimize loop optimizes skills whose mean judge score is below this", Used: []string{BinOptimize}},
	{Name: "INGOT_BIN_DIR", Type: TypePath, Help: "where ingot-optimize loop looks for ingot-mine, ingot-ab and ingot-promote first (then beside itself, then PATH)", Used: []string{BinOptimize}},

	// Execution checks.
	{Name: "INGOT_EXEC_SANDBOX", Type: TypeEnum, Default: "bwrap", Enum: []string{"bwrap", "off"}, Help: "how execution checks run: bwrap (sandboxed) or off (checks are inconclusive; nothing ever runs unsandboxed)", Used: []string{BinAB, BinOptimize}},

	// A/B measurement.
	{Name: "INGOT_AB_HARNESS", Type: TypeString, Help: "the harness whose body variant A/B rollouts serve (default: none, the SKILL.md body)", Used: []string{BinAB}},
	{Name: "INGOT_AB_MAX_TOKENS", Type: TypeInt, Default: "2048", Min: lim(16), Help: "output token cap of each A/B answer (what the spend cap reserves)", Used: []string{BinAB}},
	{Name: "INGOT_AB_MODE", Type: TypeEnum, Default: "direct", Enum: []string{"direct", "agent"}, Help: "direct (the skill injected: its body measured) or agent (the reference agent routes over the library: routing and body)", Used: []string{BinAB}},
	{Name: "INGOT_AB_REPEAT", Type: TypeInt, Default: "1", Min: lim(1), Max: lim(20), Help: "answers per task and side in an A/B", Used: []string{BinAB}},

	// The gate.
	{Name: "INGOT_PROMOTE_MIN_MARGIN", Type: TypeFloat, Default: "0.15", Min: lim(-1), Max: lim(1), Help: "required mean lift on the holdout", Used: []string{BinAB, BinOptimize, BinPromote}},
	{Name: "INGOT_PROMOTE_MIN_SAMPLES", Type: TypeInt, Default: "3", Min: lim(1), Help: "fewest held-out tasks", Used: []string{BinAB, BinOptimize, BinPromote}},
	{Name: "INGOT_PROMOTE_PASS_SCORE", Type: TypeFloat, Default: "0.5", Min: lim(0), Max: lim(1), Help: "a case scoring at least this passed", Used: []string{BinAB, BinOptimize, BinPromote}},
	{Name: "INGOT_PROMOTE_MIN_CONFIDENCE", Type: TypeInt, Default: "10", Min: lim(0), Help: "from this many samples on, the 95% interval must exclude 0 (0: never)", Used: []string{BinAB, BinOptimize, BinPromote}},
	{Name: "INGOT_PROMOTE_ACCEPT_BLOCK_RATE", Type: TypeFloat, Default: "0.5", Min: lim(0), Max: lim(1), Help: "share of answers matching a forbid rule above which it blocks", Used: []string{BinAB, BinOptimize, BinPromote}},
	{Name: "INGOT_PROMOTE_GROWTH_WARN", Type: TypeFloat, Default: "2", Min: lim(1), Max: lim(1000), Help: "warn when a body grows by more than this factor", Used: []string{BinAB, BinOptimize, BinPromote}},
	{Name: "INGOT_RETENTION_WARN", Type: TypeFloat, Default: "0.5", Min: lim(0), Max: lim(1), Help: "warn when a challenger keeps less of the champion body", Used: []string{BinAB, BinOptimize, BinPromote}},
	{Name: "INGOT_BODY_TARGET_CHARS", Type: TypeInt, Default: "6000", Min: lim(1), Help: "a body past this many characters is penalised and warned of", Used: []string{BinAB, BinOptimize, BinPromote}},
}

// Fallbacks are foreign variables Ingot honours.
var Fallbacks = map[string]string{"OPENAI_BASE_URL": "INGOT_BASE_URL", "OPENAI_API_KEY": "INGOT_API_KEY"}

func init() {
	for _, role := range []string{"AGENT", "AUTHOR", "STRONG", "JUDGE"} {
		Register(
			Setting{Name: "INGOT_" + role + "_BASE_URL", Type: TypeURL, Help: "the " + strings.ToLower(role) + " role's own endpoint (default INGOT_BASE_URL)", Used: llmBins},
			Setting{Name: "INGOT_" + role + "_API_KEY", Type: TypeSecret, Help: "its API key", Used: llmBins},
		)
	}
}

var registryIndex = func() map[string]int {
	m := make(map[string]int, len(Registry))
	for i, s := range Registry {
		m[s.Name] = i
	}
	return m
}()

// Register adds settings at init time (for settings owned by one program
// or a role-prefixed family). A duplicate name panics: a programmer error.
func Register(ss ...Setting) {
	for _, s := range ss {
		if _, dup := registryIndex[s.Name]; dup {
			panic("config.Register: duplicate setting " + s.Name)
		}
		registryIndex[s.Name] = len(Registry)
		Registry = append(Registry, s)
	}
}

// Find returns the registered setting called name.
func Find(name string) (Setting, bool) {
	if i, ok := registryIndex[name]; ok {
		return Registry[i], true
	}
	return Setting{}, false
}

// UsedBy lists the settings binary reads, sorted by name.
func UsedBy(binary string) []Setting {
	var out []Setting
	for _, s := range Registry {
		if slices.Contains(s.Used, binary) {
			out = append(out, s)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Check parses value with the setting's grammar and bounds. The error
// names neither the variable nor the source: Validate adds them.
func (s Setting) Check(value string) error {
	v := strings.TrimSpace(value)
	if v == "" {
		return nil
	}
	var num float64
	numeric := false
	switch s.Type {
	case TypeBool:
		if _, ok := setting.ParseBool(v); !ok {
			return fmt.Errorf("not a boolean (%s)", setting.BoolHelp)
		}
	case TypeInt:
		n, err := strconv.Atoi(v)
		if err != nil {
			return fmt.Errorf("not a whole number")
		}
		num, numeric = float64(n), true
	case TypeFloat:
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return fmt.Errorf("not a number")
		}
		num, numeric = f, true
	case TypeDuration:
		d, err := setting.ParseDuration(v)
		if err != nil {
			return err
		}
		num, numeric = d.Seconds(), true
	case TypeSize:
		if _, err := setting.ParseSize(v); err != nil {
			return err
		}
	case TypeURL:
		u, err := url.Parse(v)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return fmt.Errorf("not an http:// or https:// URL")
		}
	case TypeEnum:
		ok := false
		for _, e := range s.Enum {
			if strings.EqualFold(v, e) || (strings.HasSuffix(e, ":") && strings.HasPrefix(strings.ToLower(v), e) && len(v) > len(e)) {
				ok = true
				break
			}
		}
		if !ok {
			return fmt.Errorf("want one of %s", enumHelp(s.Enum))
		}
	}
	if numeric {
		if s.Min != nil && num < *s.Min {
			return fmt.Errorf("must be at least %g", *s.Min)
		}
		if s.Max != nil && num > *s.Max {
			return fmt.Errorf("must be at most %g", *s.Max)
		}
	}
	return nil
}

func enumHelp(es []string) string {
	out := make([]string, len(es))
	for i, e := range es {
		if strings.HasSuffix(e, ":") {
			e += "<value>"
		}
		out[i] = e
	}
	return strings.Join(out, ", ")
}

// SettingError is a setting whose value its grammar rejects.
type SettingError struct {
	Name, Value, Source string
	Err                 error
}

func (e *SettingError) Error() string {
	return fmt.Sprintf("%s=%q (from %s): %v", e.Name, e.Value, e.Source, e.Err)
}

func (e *SettingError) Unwrap() error { return e.Err }

// Validate checks every setting binary reads, whatever source set it, and
// returns the first that its grammar rejects (sorted by name, so every
// binary reports the same one first).
func (c *Config) Validate(binary string) error {
	for _, s := range UsedBy(binary) {
		v, src := c.Lookup(s.Name)
		if v == "" {
			continue
		}
		if err := s.Check(v); err != nil {
			return &SettingError{Name: s.Name, Value: v, Source: src, Err: err}
		}
	}
	return nil
}

// Effective is one setting's value as resolved, for `config`.
type Effective struct {
	Name    string `json:"name"`
	Value   string `json:"value"`
	Source  string `json:"source"` // flag, env, .env file, ingot.yaml file, default
	Type    Type   `json:"type"`
	Help    string `json:"help"`
	Invalid string `json:"invalid,omitempty"`
}

// Effective lists binary's settings with their values and sources;
// secrets are masked.
func (c *Config) Effective(binary string) []Effective {
	var out []Effective
	for _, s := range UsedBy(binary) {
		v, src := c.Lookup(s.Name)
		if v == "" {
			v, src = s.Default, "default"
		}
		e := Effective{Name: s.Name, Value: v, Source: src, Type: s.Type, Help: s.Help}
		if err := s.Check(v); err != nil {
			e.Invalid = err.Error()
		}
		if s.Type == TypeSecret && v != "" {
			e.Value = "(set)"
		}
		out = append(out, e)
	}
	return out
}

// Help is a SETTINGS section for a binary's --help, generated from the
// registry.
func Help(binary string) string {
	var b strings.Builder
	b.WriteString("SETTINGS (flag > environment > .env > ingot.yaml > default; `" + binary + " config` shows the values in force)\n")
	for _, s := range UsedBy(binary) {
		line := "  " + s.Name
		if len(line) < 34 {
			line += strings.Repeat(" ", 34-len(line))
		} else {
			line += " "
		}
		line += s.Help
		if s.Default != "" {
			line += " (default " + s.Default + ")"
		}
		b.WriteString(line + "\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

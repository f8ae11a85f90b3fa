package llm

import (
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/setting"
)

// Role names what a call is for; each role has its own model(s) and may
// have its own endpoint.
type Role string

// The roles every Ingot pass uses.
const (
	RoleAgent  Role = "agent"  // serves tasks and rollouts
	RoleAuthor Role = "author" // writes candidates
	RoleStrong Role = "strong" // serves novel tasks
	RoleJudge  Role = "judge"  // grades answers
)

// Roles returns every role in a fixed order.
func Roles() []Role { return []Role{RoleAgent, RoleAuthor, RoleStrong, RoleJudge} }

func (r Role) envPrefix() string { return "INGOT_" + strings.ToUpper(string(r)) }

// Defaults for the numeric settings.
const (
	DefaultTimeout     = 120 * time.Second
	DefaultConcurrency = 4
	DefaultRetries     = 4
)

// ErrNotConfigured is matched (errors.Is) by every error that means a
// needed endpoint, key or model is not set. The error's own message is one
// line naming what to set.
var ErrNotConfigured = errors.New("llm: not configured")

// NotConfiguredError says what is missing and what to set.
type NotConfiguredError struct {
	Msg string // one line: what is missing and which variable to set
}

func (e *NotConfiguredError) Error() string { return e.Msg }

// Is makes errors.Is(err, ErrNotConfigured) true.
func (e *NotConfiguredError) Is(target error) bool { return target == ErrNotConfigured }

// Secret is a credential; it prints as [redacted] so it never lands in a
// log line or an error.
type Secret string

func (s Secret) String() string {
	if s == "" {
		return ""
	}
	return "[redacted]"
}

// GoString redacts under %#v too.
func (s Secret) GoString() string { return strconv.Quote(s.String()) }

// LogValue redacts under slog.
func (s Secret) LogValue() slog.Value { return slog.StringValue(s.String()) }

// Endpoint is where one role's requests go.
type Endpoint struct {
	BaseURL string // OpenAI-compatible API root, e.g. http://127.0.0.1:11434/v1
	APIKey  Secret // empty for a local endpoint
	// Models for the role; the first is the default. Only the judge role
	// may list several (an ensemble).
	Models []string
	// Source names the variables the endpoint came from, for messages.
	BaseURLVar, APIKeyVar, ModelVar string
}

// Host is the base URL's host[:port], the cache key's notion of "where".
func (e Endpoint) Host() string {
	u, err := url.Parse(e.BaseURL)
	if err != nil {
		return ""
	}
	return u.Host
}

// IsOpenRouter reports whether the endpoint is OpenRouter, whose requests
// carry the zero-data-retention provider preference.
func (e Endpoint) IsOpenRouter() bool { return IsOpenRouterURL(e.BaseURL) }

// IsOpenRouterURL reports whether base's host is openrouter.ai or a
// subdomain of it.
func IsOpenRouterURL(base string) bool {
	u, err := url.Parse(base)
	if err != nil {
		return false
	}
	h := strings.ToLower(strings.TrimSuffix(u.Hostname(), "."))
	return h == "openrouter.ai" || strings.HasSuffix(h, ".openrouter.ai")
}

// Settings is the LLM configuration of one run. Build it with SettingsFrom;
// callers may adjust fields (e.g. NoCache from a --no-cache flag) before New.
type Settings struct {
	Endpoints   map[Role]Endpoint // only configured roles are present
	Prices      Prices            // DefaultPrices extended by INGOT_PRICES
	PricesFile  string            // INGOT_PRICES, if set
	MaxRunUSD   float64           // 0: no cap
	Timeout     time.Duration     // per attempt
	Concurrency int               // requests in flight across roles
	Retries     int               // retries after the first attempt
	NoCache     bool              // skip cache reads (still write)
	Offline     bool              // replay only; never call out
}

// Endpoint returns the role's endpoint or an error matching
// ErrNotConfigured that names what to set.
func (s Settings) Endpoint(r Role) (Endpoint, error) {
	ep, ok := s.Endpoints[r]
	if !ok {
		if !validRole(r) {
			return Endpoint{}, fmt.Errorf("llm: unknown role %q (want agent, author, strong or judge)", r)
		}
		p := r.envPrefix()
		return Endpoint{}, &NotConfiguredError{Msg: fmt.Sprintf(
			"llm: no endpoint for role %s: set INGOT_BASE_URL (or %s_BASE_URL) to an OpenAI-compatible API URL", r, p)}
	}
	return ep, nil
}

// Models returns the role's models (the judge's ensemble), or an error
// matching ErrNotConfigured naming the variable to set.
func (s Settings) Models(r Role) ([]string, error) {
	ep, err := s.Endpoint(r)
	if err != nil {
		return nil, err
	}
	if len(ep.Models) == 0 {
		return nil, &NotConfiguredError{Msg: fmt.Sprintf("llm: no model for role %s: set %s", r, modelVarHint(r))}
	}
	return append([]string(nil), ep.Models...), nil
}

// Model returns the role's default (first) model.
func (s Settings) Model(r Role) (string, error) {
	ms, err := s.Models(r)
	if err != nil {
		return "", err
	}
	return ms[0], nil
}

// Require checks up front that every named role has an endpoint and a
// model, so a command fails before doing any work.
func (s Settings) Require(roles ...Role) error {
	for _, r := range roles {
		if _, err := s.Models(r); err != nil {
			return err
		}
	}
	return nil
}

func modelVarHint(r Role) string {
	switch r {
	case RoleJudge:
		return "INGOT_JUDGE_MODEL (or INGOT_JUDGE_MODELS, a comma list)"
	case RoleStrong:
		return "INGOT_STRONG_MODEL (or INGOT_AUTHOR_MODEL, its default)"
	default:
		return r.envPrefix() + "_MODEL"
	}
}

func validRole(r Role) bool {
	for _, x := range Roles() {
		if x == r {
			return true
		}
	}
	return false
}

// SettingsFrom builds Settings from getenv (see the package doc for the
// variables). It fails with an error matching ErrNotConfigured when no
// endpoint is set or a hosted https endpoint has no key, and with an error
// naming the variable when a value does not parse.
func SettingsFrom(getenv func(string) string) (Settings, error) {
	get := func(k string) string { return strings.TrimSpace(getenv(k)) }
	first := func(keys ...string) (val, key string) {
		for _, k := range keys {
			if v := get(k); v != "" {
				return v, k
			}
		}
		return "", keys[0]
	}

	s := Settings{Endpoints: map[Role]Endpoint{}, Timeout: DefaultTimeout, Concurrency: DefaultConcurrency, Retries: DefaultRetries}

	globalURL, globalURLVar := first("INGOT_BASE_URL", "OPENAI_BASE_URL")
	globalKey, globalKeyVar := first("INGOT_API_KEY", "OPENAI_API_KEY")
	if globalURL != "" {
		if err := checkBaseURL(globalURLVar, globalURL); err != nil {
			return Settings{}, err
		}
	}

	models := map[Role][]string{}
	modelVars := map[Role]string{}
	for _, r := range []Role{RoleAgent, RoleAuthor} {
		if m := get(r.envPrefix() + "_MODEL"); m != "" {
			models[r], modelVars[r] = []string{m}, r.envPrefix()+"_MODEL"
		}
	}
	strongExplicit := false
	if m := get("INGOT_STRONG_MODEL"); m != "" {
		models[RoleStrong], modelVars[RoleStrong], strongExplicit = []string{m}, "INGOT_STRONG_MODEL", true
	} else if m := models[RoleAuthor]; m != nil {
		models[RoleStrong], modelVars[RoleStrong] = m, "INGOT_AUTHOR_MODEL"
	}
	if list := get("INGOT_JUDGE_MODELS"); list != "" {
		ms, err := splitModels("INGOT_JUDGE_MODELS", list)
		if err != nil {
			return Settings{}, err
		}
		models[RoleJudge], modelVars[RoleJudge] = ms, "INGOT_JUDGE_MODELS"
	} else if m := get("INGOT_JUDGE_MODEL"); m != "" {
		models[RoleJudge], modelVars[RoleJudge] = []string{m}, "INGOT_JUDGE_MODEL"
	}

	endpointFor := func(r Role) (Endpoint, bool, error) {
		p := r.envPrefix()
		base, baseVar := get(p+"_BASE_URL"), p+"_BASE_URL"
		key, keyVar := Secret(get(p+"_API_KEY")), p+"_API_KEY"
		if base == "" {
			// The strong role follows the author's endpoint when it
			// follows the author's model.
			if r == RoleStrong && !strongExplicit {
				if ab := get("INGOT_AUTHOR_BASE_URL"); ab != "" {
					base, baseVar = ab, "INGOT_AUTHOR_BASE_URL"
					if key == "" {
						key, keyVar = Secret(get("INGOT_AUTHOR_API_KEY")), "INGOT_AUTHOR_API_KEY"
					}
				}
			}
		}
		if base == "" {
			base, baseVar = globalURL, globalURLVar
		}
		if base == "" {
			return Endpoint{}, false, nil
		}
		if err := checkBaseURL(baseVar, base); err != nil {
			return Endpoint{}, false, err
		}
		if key == "" && globalKey != "" && globalURL != "" && sameHost(base, globalURL) {
			key, keyVar = Secret(globalKey), globalKeyVar
		}
		ep := Endpoint{BaseURL: base, APIKey: key, Models: models[r], BaseURLVar: baseVar, APIKeyVar: keyVar, ModelVar: modelVars[r]}
		if key == "" && needsKey(base) {
			return Endpoint{}, false, &NotConfiguredError{Msg: fmt.Sprintf(
				"llm: %s=%s is a hosted https endpoint but no API key is set for role %s: set %s (or INGOT_API_KEY for the shared endpoint)",
				baseVar, base, r, p+"_API_KEY")}
		}
		return ep, true, nil
	}
	for _, r := range Roles() {
		ep, ok, err := endpointFor(r)
		if err != nil {
			return Settings{}, err
		}
		if ok {
			s.Endpoints[r] = ep
		}
	}
	if len(s.Endpoints) == 0 {
		return Settings{}, &NotConfiguredError{Msg: "llm: no endpoint configured: set INGOT_BASE_URL (or OPENAI_BASE_URL) to an OpenAI-compatible API URL, plus INGOT_API_KEY for a hosted https endpoint"}
	}

	var err error
	s.Prices = DefaultPrices()
	if p := get("INGOT_PRICES"); p != "" {
		extra, err := LoadPrices(p)
		if err != nil {
			return Settings{}, fmt.Errorf("INGOT_PRICES: %w", err)
		}
		for m, pr := range extra {
			s.Prices[m] = pr
		}
		s.PricesFile = p
	}
	if v := get("INGOT_MAX_RUN_USD"); v != "" {
		f, perr := strconv.ParseFloat(v, 64)
		if perr != nil || f < 0 {
			return Settings{}, fmt.Errorf("INGOT_MAX_RUN_USD: want a non-negative number of US dollars, got %q", v)
		}
		s.MaxRunUSD = f
	}
	if v := get("INGOT_LLM_TIMEOUT"); v != "" {
		if s.Timeout, err = parseDuration(v); err != nil {
			return Settings{}, fmt.Errorf("INGOT_LLM_TIMEOUT: %w", err)
		}
	}
	if v := get("INGOT_LLM_CONCURRENCY"); v != "" {
		n, perr := strconv.Atoi(v)
		if perr != nil || n < 1 {
			return Settings{}, fmt.Errorf("INGOT_LLM_CONCURRENCY: want a whole number >= 1, got %q", v)
		}
		s.Concurrency = n
	}
	if v := get("INGOT_LLM_RETRIES"); v != "" {
		n, perr := strconv.Atoi(v)
		if perr != nil || n < 0 {
			return Settings{}, fmt.Errorf("INGOT_LLM_RETRIES: want a whole number >= 0, got %q", v)
		}
		s.Retries = n
	}
	if s.NoCache, err = parseBool("INGOT_NO_CACHE", get("INGOT_NO_CACHE")); err != nil {
		return Settings{}, err
	}
	if s.Offline, err = parseBool("INGOT_LLM_OFFLINE", get("INGOT_LLM_OFFLINE")); err != nil {
		return Settings{}, err
	}
	return s, nil
}

func splitModels(varName, list string) ([]string, error) {
	var out []string
	seen := map[string]bool{}
	for _, m := range strings.Split(list, ",") {
		m = strings.TrimSpace(m)
		if m == "" {
			continue
		}
		if seen[m] {
			return nil, fmt.Errorf("%s: model %q listed twice", varName, m)
		}
		seen[m] = true
		out = append(out, m)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no model names in %q", varName, list)
	}
	return out, nil
}

func checkBaseURL(varName, base string) error {
	u, err := url.Parse(base)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return fmt.Errorf("%s: want an http:// or https:// URL such as http://127.0.0.1:11434/v1, got %q", varName, base)
	}
	return nil
}

func sameHost(a, b string) bool {
	ua, err1 := url.Parse(a)
	ub, err2 := url.Parse(b)
	return err1 == nil && err2 == nil && strings.EqualFold(ua.Host, ub.Host) && ua.Scheme == ub.Scheme
}

// needsKey reports whether base is a hosted https endpoint: https on a host
// that is not loopback or a private address.
func needsKey(base string) bool {
	u, err := url.Parse(base)
	if err != nil || u.Scheme != "https" {
		return false
	}
	return !IsLocalHost(u.Hostname())
}

// IsLocalHost reports whether host is localhost or a loopback, private or
// link-local address, where a local server (Ollama, vLLM) needs no key.
func IsLocalHost(host string) bool {
	h := strings.ToLower(strings.TrimSuffix(host, "."))
	if h == "localhost" || strings.HasSuffix(h, ".localhost") {
		return true
	}
	ip := net.ParseIP(strings.Trim(h, "[]"))
	return ip != nil && (ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast())
}

func parseDuration(v string) (time.Duration, error) {
	d, err := setting.ParseDuration(v)
	if err == nil && d <= 0 {
		err = errors.New("must be positive")
	}
	if err != nil {
		return 0, fmt.Errorf("want a positive duration such as 90s or 2m: %v, got %q", err, v)
	}
	return d, nil
}

func parseBool(varName, v string) (bool, error) { return setting.Bool(varName, v, false) }

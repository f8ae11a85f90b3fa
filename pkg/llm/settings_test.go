package llm

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func envMap(kv map[string]string) func(string) string {
	return func(k string) string { return kv[k] }
}

func TestSettingsNotConfigured(t *testing.T) {
	_, err := SettingsFrom(envMap(map[string]string{"INGOT_JUDGE_MODEL": "j"}))
	if !errors.Is(err, ErrNotConfigured) {
		t.Fatalf("err = %v, want ErrNotConfigured", err)
	}
	msg := err.Error()
	if strings.Contains(msg, "\n") {
		t.Errorf("message is not one line: %q", msg)
	}
	for _, want := range []string{"INGOT_BASE_URL", "OPENAI_BASE_URL", "INGOT_API_KEY"} {
		if !strings.Contains(msg, want) {
			t.Errorf("message %q does not name %s", msg, want)
		}
	}
	if _, err := New(Settings{}, Options{}); !errors.Is(err, ErrNotConfigured) {
		t.Errorf("New(empty settings) = %v, want ErrNotConfigured", err)
	}
}

func TestSettingsKeys(t *testing.T) {
	tests := []struct {
		name    string
		env     map[string]string
		wantErr string // substring; "" means success
	}{
		{"local http needs no key", map[string]string{"INGOT_BASE_URL": "http://127.0.0.1:11434/v1"}, ""},
		{"localhost name needs no key", map[string]string{"INGOT_BASE_URL": "http://localhost:8000/v1"}, ""},
		{"ipv6 loopback needs no key", map[string]string{"INGOT_BASE_URL": "http://[::1]:8000/v1"}, ""},
		{"private https needs no key", map[string]string{"INGOT_BASE_URL": "https://10.1.2.3/v1"}, ""},
		{"hosted https needs a key", map[string]string{"INGOT_BASE_URL": "https://api.example.com/v1"}, "INGOT_AGENT_API_KEY"},
		{"hosted https with key", map[string]string{"INGOT_BASE_URL": "https://api.example.com/v1", "INGOT_API_KEY": "k"}, ""},
		{"not a URL", map[string]string{"INGOT_BASE_URL": "api.example.com"}, "INGOT_BASE_URL"},
		{"bad timeout", map[string]string{"INGOT_BASE_URL": "http://127.0.0.1/v1", "INGOT_LLM_TIMEOUT": "soon"}, "INGOT_LLM_TIMEOUT"},
		{"bad concurrency", map[string]string{"INGOT_BASE_URL": "http://127.0.0.1/v1", "INGOT_LLM_CONCURRENCY": "0"}, "INGOT_LLM_CONCURRENCY"},
		{"bad retries", map[string]string{"INGOT_BASE_URL": "http://127.0.0.1/v1", "INGOT_LLM_RETRIES": "-1"}, "INGOT_LLM_RETRIES"},
		{"bad cap", map[string]string{"INGOT_BASE_URL": "http://127.0.0.1/v1", "INGOT_MAX_RUN_USD": "lots"}, "INGOT_MAX_RUN_USD"},
		{"bad bool", map[string]string{"INGOT_BASE_URL": "http://127.0.0.1/v1", "INGOT_NO_CACHE": "maybe"}, "INGOT_NO_CACHE"},
		{"duplicate judge", map[string]string{"INGOT_BASE_URL": "http://127.0.0.1/v1", "INGOT_JUDGE_MODELS": "a,b,a"}, "INGOT_JUDGE_MODELS"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := SettingsFrom(envMap(tt.env))
			switch {
			case tt.wantErr == "" && err != nil:
				t.Fatalf("unexpected error: %v", err)
			case tt.wantErr != "" && err == nil:
				t.Fatalf("no error, want one naming %s", tt.wantErr)
			case tt.wantErr != "" && !strings.Contains(err.Error(), tt.wantErr):
				t.Fatalf("error %q does not name %s", err, tt.wantErr)
			}
		})
	}
	// A hosted endpoint without a key is "not configured", so commands exit 1.
	_, err := SettingsFrom(envMap(map[string]string{"INGOT_BASE_URL": "https://api.example.com/v1"}))
	if !errors.Is(err, ErrNotConfigured) {
		t.Errorf("hosted without key: %v, want ErrNotConfigured", err)
	}
}

func TestSettingsRolesAndFallbacks(t *testing.T) {
	s, err := SettingsFrom(envMap(map[string]string{
		"OPENAI_BASE_URL":       "https://api.example.com/v1",
		"OPENAI_API_KEY":        "global-key",
		"INGOT_AGENT_MODEL":     "agent-m",
		"INGOT_AUTHOR_MODEL":    "author-m",
		"INGOT_JUDGE_MODELS":    " j1, j2 ,j3 ",
		"INGOT_JUDGE_MODEL":     "ignored",
		"INGOT_JUDGE_BASE_URL":  "http://127.0.0.1:9999/v1",
		"INGOT_AUTHOR_BASE_URL": "https://api.example.com/v1",
		"INGOT_LLM_TIMEOUT":     "90",
		"INGOT_LLM_CONCURRENCY": "7",
		"INGOT_LLM_RETRIES":     "0",
		"INGOT_MAX_RUN_USD":     "2.5",
		"INGOT_LLM_OFFLINE":     "true",
	}))
	if err != nil {
		t.Fatal(err)
	}
	agent, _ := s.Endpoint(RoleAgent)
	if agent.BaseURL != "https://api.example.com/v1" || agent.APIKey != "global-key" || agent.BaseURLVar != "OPENAI_BASE_URL" {
		t.Errorf("agent endpoint = %+v, want the OPENAI_* fallback", agent)
	}
	judge, _ := s.Endpoint(RoleJudge)
	if judge.BaseURL != "http://127.0.0.1:9999/v1" {
		t.Errorf("judge base = %q, want the per-role override", judge.BaseURL)
	}
	if judge.APIKey != "" {
		t.Errorf("judge endpoint on another host got the global key")
	}
	if got, _ := s.Models(RoleJudge); strings.Join(got, "|") != "j1|j2|j3" {
		t.Errorf("judge models = %q, want the INGOT_JUDGE_MODELS list", got)
	}
	author, _ := s.Endpoint(RoleAuthor)
	if author.APIKey != "global-key" {
		t.Errorf("author override on the global host should keep the global key")
	}
	if m, _ := s.Model(RoleStrong); m != "author-m" {
		t.Errorf("strong model = %q, want the author model as default", m)
	}
	if s.Timeout != 90*time.Second || s.Concurrency != 7 || s.Retries != 0 || s.MaxRunUSD != 2.5 || !s.Offline || s.NoCache {
		t.Errorf("numeric settings = %+v", s)
	}
	if fmt.Sprint(agent.APIKey) != "[redacted]" || fmt.Sprintf("%#v", agent) == "" || strings.Contains(fmt.Sprintf("%v %+v %#v", agent, agent, agent), "global-key") {
		t.Errorf("API key leaks when printed: %v", fmt.Sprintf("%#v", agent))
	}
}

func TestSettingsRequire(t *testing.T) {
	s, err := SettingsFrom(envMap(map[string]string{"INGOT_BASE_URL": "http://127.0.0.1/v1", "INGOT_AUTHOR_MODEL": "a"}))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Require(RoleAuthor, RoleStrong); err != nil {
		t.Errorf("author and strong are set: %v", err)
	}
	err = s.Require(RoleJudge)
	if !errors.Is(err, ErrNotConfigured) || !strings.Contains(err.Error(), "INGOT_JUDGE_MODEL") {
		t.Errorf("Require(judge) = %v, want ErrNotConfigured naming INGOT_JUDGE_MODEL", err)
	}
}

func TestLoadPrices(t *testing.T) {
	dir := t.TempDir()
	js := filepath.Join(dir, "prices.json")
	if err := os.WriteFile(js, []byte(`{"my/model": {"input_per_mtok": 1.5, "output_per_mtok": 3}, "gpt-4o": {"input_per_mtok": 9, "output_per_mtok": 9}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	s, err := SettingsFrom(envMap(map[string]string{"INGOT_BASE_URL": "http://127.0.0.1/v1", "INGOT_PRICES": js}))
	if err != nil {
		t.Fatal(err)
	}
	if p, ok := s.Prices.Lookup("my/model"); !ok || p.InputPerMTok != 1.5 || p.OutputPerMTok != 3 {
		t.Errorf("my/model = %+v %v", p, ok)
	}
	if p, _ := s.Prices.Lookup("openai/gpt-4o"); p.InputPerMTok != 9 {
		t.Errorf("file entry should replace the built-in gpt-4o price and match the router id, got %+v", p)
	}
	if _, ok := s.Prices.Lookup("gpt-4o-mini"); !ok {
		t.Errorf("built-in entries should remain")
	}
	if got := (Price{InputPerMTok: 2, OutputPerMTok: 10}).Cost(1_000_000, 500_000); got != 7 {
		t.Errorf("Cost = %v, want 7", got)
	}

	yml := filepath.Join(dir, "prices.yaml")
	if err := os.WriteFile(yml, []byte("local-llama:\n  input_per_mtok: 0\n  output_per_mtok: 0\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	ps, err := LoadPrices(yml)
	if err != nil {
		t.Fatal(err)
	}
	if p, ok := ps["local-llama"]; !ok || p != (Price{}) {
		t.Errorf("yaml zero price = %+v %v", p, ok)
	}

	for name, body := range map[string]string{
		"typo.yaml":    "m:\n  input_per_mtokens: 1\n  output_per_mtok: 1\n",
		"missing.yaml": "m:\n  input_per_mtok: 1\n",
		"neg.json":     `{"m": {"input_per_mtok": -1, "output_per_mtok": 1}}`,
		"text.json":    `{"m": {"input_per_mtok": "cheap", "output_per_mtok": 1}}`,
	} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		_, err := LoadPrices(p)
		if err == nil || !strings.Contains(err.Error(), p) || !strings.Contains(err.Error(), `"m"`) {
			t.Errorf("%s: error %v should name the file and the model", name, err)
		}
	}
}

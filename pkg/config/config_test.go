package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spf13/pflag"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestPrecedence(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	write("ingot.yaml", "min_score: 1\nINGOT_RELATED_SCORE: 2\nhome: /from/yaml\nopenai_api_key: yaml-key\njudge_models: [a, b]\n")
	write(".env", "INGOT_MIN_SCORE=3\nINGOT_HOME=/from/dotenv\n")
	fs := pflag.NewFlagSet("x", pflag.ContinueOnError)
	fs.String("home", "", "the home")
	fs.Float64("min-score", 0, "threshold")
	BindFlag(fs, "home", "INGOT_HOME")
	BindFlag(fs, "min-score", "INGOT_MIN_SCORE")
	if !strings.Contains(fs.Lookup("home").Usage, "(env INGOT_HOME)") {
		t.Fatalf("usage does not name the variable: %q", fs.Lookup("home").Usage)
	}

	cases := []struct {
		name    string
		args    []string
		env     map[string]string
		key     string
		want    string
		wantSrc string
	}{
		{"default", nil, nil, "INGOT_TRACE_BACKUPS", "3", "default"},
		{"yaml short key", nil, nil, "INGOT_RELATED_SCORE", "2", "ingot.yaml"},
		{"yaml list", nil, nil, "INGOT_JUDGE_MODELS", "a,b", "ingot.yaml"},
		{"yaml foreign var", nil, nil, "OPENAI_API_KEY", "yaml-key", "ingot.yaml"},
		{"dotenv beats yaml", nil, nil, "INGOT_MIN_SCORE", "3", ".env"},
		{"env beats dotenv", nil, map[string]string{"INGOT_MIN_SCORE": "4"}, "INGOT_MIN_SCORE", "4", "env"},
		{"flag beats env", []string{"--min-score=5"}, map[string]string{"INGOT_MIN_SCORE": "4"}, "INGOT_MIN_SCORE", "5", "flag"},
		{"unset flag does not count", nil, nil, "INGOT_HOME", "/from/dotenv", ".env"},
		{"unset", nil, nil, "INGOT_NOPE", "", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fs := pflag.NewFlagSet("x", pflag.ContinueOnError)
			fs.String("home", "", "")
			fs.Float64("min-score", 0, "")
			BindFlag(fs, "home", "INGOT_HOME")
			BindFlag(fs, "min-score", "INGOT_MIN_SCORE")
			if err := fs.Parse(tc.args); err != nil {
				t.Fatal(err)
			}
			c, err := Load(Options{Dir: dir, Getenv: env(tc.env), Flags: fs, Defaults: map[string]string{"INGOT_TRACE_BACKUPS": "3"}})
			if err != nil {
				t.Fatal(err)
			}
			v, src := c.Lookup(tc.key)
			if v != tc.want || src != tc.wantSrc {
				t.Fatalf("%s = %q from %q, want %q from %q", tc.key, v, src, tc.want, tc.wantSrc)
			}
		})
	}
}

func TestTypedGettersNameTheSetting(t *testing.T) {
	c, err := Load(Options{Dir: t.TempDir(), Getenv: env(map[string]string{
		"INGOT_A": "x", "INGOT_B": "1.5", "INGOT_C": "maybe", "INGOT_D": "2", "INGOT_E": "250ms",
	})})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Float("INGOT_A", 0); err == nil || !strings.Contains(err.Error(), "INGOT_A") || !strings.Contains(err.Error(), "env") {
		t.Fatalf("want error naming INGOT_A and its source, got %v", err)
	}
	if f, err := c.Float("INGOT_B", 0); err != nil || f != 1.5 {
		t.Fatalf("Float = %v, %v", f, err)
	}
	if _, err := c.Bool("INGOT_C", false); err == nil {
		t.Fatal("want error for a non-boolean")
	}
	if d, err := c.Duration("INGOT_D", 0); err != nil || d != 2*time.Second {
		t.Fatalf("bare number is seconds: %v %v", d, err)
	}
	if d, err := c.Duration("INGOT_E", 0); err != nil || d != 250*time.Millisecond {
		t.Fatalf("Duration = %v %v", d, err)
	}
	if n, err := c.Int("INGOT_MISSING", 7); err != nil || n != 7 {
		t.Fatalf("default not used: %v %v", n, err)
	}
}

func TestMalformedFileNamesIt(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "ingot.yaml"), []byte("a: [\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := Load(Options{Dir: dir})
	if err == nil || !strings.Contains(err.Error(), "ingot.yaml") {
		t.Fatalf("want error naming ingot.yaml, got %v", err)
	}
}

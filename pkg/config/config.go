// Package config resolves Ingot's settings with one precedence everywhere:
// command-line flags, then INGOT_* environment variables, then a .env file
// in the working directory, then ingot.yaml, then defaults.
//
// Settings are named by their environment variable (INGOT_MIN_SCORE). In
// ingot.yaml a setting may be written either way: INGOT_MIN_SCORE: 0.5 or
// min_score: 0.5. Packages never import viper; they take a
// func(string) string — Config.Getenv — and parse what they need.
package config

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/pflag"
	"github.com/spf13/viper"

	"github.com/ingot-dev/ingot/pkg/setting"
)

// Config is a resolved configuration. It is read-only after Load and safe
// for concurrent use.
type Config struct {
	flags    map[string]string // env-style key -> value of a flag the user set
	getenv   func(string) string
	dotenv   map[string]string
	yaml     map[string]string
	homeYAML map[string]string // ingot.yaml of the Ingot home, when it is not Dir
	defaults map[string]string
	// Files names the configuration files that were read.
	Files []string
	// Warnings are problems that did not stop loading: unknown keys in
	// ingot.yaml, unknown INGOT_* keys in .env. Commands print them once.
	Warnings []string
}

// Options for Load.
type Options struct {
	// Dir holds .env and ingot.yaml (the working directory).
	Dir string
	// Getenv reads the process environment (os.Getenv in main; a map in
	// tests).
	Getenv func(string) string
	// Flags are the parsed flags of the running command; a flag takes part
	// when it was set on the command line and has an annotation
	// EnvAnnotation naming its variable (see BindFlag).
	Flags *pflag.FlagSet
	// Defaults by variable name.
	Defaults map[string]string
}

// EnvAnnotation is the pflag annotation that ties a flag to a variable.
const EnvAnnotation = "ingot-env"

// BindFlag ties a flag to the variable env, so a value given on the command
// line wins over every other source, and appends "(env NAME)" to the
// flag's usage so --help documents it.
func BindFlag(fs *pflag.FlagSet, flag, env string) {
	f := fs.Lookup(flag)
	if f == nil {
		panic("config.BindFlag: no flag " + flag) // programmer error
	}
	_ = fs.SetAnnotation(flag, EnvAnnotation, []string{env})
	if !strings.Contains(f.Usage, env) {
		f.Usage += " (env " + env + ")"
	}
}

// Load reads .env and ingot.yaml from opt.Dir, then ingot.yaml from the
// Ingot home (INGOT_HOME as the flags, environment, .env or the first
// ingot.yaml set it) when that is another directory, and binds the flags.
// The working directory's ingot.yaml wins over the home's. A malformed file
// is an error naming it.
func Load(opt Options) (*Config, error) {
	c := &Config{flags: map[string]string{}, getenv: opt.Getenv, dotenv: map[string]string{}, yaml: map[string]string{}, homeYAML: map[string]string{}, defaults: map[string]string{}}
	if c.getenv == nil {
		c.getenv = func(string) string { return "" }
	}
	for k, v := range opt.Defaults {
		c.defaults[k] = v
	}
	dir := opt.Dir
	if dir == "" {
		dir = "."
	}
	if err := c.readFile(filepath.Join(dir, ".env"), "dotenv", c.dotenv); err != nil {
		return nil, err
	}
	for _, name := range []string{"ingot.yaml", "ingot.yml"} {
		if err := c.readFile(filepath.Join(dir, name), "yaml", c.yaml); err != nil {
			return nil, err
		}
	}
	if opt.Flags != nil {
		opt.Flags.VisitAll(func(f *pflag.Flag) {
			env := f.Annotations[EnvAnnotation]
			if len(env) == 1 && f.Changed {
				v := f.Value.String()
				if sv, ok := f.Value.(pflag.SliceValue); ok {
					v = strings.Join(sv.GetSlice(), ",")
				}
				c.flags[env[0]] = v
			}
		})
	}
	if home := strings.TrimSpace(c.Get("INGOT_HOME")); home != "" {
		if !filepath.IsAbs(home) {
			home = filepath.Join(dir, home)
		}
		ad, _ := filepath.Abs(dir)
		if filepath.Clean(home) != filepath.Clean(ad) {
			for _, name := range []string{"ingot.yaml", "ingot.yml"} {
				if err := c.readFile(filepath.Join(home, name), "yaml", c.homeYAML); err != nil {
					return nil, err
				}
			}
		}
	}
	return c, nil
}

func (c *Config) readFile(path, typ string, into map[string]string) error {
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	v := viper.New()
	v.SetConfigFile(path)
	v.SetConfigType(typ)
	if err := v.ReadInConfig(); err != nil {
		return fmt.Errorf("config %s: %w", path, err)
	}
	for _, k := range v.AllKeys() {
		val := v.Get(k)
		var s string
		switch t := val.(type) {
		case []any:
			parts := make([]string, len(t))
			for i, p := range t {
				parts[i] = fmt.Sprint(p)
			}
			s = strings.Join(parts, ",")
		case map[string]any:
			return fmt.Errorf("config %s: %s: nested maps are not settings", path, k)
		default:
			s = fmt.Sprint(t)
		}
		name := envName(k)
		if !isKnown(name) && (typ == "yaml" || strings.HasPrefix(name, "INGOT_") && strings.HasPrefix(strings.ToUpper(k), "INGOT_")) {
			shown := k
			if typ != "yaml" {
				shown = name
			}
			c.Warnings = append(c.Warnings, fmt.Sprintf("%s: unknown setting %q (ignored; the config subcommand of every binary lists the settings)", path, shown))
		}
		into[name] = s
	}
	c.Files = append(c.Files, path)
	return nil
}

// envName maps a file key (min_score, INGOT_MIN_SCORE, openai_api_key) to
// the variable it sets. Viper lower-cases keys.
func envName(k string) string {
	up := strings.ToUpper(strings.ReplaceAll(k, "-", "_"))
	if strings.HasPrefix(up, "INGOT_") || foreignVars[up] {
		return up
	}
	return "INGOT_" + up
}

// foreignVars are variables Ingot honours that do not carry its prefix.
var foreignVars = map[string]bool{
	"OPENAI_BASE_URL": true, "OPENAI_API_KEY": true, "ONNXRUNTIME_LIB": true,
	"CLAUDE_PROJECTS_DIR": true, "CODEX_SESSIONS_DIR": true,
}

// Lookup returns the value of a setting and where it came from ("flag",
// "env", ".env", "ingot.yaml", "default"), or "" and "" when unset.
func (c *Config) Lookup(key string) (value, source string) {
	if v, ok := c.flags[key]; ok {
		return v, "flag"
	}
	if v := c.getenv(key); v != "" {
		return v, "env"
	}
	if v, ok := c.dotenv[key]; ok {
		return v, ".env"
	}
	if v, ok := c.yaml[key]; ok {
		return v, "ingot.yaml"
	}
	if v, ok := c.homeYAML[key]; ok {
		return v, "ingot.yaml"
	}
	if v, ok := c.defaults[key]; ok {
		return v, "default"
	}
	return "", ""
}

// Get returns the resolved value of a setting ("" when unset).
func (c *Config) Get(key string) string {
	v, _ := c.Lookup(key)
	return v
}

// Getenv is Get with the signature packages take.
func (c *Config) Getenv(key string) string { return c.Get(key) }

// Float parses a setting, with def when unset. A malformed value is an
// error naming the setting and its source.
func (c *Config) Float(key string, def float64) (float64, error) {
	v, src := c.Lookup(key)
	if v == "" {
		return def, nil
	}
	f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
	if err != nil {
		return def, fmt.Errorf("%s=%q (from %s): not a number", key, v, src)
	}
	return f, nil
}

// Int parses an integer setting.
func (c *Config) Int(key string, def int) (int, error) {
	v, src := c.Lookup(key)
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil {
		return def, fmt.Errorf("%s=%q (from %s): not an integer", key, v, src)
	}
	return n, nil
}

// Bool parses a boolean setting (true/false/1/0/yes/no/on/off).
func (c *Config) Bool(key string, def bool) (bool, error) {
	v, src := c.Lookup(key)
	if v == "" {
		return def, nil
	}
	b, ok := ParseBool(v)
	if !ok {
		return def, fmt.Errorf("%s=%q (from %s): not a boolean (%s)", key, v, src, setting.BoolHelp)
	}
	return b, nil
}

// Duration parses a duration ("1s", "500ms"; a bare number is seconds).
func (c *Config) Duration(key string, def time.Duration) (time.Duration, error) {
	v, src := c.Lookup(key)
	if v == "" {
		return def, nil
	}
	d, err := setting.ParseDuration(v)
	if err != nil {
		return def, fmt.Errorf("%s=%q (from %s): %v", key, v, src, err)
	}
	return d, nil
}

// ParseBool reads a boolean with the one grammar of pkg/setting.
func ParseBool(v string) (bool, bool) { return setting.ParseBool(v) }

// isKnown reports a setting the Registry lists, or a foreign variable
// Ingot honours; other keys in ingot.yaml (and INGOT_* keys in .env) are
// reported as Warnings.
func isKnown(name string) bool {
	_, ok := Find(name)
	return ok || foreignVars[name]
}

// Package setting holds the one grammar of each kind of setting value —
// booleans, durations, byte sizes — so a value that one program accepts no
// other program rejects. It has no dependencies: every package that reads
// a setting (config, trace, llm, …) parses through it.
package setting

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// ParseBool reads true/false, 1/0, yes/no, on/off, y/n, t/f,
// case-insensitively; ok is false for anything else (including "").
func ParseBool(v string) (value, ok bool) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "1", "true", "yes", "on", "y", "t":
		return true, true
	case "0", "false", "no", "off", "n", "f":
		return false, true
	}
	return false, false
}

// BoolHelp names the accepted boolean spellings, for error messages.
const BoolHelp = "true/false, 1/0, yes/no, on/off"

// Bool reads a boolean setting called name with default def for "".
// A malformed value is an error naming the setting.
func Bool(name, v string, def bool) (bool, error) {
	if strings.TrimSpace(v) == "" {
		return def, nil
	}
	b, ok := ParseBool(v)
	if !ok {
		return def, fmt.Errorf("%s=%q: not a boolean (%s)", name, v, BoolHelp)
	}
	return b, nil
}

// ParseDuration reads "1s", "500ms", "2m", or a bare number of seconds.
// It must not be negative (a setting that needs it positive says so).
func ParseDuration(v string) (time.Duration, error) {
	v = strings.TrimSpace(v)
	if f, err := strconv.ParseFloat(v, 64); err == nil {
		if f < 0 {
			return 0, errors.New("must not be negative")
		}
		return time.Duration(f * float64(time.Second)), nil
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		return 0, errors.New("not a duration (e.g. 1s, 500ms, 2m)")
	}
	if d < 0 {
		return 0, errors.New("must not be negative")
	}
	return d, nil
}

// ParseSize reads a byte count: "1048576", "512KiB", "10MiB", "1GiB"
// (also "10M", "10MB": every unit is binary).
func ParseSize(v string) (int64, error) {
	s := strings.ToLower(strings.TrimSpace(v))
	mult := int64(1)
	for _, u := range []struct {
		suffix string
		mult   int64
	}{
		{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30},
		{"kb", 1 << 10}, {"mb", 1 << 20}, {"gb", 1 << 30},
		{"k", 1 << 10}, {"m", 1 << 20}, {"g", 1 << 30}, {"b", 1},
	} {
		if strings.HasSuffix(s, u.suffix) {
			s, mult = strings.TrimSpace(strings.TrimSuffix(s, u.suffix)), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 {
		return 0, errors.New("not a size in bytes (e.g. 1048576, 512KiB, 10MiB)")
	}
	if n > (1<<62)/mult {
		return 0, errors.New("too large")
	}
	return n * mult, nil
}

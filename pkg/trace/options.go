package trace

import (
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/setting"
)

// Environment variables read by OptionsFrom.
const (
	EnvTracesFile = "INGOT_TRACES_FILE"
	EnvEnabled    = "INGOT_TRACE_ENABLED"
	EnvRedact     = "INGOT_TRACE_REDACT"
	EnvMaxBytes   = "INGOT_TRACE_MAX_BYTES"
	EnvBackups    = "INGOT_TRACE_BACKUPS"
	EnvMaxAgeDays = "INGOT_TRACE_MAX_AGE_DAYS"
)

// Defaults.
const (
	DefaultMaxBytes   = 10 << 20
	DefaultBackups    = 3
	DefaultMaxAgeDays = 30
)

// DefaultRelPath is the store's path relative to the Ingot home.
const DefaultRelPath = "runs/traces.jsonl"

// Options configure a Store. Build them with OptionsFrom or DefaultOptions
// and override fields as needed.
type Options struct {
	// Path of the current trace file; rotated files sit beside it as
	// Path+".1" ... and the lock file as Path+".lock".
	Path string
	// Enabled false makes Append and AppendNew no-ops (see Store.Disabled).
	// Reading still works.
	Enabled bool
	// Redact secrets in free-text fields before writing.
	Redact bool
	// MaxBytes is the size above which the current file is rotated (> 0).
	MaxBytes int64
	// Backups is how many rotated files are kept (>= 0).
	Backups int
	// MaxAge is the retention; records older than this are pruned (see the
	// package doc). 0 disables age pruning.
	MaxAge time.Duration
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// Warn receives readers' reports of skipped lines (a *jsonl.RecordError
	// naming file and line) and other non-fatal problems; nil drops them.
	Warn func(error)
}

// DefaultOptions returns the defaults for an Ingot home ("" means the
// working directory).
func DefaultOptions(home string) Options {
	if home == "" {
		home = "."
	}
	return Options{
		Path:     filepath.Join(home, filepath.FromSlash(DefaultRelPath)),
		Enabled:  true,
		Redact:   true,
		MaxBytes: DefaultMaxBytes,
		Backups:  DefaultBackups,
		MaxAge:   DefaultMaxAgeDays * 24 * time.Hour,
	}
}

// OptionsFrom builds Options for an Ingot home from environment variables
// read through getenv (pass os.Getenv, or a viper-backed lookup). Unset or
// empty variables take their defaults; a malformed one is an error naming it.
// A relative INGOT_TRACES_FILE is resolved against home.
func OptionsFrom(home string, getenv func(string) string) (Options, error) {
	o := DefaultOptions(home)
	if getenv == nil {
		return o, nil
	}
	var errs []error
	if v := strings.TrimSpace(getenv(EnvTracesFile)); v != "" {
		if !filepath.IsAbs(v) && home != "" {
			v = filepath.Join(home, v)
		}
		o.Path = filepath.Clean(v)
	}
	if b, err := parseBool(EnvEnabled, getenv(EnvEnabled), true); err != nil {
		errs = append(errs, err)
	} else {
		o.Enabled = b
	}
	if b, err := parseBool(EnvRedact, getenv(EnvRedact), true); err != nil {
		errs = append(errs, err)
	} else {
		o.Redact = b
	}
	if v := strings.TrimSpace(getenv(EnvMaxBytes)); v != "" {
		n, err := parseSize(v)
		if err != nil || n <= 0 {
			errs = append(errs, fmt.Errorf("%s: invalid size %q (want a positive number of bytes, optionally with KiB, MiB or GiB)", EnvMaxBytes, v))
		} else {
			o.MaxBytes = n
		}
	}
	if v := strings.TrimSpace(getenv(EnvBackups)); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 1000 {
			errs = append(errs, fmt.Errorf("%s: invalid count %q (want an integer from 0 to 1000)", EnvBackups, v))
		} else {
			o.Backups = n
		}
	}
	if v := strings.TrimSpace(getenv(EnvMaxAgeDays)); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 100000 {
			errs = append(errs, fmt.Errorf("%s: invalid number of days %q (want an integer >= 0; 0 disables pruning)", EnvMaxAgeDays, v))
		} else {
			o.MaxAge = time.Duration(n) * 24 * time.Hour
		}
	}
	return o, errors.Join(errs...)
}

// Validate reports the first option that cannot work.
func (o Options) Validate() error {
	switch {
	case o.Path == "":
		return errors.New("trace store: empty path")
	case o.MaxBytes <= 0:
		return fmt.Errorf("trace store: max bytes %d must be positive", o.MaxBytes)
	case o.Backups < 0:
		return fmt.Errorf("trace store: backups %d must not be negative", o.Backups)
	case o.MaxAge < 0:
		return fmt.Errorf("trace store: max age %s must not be negative", o.MaxAge)
	}
	return nil
}

func parseBool(name, v string, def bool) (bool, error) { return setting.Bool(name, v, def) }

func parseSize(v string) (int64, error) { return setting.ParseSize(v) }
